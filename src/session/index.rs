//! The index cache of a folder of logs (a school's whole history): what the overview and the
//! register need of each log ([`LogDigest`]), kept in `.tallador-index.json` in the folder and
//! keyed by the SHA-256 of each file's bytes. Every file is read and hashed on every load, so
//! the cache is never trusted over the logs themselves: a log that changed in any byte (an
//! edit, a touch-up with its old time) is read and checked again; only the parsing and the
//! hash-chain check of unchanged logs are saved. A cache that is missing, of another format or
//! unreadable is rebuilt.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::log::{Integrity, Outcome, PaperRef, SessionLog, Stamp};
use super::pace::Pace;
use super::{Mode, score};
use crate::core::diagnostic::{self, Diagnostic};
use crate::core::{Category, RuleId};

/// The cache's file name in the logs folder (hidden; not a `*.ron`, so no reader takes it
/// for a log).
pub const INDEX_FILE: &str = ".tallador-index.json";

/// The version of the cache's format: another one is rebuilt.
const INDEX_FORMAT: u32 = 1;

/// What the overview and the register need of one session log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LogDigest {
    pub trainee: String,
    pub mode: Mode,
    pub profile: String,
    pub title: String,
    pub started: Stamp,
    pub ended: Option<Stamp>,
    pub integrity: Integrity,
    /// The summary's hash: what a seal signs.
    pub summary_hash: String,
    pub paper: Option<PaperRef>,
    /// As [`score::summarize`] counts the steps.
    pub finished: bool,
    pub decisions: u32,
    pub correct: u32,
    /// (category, decisions, right at the first try), in [`Category::ALL`] order.
    pub categories: Vec<(Category, u32, u32)>,
    pub median_ms: u64,
    /// Every first try's decision time, in log order.
    pub first_try_ms: Vec<u64>,
    /// First-try mistakes per rule.
    pub mistakes: Vec<(RuleId, u32)>,
    pub pace: Pace,
}

impl LogDigest {
    /// Reads what is needed of `log`, checking its hash chain.
    pub fn of(log: &SessionLog) -> LogDigest {
        let summary = score::summarize(&log.steps, log.summary.finished);
        let mut mistakes: BTreeMap<RuleId, u32> = BTreeMap::new();
        for step in log.steps.iter().filter(|step| step.counts()) {
            if step.verdict == Outcome::Wrong
                && let Some(rule) = step.rule
            {
                *mistakes.entry(rule).or_default() += 1;
            }
        }
        LogDigest {
            trainee: log.trainee.clone(),
            mode: log.mode,
            profile: log.profile.clone(),
            title: log.source.title().to_string(),
            started: log.started,
            ended: log.ended,
            integrity: log.verify(),
            summary_hash: log.summary.hash.clone(),
            paper: log.paper.clone(),
            finished: summary.finished,
            decisions: summary.decisions,
            correct: summary.correct,
            categories: summary
                .categories
                .iter()
                .map(|score| (score.category, score.decisions, score.correct))
                .collect(),
            median_ms: summary.median_ms,
            first_try_ms: log
                .steps
                .iter()
                .filter(|step| step.counts())
                .map(|step| step.response_ms)
                .collect(),
            mistakes: mistakes.into_iter().collect(),
            pace: Pace::of(log),
        }
    }
}

/// One file of the folder in the cache: its path below the folder, the SHA-256 of its bytes,
/// and its digest (`None`: not a session log, a scenario say).
#[derive(Clone, Debug, Serialize, Deserialize)]
struct IndexEntry {
    path: String,
    sha256: String,
    digest: Option<LogDigest>,
}

#[derive(Debug, Serialize, Deserialize)]
struct IndexFile {
    format: u32,
    entries: Vec<IndexEntry>,
}

/// The logs of a folder, through the cache.
#[derive(Clone, Debug, Default)]
pub struct IndexedLogs {
    /// Every session log read, with its path, in path order.
    pub logs: Vec<(PathBuf, LogDigest)>,
    /// Files that could not be read or are not valid logs.
    pub problems: Vec<Diagnostic>,
    /// Files read and parsed afresh (not found in the cache, or changed).
    pub read_afresh: usize,
}

