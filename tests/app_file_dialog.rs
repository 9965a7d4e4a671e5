#![cfg(feature = "app")]
//! The native file dialog never blocks the window: opening it returns at once and polling it
//! never waits (on a machine without a dialog it answers "no file" soon). Here, not in
//! `src/app/file_dialog.rs`, because it asks the environment whether a desktop is there, which
//! nothing below the launcher may do (ARCHITECTURE.md).

use std::time::{Duration, Instant};

use tallador::app::file_dialog::{Dialog, FileDialogTask};
use tallador::text::i18n::{I18n, Lang};

#[test]
fn opening_the_dialog_returns_at_once_and_polling_never_blocks() {
    if std::env::var_os("DISPLAY").is_some() || std::env::var_os("WAYLAND_DISPLAY").is_some() {
        // A real desktop would show the dialog to whoever runs the tests.
        eprintln!("skipped: a desktop is there (DISPLAY or WAYLAND_DISPLAY set)");
        return;
    }
    let ctx = egui::Context::default();
    let mut task = FileDialogTask::default();
    let started = Instant::now();
    task.open(Dialog::Scenario, Some(&ctx), &I18n::new(Lang::En));
    assert!(started.elapsed() < Duration::from_millis(500));
    assert!(task.open_now().is_some());
    let polled = Instant::now();
    let answer = task.poll();
    assert!(polled.elapsed() < Duration::from_millis(50));
    if let Some((_, picked)) = answer {
        assert!(picked.is_none());
    }
}
