//! Courses (docs/courses.md): the course file, checked against what it names, signed by the
//! instructor, refused when it is not; the built-in courses. Positions are counted by hand on
//! the course text of [`COURSE`], whose lines are numbered in the comment above it.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use tallador::core::Profiles;
use tallador::core::diagnostic::Diagnostic;
use tallador::session::course::load::{self, Trust};
use tallador::session::course::{Course, CourseItem};
use tallador::session::exam::seal::{InstructorKey, Subject, TrustedKeys, course_hash};
use tallador::session::library::Library;
use tallador::session::log::Stamp;
use tallador::session::quiz::Drill;
use tallador::text::explain;
use tallador::text::i18n::{I18n, Lang};

// Lines:
//  1 Course(
//  2     format: 1,
//  3     name: "Test course",
//  4     table: "casilleros",
//  5     modules: [
//  6         Module(
//  7             id: "tableau",
//  8             title: "The tableau",
//  9             items: [Drill("third-card"), Focus("banca-draws")],
// 10             gate: Gate(first_try: 90, over_last: 20, median_seconds: 5),
// 11         ),
// 12         Module(
// 13             id: "order",
// 14             title: "Box order",
// 15             items: [Drill("box-order"), Situation("casilleros/twelve-boxes.ron")],
// 16             gate: Gate(first_try: 85, over_last: 10),
// 17         ),
// 18     ],
// 19     exams: ["exams/table-test.ron"],
// 20 )
const COURSE: &str = r#"Course(
    format: 1,
    name: "Test course",
    table: "casilleros",
    modules: [
        Module(
            id: "tableau",
            title: "The tableau",
            items: [Drill("third-card"), Focus("banca-draws")],
            gate: Gate(first_try: 90, over_last: 20, median_seconds: 5),
        ),
        Module(
            id: "order",
            title: "Box order",
            items: [Drill("box-order"), Situation("casilleros/twelve-boxes.ron")],
            gate: Gate(first_try: 85, over_last: 10),
        ),
    ],
    exams: ["exams/table-test.ron"],
)
"#;

fn library() -> Library {
    Library::shipped(&Profiles::default())
}

fn parse(text: &str) -> Result<Course, Diagnostic> {
    Course::parse("c.ron", text, &Profiles::default(), &library())
}

/// Where a refusal is, as `line:column`, and its problem's id.
fn refused(text: &str) -> (String, &'static str) {
    let error = parse(text).unwrap_err();
    let position = error.position.expect("a position");
    (
        format!("{}:{}", position.line, position.column),
        error.problem.expect("a problem").id,
    )
}

/// A folder holding the course (as `text`) and its exam paper (the built-in casilleros test).
fn folder_with(text: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("exams")).unwrap();
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/courses/exams/casilleros-table-test.ron"),
        dir.path().join("exams/table-test.ron"),
    )
    .unwrap();
    let course = dir.path().join("course.ron");
    std::fs::write(&course, text).unwrap();
    (dir, course)
}

fn marta() -> InstructorKey {
    InstructorKey::from_secret("Marta Ruiz", [7; 32])
}

fn stamp() -> Stamp {
    Stamp::new(chrono::DateTime::parse_from_rfc3339("2026-12-01T09:00:00+01:00").unwrap())
}

fn sign(key: &InstructorKey, course: &Path) {
    let text = std::fs::read_to_string(course).unwrap();
    key.seal(Subject::Course, &course_hash(&text), stamp(), None)
        .write_for(course)
        .unwrap();
}

#[test]
fn a_course_reads_into_its_modules_items_and_gates() {
    let course = parse(COURSE).unwrap();
    assert_eq!(course.name, "Test course");
    assert_eq!(course.table, "casilleros");
    assert_eq!(course.modules.len(), 2);
    let tableau = &course.modules[0];
    assert_eq!(tableau.id, "tableau");
    assert_eq!(tableau.items[0], CourseItem::Drill(Drill::ThirdCard));
    assert_eq!(tableau.gate.first_try.get(), 90);
    assert_eq!(tableau.gate.over_last.get(), 20);
    assert_eq!(tableau.gate.median_seconds.map(|s| s.get()), Some(5));
    let order = &course.modules[1];
    assert_eq!(
        order.items[1],
        CourseItem::Situation("casilleros/twelve-boxes.ron".into())
    );
    // No pace floor written: accuracy alone.
    assert_eq!(order.gate.median_seconds, None);
    assert_eq!(course.exams, vec![PathBuf::from("exams/table-test.ron")]);
}

