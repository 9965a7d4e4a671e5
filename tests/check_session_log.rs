//! `tallador check` accepts session logs and points at what is wrong in one.

use std::path::{Path, PathBuf};

use tallador::cli::{self, BAD_INPUT, Command, OK};
use tallador::core::Profiles;
use tallador::core::game::Game;
use tallador::session::{Mode, ScenarioSource, Session, SessionSetup, Stamp};

fn write_log(folder: &Path) -> PathBuf {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/examples/pr-punto-draws-shoe-passes.ron");
    let scenario = tallador::session::load::scenario(&path, &Profiles::default()).unwrap();
    let start = chrono::DateTime::parse_from_rfc3339("2026-05-03T10:00:00-03:00").unwrap();
    let mut session = Session::start(
        Game::new(scenario, false).unwrap(),
        SessionSetup {
            trainee: "Luis".into(),
            mode: Mode::Exam,
            practise_amounts: false,
            paid_in_chips: false,
            source: ScenarioSource::File {
                path: path.display().to_string(),
                title: "PR".into(),
            },
            logs_folder: Some(folder.to_path_buf()),
        },
        Stamp::new(start),
    );
    for (second, action) in ["draw punto", "announce punto 8", "stand banca"]
        .iter()
        .enumerate()
    {
        let time = start + chrono::Duration::seconds(second as i64 + 1);
        session.choose(action.parse().unwrap(), Stamp::new(time));
    }
    session.log_path().unwrap()
}

fn check(path: &Path) -> (i32, String, String) {
    let mut out = Vec::new();
    let mut err = Vec::new();
    let code = cli::run(
        Command::Check {
            paths: vec![path.to_path_buf()],
            chips: false,
        },
        &[],
        &mut out,
        &mut err,
    );
    (
        code,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

#[test]
fn a_session_log_passes_check() {
    let dir = tempfile::tempdir().unwrap();
    let path = write_log(dir.path());
    let (code, out, err) = check(&path);
    assert_eq!(code, OK, "{err}");
    assert!(
        out.contains("session log, Luis exam, 3 step(s), intact"),
        "{out}"
    );
}

#[test]
fn an_edited_log_fails_check_at_the_step_edited() {
    let dir = tempfile::tempdir().unwrap();
    let path = write_log(dir.path());
    let text = std::fs::read_to_string(&path).unwrap();
    // Step 3 was `stand banca` (wrong: Banca 4 draws on a third card 5, T5); make it look right.
    assert!(text.contains("choice: \"stand banca\""));
    std::fs::write(
        &path,
        text.replace("choice: \"stand banca\"", "choice: \"draw banca\""),
    )
    .unwrap();
    let (code, _, err) = check(&path);
    assert_eq!(code, BAD_INPUT);
    let step_line = text
        .lines()
        .enumerate()
        .filter(|(_, line)| line.trim() == "Step(")
        .nth(2)
        .map(|(index, _)| index + 1)
        .unwrap();
    let expected = format!(
        "{}:{step_line}:9: the log was altered at step 3",
        path.display()
    );
    assert!(err.starts_with(&expected), "{err}\nexpected {expected}");
}

#[test]
fn a_malformed_log_names_file_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let path = write_log(dir.path());
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, text.replacen("verdict: Wrong", "verdict: Maybe", 1)).unwrap();
    let (code, _, err) = check(&path);
    assert_eq!(code, BAD_INPUT);
    let line = text
        .lines()
        .position(|l| l.contains("verdict: Wrong"))
        .unwrap()
        + 1;
    assert!(
        err.starts_with(&format!("{}:{line}:", path.display())),
        "{err}"
    );
}

#[test]
fn a_log_written_before_the_deal_drill_and_the_diagnosis_still_reads_intact() {
    // Written by an earlier version: no `with_deal` field, and its mistakes cite the rule of the
    // step that was due (PR-punto, PR-banca), as the trainer did then. The log keeps its words.
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/old-logs/20260504-110000-carla-gomez-practice.ron");
    let (code, out, err) = check(&path);
    assert_eq!(code, OK, "{err}");
    assert!(out.contains("intact"), "{out}");
    let log = tallador::session::SessionLog::load(&path).unwrap();
    let rules: Vec<_> = log.steps.iter().filter_map(|step| step.rule).collect();
    assert_eq!(
        rules,
        [
            tallador::core::RuleId::PrPunto,
            tallador::core::RuleId::PrBanca
        ]
    );
}
