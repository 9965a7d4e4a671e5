//! Certification: exam papers, grading, pace, seals, the register and xAPI, over the
//! hand-counted fixture logs of `tests/fixtures/logs/` (their contents are listed in
//! `tests/overview.rs`). Every expected figure is worked out by hand in the comments.
//!
//! The fixture exam logs used here:
//! - Ana A2, `20260505-090000-ana-perez-exam.ron`: Puerto Rico, 8 of 8 right at the first try,
//!   no money mistake, started 09:00:00, ended 09:00:18 (18 s), one round.
//! - Ana A3, `20260506-090000-ana-perez-exam.ron`: the same a day later, edited at step 3.
//! - Bruno B1, `20260504-100000-bruno-diaz-exam.ron`: casilleros, 10 of 13 right, three order
//!   mistakes (CAS-e, CAS-e, CAS-f), none of money; times 4,2,2,3,1,3,1,2,4,1,2,1,2 s; 28 s,
//!   one round.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use tallador::core::{Category, Profiles};
use tallador::session::SessionLog;
use tallador::session::exam::grade::Criterion;
use tallador::session::exam::names::Roster;
use tallador::session::exam::paper::{ExamPaper, Order, PaperFiles, Situation};
use tallador::session::exam::register::{Register, Standing};
use tallador::session::exam::seal::{
    self, InstructorKey, Seal, SealStatus, SealedResult, Subject, TrustedKeys,
};
use tallador::session::exam::{grade, xapi};
use tallador::session::log::{Altered, Integrity, Stamp};
use tallador::session::pace::Pace;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

const ANA_A2: &str = "20260505-090000-ana-perez-exam.ron";
const ANA_A3: &str = "20260506-090000-ana-perez-exam.ron";
const BRUNO_B1: &str = "20260504-100000-bruno-diaz-exam.ron";
const BRUNO_B2: &str = "20260506-100000-bruno-diaz-practice.ron";

fn log(name: &str) -> SessionLog {
    SessionLog::load(&fixtures().join("logs").join(name)).unwrap()
}

fn marta() -> InstructorKey {
    InstructorKey::from_secret("Marta Ruiz", [7; 32])
}

fn intruder() -> InstructorKey {
    InstructorKey::from_secret("Someone Else", [9; 32])
}

fn trusting(keys: &[&InstructorKey]) -> TrustedKeys {
    TrustedKeys {
        keys: keys.iter().map(|key| key.public()).collect(),
    }
}

fn stamp(text: &str) -> Stamp {
    Stamp::new(chrono::DateTime::parse_from_rfc3339(text).unwrap())
}

fn close(actual: Option<f64>, expected: f64) -> bool {
    actual.is_some_and(|value| (value - expected).abs() < 1e-9)
}

fn paper_files(name: &str) -> PaperFiles {
    PaperFiles::load(&fixtures().join("exams").join(name), &Profiles::default()).unwrap()
}

/// A temporary copy of the fixture folders a paper refers to (`exams/`, `examples/`) and the
/// logs, so tests can sign, seal and edit.
fn workspace() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for folder in ["exams", "examples", "logs"] {
        let target = dir.path().join(folder);
        std::fs::create_dir_all(&target).unwrap();
        for entry in std::fs::read_dir(fixtures().join(folder)).unwrap() {
            let path = entry.unwrap().path();
            std::fs::copy(&path, target.join(path.file_name().unwrap())).unwrap();
        }
    }
    dir
}

// ---------------------------------------------------------------- papers

#[test]
fn a_paper_reads_into_its_parts() {
    let files = paper_files("casilleros-table-test.ron");
    let paper = &files.paper;
    assert_eq!(paper.title, "Casilleros table test");
    assert_eq!(paper.title_in(true), "Examen de mesa de casilleros");
    assert_eq!(paper.table, "casilleros");
    assert_eq!(
        paper.situations[0],
        Situation::File("../examples/cas-banca6-encart.ron".into())
    );
    assert!(matches!(
        paper.situations[1],
        Situation::Generated { seed: 7, count, .. } if count.get() == 2
    ));
    assert_eq!(paper.order, Order::Shuffled { seed: 11 });
    assert_eq!(paper.pass_mark.get(), 75);
    assert_eq!(paper.limit(Category::Money), Some(0));
    assert_eq!(paper.limit(Category::Order), Some(2));
    assert_eq!(paper.limit(Category::Draw), None);
    assert_eq!(paper.decision_seconds.map(|s| s.get()), Some(10));
    assert_eq!(paper.exam_minutes.map(|m| m.get()), Some(30));
    assert_eq!(paper.attempts.get(), 3);
    assert_eq!(paper.valid_months.get(), 12);
    assert!(close(paper.min_pace.map(|p| p.per_minute()), 6.0));
    // One file and two generated situations; shuffling keeps all three.
    let scenarios = files.scenarios(&Profiles::default()).unwrap();
    assert_eq!(scenarios.len(), 3);
    // The same seed gives the same order.
    let again = files.scenarios(&Profiles::default()).unwrap();
    let titles = |list: &[tallador::core::scenario::Scenario]| {
        list.iter().map(|s| s.title.clone()).collect::<Vec<_>>()
    };
    assert_eq!(titles(&scenarios), titles(&again));
    // The Puerto Rico paper leaves the optional fields out.
    let pr = paper_files("pr-table-test.ron").paper;
    assert_eq!(pr.title_in(true), "Puerto Rico table test");
    assert_eq!(
        (pr.order, pr.decision_seconds, pr.min_pace),
        (Order::Fixed, None, None)
    );
    assert!(!pr.typed_amounts && !pr.trainee_deals);
}

#[test]
fn a_paper_written_by_code_reads_back_unchanged_and_passes_check() {
    let profiles = Profiles::default();
    for name in ["casilleros-table-test.ron", "pr-table-test.ron"] {
        let paper = paper_files(name).paper;
        let written = paper.to_ron();
        let read = ExamPaper::parse("written.ron", &written, &profiles).unwrap();
        assert_eq!(read, paper, "{written}");
    }
    // Quotes and accents in a title survive; `tallador check` accepts what was written.
    let mut paper = paper_files("pr-table-test.ron").paper;
    paper.title = "The \"big\" test".into();
    paper.title_es = "El examen de la mañana".into();
    paper.situations = vec![Situation::Generated {
        focus: tallador::core::generate::Focus::ThirdCard,
        seed: 3,
        count: std::num::NonZeroU32::new(2).unwrap(),
    }];
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("written.ron");
    std::fs::write(&path, paper.to_ron()).unwrap();
    assert_eq!(PaperFiles::load(&path, &profiles).unwrap().paper, paper);
    let output = tallador(&["check", path.to_str().unwrap()], dir.path());
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert!(text(&output.stdout).contains("2 situation(s), unsigned"));
}

