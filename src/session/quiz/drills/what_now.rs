//! "What now?": a table at an irregular moment (procedures.md section 8): a card face up in the
//! shoe, a card the players saw, stuck cards, a misdealt card, an extra card, a damaged card, a
//! player's claim. The trainee names the dealer's remedy; the core's round judges it (DI1, DI2),
//! and the reason gives this table's rule and its source.

use crate::core::generate::{self, Focus};
use crate::core::irregularity::{Irregularity, is_remedy};
use crate::core::round::RoundState;
use crate::core::shoe::{ShoeRng, roll};
use crate::core::view::TableView;
use crate::core::{Category, Profile};
use crate::session::quiz::tables::MAX_TRIES;

use crate::session::quiz::item::{ActionStep, Answer, DrillRules, Explanation, Item, Question};

pub(super) struct WhatNow;

/// The kinds of irregular moment, as history keys (`remedy:face-up`).
const MOMENTS: [&str; 8] = [
    "face-up",
    "exposed",
    "stuck",
    "misdeal",
    "misdeal-late",
    "extra",
    "damaged",
    "claim",
];

/// The moment an event is, for its history key.
fn moment(event: Irregularity) -> &'static str {
    match event {
        Irregularity::FaceUp { .. } => "face-up",
        Irregularity::Exposed { .. } => "exposed",
        Irregularity::Stuck { .. } => "stuck",
        Irregularity::Misdeal { noticed: None, .. } => "misdeal",
        Irregularity::Misdeal { .. } => "misdeal-late",
        Irregularity::Extra { .. } => "extra",
        Irregularity::Damaged { .. } => "damaged",
        Irregularity::Claim { .. } => "claim",
    }
}

impl DrillRules for WhatNow {
    fn category(&self) -> Category {
        Category::Irregularity
    }

    fn slow_ms(&self) -> u64 {
        6_000
    }

    fn key_words(&self) -> &'static [&'static str] {
        &["remedy"]
    }

    fn keys(&self, _profile: &Profile) -> Vec<String> {
        MOMENTS
            .iter()
            .map(|moment| format!("remedy:{moment}"))
            .collect()
    }

    fn item(&self, key: &[&str], profile: &Profile, rng: &mut ShoeRng) -> Option<Item> {
        let wanted = *MOMENTS.iter().find(|moment| key.get(1) == Some(moment))?;
        // A generated round with one irregularity, drawn until it is the moment asked.
        let mut fallback = None;
        for _ in 0..MAX_TRIES.min(300) {
            let seed = u64::from(roll::<{ u32::MAX }>(rng));
            let Some(item) = remedy_item(profile, seed) else {
                continue;
            };
            if item.key == format!("remedy:{wanted}") {
                return Some(item);
            }
            fallback.get_or_insert(item);
        }
        fallback
    }

    fn steps(&self, item: &Item, given: &Answer) -> Option<Vec<ActionStep>> {
        match given {
            Answer::Remedy(action) if is_remedy(*action) => Some(vec![item.round_step(*action)?]),
            _ => None,
        }
    }
}

/// The irregular moment of a round generated from `seed` at `profile`'s table (one event, the
/// generator's focus "irregularities"): the table just before its remedy, the remedy due.
pub fn remedy_item(profile: &Profile, seed: u64) -> Option<Item> {
    let options = generate::Options {
        places: if profile.kind.has_boxes() { 3 } else { 4 }.min(profile.places),
        focus: Focus::Irregularities,
        ..generate::Options::default()
    };
    let scenario = generate::scenario(profile, &options, seed).ok()?;
    let spec = scenario.rounds.first()?;
    let plans = scenario.plans(false).ok()?;
    let plan = plans.first()?.clone();
    let shown = plan.events.first()?.clone();
    let mut round = RoundState::new(plan);
    // The steps before the event, done as the procedure says.
    while let Some(step) = round.canonical() {
        if step >= shown.step {
            break;
        }
        round.complete(step);
    }
    let due = *shown.remedy.first()?;
    let view = TableView::of(spec, &round, profile.places);
    Some(Item::asked(
        format!("remedy:{}", moment(shown.event)),
        Question::Remedy { view },
        Answer::Remedy(due),
        shown.event.rule(),
        Explanation::Remedy {
            event: Box::new(shown),
            due,
        },
        Some(round),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Action, Profiles};

    #[test]
    fn every_moment_is_dealt_at_every_table_and_judged_by_the_round() {
        let profiles = Profiles::default();
        for profile in profiles.all() {
            let mut rng = crate::core::shoe::rng(11);
            for key in WhatNow.keys(profile) {
                let parts: Vec<&str> = key.split(':').collect();
                let item = WhatNow
                    .item(&parts, profile, &mut rng)
                    .unwrap_or_else(|| panic!("{key} at {}", profile.id));
                assert_eq!(item.key, key, "{}", profile.id);
                let Answer::Remedy(due) = item.expected else {
                    panic!("a remedy is expected");
                };
                // The table shows the event while its remedy is due.
                let Question::Remedy { view } = &item.question else {
                    panic!("a table is asked");
                };
                assert!(view.event.is_some(), "{key}");
                // The due remedy is right; another remedy is DI1, irregularity, the event's id.
                let right = item.judge(&Answer::Remedy(due)).unwrap();
                assert!(right.correct, "{key}");
                let other = if due == Action::Void {
                    Action::Burn
                } else {
                    Action::Void
                };
                let wrong = item.judge(&Answer::Remedy(other)).unwrap();
                assert!(!wrong.correct, "{key}");
                assert_eq!(
                    wrong.steps[0].wrong,
                    Some((item.rule, Category::Irregularity)),
                    "{key}"
                );
            }
        }
    }
}
