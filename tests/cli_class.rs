//! `tallador class FOLDER`: the class's table in the user's language and its CSV, from the
//! class fixtures (`tests/common_class`, figures worked out there by hand).

mod common_class;

use std::path::Path;
use std::process::{Command, Output};

use tallador::text::i18n::{I18n, Lang};

fn tallador(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tallador"))
        .args(args)
        .env(
            "TALLADOR_DATA",
            std::env::temp_dir().join("tallador-cli-class-test-none"),
        )
        .output()
        .expect("the binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn class(folder: &Path, more: &[&str]) -> Output {
    let folder = folder.to_str().unwrap();
    let mut args = vec![
        "class",
        folder,
        "--now",
        "2026-05-20T12:00:00+02:00",
        "--min-accuracy",
        "70",
    ];
    args.extend_from_slice(more);
    tallador(&args)
}

#[test]
fn the_table_shows_each_trainee_and_who_is_at_risk_in_spanish() {
    let dir = common_class::class_folder();
    let output = class(dir.path(), &["--lang", "es"]);
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    let text = stdout(&output);
    let es = I18n::new(Lang::Es);
    assert!(text.starts_with(&*es.tr("class.title")), "{text}");
    // Four trainees, nine logs, Bruno and Carla at risk.
    let summary = es.trf(
        "class.summary",
        &[("trainees", "4"), ("logs", "9"), ("risk", "2")],
    );
    assert!(text.contains(&summary), "{text}");
    let line = |name: &str| {
        text.lines()
            .find(|line| line.starts_with(name))
            .unwrap_or_else(|| panic!("no row for {name}:\n{text}"))
            .to_string()
    };
    let sign = es.tr("class.at_risk_sign");
    // Bruno: 8 of 14 = 57,1 %, median 3,5 s, last seen yesterday, below 70 %.
    let bruno = line("Bruno Díaz");
    assert!(bruno.contains("57,1 %"), "{bruno}");
    assert!(bruno.contains(&*sign), "{bruno}");
    let risk = es.trf("class.risk_accuracy", &[("percent", "57,1"), ("min", "70")]);
    assert!(bruno.contains(&risk), "{bruno}");
    assert!(bruno.contains("T4 (3), T5 (3)"), "{bruno}");
    // Carla: ten days idle.
    let carla = line("Carla Gómez");
    assert!(carla.contains(&*sign), "{carla}");
    assert!(
        carla.contains(&es.trf("class.risk_idle", &[("days", "10")])),
        "{carla}"
    );
    assert!(carla.contains("2026-05-10"), "{carla}");
    // Ana and Dora on track.
    for name in ["Ana Pérez", "Dora Luz"] {
        let row = line(name);
        assert!(!row.contains(&*sign), "{row}");
        assert!(row.contains(&*es.tr("class.on_track")), "{row}");
    }
    assert!(line("Ana Pérez").contains("95,7 %"));
    // The heat map by rule and the hardest situation, PR at 22,7 %.
    assert!(text.contains("T4: Bruno Díaz 3, Dora Luz 2"), "{text}");
    assert!(text.contains("CAS-e: Ana Pérez 1"), "{text}");
    assert!(text.contains(&*es.tr("class.hardest_title")), "{text}");
    let hardest = text
        .lines()
        .skip_while(|line| *line != es.tr("class.hardest_title"))
        .nth(1)
        .unwrap_or_default();
    assert!(hardest.contains("22,7 %"), "{text}");
    assert!(hardest.contains("(punto-banco-pr)"), "{hardest}");
}

#[test]
fn the_csv_has_a_header_and_the_date_filter_applies() {
    let dir = common_class::class_folder();
    let output = class(
        dir.path(),
        &["--csv", "--from", "2026-05-19", "--to", "2026-05-19"],
    );
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("trainee,id,sessions,decisions,correct,"));
    assert_eq!(lines.len(), 5, "{text}");
    // On the 19th: Ana 8 of 8, Bruno 1 of 3, Carla nothing (idle), Dora 1 of 3.
    assert!(
        lines[1].starts_with("Ana Pérez,name:ana perez,1,8,8,100.0,"),
        "{text}"
    );
    assert!(
        lines[2].starts_with("Bruno Díaz,name:bruno diaz,1,3,1,33.3,"),
        "{text}"
    );
    assert!(
        lines[3].starts_with("Carla Gómez,name:carla gornez,0,0,0,,0,"),
        "{text}"
    );
    assert!(lines[3].contains(",idle,"), "{text}");
    assert!(
        lines[4].starts_with("Dora Luz,name:dora luz,1,3,1,33.3,"),
        "{text}"
    );
}

#[test]
fn a_bad_day_or_a_missing_folder_is_refused() {
    let dir = common_class::class_folder();
    let output = class(dir.path(), &["--from", "19/05/2026"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("19/05/2026"));
    let output = class(&dir.path().join("missing"), &[]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("not a folder"));
}

#[test]
#[ignore = "prints the table; run on purpose"]
fn print_the_table() {
    let dir = common_class::class_folder();
    print!("{}", stdout(&class(dir.path(), &["--lang", "en"])));
}

#[test]
fn an_altered_log_is_counted_and_a_broken_one_warned_of() {
    // The overview's fixtures: Ana's third log is altered, `broken.ron` does not read.
    let folder = common_class::fixtures().join("logs");
    let output = class(&folder, &["--lang", "en"]);
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    let text = stdout(&output);
    let en = I18n::new(Lang::En);
    assert!(
        text.contains(&en.trf("class.altered", &[("n", "1")])),
        "{text}"
    );
    // Three trainees, six logs read (the scenario file is no log).
    let summary = en.trf(
        "class.summary",
        &[("trainees", "3"), ("logs", "6"), ("risk", "3")],
    );
    assert!(text.contains(&summary), "{text}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("warning:") && stderr.contains("broken.ron"),
        "{stderr}"
    );
}
