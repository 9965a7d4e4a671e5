#![cfg(feature = "app")]
//! The school's LRS window: opened from the class overview, every text through the
//! translations (the pseudo-locale), the saved secret never on show, and the queue's state:
//! sent, waiting, refused with the LRS's answer.

use std::path::Path;

use egui_kittest::kittest::Queryable;
use tallador::app::{AppOptions, Screen};
use tallador::core::Profiles;
use tallador::session::folders::Folders;
use tallador::session::lrs::queue::{self, Outgoing, Queue};
use tallador::session::lrs::settings::LrsSettings;
use tallador::text::i18n::{I18n, Lang};

mod common;
mod lrs_support;

use common::app::{harness, settle};
use common::pseudo::check_with;

const SECRET: &str = "do-not-show-this-secret";

fn options(data: &Path) -> AppOptions {
    let mut options =
        AppOptions::in_folders(Profiles::default(), Folders::in_data(Some(data.into())));
    options.shipped_library = false;
    options.pseudo_locale = true;
    options.lang = Some(Lang::En);
    options.screen = Some(Screen::Overview);
    options
}

#[test]
fn the_lrs_window_shows_the_queue_and_never_the_secret() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    // An LRS nobody listens on (port 9 of the loopback): what is queued waits.
    let settings = LrsSettings::new(
        "http://127.0.0.1:9/xapi/",
        "school-key",
        SECRET,
        "https://school.example",
        false,
    )
    .unwrap();
    queue::save_settings(data, &settings).unwrap();
    let refused = Outgoing {
        order: "0000000000001-test-000000".into(),
        id: "5d7c1d2e-0000-5000-8000-000000000000".into(),
        verb: "answered".into(),
        json: "{}".into(),
        source: None,
    };
    let queue = Queue::in_data(data);
    queue.push(std::slice::from_ref(&refused)).unwrap();
    queue.refuse(&refused, 400, "raw is out-of-bounds").unwrap();
    // One the sender held back: its log does not bear it out (never sent: status 0).
    let held = Outgoing {
        order: "0000000000002-test-000000".into(),
        id: "5d7c1d2e-0000-5000-8000-000000000001".into(),
        verb: "passed".into(),
        json: "{}".into(),
        source: None,
    };
    queue.push(std::slice::from_ref(&held)).unwrap();
    queue
        .refuse(&held, 0, "the statement names no session log")
        .unwrap();

    let mut harness = harness(options(data));
    let pseudo = I18n::pseudo(Lang::En);
    harness.get_by_label(&pseudo.tr("lrs.open")).click();
    settle(&mut harness);
    harness.get_by_label(&pseudo.tr("lrs.title"));
    let line = pseudo.trf(
        "lrs.queue_line",
        &[("sent", "0"), ("waiting", "0"), ("refused", "2")],
    );
    harness.get_by_label(&line);
    let refusal = pseudo.trf(
        "lrs.refused_line",
        &[
            ("verb", "answered"),
            ("status", "400"),
            ("answer", "raw is out-of-bounds"),
        ],
    );
    harness.get_by_label(&refusal);
    harness.get_by_label(&pseudo.trf(
        "lrs.held_line",
        &[
            ("verb", "passed"),
            ("answer", "the statement names no session log"),
        ],
    ));
    let mut found = Vec::new();
    check_with(
        &harness,
        "the LRS window",
        &mut found,
        &[
            "http://127.0.0.1:9/xapi/",
            "school-key",
            "https://school.example",
            "raw is out-of-bounds",
            "answered",
            "passed",
            "the statement names no session log",
        ],
    );
    assert!(found.is_empty(), "untranslated: {found:#?}");
    assert!(
        harness.query_all_by_value(SECRET).next().is_none()
            && harness.query_all_by_label(SECRET).next().is_none(),
        "the saved secret is on show"
    );
    assert_eq!(harness.state().lrs.endpoint, "http://127.0.0.1:9/xapi/");
    assert!(harness.state().lrs.secret.is_empty());
}

/// The window of an exam computer whose data folder `data` sends to the LRS of `settings`, an
/// exam of the signed fixture paper under way.
fn exam_with_lrs(dir: &Path, settings: &LrsSettings) -> common::app::App {
    lrs_support::signed_paper(dir);
    lrs_support::marta()
        .write_new(&dir.join("instructor"))
        .unwrap();
    let data = dir.join("data");
    queue::save_settings(&data, settings).unwrap();
    let mut options = options(&data);
    options.screen = None;
    options.logs_folder = Some(dir.join("logs"));
    options.library_folders = vec![dir.join("examples")];
    options.trainee = Some("Carla Window".into());
    options.exam_paper = Some(dir.join("exams/pr-table-test.ron"));
    options.keys_folder = None;
    options.instructor_folder = Some(dir.join("instructor"));
    let harness = harness(options);
    assert_eq!(harness.state().screen, Screen::Train);
    harness
}

/// Whether the exam screen shows `label` within a few seconds (the sender tries in its thread).
fn shows_within(harness: &mut common::app::App, label: &str, seconds: u64) -> bool {
    let started = std::time::Instant::now();
    loop {
        settle(harness);
        if harness.query_by_label(label).is_some() {
            return true;
        }
        if started.elapsed() > std::time::Duration::from_secs(seconds) {
            return false;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
}

#[test]
fn the_exam_screen_says_when_the_lrs_is_away() {
    let dir = tempfile::tempdir().unwrap();
    // An LRS nobody listens on: the exam's first statements wait.
    let settings = LrsSettings::new(
        "http://127.0.0.1:9/xapi/",
        "school-key",
        SECRET,
        "https://school.example",
        false,
    )
    .unwrap();
    let mut harness = exam_with_lrs(dir.path(), &settings);
    let pseudo = I18n::pseudo(Lang::En);
    assert!(
        shows_within(&mut harness, &pseudo.tr("lrs.exam_away"), 10),
        "the exam screen does not say the LRS is away"
    );
    let mut found = Vec::new();
    check_with(
        &harness,
        "the exam screen, LRS away",
        &mut found,
        &[
            "Carla Window",
            "Punto Banco (Puerto Rico)",
            "Puerto Rico table test",
        ],
    );
    assert!(found.is_empty(), "untranslated: {found:#?}");
}

#[test]
fn the_exam_screen_says_nothing_of_an_lrs_that_takes_the_statements() {
    let lrs = lrs_support::FakeLrs::start();
    let dir = tempfile::tempdir().unwrap();
    let settings = LrsSettings::new(
        &lrs.endpoint,
        lrs_support::KEY,
        lrs_support::SECRET,
        "https://school.example",
        false,
    )
    .unwrap();
    let mut harness = exam_with_lrs(dir.path(), &settings);
    lrs.wait_for(2);
    let pseudo = I18n::pseudo(Lang::En);
    assert!(!shows_within(&mut harness, &pseudo.tr("lrs.exam_away"), 1));
    assert!(!shows_within(
        &mut harness,
        &pseudo.tr("lrs.exam_key_refused"),
        1
    ));
}
