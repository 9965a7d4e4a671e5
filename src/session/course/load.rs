//! A course's file edge: the course's text, the exam papers it names, its seal, and the
//! courses built into the program (`assets/courses/`).
//!
//! Trust (docs/courses.md): a course on disk counts only when its seal (`COURSE.seal`) is an
//! instructor's the school trusts and its text is unchanged since, so a trainee who edits a gate
//! makes the course refused. A built-in course is trusted as the program is: its text is in the
//! binary, and so are its papers' texts (the exam itself still needs a paper signed by the
//! school's instructor, as every exam does).

use std::path::{Path, PathBuf};

use include_dir::{Dir, include_dir};

use super::Course;
use crate::core::Profiles;
use crate::core::diagnostic::{self, Diagnostic, Problem};
use crate::session::exam::names::{self, Roster};
use crate::session::exam::paper::{ExamPaper, PaperFiles};
use crate::session::exam::read::{self, FileKind};
use crate::session::exam::seal::{self, Seal, SealStatus, TrustedKeys, seal_path};
use crate::session::library::Library;
use crate::session::log::SessionLog;

/// The courses built into the program, as they are in the source tree.
static SHIPPED: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/assets/courses");

/// A course with the texts it was read from and the papers it ends in.
#[derive(Clone, Debug)]
pub struct CourseFiles {
    /// The course file (a built-in course: `assets/courses/NAME.ron`).
    pub path: PathBuf,
    pub text: String,
    pub course: Course,
    /// Each exam paper, read and checked, in the course's order.
    pub papers: Vec<PaperFiles>,
}

/// Why a course is trusted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Trust {
    /// Built into the program.
    Shipped,
    /// Signed by an instructor the school trusts, unchanged since.
    Signed { instructor: String },
}

/// A course whose text is trusted: only [`load_trusted`] and [`shipped`] make one.
#[derive(Clone, Debug)]
pub struct TrustedCourse {
    files: CourseFiles,
    trust: Trust,
}

impl TrustedCourse {
    pub fn files(&self) -> &CourseFiles {
        &self.files
    }

    pub fn course(&self) -> &Course {
        &self.files.course
    }

    pub fn trust(&self) -> &Trust {
        &self.trust
    }

    /// Where the course's exam papers are taken from: a course on disk names them relative to
    /// its folder; a built-in course's are the school's signed copies, in `data_courses` (the
    /// data folder's `courses/`) under the same names.
    pub fn exam_paths(&self, data_courses: Option<&Path>) -> Vec<PathBuf> {
        let folder = match self.trust {
            Trust::Shipped => data_courses.map(Path::to_path_buf),
            Trust::Signed { .. } => self.files.path.parent().map(Path::to_path_buf),
        };
        let folder = folder.unwrap_or_default();
        self.files
            .course
            .exams
            .iter()
            .map(|exam| folder.join(exam))
            .collect()
    }
}

/// The names of the built-in courses (`casilleros`, …), sorted.
pub fn shipped_names() -> Vec<String> {
    let mut names: Vec<String> = SHIPPED
        .files()
        .filter(|file| file.path().extension().is_some_and(|ext| ext == "ron"))
        .filter_map(|file| Some(file.path().file_stem()?.to_str()?.to_string()))
        .collect();
    names.sort();
    names
}

/// A built-in course by name, checked like any other; its papers are built in beside it.
pub fn shipped(
    name: &str,
    profiles: &Profiles,
    library: &Library,
) -> Result<TrustedCourse, Diagnostic> {
    let path = PathBuf::from("assets/courses").join(format!("{name}.ron"));
    let shown = path.display().to_string();
    let Some(file) = SHIPPED.get_file(format!("{name}.ron")) else {
        return Err(Diagnostic::new(
            &shown,
            None,
            format!(
                "there is no built-in course `{name}` (the built-in courses: {})",
                shipped_names().join(", ")
            ),
        )
        .because(
            Problem::new("course_not_shipped")
                .with("name", name)
                .with("known", shipped_names().join(", ")),
        ));
    };
    let text = diagnostic::decode_utf8(&shown, file.contents())?;
    let files = read_course(&path, text, profiles, library, &|exam: &Path| {
        let inside = Path::new(exam);
        let file = SHIPPED.get_file(inside).ok_or_else(|| {
            Diagnostic::new(
                &path.join(exam).display().to_string(),
                None,
                "the built-in paper is not there",
            )
            .because(Problem::new("io_not_found"))
        })?;
        let paper_path = Path::new("assets/courses").join(exam);
        let paper_text =
            diagnostic::decode_utf8(&paper_path.display().to_string(), file.contents())?;
        let paper = ExamPaper::parse(&paper_path.display().to_string(), &paper_text, profiles)?;
        Ok(PaperFiles {
            path: paper_path,
            text: paper_text,
            paper,
            situations: Vec::new(),
        })
    })?;
    Ok(TrustedCourse {
        files,
        trust: Trust::Shipped,
    })
}

