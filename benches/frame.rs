//! One frame of the trainer on a full 12-box casilleros table, built headless through
//! egui_kittest: the UI pass and the tessellation into meshes (no GPU), still and with the
//! pointer moving over the boxes. Budget: 2 ms of CPU.
//! Run with `cargo bench --bench frame` (or `--profile dev` for a quick debug figure).

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicI32;

use criterion::{Criterion, criterion_group, criterion_main};
use egui_kittest::Harness;
use tallador::app::{AppOptions, TalladorApp, theme};
use tallador::core::Profiles;
use tallador::text::i18n::Lang;

fn twelve_box_app() -> TalladorApp {
    let mut options = AppOptions::new(Profiles::default());
    options.scenario =
        Some(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/app/cas-twelve-boxes.ron"));
    options.logs_folder = None;
    options.library_folders = Vec::new();
    options.shipped_library = false;
    options.lang = Some(Lang::Es);
    options.trainee = Some("Ana Pérez".into());
    // Two naturals settled and two third cards: every kind of box is on the table.
    options.actions = [
        "pay 4",
        "discard 4",
        "pay 7",
        "discard 7",
        "draw 2",
        "draw 3",
        "collect 5",
    ]
    .map(String::from)
    .to_vec();
    TalladorApp::new(options, None, Arc::new(AtomicI32::new(0)))
}

fn frame(c: &mut Criterion) {
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .with_context_setup(theme::install)
        .build_ui_state(
            |ui, app: &mut TalladorApp| app.frame_ui(ui),
            twelve_box_app(),
        );
    harness.run();
    c.bench_function("trainer frame, 12 boxes, 1280x800", |b| {
        b.iter(|| {
            harness.step();
            // What a renderer would receive: the frame's shapes as triangle meshes.
            let output = harness.output();
            let meshes = harness
                .ctx
                .tessellate(output.shapes.clone(), output.pixels_per_point);
            std::hint::black_box(meshes);
        })
    });
}

/// The pointer moving over the table: each frame it is over another box (3, then 8), so
/// what is under it changes every frame, as a trainee's mouse crossing the felt.
fn hover_frame(c: &mut Criterion) {
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .with_context_setup(theme::install)
        .build_ui_state(
            |ui, app: &mut TalladorApp| app.frame_ui(ui),
            twelve_box_app(),
        );
    harness.run();
    let boxes: Vec<egui::Pos2> = [3, 8]
        .iter()
        .filter_map(|place| {
            use egui_kittest::kittest::Queryable;
            harness
                .query_by_label(&format!("Casilla {place}"))
                .map(|node| node.rect().center())
        })
        .collect();
    assert_eq!(boxes.len(), 2, "boxes 3 and 8 on the table");
    let mut turn = 0;
    c.bench_function(
        "trainer frame, 12 boxes, 1280x800, pointer over the boxes",
        |b| {
            b.iter(|| {
                turn += 1;
                harness.hover_at(boxes[turn % 2]);
                harness.step();
                let output = harness.output();
                let meshes = harness
                    .ctx
                    .tessellate(output.shapes.clone(), output.pixels_per_point);
                std::hint::black_box(meshes);
            })
        },
    );
}

criterion_group!(benches, frame, hover_frame);
criterion_main!(benches);
