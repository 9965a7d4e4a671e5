//! The one place where what the screens ask for happens: [`TalladorApp::apply`] takes a
//! [`Command`] and the time, starts, answers and closes sessions through the session layer, and
//! reads and writes files through [`super::files`]. Leaving a screen ([`TalladorApp::leave`])
//! closes what it owns, whether the trainee pressed New session, Back or Esc.

use std::path::PathBuf;

use chrono::{DateTime, FixedOffset};

use super::i18n::I18n;
use super::quiz::QuizScreen;
use super::train::ExamTaken;
use super::{Command, Feedback, Screen, TalladorApp, Training, files};
use crate::core::Action;
use crate::core::game::Game;
use crate::core::scenario::Scenario;
use crate::session::drill::{AuditDrill, Call, DrillSetup};
use crate::session::exam::seal::TrustedKeys;
use crate::session::exam::take;
use crate::session::quiz::QuizSession;
use crate::session::{ChoiceVerdict, Mode, ScenarioSource, Session, SessionSetup, Stamp};

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
                self.i18n = if self.i18n.is_pseudo() {
                    I18n::pseudo(lang)
                } else {
                    I18n::new(lang)
                };
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
                // An exam is taken again from its paper, if an attempt is left.
                if let Some(path) = self
                    .training
                    .as_ref()
                    .and_then(|training| training.exam.as_ref())
                    .map(|exam| exam.path.clone())
                {
                    self.leave(self.screen, stamp);
                    self.start_exam(&path, stamp);
                } else if let Some(training) = self.training.take() {
                    let (scenario, setup) = training.again;
                    self.begin_with(scenario, setup, stamp);
                }
            }
            // The file dialog needs the window: [`TalladorApp::frame_ui`] opens it.
            Command::BrowseScenario | Command::BrowsePaper => {}
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
                files::open_log(&mut self.review, &path, &self.profiles, &self.i18n);
                self.go(Screen::Review);
            }
            Command::SetTrainee(trainee) => self.settings.start.trainee = trainee,
            Command::LoadOverview => files::load_overview(&mut self.overview, &self.i18n),
            Command::ExportCsv => files::export_csv(&mut self.overview, &self.i18n),
            Command::OpenCase(path) => {
                files::open_case(&mut self.inspector, &path, &self.profiles, &self.i18n)
            }
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
            Command::StartExam => {
                let path = PathBuf::from(self.settings.start.paper.trim());
                self.start_exam(&path, stamp);
            }
            Command::ExamTimeUp => self.exam_time_up(stamp),
            Command::SavePaper => {
                let _ = files::save_paper(
                    &mut self.exam_editor,
                    &self.library,
                    &self.profiles,
                    &self.i18n,
                );
            }
            Command::SignPaper => files::sign_paper(
                &mut self.exam_editor,
                &self.library,
                self.instructor_folder.as_deref(),
                &self.profiles,
                &self.i18n,
                stamp,
            ),
            Command::LoadRegister => {
                let trusted = self.trusted();
                files::load_register(&mut self.overview, &trusted, &self.i18n);
            }
            Command::SealExams => {
                let trusted = self.trusted();
                files::seal_exams(
                    &mut self.overview,
                    self.instructor_folder.as_deref(),
                    &trusted,
                    &self.profiles,
                    &self.i18n,
                    stamp,
                );
            }
            Command::WriteCertificate(log) => {
                let trusted = self.trusted();
                files::write_certificate(
                    &mut self.overview,
                    &log,
                    &self.settings.school,
                    &trusted,
                    &self.profiles,
                    &self.i18n,
                );
            }
            Command::SetSchool(school) => self.settings.school = school,
        }
    }

    /// The keys papers and logs are checked against here.
    fn trusted(&self) -> TrustedKeys {
        files::trusted_keys(
            self.keys_folder.as_deref(),
            self.instructor_folder.as_deref(),
        )
    }

    /// Starts the exam of the paper at `path` for the start screen's trainee: the paper must
    /// be signed by a trusted key and unchanged, and the trainee must have an attempt left.
    pub(super) fn start_exam(&mut self, path: &std::path::Path, now: Stamp) {
        // Whatever becomes of it, the start screen shows the paper's row (and why it did not
        // start).
        self.settings.start.paper_open = true;
        let trainee = self.settings.start.trainee.trim().to_string();
        if path.as_os_str().is_empty() {
            self.notice = Some(self.i18n.tr("exam.no_paper").to_string());
            return;
        }
        if trainee.is_empty() {
            self.notice = Some(self.i18n.tr("exam.need_name").to_string());
            self.go(Screen::Start);
            return;
        }
        let signed = match files::exam_paper(path, &self.profiles, &self.trusted()) {
            Ok(signed) => signed,
            Err(message) => {
                self.notice = Some(message);
                self.go(Screen::Start);
                return;
            }
        };
        let allowed = signed.paper().attempts.get();
        let earlier = self.logs_folder.as_deref().map_or(0, |folder| {
            files::earlier_attempts(folder, &trainee, &signed.hash())
        });
        if earlier >= allowed {
            self.notice = Some(self.i18n.trf(
                "exam.no_attempts_left",
                &[
                    ("trainee", &trainee),
                    ("used", &earlier.to_string()),
                    ("allowed", &allowed.to_string()),
                ],
            ));
            self.go(Screen::Start);
            return;
        }
        match take::start(
            &signed,
            &trainee,
            self.logs_folder.clone(),
            &self.profiles,
            now,
        ) {
            Ok(session) => {
                let again = (
                    session.game().scenario.clone(),
                    SessionSetup {
                        trainee: trainee.clone(),
                        mode: Mode::Exam,
                        practise_amounts: signed.paper().typed_amounts,
                        source: session.log().source.clone(),
                        logs_folder: self.logs_folder.clone(),
                    },
                );
                let mut training = Training::new(session, again);
                training.exam = Some(ExamTaken {
                    paper: signed.paper().clone(),
                    path: path.to_path_buf(),
                    instructor: signed.instructor().to_string(),
                    attempt: earlier + 1,
                });
                self.notice = None;
                self.training = Some(training);
                self.go(Screen::Train);
            }
            Err(error) => {
                self.notice = Some(error.to_string());
                self.go(Screen::Start);
            }
        }
    }

    /// Ends an exam whose time is up (the paper's `exam_minutes`): the log ends now,
    /// unfinished, and the result says so.
    fn exam_time_up(&mut self, now: Stamp) {
        if self.screen != Screen::Train {
            return;
        }
        let Some(training) = &mut self.training else {
            return;
        };
        let Some(minutes) = training
            .exam
            .as_ref()
            .and_then(|exam| exam.paper.exam_minutes)
        else {
            return;
        };
        if now.millis_since(training.session.log().started) >= u64::from(minutes.get()) * 60_000 {
            close_unfinished(&mut training.session, now);
            self.go(Screen::Summary);
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
            Screen::Start
            | Screen::Review
            | Screen::Overview
            | Screen::Inspector
            | Screen::ExamEditor => {}
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
    pub(super) fn show(&mut self, screen: Screen) {
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
            Screen::Overview => {
                if self.overview.school.is_empty() {
                    self.overview.school = self.settings.school.clone();
                }
                files::load_overview_if_empty(&mut self.overview, &self.i18n);
            }
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
        let Some(folder) = folder else {
            return;
        };
        if super::open_folder(&folder).is_err() {
            let shown = folder.display().to_string();
            match &mut self.training {
                Some(training) => training.folder_note = Some(shown),
                None => {
                    self.notice = Some(format!(
                        "{}: {shown}",
                        self.i18n.tr("summary.cannot_open_folder")
                    ))
                }
            }
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
            ChoiceVerdict::Correct { .. } if practice => Some(Feedback::Right(action)),
            ChoiceVerdict::Wrong { mistake, .. } if practice => Some(Feedback::Wrong {
                choice: action,
                mistake,
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
            Err(error) => {
                self.notice = Some(error.to_string());
                self.go(Screen::Start);
            }
        }
    }

    /// Opens the quiz screen for the start screen's trainee and table.
    pub(super) fn open_quiz(&mut self) {
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
    pub(super) fn start_drill(&mut self, now: Stamp) {
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
    pub(super) fn drill_call(&mut self, call: Call, now: Stamp) {
        if let Some(drill) = &mut self.drill.drill {
            drill.call(call, now);
            close_when_finished(drill, now);
        }
        self.drill.picking = false;
    }
}
