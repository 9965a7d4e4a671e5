//! The file dialogs' commands: open the native dialog for a field, and put its answer (or a
//! start-up option's path) in that field.

use std::path::PathBuf;

use super::super::TalladorApp;
use super::super::file_dialog::Dialog;
use crate::text::told::Told;

impl TalladorApp {
    /// Opens the native dialog for `dialog`'s field (one at a time, off the UI thread).
    pub(super) fn browse(&mut self, dialog: Dialog) {
        self.file_dialog
            .open(dialog, self.egui_ctx.as_ref(), &self.i18n);
    }

    /// Puts `path` in `dialog`'s field.
    pub(super) fn picked(&mut self, dialog: Dialog, path: PathBuf) {
        self.file_dialog.answered(dialog, true);
        let text = path.display().to_string();
        match dialog {
            Dialog::Scenario => {
                self.settings.start.file = text;
                self.settings.start.file_message = None;
            }
            Dialog::Paper => self.settings.start.paper = text,
            Dialog::ReviewLog => self.review.path_text = text,
            Dialog::OverviewFolder => self.overview.folder = text,
            Dialog::OverviewCsv => self.overview.csv_path = text,
            Dialog::SaveCase => self.inspector.case_path = text,
            Dialog::SaveReport => self.inspector.report_path = text,
            Dialog::OpenCase => self.inspector.open_path = text,
        }
    }

    /// `dialog` closed without a file: its field says so (the start screen's, under the scenario).
    pub(super) fn nothing_picked(&mut self, dialog: Dialog) {
        self.file_dialog.answered(dialog, false);
        if matches!(dialog, Dialog::Scenario | Dialog::Paper) {
            self.settings.start.file_message = Some(Told::text("start.no_file_chosen"));
        }
    }
}
