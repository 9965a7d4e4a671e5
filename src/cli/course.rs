//! `tallador course …`: check a course (docs/courses.md), sign it, list the built-in ones.

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::Subcommand;

use super::certification::{KeyArg, KeysArg, load_key, load_trusted, now};
use super::exit::{BAD_INPUT, FINDINGS, OK};
use crate::core::Profiles;
use crate::core::diagnostic::Diagnostic;
use crate::session::course::Course;
use crate::session::course::load::{self, CourseFiles, Trust};
use crate::session::exam::names;
use crate::session::exam::seal::{Subject, TrustedKeys, course_hash};
use crate::session::library::Library;
use crate::text::i18n::{I18n, Lang};

/// `tallador course …`.
#[derive(Debug, Subcommand)]
pub enum CourseCommand {
    /// Check a course (its modules, drills, situations, focuses, gates and exam papers) and its
    /// signature: 0 usable, 1 unsigned, changed since signed or signed by a key the school does
    /// not trust, 2 bad input. COURSE is a file, or the name of a built-in course.
    Check {
        course: String,
        #[command(flatten)]
        keys: KeysArg,
        /// The language of the messages.
        #[arg(long, value_enum, default_value_t = Lang::En)]
        lang: Lang,
    },
    /// Sign a course with the instructor's key: writes `COURSE.seal`. The signature covers the
    /// course's whole text, so a changed gate makes the course refused.
    Sign {
        course: PathBuf,
        #[command(flatten)]
        key: KeyArg,
    },
    /// The courses built into the program.
    List,
}

/// Runs a `tallador course` command.
pub fn course(
    command: CourseCommand,
    profiles: &Profiles,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, Diagnostic> {
    let library = Library::installed(profiles, super::paths::folders().scenarios.as_deref());
    match command {
        CourseCommand::Check { course, keys, lang } => {
            Ok(check(&course, &keys, profiles, &library, lang, out, err))
        }
        CourseCommand::Sign { course, key } => {
            let key = load_key(&key)?;
            let files = load::load(&course, profiles, &library)?;
            let seal = key.seal(Subject::Course, &course_hash(&files.text), now(), None);
            let path = seal.write_for(&course).map_err(|error| {
                Diagnostic::new(&course.display().to_string(), None, error.to_string())
            })?;
            let _ = writeln!(
                out,
                "{}: signed by {} ({})",
                course.display(),
                key.name,
                path.display()
            );
            Ok(OK)
        }
        CourseCommand::List => {
            for name in load::shipped_names() {
                let _ = writeln!(out, "{name}");
            }
            Ok(OK)
        }
    }
}

/// The course `course` names for training or for the class view: a built-in course by name, or
/// a course file checked whole and signed by an instructor the school trusts (the keys of
/// `keys`, else the data folder's).
pub(super) fn trusted(
    course: &str,
    keys: &KeysArg,
    profiles: &Profiles,
    err: &mut dyn Write,
) -> Result<load::TrustedCourse, Diagnostic> {
    let library = Library::installed(profiles, super::paths::folders().scenarios.as_deref());
    let path = Path::new(course);
    if std::fs::symlink_metadata(path).is_err()
        && load::shipped_names().iter().any(|name| name == course)
    {
        return load::shipped(course, profiles, &library);
    }
    let trusted = match &keys.keys_folder {
        Some(_) => load_trusted(keys, err)?,
        None => super::paths::keys_dir()
            .and_then(|folder| TrustedKeys::load(&folder).ok())
            .map(|(trusted, _)| trusted)
            .unwrap_or_default(),
    };
    load::load_trusted(path, profiles, &library, &trusted)
}

/// `tallador course check`: the course's content (2 when it is bad), then its trust (1 when
/// it is not trusted). Messages in `lang`.
fn check(
    course: &str,
    keys: &KeysArg,
    profiles: &Profiles,
    library: &Library,
    lang: Lang,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    let i18n = I18n::new(lang);
    let say = |err: &mut dyn Write, diagnostic: &Diagnostic| {
        let _ = writeln!(
            err,
            "{}",
            crate::text::explain::diagnostic(&i18n, diagnostic)
        );
    };
    let path = Path::new(course);
    let on_disk = std::fs::symlink_metadata(path).is_ok();
    if !on_disk && load::shipped_names().iter().any(|name| name == course) {
        return match load::shipped(course, profiles, library) {
            Ok(trusted) => {
                let _ = writeln!(
                    out,
                    "{}",
                    described(&i18n, trusted.files(), trusted.trust())
                );
                OK
            }
            Err(diagnostic) => {
                say(err, &diagnostic);
                BAD_INPUT
            }
        };
    }
    let files = match load::load(path, profiles, library) {
        Ok(files) => files,
        Err(diagnostic) => {
            say(err, &diagnostic);
            return BAD_INPUT;
        }
    };
    let trusted = match &keys.keys_folder {
        Some(_) => match load_trusted(keys, err) {
            Ok(trusted) => trusted,
            Err(diagnostic) => {
                say(err, &diagnostic);
                return BAD_INPUT;
            }
        },
        None => super::paths::keys_dir()
            .and_then(|folder| TrustedKeys::load(&folder).ok())
            .map(|(trusted, _)| trusted)
            .unwrap_or_default(),
    };
    match load::trust_of(&files, &trusted) {
        Ok(trust) => {
            let _ = writeln!(out, "{}", described(&i18n, &files, &trust));
            OK
        }
        Err(diagnostic) => {
            say(err, &diagnostic);
            FINDINGS
        }
    }
}

/// What a usable course holds and why it is trusted, in one line.
fn described(i18n: &I18n, files: &CourseFiles, trust: &Trust) -> String {
    let course: &Course = &files.course;
    let items: usize = course.modules.iter().map(|module| module.items.len()).sum();
    let trust = match trust {
        Trust::Shipped => i18n.tr("course.check_shipped").into_owned(),
        Trust::Signed { instructor } => i18n.trf(
            "course.check_signed",
            &[("instructor", &names::shown(instructor))],
        ),
    };
    i18n.trf(
        "course.check_ok",
        &[
            ("file", &files.path.display().to_string()),
            ("name", course.name_in(i18n.lang().is_spanish())),
            ("table", &course.table),
            ("modules", &course.modules.len().to_string()),
            ("items", &items.to_string()),
            ("exams", &files.papers.len().to_string()),
            ("trust", &trust),
        ],
    )
}

/// What `tallador check` says about a course file: its content checked (bad input otherwise),
/// and whether it is signed by a key the school trusts (`tallador course check` refuses it
/// when not).
pub fn check_file(path: &Path, profiles: &Profiles) -> Result<String, Diagnostic> {
    let library = Library::installed(profiles, super::paths::folders().scenarios.as_deref());
    let files = load::load(path, profiles, &library)?;
    let trusted = super::paths::keys_dir()
        .and_then(|folder| TrustedKeys::load(&folder).ok())
        .map(|(trusted, _)| trusted)
        .unwrap_or_default();
    let signed = match load::trust_of(&files, &trusted) {
        Ok(Trust::Signed { instructor }) => format!("signed by {}", names::shown(&instructor)),
        Ok(Trust::Shipped) => "built in".to_string(),
        Err(refused) => refused.message,
    };
    Ok(format!(
        "course, {}, {} module(s), {} exam paper(s); {signed}",
        files.course.table,
        files.course.modules.len(),
        files.papers.len()
    ))
}
