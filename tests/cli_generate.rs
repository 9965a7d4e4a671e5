//! `tallador generate`: writes K scenario files for seeds S, S+1, …, prints their paths, writes
//! the same bytes every time, and refuses bad arguments with exit status 2 and a clear message.

use std::process::{Command, Output};

fn tallador(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tallador"))
        .args(args)
        .env(
            "TALLADOR_DATA",
            std::env::temp_dir().join("tallador-generate-test-no-data"),
        )
        .output()
        .expect("the tallador binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn writes_one_file_per_seed_and_prints_the_paths() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("drills");
    let out_text = out.display().to_string();
    let args = [
        "generate",
        "--profile",
        "punto-banco-venezia",
        "--seed",
        "40",
        "--focus",
        "venice-ties",
        "--count",
        "3",
        "--places",
        "5",
        "--rounds",
        "2",
        "--out",
        &out_text,
    ];
    let output = tallador(&args);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let expected: Vec<String> = (40..43)
        .map(|seed| {
            out.join(format!("punto-banco-venezia-venice-ties-{seed}.ron"))
                .display()
                .to_string()
        })
        .collect();
    assert_eq!(stdout(&output).lines().collect::<Vec<_>>(), expected);

    let first: Vec<String> = expected
        .iter()
        .map(|path| std::fs::read_to_string(path).unwrap())
        .collect();
    for (text, seed) in first.iter().zip(40..) {
        assert!(
            text.contains(&format!("(seed {seed})")),
            "the title records the seed:\n{text}"
        );
        assert!(text.contains("--focus venice-ties --places 5 --rounds 2"));
    }
    let check = tallador(&["check", &out_text]);
    assert_eq!(check.status.code(), Some(0), "{}", stderr(&check));

    // The same command writes the same bytes.
    let again = tallador(&args);
    assert_eq!(again.status.code(), Some(0));
    for (path, text) in expected.iter().zip(&first) {
        assert_eq!(&std::fs::read_to_string(path).unwrap(), text);
    }
}

#[test]
fn bad_arguments_exit_2_with_a_clear_message() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().display().to_string();
    let base = |extra: &[&str]| -> Vec<String> {
        let mut args: Vec<String> = ["generate", "--seed", "1", "--out", &out]
            .iter()
            .map(|s| s.to_string())
            .collect();
        args.extend(extra.iter().map(|s| s.to_string()));
        args
    };
    let cases: [(Vec<String>, &str); 8] = [
        (base(&["--profile", "blackjack"]), "no profile `blackjack`"),
        (
            base(&["--profile", "casilleros", "--focus", "bananas"]),
            "banca-draws",
        ),
        (
            base(&["--profile", "casilleros", "--focus", "colpo-in-bianco"]),
            "does not apply to profile `casilleros`",
        ),
        (
            base(&["--profile", "casilleros", "--places", "13"]),
            "places must be from 1 to 12",
        ),
        (
            base(&["--profile", "punto-banco-pr", "--rounds", "0"]),
            "rounds must be from 1",
        ),
        (
            base(&["--profile", "punto-banco-pr", "--min-stake", "-5"]),
            "more than zero",
        ),
        (
            base(&[
                "--profile",
                "punto-banco-pr",
                "--min-stake",
                "50",
                "--max-stake",
                "10",
            ]),
            "below the minimum",
        ),
        (
            vec![
                "generate".into(),
                "--profile".into(),
                "casilleros".into(),
                "--seed".into(),
                "1".into(),
            ],
            "--out",
        ),
    ];
    for (args, needle) in cases {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let output = tallador(&args);
        assert_eq!(
            output.status.code(),
            Some(2),
            "{args:?}: {}",
            stderr(&output)
        );
        assert!(
            stderr(&output).contains(needle),
            "{args:?}: expected {needle:?} in {}",
            stderr(&output)
        );
        assert!(
            stdout(&output).is_empty(),
            "{args:?} printed {}",
            stdout(&output)
        );
    }
}
