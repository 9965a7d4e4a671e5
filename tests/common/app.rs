//! The window under egui_kittest, for the UI tests.

use std::sync::Arc;
use std::sync::atomic::AtomicI32;

use egui::vec2;
use egui_kittest::Harness;
use tallador::app::{AppOptions, TalladorApp, theme};
use tallador::core::TableKind;
use tallador::text::i18n::{I18n, Lang};

pub type App = Harness<'static, TalladorApp>;

/// The app at 1280×800 with the app's own theme, after its first frames.
pub fn harness(options: AppOptions) -> App {
    let app = TalladorApp::new(options, None, Arc::new(AtomicI32::new(0)));
    let mut harness = Harness::builder()
        .with_size(vec2(1280.0, 800.0))
        .with_context_setup(theme::install)
        .build_ui_state(|ui, app: &mut TalladorApp| app.frame_ui(ui), app);
    settle(&mut harness);
    harness
}

/// Lets the UI settle, scrolling animations included.
pub fn settle(harness: &mut App) {
    for _ in 0..30 {
        if harness.try_run().is_ok() {
            return;
        }
    }
    harness.run();
}

/// A fixture of `tests/fixtures`.
pub fn fixture(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

/// The window's words for message `id` in Spanish (the window's language in these tests),
/// rendered through the app's own bundle: a test finds a widget by its message, so a change
/// of wording breaks no test.
pub fn es(id: &str) -> String {
    I18n::new(Lang::Es).tr(id).into_owned()
}

/// Message `id` in Spanish with its arguments.
pub fn es_with(id: &str, args: &[(&str, &str)]) -> String {
    I18n::new(Lang::Es).trf(id, args)
}

/// A button's label in Spanish: message `id` and its shortcut (`Ctrl+Enter` → `Ctrl+Intro`).
pub fn es_keys(id: &str, keys: &str) -> String {
    with_keys(&I18n::new(Lang::Es), id, keys)
}

/// Message `id` in English.
pub fn en(id: &str) -> String {
    I18n::new(Lang::En).tr(id).into_owned()
}

/// Message `id` in English with its arguments.
pub fn en_with(id: &str, args: &[(&str, &str)]) -> String {
    I18n::new(Lang::En).trf(id, args)
}

/// A button's label in English: message `id` and its shortcut.
pub fn en_keys(id: &str, keys: &str) -> String {
    with_keys(&I18n::new(Lang::En), id, keys)
}

fn with_keys(i18n: &I18n, id: &str, keys: &str) -> String {
    format!("{} {}", i18n.tr(id), i18n.keys(keys))
}

/// The Banca's name at a table of `kind` in Spanish (Venice has its own word).
pub fn es_banca(kind: TableKind) -> String {
    I18n::new(Lang::Es).banca(kind)
}

/// The Banca's name at a table of `kind` in English.
pub fn en_banca(kind: TableKind) -> String {
    I18n::new(Lang::En).banca(kind)
}
