//! Sessions over the worked examples of examples.md; expected values derived by hand from
//! procedures.md.

use std::path::Path;

use super::log::{Altered, Integrity};
use super::review::{Review, TableProblem};
use super::*;
use crate::core::{Category, Hand, Money, Target};
use crate::core::{Profiles, RuleId};

fn game(file: &str) -> Game {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/examples")
        .join(file);
    let scenario = crate::session::load::scenario(&path, &Profiles::default()).unwrap();
    Game::new(scenario, false).unwrap()
}

fn at(seconds: f64) -> Stamp {
    let base = chrono::DateTime::parse_from_rfc3339("2026-05-03T10:00:00+02:00").unwrap();
    Stamp::new(base + chrono::Duration::milliseconds((seconds * 1000.0) as i64))
}

fn setup(mode: Mode, folder: Option<PathBuf>) -> SessionSetup {
    SessionSetup {
        trainee: "Ana Pérez".into(),
        mode,
        practise_amounts: false,
        paid_in_chips: false,
        source: ScenarioSource::File {
            path: "tests/fixtures/examples/cas-standing-box-first.ron".into(),
            title: "A standing box right of a drawing box is settled first".into(),
        },
        logs_folder: folder,
    }
}

fn act(text: &str) -> Action {
    text.parse().unwrap()
}

/// cas-standing-box-first, by hand: box 1 KD QD (0) draws, box 5 4C 3D (7) stands, Banca 3H 3S
/// (6) stands against box 5, draws against box 1 (third card 6).
const STANDING_BOX_FIRST: [&str; 7] = [
    "draw 1",
    "pay 5",
    "discard 5",
    "draw banca",
    "collect 1",
    "discard 1",
    "discard banca",
];

#[test]
fn cas_e_practice_a_wrong_choice_leaves_the_table_and_only_the_first_try_counts() {
    let dir = tempfile::tempdir().unwrap();
    let mut session = Session::start(
        game("cas-standing-box-first.ron"),
        setup(Mode::Practice, Some(dir.path().to_path_buf())),
        at(0.0),
    );
    let before = session.table();
    // Paying box 5 while box 1's third card is due: box 1 holds 0 and must draw (D13, T4).
    let outcome = session.choose(act("pay 5"), at(2.5));
    let ChoiceResult::Wrong {
        mistake,
        counted: true,
        applied: None,
    } = outcome
    else {
        panic!("expected a counted mistake, got {outcome:?}");
    };
    assert_eq!(mistake.expected, vec![act("draw 1")]);
    assert_eq!(
        (mistake.rule(), mistake.category()),
        (RuleId::T4, Category::Draw)
    );
    assert_eq!(
        session.table(),
        before,
        "practice leaves the table as it was"
    );
    assert_eq!(session.attempt(), 2);
    assert_eq!(
        session.choose(act("draw 1"), at(4.0)),
        ChoiceResult::Correct { counted: false }
    );
    for (index, text) in STANDING_BOX_FIRST.iter().enumerate().skip(1) {
        let outcome = session.choose(act(text), at(5.0 + index as f64));
        assert_eq!(outcome, ChoiceResult::Correct { counted: true }, "{text}");
    }
    assert!(session.is_finished());
    assert_eq!(
        session.choose(act("discard banca"), at(20.0)),
        ChoiceResult::Over
    );

    let summary = session.summary();
    assert_eq!(
        (
            summary.decisions,
            summary.correct,
            summary.mistakes,
            summary.retries
        ),
        (7, 6, 1, 1)
    );
    assert!(summary.finished);
    let score = |category| {
        let score = summary
            .categories
            .iter()
            .find(|score| score.category == category)
            .unwrap();
        (score.decisions, score.correct, score.mistakes)
    };
    // Draw: draw 1 (missed: the mistake, T4, is a draw mistake), draw banca. Money: pay 5,
    // collect 1. Order: the three discards.
    assert_eq!(score(Category::Draw), (2, 1, 1));
    assert_eq!(score(Category::Money), (2, 2, 0));
    assert_eq!(score(Category::Order), (3, 3, 0));
    assert_eq!(score(Category::Omission), (0, 0, 0));
    // First-try times: 2.5 s, then 1 s each for steps 2..7 measured from the previous try.
    let steps = &session.log().steps;
    assert_eq!(steps[0].response_ms, 2500);
    assert_eq!(steps[1].response_ms, 1500);
    assert_eq!(steps[2].response_ms, 2000);
    assert_eq!(summary.median_ms, 1000);
}

