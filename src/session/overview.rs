//! The instructor's overview of a folder of session logs (many trainees, many sessions): one
//! row per trainee with sessions, first-try accuracy overall and per category, the median
//! decision time and the weakest rules; the series behind the charts; the table as CSV.
//!
//! Figures are first tries only, as in [`super::score`]. Logs whose hash chain is broken are
//! left out of the figures and counted in their own column, so an edited log cannot improve
//! anyone's score unnoticed.

use std::collections::BTreeMap;
use std::path::PathBuf;

use super::Mode;
use super::facts::LogDigest;
use super::log::{Integrity, SessionLog, Stamp};
use super::pace::Pace;
use crate::core::diagnostic::{self, Diagnostic};
use crate::core::{Category, RuleId};

/// One session of a trainee, for the charts and the session list.
#[derive(Clone, Debug, PartialEq)]
pub struct SessionPoint {
    pub path: PathBuf,
    pub started: Stamp,
    pub mode: Mode,
    pub profile: String,
    pub title: String,
    pub finished: bool,
    pub decisions: u32,
    pub correct: u32,
    /// Median first-try decision time of the session.
    pub median_ms: u64,
    pub pace: Pace,
}

impl SessionPoint {
    pub fn accuracy_percent(&self) -> Option<f64> {
        percent(self.correct, self.decisions)
    }
}

/// First tries in one category, summed over a trainee's sessions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CategoryTotal {
    pub category: Category,
    pub decisions: u32,
    pub correct: u32,
    /// Mistakes of this category (the rule broken), as the grade counts them.
    pub mistakes: u32,
}

impl CategoryTotal {
    pub fn accuracy_percent(&self) -> Option<f64> {
        percent(self.correct, self.decisions)
    }
}

/// One trainee: the row of the overview.
#[derive(Clone, Debug, PartialEq)]
pub struct TraineeRow {
    pub trainee: String,
    /// Intact sessions, oldest first.
    pub sessions: Vec<SessionPoint>,
    pub decisions: u32,
    pub correct: u32,
    /// In [`Category::ALL`] order.
    pub categories: Vec<CategoryTotal>,
    /// Median of every first-try decision time of the intact sessions.
    pub median_ms: u64,
    /// First-try mistakes per rule, most first (ties in the order of procedures.md).
    pub mistakes_by_rule: Vec<(RuleId, u32)>,
    /// Logs of this trainee whose hash chain is broken (left out of the figures).
    pub altered: Vec<(PathBuf, Integrity)>,
    /// The intact sessions' pace together: their decisions and rounds over their time.
    pub pace: Pace,
}

impl TraineeRow {
    pub fn accuracy_percent(&self) -> Option<f64> {
        percent(self.correct, self.decisions)
    }

    pub fn category(&self, category: Category) -> Option<&CategoryTotal> {
        self.categories
            .iter()
            .find(|total| total.category == category)
    }

    /// The `count` rules with the most mistakes.
    pub fn weakest(&self, count: usize) -> &[(RuleId, u32)] {
        &self.mistakes_by_rule[..self.mistakes_by_rule.len().min(count)]
    }
}

/// Every trainee found in a folder, and the files that could not be read.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Overview {
    /// Sorted by trainee name.
    pub rows: Vec<TraineeRow>,
    pub problems: Vec<Diagnostic>,
    /// Session logs read (intact or not).
    pub logs: usize,
}

/// How many weakest rules the table and the CSV show.
pub const WEAKEST: usize = 3;

/// The name shown for a log with no trainee name.
pub const NO_NAME: &str = "(no name)";

impl Overview {
    /// Aggregates logs already read.
    pub fn from_logs(logs: Vec<(PathBuf, SessionLog)>) -> Overview {
        Overview::from_digests(
            logs.into_iter()
                .map(|(path, log)| {
                    let digest = LogDigest::of(&log);
                    (path, digest)
                })
                .collect(),
        )
    }

