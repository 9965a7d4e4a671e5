#![cfg(feature = "app")]
//! No text reaches the screen untranslated: with the test-only pseudo-locale every text that
//! comes from the translations has its letters changed (`Box` → `Ɓǿẋ`), so a visible text with
//! plain ASCII letters did not come from them. Every screen is visited (start; the trainer at
//! each table kind with feedback; the summary; each quick drill and the tableau map; review;
//! overview; inspector with problems; audit drill; help) and each text of the accessibility
//! tree checked. Allowed as they are: card codes, rule ids, the action language shown on
//! purpose, people's and files' names, key names every keyboard prints, and the licences.

use std::path::Path;

use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;
use tallador::app::{AppOptions, Screen};
use tallador::core::Profiles;
use tallador::text::i18n::{I18n, Lang};

mod common;

use common::app::{App, fixture, harness, settle};
use common::pseudo::{allowed_words, check, untranslated};

fn options(dir: &Path) -> AppOptions {
    let mut options = AppOptions::new(Profiles::default());
    options.logs_folder = Some(dir.join("logs"));
    options.quiz_folder = Some(dir.join("quiz"));
    options.library_folders = vec![fixture("examples")];
    options.shipped_library = false;
    options.pseudo_locale = true;
    options.lang = Some(Lang::En);
    options.trainee = Some("Ana Pérez".into());
    options
}

fn type_line(harness: &mut App, text: &str) {
    let label = I18n::pseudo(Lang::En).tr("train.type_action").into_owned();
    let line = harness.get_by_label(&label);
    line.focus();
    line.type_text(text);
    settle(harness);
    harness.key_press(Key::Enter);
    settle(harness);
}

