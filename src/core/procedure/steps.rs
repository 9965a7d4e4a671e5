//! What the three procedures share: a plan's steps and blocks, the hands and owners, the
//! builder that deals from the shoe and records steps, and settling a place.

use std::ops::Range;

use crate::core::card::{self, Card};
use crate::core::irregularity::{
    self, COLORADO, FRANCE, Irregularity, LOUISIANA_FLAWED, MELILLA, Misplaced, Refused, Remedy, To,
};
use crate::core::{
    Action, Bet, Category, CommissionBox, Declaration, Discard, Hand, Money, Place, PlaceResult,
    Profile, RuleId, Side, TableKind, Target, Winner,
};

/// One action of the canonical procedure and the rule that requires it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub action: Action,
    pub rule: RuleId,
}

/// A stretch of the procedure: steps in a fixed order, or units (each a fixed run of steps,
/// such as one box's collect-pay-discard) that may come in any order. Ranges index
/// [`RoundPlan::steps`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    Sequence(Range<usize>),
    AnyOrder(Vec<Range<usize>>),
}

/// Who holds a hand of cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Owner {
    /// The Punto hand of a casilleros box.
    Box(Place),
    Punto,
    Banca,
}

impl Owner {
    pub fn target(self) -> Target {
        match self {
            Owner::Box(place) => Target::Place(place),
            Owner::Punto => Target::Hand(Hand::Punto),
            Owner::Banca => Target::Hand(Hand::Banca),
        }
    }
}

/// A hand as the procedure deals it: the cards in order and which steps put them down.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlannedHand {
    pub owner: Owner,
    pub cards: Vec<Card>,
    /// For each card, the step that deals it (`None`: dealt before the round, no deal drill).
    pub dealt_by: Vec<Option<usize>>,
}

impl PlannedHand {
    pub fn total(&self) -> u8 {
        card::total(&self.cards)
    }

    pub fn two_card_total(&self) -> u8 {
        card::total(&self.cards[..self.cards.len().min(2)])
    }
}

/// Everything the procedure fixes for one round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundPlan {
    pub kind: TableKind,
    pub steps: Vec<Step>,
    pub blocks: Vec<Block>,
    pub hands: Vec<PlannedHand>,
    /// One line per place with bets, ascending.
    pub results: Vec<PlaceResult>,
    /// The places in play (casilleros) or occupied (single-hand tables), ascending.
    pub places: Vec<Place>,
    /// The seat holding the shoe or the Bottone at the start and at the end of the round.
    pub holder: Place,
    pub next_holder: Place,
    /// Cards the round takes from its shoe.
    pub cards_used: usize,
    /// Single-hand tables: the seat that receives Punto's cards (Venice), `None` for the dealer.
    pub punto_reader: Option<Place>,
    /// Who received each card, in the order the cards left the shoe.
    pub shoe_order: Vec<Owner>,
    /// The round's bets, as the scenario lists them.
    pub bets: Vec<Bet>,
    /// What the Venice client declares on Punto's cards, when the scenario presents a wrong
    /// declaration; `None`: the client declares what the table says.
    pub declaration: Option<Declaration>,
    /// The table marks the Banca commission (PAY-mark) instead of deducting it.
    pub marks_commission: bool,
    /// The profile's Banca commission in percent, and what a winning tie bet pays to one.
    pub commission_percent: u8,
    pub tie_pays: u32,
    /// Marking tables: the commission boxes that hold money when the round starts and when it
    /// ends (PAY-box), ascending by place; empty on a deducting table.
    pub owed_before: Vec<CommissionBox>,
    pub owed_after: Vec<CommissionBox>,
    /// The players who leave after this round, and whether the shoe ends with it (PAY-box).
    pub leaves: Vec<Place>,
    pub shoe_end: bool,
    /// The irregularities the round shows, in the order they are shown (section 8).
    pub events: Vec<Shown>,
    /// The event that voided the coup, if one did: no bet wins or loses.
    pub void: Option<RuleId>,
    /// The cards (0-based positions in the round's shoe) a remedy took to the discard.
    pub burned: Vec<usize>,
    /// The scenario's events the round cannot show, and why (`check` refuses them).
    pub refused: Vec<Refused>,
}

