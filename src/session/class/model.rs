//! The class's figures from the digests of its logs ([`LogDigest`]): rows, heat map, hardest
//! situations, and the CSV.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

use chrono::NaiveDate;

use super::stuck::Stuck;
use crate::core::RuleId;
use crate::core::diagnostic::Diagnostic;
use crate::session::exam::names::{self, Roster};
use crate::session::facts::LogDigest;
use crate::session::index::{self, IndexKey};
use crate::session::log::{Integrity, Stamp};
use crate::session::overview::{csv_field, median, percent, weakest_text};

/// When a trainee is at risk. The defaults are a school's: below the 80 % a dealer school asks
/// at its gates after three sessions, or a week without a session.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Thresholds {
    /// First-try accuracy below this (percent) is at risk…
    pub min_accuracy_percent: f64,
    /// …once the trainee has had this many sessions (fewer: too soon to tell).
    pub after_sessions: usize,
    /// No session for this many whole days (or more) is at risk.
    pub idle_days: i64,
}

impl Default for Thresholds {
    fn default() -> Thresholds {
        Thresholds {
            min_accuracy_percent: 80.0,
            after_sessions: 3,
            idle_days: 7,
        }
    }
}

/// The days whose sessions count (by the day a session started, in its own time zone), both
/// ends included; `None`: no bound.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DateRange {
    pub from: Option<NaiveDate>,
    pub to: Option<NaiveDate>,
}

impl DateRange {
    pub fn contains(&self, started: Stamp) -> bool {
        let day = started.time().date_naive();
        self.from.is_none_or(|from| day >= from) && self.to.is_none_or(|to| day <= to)
    }

    pub fn is_all(&self) -> bool {
        self.from.is_none() && self.to.is_none()
    }
}

/// How the class is looked at.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ClassOptions {
    pub thresholds: Thresholds,
    pub dates: DateRange,
    /// Trainee ids: one person under several spellings is one row ([`Roster::trainee_id`]).
    pub roster: Roster,
}

/// Where a trainee stands in a course: filled by the course's progress, `None` without one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CourseStanding {
    /// The module reached (the first not yet mastered), as the course names it.
    pub module: String,
    pub gates_met: u32,
    pub gates_total: u32,
    /// The module reached has had its gate's whole window of items and is still below the
    /// gate's first-try accuracy: the trainee is at risk ([`Risk::BelowGate`]).
    pub below_gate: Option<BelowGate>,
}

/// A gate not met after its whole window of items: first-try accuracy over it, and the gate's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BelowGate {
    pub percent: u32,
    pub needed: u32,
    /// The items the gate looks back over (all of them answered).
    pub items: u32,
}

/// A course's progress of one trainee from the trainee's sealed logs: the seam where a course
/// (`session::course`) joins the class view.
pub trait CourseProgress {
    /// `logs`: the trainee's digests, intact or not, every day (the date filter does not
    /// apply to progress).
    fn standing(&self, trainee_id: &str, logs: &[&LogDigest]) -> Option<CourseStanding>;
}

/// Each trainee's standing in `course` from `logs` (intact or not, any day), keyed by `id_of`
/// a log: the roster id for a class of logs, the LRS account for a class read from the LRS
/// ([`super::lrs::course_by_account`]).
pub fn course_standings(
    logs: &[(PathBuf, LogDigest)],
    course: &dyn CourseProgress,
    id_of: impl Fn(&LogDigest) -> String,
) -> BTreeMap<String, CourseStanding> {
    let mut by_id: BTreeMap<String, Vec<&LogDigest>> = BTreeMap::new();
    for (_, digest) in logs {
        by_id.entry(id_of(digest)).or_default().push(digest);
    }
    by_id
        .into_iter()
        .filter_map(|(id, mut digests)| {
            digests.sort_by_key(|digest| digest.started);
            let standing = course.standing(&id, &digests)?;
            Some((id, standing))
        })
        .collect()
}

