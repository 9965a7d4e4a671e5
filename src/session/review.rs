//! Reviewing one session log after the fact (the trainee, or the instructor): the steps with
//! their verdicts, filters over them, the table as it was before each step (rebuilt by replaying
//! the log's own scenario through the core), the integrity of the hash chain, and the summary
//! that `tallador review` prints. No UI here: the review screen and the command line both read
//! this.

use std::fmt::Write as _;

use super::log::{Altered, Integrity, Outcome, SessionLog, StepRecord};
use super::{Mode, ScenarioSource, score};
use crate::core::diagnosis::Diagnosis;
use crate::core::diagnostic::Diagnostic;
use crate::core::game::{Game, GameError};
use crate::core::judge;
use crate::core::procedure::RoundPlan;
use crate::core::round::RoundState;
use crate::core::scenario::Scenario;
use crate::core::view::TableView;
use crate::core::{Action, Category, Profiles, RuleId};

/// Who moved the table forward in the log: the trainee's right choices (practice, exam, quiz),
/// or the dealer's actions being played back (audit drill).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Driver {
    Trainee { practise_amounts: bool },
    Dealer,
}

impl Driver {
    pub fn of(log: &SessionLog) -> Driver {
        match log.mode {
            Mode::AuditDrill => Driver::Dealer,
            _ => Driver::Trainee {
                practise_amounts: log.practise_amounts,
            },
        }
    }
}

/// Why the table cannot be drawn (at some step, or at all).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableProblem {
    #[error("the log's table profile `{profile}` is not installed on this computer ({detail})")]
    ProfileMissing { profile: String, detail: String },
    #[error("the log's scenario cannot be read: {0}")]
    ScenarioUnreadable(Diagnostic),
    #[error("the log's scenario cannot be dealt: {0}")]
    ScenarioUnplayable(GameError),
    #[error("step {step}: the verdict on `{choice}` does not follow from the log's scenario")]
    VerdictMismatch { step: usize, choice: Action },
    #[error("the replay did not reach this step")]
    NotReached,
    #[error("a quiz log holds separate drill items, not one table")]
    QuizItems,
}

/// The tables of a replayed log, kept small: the plan of every round, and for every log step
/// which round it was in and how many of that round's plan steps were done before it. A table
/// is rebuilt on demand from those, so a 10,000-step log costs a few integers per step.
#[derive(Clone, Debug)]
pub struct Replay {
    pub scenario: Scenario,
    plans: Vec<RoundPlan>,
    /// Per log step: (0-based round, plan steps of that round done before the step).
    positions: Vec<(usize, usize)>,
    /// Per round: the plan steps done, in the order they were done.
    done: Vec<Vec<usize>>,
    /// Per log step: the rule of the plan step it was about (the canonical step's rule).
    rules: Vec<Option<RuleId>>,
    /// Per log step: why the choice was wrong, as the core diagnoses it then.
    diagnoses: Vec<Option<Diagnosis>>,
    /// Where the replay stopped following the log (the table is known up to there).
    pub problem: Option<TableProblem>,
}

