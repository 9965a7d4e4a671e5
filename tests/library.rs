//! The scenario library (`scenarios/`): every file is valid, sequences, carries a title, notes
//! and a difficulty, and together the files exercise every rule id of procedures.md. A broken or
//! missing file fails here.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use tallador::core::sequence::{SequenceOptions, sequence_text};
use tallador::core::{Profiles, RuleId};

const PROFILES: [&str; 3] = ["casilleros", "punto-banco-pr", "punto-banco-venezia"];

fn library() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios")
}

/// The `*.ron` files of one folder of the library, sorted.
fn files_in(folder: &Path, extension: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .unwrap_or_else(|error| panic!("cannot read {}: {error}", folder.display()))
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == extension))
        .collect();
    files.sort();
    files
}

/// Every scenario of the library: the three profile folders and the inspector cases.
fn all_scenarios() -> Vec<PathBuf> {
    PROFILES
        .iter()
        .copied()
        .chain(["inspector"])
        .flat_map(|folder| files_in(&library().join(folder), "ron"))
        .collect()
}

fn tallador(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_tallador"))
        .args(args)
        .env(
            "TALLADOR_DATA",
            std::env::temp_dir().join("tallador-library-test-no-data"),
        )
        .output()
        .expect("the tallador binary runs")
}

