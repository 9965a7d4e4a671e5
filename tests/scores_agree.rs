//! One count of mistakes everywhere: a session sat with three mistakes of known categories gives
//! the same per-category counts in the summary, the exam result (the grade), `tallador review`,
//! `tallador grade`, the class overview and the register.
//!
//! The situation is the fixture Puerto Rico paper's (seat 3 bets 20 on Punto, seat 6 bets 20 on
//! Banca; Punto A,2 = 3 draws a 5 to 8, the Banca 2,2 = 4 draws against a third-card 5 and makes
//! 7: Punto wins). Its eight steps (procedures.md section 3): draw punto, announce punto 8, draw
//! banca, announce banca 7 punto 8, collect 6, pay 3, discard all, pass-shoe 3. The trainee:
//!
//! - announces "punto 7" where "punto 8" is due: D11, announce (T2);
//! - pays seat 3 while seat 6's losing bet is still to collect: `pay 3` is later in the plan,
//!   D15, order (the acceptable action is `collect 6`, PR-settle), at a step whose due action is
//!   money;
//! - collects seat 3, whose Punto bet won: no wager of seat 3 loses, D9, money (T6).
//!
//! Worked out by hand, each first try in one row (a mistake under its own category, a right step
//! under the category of its action):
//!
//! | category | decisions | right | mistakes |
//! |---|---|---|---|
//! | draw | 2 (draw punto, draw banca) | 2 | 0 |
//! | order | 3 (the early pay, discard all, pass-shoe) | 2 | 1 |
//! | money | 1 (the collect of seat 3) | 0 | 1 |
//! | omission | 0 | 0 | 0 |
//! | announce | 2 (both announcements) | 1 | 1 |
//!
//! 8 decisions, 5 right (62.5 %), 3 mistakes.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use tallador::core::{Action, Category, Profiles};
use tallador::session::exam::paper::PaperFiles;
use tallador::session::exam::seal::{self, InstructorKey, TrustedKeys};
use tallador::session::exam::{grade, take};
use tallador::session::log::{SessionLog, Stamp};
use tallador::session::overview::Overview;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

fn marta() -> InstructorKey {
    InstructorKey::from_secret("Marta Ruiz", [7; 32])
}

fn stamp(text: &str) -> Stamp {
    Stamp::new(chrono::DateTime::parse_from_rfc3339(text).unwrap())
}

/// (category, decisions, right, mistakes), worked out above.
const EXPECTED: [(Category, u32, u32, u32); 5] = [
    (Category::Draw, 2, 2, 0),
    (Category::Order, 3, 2, 1),
    (Category::Money, 1, 0, 1),
    (Category::Omission, 0, 0, 0),
    (Category::Announce, 2, 1, 1),
];

/// A paper on the fixture situation limiting every category to no mistake, signed by Marta, in a
/// fresh school folder; the exam sat as above. Returns the folder and the log's path.
fn sit() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let examples = dir.path().join("examples");
    std::fs::create_dir_all(&examples).unwrap();
    std::fs::copy(
        fixtures().join("examples/pr-punto-draws-shoe-passes.ron"),
        examples.join("pr-punto-draws-shoe-passes.ron"),
    )
    .unwrap();
    let exams = dir.path().join("exams");
    std::fs::create_dir_all(&exams).unwrap();
    let paper = exams.join("every-limit.ron");
    std::fs::write(
        &paper,
        "ExamPaper(\n    format: 1,\n    title: \"Every category limited\",\n    \
         table: \"punto-banco-pr\",\n    \
         situations: [File(\"../examples/pr-punto-draws-shoe-passes.ron\")],\n    \
         order: Fixed,\n    pass_mark: 90,\n    limits: [(category: Draw, mistakes: 0), \
         (category: Order, mistakes: 0), (category: Money, mistakes: 0), \
         (category: Announce, mistakes: 0)],\n    attempts: 2,\n    valid_months: 12,\n)\n",
    )
    .unwrap();
    let profiles = Profiles::default();
    let files = PaperFiles::load(&paper, &profiles).unwrap();
    marta()
        .sign_paper(&files, &profiles, stamp("2026-05-01T09:00:00+02:00"))
        .unwrap()
        .write_for(&paper)
        .unwrap();
    let keys = dir.path().join("data/keys");
    std::fs::create_dir_all(&keys).unwrap();
    std::fs::write(keys.join("marta-ruiz.pub"), marta().public().to_ron()).unwrap();
    let logs = dir.path().join("logs");
    std::fs::create_dir_all(&logs).unwrap();

    let trusted = TrustedKeys {
        keys: vec![marta().public()],
    };
    let signed = seal::load_paper_for_exam(&paper, &profiles, &trusted).unwrap();
    let start = chrono::DateTime::parse_from_rfc3339("2026-06-01T10:00:00+02:00").unwrap();
    let mut session = take::start(
        &signed,
        "Lucía Gómez",
        Some(logs.clone()),
        &profiles,
        Stamp::new(start),
    )
    .unwrap();
    let mut elapsed = 0;
    while !session.is_finished() {
        elapsed += 4000;
        let choice = match session.acceptable()[0] {
            Action::AnnouncePunto(_) => Action::AnnouncePunto(7),
            Action::Collect(6) => Action::Pay(3, None),
            Action::Pay(3, _) => Action::Collect(3),
            canonical => canonical,
        };
        session.choose(
            choice,
            Stamp::new(start + chrono::Duration::milliseconds(elapsed)),
        );
    }
    let log = session.log_path().unwrap();
    (dir, log)
}