impl Replay {
    /// Replays `actions` (the choices of a log, or the dealer's actions of a drill) through
    /// the core. `verdicts`, when given, must agree with the core's judgement of each choice.
    pub fn run(
        scenario: Scenario,
        driver: Driver,
        with_deal: bool,
        steps: &[(Action, Option<Outcome>, bool)],
    ) -> Result<Replay, TableProblem> {
        let mut game =
            Game::new(scenario.clone(), with_deal).map_err(TableProblem::ScenarioUnplayable)?;
        let plans: Vec<RoundPlan> = game.plans().cloned().collect();
        let mut replay = Replay {
            scenario,
            done: vec![Vec::new(); plans.len()],
            plans,
            positions: Vec::with_capacity(steps.len()),
            rules: Vec::with_capacity(steps.len()),
            diagnoses: Vec::with_capacity(steps.len()),
            problem: None,
        };
        for (index, &(choice, verdict, applied)) in steps.iter().enumerate() {
            let round = game.round_index();
            let canonical = game.round().canonical();
            replay
                .positions
                .push((round, replay.done.get(round).map_or(0, Vec::len)));
            replay.rules.push(
                canonical
                    .and_then(|step| game.round().step(step))
                    .map(|step| step.rule),
            );
            let require_amounts = match driver {
                Driver::Trainee { practise_amounts } => practise_amounts,
                Driver::Dealer => false,
            };
            let judgement = game.judge(choice, require_amounts);
            replay.diagnoses.push(match &judgement {
                judge::Verdict::Wrong(mistake) => Some(mistake.diagnosis.clone()),
                judge::Verdict::Correct { .. } => None,
            });
            let completed = match (driver, judgement, verdict) {
                (_, judge::Verdict::Correct { step }, None | Some(Outcome::Correct)) => Some(step),
                (Driver::Dealer, judge::Verdict::Correct { step }, _) => Some(step),
                (Driver::Dealer, judge::Verdict::Wrong(mistake), _) => mistake.stands_for,
                (Driver::Trainee { .. }, judge::Verdict::Wrong(_), None | Some(Outcome::Wrong)) => {
                    if applied {
                        canonical
                    } else {
                        None
                    }
                }
                (Driver::Trainee { .. }, _, _) => {
                    replay.problem = Some(TableProblem::VerdictMismatch {
                        step: index + 1,
                        choice,
                    });
                    // The positions pushed so far stay valid; later steps have no table.
                    replay.positions.pop();
                    replay.rules.pop();
                    replay.diagnoses.pop();
                    return Ok(replay);
                }
            };
            // `Game::is_finished` walks every round; the round in hand is enough (the last
            // round stays in hand once the scenario is over).
            if let Some(step) = completed
                && !game.round().is_finished()
            {
                if let Some(done) = replay.done.get_mut(round) {
                    done.push(step);
                }
                game.complete(step);
            }
        }
        Ok(replay)
    }

    /// The table as it was before log step `index` (0-based), when the replay got that far.
    pub fn table_before(&self, index: usize) -> Option<TableView> {
        let &(round, done_before) = self.positions.get(index)?;
        let plan = self.plans.get(round)?;
        let spec = self.scenario.rounds.get(round)?;
        let mut state = RoundState::new(plan.clone());
        for &step in self.done.get(round)?.iter().take(done_before) {
            state.complete(step);
        }
        Some(TableView::of(spec, &state, self.scenario.profile.places))
    }

    /// Log steps the replay followed.
    pub fn len(&self) -> usize {
        self.positions.len()
    }

    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }

    /// The rule the step at `index` exercised (that of the canonical step then).
    pub fn rule_of(&self, index: usize) -> Option<RuleId> {
        self.rules.get(index).copied().flatten()
    }

    /// Why the choice at `index` was wrong, when it was.
    pub fn diagnosis(&self, index: usize) -> Option<&Diagnosis> {
        self.diagnoses.get(index)?.as_ref()
    }

    pub fn plans(&self) -> &[RoundPlan] {
        &self.plans
    }
}

/// Which steps the review shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    pub mistakes_only: bool,
    /// A mistake of this category, or a right step exercising it.
    pub category: Option<Category>,
    /// A mistake against this rule, or a right step the rule asked for.
    pub rule: Option<RuleId>,
}

/// A log opened for review.
#[derive(Clone, Debug)]
pub struct Review {
    pub log: SessionLog,
    pub integrity: Integrity,
    /// The replay, or why the table cannot be drawn.
    pub replay: Result<Replay, TableProblem>,
}

impl Review {
    /// Opens a parsed log: checks its chain and replays its scenario (side by side: on a long
    /// log both take a while).
    pub fn new(log: SessionLog, profiles: &Profiles) -> Review {
        let (integrity, replay) = std::thread::scope(|scope| {
            let checking = scope.spawn(|| log.verify());
            let replay = replay_log(&log, profiles);
            let integrity = checking.join().unwrap_or_else(|_| log.verify());
            (integrity, replay)
        });
        Review {
            log,
            integrity,
            replay,
        }
    }

    /// Why the table cannot be drawn at step `index`, if it cannot.
    pub fn table_problem(&self, index: usize) -> Option<TableProblem> {
        match &self.replay {
            Err(reason) => Some(reason.clone()),
            Ok(replay) if index >= replay.len() => {
                Some(replay.problem.clone().unwrap_or(TableProblem::NotReached))
            }
            Ok(_) => None,
        }
    }

