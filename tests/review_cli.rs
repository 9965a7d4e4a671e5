//! `tallador review LOG` as scripts see it: the summary of a session log, its mistakes and its
//! integrity; exit 0 intact, 1 altered, 2 bad input with FILE:LINE:COLUMN. The logs are the
//! fixtures of `tests/fixtures/logs/` (see tests/overview.rs for how they were played).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn tallador(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tallador"))
        .args(args)
        .env(
            "TALLADOR_DATA",
            std::env::temp_dir().join("tallador-review-test-none"),
        )
        .output()
        .expect("the binary runs")
}

fn log(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/logs")
        .join(name)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn an_intact_log_prints_its_summary_and_exits_0() {
    let path = log("20260504-100000-bruno-diaz-exam.ron");
    let output = tallador(&["review", path.to_str().unwrap()]);
    let stdout = text(&output.stdout);
    assert_eq!(
        output.status.code(),
        Some(0),
        "{stdout}{}",
        text(&output.stderr)
    );
    // Bruno's exam on cas-banca6-encart: 13 steps, 3 mistakes, each listed with what the
    // procedure expected (hand-derived in tests/overview.rs).
    for line in [
        "trainee: Bruno Díaz",
        "mode: exam",
        "profile: casilleros",
        "finished: yes",
        "steps: 13 (13 decisions, 0 retries)",
        "first-try: 10 of 13 right (76.9 %)",
        "mistakes: 3 (hints 0)",
        // The first mistake is on a draw step (draw 2) but is an order mistake: box 3's card
        // came too early (D15). All three mistakes are order mistakes, so they count under
        // order, with its five discards: draw 3 of 3 (draw 3, draw 5, draw banca), order 5 of 8.
        "category draw: 3 of 3 right, 0 mistakes",
        "category order: 5 of 8 right, 3 mistakes",
        "category omission: 0 of 0 right, 0 mistakes",
        "decision-time: median 2000 ms, mean 2153 ms, total 28000 ms",
        "mistake step 1 (round 1, step 1, try 1): did draw 3, expected draw 2  # CAS-e order",
        // Each mistake explained from the replayed table (box 2 draws first).
        "  why: First: third card to box 2, because third cards go to the boxes from left to right (CAS-e).",
        "  why: First: collect box 5, because after the Banca's third card the boxes it drew against are settled from right to left (CAS-f).",
        "mistake step 6 (round 1, step 6, try 1): did draw banca, expected collect 3  # CAS-e order",
        "mistake step 9 (round 1, step 9, try 1): did pay 2, expected collect 5  # CAS-f order",
        "integrity: intact",
    ] {
        assert!(
            stdout.lines().any(|printed| printed == line),
            "missing `{line}` in\n{stdout}"
        );
    }
    assert!(text(&output.stderr).is_empty());
}

#[test]
fn an_altered_log_says_where_and_exits_1() {
    // Ana's third session, whose step 3 time was edited after the fact.
    let path = log("20260506-090000-ana-perez-exam.ron");
    let output = tallador(&["review", path.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    let stdout = text(&output.stdout);
    assert!(
        stdout.ends_with("integrity: altered at step 3\n"),
        "{stdout}"
    );
    let stderr = text(&output.stderr);
    // The third `Step(` of the file, with its line and column.
    let file = std::fs::read_to_string(&path).unwrap();
    let line = file
        .lines()
        .enumerate()
        .filter(|(_, text)| text.trim() == "Step(")
        .nth(2)
        .map(|(index, _)| index + 1)
        .unwrap();
    let column = file.lines().nth(line - 1).unwrap().find("Step(").unwrap() + 1;
    let expected = format!(
        "{}:{line}:{column}: the log was altered at step 3",
        path.display()
    );
    assert!(
        stderr.starts_with(&expected),
        "{stderr}\nexpected {expected}"
    );
}

#[test]
fn bad_input_exits_2_with_file_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let broken = log("broken.ron");
    let output = tallador(&["review", broken.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = text(&output.stderr);
    assert!(
        // The file ends after `trainee: "Dora",` (20 characters): it stops at line 3, column 21.
        stderr.starts_with(&format!("{}:3:21:", broken.display())),
        "{stderr}"
    );

    let not_a_log = log("a-scenario-not-a-log.ron");
    let output = tallador(&["review", not_a_log.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).starts_with(&format!("{}:1:", not_a_log.display())),
        "{}",
        text(&output.stderr)
    );

    let missing = dir.path().join("missing.ron");
    let output = tallador(&["review", missing.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("missing.ron"));

    let output = tallador(&["review"]);
    assert_eq!(output.status.code(), Some(2));
}
