//! Self-study quizzes: short drills on the tableau, the
//! totals, the payouts, the box order, Venice precedence and the deal, asked in the order the
//! trainee's history calls for ([`schedule`]), judged by the core ([`drills`]), kept in the
//! trainee's history ([`history`]) and logged like any session (mode `quiz`). No UI and no clock
//! here: the caller passes the time of each answer.
//!
//! In the log, an item is a round (`round` = the item's number) and each dealer action of the
//! answer a step: `stand banca`, `announce punto 7`, `pay 4 24.22` (then `commission 4 1.28` on a
//! marking table), the first action of the box settled out of turn, `give-cards 3`, `deal 5`.
//! The answer's time goes with its first step. A quiz log carries no scenario (its `scenario`
//! is empty): the items are not one table.

pub mod drills;
pub mod history;
pub mod history_file;
pub mod item;
pub mod items;
pub mod schedule;
pub mod tables;
pub mod typed;

#[cfg(test)]
mod tests;

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::log::{self, ActionList, Mode, ScenarioSource, SessionLog, Stamp, StepRecord};
use super::log_file::LogError;
use super::recorder::{Header, Recorder};
use crate::core::shoe::{self, ShoeRng};
use crate::core::{Profile, TableKind};

pub use drills::{Answer, Drill, Explanation, Item, Marking, Question};
pub use history::{History, HistoryError, HistoryProblem, ItemStats};

/// Which drills a quiz runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DrillChoice {
    One(Drill),
    /// Every drill that fits the table, mixed.
    Mixed,
}

impl DrillChoice {
    pub fn id(self) -> &'static str {
        match self {
            DrillChoice::One(drill) => drill.id(),
            DrillChoice::Mixed => "mixed",
        }
    }

    pub fn from_word(word: &str) -> Option<DrillChoice> {
        match word {
            "mixed" => Some(DrillChoice::Mixed),
            other => Drill::from_word(other).map(DrillChoice::One),
        }
    }

    /// The drills this choice runs at a table of `kind`.
    pub fn drills(self, kind: TableKind) -> Vec<Drill> {
        match self {
            DrillChoice::One(drill) => vec![drill],
            DrillChoice::Mixed => Drill::ALL
                .into_iter()
                .filter(|drill| drill.fits(kind))
                .collect(),
        }
    }
}

/// The answers in one quiz unless the trainee stops sooner.
pub const DEFAULT_LENGTH: u32 = 50;

/// What a quiz is started with.
#[derive(Clone, Debug)]
pub struct QuizSetup {
    pub trainee: String,
    pub choice: DrillChoice,
    /// The trainee's table: its payouts, deal order and, where they fit, box order and precedence.
    pub profile: Profile,
    /// Seeds the choice among new items and every card and bet shown.
    pub seed: u64,
    pub length: u32,
    /// Where the session log goes; `None` keeps it in memory.
    pub logs_folder: Option<PathBuf>,
    /// Where trainees' histories live (normally [`Folders::quiz`](crate::session::folders::Folders));
    /// `None` keeps the history in memory for this quiz only.
    pub history_folder: Option<PathBuf>,
}

/// The running score.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    pub answered: u32,
    pub correct: u32,
    /// Right answers in a row now, and the longest run of this quiz.
    pub streak: u32,
    pub best_streak: u32,
}

impl Score {
    /// Right answers in percent, `None` before the first answer.
    pub fn percent(&self) -> Option<f64> {
        (self.answered > 0).then(|| 100.0 * f64::from(self.correct) / f64::from(self.answered))
    }
}

/// One answered item, for the summary.
#[derive(Clone, Debug)]
pub struct Answered {
    pub item: Item,
    pub verdict: Marking,
    pub response_ms: u64,
}

/// One quiz under way.
#[derive(Debug)]
pub struct QuizSession {
    setup: QuizSetup,
    rng: ShoeRng,
    pool: Vec<(Drill, Vec<String>)>,
    history: History,
    history_problem: Option<HistoryProblem>,
    history_error: Option<HistoryError>,
    /// Where the history is written back (`None`: in memory only).
    history_folder: Option<PathBuf>,
    recorder: Recorder,
    item: Item,
    answered: bool,
    prompt_since: Stamp,
    score: Score,
    answers: Vec<Answered>,
}

