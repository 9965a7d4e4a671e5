//! Scoring (procedures.md section 5): only the first try at a step counts; accuracy overall and
//! per category; decision times. Computed from the log's steps, so a log re-scores itself.
//!
//! One definition of a category's row serves every screen and command (the summary, the exam
//! result, the review, the overview, the register, `review`, `grade` and the report): each first
//! try is counted in exactly one category, [`counted_in`]: a mistake in the category of the rule
//! it broke (the feedback's label and the grade's limit), any other first try in the category its
//! step exercised. So the rows add up to the totals, and a row's mistakes are the grade's.

use super::log::{CategoryScore, LOG_FORMAT, Outcome, StepRecord, Summary};
use crate::core::Category;
use crate::core::procedure::category_of_unexpected;

/// The category a step exercises: that of its canonical action (draws and stands are the
/// tableau, collecting and paying are money, announcements, and the rest is order).
pub fn exercised(step: &StepRecord) -> Category {
    category_of_unexpected(step.canonical)
}

/// The category a first try is counted in: a mistake's own (the rule it broke), else the one its
/// step exercised.
pub fn counted_in(step: &StepRecord) -> Category {
    match (step.verdict, step.category) {
        (Outcome::Wrong, Some(category)) => category,
        _ => exercised(step),
    }
}

/// First-try mistakes of `category`: the rule each broke is of that category. The summary's row,
/// the feedback's label and the paper's limit all count this.
pub fn mistakes_in(steps: &[StepRecord], category: Category) -> u32 {
    let mistakes = steps
        .iter()
        .filter(|step| {
            step.counts() && step.verdict == Outcome::Wrong && step.category == Some(category)
        })
        .count();
    u32::try_from(mistakes).unwrap_or(u32::MAX)
}

/// The summary of `steps`, as this version counts them.
pub fn summarize(steps: &[StepRecord], finished: bool) -> Summary {
    summarize_as(LOG_FORMAT, steps, finished)
}

/// The summary of `steps` as a log of `format` counted them: format 1 put a step's decisions in
/// the category its step exercised, whatever its mistake's; only the check that a stored summary
/// is what its steps give needs that.
pub fn summarize_as(format: u32, steps: &[StepRecord], finished: bool) -> Summary {
    let row_of = |step: &StepRecord| {
        if format < 2 {
            exercised(step)
        } else {
            counted_in(step)
        }
    };
    let first_tries: Vec<&StepRecord> = steps.iter().filter(|step| step.counts()).collect();
    let count = |predicate: &dyn Fn(&StepRecord) -> bool| {
        u32::try_from(first_tries.iter().filter(|step| predicate(step)).count()).unwrap_or(u32::MAX)
    };
    let categories = Category::ALL
        .iter()
        .map(|&category| CategoryScore {
            category,
            decisions: count(&|step| row_of(step) == category),
            correct: count(&|step| row_of(step) == category && step.first_try_correct()),
            mistakes: if format < 2 {
                count(&|step| step.category == Some(category))
            } else {
                mistakes_in(steps, category)
            },
        })
        // A log where nothing irregular was met has no irregularity row: its summary (and its
        // hash) is what it was before section 8 (an older log still checks intact).
        .filter(|score: &CategoryScore| {
            score.category != Category::Irregularity || score.decisions > 0 || score.mistakes > 0
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
