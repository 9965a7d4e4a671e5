//! The trainee's path in the window (docs/courses.md): distinct hands for every trainee and
//! attempt, who you are, the course screen with its gates, and drilling the mistakes of a
//! round.
#![cfg(feature = "app")]

mod common;

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicI32;

use tallador::app::{AppOptions, Command, Screen, SourceKind, TalladorApp};
use tallador::core::Profiles;
use tallador::session::{Mode, ScenarioSource};
use tallador::text::i18n::Lang;

fn at(text: &str) -> chrono::DateTime<chrono::FixedOffset> {
    chrono::DateTime::parse_from_rfc3339(text).unwrap()
}

fn app_in(logs: &Path) -> TalladorApp {
    let mut options = AppOptions::new(Profiles::default());
    options.logs_folder = Some(logs.to_path_buf());
    options.lang = Some(Lang::En);
    options.trainee = Some("Ana Pérez".into());
    options.mode = Some(Mode::Practice);
    TalladorApp::new(options, None, Arc::new(AtomicI32::new(0)))
}

/// The seed of the random situation under way.
fn seed_on_the_table(app: &TalladorApp) -> u64 {
    let training = app.training.as_ref().expect("a session");
    match &training.session.log().source {
        ScenarioSource::Random { seed, .. } => *seed,
        other => panic!("not a random situation: {other:?}"),
    }
}

#[test]
fn every_random_situation_draws_a_fresh_seed_unless_one_is_typed() {
    let logs = tempfile::tempdir().unwrap();
    let mut app = app_in(logs.path());
    let now = at("2026-12-01T09:00:00+01:00");
    app.settings.start.source = SourceKind::Random;
    // Nothing typed: the default is no seed at all (never 1).
    assert_eq!(app.settings.start.seed, "");
    app.apply(Command::StartSession, now);
    assert_eq!(app.screen, Screen::Train);
    let first = seed_on_the_table(&app);
    app.apply(Command::NewSession, now);
    app.apply(Command::StartSession, now);
    let second = seed_on_the_table(&app);
    assert_ne!(first, second, "two attempts, two deals");
    // A fresh seed is above 2^33: none a person would type to replay.
    assert!(first >= 1 << 33 && second >= 1 << 33);
    // A typed seed replays, attempt after attempt.
    app.apply(Command::NewSession, now);
    app.settings.start.seed = "4242".into();
    app.apply(Command::StartSession, now);
    assert_eq!(seed_on_the_table(&app), 4242);
    app.apply(Command::NewSession, now);
    app.apply(Command::StartSession, now);
    assert_eq!(seed_on_the_table(&app), 4242);
}

#[test]
fn an_audit_drill_without_a_seed_draws_a_fresh_one() {
    let logs = tempfile::tempdir().unwrap();
    let mut app = app_in(logs.path());
    let now = at("2026-12-01T09:00:00+01:00");
    assert_eq!(app.drill.seed, "");
    app.apply(Command::StartDrill, now);
    let drill = app.audit_drill.as_ref().expect("a drill");
    let ScenarioSource::Random { seed, .. } = drill.log().source else {
        panic!("a drill is random");
    };
    assert!(seed >= 1 << 33);
}
