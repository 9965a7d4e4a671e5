#![cfg(feature = "app")]
//! No text reaches the screen untranslated: with the test-only pseudo-locale every text that
//! comes from the translations has its letters changed (`Box` → `Ɓǿẋ`), so a visible text with
//! plain ASCII letters did not come from them. Every screen is visited (start; the trainer at
//! each table kind with feedback; the summary; each quick drill and the tableau map; review;
//! overview; inspector with problems; audit drill; help) and each text of the accessibility
//! tree checked. Allowed as they are: card codes, rule ids, the action language shown on
//! purpose, people's and files' names, key names every keyboard prints, and the licences.

use std::collections::BTreeSet;
use std::path::Path;

use egui::{Key, Modifiers};
use egui_kittest::kittest::{NodeT, Queryable, by};
use tallador::app::i18n::{I18n, Lang};
use tallador::app::{AppOptions, Screen};
use tallador::core::scenario::Scenario;
use tallador::core::{Action, Profiles, RuleId};

mod common;

use common::app::{App, fixture, harness, settle};

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

/// Words that are right as they are, whatever the language.
fn allowed_words() -> BTreeSet<String> {
    // The action language, shown on purpose beside the dealer's words.
    let mut words: BTreeSet<String> = Action::VERBS.iter().map(|verb| verb.to_string()).collect();
    words.extend(
        [
            "punto",
            "banca",
            "all",
            "dealer",
            // Names: the program, people in the fixtures, formats, keys every keyboard prints.
            "tallador",
            "ana",
            "pérez",
            "bruno",
            "díaz",
            "carla",
            "gómez",
            "ctrl",
            "alt",
            "shift",
            "esc",
            "tab",
            "ron",
            "csv",
            "html",
            "png",
            "xapi",
            "utf-8",
            "casilleros",
            "punto-banco-pr",
            "punto-banco-venezia",
        ]
        .map(String::from),
    );
    words.extend((1..=12).map(|n| format!("f{n}")));
    words
}

/// The texts that are data, not interface: scenario titles and notes, the licence list.
fn data_texts() -> Vec<String> {
    let mut texts: Vec<String> = include_str!("../assets/licenses.txt")
        .lines()
        .map(str::to_string)
        .collect();
    let profiles = Profiles::default();
    for entry in std::fs::read_dir(fixture("examples")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|ext| ext == "ron")
            && let Ok(scenario) = Scenario::load(&path, &profiles)
        {
            texts.extend([scenario.title, scenario.notes]);
        }
    }
    // Languages are offered in their own names; tables by their profiles' names.
    texts.extend(Lang::ALL.iter().map(|lang| lang.native_name().to_string()));
    texts.extend(profiles.all().iter().map(|profile| profile.name.clone()));
    // The inspector's case file: its title is the inspector's own words.
    let case = std::fs::read_to_string(fixture("cases/mesa-3.ron")).unwrap();
    texts.extend(
        case.lines()
            .filter_map(|line| line.trim().strip_prefix("title: \""))
            .map(|rest| rest.trim_end_matches("\",").to_string()),
    );
    texts.retain(|text| !text.trim().is_empty());
    // The longest first, so that a name inside another is not taken out of it.
    texts.sort_by_key(|text| std::cmp::Reverse(text.len()));
    texts
}

fn is_card(word: &str) -> bool {
    let chars: Vec<char> = word.chars().collect();
    chars.len() == 2 && "A23456789TJQK".contains(chars[0]) && "SHDC".contains(chars[1])
}

/// The words of `text` with plain ASCII letters that no rule allows.
fn untranslated(text: &str, allowed: &BTreeSet<String>, data: &[String]) -> Vec<String> {
    if text.contains('/') || text.contains('\\') || text.ends_with(".ron") {
        return Vec::new();
    }
    // Data shown whole, or cut short with an ellipsis («Punto draws, Banca 4 draws…»).
    let mut text = text.to_string();
    for part in data {
        text = text.replace(part.trim(), " ");
    }
    let text = text
        .split('«')
        .map(|part| match part.split_once('…') {
            Some((cut, rest)) if data.iter().any(|d| d.starts_with(cut)) => rest.to_string(),
            _ => part.to_string(),
        })
        .collect::<Vec<_>>()
        .join(" ");
    // What is quoted in backticks is what the user typed, or a file's own words.
    let text: String = text
        .split('`')
        .enumerate()
        .filter(|(index, _)| index % 2 == 0)
        .map(|(_, part)| part)
        .collect::<Vec<_>>()
        .join(" ");
    // A word cut by an ellipsis (`VE…`) cannot be told.
    let text: String = text
        .split_whitespace()
        .filter(|word| !word.ends_with('…'))
        .collect::<Vec<_>>()
        .join(" ");
    text.split(|c: char| !(c.is_alphanumeric() || c == '-' || c == '_'))
        .map(|word| word.trim_matches('-'))
        .filter(|word| word.chars().any(|c| c.is_ascii_alphabetic()))
        .filter(|word| word.chars().count() > 1)
        .filter(|word| !allowed.contains(&word.to_lowercase()))
        .filter(|word| !is_card(word) && RuleId::parse(word).is_none())
        // A file name (`20260504-090000-ana-perez-practice`), a seed or a hash.
        .filter(|word| !word.chars().next().is_some_and(|c| c.is_ascii_digit()))
        .map(str::to_string)
        .collect()
}

/// Every text on show that did not come through the translations, with where it was seen.
fn check(harness: &App, screen: &str, found: &mut Vec<String>) {
    let allowed = allowed_words();
    let data = data_texts();
    let mut seen = 0;
    let is_field = |role: egui::accesskit::Role| {
        matches!(
            role,
            egui::accesskit::Role::TextInput | egui::accesskit::Role::MultilineTextInput
        )
    };
    for node in harness.query_all(by().include_labels().predicate(|_| true)) {
        // What is typed in a field (and its lines) is the user's, not the interface's.
        let in_field = std::iter::successors(node.parent(), |parent| parent.parent())
            .any(|parent| is_field(parent.accesskit_node().role()));
        if in_field {
            continue;
        }
        let node = node.accesskit_node();
        let typed = is_field(node.role());
        let texts = [node.label(), node.value().filter(|_| !typed)];
        for text in texts.into_iter().flatten() {
            seen += 1;
            let words = untranslated(&text, &allowed, &data);
            if !words.is_empty() {
                found.push(format!("{screen}: {text:?} ({})", words.join(", ")));
            }
        }
    }
    assert!(seen > 5, "{screen}: only {seen} texts on show");
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
        let harness = harness(options);
        check(&harness, &format!("quiz {quiz}"), &mut found);
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
        let harness = harness(options);
        check(&harness, &format!("{screen:?} {open:?}"), &mut found);
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
}