impl RoundPlan {
    /// The events shown right before step `step`.
    pub fn events_at(&self, step: usize) -> impl Iterator<Item = &Shown> {
        self.events.iter().filter(move |shown| shown.step == step)
    }

    /// The event whose remedy `step` belongs to, if any.
    pub fn event_of(&self, step: usize) -> Option<&Shown> {
        let rule = self.steps.get(step)?.rule;
        self.events
            .iter()
            .rfind(|shown| shown.step <= step && shown.event.rule() == rule)
    }

    /// The box of `place` when the round starts (marking tables), if it holds money.
    pub fn owed_before_at(&self, place: Place) -> Option<&CommissionBox> {
        self.owed_before.iter().find(|held| held.place == place)
    }

    /// The hand held by `owner`, if the round deals one.
    pub fn hand(&self, owner: Owner) -> Option<&PlannedHand> {
        self.hands.iter().find(|hand| hand.owner == owner)
    }

    /// The stakes at `place` per side (Punto, Banca, Empate), each side's bets summed.
    pub fn stakes_at(&self, place: Place) -> [Money; 3] {
        stakes_at(&self.bets, place)
    }

    /// The places with a bet this round (PLACES), ascending.
    pub fn places_with_bets(&self) -> Vec<Place> {
        places_with_bets(&self.bets)
    }

    /// The result at `place`, when it has bets.
    pub fn result_at(&self, place: Place) -> Option<&PlaceResult> {
        self.results.iter().find(|result| result.place == place)
    }
}

/// What a round needs to be planned.
#[derive(Clone, Copy, Debug)]
pub struct RoundSetup<'a> {
    pub profile: &'a Profile,
    pub bets: &'a [Bet],
    /// The occupied seats when they differ from the seats with bets.
    pub seats: Option<&'a [Place]>,
    pub holder: Place,
    pub shoe: &'a [Card],
    pub declaration: Option<Declaration>,
    /// Start the round with one `deal` action per initial card (the deal drill).
    pub with_deal: bool,
    /// Marking tables: the commission boxes holding money when the round starts (PAY-box).
    pub owed: &'a [CommissionBox],
    /// The players who leave after this round, and whether the shoe ends with it (PAY-box).
    pub leaves: &'a [Place],
    pub shoe_end: bool,
    /// The round's irregularities (section 8), as the scenario lists them.
    pub irregularities: &'a [Irregularity],
}

impl RoundSetup<'_> {
    /// The table marks the Banca commission in the places' boxes (PAY-mark, PAY-box).
    pub fn marks_commission(&self) -> bool {
        self.profile.commission == crate::core::profile::CommissionMode::Marked
    }
}

/// The shoe ran out before the round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "the shoe runs out: this round needs at least {needed} cards and the shoe lists {available}"
)]
pub struct ShoeExhausted {
    pub needed: usize,
    pub available: usize,
}

/// Builds a plan: deals from the shoe, records steps and blocks.
pub(super) struct Builder<'a> {
    pub(super) setup: &'a RoundSetup<'a>,
    pub(super) next_card: usize,
    pub(super) steps: Vec<Step>,
    pub(super) blocks: Vec<Block>,
    pub(super) hands: Vec<PlannedHand>,
    pub(super) shoe_order: Vec<Owner>,
    events: Vec<Shown>,
    /// For each of the setup's events: shown, or refused on the way and why.
    fates: Vec<Fate>,
    void: Option<RuleId>,
    burned: Vec<usize>,
    /// The number of the initial deal's last card (0 before the deal).
    last_initial: usize,
}

/// What became of one event of the setup while the round was planned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fate {
    Pending,
    Shown,
    Refused(Misplaced),
}