/// A course names itself and its modules in English, and in Spanish and Italian when it gives
/// them: es-AR reads the Spanish, a language the course does not give falls back to English,
/// and writing the course out keeps every language.
#[test]
fn a_course_s_names_in_spanish_and_italian_fall_back_to_english() {
    let text = COURSE
        .replace(
            "name: \"Test course\",",
            "name: \"Test course\",\n    name_es: \"Curso de prueba\",\n    name_it: \"Corso di prova\",",
        )
        .replace(
            "title: \"The tableau\",",
            "title: \"The tableau\",\n            title_it: \"La tabella\",",
        );
    let course = parse(&text).unwrap();
    assert_eq!(course.name_for("it"), "Corso di prova");
    assert_eq!(course.name_for("es-AR"), "Curso de prueba");
    assert_eq!(course.name_for("en"), "Test course");
    let tableau = &course.modules[0];
    assert_eq!(tableau.title_for("it"), "La tabella");
    // No Spanish title given: English.
    assert_eq!(tableau.title_for("es"), "The tableau");
    assert_eq!(course.modules[1].title_for("it"), "Box order");
    assert_eq!(parse(&course.to_ron()).unwrap(), course);
}

/// What the course screen tells a trainee to aim at: the fewest right of the last N that meet
/// the gate, rounded up (the gate holds at right × 100 ≥ percent × N).
#[test]
fn a_gate_needs_its_share_of_the_last_items_rounded_up() {
    use std::num::NonZeroU32;
    use tallador::session::course::Gate;
    use tallador::session::exam::paper::Percent;
    let gate = |percent: u32, over: u32| Gate {
        first_try: Percent::new(percent).unwrap(),
        over_last: NonZeroU32::new(over).unwrap(),
        median_seconds: None,
    };
    // 90 % of 20: 18 exactly; 85 % of 20: 17 exactly.
    assert_eq!(gate(90, 20).right_needed(), 18);
    assert_eq!(gate(85, 20).right_needed(), 17);
    // 80 % of 6 is 4.8: 4 right is 66 %, 5 is 83 %.
    assert_eq!(gate(80, 6).right_needed(), 5);
    // 1 % of 1 is still one; 100 % of 7 is all seven; 0 % needs none.
    assert_eq!(gate(1, 1).right_needed(), 1);
    assert_eq!(gate(100, 7).right_needed(), 7);
    assert_eq!(gate(0, 20).right_needed(), 0);
}

#[test]
fn each_bad_item_is_refused_at_its_place() {
    // Line 9: 12 spaces and `items: [` (8 characters) come before the first item: column 21.
    assert_eq!(
        refused(&COURSE.replace("Drill(\"third-card\")", "Drill(\"third-cards\")")),
        ("9:21".into(), "course_unknown_drill")
    );
    // The Venice drill is not asked at a casilleros table.
    assert_eq!(
        refused(&COURSE.replace("Drill(\"third-card\")", "Drill(\"venice\")")),
        ("9:21".into(), "course_drill_not_for_table")
    );
    // The focus comes after `Drill("third-card"), ` (21 characters): column 42.
    assert_eq!(
        refused(&COURSE.replace("banca-draws", "banca-draw")),
        ("9:42".into(), "paper_unknown_focus")
    );
    // Line 15: 12 + 8 + `Drill("box-order"), ` (20): column 41.
    assert_eq!(
        refused(&COURSE.replace("twelve-boxes", "thirteen-boxes")),
        ("15:41".into(), "course_no_situation")
    );
    // A Puerto Rico situation in a casilleros course.
    assert_eq!(
        refused(&COURSE.replace(
            "casilleros/twelve-boxes.ron",
            "punto-banco-pr/natural-nine-for-punto.ron"
        )),
        ("15:41".into(), "course_situation_other_table")
    );
}