    /// Aggregates the digests of logs already read.
    pub fn from_digests(logs: Vec<(PathBuf, LogDigest)>) -> Overview {
        let count = logs.len();
        let mut by_trainee: BTreeMap<String, Vec<(PathBuf, LogDigest)>> = BTreeMap::new();
        for (path, log) in logs {
            let name = log.trainee.trim();
            let name = if name.is_empty() { NO_NAME } else { name };
            by_trainee
                .entry(name.to_string())
                .or_default()
                .push((path, log));
        }
        let rows = by_trainee
            .into_iter()
            .map(|(trainee, logs)| trainee_row(trainee, logs))
            .collect();
        Overview {
            rows,
            problems: Vec::new(),
            logs: count,
        }
    }

    /// First-try mistakes per rule of one trainee's row, or of everyone (`None`), most first.
    pub fn mistakes_per_rule(&self, row: Option<usize>) -> Vec<(RuleId, u32)> {
        let mut counts: BTreeMap<RuleId, u32> = BTreeMap::new();
        let rows: Vec<&TraineeRow> = match row {
            Some(index) => self.rows.get(index).into_iter().collect(),
            None => self.rows.iter().collect(),
        };
        for row in rows {
            for &(rule, mistakes) in &row.mistakes_by_rule {
                *counts.entry(rule).or_default() += mistakes;
            }
        }
        sort_rules(counts)
    }

    /// The table as CSV (comma-separated, RFC 4180 quoting, one header line).
    pub fn csv(&self) -> String {
        let mut out = String::from("trainee,sessions,decisions,correct,accuracy_percent");
        for category in Category::ALL {
            out += &format!(",{}_percent", category.id());
        }
        out += ",median_decision_ms,weakest_rules,altered_logs\n";
        let percent_text =
            |value: Option<f64>| value.map_or(String::new(), |value| format!("{value:.1}"));
        for row in &self.rows {
            let mut fields = vec![
                csv_field(&row.trainee),
                row.sessions.len().to_string(),
                row.decisions.to_string(),
                row.correct.to_string(),
                percent_text(row.accuracy_percent()),
            ];
            for category in Category::ALL {
                fields.push(percent_text(
                    row.category(category)
                        .and_then(CategoryTotal::accuracy_percent),
                ));
            }
            fields.push(row.median_ms.to_string());
            fields.push(csv_field(&weakest_text(row.weakest(WEAKEST), "; ")));
            fields.push(row.altered.len().to_string());
            out += &fields.join(",");
            out.push('\n');
        }
        out
    }
}

pub(crate) fn percent(correct: u32, decisions: u32) -> Option<f64> {
    (decisions > 0).then(|| 100.0 * f64::from(correct) / f64::from(decisions))
}

/// The weakest rules of `rules` (most first), `T4 (3)`, joined by `separator`.
pub(crate) fn weakest_text(rules: &[(RuleId, u32)], separator: &str) -> String {
    let weakest: Vec<String> = rules
        .iter()
        .take(WEAKEST)
        .map(|(rule, count)| format!("{rule} ({count})"))
        .collect();
    weakest.join(separator)
}

/// A CSV field, quoted when it holds a comma, a quote or a line break.
pub(crate) fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

/// (rule, count), most first, ties in the rulebook's order.
fn sort_rules(counts: BTreeMap<RuleId, u32>) -> Vec<(RuleId, u32)> {
    let mut rules: Vec<(RuleId, u32)> = counts.into_iter().filter(|(_, n)| *n > 0).collect();
    rules.sort_by_key(|&(rule, count)| (std::cmp::Reverse(count), rule));
    rules
}

/// The median of `times` (the mean of the middle two for an even count), 0 when empty.
/// The median of `times` (reordered), the mean of the middle two for an even count, 0 for none;
/// in linear time (the class view takes one per trainee over thousands of logs).
pub(crate) fn median(times: &mut [u64]) -> u64 {
    let middle = times.len() / 2;
    if times.is_empty() {
        return 0;
    }
    let (_, &mut upper, _) = times.select_nth_unstable(middle);
    if times.len() % 2 == 1 {
        return upper;
    }
    let lower = times[..middle].iter().copied().max().unwrap_or(upper);
    (lower + upper) / 2
}