#[test]
fn cas_e_exam_a_wrong_choice_is_recorded_and_the_canonical_action_applied() {
    let mut session = Session::start(
        game("cas-standing-box-first.ron"),
        setup(Mode::Exam, None),
        at(0.0),
    );
    // Box 5 stands on 7: a third card there is a tableau mistake.
    let outcome = session.choose(act("draw 5"), at(1.0));
    let ChoiceResult::Wrong {
        mistake,
        applied: Some(applied),
        ..
    } = outcome
    else {
        panic!("expected the canonical action applied, got {outcome:?}");
    };
    assert_eq!(applied, act("draw 1"));
    // Box 5 holds 3D 4C = 7 (D6): a box on 6 or 7 stands (T4).
    assert_eq!(
        (mistake.rule(), mistake.category()),
        (RuleId::T4, Category::Draw)
    );
    assert_eq!(session.position(), (1, 2));
    assert_eq!(session.attempt(), 1);
    assert_eq!(
        session.acceptable(),
        vec![Action::Pay(5, Some(Money::from_units(10)))]
    );
    let record = &session.log().steps[0];
    assert_eq!(record.applied, Some(act("draw 1")));
    assert_eq!(record.rule, Some(RuleId::T4));
    for (index, text) in STANDING_BOX_FIRST.iter().enumerate().skip(1) {
        session.choose(act(text), at(2.0 + index as f64));
    }
    assert!(session.is_finished());
    assert_eq!(
        (session.summary().decisions, session.summary().correct),
        (7, 6)
    );
    assert_eq!(session.summary().retries, 0);
    assert!(session.hint().is_none(), "no hints in an exam");
}

#[test]
fn a_hint_shows_the_canonical_action_and_the_step_no_longer_counts_as_right() {
    let mut session = Session::start(
        game("pr-punto-draws-shoe-passes.ron"),
        setup(Mode::Practice, None),
        at(0.0),
    );
    assert_eq!(
        session.hint(),
        Some(Action::Draw(Target::Hand(Hand::Punto)))
    );
    assert_eq!(
        session.choose(act("draw punto"), at(1.0)),
        ChoiceResult::Correct { counted: true }
    );
    assert!(session.log().steps[0].hinted);
    assert_eq!((session.summary().correct, session.summary().hints), (0, 1));
    // The next step starts without the hint.
    session.choose(act("announce punto 8"), at(2.0));
    assert!(!session.log().steps[1].hinted);
    assert_eq!(session.summary().correct, 1);
}

#[test]
fn pay_amounts_must_be_stated_and_exact_when_practising_commission() {
    let mut setup = setup(Mode::Practice, None);
    setup.practise_amounts = true;
    let mut session = Session::start(game("cas-standing-box-first.ron"), setup, at(0.0));
    session.choose(act("draw 1"), at(1.0));
    let ChoiceResult::Wrong { mistake, .. } = session.choose(act("pay 5"), at(2.0)) else {
        panic!("a bare pay is not enough");
    };
    assert_eq!(mistake.category(), Category::Money);
    let ChoiceResult::Wrong { mistake, .. } = session.choose(act("pay 5 9.50"), at(3.0)) else {
        panic!("a wrong amount is a mistake");
    };
    assert_eq!(mistake.category(), Category::Money);
    assert_eq!(
        session.choose(act("pay 5 10"), at(4.0)),
        ChoiceResult::Correct { counted: false }
    );
}