#[test]
fn a_gate_out_of_range_and_a_module_twice_are_refused_at_their_field() {
    // Line 10: 12 spaces and `gate: Gate(` (11) before `first_try`: column 24.
    assert_eq!(
        refused(&COURSE.replace("first_try: 90", "first_try: 101")),
        ("10:24".into(), "course_gate_range")
    );
    assert_eq!(
        refused(&COURSE.replace("first_try: 90", "first_try: 0")),
        ("10:24".into(), "course_gate_range")
    );
    // `over_last` after `first_try: 90, ` (15 characters): column 39.
    assert_eq!(
        refused(&COURSE.replace("over_last: 20", "over_last: 501")),
        ("10:39".into(), "course_gate_range")
    );
    // The second module's id, line 13, after 12 spaces.
    assert_eq!(
        refused(&COURSE.replace("id: \"order\"", "id: \"tableau\"")),
        ("13:13".into(), "course_module_twice")
    );
}

#[test]
fn bad_ron_and_an_unknown_table_name_their_line_and_column() {
    // No comma after `format: 1`: the reader stops at `name` (line 3, column 5).
    let (at, _) = refused(&COURSE.replacen("format: 1,", "format: 1", 1));
    assert_eq!(at, "3:5");
    // `table` on line 4, after 4 spaces.
    assert_eq!(
        refused(&COURSE.replace("\"casilleros\",", "\"baccarat\",")),
        ("4:5".into(), "no_profile")
    );
}

#[test]
fn a_missing_paper_is_refused_where_the_course_names_it() {
    let (_dir, path) = folder_with(&COURSE.replace("table-test.ron", "no-such-test.ron"));
    let error = load::load(&path, &Profiles::default(), &library()).unwrap_err();
    // Line 19: 4 spaces and `exams: [` (8) before the quoted path: column 13.
    let position = error.position.unwrap();
    assert_eq!((position.line, position.column), (19, 13));
    assert_eq!(error.problem.as_ref().unwrap().id, "course_paper_unusable");
    // Said in Spanish at the screen, the file's reason behind it.
    let es = explain::diagnostic(&I18n::new(Lang::Es), &error);
    assert!(
        es.contains(":19:13: el examen `exams/no-such-test.ron` no se puede usar: "),
        "{es}"
    );
}

#[test]
fn a_course_counts_only_signed_by_a_trusted_key_and_unchanged() {
    let (_dir, path) = folder_with(COURSE);
    let profiles = Profiles::default();
    let trusted = TrustedKeys {
        keys: vec![marta().public()],
    };
    // Unsigned.
    let error = load::load_trusted(&path, &profiles, &library(), &trusted).unwrap_err();
    assert_eq!(error.problem.unwrap().id, "course_unsigned");
    // Signed by Marta, trusted.
    sign(&marta(), &path);
    let course = load::load_trusted(&path, &profiles, &library(), &trusted).unwrap();
    assert_eq!(
        course.trust(),
        &Trust::Signed {
            instructor: "Marta Ruiz".into()
        }
    );
    // A trainee lowers a gate: the signature no longer covers the text.
    std::fs::write(&path, COURSE.replace("first_try: 90", "first_try: 10")).unwrap();
    let error = load::load_trusted(&path, &profiles, &library(), &trusted).unwrap_err();
    assert_eq!(error.problem.unwrap().id, "course_changed");
    // A key the school does not trust signs the edited course.
    sign(&InstructorKey::from_secret("Someone Else", [9; 32]), &path);
    let error = load::load_trusted(&path, &profiles, &library(), &trusted).unwrap_err();
    let problem = error.problem.unwrap();
    assert_eq!(problem.id, "course_seal_refused");
    assert_eq!(problem.args, vec![("why", "unknown-key".to_string())]);
}

