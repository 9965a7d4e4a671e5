//! What the course screen and the summary's "drill my mistakes" ask for (docs/courses.md): the
//! names and the course read, the trainee's standing worked out from the logs, an item of a
//! module started (a quick drill, a library situation, random situations of a focus), the
//! course's exam started only once every gate is met.

use std::path::{Path, PathBuf};

use super::super::course::editor::CourseEditor;
use super::super::course::{CourseAsk, CourseSource, LoadedCourse};
use super::super::quiz::state::QuizCommand;
use super::super::{Screen, SourceKind, TalladorApp, files};
use crate::session::course::load::{self, Trust, TrustedCourse};
use crate::session::course::progress;
use crate::session::course::progress::ModuleState;
use crate::session::course::{CourseItem, drills_for_rules};
use crate::session::exam::names;
use crate::session::quiz::DrillChoice;
use crate::session::{Mode, Outcome, Stamp};
use crate::text::told::Told;

impl TalladorApp {
    /// Applies one ask of the course screen at `now`: a plain dispatcher.
    pub(super) fn apply_course(&mut self, ask: CourseAsk, now: Stamp) {
        match ask {
            CourseAsk::Open => self.open_course(),
            CourseAsk::SetTrainee(name) => self.set_course_trainee(&name),
            CourseAsk::PickShipped(name) => {
                let read = load::shipped(&name, &self.profiles, &self.library);
                self.take_course(read, CourseSource::Shipped(name));
            }
            CourseAsk::OpenFile(path) => {
                self.course.file = path.display().to_string();
                self.apply_course(CourseAsk::LoadFile, now);
            }
            CourseAsk::LoadFile => {
                let path = PathBuf::from(self.course.file.trim());
                let trusted = files::trusted_keys(
                    self.keys_folder.as_deref(),
                    self.instructor_folder.as_deref(),
                );
                let read = load::load_trusted(&path, &self.profiles, &self.library, &trusted);
                self.take_course(read, CourseSource::File(path));
            }
            CourseAsk::Train { module, item } => self.train_course_item(module, item, now),
            CourseAsk::TakeExam(index) => self.take_course_exam(index, now),
            CourseAsk::DrillMistakes => self.drill_mistakes(now),
            CourseAsk::EditCourse => self.edit_course(),
            CourseAsk::SaveCourse => {
                self.save_course();
            }
            CourseAsk::SignCourse => self.sign_course(now),
        }
    }

    /// The course screen: who may train here, the built-in courses, the table's course when
    /// none is on show yet, and the trainee's standing.
    pub(super) fn open_course(&mut self) {
        let roster = self
            .folders
            .data
            .as_ref()
            .map(|data| data.join("roster.csv"));
        // The names in the logs, through the data folder's index cache (as the overview reads).
        let seen = self
            .logs_folder
            .as_deref()
            .and_then(|folder| {
                files::read_overview(folder, None, self.folders.data.as_deref()).ok()
            })
            .map(|overview| overview.rows.into_iter().map(|row| row.trainee).collect())
            .unwrap_or_default();
        let (names, problem) = load::known_trainees(roster.as_deref(), seen);
        self.course.names = names;
        self.course.message = problem.map(Told::Diagnostic);
        self.course.shipped = load::shipped_names();
        if self.course.loaded.is_none() {
            let table = self.settings.start.profile.clone();
            if self.course.shipped.contains(&table) {
                let read = load::shipped(&table, &self.profiles, &self.library);
                self.take_course(read, CourseSource::Shipped(table));
            }
        }
        self.refresh_course();
        self.go(Screen::Course);
    }

    /// The trainee who trains from now on, their name checked as every name is.
    fn set_course_trainee(&mut self, name: &str) {
        match names::check_name(name) {
            Ok(name) => {
                self.settings.start.trainee = name;
                self.course.new_name.clear();
                self.course.message = None;
                self.refresh_course();
            }
            Err(error) => {
                self.course.message = Some(Told::Problem {
                    said: error.problem(),
                    english: error.to_string(),
                    why: None,
                });
            }
        }
    }

