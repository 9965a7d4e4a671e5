//! The drills' words shared by the session and the screens: the kinds of drill ([`Drill`]),
//! what a drill's file answers ([`DrillRules`]), what an item shows, its answer and the facts
//! behind it ([`Question`], [`Answer`], [`Explanation`]), one item, and the dealer actions a
//! given answer stands for ([`ActionStep`]), judged against the core.

use serde::{Deserialize, Serialize};
use strum::{EnumCount, VariantArray};

use crate::core::card::Card;
use crate::core::judge;
use crate::core::procedure::Owner;
use crate::core::round::RoundState;
use crate::core::shoe::ShoeRng;
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
    /// "What now?": an irregular moment at a table (procedures.md section 8), the remedy.
    WhatNow,
}

/// What a drill's file answers for the session: where the drill fits, what it trains, its
/// items, and which dealer actions an answer stands for.
pub trait DrillRules: Sync {
    /// Whether the drill's items exist at a table of `kind`.
    fn fits(&self, _kind: TableKind) -> bool {
        true
    }

    /// The scoring category an answer of this drill exercises (procedures.md section 5).
    fn category(&self) -> Category;

    /// A right answer slower than this is not automatic yet: the item does not move up a box.
    fn slow_ms(&self) -> u64;

    /// The first words of the drill's history keys (`t5`, `pay`, …).
    fn key_words(&self) -> &'static [&'static str];

    /// Every item of the drill at a table of `profile`, as history keys.
    fn keys(&self, profile: &Profile) -> Vec<String>;

    /// The item of the history key `key` (split at its colons), dealt from `rng`; `None` for
    /// a key that names no item of the drill.
    fn item(&self, key: &[&str], profile: &Profile, rng: &mut ShoeRng) -> Option<Item>;

    /// The dealer actions `given` stands for, each judged; `None` when `given` is no answer to
    /// the item's question (a total given to a draw-or-stand question).
    fn steps(&self, item: &Item, given: &Answer) -> Option<Vec<ActionStep>>;

    /// Whether the answer is an amount typed by the trainee (the quiz log asks for amounts).
    fn asks_amounts(&self) -> bool {
        false
    }
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
    /// A table at an irregular moment (its event on the table): what does the dealer do now?
    Remedy { view: TableView },
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
    /// The remedy of an irregularity: `call-inspector`, `burn`, `keep`, `restore` or `void`.
    Remedy(Action),
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
    /// The event and the remedy due, with this table's source.
    Remedy {
        event: Box<crate::core::procedure::Shown>,
        due: Action,
    },
}

impl Question {
    /// The drill that asks this kind of question.
    pub fn drill(&self) -> Drill {
        match self {
            Question::BancaDraws { .. } | Question::PuntoDraws { .. } => Drill::ThirdCard,
            Question::Total { .. } => Drill::Totals,
            Question::Payout { .. } => Drill::Payouts,
            Question::SettleOrder { .. } => Drill::BoxOrder,
            Question::PuntoReader { .. } => Drill::Venice,
            Question::DealCard { .. } => Drill::Deal,
            Question::CutPayout { .. } | Question::ColourUp { .. } => Drill::CutPayout,
            Question::Remedy { .. } => Drill::WhatNow,
        }
    }
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
    pub(crate) round: Option<RoundState>,
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
    /// An item of the drill that asks `question`.
    pub(crate) fn asked(
        key: String,
        question: Question,
        expected: Answer,
        rule: RuleId,
        explanation: Explanation,
        round: Option<RoundState>,
    ) -> Item {
        Item {
            drill: question.drill(),
            key,
            question,
            expected,
            rule,
            explanation,
            round,
        }
    }
    /// Draw or stand and totals: the choice against the one expected action.
    pub(crate) fn simple_step(&self, canonical: Action, choice: Action) -> ActionStep {
        ActionStep {
            acceptable: vec![canonical],
            canonical,
            choice,
            wrong: (choice != canonical).then_some((self.rule, self.drill.category())),
        }
    }

    /// `pay N AMOUNT`, and on a marking table's Banca win `commission N AMOUNT` after it.
    pub(crate) fn payout_steps(
        &self,
        place: Place,
        pay: Money,
        mark: Option<Money>,
    ) -> Vec<ActionStep> {
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
    /// CHIPS-colour, `not_fewest`): the drill asks for the fewest, as a paper may.
    pub(crate) fn chips_step(
        &self,
        place: Place,
        chips: &[crate::core::chips::Stack],
        not_fewest: RuleId,
    ) -> ActionStep {
        let fewest = match &self.expected {
            Answer::Chips(fewest) => fewest.as_slice(),
            _ => &[],
        };
        let due = crate::core::chips::total(fewest);
        let given = crate::core::chips::total(chips);
        let canonical = Action::Pay(place, Some(due));
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
    pub(crate) fn round_step(&self, choice: Action) -> Option<ActionStep> {
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
    pub(crate) fn order_step(&self, boxes: &[Place]) -> Option<ActionStep> {
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

pub(crate) fn draw_or_stand(hand: Hand, draws: bool) -> Action {
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
