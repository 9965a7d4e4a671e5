//! Exam integrity: each attack of a trainee who wants a certificate without passing, written as
//! a test that the attack now fails (docs/instructor.md, "Exams and certification", the threat model). The
//! trainee controls the exam computer's files; the instructor decides on their own machine
//! (`TALLADOR_DATA` = `data/` here: the school's keys, the roster, the index key) from the logs
//! and seals alone. Exams are sat through `session::exam::take` (what the window runs), and
//! results come from the real `seal`, `register`, `verify`, `grade` and `certificate` commands.
//!
//! The paper used most is the fixture Puerto Rico test: one situation (seat 3 bets 20 on
//! Punto, seat 6 bets 20 on Banca; Punto A,2 = 3 draws a 5 to 8, the Banca 2,2 = 4 draws against
//! a third-card 5 and makes 7: Punto wins), eight decisions, pass mark 90 %, no money mistake
//! allowed, two attempts, valid 12 months.

#[cfg(feature = "app")]
mod common;
mod lrs_support;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

use tallador::core::chips::Stack;
use tallador::core::{Action, Money, Profile, Profiles};
use tallador::session::exam::paper::PaperFiles;
use tallador::session::exam::seal::{self, InstructorKey, Seal, TrustedKeys};
use tallador::session::exam::take;
use tallador::session::log::{Integrity, SessionLog, Stamp};
use tallador::session::{Mode, ScenarioSource, Session, SessionSetup};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

fn marta() -> InstructorKey {
    InstructorKey::from_secret("Marta Ruiz", [7; 32])
}