#[test]
fn the_pseudo_locale_changes_every_visible_text() {
    let dir = tempfile::tempdir().unwrap();
    let mut found = Vec::new();

    let mut start = harness(options(dir.path()));
    check(&start, "start", &mut found);
    start.key_press(Key::F1);
    settle(&mut start);
    check(&start, "help", &mut found);

    for scenario in [
        "examples/cas-standing-box-first.ron",
        "examples/pr-punto-draws-shoe-passes.ron",
        "examples/ve-no-carta-on-5.ron",
    ] {
        let mut options = options(dir.path());
        options.scenario = Some(fixture(scenario));
        let mut trainer = harness(options);
        check(&trainer, &format!("trainer {scenario}"), &mut found);
        // A wrong choice: the feedback explains it.
        type_line(&mut trainer, "discard all");
        check(&trainer, &format!("feedback {scenario}"), &mut found);
        trainer.key_press(Key::F1);
        settle(&mut trainer);
        check(&trainer, &format!("help at {scenario}"), &mut found);
        trainer.key_press(Key::F1);
        settle(&mut trainer);
        trainer.key_press_modifiers(Modifiers::COMMAND, Key::E);
        settle(&mut trainer);
        check(&trainer, &format!("end? {scenario}"), &mut found);
        trainer.key_press(Key::Enter);
        settle(&mut trainer);
        assert_eq!(trainer.state().screen, Screen::Summary, "{scenario}");
        check(&trainer, &format!("summary {scenario}"), &mut found);
    }

    for quiz in [
        "menu",
        "map",
        "mixed:9|",
        "third-card:9|",
        "totals:9|",
        "payouts:9|",
        "box-order:9|",
        "deal:9|",
    ] {
        let mut options = options(dir.path());
        options.quiz = Some(quiz.to_string());
        let mut harness = harness(options);
        check(&harness, &format!("quiz {quiz}"), &mut found);
        if quiz == "menu" {
            harness.key_press(Key::F1);
            settle(&mut harness);
            check(&harness, "help at the quiz", &mut found);
        }
    }

    for (screen, open) in [
        (
            Screen::Review,
            Some(fixture("logs/20260504-100000-bruno-diaz-exam.ron")),
        ),
        (Screen::Overview, Some(fixture("logs"))),
        (Screen::Class, Some(fixture("logs"))),
        (Screen::Inspector, Some(fixture("cases/mesa-3.ron"))),
        (Screen::Inspector, None),
        (Screen::AuditDrill, None),
        // The log picker, over the logs the trainer scenes above wrote.
        (Screen::Review, None),
        (Screen::Overview, None),
    ] {
        let mut options = options(dir.path());
        options.screen = Some(screen);
        options.open = open.clone();
        let mut harness = harness(options);
        check(&harness, &format!("{screen:?} {open:?}"), &mut found);
        // Each screen's own keys in F1.
        harness.key_press(Key::F1);
        settle(&mut harness);
        let help = I18n::pseudo(Lang::En).tr("help.title").into_owned();
        assert!(
            harness.query_all_by_label(&help).next().is_some(),
            "F1 at {screen:?}"
        );
        check(&harness, &format!("help at {screen:?}"), &mut found);
    }

    // The inspector's editor with problems in its fields, each said in the interface's words.
    let pseudo = I18n::pseudo(Lang::En);
    for (what, edit, shown) in [
        (
            "a bad place and amount",
            (|draft: &mut tallador::inspect::case::CaseDraft| {
                draft.bets[0].place = "x".into();
                draft.bets[1].amount = "abc".into();
            }) as fn(&mut tallador::inspect::case::CaseDraft),
            pseudo.trf("problem.not_an_amount", &[("text", "abc")]),
        ),
        (
            "no bet",
            |draft| draft.bets.clear(),
            pseudo.tr("problem.casilleros_needs_bet").into_owned(),
        ),
        (
            "too few cards",
            |draft| draft.cards.truncate(3),
            pseudo.trf("problem.too_few_cards", &[("needed", "4"), ("given", "3")]),
        ),
    ] {
        let mut options = options(dir.path());
        options.screen = Some(Screen::Inspector);
        options.open = Some(fixture("cases/mesa-3.ron"));
        let mut harness = harness(options);
        edit(&mut harness.state_mut().inspector.draft);
        settle(&mut harness);
        assert!(
            harness.query_all_by_label_contains(&shown).next().is_some(),
            "{what}: {shown:?} not shown"
        );
        check(&harness, &format!("inspector with {what}"), &mut found);
    }

    assert!(
        found.is_empty(),
        "{} texts did not come from the translations:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_check_itself_tells_a_plain_text_from_a_translated_one() {
    let allowed = allowed_words();
    assert_eq!(
        untranslated("Hand 1, step 2", &allowed, &[]),
        ["Hand", "step"]
    );
    let pseudo = I18n::pseudo(Lang::En).trf("table.box_n", &[("n", "3")]);
    assert!(untranslated(&pseudo, &allowed, &[]).is_empty(), "{pseudo}");
    assert!(untranslated("draw 3 · KS · T4 · PAY-banca · Ctrl+E", &allowed, &[]).is_empty());
    // A path is data, a `/` between key names is not a path.
    assert!(untranslated("Ḗƞḓ: /tmp/logs/a.ron", &allowed, &[]).is_empty());
    assert_eq!(untranslated("Home / Ḗƞḓ", &allowed, &[]), ["Home"]);
}

/// A file that is wrong, made in `dir` (name and bytes), and what the window says of it.
struct BadFile {
    what: &'static str,
    /// The window's text, in `i18n`'s words.
    told: Box<dyn Fn(&I18n) -> String>,
    /// The file, line and column the text must keep (`None`: the problem has no place).
    place: Option<String>,
}

/// An exam paper of the fixtures, its scenario beside it, in `dir`; its path.
fn paper_in(dir: &Path, name: &str) -> std::path::PathBuf {
    std::fs::create_dir_all(dir.join("examples")).unwrap();
    std::fs::copy(
        fixture("examples/cas-banca6-encart.ron"),
        dir.join("examples/cas-banca6-encart.ron"),
    )
    .unwrap();
    let exams = dir.join("exams");
    std::fs::create_dir_all(&exams).unwrap();
    let path = exams.join(name);
    std::fs::copy(fixture("exams/casilleros-table-test.ron"), &path).unwrap();
    path
}

fn marta() -> tallador::session::exam::seal::InstructorKey {
    tallador::session::exam::seal::InstructorKey::from_secret("Marta Ruiz", [7; 32])
}

/// Signs the paper at `path` with Marta's key.
fn sign(path: &Path) {
    let files = tallador::session::exam::PaperFiles::load(path, &Profiles::default()).unwrap();
    let time = tallador::session::Stamp::new(
        chrono::DateTime::parse_from_rfc3339("2026-05-05T09:00:00+02:00").unwrap(),
    );
    marta()
        .sign_paper(&files, &Profiles::default(), time)
        .unwrap()
        .write_for(path)
        .unwrap();
}

/// Every kind of bad file a window user can open, and the LRS's refusals: each said through
/// the translations, keeping its file, line and column.
fn bad_files(dir: &Path) -> Vec<BadFile> {
    use tallador::core::diagnostic::Diagnostic;
    use tallador::session::exam::seal::{self, TrustedKeys};
    use tallador::session::lrs::problem::LrsProblem;
    use tallador::text::explain::{diagnostic, error};

    let write = |name: &str, bytes: &[u8]| {
        let path = dir.join(name);
        std::fs::write(&path, bytes).unwrap();
        path
    };
    let file_error = |what: &'static str, problem: Diagnostic, place: Option<&str>| BadFile {
        what,
        place: place.map(|place| format!("{}:{place}:", problem.file)),
        told: Box::new(move |i18n| diagnostic(i18n, &problem)),
    };
    let scenario =
        |path: &Path| tallador::session::load::scenario(path, &Profiles::default()).unwrap_err();
    let mut files = Vec::new();

    let profile =
        include_str!("../assets/profiles/casilleros.ron").replace("places: 12", "places: 120");
    let path = write("house.ron", profile.as_bytes());
    let line = profile
        .lines()
        .position(|line| line.contains("places:"))
        .unwrap()
        + 1;
    files.push(file_error(
        "a profile with a bad field",
        tallador::session::load::profile(&path).unwrap_err(),
        Some(&format!("{line}:5")),
    ));
    let path = write(
        "syntax.ron",
        b"Scenario(\n    format: 1,\n    profile: \"casilleros\"\n    rounds: [],\n)",
    );
    files.push(file_error(
        "a scenario with a RON syntax error",
        scenario(&path),
        Some("4:5"),
    ));
    let path = write("latin1.ron", b"Scenario(\n  title: \"Se\xf1or\",\n)");
    files.push(file_error(
        "a file that is not UTF-8",
        scenario(&path),
        Some("2:13"),
    ));
    let path = write(
        "format.ron",
        b"Scenario(\n    format: 2,\n    profile: \"casilleros\",\n    rounds: [],\n)",
    );
    files.push(file_error(
        "a scenario of an unknown format",
        scenario(&path),
        Some("2:13"),
    ));
    let path = write(
        "card.ron",
        br#"Scenario(format: 1, profile: "casilleros", rounds: [Round(bets: [(place: 1, on: Punto, amount: 10)], shoe: ["9X"])])"#,
    );
    files.push(file_error(
        "a scenario with a bad card",
        scenario(&path),
        Some("1:109"),
    ));
    let path = write(
        "short.ron",
        br#"Scenario(format: 1, profile: "casilleros", rounds: [Round(bets: [(place: 1, on: Punto, amount: 10)], shoe: ["9H"])])"#,
    );
    files.push(file_error(
        "a shoe that runs out",
        scenario(&path),
        Some("1:108"),
    ));

    let log = std::fs::read_to_string(fixture("logs/20260504-090000-ana-perez-practice.ron"))
        .unwrap()
        .replacen("format: 1", "format: 9", 1);
    let path = write("log.ron", log.as_bytes());
    files.push(file_error(
        "a log of an unknown format",
        tallador::session::SessionLog::load(&path).unwrap_err(),
        Some("2:5"),
    ));
    let history = "QuizHistory(\n    format: 7,\n    trainee: \"Ana Pérez\",\n    answers: 0,\n    items: {},\n)";
    files.push(file_error(
        "a quiz history of an unknown format",
        tallador::session::quiz::History::parse("history.ron", history).unwrap_err(),
        Some("2:5"),
    ));

    let unsigned = paper_in(dir, "unsigned.ron");
    let trusted = TrustedKeys {
        keys: vec![marta().public()],
    };
    let exam = |path: &Path| {
        seal::load_paper_for_exam(path, &Profiles::default(), &trusted)
            .err()
            .unwrap()
    };
    files.push(file_error(
        "an unsigned paper",
        exam(&unsigned),
        Some("1:1"),
    ));
    let changed = paper_in(dir, "changed.ron");
    sign(&changed);
    let text = std::fs::read_to_string(&changed).unwrap();
    std::fs::write(&changed, text.replace("pass_mark: 75", "pass_mark: 50")).unwrap();
    files.push(file_error("a changed paper", exam(&changed), Some("1:1")));
    // The seal of another paper, copied beside this one.
    let copied = paper_in(dir, "copied.ron");
    let text = std::fs::read_to_string(&copied).unwrap();
    std::fs::write(&copied, text.replace("pass_mark: 75", "pass_mark: 60")).unwrap();
    let signed = paper_in(dir, "signed.ron");
    sign(&signed);
    let seal_text = std::fs::read_to_string(seal::seal_path(&signed)).unwrap();
    std::fs::write(seal::seal_path(&copied), &seal_text).unwrap();
    files.push(file_error("a copied seal", exam(&copied), Some("1:1")));
    // A seal whose signature was edited (one digit changed).
    let edited = paper_in(dir, "edited.ron");
    let signature = seal_text
        .lines()
        .find(|line| line.trim_start().starts_with("signature:"))
        .unwrap();
    let digit = signature.find('"').unwrap() + 1;
    let changed_digit = if &signature[digit..=digit] == "0" {
        "1"
    } else {
        "0"
    };
    let forged = format!(
        "{}{changed_digit}{}",
        &signature[..digit],
        &signature[digit + 1..]
    );
    std::fs::write(
        seal::seal_path(&edited),
        seal_text.replace(signature, &forged),
    )
    .unwrap();
    files.push(file_error("an edited seal", exam(&edited), Some("1:1")));
    let torn = paper_in(dir, "torn.ron");
    std::fs::write(
        seal::seal_path(&torn),
        seal_text.replace(signature, "    signature: \"xyz\","),
    )
    .unwrap();
    let line = seal_text
        .lines()
        .position(|line| line == signature)
        .unwrap()
        + 1;
    files.push(file_error(
        "a seal that is not hex",
        exam(&torn),
        Some(&format!("{line}:5")),
    ));
    let pass_mark = paper_in(dir, "pass-mark.ron");
    let text = std::fs::read_to_string(&pass_mark).unwrap();
    std::fs::write(&pass_mark, text.replace("pass_mark: 75", "pass_mark: 150")).unwrap();
    files.push(file_error(
        "a paper with a bad pass mark",
        exam(&pass_mark),
        Some("12:5"),
    ));
    let missing = paper_in(dir, "missing.ron");
    let text = std::fs::read_to_string(&missing).unwrap();
    std::fs::write(
        &missing,
        text.replace("cas-banca6-encart", "no-such-situation"),
    )
    .unwrap();
    files.push(file_error(
        "a paper whose situation is missing",
        exam(&missing),
        Some("8:14"),
    ));

    files.push(file_error(
        "an action list with a bad line",
        tallador::core::action::parse_file("dealer.txt", "draw 3\nfrobnicate 2", 12).unwrap_err(),
        Some("2:1"),
    ));
    files.push(file_error(
        "an action at a place off the table",
        tallador::core::action::parse_file("dealer.txt", "pay 14", 12).unwrap_err(),
        Some("1:5"),
    ));
    files.push(file_error(
        "a log without a certificate",
        tallador::session::exam::certificate::Certificate::for_log(
            &dir.join("log.ron"),
            &Default::default(),
            &Profiles::default(),
            "School",
            chrono::NaiveDate::from_ymd_opt(2026, 6, 1).unwrap(),
        )
        .err()
        .unwrap(),
        Some("1:1"),
    ));

    let data = dir.join("data");
    std::fs::create_dir_all(&data).unwrap();
    std::fs::write(data.join("lrs.ron"), "LrsSettings(\n    endpoint: 42,\n)").unwrap();
    let settings = tallador::session::lrs::queue::load_settings(&data).unwrap_err();
    files.push(BadFile {
        what: "LRS settings that do not read",
        // `ron` points at the blank after the colon, where the value was looked for.
        place: Some("lrs.ron:2:14:".into()),
        told: Box::new(move |i18n| error(i18n, &settings)),
    });
    let refused =
        tallador::session::lrs::LrsSettings::new("lrs", "k", "s", "https://s.example", false)
            .unwrap_err();
    files.push(BadFile {
        what: "an LRS endpoint that is not an address",
        place: None,
        told: Box::new(move |i18n| error(i18n, &refused)),
    });
    for (what, problem) in [
        (
            "a server that refuses the key",
            LrsProblem::KeyRefused {
                status: 401,
                answer: "{}".into(),
            },
        ),
        (
            "a server that is away",
            LrsProblem::Unreachable(Box::new(LrsProblem::Status {
                status: 503,
                answer: "…".into(),
            })),
        ),
        (
            "an answer that is not JSON",
            LrsProblem::AnswersBut(Box::new(LrsProblem::NotJson("42".into()))),
        ),
    ] {
        files.push(BadFile {
            what,
            place: None,
            told: Box::new(move |i18n| error(i18n, &problem)),
        });
    }
    files
}

