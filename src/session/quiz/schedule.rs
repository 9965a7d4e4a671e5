//! The drill scheduler: Leitner boxes over the trainee's history. A missed item drops to box 1
//! and comes back after two other items; a right but slow answer keeps its box; a quick right
//! answer moves it up, and the higher the box the longer until it is asked again. Time is
//! counted in answers (the history's clock), so that within a session the schedule is the same
//! on every machine and, for a seed, the same every time; and in days, as Anki counts them: an
//! item not asked again for its box's days is due whatever the answers since, so a trainee back
//! the next day finds what she learnt the day before due ([`is_due`]).

use chrono::NaiveDate;

use super::drills::Drill;
use super::history::{History, ItemStats};
use crate::core::shoe::{ShoeRng, choose};

/// The number of Leitner boxes.
pub const BOXES: u8 = 5;

/// How many answers later an item in box 1, 2, … is due again.
pub const INTERVALS: [u64; BOXES as usize] = [2, 6, 15, 40, 100];

/// How many days after its last answer an item in box 1, 2, … is due again, whatever the
/// answers since (at least a day: within a day the answers' clock alone counts).
pub const DAYS: [u16; BOXES as usize] = [1, 1, 3, 7, 16];

/// `stats` is due at answer `clock` on day `today` (a day unknown: the answers' clock alone).
pub fn is_due(stats: &ItemStats, clock: u64, today: Option<NaiveDate>) -> bool {
    if stats.due <= clock {
        return true;
    }
    let days = DAYS[usize::from(stats.level.clamp(1, BOXES) - 1)];
    match (stats.last_day, today) {
        (Some(last), Some(today)) => last
            .checked_add_days(chrono::Days::new(u64::from(days)))
            .is_some_and(|due| due <= today),
        _ => false,
    }
}

/// Records one answer to `key`, given on day `today` when known, and moves the item between
/// boxes.
pub fn record(
    history: &mut History,
    key: &str,
    (correct, response_ms, slow_ms): (bool, u64, u64),
    today: Option<NaiveDate>,
) {
    history.answers += 1;
    let clock = history.answers;
    let stats = history.items.entry(key.to_string()).or_default();
    stats.seen += 1;
    if correct {
        stats.correct += 1;
    }
    stats.last_correct = correct;
    stats.last_ms = response_ms;
    stats.total_ms = stats.total_ms.saturating_add(response_ms);
    let current = stats.level.clamp(1, BOXES);
    stats.level = if !correct {
        1
    } else if response_ms > slow_ms {
        current
    } else {
        (current + 1).min(BOXES)
    };
    stats.due = clock + INTERVALS[usize::from(stats.level - 1)];
    if today.is_some() {
        stats.last_day = today;
    }
}

/// The drills of a quiz with their item keys.
pub type Pool = [(Drill, Vec<String>)];

/// The next item to ask on day `today`, with its drill: first an item that is due ([`is_due`]:
/// the lowest box first, then the one due longest), else one never asked (from a drill drawn at
/// random, so a mixed quiz mixes), else the item due soonest. Never `last` twice in a row when
/// there is anything else to ask. `None` only for a pool without items.
pub fn pick(
    history: &History,
    pool: &Pool,
    (last, today): (Option<&str>, Option<NaiveDate>),
    rng: &mut ShoeRng,
) -> Option<(Drill, String)> {
    let key = pick_key(history, pool, (last, today), rng)?;
    let drill = pool
        .iter()
        .find(|(_, keys)| keys.contains(&key))
        .map(|(drill, _)| *drill)?;
    Some((drill, key))
}

fn pick_key(
    history: &History,
    pool: &Pool,
    (last, today): (Option<&str>, Option<NaiveDate>),
    rng: &mut ShoeRng,
) -> Option<String> {
    let clock = history.answers;
    let total: usize = pool.iter().map(|(_, keys)| keys.len()).sum();
    let allowed = |key: &String| total <= 1 || Some(key.as_str()) != last;
    let keys = || {
        pool.iter()
            .flat_map(|(_, keys)| keys.iter())
            .filter(|key| allowed(key))
    };
    let seen = |key: &String| history.item(key).filter(|stats| stats.seen > 0);

    if let Some(key) = keys()
        .filter_map(|key| seen(key).map(|stats| (stats, key)))
        .filter(|(stats, _)| is_due(stats, clock, today))
        .map(|(stats, key)| (stats.level, stats.due, key))
        .min()
    {
        return Some(key.2.clone());
    }

    let fresh: Vec<Vec<&String>> = pool
        .iter()
        .map(|(_, keys)| {
            keys.iter()
                .filter(|key| allowed(key) && seen(key).is_none())
                .collect::<Vec<_>>()
        })
        .filter(|keys| !keys.is_empty())
        .collect();
    if let Some(drill) = choose(rng, &fresh)
        && let Some(key) = choose(rng, drill)
    {
        return Some((*key).clone());
    }

    keys()
        .filter_map(|key| seen(key).map(|stats| (stats.due, stats.level, key)))
        .min()
        .map(|(_, _, key)| key.clone())
}
