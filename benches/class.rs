//! The class view of a school's whole history: `tallador class` over a folder of 10,000
//! session logs of 200 trainees, cold (no index cache: every log parsed and its chain checked)
//! in at most 2 s and warm (the index cache of this machine in the folder) in at most 0.5 s, in
//! a release build (issue 34). The logs are real sessions played through `session::Session`
//! (random situations at the three tables, every few choices a wrong one), written as the app
//! writes them.

use std::hint::black_box;
use std::path::Path;
use std::time::Instant;

use criterion::{Criterion, criterion_group, criterion_main};
use tallador::core::game::Game;
use tallador::core::generate::{self, Options};
use tallador::core::{Action, Profiles};
use tallador::session::class::{ClassOptions, ClassView};
use tallador::session::index::{INDEX_FILE, IndexKey};
use tallador::session::{Mode, ScenarioSource, Session, SessionSetup, Stamp};

const LOGS: usize = 10_000;
const TRAINEES: usize = 200;

fn stamp(millis: i64) -> Stamp {
    let base = chrono::DateTime::parse_from_rfc3339("2026-01-05T09:00:00+01:00")
        .unwrap_or_else(|error| panic!("{error}"));
    Stamp::new(base + chrono::Duration::milliseconds(millis))
}

/// Writes `count` logs into `folder`: one random situation each, played at 1.5 s a step, one
/// session per trainee a day.
fn write_logs(folder: &Path, count: usize) {
    let profiles = Profiles::default();
    let tables = ["casilleros", "punto-banco-pr", "punto-banco-venezia"];
    for index in 0..count {
        let profile = profiles
            .get(tables[index % tables.len()])
            .unwrap_or_else(|| panic!("no profile"));
        let scenario = generate::scenario(profile, &Options::default(), index as u64)
            .unwrap_or_else(|error| panic!("{error}"));
        let setup = SessionSetup {
            trainee: format!("Trainee {:03}", index % TRAINEES),
            mode: Mode::Practice,
            practise_amounts: false,
            paid_in_chips: false,
            source: ScenarioSource::Random {
                seed: index as u64,
                title: scenario.title.clone(),
            },
            logs_folder: None,
        };
        let start = 86_400_000 * (index / TRAINEES) as i64;
        let game = Game::new(scenario, false).unwrap_or_else(|error| panic!("{error}"));
        let mut session = Session::start(game, setup, stamp(start));
        let mut step = 0;
        while !session.is_finished() && step < 200 {
            step += 1;
            let wrong = step % (5 + index % 7) == 0;
            let choice = if wrong {
                Action::PassShoe(1)
            } else {
                session.acceptable()[0]
            };
            session.choose(choice, stamp(start + 1500 * step as i64));
        }
        session.close(stamp(start + 1500 * (step as i64 + 1)));
        let text = session
            .log()
            .to_ron()
            .unwrap_or_else(|error| panic!("{error}"));
        let path = folder.join(format!("{index:05}-practice.ron"));
        std::fs::write(&path, text).unwrap_or_else(|error| panic!("{error}"));
    }
}

fn class(folder: &Path, key: &IndexKey) -> ClassView {
    let view = ClassView::load(
        folder,
        key,
        ClassOptions::default(),
        None,
        stamp(86_400_000 * 60),
    );
    assert_eq!(view.logs, LOGS);
    assert_eq!(view.rows.len(), TRAINEES);
    view
}

/// Where the time goes: reading the folder (cold, then warm) and building the class.
fn phases(folder: &Path, key: &IndexKey) {
    for _ in 0..2 {
        let _ = std::fs::remove_file(folder.join(INDEX_FILE));
        let started = Instant::now();
        let indexed = tallador::session::index::load(folder, key);
        let cold = started.elapsed().as_secs_f64();
        let started = Instant::now();
        let indexed_warm = tallador::session::index::load(folder, key);
        let warm = started.elapsed().as_secs_f64();
        assert_eq!(indexed.logs.len(), indexed_warm.logs.len());
        let started = Instant::now();
        let view =
            ClassView::from_digests(&indexed_warm.logs, ClassOptions::default(), None, stamp(0));
        let build = started.elapsed().as_secs_f64();
        eprintln!(
            "class: index cold {cold:.3} s, index warm {warm:.3} s, class built in {build:.3} s ({} rows)",
            view.rows.len()
        );
    }
}

fn class_bench(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap_or_else(|error| panic!("{error}"));
    let written = Instant::now();
    write_logs(dir.path(), LOGS);
    eprintln!(
        "class: {LOGS} logs of {TRAINEES} trainees written in {:.1} s",
        written.elapsed().as_secs_f64()
    );
    let key = IndexKey::ephemeral();
    phases(dir.path(), &key);
    let mut group = c.benchmark_group("class");
    group.sample_size(10);
    group.bench_function("class of 10,000 logs, cold (no index)", |b| {
        b.iter(|| {
            let _ = std::fs::remove_file(dir.path().join(INDEX_FILE));
            class(black_box(dir.path()), &key)
        })
    });
    // The cold run above left this machine's cache in the folder.
    group.bench_function("class of 10,000 logs, warm (index cached)", |b| {
        b.iter(|| class(black_box(dir.path()), &key))
    });
    group.finish();
}

criterion_group!(benches, class_bench);
criterion_main!(benches);
