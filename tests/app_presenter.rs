#![cfg(feature = "app")]
//! Issue 34: presenter mode, the instructor's machine on the classroom projector. F5 turns it
//! on; the class calls the action aloud and the instructor enters it; the table as it stood and
//! no verdict stay on the screen until F6 shows the correction. Driven through the real UI.

use std::path::Path;

use egui::Key;
use egui_kittest::kittest::Queryable;
use tallador::app::AppOptions;
use tallador::core::action::Target;
use tallador::core::{Action, Profiles};
use tallador::session::Mode;
use tallador::text::i18n::Lang;

mod common;
use common::app::{App, en, harness};

fn practice(size: (f32, f32)) -> (tempfile::TempDir, App) {
    let logs = tempfile::tempdir().unwrap();
    let mut options = AppOptions::new(Profiles::default());
    // Box 5 holds 7 and stands, box 6 holds 5 and draws: the first action is `draw 6`.
    options.scenario = Some(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/casilleros/both-bets-at-one-box.ron"),
    );
    options.logs_folder = Some(logs.path().to_path_buf());
    options.shipped_library = false;
    options.lang = Some(Lang::En);
    options.trainee = Some("Clase 3B".into());
    options.mode = Some(Mode::Practice);
    options.window_size = Some([size.0, size.1]);
    let mut app = harness(options);
    app.set_size(egui::vec2(size.0, size.1));
    app.run();
    (logs, app)
}

fn enter(app: &mut App, text: &str) {
    let label = en("train.type_action");
    let line = app.get_by_label(&label);
    line.focus();
    line.type_text(text);
    app.run();
    app.key_press(Key::Enter);
    app.run();
}

fn shows(app: &App, id: &str) -> bool {
    app.query_by_label_contains(&en(id)).is_some()
}

#[test]
fn presenter_mode_hides_the_correction_and_the_table_after_it_until_f6() {
    for size in [(1024.0, 768.0), (1920.0, 1080.0)] {
        let (_logs, mut app) = practice(size);
        assert!(!shows(&app, "train.presenter_title"));
        app.key_press(Key::F5);
        app.run();
        assert!(shows(&app, "train.presenter_title"), "{size:?}");
        let before = app.state().training.as_ref().unwrap().session.table();
        assert_eq!(
            app.state().training.as_ref().unwrap().session.acceptable()[0],
            Action::Draw(Target::Place(6)),
            "the scenario's first action, worked out by hand"
        );
        // The class calls "third card to box 6"; the instructor enters it.
        enter(&mut app, "draw 6");
        let training = app.state().training.as_ref().unwrap();
        assert_eq!(
            training.session.log().steps.len(),
            1,
            "the choice is recorded"
        );
        let held = training.screen.held.as_ref().expect("held until F6");
        assert_eq!(
            held.table, before,
            "the projector keeps the table as it stood"
        );
        assert_eq!(held.position, (1, 1), "and the step the class was asked");
        assert!(shows(&app, "train.presenter_noted"));
        assert!(!shows(&app, "train.right"), "no verdict before F6");
        // F6: the correction, and the table with box 6's third card.
        app.key_press(Key::F6);
        app.run();
        assert!(!shows(&app, "train.presenter_noted"));
        assert!(shows(&app, "train.right"), "{size:?}");
        let training = app.state().training.as_ref().unwrap();
        assert!(training.screen.held.is_none());
        assert_ne!(training.session.table(), before);
        // A wrong call: box 5 on 7 is paid before box 6 is settled: hidden, then told.
        enter(&mut app, "pay 6");
        assert!(shows(&app, "train.presenter_noted"));
        assert!(!shows(&app, "train.try_again"), "no verdict before F6");
        app.key_press(Key::F6);
        app.run();
        assert!(shows(&app, "train.try_again"), "the wrong call is told");
        // F5 again: the trainer as before, its score in sight.
        app.key_press(Key::F5);
        app.run();
        assert!(!shows(&app, "train.presenter_title"));
    }
}
