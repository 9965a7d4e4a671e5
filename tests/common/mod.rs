//! Helpers shared by the integration tests.
#![allow(dead_code)]

#[cfg(feature = "app")]
pub mod app;
#[cfg(feature = "app")]
pub mod pseudo;
pub mod quiz;

use tallador::core::Profiles;
use tallador::core::game::Game;
use tallador::core::scenario::Scenario;
use tallador::core::sequence::{SequenceOptions, sequence_text};

/// A scenario from inline RON; panics with the diagnostic (test input is ours).
pub fn scenario(text: &str) -> Scenario {
    match Scenario::parse("test.ron", text, &Profiles::default()) {
        Ok(scenario) => scenario,
        Err(error) => panic!("{error}"),
    }
}

/// A one-round scenario of `profile` with the given bets and shoe (RON fragments).
pub fn one_round(profile: &str, round_fields: &str) -> Scenario {
    scenario(&format!(
        r#"Scenario(format: 1, profile: "{profile}", rounds: [Round({round_fields})])"#
    ))
}

/// `tallador sequence --explain --amounts`.
pub fn explained(scenario: &Scenario) -> String {
    sequence_text(
        scenario,
        SequenceOptions {
            explain: true,
            amounts: true,
            with_deal: false,
        },
    )
    .unwrap()
}

pub fn game(scenario: &Scenario) -> Game {
    Game::new(scenario.clone(), false).unwrap()
}

/// Asserts two multi-line texts are equal, showing both in full on failure.
pub fn assert_lines(actual: &str, expected: &str, context: &str) {
    let expected = expected.trim_start_matches('\n');
    let expected: String = expected
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .map(|line| format!("{line}\n"))
        .collect();
    assert!(
        actual == expected,
        "{context}\n--- expected\n{expected}--- actual\n{actual}"
    );
}