/// Reads a course on disk and the exam papers it names (relative to its folder), checking
/// everything but its seal.
pub fn load(
    path: &Path,
    profiles: &Profiles,
    library: &Library,
) -> Result<CourseFiles, Diagnostic> {
    let text = read::read_text(path, FileKind::Text)?;
    let folder = path.parent().unwrap_or(Path::new(".")).to_path_buf();
    read_course(path, text, profiles, library, &|exam: &Path| {
        PaperFiles::load(&folder.join(exam), profiles)
    })
}

/// A course's text checked, then each of its papers read by `paper` and checked against it.
fn read_course(
    path: &Path,
    text: String,
    profiles: &Profiles,
    library: &Library,
    paper: &dyn Fn(&Path) -> Result<PaperFiles, Diagnostic>,
) -> Result<CourseFiles, Diagnostic> {
    let name = path.display().to_string();
    let course = Course::parse(&name, &text, profiles, library)?;
    let mut papers = Vec::new();
    for exam in &course.exams {
        let at = Course::exam_position(&text, exam);
        let files = paper(exam).map_err(|error| {
            Diagnostic::new(
                &name,
                at,
                format!(
                    "the exam paper `{}` cannot be used: {error}",
                    exam.display()
                ),
            )
            .because(
                Problem::new("course_paper_unusable")
                    .with("path", exam.display())
                    .because_of(&error),
            )
        })?;
        if files.paper.table != course.table {
            return Err(Diagnostic::new(
                &name,
                at,
                format!(
                    "the exam paper `{}` is for the table `{}`, the course for `{}`",
                    exam.display(),
                    files.paper.table,
                    course.table
                ),
            )
            .because(
                Problem::new("course_paper_other_table")
                    .with("path", exam.display())
                    .with("table", &files.paper.table)
                    .with("course", &course.table),
            ));
        }
        papers.push(files);
    }
    Ok(CourseFiles {
        path: path.to_path_buf(),
        text,
        course,
        papers,
    })
}

/// What the seal next to a course says about it.
pub fn seal_status(files: &CourseFiles, trusted: &TrustedKeys) -> Result<SealStatus, Diagnostic> {
    let seal = Seal::load_for(&files.path)?;
    Ok(seal::check_course(&files.text, seal.as_ref(), trusted))
}

/// A course on disk for training: checked whole, and signed by an instructor the school trusts,
/// unchanged since. Otherwise the message says why, at the course.
pub fn load_trusted(
    path: &Path,
    profiles: &Profiles,
    library: &Library,
    trusted: &TrustedKeys,
) -> Result<TrustedCourse, Diagnostic> {
    let files = load(path, profiles, library)?;
    let trust = trust_of(&files, trusted)?;
    Ok(TrustedCourse { files, trust })
}

/// Why a course on disk is trusted, or why not (at line 1, column 1 of the course).
pub fn trust_of(files: &CourseFiles, trusted: &TrustedKeys) -> Result<Trust, Diagnostic> {
    let name = files.path.display().to_string();
    let refuse =
        |message: String, problem: Problem| Diagnostic::at(&name, 1, 1, message).because(problem);
    match seal_status(files, trusted)? {
        SealStatus::Sealed { instructor } => Ok(Trust::Signed { instructor }),
        SealStatus::Unsealed => Err(refuse(
            format!(
                "the course is not signed (no {}): an instructor signs it with `tallador course sign`",
                seal_path(&files.path).display()
            ),
            Problem::new("course_unsigned"),
        )),
        SealStatus::Changed => Err(refuse(
            "the course was changed after it was signed: its gates are not the instructor's"
                .to_string(),
            Problem::new("course_changed"),
        )),
        other => Err(refuse(
            format!("the course's seal is refused: {other}"),
            Problem::new("course_seal_refused").with("why", other.id()),
        )),
    }
}

