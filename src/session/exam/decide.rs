//! The one function that decides an exam result ([`decide`]), used by `seal`, `grade`,
//! `register`, `certificate`, `verify`, `export xapi` and the window's Collect and seal alike.
//!
//! The threat model (docs/instructor.md, "Exams and certification"): the trainee controls the exam
//! computer's files before, during and after the exam, so a log's hash chain (which anyone can
//! recompute), its summary and the folder's index cache prove nothing by themselves; the
//! instructor's secret key never lives on the exam computer; what counts is decided on the
//! instructor's machine, from the logs and seals alone, with the school's keys folder. So:
//! - a log counts only for the paper its header names, and only against that paper's
//!   situations, **replayed step by step** under the table rules the paper's seal pins: every
//!   acceptable set, verdict, rule, category and applied action is the engine's, not the log's;
//! - the summary is a cache of the steps: a log whose summary disagrees with its steps is
//!   altered, whatever its chain says;
//! - the result is graded from the steps, and sealed by the instructor's key; afterwards a
//!   sealed result counts only while the log still hashes to what was sealed, its seal is by a
//!   trusted key and names the paper the log names;
//! - a pace no person deals at is flagged, and a flagged pass is not certified unless the
//!   instructor says why it stands.

use std::fmt;

use super::grade::{Grade, grade};
use super::seal::{Seal, SealStatus, SealedResult, SignedPaper, TrustedKeys};
use super::take;
use crate::core::game::Game;
use crate::core::{Action, Profiles};
use crate::session::facts::LogFacts;
use crate::session::log::{Integrity, SessionLog, Stamp, StepRecord};
use crate::session::{Mode, Session, SessionSetup};

/// The most decisions a minute a person deals at, sustained over an exam. Faster is flagged (a
/// slowed clock shows a normal exam as a very fast one).
pub const MAX_HUMAN_PACE: f64 = 60.0;

/// The lowest pass mark of a paper that certifies, in percent: below it, a practice paper.
pub const MIN_PASS_MARK: u8 = 50;

/// What a result is decided from.
#[derive(Clone, Copy, Debug)]
pub enum Basis<'a> {
    /// Graded here, by replaying the log against this signed paper under these profiles
    /// (`seal`, `grade`, Collect and seal).
    Paper {
        paper: &'a SignedPaper,
        profiles: &'a Profiles,
    },
    /// The result an instructor sealed, checked again (`register`, `certificate`, `verify`,
    /// `export xapi`).
    Sealed {
        seal: Option<&'a Seal>,
        trusted: &'a TrustedKeys,
    },
}

/// Why a log is not a result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotCounted {
    /// Not an exam session (practice, a quiz).
    NotExam,
    /// The hash chain is broken.
    Altered(Integrity),
    /// The summary does not say what the steps say (the summary is only their cache).
    SummaryDisagrees,
    /// The log was not taken on an exam paper.
    NoPaper,
    /// The log was taken on another paper than this one.
    OtherPaper,
    /// Step `step` (1-based; 0: the situations as a whole) is not what the paper's situations
    /// give under the pinned rules.
    Replay { step: u32, why: String },
    /// The paper's situations cannot be built here.
    Situations(String),
    /// The seal does not hold (unsealed, edited, unknown key, changed after sealing).
    Seal(SealStatus),
    /// Sealed without a result (a log sealed with no paper).
    NotGraded,
    /// Another log of the same attempt (paper, trainee, attempt id) was sealed first: the first
    /// seal stands, this one is a conflict whatever it holds.
    Conflict,
    /// The log is dated after its seal (its clock was set forward before it was sealed).
    AfterSeal,
    /// The log is dated in the future of the sealing machine's clock.
    Future,
    /// The choices were made by a script (the hidden `--actions` flag), not by a person.
    Scripted,
    /// The trainee's name is not one the window accepts (a newline, an invisible character,
    /// too long).
    Name(String),
    /// The paper's pass mark is below 50 %: a practice paper, which certifies nothing.
    PracticePaper,
}

impl NotCounted {
    /// A stable word for tables, CSV and translations.
    pub fn id(&self) -> &'static str {
        match self {
            NotCounted::NotExam => "not-an-exam",
            NotCounted::Altered(_) => "altered",
            NotCounted::SummaryDisagrees => "summary-disagrees",
            NotCounted::NoPaper => "no-paper",
            NotCounted::OtherPaper => "other-paper",
            NotCounted::Replay { .. } => "does-not-replay",
            NotCounted::Situations(_) => "situations-unreadable",
            NotCounted::Seal(status) => status.id(),
            NotCounted::NotGraded => "not-graded",
            NotCounted::Conflict => "conflict",
            NotCounted::AfterSeal => "dated-after-seal",
            NotCounted::Future => "dated-in-the-future",
            NotCounted::Scripted => "scripted",
            NotCounted::Name(_) => "name-refused",
            NotCounted::PracticePaper => "practice-paper",
        }
    }
}