fn run(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tallador"))
        .args(args)
        .env("TALLADOR_DATA", dir.join("data"))
        .env("TALLADOR_LANG", "en")
        .output()
        .unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn the_summary_the_grade_review_the_overview_and_the_register_count_alike() {
    let (dir, log_path) = sit();
    let log = SessionLog::load(&log_path).unwrap();

    // The summary the window shows (recomputed from the steps and stored in the log).
    let summary = &log.summary;
    assert_eq!(
        (summary.decisions, summary.correct, summary.mistakes),
        (8, 5, 3)
    );
    for (category, decisions, correct, mistakes) in EXPECTED {
        let row = summary
            .categories
            .iter()
            .find(|row| row.category == category)
            .unwrap();
        assert_eq!(
            (row.decisions, row.correct, row.mistakes),
            (decisions, correct, mistakes),
            "summary row {category:?}"
        );
    }
    let sums = summary.categories.iter().fold((0, 0, 0), |sum, row| {
        (
            sum.0 + row.decisions,
            sum.1 + row.correct,
            sum.2 + row.mistakes,
        )
    });
    assert_eq!(sums, (8, 5, 3), "the rows add up to the totals");

    // The exam result: the grade's category limits.
    let paper = dir.path().join("exams/every-limit.ron");
    let profiles = Profiles::default();
    let files = PaperFiles::load(&paper, &profiles).unwrap();
    let graded = grade::grade(&files.paper, &log);
    for (category, _, _, mistakes) in EXPECTED {
        if category == Category::Omission {
            continue;
        }
        let found = graded
            .criteria
            .iter()
            .find_map(|criterion| match criterion {
                grade::Criterion::CategoryLimit {
                    category: limited,
                    mistakes,
                    ..
                } if *limited == category => Some(*mistakes),
                _ => None,
            });
        assert_eq!(found, Some(mistakes), "grade limit {category:?}");
    }
    assert!(!graded.passed());

    // `tallador review`: one line per category, the same three counts.
    let output = run(dir.path(), &["review", &log_path.display().to_string()]);
    let review = stdout(&output);
    for (line, expected) in [
        ("category draw", "2 of 2 right, 0 mistakes"),
        ("category order", "2 of 3 right, 1 mistakes"),
        ("category money", "0 of 1 right, 1 mistakes"),
        ("category announce", "1 of 2 right, 1 mistakes"),
    ] {
        let found = review
            .lines()
            .find(|text| text.contains(line))
            .unwrap_or_else(|| panic!("no `{line}` in\n{review}"));
        assert!(found.contains(expected), "{found}\nin\n{review}");
    }

    // `tallador grade`: the order, money and announce limits each broken by one mistake, the
    // draw limit met with none.
    let output = run(
        dir.path(),
        &[
            "grade",
            "--keys",
            &dir.path().join("data/keys").display().to_string(),
            "--paper",
            &paper.display().to_string(),
            &log_path.display().to_string(),
        ],
    );
    let graded_text = stdout(&output) + &String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{graded_text}");
    for broken in [
        "order mistakes: 1",
        "money mistakes: 1",
        "announce mistakes: 1",
    ] {
        assert!(
            graded_text.contains(broken),
            "no `{broken}` in\n{graded_text}"
        );
    }
    assert!(
        !graded_text.contains("draw mistakes: 1"),
        "draw has none:\n{graded_text}"
    );

    // The class overview: the trainee's per-category totals.
    let overview = Overview::load(&dir.path().join("logs"));
    let row = overview
        .rows
        .iter()
        .find(|row| row.trainee == "Lucía Gómez")
        .unwrap();
    for (category, decisions, correct, mistakes) in EXPECTED {
        let total = row.category(category).unwrap();
        assert_eq!(
            (total.decisions, total.correct, total.mistakes),
            (decisions, correct, mistakes),
            "overview {category:?}"
        );
    }
    assert_eq!((row.decisions, row.correct), (8, 5));

    // The register, once the instructor sealed the result: the same mistakes per category.
    std::fs::create_dir_all(dir.path().join("instructor")).unwrap();
    marta().write_new(&dir.path().join("instructor")).unwrap();
    let keys = dir.path().join("data/keys").display().to_string();
    let instructor_env = dir.path().join("instructor");
    let sealed = Command::new(env!("CARGO_BIN_EXE_tallador"))
        .args(["seal", "--keys", &keys, "--paper"])
        .arg(&paper)
        .arg(&log_path)
        .env("TALLADOR_DATA", dir.path().join("data"))
        .env(tallador::cli::paths::INSTRUCTOR_DIR_VAR, &instructor_env)
        .output()
        .unwrap();
    assert_eq!(
        sealed.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&sealed.stderr)
    );
    let logs = dir.path().join("logs").display().to_string();
    let csv = stdout(&run(
        dir.path(),
        &["register", "--keys", &keys, "--csv", &logs],
    ));
    let line = csv
        .lines()
        .find(|line| line.starts_with("Lucía Gómez,"))
        .unwrap_or_else(|| panic!("no row in\n{csv}"));
    assert!(
        line.starts_with("Lucía Gómez,punto-banco-pr,failed,62.5,"),
        "{line}"
    );
    assert!(line.ends_with(",order 1; money 1; announce 1"), "{line}");
    let text = stdout(&run(dir.path(), &["register", "--keys", &keys, &logs]));
    assert!(
        text.contains("| mistakes order 1; money 1; announce 1"),
        "{text}"
    );
}