    /// The table as it was before step `index` (0-based).
    pub fn table_before(&self, index: usize) -> Option<TableView> {
        self.replay.as_ref().ok()?.table_before(index)
    }

    /// Why the choice at step `index` (0-based) was wrong, from the replay.
    pub fn diagnosis(&self, index: usize) -> Option<&Diagnosis> {
        self.replay.as_ref().ok()?.diagnosis(index)
    }

    /// The log's table kind, when its scenario could be read.
    pub fn kind(&self) -> Option<crate::core::TableKind> {
        Some(self.replay.as_ref().ok()?.scenario.profile.kind)
    }

    /// The step's category: its mistake's, or the one a right step exercised.
    pub fn category_of(&self, step: &StepRecord) -> Category {
        step.category.unwrap_or_else(|| score::exercised(step))
    }

    /// The step's rule: its mistake's, or the rule a right step followed (from the replay).
    pub fn rule_of(&self, index: usize) -> Option<RuleId> {
        let step = self.log.steps.get(index)?;
        step.rule
            .or_else(|| self.replay.as_ref().ok()?.rule_of(index))
    }

    /// Does the filter show step `index`?
    pub fn shows(&self, filter: &Filter, index: usize) -> bool {
        let Some(step) = self.log.steps.get(index) else {
            return false;
        };
        (!filter.mistakes_only || step.verdict == Outcome::Wrong)
            && filter
                .category
                .is_none_or(|category| self.category_of(step) == category)
            && filter
                .rule
                .is_none_or(|rule| self.rule_of(index) == Some(rule))
    }

    /// The steps the filter shows, in log order (0-based indices).
    pub fn visible(&self, filter: &Filter) -> Vec<usize> {
        (0..self.log.steps.len())
            .filter(|&index| self.shows(filter, index))
            .collect()
    }

    /// The rules the log's steps mention, in the order of procedures.md (for the rule filter).
    pub fn rules(&self) -> Vec<RuleId> {
        let mentioned: Vec<RuleId> = (0..self.log.steps.len())
            .filter_map(|index| self.rule_of(index))
            .collect();
        RuleId::ALL
            .iter()
            .copied()
            .filter(|rule| mentioned.contains(rule))
            .collect()
    }

    /// The summary recomputed from the steps (a log re-scores itself).
    pub fn summary(&self) -> super::Summary {
        score::summarize(&self.log.steps, self.log.summary.finished)
    }

    /// The 1-based index of the first altered step, when a step was altered.
    pub fn altered_step(&self) -> Option<u32> {
        match self.integrity {
            Integrity::Altered(Altered::Step(index)) => Some(index),
            _ => None,
        }
    }

    /// What `tallador review` prints: one `key: value` line each, then one line per mistake,
    /// then the integrity.
    pub fn text(&self) -> String {
        self.text_with(|_| None)
    }

    /// The summary printed by `tallador review`: after each mistake, the line `  why: …` that
    /// `why` gives for its diagnosis.
    pub fn text_with(&self, why: impl Fn(&Diagnosis) -> Option<String>) -> String {
        let log = &self.log;
        let mut out = String::new();
        self.header_text(&mut out);
        summary_text(&self.summary(), log.steps.len(), &mut out);
        for (index, step) in log
            .steps
            .iter()
            .enumerate()
            .filter(|(_, step)| step.verdict == Outcome::Wrong)
        {
            let _ = writeln!(
                out,
                "mistake step {} (round {}, step {}, try {}): did {}, expected {}  # {} {}",
                step.index,
                step.round,
                step.step,
                step.attempt,
                step.choice,
                step.acceptable,
                step.rule.map_or("-", RuleId::id),
                step.category.map_or("-", Category::id),
            );
            // The irregularity on the table when the choice was made (section 8).
            if let Some(event) = self.table_before(index).and_then(|view| view.event) {
                let _ = writeln!(out, "  event: {}", event.shown.line());
            }
            if let Some(text) = self.diagnosis(index).and_then(&why) {
                let _ = writeln!(out, "  why: {text}");
            }
        }
        if let Err(reason) = &self.replay {
            let _ = writeln!(out, "table: not replayable ({reason})");
        } else if let Ok(Replay {
            problem: Some(problem),
            ..
        }) = &self.replay
        {
            let _ = writeln!(out, "table: replay stopped ({problem})");
        }
        let _ = writeln!(out, "integrity: {}", self.integrity);
        out
    }

