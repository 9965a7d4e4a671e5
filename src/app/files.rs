//! The app's edge to the disk: what the commands read and write (the start screen's situation,
//! session logs to review, a folder of logs for the overview and its CSV, the inspector's case
//! and report). Called only from [`super::apply`], after the frame; no screen reads or writes a
//! file.

use crate::text::told::Told;
use std::path::{Path, PathBuf};

use chrono::{DateTime, FixedOffset};

use super::SourceKind;
use super::exam_editor::{ExamEditorScreen, SituationDraft};
use super::inspector::InspectorScreen;
use super::review::{LogDetails, LogEntry};
use super::start::StartForm;
use crate::core::Profiles;
use crate::core::diagnostic::{self, Diagnostic};
use crate::core::generate::{self, Focus};
use crate::core::scenario::Scenario;
use crate::inspect::case::{self, Case, CaseDraft};
use crate::inspect::report::ReportHeader;
use crate::session::exam::PaperFiles;
use crate::session::exam::certificate::Certificate;
use crate::session::exam::collect;
use crate::session::exam::names::{self, Roster};
use crate::session::exam::read::{self, FileKind};
use crate::session::exam::register::Register;
use crate::session::exam::seal::{self, InstructorKey, SignedPaper, TrustedKeys};
use crate::session::index::IndexKey;
use crate::session::library::Library;
use crate::session::log_file::write_atomically;
use crate::session::overview::Overview;
use crate::session::quiz::History;
use crate::session::review::Review;
use crate::session::{Mode, ScenarioSource, SessionLog, Stamp};
use crate::text::i18n::I18n;

/// The situation chosen on the start screen (a scenario file read here), or what is wrong with
/// the choice.
pub fn situation(
    form: &StartForm,
    library: &Library,
    profiles: &Profiles,
    i18n: &I18n,
) -> Result<(Scenario, ScenarioSource), Told> {
    // The log records the title in the language the session is started in.
    let code = i18n.lang().code();
    match form.source {
        SourceKind::Library => {
            let entry = form
                .library_pick
                .and_then(|index| library.entries.get(index))
                .filter(|entry| entry.scenario.profile.id == form.profile)
                .ok_or_else(|| Told::text("start.pick_a_situation"))?;
            Ok((
                entry.scenario.clone(),
                ScenarioSource::File {
                    path: entry.path.display().to_string(),
                    title: entry.scenario.title_in(code).to_string(),
                },
            ))
        }
        SourceKind::Random => random_situation(form, profiles, i18n),
        SourceKind::File => {
            let path = std::path::PathBuf::from(form.file.trim());
            if form.file.trim().is_empty() {
                return Err(Told::text("start.no_file"));
            }
            let scenario =
                crate::session::load::scenario(&path, profiles).map_err(Told::Diagnostic)?;
            let title = scenario.title_in(code).to_string();
            Ok((
                scenario,
                ScenarioSource::File {
                    path: path.display().to_string(),
                    title,
                },
            ))
        }
    }
}

/// A random situation of the form's table, focus and seed (the generator's), its title and
/// notes in the interface's language.
fn random_situation(
    form: &StartForm,
    profiles: &Profiles,
    i18n: &I18n,
) -> Result<(Scenario, ScenarioSource), Told> {
    // No seed typed: a fresh one for this trainee and this attempt (the log records it).
    let seed: u64 = match form.seed.trim() {
        "" => fresh_seed(),
        typed => typed
            .parse()
            .map_err(|_| Told::with("start.bad_seed", &[("seed", typed)]))?,
    };
    let profile = profiles
        .get(&form.profile)
        .ok_or_else(|| Told::text("start.pick_a_table"))?;
    let focus = if Focus::for_kind(profile.kind).contains(&form.focus) {
        form.focus
    } else {
        Focus::Any
    };
    let options = generate::Options {
        places: form.places.clamp(1, profile.places),
        focus,
        ..generate::Options::default()
    };
    // Paying with chips, every stake drawn is one the table's chips can pay (CHIPS).
    let options = if form.paid_in_chips {
        options.payable(profile)
    } else {
        options
    };
    let mut scenario = generate::scenario(profile, &options, seed)
        .map_err(|error| Told::text("start.random_failed").and("why", Told::error(&error)))?;
    // The generator's title is the file's (English); the trainee reads one in the
    // interface's language.
    let title = i18n.trf(
        "start.random_title",
        &[("focus", &i18n.focus(focus)), ("seed", &seed.to_string())],
    );
    scenario.title = title.clone();
    scenario.title_es = title.clone();
    scenario.title_it = title.clone();
    // So are its notes: what the focus trains and how to deal it again.
    let notes = i18n.trf(
        "start.random_notes",
        &[
            ("about", &i18n.focus_about(focus)),
            ("seed", &seed.to_string()),
        ],
    );
    scenario.notes = notes.clone();
    scenario.notes_es = notes.clone();
    scenario.notes_it = notes;
    Ok((scenario, ScenarioSource::Random { seed, title }))
}

