//! The Spanish texts of the scenario library (`title_es`, `notes_es`): every shipped file has
//! them, and the Spanish notes name the same rule ids as the English ones. The Venice files also
//! have Italian ones (`title_it`, `notes_it`) for the Casinò di Venezia's staff.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use tallador::core::{Profiles, RuleId};

fn scenarios(folder: &Path, files: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(folder)
        .unwrap_or_else(|error| panic!("cannot read {}: {error}", folder.display()));
    for path in entries.filter_map(|entry| entry.ok().map(|entry| entry.path())) {
        if path.is_dir() {
            scenarios(&path, files);
        } else if path.extension().is_some_and(|ext| ext == "ron") {
            files.push(path);
        }
    }
}

/// The rule ids a text names.
fn rule_ids(text: &str) -> BTreeSet<&'static str> {
    RuleId::ALL
        .iter()
        .map(|rule| rule.id())
        .filter(|id| {
            text.match_indices(id).any(|(at, _)| {
                let next = text[at + id.len()..].chars().next();
                !next.is_some_and(|ch| ch.is_ascii_alphanumeric() || ch == '-')
            })
        })
        .collect()
}

#[test]
fn every_shipped_scenario_has_a_spanish_title_and_notes_with_the_same_rules() {
    let mut files = Vec::new();
    scenarios(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios"),
        &mut files,
    );
    assert_eq!(
        files.len(),
        54,
        "45 scenarios (9 with irregularities) and 9 inspector cases"
    );
    for path in files {
        let name = path.display();
        let scenario = tallador::session::load::scenario(&path, &Profiles::default())
            .unwrap_or_else(|error| panic!("{error}"));
        assert!(!scenario.title_es.trim().is_empty(), "{name}: no title_es");
        assert!(!scenario.notes_es.trim().is_empty(), "{name}: no notes_es");
        assert_ne!(
            scenario.title_es, scenario.title,
            "{name}: title not translated"
        );
        assert!(
            scenario.notes_es.contains("Reglas: "),
            "{name}: no `Reglas:`"
        );
        assert_eq!(
            rule_ids(&scenario.notes_es),
            rule_ids(&scenario.notes),
            "{name}: the Spanish notes name other rules"
        );
        assert_eq!(scenario.title_in("es"), scenario.title_es);
        assert_eq!(scenario.notes_in("en"), scenario.notes);
    }
}

#[test]
fn every_venice_scenario_has_an_italian_title_and_notes_with_the_same_rules() {
    let mut files = Vec::new();
    scenarios(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios"),
        &mut files,
    );
    let mut venice = 0;
    for path in files {
        let name = path.display();
        let scenario = tallador::session::load::scenario(&path, &Profiles::default())
            .unwrap_or_else(|error| panic!("{error}"));
        if scenario.profile.id != "punto-banco-venezia" {
            continue;
        }
        venice += 1;
        assert!(!scenario.title_it.trim().is_empty(), "{name}: no title_it");
        assert!(!scenario.notes_it.trim().is_empty(), "{name}: no notes_it");
        assert_ne!(
            scenario.title_it, scenario.title,
            "{name}: title not translated"
        );
        assert!(
            scenario.notes_it.contains("Regole: "),
            "{name}: no `Regole:`"
        );
        assert_eq!(
            rule_ids(&scenario.notes_it),
            rule_ids(&scenario.notes),
            "{name}: the Italian notes name other rules"
        );
        assert_eq!(scenario.title_in("it"), scenario.title_it);
        assert_eq!(scenario.notes_in("it"), scenario.notes_it);
    }
    assert_eq!(
        venice, 17,
        "15 Venice scenarios and 2 Venice inspector cases"
    );
}

#[test]
fn every_library_situation_opens_in_italian_with_its_title_and_notes_translated() {
    // The shipped library as the window lists it, opened in Italian: casilleros, Puerto Rico,
    // Venice and the inspector's cases alike.
    let library = tallador::session::library::Library::shipped(&Profiles::default());
    assert_eq!(
        library.entries.len(),
        54,
        "45 scenarios and 9 inspector cases"
    );
    for entry in &library.entries {
        let scenario = &entry.scenario;
        let name = &entry.name;
        let title = scenario.title_in("it");
        let notes = scenario.notes_in("it");
        assert!(!title.trim().is_empty(), "{name}: no Italian title");
        assert_ne!(title, scenario.title, "{name}: title not translated");
        assert_ne!(title, scenario.title_es, "{name}: title in Spanish");
        assert_ne!(notes, scenario.notes, "{name}: notes not translated");
        assert!(notes.contains("Regole: "), "{name}: no `Regole:`");
        assert_eq!(
            rule_ids(notes),
            rule_ids(&scenario.notes),
            "{name}: the Italian notes name other rules"
        );
    }
}