    /// Who, what and when: the log's header lines.
    fn header_text(&self, out: &mut String) {
        let log = &self.log;
        line(out, "trainee", log.trainee.clone());
        line(out, "mode", log.mode.id().to_string());
        line(out, "profile", log.profile.clone());
        line(
            out,
            "scenario",
            match &log.source {
                ScenarioSource::File { path, title } => format!("{title} (file {path})"),
                ScenarioSource::Random { seed, title } => format!("{title} (random, seed {seed})"),
            },
        );
        if let Some(paper) = &log.paper {
            line(
                out,
                "paper",
                format!("{} (hash {})", paper.title, paper.hash),
            );
        }
        line(out, "started", log.started.to_string());
        line(
            out,
            "ended",
            log.ended.map_or("-".to_string(), |stamp| stamp.to_string()),
        );
    }
}

/// One `key: value` line of the review's text.
fn line(out: &mut String, key: &str, value: String) {
    let _ = writeln!(out, "{key}: {value}");
}

/// The score lines: finished, steps, first tries, mistakes, decision time, each category.
fn summary_text(summary: &super::Summary, steps: usize, out: &mut String) {
    line(
        out,
        "finished",
        if summary.finished { "yes" } else { "no" }.to_string(),
    );
    line(
        out,
        "steps",
        format!(
            "{} ({} decisions, {} retries)",
            steps, summary.decisions, summary.retries
        ),
    );
    line(
        out,
        "first-try",
        format!(
            "{} of {} right ({})",
            summary.correct,
            summary.decisions,
            summary
                .accuracy_percent()
                .map_or("-".to_string(), |percent| format!("{percent:.1} %"))
        ),
    );
    line(
        out,
        "mistakes",
        format!("{} (hints {})", summary.mistakes, summary.hints),
    );
    line(
        out,
        "decision-time",
        format!(
            "median {} ms, mean {} ms, total {} ms",
            summary.median_ms, summary.mean_ms, summary.total_ms
        ),
    );
    for score in &summary.categories {
        line(
            out,
            &format!("category {}", score.category.id()),
            format!(
                "{} of {} right, {} mistakes",
                score.correct, score.decisions, score.mistakes
            ),
        );
    }
}