/// A fresh seed from the system's randomness, above 2^32 (no seed a person would type to
/// practise); the time's milliseconds where the system has none.
pub fn fresh_seed() -> u64 {
    let mut bytes = [0u8; 8];
    let drawn = getrandom::fill(&mut bytes).map(|()| u64::from_le_bytes(bytes));
    let seed = drawn.unwrap_or_else(|_| {
        chrono::Local::now()
            .timestamp_millis()
            .unsigned_abs()
            .rotate_left(32)
    });
    seed | (1 << 33)
}

/// The trainee's quiz history as on disk (`None`: in memory only, a new one). An unreadable
/// file is shown as a new history here; the quiz sets it aside, and says so, when it starts.
pub fn quiz_history(folder: Option<&Path>, trainee: &str) -> History {
    folder
        .and_then(|folder| crate::session::quiz::history_file::read(folder, trainee).ok())
        .unwrap_or_else(|| History::new(trainee))
}

/// A log file read for the review, or why it cannot be (with file, line and column).
pub fn open_log(path: &Path, profiles: &Profiles) -> Result<Review, Told> {
    SessionLog::load(path)
        .map(|log| Review::new(log, profiles))
        .map_err(Told::Diagnostic)
}

/// The `*.ron` files of the logs folder, newest name first.
pub fn list_logs(folder: &Path) -> Vec<LogEntry> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut logs: Vec<LogEntry> = entries
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| {
            path.extension().is_some_and(|ext| ext == "ron")
                && path
                    .file_name()
                    .is_some_and(|name| !name.to_string_lossy().starts_with('.'))
        })
        .map(|path| LogEntry {
            label: label_of(&path),
            details: SessionLog::load(&path).ok().map(|log| LogDetails {
                trainee: log.trainee.clone(),
                profile: log.profile.clone(),
                title: log.source.title().to_string(),
                mode: log.mode,
                percent: log.summary.accuracy_percent(),
                finished: log.summary.finished,
            }),
            path,
        })
        .collect();
    logs.sort_by(|a, b| b.path.cmp(&a.path));
    logs
}

/// `20260504-090000-ana-perez-practice.ron` → `2026-05-04 09:00 · ana-perez · practice`.
fn label_of(path: &Path) -> String {
    let stem = path
        .file_stem()
        .map(|stem| stem.to_string_lossy().into_owned())
        .unwrap_or_default();
    let bytes = stem.as_bytes();
    let dated = bytes.len() > 16
        && bytes[..8].iter().all(u8::is_ascii_digit)
        && bytes[8] == b'-'
        && bytes[9..15].iter().all(u8::is_ascii_digit)
        && bytes[15] == b'-';
    if !dated {
        return stem;
    }
    let mut rest = &stem[16..];
    // `-2`, `-3`: a second log of the same minute.
    if let Some((head, tail)) = rest.rsplit_once('-')
        && !tail.is_empty()
        && tail.bytes().all(|b| b.is_ascii_digit())
    {
        rest = head;
    }
    let (who, mode) = [Mode::Practice, Mode::Exam, Mode::Quiz, Mode::AuditDrill]
        .iter()
        .find_map(|mode| {
            rest.strip_suffix(mode.id())
                .and_then(|who| who.strip_suffix('-'))
                .map(|who| (who, mode.id()))
        })
        .unwrap_or((rest, ""));
    format!(
        "{}-{}-{} {}:{} · {who} · {mode}",
        &stem[0..4],
        &stem[4..6],
        &stem[6..8],
        &stem[9..11],
        &stem[11..13]
    )
}