#[test]
fn every_built_in_course_passes_its_check() {
    let names = load::shipped_names();
    assert_eq!(
        names,
        vec!["casilleros", "punto-banco-pr", "punto-banco-venezia"]
    );
    for name in &names {
        let course = load::shipped(name, &Profiles::default(), &library())
            .unwrap_or_else(|error| panic!("{name}: {error}"));
        assert_eq!(course.trust(), &Trust::Shipped);
        assert_eq!(&course.course().table, name);
        assert_eq!(course.files().papers.len(), 1);
        // Every module gates on at least 80 % at the first try over at least 20 items, and
        // the irregularities are trained in every course.
        for module in &course.course().modules {
            assert!(module.gate.first_try.get() >= 80, "{name}/{}", module.id);
            assert!(module.gate.over_last.get() >= 20, "{name}/{}", module.id);
        }
        assert!(course.course().modules.iter().any(|module| {
            module.items.contains(&CourseItem::Focus(
                tallador::core::generate::Focus::Irregularities,
            ))
        }));
    }
}

fn tallador(args: &[&str], data: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tallador"))
        .args(args)
        .env("TALLADOR_DATA", data)
        .output()
        .expect("the binary runs")
}

#[test]
fn course_check_and_sign_on_the_command_line() {
    let (dir, path) = folder_with(COURSE);
    let data = dir.path().join("data");
    let course = path.to_str().unwrap();
    // Unsigned: 1, the message at the course's first line.
    let unsigned = tallador(&["course", "check", course], &data);
    assert_eq!(unsigned.status.code(), Some(1));
    let said = String::from_utf8_lossy(&unsigned.stderr);
    assert!(
        said.contains("course.ron:1:1: the course is not signed"),
        "{said}"
    );
    // The instructor makes a key and signs; with the key trusted, the course checks.
    let keys = dir.path().join("keys");
    let init = tallador(
        &[
            "instructor",
            "init",
            "--name",
            "Marta Ruiz",
            "--dir",
            keys.to_str().unwrap(),
        ],
        &data,
    );
    assert_eq!(init.status.code(), Some(0), "{init:?}");
    let key = keys.join("instructor.key");
    let signed = tallador(
        &["course", "sign", course, "--key", key.to_str().unwrap()],
        &data,
    );
    assert_eq!(signed.status.code(), Some(0), "{signed:?}");
    let checked = tallador(
        &["course", "check", course, "--keys", keys.to_str().unwrap()],
        &data,
    );
    assert_eq!(checked.status.code(), Some(0), "{checked:?}");
    let out = String::from_utf8_lossy(&checked.stdout);
    assert!(
        out.contains("course «Test course», table casilleros, 2 modules, 4 items, 1 exam paper(s), signed by Marta Ruiz"),
        "{out}"
    );
    // A bad item: 2, at its place, in the language asked for.
    std::fs::write(&path, COURSE.replace("third-card", "third-cards")).unwrap();
    let bad = tallador(&["course", "check", course, "--lang", "es"], &data);
    assert_eq!(bad.status.code(), Some(2));
    let said = String::from_utf8_lossy(&bad.stderr);
    assert!(
        said.contains("course.ron:9:21: `third-cards` no es un ejercicio rápido"),
        "{said}"
    );
    // A built-in course by name.
    let shipped = tallador(&["course", "check", "punto-banco-venezia"], &data);
    assert_eq!(shipped.status.code(), Some(0), "{shipped:?}");
}

// Progress, from logs written by real quiz sessions. The course of these tests:
// - `totals`: the totals drill; 80 % right at the first try over the last 10, median 3 s at most;
// - `third`: the third-card drill; 80 % over the last 5, no pace floor.
const PATH_COURSE: &str = r#"Course(
    format: 1,
    name: "Path",
    table: "casilleros",
    modules: [
        Module(id: "totals", title: "Totals", items: [Drill("totals")],
            gate: Gate(first_try: 80, over_last: 10, median_seconds: 3)),
        Module(id: "third", title: "Third card", items: [Drill("third-card")],
            gate: Gate(first_try: 80, over_last: 5)),
    ],
    exams: ["exams/table-test.ron"],
)
"#;

use tallador::session::course::progress::{self, ModuleState, Progress};
use tallador::session::quiz::History;

mod common;
mod lrs_support;
use common::quiz::quiz;