    /// Puts a course read on show (or says why it was refused).
    fn take_course(
        &mut self,
        read: Result<TrustedCourse, crate::core::diagnostic::Diagnostic>,
        source: CourseSource,
    ) {
        match read {
            Ok(trusted) => {
                // The same course again (picked or loaded anew) keeps the module in hand; another
                // one is placed on its module to work on (course_ui's place_selection).
                let same = self
                    .course
                    .loaded
                    .as_ref()
                    .is_some_and(|loaded| loaded.source == source);
                let data_courses = self.folders.data.as_ref().map(|data| data.join("courses"));
                self.course.loaded = Some(LoadedCourse {
                    source,
                    course: trusted.course().clone(),
                    signed_by: match trusted.trust() {
                        Trust::Shipped => None,
                        Trust::Signed { instructor } => Some(names::shown(instructor)),
                    },
                    exams: trusted.exam_paths(data_courses.as_deref()),
                    exam_titles: trusted
                        .files()
                        .papers
                        .iter()
                        .map(|paper| {
                            let paper = &paper.paper;
                            [
                                paper.title.clone(),
                                paper.title_es.clone(),
                                paper.title_it.clone(),
                            ]
                        })
                        .collect(),
                    progress: None,
                });
                if same {
                    let modules = trusted.course().modules.len();
                    self.course.selected = self.course.selected.min(modules.saturating_sub(1));
                } else {
                    self.course.selected = 0;
                    self.course.placed_for = None;
                }
                self.course.message = None;
                self.refresh_course();
            }
            Err(diagnostic) => self.course.message = Some(Told::Diagnostic(diagnostic)),
        }
    }

    /// The trainee's standing in the course on show, from their logs and quiz history.
    pub(in crate::app) fn refresh_course(&mut self) {
        let trainee = self.settings.start.trainee.trim().to_string();
        let Some(loaded) = &mut self.course.loaded else {
            return;
        };
        if trainee.is_empty() {
            loaded.progress = None;
            return;
        }
        let logs = self
            .logs_folder
            .as_deref()
            .map(|folder| load::trainee_logs(folder, &trainee).0)
            .unwrap_or_default();
        let history = files::quiz_history(self.quiz_folder.as_deref(), &trainee);
        loaded.progress = Some(progress::progress(
            &loaded.course,
            &self.profiles,
            &trainee,
            &logs,
            // What is due today, on the window's clock.
            Some((&history, super::super::clock().date_naive())),
        ));
    }

    /// Starts one item of a module that is not locked, for the trainee on show.
    fn train_course_item(&mut self, module: usize, item: usize, now: Stamp) {
        if self.settings.start.trainee.trim().is_empty() {
            self.course.message = Some(Told::text("course.no_name"));
            return;
        }
        let Some(loaded) = &self.course.loaded else {
            return;
        };
        let open = loaded
            .progress
            .as_ref()
            .and_then(|progress| progress.modules.get(module))
            .is_some_and(|standing| standing.state != ModuleState::Locked);
        let Some(chosen) = loaded
            .course
            .modules
            .get(module)
            .and_then(|module| module.items.get(item))
            .cloned()
        else {
            return;
        };
        if !open {
            self.course.message = Some(Told::text("course.module_locked"));
            return;
        }
        let form = &mut self.settings.start;
        form.profile = loaded.course.table.clone();
        form.mode = Mode::Practice;
        self.course.came_from = true;
        match chosen {
            CourseItem::Drill(drill) => self.start_drill_quiz(drill, now),
            CourseItem::Situation(name) => {
                let pick = self
                    .library
                    .entries
                    .iter()
                    .position(|entry| entry.name == name);
                let form = &mut self.settings.start;
                form.source = SourceKind::Library;
                form.library_pick = pick;
                self.start_session(now);
            }
            CourseItem::Focus(focus) => {
                let form = &mut self.settings.start;
                form.source = SourceKind::Random;
                form.focus = focus;
                form.seed.clear();
                self.start_session(now);
            }
        }
        // Nothing started (the start screen says why): nothing to come back from.
        self.course.came_from = matches!(self.screen, Screen::Train | Screen::Quiz);
    }

    /// The quiz of one drill, started at once for the start screen's trainee and table.
    fn start_drill_quiz(&mut self, drill: crate::session::quiz::Drill, now: Stamp) {
        self.open_quiz();
        self.apply_quiz(QuizCommand::Pick(DrillChoice::One(drill)), now);
        self.apply_quiz(QuizCommand::Start, now);
    }

    /// The course's exam paper `index`, only once every gate is met; then taken as any exam
    /// (the paper must be signed by the school's instructor).
    fn take_course_exam(&mut self, index: usize, now: Stamp) {
        let Some(loaded) = &self.course.loaded else {
            return;
        };
        let open = loaded
            .progress
            .as_ref()
            .is_some_and(|progress| progress.exams_open);
        let Some(path) = loaded.exams.get(index).cloned() else {
            return;
        };
        if !open {
            self.course.message = Some(Told::text("course.exam_locked"));
            self.course.scroll_to_exams = 2;
            return;
        }
        let form = &mut self.settings.start;
        form.mode = Mode::Exam;
        form.paper = path.display().to_string();
        self.start_exam(&path, now);
    }

