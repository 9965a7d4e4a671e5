//! What is wrong in a file, said in the user's language at the screen: the core's diagnostics
//! carry a typed problem, and the window's words for it come from the translations. The command
//! line keeps its English message.

use std::path::Path;

use tallador::core::Profiles;
use tallador::core::scenario::Scenario;
use tallador::session::log_file::LogError;
use tallador::text::explain::{diagnostic, write_error};
use tallador::text::i18n::{I18n, Lang};

fn load_error(text: &str) -> tallador::core::diagnostic::Diagnostic {
    Scenario::parse("s.ron", text, &Profiles::default()).unwrap_err()
}

#[test]
fn a_missing_file_is_said_in_each_language() {
    let error =
        tallador::session::load::scenario(Path::new("no/such/file.ron"), &Profiles::default())
            .unwrap_err();
    assert!(
        error.message.starts_with("cannot read the file"),
        "{}",
        error.message
    );
    let said = |lang| diagnostic(&I18n::new(lang), &error);
    assert_eq!(said(Lang::Es), "no/such/file.ron: el archivo no existe");
    assert_eq!(said(Lang::En), "no/such/file.ron: the file does not exist");
    assert_eq!(said(Lang::It), "no/such/file.ron: il file non esiste");
}

#[test]
fn a_ron_error_and_a_missing_profile_keep_their_place() {
    // The file stops inside `rounds: [`: line 1, after the last character.
    let eof = load_error(r#"Scenario(format: 1, profile: "casilleros", rounds: ["#);
    let es = diagnostic(&I18n::new(Lang::Es), &eof);
    assert!(
        es.starts_with("s.ron:1:")
            && es.ends_with(
                "el archivo termina antes de tiempo (falta cerrar un corchete o un paréntesis)"
            ),
        "{es}"
    );
    let no_profile = load_error(
        "Scenario(\n    format: 1,\n    profile: \"baccarat-macau\",\n    rounds: [],\n)",
    );
    let it = diagnostic(&I18n::new(Lang::It), &no_profile);
    assert!(
        it.starts_with("s.ron:3:14: non c'è un profilo di tavolo `baccarat-macau` (quelli che ci sono: casilleros"),
        "{it}"
    );
    // The English message, for the command line, is unchanged.
    assert!(
        no_profile
            .to_string()
            .contains("no profile `baccarat-macau`")
    );
}

#[test]
fn a_log_that_cannot_be_written_says_why_in_words() {
    let error = LogError::Write {
        path: "logs/a.ron".into(),
        source: std::io::Error::from(std::io::ErrorKind::PermissionDenied),
    };
    assert_eq!(
        write_error(&I18n::new(Lang::Es), &error),
        "no se puede escribir logs/a.ron: no hay permiso para escribir ahí"
    );
    assert_eq!(
        write_error(&I18n::new(Lang::En), &LogError::NoFolder),
        "there is no data folder to write to"
    );
}

/// The pseudo-locale reaches the errors a screen shows: every variant, told through the
/// translations, keeps no plain letter outside the values it names (which are the user's data:
/// a path, a title, a profile's id).
#[test]
fn every_error_a_screen_shows_is_told_through_the_translations() {
    use std::path::PathBuf;
    use tallador::core::diagnostic::{Diagnostic, Problem};
    use tallador::core::game::GameError;
    use tallador::core::generate::{Focus, GenerateError};
    use tallador::core::plant::PlantError;
    use tallador::core::procedure::ShoeExhausted;
    use tallador::session::drill::DrillError;
    use tallador::session::exam::names::NameError;
    use tallador::session::exam::seal::KeyError;
    use tallador::session::exam::take::TakeError;
    use tallador::text::explain::error;

    let focus = Focus::Naturals;
    let data = [focus.id(), "casilleros", "punto-banco-pr"];
    let file =
        Diagnostic::at("1.2", 3, 4, "the file is not there").because(Problem::new("io_not_found"));
    let generate = || GenerateError::FocusNotFound { focus, round: 2 };
    let missing = std::io::Error::from(std::io::ErrorKind::NotFound);
    let told: Vec<(&str, Vec<String>)> = [Lang::Es, Lang::EsAr, Lang::En, Lang::It]
        .into_iter()
        .map(|lang| {
            let i18n = I18n::pseudo(lang);
            let texts = vec![
                error(
                    &i18n,
                    &GenerateError::FocusNotForProfile {
                        focus,
                        profile: "casilleros".into(),
                        offered: focus.id().into(),
                    },
                ),
                error(
                    &i18n,
                    &GenerateError::Places {
                        places: 13,
                        max: 12,
                        profile: "casilleros".into(),
                    },
                ),
                error(&i18n, &GenerateError::Rounds(30)),
                error(&i18n, &GenerateError::Stakes("42".into())),
                error(&i18n, &generate()),
                error(
                    &i18n,
                    &GenerateError::ShoeTooShort {
                        decks: 1,
                        profile: "punto-banco-pr".into(),
                        round: 3,
                    },
                ),
                error(&i18n, &PlantError::Situation("42".into())),
                error(&i18n, &PlantError::Nothing),
                error(&i18n, &DrillError::Generate(generate())),
                error(&i18n, &DrillError::Plant(PlantError::Nothing)),
                error(&i18n, &GameError::NoRounds),
                error(
                    &i18n,
                    &GameError::ShoeRunsOut {
                        round: 2,
                        error: ShoeExhausted {
                            needed: 6,
                            available: 4,
                        },
                    },
                ),
                error(&i18n, &TakeError::NoSituations),
                error(
                    &i18n,
                    &TakeError::OtherTable {
                        title: "7".into(),
                        table: "casilleros".into(),
                        paper: "punto-banco-pr".into(),
                    },
                ),
                error(&i18n, &TakeError::Combined(file.clone())),
                error(&i18n, &TakeError::Game("42".into())),
                error(&i18n, &TakeError::Situation(file.clone())),
                error(&i18n, &TakeError::Name(NameError::Empty)),
                error(&i18n, &TakeError::Name(NameError::TooLong)),
                error(&i18n, &TakeError::Name(NameError::Invisible(0x202E))),
                error(&i18n, &TakeError::Random("42".into())),
                error(&i18n, &KeyError::Random("42".into())),
                error(&i18n, &KeyError::Exists(PathBuf::from("/1/2"))),
                error(&i18n, &KeyError::NoFolder),
                error(
                    &i18n,
                    &KeyError::Write {
                        path: PathBuf::from("/1/2"),
                        source: std::io::Error::from(missing.kind()),
                    },
                ),
            ];
            (lang.code(), texts)
        })
        .collect();
    for (lang, texts) in told {
        for text in texts {
            let mut plain = text.clone();
            for value in data {
                plain = plain.replace(value, "");
            }
            // "U+202E" names a character by its code.
            plain = plain.replace("U+202E", "");
            assert!(
                !plain.chars().any(|c| c.is_ascii_alphabetic()),
                "{lang}: untranslated words in {text:?}"
            );
        }
    }
}

#[test]
fn a_scenario_files_mistakes_are_said_in_each_language() {
    // A tie bet at casilleros, a bet outside the round's seats, a place off the table, an
    // amount that is not one, a declaration away from Venice, a card more often than one deck
    // holds: each in the user's words, at its place in the file.
    let cases = [
        (
            r#"Scenario(format: 1, profile: "casilleros", rounds: [Round(bets: [(place: 1, on: Empate, amount: 10)], shoe: [])])"#,
            "las mesas de casilleros no aceptan apuestas al empate",
        ),
        (
            r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [Round(seats: [2], bets: [(place: 3, on: Punto, amount: 10)], shoe: [])])"#,
            "el puesto 3 no está entre los puestos ocupados",
        ),
        (
            r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [Round(bets: [(place: 15, on: Punto, amount: 10)], shoe: [])])"#,
            "escribe un número del 1 al 14, no `15`",
        ),
        (
            r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [Round(bets: [(place: 2, on: Punto, amount: "diez")], shoe: [])])"#,
            "`diez` no es un importe",
        ),
        (
            r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [Round(declaration: Carta, bets: [], shoe: [])])"#,
            "solo el cliente de Venecia declara carta o no carta",
        ),
    ];
    for (text, said) in cases {
        let told = diagnostic(&I18n::new(Lang::Es), &load_error(text));
        assert!(told.starts_with("s.ron:1:"), "{told}");
        assert!(told.contains(said), "{said:?} not in {told:?}");
    }
}