const GOOD_PAPER: &str = "ExamPaper(
    format: 1,
    title: \"T\",
    table: \"casilleros\",
    situations: [Generated(focus: \"any\", seed: 1, count: 1)],
    order: Fixed,
    pass_mark: 80,
    attempts: 1,
    valid_months: 6,
)
";

#[test]
fn bad_papers_are_refused_with_their_line_and_column() {
    let profiles = Profiles::default();
    assert!(ExamPaper::parse("p.ron", GOOD_PAPER, &profiles).is_ok());
    // (edit, what the message says, line, column): lines counted in GOOD_PAPER above.
    let cases = [
        ("format: 1", "format: 2", "format 2 is not known", 2, 5),
        ("pass_mark: 80", "pass_mark: 101", "from 0 to 100", 7, 5),
        (
            "pass_mark: 80",
            "pass_mrk: 80",
            "unknown field `pass_mrk`",
            7,
            5,
        ),
        ("\"casilleros\"", "\"casino\"", "no profile `casino`", 4, 5),
        (
            "attempts: 1",
            "attempts: 0",
            "attempts allowed must be at least 1",
            8,
            5,
        ),
        (
            "valid_months: 6",
            "valid_months: 0",
            "validity must be at least 1",
            9,
            5,
        ),
        ("count: 1", "count: 0", "count must be from 1 to 100", 5, 18),
        (
            "\"any\"",
            "\"anything\"",
            "`anything` is not a focus",
            5,
            18,
        ),
        (
            "\"any\"",
            "\"venice-ties\"",
            "does not apply to the table",
            5,
            18,
        ),
        (
            "Generated(focus",
            "Invented(focus",
            "`Invented` is not one of",
            5,
            18,
        ),
        (
            "[Generated(focus: \"any\", seed: 1, count: 1)]",
            "[]",
            "at least one situation",
            5,
            5,
        ),
        (
            "order: Fixed,",
            "order: Fixed,\n    min_pace: 0.0,",
            "minimum pace",
            7,
            5,
        ),
        (
            "title: \"T\",\n",
            "",
            "the required field `title` is missing",
            9,
            1,
        ),
        // Where the text ends: just after `    valid_months: 6,` (20 characters) on line 9.
        (
            "    valid_months: 6,\n)\n",
            "    valid_months: 6,\n",
            "ends too early",
            9,
            21,
        ),
    ];
    for (from, to, needle, line, column) in cases {
        assert!(GOOD_PAPER.contains(from), "{from}");
        let bad = GOOD_PAPER.replacen(from, to, 1);
        let error = ExamPaper::parse("p.ron", &bad, &profiles).unwrap_err();
        let text = error.to_string();
        assert!(text.contains(needle), "{from} → {to}: {text}");
        let position = error.position.unwrap_or_default();
        assert_eq!(
            (position.line, position.column),
            (line, column),
            "{from} → {to}: {text}"
        );
        assert!(text.starts_with("p.ron:"), "{text}");
    }
}

#[test]
fn a_paper_whose_situation_cannot_be_found_names_it_where_the_paper_does() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("paper.ron");
    let text = GOOD_PAPER.replace(
        "[Generated(focus: \"any\", seed: 1, count: 1)]",
        "[\n        File(\"missing.ron\"),\n    ]",
    );
    std::fs::write(&path, text).unwrap();
    let error = PaperFiles::load(&path, &Profiles::default()).unwrap_err();
    let message = error.to_string();
    assert!(
        message.contains("`missing.ron` cannot be read"),
        "{message}"
    );
    // `File("missing.ron")` is on line 6; the quoted name starts at column 14.
    let position = error.position.unwrap_or_default();
    assert_eq!((position.line, position.column), (6, 14), "{message}");
}

#[test]
fn a_situation_of_another_table_or_a_broken_one_is_refused() {
    let dir = workspace();
    let path = dir.path().join("exams/mixed.ron");
    let text = GOOD_PAPER
        .replace("\"casilleros\"", "\"punto-banco-pr\"")
        .replace(
            "[Generated(focus: \"any\", seed: 1, count: 1)]",
            "[File(\"../examples/cas-banca6-encart.ron\")]",
        );
    std::fs::write(&path, text).unwrap();
    let files = PaperFiles::load(&path, &Profiles::default()).unwrap();
    let error = files.scenarios(&Profiles::default()).unwrap_err();
    let message = error.to_string();
    assert!(
        message.contains("is for the table `casilleros`"),
        "{message}"
    );
    // At the paper's `situations` (line 5, column 5).
    let position = error.position.unwrap_or_default();
    assert_eq!((position.line, position.column), (5, 5), "{message}");
    // A situation file that is not a scenario is reported in that file.
    std::fs::write(
        dir.path().join("examples/cas-banca6-encart.ron"),
        "Scenario(format: 1)",
    )
    .unwrap();
    let files = PaperFiles::load(&path, &Profiles::default()).unwrap();
    let message = files
        .scenarios(&Profiles::default())
        .unwrap_err()
        .to_string();
    assert!(message.contains("cas-banca6-encart.ron:1:"), "{message}");
    assert!(
        message.contains("exams"),
        "named from the paper's folder: {message}"
    );
}

// ---------------------------------------------------------------- pace and grading

#[test]
fn pace_is_counted_by_hand_on_the_fixture_logs() {
    // A2: 8 decisions and 1 round in 18 s: 8 × 60 / 18 = 26.67 a minute, 3600 / 18 = 200 an hour.
    let pace = Pace::of(&log(ANA_A2));
    assert_eq!(
        (pace.decisions, pace.rounds, pace.elapsed_ms),
        (8, 1, 18_000)
    );
    assert!(close(pace.decisions_per_minute(), 8.0 * 60.0 / 18.0));
    assert!(close(pace.rounds_per_hour(), 200.0));
    // B1: 13 decisions in 28 s: 27.86 a minute; 1 round: 128.57 an hour.
    let pace = Pace::of(&log(BRUNO_B1));
    assert_eq!(
        (pace.decisions, pace.rounds, pace.elapsed_ms),
        (13, 1, 28_000)
    );
    assert!(close(pace.decisions_per_minute(), 13.0 * 60.0 / 28.0));
    assert!(close(pace.rounds_per_hour(), 3600.0 / 28.0));
    // B2 (practice): 11 tries, but the retry after `stand punto` does not count: 10 decisions
    // in 21 s.
    let pace = Pace::of(&log(BRUNO_B2));
    assert_eq!((pace.decisions, pace.elapsed_ms), (10, 21_000));
    assert!(close(pace.decisions_per_minute(), 10.0 * 60.0 / 21.0));
}

