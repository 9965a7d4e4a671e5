//! The class fixtures: real sessions played through `session::Session` into a fresh folder.
//! Now is 20 May 2026, 12:00 (+02:00).
//!
//! | trainee | sessions (day, situation: first tries right of first tries) |
//! |---|---|
//! | Ana Pérez | 18th PR 8/8, 19th PR 8/8, 20th casilleros 6/7 (one CAS-e) |
//! | Bruno Díaz | 17th PR 6/8 (T4, T5), 18th PR 1/3, 19th PR 1/3 (T4, T5 each) |
//! | Carla Gómez | 10th PR 8/8, nothing since |
//! | Dora Luz | 19th PR 1/3, 20th PR 1/3 (T4, T5 each) |
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use tallador::core::Profiles;
use tallador::core::game::Game;
use tallador::session::{Mode, ScenarioSource, Session, SessionSetup, Stamp};

pub fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

pub fn at(text: &str, plus_seconds: i64) -> Stamp {
    let base = chrono::DateTime::parse_from_rfc3339(text).unwrap();
    Stamp::new(base + chrono::Duration::seconds(plus_seconds))
}

pub fn day(text: &str) -> chrono::NaiveDate {
    chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
}

/// The class's "now".
pub fn now() -> Stamp {
    at("2026-05-20T12:00:00+02:00", 0)
}

/// PR (pr-punto-draws-shoe-passes), every step right: first tries 3,2,4,2,1,2,1,3 s.
pub const PR_ALL_RIGHT: &[(&str, i64)] = &[
    ("draw punto", 3),
    ("announce punto 8", 5),
    ("draw banca", 9),
    ("announce banca 7 punto 8", 11),
    ("collect 6", 12),
    ("pay 3", 14),
    ("discard all", 15),
    ("pass-shoe 3", 18),
];

/// PR with two mistakes, retried: stands on Punto 3 (T4) and on Banca 4 against a third card
/// 5 (T5). First tries 2,2,4,2,1,2,1,3 s; 6 of 8 right.
pub const PR_TWO_MISTAKES: &[(&str, i64)] = &[
    ("stand punto", 2),
    ("draw punto", 3),
    ("announce punto 8", 5),
    ("stand banca", 9),
    ("draw banca", 10),
    ("announce banca 7 punto 8", 12),
    ("collect 6", 13),
    ("pay 3", 15),
    ("discard all", 16),
    ("pass-shoe 3", 19),
];

/// PR stopped after three first tries: T4 and T5 as above. First tries 5,5,5 s; 1 of 3.
pub const PR_STOPPED: &[(&str, i64)] = &[
    ("stand punto", 5),
    ("draw punto", 6),
    ("announce punto 8", 11),
    ("stand banca", 16),
    ("draw banca", 17),
];

/// cas-standing-box-first with `collect 1` before `pay 5` (CAS-e), retried: first tries
/// 2,4,2,3,2,1,2 s; 6 of 7 right.
pub const CAS_ONE_MISTAKE: &[(&str, i64)] = &[
    ("draw 1", 2),
    ("collect 1", 6),
    ("pay 5", 7),
    ("discard 5", 9),
    ("draw banca", 12),
    ("collect 1", 14),
    ("discard 1", 15),
    ("discard banca", 17),
];

pub struct Played {
    pub trainee: &'static str,
    pub started: &'static str,
    pub example: &'static str,
    pub choices: &'static [(&'static str, i64)],
    pub closed_at: i64,
}

const PR: &str = "pr-punto-draws-shoe-passes.ron";
const CAS: &str = "cas-standing-box-first.ron";

