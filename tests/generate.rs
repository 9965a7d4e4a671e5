//! Random situations: any seed and options give a scenario that saves as a file, reads back
//! identical, sequences identically, is the same on every run, and shows its focus in every
//! round (checked here on the printed sequence, not with the generator's own test).

use proptest::prelude::*;

use tallador::core::generate::{self, Focus, Options};
use tallador::core::scenario::Scenario;
use tallador::core::sequence::{SequenceOptions, sequence_text};
use tallador::core::{Money, Profile, Profiles, TableKind};

const PROFILES: [&str; 3] = ["casilleros", "punto-banco-pr", "punto-banco-venezia"];

fn explain(scenario: &Scenario) -> String {
    let options = SequenceOptions {
        explain: true,
        amounts: true,
        with_deal: false,
    };
    sequence_text(scenario, options).expect("a generated scenario sequences")
}

/// The printed sequence of each round (split at `# round N`).
fn rounds_of(text: &str) -> Vec<String> {
    let mut rounds = vec![String::new()];
    for line in text.lines() {
        if line.starts_with("# round ") {
            if !rounds.last().is_some_and(String::is_empty) {
                rounds.push(String::new());
            }
            continue;
        }
        if let Some(round) = rounds.last_mut() {
            round.push_str(line);
            round.push('\n');
        }
    }
    rounds
}

/// Does the printed round show the focus? Judged from the actions and results only.
fn shows(
    focus: Focus,
    kind: TableKind,
    round: &str,
    spec: &tallador::core::scenario::RoundSpec,
) -> bool {
    let has = |prefix: &str| round.lines().any(|line| line.starts_with(prefix));
    let announced = round
        .lines()
        .find_map(|line| line.strip_prefix("announce banca "))
        .map(|rest| rest.split_whitespace().collect::<Vec<_>>());
    let tie = announced
        .as_ref()
        .is_some_and(|words| words.first() == words.get(2));
    match focus {
        Focus::Any => true,
        // One event a round, printed before its remedy, and the scenario lists it.
        Focus::Irregularities => {
            round
                .lines()
                .filter(|line| line.starts_with("# event: "))
                .count()
                == 1
                && spec.irregularities.len() == 1
        }
        Focus::BancaDraws => has("draw banca"),
        Focus::Naturals => spec_has_natural(kind, spec),
        Focus::Ties => match kind {
            TableKind::Casilleros => has("encart "),
            _ => tie,
        },
        Focus::ThirdCard => match kind {
            TableKind::Casilleros => round.lines().any(|line| {
                line.strip_prefix("draw ")
                    .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
            }),
            _ => has("draw punto"),
        },
        Focus::Commission => round.lines().any(|line| {
            // `result N banca won X lost Y` with X not a whole unit.
            let words: Vec<&str> = line.split_whitespace().collect();
            words.first() == Some(&"result")
                && words.get(2) == Some(&"banca")
                && words.get(4).is_some_and(|won| !won.ends_with(".00"))
        }),
        // A Banca wager wins: `result N banca won X` with X not zero.
        Focus::CommissionBox => round.lines().any(|line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            words.first() == Some(&"result")
                && words.get(2) == Some(&"banca")
                && words.get(4).is_some_and(|won| *won != "0.00")
        }),
        Focus::VeniceTies => {
            tie && spec
                .bets
                .iter()
                .any(|bet| bet.side == tallador::core::Side::Empate)
        }
        Focus::WrongDeclaration => {
            // The client said the opposite of what the table did with Punto.
            let drew = has("draw punto");
            matches!(
                (spec.declaration, drew),
                (Some(tallador::core::Declaration::NoCarta), true)
                    | (Some(tallador::core::Declaration::Carta), false)
            ) && (has("draw punto") || has("stand punto"))
        }
        Focus::ColpoInBianco => has("give-cards dealer") && !has("pass-button") && !has("result "),
        Focus::NoPuntoBet => has("give-cards dealer") && has("result "),
    }
}

