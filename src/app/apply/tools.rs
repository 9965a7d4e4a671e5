//! The tools' commands: a log opened in the review; the audit drill started and called.
//! (The overview's and the inspector's files are read and written by [`files`] straight from
//! the dispatcher.)

use std::path::{Path, PathBuf};

use chrono::{DateTime, FixedOffset};

use super::super::Screen;
use super::super::TalladorApp;
use super::super::files;
use super::closing::close_when_finished;
use crate::session::Stamp;
use crate::session::drill::{AuditDrill, Call, DrillSetup};
use crate::text::told::Told;

impl TalladorApp {
    /// Opens a saved case in the inspector.
    pub(super) fn open_case(&mut self, path: &Path) {
        match files::open_case(path, &self.profiles) {
            Ok(draft) => self.inspector.opened(draft, path),
            Err(why) => self.inspector.message = Some((false, why)),
        }
    }

    /// Saves the inspector's case where its field says, or (none typed) in the data folder's
    /// `cases/`, which the field then shows.
    pub(super) fn save_case(&mut self, now: DateTime<FixedOffset>) {
        let path = self.case_path(now);
        let actions = self.inspector.draft.actions.clone();
        let case = self.inspector.case(&self.profiles).as_ref().ok();
        let message = files::save_case(case, &actions, &path);
        self.inspector.message = Some(message);
    }

    /// Writes the inspector's printable report where its field says, or next to the case.
    pub(super) fn export_report(&mut self, now: DateTime<FixedOffset>) {
        if self.inspector.report_path.trim().is_empty() {
            let report = self.case_path(now).with_extension("html");
            self.inspector.report_path = report.display().to_string();
        }
        let path = PathBuf::from(self.inspector.report_path.trim());
        let header = files::report_header(&self.inspector, &self.i18n, now);
        let case = self.inspector.case(&self.profiles).as_ref().ok();
        let message = files::export_report(case, &header, &path);
        self.inspector.message = Some(message);
    }

    /// The case's path: the one typed, or a new one in the data folder, put in the field.
    fn case_path(&mut self, now: DateTime<FixedOffset>) -> PathBuf {
        if self.inspector.case_path.trim().is_empty() {
            let path = files::new_case_path(now, self.folders.data.as_deref());
            self.inspector.case_path = path.display().to_string();
        }
        PathBuf::from(self.inspector.case_path.trim())
    }

    /// Opens a session log in the review; Back returns to the screen it was opened from.
    pub(super) fn review_log(&mut self, path: &Path) {
        if self.screen != Screen::Review {
            self.review.back_to = self.screen;
        }
        self.review.path_text = path.display().to_string();
        match files::open_log(path, &self.profiles) {
            Ok(review) => self.review.show(review, Some(path.to_path_buf())),
            Err(problem) => self.review.error = Some(problem),
        }
        self.go(Screen::Review);
    }

    /// Starts an audit drill with the drill screen's choices, for the start screen's trainee.
    pub(in crate::app) fn start_drill(&mut self, now: Stamp) {
        let screen = &mut self.drill;
        let Some(profile) = self.profiles.get(&screen.profile).cloned() else {
            screen.error = Some(Told::text("start.pick_a_table"));
            return;
        };
        // No seed typed: a fresh one for this trainee and this drill (the log records it).
        let typed = screen.seed.trim();
        let seed = if typed.is_empty() {
            Ok(files::fresh_seed())
        } else {
            typed.parse::<u64>()
        };
        let Ok(seed) = seed else {
            screen.error = Some(Told::with(
                "start.bad_seed",
                &[("seed", screen.seed.trim())],
            ));
            return;
        };
        let title = self.i18n.trf(
            "drill.log_title",
            &[
                (
                    "table",
                    &super::super::tools::profile_name(&self.i18n, &profile),
                ),
                ("seed", &seed.to_string()),
            ],
        );
        let setup = DrillSetup {
            trainee: self.settings.start.trainee.trim().to_string(),
            profile,
            seed,
            errors: screen.errors,
            logs_folder: self.logs_folder.clone(),
            title: Some(title),
        };
        match AuditDrill::start(setup, now) {
            Ok(drill) => {
                self.audit_drill = Some(drill);
                screen.error = None;
                screen.picking = false;
            }
            Err(error) => {
                screen.error =
                    Some(Told::text("drill.cannot_start").and("error", Told::error(&error)));
            }
        }
    }

    /// The trainee's call on the drill's current action; the last one closes the drill.
    pub(in crate::app) fn drill_call(&mut self, call: Call, now: Stamp) {
        if let Some(drill) = &mut self.audit_drill {
            drill.call(call, now);
            close_when_finished(drill, now);
        }
        self.drill.picking = false;
    }
}