/// The profile a drill's items are made for: the trainee's table, or the shipped table the
/// drill belongs to (box order: casilleros; precedence: Venice) when the trainee's does not fit.
pub fn profile_for(drill: Drill, profile: &Profile) -> Profile {
    if drill.fits(profile.kind) {
        return profile.clone();
    }
    Profile::builtins()
        .into_iter()
        .find(|shipped| drill.fits(shipped.kind))
        .unwrap_or_else(|| profile.clone())
}

impl QuizSession {
    /// Starts a quiz at `now`: reads the trainee's history, writes the log's header, picks the
    /// first item. Refused when the drills have no item to ask at the table.
    pub fn start(setup: QuizSetup, now: Stamp) -> Result<QuizSession, QuizError> {
        let (history, history_problem, history_folder) = match &setup.history_folder {
            Some(folder) => {
                let loaded = history_file::load(folder, &setup.trainee);
                let folder = loaded.writable.then(|| folder.clone());
                (loaded.history, loaded.problem, folder)
            }
            None => (History::new(&setup.trainee), None, None),
        };
        let drills = setup.choice.drills(setup.profile.kind);
        let pool: Vec<(Drill, Vec<String>)> = drills
            .iter()
            .map(|&drill| (drill, drill.keys(&profile_for(drill, &setup.profile))))
            .collect();
        let mut rng = shoe::rng(setup.seed);
        let today = Some(now.time().date_naive());
        let item = next_item(&history, &pool, (None, today), &setup.profile, &mut rng).ok_or_else(
            || QuizError::NoItems {
                choice: setup.choice.id().to_string(),
                profile: setup.profile.id.clone(),
            },
        )?;
        let header = Header {
            trainee: setup.trainee.clone(),
            mode: Mode::Quiz,
            profile: setup.profile.id.clone(),
            practise_amounts: drills.iter().any(|drill| drill.rules().asks_amounts()),
            paid_in_chips: false,
            with_deal: false,
            paper: None,
            source: ScenarioSource::Random {
                seed: setup.seed,
                title: format!("quiz {}", setup.choice.id()),
            },
            hidden: None,
            attempt: None,
            scripted: false,
            scenario: String::new(),
        };
        let recorder = Recorder::start(header, setup.logs_folder.clone(), false, now);
        Ok(QuizSession {
            setup,
            rng,
            pool,
            history,
            history_problem,
            history_error: None,
            history_folder,
            recorder,
            item,
            answered: false,
            prompt_since: now,
            score: Score::default(),
            answers: Vec::new(),
        })
    }

    /// The item on show (already answered when [`Self::is_answered`]).
    pub fn item(&self) -> &Item {
        &self.item
    }

    pub fn is_answered(&self) -> bool {
        self.answered
    }

    /// All the answers of the quiz are in.
    pub fn is_over(&self) -> bool {
        self.score.answered >= self.setup.length
    }

    pub fn score(&self) -> Score {
        self.score
    }

    pub fn setup(&self) -> &QuizSetup {
        &self.setup
    }

    pub fn history(&self) -> &History {
        &self.history
    }

    /// The history file could not be read at the start (and was set aside, or kept as it was).
    pub fn history_problem(&self) -> Option<&HistoryProblem> {
        self.history_problem.as_ref()
    }

    /// The last history write failed.
    pub fn history_error(&self) -> Option<&HistoryError> {
        self.history_error.as_ref()
    }

    pub fn log(&self) -> &SessionLog {
        self.recorder.log()
    }

    pub fn log_path(&self) -> Option<PathBuf> {
        self.recorder.path()
    }

    pub fn logs_folder(&self) -> Option<&Path> {
        self.recorder.folder()
    }

    /// The last log write failed: the log is kept in memory and written again at the next answer.
    pub fn write_error(&self) -> Option<&LogError> {
        self.recorder.write_error()
    }

    /// When the item on show appeared.
    pub fn prompt_since(&self) -> Stamp {
        self.prompt_since
    }

    pub fn answers(&self) -> &[Answered] {
        &self.answers
    }

