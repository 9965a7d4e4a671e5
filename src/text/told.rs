//! A sentence kept as a value and told in the language on show each time it is drawn: a screen
//! keeps a [`Told`] (a message id and its arguments, a file's diagnostic, an error's problem),
//! never a finished string, so switching the language redraws every message in the new one.

use std::io::ErrorKind;

use crate::core::diagnostic::{Diagnostic, Problem};
use crate::core::money::Money;
use crate::text::explain::{self, AsProblem, AsWriteFailure, Said, WriteFailure};
use crate::text::i18n::I18n;

/// A message as a value, told by [`Told::tell`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Told {
    /// A message of the interface's texts and its arguments, each told in turn.
    Message {
        id: &'static str,
        args: Vec<(&'static str, Told)>,
    },
    /// Text that reads the same in every language: a path, a name, a number.
    Plain(String),
    /// A chip's value, written the language's way (`0,25`, `1.000`).
    Chip(Money),
    /// A file's diagnostic: `file:line:column: ` and what is wrong.
    Diagnostic(Diagnostic),
    /// An error's problem (`problem-<id>`), its English where the texts do not know it, and
    /// what is behind it, told as its `why`.
    Problem {
        said: Problem,
        english: String,
        why: Option<Box<Told>>,
    },
    /// Why a file could not be read or written: the common reasons in words, any other in the
    /// system's own.
    Io { kind: ErrorKind, system: String },
    /// A message about one place (a file): `place: message`.
    At { place: String, told: Box<Told> },
    /// Messages one under another.
    Lines(Vec<Told>),
}

impl Told {
    /// A message with no arguments.
    pub fn text(id: &'static str) -> Told {
        Told::Message {
            id,
            args: Vec::new(),
        }
    }

    /// A message whose arguments read the same in every language (paths, names, numbers).
    pub fn with(id: &'static str, args: &[(&'static str, &str)]) -> Told {
        Told::Message {
            id,
            args: args
                .iter()
                .map(|&(name, value)| (name, Told::Plain(value.to_string())))
                .collect(),
        }
    }

    /// The same message with one more argument, told in its turn.
    pub fn and(self, name: &'static str, value: Told) -> Told {
        match self {
            Told::Message { id, mut args } => {
                args.push((name, value));
                Told::Message { id, args }
            }
            other => other,
        }
    }

    /// Why `error` happened, as an I/O error says it.
    pub fn io(error: &std::io::Error) -> Told {
        Told::Io {
            kind: error.kind(),
            system: error.to_string(),
        }
    }

    /// An error a screen shows, as its value names its problem.
    pub fn error<E: AsProblem + std::fmt::Display>(error: &E) -> Told {
        let english = error.to_string();
        match error.said() {
            Said::Problem(said) => Told::Problem {
                said,
                english,
                why: None,
            },
            Said::Diagnostic(told) => Told::Diagnostic(told.clone()),
            Said::About(said, told) => Told::Problem {
                said,
                english,
                why: Some(Box::new(Told::Diagnostic(told.clone()))),
            },
            Said::Io(said, source) => Told::Problem {
                said,
                english,
                why: Some(Box::new(Told::io(source))),
            },
        }
    }

    /// Why a file (a session log, a quiz history) could not be written.
    pub fn write_failure(error: &impl AsWriteFailure) -> Told {
        match error.write_failure() {
            WriteFailure::NoFolder => Told::text("problem.no_data_folder"),
            WriteFailure::CreateFolder { path, source } => Told::with(
                "problem.cannot_create_folder",
                &[("path", &path.display().to_string())],
            )
            .and("why", Told::io(source)),
            WriteFailure::Write { path, source } => Told::with(
                "problem.cannot_write",
                &[("path", &path.display().to_string())],
            )
            .and("why", Told::io(source)),
            WriteFailure::Encode(error) => {
                Told::with("problem.cannot_encode", &[("why", &error.to_string())])
            }
        }
    }

    /// The message in the language of `i18n`.
    pub fn tell(&self, i18n: &I18n) -> String {
        match self {
            Told::Message { id, args } => {
                if args.is_empty() {
                    return i18n.tr(id).into_owned();
                }
                let told: Vec<(&str, String)> = args
                    .iter()
                    .map(|(name, value)| (*name, value.tell(i18n)))
                    .collect();
                let args: Vec<(&str, &str)> = told
                    .iter()
                    .map(|(name, value)| (*name, value.as_str()))
                    .collect();
                i18n.trf(id, &args)
            }
            Told::Plain(text) => text.clone(),
            Told::Chip(value) => i18n.chip(*value),
            Told::Diagnostic(diagnostic) => explain::diagnostic(i18n, diagnostic),
            Told::Problem { said, english, why } => match why {
                Some(why) => {
                    explain::problem(i18n, &said.clone().with("why", why.tell(i18n)), english)
                }
                None => explain::problem(i18n, said, english),
            },
            Told::Io { kind, system } => match explain::io_reason_key(*kind) {
                Some(key) => i18n.tr(key).into_owned(),
                None => system.clone(),
            },
            Told::At { place, told } => format!("{place}: {}", told.tell(i18n)),
            Told::Lines(lines) => lines
                .iter()
                .map(|line| line.tell(i18n))
                .collect::<Vec<_>>()
                .join("\n"),
        }
    }
}

impl From<Diagnostic> for Told {
    fn from(diagnostic: Diagnostic) -> Told {
        Told::Diagnostic(diagnostic)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::i18n::Lang;

    #[test]
    fn a_message_is_told_again_in_the_language_on_show() {
        let told = Told::with(
            "overview.not_a_folder",
            &[("folder", "/tmp/no-such-folder")],
        );
        let english = told.tell(&I18n::new(Lang::En));
        let spanish = told.tell(&I18n::new(Lang::Es));
        assert_ne!(english, spanish);
        assert!(english.contains("/tmp/no-such-folder") && spanish.contains("/tmp/no-such-folder"));
        assert_eq!(
            english,
            I18n::new(Lang::En).trf(
                "overview.not_a_folder",
                &[("folder", "/tmp/no-such-folder")]
            )
        );
    }

    #[test]
    fn an_io_reason_is_told_in_words_where_the_texts_know_it() {
        let missing = std::io::Error::from(ErrorKind::NotFound);
        let spanish = I18n::new(Lang::Es);
        assert_eq!(
            Told::io(&missing).tell(&spanish),
            spanish.tr("problem.io_not_found")
        );
        let odd = std::io::Error::other("a reason of the system");
        assert_eq!(Told::io(&odd).tell(&spanish), "a reason of the system");
    }

    #[test]
    fn a_chip_is_written_the_way_of_the_language_on_show() {
        let told = Told::text("train.no_such_chip").and("value", Told::Chip(Money::from_cents(25)));
        // A quarter chip: `0,25` in Spanish and Italian, `0.25` in English; a thousand grouped.
        assert!(told.tell(&I18n::new(Lang::Es)).contains("0,25"));
        assert!(told.tell(&I18n::new(Lang::En)).contains("0.25"));
        assert_eq!(
            Told::Chip(Money::from_units(1000)).tell(&I18n::new(Lang::It)),
            "1.000"
        );
        assert_eq!(
            Told::Chip(Money::from_units(1000)).tell(&I18n::new(Lang::En)),
            "1,000"
        );
        assert_eq!(
            Told::Chip(Money::from_units(25)).tell(&I18n::new(Lang::Es)),
            "25"
        );
    }
}