/// Why a trainee is at risk.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Risk {
    /// First-try accuracy below the threshold after enough sessions.
    LowAccuracy { percent: f64 },
    /// No session for `days` whole days.
    Idle { days: i64 },
    /// Below the gate of the course's module reached after its whole window of items.
    BelowGate(BelowGate),
}

impl Risk {
    /// The reason's id in the CSV.
    pub fn id(&self) -> &'static str {
        match self {
            Risk::LowAccuracy { .. } => "low-accuracy",
            Risk::Idle { .. } => "idle",
            Risk::BelowGate(_) => "below-gate",
        }
    }
}

/// One trainee of the class.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassRow {
    /// The id sessions are counted under ([`Roster::trainee_id`]).
    pub id: String,
    /// The name of the trainee's latest log, safe to print ([`names::shown`]).
    pub trainee: String,
    /// Intact sessions within the dates.
    pub sessions: usize,
    pub decisions: u32,
    pub correct: u32,
    /// Median first-try decision time (the pace), 0 without a decision.
    pub median_ms: u64,
    /// The start or end of the trainee's latest intact session, any day.
    pub last_activity: Option<Stamp>,
    /// Whole days from the last activity to `now`.
    pub idle_days: Option<i64>,
    /// First-try mistakes per rule, most first (ties in the rulebook's order).
    pub mistakes_by_rule: Vec<(RuleId, u32)>,
    /// Logs whose hash chain or summary does not hold (left out of the figures).
    pub altered: usize,
    pub course: Option<CourseStanding>,
    pub risks: Vec<Risk>,
    /// Live (from the LRS): stuck on a step now.
    pub stuck: Option<Stuck>,
}

impl ClassRow {
    pub fn accuracy_percent(&self) -> Option<f64> {
        percent(self.correct, self.decisions)
    }

    pub fn at_risk(&self) -> bool {
        !self.risks.is_empty()
    }

    /// First-try mistakes of `rule`.
    pub fn mistakes(&self, rule: RuleId) -> u32 {
        self.mistakes_by_rule
            .iter()
            .find(|(seen, _)| *seen == rule)
            .map_or(0, |(_, count)| *count)
    }
}

/// First-try mistakes per rule (columns) and trainee (rows, the class's order).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HeatMap {
    /// The rules anyone missed, most missed by the class first (ties in the rulebook's order).
    pub rules: Vec<RuleId>,
    /// `cells[row][column]`: mistakes of the class's row `row` under `rules[column]`.
    pub cells: Vec<Vec<u32>>,
}

impl HeatMap {
    pub fn cell(&self, row: usize, rule: RuleId) -> u32 {
        let column = self.rules.iter().position(|seen| *seen == rule);
        column
            .and_then(|column| self.cells.get(row)?.get(column).copied())
            .unwrap_or(0)
    }

    /// The most mistakes in one cell (the top of the colour scale).
    pub fn most(&self) -> u32 {
        self.cells.iter().flatten().copied().max().unwrap_or(0)
    }
}

/// One situation (a scenario, by its table and title) as the class met it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Situation {
    pub profile: String,
    pub title: String,
    /// Trainees who played it.
    pub trainees: usize,
    /// Sessions on it.
    pub sessions: usize,
    pub decisions: u32,
    /// First tries not right (mistakes and hinted tries).
    pub missed: u32,
}

impl Situation {
    pub fn error_percent(&self) -> Option<f64> {
        percent(self.missed, self.decisions)
    }
}

/// What the class needs of one session: from a log's digest ([`SessionFigures::of`]) or from
/// the statements the LRS holds of an attempt.
#[derive(Clone, Debug, PartialEq)]
pub struct SessionFigures {
    /// The row it belongs to.
    pub id: String,
    /// The trainee's name as the session gives it.
    pub trainee: String,
    pub profile: String,
    /// The situation's title (a scenario's).
    pub title: String,
    pub started: Stamp,
    pub ended: Option<Stamp>,
    /// The log's chain and summary hold (an altered log is left out of the figures).
    pub intact: bool,
    /// First tries, and those right without a hint.
    pub decisions: u32,
    pub correct: u32,
    /// Every first try's decision time.
    pub first_try_ms: Vec<u64>,
    /// First-try mistakes per rule.
    pub mistakes: Vec<(RuleId, u32)>,
}

