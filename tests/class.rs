//! The class view over fixture logs played here through `session::Session` (four trainees,
//! two situations). Every figure is worked out by hand from the choices and times of
//! `common_class::sessions()` (its comments).

mod common_class;

use common_class::{at, class_folder, day, now, statements_of};
use tallador::core::RuleId;
use tallador::session::class::{
    ClassOptions, ClassView, CourseProgress, CourseStanding, DateRange, Risk, Thresholds,
};
use tallador::session::facts::LogDigest;
use tallador::session::index::IndexKey;

fn options() -> ClassOptions {
    ClassOptions {
        thresholds: Thresholds {
            min_accuracy_percent: 70.0,
            after_sessions: 3,
            idle_days: 7,
        },
        ..ClassOptions::default()
    }
}

fn close(actual: Option<f64>, expected: f64) -> bool {
    actual.is_some_and(|value| (value - expected).abs() < 1e-9)
}

#[test]
fn every_trainee_has_a_row_with_hand_counted_figures_and_risks() {
    let dir = class_folder();
    let view = ClassView::load(dir.path(), &IndexKey::ephemeral(), options(), None, now());
    assert!(view.problems.is_empty(), "{:?}", view.problems);
    assert_eq!(view.logs, 9);
    let names: Vec<&str> = view.rows.iter().map(|row| row.trainee.as_str()).collect();
    assert_eq!(
        names,
        ["Ana Pérez", "Bruno Díaz", "Carla Gómez", "Dora Luz"]
    );

    let ana = &view.rows[0];
    assert_eq!(ana.id, "name:ana perez");
    // Two PR sessions all right (8 + 8) and the casilleros one with one CAS-e mistake (6 of 7).
    assert_eq!((ana.sessions, ana.correct, ana.decisions), (3, 22, 23));
    // 23 first tries: 1 s ×5, 2 s ×10, 3 s ×5, 4 s ×3: the 12th is 2 s.
    assert_eq!(ana.median_ms, 2000);
    assert_eq!(ana.last_activity, Some(at("2026-05-20T09:00:00+02:00", 17)));
    assert_eq!(ana.idle_days, Some(0));
    assert!(ana.risks.is_empty());

    // Bruno: 6 of 8, then 1 of 3 twice: 8 of 14 = 57.1 % after three sessions: at risk.
    let bruno = &view.rows[1];
    assert_eq!((bruno.sessions, bruno.correct, bruno.decisions), (3, 8, 14));
    // 1,1,2,2,2,2,3,4,5,5,5,5,5,5 s: the mean of the 7th and 8th.
    assert_eq!(bruno.median_ms, 3500);
    assert_eq!(bruno.idle_days, Some(1));
    assert!(close(bruno.accuracy_percent(), 800.0 / 14.0));
    assert_eq!(bruno.risks.len(), 1);
    assert!(
        matches!(bruno.risks[0], Risk::LowAccuracy { percent } if (percent - 800.0 / 14.0).abs() < 1e-9)
    );
    assert_eq!(bruno.mistakes_by_rule, [(RuleId::T4, 3), (RuleId::T5, 3)]);

    // Carla: all right, but last seen on 10 May at 11:00:18, ten days and a bit before now.
    let carla = &view.rows[2];
    assert_eq!((carla.sessions, carla.correct, carla.decisions), (1, 8, 8));
    assert_eq!(carla.idle_days, Some(10));
    assert_eq!(carla.risks, [Risk::Idle { days: 10 }]);

    // Dora: 1 of 3 twice (33 %), but only two sessions: too soon to tell.
    let dora = &view.rows[3];
    assert_eq!((dora.sessions, dora.correct, dora.decisions), (2, 2, 6));
    assert!(dora.risks.is_empty());
    assert_eq!(view.at_risk(), 2);
    assert!(view.rows.iter().all(|row| row.course.is_none()));
}

#[test]
fn the_heat_map_counts_each_trainees_mistakes_per_rule() {
    let dir = class_folder();
    let view = ClassView::load(dir.path(), &IndexKey::ephemeral(), options(), None, now());
    // T4: Bruno 3 + Dora 2; T5 the same; CAS-e: Ana 1. Ties in the rulebook's order.
    assert_eq!(view.heat.rules, [RuleId::T4, RuleId::T5, RuleId::CasE]);
    assert_eq!(
        view.heat.cells,
        [vec![0, 0, 1], vec![3, 3, 0], vec![0, 0, 0], vec![2, 2, 0]]
    );
    assert_eq!(view.heat.cell(1, RuleId::T4), 3);
    assert_eq!(view.heat.cell(3, RuleId::T5), 2);
    assert_eq!(view.heat.cell(0, RuleId::CasE), 1);
    assert_eq!(view.heat.cell(2, RuleId::T4), 0);
    assert_eq!(view.heat.most(), 3);
}

