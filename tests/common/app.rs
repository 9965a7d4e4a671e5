//! The window under egui_kittest, for the UI tests.

use std::sync::Arc;
use std::sync::atomic::AtomicI32;

use egui::vec2;
use egui_kittest::Harness;
use tallador::app::{AppOptions, TalladorApp, theme};

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