fn spec_has_natural(kind: TableKind, spec: &tallador::core::scenario::RoundSpec) -> bool {
    // Two-card totals from the shoe in deal order: casilleros boxes then Banca, twice;
    // single-hand tables Punto, Banca, Punto, Banca.
    let hands = match kind {
        TableKind::Casilleros => {
            let mut boxes: Vec<u8> = spec.bets.iter().map(|bet| bet.place).collect();
            boxes.sort_unstable();
            boxes.dedup();
            boxes.len() + 1
        }
        _ => 2,
    };
    (0..hands).any(|hand| {
        let first = spec.shoe[hand].value();
        let second = spec.shoe[hand + hands].value();
        (first + second) % 10 >= 8
    })
}

fn options_strategy() -> impl Strategy<Value = (usize, Options, u64)> {
    (
        0..3usize,
        0..Focus::ALL.len(),
        1u8..=12,
        1u8..=4,
        prop_oneof![
            Just((500i64, 10_000i64, 500i64)),
            Just((2_550, 4_000, 50)),
            Just((100, 100, 100))
        ],
        any::<u64>(),
    )
        .prop_filter_map(
            "a focus the profile offers",
            |(p, f, places, rounds, stakes, seed)| {
                let profile = Profile::builtin(PROFILES[p])?;
                let focus = Focus::ALL[f];
                focus.applies_to(profile.kind).then_some((
                    p,
                    Options {
                        places: places.min(profile.places),
                        min_stake: Money::from_cents(stakes.0),
                        max_stake: Money::from_cents(stakes.1),
                        stake_step: Money::from_cents(stakes.2),
                        rounds,
                        focus,
                    },
                    seed,
                ))
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn generated_rounds_save_read_back_and_replay_identically((p, options, seed) in options_strategy()) {
        let profile = Profile::builtin(PROFILES[p]).unwrap();
        let scenario = generate::scenario(&profile, &options, seed)
            .map_err(|error| TestCaseError::fail(error.to_string()))?;
        prop_assert_eq!(scenario.rounds.len(), usize::from(options.rounds));
        prop_assert_eq!(&generate::scenario(&profile, &options, seed).unwrap(), &scenario);

        let text = scenario.to_ron();
        let read = Scenario::parse("generated.ron", &text, &Profiles::default())
            .map_err(|error| TestCaseError::fail(format!("{error}\n{text}")))?;
        prop_assert_eq!(&read, &scenario);
        let sequence = explain(&scenario);
        prop_assert_eq!(&explain(&read), &sequence);

        prop_assert!(scenario.title.contains(&seed.to_string()));
        prop_assert!(scenario.notes.contains(&generate::command_line(&profile, &options, seed)));
        prop_assert!(matches!(scenario.difficulty, Some(1..=3)));

        for (round, spec) in rounds_of(&sequence).iter().zip(&scenario.rounds) {
            prop_assert!(
                shows(options.focus, profile.kind, round, spec),
                "focus {} not shown by:\n{}", options.focus, round
            );
            for bet in &spec.bets {
                prop_assert!(bet.amount >= options.min_stake && bet.amount <= options.max_stake);
                let steps = (bet.amount - options.min_stake).cents();
                prop_assert_eq!(steps % options.stake_step.cents(), 0);
            }
        }
    }
}

#[test]
fn every_focus_of_every_profile_is_reachable_on_a_full_table_and_a_single_place() {
    for id in PROFILES {
        let profile = Profile::builtin(id).unwrap();
        for focus in Focus::for_kind(profile.kind) {
            for places in [1, profile.places] {
                let options = Options {
                    places,
                    rounds: 2,
                    focus,
                    ..Options::default()
                };
                let scenario = generate::scenario(&profile, &options, 2024)
                    .unwrap_or_else(|error| panic!("{id} {focus} places {places}: {error}"));
                let sequence = explain(&scenario);
                for (round, spec) in rounds_of(&sequence).iter().zip(&scenario.rounds) {
                    assert!(
                        shows(focus, profile.kind, round, spec),
                        "{id} {focus}: the round does not show it:\n{round}"
                    );
                }
            }
        }
    }
}
