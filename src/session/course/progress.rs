//! A trainee's standing in a course, worked out from the logs alone: each module locked, open
//! or mastered, its gate's figure, and what the quiz has due. Never from a number the trainee
//! can edit: a log counts only when its hash chain holds and its summary is its steps'; the
//! quiz history (which the trainee's machine writes) only says what is due, never whether a
//! gate is met.
//!
//! What a log trains is read from the log itself: a quiz log of one drill (`quiz third-card`),
//! a practice log of a library situation (its path), or a practice log of a random situation
//! (its title names the focus, in the language it was started in). An exam, an audit drill, a
//! mixed quiz or a scripted session feeds no gate.

use std::collections::BTreeMap;

use chrono::NaiveDate;

use strum::VariantArray;

use super::{Course, CourseItem, Gate, Module};
use crate::core::Profiles;
use crate::core::generate::Focus;
use crate::session::exam::names;
use crate::session::log::{Integrity, ScenarioSource, SessionLog, Stamp};
use crate::session::quiz::{self, Drill, History, schedule};
use crate::session::{Mode, facts};
use crate::text::i18n::{I18n, Lang};

/// One item answered at the first try: when, right or not, and how long it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Answer {
    pub time: Stamp,
    pub correct: bool,
    pub response_ms: u64,
}

/// Where a module stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModuleState {
    /// A module before it is not mastered yet.
    Locked,
    /// Every module before it is mastered; its own gate is not met yet.
    Open,
    /// Every module before it, and its own gate, are met.
    Mastered,
}

/// A gate's figure over the last items: how many were counted (at most the gate's `over_last`),
/// how many right at the first try, their median time, and what of the gate is met.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GateFigure {
    pub counted: u32,
    pub correct: u32,
    pub median_ms: Option<u64>,
    /// Enough items, and enough of them right.
    pub accuracy_met: bool,
    /// The pace floor, checked only once accuracy is met: `None` when there is no floor or
    /// accuracy is not met yet.
    pub pace_met: Option<bool>,
}

impl GateFigure {
    /// The gate holds: accuracy met, and the pace floor (if any) too.
    pub fn met(&self) -> bool {
        self.accuracy_met && self.pace_met != Some(false)
    }

    /// First-try accuracy over the items counted, in whole percent rounded down (`None`
    /// before the first).
    pub fn percent(&self) -> Option<u32> {
        (self.counted > 0).then(|| 100 * self.correct / self.counted)
    }
}

/// One module's standing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModuleProgress {
    pub id: String,
    pub state: ModuleState,
    pub figure: GateFigure,
    /// Quiz items of the module's drills due again now, and never asked yet (as Anki shows).
    pub due: u32,
    pub new: u32,
}

/// A trainee's standing in a course.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    pub modules: Vec<ModuleProgress>,
    /// Every gate is met: the exam papers open.
    pub exams_open: bool,
    /// The trainee's logs passed over because their chain or summary does not hold.
    pub altered: u32,
}

/// The gate's figure over `answers` (oldest first): the last `over_last` of them.
pub fn figure(gate: &Gate, answers: &[Answer]) -> GateFigure {
    let wanted = gate.over_last.get() as usize;
    let last = &answers[answers.len().saturating_sub(wanted)..];
    let counted = u32::try_from(last.len()).unwrap_or(u32::MAX);
    let correct =
        u32::try_from(last.iter().filter(|answer| answer.correct).count()).unwrap_or(u32::MAX);
    let mut times: Vec<u64> = last.iter().map(|answer| answer.response_ms).collect();
    times.sort_unstable();
    let median_ms = median(&times);
    let accuracy_met = last.len() == wanted
        && u64::from(correct) * 100 >= u64::from(gate.first_try.get()) * u64::from(counted);
    let pace_met = match gate.median_seconds {
        Some(seconds) if accuracy_met => {
            Some(median_ms.is_some_and(|ms| ms <= u64::from(seconds.get()) * 1000))
        }
        _ => None,
    };
    GateFigure {
        counted,
        correct,
        median_ms,
        accuracy_met,
        pace_met,
    }
}

/// The median of sorted times: the middle one, or the mean of the two middle ones.
fn median(sorted: &[u64]) -> Option<u64> {
    let middle = sorted.len() / 2;
    match sorted.len() {
        0 => None,
        len if len % 2 == 1 => sorted.get(middle).copied(),
        _ => Some((sorted.get(middle - 1)? + sorted.get(middle)?) / 2),
    }
}

/// What a log trains, read from the log.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Topic {
    Drill(Drill),
    Situation(String),
    Focus(Focus),
}

impl Topic {
    /// The module trains this.
    fn in_module(&self, module: &Module) -> bool {
        module.items.iter().any(|item| match (item, self) {
            (CourseItem::Drill(drill), Topic::Drill(done)) => drill == done,
            (CourseItem::Focus(focus), Topic::Focus(done)) => focus == done,
            (CourseItem::Situation(name), Topic::Situation(path)) => {
                let path = path.replace('\\', "/");
                path == *name || path.ends_with(&format!("/{name}"))
            }
            _ => false,
        })
    }
}