fn standing(data: &Path, trainee: &str) -> Progress {
    let profiles = Profiles::default();
    let course = Course::parse("path.ron", PATH_COURSE, &profiles, &library()).unwrap();
    let (logs, problems) = load::trainee_logs(&data.join("logs"), trainee);
    assert!(problems.is_empty(), "{problems:?}");
    progress::progress(&course, &profiles, trainee, &logs, None)
}

#[test]
fn a_trainee_below_the_gate_then_at_it_then_through_the_course() {
    let data = tempfile::tempdir().unwrap();
    // Day 1: ten totals, the 3rd, 6th and 9th wrong, 2 s each: 7 of 10 = 70 % < 80 %.
    let mut day1 = vec![(true, 2); 10];
    for index in [2, 5, 8] {
        day1[index].0 = false;
    }
    quiz(
        data.path(),
        "Ana Pérez",
        Drill::Totals,
        "2026-12-01T09:00:00+01:00",
        &day1,
    );
    let below = standing(data.path(), "Ana Pérez");
    let totals = &below.modules[0];
    assert_eq!(totals.state, ModuleState::Open);
    assert_eq!((totals.figure.counted, totals.figure.correct), (10, 7));
    assert_eq!(totals.figure.percent(), Some(70));
    assert!(!totals.figure.accuracy_met);
    // The pace is not looked at before accuracy is met.
    assert_eq!(totals.figure.pace_met, None);
    assert_eq!(below.modules[1].state, ModuleState::Locked);
    assert!(!below.exams_open);

    // Day 2: ten more, two wrong, times 1,2,2,2,3,3,3,3,4,5 s. The last ten are day 2's: 8 of
    // 10 = 80 %, and the median of ten times is the mean of the 5th and 6th, (3 + 3) / 2 = 3 s:
    // the gate is met.
    let day2 = [
        (true, 1),
        (false, 2),
        (true, 2),
        (true, 2),
        (true, 3),
        (false, 3),
        (true, 3),
        (true, 3),
        (true, 4),
        (true, 5),
    ];
    quiz(
        data.path(),
        "Ana Pérez",
        Drill::Totals,
        "2026-12-02T09:00:00+01:00",
        &day2,
    );
    let at_gate = standing(data.path(), "Ana Pérez");
    let totals = &at_gate.modules[0];
    assert_eq!((totals.figure.counted, totals.figure.correct), (10, 8));
    assert_eq!(totals.figure.median_ms, Some(3000));
    assert_eq!(totals.figure.pace_met, Some(true));
    assert_eq!(totals.state, ModuleState::Mastered);
    assert_eq!(at_gate.modules[1].state, ModuleState::Open);
    assert!(!at_gate.exams_open, "the third-card gate is not met yet");

    // Day 3: five third-card items right: 5 of 5. Every gate is met: the exam opens.
    quiz(
        data.path(),
        "Ana Pérez",
        Drill::ThirdCard,
        "2026-12-03T09:00:00+01:00",
        &[(true, 1); 5],
    );
    let through = standing(data.path(), "Ana Pérez");
    assert_eq!(through.modules[1].state, ModuleState::Mastered);
    assert!(through.exams_open);
}

#[test]
fn the_pace_floor_counts_only_once_accuracy_is_met_and_others_logs_do_not_count() {
    let data = tempfile::tempdir().unwrap();
    // Bruno: ten right at 4 s each: accuracy met (100 %), the median 4 s is slower than 3 s.
    quiz(
        data.path(),
        "Bruno Díaz",
        Drill::Totals,
        "2026-12-01T10:00:00+01:00",
        &[(true, 4); 10],
    );
    let bruno = standing(data.path(), "Bruno Díaz");
    let totals = &bruno.modules[0];
    assert!(totals.figure.accuracy_met);
    assert_eq!(totals.figure.pace_met, Some(false));
    assert_eq!(totals.state, ModuleState::Open);
    // Ana has no log: nothing counted, and Bruno's are not hers.
    let ana = standing(data.path(), "Ana Pérez");
    assert_eq!(ana.modules[0].figure.counted, 0);
}

