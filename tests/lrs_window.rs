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

    let mut harness = harness(options(data));
    let pseudo = I18n::pseudo(Lang::En);
    harness.get_by_label(&pseudo.tr("lrs.open")).click();
    settle(&mut harness);
    harness.get_by_label(&pseudo.tr("lrs.title"));
    let line = pseudo.trf(
        "lrs.queue_line",
        &[("sent", "0"), ("waiting", "0"), ("refused", "1")],
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
