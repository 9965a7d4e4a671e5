//! The one place where what the screens ask for happens: [`TalladorApp::apply`] takes a
//! [`Command`] and the time, starts, answers and closes sessions through the session layer, and
//! reads and writes files through [`super::files`]. Leaving a screen ([`TalladorApp::leave`])
//! closes what it owns, whether the trainee pressed New session, Back or Esc.

use std::path::{Path, PathBuf};

use chrono::{DateTime, FixedOffset};

use super::i18n::{I18n, Lang};
use super::quiz::{QuizAction, QuizScreen};
use super::table::Pick;
use super::{Command, Feedback, Screen, TalladorApp, Training, files};
use crate::core::game::Game;
use crate::core::scenario::Scenario;
use crate::core::{Action, RULES};
use crate::session::drill::{AuditDrill, Call, DrillSetup};
use crate::session::quiz::{DrillChoice, QuizSession};
use crate::session::{Mode, Outcome, ScenarioSource, Session, SessionSetup, Stamp};

/// A session that ends: a training session, an audit drill, a quiz. It is closed as it
/// finishes, or when the trainee leaves it before.
pub trait Closing {
    /// Every step is done.
    fn finished(&self) -> bool;
    /// Writes the summary and the end time.
    fn end(&mut self, now: Stamp);
}

impl Closing for Session {
    fn finished(&self) -> bool {
        self.is_finished()
    }
    fn end(&mut self, now: Stamp) {
        self.close(now);
    }
}

impl Closing for AuditDrill {
    fn finished(&self) -> bool {
        self.is_finished()
    }
    fn end(&mut self, now: Stamp) {
        self.close(now);
    }
}

impl Closing for QuizSession {
    fn finished(&self) -> bool {
        self.is_over()
    }
    fn end(&mut self, now: Stamp) {
        self.close(now);
    }
}

/// Closes `session` if it is still under way: a finished one was closed as it finished, and
/// keeps that end time.
pub fn close_unfinished(session: &mut impl Closing, now: Stamp) {
    if !session.finished() {
        session.end(now);
    }
}

/// Closes `session` if every step is done; says whether it is.
pub fn close_when_finished(session: &mut impl Closing, now: Stamp) -> bool {
    let finished = session.finished();
    if finished {
        session.end(now);
    }
    finished
}

impl TalladorApp {
    /// Applies one command at `now` (the window passes the clock; tests a fixed time).
    pub fn apply(&mut self, command: Command, now: DateTime<FixedOffset>) {
        let stamp = Stamp::new(now);
        match command {
            Command::SetLanguage(lang) => {
                self.settings.lang = lang;
                self.i18n = I18n::new(lang);
            }
            Command::StartSession => self.start_session(stamp),
            Command::Choose(action) => self.choose(action, stamp),
            Command::Hint => {
                if let Some(training) = &mut self.training {
                    training.hint = training.session.hint();
                }
            }
            Command::EndSession => {
                if self.screen == Screen::Train
                    && let Some(training) = &mut self.training
                {
                    training.session.close(stamp);
                    self.go(Screen::Summary);
                }
            }
            Command::NewSession => {
                // A review opened from a drill leaves the drill too.
                if self.screen == Screen::Review {
                    self.leave(self.review.back_to, stamp);
                }
                self.leave(self.screen, stamp);
                self.go(Screen::Start);
            }
            Command::Again => {
                if let Some(training) = self.training.take() {
                    let (scenario, setup) = training.again;
                    self.begin_with(scenario, setup, stamp);
                }
            }
            // The file dialog needs the window: [`TalladorApp::frame_ui`] opens it.
            Command::BrowseScenario => {}
            Command::OpenLogsFolder => self.open_logs_folder(),
            Command::RetryLogWrite => {
                if let Some(training) = &mut self.training {
                    training.session.retry_write();
                }
            }
            Command::ToggleHelp => self.help_open = !self.help_open,
            Command::OpenQuiz => self.open_quiz(),
            Command::Show(screen) => {
                self.leave(self.screen, stamp);
                self.show(screen);
            }
            Command::ReviewLog(path) => {
                if self.screen != Screen::Review {
                    self.review.back_to = self.screen;
                }
                files::open_log(&mut self.review, &path, &self.profiles);
                self.go(Screen::Review);
            }
            Command::SetTrainee(trainee) => self.settings.start.trainee = trainee,
            Command::LoadOverview => files::load_overview(&mut self.overview, &self.i18n),
            Command::ExportCsv => files::export_csv(&mut self.overview, &self.i18n),
            Command::OpenCase(path) => files::open_case(&mut self.inspector, &path, &self.profiles),
            Command::SaveCase => {
                files::save_case(&mut self.inspector, &self.profiles, &self.i18n, now);
            }
            Command::ExportReport => {
                files::export_report(&mut self.inspector, &self.profiles, &self.i18n, now);
            }
            Command::StartDrill => self.start_drill(stamp),
            Command::DrillCall(call) => self.drill_call(call, stamp),
            Command::Quiz(action) => {
                let Some(quiz) = &mut self.quiz else {
                    return;
                };
                for command in quiz.apply(action, &self.profiles, stamp) {
                    self.apply(command, now);
                }
            }
        }
    }

