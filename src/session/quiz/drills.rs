//! The drills: which items each drill has, what an item
//! shows, its answer, and how a given answer is judged. Every answer comes from the core: the
//! tableau (T4, T5), card totals (T2, T3), the profile's payouts, and the round plans (box order,
//! Venice precedence, deal order), judged by [`RoundState::judge`]. Nothing here decides a rule;
//! this file only deals cards and places bets to ask about.

use serde::{Deserialize, Serialize};
use strum::{EnumCount, VariantArray};

use crate::core::card::Card;
use crate::core::judge;
use crate::core::procedure::Owner;
use crate::core::profile::CommissionMode;
use crate::core::round::RoundState;
use crate::core::view::TableView;
use crate::core::{
    Action, Category, Discard, Hand, Money, Place, Profile, RuleId, Side, TableKind, Target,
};

/// The kinds of drill.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    strum::IntoStaticStr,
    strum::EnumString,
    strum::VariantArray,
    strum::EnumCount,
)]
#[strum(serialize_all = "kebab-case")]
pub enum Drill {
    /// Draw or stand: every cell of the T5 table and Punto's T4 row.
    ThirdCard,
    /// The total of two or three cards; two-card 8s and 9s are naturals.
    Totals,
    /// What a winning wager is paid, and the commission marked where the profile marks it.
    Payouts,
    /// Casilleros: the order the boxes are settled in after the third cards.
    BoxOrder,
    /// Venice: who receives Punto's cards.
    Venice,
    /// Where the Nth card of the initial deal goes (CAS-deal, PR-deal, VE-deal).
    Deal,
    /// Cut the payout from the chips: a winning wager paid in the fewest chips (CHIPS), and a
    /// stack coloured up (CHIPS-colour).
    CutPayout,
}

impl Drill {
    pub const ALL: [Drill; Drill::COUNT] = match Drill::VARIANTS.as_array() {
        Some(all) => *all,
        None => panic!("COUNT is the number of variants"),
    };

    /// The drill's name in files and on the command line.
    pub fn id(self) -> &'static str {
        self.into()
    }

    pub fn from_word(word: &str) -> Option<Drill> {
        word.parse().ok()
    }

    /// Box order exists only at casilleros tables, the reader of Punto's cards only in Venice.
    pub fn fits(self, kind: TableKind) -> bool {
        match self {
            Drill::BoxOrder => kind == TableKind::Casilleros,
            Drill::Venice => kind == TableKind::Venezia,
            _ => true,
        }
    }

    /// The scoring category an answer of this drill exercises (procedures.md section 5).
    pub fn category(self) -> Category {
        match self {
            Drill::ThirdCard => Category::Draw,
            Drill::Totals => Category::Announce,
            Drill::Payouts | Drill::CutPayout => Category::Money,
            Drill::BoxOrder | Drill::Venice | Drill::Deal => Category::Order,
        }
    }

    /// A right answer slower than this is not automatic yet: the item does not move up a box.
    pub fn slow_ms(self) -> u64 {
        match self {
            Drill::ThirdCard | Drill::Totals => 3_000,
            Drill::Deal => 5_000,
            Drill::Venice => 6_000,
            Drill::Payouts => 12_000,
            Drill::CutPayout => 20_000,
            Drill::BoxOrder => 15_000,
        }
    }

    /// Every item of the drill at a table of `profile`, as history keys.
    pub fn keys(self, profile: &Profile) -> Vec<String> {
        match self {
            Drill::ThirdCard => {
                let mut keys = Vec::new();
                for banca in 0..=7u8 {
                    keys.push(t5_key(banca, None));
                    for third in 0..=9u8 {
                        keys.push(t5_key(banca, Some(third)));
                    }
                }
                keys.extend((0..=7u8).map(t4_key));
                keys
            }
            Drill::Totals => [2u8, 3]
                .iter()
                .flat_map(|cards| (0..=9u8).map(move |total| format!("total:{cards}:{total}")))
                .collect(),
            Drill::Payouts => payout_sides(profile)
                .iter()
                .flat_map(|side| {
                    StakeKind::ALL
                        .iter()
                        .map(move |kind| format!("pay:{}:{}", side_word(*side), kind.id()))
                })
                .collect(),
            Drill::BoxOrder => OrderKind::ALL
                .iter()
                .map(|kind| format!("order:{}", kind.id()))
                .collect(),
            Drill::Venice => ReaderKind::ALL
                .iter()
                .map(|kind| format!("give:{}", kind.id()))
                .collect(),
            Drill::CutPayout => {
                let keys: Vec<String> = payout_sides(profile)
                    .iter()
                    .flat_map(|side| {
                        StakeKind::ALL
                            .iter()
                            // A Banca stake with cents is paid in cents no chip makes.
                            .filter(move |kind| {
                                !(*side == Side::Banca && **kind == StakeKind::Cents)
                            })
                            .map(move |kind| format!("cut:{}:{}", side_word(*side), kind.id()))
                    })
                    .chain(colour_levels(profile).map(|level| format!("colour:{}", level.id())))
                    .collect();
                keys
            }
            Drill::Deal => {
                let hand = if profile.kind == TableKind::Casilleros {
                    "box"
                } else {
                    "punto"
                };
                [hand, "banca"]
                    .iter()
                    .flat_map(|owner| (1..=2).map(move |nth| format!("deal:{owner}:{nth}")))
                    .collect()
            }
        }
    }

    /// The drill an item key belongs to.
    pub fn of_key(key: &str) -> Option<Drill> {
        match key.split(':').next()? {
            "t5" | "t4" => Some(Drill::ThirdCard),
            "total" => Some(Drill::Totals),
            "pay" => Some(Drill::Payouts),
            "order" => Some(Drill::BoxOrder),
            "give" => Some(Drill::Venice),
            "deal" => Some(Drill::Deal),
            "cut" | "colour" => Some(Drill::CutPayout),
            _ => None,
        }
    }
}

