//! The instructor's overview over the fixture logs of `tests/fixtures/logs/` (three trainees,
//! real sessions played through `session::Session`, plus an altered log, a broken log and a
//! scenario file that is not a log). Every figure below is worked out by hand from the choices
//! and times listed in `sessions()`; `cargo test --test overview -- --ignored` writes the
//! fixtures again from that list.

use std::path::{Path, PathBuf};

use tallador::core::game::Game;
use tallador::core::{Category, Profiles, RuleId};
use tallador::session::log::{Altered, Integrity};
use tallador::session::overview::Overview;
use tallador::session::{Mode, ScenarioSource, Session, SessionSetup, Stamp};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

fn stamp(text: &str, plus_seconds: u64) -> Stamp {
    let base = chrono::DateTime::parse_from_rfc3339(text).unwrap();
    Stamp::new(base + chrono::Duration::seconds(plus_seconds as i64))
}

/// One fixture session: who, when, which example, the choices at their second, and when it
/// was closed (`None`: played to the end).
struct Played {
    trainee: &'static str,
    started: &'static str,
    mode: Mode,
    example: &'static str,
    choices: &'static [(&'static str, u64)],
    closed_at: u64,
}

/// pr-punto-draws-shoe-passes, every step right: 3,2,4,2,1,2,1,3 s.
const PR_ALL_RIGHT: [(&str, u64); 8] = [
    ("draw punto", 3),
    ("announce punto 8", 5),
    ("draw banca", 9),
    ("announce banca 7 punto 8", 11),
    ("collect 6", 12),
    ("pay 3", 14),
    ("discard all", 15),
    ("pass-shoe 3", 18),
];

fn sessions() -> Vec<Played> {
    vec![
        // Ana A1, practice, cas-standing-box-first (draw 1, pay 5, discard 5, draw banca,
        // collect 1, discard 1, discard banca): `collect 1` before `pay 5` is a CAS-e order
        // mistake, retried. First tries 2,4,2,3,2,1,2 s; 6 of 7 right.
        Played {
            trainee: "Ana Pérez",
            started: "2026-05-04T09:00:00+02:00",
            mode: Mode::Practice,
            example: "cas-standing-box-first.ron",
            choices: &[
                ("draw 1", 2),
                ("collect 1", 6),
                ("pay 5", 7),
                ("discard 5", 9),
                ("draw banca", 12),
                ("collect 1", 14),
                ("discard 1", 15),
                ("discard banca", 17),
            ],
            closed_at: 17,
        },
        // Ana A2, exam, pr-punto-draws-shoe-passes, all right: 3,2,4,2,1,2,1,3 s.
        Played {
            trainee: "Ana Pérez",
            started: "2026-05-05T09:00:00+02:00",
            mode: Mode::Exam,
            example: "pr-punto-draws-shoe-passes.ron",
            choices: &PR_ALL_RIGHT,
            closed_at: 18,
        },
        // Ana A3, the same as A2 a day later; its file is then edited (altered).
        Played {
            trainee: "Ana Pérez",
            started: "2026-05-06T09:00:00+02:00",
            mode: Mode::Exam,
            example: "pr-punto-draws-shoe-passes.ron",
            choices: &PR_ALL_RIGHT,
            closed_at: 18,
        },
        // Bruno B1, exam, cas-banca6-encart (draw 2, draw 3, draw 5, encart 1, discard 1,
        // collect 3, discard 3, draw banca, collect 5, discard 5, pay 2, discard 2,
        // discard banca). Mistakes: `draw 3` ahead of box 2 (D15, CAS-e order), `draw banca`
        // before box 3 is settled (CAS-e order), `pay 2` before box 5 (CAS-f order); each
        // time the exam applies the right action. 10 of 13 right;
        // times 4,2,2,3,1,3,1,2,4,1,2,1,2 s.
        Played {
            trainee: "Bruno Díaz",
            started: "2026-05-04T10:00:00+02:00",
            mode: Mode::Exam,
            example: "cas-banca6-encart.ron",
            choices: &[
                ("draw 3", 4),
                ("draw 3", 6),
                ("draw 5", 8),
                ("encart 1", 11),
                ("discard 1", 12),
                ("draw banca", 15),
                ("discard 3", 16),
                ("draw banca", 18),
                ("pay 2", 22),
                ("discard 5", 23),
                ("pay 2", 25),
                ("discard 2", 26),
                ("discard banca", 28),
            ],
            closed_at: 28,
        },
        // Bruno B2, practice, ve-no-carta-on-5 (rien-ne-va-plus, give-cards 1, reveal banca,
        // draw punto, stand banca, announce banca 6 punto 8, collect 2, pay 1, discard all,
        // pass-button 2): `stand punto` on 5 (the client said no carta) is a draw mistake
        // (VE-declare), retried. 9 of 10 right; first tries 2,2,1,4,2,3,1,2,1,2 s.
        Played {
            trainee: "Bruno Díaz",
            started: "2026-05-06T10:00:00+02:00",
            mode: Mode::Practice,
            example: "ve-no-carta-on-5.ron",
            choices: &[
                ("rien-ne-va-plus", 2),
                ("give-cards 1", 4),
                ("reveal banca", 5),
                ("stand punto", 9),
                ("draw punto", 10),
                ("stand banca", 12),
                ("announce banca 6 punto 8", 15),
                ("collect 2", 16),
                ("pay 1", 18),
                ("discard all", 19),
                ("pass-button 2", 21),
            ],
            closed_at: 21,
        },
        // Carla C1, practice, pr-punto-draws-shoe-passes, stopped after four tries: stands
        // on Punto 3 (D6, T4) and on Banca 4 against a third card 5 (D7, T5), both
        // retried. 1 of 3 right; first tries 5,5,5 s.
        Played {
            trainee: "Carla Gómez",
            started: "2026-05-04T11:00:00+02:00",
            mode: Mode::Practice,
            example: "pr-punto-draws-shoe-passes.ron",
            choices: &[
                ("stand punto", 5),
                ("draw punto", 6),
                ("announce punto 8", 11),
                ("stand banca", 16),
                ("draw banca", 17),
            ],
            closed_at: 30,
        },
    ]
}

