//! Why a wrong choice is wrong (procedures.md section 6, rows D0–D17): the rule the choice
//! itself breaks, its category, and the facts of this table that make it wrong. The trainer's
//! feedback, the exam summary, the review, the audit drill, `tallador audit` and the report all
//! show what [`diagnose`] returns.

use super::card;
use super::irregularity::is_remedy;
use super::kind::{Announces, Hands, Passes};
use super::procedure::Shown;
use super::procedure::{Owner, RoundPlan, Step};
use super::round::{RoundState, matches};
use super::tableau::{banca_draws, punto_draws};
use super::{
    Action, Category, Declaration, Discard, Hand, Money, Place, RuleId, Side, TableKind, Target,
    Winner,
};

/// A row of the diagnosis table of procedures.md section 6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, strum::IntoStaticStr)]
pub enum Row {
    /// Section 8.3: a remedy is due and the choice is not it.
    DI1,
    /// Section 8.3: a remedy where nothing irregular happened.
    DI2,
    /// Section 8.3: a void coup settled or passed.
    DI3,
    D0,
    D1,
    D2,
    D3,
    D4,
    D5,
    D6,
    D7,
    D8,
    D9,
    D10,
    D11,
    D12,
    D13,
    D14,
    D15,
    D16,
    D17,
}

/// What the Banca's draw answers: Punto's third card (single-hand tables, `None` when Punto
/// stood) or, at casilleros, each box still to settle with its hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Against {
    Punto(Option<u8>),
    Boxes(Vec<(Place, BoxHand)>),
}

/// A casilleros box as the Banca's draw meets it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoxHand {
    /// The box took a third card of this value.
    Third(u8),
    /// The box stood on two cards (6 or 7, or its third card is still to come).
    Stood,
    /// The box holds a natural: decided on naturals (T3), whatever the Banca does.
    Natural(u8),
}

/// Why the action of row D15 comes before the choice: the order the rule sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Precedence {
    /// Venice: the bets are closed before any card is dealt or given (VE-close).
    BetsClosed,
    /// Venice: Punto's cards go to their reader before the Banco is revealed (VE-give).
    CardsGiven,
    /// Venice: the Banco is revealed after the declaration, before any draw (VE-reveal).
    Reveal,
    /// Punto speaks first: its draw or stand comes before the Banca's and the result.
    PuntoFirst,
    /// The Banca draws or stands before the result is announced and the bets are touched.
    BancaBeforeResult,
    /// Casilleros: every third card of the boxes comes before any settling and the Banca's card.
    BoxCardsFirst,
    /// Casilleros: third cards go to the boxes from left to right.
    CardsLeftToRight,
    /// Casilleros: a box with a natural is settled before any third card (CAS-c).
    NaturalsFirst,
    /// Casilleros: the boxes the Banca stands against are settled first, left to right (CAS-e).
    StandingBoxesFirst,
    /// Casilleros: boxes settled from left to right (CAS-d, CAS-e).
    LeftToRight,
    /// Casilleros: after the Banca's third card, the boxes it drew against right to left (CAS-f).
    RightToLeft,
    /// Casilleros: the boxes the Banca draws against are settled after its third card.
    BancaCardFirst,
    /// Losing bets are collected before winning ones are paid.
    LosersFirst,
    /// A marked commission follows its payment at once (PAY-mark).
    MarkAfterPay,
    /// A place is settled before its cards go to the discard.
    SettleBeforeDiscard,
    /// Casilleros: a box is finished, its cards discarded, before anything else (CAS-g).
    BoxAsAUnit,
    /// The cards go to the discard before the shoe or the Bottone passes.
    DiscardBeforePass,
    /// What the rule of the step due puts first (no finer reason applies).
    StepDue,
}

/// How the wager of row D2 is paid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Payout {
    /// Even money (Punto).
    Even,
    /// Even money less the commission in percent, rounded down to the cent (Banca).
    LessCommission(u8),
    /// Banca on a table that marks the commission: paid in full; the commission in percent
    /// goes in the place's box.
    Marked(u8),
    /// A tie bet: so many to one.
    Odds(u32),
}

/// Why no commission box is collected at a place this round (row D9, PAY-box).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoCollection {
    /// The table deducts the commission from the payment: it keeps no boxes.
    Deducted { percent: u8 },
    /// The place's box holds nothing.
    Empty,
    /// The box holds `owed`, but nobody at the place leaves and the shoe goes on.
    Stays { owed: Money },
}

/// Who gets Punto's cards or the shoe or the Bottone, or why nothing passes (row D10).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatDue {
    /// Venice: the seat with the highest Punto stake (equal stakes by precedence from the
    /// Bottone's holder).
    Reader {
        seat: Place,
        stake: Money,
        holder: Place,
    },
    /// Venice: nobody bets on Punto, the dealer completes the hand.
    Dealer,
    /// The shoe or the Bottone goes to the next occupied seat after the holder.
    Next { seat: Place, holder: Place },
    /// Nothing passes this round.
    Stays { holder: Place, why: Stay },
}

/// Why the shoe or the Bottone stays (row D10).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stay {
    /// No bet on the table (Venice: a colpo in bianco).
    NoBets,
    /// Puerto Rico: the shoe moves only when Punto wins.
    PuntoDidNotWin(Winner),
    /// No other seat is occupied.
    Alone,
}

/// Why a round makes no `announce punto` (row D12).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoAnnouncement {
    /// A natural: nothing is announced before the result.
    Natural,
    /// Punto stood: its total is announced with the result.
    PuntoStood,
    /// Venice announces only the result, Banco first.
    Venice,
}