/// Replays a log's own scenario (the text it carries) through the core.
fn replay_log(log: &SessionLog, profiles: &Profiles) -> Result<Replay, TableProblem> {
    if log.mode == Mode::Quiz {
        return Err(TableProblem::QuizItems);
    }
    let scenario = Scenario::parse("(the log's scenario)", log.scenario_text(), profiles).map_err(
        |error| match profiles.get(&log.profile) {
            None => TableProblem::ProfileMissing {
                profile: log.profile.clone(),
                detail: error.message,
            },
            Some(_) => TableProblem::ScenarioUnreadable(error),
        },
    )?;
    let driver = Driver::of(log);
    let steps: Vec<(Action, Option<Outcome>, bool)> = log
        .steps
        .iter()
        .map(|step| {
            (
                step.choice,
                (driver != Driver::Dealer).then_some(step.verdict),
                step.applied.is_some(),
            )
        })
        .collect();
    Replay::run(scenario, driver, log.with_deal, &steps)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::log::Stamp;
    use crate::session::{Session, SessionSetup};
    use std::path::Path;

    fn at(seconds: u64) -> Stamp {
        let base = chrono::DateTime::parse_from_rfc3339("2026-05-03T10:00:00+02:00").unwrap();
        Stamp::new(base + chrono::Duration::seconds(seconds as i64))
    }

    /// cas-standing-box-first in practice: box 1 KD QD (0) draws 6S, box 5 4C 3D (7) stands,
    /// Banca 3H 3S (6) stands against box 5 and draws 2D against box 1.
    fn practice_log(choices: &[(&str, u64)]) -> SessionLog {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/examples/cas-standing-box-first.ron");
        let scenario = crate::session::load::scenario(&path, &Profiles::default()).unwrap();
        let setup = SessionSetup {
            trainee: "Ana".into(),
            mode: Mode::Practice,
            practise_amounts: false,
            paid_in_chips: false,
            source: ScenarioSource::File {
                path: path.display().to_string(),
                title: scenario.title.clone(),
            },
            logs_folder: None,
        };
        let mut session = Session::start(Game::new(scenario, false).unwrap(), setup, at(0));
        for (choice, second) in choices {
            session.choose(choice.parse().unwrap(), at(*second));
        }
        session.close(at(60));
        session.log().clone()
    }

    #[test]
    fn a_deal_drill_log_replays_with_its_deal() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/examples/cas-standing-box-first.ron");
        let scenario = crate::session::load::scenario(&path, &Profiles::default()).unwrap();
        let setup = SessionSetup {
            trainee: "Ana".into(),
            mode: Mode::Practice,
            practise_amounts: false,
            paid_in_chips: false,
            source: ScenarioSource::File {
                path: path.display().to_string(),
                title: scenario.title.clone(),
            },
            logs_folder: None,
        };
        let mut session = Session::start(Game::new(scenario, true).unwrap(), setup, at(0));
        // CAS-deal: box 1, box 5, Banca, twice; the second card sent to the Banca first.
        for (second, choice) in [
            "deal 1",
            "deal banca",
            "deal 5",
            "deal banca",
            "deal 1",
            "deal 5",
            "deal banca",
        ]
        .iter()
        .enumerate()
        {
            session.choose(choice.parse().unwrap(), at(second as u64 + 1));
        }
        let review = Review::new(session.log().clone(), &Profiles::default());
        assert!(
            review.table_problem(0).is_none(),
            "{:?}",
            review.table_problem(0)
        );
        // Before the last step six of the seven tries are done and five cards are down.
        let table = review.table_before(6).unwrap();
        assert_eq!(
            table
                .hands
                .iter()
                .map(|hand| hand.cards.len())
                .sum::<usize>(),
            5
        );
    }

    #[test]
    fn a_quiz_log_has_no_table_and_says_why() {
        let mut log = practice_log(&[]);
        log.mode = Mode::Quiz;
        let review = Review::new(log, &Profiles::default());
        assert_eq!(review.table_problem(0), Some(TableProblem::QuizItems));
    }

    const WITH_TWO_MISTAKES: [(&str, u64); 9] = [
        ("pay 5", 2),  // wrong: CAS-e order (draw 1 first)
        ("draw 1", 5), // retry
        ("pay 5", 6),  // right
        ("discard 5", 8),
        ("collect 1", 12), // wrong: the Banca draws first (CAS-e)
        ("draw banca", 13),
        ("collect 1", 14),
        ("discard 1", 15),
        ("discard banca", 16),
    ];

    #[test]
    fn the_table_before_each_step_follows_the_right_choices_only() {
        let review = Review::new(practice_log(&WITH_TWO_MISTAKES), &Profiles::default());
        assert_eq!(review.integrity, Integrity::Intact);
        let replay = review.replay.as_ref().unwrap();
        assert_eq!(replay.len(), 9);
        // Before step 1 and its retry nothing is done; box 1 has two cards.
        for index in [0, 1] {
            let table = review.table_before(index).unwrap();
            assert_eq!(table.steps_done, 0, "step {}", index + 1);
        }
        let box_1 = |index: usize| {
            review
                .table_before(index)
                .unwrap()
                .hand(crate::core::procedure::Owner::Box(1))
                .unwrap()
                .cards
                .len()
        };
        assert_eq!(box_1(1), 2);
        assert_eq!(box_1(2), 3, "after draw 1 box 1 holds its third card");
        // Before `draw banca` (step 6): draw 1, pay 5, discard 5 done; the wrong collect did
        // not move the table.
        assert_eq!(review.table_before(5).unwrap().steps_done, 3);
        assert_eq!(review.table_before(4).unwrap().steps_done, 3);
        assert_eq!(review.table_before(9), None);
    }

    #[test]
    fn filters_pick_mistakes_categories_and_rules() {
        let review = Review::new(practice_log(&WITH_TWO_MISTAKES), &Profiles::default());
        let mistakes = Filter {
            mistakes_only: true,
            ..Filter::default()
        };
        assert_eq!(review.visible(&mistakes), [0, 4]);
        // Money steps: pay 5, collect 1 (wrong, but a tableau mistake: not money), collect 1.
        let money = Filter {
            category: Some(Category::Money),
            ..Filter::default()
        };
        assert_eq!(review.visible(&money), [2, 6]);
        let order = Filter {
            category: Some(Category::Order),
            ..Filter::default()
        };
        // Both mistakes are tableau mistakes (a third card was due: D13), so the order steps
        // are the three discards.
        assert_eq!(review.visible(&order), [3, 7, 8]);
        // CAS-f: the boxes the Banca drew against, settled after its card: collect 1.
        let cas_f = Filter {
            rule: Some(RuleId::CasF),
            ..Filter::default()
        };
        assert_eq!(review.visible(&cas_f), [6]);
        // `pay 5` while box 1 (0) must draw breaks T4; `collect 1` while the Banca (6) must
        // draw against box 1's third card 6 breaks T5.
        let t4 = Filter {
            mistakes_only: true,
            rule: Some(RuleId::T4),
            ..Filter::default()
        };
        assert_eq!(review.visible(&t4), [0]);
        let t5 = Filter {
            rule: Some(RuleId::T5),
            ..Filter::default()
        };
        assert_eq!(review.visible(&t5), [4]);
        assert_eq!(
            review.rules(),
            [
                RuleId::T4,
                RuleId::T5,
                RuleId::CasE,
                RuleId::CasF,
                RuleId::CasG
            ]
        );
    }

    #[test]
    fn the_summary_names_every_mistake_and_the_integrity() {
        let review = Review::new(practice_log(&WITH_TWO_MISTAKES), &Profiles::default());
        let text = review.text();
        // 7 plan steps asked once each, 2 retries; the first tries at `draw 1` and
        // `draw banca` were wrong, so 5 of 7 right.
        assert!(text.contains("steps: 9 (7 decisions, 2 retries)"), "{text}");
        assert!(text.contains("first-try: 5 of 7 right (71.4 %)"), "{text}");
        assert!(
            text.contains(
                "mistake step 1 (round 1, step 1, try 1): did pay 5, expected draw 1  # T4 draw"
            ),
            "{text}"
        );
        assert!(
            text.contains("mistake step 5 (round 1, step 4, try 1): did collect 1, expected draw banca  # T5 draw"),
            "{text}"
        );
        assert!(text.ends_with("integrity: intact\n"), "{text}");
    }

    #[test]
    fn an_altered_log_is_reported_at_its_step_and_still_reviewed() {
        let log = practice_log(&WITH_TWO_MISTAKES);
        let text = log
            .to_ron()
            .unwrap()
            .replacen("response_ms: 3000", "response_ms: 300", 1);
        let altered = SessionLog::parse("log.ron", &text).unwrap();
        let review = Review::new(altered, &Profiles::default());
        // Step 2 (draw 1 at 5 s, asked at 2 s) took 3000 ms.
        assert_eq!(review.altered_step(), Some(2));
        assert!(review.text().ends_with("integrity: altered at step 2\n"));
        assert!(review.table_before(8).is_some());
    }

    #[test]
    fn a_log_whose_profile_is_missing_is_reviewed_without_its_table() {
        let mut log = practice_log(&WITH_TWO_MISTAKES);
        log.scenario = log.scenario.replace("\"casilleros\"", "\"casa-norte\"");
        log.profile = "casa-norte".into();
        let review = Review::new(log, &Profiles::default());
        let reason = review.table_problem(0).unwrap();
        assert!(
            matches!(&reason, TableProblem::ProfileMissing { profile, .. } if profile == "casa-norte"),
            "{reason}"
        );
        assert!(reason.to_string().contains("`casa-norte` is not installed"));
        assert_eq!(review.table_before(0), None);
        assert_eq!(review.visible(&Filter::default()).len(), 9);
    }

    #[test]
    fn a_choice_whose_verdict_does_not_follow_stops_the_table_there() {
        let mut log = practice_log(&WITH_TWO_MISTAKES);
        // Step 4 recorded `discard 5` as right; say it was `discard 1` instead.
        log.steps[3].choice = "discard 1".parse().unwrap();
        let review = Review::new(log, &Profiles::default());
        assert!(review.table_before(2).is_some());
        assert_eq!(review.table_before(3), None);
        let reason = review.table_problem(3).unwrap();
        assert_eq!(
            reason,
            TableProblem::VerdictMismatch {
                step: 4,
                choice: "discard 1".parse().unwrap()
            }
        );
    }
}