fn explain(path: &Path) -> String {
    let output = tallador(&["sequence", "--explain", &path.display().to_string()]);
    assert!(
        output.status.success(),
        "sequence --explain {} failed: {}",
        path.display(),
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("UTF-8 output")
}

/// The rule ids `--explain` appends to action lines.
fn cited_rules(explained: &str) -> BTreeSet<String> {
    explained
        .lines()
        .filter_map(|line| {
            line.split_once("  # ")
                .map(|(_, rule)| rule.trim().to_string())
        })
        .collect()
}

#[test]
fn every_profile_has_at_least_ten_scenarios_and_the_library_thirty_six() {
    let mut total = 0;
    for profile in PROFILES {
        let count = files_in(&library().join(profile), "ron").len();
        assert!(
            count >= 10,
            "{profile} has {count} scenarios, fewer than 10"
        );
        total += count;
    }
    assert!(
        total >= 36,
        "the library has {total} scenarios, fewer than 36"
    );
}

#[test]
fn every_scenario_loads_with_title_notes_difficulty_and_its_folder_profile() {
    let profiles = Profiles::default();
    for path in all_scenarios() {
        let scenario = tallador::session::load::scenario(&path, &profiles)
            .unwrap_or_else(|error| panic!("{error}"));
        let name = path.display();
        assert!(!scenario.title.trim().is_empty(), "{name}: no title");
        assert!(!scenario.notes.trim().is_empty(), "{name}: no notes");
        assert!(
            matches!(scenario.difficulty, Some(1..=3)),
            "{name}: difficulty {:?}, expected 1 to 3",
            scenario.difficulty
        );
        let folder = path
            .parent()
            .and_then(Path::file_name)
            .and_then(|folder| folder.to_str())
            .unwrap_or_default();
        if PROFILES.contains(&folder) {
            assert_eq!(
                scenario.profile.id, folder,
                "{name}: profile and folder differ"
            );
        }
        let explained = sequence_text(
            &scenario,
            SequenceOptions {
                explain: true,
                ..SequenceOptions::default()
            },
        )
        .unwrap_or_else(|error| panic!("{name}: {error}"));
        assert!(explained.lines().count() > 1, "{name}: no sequence");
    }
}

#[test]
fn check_accepts_the_whole_library() {
    let output = tallador(&["check", &library().display().to_string()]);
    assert!(
        output.status.success(),
        "tallador check scenarios/ failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let checked = String::from_utf8_lossy(&output.stdout).lines().count();
    assert_eq!(checked, all_scenarios().len(), "every file is checked once");
}

#[test]
fn notes_name_every_rule_the_sequence_cites() {
    for path in all_scenarios() {
        let scenario = tallador::session::load::scenario(&path, &Profiles::default()).unwrap();
        for rule in cited_rules(&explain(&path)) {
            assert!(
                scenario.notes.contains(rule.as_str()),
                "{}: the sequence cites {rule} but the notes do not name it",
                path.display()
            );
        }
    }
}

#[test]
fn the_library_exercises_every_rule_id_of_the_procedures() {
    let mut cited = BTreeSet::new();
    for profile in PROFILES {
        for path in files_in(&library().join(profile), "ron") {
            cited.extend(cited_rules(&explain(&path)));
        }
    }
    // The deal ids appear only with --with-deal; the common rules (T1-T6, the payouts, PLACES)
    // are cited by the diagnosis of a mistake, never by a step of the procedure; so is
    // PR-natural (D12): the announcement after a natural is step 4's, PR-announce.
    let missing: Vec<&str> = RuleId::ALL
        .iter()
        .filter(|&&rule| {
            tallador::core::TableKind::of_rule(rule).is_some() && !rule.id().ends_with("-deal")
        })
        .filter(|rule| **rule != RuleId::PrNatural)
        .map(|rule| rule.id())
        .filter(|rule| !cited.contains(*rule))
        .collect();
    assert!(missing.is_empty(), "no scenario exercises {missing:?}");
}

#[test]
fn hand_derived_sequences_match_exactly() {
    for profile in PROFILES {
        let expected_files = files_in(&library().join(profile), "expected");
        assert!(
            expected_files.len() >= 4,
            "{profile} has {} .expected files, fewer than 4",
            expected_files.len()
        );
        for expected_path in expected_files {
            let scenario = expected_path.with_extension("ron");
            let expected = std::fs::read_to_string(&expected_path).unwrap();
            let actual = explain(&scenario);
            assert_eq!(
                actual,
                expected,
                "sequence --explain {} differs from {}",
                scenario.display(),
                expected_path.display()
            );
        }
    }
}

#[test]
fn the_deal_drill_cites_the_deal_ids() {
    let mut cited = BTreeSet::new();
    for profile in PROFILES {
        let first = files_in(&library().join(profile), "ron").remove(0);
        let output = tallador(&[
            "sequence",
            "--explain",
            "--with-deal",
            &first.display().to_string(),
        ]);
        assert!(output.status.success());
        cited.extend(cited_rules(&String::from_utf8_lossy(&output.stdout)));
    }
    for deal in [RuleId::CasDeal, RuleId::PrDeal, RuleId::VeDeal] {
        assert!(cited.contains(deal.id()), "--with-deal never cites {deal}");
    }
}

/// The situations that train the commission box (PAY-box) on the house profile examples of
/// `assets/house-profiles` (a marking table is no shipped profile, so they wait outside the
/// shipped library): valid, with titles, notes naming every rule they cite, a difficulty, and
/// their hand-derived sequences.
#[test]
fn the_commission_box_situations_check_and_match_their_hand_derived_sequences() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/commission-box");
    let houses = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/house-profiles");
    let output = tallador(&[
        "check",
        "--profiles",
        &houses.display().to_string(),
        &root.join("situations").display().to_string(),
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let (profiles, problems) =
        tallador::session::load::profiles(None, std::slice::from_ref(&houses));
    assert!(problems.is_empty(), "{problems:?}");
    let mut count = 0;
    for folder in ["casilleros", "punto-banco-pr"] {
        let situations = files_in(&root.join("situations").join(folder), "ron");
        assert!(situations.len() >= 2, "{folder}: {situations:?}");
        for path in situations {
            let name = path.display().to_string();
            let scenario = tallador::session::load::scenario(&path, &profiles)
                .unwrap_or_else(|error| panic!("{error}"));
            assert!(scenario.profile.commission == tallador::core::profile::CommissionMode::Marked);
            assert!(
                !scenario.title.trim().is_empty() && !scenario.title_es.is_empty(),
                "{name}"
            );
            assert!(
                !scenario.notes_es.is_empty() && !scenario.notes_it.is_empty(),
                "{name}"
            );
            assert!(matches!(scenario.difficulty, Some(1..=3)), "{name}");
            let output = tallador(&[
                "sequence",
                "--explain",
                "--profiles",
                &houses.display().to_string(),
                &name,
            ]);
            let explained = String::from_utf8(output.stdout).unwrap();
            let rules = cited_rules(&explained);
            assert!(rules.contains("PAY-box"), "{name}: no box collected");
            for rule in rules {
                assert!(
                    scenario.notes.contains(rule.as_str()),
                    "{name}: notes lack {rule}"
                );
            }
            let expected = std::fs::read_to_string(path.with_extension("expected")).unwrap();
            assert_eq!(explained, expected, "{name}");
            count += 1;
        }
    }
    assert!(count >= 4);
}

/// Issue 30: at least three situations per table kind with irregularities; across them every
/// event kind of procedures.md section 8.1, both rulings of a claim and a misdeal noticed late.
/// Their hand-derived sequences are the `.expected` files `hand_derived_sequences_match_exactly`
/// compares.
#[test]
fn the_library_trains_every_irregularity() {
    use tallador::core::irregularity::{Irregularity, Ruling};
    let mut kinds: BTreeSet<&str> = BTreeSet::new();
    for profile in PROFILES {
        let mut irregular = 0;
        for path in files_in(&library().join(profile), "ron") {
            let scenario = tallador::session::load::scenario(&path, &Profiles::default()).unwrap();
            let events: Vec<Irregularity> = scenario
                .rounds
                .iter()
                .flat_map(|round| round.irregularities.iter().copied())
                .collect();
            if events.is_empty() {
                continue;
            }
            irregular += 1;
            assert!(
                path.with_extension("expected").exists(),
                "{}: an irregular situation needs its hand-derived .expected",
                path.display()
            );
            for event in events {
                kinds.insert(match event {
                    Irregularity::FaceUp { .. } => "face-up",
                    Irregularity::Exposed { .. } => "exposed",
                    Irregularity::Stuck { .. } => "stuck",
                    Irregularity::Misdeal {
                        noticed: Some(_), ..
                    } => "misdeal noticed late",
                    Irregularity::Misdeal { .. } => "misdeal",
                    Irregularity::Extra { .. } => "extra",
                    Irregularity::Damaged { .. } => "damaged",
                    Irregularity::Claim {
                        ruling: Ruling::Void,
                        ..
                    } => "claim voided",
                    Irregularity::Claim { .. } => "claim stands",
                });
            }
        }
        assert!(
            irregular >= 3,
            "{profile}: {irregular} irregular situations"
        );
    }
    let all = [
        "claim stands",
        "claim voided",
        "damaged",
        "exposed",
        "extra",
        "face-up",
        "misdeal",
        "misdeal noticed late",
        "stuck",
    ];
    assert_eq!(kinds.into_iter().collect::<Vec<_>>(), all);
}