/// The facts of this table that a diagnosis names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Facts {
    /// D0: the next card of the deal goes to `due`.
    DealDue { due: Target },
    /// D1: the next card is due at `due`; `None`: no card is due.
    DealTo { due: Option<Target> },
    /// D2: the winning wager at `place` and what it is owed. `commission`: the amount is the
    /// commission to mark, not the winnings. `given: None`: a bare `pay N`.
    Amount {
        place: Place,
        side: Side,
        stake: Money,
        due: Money,
        given: Option<Money>,
        commission: bool,
        payout: Payout,
    },
    /// D2: a commission box collected with another amount than its balance (PAY-box):
    /// `marks`, the commissions that make the balance `due`, in the order they were marked.
    BoxBalance {
        place: Place,
        marks: Vec<Money>,
        due: Money,
        given: Money,
    },
    /// D9: a commission box collected where none is due (PAY-box).
    NoCollection { place: Place, why: NoCollection },
    /// D3: the natural and its hand.
    Natural { hand: Owner, total: u8 },
    /// D4: the hand already holds three cards.
    ThreeCards { hand: Owner },
    /// D5: the client's declaration and Punto's two-card total.
    Declared { declaration: Declaration, total: u8 },
    /// D6: the hand's two-card total (T4 says draw when it is 0–5).
    Total { hand: Owner, total: u8 },
    /// D7: the Banca's two-card total and what its draw answers; `draws`: what T5 says.
    Tableau {
        banca: u8,
        against: Against,
        draws: bool,
    },
    /// D8: the places in play this round.
    InPlay { place: Place, in_play: Vec<Place> },
    /// D9: the comparison at `place`: its Punto total (the box's or Punto's) against the Banca;
    /// `wagers`: the sides bet on there.
    Result {
        place: Place,
        wagers: Vec<Side>,
        punto: u8,
        banca: u8,
        winner: Winner,
    },
    /// D9: a `commission N` on a table that deducts the commission from the payment.
    Deducted { place: Place, percent: u8 },
    /// D10.
    Seat { due: SeatDue },
    /// D11: the announcement due (c's totals were wrong).
    Announcement { due: Action },
    /// D14: an announcement is due before anything else.
    AnnouncementDue { due: Action },
    /// D12.
    NoAnnouncement { why: NoAnnouncement },
    /// D13: the hand a third card is due to, its total and (for the Banca) what it answers.
    ThirdCard {
        hand: Owner,
        total: u8,
        against: Option<Against>,
    },
    /// D15: what comes first and why; `unit`: the box whose settling is under way, when c
    /// breaks it.
    First {
        first: Action,
        unit: Option<Place>,
        reason: Precedence,
    },
    /// D16: the action already done.
    Repeated { action: Action },
    /// D17: the canonical next action (`None`: the scenario is over).
    Due { due: Option<Action> },
    /// DI1: what happened and this table's remedy, with its source; `due`, the remedy's
    /// action due now.
    Irregular { event: Box<Shown>, due: Action },
    /// DI2: nothing irregular happened; the step due.
    NothingIrregular { due: Option<Action> },
    /// DI3: the coup is void, and the event that voided it.
    Voided { event: Box<Shown> },
}

/// Why a choice is wrong: the row of section 6, the rule it breaks, its category and facts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnosis {
    pub row: Row,
    pub rule: RuleId,
    pub category: Category,
    pub facts: Facts,
}

/// Diagnoses `choice`, a choice outside the acceptable set of `round`. `require_amounts`: the
/// session asks for the amounts paid, so a bare `pay N` is a money mistake (row D2).
pub fn diagnose(round: &RoundState, choice: Action, require_amounts: bool) -> Diagnosis {
    let table = Table::new(round);
    table.diagnose(choice, require_amounts)
}

/// The round as the diagnosis reads it.
struct Table<'a> {
    round: &'a RoundState,
    plan: &'a RoundPlan,
    acceptable: Vec<usize>,
}

/// One outcome of a row: rule, category, facts.
type Found = (RuleId, Category, Facts);

