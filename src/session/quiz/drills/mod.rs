//! The quick drills, one file each (its items, its answer, how an answer is judged), and this
//! list that names them all: [`Drill`], and [`Drill::rules`], the one match from a drill to its
//! file. Every answer comes from the core: the tableau (T4, T5), card totals (T2, T3), the
//! profile's payouts, and the round plans (box order, Venice precedence, deal order), judged by
//! [`crate::core::round::RoundState::judge`]. Nothing here decides a rule; the drills only deal
//! cards and place bets to ask about.
//!
//! Adding a drill: its variant below and its arm in [`Drill::rules`], its file here (a
//! [`DrillRules`]), its variants of [`Question`], [`Answer`] and [`Explanation`], its file in
//! `app/quiz/drills/` (its picture and input) with a line in that list, and its messages.

mod box_order;
mod cut_payout;
mod deal;
mod payouts;
mod third_card;
mod totals;
mod venice;
mod what_now;

use crate::core::{Category, Profile, TableKind};

pub use super::item::{
    ActionStep, Answer, Drill, DrillRules, Explanation, Item, Marking, Question,
};
pub use box_order::settle_order_from;
pub use cut_payout::{ColourLevel, colour_levels, colour_up, cut_payout};
pub use deal::deal_card_from;
pub use payouts::{payout, payout_rule};
pub use third_card::{t4_key, t5_key};
pub use venice::punto_reader_from;
pub use what_now::remedy_item;

impl Drill {
    /// The drill's file: the one match from a drill to its rules.
    pub fn rules(self) -> &'static dyn DrillRules {
        match self {
            Drill::ThirdCard => &third_card::ThirdCard,
            Drill::Totals => &totals::Totals,
            Drill::Payouts => &payouts::Payouts,
            Drill::BoxOrder => &box_order::BoxOrder,
            Drill::Venice => &venice::Venice,
            Drill::Deal => &deal::Deal,
            Drill::CutPayout => &cut_payout::CutPayout,
            Drill::WhatNow => &what_now::WhatNow,
        }
    }

    /// Whether the drill's items exist at a table of `kind` (box order only where there are
    /// boxes, the reader of Punto's cards only where a client reads them).
    pub fn fits(self, kind: TableKind) -> bool {
        self.rules().fits(kind)
    }

    /// The scoring category an answer of this drill exercises (procedures.md section 5).
    pub fn category(self) -> Category {
        self.rules().category()
    }

    /// A right answer slower than this is not automatic yet: the item does not move up a box.
    pub fn slow_ms(self) -> u64 {
        self.rules().slow_ms()
    }

    /// Every item of the drill at a table of `profile`, as history keys.
    pub fn keys(self, profile: &Profile) -> Vec<String> {
        self.rules().keys(profile)
    }

    /// The drill an item key belongs to.
    pub fn of_key(key: &str) -> Option<Drill> {
        let word = key.split(':').next()?;
        Drill::ALL
            .into_iter()
            .find(|drill| drill.rules().key_words().contains(&word))
    }
}

impl Item {
    /// Judges `given`; `None` when it is not an answer to this question (a total given to a
    /// draw-or-stand question): nothing is recorded.
    pub fn judge(&self, given: &Answer) -> Option<Marking> {
        let steps = self.drill.rules().steps(self, given)?;
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
}
