//! What the overview, the register and the deciding function know of a log besides its
//! steps: its facts ([`LogFacts`]: mode, integrity, whether its summary is its steps', the paper
//! it names) and its digest ([`LogDigest`]: what a row of the overview or the register needs),
//! computed from the log itself or kept in the folder's authenticated index cache.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::log::{CategoryScore, Integrity, Outcome, PaperRef, SessionLog, Stamp};
use super::pace::Pace;
use super::{Mode, score};
use crate::core::RuleId;

/// What the deciding function needs to know of a log besides its steps: computed from the log
/// itself ([`LogFacts::of`]), or kept in the folder's authenticated index cache.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogFacts {
    pub mode: Mode,
    pub integrity: Integrity,
    /// [`summary_agrees`].
    pub summary_agrees: bool,
    pub paper: Option<PaperRef>,
    pub summary_hash: String,
    /// When the log says it started and ended (its own clock).
    pub started: Stamp,
    pub ended: Option<Stamp>,
    /// The attempt's identity ([`SessionLog::attempt_identity`]).
    pub identity: String,
    /// A script made the choices ([`SessionLog::scripted`]).
    pub scripted: bool,
    /// The seed a committed exam revealed.
    pub seed: Option<u64>,
    /// A committed exam's commitment.
    pub commitment: Option<String>,
}

impl LogFacts {
    pub fn of(log: &SessionLog) -> LogFacts {
        LogFacts {
            integrity: log.verify(),
            summary_agrees: summary_agrees(log),
            ..LogFacts::of_header(log)
        }
    }

    /// The facts that need no checking (the chain and the summary taken as holding).
    fn of_header(log: &SessionLog) -> LogFacts {
        LogFacts {
            mode: log.mode,
            integrity: Integrity::Intact,
            summary_agrees: true,
            paper: log.paper.clone(),
            summary_hash: log.summary.hash.clone(),
            started: log.started,
            ended: log.ended,
            identity: log.attempt_identity(),
            scripted: log.scripted,
            seed: log.revealed.as_ref().map(|revealed| revealed.seed),
            commitment: log.commitment.clone(),
        }
    }

    /// Intact: the chain holds and the summary is the steps'. Only an intact log is an attempt
    /// (an altered copy is never counted against the trainee it names).
    pub fn intact(&self) -> bool {
        self.integrity == Integrity::Intact && self.summary_agrees
    }
}

/// The summary is what the steps give ([`score::summarize`]): it is a cache, never evidence.
pub fn summary_agrees(log: &SessionLog) -> bool {
    let mut expected = score::summarize_as(log.format, &log.steps, log.summary.finished);
    expected.hash.clone_from(&log.summary.hash);
    expected.monotonic_ms = log.summary.monotonic_ms;
    expected == log.summary
}

/// What the overview and the register need of one session log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LogDigest {
    pub trainee: String,
    pub mode: Mode,
    pub profile: String,
    pub title: String,
    pub started: Stamp,
    pub ended: Option<Stamp>,
    pub integrity: Integrity,
    /// The summary's hash: what a seal signs.
    pub summary_hash: String,
    /// The header's hash: one attempt's identity (copies of a log are one attempt).
    pub header_hash: String,
    pub paper: Option<PaperRef>,
    /// What the deciding function needs of the log ([`crate::session::exam::decide`]).
    pub facts: LogFacts,
    /// As [`score::summarize`] counts the steps.
    pub finished: bool,
    pub decisions: u32,
    pub correct: u32,
    /// Each category's row, as [`score::summarize`] counts it, in [`Category::ALL`] order.
    pub categories: Vec<CategoryScore>,
    pub median_ms: u64,
    /// Every first try's decision time, in log order.
    pub first_try_ms: Vec<u64>,
    /// First-try mistakes per rule.
    pub mistakes: Vec<(RuleId, u32)>,
    pub pace: Pace,
}

impl LogDigest {
    /// Reads what is needed of `log`, checking its hash chain.
    pub fn of(log: &SessionLog) -> LogDigest {
        let summary = score::summarize(&log.steps, log.summary.finished);
        // The chain is checked once; the stored summary is compared with what its own format's
        // counting gives, the figures are this version's.
        let integrity = log.verify();
        let mut expected = score::summarize_as(log.format, &log.steps, log.summary.finished);
        expected.hash.clone_from(&log.summary.hash);
        expected.monotonic_ms = log.summary.monotonic_ms;
        let facts = LogFacts {
            integrity,
            summary_agrees: expected == log.summary,
            ..LogFacts::of_header(log)
        };
        let mut mistakes: BTreeMap<RuleId, u32> = BTreeMap::new();
        for step in log.steps.iter().filter(|step| step.counts()) {
            if step.verdict == Outcome::Wrong
                && let Some(rule) = step.rule
            {
                *mistakes.entry(rule).or_default() += 1;
            }
        }
        LogDigest {
            trainee: log.trainee.clone(),
            mode: log.mode,
            profile: log.profile.clone(),
            title: log.source.title().to_string(),
            started: log.started,
            ended: log.ended,
            integrity,
            summary_hash: log.summary.hash.clone(),
            header_hash: log.header_hash.clone(),
            paper: log.paper.clone(),
            facts,
            finished: summary.finished,
            decisions: summary.decisions,
            correct: summary.correct,
            categories: summary.categories.clone(),
            median_ms: summary.median_ms,
            first_try_ms: log
                .steps
                .iter()
                .filter(|step| step.counts())
                .map(|step| step.response_ms)
                .collect(),
            mistakes: mistakes.into_iter().collect(),
            pace: Pace::of(log),
        }
    }
}