    /// Leaves `screen`: closes and drops what it owns (the training session, the quiz, the
    /// audit drill). The other screens keep their state for the next visit.
    pub fn leave(&mut self, screen: Screen, now: Stamp) {
        match screen {
            Screen::Train => {
                if let Some(mut training) = self.training.take() {
                    close_unfinished(&mut training.session, now);
                }
            }
            // The summary shows a session closed already.
            Screen::Summary => self.training = None,
            Screen::Quiz => {
                if let Some(mut quiz) = self.quiz.take() {
                    quiz.close(now);
                }
            }
            Screen::AuditDrill => {
                if let Some(mut drill) = self.drill.drill.take() {
                    close_unfinished(&mut drill, now);
                }
                self.drill.picking = false;
            }
            Screen::Start | Screen::Review | Screen::Overview | Screen::Inspector => {}
        }
    }

    /// Puts `screen` on show; a screen whose state is gone (no training, no quiz) falls back to
    /// the start screen.
    fn go(&mut self, screen: Screen) {
        self.screen = match screen {
            Screen::Train | Screen::Summary if self.training.is_none() => Screen::Start,
            Screen::Quiz if self.quiz.is_none() => Screen::Start,
            screen => screen,
        };
    }

    /// Goes to `screen`, preparing it (the logs folder listed, the overview read once).
    fn show(&mut self, screen: Screen) {
        match screen {
            Screen::Review => {
                // Opened from the start screen: Back returns there.
                if self.screen == Screen::Start {
                    self.review.back_to = Screen::Start;
                }
                self.review.logs = self
                    .logs_folder
                    .as_deref()
                    .map(files::list_logs)
                    .unwrap_or_default();
            }
            Screen::Overview => files::load_overview_if_empty(&mut self.overview, &self.i18n),
            _ => {}
        }
        self.go(screen);
    }

    fn open_logs_folder(&mut self) {
        let folder = self
            .training
            .as_ref()
            .and_then(|training| training.session.logs_folder().map(PathBuf::from))
            .or_else(|| self.logs_folder.clone());
        if let Some(folder) = folder
            && let Err(error) = super::open_folder(&folder)
        {
            self.notice = Some(format!(
                "{}: {error}",
                self.i18n.tr("summary.cannot_open_folder")
            ));
        }
    }

    fn choose(&mut self, action: Action, now: Stamp) {
        let Some(training) = &mut self.training else {
            return;
        };
        let outcome = training.session.choose(action, now);
        training.hint = None;
        training.line_error = None;
        let practice = training.session.mode() == Mode::Practice;
        training.feedback = match outcome {
            Outcome::Correct { .. } if practice => Some(Feedback::Right(action)),
            Outcome::Wrong { deviation, .. } if practice => Some(Feedback::Wrong {
                choice: action,
                deviation,
            }),
            _ => None,
        };
        if close_when_finished(&mut training.session, now) {
            self.go(Screen::Summary);
        }
    }

