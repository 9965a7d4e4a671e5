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