/// The stacks a colour-up item hands the dealer: chips of one value of the table's set and of
/// the next one up, enough of each to make chips two values up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::VariantArray)]
pub enum ColourLevel {
    /// The two smallest chips (0.25 and 1 in the default set).
    Low,
    /// The second and third (1 and 5).
    Mid,
    /// The third and fourth (5 and 25).
    High,
}

impl ColourLevel {
    pub fn id(self) -> &'static str {
        match self {
            ColourLevel::Low => "low",
            ColourLevel::Mid => "mid",
            ColourLevel::High => "high",
        }
    }

    /// The index, in the table's chips from the smallest, of the smaller chip of the stack.
    pub fn index(self) -> usize {
        match self {
            ColourLevel::Low => 0,
            ColourLevel::Mid => 1,
            ColourLevel::High => 2,
        }
    }

    pub fn of_id(id: &str) -> Option<ColourLevel> {
        ColourLevel::VARIANTS
            .iter()
            .copied()
            .find(|level| level.id() == id)
    }
}

/// The colour-up levels a table's chips allow: a level needs its two chips and one above.
pub fn colour_levels(profile: &Profile) -> impl Iterator<Item = ColourLevel> {
    let chips = profile.chip_values().len();
    ColourLevel::VARIANTS
        .iter()
        .copied()
        .filter(move |level| level.index() + 2 < chips)
}

/// The key of a T5 cell: Banca's two-card total and Punto's third card (`-`: Punto stood).
pub fn t5_key(banca: u8, punto_third: Option<u8>) -> String {
    match punto_third {
        Some(value) => format!("t5:{banca}:{value}"),
        None => format!("t5:{banca}:-"),
    }
}

/// The key of Punto's row (T4): its two-card total.
pub fn t4_key(punto: u8) -> String {
    format!("t4:{punto}")
}

/// The payout rule a winning wager on `side` breaks when it is paid wrongly, as the trainer
/// cites it (section 6, D2): PAY-punto, PAY-banca (deducted) or PAY-mark (marked), PAY-tie.
pub fn payout_rule(profile: &Profile, side: Side) -> RuleId {
    match side {
        Side::Punto => RuleId::PayPunto,
        Side::Banca if profile.commission == CommissionMode::Marked => RuleId::PayMark,
        Side::Banca => RuleId::PayBanca,
        Side::Empate => RuleId::PayTie,
    }
}

/// Casilleros tables take no tie bets (section 2).
fn payout_sides(profile: &Profile) -> Vec<Side> {
    match profile.kind {
        TableKind::Casilleros => vec![Side::Punto, Side::Banca],
        _ => vec![Side::Punto, Side::Banca, Side::Empate],
    }
}