/// Every session log of `trainee` below `folder` (by the name in the file's name, then the
/// name in the log), and the files that look like theirs but do not read.
pub fn trainee_logs(folder: &Path, trainee: &str) -> (Vec<SessionLog>, Vec<Diagnostic>) {
    let slug = crate::session::log_file::slug(trainee);
    let who = names::normalised(trainee);
    let (files, mut problems) =
        crate::session::load::ron_files(folder, crate::session::library::MAX_DEPTH);
    let mut logs = Vec::new();
    for path in files {
        let theirs = path
            .file_name()
            .and_then(|name| name.to_str())
            .is_some_and(|name| name.contains(&slug));
        if !theirs {
            continue;
        }
        let read = read::read_text(&path, FileKind::Log).and_then(|text| {
            if diagnostic::ron_kind(&text) != "SessionLog" {
                return Ok(None);
            }
            SessionLog::parse(&path.display().to_string(), &text).map(Some)
        });
        match read {
            Ok(Some(log)) if names::normalised(&log.trainee) == who => logs.push(log),
            Ok(_) => {}
            Err(problem) => problems.push(problem),
        }
    }
    (logs, problems)
}

/// Who may train here, for the start screen's "who are you?": the roster's names (the data
/// folder's `roster.csv`, when there is one) in its order, then the names `seen` in the logs
/// folder, each once. A roster that does not read (a line without `id,name`, an id twice) is
/// refused with its line, and the names seen are still given.
pub fn known_trainees(
    roster: Option<&Path>,
    seen: Vec<String>,
) -> (Vec<String>, Option<Diagnostic>) {
    let mut found: Vec<String> = Vec::new();
    let mut problem = None;
    if let Some(path) = roster.filter(|path| std::fs::symlink_metadata(path).is_ok()) {
        let name = path.display().to_string();
        match read::read_text(path, FileKind::Roster).and_then(|text| {
            Roster::parse(&text).map_err(|error| {
                Diagnostic::at(&name, error.line, 1, error.to_string()).because(
                    Problem::new("roster_line")
                        .with("line", error.line)
                        .with("what", &error.what),
                )
            })
        }) {
            Ok(roster) => found.extend(roster.trainees.into_iter().map(|(_, name)| name)),
            Err(diagnostic) => problem = Some(diagnostic),
        }
    }
    // The overview's stand-in for a log of an older version with no name is no one's name.
    found.extend(seen.into_iter().filter(|name| {
        name != crate::session::overview::NO_NAME && names::check_name(name).is_ok()
    }));
    let mut once = std::collections::BTreeSet::new();
    found.retain(|name| once.insert(names::normalised(name)));
    (found, problem)
}

/// Writes a course's text at `path` (folders made, the file replaced whole), checked first as
/// `tallador course check` checks its content (its exam papers need not be there yet).
pub fn write_course(
    path: &Path,
    text: &str,
    profiles: &Profiles,
    library: &Library,
) -> Result<Course, Diagnostic> {
    let name = path.display().to_string();
    let course = Course::parse(&name, text, profiles, library)?;
    let cannot = |error: std::io::Error| {
        Diagnostic::new(&name, None, format!("cannot write the course: {error}"))
            .because(Problem::new("course_unwritable").with("why", error))
    };
    if let Some(folder) = path
        .parent()
        .filter(|folder| !folder.as_os_str().is_empty())
    {
        std::fs::create_dir_all(folder).map_err(cannot)?;
    }
    crate::session::log_file::write_atomically(path, text).map_err(cannot)?;
    Ok(course)
}

/// Signs the course at `path` (its whole text as written) with `key`: writes `COURSE.seal`.
pub fn sign_course(
    key: &crate::session::exam::seal::InstructorKey,
    path: &Path,
    time: crate::session::log::Stamp,
) -> Result<PathBuf, Diagnostic> {
    let name = path.display().to_string();
    let text = read::read_text(path, FileKind::Text)?;
    key.seal(
        crate::session::exam::seal::Subject::Course,
        &seal::course_hash(&text),
        time,
        None,
    )
    .write_for(path)
    .map_err(|error| {
        Diagnostic::new(&name, None, error.to_string())
            .because(Problem::new("course_unwritable").with("why", error))
    })
}