#[test]
fn an_edited_log_opens_no_gate() {
    let data = tempfile::tempdir().unwrap();
    let mut answers = vec![(true, 1); 10];
    answers[0].0 = false;
    answers[1].0 = false;
    answers[2].0 = false;
    quiz(
        data.path(),
        "Ana Pérez",
        Drill::Totals,
        "2026-12-01T09:00:00+01:00",
        &answers,
    );
    // 7 of 10: below. The trainee makes the first answer look quicker in the file (a wrong
    // answer turned right would not even read: a right step names no rule).
    let logs = data.path().join("logs");
    let file = std::fs::read_dir(&logs)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("response_ms: 1000,"));
    std::fs::write(
        &file,
        text.replacen("response_ms: 1000,", "response_ms: 999,", 1),
    )
    .unwrap();
    let edited = standing(data.path(), "Ana Pérez");
    assert_eq!(edited.altered, 1);
    assert_eq!(edited.modules[0].figure.counted, 0);
    assert_eq!(edited.modules[0].state, ModuleState::Open);
}

#[test]
fn due_counts_come_from_the_quiz_schedule() {
    let profiles = Profiles::default();
    let course = Course::parse("path.ron", PATH_COURSE, &profiles, &library()).unwrap();
    // The totals drill has 20 items (2 or 3 cards, totals 0 to 9). After 50 answers, on 4
    // December: one was due at answer 40 (due now), one at 60 (not yet, and no day kept: an
    // older history); one at 70 in box 2, last answered on 3 December: a box-2 item is due a
    // day later whatever the answers since, so due today; one at 70 in box 3, last answered on
    // 2 December: due three days later, on the 5th, not yet. 2 due, 16 never asked.
    let day = |text: &str| chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap();
    let mut history = History::new("Ana Pérez");
    history.answers = 50;
    for (key, due, level, last) in [
        ("total:2:5", 40, 1, None),
        ("total:3:7", 60, 1, None),
        ("total:2:6", 70, 2, Some("2026-12-03")),
        ("total:3:8", 70, 3, Some("2026-12-02")),
    ] {
        let stats = history.items.entry(key.into()).or_default();
        stats.seen = 1;
        stats.due = due;
        stats.level = level;
        stats.last_day = last.map(day);
    }
    let on = |today: &str| {
        let standing = progress::progress(
            &course,
            &profiles,
            "Ana Pérez",
            &[],
            Some((&history, day(today))),
        );
        (standing.modules[0].due, standing.modules[0].new)
    };
    assert_eq!(on("2026-12-04"), (2, 16));
    // The next day the box-3 item is due too; the day before, only the answers' clock counts.
    assert_eq!(on("2026-12-05"), (3, 16));
    assert_eq!(on("2026-12-03"), (1, 16));
}

#[test]
fn a_roster_with_an_id_twice_is_refused_at_its_line() {
    use tallador::session::exam::names::Roster;
    // Line 1 is the header, line 2 Ana, line 3 Bruno with Ana's id.
    let error = Roster::parse("id,name\nT-01,Ana Pérez\nT-01,Bruno Díaz\n").unwrap_err();
    assert_eq!(error.line, 3);
    assert!(
        error.to_string().contains("the id `T-01` is given twice"),
        "{error}"
    );
}

#[test]
fn a_course_written_out_reads_back_the_same() {
    let profiles = Profiles::default();
    for name in load::shipped_names() {
        let shipped = load::shipped(&name, &profiles, &library()).unwrap();
        let course = shipped.course();
        let text = course.to_ron();
        assert_eq!(&parse(&text).unwrap(), course, "{text}");
    }
    let course = parse(COURSE).unwrap();
    assert_eq!(parse(&course.to_ron()).unwrap(), course);
}