/// The focus a random situation's title names, in any language it may have been started in.
fn focus_of_title(title: &str, seed: u64) -> Option<Focus> {
    let seed = seed.to_string();
    Lang::VARIANTS.iter().find_map(|&lang| {
        let i18n = I18n::new(lang);
        Focus::ALL.into_iter().find(|&focus| {
            i18n.trf(
                "start.random_title",
                &[("focus", &i18n.focus(focus)), ("seed", &seed)],
            ) == title
        })
    })
}

/// What `log` trains: `None` for a log that feeds no gate.
fn topic(log: &SessionLog) -> Option<Topic> {
    match (log.mode, &log.source) {
        (Mode::Quiz, ScenarioSource::Random { title, .. }) => title
            .strip_prefix("quiz ")
            .and_then(Drill::from_word)
            .map(Topic::Drill),
        (Mode::Practice, ScenarioSource::File { path, .. }) => Some(Topic::Situation(path.clone())),
        (Mode::Practice, ScenarioSource::Random { seed, title }) => {
            focus_of_title(title, *seed).map(Topic::Focus)
        }
        _ => None,
    }
}

/// The items a log's trainee answered at the first try: a quiz's answers (one a round, right
/// when every first try of the round is), or a practice session's decisions.
fn answers(log: &SessionLog) -> Vec<Answer> {
    let first_tries = log.steps.iter().filter(|step| step.counts());
    if log.mode != Mode::Quiz {
        return first_tries
            .map(|step| Answer {
                time: step.time,
                correct: step.first_try_correct(),
                response_ms: step.response_ms,
            })
            .collect();
    }
    let mut rounds: BTreeMap<u32, Answer> = BTreeMap::new();
    for step in first_tries {
        rounds
            .entry(step.round)
            .and_modify(|answer| answer.correct &= step.first_try_correct())
            .or_insert(Answer {
                time: step.time,
                correct: step.first_try_correct(),
                response_ms: step.response_ms,
            });
    }
    rounds.into_values().collect()
}

/// The quiz items of `module`'s drills due today and never asked, by the trainee's quiz
/// `history` and the day ([`schedule::is_due`]: the answers' clock, and the days since).
fn due_and_new(
    module: &Module,
    course: &Course,
    profiles: &Profiles,
    history: Option<(&History, NaiveDate)>,
) -> (u32, u32) {
    let Some(profile) = profiles.get(&course.table) else {
        return (0, 0);
    };
    let (mut due, mut new) = (0, 0);
    for item in &module.items {
        let CourseItem::Drill(drill) = item else {
            continue;
        };
        for key in drill.keys(&quiz::profile_for(*drill, profile)) {
            match history.and_then(|(history, today)| {
                history.item(&key).map(|stats| (history, stats, today))
            }) {
                Some((history, stats, today)) if stats.seen > 0 => {
                    if schedule::is_due(stats, history.answers, Some(today)) {
                        due += 1;
                    }
                }
                _ => new += 1,
            }
        }
    }
    (due, new)
}

/// `trainee`'s standing in `course` from `logs` (any trainee's: the others are passed over)
/// and, for what is due today, the trainee's quiz `history` and the day.
pub fn progress(
    course: &Course,
    profiles: &Profiles,
    trainee: &str,
    logs: &[SessionLog],
    history: Option<(&History, NaiveDate)>,
) -> Progress {
    let who = names::normalised(trainee);
    let theirs: Vec<&SessionLog> = logs
        .iter()
        .filter(|log| names::normalised(&log.trainee) == who)
        .collect();
    progress_of(course, profiles, &theirs, history)
}

/// [`progress`] from logs already known to be one trainee's (the class view's row, whose
/// spellings a roster may join).
pub fn progress_of(
    course: &Course,
    profiles: &Profiles,
    logs: &[&SessionLog],
    history: Option<(&History, NaiveDate)>,
) -> Progress {
    let mut altered = 0;
    let mut counted: Vec<(Topic, Vec<Answer>)> = Vec::new();
    for log in logs {
        if log.scripted || log.profile != course.table {
            continue;
        }
        let Some(topic) = topic(log) else {
            continue;
        };
        if log.verify() != Integrity::Intact || !facts::summary_agrees(log) {
            altered += 1;
            continue;
        }
        counted.push((topic, answers(log)));
    }
    let mut modules = Vec::new();
    let mut all_before = true;
    for module in &course.modules {
        let mut answered: Vec<Answer> = counted
            .iter()
            .filter(|(topic, _)| topic.in_module(module))
            .flat_map(|(_, answers)| answers.iter().copied())
            .collect();
        answered.sort_by_key(|answer| answer.time.time());
        let figure = figure(&module.gate, &answered);
        let state = match (all_before, figure.met()) {
            (false, _) => ModuleState::Locked,
            (true, false) => ModuleState::Open,
            (true, true) => ModuleState::Mastered,
        };
        all_before = state == ModuleState::Mastered;
        let (due, new) = due_and_new(module, course, profiles, history);
        modules.push(ModuleProgress {
            id: module.id.clone(),
            state,
            figure,
            due,
            new,
        });
    }
    Progress {
        modules,
        exams_open: all_before,
        altered,
    }
}
