//! Live: who is stuck on a step right now, from the answers the trainees' machines send as they
//! go (the LRS's `answered` statements). Stuck: three wrong answers in a row, or no right
//! answer for a minute while still at it (an answer within the last few minutes).

use std::collections::BTreeMap;

use crate::session::log::Stamp;

/// One answer to one step, as the live statements tell it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The trainee id ([`crate::session::exam::names::Roster::trainee_id`] or the statement's
    /// account).
    pub trainee: String,
    pub at: Stamp,
    pub correct: bool,
}

/// Why a trainee is stuck.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stuck {
    /// This many wrong answers in a row (at least the rule's).
    Mistakes { in_a_row: u32 },
    /// No right answer for this many seconds.
    NoRightAnswer { seconds: i64 },
}

impl Stuck {
    /// The reason's id in the CSV.
    pub fn id(&self) -> &'static str {
        match self {
            Stuck::Mistakes { .. } => "mistakes-in-a-row",
            Stuck::NoRightAnswer { .. } => "no-right-answer",
        }
    }
}

/// When a trainee counts as stuck.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StuckRule {
    pub mistakes_in_a_row: u32,
    /// No right answer for this long (seconds)…
    pub no_right_answer_s: i64,
    /// …while the trainee answered something within this long (seconds): one who left is idle,
    /// not stuck.
    pub active_within_s: i64,
}

impl Default for StuckRule {
    fn default() -> StuckRule {
        StuckRule {
            mistakes_in_a_row: 3,
            no_right_answer_s: 60,
            active_within_s: 300,
        }
    }
}

/// The trainees stuck at `now`, by trainee id, from their answers (any order).
pub fn stuck_trainees(answers: &[Answer], rule: StuckRule, now: Stamp) -> BTreeMap<String, Stuck> {
    let mut by_trainee: BTreeMap<&str, Vec<&Answer>> = BTreeMap::new();
    for answer in answers {
        by_trainee.entry(&answer.trainee).or_default().push(answer);
    }
    by_trainee
        .into_iter()
        .filter_map(|(trainee, mut answers)| {
            answers.sort_by_key(|answer| answer.at);
            stuck(&answers, rule, now).map(|stuck| (trainee.to_string(), stuck))
        })
        .collect()
}

/// One trainee's answers, oldest first.
fn stuck(answers: &[&Answer], rule: StuckRule, now: Stamp) -> Option<Stuck> {
    let last = answers.last()?;
    let seconds_since = |at: Stamp| (now.time() - at.time()).num_seconds();
    if seconds_since(last.at) > rule.active_within_s {
        return None;
    }
    let wrong_run = answers
        .iter()
        .rev()
        .take_while(|answer| !answer.correct)
        .count();
    let in_a_row = u32::try_from(wrong_run).unwrap_or(u32::MAX);
    if in_a_row >= rule.mistakes_in_a_row {
        return Some(Stuck::Mistakes { in_a_row });
    }
    // Since the last right answer, or since the first answer seen when none was right.
    let since = answers
        .iter()
        .rev()
        .find(|answer| answer.correct)
        .or(answers.first())?;
    let seconds = seconds_since(since.at);
    (seconds >= rule.no_right_answer_s).then_some(Stuck::NoRightAnswer { seconds })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(second: i64) -> Stamp {
        let base = chrono::DateTime::parse_from_rfc3339("2026-05-04T09:00:00+02:00")
            .unwrap_or_else(|error| panic!("{error}"));
        Stamp::new(base + chrono::Duration::seconds(second))
    }

    fn answer(trainee: &str, second: i64, correct: bool) -> Answer {
        Answer {
            trainee: trainee.into(),
            at: at(second),
            correct,
        }
    }

    #[test]
    fn three_mistakes_in_a_row_or_a_minute_without_a_right_answer_is_stuck() {
        let answers = [
            // Ana: right at 0 s, then wrong at 10, 20, 30: three in a row.
            answer("ana", 0, true),
            answer("ana", 10, false),
            answer("ana", 20, false),
            answer("ana", 30, false),
            // Bruno: right at 0, wrong at 50: at 70 s no right answer for 70 s.
            answer("bruno", 0, true),
            answer("bruno", 50, false),
            // Carla: wrong twice, right at 65: fine.
            answer("carla", 5, false),
            answer("carla", 6, false),
            answer("carla", 65, true),
            // Dora: wrong three times, but the last was 400 s before: gone, not stuck.
            answer("dora", -400, false),
            answer("dora", -380, false),
            answer("dora", -370, false),
        ];
        let stuck = stuck_trainees(&answers, StuckRule::default(), at(70));
        assert_eq!(
            stuck,
            BTreeMap::from([
                ("ana".to_string(), Stuck::Mistakes { in_a_row: 3 }),
                ("bruno".to_string(), Stuck::NoRightAnswer { seconds: 70 }),
            ])
        );
    }
}