    /// Judges `given` (made at `now`) against the item on show: scores it, moves the item in the
    /// history, logs it. `None` when the item was already answered, the quiz is over, or `given`
    /// does not answer this kind of question.
    pub fn answer(&mut self, given: Answer, now: Stamp) -> Option<Marking> {
        if self.answered || self.is_over() {
            return None;
        }
        let verdict = self.item.judge(&given)?;
        let response_ms = now.millis_since(self.prompt_since);
        schedule::record(
            &mut self.history,
            &self.item.key,
            (verdict.correct, response_ms, self.item.drill.slow_ms()),
            Some(now.time().date_naive()),
        );
        // Chips handed over are logged as the trainer logs a payout cut from chips.
        let chips = match &given {
            Answer::Chips(chips) => {
                let set = profile_for(self.item.drill, &self.setup.profile).chip_values();
                let fewest = crate::core::chips::fewest(crate::core::chips::total(chips), &set);
                Some((
                    crate::core::chips::to_text(&crate::core::chips::merged(chips)),
                    fewest.map(|fewest| crate::core::chips::count(&fewest)),
                ))
            }
            _ => None,
        };
        let score = &mut self.score;
        score.answered += 1;
        if verdict.correct {
            score.correct += 1;
            score.streak += 1;
            score.best_streak = score.best_streak.max(score.streak);
        } else {
            score.streak = 0;
        }
        let steps = verdict
            .steps
            .iter()
            .enumerate()
            .map(|(index, step)| StepRecord {
                index: 0,
                time: now,
                round: score.answered,
                step: u32::try_from(index + 1).unwrap_or(u32::MAX),
                attempt: 1,
                acceptable: ActionList(step.acceptable.clone()),
                canonical: step.canonical,
                choice: step.choice,
                verdict: if step.wrong.is_some() {
                    log::Outcome::Wrong
                } else {
                    log::Outcome::Correct
                },
                rule: step.wrong.map(|(rule, _)| rule),
                category: step.wrong.map(|(_, category)| category),
                applied: None,
                hinted: false,
                response_ms: if index == 0 { response_ms } else { 0 },
                monotonic_ms: None,
                chips: chips.as_ref().map(|(text, _)| text.clone()),
                fewest_chips: chips.as_ref().and_then(|(_, fewest)| *fewest),
                hash: String::new(),
            });
        let over = score.answered >= self.setup.length;
        self.recorder.record(steps, over, now);
        self.save_history();
        self.answered = true;
        self.answers.push(Answered {
            item: self.item.clone(),
            verdict: verdict.clone(),
            response_ms,
        });
        Some(verdict)
    }

    /// Shows the next item from `now` (after an answer; nothing once the quiz is over).
    pub fn next(&mut self, now: Stamp) {
        if !self.answered || self.is_over() {
            return;
        }
        // The pool is the one the first item came from: it always has a next one.
        if let Some(item) = next_item(
            &self.history,
            &self.pool,
            (Some(&self.item.key), Some(now.time().date_naive())),
            &self.setup.profile,
            &mut self.rng,
        ) {
            self.item = item;
        }
        self.answered = false;
        self.prompt_since = now;
    }

    /// Ends the quiz at `now` (all answers in or not) and writes the log a last time.
    pub fn close(&mut self, now: Stamp) {
        self.recorder.close(self.is_over(), now, None);
        self.save_history();
    }

    /// Tries both writes again.
    pub fn retry_write(&mut self) {
        self.recorder.retry();
        self.save_history();
    }

    fn save_history(&mut self) {
        if let Some(folder) = &self.history_folder {
            self.history_error = history_file::save(folder, &self.history).err();
        }
    }
}

/// The item the scheduler calls for, dealt for the drill's table; `None` when the pool has no
/// items or the key names none.
fn next_item(
    history: &History,
    pool: &[(Drill, Vec<String>)],
    last_and_today: (Option<&str>, Option<chrono::NaiveDate>),
    profile: &Profile,
    rng: &mut ShoeRng,
) -> Option<Item> {
    let (drill, key) = schedule::pick(history, pool, last_and_today, rng)?;
    items::generate(&key, &profile_for(drill, profile), rng)
}

/// Why a quiz cannot start.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum QuizError {
    #[error("the drill `{choice}` has no items at the table `{profile}`")]
    NoItems { choice: String, profile: String },
}

impl crate::text::explain::AsProblem for QuizError {
    fn said(&self) -> crate::text::explain::Said<'_> {
        crate::text::explain::Said::Problem(match self {
            QuizError::NoItems { choice, profile } => {
                crate::core::diagnostic::Problem::new("quiz_no_items")
                    .with("choice", choice)
                    .with("profile", profile)
            }
        })
    }
}
