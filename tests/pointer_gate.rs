//! Issue 33: moving the mouse over the twelve-box table must cost little. Under software GL
//! every frame costs the same, so the window draws one only for a move that takes the pointer
//! over something new (`app::pointer`). Here the sweep `scripts/cpu-check.sh` makes over the
//! table is replayed against what the table's frame lays out.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicI32;

use egui::vec2;
use egui_kittest::Harness;
use tallador::app::options::AppOptions;
use tallador::app::pointer::{Gate, Targets};
use tallador::app::{TalladorApp, theme};
use tallador::core::Profiles;
use tallador::text::i18n::Lang;

/// The targets the app's first frame leaves at 1280×800 with `options`.
fn targets_of(options: AppOptions) -> Targets {
    let app = TalladorApp::new(options, None, Arc::new(AtomicI32::new(0)));
    let gate = Gate::default();
    let frame_gate = gate.clone();
    let mut harness = Harness::builder()
        .with_size(vec2(1280.0, 800.0))
        .with_context_setup(theme::install)
        .build_ui_state(
            move |ui, app: &mut TalladorApp| {
                app.frame_ui(ui);
                frame_gate.remember(ui.ctx());
            },
            app,
        );
    harness.run();
    gate.last().expect("the frame left its targets")
}

#[test]
fn a_sweep_over_the_twelve_boxes_draws_a_frame_only_where_the_pointer_meets_a_new_place() {
    let logs = tempfile::tempdir().unwrap();
    let mut options = AppOptions::new(Profiles::default());
    options.logs_folder = Some(logs.path().to_path_buf());
    options.lang = Some(Lang::Es);
    options.trainee = Some("Ana Pérez".into());
    options.scenario =
        Some(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/app/cas-twelve-boxes.ron"));
    let targets = targets_of(options);
    // The sweep of scripts/cpu-check.sh: x from 200 to 900 by 7 pixels, y = 250 + x mod 200.
    let path: Vec<_> = (0..=100)
        .map(|step| {
            let x = 200 + 7 * step;
            targets.points(f64::from(x), f64::from(250 + x % 200))
        })
        .collect();
    let frames = path
        .windows(2)
        .filter(|pair| targets.matters(Some(pair[0]), pair[1]))
        .count();
    // The sweep crosses the boxes' edges (each a frame: the outline follows the pointer), and
    // most of its 100 moves stay inside one box or on the felt between two.
    assert!(frames >= 6, "the sweep meets the boxes: {frames} frames");
    assert!(
        frames <= 35,
        "{frames} of 100 moves draw a frame, where the pointer meets nothing new"
    );
}

/// The overview's charts follow the pointer (egui_plot shows the values under it): every move
/// over a chart is a frame; over the rest of the screen only a new target is.
#[test]
fn the_overview_s_charts_follow_the_pointer() {
    let logs = tempfile::tempdir().unwrap();
    let mut options = AppOptions::new(Profiles::default());
    options.logs_folder = Some(logs.path().to_path_buf());
    options.lang = Some(Lang::Es);
    options.screen = Some(tallador::app::Screen::Overview);
    options.open = Some(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/logs"));
    let targets = targets_of(options);
    let grid: Vec<egui::Pos2> = (0..64)
        .flat_map(|x| (0..40).map(move |y| egui::pos2(x as f32 * 20.0, y as f32 * 20.0)))
        .collect();
    let following = grid.iter().filter(|at| targets.follows(**at)).count();
    assert!(following > 0, "a chart follows the pointer");
    assert!(
        following < grid.len() / 2,
        "and not the whole screen: {following}"
    );
}
