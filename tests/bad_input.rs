//! The bad-input corpus (`tests/bad_input/`): malformed and hostile scenarios, profiles, action
//! files, session logs, translations, exam papers and seals. Each must be refused with exit status 2 and a `FILE:LINE:COLUMN: message` line, never
//! a panic.

use std::path::{Path, PathBuf};
use std::process::Command;

fn files(folder: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(Path::new("tests/bad_input").join(folder))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    files.sort();
    files
}

/// Runs the binary and checks the refusal; returns the message.
fn refused(args: &[&str], file: &Path) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_tallador"))
        .args(args)
        .env(
            "TALLADOR_DATA",
            std::env::temp_dir().join("tallador-bad-input-none"),
        )
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    let name = file.display().to_string();
    assert_eq!(
        output.status.code(),
        Some(2),
        "{name} was not refused: {stderr}"
    );
    assert!(!stderr.contains("panicked"), "{name}: {stderr}");
    let first = stderr.lines().next().unwrap_or_default();
    let rest = first
        .strip_prefix(&format!("{name}:"))
        .unwrap_or_else(|| panic!("{name}: no file name in {first:?}"));
    let mut parts = rest.splitn(3, ':');
    let line = parts.next().unwrap_or_default();
    let column = parts.next().unwrap_or_default();
    let message = parts.next().unwrap_or_default();
    assert!(
        line.parse::<usize>().is_ok_and(|l| l >= 1),
        "{name}: no line in {first:?}"
    );
    assert!(
        column.parse::<usize>().is_ok_and(|c| c >= 1),
        "{name}: no column in {first:?}"
    );
    assert!(
        message.starts_with(' ') && message.len() > 5,
        "{name}: no message in {first:?}"
    );
    message.trim().to_string()
}

#[test]
fn every_bad_scenario_is_refused_with_a_position() {
    let files = files("scenarios");
    assert!(
        files.len() >= 50,
        "the corpus has {} scenarios",
        files.len()
    );
    for file in &files {
        let path = file.to_str().unwrap();
        refused(&["check", path], file);
        refused(&["sequence", path], file);
    }
}

#[test]
fn bad_scenarios_say_what_is_wrong() {
    let message = |name: &str| {
        let file = Path::new("tests/bad_input/scenarios").join(name);
        refused(&["check", file.to_str().unwrap()], &file)
    };
    assert!(message("too-many-copies.ron").contains("9D appears 9 times"));
    assert!(message("shoe-runs-out.ron").contains("the shoe runs out"));
    assert!(message("amount-three-decimals.ron").contains("more than two decimals"));
    assert!(message("amount-too-large.ron").contains("too large"));
    assert!(message("place-13.ron").contains("from 1 to 12"));
    assert!(message("tie-bet-casilleros.ron").contains("no tie bets"));
    assert!(message("casilleros-no-bets.ron").contains("at least one bet"));
    assert!(message("bet-outside-seats.ron").contains("not in the round's seats"));
    assert!(message("latin1.ron").contains("not UTF-8"));
    assert!(message("unknown-field.ron").contains("titel"));
    assert!(message("no-rounds.ron").contains("at least one round"));
    // Zeros count as decimals: `10.100` has three.
    assert!(message("amount-trailing-zero-decimal.ron").contains("more than two decimals"));
    assert!(message("card-blank-inside-quotes.ron").contains("` KD` is not a card"));
}

#[test]
fn a_wrong_top_level_name_is_reported_at_its_own_line() {
    let file = "tests/bad_input/scenarios/wrong-struct-name-after-comments.ron";
    let output = Command::new(env!("CARGO_BIN_EXE_tallador"))
        .args(["check", file])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.starts_with(&format!("{file}:3:1: ")),
        "two comment lines come before `Scenari(`: {stderr}"
    );
}

#[test]
fn every_bad_profile_is_refused_with_a_position() {
    let files = files("profiles");
    assert!(files.len() >= 10);
    for file in &files {
        refused(&["check", file.to_str().unwrap()], file);
    }
}

#[test]
fn every_bad_action_file_is_refused_with_a_position() {
    let scenario = "tests/fixtures/examples/cas-standing-box-first.ron";
    for file in &files("actions") {
        refused(&["audit", scenario, file.to_str().unwrap()], file);
    }
    let file = Path::new("tests/bad_input/actions/amount-trailing-zero-decimal.actions");
    let message = refused(&["audit", scenario, file.to_str().unwrap()], file);
    assert!(message.contains("more than two decimals"), "{message}");
}

#[test]
fn every_bad_or_edited_log_is_refused_with_a_position() {
    let files = files("logs");
    assert!(files.len() >= 20);
    for file in &files {
        refused(&["check", file.to_str().unwrap()], file);
    }
    let message = |name: &str| {
        let file = Path::new("tests/bad_input/logs").join(name);
        refused(&["check", file.to_str().unwrap()], &file)
    };
    // One byte of a response time, a choice, a deleted step: the chain shows where.
    assert!(message("edited-response-time.ron").contains("altered at step 1"));
    assert!(message("edited-choice.ron").contains("altered at step 1"));
    assert!(message("deleted-step.ron").contains("altered at step 2"));
    assert!(message("edited-trainee.ron").contains("altered in the header"));
    assert!(message("unknown-rule.ron").contains("XX-9"));
}

#[test]
fn every_bad_exam_paper_and_seal_is_refused_with_a_position() {
    let papers = files("papers");
    let seals = files("seals");
    assert!(papers.len() >= 30 && seals.len() >= 10);
    for file in papers.iter().chain(&seals) {
        refused(&["check", file.to_str().unwrap()], file);
    }
    let message = |folder: &str, name: &str| {
        let file = Path::new("tests/bad_input").join(folder).join(name);
        refused(&["check", file.to_str().unwrap()], &file)
    };
    assert!(message("papers", "missing-situation-file.ron").contains("cannot be read"));
    assert!(message("papers", "focus-wrong-table.ron").contains("does not apply"));
    assert!(message("seals", "signature-does-not-match.seal").contains("does not match"));
}

#[cfg(feature = "app")]
#[test]
fn every_bad_translation_is_refused_with_a_position() {
    let files = files("translations");
    assert!(files.len() >= 8);
    for file in &files {
        refused(&["check", file.to_str().unwrap()], file);
    }
    let message = |name: &str| {
        let file = Path::new("tests/bad_input/translations").join(name);
        refused(&["check", file.to_str().unwrap()], &file)
    };
    assert!(message("unknown-message.ftl").contains("unknown message `mode-practise`"));
    assert!(message("missing-argument.ftl").contains("lacks the argument `{ $n }`"));
    assert!(message("unknown-argument.ftl").contains("names `{ $who }`"));
    assert!(message("duplicate.ftl").contains("given twice"));
}

#[test]
fn the_corpus_holds_at_least_fifty_files() {
    let count: usize = ["scenarios", "profiles", "actions", "logs", "translations"]
        .iter()
        .map(|folder| files(folder).len())
        .sum();
    assert!(count >= 50, "{count}");
}