    fn start_session(&mut self, now: Stamp) {
        match files::situation(
            &self.settings.start,
            &self.library,
            &self.profiles,
            &self.i18n,
        ) {
            Ok((scenario, source)) => {
                self.notice = None;
                self.begin(scenario, source, now);
            }
            Err(message) => self.notice = Some(message),
        }
    }

    pub(super) fn begin(&mut self, scenario: Scenario, source: ScenarioSource, now: Stamp) {
        let setup = SessionSetup {
            trainee: self.settings.start.trainee.trim().to_string(),
            mode: self.settings.start.mode,
            practise_amounts: self.settings.start.practise_amounts,
            source,
            logs_folder: self.logs_folder.clone(),
        };
        self.begin_with(scenario, setup, now);
    }

    fn begin_with(&mut self, scenario: Scenario, setup: SessionSetup, now: Stamp) {
        match Game::new(scenario.clone(), self.settings.start.with_deal) {
            Ok(game) => {
                let session = Session::start(game, setup.clone(), now);
                self.training = Some(Training::new(session, (scenario, setup)));
                self.go(Screen::Train);
            }
            Err(message) => {
                self.notice = Some(message);
                self.go(Screen::Start);
            }
        }
    }

    /// Opens the quiz screen for the start screen's trainee and table.
    fn open_quiz(&mut self) {
        let form = &self.settings.start;
        let profile = self
            .profiles
            .get(&form.profile)
            .or_else(|| self.profiles.all().first())
            .cloned();
        if let Some(profile) = profile {
            self.quiz = Some(QuizScreen::new(
                &form.trainee,
                profile,
                self.logs_folder.clone(),
                self.quiz_folder.clone(),
            ));
            self.go(Screen::Quiz);
        }
    }

    /// Starts an audit drill with the drill screen's choices, for the start screen's trainee.
    fn start_drill(&mut self, now: Stamp) {
        let screen = &mut self.drill;
        let Some(profile) = self.profiles.get(&screen.profile).cloned() else {
            screen.error = Some(self.i18n.tr("start.pick_a_table").to_string());
            return;
        };
        let Ok(seed) = screen.seed.trim().parse::<u64>() else {
            screen.error = Some(
                self.i18n
                    .trf("start.bad_seed", &[("seed", screen.seed.trim())]),
            );
            return;
        };
        let setup = DrillSetup {
            trainee: self.settings.start.trainee.trim().to_string(),
            profile,
            seed,
            errors: screen.errors,
            logs_folder: self.logs_folder.clone(),
        };
        match AuditDrill::start(setup, now) {
            Ok(drill) => {
                screen.drill = Some(drill);
                screen.error = None;
                screen.picking = false;
            }
            Err(error) => {
                screen.error = Some(
                    self.i18n
                        .trf("drill.cannot_start", &[("error", &error.to_string())]),
                );
            }
        }
    }

    /// The trainee's call on the drill's current action; the last one closes the drill.
    fn drill_call(&mut self, call: Call, now: Stamp) {
        if let Some(drill) = &mut self.drill.drill {
            drill.call(call, now);
            close_when_finished(drill, now);
        }
        self.drill.picking = false;
    }

    /// Opens `screen` at start-up, with a file or folder for it (`--screen`, `--open`); `calls`
    /// script the audit drill's trainee, or replace the inspector's dealer actions (docs and
    /// CI screenshots).
    pub(super) fn open_screen(
        &mut self,
        screen: Screen,
        path: Option<&Path>,
        calls: &[String],
        now: Stamp,
    ) {
        self.show(screen);
        if screen == Screen::AuditDrill {
            self.script_drill(calls, now);
        }
        let Some(path) = path else {
            return;
        };
        match screen {
            Screen::Review => files::open_log(&mut self.review, path, &self.profiles),
            Screen::Overview => {
                self.overview.folder = path.display().to_string();
                files::load_overview(&mut self.overview, &self.i18n);
            }
            Screen::Inspector => {
                files::open_case(&mut self.inspector, path, &self.profiles);
                // Scripted: the dealer's actions, one per line, in place of the case's.
                if !calls.is_empty() {
                    self.inspector.draft.actions = calls.join("\n");
                }
            }
            _ => {}
        }
    }