pub(super) fn side_word(side: Side) -> &'static str {
    match side {
        Side::Punto => "punto",
        Side::Banca => "banca",
        Side::Empate => "empate",
    }
}

/// The kinds of stake the payout drill mixes.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, strum::IntoStaticStr, strum::VariantArray, strum::EnumCount,
)]
#[strum(serialize_all = "kebab-case")]
pub(super) enum StakeKind {
    /// 10, 50, 500, 2000.
    Round,
    /// Whole units that are not round: 135, 2340, 85.
    Whole,
    /// With cents: 25.50, 37.75, 12.30.
    Cents,
}

impl StakeKind {
    pub(super) const ALL: [StakeKind; StakeKind::COUNT] = match StakeKind::VARIANTS.as_array() {
        Some(all) => *all,
        None => panic!("COUNT is the number of variants"),
    };

    pub(super) fn id(self) -> &'static str {
        self.into()
    }

    /// The kind a stake is: with cents, a round figure, or whole but not round.
    pub(super) fn of(stake: Money) -> StakeKind {
        let cents = stake.cents();
        if cents % 100 != 0 {
            StakeKind::Cents
        } else if cents % 1000 == 0 || cents % 2500 == 0 {
            StakeKind::Round
        } else {
            StakeKind::Whole
        }
    }
}

/// What the table of a box-order item looks like after the third cards.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, strum::IntoStaticStr, strum::VariantArray, strum::EnumCount,
)]
#[strum(serialize_all = "kebab-case")]
pub(super) enum OrderKind {
    /// The Banca stands against every box: left to right.
    StandAll,
    /// Some boxes settled against two cards, the rest after the Banca's third card.
    Mixed,
    /// The Banca draws against every box: all of them right to left.
    DrawAll,
}

impl OrderKind {
    pub(super) const ALL: [OrderKind; OrderKind::COUNT] = match OrderKind::VARIANTS.as_array() {
        Some(all) => *all,
        None => panic!("COUNT is the number of variants"),
    };

    pub(super) fn id(self) -> &'static str {
        self.into()
    }
}

/// The precedence case of a Venice item.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, strum::IntoStaticStr, strum::VariantArray, strum::EnumCount,
)]
#[strum(serialize_all = "kebab-case")]
pub(super) enum ReaderKind {
    /// One seat has the highest Punto stake.
    Single,
    /// Equal highest stakes; the first of them after the Bottone, without wrapping round.
    Tie,
    /// Equal highest stakes, one of them at the Bottone itself.
    Holder,
    /// Equal highest stakes, all before the Bottone: precedence wraps round.
    Wrap,
    /// No Punto bet: the dealer holds Punto's cards.
    Dealer,
}

impl ReaderKind {
    pub(super) const ALL: [ReaderKind; ReaderKind::COUNT] = match ReaderKind::VARIANTS.as_array() {
        Some(all) => *all,
        None => panic!("COUNT is the number of variants"),
    };

    pub(super) fn id(self) -> &'static str {
        self.into()
    }
}

/// What an item shows and asks.
#[derive(Clone, Debug, PartialEq)]
pub enum Question {
    /// The Banca on two cards, Punto's cards (two: it stood; three: it drew). Draw or stand?
    BancaDraws { banca: [Card; 2], punto: Vec<Card> },
    /// Punto on two cards, the Banca without a natural. Draw or stand?
    PuntoDraws { punto: [Card; 2], banca: [Card; 2] },
    /// Two or three cards: the total?
    Total { cards: Vec<Card> },
    /// A winning wager at a place: what is paid, and on a marking table what is marked?
    Payout {
        kind: TableKind,
        place: Place,
        side: Side,
        stake: Money,
        /// The profile marks the commission in the box (ask for the mark too on a Banca win).
        marked: bool,
    },
    /// A casilleros table after the third cards: in which order are its boxes (ascending
    /// here) settled?
    SettleOrder { view: TableView, boxes: Vec<Place> },
    /// A Venice table, bets closed: who receives Punto's cards?
    PuntoReader { view: TableView },
    /// A table before the deal: where does card `n` (1-based) of `cards` go?
    DealCard {
        view: TableView,
        n: usize,
        cards: usize,
    },
    /// A winning wager at a place: cut its payout from the table's chips (the fewest).
    CutPayout {
        kind: TableKind,
        place: Place,
        side: Side,
        stake: Money,
        /// The table marks the commission (a Banca win is paid in full).
        marked: bool,
    },
    /// A player at a place hands over a stack of small chips: colour it up, in the fewest chips
    /// of the same total (CHIPS-colour).
    ColourUp {
        kind: TableKind,
        place: Place,
        /// The chips handed over, largest first.
        stack: Vec<crate::core::chips::Stack>,
    },
}