/// What became of one file.
enum Read {
    Entry(Box<IndexEntry>, bool),
    Problem(Diagnostic),
}

fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect()
}

fn read_one(folder: &Path, path: &Path, cached: &HashMap<String, IndexEntry>) -> Read {
    let name = path.display().to_string();
    let key = path
        .strip_prefix(folder)
        .unwrap_or(path)
        .to_string_lossy()
        .replace('\\', "/");
    let bytes = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(error) => {
            return Read::Problem(Diagnostic::new(
                &name,
                None,
                format!("cannot read: {error}"),
            ));
        }
    };
    let sha256 = sha256_hex(&bytes);
    if let Some(entry) = cached.get(&key).filter(|entry| entry.sha256 == sha256) {
        return Read::Entry(Box::new(entry.clone()), false);
    }
    let text = match diagnostic::decode_utf8(&name, &bytes) {
        Ok(text) => text,
        Err(problem) => return Read::Problem(problem),
    };
    let digest = if diagnostic::ron_kind(&text) == "SessionLog" {
        match SessionLog::parse(&name, &text) {
            Ok(log) => Some(LogDigest::of(&log)),
            // Not cached: a broken log is reported every time.
            Err(problem) => return Read::Problem(problem),
        }
    } else {
        None
    };
    Read::Entry(
        Box::new(IndexEntry {
            path: key,
            sha256,
            digest,
        }),
        true,
    )
}

/// Reads the cache of `folder`; an unreadable one or one of another format is none.
fn read_cache(folder: &Path) -> HashMap<String, IndexEntry> {
    let Ok(text) = std::fs::read_to_string(folder.join(INDEX_FILE)) else {
        return HashMap::new();
    };
    match serde_json::from_str::<IndexFile>(&text) {
        Ok(file) if file.format == INDEX_FORMAT => file
            .entries
            .into_iter()
            .map(|entry| (entry.path.clone(), entry))
            .collect(),
        _ => HashMap::new(),
    }
}

/// Every session log below `folder` (sub-folders too, as the overview reads them), through the
/// folder's index cache; the cache is rewritten when a file was added, changed or removed (a
/// folder that cannot be written is read all the same).
pub fn load(folder: &Path) -> IndexedLogs {
    let (files, mut problems) = crate::session::load::ron_files(folder, super::library::MAX_DEPTH);
    let cached = read_cache(folder);
    let workers = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .clamp(1, 8);
    let chunk = files.len().div_ceil(workers).max(1);
    let cached_ref = &cached;
    let read: Vec<Read> = std::thread::scope(|scope| {
        let handles: Vec<_> = files
            .chunks(chunk)
            .map(|paths| {
                scope.spawn(move || {
                    paths
                        .iter()
                        .map(|path| read_one(folder, path, cached_ref))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|handle| {
                handle.join().unwrap_or_else(|_| {
                    vec![Read::Problem(Diagnostic::new(
                        &folder.display().to_string(),
                        None,
                        "a log could not be read (the reader stopped)",
                    ))]
                })
            })
            .collect()
    });
    let mut indexed = IndexedLogs::default();
    let mut entries = Vec::new();
    for item in read {
        match item {
            Read::Entry(entry, fresh) => {
                if fresh {
                    indexed.read_afresh += 1;
                }
                if let Some(digest) = &entry.digest {
                    indexed
                        .logs
                        .push((folder.join(&entry.path), digest.clone()));
                }
                entries.push(*entry);
            }
            Read::Problem(problem) => problems.push(problem),
        }
    }
    let removed = cached.len() != entries.len();
    if indexed.read_afresh > 0 || removed {
        let file = IndexFile {
            format: INDEX_FORMAT,
            entries,
        };
        if let Ok(json) = serde_json::to_string(&file) {
            // A cache that cannot be written costs time, not correctness.
            let _ = super::log_file::write_atomically(&folder.join(INDEX_FILE), &json);
        }
    }
    indexed.problems = problems;
    indexed
}