impl fmt::Display for NotCounted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotCounted::NotExam => f.write_str("not an exam session"),
            NotCounted::Altered(integrity) => write!(f, "the log is {integrity}"),
            NotCounted::SummaryDisagrees => {
                f.write_str("the log's summary does not match its steps (altered)")
            }
            NotCounted::NoPaper => f.write_str("the exam was not taken on an exam paper"),
            NotCounted::OtherPaper => f.write_str("the exam was taken on another paper"),
            NotCounted::Replay { step: 0, why } => {
                write!(f, "the log's situations are not the paper's: {why}")
            }
            NotCounted::Replay { step, why } => write!(
                f,
                "step {step} is not what the paper's situations give: {why}"
            ),
            NotCounted::Situations(why) => {
                write!(f, "the paper's situations cannot be built: {why}")
            }
            NotCounted::Seal(status) => write!(f, "{status}"),
            NotCounted::NotGraded => f.write_str("sealed without an exam result"),
            NotCounted::Conflict => f.write_str(
                "conflict: another log of the same attempt (paper, trainee, attempt id) was sealed first; the first seal stands",
            ),
            NotCounted::AfterSeal => f.write_str("the log is dated after its seal"),
            NotCounted::Future => {
                f.write_str("the log is dated in the future of this machine's clock")
            }
            NotCounted::Scripted => f.write_str(
                "the choices were made by a script (--actions), not by a person: never an exam result",
            ),
            NotCounted::Name(why) => write!(f, "the trainee's name: {why}"),
            NotCounted::PracticePaper => f.write_str(
                "a practice paper (pass mark below 50%): it certifies nothing",
            ),
        }
    }
}

/// A decided result.
#[derive(Clone, Debug, PartialEq)]
pub struct Decided {
    /// What is (or was) sealed.
    pub result: SealedResult,
    /// Each criterion, when graded here from a paper.
    pub grade: Option<Grade>,
    /// The sealing instructor and the seal's code, when decided from a seal.
    pub instructor: Option<String>,
    pub code: Option<String>,
}

/// Decides the result of `log` on `basis` (see the module's threat model).
pub fn decide(log: &SessionLog, basis: Basis<'_>) -> Result<Decided, NotCounted> {
    decide_facts(&LogFacts::of(log), Some(log), basis)
}

/// [`decide`] from a log's facts; the steps (`log`) are needed to grade from a paper, not to
/// check a sealed result (the register's cached path).
pub fn decide_facts(
    facts: &LogFacts,
    log: Option<&SessionLog>,
    basis: Basis<'_>,
) -> Result<Decided, NotCounted> {
    if facts.mode != Mode::Exam {
        return Err(NotCounted::NotExam);
    }
    if let altered @ Integrity::Altered(_) = facts.integrity {
        return Err(NotCounted::Altered(altered));
    }
    if !facts.summary_agrees {
        return Err(NotCounted::SummaryDisagrees);
    }
    let Some(named) = &facts.paper else {
        return Err(NotCounted::NoPaper);
    };
    if facts.scripted {
        return Err(NotCounted::Scripted);
    }
    match basis {
        Basis::Paper { paper, profiles } => {
            if named.hash != paper.hash() {
                return Err(NotCounted::OtherPaper);
            }
            if paper.paper().pass_mark.get() < MIN_PASS_MARK {
                return Err(NotCounted::PracticePaper);
            }
            let Some(log) = log else {
                return Err(NotCounted::Replay {
                    step: 0,
                    why: "the steps were not read".into(),
                });
            };
            replay(log, paper, profiles)?;
            let graded = grade(paper.paper(), log);
            let mut flags = flags(&graded);
            flags.extend(clock_flags(log));
            let result = SealedResult {
                paper: paper.paper().title.clone(),
                paper_hash: paper.hash(),
                passed: graded.passed(),
                correct: log.summary.correct,
                decisions: log.summary.decisions,
                valid_months: paper.paper().valid_months.get(),
                attempts_allowed: paper.paper().attempts.get(),
                flags,
                accepted: None,
                attempt: None,
            };
            Ok(Decided {
                result,
                grade: Some(graded),
                instructor: None,
                code: None,
            })
        }
        Basis::Sealed { seal, trusted } => {
            let status =
                super::seal::check_chain(Integrity::Intact, &facts.summary_hash, seal, trusted);
            let (SealStatus::Sealed { instructor }, Some(seal)) = (status.clone(), seal) else {
                return Err(NotCounted::Seal(status));
            };
            let result = seal.result.clone().ok_or(NotCounted::NotGraded)?;
            if result.paper_hash != named.hash {
                return Err(NotCounted::OtherPaper);
            }
            if dated_after(facts.started, facts.ended, seal.time) {
                return Err(NotCounted::AfterSeal);
            }
            Ok(Decided {
                result,
                grade: None,
                instructor: Some(instructor),
                code: Some(seal.code()),
            })
        }
    }
}