/// The sessions of `folder` (of `mode` only, when given), through the data folder's index
/// cache; or why not.
pub fn read_overview(
    folder: &Path,
    mode: Option<Mode>,
    data_folder: Option<&Path>,
) -> Result<Overview, Told> {
    if !folder.is_dir() {
        return Err(not_a_folder(folder).1);
    }
    let (_, key) = register_inputs(data_folder);
    Ok(Overview::load_cached(folder, &key, &|log| {
        mode.is_none_or(|mode| log.mode == mode)
    }))
}

/// Writes `overview`'s table as CSV to `path`; the message says where, or why not.
pub fn export_csv(overview: &Overview, path: &Path) -> (bool, Told) {
    let shown = path.display().to_string();
    match write_atomically(path, &overview.csv()) {
        Ok(()) => (
            true,
            Told::with("overview.csv_written", &[("path", &shown)]),
        ),
        Err(error) => (
            false,
            Told::with("overview.csv_failed", &[("path", &shown)]).and("error", Told::io(&error)),
        ),
    }
}

/// A saved case for the inspector (scenario file, and its actions file next to it), or why it
/// does not open (file, line and column).
pub fn open_case(path: &Path, profiles: &Profiles) -> Result<CaseDraft, Told> {
    CaseDraft::open(path, profiles).map_err(Told::Diagnostic)
}

/// Saves the inspector's case (`None`: the draft does not build) at `path`: the scenario file
/// and, with the dealer's `actions`, the actions file; the message names the files written.
pub fn save_case(case: Option<&Case>, actions: &str, path: &Path) -> (bool, Told) {
    match case {
        None => (false, Told::text("inspector.fix_first")),
        Some(case) => match case.save(path, actions) {
            Ok(written) => {
                let files: Vec<String> = written
                    .iter()
                    .map(|path| path.display().to_string())
                    .collect();
                (
                    true,
                    Told::with("inspector.saved", &[("files", &files.join(", "))]),
                )
            }
            Err(error) => cannot_write(path, &error),
        },
    }
}

/// The report's header for the inspector's window: who, when (`now`), the case's files (the
/// case at `case_path` and, with `actions`, its actions file), in the window's language.
pub fn report_header(
    inspector: &InspectorScreen,
    i18n: &I18n,
    now: DateTime<FixedOffset>,
) -> ReportHeader {
    let mut sources = Vec::new();
    if !inspector.case_path.trim().is_empty() {
        let case_path = PathBuf::from(inspector.case_path.trim());
        sources.push(case_path.display().to_string());
        if !inspector.draft.actions.trim().is_empty() {
            sources.push(case::actions_path(&case_path).display().to_string());
        }
    }
    ReportHeader {
        inspector: inspector.inspector.trim().to_string(),
        when: now.format("%Y-%m-%d %H:%M %:z").to_string(),
        sources,
        lang: i18n.lang(),
    }
}

/// Writes the inspector's printable report (the same as `tallador audit --report`) of `case`
/// (`None`: the draft does not build) at `path`.
pub fn export_report(case: Option<&Case>, header: &ReportHeader, path: &Path) -> (bool, Told) {
    match case {
        None => (false, Told::text("inspector.fix_first")),
        Some(case) => match write_atomically(path, &case.report(header)) {
            Ok(()) => (
                true,
                Told::with(
                    "inspector.report_written",
                    &[("path", &path.display().to_string())],
                ),
            ),
            Err(error) => cannot_write(path, &error),
        },
    }
}

/// Where a case goes when no path is typed: `cases/case-<date>.ron` in the data folder (the
/// folder made, or its failure shown as the save's own error).
pub fn new_case_path(now: DateTime<FixedOffset>, data_folder: Option<&Path>) -> PathBuf {
    let folder = data_folder
        .map(|dir| dir.join("cases"))
        .unwrap_or_else(|| PathBuf::from("cases"));
    let _ = std::fs::create_dir_all(&folder);
    folder.join(format!("case-{}.ron", now.format("%Y%m%d-%H%M")))
}

/// The message for no instructor key to sign or seal with.
fn no_key(why: &Diagnostic) -> (bool, Told) {
    (
        false,
        Told::text("editor.no_key").and("why", Told::Diagnostic(why.clone())),
    )
}

/// The message for a folder of logs that is not one.
fn not_a_folder(folder: &Path) -> (bool, Told) {
    (
        false,
        Told::with(
            "overview.not_a_folder",
            &[("folder", &folder.display().to_string())],
        ),
    )
}

