//! A school's whole history: the overview and the register of a folder of 10,000 session logs
//! through the folder's index cache, in at most 2 s in a release build (docs/instructor.md, "Exams and
//! certification"). The logs are generated here: real sessions played through
//! `session::Session` (practice and exam, 40 trainees, every few choices a wrong one), written
//! as the app writes them; a tenth of the exams sealed. The cache is built once before timing
//! (its first build is printed), then each load reads and hashes every file and takes the
//! unchanged ones from the cache.

use std::hint::black_box;
use std::path::Path;
use std::time::Instant;

use criterion::{Criterion, criterion_group, criterion_main};
use tallador::core::game::Game;
use tallador::core::generate::{self, Options};
use tallador::core::{Action, Profiles};
use tallador::session::exam::names::Roster;
use tallador::session::exam::register::Register;
use tallador::session::exam::seal::{InstructorKey, Subject, TrustedKeys};
use tallador::session::index::IndexKey;
use tallador::session::overview::Overview;
use tallador::session::{Mode, ScenarioSource, Session, SessionSetup, Stamp};

const LOGS: usize = 10_000;

fn stamp(millis: i64) -> Stamp {
    let base = chrono::DateTime::parse_from_rfc3339("2026-01-05T09:00:00+01:00")
        .unwrap_or_else(|error| panic!("{error}"));
    Stamp::new(base + chrono::Duration::milliseconds(millis))
}

/// Writes `count` logs into `folder`: one random situation each, played at 1.5 s a step.
fn write_logs(folder: &Path, count: usize, key: &InstructorKey) {
    let profiles = Profiles::default();
    let tables = ["casilleros", "punto-banco-pr", "punto-banco-venezia"];
    for index in 0..count {
        let profile = profiles
            .get(tables[index % tables.len()])
            .unwrap_or_else(|| panic!("no profile"));
        let scenario = generate::scenario(profile, &Options::default(), index as u64)
            .unwrap_or_else(|error| panic!("{error}"));
        let mode = if index % 4 == 0 {
            Mode::Exam
        } else {
            Mode::Practice
        };
        let setup = SessionSetup {
            trainee: format!("Trainee {:02}", index % 40),
            mode,
            practise_amounts: false,
            paid_in_chips: false,
            source: ScenarioSource::Random {
                seed: index as u64,
                title: scenario.title.clone(),
            },
            logs_folder: None,
        };
        let start = 86_400_000 * (index as i64 / 40);
        let game = Game::new(scenario, false).unwrap_or_else(|error| panic!("{error}"));
        let mut session = Session::start(game, setup, stamp(start));
        let mut step = 0;
        while !session.is_finished() && step < 200 {
            step += 1;
            let wrong = step % (5 + index % 4) == 0;
            let choice = if wrong {
                Action::PassShoe(1)
            } else {
                session.acceptable()[0]
            };
            session.choose(choice, stamp(start + 1500 * step as i64));
        }
        session.close(stamp(start + 1500 * (step as i64 + 1)));
        let log = session.log();
        let path = folder.join(format!("{index:05}-{}.ron", mode.id()));
        let text = log.to_ron().unwrap_or_else(|error| panic!("{error}"));
        std::fs::write(&path, text).unwrap_or_else(|error| panic!("{error}"));
        if mode == Mode::Exam && index % 40 == 0 {
            key.seal(
                Subject::Log,
                &log.summary.hash,
                stamp(start + 3_600_000),
                None,
            )
            .write_for(&path)
            .unwrap_or_else(|error| panic!("{error}"));
        }
    }
}

fn history_bench(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap_or_else(|error| panic!("{error}"));
    let key = InstructorKey::from_secret("Marta Ruiz", [7; 32]);
    let trusted = TrustedKeys {
        keys: vec![key.public()],
    };
    let written = Instant::now();
    write_logs(dir.path(), LOGS, &key);
    eprintln!(
        "index: {LOGS} logs written in {:.1} s",
        written.elapsed().as_secs_f64()
    );
    let first = Instant::now();
    let index_key = IndexKey::ephemeral();
    let overview = Overview::load_cached(dir.path(), &index_key, &|_| true);
    assert_eq!(overview.logs, LOGS);
    eprintln!(
        "index: first load, cache built, {:.2} s",
        first.elapsed().as_secs_f64()
    );
    let mut group = c.benchmark_group("history");
    group.sample_size(10);
    group.bench_function("overview of 10,000 logs, cached", |b| {
        b.iter(|| {
            let overview = Overview::load_cached(black_box(dir.path()), &index_key, &|_| true);
            assert_eq!(overview.logs, LOGS);
            overview
        })
    });
    group.bench_function("register of 10,000 logs, cached", |b| {
        b.iter(|| {
            let register = Register::load_cached(
                black_box(dir.path()),
                &trusted,
                &Roster::default(),
                &index_key,
            );
            // Exams are every 4th log: trainees 0, 4, … 36 at three tables, 30 pairs.
            assert_eq!(register.rows.len(), 30);
            register
        })
    });
    group.finish();
}

criterion_group!(benches, history_bench);
criterion_main!(benches);
