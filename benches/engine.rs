//! Engine budgets: simulate ≥ 20 M rounds/s on one core; the procedure engine on
//! 7-box casilleros rounds ≥ 200,000 rounds/s; sequence/audit of a 1,000-round file ≤ 0.5 s;
//! exact odds for 8 decks ≤ 1 ms; the audit of the busiest library case, with deviations to
//! resynchronise after, ≤ 1 ms.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use tallador::cli::audit_text;
use tallador::core::action::ActionLine;
use tallador::core::audit::audit_scenario;
use tallador::core::procedure::{self, RoundSetup};
use tallador::core::round::RoundState;
use tallador::core::scenario::{RoundSpec, Scenario};
use tallador::core::sequence::{SequenceOptions, sequence_text};
use tallador::core::{Bet, Card, Money, Profile, Profiles, Side, odds, shoe, simulate};

fn seven_box_bets() -> Vec<Bet> {
    (1..=7u8)
        .flat_map(|place| {
            let side = if place % 3 == 0 {
                Side::Banca
            } else {
                Side::Punto
            };
            [Bet {
                place,
                side,
                amount: Money::from_cents(2550 * i64::from(place)),
            }]
        })
        .collect()
}

fn simulate_bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("simulate");
    group.throughput(Throughput::Elements(1_000_000));
    group.bench_function("1M rounds, 8 decks", |b| {
        b.iter(|| simulate::simulate(black_box(1_000_000), 42, 8))
    });
    group.finish();
}

fn engine_bench(c: &mut Criterion) {
    let profile = Profile::builtin("casilleros").unwrap();
    let bets = seven_box_bets();
    let shoes: Vec<Vec<Card>> = (0..1000u64)
        .map(|seed| shoe::shuffled(8, seed)[..40].to_vec())
        .collect();
    let mut group = c.benchmark_group("engine");
    group.throughput(Throughput::Elements(shoes.len() as u64));
    group.bench_function("casilleros 7 boxes, acceptable sets at every step", |b| {
        b.iter(|| {
            let mut steps = 0;
            for cards in &shoes {
                let setup = RoundSetup {
                    profile: &profile,
                    bets: &bets,
                    seats: None,
                    holder: 1,
                    shoe: cards,
                    declaration: None,
                    with_deal: false,
                    owed: &[],
                    leaves: &[],
                    shoe_end: false,
                    irregularities: &[],
                };
                let mut round = RoundState::new(procedure::plan(&setup).unwrap());
                while let Some(&step) = round.acceptable().first() {
                    round.complete(step);
                    steps += 1;
                }
            }
            black_box(steps)
        })
    });
    group.finish();
}

/// The profile of the file benches: casilleros with 250 decks, so that 1,000 rounds fit in
/// one shoe (a scenario is one shoe).
fn big_profile() -> Profile {
    let mut big = Profile::builtin("casilleros").unwrap();
    big.id = "casilleros-bench".into();
    big.decks = 250;
    big
}

/// A 1,000-round casilleros scenario (three boxes), dealt through one shuffled shoe, as text.
fn thousand_rounds() -> String {
    let profile = big_profile();
    let bets: Vec<Bet> = seven_box_bets()
        .into_iter()
        .filter(|bet| bet.place <= 3)
        .collect();
    let cards = shoe::shuffled(profile.decks, 7);
    let mut rounds = Vec::new();
    let mut next = 0;
    for _ in 0..1000 {
        let setup = RoundSetup {
            profile: &profile,
            bets: &bets,
            seats: None,
            holder: 1,
            shoe: &cards[next..],
            declaration: None,
            with_deal: false,
            owed: &[],
            leaves: &[],
            shoe_end: false,
            irregularities: &[],
        };
        let used = procedure::plan(&setup).unwrap().cards_used;
        rounds.push(RoundSpec {
            bets: bets.clone(),
            shoe: cards[next..next + used].to_vec(),
            holder: None,
            seats: None,
            declaration: None,
            ..RoundSpec::default()
        });
        next += used;
    }
    Scenario {
        title: "bench".into(),
        title_es: String::new(),
        notes: String::new(),
        notes_es: String::new(),
        title_it: String::new(),
        notes_it: String::new(),
        difficulty: None,
        profile,
        rounds,
    }
    .to_ron()
}