    /// Plays scripted calls on the drill screen: `start`, `pass`, `stop` (opens the rule list),
    /// `stop RULE`, `key` (the right call for the current action), `key-all` (right calls to
    /// the end).
    fn script_drill(&mut self, calls: &[String], now: Stamp) {
        for text in calls {
            let mut words = text.split_whitespace();
            let (Some(word), rule) = (words.next(), words.next()) else {
                continue;
            };
            match word {
                "start" => self.start_drill(now),
                "pass" => self.drill_call(Call::Pass, now),
                "stop" => match rule.and_then(|rule| RULES.iter().find(|r| **r == rule)) {
                    Some(rule) => self.drill_call(Call::Stop(rule), now),
                    None => self.drill.picking = true,
                },
                "key" => {
                    if let Some(call) = self.right_call() {
                        self.drill_call(call, now);
                    }
                }
                "key-all" => {
                    while let Some(call) = self.right_call() {
                        self.drill_call(call, now);
                    }
                }
                _ => self.notice = Some(format!("`{text}`: not a drill call")),
            }
        }
    }

    /// The right call on the drill's current action (scripted runs).
    fn right_call(&self) -> Option<Call> {
        let drill = self.drill.drill.as_ref()?;
        let (index, _) = drill.current()?;
        Some(
            drill
                .playback
                .error_at(index)
                .map_or(Call::Pass, |error| Call::Stop(error.finding.rule)),
        )
    }

    /// `--quiz SPEC` (see [`super::AppOptions::quiz`]): the quiz screen with a fixed seed, a
    /// drill started and keys played.
    pub(super) fn open_scripted_quiz(&mut self, spec: &str, now: DateTime<FixedOffset>) {
        let stamp = Stamp::new(now);
        self.open_quiz();
        let (what, keys) = spec.split_once(':').unwrap_or((spec, ""));
        let Some(quiz) = self.quiz.take() else {
            return;
        };
        let mut quiz = quiz.with_seed(self.settings.start.seed_number().unwrap_or(1));
        let mut commands = Vec::new();
        match what {
            "menu" => {}
            "map" => commands.extend(quiz.apply(QuizAction::HeatMap, &self.profiles, stamp)),
            drill => {
                if let Some(choice) = DrillChoice::from_word(drill) {
                    quiz.choice = choice;
                }
                commands.extend(quiz.apply(QuizAction::Start, &self.profiles, stamp));
            }
        }
        commands.extend(quiz.play_script(keys, &self.profiles, stamp));
        self.quiz = Some(quiz);
        for command in commands {
            self.apply(command, now);
        }
    }

    /// What is picked on the table at the start (`--select`: a place, `banca`, `punto`,
    /// `dealer`).
    pub(super) fn select(&mut self, select: Option<&str>) {
        if let Some(training) = &mut self.training {
            training.selected = match select {
                Some("banca") => Some(Pick::Banca),
                Some("punto") => Some(Pick::Punto),
                Some("dealer") => Some(Pick::Dealer),
                Some(place) => place.parse().ok().map(Pick::Place),
                None => None,
            };
            training.focus_line = training.selected.is_none();
        }
    }

    /// Opens the trainer on a scenario file at start-up (`--scenario`).
    pub(super) fn open_scenario(&mut self, path: &Path, now: Stamp) {
        match Scenario::load(path, &self.profiles) {
            Ok(scenario) => {
                let source = ScenarioSource::File {
                    path: path.display().to_string(),
                    title: scenario.title_in(self.i18n.lang() == Lang::Es).to_string(),
                };
                self.begin(scenario, source, now);
            }
            Err(problem) => self.notice = Some(problem.to_string()),
        }
    }
}
