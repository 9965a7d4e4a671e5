//! The audit drill (inspector and supervisor training): the app deals a situation, plays back a
//! dealer's actions with planted errors ([`crate::core::plant`]), and the trainee lets each
//! action pass or stops it and names the rule it breaks. Scored and logged like every session
//! (`Mode::AuditDrill`): one log step per dealer action, whose `choice` is the dealer's action
//! and whose verdict is the trainee's call; a wrong call records the rule and category the
//! trainee should have seen (or, for a false alarm, the rule the dealer followed).

use std::path::PathBuf;

use super::log::{self, ActionList, Outcome, SessionLog, Stamp, StepRecord};
use super::log_file::LogError;
use super::recorder::{Header, Recorder};
use super::review::{Driver, Replay};
use super::{Mode, ScenarioSource};
use crate::core::game::Game;
use crate::core::generate::{self, Focus, GenerateError};
use crate::core::judge;
use crate::core::kind::Passes;
use crate::core::plant::{self, PlantError, PlantKind, Playback};
use crate::core::procedure::{category_of_unexpected, places_with_bets};
use crate::core::scenario::Scenario;
use crate::core::shoe;
use crate::core::view::TableView;
use crate::core::{Action, Category, Profile, RuleId, TableKind};

/// What a drill is started with.
#[derive(Clone, Debug)]
pub struct DrillSetup {
    pub trainee: String,
    pub profile: Profile,
    pub seed: u64,
    /// Errors to plant (fewer when the situation offers fewer).
    pub errors: usize,
    pub logs_folder: Option<PathBuf>,
    /// The situation's title in the trainee's language, as the log and the review show it;
    /// `None`: the English one.
    pub title: Option<String>,
}

/// Why a drill could not start.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DrillError {
    #[error("{0}")]
    Generate(#[from] GenerateError),
    #[error("{0}")]
    Plant(#[from] PlantError),
}

impl crate::text::explain::AsProblem for DrillError {
    fn said(&self) -> crate::text::explain::Said<'_> {
        crate::text::explain::Said::Problem(match self {
            DrillError::Generate(error) => error.problem(),
            DrillError::Plant(error) => error.problem(),
        })
    }
}

/// The trainee's call on one dealer action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Call {
    /// The action is right: go on.
    Pass,
    /// The action is wrong, against this rule.
    Stop(RuleId),
}

/// What became of a call in the audit drill: let through, caught, missed or a false alarm.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CallResult {
    /// A right action let through.
    Passed,
    /// A planted error stopped with its rule.
    Caught { rule: RuleId, category: Category },
    /// A planted error stopped, but with another rule.
    WrongRule {
        named: RuleId,
        rule: RuleId,
        category: Category,
    },
    /// A planted error let through.
    Missed { rule: RuleId, category: Category },
    /// A right action stopped.
    FalseAlarm { named: RuleId, followed: RuleId },
    /// Nothing left to call.
    Over,
}

impl CallResult {
    pub fn is_right(&self) -> bool {
        matches!(self, CallResult::Passed | CallResult::Caught { .. })
    }
}

/// How the trainee's calls stand against the planted errors: the errors caught (stopped with
/// the right rule) of those planted, and the right actions stopped (false stops). What the
/// drill scores, not the share of right calls, which letting everything pass would flatter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Found {
    pub caught: usize,
    pub planted: usize,
    pub false_stops: usize,
}

/// One call made, for the screen's history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallRecord {
    pub action: Action,
    pub call: Call,
    pub verdict: CallResult,
}

/// The fewest dealer actions a drill gives to watch: a coup voided at its first card (a stuck
/// card) ends a one-round hand after two, a drill over at its first call.
pub const FEWEST_ACTIONS: usize = 6;