impl<'a> Builder<'a> {
    pub(super) fn new(setup: &'a RoundSetup<'a>, owners: &[Owner]) -> Builder<'a> {
        let hands = owners
            .iter()
            .map(|&owner| PlannedHand {
                owner,
                cards: Vec::new(),
                dealt_by: Vec::new(),
            })
            .collect();
        Builder {
            setup,
            next_card: 0,
            steps: Vec::new(),
            blocks: Vec::new(),
            hands,
            shoe_order: Vec::new(),
            events: Vec::new(),
            fates: vec![Fate::Pending; setup.irregularities.len()],
            void: None,
            burned: Vec::new(),
            last_initial: 0,
        }
    }

    /// The coup is void: nothing more is dealt or settled.
    pub(super) fn is_void(&self) -> bool {
        self.void.is_some()
    }

    /// The first pending event that `wanted` picks, with its index.
    fn pending(&self, wanted: impl Fn(Irregularity) -> bool) -> Option<(usize, Irregularity)> {
        self.setup
            .irregularities
            .iter()
            .enumerate()
            .find(|&(index, &event)| self.fates[index] == Fate::Pending && wanted(event))
            .map(|(index, &event)| (index, event))
    }

    /// The card `number` (1-based in the round) without taking it.
    fn peek(&self, number: usize) -> Result<Card, ShoeExhausted> {
        self.setup
            .shoe
            .get(number - 1)
            .copied()
            .ok_or(ShoeExhausted {
                needed: number,
                available: self.setup.shoe.len(),
            })
    }

    /// Shows event `index` and records its remedy's steps (each under the event's id);
    /// returns the first remedy step.
    fn show(
        &mut self,
        index: usize,
        numbers: Vec<usize>,
        hand: Option<Owner>,
        remedy: Vec<Action>,
        source: String,
    ) -> Result<usize, ShoeExhausted> {
        let event = self.setup.irregularities[index];
        let mut cards = Vec::new();
        for &number in &numbers {
            cards.push(self.peek(number)?);
        }
        let first = self.steps.len();
        for &action in &remedy {
            self.step(action, event.rule());
        }
        self.fates[index] = Fate::Shown;
        self.events.push(Shown {
            event,
            step: first,
            numbers,
            cards,
            hand,
            remedy,
            source,
        });
        Ok(first)
    }

    /// Takes the next card to the discard (a remedy burned it).
    fn burn_next(&mut self) -> Result<(), ShoeExhausted> {
        self.take_card()?;
        self.burned.push(self.next_card - 1);
        Ok(())
    }

    /// The events shown when card `number` is the next to leave the shoe: a face-up or damaged
    /// card (burned: the next card takes its place, so this repeats) and, in the deal, stuck
    /// cards. Returns false when the coup is void.
    fn before_card(&mut self, in_deal: bool) -> Result<bool, ShoeExhausted> {
        loop {
            let number = self.next_card + 1;
            if let Some((index, _)) = self
                .pending(|event| matches!(event, Irregularity::FaceUp { card } if card == number))
            {
                let setting = self.setup.profile.face_up();
                self.show(
                    index,
                    vec![number],
                    None,
                    vec![setting.remedy.action()],
                    setting.source,
                )?;
                if setting.remedy == Remedy::Burn {
                    self.burn_next()?;
                    continue;
                }
                return Ok(true);
            }
            if let Some((index, _)) = self
                .pending(|event| matches!(event, Irregularity::Damaged { card } if card == number))
            {
                self.show(
                    index,
                    vec![number],
                    None,
                    vec![Action::CallInspector, Action::Burn],
                    LOUISIANA_FLAWED.to_string(),
                )?;
                self.burn_next()?;
                continue;
            }
            if in_deal
                && let Some((index, event)) = self.pending(
                    |event| matches!(event, Irregularity::Stuck { card } if card == number),
                )
            {
                self.show(
                    index,
                    vec![number, number + 1],
                    None,
                    vec![Action::Void, Action::Discard(Discard::All)],
                    MELILLA.to_string(),
                )?;
                self.burn_next()?;
                self.burn_next()?;
                self.void = Some(event.rule());
                return Ok(false);
            }
            return Ok(true);
        }
    }

    /// One card of the initial deal to `owner`, meeting the events of its card (section 8.2).
    /// Returns false when the coup is void.
    fn deal_one(&mut self, owner: Owner) -> Result<bool, ShoeExhausted> {
        loop {
            if !self.before_card(true)? {
                return Ok(false);
            }
            let number = self.next_card + 1;
            if self.misdeal(owner)? {
                return Ok(true);
            }
            let card = self.take_card()?;
            let step = self.setup.with_deal.then(|| {
                self.step(
                    Action::Deal(owner.target()),
                    self.setup.profile.kind.deal_rule(),
                )
            });
            self.shoe_order.push(owner);
            let hand = self.hand_mut(owner);
            hand.cards.push(card);
            hand.dealt_by.push(step);
            if let Some((index, _)) = self
                .pending(|event| matches!(event, Irregularity::Exposed { card } if card == number))
            {
                let setting = self.setup.profile.exposed();
                self.show(
                    index,
                    vec![number],
                    Some(owner),
                    vec![setting.remedy.action()],
                    setting.source,
                )?;
                if setting.remedy == Remedy::Burn {
                    // Card K goes to the discard; the next card goes to its hand.
                    self.shoe_order.pop();
                    let hand = self.hand_mut(owner);
                    hand.cards.pop();
                    hand.dealt_by.pop();
                    self.burned.push(number - 1);
                    continue;
                }
            }
            if let Some((index, Irregularity::Misdeal { card: misdealt, to, .. })) = self.pending(
                |event| matches!(event, Irregularity::Misdeal { card, noticed: Some(noticed), .. } if noticed == number && card < number),
            ) {
                self.show(
                    index,
                    vec![misdealt],
                    Some(to.owner()),
                    vec![Action::Void, Action::Discard(Discard::All)],
                    FRANCE.to_string(),
                )?;
                self.void = Some(RuleId::IrrMisdeal);
                return Ok(false);
            }
            return Ok(true);
        }
    }

    /// A misdeal of the next card, due to `owner`: the event deals it to the wrong hand (the
    /// trainee does not); noticed at once, it is restored to `owner`; noticed later, it lies
    /// in the wrong hand until then. Returns whether the card was dealt so.
    fn misdeal(&mut self, owner: Owner) -> Result<bool, ShoeExhausted> {
        let number = self.next_card + 1;
        let Some((index, Irregularity::Misdeal { to, noticed, .. })) = self
            .pending(|event| matches!(event, Irregularity::Misdeal { card, .. } if card == number))
        else {
            return Ok(false);
        };
        if to.owner() == owner {
            self.fates[index] = Fate::Refused(Misplaced::MisdealToOwnHand);
            return Ok(false);
        }
        let card = self.take_card()?;
        let wrong = to.owner();
        if noticed.is_none_or(|noticed| noticed == number) {
            let step = self.show(
                index,
                vec![number],
                Some(wrong),
                vec![Action::Restore],
                FRANCE.to_string(),
            )?;
            let with_deal = self.setup.with_deal;
            self.shoe_order.push(owner);
            let hand = self.hand_mut(owner);
            hand.cards.push(card);
            hand.dealt_by.push(with_deal.then_some(step));
        } else {
            self.shoe_order.push(wrong);
            let hand = self.hand_mut(wrong);
            hand.cards.push(card);
            hand.dealt_by.push(None);
        }
        Ok(true)
    }

    /// An extra card drawn to `owner`, a hand that stands, at the point its draw or stand is
    /// due: burned (section 8.1, IRR-extra).
    pub(super) fn extra(&mut self, owner: Owner) -> Result<(), ShoeExhausted> {
        if let Some((index, _)) =
            self.pending(|event| matches!(event, Irregularity::Extra { to } if to.owner() == owner))
        {
            let number = self.next_card + 1;
            self.show(
                index,
                vec![number],
                Some(owner),
                vec![Action::Burn],
                MELILLA.to_string(),
            )?;
            self.burn_next()?;
        }
        Ok(())
    }

    /// A player's claim, where the result stands announced (casilleros: before the first
    /// settling action): the inspector is called and rules. Returns true when the coup is void.
    pub(super) fn claim(&mut self) -> Result<bool, ShoeExhausted> {
        let Some((index, Irregularity::Claim { ruling, .. })) =
            self.pending(|event| matches!(event, Irregularity::Claim { .. }))
        else {
            return Ok(false);
        };
        let mut remedy = vec![Action::CallInspector];
        let void = ruling == irregularity::Ruling::Void;
        if void {
            remedy.extend([Action::Void, Action::Discard(Discard::All)]);
        }
        self.show(index, Vec::new(), None, remedy, COLORADO.to_string())?;
        if void {
            self.void = Some(RuleId::IrrClaim);
        }
        Ok(void)
    }

    pub(super) fn take_card(&mut self) -> Result<Card, ShoeExhausted> {
        let card = self.setup.shoe.get(self.next_card).copied();
        self.next_card += 1;
        card.ok_or(ShoeExhausted {
            needed: self.next_card,
            available: self.setup.shoe.len(),
        })
    }

    /// The hand of `owner`, opened empty the first time a card goes to it.
    pub(super) fn hand_mut(&mut self, owner: Owner) -> &mut PlannedHand {
        let index = match self.hands.iter().position(|hand| hand.owner == owner) {
            Some(index) => index,
            None => {
                self.hands.push(PlannedHand {
                    owner,
                    cards: Vec::new(),
                    dealt_by: Vec::new(),
                });
                self.hands.len() - 1
            }
        };
        &mut self.hands[index]
    }

    /// The total of `owner`'s cards so far (0 for a hand that has none).
    pub fn total(&self, owner: Owner) -> u8 {
        self.hands
            .iter()
            .find(|hand| hand.owner == owner)
            .map_or(0, PlannedHand::total)
    }

    /// The initial deal: `order` lists the hands in the profile's order; every hand gets two
    /// cards, `deal_batch` at a time. With the deal drill each card is a `deal` step.
    pub(super) fn deal(&mut self, order: &[Owner]) -> Result<(), ShoeExhausted> {
        let batch = usize::from(self.setup.profile.deal_batch.clamp(1, 2));
        let start = self.steps.len();
        'deal: for _ in 0..2 / batch {
            for &owner in order {
                for _ in 0..batch {
                    if !self.deal_one(owner)? {
                        break 'deal;
                    }
                }
            }
        }
        self.last_initial = self.next_card;
        if self.steps.len() > start {
            self.blocks.push(Block::Sequence(start..self.steps.len()));
        }
        Ok(())
    }

    /// A third card to `owner` by the next step (recorded by the caller with [`Self::step`]).
    pub(super) fn third_card(&mut self, owner: Owner, rule: RuleId) -> Result<Card, ShoeExhausted> {
        self.before_card(false)?;
        let card = self.take_card()?;
        let step = self.step(Action::Draw(owner.target()), rule);
        self.shoe_order.push(owner);
        let hand = self.hand_mut(owner);
        hand.cards.push(card);
        hand.dealt_by.push(Some(step));
        Ok(card)
    }

    /// Appends a step and returns its index.
    pub(super) fn step(&mut self, action: Action, rule: RuleId) -> usize {
        self.steps.push(Step { action, rule });
        self.steps.len() - 1
    }

    /// Runs `steps` as one fixed-order block.
    pub(super) fn sequence(&mut self, start: usize) {
        if self.steps.len() > start {
            self.blocks.push(Block::Sequence(start..self.steps.len()));
        }
    }

    /// Adds units that may come in any order; each is a run of steps.
    pub(super) fn any_order(&mut self, units: Vec<Vec<Step>>) {
        let mut ranges = Vec::new();
        for unit in units.into_iter().filter(|unit| !unit.is_empty()) {
            let start = self.steps.len();
            self.steps.extend(unit);
            ranges.push(start..self.steps.len());
        }
        match ranges.len() {
            0 => {}
            1 => self.blocks.push(Block::Sequence(ranges[0].clone())),
            _ => self.blocks.push(Block::AnyOrder(ranges)),
        }
    }

    /// The commission boxes after the steps so far: what the round started with, each mark
    /// added to its box, each collected box emptied (PAY-box). Empty on a deducting table.
    pub(super) fn owed_now(&self) -> Vec<CommissionBox> {
        if !self.setup.marks_commission() {
            return Vec::new();
        }
        CommissionBox::after(
            self.setup.owed.to_vec(),
            self.steps.iter().map(|step| step.action),
        )
    }

    /// PAY-box: after the round's collects, pays and marks, the whole box of each player who
    /// leaves, or of every place when the shoe ends, ascending; an empty box is not collected.
    /// The steps join the caller's block, which ends with the discard.
    pub(super) fn collect_boxes(&mut self) {
        let setup = self.setup;
        for held in self.owed_now() {
            if setup.shoe_end || setup.leaves.contains(&held.place) {
                self.step(
                    Action::CollectCommission(held.place, held.owed()),
                    RuleId::PayBox,
                );
            }
        }
    }

    pub(super) fn finish(
        self,
        results: Vec<PlaceResult>,
        places: Vec<Place>,
        next_holder: Place,
        punto_reader: Option<Place>,
    ) -> RoundPlan {
        let owed_after = self.owed_now();
        let marks = self.setup.marks_commission();
        let refused = self.refused();
        RoundPlan {
            kind: self.setup.profile.kind,
            steps: self.steps,
            blocks: self.blocks,
            hands: self.hands,
            results,
            places,
            holder: self.setup.holder,
            next_holder,
            cards_used: self.next_card,
            punto_reader,
            shoe_order: self.shoe_order,
            bets: self.setup.bets.to_vec(),
            declaration: self.setup.declaration,
            marks_commission: marks,
            commission_percent: self.setup.profile.commission_percent,
            tie_pays: self.setup.profile.tie_pays,
            owed_before: if marks {
                let mut before = self.setup.owed.to_vec();
                before.retain(|held| !held.owed().is_zero());
                before
            } else {
                Vec::new()
            },
            owed_after,
            leaves: self.setup.leaves.to_vec(),
            shoe_end: self.setup.shoe_end,
            events: self.events,
            void: self.void,
            burned: self.burned,
            refused,
        }
    }

    /// A void coup (section 8.1): every place with bets neither wins nor loses, nothing passes.
    pub(super) fn finish_void(self, places: Vec<Place>) -> RoundPlan {
        let results = places_with_bets(self.setup.bets)
            .into_iter()
            .map(|place| {
                let [punto, banca, empate] = stakes_at(self.setup.bets, place);
                PlaceResult {
                    place,
                    winner: Winner::Tie,
                    won: Money::ZERO,
                    lost: Money::ZERO,
                    commission: Money::ZERO,
                    pushed: punto + banca + empate,
                    void: true,
                }
            })
            .collect();
        let holder = self.setup.holder;
        self.finish(results, places, holder, None)
    }

    /// The events the round did not show, and why (what `check` refuses).
    fn refused(&self) -> Vec<Refused> {
        let used = self.next_card;
        let last = self.last_initial;
        let draws = |owner: Owner| {
            self.steps
                .iter()
                .any(|step| step.action == Action::Draw(owner.target()))
        };
        let mut refused = Vec::new();
        for (index, (&event, &fate)) in self
            .setup
            .irregularities
            .iter()
            .zip(&self.fates)
            .enumerate()
        {
            let why = match fate {
                Fate::Shown => continue,
                Fate::Refused(why) => why,
                Fate::Pending if self.void.is_some() => Misplaced::AfterVoid,
                Fate::Pending => match event {
                    Irregularity::Exposed { card }
                    | Irregularity::Stuck { card }
                    | Irregularity::Misdeal { card, .. }
                        if card > last =>
                    {
                        Misplaced::AfterInitialDeal { last }
                    }
                    Irregularity::Misdeal { .. } => Misplaced::NoticedOutOfDeal { last },
                    Irregularity::FaceUp { card } | Irregularity::Damaged { card }
                        if card > used =>
                    {
                        Misplaced::PastTheCards { used }
                    }
                    Irregularity::Extra { to } if draws(to.owner()) => {
                        Misplaced::ExtraToDrawingHand
                    }
                    Irregularity::Extra { .. } => Misplaced::ExtraNoDecision,
                    // A card the round uses that another event took first.
                    Irregularity::FaceUp { card }
                    | Irregularity::Exposed { card }
                    | Irregularity::Stuck { card }
                    | Irregularity::Damaged { card } => Misplaced::TwoOnOneCard { card },
                    Irregularity::Claim { place, .. } => Misplaced::NotInPlay { place },
                },
            };
            refused.push(Refused { index, why });
        }
        refused
    }
}