/// How far two machines' clocks may disagree: a log dated up to this after its seal, or after
/// the sealing machine's clock, is still taken as dated before it.
pub const CLOCK_SLACK_MS: i64 = 5 * 60 * 1000;

/// A log that started or ended at these times is dated after `moment` (beyond
/// [`CLOCK_SLACK_MS`]).
pub fn dated_after(started: Stamp, ended: Option<Stamp>, moment: Stamp) -> bool {
    let latest = ended.map_or(started, |ended| ended.max(started));
    (latest.time() - moment.time()).num_milliseconds() > CLOCK_SLACK_MS
}

/// What a pace says that a person cannot have done.
fn flags(graded: &Grade) -> Vec<String> {
    let mut flags = Vec::new();
    if let Some(per_minute) = graded.pace.decisions_per_minute()
        && per_minute > MAX_HUMAN_PACE
        && graded.pace.decisions > 1
    {
        flags.push(format!(
            "pace {per_minute:.1} decisions a minute: more than a person deals ({MAX_HUMAN_PACE:.0}); is the clock right?"
        ));
    }
    flags
}

/// The most the wall clock and the monotonic clock may disagree over an exam, in parts of the
/// exam's length.
pub const MAX_CLOCK_DRIFT: f64 = 0.02;

/// Where the log's two clocks disagree by more than [`MAX_CLOCK_DRIFT`] (a wall clock changed
/// during the exam), over the exam's last step. Nothing when a step has no monotonic time (the
/// caller had none for it: a scripted or older log).
fn clock_flags(log: &SessionLog) -> Vec<String> {
    let Some(last) = log.steps.last() else {
        return Vec::new();
    };
    let (true, Some(monotonic)) = (
        log.steps.iter().all(|step| step.monotonic_ms.is_some()),
        last.monotonic_ms,
    ) else {
        return Vec::new();
    };
    let wall = last.time.millis_since(log.started);
    let longer = wall.max(monotonic).max(1) as f64;
    let apart = wall.abs_diff(monotonic) as f64;
    // Half a second of slack for exams of a few seconds.
    if apart > 500.0 && apart / longer > MAX_CLOCK_DRIFT {
        vec![format!(
            "clocks disagree: {:.1} s by the wall clock, {:.1} s by the monotonic clock",
            wall as f64 / 1000.0,
            monotonic as f64 / 1000.0
        )]
    } else {
        Vec::new()
    }
}

/// Replays `log`'s choices, at their times, on the paper's situations under the rules here
/// (which [`super::seal::load_paper_for_exam`] checked against the paper's pins): every step
/// the engine records must be the step the log holds, and nothing more or less.
fn replay(log: &SessionLog, paper: &SignedPaper, profiles: &Profiles) -> Result<(), NotCounted> {
    let mut session = replay_session(log, paper, profiles)?;
    let table_chips = session.game().scenario.profile.chip_values();
    for (position, logged) in log.steps.iter().enumerate() {
        let number = u32::try_from(position + 1).unwrap_or(u32::MAX);
        if session.is_finished() {
            return Err(NotCounted::Replay {
                step: number,
                why: "the situations were over before it".into(),
            });
        }
        if let Some(chips) = &logged.chips
            && crate::core::chips::from_text(chips).map(|stacks| crate::core::chips::total(&stacks))
                != match logged.choice {
                    Action::Pay(_, amount) => amount,
                    _ => None,
                }
        {
            return Err(NotCounted::Replay {
                step: number,
                why: "its chips do not add up to the amount paid".into(),
            });
        }
        if let Some(chips) = &logged.chips
            && let Some(stacks) = crate::core::chips::from_text(chips)
            && let Some(odd) = stacks
                .iter()
                .find(|stack| !table_chips.contains(&stack.value))
        {
            return Err(NotCounted::Replay {
                step: number,
                why: format!(
                    "it pays with a chip of {} the table does not have",
                    odd.value
                ),
            });
        }
        session.choose_paid(
            logged.choice,
            logged.chips.clone(),
            logged.time,
            logged.monotonic_ms,
        );
        let Some(replayed) = session.log().steps.get(position) else {
            return Err(NotCounted::Replay {
                step: number,
                why: "the engine recorded nothing".into(),
            });
        };
        if let Some(field) = differing_field(replayed, logged) {
            return Err(NotCounted::Replay {
                step: number,
                why: format!("its {field} is not the engine's"),
            });
        }
    }
    if session.is_finished() != log.summary.finished {
        return Err(NotCounted::Replay {
            step: 0,
            why: "the log says the exam ended where the situations do not".into(),
        });
    }
    if let (Some(ended), Some(last)) = (log.ended, log.steps.last())
        && ended < last.time
    {
        return Err(NotCounted::Replay {
            step: 0,
            why: "it ends before its last step".into(),
        });
    }
    Ok(())
}

