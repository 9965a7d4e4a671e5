//! The one place where what the screens ask for happens: [`TalladorApp::apply`] takes a
//! [`Command`] and the time and hands it to its family, one file each: [`session`] (training
//! sessions), [`quiz`], [`tools`] (review, overview, inspector, audit drill), [`exam`] (papers,
//! exams, the register and certificates), [`dialogs`] (the native file dialogs), [`settings`],
//! [`script`] (start-up scripts).
//! They start, answer and close sessions through the session layer, and read and write files
//! through [`super::files`]. Leaving a screen ([`TalladorApp::leave`]) closes what it owns,
//! whether the trainee pressed New session, Back or Esc.

mod class;
mod closing;
mod course;
mod dialogs;
mod exam;
mod quiz;
mod script;
mod session;
mod settings;
mod tools;

use std::path::PathBuf;

use chrono::{DateTime, FixedOffset};

use super::{Command, Screen, TalladorApp, files};
use crate::session::Stamp;

pub use closing::{Closing, close_unfinished, close_when_finished};

impl TalladorApp {
    /// Applies one command at `now` (the window passes the clock; tests a fixed time): a plain
    /// dispatcher to the command's family.
    pub fn apply(&mut self, command: Command, now: DateTime<FixedOffset>) {
        let stamp = Stamp::new(now);
        match command {
            Command::SetLanguage(lang) => self.set_language(lang),
            Command::StartSession => self.start_session(stamp),
            Command::Choose(action) => self.choose(action, stamp),
            Command::PayChips(place, chips) => self.pay_chips(place, &chips, stamp),
            Command::Hint => self.hint(),
            Command::EndSession => self.end_session(stamp),
            Command::NewSession => self.new_session(stamp),
            Command::Again => self.again(stamp),
            Command::Browse(dialog) => self.browse(dialog),
            Command::Picked(dialog, path) => self.picked(dialog, path),
            Command::NothingPicked(dialog) => self.nothing_picked(dialog),
            Command::OpenScenario(path) => self.open_scenario(&path, stamp),
            Command::Script(script) => self.apply_script(script, stamp),
            Command::OpenLogsFolder => self.open_logs_folder(),
            Command::RetryLogWrite => self.retry_log_write(),
            Command::ToggleHelp => self.help_open = !self.help_open,
            Command::OpenQuiz => self.open_quiz(),
            Command::Show(screen) => {
                self.leave(self.screen, stamp);
                self.show(screen);
            }
            Command::ReviewLog(path) => self.review_log(&path),
            Command::SetTrainee(trainee) => self.settings.start.trainee = trainee,
            Command::LoadOverview => self.load_overview(),
            Command::ExportCsv => {
                let screen = &mut self.overview;
                if let Some(overview) = &screen.overview {
                    let path = PathBuf::from(screen.csv_path.trim());
                    screen.message = Some(files::export_csv(overview, &path));
                }
            }
            Command::OpenCase(path) => self.open_case(&path),
            Command::SaveCase => self.save_case(now),
            Command::ExportReport => self.export_report(now),
            Command::StartDrill => self.start_drill(stamp),
            Command::DrillCall(call) => self.drill_call(call, stamp),
            Command::NewDrill => {
                self.audit_drill = None;
                self.drill.next_seed();
            }
            Command::Quiz(command) => self.apply_quiz(command, stamp),
            Command::StartExam => self.start_exam_on_form(stamp),
            Command::ExamTimeUp => self.exam_time_up(stamp),
            Command::AddGeneratedSituation(focus) => self.add_generated_situation(focus),
            Command::SavePaper => self.save_paper(),
            Command::SignPaper => self.sign_paper(stamp),
            Command::CreateInstructorKey => self.create_instructor_key(),
            Command::LoadRegister => self.load_register(),
            Command::SealExams => self.seal_exams(stamp),
            Command::WriteCertificate(log) => self.write_certificate(&log),
            Command::SetSchool(school) => self.settings.school = school,
            Command::Lrs(ask) => self.apply_lrs(ask),
            Command::LoadClass => self.load_class(stamp),
            Command::ClassFromLrs(on) => {
                self.class.lrs = on;
                self.load_class(stamp);
            }
            Command::ClassPoll => self.poll_class(stamp),
            Command::Course(ask) => self.apply_course(ask, stamp),
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
                    quiz::close(&mut quiz, now);
                }
            }
            Screen::AuditDrill => {
                if let Some(mut drill) = self.audit_drill.take() {
                    close_unfinished(&mut drill, now);
                }
                self.drill.picking = false;
            }
            Screen::Start
            | Screen::Review
            | Screen::Overview
            | Screen::Inspector
            | Screen::ExamEditor
            | Screen::Course => {}
            // The LRS is read live only while the class is on show.
            Screen::Class => self.class_live = None,
        }
    }

    /// Reads the overview's folder (the sessions of its mode filter).
    fn load_overview(&mut self) {
        let screen = &mut self.overview;
        let folder = PathBuf::from(screen.folder.trim());
        screen.message = None;
        screen.selected = None;
        match files::read_overview(&folder, screen.mode, screen.data_folder.as_deref()) {
            Ok(overview) => {
                screen.overview = Some(overview);
                screen.propose_csv(&folder);
            }
            Err(message) => {
                screen.overview = None;
                screen.message = Some((false, message));
            }
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
    pub(in crate::app) fn show(&mut self, screen: Screen) {
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
                // Read the first time it shows; a missing default folder is no news then.
                let screen = &self.overview;
                if screen.overview.is_none() && !screen.folder.trim().is_empty() {
                    self.load_overview();
                    if self.overview.overview.is_none() {
                        self.overview.message = None;
                    }
                }
            }
            Screen::ExamEditor => {
                // Whose key signs here, read once as the editor opens (not every frame).
                self.exam_editor.key_owner =
                    files::instructor_key(self.instructor_folder.as_deref())
                        .ok()
                        .map(|key| key.name);
            }
            _ => {}
        }
        self.go(screen);
    }
}