#[test]
fn grading_fails_on_a_category_limit_and_passes_without_it() {
    let mut paper = paper_files("casilleros-table-test.ron").paper;
    let bruno = log(BRUNO_B1);
    let graded = grade(&paper, &bruno);
    assert!(!graded.passed());
    assert!(close(Some(graded.score), 1000.0 / 13.0));
    // 76.9 % clears the 75 % mark; three order mistakes break the limit of two, and that is
    // the only criterion not met.
    let failed: Vec<&Criterion> = graded.failed_criteria().collect();
    assert_eq!(
        failed,
        [&Criterion::CategoryLimit {
            category: Category::Order,
            allowed: 2,
            mistakes: 3
        }]
    );
    let met = |criterion: &Criterion| graded.criteria.contains(criterion) && criterion.met();
    assert!(met(&Criterion::CategoryLimit {
        category: Category::Money,
        allowed: 0,
        mistakes: 0
    }));
    assert!(met(&Criterion::DecisionTime {
        limit_seconds: 10,
        slowest_ms: 4000
    }));
    assert!(met(&Criterion::ExamTime {
        limit_minutes: 30,
        elapsed_ms: 28_000
    }));
    assert!(met(&Criterion::Finished { finished: true }));
    // Allow three order mistakes and the same log passes.
    paper.limits[1].mistakes = 3;
    assert!(grade(&paper, &bruno).passed());
    // A pass mark of 77 % is just above 10 / 13.
    paper.pass_mark = tallador::session::exam::paper::Percent::new(77).unwrap();
    let graded = grade(&paper, &bruno);
    assert!(matches!(
        graded.failed_criteria().collect::<Vec<_>>()[..],
        [Criterion::Accuracy { pass_mark: 77, .. }]
    ));
}

#[test]
fn grading_a_log_from_another_table_or_a_practice_fails_its_conditions() {
    let paper = paper_files("pr-table-test.ron").paper;
    // A2 is an exam at the Puerto Rico table: every criterion met.
    assert!(grade(&paper, &log(ANA_A2)).passed());
    // B1 is casilleros: the conditions fail.
    let graded = grade(&paper, &log(BRUNO_B1));
    assert!(matches!(
        graded.failed_criteria().next(),
        Some(Criterion::Conditions { .. })
    ));
}

// ---------------------------------------------------------------- seals

fn pr_result(passed: bool) -> SealedResult {
    let files = paper_files("pr-table-test.ron");
    SealedResult {
        paper: files.paper.title.clone(),
        paper_hash: seal::paper_hash(&files.text, &files.situations),
        passed,
        correct: 8,
        decisions: 8,
        valid_months: 12,
        attempts_allowed: 2,
        flags: Vec::new(),
        accepted: None,
        attempt: None,
    }
}

fn sealed_at() -> Stamp {
    stamp("2026-05-05T09:05:00.000+02:00")
}

#[test]
fn a_one_byte_edit_after_sealing_is_caught() {
    let key = marta();
    let trusted = trusting(&[&key]);
    let path = fixtures().join("logs").join(ANA_A2);
    let text = std::fs::read_to_string(&path).unwrap();
    let original = SessionLog::parse("a2.ron", &text).unwrap();
    let seal = key.seal(
        Subject::Log,
        &original.summary.hash,
        sealed_at(),
        Some(pr_result(true)),
    );
    assert_eq!(
        seal::check_log(&original, Some(&seal), &trusted),
        SealStatus::Sealed {
            instructor: "Marta Ruiz".into()
        }
    );
    // One byte: the first decision's 3000 ms becomes 3001 ms.
    let edited_text = text.replacen("response_ms: 3000", "response_ms: 3001", 1);
    assert_eq!(edited_text.len(), text.len());
    let edited = SessionLog::parse("a2.ron", &edited_text).unwrap();
    assert_eq!(
        seal::check_log(&edited, Some(&seal), &trusted),
        SealStatus::Altered(Integrity::Altered(Altered::Step(1)))
    );
    // Someone who recomputes the whole chain after the edit still does not match the seal.
    let mut rechained = original.clone();
    let steps = std::mem::take(&mut rechained.steps);
    for mut step in steps {
        if step.index == 1 {
            step.response_ms = 1000;
        }
        rechained.push_step(step);
    }
    let summary = rechained.summary.clone();
    rechained.set_summary(summary, rechained.ended);
    assert_eq!(rechained.verify(), Integrity::Intact);
    assert_eq!(
        seal::check_log(&rechained, Some(&seal), &trusted),
        SealStatus::Changed
    );
}

#[test]
fn a_seal_by_another_key_or_an_edited_seal_is_refused() {
    let a2 = log(ANA_A2);
    let trusted = trusting(&[&marta()]);
    let foreign = intruder().seal(
        Subject::Log,
        &a2.summary.hash,
        sealed_at(),
        Some(pr_result(true)),
    );
    assert!(foreign.signature_valid());
    assert!(matches!(
        seal::check_log(&a2, Some(&foreign), &trusted),
        SealStatus::UnknownKey { instructor, .. } if instructor == "Someone Else"
    ));
    // A trusted seal whose result is turned from failed into passed no longer verifies.
    let honest = marta().seal(
        Subject::Log,
        &a2.summary.hash,
        sealed_at(),
        Some(pr_result(false)),
    );
    let text = honest.to_ron().unwrap();
    let forged_text = text.replacen("passed: false", "passed: true", 1);
    assert_ne!(text, forged_text);
    let forged = Seal::parse("a2.ron.seal", &forged_text).unwrap();
    assert_eq!(
        seal::check_log(&a2, Some(&forged), &trusted),
        SealStatus::BadSignature
    );
    // Nor one with another instructor's name over Marta's key and signature.
    let renamed =
        Seal::parse("a2.ron.seal", &text.replacen("Marta Ruiz", "Marta Ruíz", 1)).unwrap();
    assert_eq!(
        seal::check_log(&a2, Some(&renamed), &trusted),
        SealStatus::BadSignature
    );
    // A paper's seal put next to a log does not seal the log.
    let paper_seal = marta().seal(Subject::Paper, &a2.summary.hash, sealed_at(), None);
    assert_eq!(
        seal::check_log(&a2, Some(&paper_seal), &trusted),
        SealStatus::BadSignature
    );
    // The seal round-trips through its file form.
    assert_eq!(Seal::parse("x.seal", &text).unwrap(), honest);
}

#[test]
fn an_old_unsealed_log_still_reads_as_unsealed() {
    let old = SessionLog::load(
        &fixtures()
            .join("old-logs")
            .join("20260504-110000-carla-gomez-practice.ron"),
    )
    .unwrap();
    assert_eq!(old.verify(), Integrity::Intact);
    assert_eq!(
        seal::check_log(&old, None, &trusting(&[&marta()])),
        SealStatus::Unsealed
    );
}