/// The situation of a drill: a generated hand (two rounds at single-hand tables, where the first
/// is sometimes a colpo in bianco at Venice); a round more, from the same seed, while it gives
/// fewer than [`FEWEST_ACTIONS`] to watch.
pub fn situation(profile: &Profile, seed: u64) -> Result<Scenario, GenerateError> {
    let mut options = generate::Options {
        places: if profile.kind.has_boxes() { 4 } else { 3 }.min(profile.places),
        rounds: if profile.kind.has_boxes() { 1 } else { 2 },
        // One drill in three meets an irregularity (section 8): a remedy left out, or a void
        // coup settled, may be planted there.
        focus: if shoe::roll::<3>(&mut shoe::rng(seed ^ 0x1_77e9)) == 0 {
            Focus::Irregularities
        } else {
            Focus::Any
        },
        ..generate::Options::default()
    };
    let mut scenario = generate::scenario(profile, &options, seed)?;
    while actions_in(&scenario) < FEWEST_ACTIONS && options.rounds < 4 {
        options.rounds += 1;
        scenario = generate::scenario(profile, &options, seed)?;
    }
    let mut rng = shoe::rng(seed ^ 0x00a0_d17d);
    if profile.kind.passes() == Passes::BottoneEveryHand
        && shoe::roll::<3>(&mut rng) == 0
        && let Some(first) = scenario.rounds.first_mut()
    {
        // A hand with no bets: the dealer plays it out and the button stays.
        let mut seats = first
            .seats
            .clone()
            .unwrap_or_else(|| places_with_bets(&first.bets));
        seats.sort_unstable();
        seats.dedup();
        first.bets.clear();
        first.seats = Some(seats);
        first.declaration = None;
    }
    scenario.title = format!("Audit drill: {} (seed {seed})", profile.name);
    Ok(scenario)
}

/// The dealer's actions of `scenario` dealt by the book (none when it cannot be dealt).
fn actions_in(scenario: &Scenario) -> usize {
    Game::new(scenario.clone(), false)
        .map_or(0, |game| game.plans().map(|plan| plan.steps.len()).sum())
}

/// A drill under way.
#[derive(Debug)]
pub struct AuditDrill {
    pub scenario: Scenario,
    pub playback: Playback,
    replay: Replay,
    /// The acceptable actions before each dealer action, and the rule it followed when right.
    expected: Vec<(Vec<Action>, Option<RuleId>)>,
    /// The 1-based round and the action's number in that round.
    positions: Vec<(u32, u32)>,
    next: usize,
    pub calls: Vec<CallRecord>,
    recorder: Recorder,
    prompt_since: Stamp,
}

impl AuditDrill {
    /// Deals the situation of `setup.seed`, plants the errors and writes the log's header.
    pub fn start(setup: DrillSetup, now: Stamp) -> Result<AuditDrill, DrillError> {
        let mut scenario = situation(&setup.profile, setup.seed)?;
        if let Some(title) = &setup.title {
            scenario.title = title.clone();
        }
        let playback = plant::plant(&scenario, &PlantKind::ALL, setup.errors, setup.seed)?;
        let actions: Vec<Action> = playback.actions.iter().map(|line| line.action).collect();
        let mut game = Game::new(scenario.clone(), false)
            .map_err(|error| plant::PlantError::Situation(error.to_string()))?;
        let mut expected = Vec::with_capacity(actions.len());
        let mut positions = Vec::with_capacity(actions.len());
        let mut in_round = 0u32;
        let mut last_round = 0usize;
        for &action in &actions {
            let round = game.round_index();
            if round != last_round {
                in_round = 0;
                last_round = round;
            }
            in_round += 1;
            positions.push((u32::try_from(round + 1).unwrap_or(u32::MAX), in_round));
            let acceptable = if game.round().is_finished() {
                Vec::new()
            } else {
                game.round().acceptable_actions()
            };
            let (followed, completed) = match game.judge(action, false) {
                judge::Verdict::Correct { step } => {
                    (game.round().step(step).map(|s| s.rule), Some(step))
                }
                judge::Verdict::Wrong(mistake) => (None, mistake.stands_for),
            };
            expected.push((acceptable, followed));
            if let Some(step) = completed
                && !game.round().is_finished()
            {
                game.complete(step);
            }
        }
        let steps: Vec<(Action, Option<Outcome>, bool)> = actions
            .iter()
            .map(|&action| (action, None, false))
            .collect();
        let replay = Replay::run(scenario.clone(), Driver::Dealer, false, &steps)
            .map_err(|problem| plant::PlantError::Situation(problem.to_string()))?;
        let header = Header {
            trainee: setup.trainee,
            mode: Mode::AuditDrill,
            profile: setup.profile.id.clone(),
            practise_amounts: false,
            paid_in_chips: false,
            with_deal: false,
            paper: None,
            source: ScenarioSource::Random {
                seed: setup.seed,
                title: scenario.title.clone(),
            },
            hidden: None,
            attempt: None,
            scripted: false,
            scenario: scenario.to_ron(),
        };
        let recorder = Recorder::start(header, setup.logs_folder, false, now);
        Ok(AuditDrill {
            scenario,
            playback,
            replay,
            expected,
            positions,
            next: 0,
            calls: Vec::new(),
            recorder,
            prompt_since: now,
        })
    }

