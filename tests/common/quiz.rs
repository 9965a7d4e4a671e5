//! Quiz logs written as a trainee's quick drills would write them, for the course and class
//! tests: each answer right or not, given so many seconds after its item.

use std::path::Path;

use tallador::core::Profiles;
use tallador::session::log::Stamp;
use tallador::session::quiz::{Answer, Drill, DrillChoice, QuizSession, QuizSetup};

pub fn at(text: &str) -> Stamp {
    Stamp::new(chrono::DateTime::parse_from_rfc3339(text).unwrap())
}

pub fn later(stamp: Stamp, seconds: i64) -> Stamp {
    Stamp::new(stamp.time() + chrono::Duration::seconds(seconds))
}

/// A wrong answer to a totals item: the next total.
pub fn wrong(expected: &Answer) -> Answer {
    match expected {
        Answer::Total(total) => Answer::Total((total + 1) % 10),
        other => panic!("only totals are answered wrong here, not {other:?}"),
    }
}

/// A quiz of `drill` by `trainee` from `start`: each answer right or not, given so many seconds
/// after its item was shown.
pub fn quiz(data: &Path, trainee: &str, drill: Drill, start: &str, answers: &[(bool, i64)]) {
    let profiles = Profiles::default();
    let setup = QuizSetup {
        trainee: trainee.into(),
        choice: DrillChoice::One(drill),
        profile: profiles.get("casilleros").unwrap().clone(),
        seed: 5,
        length: answers.len() as u32,
        logs_folder: Some(data.join("logs")),
        history_folder: Some(data.join("quiz")),
    };
    let mut now = at(start);
    let mut session = QuizSession::start(setup, now).unwrap();
    for &(right, seconds) in answers {
        now = later(now, seconds);
        let expected = session.item().expected.clone();
        let given = if right { expected } else { wrong(&expected) };
        let marking = session.answer(given, now).unwrap();
        assert_eq!(marking.correct, right);
        session.next(now);
    }
    session.close(now);
}
