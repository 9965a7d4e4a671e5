//! The native file dialog (rfd), run off the UI thread so a system without a dialog (bare Xvfb,
//! no portal) never freezes the window: the result arrives through a channel, or nothing does
//! and the trainee types the path instead.

use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, TryRecvError};

use super::i18n::I18n;

#[derive(Default)]
pub struct FileDialogTask {
    pending: Option<Receiver<Option<PathBuf>>>,
}

impl FileDialogTask {
    pub fn is_open(&self) -> bool {
        self.pending.is_some()
    }

    /// Opens the dialog on its own thread (once at a time).
    pub fn open(&mut self, ctx: &egui::Context, i18n: &I18n) {
        if self.pending.is_some() {
            return;
        }
        let (sender, receiver) = mpsc::channel();
        let ctx = ctx.clone();
        let title = i18n.tr("start.dialog_title").to_string();
        let started = std::thread::Builder::new()
            .name("file-dialog".into())
            .spawn(move || {
                let picked = rfd::FileDialog::new()
                    .set_title(title)
                    .add_filter("Tallador (RON)", &["ron"])
                    .pick_file();
                let _ = sender.send(picked);
                ctx.request_repaint();
            });
        if started.is_ok() {
            self.pending = Some(receiver);
        }
    }

    /// Runs another dialog (a folder to read, a file to save) on its own thread, once at a time.
    pub fn open_with(
        &mut self,
        ctx: &egui::Context,
        dialog: impl FnOnce() -> Option<PathBuf> + Send + 'static,
    ) {
        if self.pending.is_some() {
            return;
        }
        let (sender, receiver) = mpsc::channel();
        let ctx = ctx.clone();
        let started = std::thread::Builder::new()
            .name("file-dialog".into())
            .spawn(move || {
                let _ = sender.send(dialog());
                ctx.request_repaint();
            });
        if started.is_ok() {
            self.pending = Some(receiver);
        }
    }

    /// The dialog's answer, once: `Some(None)` when it closed without a file (or could not
    /// open at all).
    pub fn poll(&mut self) -> Option<Option<PathBuf>> {
        let receiver = self.pending.as_ref()?;
        match receiver.try_recv() {
            Ok(picked) => {
                self.pending = None;
                Some(picked)
            }
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => {
                self.pending = None;
                Some(None)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    /// Opening the dialog never blocks the UI thread, whether or not the system has a dialog
    /// (on a machine without one it answers "no file" soon; with one it stays open meanwhile).
    #[test]
    fn opening_the_dialog_returns_at_once_and_polling_never_blocks() {
        if std::env::var_os("DISPLAY").is_some() || std::env::var_os("WAYLAND_DISPLAY").is_some() {
            // A real desktop would show the dialog to whoever runs the tests.
            return;
        }
        let ctx = egui::Context::default();
        let mut task = FileDialogTask::default();
        let started = Instant::now();
        task.open(&ctx, &I18n::new(super::super::i18n::Lang::En));
        assert!(started.elapsed() < Duration::from_millis(500));
        assert!(task.is_open());
        let polled = Instant::now();
        let answer = task.poll();
        assert!(polled.elapsed() < Duration::from_millis(50));
        if let Some(picked) = answer {
            assert!(picked.is_none());
        }
    }
}