impl<'a> Table<'a> {
    fn new(round: &'a RoundState) -> Table<'a> {
        Table {
            round,
            plan: &round.plan,
            acceptable: round.acceptable(),
        }
    }

    fn diagnose(&self, c: Action, require_amounts: bool) -> Diagnosis {
        let rows: [(Row, &dyn Fn() -> Option<Found>); 21] = [
            (Row::DI1, &|| self.di1_remedy_due(c)),
            (Row::DI2, &|| self.di2_nothing_irregular(c)),
            (Row::DI3, &|| self.di3_void(c)),
            (Row::D0, &|| self.d0_deal_due(c)),
            (Row::D1, &|| self.d1_deal_elsewhere(c)),
            (Row::D2, &|| self.d2_amount(c, require_amounts)),
            (Row::D3, &|| self.d3_natural(c)),
            (Row::D4, &|| self.d4_three_cards(c)),
            (Row::D5, &|| self.d5_declaration(c)),
            (Row::D6, &|| self.d6_punto_rule(c)),
            (Row::D7, &|| self.d7_banca_rule(c)),
            (Row::D8, &|| self.d8_not_in_play(c)),
            (Row::D9, &|| self.d9_result(c)),
            (Row::D10, &|| self.d10_seat(c)),
            (Row::D11, &|| self.d11_totals(c)),
            (Row::D12, &|| self.d12_no_announcement(c)),
            (Row::D13, &|| self.d13_third_card_due(c)),
            (Row::D14, &|| self.d14_announcement_due(c)),
            (Row::D15, &|| self.d15_too_early(c)),
            (Row::D16, &|| self.d16_repeated(c)),
            (Row::D17, &|| Some(self.d17_anything_else())),
        ];
        for (row, check) in rows {
            if let Some((rule, category, facts)) = check() {
                return Diagnosis {
                    row,
                    rule,
                    category,
                    facts,
                };
            }
        }
        // D17 always applies; this is its result again for the compiler's sake.
        let (rule, category, facts) = self.d17_anything_else();
        Diagnosis {
            row: Row::D17,
            rule,
            category,
            facts,
        }
    }

    // ----- section 8.3: irregularities -----

    /// DI1: a remedy is due (a0 is one) and c is not it.
    fn di1_remedy_due(&self, c: Action) -> Option<Found> {
        let &step = self.acceptable.first()?;
        let a0 = self.steps()[step];
        if !is_remedy(a0.action) || c == a0.action {
            return None;
        }
        let event = self.plan.event_of(step)?.clone();
        Some((
            a0.rule,
            Category::Irregularity,
            Facts::Irregular {
                event: Box::new(event),
                due: a0.action,
            },
        ))
    }

    /// DI2: c is a remedy and none is due.
    fn di2_nothing_irregular(&self, c: Action) -> Option<Found> {
        if !is_remedy(c) || self.a0().is_some_and(|a0| is_remedy(a0.action)) {
            return None;
        }
        Some((
            self.a0_rule(),
            Category::Irregularity,
            Facts::NothingIrregular {
                due: self.a0().map(|a0| a0.action),
            },
        ))
    }

    /// DI3: the coup is void (its `void` done) and c settles a place or passes.
    fn di3_void(&self, c: Action) -> Option<Found> {
        let rule = self.plan.void?;
        let voided = self
            .steps()
            .iter()
            .enumerate()
            .any(|(index, step)| step.action == Action::Void && self.round.is_done(index));
        if !voided {
            return None;
        }
        let category = match c {
            Action::Collect(_)
            | Action::Pay(..)
            | Action::Commission(..)
            | Action::Encart(_)
            | Action::CollectCommission(..) => Category::Money,
            Action::PassShoe(_) | Action::PassButton(_) => Category::Order,
            _ => return None,
        };
        let event = self
            .plan
            .events
            .iter()
            .find(|shown| shown.event.rule() == rule)?
            .clone();
        Some((
            rule,
            category,
            Facts::Voided {
                event: Box::new(event),
            },
        ))
    }

    // ----- reading the table -----

    fn kind(&self) -> TableKind {
        self.plan.kind
    }

    fn steps(&self) -> &[Step] {
        &self.plan.steps
    }

    /// The canonical next step.
    fn a0(&self) -> Option<Step> {
        self.acceptable.first().map(|&step| self.steps()[step])
    }

    /// The rule of a0, or of the last step once the round is over.
    fn a0_rule(&self) -> RuleId {
        self.a0()
            .or_else(|| self.steps().last().copied())
            .map_or(RuleId::T6, |step| step.rule)
    }

    fn acceptable_steps(&self) -> impl Iterator<Item = Step> + '_ {
        self.acceptable.iter().map(|&step| self.steps()[step])
    }

    /// Is there a step doing `wanted` (amount ignored) not yet done?
    fn pending(&self, wanted: impl Fn(Action) -> bool) -> bool {
        self.steps()
            .iter()
            .enumerate()
            .any(|(index, step)| !self.round.is_done(index) && wanted(step.action))
    }

    /// Does the plan have a step doing `wanted`?
    fn planned(&self, wanted: impl Fn(Action) -> bool) -> bool {
        self.steps().iter().any(|step| wanted(step.action))
    }

    /// The cards `owner` holds now: dealt, and not yet gone to the discard tray.
    fn cards_out(&self, owner: Owner) -> Vec<card::Card> {
        let discard_of = |action: Action| match (owner, action) {
            (_, Action::Discard(Discard::All)) => true,
            (Owner::Banca, Action::Discard(Discard::Banca)) => true,
            (Owner::Box(place), Action::Discard(Discard::Place(at))) => place == at,
            _ => false,
        };
        let discarded = self
            .steps()
            .iter()
            .enumerate()
            .any(|(index, step)| self.round.is_done(index) && discard_of(step.action));
        if discarded {
            Vec::new()
        } else {
            self.cards_dealt(owner)
        }
    }

    /// The cards of `owner` dealt so far, discarded or not.
    fn cards_dealt(&self, owner: Owner) -> Vec<card::Card> {
        self.plan.hand(owner).map_or_else(Vec::new, |hand| {
            hand.cards
                .iter()
                .zip(&hand.dealt_by)
                .filter(|(_, by)| by.is_none_or(|step| self.round.is_done(step)))
                .map(|(card, _)| *card)
                .collect()
        })
    }

    /// The two-card total of `owner`, once both cards are out.
    fn two_card_total(&self, owner: Owner) -> Option<u8> {
        let cards = self.cards_dealt(owner);
        (cards.len() >= 2).then(|| card::total(&cards[..2]))
    }

    fn is_natural(&self, owner: Owner) -> bool {
        self.two_card_total(owner).is_some_and(|total| total >= 8)
    }

    /// The value of `owner`'s third card, when it is out.
    fn third_value(&self, owner: Owner) -> Option<u8> {
        self.cards_dealt(owner).get(2).map(|card| card.value())
    }

    /// Venice keeps the Banco face down until `reveal banca`; other tables show it at once.
    fn banca_shown(&self) -> bool {
        !self.kind().client_reads_punto()
            || self.steps().iter().enumerate().any(|(index, step)| {
                step.action == Action::RevealBanca && self.round.is_done(index)
            })
    }

    /// Single-hand tables: Punto's draw or stand is still to come.
    fn punto_decision_pending(&self) -> bool {
        self.pending(|action| {
            matches!(
                action,
                Action::Draw(Target::Hand(Hand::Punto)) | Action::Stand(Hand::Punto)
            )
        })
    }

    /// The Banca's draw or stand is still to come: single-hand tables by their steps; at
    /// casilleros while the Banca holds two cards and a round is under way.
    fn banca_decision_pending(&self) -> bool {
        match self.kind().hands() {
            Hands::PerBox => {
                self.cards_out(Owner::Banca).len() == 2
                    && self.pending(|action| action == Action::Discard(Discard::Banca))
            }
            Hands::Single => self.pending(|action| {
                matches!(
                    action,
                    Action::Draw(Target::Hand(Hand::Banca)) | Action::Stand(Hand::Banca)
                )
            }),
        }
    }

