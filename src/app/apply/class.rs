//! The class view's commands: the class of the overview's folder read within the class
//! screen's days, idle days counted to the time applied; with the school's LRS on, the LRS
//! read live on a thread of its own and each reading held against the folder's logs.

use std::path::PathBuf;

use super::super::TalladorApp;
use super::super::files;
use crate::session::Stamp;
use crate::session::class::live::{self, LiveReader};
use crate::session::class::lrs::{class_from_lrs, course_by_account};
use crate::session::class::{ClassOptions, ClassView, CourseProgress, DateRange, StuckRule};
use crate::session::course::Course;
use crate::session::course::class::CourseClass;
use crate::session::course::load;
use crate::session::lrs::client::Client;
use crate::session::lrs::{outbox, queue};
use crate::text::told::Told;

/// A day typed in a field: empty is no bound, anything else must read as YYYY-MM-DD.
fn day(text: &str) -> Result<Option<chrono::NaiveDate>, Told> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .map(Some)
        .map_err(|_| Told::with("class.bad_date", &[("text", text)]))
}

impl TalladorApp {
    /// What the class is read with: the days typed, the roster; `None` (and the screen says
    /// why) when a day does not read.
    fn class_options(&mut self) -> Option<ClassOptions> {
        let screen = &mut self.class;
        let dates = match (day(&screen.from), day(&screen.to)) {
            (Ok(from), Ok(to)) => DateRange { from, to },
            (Err(why), _) | (_, Err(why)) => {
                screen.message = Some(why);
                return None;
            }
        };
        let (roster, _) = files::register_inputs(self.overview.data_folder.as_deref());
        Some(ClassOptions {
            dates,
            roster,
            ..ClassOptions::default()
        })
    }

    /// Reads the class of the overview's folder (a day that does not read keeps the class on
    /// show and says why); with the LRS on, starts reading it live.
    pub(super) fn load_class(&mut self, now: Stamp) {
        let folder = PathBuf::from(self.overview.folder.trim());
        self.class.message = None;
        self.class.folder = folder.display().to_string();
        self.class_live = None;
        self.class.check = None;
        let Some(options) = self.class_options() else {
            return;
        };
        if !folder.is_dir() {
            self.class.view = None;
            self.class.message = Some(Told::with(
                "overview.not_a_folder",
                &[("folder", &self.class.folder)],
            ));
            return;
        }
        let (_, key) = files::register_inputs(self.overview.data_folder.as_deref());
        let indexed = crate::session::index::load(&folder, &key);
        let course = self.class_course();
        let language = self.i18n.lang().code();
        let progress = course
            .as_ref()
            .map(|course| CourseClass::read(course, &self.profiles, &folder, language).0);
        self.class.course = course
            .as_ref()
            .map(|course| course.name_for(language).to_string());
        let mut view = ClassView::from_digests(
            &indexed.logs,
            options,
            progress.as_ref().map(|class| class as &dyn CourseProgress),
            now,
        );
        view.problems = indexed.problems;
        self.class.standings = match (&progress, self.class.lrs) {
            (Some(class), true) => course_by_account(&indexed.logs, &view.options.roster, class),
            _ => Default::default(),
        };
        self.class.view = Some(view);
        self.class.logs = indexed.logs;
        if self.class.lrs {
            self.start_class_live();
        }
    }

    /// The course the class is read against: the one on the course screen, else the built-in
    /// course of the start screen's table.
    fn class_course(&self) -> Option<Course> {
        if let Some(loaded) = &self.course.loaded {
            return Some(loaded.course.clone());
        }
        load::shipped(&self.settings.start.profile, &self.profiles, &self.library)
            .ok()
            .map(|trusted| trusted.course().clone())
    }

    /// Starts reading the school's LRS live, or says why it cannot.
    fn start_class_live(&mut self) {
        let settings = self
            .folders
            .data
            .as_deref()
            .and_then(|data| queue::load_settings(data).ok().flatten());
        match settings {
            Some(settings) => {
                let client = Client::new(settings, outbox::REQUEST_TIMEOUT);
                self.class_live = Some(LiveReader::start(client, live::EVERY));
            }
            None => self.class.message = Some(Told::text("lrs.not_set")),
        }
    }

    /// Takes the LRS's latest reading, if one came in: the class from it, held against the
    /// folder's logs, who is stuck at `now`.
    pub(super) fn poll_class(&mut self, now: Stamp) {
        let Some(reading) = self.class_live.as_ref().and_then(LiveReader::take) else {
            return;
        };
        let statements = match reading {
            Ok(statements) => statements,
            Err(problem) => {
                self.class.message = Some(Told::error(&problem));
                return;
            }
        };
        let Some(options) = self.class_options() else {
            return;
        };
        self.class.message = None;
        let (mut view, check) = class_from_lrs(
            &statements,
            &self.class.logs,
            options,
            StuckRule::default(),
            now,
        );
        view.attach_course(&self.class.standings);
        self.class.view = Some(view);
        self.class.check = Some(check);
    }
}
