//! The exam's commands: take a signed paper, its time up; the editor's paper saved and signed;
//! the register read, exams sealed, certificates written.

use crate::text::told::Told;
use std::path::{Path, PathBuf};

use super::super::Screen;
use super::super::TalladorApp;
use super::super::Training;
use super::super::exam_editor::ExamEditorScreen;
use super::super::exam_result::ExamTaken;
use super::super::files;
use super::closing::close_unfinished;
use crate::session::exam::seal::TrustedKeys;
use crate::session::exam::take;
use crate::session::{Mode, SessionSetup, Stamp};

impl TalladorApp {
    /// Takes the exam paper named on the start screen.
    pub(super) fn start_exam_on_form(&mut self, now: Stamp) {
        let path = files::paper_to_take(
            self.settings.start.paper.trim(),
            self.folders.data.as_deref(),
        );
        self.start_exam(&path, now);
    }

    /// Adds a generated situation of `focus` to the editor's paper, dealt from a fresh seed (the
    /// system's randomness; recorded in the paper, so it replays): an exam's hands are none a
    /// trainee dealt in practice from a default seed.
    pub(super) fn add_generated_situation(&mut self, focus: crate::core::generate::Focus) {
        let seed = files::fresh_seed();
        self.exam_editor
            .situations
            .push(super::super::exam_editor::SituationDraft::Generated {
                focus,
                seed,
                count: 1,
                fresh: true,
            });
    }

    /// Saves the exam editor's paper (and copies of its library situations).
    pub(super) fn save_paper(&mut self) {
        let saved = files::save_paper(
            &self.exam_editor,
            &self.library,
            self.folders.data.as_deref(),
            &self.profiles,
        );
        self.saved_paper(saved);
    }

    /// Saves the exam editor's paper and signs it with the instructor's key.
    pub(super) fn sign_paper(&mut self, now: Stamp) {
        let saved = files::sign_paper(
            &self.exam_editor,
            &self.library,
            (
                self.folders.data.as_deref(),
                self.instructor_folder.as_deref(),
            ),
            &self.profiles,
            now,
        );
        self.saved_paper(saved);
    }

    /// What saving or signing the paper came to: the editor's field shows where the paper went
    /// and the message; a paper saved is offered on the start screen by that name.
    fn saved_paper(&mut self, saved: files::PaperSaved) {
        if let (Some(path), Ok(_)) = (&saved.path, &saved.outcome) {
            self.settings.start.paper = path.display().to_string();
        }
        saved_paper(&mut self.exam_editor, saved);
    }

    /// Makes the instructor's key pair in the instructor folder.
    pub(super) fn create_instructor_key(&mut self) {
        let editor = &mut self.exam_editor;
        let made = files::create_instructor_key(
            &editor.instructor_name,
            self.instructor_folder.as_deref(),
        );
        editor.message = Some(match made {
            Ok((owner, told)) => {
                editor.key_owner = Some(owner);
                (true, told)
            }
            Err(why) => (false, why),
        });
    }

    /// Reads the register of the overview's folder.
    pub(super) fn load_register(&mut self) {
        let trusted = self.trusted();
        let screen = &mut self.overview;
        let folder = PathBuf::from(screen.folder.trim());
        match files::read_register(&folder, screen.data_folder.as_deref(), &trusted) {
            Ok(register) => screen.register = Some(register),
            Err(why) => {
                screen.register = None;
                screen.message = Some((false, why));
            }
        }
    }

    /// Seals the finished, unsealed exam logs of the overview's folder.
    pub(super) fn seal_exams(&mut self, now: Stamp) {
        let trusted = self.trusted();
        let screen = &mut self.overview;
        let folder = PathBuf::from(screen.folder.trim());
        let sealed = files::seal_exams(
            (&folder, screen.data_folder.as_deref()),
            self.instructor_folder.as_deref(),
            &trusted,
            &self.profiles,
            now,
        );
        if let Some(register) = sealed.register {
            screen.register = Some(register);
        }
        screen.message = Some(sealed.message);
    }

    /// Writes the printable certificate of this sealed, passed exam log.
    pub(super) fn write_certificate(&mut self, log: &Path) {
        let trusted = self.trusted();
        let screen = &mut self.overview;
        let (certificate, message) = files::write_certificate(
            (log, screen.data_folder.as_deref()),
            &self.settings.school,
            &trusted,
            &self.profiles,
            &self.i18n,
        );
        if certificate.is_some() {
            screen.certificate = certificate;
        }
        screen.message = Some(message);
    }

    /// The keys papers and logs are checked against here.
    pub(super) fn trusted(&self) -> TrustedKeys {
        files::trusted_keys(
            self.keys_folder.as_deref(),
            self.instructor_folder.as_deref(),
        )
    }

    /// The exam of `signed` started for `trainee` (a scripted run says so in its log).
    fn take(
        &self,
        signed: &crate::session::exam::SignedPaper,
        trainee: &str,
        now: Stamp,
    ) -> Result<crate::session::Session, take::TakeError> {
        take::start_as(
            signed,
            trainee,
            self.logs_folder.clone(),
            &self.profiles,
            now,
            self.scripted,
        )
    }

    /// Starts the exam of the paper at `path` for the start screen's trainee: the paper must
    /// be signed by a trusted key and unchanged, and the trainee must have an attempt left.
    pub(in crate::app) fn start_exam(&mut self, path: &Path, now: Stamp) {
        // Whatever becomes of it, the start screen shows the paper's row (and why it did not
        // start).
        self.settings.start.paper_open = true;
        let trainee = self.settings.start.trainee.trim().to_string();
        if path.as_os_str().is_empty() {
            self.notice = Some(Told::text("exam.no_paper"));
            return;
        }
        if trainee.is_empty() {
            self.notice = Some(Told::text("exam.need_name"));
            self.go(Screen::Start);
            return;
        }
        if let Some(problem) = super::session::name_problem(&trainee) {
            self.notice = Some(problem);
            self.go(Screen::Start);
            return;
        }
        // The exam of a course opens only once every gate of the course is met.
        if let Some(locked) = self.course_locks_exam(path, &trainee) {
            self.notice = Some(locked);
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
            self.notice = Some(Told::with(
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
        match self.take(&signed, &trainee, now) {
            Ok(mut session) => {
                self.report_live(&mut session, Some(signed.paper()));
                let again = (
                    session.game().scenario.clone(),
                    SessionSetup {
                        trainee: trainee.clone(),
                        mode: Mode::Exam,
                        practise_amounts: signed.paper().typed_amounts,
                        paid_in_chips: signed.paper().fewest_chips,
                        source: session.log().source.clone(),
                        logs_folder: self.logs_folder.clone(),
                    },
                );
                let mut training = Training::new(session, again, std::time::Instant::now());
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
                self.notice = Some(Told::error(&error));
                self.go(Screen::Start);
            }
        }
    }

    /// Ends an exam whose time is up (the paper's `exam_minutes`): the log ends now,
    /// unfinished, and the result says so.
    pub(super) fn exam_time_up(&mut self, now: Stamp) {
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
}

/// What saving or signing the paper came to, on the editor: the field shows where the paper
/// went, and the message.
fn saved_paper(editor: &mut ExamEditorScreen, saved: files::PaperSaved) {
    if let Some(path) = saved.path {
        editor.path = path.display().to_string();
    }
    editor.message = Some(match saved.outcome {
        Ok(told) => (true, told),
        Err(why) => (false, why),
    });
}