    /// The boxes in play at casilleros (their hands).
    fn boxes(&self) -> Vec<Place> {
        self.plan
            .hands
            .iter()
            .filter_map(|hand| match hand.owner {
                Owner::Box(place) => Some(place),
                _ => None,
            })
            .collect()
    }

    /// Casilleros: does the Banca draw against `place` (T5 on the box's third card)? Never
    /// against a natural on either side, nor on 7.
    fn banca_draws_against(&self, place: Place) -> bool {
        let banca = self.two_card_total(Owner::Banca).unwrap_or(0);
        let owner = Owner::Box(place);
        if banca >= 7 || self.is_natural(owner) {
            return false;
        }
        banca_draws(banca, self.third_value(owner))
    }

    /// The boxes not yet discarded, each with its hand.
    fn boxes_to_settle(&self) -> Vec<(Place, BoxHand)> {
        self.boxes()
            .into_iter()
            .filter(|&place| {
                self.pending(|action| action == Action::Discard(Discard::Place(place)))
            })
            .map(|place| {
                let owner = Owner::Box(place);
                let hand = match (self.third_value(owner), self.two_card_total(owner)) {
                    (Some(value), _) => BoxHand::Third(value),
                    (None, Some(total)) if total >= 8 => BoxHand::Natural(total),
                    (None, _) => BoxHand::Stood,
                };
                (place, hand)
            })
            .collect()
    }

    /// What the Banca's draw answers now.
    fn against(&self) -> Against {
        match self.kind().hands() {
            Hands::PerBox => Against::Boxes(self.boxes_to_settle()),
            Hands::Single => Against::Punto(self.third_value(Owner::Punto)),
        }
    }

    /// The places with a bet this round.
    fn in_play(&self) -> Vec<Place> {
        self.plan.places_with_bets()
    }

    /// Is the result at `place` decided: every card that decides it out?
    fn decided(&self, place: Place) -> bool {
        if self.pending(|action| matches!(action, Action::Deal(_))) || !self.banca_shown() {
            return false;
        }
        match self.kind().hands() {
            Hands::PerBox => {
                !self.pending(|action| action == Action::Draw(Target::Place(place)))
                    && (!self.banca_draws_against(place)
                        || self.cards_dealt(Owner::Banca).len() >= 3)
            }
            Hands::Single => {
                !self.pending(|action| matches!(action, Action::Draw(_) | Action::Stand(_)))
            }
        }
    }

    /// The comparison at `place`: the Punto total there and the Banca total it meets.
    fn comparison(&self, place: Place) -> (u8, u8) {
        let total = |owner: Owner| card::total(&self.cards_dealt(owner));
        match self.kind().hands() {
            Hands::PerBox => {
                let banca = if self.banca_draws_against(place) {
                    total(Owner::Banca)
                } else {
                    self.two_card_total(Owner::Banca).unwrap_or(0)
                };
                (total(Owner::Box(place)), banca)
            }
            Hands::Single => (total(Owner::Punto), total(Owner::Banca)),
        }
    }

    /// The owner a `draw` goes to.
    fn draw_owner(c: Action) -> Option<Owner> {
        match c {
            Action::Draw(Target::Place(place)) => Some(Owner::Box(place)),
            Action::Draw(Target::Hand(Hand::Punto)) | Action::Stand(Hand::Punto) => {
                Some(Owner::Punto)
            }
            Action::Draw(Target::Hand(Hand::Banca)) | Action::Stand(Hand::Banca) => {
                Some(Owner::Banca)
            }
            _ => None,
        }
    }

    // ----- the rows -----

    /// D0: a card of the deal is due and c is not a `deal`.
    fn d0_deal_due(&self, c: Action) -> Option<Found> {
        if matches!(c, Action::Deal(_)) {
            return None;
        }
        let Action::Deal(due) = self.a0()?.action else {
            return None;
        };
        Some((self.deal_rule(), Category::Omission, Facts::DealDue { due }))
    }

    fn deal_rule(&self) -> RuleId {
        self.kind().deal_rule()
    }

    /// D1: a `deal` to the wrong hand, or when no card is due.
    fn d1_deal_elsewhere(&self, c: Action) -> Option<Found> {
        let Action::Deal(_) = c else { return None };
        let due = self.a0().and_then(|step| match step.action {
            Action::Deal(target) => Some(target),
            _ => None,
        });
        Some((self.deal_rule(), Category::Order, Facts::DealTo { due }))
    }

    /// D2: the amount paid (or the commission marked) is not the amount due.
    fn d2_amount(&self, c: Action, require_amounts: bool) -> Option<Found> {
        if let Action::CollectCommission(place, given) = c {
            return self.d2_box(place, given);
        }
        let (place, given, commission) = match c {
            Action::Pay(place, Some(given)) => (place, Some(given), false),
            Action::Pay(place, None) if require_amounts => (place, None, false),
            Action::Commission(place, given) => (place, Some(given), true),
            _ => return None,
        };
        let due = self
            .acceptable_steps()
            .find_map(|step| Self::amount_due(step.action, place, commission))?;
        self.d2_facts(place, given, commission, due)
    }

    /// The amount `planned` pays (or marks, `commission`) at `place`.
    fn amount_due(planned: Action, place: Place, commission: bool) -> Option<Money> {
        match (planned, commission) {
            (Action::Pay(at, Some(due)), false) if at == place => Some(due),
            (Action::Commission(at, due), true) if at == place => Some(due),
            _ => None,
        }
    }

