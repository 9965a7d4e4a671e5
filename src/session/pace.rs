//! Pace: how quickly a trainee deals, from a session log. Decisions are first tries (as in the
//! score); the time is the session's, from its start to its last step or its end.

use super::log::SessionLog;

/// A session's pace.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Pace {
    /// First tries.
    pub decisions: u32,
    /// Rounds with at least one step.
    pub rounds: u32,
    /// From the start to the end (or the last step).
    pub elapsed_ms: u64,
}

impl Pace {
    /// The pace of `log`.
    pub fn of(log: &SessionLog) -> Pace {
        let mut rounds: Vec<u32> = log.steps.iter().map(|step| step.round).collect();
        rounds.sort_unstable();
        rounds.dedup();
        let last = log.ended.or_else(|| log.steps.last().map(|step| step.time));
        Pace {
            decisions: log.summary.decisions,
            rounds: u32::try_from(rounds.len()).unwrap_or(u32::MAX),
            elapsed_ms: last.map_or(0, |end| end.millis_since(log.started)),
        }
    }

    /// Decisions per minute; `None` when no time passed.
    pub fn decisions_per_minute(&self) -> Option<f64> {
        self.per(60_000.0, self.decisions)
    }

    /// Rounds per hour; `None` when no time passed.
    pub fn rounds_per_hour(&self) -> Option<f64> {
        self.per(3_600_000.0, self.rounds)
    }

    fn per(&self, unit_ms: f64, count: u32) -> Option<f64> {
        (self.elapsed_ms > 0).then(|| f64::from(count) * unit_ms / self.elapsed_ms as f64)
    }
}
