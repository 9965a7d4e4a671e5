//! Files of the certification read as files: a FIFO, a device or a folder planted where a key, a
//! seal, a paper, a log or the index cache is expected is refused (it would hang the reader or
//! stream forever), and so is anything larger than a file of its kind can be. The path is in
//! every message.

use std::io::Read as _;
use std::path::Path;

use crate::core::diagnostic::{self, Diagnostic, Problem};

/// What a file is expected to be, and so how large it may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// An instructor's secret or public key (a few hundred bytes).
    Key,
    /// A seal next to a log or a paper.
    Seal,
    /// An exam paper.
    Paper,
    /// A scenario file a paper names.
    Scenario,
    /// A session log (an exam of a hundred situations is a few megabytes).
    Log,
    /// The folder's index cache.
    Index,
    /// The school roster.
    Roster,
    /// Any other text file (a profile, a translation, a case).
    Text,
}

impl FileKind {
    /// The largest file of this kind read, in bytes.
    pub fn limit(self) -> u64 {
        match self {
            FileKind::Key => 4 * 1024,
            FileKind::Seal => 16 * 1024,
            FileKind::Paper => 256 * 1024,
            FileKind::Scenario => 4 * 1024 * 1024,
            FileKind::Log => 32 * 1024 * 1024,
            FileKind::Index => 256 * 1024 * 1024,
            FileKind::Roster => 4 * 1024 * 1024,
            FileKind::Text => 32 * 1024 * 1024,
        }
    }

    fn id(self) -> &'static str {
        match self {
            FileKind::Key => "key",
            FileKind::Seal => "seal",
            FileKind::Paper => "exam paper",
            FileKind::Scenario => "scenario",
            FileKind::Log => "session log",
            FileKind::Index => "index cache",
            FileKind::Roster => "roster",
            FileKind::Text => "text file",
        }
    }
}

/// The bytes of the regular file at `path`, at most [`FileKind::limit`] of them.
pub fn read_bytes(path: &Path, kind: FileKind) -> Result<Vec<u8>, Diagnostic> {
    let name = path.display().to_string();
    let metadata =
        std::fs::metadata(path).map_err(|error| diagnostic::cannot_read(&name, &error))?;
    if !metadata.is_file() {
        return Err(Diagnostic::new(
            &name,
            None,
            format!(
                "not a regular file (a folder, a FIFO or a device): not read as a {}",
                kind.id()
            ),
        )
        .because(Problem::new("not_a_file").with("path", &name)));
    }
    let limit = kind.limit();
    let too_large = || {
        Diagnostic::new(
            &name,
            None,
            format!(
                "larger than a {} can be ({} bytes at most): not read",
                kind.id(),
                limit
            ),
        )
        .because(Problem::new("too_large").with("path", &name))
    };
    if metadata.len() > limit {
        return Err(too_large());
    }
    let file = std::fs::File::open(path).map_err(|error| diagnostic::cannot_read(&name, &error))?;
    // The file may grow between the look and the read: never read past the limit.
    let mut bytes = Vec::new();
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|error| diagnostic::cannot_read(&name, &error))?;
    if bytes.len() as u64 > limit {
        return Err(too_large());
    }
    Ok(bytes)
}

/// The UTF-8 text of the regular file at `path` (see [`read_bytes`]).
pub fn read_text(path: &Path, kind: FileKind) -> Result<String, Diagnostic> {
    let bytes = read_bytes(path, kind)?;
    diagnostic::decode_utf8(&path.display().to_string(), &bytes)
}

/// Whether `path` is a regular file (following links): what a reader may open.
pub fn is_regular_file(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|metadata| metadata.is_file())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_folder_or_an_oversized_file_is_refused_with_its_path() {
        let dir = tempfile::tempdir().unwrap();
        let error = read_text(dir.path(), FileKind::Seal).unwrap_err();
        assert!(error.to_string().contains("not a regular file"), "{error}");
        assert!(error.file.contains(&dir.path().display().to_string()));
        let big = dir.path().join("big.seal");
        std::fs::write(&big, vec![b' '; 16 * 1024 + 1]).unwrap();
        let error = read_text(&big, FileKind::Seal).unwrap_err();
        assert!(error.to_string().contains("16384 bytes at most"), "{error}");
        std::fs::write(&big, "Seal()").unwrap();
        assert_eq!(read_text(&big, FileKind::Seal).unwrap(), "Seal()");
    }
}