#[test]
fn a_forged_or_unsigned_paper_is_refused_for_an_exam() {
    let dir = workspace();
    let paper_path = dir.path().join("exams/pr-table-test.ron");
    let profiles = Profiles::default();
    let trusted = trusting(&[&marta()]);
    let sign = |key: &InstructorKey| {
        let files = PaperFiles::load(&paper_path, &profiles).unwrap();
        key.sign_paper(&files, &profiles, sealed_at())
            .unwrap()
            .write_for(&paper_path)
            .unwrap();
    };
    let refused = |needle: &str| {
        let error = seal::load_paper_for_exam(&paper_path, &profiles, &trusted).unwrap_err();
        let message = error.to_string();
        assert!(message.contains(needle), "{needle}: {message}");
        assert!(
            message.starts_with(&format!("{}:1:1: ", paper_path.display())),
            "{message}"
        );
    };
    refused("the paper is not signed");
    sign(&marta());
    assert!(seal::load_paper_for_exam(&paper_path, &profiles, &trusted).is_ok());
    // The pass mark lowered after signing.
    let text = std::fs::read_to_string(&paper_path).unwrap();
    std::fs::write(
        &paper_path,
        text.replacen("pass_mark: 90", "pass_mark: 50", 1),
    )
    .unwrap();
    refused("changed after it was signed");
    std::fs::write(&paper_path, &text).unwrap();
    assert!(seal::load_paper_for_exam(&paper_path, &profiles, &trusted).is_ok());
    // A situation changed after signing: the first bet's stake.
    let situation = dir.path().join("examples/pr-punto-draws-shoe-passes.ron");
    let scenario = std::fs::read_to_string(&situation).unwrap();
    let changed = scenario.replacen("amount: ", "amount: 1", 1);
    assert_ne!(changed, scenario);
    std::fs::write(&situation, changed).unwrap();
    refused("changed after it was signed");
    std::fs::write(&situation, &scenario).unwrap();
    // Signed by a key the school does not trust.
    sign(&intruder());
    refused("does not trust");
}

#[test]
fn keys_round_trip_and_bad_key_files_are_refused_with_their_position() {
    let key = marta();
    let read = InstructorKey::parse("k", &key.to_ron()).unwrap();
    assert_eq!(read.public(), key.public());
    let public = key.public();
    assert_eq!(
        tallador::session::exam::PublicKey::parse("k.pub", &public.to_ron()).unwrap(),
        public
    );
    let bad = public
        .to_ron()
        .replacen("public_key: \"", "public_key: \"zz", 1);
    let error = tallador::session::exam::PublicKey::parse("k.pub", &bad).unwrap_err();
    assert!(error.to_string().starts_with("k.pub:4:5: "), "{error}");
    // An empty or missing keys folder is bad input, not an empty trust.
    let dir = tempfile::tempdir().unwrap();
    assert!(
        TrustedKeys::load(dir.path())
            .unwrap_err()
            .to_string()
            .contains("no public key")
    );
    assert!(TrustedKeys::load(&dir.path().join("none")).is_err());
    // Writing a key pair twice refuses to replace the first.
    let (secret, public_path) = key.write_new(dir.path()).unwrap();
    assert!(secret.ends_with("instructor.key") && public_path.ends_with("marta-ruiz.pub"));
    assert!(key.write_new(dir.path()).is_err());
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&secret).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600, "the secret key is for its owner only");
    }
    assert_eq!(
        TrustedKeys::load(dir.path()).unwrap().0.keys,
        [key.public()]
    );
}

// ---------------------------------------------------------------- register and xAPI

/// The fixture logs with A2 sealed as passed by Marta, A3 (altered) carrying Marta's seal of
/// what it was, and B1 sealed as failed by an instructor the school does not trust.
fn sealed_register_folder() -> tempfile::TempDir {
    let dir = workspace();
    let logs = dir.path().join("logs");
    let a2 = log(ANA_A2);
    marta()
        .seal(
            Subject::Log,
            &a2.summary.hash,
            sealed_at(),
            Some(pr_result(true)),
        )
        .write_for(&logs.join(ANA_A2))
        .unwrap();
    let a3 = log(ANA_A3);
    marta()
        .seal(
            Subject::Log,
            &a3.summary.hash,
            sealed_at(),
            Some(pr_result(true)),
        )
        .write_for(&logs.join(ANA_A3))
        .unwrap();
    let b1 = log(BRUNO_B1);
    let cas = paper_files("casilleros-table-test.ron");
    let result = SealedResult {
        paper: cas.paper.title.clone(),
        paper_hash: seal::paper_hash(&cas.text, &cas.situations),
        passed: false,
        correct: 10,
        decisions: 13,
        valid_months: 12,
        attempts_allowed: 3,
        flags: Vec::new(),
        accepted: None,
        attempt: None,
    };
    intruder()
        .seal(Subject::Log, &b1.summary.hash, sealed_at(), Some(result))
        .write_for(&logs.join(BRUNO_B1))
        .unwrap();
    dir
}

fn date(text: &str) -> chrono::NaiveDate {
    text.parse().unwrap()
}