impl SessionFigures {
    pub fn of(digest: &LogDigest, id: String) -> SessionFigures {
        SessionFigures {
            id,
            trainee: digest.trainee.clone(),
            profile: digest.profile.clone(),
            title: digest.title.clone(),
            started: digest.started,
            ended: digest.ended,
            intact: digest.integrity == Integrity::Intact && digest.facts.summary_agrees,
            decisions: digest.decisions,
            correct: digest.correct,
            first_try_ms: digest.first_try_ms.clone(),
            mistakes: digest.mistakes.clone(),
        }
    }
}

/// The whole class.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ClassView {
    /// By name.
    pub rows: Vec<ClassRow>,
    pub heat: HeatMap,
    /// By first-try error rate, worst first (then more decisions, then the title).
    pub hardest: Vec<Situation>,
    /// Session logs read (intact or not, any day).
    pub logs: usize,
    pub problems: Vec<Diagnostic>,
    pub options: ClassOptions,
}

/// How many of the hardest situations the table and the window show.
pub const HARDEST: usize = 5;

impl ClassView {
    /// The class of `folder`, through its index cache (keyed by this machine's `key`).
    pub fn load(
        folder: &Path,
        key: &IndexKey,
        options: ClassOptions,
        course: Option<&dyn CourseProgress>,
        now: Stamp,
    ) -> ClassView {
        let indexed = index::load(folder, key);
        let mut view = ClassView::from_digests(&indexed.logs, options, course, now);
        view.problems = indexed.problems;
        view
    }

    /// The class of logs already read.
    pub fn from_digests(
        logs: &[(PathBuf, LogDigest)],
        options: ClassOptions,
        course: Option<&dyn CourseProgress>,
        now: Stamp,
    ) -> ClassView {
        // One id per spelling: normalising a name is the costly part of a school's history.
        let mut ids: HashMap<&str, String> = HashMap::new();
        for (_, digest) in logs {
            if !ids.contains_key(digest.trainee.as_str()) {
                ids.insert(&digest.trainee, options.roster.trainee_id(&digest.trainee));
            }
        }
        let id_of = |digest: &LogDigest| {
            ids.get(digest.trainee.as_str())
                .cloned()
                .unwrap_or_default()
        };
        let sessions: Vec<SessionFigures> = logs
            .iter()
            .map(|(_, digest)| SessionFigures::of(digest, id_of(digest)))
            .collect();
        let mut view = ClassView::from_sessions(&sessions, options, now);
        if let Some(course) = course {
            view.attach_course(&course_standings(logs, course, id_of));
        }
        view
    }

    /// Each row's standing in a course, by its id (a trainee the standings lack has none), and
    /// the risk of a trainee below the gate of the module reached.
    pub fn attach_course(&mut self, standings: &BTreeMap<String, CourseStanding>) {
        for row in &mut self.rows {
            row.course = standings.get(&row.id).cloned();
            row.risks.retain(|risk| !matches!(risk, Risk::BelowGate(_)));
            if let Some(below) = row.course.as_ref().and_then(|course| course.below_gate) {
                row.risks.push(Risk::BelowGate(below));
            }
        }
    }