/// The bad-course corpus (`tests/bad_input/courses/`): each file refused by `tallador check` and
/// by `tallador course check` with exit status 2 and `FILE:LINE:COLUMN: message`, never a panic.
#[test]
fn every_bad_course_is_refused_with_a_position() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bad_input/courses");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    files.sort();
    assert!(files.len() >= 25, "{}", files.len());
    let data = tempfile::tempdir().unwrap();
    let mut said = std::collections::BTreeMap::new();
    for file in &files {
        let path = file.to_str().unwrap();
        for args in [vec!["check", path], vec!["course", "check", path]] {
            let output = tallador(&args, data.path());
            let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
            assert_eq!(output.status.code(), Some(2), "{path}: {stderr}");
            assert!(!stderr.contains("panicked"), "{path}: {stderr}");
            let first = stderr.lines().next().unwrap_or_default().to_string();
            let rest = first
                .strip_prefix(&format!("{path}:"))
                .unwrap_or_else(|| panic!("{path}: no file name in {first:?}"));
            let mut parts = rest.splitn(3, ':');
            let line = parts.next().unwrap_or_default();
            let column = parts.next().unwrap_or_default();
            assert!(line.parse::<usize>().is_ok_and(|l| l >= 1), "{first}");
            assert!(column.parse::<usize>().is_ok_and(|c| c >= 1), "{first}");
            said.insert(
                file.file_name().unwrap().to_string_lossy().into_owned(),
                rest.to_string(),
            );
        }
    }
    // A few, where the refusal is, counted by hand on the file (the item lines start at
    // column 13 with `items: [`, so the first item is at column 21).
    assert!(said["unknown-drill.ron"].starts_with("9:21: `fourth-card` is not a quick drill"));
    assert!(said["first-try-zero.ron"].starts_with("10:24: the gate's `first_try`"));
    assert!(said["module-twice.ron"].starts_with("13:13: two modules have the id `tableau`"));
    assert!(said["missing-paper.ron"].starts_with("13:13: the exam paper"));
}

/// The CSV row of `trainee` as (column, value) pairs.
fn csv_row(csv: &str, trainee: &str) -> Vec<(String, String)> {
    let mut lines = csv.lines();
    let header: Vec<String> = lines.next().unwrap().split(',').map(String::from).collect();
    let row = lines
        .find(|line| line.starts_with(trainee))
        .unwrap_or_else(|| panic!("no row of {trainee}:\n{csv}"));
    header
        .into_iter()
        .zip(row.split(',').map(String::from))
        .collect()
}

fn field<'a>(row: &'a [(String, String)], name: &str) -> &'a str {
    &row.iter().find(|(column, _)| column == name).unwrap().1
}

/// Ana past the first gate, Bruno below it after its whole window, Carla short of the window.
fn three_trainees() -> tempfile::TempDir {
    let data = tempfile::tempdir().unwrap();
    // The built-in casilleros course: five modules; the first, "Totals and the tableau", asks
    // 90 % at the first try over the last 20 answers, then a median of 4 s at most.
    // Ana: 20 totals right, 2 s each: 100 %, median 2 s: the first gate is met, she is at the
    // second module ("The deal and the order of the boxes"), 1 gate of 5.
    quiz(
        data.path(),
        "Ana Pérez",
        Drill::Totals,
        "2026-12-01T09:00:00+01:00",
        &[(true, 2); 20],
    );
    // Bruno: 20 totals, every third wrong from the 3rd (3, 6, …, 18: six): 14 of 20 = 70 % over
    // the gate's whole window, below its 90 %: at risk, below the gate.
    let mut bruno = vec![(true, 2); 20];
    for index in [2, 5, 8, 11, 14, 17] {
        bruno[index].0 = false;
    }
    quiz(
        data.path(),
        "Bruno Díaz",
        Drill::Totals,
        "2026-12-01T10:00:00+01:00",
        &bruno,
    );
    // Carla: 5 totals right: the window is not full yet, so not at risk: still module 1.
    quiz(
        data.path(),
        "Carla Ruiz",
        Drill::Totals,
        "2026-12-01T11:00:00+01:00",
        &[(true, 2); 5],
    );
    data
}