fn trainee_row(trainee: String, mut logs: Vec<(PathBuf, LogDigest)>) -> TraineeRow {
    logs.sort_by(|a, b| (a.1.started, &a.0).cmp(&(b.1.started, &b.0)));
    let mut row = TraineeRow {
        trainee,
        sessions: Vec::new(),
        decisions: 0,
        correct: 0,
        categories: Category::ALL
            .iter()
            .map(|&category| CategoryTotal {
                category,
                decisions: 0,
                correct: 0,
                mistakes: 0,
            })
            .collect(),
        median_ms: 0,
        mistakes_by_rule: Vec::new(),
        altered: Vec::new(),
        pace: Pace {
            decisions: 0,
            rounds: 0,
            elapsed_ms: 0,
        },
    };
    let mut times = Vec::new();
    let mut mistakes: BTreeMap<RuleId, u32> = BTreeMap::new();
    for (path, log) in logs {
        if log.integrity != Integrity::Intact {
            row.altered.push((path, log.integrity));
            continue;
        }
        row.decisions += log.decisions;
        row.correct += log.correct;
        for score in &log.categories {
            if let Some(total) = row
                .categories
                .iter_mut()
                .find(|total| total.category == score.category)
            {
                total.decisions += score.decisions;
                total.correct += score.correct;
                total.mistakes += score.mistakes;
            }
        }
        times.extend_from_slice(&log.first_try_ms);
        for &(rule, count) in &log.mistakes {
            *mistakes.entry(rule).or_default() += count;
        }
        row.pace.decisions += log.pace.decisions;
        row.pace.rounds += log.pace.rounds;
        row.pace.elapsed_ms += log.pace.elapsed_ms;
        row.sessions.push(SessionPoint {
            path,
            started: log.started,
            mode: log.mode,
            profile: log.profile,
            title: log.title,
            finished: log.finished,
            decisions: log.decisions,
            correct: log.correct,
            median_ms: log.median_ms,
            pace: log.pace,
        });
    }
    row.median_ms = median(&mut times);
    row.mistakes_by_rule = sort_rules(mistakes);
    row
}

/// Does the text start (after blanks and comments) with `SessionLog`?
pub(crate) fn is_session_log(text: &str) -> bool {
    diagnostic::ron_kind(text) == "SessionLog"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn medians_take_the_middle_or_the_mean_of_the_middle_two() {
        assert_eq!(median(&mut []), 0);
        assert_eq!(median(&mut [5]), 5);
        assert_eq!(median(&mut [4000, 1000, 2000]), 2000);
        assert_eq!(median(&mut [4000, 1000, 2000, 3000]), 2500);
        assert_eq!(median(&mut [7, 1, 7, 1]), 4);
    }

    #[test]
    fn csv_fields_are_quoted_only_when_needed() {
        assert_eq!(csv_field("Ana Pérez"), "Ana Pérez");
        assert_eq!(csv_field("Pérez, Ana"), "\"Pérez, Ana\"");
        assert_eq!(csv_field("Ana \"la rápida\""), "\"Ana \"\"la rápida\"\"\"");
    }

    #[test]
    fn rules_sort_by_mistakes_then_by_the_rulebook() {
        let counts = BTreeMap::from([
            (RuleId::VeDeclare, 1),
            (RuleId::CasF, 1),
            (RuleId::CasE, 2),
            (RuleId::T5, 0),
        ]);
        assert_eq!(
            sort_rules(counts),
            [(RuleId::CasE, 2), (RuleId::CasF, 1), (RuleId::VeDeclare, 1)]
        );
    }

    #[test]
    fn only_session_logs_are_read() {
        assert!(is_session_log("// a log\nSessionLog(format: 1)"));
        assert!(is_session_log("\u{feff}  /* x */ SessionLog("));
        assert!(!is_session_log("Scenario(format: 1)"));
        assert!(!is_session_log(""));
    }
}