#[test]
fn the_register_counts_only_sealed_trusted_unchanged_results() {
    let dir = sealed_register_folder();
    let register = Register::load(
        &dir.path().join("logs"),
        &trusting(&[&marta()]),
        &Roster::default(),
    );
    // broken.ron does not read; the practice logs and the scenario are not exams.
    assert_eq!(register.problems.len(), 1);
    let keys: Vec<(&str, &str)> = register
        .rows
        .iter()
        .map(|row| (row.trainee.as_str(), row.table.as_str()))
        .collect();
    assert_eq!(
        keys,
        [
            ("Ana Pérez", "punto-banco-pr"),
            ("Bruno Díaz", "casilleros")
        ]
    );
    let ana = &register.rows[0];
    let latest = ana.latest_result().unwrap();
    assert!(latest.path.ends_with(ANA_A2));
    assert_eq!(latest.outcome(), "passed");
    assert_eq!(latest.instructor(), Some("Marta Ruiz"));
    assert_eq!(latest.date(), date("2026-05-05"));
    assert_eq!(latest.refresher_due(), Some(date("2027-05-05")));
    assert_eq!(ana.attempts(), 1);
    // A3 carries a seal but was edited: shown as altered, never as a pass.
    let unverified: Vec<&str> = ana.unverified().map(|entry| entry.outcome()).collect();
    assert_eq!(unverified, ["altered"]);
    assert_eq!(
        ana.standing(date("2026-06-01")),
        Standing::Certified {
            until: date("2027-05-05")
        }
    );
    assert_eq!(
        ana.standing(date("2027-05-05")),
        Standing::RefresherDue {
            since: date("2027-05-05")
        }
    );
    // Bruno's only exam is sealed by an unknown key: no result, not certified.
    let bruno = &register.rows[1];
    assert!(bruno.latest_result().is_none());
    assert_eq!(
        bruno.shown().map(|entry| entry.outcome()),
        Some("unknown-key")
    );
    assert_eq!(bruno.standing(date("2026-06-01")), Standing::NotCertified);
    assert_eq!(
        register.csv(date("2026-06-01")),
        "trainee,table,latest,score,date,instructor,paper,standing,refresher_due,attempts,attempts_allowed,unverified,mistakes\n\
         Ana Pérez,punto-banco-pr,passed,100.0,2026-05-05,Marta Ruiz,Puerto Rico table test,certified,2027-05-05,1,2,1,\n\
         Bruno Díaz,casilleros,unknown-key,,2026-05-04,,,not-certified,,1,,1,\n"
    );
    // Trusting the other instructor too, Bruno's failed result counts: 10 / 13 = 76.9 %.
    let register = Register::load(
        &dir.path().join("logs"),
        &trusting(&[&marta(), &intruder()]),
        &Roster::default(),
    );
    let bruno = &register.rows[1];
    assert_eq!(
        bruno.latest_result().map(|entry| entry.outcome()),
        Some("failed")
    );
    assert_eq!(bruno.attempts(), 1);
    assert_eq!(bruno.standing(date("2026-06-01")), Standing::NotCertified);
    assert!(register.csv(date("2026-06-01")).contains(
        "Bruno Díaz,casilleros,failed,76.9,2026-05-04,Someone Else,Casilleros table test,not-certified,,1,3,0,order 3\n"
    ));
}

#[test]
fn xapi_statements_carry_the_cmi5_fields_computed_by_hand() {
    let dir = sealed_register_folder();
    let register = Register::load(
        &dir.path().join("logs"),
        &trusting(&[&marta(), &intruder()]),
        &Roster::default(),
    );
    let entries: Vec<_> = register.rows.iter().flat_map(|row| &row.entries).collect();
    let json = xapi::json(
        entries.iter().copied(),
        "https://school.example",
        &Roster::default(),
    )
    .unwrap();
    let statements: serde_json::Value = serde_json::from_str(&json).unwrap();
    let list = statements.as_array().unwrap();
    // A2 and B1; A3 is altered and left out.
    assert_eq!(list.len(), 2);
    let ana = &list[0];
    assert_eq!(ana["actor"]["name"], "Ana Pérez");
    assert_eq!(ana["actor"]["objectType"], "Agent");
    assert_eq!(
        ana["actor"]["account"]["homePage"],
        "https://school.example"
    );
    // The account is the normalised name and a short hash of it: one person, one account,
    // whatever the spelling.
    let account = ana["actor"]["account"]["name"].as_str().unwrap();
    let hash = account.strip_prefix("ana-perez-").unwrap();
    assert!(
        hash.len() == 8 && hash.chars().all(|c| c.is_ascii_hexdigit()),
        "{account}"
    );
    assert_eq!(
        account,
        xapi::account_name("ANA  PEREZ.", &Roster::default())
    );
    assert_ne!(account, xapi::account_name("Ana Perea", &Roster::default()));
    assert_eq!(ana["verb"]["id"], xapi::PASSED);
    assert_eq!(ana["verb"]["display"]["en-US"], "passed");
    assert_eq!(ana["object"]["objectType"], "Activity");
    assert!(
        ana["object"]["id"]
            .as_str()
            .unwrap()
            .starts_with("urn:tallador:exam:punto-banco-pr:")
    );
    assert_eq!(
        ana["object"]["definition"]["name"]["en-US"],
        "Puerto Rico table test"
    );
    assert_eq!(ana["result"]["score"]["scaled"], 1.0);
    assert_eq!(ana["result"]["score"]["raw"], 8);
    assert_eq!(ana["result"]["score"]["max"], 8);
    assert_eq!(ana["result"]["success"], true);
    // cmi5: no completion in a passed or failed statement; the timestamp in UTC
    // (09:00:18 at +02:00 is 07:00:18Z).
    assert!(ana["result"].get("completion").is_none(), "{ana}");
    assert_eq!(ana["result"]["duration"], "PT18S");
    assert_eq!(ana["timestamp"], "2026-05-05T07:00:18.000Z");
    let categories: Vec<&str> = ana["context"]["contextActivities"]["category"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["id"].as_str().unwrap())
        .collect();
    assert_eq!(categories, [xapi::CMI5_CATEGORY, xapi::MOVE_ON_CATEGORY]);
    // RFC 4122 version 5: the version digit 5, the variant 10xx (8, 9, a or b).
    let uuid_shaped = |value: &serde_json::Value| {
        let text = value.as_str().unwrap();
        let groups: Vec<&str> = text.split('-').collect();
        groups.iter().map(|group| group.len()).collect::<Vec<_>>() == [8, 4, 4, 4, 12]
            && groups[2].starts_with('5')
            && groups[3].starts_with(['8', '9', 'a', 'b'])
    };
    assert!(uuid_shaped(&ana["id"]));
    assert!(uuid_shaped(&ana["context"]["registration"]));
    assert!(uuid_shaped(
        &ana["context"]["extensions"][xapi::SESSION_ID_EXTENSION]
    ));
    // B1: 10 / 13 = 0.76923…, kept to four decimals; 28 s.
    let bruno = &list[1];
    assert_eq!(bruno["verb"]["id"], xapi::FAILED);
    assert_eq!(bruno["result"]["score"]["scaled"], 0.7692);
    assert_eq!(bruno["result"]["success"], false);
    assert_eq!(bruno["result"]["duration"], "PT28S");
    assert_ne!(ana["id"], bruno["id"]);
}

#[test]
fn durations_are_written_in_iso_8601() {
    assert_eq!(xapi::iso_duration(0), "PT0S");
    assert_eq!(xapi::iso_duration(18_000), "PT18S");
    assert_eq!(xapi::iso_duration(65_500), "PT1M5.5S");
    assert_eq!(xapi::iso_duration(3_600_000), "PT1H0M0S");
    assert_eq!(xapi::iso_duration(3_725_250), "PT1H2M5.25S");
    // To the hundredth of a second (cmi5): 125 ms rounds half up to 0.13 s, 1 ms to 0.
    assert_eq!(xapi::iso_duration(125), "PT0.13S");
    assert_eq!(xapi::iso_duration(28_004), "PT28S");
    assert_eq!(xapi::iso_duration(59_996), "PT1M0S");
}

// ---------------------------------------------------------------- the command line

