//! What the queue shows the instructor: statements sent, waiting, refused (with the LRS's
//! answer), and why the waiting ones wait. Plain values, for the window and `lrs status`.

use serde::{Deserialize, Serialize};

/// A statement the LRS refused, kept with its answer; never sent again by itself.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Refusal {
    /// The statement's id.
    pub id: String,
    /// Its verb's last word (`answered`, `passed`, …).
    pub verb: String,
    /// The LRS's HTTP status and what it said (cut to a few hundred characters).
    pub status: u16,
    pub answer: String,
    /// The statement as it was queued (JSON).
    pub statement: String,
}

/// The queue at a glance.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct QueueStatus {
    /// Stored by the LRS since the queue was made.
    pub sent: u64,
    /// Written to the queue, not stored yet.
    pub waiting: usize,
    /// Refused by the LRS, kept with its answer.
    pub refused: Vec<Refusal>,
    /// Why the waiting statements wait (the LRS unreachable, the key refused, …), when the
    /// last try failed.
    pub last_problem: Option<super::problem::LrsProblem>,
}

impl QueueStatus {
    /// One line: `sent 12, waiting 0, refused 1`.
    pub fn line(&self) -> String {
        format!(
            "sent {}, waiting {}, refused {}",
            self.sent,
            self.waiting,
            self.refused.len()
        )
    }
}