impl Question {
    /// The question is answered with the table's chips (cut from the tray).
    pub fn takes_chips(&self) -> bool {
        matches!(self, Question::CutPayout { .. } | Question::ColourUp { .. })
    }
}

/// An answer: what the trainee gave, or what the core expects.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Draw (`true`) or stand.
    Draw(bool),
    Total(u8),
    Payout {
        pay: Money,
        mark: Option<Money>,
    },
    /// Boxes in the order they are settled.
    Order(Vec<Place>),
    /// The seat that receives Punto's cards, `None` for the dealer.
    Reader(Option<Place>),
    /// The hand a card goes to.
    Deal(Owner),
    /// Chips, by value, largest first.
    Chips(Vec<crate::core::chips::Stack>),
}

/// The facts behind an answer, for the one-sentence reason the screen shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Explanation {
    Banca {
        banca: u8,
        punto_third: Option<u8>,
        draws: bool,
    },
    Punto {
        punto: u8,
        draws: bool,
    },
    Total {
        values: Vec<u8>,
        total: u8,
        natural: bool,
    },
    Payout {
        side: Side,
        stake: Money,
        pay: Money,
        mark: Option<Money>,
        percent: u8,
        tie_pays: u32,
    },
    Order {
        banca: u8,
        /// Boxes the Banca stands against (settled first, left to right).
        stands: Vec<Place>,
        /// Boxes it draws against (settled after its third card, right to left).
        draws: Vec<Place>,
    },
    Reader {
        reader: Option<Place>,
        /// The highest Punto stake of a seat (its Punto bets summed) and the seats holding it.
        stake: Money,
        tied: Vec<Place>,
        holder: Place,
    },
    Deal {
        n: usize,
        owner: Owner,
        /// Who receives each card of the initial deal.
        order: Vec<Owner>,
    },
    /// A payout cut from chips: the wager, what it is paid (the working of the payout as in
    /// [`Explanation::Payout`]) and the fewest chips that make it.
    Cut {
        side: Side,
        stake: Money,
        pay: Money,
        /// The commission deducted (deducting tables) or marked (marking tables), if any.
        commission: Option<Money>,
        marked: bool,
        percent: u8,
        tie_pays: u32,
        fewest: Vec<crate::core::chips::Stack>,
    },
    /// A stack coloured up: the stack, its total and the fewest chips that make it.
    ColourUp {
        stack: Vec<crate::core::chips::Stack>,
        total: Money,
        fewest: Vec<crate::core::chips::Stack>,
    },
}

/// One question of a drill, with the core's answer.
#[derive(Clone, Debug)]
pub struct Item {
    pub drill: Drill,
    /// The history key (one T5 cell, one kind of payout, …).
    pub key: String,
    pub question: Question,
    pub expected: Answer,
    /// The rule the item trains.
    pub rule: RuleId,
    pub explanation: Explanation,
    /// Table drills: the round at the moment asked, to judge against.
    pub(super) round: Option<RoundState>,
}

/// One dealer action of an answer, as the session log records it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionStep {
    pub acceptable: Vec<Action>,
    pub canonical: Action,
    pub choice: Action,
    /// The rule broken and the kind of mistake, when this action was wrong.
    pub wrong: Option<(RuleId, Category)>,
}

/// The marking of one quiz answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marking {
    pub correct: bool,
    pub given: Answer,
    pub expected: Answer,
    /// The rule broken (when wrong) or followed, and the category of the answer.
    pub rule: RuleId,
    pub category: Category,
    /// The answer in the action language: one step per dealer action.
    pub steps: Vec<ActionStep>,
}