    /// The dealer action now being judged (0-based index and the action).
    pub fn current(&self) -> Option<(usize, Action)> {
        self.playback
            .actions
            .get(self.next)
            .map(|line| (self.next, line.action))
    }

    /// The table as it was before the current action (or the last one, at the end).
    pub fn table(&self) -> Option<TableView> {
        let index = self.next.min(self.playback.actions.len().saturating_sub(1));
        self.replay.table_before(index)
    }

    /// The table before dealer action `index` (0-based).
    pub fn table_before(&self, index: usize) -> Option<TableView> {
        self.replay.table_before(index)
    }

    pub fn is_finished(&self) -> bool {
        self.next >= self.playback.actions.len()
    }

    pub fn log(&self) -> &SessionLog {
        self.recorder.log()
    }

    pub fn summary(&self) -> &log::Summary {
        self.recorder.summary()
    }

    /// The errors caught so far of those planted, and the false stops.
    pub fn found(&self) -> Found {
        let count = |wanted: fn(&CallResult) -> bool| {
            self.calls
                .iter()
                .filter(|record| wanted(&record.verdict))
                .count()
        };
        Found {
            caught: count(|verdict| matches!(verdict, CallResult::Caught { .. })),
            planted: self.playback.errors.len(),
            false_stops: count(|verdict| matches!(verdict, CallResult::FalseAlarm { .. })),
        }
    }

    pub fn log_path(&self) -> Option<PathBuf> {
        self.recorder.path()
    }

    pub fn write_error(&self) -> Option<&LogError> {
        self.recorder.write_error()
    }

    pub fn kind(&self) -> TableKind {
        self.scenario.profile.kind
    }

    /// The trainee's call on the current action, made at `now`: scored and logged.
    pub fn call(&mut self, call: Call, now: Stamp) -> CallResult {
        let Some((index, action)) = self.current() else {
            return CallResult::Over;
        };
        let (acceptable, followed) = self.expected.get(index).cloned().unwrap_or_default();
        let planted = self.playback.error_at(index).map(|error| &error.finding);
        let outcome = match (planted, call) {
            (None, Call::Pass) => CallResult::Passed,
            (None, Call::Stop(named)) => CallResult::FalseAlarm {
                named,
                followed: followed.unwrap_or(named),
            },
            (Some(finding), Call::Pass) => CallResult::Missed {
                rule: finding.rule,
                category: finding.category,
            },
            (Some(finding), Call::Stop(named)) if finding.fits(named) => CallResult::Caught {
                rule: finding.rule,
                category: finding.category,
            },
            (Some(finding), Call::Stop(named)) => CallResult::WrongRule {
                named,
                rule: finding.rule,
                category: finding.category,
            },
        };
        let (rule, category) = match &outcome {
            CallResult::Missed { rule, category }
            | CallResult::WrongRule { rule, category, .. } => (Some(*rule), Some(*category)),
            CallResult::FalseAlarm { followed, .. } => {
                (Some(*followed), Some(category_of_unexpected(action)))
            }
            _ => (None, None),
        };
        let (round, step) = self.positions.get(index).copied().unwrap_or((1, 1));
        let record = StepRecord {
            index: 0,
            time: now,
            round,
            step,
            attempt: 1,
            canonical: acceptable.first().copied().unwrap_or(action),
            acceptable: ActionList(acceptable),
            choice: action,
            verdict: if outcome.is_right() {
                Outcome::Correct
            } else {
                Outcome::Wrong
            },
            rule,
            category,
            applied: None,
            hinted: false,
            response_ms: now.millis_since(self.prompt_since),
            monotonic_ms: None,
            chips: None,
            fewest_chips: None,
            hash: String::new(),
        };
        self.next += 1;
        self.prompt_since = now;
        self.recorder.record([record], self.is_finished(), now);
        self.calls.push(CallRecord {
            action,
            call,
            verdict: outcome.clone(),
        });
        outcome
    }

