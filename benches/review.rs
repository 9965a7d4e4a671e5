//! Review and overview budgets: a 10,000-step session log opens (read, hash chain
//! checked, scenario replayed) and is browsable (the mistakes filter, the table at any step) in
//! ≤ 100 ms; the overview of a folder of 1,000 logs in ≤ 1 s. The data is generated here: real
//! sessions played through `session::Session`. The logs the app writes hold one scenario of at
//! most 20 rounds, so a 10,000-step log is a long practice session with many tries; a
//! 10,000-decision exam over a 1,600-round house scenario is measured too, as the worst case.

use std::hint::black_box;
use std::path::Path;

use criterion::{Criterion, criterion_group, criterion_main};
use tallador::core::game::Game;
use tallador::core::generate::{self, Options};
use tallador::core::scenario::Scenario;
use tallador::core::{Action, Profile, Profiles};
use tallador::session::overview::Overview;
use tallador::session::review::{Filter, Review};
use tallador::session::{Mode, ScenarioSource, Session, SessionLog, SessionSetup, Stamp};

/// A house profile with a very long shoe, so one scenario can hold 1,600 rounds.
const BENCH_PROFILE: &str = r#"Profile(format: 1, id: "bench-pr", name: "Bench PR",
    kind: PuertoRico, decks: 255, places: 14, commission_percent: 5, commission: Deducted,
    tie_pays: 8, deal_batch: 1)"#;

fn stamp(seconds: i64) -> Stamp {
    let base = chrono::DateTime::parse_from_rfc3339("2026-05-04T09:00:00+02:00")
        .unwrap_or_else(|error| panic!("{error}"));
    Stamp::new(base + chrono::Duration::milliseconds(seconds))
}

/// Plays `scenario` in exam mode at 1.5 s a step, every `wrong_every`-th choice a wrong one.
fn play(scenario: Scenario, trainee: &str, wrong_every: usize, limit: usize) -> SessionLog {
    let setup = SessionSetup {
        trainee: trainee.into(),
        mode: Mode::Exam,
        practise_amounts: false,
        paid_in_chips: false,
        source: ScenarioSource::Random {
            seed: 7,
            title: scenario.title.clone(),
        },
        logs_folder: None,
    };
    let game = Game::new(scenario, false).unwrap_or_else(|error| panic!("{error}"));
    let mut session = Session::start(game, setup, stamp(0));
    let mut step = 0;
    while !session.is_finished() && step < limit {
        step += 1;
        let acceptable = session.acceptable();
        let choice = if step % wrong_every == 0 {
            // Pays before anything else: a money or order mistake the exam corrects.
            Action::PassShoe(14)
        } else {
            acceptable[0]
        };
        session.choose(choice, stamp(1500 * step as i64));
    }
    session.close(stamp(1500 * (step as i64 + 1)));
    session.log().clone()
}

/// One scenario of `rounds` Puerto Rico rounds at the bench profile.
fn long_scenario(profile: &Profile, rounds: u64) -> Scenario {
    let options = Options {
        rounds: 1,
        ..Options::default()
    };
    let mut scenario = generate::scenario(profile, &options, 0).unwrap_or_else(|e| panic!("{e}"));
    for seed in 1..rounds {
        let next = generate::scenario(profile, &options, seed).unwrap_or_else(|e| panic!("{e}"));
        let mut round = next.rounds[0].clone();
        round.holder = None;
        scenario.rounds.push(round);
    }
    scenario.title = format!("{rounds} rounds");
    scenario
}

/// A long practice session: a 20-round Puerto Rico shoe segment (the generator's longest), the
/// trainee trying each step again and again, cut at exactly `steps` log steps. This is the
/// longest kind of log the app writes.
fn long_practice(steps: usize) -> SessionLog {
    let profiles = Profiles::default();
    let profile = profiles
        .get("punto-banco-pr")
        .unwrap_or_else(|| panic!("no profile"));
    let options = Options {
        rounds: 20,
        places: 5,
        ..Options::default()
    };
    let scenario =
        generate::scenario(profile, &options, 3).unwrap_or_else(|error| panic!("{error}"));
    let decisions: usize = Game::new(scenario.clone(), false)
        .unwrap_or_else(|error| panic!("{error}"))
        .plans()
        .map(|plan| plan.steps.len())
        .sum();
    let tries_per_step = steps.div_ceil(decisions);
    let setup = SessionSetup {
        trainee: "Bench".into(),
        mode: Mode::Practice,
        practise_amounts: false,
        paid_in_chips: false,
        source: ScenarioSource::Random {
            seed: 3,
            title: scenario.title.clone(),
        },
        logs_folder: None,
    };
    let game = Game::new(scenario, false).unwrap_or_else(|error| panic!("{error}"));
    let mut session = Session::start(game, setup, stamp(0));
    let mut written = 0;
    while written < steps && !session.is_finished() {
        written += 1;
        // `encart` is never right at a Puerto Rico table.
        let choice = if session.attempt() < tries_per_step as u32 {
            Action::Encart(1)
        } else {
            session.acceptable()[0]
        };
        session.choose(choice, stamp(700 * written as i64));
    }
    session.close(stamp(700 * (written as i64 + 1)));
    session.log().clone()
}