/// Plays one fixture session into `folder`; returns the log's path.
fn play(played: &Played, folder: &Path) -> PathBuf {
    let path = fixtures().join("examples").join(played.example);
    let scenario = tallador::session::load::scenario(&path, &Profiles::default()).unwrap();
    let setup = SessionSetup {
        trainee: played.trainee.into(),
        mode: played.mode,
        practise_amounts: false,
        paid_in_chips: false,
        source: ScenarioSource::File {
            path: format!("tests/fixtures/examples/{}", played.example),
            title: scenario.title.clone(),
        },
        logs_folder: Some(folder.to_path_buf()),
    };
    // An exam names the fixture paper of its table (the register's tests seal these logs).
    let paper = (played.mode == Mode::Exam).then(|| {
        let name = if played.example.starts_with("pr-") {
            "pr-table-test.ron"
        } else {
            "casilleros-table-test.ron"
        };
        let files = tallador::session::exam::PaperFiles::load(
            &fixtures().join("exams").join(name),
            &Profiles::default(),
        )
        .unwrap();
        tallador::session::PaperRef {
            title: files.paper.title.clone(),
            hash: tallador::session::exam::seal::paper_hash(&files.text, &files.situations),
        }
    });
    let mut session = Session::start_on_paper(
        Game::new(scenario, false).unwrap(),
        setup,
        paper,
        stamp(played.started, 0),
    );
    for (choice, second) in played.choices {
        session.choose(choice.parse().unwrap(), stamp(played.started, *second));
    }
    session.close(stamp(played.started, played.closed_at));
    assert!(session.write_error().is_none());
    session.log_path().unwrap()
}