/// The message for a file that could not be written.
fn cannot_write(path: &Path, error: &std::io::Error) -> (bool, Told) {
    (
        false,
        Told::with(
            "inspector.cannot_write",
            &[("path", &path.display().to_string())],
        )
        .and("error", Told::io(error)),
    )
}

/// The keys a paper or a log may be sealed with here: the school's keys folder, and the
/// instructor's own key on this computer (their papers are theirs to give).
pub fn trusted_keys(keys_folder: Option<&Path>, instructor_folder: Option<&Path>) -> TrustedKeys {
    let mut trusted = keys_folder
        .and_then(|folder| TrustedKeys::load(folder).ok())
        .map(|(trusted, _)| trusted)
        .unwrap_or_default();
    if let Ok(key) = instructor_key(instructor_folder) {
        trusted.keys.push(key.public());
    }
    trusted
}

/// The instructor's key on this computer, or why there is none (with file, line and column;
/// the screen says it in the user's language).
pub fn instructor_key(instructor_folder: Option<&Path>) -> Result<InstructorKey, Diagnostic> {
    use crate::core::diagnostic::Problem;
    let Some(folder) = instructor_folder else {
        return Err(Diagnostic::new("", None, "there is no instructor folder")
            .because(Problem::new("instructor_no_folder")));
    };
    let path = folder.join(seal::SECRET_KEY_FILE);
    if !path.exists() {
        let shown = path.display().to_string();
        return Err(Diagnostic::new(
            &shown,
            None,
            "no instructor key here: create one with `tallador instructor init`",
        )
        .because(Problem::new("instructor_no_key")));
    }
    InstructorKey::load(&path)
}

/// Makes the instructor's key pair for `name` in `instructor_folder`, as `tallador instructor
/// init` does: whose key it is and the message (where the public half is to give the school),
/// or why not.
pub fn create_instructor_key(
    name: &str,
    instructor_folder: Option<&Path>,
) -> Result<(String, Told), Told> {
    let Some(folder) = instructor_folder else {
        return Err(Told::text("editor.no_instructor_folder"));
    };
    if name.trim().is_empty() {
        return Err(Told::text("editor.key_needs_name"));
    }
    let name = names::check_name(name.trim()).map_err(|error| {
        Told::text("editor.key_bad_name").and(
            "why",
            Told::Problem {
                said: error.problem(),
                english: error.to_string(),
                why: None,
            },
        )
    })?;
    let (secret, public) = InstructorKey::generate(&name)
        .and_then(|key| key.write_new(folder))
        .map_err(|error| Told::text("editor.key_not_made").and("why", Told::error(&error)))?;
    let told = Told::with(
        "editor.key_created",
        &[
            ("name", &name),
            ("public", &public.display().to_string()),
            ("secret", &secret.display().to_string()),
        ],
    );
    Ok((name, told))
}

/// Attempts below `folder` of `trainee` (by normalised name) on the paper with `hash`: intact
/// exam logs naming it, copies of one log counted once. What the exam computer can tell; the
/// register on the instructor's machine decides.
pub fn earlier_attempts(folder: &Path, trainee: &str, hash: &str) -> u32 {
    let (files, _) = crate::session::load::ron_files(folder, crate::session::library::MAX_DEPTH);
    let mut count = 0;
    let mut headers: Vec<String> = Vec::new();
    for path in files {
        let Ok(text) = read::read_text(&path, FileKind::Log) else {
            continue;
        };
        // Only a log naming the paper's hash can be one of its attempts.
        if !text.contains(hash) || diagnostic::ron_kind(&text) != "SessionLog" {
            continue;
        }
        let Ok(log) = SessionLog::parse(&path.display().to_string(), &text) else {
            continue;
        };
        if log.mode == Mode::Exam
            && names::normalised(&log.trainee) == names::normalised(trainee)
            && log.paper.as_ref().is_some_and(|paper| paper.hash == hash)
            && crate::session::facts::LogFacts::of(&log).intact()
            && !headers.contains(&log.header_hash)
        {
            headers.push(log.header_hash);
            count += 1;
        }
    }
    count
}

/// Reads a paper for an exam: signed by a trusted key and unchanged (or why not, at the paper).
pub fn exam_paper(
    path: &Path,
    profiles: &Profiles,
    trusted: &TrustedKeys,
) -> Result<SignedPaper, Told> {
    seal::load_paper_for_exam(path, profiles, trusted).map_err(Told::Diagnostic)
}