/// Opens a log's text for review and browses it: the mistakes filter, the table at the first,
/// a middle and the last mistake, and at the last step.
fn open_and_browse(text: &str, profiles: &Profiles) -> Review {
    let log = SessionLog::parse("bench.ron", text).unwrap_or_else(|error| panic!("{error}"));
    let last = log.steps.len() - 1;
    let review = Review::new(log, profiles);
    let mistakes = review.visible(&Filter {
        mistakes_only: true,
        ..Filter::default()
    });
    for index in [mistakes[0], mistakes[mistakes.len() / 2], last] {
        black_box(review.table_before(index));
    }
    review
}

fn review_bench(c: &mut Criterion) {
    let profiles = Profiles::default();
    let practice = long_practice(10_000);
    assert_eq!(practice.steps.len(), 10_000);
    let practice_text = practice.to_ron().unwrap_or_else(|error| panic!("{error}"));

    // The worst case: 10,000 decisions, each at a new position of a 1,600-round scenario at a
    // 255-deck house table (the table is rebuilt at a different spot every step).
    let mut house = Profiles::default();
    let profile =
        Profile::parse("bench-pr.ron", BENCH_PROFILE).unwrap_or_else(|error| panic!("{error}"));
    house.add(profile.clone());
    let exam = play(long_scenario(&profile, 1_600), "Bench", 9, 10_000);
    assert_eq!(exam.steps.len(), 10_000);
    let exam_text = exam.to_ron().unwrap_or_else(|error| panic!("{error}"));

    let mut group = c.benchmark_group("review");
    group.sample_size(10);
    group.bench_function("open and browse a 10,000-step practice log", |b| {
        b.iter(|| open_and_browse(black_box(&practice_text), &profiles))
    });
    group.bench_function(
        "open and browse a 10,000-step exam over 1,600 rounds",
        |b| b.iter(|| open_and_browse(black_box(&exam_text), &house)),
    );
    let review = Review::new(exam, &house);
    group.bench_function("one step of browsing (the table at a step)", |b| {
        let mut index = 0;
        b.iter(|| {
            index = (index + 997) % 10_000;
            black_box(review.table_before(index))
        })
    });
    group.finish();
}

/// Writes `count` logs of one-round sessions by 25 trainees into `folder`.
fn write_logs(folder: &Path, count: u64) {
    let profiles = Profiles::default();
    let kinds = ["casilleros", "punto-banco-pr", "punto-banco-venezia"];
    for seed in 0..count {
        let profile = profiles
            .get(kinds[(seed % 3) as usize])
            .unwrap_or_else(|| panic!("no profile"));
        let scenario = generate::scenario(profile, &Options::default(), seed)
            .unwrap_or_else(|error| panic!("{error}"));
        let trainee = format!("Trainee {:02}", seed % 25);
        let log = play(scenario, &trainee, 4 + (seed % 5) as usize, 1_000);
        let text = log.to_ron().unwrap_or_else(|error| panic!("{error}"));
        std::fs::write(folder.join(format!("log-{seed:04}.ron")), text)
            .unwrap_or_else(|error| panic!("{error}"));
    }
}

fn overview_bench(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap_or_else(|error| panic!("{error}"));
    write_logs(dir.path(), 1_000);
    let mut group = c.benchmark_group("overview");
    group.sample_size(10);
    group.bench_function("a folder of 1,000 logs", |b| {
        b.iter(|| {
            let overview = Overview::load(black_box(dir.path()));
            assert_eq!(overview.logs, 1_000);
            overview
        })
    });
    group.finish();
}

criterion_group!(benches, review_bench, overview_bench);
criterion_main!(benches);