    /// D2's rule, category and facts for `given` at `place` where `due` is owed.
    fn d2_facts(
        &self,
        place: Place,
        given: Option<Money>,
        commission: bool,
        due: Money,
    ) -> Option<Found> {
        let winner = self.plan.result_at(place)?.winner;
        let side = match winner {
            Winner::Punto => Side::Punto,
            Winner::Banca => Side::Banca,
            Winner::Tie => Side::Empate,
        };
        let rule = match (commission, side) {
            (true, _) => RuleId::PayMark,
            (false, Side::Punto) => RuleId::PayPunto,
            (false, Side::Banca) if self.plan.marks_commission => RuleId::PayMark,
            (false, Side::Banca) => RuleId::PayBanca,
            (false, Side::Empate) => RuleId::PayTie,
        };
        let stake = self.plan.stakes_at(place)[side as usize];
        let percent = self.plan.commission_percent;
        let payout = match side {
            Side::Punto => Payout::Even,
            Side::Banca if self.plan.marks_commission => Payout::Marked(percent),
            Side::Banca => Payout::LessCommission(percent),
            Side::Empate => Payout::Odds(self.plan.tie_pays),
        };
        Some((
            rule,
            Category::Money,
            Facts::Amount {
                place,
                side,
                stake,
                due,
                given,
                commission,
                payout,
            },
        ))
    }

    /// D2 for PAY-box: a box collected, when its collection is acceptable, with another amount
    /// than its balance.
    fn d2_box(&self, place: Place, given: Money) -> Option<Found> {
        let due = self.acceptable_steps().find_map(|step| match step.action {
            Action::CollectCommission(at, due) if at == place => Some(due),
            _ => None,
        })?;
        (given != due).then(|| {
            (
                RuleId::PayBox,
                Category::Money,
                Facts::BoxBalance {
                    place,
                    marks: self.marks_at(place),
                    due,
                    given,
                },
            )
        })
    }

    /// The commissions in `place`'s box by the end of this round's marks: those it held when
    /// the round started, then this round's.
    fn marks_at(&self, place: Place) -> Vec<Money> {
        let mut marks = self
            .plan
            .owed_before_at(place)
            .map_or_else(Vec::new, |held| held.marks.clone());
        marks.extend(self.steps().iter().filter_map(|step| match step.action {
            Action::Commission(at, mark) if at == place => Some(mark),
            _ => None,
        }));
        marks
    }

    /// D9 for PAY-box: a box collected where this round collects none.
    fn d9_box(&self, place: Place) -> Option<Found> {
        let planned = self
            .planned(|action| matches!(action, Action::CollectCommission(at, _) if at == place));
        if planned {
            return None;
        }
        let owed: Money = self.marks_at(place).into_iter().sum();
        let why = if !self.plan.marks_commission {
            NoCollection::Deducted {
                percent: self.plan.commission_percent,
            }
        } else if owed.is_zero() {
            NoCollection::Empty
        } else {
            NoCollection::Stays { owed }
        };
        Some((
            RuleId::PayBox,
            Category::Money,
            Facts::NoCollection { place, why },
        ))
    }

    /// D3: a draw or stand for a hand that holds or faces a natural.
    fn d3_natural(&self, c: Action) -> Option<Found> {
        if !self.banca_shown() {
            return None;
        }
        let natural = |owner: Owner| {
            let held = self.cards_out(owner);
            (held.len() >= 2)
                .then(|| card::total(&held[..2]))
                .filter(|&total| total >= 8)
                .map(|total| Facts::Natural { hand: owner, total })
        };
        let facts = match (self.kind().hands(), c) {
            (Hands::PerBox, Action::Draw(Target::Place(place))) => {
                natural(Owner::Box(place)).or_else(|| natural(Owner::Banca))
            }
            (Hands::PerBox, Action::Draw(Target::Hand(Hand::Banca))) => natural(Owner::Banca),
            (Hands::PerBox, _) => None,
            (_, Action::Draw(Target::Hand(_)) | Action::Stand(_)) => {
                natural(Owner::Punto).or_else(|| natural(Owner::Banca))
            }
            _ => None,
        }?;
        Some((RuleId::T3, Category::Draw, facts))
    }

    /// D4: a third card to a hand that already holds three.
    fn d4_three_cards(&self, c: Action) -> Option<Found> {
        if !self.banca_shown() {
            return None;
        }
        let Action::Draw(_) = c else { return None };
        let hand = Self::draw_owner(c)?;
        (self.cards_out(hand).len() >= 3).then_some((
            RuleId::T6,
            Category::Draw,
            Facts::ThreeCards { hand },
        ))
    }

    /// D5: Venice, the dealer follows the client's wrong declaration.
    fn d5_declaration(&self, c: Action) -> Option<Found> {
        if !self.kind().client_reads_punto()
            || !self.banca_shown()
            || self.plan.punto_reader.is_none()
            || !self.punto_decision_pending()
        {
            return None;
        }
        let declaration = self.plan.declaration?;
        let total = self.two_card_total(Owner::Punto)?;
        let follows = match (c, declaration) {
            (Action::Draw(Target::Hand(Hand::Punto)), Declaration::Carta) => !punto_draws(total),
            (Action::Stand(Hand::Punto), Declaration::NoCarta) => punto_draws(total),
            _ => false,
        };
        follows.then_some((
            RuleId::VeDeclare,
            Category::Draw,
            Facts::Declared { declaration, total },
        ))
    }

    /// D6: a third card to a two-card hand on 6 or 7, or Punto standing on 0–5.
    fn d6_punto_rule(&self, c: Action) -> Option<Found> {
        if !self.banca_shown() {
            return None;
        }
        let (hand, drawing) = match c {
            Action::Draw(Target::Place(place)) => (Owner::Box(place), true),
            Action::Draw(Target::Hand(Hand::Punto)) => (Owner::Punto, true),
            Action::Stand(Hand::Punto) if self.punto_decision_pending() => (Owner::Punto, false),
            _ => return None,
        };
        if self.cards_out(hand).len() != 2 {
            return None;
        }
        let total = self.two_card_total(hand)?;
        (drawing != punto_draws(total)).then_some((
            RuleId::T4,
            Category::Draw,
            Facts::Total { hand, total },
        ))
    }