#[test]
fn the_hardest_situation_comes_first_with_its_counts() {
    let dir = class_folder();
    let view = ClassView::load(dir.path(), &IndexKey::ephemeral(), options(), None, now());
    assert_eq!(view.hardest.len(), 2);
    // PR: Ana 16 of 16, Bruno 8 of 14, Carla 8 of 8, Dora 2 of 6: 10 missed of 44 (22.7 %).
    let pr = &view.hardest[0];
    assert_eq!(pr.profile, "punto-banco-pr");
    assert_eq!(
        (pr.trainees, pr.sessions, pr.decisions, pr.missed),
        (4, 8, 44, 10)
    );
    assert!(close(pr.error_percent(), 1000.0 / 44.0));
    // Casilleros: Ana's one session, 1 missed of 7 (14.3 %).
    let cas = &view.hardest[1];
    assert_eq!(cas.profile, "casilleros");
    assert_eq!(
        (cas.trainees, cas.sessions, cas.decisions, cas.missed),
        (1, 1, 7, 1)
    );
}

#[test]
fn the_date_filter_keeps_the_sessions_of_its_days() {
    let dir = class_folder();
    let mut options = options();
    options.dates = DateRange {
        from: Some(day("2026-05-19")),
        to: Some(day("2026-05-19")),
    };
    let view = ClassView::load(dir.path(), &IndexKey::ephemeral(), options, None, now());
    let figures: Vec<(usize, u32, u32)> = view
        .rows
        .iter()
        .map(|row| (row.sessions, row.correct, row.decisions))
        .collect();
    // On the 19th: Ana's second PR (8 of 8), Bruno's third (1 of 3), Dora's first (1 of 3).
    assert_eq!(figures, [(1, 8, 8), (1, 1, 3), (0, 0, 0), (1, 1, 3)]);
    // Bruno has one session in the range: too soon to tell; Carla is idle whatever the dates.
    assert!(view.rows[1].risks.is_empty());
    assert_eq!(view.rows[2].risks, [Risk::Idle { days: 10 }]);
    assert_eq!(view.heat.rules, [RuleId::T4, RuleId::T5]);
    assert_eq!(view.heat.cells[1], [1, 1]);
    assert_eq!(view.hardest.len(), 1);
    assert_eq!((view.hardest[0].decisions, view.hardest[0].missed), (14, 4));
}

/// A course that puts everyone with a session in module 2 of 3, but Carla. (Trainee ids are
/// names' skeletons: accents go and `m` reads as `rn`, `name:carla gornez`.)
struct Halfway;

impl CourseProgress for Halfway {
    fn standing(&self, trainee_id: &str, logs: &[&LogDigest]) -> Option<CourseStanding> {
        (trainee_id != "name:carla gornez").then(|| CourseStanding {
            module: format!("Module 2 ({} logs)", logs.len()),
            gates_met: 1,
            gates_total: 3,
            below_gate: None,
        })
    }
}

#[test]
fn a_course_fills_the_module_and_the_gates() {
    let dir = class_folder();
    let view = ClassView::load(
        dir.path(),
        &IndexKey::ephemeral(),
        options(),
        Some(&Halfway),
        now(),
    );
    let bruno = view.rows[1].course.as_ref().unwrap();
    assert_eq!(bruno.module, "Module 2 (3 logs)");
    assert_eq!((bruno.gates_met, bruno.gates_total), (1, 3));
    assert!(view.rows[2].course.is_none());
}

#[test]
fn the_class_exports_as_csv_with_a_header() {
    let dir = class_folder();
    let view = ClassView::load(dir.path(), &IndexKey::ephemeral(), options(), None, now());
    let csv = view.csv();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines,
        [
            "trainee,id,sessions,decisions,correct,accuracy_percent,median_decision_ms,\
             last_activity,idle_days,module,gates_met,gates_total,at_risk,stuck,weakest_rules,\
             altered_logs",
            "Ana Pérez,name:ana perez,3,23,22,95.7,2000,2026-05-20T09:00:17.000+02:00,0,,,,,,CAS-e (1),0",
            "Bruno Díaz,name:bruno diaz,3,14,8,57.1,3500,2026-05-19T10:00:30.000+02:00,1,,,,low-accuracy,,T4 (3); T5 (3),0",
            "Carla Gómez,name:carla gornez,1,8,8,100.0,2000,2026-05-10T11:00:18.000+02:00,10,,,,idle,,,0",
            "Dora Luz,name:dora luz,2,6,2,33.3,5000,2026-05-20T08:00:30.000+02:00,0,,,,,,T4 (2); T5 (2),0",
        ]
    );
}

