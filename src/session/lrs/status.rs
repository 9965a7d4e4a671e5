//! What the queue shows the instructor: statements sent, waiting, refused (with the LRS's
//! answer), and why the waiting ones wait. Plain values, for the window and `lrs status`.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

/// Where a statement comes from: the session log it tells and its place in the attempt
/// (0 `launched`, 1 `initialized`, one `answered` per step, then the verdict and `terminated`
/// or `abandoned`). The sender builds the statement again from that log before it sends it
/// ([`super::rebuild`]): what is in the queue is never trusted as it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Source {
    pub log: PathBuf,
    pub number: u32,
}

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
    /// The log it said it came from (kept, so a resend is checked against it again).
    #[serde(default)]
    pub source: Option<Source>,
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