    /// Ends the drill at `now` (finished or not) and writes the log a last time.
    pub fn close(&mut self, now: Stamp) {
        self.recorder.close(self.is_finished(), now, None);
    }

    /// Tries the write again.
    pub fn retry_write(&mut self) {
        self.recorder.retry();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Profiles;
    use crate::session::log::Integrity;
    use crate::session::review::Review;

    fn at(seconds: u64) -> Stamp {
        let base = chrono::DateTime::parse_from_rfc3339("2026-05-03T10:00:00+02:00").unwrap();
        Stamp::new(base + chrono::Duration::seconds(seconds as i64))
    }

    #[test]
    fn a_drill_gives_several_actions_to_watch_even_when_a_coup_is_voided_at_once() {
        let profiles = Profiles::default();
        let casilleros = profiles.get("casilleros").unwrap();
        // Seed 38 at casilleros: one round whose first card sticks to another (a stuck card):
        // the coup is void, then the cards go to the discard; two actions, a drill over at its
        // first call. A second round is dealt from the same seed.
        let drill = situation(casilleros, 38).unwrap();
        assert_eq!(drill.rounds.len(), 2);
        assert_eq!(
            drill.rounds[0].irregularities,
            vec![crate::core::irregularity::Irregularity::Stuck { card: 7 }]
        );
        assert!(actions_in(&drill) >= FEWEST_ACTIONS);
        assert_eq!(
            situation(casilleros, 38).unwrap(),
            drill,
            "the same every time"
        );
        for id in ["casilleros", "punto-banco-pr", "punto-banco-venezia"] {
            let profile = profiles.get(id).unwrap();
            for seed in 0..200 {
                let scenario = situation(profile, seed).unwrap();
                assert!(actions_in(&scenario) >= FEWEST_ACTIONS, "{id} {seed}");
            }
        }
    }

    fn setup(profile: &str, seed: u64, errors: usize, folder: Option<PathBuf>) -> DrillSetup {
        DrillSetup {
            trainee: "Inés".into(),
            profile: Profiles::default().get(profile).unwrap().clone(),
            seed,
            errors,
            logs_folder: folder,
            title: None,
        }
    }

    #[test]
    fn the_drill_is_logged_under_the_title_the_trainee_reads() {
        let mut spanish = setup("casilleros", 7, 1, None);
        spanish.title = Some("Práctica de auditoría: casilleros (semilla 7)".into());
        let drill = AuditDrill::start(spanish, at(0)).unwrap();
        assert_eq!(
            drill.scenario.title,
            "Práctica de auditoría: casilleros (semilla 7)"
        );
        assert!(matches!(
            &drill.log().source,
            ScenarioSource::Random { seed: 7, title }
                if title == "Práctica de auditoría: casilleros (semilla 7)"
        ));
    }

    #[test]
    fn a_perfect_drill_catches_every_planted_error_and_passes_the_rest() {
        let dir = tempfile::tempdir().unwrap();
        let mut drill = AuditDrill::start(
            setup("punto-banco-pr", 4, 2, Some(dir.path().to_path_buf())),
            at(0),
        )
        .unwrap();
        let key: Vec<(usize, RuleId)> = drill
            .playback
            .errors
            .iter()
            .map(|error| (error.finding.step - 1, error.finding.rule))
            .collect();
        assert!(!key.is_empty());
        let mut second = 0;
        while let Some((index, _)) = drill.current() {
            second += 2;
            let call = key
                .iter()
                .find(|(at, _)| *at == index)
                .map_or(Call::Pass, |&(_, rule)| Call::Stop(rule));
            assert!(drill.call(call, at(second)).is_right());
        }
        assert_eq!(drill.call(Call::Pass, at(99)), CallResult::Over);
        let summary = drill.summary();
        assert!(summary.finished);
        assert_eq!(summary.decisions as usize, drill.playback.actions.len());
        assert_eq!(summary.correct, summary.decisions);
        assert_eq!(summary.median_ms, 2000);
        let on_disk = SessionLog::load(&drill.log_path().unwrap()).unwrap();
        assert_eq!(on_disk.mode, Mode::AuditDrill);
        assert_eq!(on_disk.verify(), Integrity::Intact);
        assert_eq!(on_disk.steps.len(), drill.playback.actions.len());
        // The log's choices are the dealer's actions, in order: it replays on its own.
        let choices: Vec<Action> = on_disk.steps.iter().map(|step| step.choice).collect();
        let played: Vec<Action> = drill.playback.actions.iter().map(|l| l.action).collect();
        assert_eq!(choices, played);
        let review = Review::new(on_disk, &Profiles::default());
        assert!(
            review
                .table_before(drill.playback.actions.len() - 1)
                .is_some()
        );
    }

    #[test]
    fn missed_errors_false_alarms_and_wrong_rules_are_mistakes_with_the_right_rule() {
        let mut drill = AuditDrill::start(setup("casilleros", 11, 1, None), at(0)).unwrap();
        let error = drill.playback.errors[0].clone();
        let wrong_at = error.finding.step - 1;
        // A false alarm on the first right action (naming any rule).
        let first_right = (0..drill.playback.actions.len())
            .find(|&index| index != wrong_at)
            .unwrap();
        let mut second = 0;
        while let Some((index, _)) = drill.current() {
            second += 1;
            let call = if index == first_right {
                Call::Stop(RuleId::T5)
            } else if index == wrong_at {
                Call::Stop(if error.finding.rule == RuleId::T3 {
                    RuleId::T4
                } else {
                    RuleId::T3
                })
            } else {
                Call::Pass
            };
            let outcome = drill.call(call, at(second));
            if index == first_right {
                assert!(matches!(
                    outcome,
                    CallResult::FalseAlarm {
                        named: RuleId::T5,
                        ..
                    }
                ));
            } else if index == wrong_at {
                assert_eq!(
                    outcome,
                    CallResult::WrongRule {
                        named: if error.finding.rule == RuleId::T3 {
                            RuleId::T4
                        } else {
                            RuleId::T3
                        },
                        rule: error.finding.rule,
                        category: error.finding.category,
                    }
                );
            }
        }
        let log = drill.log();
        assert_eq!(log.summary.mistakes, 2);
        let wrong = &log.steps[wrong_at];
        assert_eq!(wrong.verdict, Outcome::Wrong);
        assert_eq!(wrong.rule, Some(error.finding.rule));
        assert_eq!(wrong.category, Some(error.finding.category));
        assert_eq!(wrong.acceptable.0, error.finding.expected);
        let alarm = &log.steps[first_right];
        assert_eq!(alarm.verdict, Outcome::Wrong);
        assert!(alarm.rule.is_some() && alarm.category.is_some());
        // In memory only: said so, not an error that stops the drill.
        assert!(drill.log_path().is_none());
    }

    #[test]
    fn every_table_gets_a_drill_and_the_same_seed_gives_the_same_one() {
        for profile in ["casilleros", "punto-banco-pr", "punto-banco-venezia"] {
            for seed in 0..12 {
                let drill = AuditDrill::start(setup(profile, seed, 2, None), at(0)).unwrap();
                let again = AuditDrill::start(setup(profile, seed, 2, None), at(0)).unwrap();
                assert_eq!(drill.playback, again.playback, "{profile} {seed}");
                assert_eq!(drill.scenario, again.scenario);
                assert!(drill.table().is_some());
                // The scenario in the log reads back as the drill's.
                let read =
                    Scenario::parse("log", &drill.log().scenario, &Profiles::default()).unwrap();
                assert_eq!(read, drill.scenario);
            }
        }
    }
}