/// The session the log's steps are replayed on: the paper's situations (fresh ones drawn again
/// from the seed the log revealed), checked to be the log's, under the paper's conditions.
fn replay_session(
    log: &SessionLog,
    paper: &SignedPaper,
    profiles: &Profiles,
) -> Result<Session, NotCounted> {
    let files = paper.files();
    // Fresh situations are drawn again from the seed the log revealed at its end; an attempt
    // that never ended revealed nothing and is void (it still counts as an attempt).
    let seed = match (&log.commitment, &log.revealed) {
        (None, None) => 0,
        (Some(_), Some(revealed)) => revealed.seed,
        (Some(_), None) => {
            return Err(NotCounted::Replay {
                step: 0,
                why: "the attempt did not end, so its situations were never revealed (void)".into(),
            });
        }
        (None, Some(_)) => {
            return Err(NotCounted::Altered(Integrity::Altered(
                crate::session::log::Altered::Summary,
            )));
        }
    };
    if files.paper.has_fresh() != log.commitment.is_some() {
        return Err(NotCounted::Replay {
            step: 0,
            why: "the paper's fresh situations and the log's do not match".into(),
        });
    }
    let situations = files
        .scenarios_drawn(profiles, seed)
        .map_err(|problem| NotCounted::Situations(problem.to_string()))?;
    let scenario = take::exam_scenario(&files.paper, &situations, profiles)
        .map_err(|error| NotCounted::Situations(error.to_string()))?;
    if log.scenario_text() != scenario.to_ron() {
        return Err(NotCounted::Replay {
            step: 0,
            why: "the cards or the bets differ".into(),
        });
    }
    if log.practise_amounts != files.paper.typed_amounts
        || log.with_deal != files.paper.trainee_deals
        || log.paid_in_chips != files.paper.fewest_chips
    {
        return Err(NotCounted::Replay {
            step: 0,
            why: "the exam's conditions (typed amounts, chips, dealing) are not the paper's".into(),
        });
    }
    let game = Game::new(scenario, files.paper.trainee_deals)
        .map_err(|error| NotCounted::Situations(error.to_string()))?;
    let setup = SessionSetup {
        trainee: log.trainee.clone(),
        mode: Mode::Exam,
        practise_amounts: files.paper.typed_amounts,
        paid_in_chips: files.paper.fewest_chips,
        source: log.source.clone(),
        logs_folder: None,
    };
    Ok(match (&log.revealed, &log.paper) {
        (Some(revealed), Some(paper)) => Session::start_committed(
            game,
            setup,
            paper.clone(),
            revealed.seed,
            revealed.nonce.clone(),
            log.started,
        ),
        _ => Session::start_on_paper(game, setup, log.paper.clone(), log.started),
    })
}

/// The first field of a step (its hash and index aside) where the engine and the log differ.
fn differing_field(engine: &StepRecord, logged: &StepRecord) -> Option<&'static str> {
    let checks: [(&'static str, bool); 14] = [
        ("time", engine.time == logged.time),
        (
            "round and step",
            (engine.round, engine.step) == (logged.round, logged.step),
        ),
        ("attempt", engine.attempt == logged.attempt),
        ("acceptable set", engine.acceptable == logged.acceptable),
        ("canonical action", engine.canonical == logged.canonical),
        ("choice", engine.choice == logged.choice),
        ("verdict", engine.verdict == logged.verdict),
        ("rule", engine.rule == logged.rule),
        ("category", engine.category == logged.category),
        ("applied action", engine.applied == logged.applied),
        ("hint", engine.hinted == logged.hinted),
        ("decision time", engine.response_ms == logged.response_ms),
        ("chips", engine.chips == logged.chips),
        ("fewest chips", engine.fewest_chips == logged.fewest_chips),
    ];
    checks
        .into_iter()
        .find(|(_, same)| !same)
        .map(|(field, _)| field)
}