impl Item {
    /// Judges `given`; `None` when it is not an answer to this question (a total given to a
    /// draw-or-stand question): nothing is recorded.
    pub fn judge(&self, given: &Answer) -> Option<Marking> {
        let steps = match (&self.question, given) {
            (Question::BancaDraws { .. }, Answer::Draw(draws)) => {
                vec![self.simple_step(draw_or_stand(Hand::Banca, *draws))]
            }
            (Question::PuntoDraws { .. }, Answer::Draw(draws)) => {
                vec![self.simple_step(draw_or_stand(Hand::Punto, *draws))]
            }
            (Question::Total { .. }, Answer::Total(total)) if *total <= 9 => {
                vec![self.simple_step(Action::AnnouncePunto(*total))]
            }
            (Question::Payout { place, .. }, Answer::Payout { pay, mark }) => {
                self.payout_steps(*place, *pay, *mark)
            }
            (Question::SettleOrder { .. }, Answer::Order(boxes)) if !boxes.is_empty() => {
                vec![self.order_step(boxes)?]
            }
            (Question::PuntoReader { .. }, Answer::Reader(seat)) => {
                vec![self.round_step(Action::GiveCards(*seat))?]
            }
            (Question::DealCard { .. }, Answer::Deal(owner)) => {
                vec![self.round_step(Action::Deal(owner.target()))?]
            }
            (
                Question::CutPayout { place, .. } | Question::ColourUp { place, .. },
                Answer::Chips(chips),
            ) if !chips.is_empty() => vec![self.chips_step(*place, chips)],
            _ => return None,
        };
        let broken = steps.iter().find_map(|step| step.wrong);
        let given = match given {
            Answer::Chips(chips) => Answer::Chips(crate::core::chips::merged(chips)),
            other => other.clone(),
        };
        let given = &given;
        let correct = broken.is_none() && *given == self.expected;
        let (rule, category) = broken.unwrap_or((self.rule, self.drill.category()));
        Some(Marking {
            correct,
            given: given.clone(),
            expected: self.expected.clone(),
            rule,
            category,
            steps,
        })
    }

    /// The one action this item expects.
    fn canonical_action(&self) -> Option<Action> {
        match (&self.question, &self.expected) {
            (Question::BancaDraws { .. }, Answer::Draw(draws)) => {
                Some(draw_or_stand(Hand::Banca, *draws))
            }
            (Question::PuntoDraws { .. }, Answer::Draw(draws)) => {
                Some(draw_or_stand(Hand::Punto, *draws))
            }
            (Question::Total { .. }, Answer::Total(total)) => Some(Action::AnnouncePunto(*total)),
            _ => None,
        }
    }

    /// Draw or stand and totals: the choice against the one expected action.
    fn simple_step(&self, choice: Action) -> ActionStep {
        let canonical = self.canonical_action().unwrap_or(choice);
        ActionStep {
            acceptable: vec![canonical],
            canonical,
            choice,
            wrong: (choice != canonical).then_some((self.rule, self.drill.category())),
        }
    }

    /// `pay N AMOUNT`, and on a marking table's Banca win `commission N AMOUNT` after it.
    fn payout_steps(&self, place: Place, pay: Money, mark: Option<Money>) -> Vec<ActionStep> {
        let Answer::Payout {
            pay: expected_pay,
            mark: expected_mark,
        } = self.expected
        else {
            return Vec::new();
        };
        let wrong = |right: bool| (!right).then_some((self.rule, Category::Money));
        let canonical = Action::Pay(place, Some(expected_pay));
        let mut steps = vec![ActionStep {
            acceptable: vec![canonical],
            canonical,
            choice: Action::Pay(place, Some(pay)),
            wrong: wrong(pay == expected_pay),
        }];
        if let Some(expected_mark) = expected_mark {
            let canonical = Action::Commission(place, expected_mark);
            let given = mark.unwrap_or(Money::ZERO);
            steps.push(ActionStep {
                acceptable: vec![canonical],
                canonical,
                choice: Action::Commission(place, given),
                // A wrong mark breaks PAY-mark, as in the trainer (D2).
                wrong: (given != expected_mark).then_some((RuleId::PayMark, Category::Money)),
            });
        }
        steps
    }

