#![cfg(feature = "app")]
//! The action line in the dealer's own words (egui_kittest, headless): a Spanish phrase is
//! judged as the action it says, Tab completes in the interface's language, and the English
//! action words keep working in every language.

use std::path::Path;

use egui::Key;
use egui_kittest::kittest::Queryable;
use tallador::app::AppOptions;
use tallador::core::{Action, Profiles};
use tallador::session::{Mode, Outcome};
use tallador::text::i18n::{I18n, Lang};

mod common;

use common::app::{App, fixture, harness};

/// Practice on cas-standing-box-first: box 1 holds KD QD (0) and box 5 4C 3D (7), the Banca
/// 3H 3S (6); the first step is the third card to box 1 (T4, box 1 first by CAS-f).
fn trainer(lang: Lang, logs: &Path) -> App {
    let mut options = AppOptions::new(Profiles::default());
    options.scenario = Some(fixture("examples/cas-standing-box-first.ron"));
    options.logs_folder = Some(logs.to_path_buf());
    options.library_folders = Vec::new();
    options.shipped_library = false;
    options.lang = Some(lang);
    options.trainee = Some("Ana Pérez".into());
    options.mode = Some(Mode::Practice);
    harness(options)
}

fn type_in_line(harness: &mut App, lang: Lang, text: &str) {
    let label = I18n::new(lang).tr("train.type_action").into_owned();
    let line = harness.get_by_label(&label);
    line.focus();
    line.type_text(text);
    harness.run();
}

fn first_step(harness: &App) -> (Action, Outcome) {
    let training = harness.state().training.as_ref().unwrap();
    let step = &training.session.log().steps[0];
    (step.choice, step.verdict)
}

#[test]
fn a_phrase_in_the_dealers_words_is_the_action_it_says() {
    let draw_1: Action = "draw 1".parse().unwrap();
    let cases = [
        (Lang::Es, "carta 1"),
        (Lang::EsAr, "Carta a la casilla 1"),
        (Lang::En, "third card 1"),
        // The action language works in every language.
        (Lang::Es, "draw 1"),
    ];
    for (lang, said) in cases {
        let logs = tempfile::tempdir().unwrap();
        let mut harness = trainer(lang, logs.path());
        type_in_line(&mut harness, lang, said);
        harness.key_press(Key::Enter);
        harness.run();
        assert_eq!(
            first_step(&harness),
            (draw_1, Outcome::Correct),
            "{lang:?} {said}"
        );
    }
}

#[test]
fn tab_completes_in_the_interfaces_language() {
    let logs = tempfile::tempdir().unwrap();
    let mut harness = trainer(Lang::Es, logs.path());
    // Boxes 1 and 5 are in play: `cobrar 1` and `cobrar 5` share `cobrar `.
    type_in_line(&mut harness, Lang::Es, "cob");
    harness.key_press(Key::Tab);
    harness.run();
    assert_eq!(
        harness.state().training.as_ref().unwrap().screen.line,
        "cobrar "
    );
    // `descarte 1`, `descarte 5` and `descarte banca`, in any letter case.
    harness
        .state_mut()
        .training
        .as_mut()
        .unwrap()
        .screen
        .line
        .clear();
    type_in_line(&mut harness, Lang::Es, "DESC");
    harness.key_press(Key::Tab);
    harness.run();
    assert_eq!(
        harness.state().training.as_ref().unwrap().screen.line,
        "descarte "
    );
}

#[test]
fn an_unknown_phrase_is_explained_and_judged_as_nothing() {
    let logs = tempfile::tempdir().unwrap();
    let mut harness = trainer(Lang::Es, logs.path());
    type_in_line(&mut harness, Lang::Es, "pedir carta");
    harness.key_press(Key::Enter);
    harness.run();
    let training = harness.state().training.as_ref().unwrap();
    assert!(training.session.log().steps.is_empty());
    assert!(training.screen.line_error.is_some());
}

/// A message on a screen is kept as a value and told when drawn (issue 29): after a language
/// switch the start screen's notice reads in the new language, found by its message id.
#[test]
fn a_notice_is_told_again_after_a_language_switch() {
    let mut options = AppOptions::new(Profiles::default());
    options.library_folders = Vec::new();
    options.shipped_library = false;
    options.lang = Some(Lang::En);
    let mut harness = harness(options);
    // No paper typed: the start screen says to write its path first.
    harness
        .state_mut()
        .apply(tallador::app::Command::StartExam, tallador::app::clock());
    harness.run();
    let english = I18n::new(Lang::En).tr("exam.no_paper").into_owned();
    let italian = I18n::new(Lang::It).tr("exam.no_paper").into_owned();
    assert_ne!(english, italian);
    harness.get_by_label(&english);
    harness.state_mut().apply(
        tallador::app::Command::SetLanguage(Lang::It),
        tallador::app::clock(),
    );
    harness.run();
    harness.get_by_label(&italian);
    assert!(harness.query_by_label(&english).is_none());
}