fn file_bench(c: &mut Criterion) {
    let text = thousand_rounds();
    let mut profiles = Profiles::default();
    profiles.add(big_profile());
    let mut group = c.benchmark_group("file");
    group.sample_size(10);
    group.bench_function("sequence of a 1000-round scenario", |b| {
        b.iter(|| {
            let scenario = Scenario::parse("bench.ron", &text, &profiles).unwrap();
            black_box(
                sequence_text(&scenario, SequenceOptions::default())
                    .unwrap()
                    .len(),
            )
        })
    });
    let scenario = Scenario::parse("bench.ron", &text, &profiles).unwrap();
    let actions: Vec<ActionLine> = sequence_text(&scenario, SequenceOptions::default())
        .unwrap()
        .lines()
        .filter(|line| !line.starts_with("result") && !line.starts_with('#'))
        .enumerate()
        .map(|(index, line)| ActionLine {
            line: index + 1,
            action: line.parse().unwrap(),
        })
        .collect();
    group.bench_function("audit of a 1000-round scenario", |b| {
        b.iter(|| {
            let scenario = Scenario::parse("bench.ron", &text, &profiles).unwrap();
            black_box(audit_text(scenario, &actions).unwrap().1)
        })
    });
    group.finish();
}

/// The library's scenario with the most steps (every round's plan), by file.
fn busiest_library_case() -> (std::path::PathBuf, Scenario) {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios");
    let mut files = Vec::new();
    for folder in std::fs::read_dir(&root).unwrap().flatten() {
        for file in std::fs::read_dir(folder.path())
            .into_iter()
            .flatten()
            .flatten()
        {
            if file.path().extension().is_some_and(|ext| ext == "ron") {
                files.push(file.path());
            }
        }
    }
    files.sort();
    files
        .into_iter()
        .filter_map(|path| {
            let text = std::fs::read_to_string(&path).ok()?;
            let scenario = Scenario::parse("case.ron", &text, &Profiles::default()).ok()?;
            Some((path, scenario))
        })
        .max_by_key(|(_, scenario)| {
            scenario
                .plans(false)
                .map(|plans| plans.iter().map(|plan| plan.steps.len()).sum::<usize>())
                .unwrap_or(0)
        })
        .unwrap()
}

fn audit_bench(c: &mut Criterion) {
    let (path, scenario) = busiest_library_case();
    let mut actions: Vec<ActionLine> = sequence_text(
        &scenario,
        SequenceOptions {
            amounts: true,
            ..SequenceOptions::default()
        },
    )
    .unwrap()
    .lines()
    .filter(|line| !line.starts_with("result") && !line.starts_with('#'))
    .enumerate()
    .map(|(index, line)| ActionLine {
        line: index + 1,
        action: line.parse().unwrap(),
    })
    .collect();
    // Two deviations to resynchronise after: two neighbours swapped early on, and one action
    // of the middle dropped.
    actions.swap(1, 2);
    actions.remove(actions.len() / 2);
    let name = format!(
        "audit of the busiest library case ({}, {} actions, two deviations)",
        path.file_name().unwrap_or_default().to_string_lossy(),
        actions.len()
    );
    let mut group = c.benchmark_group("audit");
    group.bench_function(name, |b| {
        b.iter(|| {
            black_box(
                audit_scenario(scenario.clone(), &actions)
                    .unwrap()
                    .0
                    .findings
                    .len(),
            )
        })
    });
    group.finish();
}

fn odds_bench(c: &mut Criterion) {
    c.bench_function("odds --decks 8", |b| b.iter(|| odds::exact(black_box(8))));
}

criterion_group!(
    benches,
    simulate_bench,
    engine_bench,
    file_bench,
    audit_bench,
    odds_bench
);
criterion_main!(benches);