fn stamp(text: &str) -> Stamp {
    Stamp::new(chrono::DateTime::parse_from_rfc3339(text).unwrap())
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A school: the fixture papers and situations, the instructor's machine's data folder (the
/// school's keys folder trusting Marta), Marta's key, and the exam computer's logs folder.
struct School {
    dir: tempfile::TempDir,
}

impl School {
    fn new() -> School {
        let dir = tempfile::tempdir().unwrap();
        for folder in ["exams", "examples"] {
            let target = dir.path().join(folder);
            std::fs::create_dir_all(&target).unwrap();
            for entry in std::fs::read_dir(fixtures().join(folder)).unwrap() {
                let path = entry.unwrap().path();
                std::fs::copy(&path, target.join(path.file_name().unwrap())).unwrap();
            }
        }
        let keys = dir.path().join("data/keys");
        std::fs::create_dir_all(&keys).unwrap();
        std::fs::write(keys.join("marta-ruiz.pub"), marta().public().to_ron()).unwrap();
        marta().write_new(&dir.path().join("instructor")).unwrap();
        std::fs::create_dir_all(dir.path().join("logs")).unwrap();
        let school = School { dir };
        school.sign("pr-table-test.ron");
        school
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    fn at(&self, name: &str) -> String {
        self.path(name).display().to_string()
    }

    fn paper(&self, name: &str) -> PathBuf {
        self.path("exams").join(name)
    }

    /// Signs `exams/NAME` with Marta's key, pinning the shipped table rules.
    fn sign(&self, name: &str) {
        let path = self.paper(name);
        let profiles = Profiles::default();
        let files = PaperFiles::load(&path, &profiles).unwrap();
        marta()
            .sign_paper(&files, &profiles, stamp("2026-05-01T09:00:00+02:00"))
            .unwrap()
            .write_for(&path)
            .unwrap();
    }

    /// A command on the instructor's machine.
    fn run(&self, args: &[&str]) -> Output {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tallador"))
            .args(args)
            .env("TALLADOR_DATA", self.path("data"))
            .env(
                tallador::cli::paths::INSTRUCTOR_DIR_VAR,
                self.path("instructor"),
            )
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("the binary runs");
        // A planted FIFO must not hang a command: give up (and fail) after 60 s.
        let started = Instant::now();
        while child.try_wait().unwrap().is_none() {
            if started.elapsed() > Duration::from_secs(60) {
                let _ = child.kill();
                panic!("`tallador {}` hangs", args.join(" "));
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        child.wait_with_output().unwrap()
    }

    /// `verify --code CODE` of the logs folder on the instructor's machine.
    fn verify_code(&self, code: &str) -> Output {
        self.run(&[
            "verify",
            "--keys",
            &self.keys(),
            "--code",
            code,
            &self.at("logs"),
        ])
    }

    fn keys(&self) -> String {
        self.at("data/keys")
    }

    /// `register --csv` of the logs folder on the instructor's machine.
    fn register_csv(&self) -> String {
        let output = self.run(&[
            "register",
            "--keys",
            &self.keys(),
            "--csv",
            &self.at("logs"),
        ]);
        assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
        text(&output.stdout)
    }

    /// `seal --paper PAPER LOG` with Marta's key: (exit code, stdout + stderr).
    fn seal(&self, paper: &str, log: &Path, extra: &[&str]) -> (i32, String) {
        let paper = self.paper(paper).display().to_string();
        let log = log.display().to_string();
        let mut args = vec!["seal", "--keys", "", "--paper", &paper];
        let keys = self.keys();
        args[2] = &keys;
        args.extend_from_slice(extra);
        args.push(&log);
        let output = self.run(&args);
        (
            output.status.code().unwrap_or(-1),
            text(&output.stdout) + &text(&output.stderr),
        )
    }
}

/// Sits the signed paper `name` of `school` as `trainee` from `start` (the exam computer, which
/// trusts `trusted`), one choice every `millis`, each the canonical action through `choose`.
fn sit_with(
    school: &School,
    name: &str,
    trainee: &str,
    start: &str,
    millis: i64,
    trusted: &TrustedKeys,
    choose: impl FnMut(Action) -> Action,
) -> PathBuf {
    sit_in(
        school,
        &school.path("logs"),
        name,
        (trainee, false),
        start,
        millis,
        trusted,
        choose,
    )
}

/// [`sit_with`], the log written in `folder`, the choices a script's when `scripted`.
#[allow(clippy::too_many_arguments)]
fn sit_in(
    school: &School,
    folder: &Path,
    name: &str,
    (trainee, scripted): (&str, bool),
    start: &str,
    millis: i64,
    trusted: &TrustedKeys,
    mut choose: impl FnMut(Action) -> Action,
) -> PathBuf {
    let profiles = Profiles::default();
    let signed = seal::load_paper_for_exam(&school.paper(name), &profiles, trusted).unwrap();
    std::fs::create_dir_all(folder).unwrap();
    let mut session = take::start_as(
        &signed,
        trainee,
        Some(folder.to_path_buf()),
        &profiles,
        stamp(start),
        scripted,
    )
    .unwrap();
    let mut elapsed = 0;
    while !session.is_finished() {
        elapsed += millis;
        let choice = choose(session.acceptable()[0]);
        let at = chrono::DateTime::parse_from_rfc3339(start).unwrap()
            + chrono::Duration::milliseconds(elapsed);
        session.choose(choice, Stamp::new(at));
    }
    session.log_path().unwrap()
}

/// Sits the Puerto Rico paper, 3 s a decision; `pay_right` false collects seat 3's winning
/// Punto bet instead of paying it (a money mistake: 7 of 8, failed).
fn sit_pr(school: &School, trainee: &str, start: &str, pay_right: bool) -> PathBuf {
    let trusted = TrustedKeys {
        keys: vec![marta().public()],
    };
    sit_with(
        school,
        "pr-table-test.ron",
        trainee,
        start,
        3000,
        &trusted,
        |canonical| match canonical {
            Action::Pay(place, _) if !pay_right => Action::Collect(place),
            other => other,
        },
    )
}

/// Plays `session` to its end from `start`, the canonical action every `millis`.
fn play(session: &mut Session, start: &str, millis: i64) {
    let mut elapsed = 0;
    while !session.is_finished() {
        elapsed += millis;
        let canonical = session.acceptable()[0];
        session.choose(
            canonical,
            Stamp::new(
                chrono::DateTime::parse_from_rfc3339(start).unwrap()
                    + chrono::Duration::milliseconds(elapsed),
            ),
        );
    }
}

/// Recomputes a log's whole hash chain, as anyone can (the chain has no key).
fn rechain(log: &mut SessionLog) {
    rehash(log);
    assert_eq!(log.verify(), Integrity::Intact);
}

fn rehash(log: &mut SessionLog) {
    log.seal_header();
    let steps = std::mem::take(&mut log.steps);
    for step in steps {
        log.push_step(step);
    }
    let summary = log.summary.clone();
    let ended = log.ended;
    log.set_summary(summary, ended);
}

fn write_log(path: &Path, log: &SessionLog) {
    std::fs::write(path, log.to_ron().unwrap()).unwrap();
}

/// The CSV line of the register for `trainee`.
fn row_of(csv: &str, trainee: &str) -> String {
    csv.lines()
        .find(|line| line.starts_with(&format!("{trainee},")))
        .unwrap_or_else(|| panic!("no row for {trainee} in\n{csv}"))
        .to_string()
}

// ------------------------------------------------------------------------------ 1. the cache

#[test]
fn an_edited_or_planted_index_cache_adds_renames_or_changes_no_row() {
    let school = School::new();
    let ana = sit_pr(&school, "Ana Pérez", "2026-06-01T10:00:00+02:00", false);
    let (code, said) = school.seal("pr-table-test.ron", &ana, &[]);
    assert_eq!(code, 0, "{said}");
    assert!(said.contains("failed 87.5%"), "{said}");
    let honest = school.register_csv();
    assert!(
        row_of(&honest, "Ana Pérez").contains(",failed,87.5,"),
        "{honest}"
    );
    // The trainee edits the cache the register wrote: Ana's entry renamed and turned into a
    // pass, and a one-line "log" planted next to a copy of Ana's seal.
    let cache_path = school.path("logs/.tallador-index.json");
    let cache = std::fs::read_to_string(&cache_path).unwrap();
    assert!(cache.contains("Ana P"), "{cache}");
    let forged = cache
        .replace("Ana Pérez", "Eve Forger")
        .replace("\\\"correct\\\":7", "\\\"correct\\\":8");
    assert_ne!(forged, cache);
    std::fs::write(&cache_path, forged).unwrap();
    std::fs::write(school.path("logs/planted.ron"), "SessionLog()\n").unwrap();
    std::fs::copy(seal::seal_path(&ana), school.path("logs/planted.ron.seal")).unwrap();
    let after = school.register_csv();
    assert!(!after.contains("Eve Forger"), "{after}");
    assert_eq!(
        row_of(&after, "Ana Pérez"),
        row_of(&honest, "Ana Pérez"),
        "{after}"
    );
    assert_eq!(after.lines().count(), 2, "header and Ana only:\n{after}");
    // A whole cache brought from another computer (the exam computer's key) is not this
    // machine's either: the register reads the logs.
    let other = tempfile::tempdir().unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_tallador"))
        .args(["register", "--keys", &school.keys(), &school.at("logs")])
        .env("TALLADOR_DATA", other.path())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(school.register_csv(), honest);
}

// ------------------------------------------------------------------------------ 2. the paper

#[test]
fn seal_refuses_a_log_of_another_paper_or_of_none() {
    let school = School::new();
    // The trainee makes a key named like the instructor on the exam computer, writes a
    // one-situation paper with pass mark 0 and signs it.
    let own = school.path("trainee-key");
    let output = school.run(&[
        "instructor",
        "init",
        "--name",
        "Marta Ruiz",
        "--dir",
        &own.display().to_string(),
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let easy = school.paper("easy.ron");
    std::fs::write(
        &easy,
        std::fs::read_to_string(school.paper("pr-table-test.ron"))
            .unwrap()
            .replace("pass_mark: 90", "pass_mark: 0")
            .replace("limits: [(category: Money, mistakes: 0)],", ""),
    )
    .unwrap();
    let output = school.run(&[
        "instructor",
        "sign",
        "--key",
        &own.join("instructor.key").display().to_string(),
        &easy.display().to_string(),
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let own_keys = TrustedKeys::load(&own).unwrap().0;
    let log = sit_with(
        &school,
        "easy.ron",
        "Ana Pérez",
        "2026-06-01T10:00:00+02:00",
        3000,
        &own_keys,
        |canonical| match canonical {
            Action::Pay(place, _) => Action::Collect(place),
            other => other,
        },
    );
    // Sealed for the real paper: refused, the log names another paper.
    let (code, said) = school.seal("pr-table-test.ron", &log, &[]);
    assert_eq!(code, 1, "{said}");
    assert!(
        said.contains("not sealed: the exam was taken on another paper"),
        "{said}"
    );
    assert!(!seal::seal_path(&log).exists());
    // Sealed for its own paper with the school's keys: the paper's key is not the school's.
    let (code, said) = school.seal("easy.ron", &log, &[]);
    assert_eq!(code, 2, "{said}");
    assert!(said.contains("does not trust"), "{said}");
    // A plain exam-mode session, on no paper at all.
    let path = fixtures().join("examples/pr-punto-draws-shoe-passes.ron");
    let scenario = tallador::session::load::scenario(&path, &Profiles::default()).unwrap();
    let setup = SessionSetup {
        trainee: "Ana Pérez".into(),
        mode: Mode::Exam,
        practise_amounts: false,
        paid_in_chips: false,
        source: ScenarioSource::File {
            path: path.display().to_string(),
            title: scenario.title.clone(),
        },
        logs_folder: Some(school.path("logs")),
    };
    let start = "2026-06-02T10:00:00+02:00";
    let mut session = Session::start(
        tallador::core::game::Game::new(scenario, false).unwrap(),
        setup,
        stamp(start),
    );
    play(&mut session, start, 3000);
    let bare = session.log_path().unwrap();
    let (code, said) = school.seal("pr-table-test.ron", &bare, &[]);
    assert_eq!(code, 1, "{said}");
    assert!(
        said.contains("not sealed: the exam was not taken on an exam paper"),
        "{said}"
    );
    // Nothing of these is in the register as a result.
    let csv = school.register_csv();
    assert!(
        row_of(&csv, "Ana Pérez").contains(",not-certified,"),
        "{csv}"
    );
}

// ----------------------------------------------------------------------- 3. the house profile

/// The shipped casilleros profile turned into a Puerto Rico table under the same id, as a
/// `profiles/casilleros.ron` in the trainee's data folder would.
fn swapped_profiles(field: &str, value: &str) -> Profiles {
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/profiles/casilleros.ron"),
    )
    .unwrap();
    let line = text
        .lines()
        .find(|line| line.trim_start().starts_with(&format!("{field}:")))
        .unwrap();
    let house = text.replace(line, &format!("    {field}: {value},"));
    let mut profiles = Profiles::default();
    profiles.add(Profile::parse("profiles/casilleros.ron", &house).unwrap());
    profiles
}

#[test]
fn a_house_profile_that_changes_the_table_stops_the_exam_and_its_log_is_not_sealed() {
    let school = School::new();
    school.sign("casilleros-table-test.ron");
    let trusted = TrustedKeys {
        keys: vec![marta().public()],
    };
    // The exam computer's profiles say casilleros is a Puerto Rico table, or deals six decks,
    // or marks the commission: the exam does not start, and the message names the profile.
    for (field, value) in [
        ("kind", "PuertoRico"),
        ("decks", "6"),
        ("commission", "Marked"),
    ] {
        let profiles = swapped_profiles(field, value);
        let error = seal::load_paper_for_exam(
            &school.paper("casilleros-table-test.ron"),
            &profiles,
            &trusted,
        )
        .unwrap_err();
        assert!(
            error.to_string().contains(
                "the table profile `casilleros` here is not the one the paper was signed with"
            ),
            "{field}: {error}"
        );
    }
    // A log played under other rules anyway (the exam computer's code bypassed): its steps do
    // not replay under the pinned rules, so it is not sealed. Here the house marks the
    // commission, so the trainee's `commission N` steps are "right" on the exam computer.
    let profiles = swapped_profiles("commission", "Marked");
    let files = PaperFiles::load(&school.paper("casilleros-table-test.ron"), &profiles).unwrap();
    let situations = files.scenarios(&profiles).unwrap();
    let scenario = take::exam_scenario(&files.paper, &situations, &profiles).unwrap();
    let setup = SessionSetup {
        trainee: "Bruno Díaz".into(),
        mode: Mode::Exam,
        practise_amounts: false,
        paid_in_chips: false,
        source: ScenarioSource::File {
            path: school
                .paper("casilleros-table-test.ron")
                .display()
                .to_string(),
            title: files.paper.title.clone(),
        },
        logs_folder: Some(school.path("logs")),
    };
    let paper = tallador::session::PaperRef {
        title: files.paper.title.clone(),
        hash: seal::paper_hash(&files.text, &files.situations),
    };
    let start = "2026-06-01T10:00:00+02:00";
    let mut session = Session::start_on_paper(
        tallador::core::game::Game::new(scenario, false).unwrap(),
        setup,
        Some(paper),
        stamp(start),
    );
    play(&mut session, start, 2000);
    let log = session.log_path().unwrap();
    let (code, said) = school.seal("casilleros-table-test.ron", &log, &[]);
    assert_eq!(code, 1, "{said}");
    assert!(said.contains("not sealed: "), "{said}");
    assert!(!seal::seal_path(&log).exists());
}

// ----------------------------------------------------------------------- 5. a slowed clock

#[test]
fn a_slowed_clock_is_flagged_and_certified_only_with_the_instructor_s_reason() {
    let school = School::new();
    // A clock at a tenth of real speed: the eight decisions are logged 200 ms apart, 1.6 s in
    // all: 8 / 1.6 s = 300 decisions a minute.
    let trusted = TrustedKeys {
        keys: vec![marta().public()],
    };
    let log = sit_with(
        &school,
        "pr-table-test.ron",
        "Ana Pérez",
        "2026-06-01T10:00:00+02:00",
        200,
        &trusted,
        |action| action,
    );
    let (code, said) = school.seal("pr-table-test.ron", &log, &[]);
    assert_eq!(code, 0, "{said}");
    assert!(
        said.contains("FLAGGED: pace 300.0 decisions a minute"),
        "{said}"
    );
    assert!(said.contains("passed 100.0% but flagged"), "{said}");
    let csv = school.register_csv();
    let row = row_of(&csv, "Ana Pérez");
    assert!(row.contains(",flagged,100.0,"), "{row}");
    assert!(row.contains(",not-certified,"), "{row}");
    // No certificate, and `verify --code` says the result holds but does not certify (3).
    let output = school.run(&[
        "certificate",
        "--keys",
        &school.keys(),
        &log.display().to_string(),
    ]);
    assert_eq!(output.status.code(), Some(1), "{}", text(&output.stderr));
    let code = Seal::load_for(&log).unwrap().unwrap().code();
    let output = school.verify_code(&code);
    assert_eq!(output.status.code(), Some(3), "{}", text(&output.stdout));
    // The instructor watched the exam and says why it stands: sealed again, it certifies.
    let (code, said) = school.seal(
        "pr-table-test.ron",
        &log,
        &[
            "--accept",
            "Watched in person; the exam computer's clock runs slow",
        ],
    );
    assert_eq!(code, 0, "{said}");
    let row = row_of(&school.register_csv(), "Ana Pérez");
    assert!(row.contains(",passed,100.0,"), "{row}");
    assert!(row.contains(",certified,"), "{row}");
    let output = school.run(&[
        "verify",
        "--keys",
        &school.keys(),
        &log.display().to_string(),
    ]);
    assert!(
        text(&output.stdout).contains("[accepted: Watched in person"),
        "{}",
        text(&output.stdout)
    );
}

// ------------------------------------------------------------------------------ 6. attempts

#[test]
fn attempts_are_counted_per_trainee_not_per_spelling_and_altered_copies_count_for_nobody() {
    let school = School::new();
    // Bruno fails twice and passes the third time, each time spelling his name differently;
    // the paper allows two attempts.
    let first = sit_pr(&school, "Bruno Díaz", "2026-06-01T10:00:00+02:00", false);
    let second = sit_pr(&school, "bruno  diaz", "2026-06-02T10:00:00+02:00", false);
    let third = sit_pr(
        &school,
        "BRUNO D\u{3af}AZ.",
        "2026-06-03T10:00:00+02:00",
        true,
    );
    for log in [&first, &second, &third] {
        let (code, said) = school.seal("pr-table-test.ron", log, &[]);
        assert_eq!(code, 0, "{said}");
    }
    let csv = school.register_csv();
    let rows: Vec<&str> = csv.lines().skip(1).collect();
    assert_eq!(rows.len(), 1, "one person, one row:\n{csv}");
    // The latest is the pass, but it is the third attempt of two: not certified.
    assert!(rows[0].contains(",passed,100.0,2026-06-03,"), "{csv}");
    assert!(rows[0].contains(",not-certified,,3,2,0"), "{csv}");
    let output = school.run(&[
        "certificate",
        "--keys",
        &school.keys(),
        &third.display().to_string(),
    ]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        text(&output.stderr).contains("beyond the 2 the paper allows"),
        "{}",
        text(&output.stderr)
    );
    // Dora passes at her first attempt; someone drops three edited copies of her log in the
    // folder to use up her attempts: they count for nobody, and an exact copy is one attempt.
    let dora = sit_pr(&school, "Dora Paz", "2026-06-04T10:00:00+02:00", true);
    let (code, said) = school.seal("pr-table-test.ron", &dora, &[]);
    assert_eq!(code, 0, "{said}");
    let original = std::fs::read_to_string(&dora).unwrap();
    for index in 0..3 {
        let edited = original.replacen("response_ms: 3000", &format!("response_ms: 310{index}"), 1);
        assert!(edited != original, "copy {index} is edited");
        std::fs::write(school.path(&format!("logs/copy-{index}.ron")), edited).unwrap();
    }
    std::fs::write(school.path("logs/exact-copy.ron"), &original).unwrap();
    let csv = school.register_csv();
    let row = row_of(&csv, "Dora Paz");
    assert!(row.contains(",passed,100.0,2026-06-04,"), "{row}");
    // Certified; attempts 1 of 2; the three altered copies and the unsealed copy not counted.
    assert!(row.contains(",certified,2027-06-04,1,2,4"), "{row}");
}

// ------------------------------------------------------------------------------ 7. names

#[test]
fn names_with_control_characters_are_refused_and_every_output_escapes_them() {
    let school = School::new();
    let profiles = Profiles::default();
    let trusted = TrustedKeys {
        keys: vec![marta().public()],
    };
    let signed =
        seal::load_paper_for_exam(&school.paper("pr-table-test.ron"), &profiles, &trusted).unwrap();
    for name in ["Eve\nMallory", "Eve\u{1b}[8m", "Eve\u{202e}", "Eve\u{0}"] {
        let refused = take::start(
            &signed,
            name,
            None,
            &profiles,
            stamp("2026-06-01T10:00:00Z"),
        );
        assert!(
            matches!(refused, Err(take::TakeError::Name(_))),
            "{name:?} was taken"
        );
    }
    let output = school.run(&[
        "instructor",
        "init",
        "--name",
        "Marta\u{1b}[8m",
        "--dir",
        &school.at("other-key"),
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).contains("U+001B"),
        "{}",
        text(&output.stderr)
    );
    // A log whose name was rewritten (and its chain recomputed) to forge a register line, and
    // to hide "failed" on a terminal. Sealed honestly as failed.
    let log = sit_pr(&school, "Eve", "2026-06-01T10:00:00+02:00", false);
    let mut forged = SessionLog::load(&log).unwrap();
    forged.trainee =
        "Eve\nAna Pérez | punto-banco-pr | passed 100.0% | certified\u{1b}[8m".to_string();
    rechain(&mut forged);
    write_log(&log, &forged);
    // `seal` refuses the name, as the window does.
    let (code, said) = school.seal("pr-table-test.ron", &log, &[]);
    assert_eq!(code, 1, "{said}");
    assert!(said.contains("U+000A"), "{said}");
    // Sealed all the same (an older version sealed it): every output escapes it.
    seal_directly(
        &school,
        "pr-table-test.ron",
        &log,
        "2026-06-01T12:00:00+02:00",
    );
    let output = school.run(&["register", "--keys", &school.keys(), &school.at("logs")]);
    let shown = text(&output.stdout);
    assert_eq!(shown.lines().count(), 1, "one line per row:\n{shown}");
    assert!(!shown.contains('\u{1b}'), "{shown:?}");
    assert!(shown.contains("Eve\\u{000a}Ana Pérez"), "{shown}");
    assert!(shown.contains("| failed 87.5%"), "{shown}");
    let code = Seal::load_for(&log).unwrap().unwrap().code();
    let output = school.verify_code(&code);
    assert_eq!(
        output.status.code(),
        Some(3),
        "a failed exam does not verify as certified"
    );
    let said = text(&output.stdout);
    assert!(!said.contains('\u{1b}'), "{said:?}");
    assert!(said.contains("failed 87.5%"), "{said}");
}

// ------------------------------------------------------------------- 8. the summary and steps

#[test]
fn a_summary_that_disagrees_with_its_steps_or_a_log_that_does_not_replay_is_altered() {
    let school = School::new();
    let log = sit_pr(&school, "Ana Pérez", "2026-06-01T10:00:00+02:00", false);
    let honest = SessionLog::load(&log).unwrap();
    assert_eq!((honest.summary.correct, honest.summary.decisions), (7, 8));
    // The summary turned into 8 of 8, the chain recomputed: `check` says altered, and neither
    // `seal` nor `grade` takes it.
    let mut forged = honest.clone();
    forged.summary.correct = 8;
    forged.summary.mistakes = 0;
    rechain(&mut forged);
    write_log(&log, &forged);
    let output = school.run(&["check", &log.display().to_string()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).contains("its summary does not match its steps"),
        "{}",
        text(&output.stderr)
    );
    let (code, said) = school.seal("pr-table-test.ron", &log, &[]);
    assert_eq!(code, 1, "{said}");
    assert!(said.contains("summary does not match its steps"), "{said}");
    let output = school.run(&[
        "grade",
        "--keys",
        &school.keys(),
        "--paper",
        &school.paper("pr-table-test.ron").display().to_string(),
        &log.display().to_string(),
    ]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        text(&output.stdout).contains("not graded"),
        "{}",
        text(&output.stdout)
    );
    // The mistake rewritten as right, summary and chain made to agree: the step does not
    // replay (the engine judges the choice, not the log).
    let mut forged = honest.clone();
    let wrong = forged
        .steps
        .iter()
        .position(|step| step.rule.is_some())
        .unwrap();
    let step = &mut forged.steps[wrong];
    step.verdict = tallador::session::Outcome::Correct;
    step.rule = None;
    step.category = None;
    step.applied = None;
    forged.summary = tallador::session::score::summarize(&forged.steps, true);
    rechain(&mut forged);
    write_log(&log, &forged);
    let (code, said) = school.seal("pr-table-test.ron", &log, &[]);
    assert_eq!(code, 1, "{said}");
    assert!(
        said.contains(&format!(
            "step {} is not what the paper's situations give",
            wrong + 1
        )),
        "{said}"
    );
    // Two hundred copies of the first step, consistently summarised and chained.
    let mut forged = honest.clone();
    let first = forged.steps[0].clone();
    forged.steps = vec![first; 200];
    forged.summary = tallador::session::score::summarize(&forged.steps, true);
    rechain(&mut forged);
    write_log(&log, &forged);
    let (code, said) = school.seal("pr-table-test.ron", &log, &[]);
    assert_eq!(code, 1, "{said}");
    assert!(
        said.contains("step 2 is not what the paper's situations give"),
        "{said}"
    );
    // A log too large for any exam (33 MiB) is not read at all.
    let huge = school.path("logs/huge.ron");
    std::fs::File::create(&huge)
        .unwrap()
        .set_len(33 * 1024 * 1024)
        .unwrap();
    let output = school.run(&[
        "verify",
        "--keys",
        &school.keys(),
        &huge.display().to_string(),
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("larger than a session log can be"));
}

// -------------------------------------------------------------------- 10. planted files

#[cfg(unix)]
fn mkfifo(path: &Path) {
    let status = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(status.success());
}

#[cfg(unix)]
#[test]
fn planted_fifos_devices_and_bad_keys_neither_hang_nor_stop_verification() {
    let school = School::new();
    let ana = sit_pr(&school, "Ana Pérez", "2026-06-01T10:00:00+02:00", true);
    let (code, said) = school.seal("pr-table-test.ron", &ana, &[]);
    assert_eq!(code, 0, "{said}");
    // A FIFO as another log's seal, as a key, and as the index cache.
    let bruno = sit_pr(&school, "Bruno Díaz", "2026-06-02T10:00:00+02:00", true);
    mkfifo(&seal::seal_path(&bruno));
    mkfifo(&school.path("data/keys/planted.pub"));
    let _ = std::fs::remove_file(school.path("logs/.tallador-index.json"));
    mkfifo(&school.path("logs/.tallador-index.json"));
    // A malformed key beside the good one is reported and skipped.
    std::fs::write(school.path("data/keys/broken.pub"), "PublicKey(format: 1)").unwrap();
    let output = school.run(&[
        "register",
        "--keys",
        &school.keys(),
        "--csv",
        &school.at("logs"),
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let csv = text(&output.stdout);
    assert!(
        row_of(&csv, "Ana Pérez").contains(",passed,100.0,"),
        "{csv}"
    );
    let warnings = text(&output.stderr);
    assert!(warnings.contains("key skipped"), "{warnings}");
    assert!(warnings.contains("not a regular file"), "{warnings}");
    let output = school.run(&[
        "verify",
        "--keys",
        &school.keys(),
        &ana.display().to_string(),
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let output = school.run(&[
        "verify",
        "--keys",
        &school.keys(),
        &bruno.display().to_string(),
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("not a regular file"));
    // A seal, and a paper's situation, pointing at /dev/zero.
    std::fs::remove_file(seal::seal_path(&bruno)).unwrap();
    std::os::unix::fs::symlink("/dev/zero", seal::seal_path(&bruno)).unwrap();
    let output = school.run(&[
        "verify",
        "--keys",
        &school.keys(),
        &bruno.display().to_string(),
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("not a regular file"));
    let situation = school.path("examples/pr-punto-draws-shoe-passes.ron");
    std::fs::remove_file(&situation).unwrap();
    std::os::unix::fs::symlink("/dev/zero", &situation).unwrap();
    let output = school.run(&[
        "check",
        &school.paper("pr-table-test.ron").display().to_string(),
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).contains("not a regular file"),
        "{}",
        text(&output.stderr)
    );
}

// ------------------------------------------------------------- 11. what a third party relies on

#[test]
fn verification_names_who_and_what_and_a_copied_or_recased_seal_changes_nothing() {
    let school = School::new();
    let ana = sit_pr(&school, "Ana Pérez", "2026-06-01T10:00:00+02:00", true);
    let (code, said) = school.seal("pr-table-test.ron", &ana, &[]);
    assert_eq!(code, 0, "{said}");
    let code = Seal::load_for(&ana).unwrap().unwrap().code();
    // A copy of Ana's seal next to a copy of another log, in a folder that sorts first.
    let bruno = sit_pr(&school, "Bruno Díaz", "2026-06-02T10:00:00+02:00", true);
    let first = school.path("logs/000");
    std::fs::create_dir_all(&first).unwrap();
    std::fs::copy(&bruno, first.join("a.ron")).unwrap();
    std::fs::copy(seal::seal_path(&ana), first.join("a.ron.seal")).unwrap();
    let output = school.verify_code(&code);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stdout));
    let said = text(&output.stdout);
    assert!(
        said.contains("changed after it was sealed"),
        "the copy is reported: {said}"
    );
    assert!(
        said.contains("Ana Pérez, 2026-06-01, Puerto Rico table test, passed 100.0%"),
        "{said}"
    );
    // The signature written in capitals is the same signature, with the same code.
    let seal_file = seal::seal_path(&ana);
    let seal_text = std::fs::read_to_string(&seal_file).unwrap();
    let signature = Seal::load_for(&ana).unwrap().unwrap().signature;
    std::fs::write(
        &seal_file,
        seal_text.replace(&signature, &signature.to_uppercase()),
    )
    .unwrap();
    let output = school.verify_code(&code);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stdout));
    // Ana's log renamed after Bruno still verifies as Ana's.
    let renamed = school.path("logs/20260601-100000-bruno-diaz-exam.ron");
    std::fs::rename(&ana, &renamed).unwrap();
    std::fs::rename(&seal_file, seal::seal_path(&renamed)).unwrap();
    let output = school.run(&[
        "verify",
        "--keys",
        &school.keys(),
        &renamed.display().to_string(),
    ]);
    assert_eq!(output.status.code(), Some(0));
    assert!(
        text(&output.stdout)
            .contains(": Ana Pérez, exam 2026-06-01, Puerto Rico table test, passed 100.0%"),
        "{}",
        text(&output.stdout)
    );
    // A small-order public key (the identity point) is no key.
    let weak = format!(
        "PublicKey(format: 1, name: \"Weak\", public_key: \"01{}\")",
        "00".repeat(31)
    );
    assert!(tallador::session::exam::PublicKey::parse("weak.pub", &weak).is_err());
    // A validity of 4294967295 months is refused where the paper is read.
    std::fs::write(
        school.paper("forever.ron"),
        std::fs::read_to_string(school.paper("pr-table-test.ron"))
            .unwrap()
            .replace("valid_months: 12", "valid_months: 4294967295"),
    )
    .unwrap();
    let output = school.run(&["check", &school.paper("forever.ron").display().to_string()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).contains("from 1 to 120 months"),
        "{}",
        text(&output.stderr)
    );
    // `grade` takes no paper that is not signed by a trusted key.
    std::fs::write(
        school.paper("unsigned.ron"),
        std::fs::read_to_string(school.paper("pr-table-test.ron")).unwrap(),
    )
    .unwrap();
    let output = school.run(&[
        "grade",
        "--keys",
        &school.keys(),
        "--paper",
        &school.paper("unsigned.ron").display().to_string(),
        &renamed.display().to_string(),
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("not signed"));
}

#[test]
fn collect_and_seal_lists_every_exam_log_it_passes_over() {
    use tallador::session::exam::collect::{self, Skipped};
    let school = School::new();
    let ana = sit_pr(&school, "Ana Pérez", "2026-06-01T10:00:00+02:00", true);
    // An exam-mode log on no paper, copied from the fixtures.
    let bare = school.path("logs/bare.ron");
    let mut log =
        SessionLog::load(&fixtures().join("logs/20260505-090000-ana-perez-exam.ron")).unwrap();
    log.paper = None;
    rechain(&mut log);
    write_log(&bare, &log);
    let trusted = TrustedKeys {
        keys: vec![marta().public()],
    };
    let collected = collect::collect_and_seal(
        &school.path("logs"),
        &marta(),
        &trusted,
        &Profiles::default(),
        stamp("2026-06-01T12:00:00+02:00"),
    );
    assert_eq!(collected.sealed.len(), 1);
    assert_eq!(collected.sealed[0].0, ana);
    assert_eq!(
        collected.skipped,
        [(
            bare,
            Skipped::NotCounted(tallador::session::exam::NotCounted::NoPaper)
        )]
    );
}

// ------------------------------------------------------------------------------ 9. xAPI

#[test]
fn xapi_leaves_out_unfinished_exams_and_refuses_a_home_page_that_is_not_an_address() {
    let school = School::new();
    let ana = sit_pr(&school, "Ana Pérez", "2026-06-01T10:00:00+02:00", true);
    let (code, _) = school.seal("pr-table-test.ron", &ana, &[]);
    assert_eq!(code, 0);
    // Bruno stops after two decisions: sealed (as failed: not finished), but no statement.
    let profiles = Profiles::default();
    let trusted = TrustedKeys {
        keys: vec![marta().public()],
    };
    let signed =
        seal::load_paper_for_exam(&school.paper("pr-table-test.ron"), &profiles, &trusted).unwrap();
    let start = "2026-06-02T10:00:00+02:00";
    let mut session = take::start(
        &signed,
        "Bruno Díaz",
        Some(school.path("logs")),
        &profiles,
        stamp(start),
    )
    .unwrap();
    for second in [3, 6] {
        let canonical = session.acceptable()[0];
        session.choose(
            canonical,
            Stamp::new(
                chrono::DateTime::parse_from_rfc3339(start).unwrap()
                    + chrono::Duration::seconds(second),
            ),
        );
    }
    session.close(stamp("2026-06-02T10:00:09+02:00"));
    let bruno = session.log_path().unwrap();
    let (code, said) = school.seal("pr-table-test.ron", &bruno, &[]);
    assert_eq!(code, 0, "{said}");
    assert!(said.contains("NOT met: finished: no"), "{said}");
    let output = school.run(&[
        "export",
        "xapi",
        "--keys",
        &school.keys(),
        "--home-page",
        "https://school.example",
        &school.at("logs"),
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let statements: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let list = statements.as_array().unwrap();
    assert_eq!(list.len(), 1, "Ana's only");
    assert_eq!(list[0]["actor"]["name"], "Ana Pérez");
    assert!(
        text(&output.stderr).contains("the exam was not played to its end"),
        "{}",
        text(&output.stderr)
    );
    for bad in [
        "",
        "school.example",
        "ftp://school.example",
        "https://",
        "https://a b",
    ] {
        let output = school.run(&[
            "export",
            "xapi",
            "--keys",
            &school.keys(),
            "--home-page",
            bad,
            &school.at("logs"),
        ]);
        assert_eq!(output.status.code(), Some(2), "{bad:?}");
        assert!(text(&output.stderr).contains("not an absolute web address"));
    }
    // Where CI installed Learning Locker's validator, every statement passes it.
    match std::env::var_os("XAPI_VALIDATOR") {
        Some(validator) => {
            let json = school.path("statements.json");
            std::fs::write(&json, output_json(&school)).unwrap();
            let checked = Command::new("node")
                .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/xapi-validate.js"))
                .arg(&json)
                .env("NODE_PATH", validator)
                .output()
                .unwrap();
            assert!(
                checked.status.success(),
                "{}{}",
                text(&checked.stdout),
                text(&checked.stderr)
            );
        }
        None => eprintln!(
            "skipped: Learning Locker's xAPI validator (XAPI_VALIDATOR unset; .ci/run installs it)"
        ),
    }
}

fn output_json(school: &School) -> Vec<u8> {
    school
        .run(&[
            "export",
            "xapi",
            "--keys",
            &school.keys(),
            "--home-page",
            "https://school.example",
            &school.at("logs"),
        ])
        .stdout
}

// ------------------------------------------------------------------ 4. no answer key on disk

/// A paper of two fresh Puerto Rico situations (four seats), signed by Marta.
fn fresh_paper(school: &School) {
    std::fs::write(
        school.paper("fresh.ron"),
        "ExamPaper(\n    format: 1,\n    title: \"Fresh Puerto Rico test\",\n    table: \"punto-banco-pr\",\n    situations: [Fresh(focus: \"banca-draws\", count: 2, places: 4)],\n    order: Fixed,\n    pass_mark: 90,\n    attempts: 3,\n    valid_months: 12,\n)\n",
    )
    .unwrap();
    school.sign("fresh.ron");
}

#[test]
fn a_paper_of_fresh_situations_keeps_its_cards_off_the_disk_until_the_exam_ends() {
    let school = School::new();
    fresh_paper(&school);
    let output = school.run(&["check", &school.paper("fresh.ron").display().to_string()]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let profiles = Profiles::default();
    let trusted = TrustedKeys {
        keys: vec![marta().public()],
    };
    let signed =
        seal::load_paper_for_exam(&school.paper("fresh.ron"), &profiles, &trusted).unwrap();
    let start = "2026-06-01T10:00:00+02:00";
    let mut first = take::start(
        &signed,
        "Ana Pérez",
        Some(school.path("logs")),
        &profiles,
        stamp(start),
    )
    .unwrap();
    let second = take::start(
        &signed,
        "Ana Pérez",
        None,
        &profiles,
        stamp("2026-06-02T10:00:00+02:00"),
    )
    .unwrap();
    // Two attempts deal different hands (seeds from the system's random source).
    assert_ne!(
        first.game().scenario.to_ron(),
        second.game().scenario.to_ron()
    );
    // While the exam runs the log on disk holds no card of the shoe, only a commitment.
    let path = first.log_path().unwrap();
    let canonical = first.acceptable()[0];
    first.choose(canonical, stamp("2026-06-01T10:00:03+02:00"));
    let running = std::fs::read_to_string(&path).unwrap();
    assert!(!running.contains("shoe:"), "{running}");
    let log = SessionLog::parse("running", &running).unwrap();
    assert!(log.scenario.is_empty() && log.revealed.is_none());
    assert_eq!(log.commitment.as_ref().map(String::len), Some(64));
    assert_eq!(log.verify(), Integrity::Intact);
    // A crashed attempt (never ended) is void: not sealed, but it is an attempt.
    let (code, said) = school.seal("fresh.ron", &path, &[]);
    assert_eq!(code, 1, "{said}");
    assert!(said.contains("never revealed (void)"), "{said}");
    let csv = school.register_csv();
    assert!(
        row_of(&csv, "Ana Pérez").contains(",not-certified,,1,,1"),
        "{csv}"
    );
    // Played to the end, the scenario is written, matches the commitment, and replays.
    let mut second_attempt = take::start(
        &signed,
        "Ana Pérez",
        Some(school.path("logs")),
        &profiles,
        stamp("2026-06-03T10:00:00+02:00"),
    )
    .unwrap();
    play(&mut second_attempt, "2026-06-03T10:00:00+02:00", 3000);
    let done = second_attempt.log_path().unwrap();
    let log = SessionLog::load(&done).unwrap();
    let revealed = log.revealed.clone().expect("revealed at the end");
    assert_eq!(Some(revealed.commitment()), log.commitment);
    assert!(revealed.scenario.contains("shoe:"));
    let (code, said) = school.seal("fresh.ron", &done, &[]);
    assert_eq!(code, 0, "{said}");
    assert!(said.contains("passed 100.0%"), "{said}");
    // A revealed scenario swapped for another (chain recomputed) breaks the commitment.
    let mut swapped = log.clone();
    let other = second.game().scenario.to_ron();
    swapped.revealed = Some(tallador::session::Revealed {
        scenario: other,
        ..revealed
    });
    rehash(&mut swapped);
    assert!(matches!(swapped.verify(), Integrity::Altered(_)));
}

// ------------------------------------------------------------------- 5. the two clocks

#[test]
fn a_wall_clock_changed_during_the_exam_is_flagged_by_the_monotonic_clock() {
    let school = School::new();
    let profiles = Profiles::default();
    let trusted = TrustedKeys {
        keys: vec![marta().public()],
    };
    let signed =
        seal::load_paper_for_exam(&school.paper("pr-table-test.ron"), &profiles, &trusted).unwrap();
    let start = "2026-06-01T10:00:00+02:00";
    let wall = |seconds: i64| {
        Stamp::new(
            chrono::DateTime::parse_from_rfc3339(start).unwrap()
                + chrono::Duration::seconds(seconds),
        )
    };
    // The monotonic clock counts 30 s a decision (4 minutes for 8); the wall clock, set back
    // by the trainee, shows 3 s a decision (24 s).
    let mut session = take::start(
        &signed,
        "Ana Pérez",
        Some(school.path("logs")),
        &profiles,
        stamp(start),
    )
    .unwrap();
    let mut step = 0;
    while !session.is_finished() {
        step += 1;
        let canonical = session.acceptable()[0];
        session.choose_timed(canonical, wall(3 * step), Some(30_000 * step as u64));
    }
    let log_path = session.log_path().unwrap();
    let log = SessionLog::load(&log_path).unwrap();
    // Decision times are the monotonic clock's: 30 s each.
    assert!(log.steps.iter().all(|step| step.response_ms == 30_000));
    assert_eq!(log.summary.monotonic_ms, Some(240_000));
    let (code, said) = school.seal("pr-table-test.ron", &log_path, &[]);
    assert_eq!(code, 0, "{said}");
    assert!(
        said.contains(
            "FLAGGED: clocks disagree: 24.0 s by the wall clock, 240.0 s by the monotonic clock"
        ),
        "{said}"
    );
    let csv = school.register_csv();
    assert!(row_of(&csv, "Ana Pérez").contains(",flagged,"), "{csv}");
}

// -------------------------------------------------------------------- payouts in chips

/// Sits `exams/NAME` (a paper paid in chips) as Ana, the canonical action every 3 s, the one
/// payout (seat 3's Punto 20) cut from `chips`.
fn sit_in_chips(school: &School, name: &str, chips: &[Stack]) -> PathBuf {
    let profiles = Profiles::default();
    let trusted = TrustedKeys {
        keys: vec![marta().public()],
    };
    let signed = seal::load_paper_for_exam(&school.paper(name), &profiles, &trusted).unwrap();
    let start = "2026-06-03T10:00:00+02:00";
    let mut session = take::start(
        &signed,
        "Ana Pérez",
        Some(school.path("logs")),
        &profiles,
        stamp(start),
    )
    .unwrap();
    assert!(session.paid_in_chips());
    let mut elapsed = 0;
    while !session.is_finished() {
        elapsed += 3000;
        let at = Stamp::new(
            chrono::DateTime::parse_from_rfc3339(start).unwrap()
                + chrono::Duration::milliseconds(elapsed),
        );
        match session.acceptable()[0] {
            Action::Pay(place, _) => session.choose_chips(place, chips, at, None),
            canonical => session.choose(canonical, at),
        };
    }
    session.log_path().unwrap()
}

#[test]
fn a_paper_paid_in_chips_grades_the_fewest_chips_and_refuses_forged_chips() {
    let school = School::new();
    let plain = std::fs::read_to_string(school.paper("pr-table-test.ron")).unwrap();
    let chips_paper = plain
        .replace("Puerto Rico table test", "Puerto Rico table test, in chips")
        .replace(
            "    attempts: 2,\n",
            "    attempts: 9,\n    fewest_chips: true,\n",
        );
    std::fs::write(school.paper("pr-chips.ron"), chips_paper).unwrap();
    school.sign("pr-chips.ron");
    let grade = |log: &Path| {
        let output = school.run(&[
            "grade",
            "--keys",
            &school.keys(),
            "--paper",
            &school.paper("pr-chips.ron").display().to_string(),
            &log.display().to_string(),
        ]);
        (output.status.code(), text(&output.stdout))
    };
    let five = |count| Stack {
        value: Money::from_units(5),
        count,
    };
    // Seat 3's 20 in four 5s: the fewest (CHIPS); every criterion met.
    let fewest = sit_in_chips(&school, "pr-chips.ron", &[five(4)]);
    let (code, said) = grade(&fewest);
    assert_eq!(code, Some(0), "{said}");
    assert!(
        said.contains("met: fewest chips: 0 of 1 right payouts in more chips than needed"),
        "{said}"
    );
    // Two 5s and ten 1s: right on money (no money mistake), but not the fewest: failed.
    let ones = Stack {
        value: Money::from_units(1),
        count: 10,
    };
    let more = sit_in_chips(&school, "pr-chips.ron", &[five(2), ones]);
    let (code, said) = grade(&more);
    assert_eq!(code, Some(1), "{said}");
    assert!(
        said.contains("met: money mistakes: 0 (at most 0)"),
        "{said}"
    );
    assert!(
        said.contains("NOT met: fewest chips: 1 of 1 right payouts in more chips than needed"),
        "{said}"
    );
    let honest = SessionLog::load(&more).unwrap();
    let pay = honest
        .steps
        .iter()
        .position(|step| step.chips.is_some())
        .unwrap();
    assert_eq!(honest.steps[pay].chips.as_deref(), Some("2x5 10x1"));
    assert_eq!(honest.steps[pay].fewest_chips, Some(4));
    // The engine's count of the fewest rewritten to 12, the chain recomputed: it does not
    // replay.
    let mut forged = honest.clone();
    forged.steps[pay].fewest_chips = Some(12);
    rechain(&mut forged);
    write_log(&more, &forged);
    let (code, said) = grade(&more);
    assert_eq!(code, Some(1), "{said}");
    assert!(said.contains("not graded"), "{said}");
    // Chips that do not add up to the amount paid: refused too.
    let mut forged = honest.clone();
    forged.steps[pay].chips = Some("4x1".into());
    rechain(&mut forged);
    write_log(&more, &forged);
    let (code, said) = grade(&more);
    assert_eq!(code, Some(1), "{said}");
    assert!(said.contains("chips do not add up"), "{said}");
    // The same log without chips on a paper of typed amounts is not this paper's exam.
    let mut forged = honest;
    forged.paid_in_chips = false;
    rechain(&mut forged);
    write_log(&more, &forged);
    let (code, said) = grade(&more);
    assert_eq!(code, Some(1), "{said}");
    assert!(said.contains("not graded"), "{said}");
}

// ------------------------------------------------------------------- second round (issue 32)

/// Seals the log at `path` with Marta's key at `time`, its result decided against the paper,
/// without `seal`'s checks (as an older version, or a machine with another clock, did).
fn seal_directly(school: &School, paper: &str, path: &Path, time: &str) {
    let profiles = Profiles::default();
    let signed =
        seal::load_paper_for_exam(&school.paper(paper), &profiles, &marta_trusts()).unwrap();
    let log = SessionLog::load(path).unwrap();
    let decided = tallador::session::exam::decide(
        &log,
        tallador::session::exam::Basis::Paper {
            paper: &signed,
            profiles: &profiles,
        },
    )
    .unwrap();
    marta()
        .seal(
            seal::Subject::Log,
            &log.summary.hash,
            stamp(time),
            Some(decided.result),
        )
        .write_for(path)
        .unwrap();
}

fn marta_trusts() -> TrustedKeys {
    TrustedKeys {
        keys: vec![marta().public()],
    }
}

/// The Puerto Rico paper sat in `folder`, 3 s a decision, as `sit_pr`.
fn sit_pr_in(
    school: &School,
    folder: &Path,
    trainee: &str,
    start: &str,
    pay_right: bool,
) -> PathBuf {
    sit_in(
        school,
        folder,
        "pr-table-test.ron",
        (trainee, false),
        start,
        3000,
        &marta_trusts(),
        |canonical| match canonical {
            Action::Pay(place, _) if !pay_right => Action::Collect(place),
            other => other,
        },
    )
}

#[test]
fn a_rewritten_copy_of_a_sealed_failed_attempt_is_a_conflict_and_the_first_seal_stands() {
    let school = School::new();
    let failed = sit_pr(&school, "Ana Pérez", "2026-06-01T10:00:00+02:00", false);
    let (code, said) = school.seal("pr-table-test.ron", &failed, &[]);
    assert_eq!(code, 0, "{said}");
    assert!(said.contains("failed 87.5%, attempt 1 of 2"), "{said}");
    // The trainee rewrites a copy of the failed attempt: the wrong choice replaced by the right
    // one (the same situation played right, at the same times, elsewhere), the attempt's
    // header kept, every hash recomputed, and the copy left in the class folder.
    let honest = SessionLog::load(&failed).unwrap();
    let right = sit_pr_in(
        &school,
        &school.path("elsewhere"),
        "Ana Pérez",
        "2026-06-01T10:00:00+02:00",
        true,
    );
    let mut copy = SessionLog::load(&right).unwrap();
    assert!(honest.attempt.is_some(), "an exam's log has an attempt id");
    assert_ne!(
        copy.attempt, honest.attempt,
        "each attempt draws its own id"
    );
    copy.attempt.clone_from(&honest.attempt);
    rechain(&mut copy);
    assert_ne!(copy.summary.hash, honest.summary.hash);
    let planted = school.path("logs/ana-copy.ron");
    write_log(&planted, &copy);
    // `seal` refuses it: the attempt was sealed already, with another log.
    let (code, said) = school.seal("pr-table-test.ron", &planted, &[]);
    assert_eq!(code, 1, "{said}");
    assert!(said.contains("conflict"), "{said}");
    assert!(Seal::load_for(&planted).unwrap().is_none());
    // Collect and seal passes it over, as a conflict.
    use tallador::session::exam::collect::{self, Skipped};
    let collected = collect::collect_and_seal(
        &school.path("logs"),
        &marta(),
        &marta_trusts(),
        &Profiles::default(),
        stamp("2026-06-01T12:00:00+02:00"),
    );
    assert!(collected.sealed.is_empty(), "{collected:?}");
    assert!(
        collected.skipped.contains(&(
            planted.clone(),
            Skipped::NotCounted(tallador::session::exam::NotCounted::Conflict)
        )),
        "{collected:?}"
    );
    // Even with the ledger beside the logs deleted, the instructor's own copy knows the attempt.
    std::fs::remove_file(school.path("logs/.tallador-attempts.ledger")).unwrap();
    let (code, said) = school.seal("pr-table-test.ron", &planted, &[]);
    assert_eq!(code, 1, "{said}");
    assert!(said.contains("conflict"), "{said}");
    // And were the copy sealed anyway (both ledgers gone), the first seal stands: the register
    // shows the failure and flags the copy as a conflict; its code certifies nothing.
    std::fs::remove_file(school.path("instructor/attempts.ledger")).unwrap();
    std::thread::sleep(Duration::from_millis(20));
    let (code, said) = school.seal("pr-table-test.ron", &planted, &[]);
    assert_eq!(code, 0, "{said}");
    let csv = school.register_csv();
    let row = row_of(&csv, "Ana Pérez");
    assert!(row.contains(",failed,87.5,"), "{row}");
    assert!(row.contains(",not-certified,,1,2,1"), "{row}");
    let output = school.run(&["register", "--keys", &school.keys(), &school.at("logs")]);
    let register = text(&output.stdout);
    assert!(register.contains("not counted 1"), "{register}");
    // The ledgers are no log: nothing warns about them.
    assert!(
        school.path("logs/.tallador-attempts.ledger").exists(),
        "the ledger is beside the logs"
    );
    assert_eq!(text(&output.stderr), "", "{register}");
    assert!(
        register.contains(&format!(
            "flag: Ana Pérez, {}: conflict: another log of the same attempt",
            planted.display()
        )),
        "{register}"
    );
    let code = Seal::load_for(&planted).unwrap().unwrap().code();
    let output = school.verify_code(&code);
    assert_eq!(output.status.code(), Some(1), "{}", text(&output.stdout));
    assert!(
        text(&output.stdout).contains("conflict"),
        "{}",
        text(&output.stdout)
    );
    let output = school.run(&[
        "certificate",
        "--keys",
        &school.keys(),
        &planted.display().to_string(),
    ]);
    assert_eq!(output.status.code(), Some(1), "{}", text(&output.stderr));
}

#[test]
fn a_backdated_attempt_beyond_the_paper_s_limit_is_not_certified() {
    let school = School::new();
    // Bruno fails twice (the paper allows two attempts); each is sealed.
    let first = sit_pr(&school, "Bruno Díaz", "2026-06-01T10:00:00+02:00", false);
    let second = sit_pr(&school, "Bruno Díaz", "2026-06-02T10:00:00+02:00", false);
    for log in [&first, &second] {
        let (code, said) = school.seal("pr-table-test.ron", log, &[]);
        assert_eq!(code, 0, "{said}");
    }
    // He moves the logs, their seals and the folder's ledger aside, sits again with the clock a
    // month back, and puts everything back before the instructor seals.
    let aside = school.path("aside");
    std::fs::create_dir_all(&aside).unwrap();
    let mut moved = Vec::new();
    for entry in std::fs::read_dir(school.path("logs")).unwrap() {
        let path = entry.unwrap().path();
        let to = aside.join(path.file_name().unwrap());
        std::fs::rename(&path, &to).unwrap();
        moved.push((to, path));
    }
    let third = sit_pr(&school, "Bruno Díaz", "2026-05-01T10:00:00+02:00", true);
    let (code, said) = school.seal("pr-table-test.ron", &third, &[]);
    assert_eq!(code, 0, "{said}");
    assert!(said.contains("passed 100.0%, attempt 3 of 2"), "{said}");
    for (from, to) in moved {
        std::fs::rename(from, to).unwrap();
    }
    let csv = school.register_csv();
    let row = row_of(&csv, "Bruno Díaz");
    assert!(row.contains(",passed,100.0,2026-05-01,"), "{row}");
    assert!(row.contains(",not-certified,,3,2,"), "{row}");
    let output = school.run(&[
        "certificate",
        "--keys",
        &school.keys(),
        &third.display().to_string(),
    ]);
    assert_eq!(output.status.code(), Some(1), "{}", text(&output.stderr));
    let code = Seal::load_for(&third).unwrap().unwrap().code();
    let output = school.verify_code(&code);
    assert_eq!(output.status.code(), Some(3), "{}", text(&output.stdout));
}

#[test]
fn a_pass_dated_in_the_future_or_after_its_seal_is_refused() {
    let school = School::new();
    // The exam computer's clock set to 2036: the sealing machine's clock says it is earlier.
    let future = sit_pr(&school, "Carla Gil", "2036-06-01T10:00:00+02:00", true);
    let (code, said) = school.seal("pr-table-test.ron", &future, &[]);
    assert_eq!(code, 1, "{said}");
    assert!(said.contains("in the future"), "{said}");
    assert!(Seal::load_for(&future).unwrap().is_none());
    let row = row_of(&school.register_csv(), "Carla Gil");
    assert!(row.contains(",not-certified,"), "{row}");
    // A seal dated before the log it seals (written by a machine whose clock was behind, or
    // before the log was moved forward): the log is dated after its seal and counts for
    // nothing.
    let dora = sit_pr(&school, "Dora Paz", "2026-06-01T10:00:00+02:00", true);
    let profiles = Profiles::default();
    let signed = seal::load_paper_for_exam(
        &school.paper("pr-table-test.ron"),
        &profiles,
        &marta_trusts(),
    )
    .unwrap();
    drop(signed);
    seal_directly(
        &school,
        "pr-table-test.ron",
        &dora,
        "2026-05-31T10:00:00+02:00",
    );
    let row = row_of(&school.register_csv(), "Dora Paz");
    assert!(row.contains(",dated-after-seal,"), "{row}");
    assert!(row.contains(",not-certified,"), "{row}");
}

#[test]
fn a_scripted_exam_is_marked_in_its_header_and_never_sealed_as_a_result() {
    let school = School::new();
    let scripted = sit_in(
        &school,
        &school.path("logs"),
        "pr-table-test.ron",
        ("Eva Sanz", true),
        "2026-06-01T10:00:00+02:00",
        1500,
        &marta_trusts(),
        |action| action,
    );
    let log = SessionLog::load(&scripted).unwrap();
    assert!(log.scripted);
    assert_eq!(log.verify(), Integrity::Intact);
    // The mark is in the header the chain starts from: taking it out alters the log.
    let mut unmarked = log.clone();
    unmarked.scripted = false;
    assert_ne!(unmarked.verify(), Integrity::Intact);
    let (code, said) = school.seal("pr-table-test.ron", &scripted, &[]);
    assert_eq!(code, 1, "{said}");
    assert!(said.contains("script"), "{said}");
    assert!(Seal::load_for(&scripted).unwrap().is_none());
    let output = school.run(&[
        "grade",
        "--keys",
        &school.keys(),
        "--paper",
        &school.paper("pr-table-test.ron").display().to_string(),
        &scripted.display().to_string(),
    ]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        text(&output.stdout).contains("not graded"),
        "{}",
        text(&output.stdout)
    );
}

#[test]
fn chips_the_table_does_not_have_do_not_replay() {
    let school = School::new();
    let plain = std::fs::read_to_string(school.paper("pr-table-test.ron")).unwrap();
    std::fs::write(
        school.paper("pr-chips.ron"),
        plain.replace(
            "    attempts: 2,\n",
            "    attempts: 9,\n    fewest_chips: true,\n",
        ),
    )
    .unwrap();
    school.sign("pr-chips.ron");
    // Seat 3's 20 paid with two 10s: fewer chips than the fewest the table can pay with (four
    // 5s), but the table's chips are 0.25, 1, 5, 25, 100, 500, 1000 and 5000: no 10.
    let ten = Stack {
        value: Money::from_units(10),
        count: 2,
    };
    let log = sit_in_chips(&school, "pr-chips.ron", &[ten]);
    let output = school.run(&[
        "grade",
        "--keys",
        &school.keys(),
        "--paper",
        &school.paper("pr-chips.ron").display().to_string(),
        &log.display().to_string(),
    ]);
    let said = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{said}");
    assert!(said.contains("not graded"), "{said}");
    assert!(said.contains("the table does not have"), "{said}");
}

#[test]
fn a_paper_with_a_pass_mark_below_half_is_a_practice_paper_and_certifies_nothing() {
    let school = School::new();
    let plain = std::fs::read_to_string(school.paper("pr-table-test.ron")).unwrap();
    std::fs::write(
        school.paper("pr-practice.ron"),
        plain.replace("pass_mark: 90,", "pass_mark: 0,"),
    )
    .unwrap();
    school.sign("pr-practice.ron");
    let output = school.run(&[
        "check",
        &school.paper("pr-practice.ron").display().to_string(),
    ]);
    assert!(
        text(&output.stdout).contains("practice paper"),
        "{}{}",
        text(&output.stdout),
        text(&output.stderr)
    );
    let log = sit_with(
        &school,
        "pr-practice.ron",
        "Fede Luna",
        "2026-06-01T10:00:00+02:00",
        3000,
        &marta_trusts(),
        |action| action,
    );
    let (code, said) = school.seal("pr-practice.ron", &log, &[]);
    assert_eq!(code, 1, "{said}");
    assert!(said.contains("practice paper"), "{said}");
    let row = row_of(&school.register_csv(), "Fede Luna");
    assert!(row.contains(",not-certified,"), "{row}");
}

#[test]
fn seal_refuses_the_names_the_window_refuses() {
    let school = School::new();
    let log = sit_pr(&school, "Gala Ros", "2026-06-01T10:00:00+02:00", true);
    let honest = SessionLog::load(&log).unwrap();
    for name in [
        "Gala\nRos".to_string(),
        "G".repeat(200_000),
        "Gala\u{3164}Ros".to_string(),
        "Gala\u{2800}".to_string(),
    ] {
        let mut forged = honest.clone();
        forged.trainee.clone_from(&name);
        rechain(&mut forged);
        write_log(&log, &forged);
        let (code, said) = school.seal("pr-table-test.ron", &log, &[]);
        assert_eq!(code, 1, "{}: {said}", name.len());
        assert!(said.contains("name"), "{said}");
        assert!(Seal::load_for(&log).unwrap().is_none());
    }
    // The window (take::start) refuses a blank-looking filler as it refuses a control character.
    let profiles = Profiles::default();
    let signed = seal::load_paper_for_exam(
        &school.paper("pr-table-test.ron"),
        &profiles,
        &marta_trusts(),
    )
    .unwrap();
    for name in ["Gala\u{3164}", "\u{115F}", "Gala\u{FE0F}Ros"] {
        assert!(
            take::start(
                &signed,
                name,
                None,
                &profiles,
                stamp("2026-06-01T10:00:00+02:00")
            )
            .is_err(),
            "{name:?}"
        );
    }
}

/// Three attempts sat under `names` (the first two failed, the last passed) are one person's:
/// one row, 3 attempts of 2, not certified.
fn one_trainee_under_three_spellings(names: [&str; 3]) {
    let school = School::new();
    let days = [
        "2026-06-01T10:00:00+02:00",
        "2026-06-02T10:00:00+02:00",
        "2026-06-03T10:00:00+02:00",
    ];
    for (index, (name, day)) in names.iter().zip(days).enumerate() {
        let log = sit_pr(&school, name, day, index == 2);
        let (code, said) = school.seal("pr-table-test.ron", &log, &[]);
        assert_eq!(code, 0, "{said}");
    }
    let csv = school.register_csv();
    assert_eq!(csv.lines().count(), 2, "one person, one row:\n{csv}");
    assert!(csv.contains(",not-certified,,3,2,"), "{csv}");
}

#[test]
fn look_alike_letters_of_other_scripts_are_the_same_trainee() {
    // Pedro fails with his name in Latin letters, then twice more with a Cyrillic Р, a Greek
    // Ρ, a Cyrillic ѕ and о.
    one_trainee_under_three_spellings(["Pedro Ruiz", "\u{420}edro Ruiz", "\u{3a1}edr\u{43e} Ruiz"]);
    assert_eq!(
        tallador::session::exam::names::normalised("Ro\u{455}a \u{392}ello"),
        "rosa bello"
    );
}

#[test]
fn look_alikes_the_confusables_list_names_are_the_same_trainee() {
    // Paola fails as herself, then tries again with letters UTS #39 lists as look-alikes that
    // a hand-made list of Cyrillic and Greek letters misses: an Armenian օ (U+0585), a Lisu ꓑ
    // (U+A4D1) for a P, a digit 0 for an o.
    one_trainee_under_three_spellings(["Paola Soto", "Pa\u{585}la Soto", "\u{a4d1}aola S0to"]);
}

#[test]
fn certificate_takes_a_bare_file_name() {
    let school = School::new();
    let log = sit_pr(&school, "Hugo Mar", "2026-06-01T10:00:00+02:00", true);
    let (code, said) = school.seal("pr-table-test.ron", &log, &[]);
    assert_eq!(code, 0, "{said}");
    let output = Command::new(env!("CARGO_BIN_EXE_tallador"))
        .args([
            "certificate",
            "--keys",
            &school.keys(),
            log.file_name().unwrap().to_str().unwrap(),
        ])
        .current_dir(school.path("logs"))
        .env("TALLADOR_DATA", school.path("data"))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert!(log.with_extension("certificate.html").exists());
}

#[test]
fn a_random_source_that_gives_zeros_or_the_same_bytes_twice_is_refused() {
    assert!(take::check_draw(&[0; 40]).is_err());
    assert!(take::check_draw(&[0xa5; 40]).is_err());
    let draw: Vec<u8> = (0..40u8).map(|byte| byte.wrapping_mul(37) ^ 0x5c).collect();
    assert!(take::check_draw(&draw).is_ok());
    assert!(take::check_draw(&draw).is_err(), "the same draw twice");
}

#[test]
fn rotating_the_instructor_s_key_keeps_what_the_old_key_sealed_before() {
    let school = School::new();
    let ana = sit_pr(&school, "Ana Pérez", "2026-06-01T10:00:00+02:00", true);
    let (code, said) = school.seal("pr-table-test.ron", &ana, &[]);
    assert_eq!(code, 0, "{said}");
    let ana_code = Seal::load_for(&ana).unwrap().unwrap().code();
    // Marta rotates her key and the school copies her folder's public keys into its keys
    // folder (the new `marta-ruiz.pub` replaces the old one there).
    let output = school.run(&["instructor", "rotate"]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    for entry in std::fs::read_dir(school.path("instructor")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|ext| ext == "pub") {
            std::fs::copy(
                &path,
                school.path("data/keys").join(path.file_name().unwrap()),
            )
            .unwrap();
        }
    }
    let new_key = InstructorKey::load(&school.path("instructor/instructor.key")).unwrap();
    assert_ne!(new_key.public(), marta().public());
    let verify = |code: &str| {
        school
            .run(&[
                "verify",
                "--keys",
                &school.keys(),
                "--code",
                code,
                &school.at("logs"),
            ])
            .status
            .code()
    };
    // Ana's certificate, sealed before, still verifies.
    assert_eq!(verify(&ana_code), Some(0));
    // Bea's exam is sealed with the new key and verifies too.
    let bea = sit_pr(&school, "Bea Sol", "2026-06-02T10:00:00+02:00", true);
    let (code, said) = school.seal("pr-table-test.ron", &bea, &[]);
    assert_eq!(code, 0, "{said}");
    let bea_seal = Seal::load_for(&bea).unwrap().unwrap();
    assert_eq!(bea_seal.public_key, new_key.public().hex());
    assert_eq!(verify(&bea_seal.code()), Some(0));
    // The old key is trusted for nothing it seals after it was retired.
    let cleo = sit_pr(&school, "Cleo Rey", "2026-06-03T10:00:00+02:00", true);
    let later = (chrono::Local::now() + chrono::Duration::days(1)).to_rfc3339();
    seal_directly(&school, "pr-table-test.ron", &cleo, &later);
    let row = row_of(&school.register_csv(), "Cleo Rey");
    assert!(row.contains(",unknown-key,"), "{row}");
}

/// Sits the fresh paper as `trainee` with situations drawn from `seed` and the attempt id
/// `attempt` (what `take::start` draws from a random source forced to give them), to its end.
fn sit_fresh_drawn(
    school: &School,
    trainee: &str,
    start: &str,
    seed: u64,
    attempt: &str,
) -> PathBuf {
    use tallador::session::{AttemptHeader, PaperRef};
    let profiles = Profiles::default();
    let signed =
        seal::load_paper_for_exam(&school.paper("fresh.ron"), &profiles, &marta_trusts()).unwrap();
    let files = signed.files();
    let situations = files.scenarios_drawn(&profiles, seed).unwrap();
    let scenario = take::exam_scenario(&files.paper, &situations, &profiles).unwrap();
    let game = tallador::core::game::Game::new(scenario, files.paper.trainee_deals).unwrap();
    let setup = SessionSetup {
        trainee: trainee.to_string(),
        mode: Mode::Exam,
        practise_amounts: files.paper.typed_amounts,
        paid_in_chips: files.paper.fewest_chips,
        source: ScenarioSource::File {
            path: files.path.display().to_string(),
            title: files.paper.title.clone(),
        },
        logs_folder: Some(school.path("logs")),
    };
    let mut session = Session::start_exam(
        game,
        setup,
        PaperRef {
            title: files.paper.title.clone(),
            hash: signed.hash(),
        },
        Some((seed, format!("{seed:032x}"))),
        AttemptHeader {
            id: Some(attempt.to_string()),
            scripted: false,
        },
        stamp(start),
    );
    play(&mut session, start, 3000);
    session.log_path().unwrap()
}

#[test]
fn fresh_situations_from_a_fixed_random_source_are_flagged() {
    let school = School::new();
    fresh_paper(&school);
    // A random source forced to zeros: seed 0, the situations `generate --seed 0` gives.
    let zero = sit_fresh_drawn(
        &school,
        "Ana Pérez",
        "2026-06-01T10:00:00+02:00",
        0,
        &"0".repeat(32),
    );
    // Two trainees whose sources were forced to the same large seed: one commitment.
    let seed = 0x9e37_79b9_7f4a_7c15;
    let bea = sit_fresh_drawn(
        &school,
        "Bea Sol",
        "2026-06-01T11:00:00+02:00",
        seed,
        &"1".repeat(32),
    );
    let cleo = sit_fresh_drawn(
        &school,
        "Cleo Rey",
        "2026-06-01T12:00:00+02:00",
        seed,
        &"2".repeat(32),
    );
    // And one honest attempt.
    let profiles = Profiles::default();
    let signed =
        seal::load_paper_for_exam(&school.paper("fresh.ron"), &profiles, &marta_trusts()).unwrap();
    let mut honest = take::start(
        &signed,
        "Dora Paz",
        Some(school.path("logs")),
        &profiles,
        stamp("2026-06-01T13:00:00+02:00"),
    )
    .unwrap();
    play(&mut honest, "2026-06-01T13:00:00+02:00", 3000);
    let dora = honest.log_path().unwrap();
    for log in [&zero, &bea, &cleo, &dora] {
        let (code, said) = school.seal("fresh.ron", log, &[]);
        assert_eq!(code, 0, "{said}");
    }
    let output = school.run(&["register", "--keys", &school.keys(), &school.at("logs")]);
    let said = text(&output.stdout);
    let flag_of = |trainee: &str| {
        said.lines()
            .find(|line| line.starts_with(&format!("flag: {trainee},")))
            .map(str::to_string)
    };
    assert!(
        flag_of("Ana Pérez").is_some_and(|line| line.contains("small seed 0")),
        "{said}"
    );
    for trainee in ["Bea Sol", "Cleo Rey"] {
        let line = flag_of(trainee).unwrap_or_else(|| panic!("{trainee} unflagged:\n{said}"));
        assert!(line.contains("commitment of 1 other attempt"), "{line}");
        assert!(line.contains("seed of 1 other attempt"), "{line}");
    }
    assert!(flag_of("Dora Paz").is_none(), "{said}");
    let code = Seal::load_for(&bea).unwrap().unwrap().code();
    let output = school.verify_code(&code);
    assert!(
        text(&output.stdout).contains("[flag: its seed is the seed of 1 other"),
        "{}",
        text(&output.stdout)
    );
}

/// `register --lrs` of the logs folder on the instructor's machine: (exit code, stdout).
fn register_lrs(school: &School) -> (i32, String) {
    let output = school.run(&[
        "register",
        "--keys",
        &school.keys(),
        "--lrs",
        &school.at("logs"),
    ]);
    (
        output.status.code().unwrap_or(-1),
        text(&output.stdout) + &text(&output.stderr),
    )
}

#[test]
fn the_lrs_register_lists_results_without_a_seal_and_a_clock_ahead_and_exits_non_zero() {
    use lrs_support::{FakeLrs, KEY, SECRET};
    use tallador::session::lrs::client::Client;
    use tallador::session::lrs::outbox::Outbox;
    use tallador::session::lrs::queue::{Outgoing, Queue, save_settings};
    use tallador::session::lrs::settings::LrsSettings;
    let lrs = FakeLrs::start();
    let school = School::new();
    let settings =
        LrsSettings::new(&lrs.endpoint, KEY, SECRET, "https://school.example", false).unwrap();
    save_settings(&school.path("data"), &settings).unwrap();
    // A statement posted to the LRS straight, as someone with the school's key could.
    let direct = Client::new(settings.clone(), Duration::from_secs(5));
    let outbox = Outbox::start(
        Queue::in_data(&school.path("exam-computer")),
        Client::new(settings, Duration::from_secs(5)),
    );
    // Ana sits with the LRS told live and passes; the instructor seals it: the LRS and the
    // sealed logs agree.
    let ana = lrs_support::sit_live(
        school.dir.path(),
        &outbox,
        "Ana Pérez",
        "2026-06-01T10:00:00+02:00",
        true,
        None,
    );
    let stored = lrs.wait_for(lrs_support::finished_verbs(8, "passed").len());
    let (code, said) = school.seal("pr-table-test.ron", &ana, &[]);
    assert_eq!(code, 0, "{said}");
    let (code, said) = register_lrs(&school);
    assert_eq!(code, 0, "{said}");
    // A lone `passed` posted for Zoe, who never sat: the same exam's activity, no log, no
    // answered statement.
    let passed = stored
        .iter()
        .find(|statement| {
            statement["verb"]["id"]
                .as_str()
                .unwrap()
                .ends_with("/passed")
        })
        .unwrap()
        .clone();
    let forged = |name: &str, account: &str, timestamp: &str| {
        let mut statement = passed.clone();
        let id = tallador::session::exam::xapi::derived_uuid(&format!("forged {name}"));
        statement["id"] = id.clone().into();
        statement["actor"]["name"] = name.into();
        statement["actor"]["account"]["name"] = account.into();
        statement["timestamp"] = timestamp.into();
        statement.as_object_mut().unwrap().remove("stored");
        statement.as_object_mut().unwrap().remove("context");
        Outgoing {
            order: format!("9999999999999-{account}"),
            id,
            verb: "passed".into(),
            json: statement.to_string(),
            source: None,
        }
    };
    assert_eq!(
        direct.post(&[forged("Zoe Never", "zoe-never", "2026-06-01T11:00:00Z")
            .json
            .as_str()]),
        tallador::session::lrs::client::Answer::Stored
    );
    lrs.wait_for(stored.len() + 1);
    let (code, said) = register_lrs(&school);
    assert_eq!(code, 1, "{said}");
    assert!(
        said.contains("flag: Zoe Never: the LRS has a result (passed) that no sealed log here has"),
        "{said}"
    );
    assert!(
        said.contains("flag: Zoe Never: the LRS has a pass without a single answered statement"),
        "{said}"
    );
    // A pass stamped by a clock set to 2036, stored now: stored before its own timestamp.
    assert_eq!(
        direct.post(
            &[forged("Yago Futuro", "yago-futuro", "2036-06-01T10:00:00Z")
                .json
                .as_str()]
        ),
        tallador::session::lrs::client::Answer::Stored
    );
    lrs.wait_for(stored.len() + 2);
    outbox.close();
    let (code, said) = register_lrs(&school);
    assert_eq!(code, 1, "{said}");
    assert!(
        said.contains("flag: Yago Futuro: the LRS stored a statement"),
        "{said}"
    );
    assert!(said.contains("before its own timestamp"), "{said}");
}

#[test]
fn a_paper_of_a_quarter_megabyte_is_refused_before_any_situation_is_built() {
    // A 250 KB paper: thousands of entries, each asking for many generated situations (about
    // 470,000 in all), or thousands of file situations. Checking it must not build them: it is
    // refused for its count, which is known from its text alone, at the `situations` field.
    let school = School::new();
    // The paper with these situations; `fill` repeats an entry as often as 250 KB holds.
    let paper = |situations: &str| {
        format!(
            "ExamPaper(\n    format: 1,\n    title: \"Big\",\n    table: \"punto-banco-pr\",\n    situations: [{situations}],\n    order: Fixed,\n    pass_mark: 90,\n    attempts: 2,\n    valid_months: 12,\n)\n"
        )
    };
    let fill = |entry: &str| entry.repeat(250_000 / entry.len());
    let generated = "Generated(focus: \"banca-draws\", seed: 1, count: 100), ";
    let file = "File(\"../examples/pr-punto-draws-shoe-passes.ron\"), ";
    for (name, text, asked) in [
        // As many entries as fit in 250 KB: more entries than the limit, refused by count.
        (
            "generated.ron",
            paper(&fill(generated)),
            format!("{} situations", 250_000 / generated.len()),
        ),
        (
            "files.ron",
            paper(&fill(file)),
            format!("{} situations", 250_000 / file.len()),
        ),
        // Six entries of a hundred each: few entries, 600 situations.
        (
            "few-entries.ron",
            paper(&generated.repeat(6)),
            "600 situations".to_string(),
        ),
    ] {
        let path = school.paper(name);
        std::fs::write(&path, &text).unwrap();
        let output = school.run(&["check", &path.display().to_string()]);
        let said = text_of(&output);
        assert_eq!(output.status.code(), Some(2), "{said}");
        assert!(
            said.contains(&format!("asks for {asked}: at most 500")),
            "{said}"
        );
        assert!(
            said.contains(&format!("{name}:5:")),
            "file and line: {said}"
        );
    }
}

fn text_of(output: &Output) -> String {
    text(&output.stdout) + &text(&output.stderr)
}

#[test]
fn a_key_the_lrs_answers_with_400_leaves_the_exam_waiting_until_the_settings_are_mended() {
    use lrs_support::{FakeLrs, KEY, SECRET};
    use tallador::session::lrs::client::Client;
    use tallador::session::lrs::outbox::{Outbox, send_waiting};
    use tallador::session::lrs::queue::Queue;
    use tallador::session::lrs::settings::LrsSettings;
    let lrs = FakeLrs::start();
    // Like xapi-rs: a bad or missing key is a 400 that says so.
    lrs.answer_bad_key(400, "{\"message\": \"Unauthorized access\"}");
    let school = School::new();
    let settings = |secret: &str| {
        LrsSettings::new(&lrs.endpoint, KEY, secret, "https://school.example", false).unwrap()
    };
    let data = school.path("exam-computer");
    // The school changed the LRS secret; the exam computer still has the old one.
    let outbox = Outbox::start(
        Queue::in_data(&data),
        Client::new(settings("the-old-secret"), Duration::from_secs(5)),
    );
    lrs_support::sit_live(
        school.dir.path(),
        &outbox,
        "Ana Pérez",
        "2026-06-01T10:00:00+02:00",
        true,
        None,
    );
    outbox.close();
    let status = outbox.status();
    let all = lrs_support::finished_verbs(8, "passed").len();
    assert_eq!(
        (status.waiting, status.refused.len()),
        (all, 0),
        "the whole exam waits; nothing is refused"
    );
    assert!(lrs.stored().is_empty());
    // The settings mended: everything is sent.
    let queue = Queue::in_data(&data);
    let pass = send_waiting(
        &queue,
        &Client::new(settings(SECRET), Duration::from_secs(5)),
        50,
    );
    assert_eq!((pass.stored, pass.refused), (all, 0), "{pass:?}");
    assert_eq!(lrs.stored().len(), all);
}

#[test]
fn refused_statements_are_kept_shown_and_sent_again_with_lrs_resend() {
    use lrs_support::{FakeLrs, KEY, SECRET};
    use tallador::session::lrs::client::Client;
    use tallador::session::lrs::outbox::Outbox;
    use tallador::session::lrs::queue::{Queue, save_settings};
    use tallador::session::lrs::settings::LrsSettings;
    let lrs = FakeLrs::start();
    let school = School::new();
    let data = school.path("exam-computer");
    let settings =
        LrsSettings::new(&lrs.endpoint, KEY, SECRET, "https://school.example", false).unwrap();
    save_settings(&data, &settings).unwrap();
    // The LRS refuses every `answered` statement (a rule of its own, since mended).
    lrs.refuse("/answered");
    let outbox = Outbox::start(
        Queue::in_data(&data),
        Client::new(settings, Duration::from_secs(5)),
    );
    lrs_support::sit_live(
        school.dir.path(),
        &outbox,
        "Ana Pérez",
        "2026-06-01T10:00:00+02:00",
        true,
        None,
    );
    outbox.close();
    let all = lrs_support::finished_verbs(8, "passed").len();
    let status = outbox.status();
    assert_eq!(status.refused.len(), 8, "the answers are kept aside");
    assert_eq!(lrs.stored().len(), all - 8);
    // `lrs status` shows them; `lrs resend` sends them again once the LRS takes them.
    let run = |args: &[&str]| {
        let output = Command::new(env!("CARGO_BIN_EXE_tallador"))
            .args(args)
            .env("TALLADOR_DATA", &data)
            .output()
            .unwrap();
        (output.status.code(), text_of(&output))
    };
    let (code, said) = run(&["lrs", "status"]);
    assert_eq!(code, Some(0), "{said}");
    assert!(said.contains("refused 8"), "{said}");
    lrs.state.lock().unwrap().refuse = None;
    let (code, said) = run(&["lrs", "resend"]);
    assert_eq!(code, Some(0), "{said}");
    assert!(said.contains("8 refused statement(s) put back"), "{said}");
    assert!(said.contains("stored 8, refused 0"), "{said}");
    assert_eq!(lrs.stored().len(), all);
    assert!(Queue::in_data(&data).refused().is_empty());
}

#[test]
fn a_result_the_lrs_does_not_bear_out_is_certified_only_with_the_instructor_s_reason() {
    use lrs_support::{FakeLrs, KEY, SECRET};
    use tallador::session::lrs::queue::save_settings;
    use tallador::session::lrs::settings::LrsSettings;
    let lrs = FakeLrs::start();
    let school = School::new();
    // The school's LRS is set on the instructor's machine; Ana's exam computer never sent it a
    // statement (its LRS setting was removed before the exam).
    let settings =
        LrsSettings::new(&lrs.endpoint, KEY, SECRET, "https://school.example", false).unwrap();
    save_settings(&school.path("data"), &settings).unwrap();
    let ana = sit_pr(&school, "Ana Pérez", "2026-06-01T10:00:00+02:00", true);
    let (code, said) = school.seal("pr-table-test.ron", &ana, &[]);
    assert_eq!(code, 0, "{said}");
    let certificate = |extra: &[&str]| {
        let mut args = vec!["certificate", "--keys"];
        let keys = school.keys();
        args.push(&keys);
        args.extend_from_slice(extra);
        let log = ana.display().to_string();
        args.push(&log);
        let output = school.run(&args);
        (output.status.code(), text_of(&output))
    };
    let (code, said) = certificate(&[]);
    assert_eq!(code, Some(1), "{said}");
    assert!(
        said.contains("the school's LRS has no statement of this attempt"),
        "{said}"
    );
    assert!(said.contains("--accept"), "{said}");
    assert!(!ana.with_extension("certificate.html").exists());
    // The instructor watched the exam, sat with the network down, and says so.
    let (code, said) = certificate(&["--accept", "Sat in my room; the network was down"]);
    assert_eq!(code, Some(0), "{said}");
    assert!(ana.with_extension("certificate.html").exists());
    let kept = std::fs::read_to_string(school.path("data/accepted.log")).unwrap();
    assert!(
        kept.contains("Sat in my room; the network was down"),
        "{kept}"
    );
    assert!(kept.contains(&ana.display().to_string()), "{kept}");
}

#[test]
fn a_queued_failed_statement_edited_to_passed_reaches_the_lrs_as_its_log_says() {
    use lrs_support::{Behaviour, FakeLrs, KEY, SECRET};
    use tallador::session::lrs::client::Client;
    use tallador::session::lrs::outbox::Outbox;
    use tallador::session::lrs::outbox::send_waiting;
    use tallador::session::lrs::queue::{Queue, save_settings};
    use tallador::session::lrs::settings::LrsSettings;
    let lrs = FakeLrs::start();
    let school = School::new();
    let settings =
        LrsSettings::new(&lrs.endpoint, KEY, SECRET, "https://school.example", false).unwrap();
    save_settings(&school.path("data"), &settings).unwrap();
    let data = school.path("exam-computer");
    // The LRS is away during Ana's exam, which she fails: everything waits in the queue.
    lrs.set(Behaviour::Down);
    let outbox = Outbox::start(
        Queue::in_data(&data),
        Client::new(settings.clone(), Duration::from_secs(5)),
    );
    let ana = lrs_support::sit_live(
        school.dir.path(),
        &outbox,
        "Ana Pérez",
        "2026-06-01T10:00:00+02:00",
        false,
        None,
    );
    outbox.close();
    // She edits the queued `failed` statement into a `passed` one before it is sent.
    let mut edited = 0;
    for folder in walk(&data) {
        let name = folder.file_name().unwrap().to_string_lossy().into_owned();
        if name.ends_with(".json") && name.contains("_failed_") {
            let json = std::fs::read_to_string(&folder).unwrap();
            let forged = json
                .replace("/verbs/failed", "/verbs/passed")
                .replace("\"success\":false", "\"success\":true");
            assert_ne!(forged, json);
            std::fs::write(&folder, forged).unwrap();
            edited += 1;
        }
    }
    assert_eq!(edited, 1);
    lrs.set(Behaviour::Store);
    let pass = send_waiting(
        &Queue::in_data(&data),
        &Client::new(settings, Duration::from_secs(5)),
        50,
    );
    // The sender builds each statement again from Ana's log: the edited one is kept aside,
    // said so, and the log's `failed` is what the LRS gets.
    assert_eq!(pass.refused, 1, "{pass:?}");
    let verbs = lrs.stored_verbs();
    assert!(!verbs.contains(&"passed".to_string()), "{verbs:?}");
    assert!(verbs.contains(&"failed".to_string()), "{verbs:?}");
    let refused = Queue::in_data(&data).refused();
    assert!(
        refused[0].answer.contains("does not match its log"),
        "{refused:?}"
    );
    // The instructor seals the log: failed, as the LRS says.
    let (code, said) = school.seal("pr-table-test.ron", &ana, &[]);
    assert_eq!(code, 0, "{said}");
    assert!(said.contains("failed 87.5%"), "{said}");
    let (_, said) = register_lrs(&school);
    assert!(!said.contains("(passed)"), "{said}");
}

/// Every file below `folder`.
fn walk(folder: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(folder).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(walk(&path));
        } else {
            files.push(path);
        }
    }
    files
}

#[cfg(feature = "app")]
#[test]
fn an_exam_the_window_plays_from_the_hidden_actions_flag_is_marked_scripted_and_not_sealed() {
    let school = School::new();
    let mut options = tallador::app::AppOptions::new(Profiles::default());
    options.logs_folder = Some(school.path("logs"));
    options.library_folders = vec![school.path("examples")];
    options.shipped_library = false;
    options.lang = Some(tallador::text::i18n::Lang::En);
    options.trainee = Some("Eva Sanz".into());
    options.exam_paper = Some(school.paper("pr-table-test.ron"));
    options.keys_folder = None;
    options.instructor_folder = Some(school.path("instructor"));
    // `tallador --exam PAPER --actions "draw punto"`: the choices come from the command line.
    options.actions = vec!["draw punto".into()];
    let harness = common::app::harness(options);
    drop(harness);
    let logs: Vec<PathBuf> = std::fs::read_dir(school.path("logs"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "ron"))
        .collect();
    assert_eq!(logs.len(), 1, "{logs:?}");
    let log = SessionLog::load(&logs[0]).unwrap();
    assert_eq!(log.mode, Mode::Exam);
    assert!(log.scripted, "the header says the run was scripted");
    let (code, said) = school.seal("pr-table-test.ron", &logs[0], &[]);
    assert_eq!(code, 1, "{said}");
    assert!(said.contains("script"), "{said}");
}

#[cfg(feature = "app")]
#[test]
fn the_window_writes_no_certificate_the_lrs_does_not_bear_out() {
    use lrs_support::{FakeLrs, KEY, SECRET};
    use tallador::app::{Command, Screen};
    use tallador::session::lrs::queue::save_settings;
    use tallador::session::lrs::settings::LrsSettings;
    use tallador::text::told::Told;
    let lrs = FakeLrs::start();
    let school = School::new();
    let settings =
        LrsSettings::new(&lrs.endpoint, KEY, SECRET, "https://school.example", false).unwrap();
    save_settings(&school.path("data"), &settings).unwrap();
    // Ana's pass never reached the LRS; it is sealed on the instructor's machine.
    let ana = sit_pr(&school, "Ana Pérez", "2026-06-01T10:00:00+02:00", true);
    let (code, said) = school.seal("pr-table-test.ron", &ana, &[]);
    assert_eq!(code, 0, "{said}");
    let mut options = tallador::app::AppOptions::new(Profiles::default());
    options.logs_folder = Some(school.path("logs"));
    options.lang = Some(tallador::text::i18n::Lang::En);
    options.keys_folder = Some(school.path("data/keys"));
    options.instructor_folder = Some(school.path("instructor"));
    options.folders.data = Some(school.path("data"));
    let mut harness = common::app::harness(options);
    harness.state_mut().overview.data_folder = Some(school.path("data"));
    harness
        .state_mut()
        .apply(Command::Show(Screen::Overview), tallador::app::clock());
    harness.state_mut().apply(
        Command::WriteCertificate(ana.clone()),
        tallador::app::clock(),
    );
    harness.run();
    assert!(!ana.with_extension("certificate.html").exists());
    let message = harness.state().overview.message.clone();
    assert!(
        matches!(
            &message,
            Some((
                false,
                Told::Message {
                    id: "overview.certificate_lrs_doubts",
                    ..
                }
            ))
        ),
        "{message:?}"
    );
}

// ------------------------------------------- the LRS's `stored` times order the attempts

/// Rewrites the `stored` time the fake LRS gave each statement: its own `timestamp` moved by
/// what `offset` says of it (the LRS's clock against the exam computer's).
fn restamp(lrs: &lrs_support::FakeLrs, offset: impl Fn(&serde_json::Value) -> chrono::Duration) {
    let mut state = lrs.state.lock().unwrap();
    for statement in &mut state.stored {
        let logged =
            chrono::DateTime::parse_from_rfc3339(statement["timestamp"].as_str().unwrap()).unwrap();
        let stored = logged + offset(statement);
        statement["stored"] = stored.to_rfc3339().into();
    }
}

/// The log header a statement belongs to.
fn header_of(statement: &serde_json::Value) -> String {
    statement["context"]["extensions"][tallador::session::exam::xapi::HEADER_EXTENSION]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// A school whose instructor's machine and exam computer have the fake LRS set; the exam
/// computer's sender.
fn school_with_lrs(lrs: &lrs_support::FakeLrs) -> (School, tallador::session::lrs::outbox::Outbox) {
    use tallador::session::lrs::client::Client;
    use tallador::session::lrs::outbox::Outbox;
    use tallador::session::lrs::queue::{Queue, save_settings};
    let school = School::new();
    let settings = lrs_support::school_settings(&lrs.endpoint);
    save_settings(&school.path("data"), &settings).unwrap();
    let outbox = Outbox::start(
        Queue::in_data(&school.path("exam-computer")),
        Client::new(settings, Duration::from_secs(5)),
    );
    (school, outbox)
}

/// `certificate [EXTRA…] LOG` on the instructor's machine: (exit code, stdout + stderr).
fn certificate_of(school: &School, log: &Path, extra: &[&str]) -> (Option<i32>, String) {
    let keys = school.keys();
    let log = log.display().to_string();
    let mut args = vec!["certificate", "--keys", &keys];
    args.extend_from_slice(extra);
    args.push(&log);
    let output = school.run(&args);
    (output.status.code(), text_of(&output))
}

#[test]
fn an_attempt_the_lrs_stored_beyond_the_paper_s_limit_is_not_certified_whatever_the_seal_order() {
    let lrs = lrs_support::FakeLrs::start();
    let (school, outbox) = school_with_lrs(&lrs);
    let per_attempt = lrs_support::finished_verbs(8, "passed").len();
    // Bruno fails twice on 1 and 2 June, the LRS told live.
    let mut sat = Vec::new();
    for (start, pay_right) in [
        ("2026-06-01T10:00:00+02:00", false),
        ("2026-06-02T10:00:00+02:00", false),
        // On 3 June he sits a third time, on another computer whose clock he set a month back:
        // its log says 1 May; the LRS stores its statements as they come, on 3 June.
        ("2026-05-01T10:00:00+02:00", true),
    ] {
        sat.push(lrs_support::sit_live(
            school.dir.path(),
            &outbox,
            "Bruno Díaz",
            start,
            pay_right,
            None,
        ));
        lrs.wait_for(sat.len() * per_attempt);
    }
    outbox.close();
    let backdated = SessionLog::load(&sat[2]).unwrap().header_hash;
    // Each statement stored 200 ms after it happened, by the true clock.
    restamp(&lrs, |statement| {
        let lag = chrono::Duration::milliseconds(200);
        if header_of(statement) == backdated {
            lag + chrono::Duration::days(33)
        } else {
            lag
        }
    });
    // The instructor collects the other computer first: the pass is sealed before the fails,
    // so the ledger numbers it attempt 1.
    for log in [&sat[2], &sat[0], &sat[1]] {
        let (code, said) = school.seal("pr-table-test.ron", log, &[]);
        assert_eq!(code, 0, "{said}");
    }
    // The school's LRS stored it third: beyond the two the paper allows, and its log's clock
    // puts it before attempts the LRS had stored already.
    let (code, said) = register_lrs(&school);
    assert_eq!(code, 1, "{said}");
    let log = sat[2].file_name().unwrap().to_string_lossy().into_owned();
    assert!(
        said.contains(&format!(
            "flag: Bruno Díaz ({log}): the school's LRS stored this attempt as attempt 3 of the 2 the paper allows"
        )),
        "{said}"
    );
    assert!(
        said.contains(&format!(
            "flag: Bruno Díaz ({log}): its log says it began before an attempt the school's LRS had stored earlier"
        )),
        "{said}"
    );
    // No certificate, and no reason the instructor gives makes one.
    let (code, said) = certificate_of(&school, &sat[2], &[]);
    assert_eq!(code, Some(1), "{said}");
    assert!(said.contains("attempt 3 of the 2"), "{said}");
    let (code, said) = certificate_of(&school, &sat[2], &["--accept", "I trust him"]);
    assert_eq!(code, Some(1), "{said}");
    assert!(said.contains("attempt 3 of the 2"), "{said}");
    assert!(!sat[2].with_extension("certificate.html").exists());
    // Its seal's code, checked on the instructor's machine (the LRS set), certifies nothing.
    let code = Seal::load_for(&sat[2]).unwrap().unwrap().code();
    let output = school.verify_code(&code);
    let said = text_of(&output);
    assert_eq!(output.status.code(), Some(3), "{said}");
    assert!(said.contains("attempt 3 of the 2"), "{said}");
}

#[test]
fn a_clock_the_lrs_s_stored_times_do_not_bear_out_blocks_the_certificate_until_accepted() {
    let lrs = lrs_support::FakeLrs::start();
    let (school, outbox) = school_with_lrs(&lrs);
    let per_attempt = lrs_support::finished_verbs(8, "passed").len();
    // Ana's exam computer ran an hour ahead; Eva's ran at a tenth of the true speed (her 3 s
    // between decisions took 30 s). Both pass, live.
    let ana = lrs_support::sit_live(
        school.dir.path(),
        &outbox,
        "Ana Pérez",
        "2026-06-01T11:00:00+02:00",
        true,
        None,
    );
    lrs.wait_for(per_attempt);
    let eva = lrs_support::sit_live(
        school.dir.path(),
        &outbox,
        "Eva Lenta",
        "2026-06-01T12:00:00+02:00",
        true,
        None,
    );
    lrs.wait_for(2 * per_attempt);
    outbox.close();
    let (ana_header, eva_header) = (
        SessionLog::load(&ana).unwrap().header_hash,
        SessionLog::load(&eva).unwrap().header_hash,
    );
    let eva_start = chrono::DateTime::parse_from_rfc3339("2026-06-01T12:00:00+02:00").unwrap();
    restamp(&lrs, |statement| {
        let header = header_of(statement);
        if header == ana_header {
            // Stored an hour (less the 200 ms it took) before its own timestamp.
            chrono::Duration::milliseconds(200) - chrono::Duration::hours(1)
        } else if header == eva_header {
            // Each logged millisecond since the start took ten.
            let logged =
                chrono::DateTime::parse_from_rfc3339(statement["timestamp"].as_str().unwrap())
                    .unwrap();
            (logged - eva_start) * 9 + chrono::Duration::milliseconds(200)
        } else {
            panic!("a statement of no attempt here: {statement}")
        }
    });
    for log in [&ana, &eva] {
        let (code, said) = school.seal("pr-table-test.ron", log, &[]);
        assert_eq!(code, 0, "{said}");
    }
    let (code, said) = register_lrs(&school);
    assert_eq!(code, 1, "{said}");
    // 3600 s less the 0.2 s the statements took.
    assert!(
        said.contains(
            "flag: Ana Pérez: the LRS stored a statement 3599.8 s before its own timestamp"
        ),
        "{said}"
    );
    // Eight decisions 3 s apart and the end 0.5 s later: 24.5 s logged, stored over 245 s.
    let eva_log = eva.file_name().unwrap().to_string_lossy().into_owned();
    assert!(
        said.contains(&format!(
            "flag: Eva Lenta ({eva_log}): the clock does not fit the LRS's: the log says 24.5 s, the LRS stored it over 245.0 s (10.0 times the log's gaps)"
        )),
        "{said}"
    );
    for (log, fault) in [(&ana, "before its own timestamp"), (&eva, "does not fit")] {
        let (code, said) = certificate_of(&school, log, &[]);
        assert_eq!(code, Some(1), "{said}");
        assert!(said.contains(fault), "{said}");
        assert!(!log.with_extension("certificate.html").exists());
        let (code, said) = certificate_of(&school, log, &["--accept", "Watched it in person"]);
        assert_eq!(code, Some(0), "{said}");
        assert!(log.with_extension("certificate.html").exists());
    }
}

#[test]
fn failed_attempts_voided_in_the_lrs_still_count_and_are_flagged() {
    use tallador::session::lrs::client::{Answer, Client};
    let lrs = lrs_support::FakeLrs::start();
    let (school, outbox) = school_with_lrs(&lrs);
    let per_attempt = lrs_support::finished_verbs(8, "passed").len();
    // Bruno fails twice, the LRS told live; he deletes both logs before anyone collects them.
    for (n, start) in ["2026-06-01T10:00:00+02:00", "2026-06-02T10:00:00+02:00"]
        .iter()
        .enumerate()
    {
        let log =
            lrs_support::sit_live(school.dir.path(), &outbox, "Bruno Díaz", start, false, None);
        lrs.wait_for((n + 1) * per_attempt);
        std::fs::remove_file(log).unwrap();
    }
    // With the school's key (it is on the exam computer) he voids every statement of both:
    // an LRS leaves voided statements out of what it answers.
    let direct = Client::new(
        lrs_support::school_settings(&lrs.endpoint),
        Duration::from_secs(5),
    );
    let targets: Vec<serde_json::Value> = lrs.stored();
    for target in &targets {
        let voiding = lrs_support::voiding(target);
        assert_eq!(direct.post(&[voiding.as_str()]), Answer::Stored);
    }
    assert_eq!(lrs.state.lock().unwrap().voided.len(), targets.len());
    // He passes at the third attempt; the instructor seals it as attempt 1 of 2.
    let pass = lrs_support::sit_live(
        school.dir.path(),
        &outbox,
        "Bruno Díaz",
        "2026-06-03T10:00:00+02:00",
        true,
        None,
    );
    lrs.wait_for(2 * targets.len() + per_attempt);
    outbox.close();
    let (code, said) = school.seal("pr-table-test.ron", &pass, &[]);
    assert_eq!(code, 0, "{said}");
    assert!(said.contains("attempt 1 of 2"), "{said}");
    // The voided attempts still count: the school's LRS had the pass third.
    let (code, said) = register_lrs(&school);
    assert_eq!(code, 1, "{said}");
    assert!(
        said.contains("flag: Bruno Díaz (not sealed here): statements of this attempt were voided in the school's LRS; it still counts"),
        "{said}"
    );
    assert!(said.contains("attempt 3 of the 2"), "{said}");
    let (code, said) = certificate_of(&school, &pass, &["--accept", "He says he never sat"]);
    assert_eq!(code, Some(1), "{said}");
    assert!(said.contains("attempt 3 of the 2"), "{said}");
    assert!(!pass.with_extension("certificate.html").exists());
}