fn tallador(args: &[&str], instructor: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tallador"))
        .args(args)
        .env("TALLADOR_DATA", instructor.join("no-data"))
        .env(tallador::cli::paths::INSTRUCTOR_DIR_VAR, instructor)
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn the_command_line_signs_seals_verifies_and_registers() {
    let dir = workspace();
    let root = dir.path();
    let instructor = root.join("instructor");
    let at = |path: &str| root.join(path).display().to_string();
    let run = |args: &[&str]| tallador(args, &instructor);

    let output = run(&["instructor", "init", "--name", "Marta Ruiz"]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let keys = root.join("keys");
    std::fs::create_dir_all(&keys).unwrap();
    std::fs::copy(
        instructor.join("marta-ruiz.pub"),
        keys.join("marta-ruiz.pub"),
    )
    .unwrap();
    let keys = keys.display().to_string();
    let paper = at("exams/pr-table-test.ron");
    let a2 = at(&format!("logs/{ANA_A2}"));

    // Sealing against an unsigned paper is refused.
    let output = run(&["seal", "--paper", &paper, &a2]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).contains("not signed"),
        "{}",
        text(&output.stderr)
    );

    let output = run(&["instructor", "sign", &paper]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    // `check` names the signer only when the school trusts the key: anyone can make a key
    // with any name.
    let output = run(&["check", &paper]);
    assert!(
        text(&output.stdout).contains("signed with a key the school does not trust"),
        "{}",
        text(&output.stdout)
    );
    let data_keys = instructor.join("no-data/keys");
    std::fs::create_dir_all(&data_keys).unwrap();
    std::fs::copy(
        instructor.join("marta-ruiz.pub"),
        data_keys.join("marta-ruiz.pub"),
    )
    .unwrap();
    let output = run(&["check", &paper]);
    assert!(
        text(&output.stdout).contains("signed by Marta Ruiz (a trusted key)"),
        "{}",
        text(&output.stdout)
    );

    // The fixture log A2 was not taken on this paper's situations as an exam of it: it does
    // not replay, and is not sealed.
    let output = run(&["seal", "--paper", &paper, &a2]);
    assert_eq!(output.status.code(), Some(1), "{}", text(&output.stderr));
    assert!(
        text(&output.stderr).contains("not sealed: the log's situations are not the paper's"),
        "{}",
        text(&output.stderr)
    );
    assert!(!seal::seal_path(Path::new(&a2)).exists());
    // Ana takes the paper: every step right, 3 s each (8 decisions, 24 s).
    let (_, exam) = take_paper(
        root,
        "pr-table-test.ron",
        "Ana Pérez",
        "2026-05-05T09:00:00+02:00",
        3,
        |a| a,
    );
    let a2 = exam.display().to_string();
    let output = run(&["seal", "--paper", &paper, &a2]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert!(
        text(&output.stdout).contains("passed 100.0%"),
        "{}",
        text(&output.stdout)
    );

    let output = run(&["verify", "--keys", &keys, &a2, &paper]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stdout));
    // verify names the trainee, the paper and the result.
    assert!(
        text(&output.stdout).contains(
            "Ana Pérez, exam 2026-05-05, Puerto Rico table test, passed 100.0%, sealed by Marta Ruiz, intact"
        ),
        "{}",
        text(&output.stdout)
    );

    let output = run(&["register", "--keys", &keys, "--csv", &at("exam-logs")]);
    assert_eq!(output.status.code(), Some(0));
    assert!(
        text(&output.stdout).contains(
            "Ana Pérez,punto-banco-pr,passed,100.0,2026-05-05,Marta Ruiz,Puerto Rico table test,"
        ),
        "{}",
        text(&output.stdout)
    );

    let output = run(&["export", "xapi", "--keys", &keys, &at("exam-logs")]);
    assert_eq!(output.status.code(), Some(0));
    let statements: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(statements.as_array().map(Vec::len), Some(1));

    // A one-byte edit of the sealed log: exit 1, the step named.
    let log_text = std::fs::read_to_string(&a2).unwrap();
    assert!(log_text.contains("response_ms: 3000"));
    std::fs::write(
        &a2,
        log_text.replacen("response_ms: 3000", "response_ms: 3001", 1),
    )
    .unwrap();
    let output = run(&["verify", "--keys", &keys, &a2]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        text(&output.stdout).contains("altered at step 1"),
        "{}",
        text(&output.stdout)
    );
    std::fs::write(&a2, &log_text).unwrap();

    // Sealed again by an instructor the school does not trust: 1, and the message says so.
    let other = root.join("other");
    intruder().write_new(&other).unwrap();
    let other_key = other.join("instructor.key").display().to_string();
    let output = run(&["seal", "--key", &other_key, &a2]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let output = run(&["verify", "--keys", &keys, &a2]);
    assert_eq!(output.status.code(), Some(1));
    let shown = text(&output.stdout);
    assert!(
        shown.contains("sealed by Someone Else with a key the school does not trust"),
        "{shown}"
    );

    // An unsealed log is 1; a missing keys folder is bad input.
    let b1 = at(&format!("logs/{BRUNO_B1}"));
    let output = run(&["verify", "--keys", &keys, &b1]);
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output.stdout).contains("not sealed"));
    let output = run(&["verify", "--keys", &at("no-keys"), &a2]);
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("cannot read the keys folder"));

    // Grading without sealing: B1 (a fixture log, not an exam of the paper's situations) is not
    // graded against it at all.
    let cas = at("exams/casilleros-table-test.ron");
    let output = run(&["instructor", "sign", &cas]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let output = run(&["grade", "--keys", &keys, "--paper", &cas, &b1]);
    assert_eq!(output.status.code(), Some(1));
    let graded = text(&output.stdout);
    assert!(
        graded.contains("not graded: the log's situations are not the paper's"),
        "{graded}"
    );
    // Dora takes it and collects the first winning box instead of paying it: one money
    // mistake against a limit of none.
    let mut mistaken = false;
    let (_, dora) = take_paper(
        root,
        "casilleros-table-test.ron",
        "Dora Paz",
        "2026-06-01T10:00:00+02:00",
        2,
        |canonical| match canonical {
            tallador::core::Action::Pay(place, _) if !mistaken => {
                mistaken = true;
                tallador::core::Action::Collect(place)
            }
            other => other,
        },
    );
    let output = run(&[
        "grade",
        "--keys",
        &keys,
        "--paper",
        &cas,
        &dora.display().to_string(),
    ]);
    assert_eq!(output.status.code(), Some(1));
    let graded = text(&output.stdout);
    assert!(
        graded.contains("NOT met: money mistakes: 1 (at most 0)"),
        "{graded}"
    );
    assert!(graded.contains("\nfailed: "), "{graded}");
}

#[test]
fn bad_input_on_the_command_line_gets_its_position_and_never_a_panic() {
    let dir = workspace();
    let root = dir.path();
    let instructor = root.join("instructor");
    let run = |args: &[&str]| tallador(args, &instructor);
    let at = |path: &str| root.join(path).display().to_string();

    // No instructor key yet.
    let output = run(&["seal", &at(&format!("logs/{ANA_A2}"))]);
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("tallador instructor init"));
    // A malformed paper.
    let bad = root.join("exams/bad.ron");
    std::fs::write(
        &bad,
        GOOD_PAPER.replacen("pass_mark: 80", "pass_mark: eighty", 1),
    )
    .unwrap();
    let output = run(&["check", &bad.display().to_string()]);
    assert_eq!(output.status.code(), Some(2));
    let message = text(&output.stderr);
    assert!(
        message.starts_with(&format!("{}:7:", bad.display())),
        "{message}"
    );
    // A wrong key file.
    let key = root.join("wrong.key");
    std::fs::write(
        &key,
        "InstructorKey(format: 1, name: \"x\", secret_key: \"12\")",
    )
    .unwrap();
    let output = run(&[
        "instructor",
        "sign",
        "--key",
        &key.display().to_string(),
        &at("exams/pr-table-test.ron"),
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).contains(":1:"),
        "{}",
        text(&output.stderr)
    );
    // A seal that is not a seal.
    let log = at(&format!("logs/{ANA_A2}"));
    std::fs::write(format!("{log}.seal"), "Seal(format: 1)").unwrap();
    let keys = root.join("keys");
    marta().write_new(&keys).unwrap();
    let output = run(&["verify", "--keys", &keys.display().to_string(), &log]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).contains(".seal:1:"),
        "{}",
        text(&output.stderr)
    );
}