#[test]
fn every_error_a_file_can_give_is_told_through_the_translations() {
    let dir = tempfile::tempdir().unwrap();
    let files = bad_files(dir.path());
    let allowed = allowed_words();
    // The files' names without a folder, and the address typed, are the user's.
    let data = ["history.ron", "dealer.txt", "lrs.ron", "lrs"].map(String::from);
    let mut found = Vec::new();
    for file in &files {
        for lang in Lang::ALL {
            let told = (file.told)(&I18n::pseudo(lang));
            let words = untranslated(&told, &allowed, &data);
            if !words.is_empty() {
                found.push(format!(
                    "{} ({}): {told:?} ({})",
                    file.what,
                    lang.code(),
                    words.join(", ")
                ));
            }
            if let Some(place) = &file.place {
                assert!(
                    told.contains(place.as_str()),
                    "{}: {told:?} is not at {place}",
                    file.what
                );
            }
        }
        // The real languages say something else than the English, at the same place.
        let english = (file.told)(&I18n::new(Lang::En));
        for lang in [Lang::Es, Lang::It] {
            let told = (file.told)(&I18n::new(lang));
            assert_ne!(told, english, "{} in {}", file.what, lang.code());
        }
    }
    // Some of them in Spanish and Italian, read by hand.
    for (what, lang, said) in [
        (
            "a profile with a bad field",
            Lang::Es,
            "`places` debe ir de 1 a 99, no 120",
        ),
        (
            "a changed paper",
            Lang::Es,
            "el examen o una de sus situaciones cambió después de firmado",
        ),
        (
            "an edited seal",
            Lang::It,
            "il sigillo dell'esame non è accettato: la firma non corrisponde",
        ),
        (
            "an action at a place off the table",
            Lang::It,
            "dealer.txt:1:5: il posto 14 non è a questo tavolo (va da 1 a 12)",
        ),
        (
            "a scenario with a bad card",
            Lang::EsAr,
            "`9X` no es una carta: escribí el valor",
        ),
    ] {
        let file = files.iter().find(|file| file.what == what).unwrap();
        let told = (file.told)(&I18n::new(lang));
        assert!(told.contains(said), "{what}: {said:?} not in {told:?}");
    }

    // On the screen: a scenario that does not read, an exam paper that is not signed, a log
    // that does not read, each told at the start screen or in the review.
    let scenario = dir.path().join("syntax.ron");
    let unsigned = dir.path().join("exams/unsigned.ron");
    let log = dir.path().join("log.ron");
    let pseudo = I18n::pseudo(Lang::En);
    let shown = |what: &str| {
        let file = files.iter().find(|file| file.what == what).unwrap();
        (file.told)(&pseudo)
    };
    for (what, edit) in [
        (
            "a scenario with a RON syntax error",
            Box::new(|options: &mut AppOptions| options.scenario = Some(scenario.clone()))
                as Box<dyn Fn(&mut AppOptions)>,
        ),
        (
            "an unsigned paper",
            Box::new(|options: &mut AppOptions| options.exam_paper = Some(unsigned.clone())),
        ),
        (
            "a log of an unknown format",
            Box::new(|options: &mut AppOptions| {
                options.screen = Some(Screen::Review);
                options.open = Some(log.clone());
            }),
        ),
    ] {
        let mut options = options(dir.path());
        edit(&mut options);
        let harness = harness(options);
        let told = shown(what);
        assert!(
            harness.query_all_by_label_contains(&told).next().is_some(),
            "{what}: {told:?} not shown"
        );
        check(&harness, what, &mut found);
    }
    assert!(
        found.is_empty(),
        "{} errors did not come from the translations:\n{}",
        found.len(),
        found.join("\n")
    );
}