/// How one place's bets fare when `winner` wins there.
pub(super) struct Settlement {
    pub(super) result: PlaceResult,
    /// Losing stakes to collect.
    pub(super) collect: bool,
    /// Winnings to pay (without stakes), and commission to mark.
    pub(super) pay: Option<Money>,
    pub(super) commission: Option<Money>,
}

/// Sums the bets at `place` per side ("bets on the same place and side form one wager").
pub(super) fn stakes_at(bets: &[Bet], place: Place) -> [Money; 3] {
    let mut stakes = [Money::ZERO; 3];
    for bet in bets.iter().filter(|bet| bet.place == place) {
        stakes[bet.side as usize] += bet.amount;
    }
    stakes
}

/// Settles one place: who loses is collected, who wins is paid (section 1 payouts). On a tie the
/// Punto and Banca wagers stand off and the tie wager wins; otherwise the tie wager loses.
pub(super) fn settle(profile: &Profile, bets: &[Bet], place: Place, winner: Winner) -> Settlement {
    let stakes = stakes_at(bets, place);
    let [punto, banca, empate] = stakes;
    let (winning_side, lost, pushed) = match winner {
        Winner::Punto => (Side::Punto, banca + empate, Money::ZERO),
        Winner::Banca => (Side::Banca, punto + empate, Money::ZERO),
        Winner::Tie => (Side::Empate, Money::ZERO, punto + banca),
    };
    let stake = stakes[winning_side as usize];
    let won = if stake.is_zero() {
        Money::ZERO
    } else {
        profile.winnings(winning_side, stake)
    };
    let commission = (winning_side == Side::Banca
        && profile.commission == crate::core::profile::CommissionMode::Marked
        && !stake.is_zero())
    .then(|| profile.commission_on(stake))
    .filter(|commission| !commission.is_zero());
    Settlement {
        result: PlaceResult {
            place,
            winner,
            won,
            lost,
            commission: commission.unwrap_or(Money::ZERO),
            pushed,
            void: false,
        },
        collect: !lost.is_zero(),
        pay: (!stake.is_zero()).then_some(won),
        commission,
    }
}