#[test]
fn an_altered_log_is_left_out_and_counted() {
    let dir = class_folder();
    let path = dir.path().join(common_class::CARLA_LOG);
    let text = std::fs::read_to_string(&path).unwrap();
    let edited = text.replacen("response_ms: 3000", "response_ms: 1000", 1);
    assert_ne!(text, edited);
    std::fs::write(&path, edited).unwrap();
    let view = ClassView::load(dir.path(), &IndexKey::ephemeral(), options(), None, now());
    let carla = &view.rows[2];
    assert_eq!((carla.sessions, carla.altered), (0, 1));
    // An altered log is no activity: Carla was never seen.
    assert_eq!(carla.last_activity, None);
    assert!(carla.risks.is_empty());
}

#[test]
fn the_class_from_the_lrs_alone_is_the_class_of_the_logs() {
    use tallador::session::class::lrs::class_from_lrs;
    use tallador::session::class::{ClassRow, StuckRule};
    let dir = class_folder();
    let statements = statements_of(dir.path(), &[]);
    // 9 sessions: 2 + 2 + 1 statements each and one per try (8 + 8 + 8, 10 + 5 + 5, 8, 5 + 5).
    assert_eq!(statements.len(), 9 * 3 + 62);
    let (lrs, check) = class_from_lrs(&statements, &[], options(), StuckRule::default(), now());
    assert_eq!((check.attempts, check.lrs_only), (9, 9));
    let logs = ClassView::load(dir.path(), &IndexKey::ephemeral(), options(), None, now());
    // The same rows but for their ids (accounts on the school's site there, names here) and
    // the situations' titles (the LRS names the table's activity, not the scenario).
    let figures = |row: &ClassRow| {
        (
            row.trainee.clone(),
            row.sessions,
            row.decisions,
            row.correct,
            row.median_ms,
            row.mistakes_by_rule.clone(),
            row.risks.clone(),
            row.idle_days,
        )
    };
    let from_lrs: Vec<_> = lrs.rows.iter().map(figures).collect();
    let from_logs: Vec<_> = logs.rows.iter().map(figures).collect();
    assert_eq!(from_lrs, from_logs);
    assert_eq!(lrs.heat, logs.heat);
    // Held against the folder: every attempt is there, none differs, none is missing.
    let indexed = tallador::session::index::load(dir.path(), &IndexKey::ephemeral());
    let (both, check) = class_from_lrs(
        &statements,
        &indexed.logs,
        options(),
        StuckRule::default(),
        now(),
    );
    assert_eq!(check.lrs_only, 0);
    assert!(
        check.missing.is_empty() && check.differs.is_empty(),
        "{check:?}"
    );
    assert_eq!(both.hardest, logs.hardest);
    assert_eq!(both.rows.iter().map(figures).collect::<Vec<_>>(), from_logs);
}

#[test]
fn a_trainee_whose_session_is_under_way_with_three_mistakes_in_a_row_is_stuck() {
    use tallador::session::class::lrs::class_from_lrs;
    use tallador::session::class::{Stuck, StuckRule};
    let dir = class_folder();
    // Dora's second session (20 May, 08:00) is left open: its last answers were `stand banca`
    // wrong at 08:00:16 then `draw banca` right at 08:00:17; her first session's end does not
    // count. At 08:01:10 no right answer for 53 s: not stuck; at 08:01:17, 60 s: stuck.
    let statements = statements_of(dir.path(), &["Dora Luz"]);
    let at = |text| common_class::at(text, 0);
    let (view, _) = class_from_lrs(
        &statements,
        &[],
        options(),
        StuckRule::default(),
        at("2026-05-20T08:01:10+02:00"),
    );
    assert!(view.rows.iter().all(|row| row.stuck.is_none()));
    let (view, check) = class_from_lrs(
        &statements,
        &[],
        options(),
        StuckRule::default(),
        at("2026-05-20T08:01:17+02:00"),
    );
    assert_eq!(check.stuck, 1);
    assert_eq!(view.rows[3].trainee, "Dora Luz");
    assert_eq!(
        view.rows[3].stuck,
        Some(Stuck::NoRightAnswer { seconds: 60 })
    );
    // A made-up run of three wrong answers: stuck at once.
    let mut wrong = statements.clone();
    let template = wrong
        .iter()
        .rev()
        .find(|s| s["actor"]["name"] == "Dora Luz" && s["result"]["success"] == false)
        .unwrap()
        .clone();
    for (second, n) in [(20, 90), (22, 91), (24, 92)] {
        let mut extra = template.clone();
        extra["id"] = serde_json::json!(format!("extra-{n}"));
        extra["timestamp"] = serde_json::json!(format!("2026-05-20T06:00:{second}Z"));
        extra["result"]["extensions"][tallador::session::exam::xapi::ATTEMPT_EXTENSION] =
            serde_json::json!(2);
        wrong.push(extra);
    }
    let (view, _) = class_from_lrs(
        &wrong,
        &[],
        options(),
        StuckRule::default(),
        at("2026-05-20T08:00:30+02:00"),
    );
    assert_eq!(view.rows[3].stuck, Some(Stuck::Mistakes { in_a_row: 3 }));
}