    /// D7: the Banca's draw or stand against T5, once the third cards before it are out.
    fn d7_banca_rule(&self, c: Action) -> Option<Found> {
        if !self.banca_shown() || !self.banca_decision_pending() {
            return None;
        }
        let banca = self.two_card_total(Owner::Banca)?;
        // What T5 says, and whether c goes against it.
        let (draws, wrong) = match self.kind().hands() {
            Hands::PerBox => {
                let boxes_drawn =
                    !self.pending(|action| matches!(action, Action::Draw(Target::Place(_))));
                let draws = banca < 7
                    && self
                        .boxes_to_settle()
                        .iter()
                        .any(|&(place, _)| self.banca_draws_against(place));
                let wrong = c == Action::Draw(Target::Hand(Hand::Banca)) && boxes_drawn && !draws;
                (draws, wrong)
            }
            Hands::Single => {
                if self.punto_decision_pending() {
                    return None;
                }
                let draws = banca_draws(banca, self.third_value(Owner::Punto));
                let wrong = match c {
                    Action::Draw(Target::Hand(Hand::Banca)) => !draws,
                    Action::Stand(Hand::Banca) => draws,
                    _ => false,
                };
                (draws, wrong)
            }
        };
        wrong.then(|| {
            (
                RuleId::T5,
                Category::Draw,
                Facts::Tableau {
                    banca,
                    against: self.against(),
                    draws,
                },
            )
        })
    }

    /// D8: an action at a place with no bet this round.
    fn d8_not_in_play(&self, c: Action) -> Option<Found> {
        let place = match c {
            Action::Draw(Target::Place(place))
            | Action::Collect(place)
            | Action::Pay(place, _)
            | Action::Encart(place)
            | Action::Commission(place, _)
            | Action::Discard(Discard::Place(place)) => place,
            _ => return None,
        };
        let in_play = self.in_play();
        (!in_play.contains(&place)).then_some((
            RuleId::Places,
            Category::Order,
            Facts::InPlay { place, in_play },
        ))
    }

    /// D9: settling a decided place in a way its result never allows.
    fn d9_result(&self, c: Action) -> Option<Found> {
        if let Action::CollectCommission(place, _) = c {
            return self.d9_box(place);
        }
        let casilleros = self.kind().has_boxes();
        let (place, allowed): (Place, fn(Action, Place) -> bool) = match c {
            Action::Pay(place, _) => (place, |a, p| matches!(a, Action::Pay(at, _) if at == p)),
            Action::Collect(place) => (place, |a, p| a == Action::Collect(p)),
            Action::Encart(place) if casilleros => (place, |a, p| a == Action::Encart(p)),
            Action::Commission(place, _) => (
                place,
                |a, p| matches!(a, Action::Commission(at, _) if at == p),
            ),
            _ => return None,
        };
        if matches!(c, Action::Commission(..)) && !self.plan.marks_commission {
            // This table deducts the commission from the payment: nothing is ever marked.
            return Some((
                RuleId::PayBanca,
                Category::Money,
                Facts::Deducted {
                    place,
                    percent: self.plan.commission_percent,
                },
            ));
        }
        if !self.decided(place) || self.planned(|action| allowed(action, place)) {
            return None;
        }
        let winner = self.plan.result_at(place)?.winner;
        let (punto, banca) = self.comparison(place);
        let naturals = match self.kind().hands() {
            Hands::PerBox => self.is_natural(Owner::Box(place)) || self.is_natural(Owner::Banca),
            Hands::Single => self.is_natural(Owner::Punto) || self.is_natural(Owner::Banca),
        };
        let rule = if winner == Winner::Tie {
            self.kind().settle_rule()
        } else if naturals {
            RuleId::T3
        } else {
            RuleId::T6
        };
        Some((
            rule,
            Category::Money,
            Facts::Result {
                place,
                wagers: self.wagers_at(place),
                punto,
                banca,
                winner,
            },
        ))
    }

    /// The sides bet on at `place`, Punto, Banca, tie.
    fn wagers_at(&self, place: Place) -> Vec<Side> {
        let stakes = self.plan.stakes_at(place);
        [Side::Punto, Side::Banca, Side::Empate]
            .into_iter()
            .filter(|&side| stakes[side as usize] > Money::ZERO)
            .collect()
    }

    /// D10: the cards, the shoe or the Bottone to another seat than the rule names, or a pass
    /// when none is due.
    fn d10_seat(&self, c: Action) -> Option<Found> {
        let holder = self.plan.holder;
        match (self.kind().passes(), c) {
            (_, Action::GiveCards(seat)) if self.kind().client_reads_punto() => {
                let due = self.plan.punto_reader;
                if seat == due {
                    return None;
                }
                let facts = match due {
                    Some(reader) => SeatDue::Reader {
                        seat: reader,
                        stake: self.plan.stakes_at(reader)[Side::Punto as usize],
                        holder,
                    },
                    None => SeatDue::Dealer,
                };
                Some((RuleId::VeGive, Category::Order, Facts::Seat { due: facts }))
            }
            (Passes::ShoeWhenPuntoWins, Action::PassShoe(seat))
            | (Passes::BottoneEveryHand, Action::PassButton(seat)) => {
                let rule = self.kind().pass_rule()?;
                let planned = self.steps().iter().find_map(|step| match step.action {
                    Action::PassShoe(next) | Action::PassButton(next) => Some(next),
                    _ => None,
                });
                let due = match planned {
                    Some(next) if next == seat => return None,
                    Some(next) => SeatDue::Next { seat: next, holder },
                    None => SeatDue::Stays {
                        holder,
                        why: self.why_it_stays(),
                    },
                };
                Some((rule, Category::Order, Facts::Seat { due }))
            }
            _ => None,
        }
    }

