//! Inspector cases (`scenarios/inspector/`): a disputed hand, what the dealer actually did, and
//! the hand-derived audit. `tallador audit` must print exactly that audit and exit 1.

use std::path::{Path, PathBuf};
use std::process::Command;

fn cases() -> Vec<PathBuf> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/inspector");
    let mut cases: Vec<PathBuf> = std::fs::read_dir(&folder)
        .expect("scenarios/inspector exists")
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "ron"))
        .collect();
    cases.sort();
    cases
}

#[test]
fn there_are_at_least_six_disputed_hands_each_with_actions_and_an_audit() {
    let cases = cases();
    assert!(cases.len() >= 6, "only {} inspector cases", cases.len());
    for case in cases {
        for extension in ["actions", "audit"] {
            let companion = case.with_extension(extension);
            assert!(companion.is_file(), "{} is missing", companion.display());
        }
    }
}

#[test]
fn audit_prints_the_hand_derived_findings_and_exits_1() {
    for case in cases() {
        let output = Command::new(env!("CARGO_BIN_EXE_tallador"))
            .arg("audit")
            .arg(&case)
            .arg(case.with_extension("actions"))
            .env(
                "TALLADOR_DATA",
                std::env::temp_dir().join("tallador-inspector-test-no-data"),
            )
            .output()
            .expect("the tallador binary runs");
        let expected = std::fs::read_to_string(case.with_extension("audit")).unwrap();
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            expected,
            "tallador audit {} (stderr: {})",
            case.display(),
            String::from_utf8_lossy(&output.stderr)
        );
        assert_eq!(
            output.status.code(),
            Some(1),
            "{}: an audit with deviations exits 1",
            case.display()
        );
    }
}

#[test]
fn the_canonical_sequence_of_each_disputed_hand_audits_clean() {
    for case in cases() {
        let binary = env!("CARGO_BIN_EXE_tallador");
        let sequence = Command::new(binary)
            .args(["sequence", "--amounts"])
            .arg(&case)
            .output()
            .expect("sequence runs");
        let canonical: String = String::from_utf8_lossy(&sequence.stdout)
            .lines()
            .filter(|line| !line.starts_with("result "))
            .map(|line| format!("{line}\n"))
            .collect();
        let file = tempfile::NamedTempFile::new().unwrap();
        std::fs::write(file.path(), canonical).unwrap();
        let audit = Command::new(binary)
            .arg("audit")
            .arg(&case)
            .arg(file.path())
            .output()
            .expect("audit runs");
        assert_eq!(
            audit.status.code(),
            Some(0),
            "{}: the canonical actions must audit clean:\n{}",
            case.display(),
            String::from_utf8_lossy(&audit.stdout)
        );
    }
}