/// The result at `place` had `winner` won there.
pub fn settle_place(profile: &Profile, bets: &[Bet], place: Place, winner: Winner) -> PlaceResult {
    settle(profile, bets, place, winner).result
}

/// The pay step (and the commission mark right after it, on marking tables) of a settlement.
pub(super) fn pay_steps(settlement: &Settlement, rule: RuleId) -> Vec<Step> {
    let place = settlement.result.place;
    let mut steps = Vec::new();
    if let Some(won) = settlement.pay {
        steps.push(Step {
            action: Action::Pay(place, Some(won)),
            rule,
        });
        if let Some(commission) = settlement.commission {
            steps.push(Step {
                action: Action::Commission(place, commission),
                rule,
            });
        }
    }
    steps
}

/// The places with at least one bet, ascending and without repeats.
pub fn places_with_bets(bets: &[Bet]) -> Vec<Place> {
    let mut places: Vec<Place> = bets.iter().map(|bet| bet.place).collect();
    places.sort_unstable();
    places.dedup();
    places
}

/// "The next player to the right": the next higher occupied place after `from`, wrapping
/// round; `None` when no other place is occupied (section 1).
pub fn next_occupied(occupied: &[Place], from: Place) -> Option<Place> {
    occupied
        .iter()
        .copied()
        .filter(|&place| place > from)
        .min()
        .or_else(|| occupied.iter().copied().filter(|&place| place < from).min())
}

