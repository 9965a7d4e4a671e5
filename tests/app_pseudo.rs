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
use tallador::app::i18n::{I18n, Lang};
use tallador::app::{AppOptions, Screen};
use tallador::core::Profiles;

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