/// `tallador class` of the three trainees' logs against the casilleros course, idle after 30
/// days, on 2 December at noon, with `more` arguments: its output (exit 0).
fn class_of(data: &tempfile::TempDir, more: &[&str]) -> String {
    let logs = data.path().join("logs");
    let mut args = vec![
        "class",
        logs.to_str().unwrap(),
        "--course",
        "casilleros",
        "--idle-days",
        "30",
        "--now",
        "2026-12-02T12:00:00+01:00",
    ];
    args.extend_from_slice(more);
    let output = tallador(&args, data.path());
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn the_class_view_shows_each_trainee_s_module_and_who_is_below_a_gate() {
    let data = three_trainees();
    let class = |lang: &str, csv: bool| {
        let mut args = vec!["--lang", lang];
        if csv {
            args.push("--csv");
        }
        class_of(&data, &args)
    };
    let csv = class("en", true);
    let ana = csv_row(&csv, "Ana Pérez");
    assert_eq!(field(&ana, "module"), "The deal and the order of the boxes");
    assert_eq!(
        (field(&ana, "gates_met"), field(&ana, "gates_total")),
        ("1", "5")
    );
    assert_eq!(field(&ana, "at_risk"), "");
    let bruno = csv_row(&csv, "Bruno Díaz");
    assert_eq!(field(&bruno, "module"), "Totals and the tableau");
    assert_eq!(
        (field(&bruno, "gates_met"), field(&bruno, "gates_total")),
        ("0", "5")
    );
    assert_eq!(field(&bruno, "at_risk"), "below-gate");
    let carla = csv_row(&csv, "Carla Ruiz");
    assert_eq!(field(&carla, "module"), "Totals and the tableau");
    assert_eq!(field(&carla, "at_risk"), "");
    // In Spanish, the module as the course names it in Spanish, and why Bruno is at risk.
    let table = class("es", false);
    assert!(
        table.contains("El reparto y el orden de los casilleros"),
        "{table}"
    );
    assert!(
        table.contains(
            "70 % al primer intento en los últimos 20 ítems del módulo; la meta pide 90 %"
        ),
        "{table}"
    );
}

/// With the class read from the school's LRS (`--lrs`), the course still comes from the logs
/// gathered in the folder (practice never goes to the LRS): the same modules, gates and risk
/// as without the LRS. It was left out (no module column at all).
#[test]
fn the_class_from_the_lrs_reads_the_course_from_the_folder_s_logs() {
    let data = three_trainees();
    let lrs = lrs_support::FakeLrs::start();
    tallador::session::lrs::queue::save_settings(
        data.path(),
        &lrs_support::school_settings(&lrs.endpoint),
    )
    .unwrap();
    let csv = class_of(&data, &["--lrs", "--lang", "en", "--csv"]);
    let expected = [
        ("Ana Pérez", "The deal and the order of the boxes", "1", ""),
        ("Bruno Díaz", "Totals and the tableau", "0", "below-gate"),
        ("Carla Ruiz", "Totals and the tableau", "0", ""),
    ];
    for (trainee, module, met, risk) in expected {
        let row = csv_row(&csv, trainee);
        assert_eq!(field(&row, "module"), module, "{trainee}");
        assert_eq!(
            (field(&row, "gates_met"), field(&row, "gates_total")),
            (met, "5"),
            "{trainee}"
        );
        assert_eq!(field(&row, "at_risk"), risk, "{trainee}");
    }
}

#[test]
fn a_paper_s_title_is_in_the_trainee_s_language_italian_included() {
    // The Venice course's table test names itself in Italian (title_it), in Spanish, and in
    // English where a language gives none; a paper written back keeps its Italian title.
    let profiles = Profiles::default();
    let venice = load::shipped("punto-banco-venezia", &profiles, &library()).unwrap();
    let paper = &venice.files().papers[0].paper;
    assert_eq!(paper.title_for("it"), "Esame al tavolo di Venezia");
    assert_eq!(paper.title_for("es-AR"), "Examen de mesa de Venecia");
    assert_eq!(paper.title_for("en"), "Venice table test");
    let written = paper.to_ron();
    assert!(
        written.contains("title_it: \"Esame al tavolo di Venezia\""),
        "{written}"
    );
    let mut english_only = paper.clone();
    english_only.title_it.clear();
    assert_eq!(english_only.title_for("it"), "Venice table test");
}