    /// From the summary: the quick drill that trains the most of the rules missed in the
    /// round just played, for the same trainee and table.
    fn drill_mistakes(&mut self, now: Stamp) {
        let Some(training) = &self.training else {
            return;
        };
        let session = &training.session;
        // Practice only: an exam's summary offers no drill (as its button is not shown).
        if session.mode() != Mode::Practice {
            return;
        }
        let missed: Vec<crate::core::RuleId> = session
            .log()
            .steps
            .iter()
            .filter(|step| step.verdict == Outcome::Wrong)
            .filter_map(|step| step.rule)
            .collect();
        let profile = session.game().scenario.profile.clone();
        let Some(&drill) = drills_for_rules(&missed, &profile).first() else {
            self.notice = Some(Told::text("course.no_drill_for_mistakes"));
            return;
        };
        self.leave(Screen::Summary, now);
        self.settings.start.profile = profile.id.clone();
        self.start_drill_quiz(drill, now);
    }

    /// The course editor, a copy of the course on show in it the first time; or back.
    fn edit_course(&mut self) {
        let screen = &mut self.course;
        screen.editing = !screen.editing;
        if screen.editing && screen.editor == CourseEditor::default() {
            if let Some(loaded) = &screen.loaded {
                screen.editor = CourseEditor::of(&loaded.course);
            }
            if let Some(data) = &self.folders.data {
                let name = crate::session::log_file::slug(&screen.editor.name);
                screen.editor.path = data
                    .join("courses")
                    .join(format!("{name}.ron"))
                    .display()
                    .to_string();
            }
        }
    }

    /// Saves the editor's course, checked; its path when saved.
    fn save_course(&mut self) -> Option<PathBuf> {
        let editor = &mut self.course.editor;
        let path = PathBuf::from(editor.path.trim());
        if path.as_os_str().is_empty() {
            editor.message = Some((false, Told::text("course.editor_no_path")));
            return None;
        }
        let text = match editor.text() {
            Ok(text) => text,
            Err(told) => {
                editor.message = Some((false, told));
                return None;
            }
        };
        match load::write_course(&path, &text, &self.profiles, &self.library) {
            Ok(_) => {
                let shown = path.display().to_string();
                editor.message =
                    Some((true, Told::with("course.editor_saved", &[("path", &shown)])));
                Some(path)
            }
            Err(diagnostic) => {
                editor.message = Some((false, Told::Diagnostic(diagnostic)));
                None
            }
        }
    }

    /// Saves the editor's course and signs it with the instructor's key; then it is the
    /// course on show.
    fn sign_course(&mut self, now: Stamp) {
        let Some(path) = self.save_course() else {
            return;
        };
        let signed = files::instructor_key(self.instructor_folder.as_deref())
            .and_then(|key| load::sign_course(&key, &path, now).map(|_| key.name));
        let editor = &mut self.course.editor;
        match signed {
            Ok(instructor) => {
                let shown = path.display().to_string();
                editor.message = Some((
                    true,
                    Told::with(
                        "course.editor_signed",
                        &[("path", &shown), ("instructor", &names::shown(&instructor))],
                    ),
                ));
                self.course.file = shown;
                self.apply_course(CourseAsk::LoadFile, now);
            }
            Err(diagnostic) => editor.message = Some((false, Told::Diagnostic(diagnostic))),
        }
    }

    /// Why `trainee` may not take the exam paper at `path` yet: it ends a course (the one on
    /// show, or a built-in one, whose papers are the data folder's `courses/`) whose gates the
    /// trainee's logs do not all meet. `None` for a paper of no course, or every gate met.
    pub(in crate::app) fn course_locks_exam(&self, path: &Path, trainee: &str) -> Option<Told> {
        let same = |exam: &Path| match (std::fs::canonicalize(exam), std::fs::canonicalize(path)) {
            (Ok(exam), Ok(path)) => exam == path,
            _ => exam == path,
        };
        let data_courses = self.folders.data.as_ref().map(|data| data.join("courses"));
        let mut courses: Vec<(crate::session::course::Course, Vec<PathBuf>)> =
            load::shipped_names()
                .iter()
                .filter_map(|name| load::shipped(name, &self.profiles, &self.library).ok())
                .map(|trusted| {
                    (
                        trusted.course().clone(),
                        trusted.exam_paths(data_courses.as_deref()),
                    )
                })
                .collect();
        if let Some(loaded) = &self.course.loaded {
            courses.push((loaded.course.clone(), loaded.exams.clone()));
        }
        let (course, _) = courses
            .into_iter()
            .find(|(_, exams)| exams.iter().any(|exam| same(exam)))?;
        let logs = self
            .logs_folder
            .as_deref()
            .map(|folder| load::trainee_logs(folder, trainee).0)
            .unwrap_or_default();
        let standing = progress::progress(&course, &self.profiles, trainee, &logs, None);
        (!standing.exams_open).then(|| {
            Told::with(
                "course.exam_locked_for",
                &[("course", course.name_in(self.i18n.lang().is_spanish()))],
            )
        })
    }
}
