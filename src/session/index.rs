//! The index cache of a folder of logs (a school's whole history): what the overview and the
//! register need of each log ([`LogDigest`]), kept in `.tallador-index.json` in the folder and
//! keyed by the SHA-256 of each file's bytes. Every file is read and hashed on every load, so
//! the cache is never trusted over the logs themselves: a log that changed in any byte (an
//! edit, a touch-up with its old time) is read and checked again; only the parsing and the
//! hash-chain check of unchanged logs are saved.
//!
//! The cache sits in the logs folder, which a trainee may write to, so it is authenticated: an
//! HMAC-SHA256 over the whole file with the [`IndexKey`] of the machine that reads it (kept in
//! that machine's data folder, never in the logs folder). A cache written elsewhere, edited, or
//! planted is not this machine's: it is ignored and rebuilt from the files. A cache that is
//! missing, of another format or unreadable is rebuilt too.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use hmac::{KeyInit, Mac};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::exam::read::{self, FileKind};
use super::facts::LogDigest;
use super::log::SessionLog;
use super::overview::Overview;
use crate::core::diagnostic::{self, Diagnostic, Problem};

/// The cache's file name in the logs folder (hidden; not a `*.ron`, so no reader takes it
/// for a log).
pub const INDEX_FILE: &str = ".tallador-index.json";

/// The version of the cache's format: another one is rebuilt.
const INDEX_FORMAT: u32 = 4;

/// The file of the machine's index key in its data folder.
pub const INDEX_KEY_FILE: &str = "index.key";

type HmacSha256 = hmac::Hmac<Sha256>;

/// The secret that authenticates this machine's index caches: 32 random bytes in the data
/// folder of the machine that reads the logs (an instructor's), not in the logs folder.
#[derive(Clone)]
pub struct IndexKey([u8; 32]);

impl std::fmt::Debug for IndexKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("IndexKey(…)")
    }
}

impl IndexKey {
    /// A key for this run only: caches it writes are never trusted by another run.
    pub fn ephemeral() -> IndexKey {
        let mut bytes = [0u8; 32];
        // Without a random source the key is fixed and useless, which only costs time: the
        // cache is then never trusted (see `load`'s tag check).
        if getrandom::fill(&mut bytes).is_err() {
            bytes = [0; 32];
        }
        IndexKey(bytes)
    }

    /// The machine's key in `data_folder` (`index.key`), made on first use. A key that does not
    /// read, or cannot be written, gives an ephemeral one: the cache then saves nothing.
    pub fn load_or_create(data_folder: &std::path::Path) -> IndexKey {
        let path = data_folder.join(INDEX_KEY_FILE);
        if let Ok(text) = read::read_text(&path, FileKind::Key)
            && let Some(bytes) = from_hex32(text.trim())
        {
            return IndexKey(bytes);
        }
        let key = IndexKey::ephemeral();
        if key.0 == [0; 32] {
            return key;
        }
        let hex: String = key.0.iter().map(|byte| format!("{byte:02x}")).collect();
        let _ = std::fs::create_dir_all(data_folder);
        let _ = super::log_file::write_secret_atomically(&path, &format!("{hex}\n"));
        key
    }

    /// The tag of a cache's text.
    fn tag(&self, text: &str) -> Option<String> {
        if self.0 == [0; 32] {
            return None;
        }
        let mut mac = HmacSha256::new_from_slice(&self.0).ok()?;
        mac.update(b"tallador-index\n");
        mac.update(text.as_bytes());
        Some(sha_hex(&mac.finalize().into_bytes()))
    }
}

fn from_hex32(text: &str) -> Option<[u8; 32]> {
    if text.len() != 64 || !text.is_ascii() {
        return None;
    }
    let mut bytes = [0u8; 32];
    for (index, byte) in bytes.iter_mut().enumerate() {
        *byte = u8::from_str_radix(text.get(2 * index..2 * index + 2)?, 16).ok()?;
    }
    Some(bytes)
}

fn sha_hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
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

/// The cache on disk: the entries' JSON and its tag.
#[derive(Debug, Serialize, Deserialize)]
struct TaggedIndex {
    /// [`IndexFile`] as JSON.
    index: String,
    /// HMAC-SHA256 of `index` with the machine's [`IndexKey`].
    tag: String,
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
    sha_hex(&Sha256::digest(bytes))
}

fn read_one(folder: &Path, path: &Path, cached: &HashMap<String, IndexEntry>) -> Read {
    let name = path.display().to_string();
    let key = path
        .strip_prefix(folder)
        .unwrap_or(path)
        .to_string_lossy()
        .replace('\\', "/");
    let bytes = match read::read_bytes(path, FileKind::Log) {
        Ok(bytes) => bytes,
        Err(problem) => return Read::Problem(problem),
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

/// Reads the cache of `folder`; an unreadable one, one of another format, and one whose tag is
/// not this machine's (written elsewhere, edited, planted) are none.
fn read_cache(folder: &Path, key: &IndexKey) -> HashMap<String, IndexEntry> {
    let Ok(text) = read::read_text(&folder.join(INDEX_FILE), FileKind::Index) else {
        return HashMap::new();
    };
    let Ok(tagged) = serde_json::from_str::<TaggedIndex>(&text) else {
        return HashMap::new();
    };
    if key.tag(&tagged.index).as_deref() != Some(tagged.tag.as_str()) {
        return HashMap::new();
    }
    match serde_json::from_str::<IndexFile>(&tagged.index) {
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
/// folder that cannot be written is read all the same). `key` authenticates the cache.
pub fn load(folder: &Path, key: &IndexKey) -> IndexedLogs {
    let (files, mut problems) = crate::session::load::ron_files(folder, super::library::MAX_DEPTH);
    let cached = read_cache(folder, key);
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
                    vec![Read::Problem(
                        Diagnostic::new(
                            &folder.display().to_string(),
                            None,
                            "a log could not be read (the reader stopped)",
                        )
                        .because(Problem::new("reader_stopped")),
                    )]
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
        if let Ok(index) = serde_json::to_string(&file)
            && let Some(tag) = key.tag(&index)
            && let Ok(json) = serde_json::to_string(&TaggedIndex { index, tag })
        {
            // A cache that cannot be written costs time, not correctness.
            let _ = super::log_file::write_atomically(&folder.join(INDEX_FILE), &json);
        }
    }
    indexed.problems = problems;
    indexed
}

impl Overview {
    /// [`Overview::load_filtered`] through the folder's index cache ([`super::index`]): a
    /// school's whole history in a moment, each log still read and hashed.
    pub fn load_cached(
        folder: &Path,
        key: &super::index::IndexKey,
        keep: &dyn Fn(&LogDigest) -> bool,
    ) -> Overview {
        let indexed = super::index::load(folder, key);
        let logs = indexed
            .logs
            .into_iter()
            .filter(|(_, digest)| keep(digest))
            .collect();
        let mut overview = Overview::from_digests(logs);
        overview.problems = indexed.problems;
        overview
    }
}