    fn why_it_stays(&self) -> Stay {
        if self.plan.bets.is_empty() {
            return Stay::NoBets;
        }
        let winner = Winner::of(
            card::total(self.plan.hand(Owner::Punto).map_or(&[][..], |h| &h.cards)),
            card::total(self.plan.hand(Owner::Banca).map_or(&[][..], |h| &h.cards)),
        );
        if self.kind().passes() == Passes::ShoeWhenPuntoWins && winner != Winner::Punto {
            Stay::PuntoDidNotWin(winner)
        } else {
            Stay::Alone
        }
    }

    /// D11: the announcement due, with wrong totals.
    fn d11_totals(&self, c: Action) -> Option<Found> {
        let due = self.a0()?.action;
        let same_kind = matches!(
            (due, c),
            (Action::AnnouncePunto(_), Action::AnnouncePunto(_))
                | (Action::AnnounceResult { .. }, Action::AnnounceResult { .. })
        );
        same_kind.then_some((RuleId::T2, Category::Announce, Facts::Announcement { due }))
    }

    /// D12: an `announce punto` this round does not make.
    fn d12_no_announcement(&self, c: Action) -> Option<Found> {
        let Action::AnnouncePunto(_) = c else {
            return None;
        };
        let (rule, why) = match self.kind().announces() {
            Announces::ResultOnly => (RuleId::VeAnnounce, NoAnnouncement::Venice),
            Announces::PuntoThenResult => {
                if self.planned(|action| matches!(action, Action::AnnouncePunto(_))) {
                    return None;
                }
                let full = |owner: Owner| {
                    self.plan
                        .hand(owner)
                        .is_some_and(|h| h.two_card_total() >= 8)
                };
                if full(Owner::Punto) || full(Owner::Banca) {
                    (RuleId::PrNatural, NoAnnouncement::Natural)
                } else {
                    (RuleId::PrPunto, NoAnnouncement::PuntoStood)
                }
            }
            Announces::Nothing => return None,
        };
        Some((rule, Category::Announce, Facts::NoAnnouncement { why }))
    }

    /// D13: a third card the tableau requires is due, and c is not a draw.
    fn d13_third_card_due(&self, c: Action) -> Option<Found> {
        if matches!(c, Action::Draw(_)) {
            return None;
        }
        let Action::Draw(target) = self.a0()?.action else {
            return None;
        };
        let hand = Self::draw_owner(Action::Draw(target))?;
        let total = self.two_card_total(hand).unwrap_or(0);
        let (rule, against) = match hand {
            Owner::Banca => (RuleId::T5, Some(self.against())),
            _ => (RuleId::T4, None),
        };
        Some((
            rule,
            Category::Draw,
            Facts::ThirdCard {
                hand,
                total,
                against,
            },
        ))
    }

    /// D14: an announcement is due and c is something else.
    fn d14_announcement_due(&self, _c: Action) -> Option<Found> {
        let a0 = self.a0()?;
        matches!(
            a0.action,
            Action::AnnouncePunto(_) | Action::AnnounceResult { .. }
        )
        .then_some((
            a0.rule,
            Category::Announce,
            Facts::AnnouncementDue { due: a0.action },
        ))
    }

    /// D15: c is a later step of the plan, done too early.
    fn d15_too_early(&self, c: Action) -> Option<Found> {
        // PAY-box: a box due and passed over for a later step is forgotten (D17), not early.
        let box_due = self
            .a0()
            .is_some_and(|step| matches!(step.action, Action::CollectCommission(..)));
        if box_due && !matches!(c, Action::CollectCommission(..)) {
            return None;
        }
        let later = self.steps().iter().enumerate().any(|(index, step)| {
            !self.round.is_done(index) && same_ignoring_amount(step.action, c)
        });
        if !later {
            return None;
        }
        let own = self
            .acceptable_steps()
            .find(|step| spot(step.action).is_some() && spot(step.action) == spot(c));
        let first = own.or_else(|| self.a0())?;
        let reason = self.precedence(first, c);
        if self.kind().has_boxes() {
            let settles_own_box = own.is_some_and(|step| is_box_settling(step.action));
            let unit = self
                .box_under_way()
                .filter(|&place| c.place() != Some(place));
            if settles_own_box || unit.is_some() {
                return Some((
                    RuleId::CasG,
                    Category::Order,
                    Facts::First {
                        first: first.action,
                        unit,
                        reason,
                    },
                ));
            }
        }
        Some((
            first.rule,
            Category::Order,
            Facts::First {
                first: first.action,
                unit: None,
                reason,
            },
        ))
    }

    /// The rule of the plan's step that c would do later (amount ignored).
    fn later_rule(&self, c: Action) -> Option<RuleId> {
        self.steps()
            .iter()
            .enumerate()
            .find(|(index, step)| {
                !self.round.is_done(*index) && same_ignoring_amount(step.action, c)
            })
            .map(|(_, step)| step.rule)
    }