#[test]
fn the_command_line_definition_is_consistent() {
    use clap::CommandFactory;
    tallador::cli::Cli::command().debug_assert();
}

// ---------------------------------------------------------------- taking an exam

/// Takes the signed paper `exams/NAME` of the workspace `dir` as `trainee` from `start`, one
/// choice every `seconds`, each the canonical action passed through `choose`; the log goes to
/// `dir/exam-logs`. Signs the paper with Marta's key first when it is not signed.
fn take_paper(
    dir: &Path,
    name: &str,
    trainee: &str,
    start: &str,
    seconds: i64,
    mut choose: impl FnMut(tallador::core::Action) -> tallador::core::Action,
) -> (SessionLog, PathBuf) {
    use tallador::session::exam::take;
    let paper_path = dir.join("exams").join(name);
    let profiles = Profiles::default();
    if !seal::seal_path(&paper_path).exists() {
        let files = PaperFiles::load(&paper_path, &profiles).unwrap();
        marta()
            .sign_paper(&files, &profiles, sealed_at())
            .unwrap()
            .write_for(&paper_path)
            .unwrap();
    }
    // Marta's fixed key, or the one `tallador instructor init` made in the workspace.
    let mut trusted = trusting(&[&marta()]);
    if let Ok((made, _)) = TrustedKeys::load(&dir.join("instructor")) {
        trusted.keys.extend(made.keys);
    }
    let signed = seal::load_paper_for_exam(&paper_path, &profiles, &trusted).unwrap();
    assert_eq!(signed.instructor(), "Marta Ruiz");
    let logs = dir.join("exam-logs");
    let mut session = take::start(&signed, trainee, Some(logs), &profiles, stamp(start)).unwrap();
    let mut elapsed = 0;
    while !session.is_finished() {
        elapsed += seconds;
        let choice = choose(session.acceptable()[0]);
        let at = chrono::DateTime::parse_from_rfc3339(start).unwrap()
            + chrono::Duration::seconds(elapsed);
        session.choose(choice, Stamp::new(at));
        assert!(elapsed < 20_000, "the exam does not end");
    }
    assert!(session.write_error().is_none());
    let path = session.log_path().unwrap();
    (SessionLog::load(&path).unwrap(), path)
}

/// Takes the casilleros paper (three situations, one log) choosing the canonical action at
/// every step, 2 s each; with `collect_instead_of_pay`, the first `pay N` is answered with
/// `collect N` (a money mistake: the winning bet at that place is collected, not paid).
fn take_casilleros(collect_instead_of_pay: bool) -> (SessionLog, PathBuf, tempfile::TempDir) {
    use tallador::core::Action;
    let dir = workspace();
    let mut mistaken = !collect_instead_of_pay;
    let (log, path) = take_paper(
        dir.path(),
        "casilleros-table-test.ron",
        "Dora Paz",
        "2026-06-01T10:00:00+02:00",
        2,
        |canonical| match canonical {
            Action::Pay(place, _) if !mistaken => {
                mistaken = true;
                Action::Collect(place)
            }
            other => other,
        },
    );
    (log, path, dir)
}

#[test]
fn an_exam_paper_taken_end_to_end_passes() {
    let (log, path, _dir) = take_casilleros(false);
    // One log holding every round of the three situations, as an exam at the paper's table.
    assert_eq!(log.mode, tallador::session::Mode::Exam);
    assert_eq!(log.profile, "casilleros");
    assert_eq!(log.source.title(), "Casilleros table test");
    assert!(log.summary.finished);
    assert_eq!(log.verify(), Integrity::Intact);
    let rounds: std::collections::BTreeSet<u32> = log.steps.iter().map(|s| s.round).collect();
    assert_eq!(rounds.len(), 3, "one round per situation");
    let paper = paper_files("casilleros-table-test.ron").paper;
    let graded = grade(&paper, &log);
    assert!(
        graded.passed(),
        "{:?}",
        graded.failed_criteria().collect::<Vec<_>>()
    );
    assert!(close(Some(graded.score), 100.0));
    // Every decision took 2 s: 30 a minute, and the elapsed time is 2 s per decision.
    let decisions = u64::from(log.summary.decisions);
    assert_eq!(graded.pace.elapsed_ms, 2000 * decisions);
    assert!(close(graded.pace.decisions_per_minute(), 30.0));
    // The review replays the log's own copy of the combined scenario.
    let text = std::fs::read_to_string(&path).unwrap();
    let review = tallador::session::review::Review::new(
        SessionLog::parse("x", &text).unwrap(),
        &Profiles::default(),
    );
    assert_eq!(review.integrity, Integrity::Intact);
}