/// Where a library situation `name` of a paper saved at `paper` is copied: a folder next to
/// the paper named after it, the name's folders joined by `-`.
fn library_copy(paper: &Path, name: &str) -> PathBuf {
    let stem = paper
        .file_stem()
        .map(|stem| stem.to_string_lossy().into_owned())
        .unwrap_or_else(|| "exam".into());
    PathBuf::from(format!("{stem}-situations")).join(name.replace(['/', '\\'], "-"))
}

/// What saving (or signing) the editor's paper came to: where the paper goes, once known (the
/// field then shows it, whatever the app's working folder), and the message.
pub struct PaperSaved {
    pub path: Option<PathBuf>,
    pub outcome: Result<Told, Told>,
}

impl PaperSaved {
    fn failed(path: Option<&Path>, why: Told) -> PaperSaved {
        PaperSaved {
            path: path.map(Path::to_path_buf),
            outcome: Err(why),
        }
    }
}

/// Saves the editor's paper and copies of its library situations, then checks it as `tallador
/// check` does.
pub fn save_paper(
    editor: &ExamEditorScreen,
    library: &Library,
    data: Option<&Path>,
    profiles: &Profiles,
) -> PaperSaved {
    if editor.path.trim().is_empty() {
        return PaperSaved::failed(None, Told::text("editor.no_path"));
    }
    let path = paper_path(editor.path.trim(), data);
    let failed = |why: Told| PaperSaved::failed(Some(&path), why);
    let paper = match editor.paper(|name| library_copy(&path, name)) {
        Ok(paper) => paper,
        Err(problem) => return failed(Told::text(problem.key())),
    };
    let folder = path.parent().unwrap_or(Path::new("."));
    for situation in &editor.situations {
        let SituationDraft::Library(name) = situation else {
            continue;
        };
        let Some(entry) = library.entries.iter().find(|entry| &entry.name == name) else {
            return failed(Told::with("editor.library_missing", &[("name", name)]));
        };
        let copy = folder.join(library_copy(&path, name));
        if let Err(error) = write_atomically(&copy, &entry.scenario.to_ron()) {
            return failed(cannot_write(&copy, &error).1);
        }
    }
    if let Err(error) = write_atomically(&path, &paper.to_ron()) {
        return failed(cannot_write(&path, &error).1);
    }
    let checked = PaperFiles::load(&path, profiles).and_then(|files| {
        let scenarios = files.scenarios(profiles)?;
        Ok(scenarios.len())
    });
    let outcome = match checked {
        Ok(count) => Ok(Told::with(
            "editor.saved",
            &[
                ("path", &path.display().to_string()),
                ("count", &count.to_string()),
            ],
        )),
        Err(problem) => Err(Told::Diagnostic(problem)),
    };
    PaperSaved {
        path: Some(path),
        outcome,
    }
}

/// Saves the editor's paper, then signs it (the paper and its situations) with the
/// instructor's key: writes `PAPER.seal`.
pub fn sign_paper(
    editor: &ExamEditorScreen,
    library: &Library,
    (data, instructor_folder): (Option<&Path>, Option<&Path>),
    profiles: &Profiles,
    now: Stamp,
) -> PaperSaved {
    let key = match instructor_key(instructor_folder) {
        Ok(key) => key,
        Err(why) => return PaperSaved::failed(None, no_key(&why).1),
    };
    let saved = save_paper(editor, library, data, profiles);
    let (Some(path), Ok(_)) = (&saved.path, &saved.outcome) else {
        return saved;
    };
    let signed = PaperFiles::load(path, profiles)
        .and_then(|files| key.sign_paper(&files, profiles, now))
        .map_err(Told::Diagnostic)
        .and_then(|seal| seal.write_for(path).map_err(|error| Told::error(&error)));
    let outcome = signed.map(|seal_file| {
        Told::with(
            "editor.signed",
            &[
                ("path", &path.display().to_string()),
                ("instructor", &key.name),
                ("seal", &seal_file.display().to_string()),
            ],
        )
    });
    PaperSaved {
        path: saved.path,
        outcome,
    }
}

/// Where a paper typed as `typed` is saved: an absolute path as it is; a relative one in the
/// data folder's `exams/` (the app's working folder is nobody's choice), or, without a data
/// folder, made absolute from the working folder.
pub fn paper_path(typed: &str, data: Option<&Path>) -> PathBuf {
    let typed = Path::new(typed);
    if typed.is_absolute() {
        return typed.to_path_buf();
    }
    match data {
        Some(data) => data.join("exams").join(typed),
        None => std::path::absolute(typed).unwrap_or_else(|_| typed.to_path_buf()),
    }
}