/// Writes the fixture folder: the sessions, A3 altered, a broken log and a scenario file.
fn write_fixtures(folder: &Path) {
    std::fs::create_dir_all(folder).unwrap();
    for played in sessions() {
        let path = play(&played, folder);
        if played.started.starts_with("2026-05-06T09") {
            // Someone turns Ana's slow `draw banca` (step 3, 4 s) into a quick one.
            let text = std::fs::read_to_string(&path).unwrap();
            let edited = text.replacen("response_ms: 4000", "response_ms: 1000", 1);
            assert_ne!(text, edited);
            std::fs::write(&path, edited).unwrap();
        }
    }
    std::fs::write(
        folder.join("broken.ron"),
        "SessionLog(\n    format: 1,\n    trainee: \"Dora\",\n",
    )
    .unwrap();
    std::fs::copy(
        fixtures().join("examples/cas-standing-box-first.ron"),
        folder.join("a-scenario-not-a-log.ron"),
    )
    .unwrap();
}

#[test]
#[ignore = "writes tests/fixtures/logs; run on purpose"]
fn write_fixture_logs() {
    let folder = fixtures().join("logs");
    let _ = std::fs::remove_dir_all(&folder);
    write_fixtures(&folder);
}

fn close(actual: Option<f64>, expected: f64) -> bool {
    actual.is_some_and(|value| (value - expected).abs() < 1e-9)
}

#[test]
fn every_trainee_gets_a_row_with_hand_counted_figures() {
    let overview = Overview::load(&fixtures().join("logs"));
    let names: Vec<&str> = overview
        .rows
        .iter()
        .map(|row| row.trainee.as_str())
        .collect();
    assert_eq!(names, ["Ana Pérez", "Bruno Díaz", "Carla Gómez"]);
    assert_eq!(overview.logs, 6);

    let ana = &overview.rows[0];
    assert_eq!(ana.sessions.len(), 2, "A3 is altered and left out");
    assert_eq!((ana.correct, ana.decisions), (14, 15));
    assert!(close(ana.accuracy_percent(), 1400.0 / 15.0));
    // Draw: draw 1, draw banca (A1), draw punto, draw banca (A2) all right.
    let category = |row: &tallador::session::overview::TraineeRow, category| {
        let total = row.category(category).unwrap();
        (total.correct, total.decisions)
    };
    assert_eq!(category(ana, Category::Draw), (4, 4));
    // A first try counts in one category: a mistake under the rule it broke, a right step under
    // its action's. Money: collect 1 (A1); collect 6, pay 3 (A2). A1's wrong first try at the
    // `pay 5` step broke CAS-e, an order rule: it counts under order, beside the five right
    // discards and passes.
    assert_eq!(category(ana, Category::Money), (3, 3));
    assert_eq!(category(ana, Category::Order), (5, 6));
    assert_eq!(category(ana, Category::Announce), (2, 2));
    assert_eq!(category(ana, Category::Omission), (0, 0));
    // 15 first tries: 1 s ×3, 2 s ×7, 3 s ×3, 4 s ×2: the 8th is 2 s.
    assert_eq!(ana.median_ms, 2000);
    assert_eq!(ana.mistakes_by_rule, [(RuleId::CasE, 1)]);
    assert_eq!(ana.altered.len(), 1);
    assert_eq!(ana.altered[0].1, Integrity::Altered(Altered::Step(3)));
    assert!(close(ana.sessions[0].accuracy_percent(), 600.0 / 7.0));
    assert!(close(ana.sessions[1].accuracy_percent(), 100.0));
    assert_eq!(ana.sessions[0].median_ms, 2000);
    // A2: 1,1,2,2,2,3,3,4: the mean of the 4th and 5th.
    assert_eq!(ana.sessions[1].median_ms, 2000);

    let bruno = &overview.rows[1];
    assert_eq!(bruno.sessions.len(), 2);
    assert_eq!((bruno.correct, bruno.decisions), (19, 23));
    // Draw: draw 3, draw 5, draw banca; draw punto (wrong: VE-declare, a draw rule), stand
    // banca. B1's wrong first tries at the `draw 2`, `collect 3` and `collect 5` steps broke
    // CAS-e, CAS-e and CAS-f, order rules: they count under order.
    assert_eq!(category(bruno, Category::Draw), (4, 5));
    // Money: encart 1, pay 2; collect 2, pay 1.
    assert_eq!(category(bruno, Category::Money), (4, 4));
    // Order: B1's five discards and its three mistakes; B2's five right.
    assert_eq!(category(bruno, Category::Order), (10, 13));
    assert_eq!(category(bruno, Category::Announce), (1, 1));
    // 23 first tries: 1 s ×7, 2 s ×10, 3 s ×3, 4 s ×3: the 12th is 2 s.
    assert_eq!(bruno.median_ms, 2000);
    assert_eq!(
        bruno.mistakes_by_rule,
        [(RuleId::CasE, 2), (RuleId::CasF, 1), (RuleId::VeDeclare, 1)]
    );
    assert!(bruno.altered.is_empty());

    let carla = &overview.rows[2];
    assert_eq!((carla.correct, carla.decisions), (1, 3));
    assert_eq!(category(carla, Category::Draw), (0, 2));
    assert_eq!(carla.median_ms, 5000);
    assert_eq!(carla.mistakes_by_rule, [(RuleId::T4, 1), (RuleId::T5, 1)]);
    assert!(!carla.sessions[0].finished);

    // The broken log is a problem with its position; the scenario file is passed over.
    assert_eq!(overview.problems.len(), 1, "{:?}", overview.problems);
    let problem = overview.problems[0].to_string();
    assert!(problem.contains("broken.ron:"), "{problem}");
    assert!(overview.problems[0].position.is_some(), "{problem}");

    // Everyone's mistakes per rule: CAS-e 1 + 2, then one each in rulebook order.
    assert_eq!(
        overview.mistakes_per_rule(None),
        [
            (RuleId::CasE, 3),
            (RuleId::T4, 1),
            (RuleId::T5, 1),
            (RuleId::CasF, 1),
            (RuleId::VeDeclare, 1)
        ]
    );
    assert_eq!(overview.mistakes_per_rule(Some(2)), carla.mistakes_by_rule);
}