    /// Chips handed to a place, recorded as the trainer records a payout cut from chips: `pay N
    /// SUM` against the amount due. A wrong sum breaks the item's rule (the payout's, D2, or
    /// CHIPS-colour); the right sum in more chips than the fewest breaks CHIPS (a colour-up's
    /// CHIPS-colour): the drill asks for the fewest, as a paper may.
    fn chips_step(&self, place: Place, chips: &[crate::core::chips::Stack]) -> ActionStep {
        let fewest = match &self.expected {
            Answer::Chips(fewest) => fewest.as_slice(),
            _ => &[],
        };
        let due = crate::core::chips::total(fewest);
        let given = crate::core::chips::total(chips);
        let canonical = Action::Pay(place, Some(due));
        let not_fewest = match self.question {
            Question::ColourUp { .. } => self.rule,
            _ => RuleId::Chips,
        };
        let wrong = if given != due {
            Some((self.rule, Category::Money))
        } else if crate::core::chips::merged(chips) != fewest {
            Some((not_fewest, Category::Money))
        } else {
            None
        };
        ActionStep {
            acceptable: vec![canonical],
            canonical,
            choice: Action::Pay(place, Some(given)),
            wrong,
        }
    }

    /// One action judged by the core against the round as asked.
    fn round_step(&self, choice: Action) -> Option<ActionStep> {
        let round = self.round.as_ref()?;
        let acceptable = round.acceptable_actions();
        let canonical = *acceptable.first()?;
        let wrong = match round.judge(choice, false) {
            judge::Verdict::Correct { .. } => None,
            judge::Verdict::Wrong(mistake) => Some((mistake.rule(), mistake.category())),
        };
        Some(ActionStep {
            acceptable,
            canonical,
            choice,
            wrong,
        })
    }

    /// The boxes settled in the trainee's order, each judged by the core as the dealer would
    /// start it; the first box out of turn (or a box left out) is the mistake.
    fn order_step(&self, boxes: &[Place]) -> Option<ActionStep> {
        let mut round = self.round.clone()?;
        skip_banca_draw(&mut round);
        let first_acceptable = round.acceptable_actions();
        let first_canonical = *first_acceptable.first()?;
        for &place in boxes {
            skip_banca_draw(&mut round);
            let acceptable = round.acceptable_actions();
            let choice = first_action_at(&round, place);
            match round.judge(choice, false) {
                judge::Verdict::Correct { step } => {
                    round.complete(step);
                    while let Some(next) = round.canonical()
                        && round.step(next).and_then(|step| step.action.place()) == Some(place)
                    {
                        round.complete(next);
                    }
                }
                judge::Verdict::Wrong(mistake) => {
                    // Settling another box first is an order mistake, whatever that box's
                    // first action would have been (collect, pay, encart).
                    return Some(ActionStep {
                        canonical: *acceptable.first()?,
                        acceptable,
                        choice,
                        wrong: Some((mistake.rule(), Category::Order)),
                    });
                }
            }
        }
        skip_banca_draw(&mut round);
        let acceptable = round.acceptable_actions();
        if let Some(&canonical) = acceptable.first()
            && canonical.place().is_some()
        {
            // A box left out: the dealer would clear the Banca with a box still on the table.
            let choice = Action::Discard(Discard::Banca);
            let wrong = match round.judge(choice, false) {
                judge::Verdict::Wrong(mistake) => (mistake.rule(), mistake.category()),
                judge::Verdict::Correct { .. } => (self.rule, Category::Omission),
            };
            return Some(ActionStep {
                acceptable,
                canonical,
                choice,
                wrong: Some(wrong),
            });
        }
        Some(ActionStep {
            acceptable: first_acceptable,
            canonical: first_canonical,
            choice: first_canonical,
            wrong: None,
        })
    }
}

fn draw_or_stand(hand: Hand, draws: bool) -> Action {
    if draws {
        Action::Draw(Target::Hand(hand))
    } else {
        Action::Stand(hand)
    }
}

/// The Banca's third card comes between the boxes it stands against and the others.
fn skip_banca_draw(round: &mut RoundState) {
    while let Some(step) = round.canonical()
        && round.step(step).map(|step| step.action) == Some(Action::Draw(Target::Hand(Hand::Banca)))
    {
        round.complete(step);
    }
}

/// How the dealer starts settling `place`: the first step of its unit still to do (collect,
/// pay or encart), or `collect N` for a box that is not in play.
fn first_action_at(round: &RoundState, place: Place) -> Action {
    round
        .plan
        .steps
        .iter()
        .enumerate()
        .find(|(index, step)| {
            !round.is_done(*index)
                && step.action.place() == Some(place)
                && !matches!(step.action, Action::Draw(_) | Action::Deal(_))
        })
        .map_or(Action::Collect(place), |(_, step)| step.action)
}
