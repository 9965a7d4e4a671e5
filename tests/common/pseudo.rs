//! The pseudo-locale check of the UI tests: with `AppOptions::pseudo_locale` every text from
//! the translations has its letters changed, so a visible text with plain ASCII letters did not
//! come from them.

use std::collections::BTreeSet;

use egui_kittest::kittest::{NodeT, Queryable, by};
use tallador::core::{Action, Profiles, RuleId};
use tallador::text::i18n::Lang;

use super::app::{App, fixture};

/// Words that are right as they are, whatever the language.
pub fn allowed_words() -> BTreeSet<String> {
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
pub fn data_texts() -> Vec<String> {
    let mut texts: Vec<String> = include_str!("../../assets/licenses.txt")
        .lines()
        .map(str::to_string)
        .collect();
    let profiles = Profiles::default();
    for entry in std::fs::read_dir(fixture("examples")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|ext| ext == "ron")
            && let Ok(scenario) = tallador::session::load::scenario(&path, &profiles)
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

pub fn is_card(word: &str) -> bool {
    let chars: Vec<char> = word.chars().collect();
    chars.len() == 2 && "A23456789TJQK".contains(chars[0]) && "SHDC".contains(chars[1])
}

/// The words of `text` with plain ASCII letters that no rule allows.
pub fn untranslated(text: &str, allowed: &BTreeSet<String>, data: &[String]) -> Vec<String> {
    // A path or a file name is data; a lone `/` between key names is not a path.
    let text: String = text
        .split_whitespace()
        .filter(|word| {
            !(word.len() > 1 && (word.contains('/') || word.contains('\\'))
                || word.ends_with(".ron"))
        })
        .collect::<Vec<_>>()
        .join(" ");
    let text = text.as_str();
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
        // A verification code (`f284-3e99-e001`).
        .filter(|word| {
            !(word.len() >= 9
                && word
                    .split('-')
                    .all(|group| group.len() == 4 && group.chars().all(|c| c.is_ascii_hexdigit())))
        })
        // A file name (`20260504-090000-ana-perez-practice`), a seed or a hash.
        .filter(|word| !word.chars().next().is_some_and(|c| c.is_ascii_digit()))
        .map(str::to_string)
        .collect()
}

/// Every text on show that did not come through the translations, with where it was seen.
pub fn check(harness: &App, screen: &str, found: &mut Vec<String>) {
    check_with(harness, screen, found, &[]);
}

/// [`check`], with more texts that are data on this screen (people's names, a paper's title).
pub fn check_with(harness: &App, screen: &str, found: &mut Vec<String>, more_data: &[&str]) {
    let allowed = allowed_words();
    let mut data = data_texts();
    data.extend(more_data.iter().map(|text| text.to_string()));
    data.sort_by_key(|text| std::cmp::Reverse(text.len()));
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