/// The paper a trainee typed on the start screen: the file as typed when it is there (an
/// absolute path, or one from the working folder), else where the editor saves a paper of that
/// name (the data folder's `exams/`), else in the data folder (`exams/….ron`, as the field
/// suggests). A paper found nowhere is the path as typed, which the error then names.
pub fn paper_to_take(typed: &str, data: Option<&Path>) -> PathBuf {
    let as_typed = PathBuf::from(typed);
    if as_typed.is_absolute() || as_typed.is_file() {
        return as_typed;
    }
    let saved = paper_path(typed, data);
    let in_data = data.map(|data| data.join(typed));
    [Some(saved), in_data]
        .into_iter()
        .flatten()
        .find(|path| path.is_file())
        .unwrap_or(as_typed)
}

/// What the register is decided with on this computer besides the keys: the school roster
/// (the data folder's `roster.csv`, when there is one) and this machine's index key.
pub(in crate::app) fn register_inputs(data: Option<&Path>) -> (Roster, IndexKey) {
    let roster = data
        .map(|dir| dir.join("roster.csv"))
        .and_then(|path| read::read_text(&path, FileKind::Roster).ok())
        .and_then(|text| Roster::parse(&text).ok())
        .unwrap_or_default();
    let key = data.map_or_else(IndexKey::ephemeral, IndexKey::load_or_create);
    (roster, key)
}

/// Reads the register of the overview's folder against the trusted keys.
pub fn read_register(
    folder: &Path,
    data_folder: Option<&Path>,
    trusted: &TrustedKeys,
) -> Result<Register, Told> {
    if !folder.is_dir() {
        return Err(not_a_folder(folder).1);
    }
    let (roster, key) = register_inputs(data_folder);
    Ok(Register::load_cached(folder, trusted, &roster, &key))
}

/// What Collect and seal came to: the register read again after it (`None`: nothing was
/// sealed, the register stays as shown) and the message.
pub struct Sealed {
    pub register: Option<Register>,
    pub message: (bool, Told),
}

/// Collect and seal ([`collect::collect_and_seal`]): every exam log of the overview's folder
/// not sealed yet, decided against its signed paper and sealed with the instructor's key; what
/// was passed over is listed with why.
pub fn seal_exams(
    (folder, data_folder): (&Path, Option<&Path>),
    instructor_folder: Option<&Path>,
    trusted: &TrustedKeys,
    profiles: &Profiles,
    now: Stamp,
) -> Sealed {
    let key = match instructor_key(instructor_folder) {
        Ok(key) => key,
        Err(why) => {
            return Sealed {
                register: None,
                message: no_key(&why),
            };
        }
    };
    let mut trusted = trusted.clone();
    trusted.keys.push(key.public());
    let (roster, _) = register_inputs(data_folder);
    let sealer = collect::Sealer {
        key: &key,
        trusted: &trusted,
        profiles,
        roster: &roster,
        ledgers: crate::session::exam::ledger::Ledgers {
            copy: instructor_folder
                .map(|folder| folder.join(crate::session::exam::ledger::INSTRUCTOR_COPY)),
        },
        now,
    };
    let collected = collect::collect_with(folder, &sealer);
    let mut lines = vec![Told::with(
        "overview.sealed",
        &[
            ("count", &collected.sealed.len().to_string()),
            ("instructor", &key.name),
        ],
    )];
    let mut skipped_any = false;
    for (path, why) in &collected.skipped {
        if *why == collect::Skipped::AlreadySealed {
            continue;
        }
        skipped_any = true;
        let why = match why {
            collect::Skipped::Running => Told::text("overview.seal_running"),
            collect::Skipped::Unreadable(problem) | collect::Skipped::Paper(problem) => {
                Told::Diagnostic(problem.clone())
            }
            collect::Skipped::NotCounted(not_counted) => {
                Told::text(super::register::outcome_key(not_counted.id()))
            }
            collect::Skipped::Write(english, problem) => Told::Problem {
                said: problem.clone(),
                english: english.clone(),
                why: None,
            },
            collect::Skipped::Ledger(english) => Told::Plain(english.clone()),
            collect::Skipped::AlreadySealed => continue,
        };
        lines.push(Told::At {
            place: path.display().to_string(),
            told: Box::new(why),
        });
    }
    let (roster, index_key) = register_inputs(data_folder);
    Sealed {
        register: Some(Register::load_cached(folder, &trusted, &roster, &index_key)),
        message: (!skipped_any, Told::Lines(lines)),
    }
}