    /// The class of sessions however read (logs, the LRS's statements): one row per id.
    pub fn from_sessions(
        sessions: &[SessionFigures],
        options: ClassOptions,
        now: Stamp,
    ) -> ClassView {
        let mut by_id: BTreeMap<&str, Vec<&SessionFigures>> = BTreeMap::new();
        for session in sessions {
            by_id.entry(&session.id).or_default().push(session);
        }
        let mut rows: Vec<ClassRow> = by_id
            .into_iter()
            .map(|(id, mut sessions)| {
                sessions.sort_by_key(|session| session.started);
                let mut row = trainee_row(id.to_string(), &sessions, &options.dates, now);
                row.risks = risks(&row, &options.thresholds);
                row
            })
            .collect();
        rows.sort_by(|a, b| {
            (a.trainee.to_lowercase(), &a.id).cmp(&(b.trainee.to_lowercase(), &b.id))
        });
        let heat = heat_map(&rows);
        let hardest = hardest(sessions, &options);
        ClassView {
            rows,
            heat,
            hardest,
            logs: sessions.len(),
            problems: Vec::new(),
            options,
        }
    }

    pub fn at_risk(&self) -> usize {
        self.rows.iter().filter(|row| row.at_risk()).count()
    }

    /// The table as CSV (comma-separated, RFC 4180 quoting, one header line).
    pub fn csv(&self) -> String {
        let mut out = String::from(
            "trainee,id,sessions,decisions,correct,accuracy_percent,median_decision_ms,\
             last_activity,idle_days,module,gates_met,gates_total,at_risk,stuck,weakest_rules,\
             altered_logs\n",
        );
        for row in &self.rows {
            let risks: Vec<&str> = row.risks.iter().map(Risk::id).collect();
            let fields = [
                csv_field(&row.trainee),
                csv_field(&row.id),
                row.sessions.to_string(),
                row.decisions.to_string(),
                row.correct.to_string(),
                row.accuracy_percent()
                    .map_or(String::new(), |value| format!("{value:.1}")),
                row.median_ms.to_string(),
                row.last_activity.map_or(String::new(), |at| at.to_string()),
                row.idle_days.map_or(String::new(), |days| days.to_string()),
                row.course
                    .as_ref()
                    .map_or(String::new(), |course| csv_field(&course.module)),
                row.course
                    .as_ref()
                    .map_or(String::new(), |course| course.gates_met.to_string()),
                row.course
                    .as_ref()
                    .map_or(String::new(), |course| course.gates_total.to_string()),
                risks.join(";"),
                row.stuck
                    .map_or(String::new(), |stuck| stuck.id().to_string()),
                csv_field(&weakest_text(&row.mistakes_by_rule, "; ")),
                row.altered.to_string(),
            ];
            out += &fields.join(",");
            out.push('\n');
        }
        out
    }
}

/// One trainee's row from their logs (oldest first).
fn trainee_row(id: String, logs: &[&SessionFigures], dates: &DateRange, now: Stamp) -> ClassRow {
    let trainee = logs
        .last()
        .map_or_else(String::new, |latest| names::shown(latest.trainee.trim()));
    let trainee = if trainee.is_empty() {
        crate::session::overview::NO_NAME.to_string()
    } else {
        trainee
    };
    let last_activity = logs
        .iter()
        .filter(|session| session.intact)
        .map(|session| {
            session
                .ended
                .unwrap_or(session.started)
                .max(session.started)
        })
        .max();
    let mut row = ClassRow {
        id,
        trainee,
        sessions: 0,
        decisions: 0,
        correct: 0,
        median_ms: 0,
        last_activity,
        idle_days: last_activity.map(|at| (now.time() - at.time()).num_days().max(0)),
        mistakes_by_rule: Vec::new(),
        altered: 0,
        course: None,
        risks: Vec::new(),
        stuck: None,
    };
    let mut times = Vec::new();
    let mut mistakes: BTreeMap<RuleId, u32> = BTreeMap::new();
    for digest in logs
        .iter()
        .filter(|session| dates.contains(session.started))
    {
        if !digest.intact {
            row.altered += 1;
            continue;
        }
        row.sessions += 1;
        row.decisions += digest.decisions;
        row.correct += digest.correct;
        times.extend_from_slice(&digest.first_try_ms);
        for &(rule, count) in &digest.mistakes {
            *mistakes.entry(rule).or_default() += count;
        }
    }
    row.median_ms = median(&mut times);
    row.mistakes_by_rule = sort_rules(mistakes);
    row
}

