//! The native file dialog (rfd), run off the UI thread so a system without a dialog (bare Xvfb,
//! no portal) never freezes the window: the result arrives through a channel, or nothing does
//! and the trainee types the path instead. The one place that calls rfd: every Browse button
//! is a [`super::Command::Browse`] of a [`Dialog`], and its answer a [`super::Command::Picked`]
//! (or [`super::Command::NothingPicked`]), applied by [`super::apply`].

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, TryRecvError};

use crate::text::i18n::I18n;

/// Which field a native dialog fills: every Browse button names one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Dialog {
    /// The start screen's scenario file.
    Scenario,
    /// The start screen's exam paper.
    Paper,
    /// The review's log file.
    ReviewLog,
    /// The overview's folder of logs.
    OverviewFolder,
    /// The overview's CSV to write.
    OverviewCsv,
    /// The inspector's case to save.
    SaveCase,
    /// The inspector's printable report to write.
    SaveReport,
    /// The inspector's saved case to open.
    OpenCase,
}

impl Dialog {
    /// The native dialog for this field, with its title in the trainee's language.
    fn native(self, i18n: &I18n) -> impl FnOnce() -> Option<PathBuf> + Send + 'static {
        let title = |key: &str| i18n.tr(key).to_string();
        let (title, kind) = match self {
            Dialog::Scenario | Dialog::Paper => (title("start.dialog_title"), Kind::OpenRon),
            Dialog::ReviewLog => (title("review.dialog_title"), Kind::OpenRon),
            Dialog::OpenCase => (title("inspector.open_title"), Kind::OpenRon),
            Dialog::OverviewFolder => (title("overview.pick_folder"), Kind::Folder),
            Dialog::OverviewCsv => (
                title("overview.save_csv"),
                Kind::Save("CSV", "csv", "overview.csv"),
            ),
            Dialog::SaveCase => (
                title("inspector.save_title"),
                Kind::Save("Tallador (RON)", "ron", "case.ron"),
            ),
            Dialog::SaveReport => (
                title("inspector.report_title"),
                Kind::Save("HTML", "html", "reconstruction.html"),
            ),
        };
        move || {
            let dialog = rfd::FileDialog::new().set_title(title);
            match kind {
                Kind::OpenRon => dialog.add_filter("Tallador (RON)", &["ron"]).pick_file(),
                Kind::Folder => dialog.pick_folder(),
                Kind::Save(name, extension, file_name) => dialog
                    .add_filter(name, &[extension])
                    .set_file_name(file_name)
                    .save_file(),
            }
        }
    }
}

/// What a native dialog asks for.
#[derive(Clone, Copy)]
enum Kind {
    /// One of Tallador's RON files (scenarios, papers, logs, cases).
    OpenRon,
    Folder,
    /// A file to write: the filter's name, its extension and the name proposed.
    Save(&'static str, &'static str, &'static str),
}

/// The one native dialog open at a time, and the fields whose last dialog closed empty.
#[derive(Default)]
pub struct FileDialogTask {
    pending: Option<(Dialog, Receiver<Option<PathBuf>>)>,
    nothing_picked: BTreeSet<Dialog>,
}

impl FileDialogTask {
    /// The dialog open, if any.
    pub fn open_now(&self) -> Option<Dialog> {
        self.pending.as_ref().map(|(dialog, _)| *dialog)
    }

    /// The last dialog for this field closed without a file (or never opened), until the next
    /// try.
    pub fn nothing_picked(&self, dialog: Dialog) -> bool {
        self.nothing_picked.contains(&dialog)
    }

    /// Opens the dialog on its own thread (once at a time); `ctx` is asked to repaint when it
    /// answers.
    pub fn open(&mut self, dialog: Dialog, ctx: Option<&egui::Context>, i18n: &I18n) {
        if self.pending.is_some() {
            return;
        }
        self.nothing_picked.remove(&dialog);
        let (sender, receiver) = mpsc::channel();
        let ctx = ctx.cloned();
        let native = dialog.native(i18n);
        let started = std::thread::Builder::new()
            .name("file-dialog".into())
            .spawn(move || {
                let _ = sender.send(native());
                if let Some(ctx) = ctx {
                    ctx.request_repaint();
                }
            });
        if started.is_ok() {
            self.pending = Some((dialog, receiver));
        }
    }

    /// Notes the answer for `dialog`: a file picked clears its "nothing chosen".
    pub fn answered(&mut self, dialog: Dialog, picked: bool) {
        if picked {
            self.nothing_picked.remove(&dialog);
        } else {
            self.nothing_picked.insert(dialog);
        }
    }

    /// The dialog's answer, once: `None` in the pair when it closed without a file (or could
    /// not open at all).
    pub fn poll(&mut self) -> Option<(Dialog, Option<PathBuf>)> {
        let (dialog, receiver) = self.pending.as_ref()?;
        let dialog = *dialog;
        match receiver.try_recv() {
            Ok(picked) => {
                self.pending = None;
                Some((dialog, picked))
            }
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => {
                self.pending = None;
                Some((dialog, None))
            }
        }
    }
}