/// Single-hand tables: collect every losing place, then pay every winning place, each phase in
/// any seat order.
pub(super) fn settle_single_hand(
    builder: &mut Builder,
    winner: Winner,
    rule: RuleId,
) -> Vec<PlaceResult> {
    let setup = builder.setup;
    let settlements: Vec<Settlement> = places_with_bets(setup.bets)
        .into_iter()
        .map(|place| settle(setup.profile, setup.bets, place, winner))
        .collect();
    let collects = settlements
        .iter()
        .filter(|s| s.collect)
        .map(|s| {
            vec![Step {
                action: Action::Collect(s.result.place),
                rule,
            }]
        })
        .collect();
    builder.any_order(collects);
    let pays = settlements.iter().map(|s| pay_steps(s, rule)).collect();
    builder.any_order(pays);
    settlements.into_iter().map(|s| s.result).collect()
}

/// The occupied seats of a single-hand round.
pub(super) fn occupied_seats(setup: &RoundSetup) -> Vec<Place> {
    match setup.seats {
        Some(seats) => {
            let mut seats = seats.to_vec();
            seats.sort_unstable();
            seats.dedup();
            seats
        }
        None => places_with_bets(setup.bets),
    }
}

/// Punto and Banca of a single-hand table after the draws, with the draw steps recorded.
/// Returns (punto total, banca total).
pub(super) fn play_single_hand(
    builder: &mut Builder,
    punto_rule: RuleId,
    banca_rule: RuleId,
    announce_punto_third: bool,
) -> Result<(u8, u8), ShoeExhausted> {
    let punto = builder.total(Owner::Punto);
    let banca = builder.total(Owner::Banca);
    if punto >= 8 || banca >= 8 {
        return Ok((punto, banca));
    }
    let start = builder.steps.len();
    let third = if crate::core::tableau::punto_draws(punto) {
        let card = builder.third_card(Owner::Punto, punto_rule)?;
        if announce_punto_third {
            let total = builder.total(Owner::Punto);
            builder.step(Action::AnnouncePunto(total), punto_rule);
        }
        Some(card.value())
    } else {
        builder.extra(Owner::Punto)?;
        builder.step(Action::Stand(Hand::Punto), punto_rule);
        None
    };
    if crate::core::tableau::banca_draws(banca, third) {
        builder.third_card(Owner::Banca, banca_rule)?;
    } else {
        builder.extra(Owner::Banca)?;
        builder.step(Action::Stand(Hand::Banca), banca_rule);
    }
    builder.sequence(start);
    Ok((builder.total(Owner::Punto), builder.total(Owner::Banca)))
}