/// (rule, count), most first, ties in the rulebook's order.
fn sort_rules(counts: BTreeMap<RuleId, u32>) -> Vec<(RuleId, u32)> {
    let mut rules: Vec<(RuleId, u32)> = counts.into_iter().filter(|(_, n)| *n > 0).collect();
    rules.sort_by_key(|&(rule, count)| (std::cmp::Reverse(count), rule));
    rules
}

fn risks(row: &ClassRow, thresholds: &Thresholds) -> Vec<Risk> {
    let mut risks = Vec::new();
    if row.sessions >= thresholds.after_sessions
        && let Some(percent) = row.accuracy_percent()
        && percent < thresholds.min_accuracy_percent
    {
        risks.push(Risk::LowAccuracy { percent });
    }
    if let Some(days) = row.idle_days
        && days >= thresholds.idle_days
    {
        risks.push(Risk::Idle { days });
    }
    risks
}

fn heat_map(rows: &[ClassRow]) -> HeatMap {
    let mut totals: BTreeMap<RuleId, u32> = BTreeMap::new();
    for row in rows {
        for &(rule, count) in &row.mistakes_by_rule {
            *totals.entry(rule).or_default() += count;
        }
    }
    let rules: Vec<RuleId> = sort_rules(totals)
        .into_iter()
        .map(|(rule, _)| rule)
        .collect();
    let cells = rows
        .iter()
        .map(|row| rules.iter().map(|&rule| row.mistakes(rule)).collect())
        .collect();
    HeatMap { rules, cells }
}

/// The situations of the intact sessions within the dates, worst first.
fn hardest(sessions: &[SessionFigures], options: &ClassOptions) -> Vec<Situation> {
    let mut by_situation: BTreeMap<(&str, &str), (Situation, BTreeSet<&str>)> = BTreeMap::new();
    for session in sessions
        .iter()
        .filter(|session| session.intact && options.dates.contains(session.started))
    {
        let key = (session.profile.as_str(), session.title.as_str());
        let (situation, trainees) = by_situation.entry(key).or_insert_with(|| {
            let situation = Situation {
                profile: session.profile.clone(),
                title: names::shown(&session.title),
                trainees: 0,
                sessions: 0,
                decisions: 0,
                missed: 0,
            };
            (situation, BTreeSet::new())
        });
        trainees.insert(&session.id);
        situation.sessions += 1;
        situation.decisions += session.decisions;
        situation.missed += session.decisions.saturating_sub(session.correct);
    }
    let mut situations: Vec<Situation> = by_situation
        .into_values()
        .filter(|(situation, _)| situation.decisions > 0)
        .map(|(mut situation, trainees)| {
            situation.trainees = trainees.len();
            situation
        })
        .collect();
    // Worst rate first: missed/decisions compared as cross products, exact in integers.
    situations.sort_by(|a, b| {
        let left = u64::from(b.missed) * u64::from(a.decisions);
        let right = u64::from(a.missed) * u64::from(b.decisions);
        left.cmp(&right)
            .then(b.decisions.cmp(&a.decisions))
            .then_with(|| (&a.title, &a.profile).cmp(&(&b.title, &b.profile)))
    });
    situations
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_date_range_keeps_both_ends() {
        let day = |text: &str| NaiveDate::parse_from_str(text, "%Y-%m-%d").ok();
        let range = DateRange {
            from: day("2026-05-04"),
            to: day("2026-05-06"),
        };
        let at = |text: &str| {
            Stamp::new(chrono::DateTime::parse_from_rfc3339(text).unwrap_or_else(|e| panic!("{e}")))
        };
        assert!(range.contains(at("2026-05-04T00:00:00+02:00")));
        assert!(range.contains(at("2026-05-06T23:59:59+02:00")));
        assert!(!range.contains(at("2026-05-07T00:00:00+02:00")));
        assert!(!range.contains(at("2026-05-03T23:59:59+02:00")));
    }
}