    /// Why `first` comes before c (row D15): the order its rule sets.
    fn precedence(&self, first: Step, c: Action) -> Precedence {
        let settles = |action: Action| {
            matches!(
                action,
                Action::Collect(_) | Action::Pay(..) | Action::Commission(..) | Action::Encart(_)
            )
        };
        let casilleros = self.kind().has_boxes();
        match first.action {
            Action::RienNeVaPlus => Precedence::BetsClosed,
            Action::GiveCards(_) => Precedence::CardsGiven,
            Action::RevealBanca => Precedence::Reveal,
            Action::Draw(Target::Place(_)) if matches!(c, Action::Draw(Target::Place(_))) => {
                Precedence::CardsLeftToRight
            }
            Action::Draw(Target::Place(_)) => Precedence::BoxCardsFirst,
            Action::Draw(Target::Hand(Hand::Punto)) | Action::Stand(Hand::Punto) => {
                Precedence::PuntoFirst
            }
            Action::Draw(Target::Hand(Hand::Banca)) if casilleros => Precedence::BancaCardFirst,
            Action::Draw(Target::Hand(Hand::Banca)) | Action::Stand(Hand::Banca) => {
                Precedence::BancaBeforeResult
            }
            Action::Commission(..) => Precedence::MarkAfterPay,
            Action::Collect(_) if matches!(c, Action::Pay(..)) && !casilleros => {
                Precedence::LosersFirst
            }
            Action::Collect(place) if matches!(c, Action::Pay(at, _) if at == place) => {
                Precedence::LosersFirst
            }
            action if settles(action) => {
                if matches!(
                    c,
                    Action::Discard(_) | Action::PassShoe(_) | Action::PassButton(_)
                ) {
                    return Precedence::SettleBeforeDiscard;
                }
                if !casilleros {
                    return Precedence::StepDue;
                }
                match (first.rule, self.later_rule(c)) {
                    (RuleId::CasC, _) => Precedence::NaturalsFirst,
                    (RuleId::CasF, _) => Precedence::RightToLeft,
                    (RuleId::CasE, Some(RuleId::CasF)) => Precedence::StandingBoxesFirst,
                    (_, _) if c == Action::Draw(Target::Hand(Hand::Banca)) => {
                        Precedence::StandingBoxesFirst
                    }
                    (RuleId::CasD | RuleId::CasE, _) => Precedence::LeftToRight,
                    _ => Precedence::StepDue,
                }
            }
            Action::Discard(Discard::All) => Precedence::DiscardBeforePass,
            Action::Discard(Discard::Place(_)) => Precedence::BoxAsAUnit,
            _ => Precedence::StepDue,
        }
    }

    /// Casilleros: the box whose settling has begun and is not finished.
    fn box_under_way(&self) -> Option<Place> {
        self.boxes().into_iter().find(|&place| {
            let done = |wanted: &dyn Fn(Action) -> bool| {
                self.steps()
                    .iter()
                    .enumerate()
                    .any(|(index, step)| self.round.is_done(index) && wanted(step.action))
            };
            done(&|action| {
                is_box_settling(action)
                    && action.place() == Some(place)
                    && !matches!(action, Action::Discard(_))
            }) && self.pending(|action| action == Action::Discard(Discard::Place(place)))
        })
    }

    /// D16: c repeats an action already done.
    fn d16_repeated(&self, c: Action) -> Option<Found> {
        let done = self.steps().iter().enumerate().find_map(|(index, step)| {
            (self.round.is_done(index) && same_ignoring_amount(step.action, c))
                .then_some(step.action)
        })?;
        let settles = matches!(
            c,
            Action::Pay(..) | Action::Collect(_) | Action::Commission(..) | Action::Encart(_)
        );
        let (rule, category) = if matches!(c, Action::CollectCommission(..)) {
            (RuleId::PayBox, Category::Money)
        } else if settles {
            (self.kind().settle_rule(), Category::Money)
        } else {
            (self.a0_rule(), Category::Order)
        };
        Some((rule, category, Facts::Repeated { action: done }))
    }

    /// D17: c belongs to no continuation of this round.
    fn d17_anything_else(&self) -> Found {
        (
            self.a0_rule(),
            Category::Omission,
            Facts::Due {
                due: self.a0().map(|step| step.action),
            },
        )
    }
}

/// Row D2 for `choice`, which performs the plan's `step` of `round` (a `pay N`, `commission N`
/// or `collect-commission N`) with another amount than the step's: the audit's second finding
/// for an action that is both out of order and wrong in amount (procedures.md section 6, each
/// fault named). `None` when the amounts agree or `choice` is no such action.
pub fn wrong_amount(round: &RoundState, step: usize, choice: Action) -> Option<Diagnosis> {
    let planned = round.plan.steps.get(step)?.action;
    let table = Table::new(round);
    let (rule, category, facts) = match (planned, choice) {
        (Action::Pay(p, Some(due)), Action::Pay(q, Some(given))) if p == q && due != given => {
            table.d2_facts(p, Some(given), false, due)?
        }
        (Action::Commission(p, due), Action::Commission(q, given)) if p == q && due != given => {
            table.d2_facts(p, Some(given), true, due)?
        }
        (Action::CollectCommission(p, due), Action::CollectCommission(q, given))
            if p == q && due != given =>
        {
            (
                RuleId::PayBox,
                Category::Money,
                Facts::BoxBalance {
                    place: p,
                    marks: table.marks_at(p),
                    due,
                    given,
                },
            )
        }
        _ => return None,
    };
    Some(Diagnosis {
        row: Row::D2,
        rule,
        category,
        facts,
    })
}

/// The same action, amounts ignored (`pay 3 9.50` is `pay 3`; `commission 3 X` is any
/// commission at 3).
pub fn same_ignoring_amount(planned: Action, actual: Action) -> bool {
    match (planned, actual) {
        (Action::Pay(p, _), Action::Pay(q, _)) => p == q,
        (Action::Commission(p, _), Action::Commission(q, _)) => p == q,
        (Action::CollectCommission(p, _), Action::CollectCommission(q, _)) => p == q,
        _ => matches(planned, actual, false),
    }
}

/// Where an action happens: a place, or one of the two hands.
fn spot(action: Action) -> Option<Target> {
    match action {
        Action::Draw(target) | Action::Deal(target) => Some(target),
        Action::Stand(hand) => Some(Target::Hand(hand)),
        Action::Discard(Discard::Banca) => Some(Target::Hand(Hand::Banca)),
        other => other.place().map(Target::Place),
    }
}

/// A step of settling one box: collect, pay, commission, encart, discard.
fn is_box_settling(action: Action) -> bool {
    matches!(
        action,
        Action::Collect(_)
            | Action::Pay(..)
            | Action::Commission(..)
            | Action::Encart(_)
            | Action::Discard(Discard::Place(_))
    )
}