/// The discard step of single-hand tables, after the commission boxes due (PAY-box).
pub(super) fn discard_all(builder: &mut Builder, rule: RuleId) {
    let start = builder.steps.len();
    builder.collect_boxes();
    builder.step(Action::Discard(Discard::All), rule);
    builder.sequence(start);
}

/// A trainee-facing summary of how an action can be wrong, for the judge.
pub fn category_of_unexpected(action: Action) -> Category {
    match action {
        Action::Draw(_) | Action::Stand(_) => Category::Draw,
        Action::Collect(_)
        | Action::Pay(..)
        | Action::Commission(..)
        | Action::CollectCommission(..)
        | Action::Encart(_) => Category::Money,
        Action::AnnouncePunto(_) | Action::AnnounceResult { .. } => Category::Announce,
        _ => Category::Order,
    }
}

/// Who a misdealt or extra card goes to, as the plan holds it.
impl To {
    pub fn owner(self) -> Owner {
        match self {
            To::Punto => Owner::Punto,
            To::Banca => Owner::Banca,
            To::Box(place) => Owner::Box(place),
        }
    }
}

/// An event as the plan shows it: the event, the step its remedy starts at, the card numbers
/// and cards it is about, and the hand a misdealt or extra card lies in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    pub event: Irregularity,
    /// The index of the first remedy step in the plan.
    pub step: usize,
    /// The card numbers (1-based, in the round) and the cards.
    pub numbers: Vec<usize>,
    pub cards: Vec<Card>,
    /// A misdealt card's wrong hand, an extra card's hand.
    pub hand: Option<Owner>,
    /// The remedy's actions, in order, and the regulation the table follows for it.
    pub remedy: Vec<Action>,
    pub source: String,
}