/// Every problem the code names (`Problem::new("…")`, read from the sources as
/// `tests/architecture.rs` reads them) has its words in English, Spanish and Italian, and every
/// `problem-*` message takes the same arguments in each.
#[test]
fn every_problem_the_code_names_has_its_words_in_every_language() {
    use tallador::text::i18n::locale_catalogue;
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut named = std::collections::BTreeSet::new();
    for entry in walkdir::WalkDir::new(root.join("src")) {
        let path = entry.unwrap().into_path();
        if path.extension().is_none_or(|ext| ext != "rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for (_, rest) in text
            .match_indices("Problem::new(")
            .map(|(at, _)| text.split_at(at))
        {
            let rest = rest["Problem::new(".len()..].trim_start();
            let Some(literal) = rest.strip_prefix('"') else {
                continue; // an id chosen above (`Problem::new(id)`), listed below
            };
            let id = literal.split('"').next().unwrap();
            named.insert(id.to_string());
        }
    }
    // Chosen by `diagnostic::cannot_read` from the kind of the error.
    named.extend(
        [
            "no_such_file",
            "permission_denied",
            "is_a_folder",
            "cannot_read",
        ]
        .map(String::from),
    );
    assert!(named.len() > 100, "only {} problems found", named.len());
    let english = locale_catalogue(Lang::En).unwrap();
    for lang in [Lang::En, Lang::Es, Lang::EsAr, Lang::It] {
        let catalogue = locale_catalogue(lang).unwrap();
        let missing: Vec<&String> = named
            .iter()
            .filter(|id| !catalogue.contains_key(&format!("problem-{id}")))
            .collect();
        assert!(
            missing.is_empty(),
            "{}: no words for {missing:?}",
            lang.code()
        );
        for (id, arguments) in english.iter().filter(|(id, _)| id.starts_with("problem-")) {
            assert_eq!(catalogue.get(id), Some(arguments), "{}: {id}", lang.code());
        }
    }
}