#[test]
fn the_log_on_disk_is_the_session_after_every_step_and_is_intact() {
    let dir = tempfile::tempdir().unwrap();
    let mut session = Session::start(
        game("cas-standing-box-first.ron"),
        setup(Mode::Practice, Some(dir.path().to_path_buf())),
        at(0.0),
    );
    let path = session.log_path().unwrap();
    assert_eq!(
        path.file_name().unwrap().to_string_lossy(),
        "20260503-100000-ana-perez-practice.ron"
    );
    assert!(path.exists(), "the header is written at the start");
    session.choose(act("collect 1"), at(1.0));
    for (index, text) in STANDING_BOX_FIRST.iter().enumerate() {
        session.choose(act(text), at(2.0 + index as f64));
        let on_disk = SessionLog::load(&path).unwrap();
        assert_eq!(&on_disk, session.log(), "after {text}");
        assert_eq!(on_disk.verify(), Integrity::Intact);
    }
    let on_disk = SessionLog::load(&path).unwrap();
    assert_eq!(on_disk.steps.len(), 8);
    assert_eq!(on_disk.steps[0].choice, act("collect 1"));
    assert_eq!(on_disk.steps[1].attempt, 2);
    assert!(on_disk.summary.finished);
    assert_eq!(on_disk.ended, Some(at(8.0)));
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|entry| entry.unwrap().file_name())
        .collect();
    assert_eq!(leftovers.len(), 1, "no temporary file left: {leftovers:?}");
    // A second session started in the same second gets its own file.
    let other = Session::start(
        game("cas-standing-box-first.ron"),
        setup(Mode::Practice, Some(dir.path().to_path_buf())),
        at(0.0),
    );
    assert_ne!(other.log_path(), Some(path));
}

#[test]
fn an_unwritable_folder_keeps_the_session_in_memory_and_retries_at_the_next_step() {
    let dir = tempfile::tempdir().unwrap();
    let blocked = dir.path().join("logs");
    std::fs::write(&blocked, "a file where the folder should be").unwrap();
    let mut session = Session::start(
        game("cas-standing-box-first.ron"),
        setup(Mode::Exam, Some(blocked.clone())),
        at(0.0),
    );
    assert!(matches!(
        session.write_error(),
        Some(LogError::CreateFolder { .. })
    ));
    session.choose(act("draw 1"), at(1.0));
    session.choose(act("pay 5"), at(2.0));
    assert!(session.write_error().is_some());
    assert_eq!(session.log().steps.len(), 2, "nothing dropped in memory");
    std::fs::remove_file(&blocked).unwrap();
    session.choose(act("discard 5"), at(3.0));
    assert!(session.write_error().is_none());
    let on_disk = SessionLog::load(&session.log_path().unwrap()).unwrap();
    assert_eq!(on_disk.steps.len(), 3);
    assert_eq!(on_disk.verify(), Integrity::Intact);

    let no_folder = Session::start(
        game("cas-standing-box-first.ron"),
        setup(Mode::Exam, None),
        at(0.0),
    );
    assert!(matches!(no_folder.write_error(), Some(LogError::NoFolder)));
}

#[test]
fn a_log_replays_to_the_same_tables() {
    let mut session = Session::start(
        game("ve-equal-bets-bottone.ron"),
        setup(Mode::Exam, None),
        at(0.0),
    );
    let mut second = 1.0;
    // A wrong reader first (VE-give), then the canonical path to the end.
    session.choose(act("rien-ne-va-plus"), at(second));
    session.choose(act("give-cards 4"), at(second + 1.0));
    while let Some(&next) = session.acceptable().first() {
        second += 1.0;
        session.choose(next, at(second));
    }
    assert!(session.is_finished());
    assert_eq!(session.log().steps[1].rule, Some(RuleId::VeGive));
    let review = Review::new(session.log().clone(), &Profiles::default());
    for index in 0..session.moments().len() {
        assert_eq!(
            review.table_before(index),
            session.table_before(index),
            "step {index}"
        );
    }
    let mut forged = session.log().clone();
    forged.steps[1].verdict = Outcome::Correct;
    let forged = Review::new(forged, &Profiles::default());
    assert!(matches!(
        forged.table_problem(2),
        Some(TableProblem::VerdictMismatch { .. })
    ));
}

#[test]
fn an_edited_log_file_is_detected_at_the_step_edited() {
    let dir = tempfile::tempdir().unwrap();
    let mut session = Session::start(
        game("cas-standing-box-first.ron"),
        setup(Mode::Practice, Some(dir.path().to_path_buf())),
        at(0.0),
    );
    for (index, text) in STANDING_BOX_FIRST.iter().enumerate() {
        session.choose(act(text), at(1.0 + index as f64 * 1.25));
    }
    let path = session.log_path().unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    let edited = text.replacen("response_ms: 1250", "response_ms: 250", 1);
    assert_ne!(edited, text);
    let log = SessionLog::parse("x.ron", &edited).unwrap();
    assert_eq!(log.verify(), Integrity::Altered(Altered::Step(2)));
}
