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
