//! The class view from a real LRS (xapi-rs 0.2.0 on PostgreSQL, started by `.ci/run` through
//! `scripts/lrs.sh`; the test says "skipped" without `TALLADOR_LRS_TEST`): a class of 50
//! trainees, each at their own computer, sending at once; then the class from the LRS alone is
//! the class of their 50 logs gathered in one folder, row for row, and held against that folder
//! nothing is missing and nothing differs; `tallador class FOLDER --lrs` says so.

mod lrs_support;

use std::path::Path;
use std::process::Command as Process;
use std::time::Duration;

use lrs_support::{real_lrs, signed_paper, sit_paced, wait_for_attempt};
use tallador::session::SessionLog;
use tallador::session::Stamp;
use tallador::session::class::lrs::class_from_lrs;
use tallador::session::class::{ClassOptions, ClassRow, ClassView, StuckRule};
use tallador::session::index::IndexKey;
use tallador::session::lrs::LrsSettings;
use tallador::session::lrs::client::Client;
use tallador::session::lrs::outbox::Outbox;
use tallador::session::lrs::queue::{self, Queue};

const TRAINEES: usize = 50;

fn client(settings: &LrsSettings) -> Client {
    Client::new(settings.clone(), Duration::from_secs(15))
}

/// One trainee's computer: the signed paper copied from `paper_dir`, the exam sat with the LRS
/// told live (every third trainee collects the pay of seat 3: one mistake); returns the log.
fn sit_at_computer(paper_dir: &Path, settings: &LrsSettings, trainee: &str, k: usize) -> String {
    let dir = tempfile::tempdir().unwrap();
    for folder in ["exams", "examples"] {
        let target = dir.path().join(folder);
        std::fs::create_dir_all(&target).unwrap();
        for entry in std::fs::read_dir(paper_dir.join(folder)).unwrap() {
            let path = entry.unwrap().path();
            std::fs::copy(&path, target.join(path.file_name().unwrap())).unwrap();
        }
    }
    let outbox = Outbox::start(Queue::in_data(&dir.path().join("data")), client(settings));
    let start = chrono::Local::now().fixed_offset().to_rfc3339();
    let log = sit_paced(
        dir.path(),
        &outbox,
        trainee,
        &start,
        !k.is_multiple_of(3),
        None,
        2000 + 100 * k as i64,
        0,
    );
    outbox.close();
    let status = outbox.status();
    assert_eq!((status.waiting, status.refused.len()), (0, 0), "{status:?}");
    std::fs::read_to_string(&log).unwrap()
}

/// A row's figures: name, sessions, first tries and right ones, median time, mistakes per
/// rule, last activity.
type Figures = (
    String,
    usize,
    u32,
    u32,
    u64,
    Vec<(tallador::core::RuleId, u32)>,
    Option<Stamp>,
);

fn figures(row: &ClassRow) -> Figures {
    (
        row.trainee.clone(),
        row.sessions,
        row.decisions,
        row.correct,
        row.median_ms,
        row.mistakes_by_rule.clone(),
        row.last_activity,
    )
}

#[test]
fn a_class_of_fifty_sending_at_once_is_the_class_of_their_logs() {
    let Some((_, settings)) = real_lrs("class of 50") else {
        return;
    };
    let school = tempfile::tempdir().unwrap();
    signed_paper(school.path());
    let data = school.path().join("data");
    queue::save_settings(&data, &settings).unwrap();
    let folder = school.path().join("class");
    std::fs::create_dir_all(&folder).unwrap();
    let tag = format!("of class {}", std::process::id());
    let computers: Vec<_> = (0..TRAINEES)
        .map(|k| {
            let (paper_dir, settings) = (school.path().to_path_buf(), settings.clone());
            let trainee = format!("Trainee {k:02} {tag}");
            std::thread::spawn(move || {
                let text = sit_at_computer(&paper_dir, &settings, &trainee, k);
                (trainee, text)
            })
        })
        .collect();
    // The instructor gathers the 50 logs in one folder.
    for (k, computer) in computers.into_iter().enumerate() {
        let (_, text) = computer.join().unwrap();
        std::fs::write(folder.join(format!("{k:02}.ron")), &text).unwrap();
        let header = SessionLog::parse("log", &text).unwrap().header_hash;
        assert_eq!(
            wait_for_attempt(&client(&settings), &header, 12, 60).len(),
            12
        );
    }
    let now = Stamp::new(chrono::Local::now().fixed_offset());
    let options = ClassOptions::default();
    let logs = ClassView::load(&folder, &IndexKey::ephemeral(), options.clone(), None, now);
    assert_eq!(logs.rows.len(), TRAINEES);
    let statements = client(&settings).statements().unwrap();
    let ours = |view: &ClassView| -> Vec<_> {
        view.rows
            .iter()
            .filter(|row| row.trainee.ends_with(&tag))
            .map(figures)
            .collect()
    };
    // The LRS alone: every trainee, with the logs' figures.
    let (lrs, _) = class_from_lrs(&statements, &[], options.clone(), StuckRule::default(), now);
    let from_logs = ours(&logs);
    assert_eq!(ours(&lrs), from_logs);
    // Every third trainee (0, 3, … 48: 17 of them) collected a pay: 7 of 8.
    let missed = from_logs.iter().filter(|row| row.3 == 7).count();
    assert_eq!(missed, 17);
    assert!(from_logs.iter().all(|row| row.1 == 1 && row.2 == 8));
    // Held against the folder: none missing, none differing, nobody stuck (all finished).
    let indexed = tallador::session::index::load(&folder, &IndexKey::ephemeral());
    let (both, check) = class_from_lrs(
        &statements,
        &indexed.logs,
        options,
        StuckRule::default(),
        now,
    );
    assert!(check.missing.is_empty(), "{check:?}");
    assert!(check.differs.is_empty(), "{check:?}");
    assert_eq!(ours(&both), from_logs);
    assert!(
        both.rows
            .iter()
            .filter(|row| row.trainee.ends_with(&tag))
            .all(|row| row.stuck.is_none())
    );
    // The command says the same.
    let output = Process::new(env!("CARGO_BIN_EXE_tallador"))
        .args(["class", "--lang", "en", "--lrs"])
        .arg(&folder)
        .env("TALLADOR_DATA", &data)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout);
    assert_eq!(
        output.status.code(),
        Some(0),
        "{text}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(
        text.lines()
            .filter(|line| line.starts_with("Trainee ") && line.contains(&tag))
            .count(),
        TRAINEES,
        "{text}"
    );
}
