//! What the three procedures share: a plan's steps and blocks, the hands and owners, the
//! builder that deals from the shoe and records steps, and settling a place.

use std::ops::Range;

use crate::core::card::{self, Card};
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
}

impl RoundPlan {
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
        }
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
        for _ in 0..2 / batch {
            for &owner in order {
                for _ in 0..batch {
                    let card = self.take_card()?;
                    let step = self.setup.with_deal.then(|| {
                        self.steps.push(Step {
                            action: Action::Deal(owner.target()),
                            rule: self.setup.profile.kind.deal_rule(),
                        });
                        self.steps.len() - 1
                    });
                    self.shoe_order.push(owner);
                    let hand = self.hand_mut(owner);
                    hand.cards.push(card);
                    hand.dealt_by.push(step);
                }
            }
        }
        if self.steps.len() > start {
            self.blocks.push(Block::Sequence(start..self.steps.len()));
        }
        Ok(())
    }

    /// A third card to `owner` by the next step (recorded by the caller with [`Self::step`]).
    pub(super) fn third_card(&mut self, owner: Owner, rule: RuleId) -> Result<Card, ShoeExhausted> {
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
        }
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
        builder.step(Action::Stand(Hand::Punto), punto_rule);
        None
    };
    if crate::core::tableau::banca_draws(banca, third) {
        builder.third_card(Owner::Banca, banca_rule)?;
    } else {
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