pub fn sessions() -> Vec<Played> {
    let played = |trainee, started, example, choices, closed_at| Played {
        trainee,
        started,
        example,
        choices,
        closed_at,
    };
    vec![
        played(
            "Ana Pérez",
            "2026-05-18T09:00:00+02:00",
            PR,
            PR_ALL_RIGHT,
            18,
        ),
        played(
            "Ana Pérez",
            "2026-05-19T09:00:00+02:00",
            PR,
            PR_ALL_RIGHT,
            18,
        ),
        played(
            "Ana Pérez",
            "2026-05-20T09:00:00+02:00",
            CAS,
            CAS_ONE_MISTAKE,
            17,
        ),
        played(
            "Bruno Díaz",
            "2026-05-17T10:00:00+02:00",
            PR,
            PR_TWO_MISTAKES,
            19,
        ),
        played(
            "Bruno Díaz",
            "2026-05-18T10:00:00+02:00",
            PR,
            PR_STOPPED,
            30,
        ),
        played(
            "Bruno Díaz",
            "2026-05-19T10:00:00+02:00",
            PR,
            PR_STOPPED,
            30,
        ),
        played(
            "Carla Gómez",
            "2026-05-10T11:00:00+02:00",
            PR,
            PR_ALL_RIGHT,
            18,
        ),
        played("Dora Luz", "2026-05-19T11:00:00+02:00", PR, PR_STOPPED, 30),
        played("Dora Luz", "2026-05-20T08:00:00+02:00", PR, PR_STOPPED, 30),
    ]
}

/// Carla's one log's file name.
pub const CARLA_LOG: &str = "20260510-110000-carla-gomez-practice.ron";

/// Plays one session into `folder` (practice); returns its log's path.
pub fn play(played: &Played, folder: &Path) -> PathBuf {
    let path = fixtures().join("examples").join(played.example);
    let scenario = tallador::session::load::scenario(&path, &Profiles::default()).unwrap();
    let setup = SessionSetup {
        trainee: played.trainee.into(),
        mode: Mode::Practice,
        practise_amounts: false,
        paid_in_chips: false,
        source: ScenarioSource::File {
            path: format!("tests/fixtures/examples/{}", played.example),
            title: scenario.title.clone(),
        },
        logs_folder: Some(folder.to_path_buf()),
    };
    let mut session = Session::start(
        Game::new(scenario, false).unwrap(),
        setup,
        at(played.started, 0),
    );
    for (choice, second) in played.choices {
        session.choose(choice.parse().unwrap(), at(played.started, *second));
    }
    session.close(at(played.started, played.closed_at));
    assert!(session.write_error().is_none());
    session.log_path().unwrap()
}

/// A fresh folder holding the class's logs.
pub fn class_folder() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    write_class(dir.path());
    dir
}

pub fn write_class(folder: &Path) {
    for played in sessions() {
        play(&played, folder);
    }
}

/// The statements the trainees' computers send of each fixture log (as `session::lrs::live`
/// tells them: launched, initialized, one answered per try, terminated), as the LRS gives them
/// back (JSON); the logs of `leave_open` are still under way (no `terminated`).
pub fn statements_of(folder: &std::path::Path, leave_open: &[&str]) -> Vec<serde_json::Value> {
    use tallador::session::exam::names::Roster;
    use tallador::session::exam::xapi::{INITIALIZED, LAUNCHED, TERMINATED};
    use tallador::session::lrs::statements::{answered, attempt_of, cmi5};
    let mut all = Vec::new();
    for entry in std::fs::read_dir(folder).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|ext| ext != "ron") {
            continue;
        }
        let log = tallador::session::SessionLog::load(&path).unwrap();
        let attempt = attempt_of(&log, "https://school.example", &Roster::default());
        let mut statements = vec![
            cmi5(&attempt, LAUNCHED, 0, None, log.started),
            cmi5(&attempt, INITIALIZED, 1, None, log.started),
        ];
        for (index, step) in log.steps.iter().enumerate() {
            statements.push(answered(&attempt, index as u32 + 2, step));
        }
        if !leave_open.contains(&log.trainee.as_str()) {
            let last = log.steps.len() as u32 + 2;
            let ended = log.ended.unwrap_or(log.started);
            statements.push(cmi5(&attempt, TERMINATED, last + 1, None, ended));
        }
        all.extend(
            statements
                .iter()
                .map(|statement| serde_json::to_value(statement).unwrap()),
        );
    }
    all
}
