//! The index cache of a logs folder (`.tallador-index.json`): the overview and the register
//! read through it give what reading every log gives, it is rebuilt when stale, and it is
//! never trusted over the logs: a log changed in one byte (its size and time kept) is read
//! again and shows as altered.

use std::path::{Path, PathBuf};

use tallador::session::exam::names::Roster;
use tallador::session::exam::register::Register;
use tallador::session::exam::seal::{InstructorKey, TrustedKeys};
use tallador::session::index::{self, INDEX_FILE, IndexKey};
use tallador::session::overview::Overview;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

/// A copy of `tests/fixtures/logs`: six logs, a scenario and a broken file.
fn logs_copy() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for entry in std::fs::read_dir(fixtures().join("logs")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|ext| ext == "ron") {
            std::fs::copy(&path, dir.path().join(path.file_name().unwrap())).unwrap();
        }
    }
    dir
}

#[test]
fn the_cached_overview_is_the_overview_of_the_logs() {
    let key = IndexKey::ephemeral();
    let dir = logs_copy();
    let folder = dir.path();
    let first = index::load(folder, &key);
    // Six logs and the scenario are read and cached; broken.ron is a problem, every time.
    assert_eq!(first.read_afresh, 7);
    assert_eq!(first.logs.len(), 6);
    assert_eq!(first.problems.len(), 1, "{:?}", first.problems);
    assert!(folder.join(INDEX_FILE).exists());
    let second = index::load(folder, &key);
    assert_eq!(second.read_afresh, 0, "nothing changed: all from the cache");
    assert_eq!(second.logs, first.logs);
    assert_eq!(second.problems.len(), 1);
    // Through the cache or not, the same overview.
    let mut uncached = Overview::load(folder);
    let mut cached = Overview::load_cached(folder, &key, &|_| true);
    assert_eq!(cached.rows, uncached.rows);
    assert_eq!(cached.logs, 6);
    uncached.problems.clear();
    cached.problems.clear();
    assert_eq!(cached, uncached);
}

#[test]
fn a_log_changed_without_changing_its_size_or_time_is_read_again() {
    let key = IndexKey::ephemeral();
    let dir = logs_copy();
    let folder = dir.path();
    index::load(folder, &key);
    // Ana's first exam: one digit of a decision time changed, same length, the old time kept.
    let path = folder.join("20260505-090000-ana-perez-exam.ron");
    let text = std::fs::read_to_string(&path).unwrap();
    let modified = std::fs::metadata(&path).unwrap().modified().unwrap();
    let edited = text.replacen("response_ms: 2000", "response_ms: 1000", 1);
    assert_ne!(edited, text);
    assert_eq!(edited.len(), text.len());
    std::fs::write(&path, &edited).unwrap();
    std::fs::File::options()
        .write(true)
        .open(&path)
        .unwrap()
        .set_modified(modified)
        .unwrap();
    let again = index::load(folder, &key);
    assert_eq!(again.read_afresh, 1);
    let (_, digest) = again.logs.iter().find(|(p, _)| p == &path).unwrap();
    assert!(
        matches!(
            digest.integrity,
            tallador::session::log::Integrity::Altered(_)
        ),
        "{:?}",
        digest.integrity
    );
    let overview = Overview::load_cached(folder, &key, &|_| true);
    let ana = overview
        .rows
        .iter()
        .find(|row| row.trainee == "Ana Pérez")
        .unwrap();
    // Ana's A3 was altered already; now A2 is too.
    assert_eq!(ana.altered.len(), 2);
}

#[test]
fn a_stale_or_broken_cache_is_rebuilt() {
    let key = IndexKey::ephemeral();
    let dir = logs_copy();
    let folder = dir.path();
    index::load(folder, &key);
    std::fs::write(folder.join(INDEX_FILE), "{ not json").unwrap();
    let rebuilt = index::load(folder, &key);
    assert_eq!(rebuilt.read_afresh, 7);
    assert_eq!(index::load(folder, &key).read_afresh, 0);
    // A log removed is gone from the overview; the cache is rewritten without it.
    std::fs::remove_file(folder.join("20260504-090000-ana-perez-practice.ron")).unwrap();
    let fewer = index::load(folder, &key);
    assert_eq!(fewer.read_afresh, 0);
    assert_eq!(fewer.logs.len(), 5);
    let cache = std::fs::read_to_string(folder.join(INDEX_FILE)).unwrap();
    assert!(!cache.contains("20260504-090000-ana-perez-practice.ron"));
}

#[test]
fn the_cached_register_is_the_register_of_the_logs() {
    let key = IndexKey::ephemeral();
    let dir = logs_copy();
    let trusted = TrustedKeys {
        keys: vec![InstructorKey::from_secret("Marta Ruiz", [7; 32]).public()],
    };
    let mut uncached = Register::load(dir.path(), &trusted, &Roster::default());
    let mut cached = Register::load_cached(dir.path(), &trusted, &Roster::default(), &key);
    // Three exam logs: Ana A2 and A3 (Puerto Rico), Bruno B1 (casilleros), none sealed.
    assert_eq!(cached.rows.len(), 2);
    assert_eq!(
        cached
            .rows
            .iter()
            .map(|row| row.entries.len())
            .sum::<usize>(),
        3
    );
    uncached.problems.clear();
    cached.problems.clear();
    assert_eq!(cached, uncached);
}