#[test]
fn an_exam_paper_taken_end_to_end_fails_on_the_money_limit() {
    let (log, _path, _dir) = take_casilleros(true);
    let paper = paper_files("casilleros-table-test.ron").paper;
    let graded = grade(&paper, &log);
    // One mistake in many decisions keeps the accuracy above 75 %; the money limit is 0.
    assert!(graded.score > 75.0, "{}", graded.score);
    let failed: Vec<&Criterion> = graded.failed_criteria().collect();
    assert_eq!(
        failed,
        [&Criterion::CategoryLimit {
            category: Category::Money,
            allowed: 0,
            mistakes: 1
        }]
    );
}

// ---------------------------------------------------------------- certificates and codes

/// The sealed register folder with a keys folder trusting Marta only.
fn folder_trusting_marta() -> (tempfile::TempDir, String) {
    let dir = sealed_register_folder();
    let keys = dir.path().join("keys");
    std::fs::create_dir_all(&keys).unwrap();
    std::fs::write(keys.join("marta-ruiz.pub"), marta().public().to_ron()).unwrap();
    let keys = keys.display().to_string();
    (dir, keys)
}

#[test]
fn a_certificate_is_written_for_a_sealed_pass_only() {
    let (dir, keys) = folder_trusting_marta();
    let logs = dir.path().join("logs");
    let a2 = logs.join(ANA_A2);
    let out = dir.path().join("ana.html");
    let run = |args: &[&str]| tallador(args, &dir.path().join("instructor"));
    let output = run(&[
        "certificate",
        &a2.display().to_string(),
        "--keys",
        &keys,
        "--school",
        "Escuela de Croupiers del Sur",
        "--lang",
        "es",
        "--out",
        &out.display().to_string(),
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let code = Seal::load_for(&a2).unwrap().unwrap().code();
    assert!(text(&output.stdout).contains(&format!("(code {code})")));
    let html = std::fs::read_to_string(&out).unwrap();
    // A2: Ana Pérez, Puerto Rico, 8 of 8 right (100 %), the exam on 2026-05-05, sealed by
    // Marta; the paper has no Spanish title, so its English one.
    for expected in [
        "<html lang=\"es\">",
        "Escuela de Croupiers del Sur",
        "Se certifica que",
        "Ana Pérez",
        "aprobó el examen de mesa de Punto Banco (Puerto Rico)",
        "Puerto Rico table test",
        "100,0 % (8 de 8 decisiones bien al primer intento)",
        "2026-05-05",
        "Marta Ruiz",
        &code,
        // The paper is valid 12 months: the certificate holds until the refresher date.
        "<th>Certificado hasta</th><td>2027-05-05</td>",
    ] {
        assert!(html.contains(expected), "{expected} not in\n{html}");
    }
    // The page is for the trainee's employer: it names no command line.
    assert!(!html.contains("tallador verify"), "{html}");
    // A3 carries Marta's seal but was edited; B1 was sealed by a key the school does not trust.
    for (name, why) in [(ANA_A3, "altered"), (BRUNO_B1, "unknown-key")] {
        let path = logs.join(name);
        let output = run(&["certificate", &path.display().to_string(), "--keys", &keys]);
        assert_eq!(output.status.code(), Some(1), "{name}");
        assert!(
            text(&output.stderr).contains(why),
            "{}",
            text(&output.stderr)
        );
        assert!(!path.with_extension("certificate.html").exists());
    }
    // A practice log is no exam of the register.
    let b2 = logs.join(BRUNO_B2);
    let output = run(&["certificate", &b2.display().to_string(), "--keys", &keys]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        text(&output.stderr).contains("not an exam log"),
        "{}",
        text(&output.stderr)
    );
}

#[test]
fn verify_code_finds_the_exam_of_a_certificate_and_checks_it() {
    let (dir, keys) = folder_trusting_marta();
    let logs = dir.path().join("logs");
    let folder = logs.display().to_string();
    let run = |args: &[&str]| tallador(args, &dir.path().join("instructor"));
    let code_of = |name: &str| Seal::load_for(&logs.join(name)).unwrap().unwrap().code();
    let a2 = code_of(ANA_A2);
    let output = run(&["verify", "--keys", &keys, "--code", &a2, &folder]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let said = text(&output.stdout);
    assert!(said.contains(ANA_A2), "{said}");
    assert!(
        said.contains("Ana Pérez, 2026-05-05, Puerto Rico table test, passed 100.0%, sealed by Marta Ruiz, intact, certified until 2027-05-05"),
        "{said}"
    );
    // As people type it: capitals, no dashes.
    let typed = a2.replace('-', "").to_uppercase();
    let output = run(&["verify", "--keys", &keys, "--code", &typed, &folder]);
    assert_eq!(output.status.code(), Some(0));
    // The altered log and the unknown key: found, and refused (1).
    let output = run(&[
        "verify",
        "--keys",
        &keys,
        "--code",
        &code_of(ANA_A3),
        &folder,
    ]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        text(&output.stdout).contains("altered at step 3"),
        "{}",
        text(&output.stdout)
    );
    let output = run(&[
        "verify",
        "--keys",
        &keys,
        "--code",
        &code_of(BRUNO_B1),
        &folder,
    ]);
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output.stdout).contains("a key the school does not trust"));
    // No such code, a code that is not one, two folders: bad input (2).
    for args in [
        vec![
            "verify",
            "--keys",
            &keys,
            "--code",
            "0000-0000-0000",
            &folder,
        ],
        vec!["verify", "--keys", &keys, "--code", "not-a-code", &folder],
        vec!["verify", "--keys", &keys, "--code", &a2, &folder, &folder],
    ] {
        let output = run(&args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(!text(&output.stderr).contains("panicked"));
    }
}

#[test]
fn an_exam_log_names_its_paper_and_the_header_hash_covers_it() {
    let (taken, _path, _dir) = take_casilleros(false);
    let files = paper_files("casilleros-table-test.ron");
    let paper = taken.paper.clone().expect("the paper is named");
    assert_eq!(paper.title, "Casilleros table test");
    assert_eq!(paper.hash, seal::paper_hash(&files.text, &files.situations));
    // Naming another paper afterwards breaks the chain at the header.
    let mut edited = taken.clone();
    edited.paper = Some(tallador::session::PaperRef {
        title: "Easy test".into(),
        hash: paper.hash.clone(),
    });
    assert_eq!(edited.verify(), Integrity::Altered(Altered::Header));
    // `tallador review` names it.
    let review = tallador::session::review::Review::new(taken.clone(), &Profiles::default());
    assert!(
        review.text().contains(&format!(
            "\npaper: Casilleros table test (hash {})\n",
            paper.hash
        )),
        "{}",
        review.text()
    );
    // Logs written before papers named none, and still verify.
    let old = SessionLog::load(
        &fixtures()
            .join("old-logs")
            .join("20260504-110000-carla-gomez-practice.ron"),
    )
    .unwrap();
    assert_eq!(old.paper, None);
    assert_eq!(old.verify(), Integrity::Intact);
}