impl Shown {
    /// The event's line in a sequence, after `# event: ` (procedures.md section 8.2).
    pub fn line(&self) -> String {
        let cards = self
            .cards
            .iter()
            .map(Card::to_string)
            .collect::<Vec<_>>()
            .join(" ");
        let numbers = self
            .numbers
            .iter()
            .map(usize::to_string)
            .collect::<Vec<_>>()
            .join(" ");
        let hand = |owner: Option<Owner>| match owner {
            Some(Owner::Box(place)) => format!("box {place}"),
            Some(Owner::Punto) => "punto".to_string(),
            Some(Owner::Banca) | None => "banca".to_string(),
        };
        match self.event {
            Irregularity::FaceUp { .. } => format!("face-up card {numbers} ({cards})"),
            Irregularity::Exposed { .. } => format!("exposed card {numbers} ({cards})"),
            Irregularity::Stuck { .. } => format!("stuck cards {numbers} ({cards})"),
            Irregularity::Misdeal { .. } => {
                format!("misdeal card {numbers} ({cards}) to {}", hand(self.hand))
            }
            Irregularity::Extra { .. } => {
                format!("extra card {numbers} ({cards}) to {}", hand(self.hand))
            }
            Irregularity::Damaged { .. } => format!("damaged card {numbers} ({cards})"),
            Irregularity::Claim { place, .. } => format!("claim at place {place}"),
        }
    }
}
