//! Scoring (procedures.md section 5): only the first try at a step counts; accuracy overall and
//! per category; decision times. Computed from the log's steps, so a log re-scores itself.

use super::log::{CategoryScore, Outcome, StepRecord, Summary};
use crate::core::Category;
use crate::core::procedure::category_of_unexpected;

/// The category a step exercises: that of its canonical action (draws and stands are the
/// tableau, collecting and paying are money, announcements, and the rest is order).
pub fn exercised(step: &StepRecord) -> Category {
    category_of_unexpected(step.canonical)
}

/// The summary of `steps`.
pub fn summarize(steps: &[StepRecord], finished: bool) -> Summary {
    let first_tries: Vec<&StepRecord> = steps.iter().filter(|step| step.counts()).collect();
    let count = |predicate: &dyn Fn(&StepRecord) -> bool| {
        u32::try_from(first_tries.iter().filter(|step| predicate(step)).count()).unwrap_or(u32::MAX)
    };
    let categories = Category::ALL
        .iter()
        .map(|&category| CategoryScore {
            category,
            decisions: count(&|step| exercised(step) == category),
            correct: count(&|step| exercised(step) == category && step.first_try_correct()),
            mistakes: count(&|step| step.category == Some(category)),
        })
        .collect();
    let mut times: Vec<u64> = first_tries.iter().map(|step| step.response_ms).collect();
    times.sort_unstable();
    let total_ms: u64 = times.iter().sum();
    let median_ms = match times.len() {
        0 => 0,
        n if n % 2 == 1 => times[n / 2],
        n => (times[n / 2 - 1] + times[n / 2]) / 2,
    };
    Summary {
        finished,
        decisions: count(&|_| true),
        correct: count(&|step| step.first_try_correct()),
        mistakes: count(&|step| step.verdict == Outcome::Wrong),
        hints: count(&|step| step.hinted),
        retries: u32::try_from(steps.len() - first_tries.len()).unwrap_or(u32::MAX),
        categories,
        median_ms,
        mean_ms: total_ms.checked_div(times.len() as u64).unwrap_or(0),
        total_ms,
        monotonic_ms: None,
        hash: String::new(),
    }
}
