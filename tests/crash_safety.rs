//! Crash safety: a real session in a child process, through the same session and log
//! code as the window (`tallador scripted-session`), killed at random points. The log on disk
//! must always be readable, intact, and hold every step completed before the kill.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use tallador::core::shoe;
use tallador::session::log::{Integrity, SessionLog};

const SCENARIO: &str = "scenarios/casilleros/twelve-boxes.ron";

/// The dealer's actions: the canonical sequence with a wrong try before every third action.
fn actions_file(dir: &Path) -> (PathBuf, usize) {
    let output = Command::new(env!("CARGO_BIN_EXE_tallador"))
        .args(["sequence", SCENARIO])
        .output()
        .unwrap();
    let sequence = String::from_utf8(output.stdout).unwrap();
    let mut lines = Vec::new();
    for (index, action) in sequence
        .lines()
        .filter(|l| !l.starts_with("result") && !l.starts_with('#'))
        .enumerate()
    {
        if index % 3 == 0 {
            lines.push("discard all".to_string());
        }
        lines.push(action.to_string());
    }
    let path = dir.join("actions.txt");
    std::fs::write(&path, lines.join("\n")).unwrap();
    (path, lines.len())
}

/// The session log in `dir` (temporary files ignored), if one was written.
fn log_in(dir: &Path) -> Option<PathBuf> {
    // Killed before the session made its folder: no log, which `check_log` accepts only when
    // no step was completed.
    std::fs::read_dir(dir)
        .ok()?
        .map(|entry| entry.unwrap().path())
        .find(|path| {
            path.extension().is_some_and(|ext| ext == "ron")
                && !path.file_name().unwrap().to_string_lossy().starts_with('.')
        })
}

fn spawn(actions: &Path, logs: &Path, delay_ms: u64) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_tallador"))
        .args([
            "scripted-session",
            SCENARIO,
            actions.to_str().unwrap(),
            "--logs",
            logs.to_str().unwrap(),
        ])
        .args(["--delay-ms", &delay_ms.to_string()])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

/// Checks the log after a kill: readable, intact, at least `completed` steps.
fn check_log(logs: &Path, completed: usize, context: &str) {
    let Some(path) = log_in(logs) else {
        assert_eq!(
            completed, 0,
            "{context}: no log although {completed} steps were completed"
        );
        return;
    };
    let log = SessionLog::load(&path)
        .unwrap_or_else(|error| panic!("{context}: unreadable log: {error}"));
    assert_eq!(log.verify(), Integrity::Intact, "{context}");
    assert!(
        log.steps.len() >= completed,
        "{context}: {} steps on disk, {completed} completed",
        log.steps.len()
    );
}

#[test]
fn a_killed_session_keeps_every_completed_step() {
    let work = tempfile::tempdir().unwrap();
    let (actions, total) = actions_file(work.path());
    assert!(
        total > 40,
        "the session is long enough to kill in the middle"
    );
    let mut rng = shoe::rng(2026);
    for trial in 0..6 {
        let logs = work.path().join(format!("kill-after-steps-{trial}"));
        let wanted = 1 + shoe::index(&mut rng, total - 1).unwrap();
        let mut child = spawn(&actions, &logs, 2);
        let mut reader = BufReader::new(child.stdout.take().unwrap());
        let mut completed = 0;
        let mut line = String::new();
        while completed < wanted && reader.read_line(&mut line).unwrap() > 0 {
            if line.starts_with("step ") {
                completed += 1;
            }
            line.clear();
        }
        child.kill().unwrap(); // SIGKILL on Unix
        child.wait().unwrap();
        assert_eq!(completed, wanted, "the session stopped early");
        check_log(&logs, completed, &format!("killed after {completed} steps"));
    }
}

#[test]
fn a_session_killed_at_any_moment_leaves_a_readable_intact_log() {
    let work = tempfile::tempdir().unwrap();
    let (actions, _) = actions_file(work.path());
    let mut rng = shoe::rng(7);
    for trial in 0..8 {
        let logs = work.path().join(format!("kill-at-random-{trial}"));
        let mut child = spawn(&actions, &logs, 0);
        std::thread::sleep(Duration::from_millis(u64::from(shoe::roll::<120>(
            &mut rng,
        ))));
        child.kill().unwrap();
        child.wait().unwrap();
        // Whatever the child printed before it died was on disk first.
        let mut printed = String::new();
        let _ = std::io::Read::read_to_string(&mut child.stdout.take().unwrap(), &mut printed);
        let completed = printed
            .lines()
            .filter(|line| line.starts_with("step "))
            .count();
        println!("trial {trial}: killed after {completed} steps");
        check_log(&logs, completed, &format!("trial {trial}"));
    }
}