#[test]
fn the_table_exports_as_csv() {
    let overview = Overview::load(&fixtures().join("logs"));
    let csv = overview.csv();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines,
        [
            "trainee,sessions,decisions,correct,accuracy_percent,draw_percent,order_percent,\
             money_percent,omission_percent,announce_percent,irregularity_percent,\
             median_decision_ms,weakest_rules,altered_logs",
            // No situation of the fixtures is irregular: that column is empty.
            "Ana Pérez,2,15,14,93.3,100.0,83.3,100.0,,100.0,,2000,CAS-e (1),1",
            "Bruno Díaz,2,23,19,82.6,80.0,76.9,100.0,,100.0,,2000,CAS-e (2); CAS-f (1); VE-declare (1),0",
            "Carla Gómez,1,3,1,33.3,0.0,,,,100.0,,5000,T4 (1); T5 (1),0",
        ]
    );
}

#[test]
fn one_mode_only_keeps_its_sessions() {
    let exams = Overview::load_filtered(&fixtures().join("logs"), &|log| log.mode == Mode::Exam);
    // Ana's A2 (8 of 8; A3 is altered) and Bruno's B1 (10 of 13); Carla has no exam.
    assert_eq!(exams.logs, 3);
    let rows: Vec<(&str, usize, u32, u32)> = exams
        .rows
        .iter()
        .map(|row| {
            (
                row.trainee.as_str(),
                row.sessions.len(),
                row.correct,
                row.decisions,
            )
        })
        .collect();
    assert_eq!(rows, [("Ana Pérez", 1, 8, 8), ("Bruno Díaz", 1, 10, 13)]);
}

#[test]
fn the_committed_fixtures_are_what_the_sessions_write() {
    let dir = tempfile::tempdir().unwrap();
    write_fixtures(dir.path());
    let fresh = Overview::load(dir.path());
    let committed = Overview::load(&fixtures().join("logs"));
    assert_eq!(fresh.csv(), committed.csv());
}