/// What the school's LRS (set in the data folder `data`) does not bear out of the log's result;
/// `None` when it bears it out or no LRS is set.
fn lrs_doubts(
    data: Option<&Path>,
    register: &Register,
    log: &Path,
    roster: &Roster,
) -> Option<String> {
    use crate::session::lrs::{client::Client, outbox, queue, register as lrs};
    let settings = queue::load_settings(data?).ok()??;
    let (_, entry) = register.find(log)?;
    let doubts = match Client::new(settings, outbox::REQUEST_TIMEOUT).statements() {
        Ok(statements) => lrs::doubts(
            &lrs::LrsRegister::from_statements(&statements),
            register,
            entry,
            roster,
        ),
        Err(problem) => vec![format!("the school's LRS cannot be read: {problem}")],
    };
    (!doubts.is_empty()).then(|| doubts.join("; "))
}

/// Writes the certificate of a passed, sealed exam log next to it (`LOG.certificate.html`)
/// and keeps it for the preview.
pub fn write_certificate(
    (log, data_folder): (&Path, Option<&Path>),
    school: &str,
    trusted: &TrustedKeys,
    profiles: &Profiles,
    i18n: &I18n,
) -> (Option<Certificate>, (bool, Told)) {
    let out = log.with_extension("certificate.html");
    let folder = log.parent().unwrap_or(Path::new("."));
    let (roster, key) = register_inputs(data_folder);
    let register = Register::load_cached(folder, trusted, &roster, &key);
    let today = chrono::Local::now().date_naive();
    let certificate = match Certificate::for_log(log, &register, profiles, school, today) {
        Ok(certificate) => certificate,
        Err(problem) => return (None, (false, Told::Diagnostic(problem))),
    };
    if let Some(doubts) = lrs_doubts(data_folder, &register, log, &roster) {
        let told = Told::with(
            "overview.certificate_lrs_doubts",
            &[("doubts", &doubts), ("log", &log.display().to_string())],
        );
        return (None, (false, told));
    }
    let message = match write_atomically(&out, &certificate.html(i18n)) {
        Ok(()) => (
            true,
            Told::with(
                "overview.certificate_written",
                &[("path", &out.display().to_string())],
            ),
        ),
        Err(error) => cannot_write(&out, &error),
    };
    (Some(certificate), message)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log_file_names_read_as_date_trainee_and_mode() {
        assert_eq!(
            label_of(Path::new("/x/20260504-090000-ana-perez-practice.ron")),
            "2026-05-04 09:00 · ana-perez · practice"
        );
        assert_eq!(
            label_of(Path::new("20260504-090000-ana-perez-exam-2.ron")),
            "2026-05-04 09:00 · ana-perez · exam"
        );
        assert_eq!(
            label_of(Path::new("20260504-090000-ines-audit-drill.ron")),
            "2026-05-04 09:00 · ines · audit-drill"
        );
        assert_eq!(label_of(Path::new("notes.ron")), "notes");
    }

    #[test]
    fn a_paper_is_taken_by_the_name_the_editor_saved_it_under() {
        let data = tempfile::tempdir().unwrap();
        // The editor saves `table-test.ron` in the data folder's exams/.
        let saved = paper_path("table-test.ron", Some(data.path()));
        assert_eq!(saved, data.path().join("exams").join("table-test.ron"));
        std::fs::create_dir_all(saved.parent().unwrap()).unwrap();
        std::fs::write(&saved, "ExamPaper()").unwrap();
        // Typed as the editor named it, or as the field suggests (exams/….ron), it is found.
        assert_eq!(paper_to_take("table-test.ron", Some(data.path())), saved);
        assert_eq!(
            paper_to_take("exams/table-test.ron", Some(data.path())),
            data.path().join("exams/table-test.ron")
        );
        // A paper nowhere stays as typed, for the error to name.
        assert_eq!(
            paper_to_take("no-such-paper.ron", Some(data.path())),
            PathBuf::from("no-such-paper.ron")
        );
    }
}
