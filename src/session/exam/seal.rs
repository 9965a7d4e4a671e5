//! Instructors' keys and seals. An instructor holds an Ed25519 key pair; a seal is a small RON
//! file next to what it seals (`LOG.ron.seal`, `PAPER.ron.seal`) holding the instructor's name,
//! public key, the hash sealed, the time, the exam result when there is one, and the signature
//! over all of them.
//!
//! The trust model (docs/instructor.md, "Exams and certification"): a seal proves that a log has not
//! changed since the instructor sealed it, not that it was not changed before. A school trusts
//! the public keys in its keys folder and no others.

use std::fmt;
use std::path::{Path, PathBuf};

use ed25519_dalek::{Signature, Signer, SigningKey, VerifyingKey};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::read::{self, FileKind};
use crate::core::diagnostic::{self, Diagnostic, Position, Problem};
use crate::core::profile::field_position;
use crate::core::{Profile, Profiles, TableKind};
use crate::session::log::{Integrity, SessionLog, Stamp};
use crate::session::log_file::{slug, write_atomically, write_secret_atomically};

/// The version of the key and seal formats this build writes and reads.
pub const SEAL_FORMAT: u32 = 1;

/// The file name of the instructor's secret key in the instructor folder.
pub const SECRET_KEY_FILE: &str = "instructor.key";

/// Where the seal of `path` is kept: `path` with `.seal` added (`x.ron.seal`).
pub fn seal_path(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_os_string();
    name.push(".seal");
    PathBuf::from(name)
}

/// Why a key or a seal could not be made or written.
#[derive(Debug, thiserror::Error)]
pub enum KeyError {
    #[error("the system's random source failed: {0}")]
    Random(String),
    #[error("there is already a key at {0} (remove it first to make a new one)")]
    Exists(PathBuf),
    #[error("there is no data folder for the instructor's key")]
    NoFolder,
    #[error("cannot write {path}: {source}")]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot encode: {0}")]
    Encode(#[from] ron::Error),
    /// The key to rotate does not read.
    #[error("{0}")]
    Read(Diagnostic),
}

impl crate::text::explain::AsProblem for KeyError {
    fn said(&self) -> crate::text::explain::Said<'_> {
        use crate::text::explain::Said;
        match self {
            KeyError::Random(why) => Said::Problem(Problem::new("random_source").with("why", why)),
            KeyError::Exists(path) => {
                Said::Problem(Problem::new("key_exists").with("path", path.display()))
            }
            KeyError::NoFolder => Said::Problem(Problem::new("key_no_folder")),
            KeyError::Write { path, source } => Said::Io(
                Problem::new("key_write").with("path", path.display()),
                source,
            ),
            KeyError::Encode(error) => {
                Said::Problem(Problem::new("cannot_encode").with("why", error))
            }
            KeyError::Read(diagnostic) => Said::Diagnostic(diagnostic),
        }
    }
}

fn to_hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

fn from_hex<const N: usize>(text: &str) -> Option<[u8; N]> {
    let text = text.trim();
    if text.len() != 2 * N || !text.is_ascii() {
        return None;
    }
    let mut bytes = [0u8; N];
    for (index, byte) in bytes.iter_mut().enumerate() {
        *byte = u8::from_str_radix(text.get(2 * index..2 * index + 2)?, 16).ok()?;
    }
    Some(bytes)
}

/// Hex digits in their canonical form (lower case): a signature or key written in capitals
/// is the same signature, and shows the same code.
fn canonical_hex(text: &str) -> String {
    text.trim().to_ascii_lowercase()
}

/// A string in a canonical encoding: its length in bytes, a colon, the text.
fn counted(text: &str) -> String {
    format!("{}:{text}", text.len())
}

fn sha256_hex(bytes: &[u8]) -> String {
    to_hex(&Sha256::digest(bytes))
}

/// An instructor's public key with the name it was made for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublicKey {
    pub name: String,
    pub key: VerifyingKey,
    /// When the instructor rotated away from this key (`tallador instructor rotate`): it is
    /// trusted for what it sealed until then, and for nothing after.
    pub retired: Option<Stamp>,
}

impl PublicKey {
    /// The key as 64 hex digits.
    pub fn hex(&self) -> String {
        to_hex(self.key.as_bytes())
    }

    /// A short form for people: the first 16 hex digits.
    pub fn fingerprint(&self) -> String {
        self.hex().chars().take(16).collect()
    }

    pub fn to_ron(&self) -> String {
        let retired = self
            .retired
            .map_or(String::new(), |time| format!("    retired: \"{time}\",\n"));
        format!(
            "PublicKey(\n    format: {SEAL_FORMAT},\n    name: {},\n    public_key: \"{}\",\n{retired})\n",
            quote(&self.name),
            self.hex()
        )
    }

    /// Whether this key is trusted for a seal made at `time`: always, unless it was retired
    /// before then.
    pub fn trusted_at(&self, time: Stamp) -> bool {
        self.retired.is_none_or(|retired| time <= retired)
    }

    pub fn parse(file: &str, text: &str) -> Result<PublicKey, Diagnostic> {
        #[derive(Deserialize)]
        #[serde(rename = "PublicKey", deny_unknown_fields)]
        struct Raw {
            format: u32,
            name: String,
            public_key: String,
            #[serde(default)]
            retired: Option<Stamp>,
        }
        let (raw, text) = read_ron(file, text, |raw: &Raw| raw.format)?;
        let key = verifying_key(&raw.public_key).ok_or_else(|| {
            Diagnostic::new(
                file,
                field_position(text, "public_key"),
                "the public key is not 64 hex digits of an Ed25519 key",
            )
            .because(Problem::new("public_key_not_hex"))
        })?;
        Ok(PublicKey {
            name: raw.name,
            key,
            retired: raw.retired,
        })
    }
}

/// An Ed25519 public key from 64 hex digits (either case). A small-order ("weak") key is
/// refused: a signature by it can be made without any secret.
fn verifying_key(hex: &str) -> Option<VerifyingKey> {
    VerifyingKey::from_bytes(&from_hex::<32>(hex)?)
        .ok()
        .filter(|key| !key.is_weak())
}

/// Reads a key or seal file's RON (a leading BOM is fine) and checks its format.
fn read_ron<'a, T: Deserialize<'a>>(
    file: &str,
    text: &'a str,
    format_of: impl Fn(&T) -> u32,
) -> Result<(T, &'a str), Diagnostic> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let options =
        ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME);
    let value: T = options
        .from_str(text)
        .map_err(|error| diagnostic::from_ron(file, &error, Position { line: 1, column: 1 }))?;
    check_format(file, text, format_of(&value))?;
    Ok((value, text))
}

fn check_format(file: &str, text: &str, format: u32) -> Result<(), Diagnostic> {
    if format == SEAL_FORMAT {
        return Ok(());
    }
    Err(Diagnostic::new(
        file,
        field_position(text, "format"),
        format!("format {format} is not known (this version reads format {SEAL_FORMAT})"),
    )
    .because(
        Problem::new("format_unknown")
            .with("format", format)
            .with("reads", SEAL_FORMAT),
    ))
}

/// A RON string literal.
fn quote(text: &str) -> String {
    ron::to_string(text).unwrap_or_else(|_| format!("{text:?}"))
}

/// An instructor's key pair.
pub struct InstructorKey {
    pub name: String,
    signing: SigningKey,
}

impl fmt::Debug for InstructorKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Never the secret.
        write!(
            f,
            "InstructorKey({:?}, {})",
            self.name,
            self.public().fingerprint()
        )
    }
}

impl InstructorKey {
    /// A new key from the system's random source.
    pub fn generate(name: &str) -> Result<InstructorKey, KeyError> {
        let mut secret = [0u8; 32];
        getrandom::fill(&mut secret).map_err(|error| KeyError::Random(error.to_string()))?;
        Ok(InstructorKey::from_secret(name, secret))
    }

    /// The key of these 32 secret bytes (tests use fixed ones).
    pub fn from_secret(name: &str, secret: [u8; 32]) -> InstructorKey {
        InstructorKey {
            name: name.to_string(),
            signing: SigningKey::from_bytes(&secret),
        }
    }

    pub fn public(&self) -> PublicKey {
        PublicKey {
            name: self.name.clone(),
            key: self.signing.verifying_key(),
            retired: None,
        }
    }

    pub fn to_ron(&self) -> String {
        format!(
            "// The instructor's secret key: keep it to yourself; give out the .pub file.\n\
             InstructorKey(\n    format: {SEAL_FORMAT},\n    name: {},\n    secret_key: \"{}\",\n)\n",
            quote(&self.name),
            to_hex(&self.signing.to_bytes())
        )
    }

    pub fn parse(file: &str, text: &str) -> Result<InstructorKey, Diagnostic> {
        #[derive(Deserialize)]
        #[serde(rename = "InstructorKey", deny_unknown_fields)]
        struct Raw {
            format: u32,
            name: String,
            secret_key: String,
        }
        let (raw, text) = read_ron(file, text, |raw: &Raw| raw.format)?;
        let secret = from_hex::<32>(&raw.secret_key).ok_or_else(|| {
            Diagnostic::new(
                file,
                field_position(text, "secret_key"),
                "the secret key is not 64 hex digits",
            )
            .because(Problem::new("secret_key_not_hex"))
        })?;
        Ok(InstructorKey::from_secret(&raw.name, secret))
    }

    /// Reads the secret key file.
    pub fn load(path: &Path) -> Result<InstructorKey, Diagnostic> {
        let text = read::read_text(path, FileKind::Key)?;
        InstructorKey::parse(&path.display().to_string(), &text)
    }

    /// Rotates the key in `folder` (`instructor.key`) to a new one of the same name, at `now`:
    /// the old public key is written as retired (`NAME-retired-FINGERPRINT.pub`: trusted for
    /// what it sealed until now), the old secret key set aside (`instructor-retired-FINGERPRINT.key`,
    /// to be deleted once the school has the retired public key), and the new pair written as
    /// [`InstructorKey::write_new`] does. Returns the new key, the retired public key's path and
    /// the new public key's.
    pub fn rotate(
        folder: &Path,
        now: Stamp,
    ) -> Result<(InstructorKey, PathBuf, PathBuf), KeyError> {
        let secret_path = folder.join(SECRET_KEY_FILE);
        let old = InstructorKey::load(&secret_path).map_err(KeyError::Read)?;
        let new = InstructorKey::generate(&old.name)?;
        let mut retired = old.public();
        retired.retired = Some(now);
        let fingerprint = retired.fingerprint();
        let retired_path = folder.join(format!("{}-retired-{fingerprint}.pub", slug(&old.name)));
        write_atomically(&retired_path, &retired.to_ron()).map_err(|source| KeyError::Write {
            path: retired_path.clone(),
            source,
        })?;
        let set_aside = folder.join(format!("instructor-retired-{fingerprint}.key"));
        std::fs::rename(&secret_path, &set_aside).map_err(|source| KeyError::Write {
            path: set_aside.clone(),
            source,
        })?;
        let (_, public_path) = new.write_new(folder)?;
        Ok((new, retired_path, public_path))
    }

    /// Writes the key pair into `folder`: the secret key (`instructor.key`, readable by its
    /// owner only where the system allows) and the public key (`NAME.pub`, for the school's
    /// keys folder). Refuses to replace an existing secret key. Returns both paths.
    pub fn write_new(&self, folder: &Path) -> Result<(PathBuf, PathBuf), KeyError> {
        let secret_path = folder.join(SECRET_KEY_FILE);
        if secret_path.exists() {
            return Err(KeyError::Exists(secret_path));
        }
        let write = |path: &Path, text: &str| {
            write_atomically(path, text).map_err(|source| KeyError::Write {
                path: path.to_path_buf(),
                source,
            })
        };
        write_secret_atomically(&secret_path, &self.to_ron()).map_err(|source| {
            KeyError::Write {
                path: secret_path.clone(),
                source,
            }
        })?;
        let public_path = folder.join(format!("{}.pub", slug(&self.name)));
        write(&public_path, &self.public().to_ron())?;
        Ok((secret_path, public_path))
    }

    /// Seals `hash` of a `subject` at `time`, with the exam `result` when there is one.
    pub fn seal(
        &self,
        subject: Subject,
        hash: &str,
        time: Stamp,
        result: Option<SealedResult>,
    ) -> Seal {
        self.sign(Seal {
            format: SEAL_FORMAT,
            subject,
            instructor: self.name.clone(),
            public_key: self.public().hex(),
            hash: hash.to_string(),
            time,
            result,
            pins: Vec::new(),
            signature: String::new(),
        })
    }

    /// Signs an exam paper as it reads here: its hash, and the rules of every table its
    /// situations are played at ([`ProfilePin`]), so an exam computer whose profiles say
    /// otherwise cannot run it.
    pub fn sign_paper(
        &self,
        files: &super::PaperFiles,
        profiles: &Profiles,
        time: Stamp,
    ) -> Result<Seal, Diagnostic> {
        let situations = files.scenarios(profiles)?;
        let mut pins: Vec<ProfilePin> = Vec::new();
        let tables = std::iter::once(files.paper.table.as_str()).chain(
            situations
                .iter()
                .map(|scenario| scenario.profile.id.as_str()),
        );
        for id in tables {
            if pins.iter().any(|pin| pin.id == id) {
                continue;
            }
            let profile = profiles.get(id).ok_or_else(|| {
                Diagnostic::new(
                    &files.path.display().to_string(),
                    field_position(&files.text, "table"),
                    format!("no profile `{id}`"),
                )
                .because(
                    Problem::new("no_profile").with("id", id).with(
                        "known",
                        profiles
                            .all()
                            .iter()
                            .map(|profile| profile.id.as_str())
                            .collect::<Vec<_>>()
                            .join(", "),
                    ),
                )
            })?;
            pins.push(ProfilePin::of(profile));
        }
        let mut seal = self.seal(
            Subject::Paper,
            &paper_hash(&files.text, &files.situations),
            time,
            None,
        );
        seal.pins = pins;
        Ok(self.sign(seal))
    }

    /// The signature (128 hex digits) of `text`, for what is signed besides seals (the attempt
    /// ledger).
    pub fn sign_text(&self, text: &str) -> String {
        to_hex(&self.signing.sign(text.as_bytes()).to_bytes())
    }

    fn sign(&self, mut seal: Seal) -> Seal {
        let signature = self.signing.sign(seal.signed_text().as_bytes());
        seal.signature = to_hex(&signature.to_bytes());
        seal
    }
}

/// A table's rules as the paper's signer had them: the profile id, its kind, and the SHA-256
/// of every field of the profile (decks, places, commission, tie odds, the deal…).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "Pin", deny_unknown_fields)]
pub struct ProfilePin {
    pub id: String,
    pub kind: TableKind,
    pub rules: String,
}

impl ProfilePin {
    pub fn of(profile: &Profile) -> ProfilePin {
        ProfilePin {
            id: profile.id.clone(),
            kind: profile.kind,
            rules: rules_hash(profile),
        }
    }

    fn line(&self) -> String {
        format!("{} {:?} {}", counted(&self.id), self.kind, self.rules)
    }
}

/// The hash of a profile's rules: its canonical JSON (fields in declaration order).
pub fn rules_hash(profile: &Profile) -> String {
    sha256_hex(
        serde_json::to_string(profile)
            .unwrap_or_default()
            .as_bytes(),
    )
}

/// What a seal is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Subject {
    /// A session log: the hash is the summary's, the end of its chain.
    Log,
    /// An exam paper: the hash covers the paper and the scenario files it names.
    Paper,
    /// A course (`session::course`): the hash covers the course's whole text.
    Course,
}

/// The exam result an instructor sealed with a log: graded against the paper when sealed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "Result", deny_unknown_fields)]
pub struct SealedResult {
    /// The paper's title, and its hash (what its own seal signs).
    pub paper: String,
    pub paper_hash: String,
    pub passed: bool,
    /// First tries right and first tries: the score is their ratio.
    pub correct: u32,
    pub decisions: u32,
    /// The paper's validity: a refresher is due this many months after the exam.
    pub valid_months: u32,
    /// The attempts the paper allows.
    pub attempts_allowed: u32,
    /// What the deciding function flagged (an inhuman pace, clocks that disagree): a flagged
    /// pass is not certified unless the instructor said why it stands ([`Self::accepted`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub flags: Vec<String>,
    /// The instructor's reason for certifying a flagged result.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub accepted: Option<String>,
    /// Which attempt of its trainee on its paper this is, by the attempt ledger when it was
    /// sealed ([`super::ledger`]): the order the instructor sealed them in, not the logs' clocks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attempt: Option<u32>,
}

impl SealedResult {
    /// Passed, and not flagged (or flagged and accepted by the instructor with a reason).
    pub fn certifiable(&self) -> bool {
        self.passed && (self.flags.is_empty() || self.accepted.is_some())
    }

    /// First-try accuracy in percent (0 with no decisions).
    pub fn score_percent(&self) -> f64 {
        if self.decisions == 0 {
            0.0
        } else {
            100.0 * f64::from(self.correct) / f64::from(self.decisions)
        }
    }
}

/// A seal, as written next to what it seals.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "Seal", deny_unknown_fields)]
pub struct Seal {
    pub format: u32,
    pub subject: Subject,
    pub instructor: String,
    /// 64 hex digits.
    pub public_key: String,
    /// The hash sealed (hex SHA-256).
    pub hash: String,
    pub time: Stamp,
    #[serde(default)]
    pub result: Option<SealedResult>,
    /// A paper's seal: the rules of the tables it is played at.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pins: Vec<ProfilePin>,
    /// 128 hex digits: the Ed25519 signature of [`Seal::signed_text`].
    pub signature: String,
}

impl Seal {
    /// What the signature covers: every field but the signature, one per line. Flags, an
    /// instructor's acceptance and pins appear only when present, so seals written before them
    /// still verify.
    pub fn signed_text(&self) -> String {
        let result = match &self.result {
            Some(result) => {
                let mut text = format!(
                    "paper {} {} passed={} correct={} decisions={} valid_months={} attempts_allowed={}",
                    counted(&result.paper),
                    result.paper_hash,
                    result.passed,
                    result.correct,
                    result.decisions,
                    result.valid_months,
                    result.attempts_allowed
                );
                for flag in &result.flags {
                    text += &format!(" flag={}", counted(flag));
                }
                if let Some(why) = &result.accepted {
                    text += &format!(" accepted={}", counted(why));
                }
                if let Some(attempt) = result.attempt {
                    text += &format!(" attempt={attempt}");
                }
                text
            }
            None => "-".to_string(),
        };
        let mut text = format!(
            "tallador-seal\nformat={}\nsubject={:?}\ninstructor={}\npublic_key={}\nhash={}\n\
             time={}\nresult={result}\n",
            self.format,
            self.subject,
            counted(&self.instructor),
            canonical_hex(&self.public_key),
            canonical_hex(&self.hash),
            self.time,
        );
        for pin in &self.pins {
            text += &format!("pin={}\n", pin.line());
        }
        text
    }

    /// The signature is the public key's over the seal's fields.
    pub fn signature_valid(&self) -> bool {
        let Some(key) = verifying_key(&self.public_key) else {
            return false;
        };
        let Some(bytes) = from_hex::<64>(&self.signature) else {
            return false;
        };
        key.verify_strict(
            self.signed_text().as_bytes(),
            &Signature::from_bytes(&bytes),
        )
        .is_ok()
    }

    /// A short code for people (a certificate, a phone call): the first 12 hex digits of the
    /// signature in its canonical (lower-case) form, in groups of four.
    pub fn code(&self) -> String {
        let digits: Vec<char> = canonical_hex(&self.signature).chars().take(12).collect();
        digits
            .chunks(4)
            .map(|group| group.iter().collect::<String>())
            .collect::<Vec<_>>()
            .join("-")
    }

    pub fn to_ron(&self) -> Result<String, ron::Error> {
        crate::session::pretty::pretty_ron(self, true)
    }

    /// Reads a seal; the keys and signature must at least have their shape.
    pub fn parse(file: &str, text: &str) -> Result<Seal, Diagnostic> {
        let (seal, text) = read_ron(file, text, |seal: &Seal| seal.format)?;
        let at = |field: &str, message: &str, problem: Problem| {
            Diagnostic::new(file, field_position(text, field), message.to_string()).because(problem)
        };
        if verifying_key(&seal.public_key).is_none() {
            return Err(at(
                "public_key",
                "the public key is not 64 hex digits of an Ed25519 key",
                Problem::new("public_key_not_hex"),
            ));
        }
        if from_hex::<32>(&seal.hash).is_none() {
            return Err(at(
                "hash",
                "the hash is not 64 hex digits",
                Problem::new("seal_hash_not_hex"),
            ));
        }
        if from_hex::<64>(&seal.signature).is_none() {
            return Err(at(
                "signature",
                "the signature is not 128 hex digits",
                Problem::new("seal_signature_not_hex"),
            ));
        }
        Ok(seal)
    }

    /// Reads the seal of `sealed` (at [`seal_path`]); `None` when there is none.
    pub fn load_for(sealed: &Path) -> Result<Option<Seal>, Diagnostic> {
        let path = seal_path(sealed);
        if std::fs::symlink_metadata(&path).is_err() {
            return Ok(None);
        }
        let text = read::read_text(&path, FileKind::Seal)?;
        Seal::parse(&path.display().to_string(), &text).map(Some)
    }

    /// Writes the seal of `sealed` next to it.
    pub fn write_for(&self, sealed: &Path) -> Result<PathBuf, KeyError> {
        let path = seal_path(sealed);
        write_atomically(&path, &self.to_ron()?).map_err(|source| KeyError::Write {
            path: path.clone(),
            source,
        })?;
        Ok(path)
    }
}

/// Whether `signature` (128 hex digits) is the signature of `text` by `public_key` (64 hex).
pub fn text_signature_valid(public_key: &str, text: &str, signature: &str) -> bool {
    let (Some(key), Some(bytes)) = (verifying_key(public_key), from_hex::<64>(signature)) else {
        return false;
    };
    key.verify_strict(text.as_bytes(), &Signature::from_bytes(&bytes))
        .is_ok()
}

/// The public keys a school trusts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrustedKeys {
    pub keys: Vec<PublicKey>,
}

impl TrustedKeys {
    /// Reads every `*.pub` file of `folder`. A missing folder, or a folder with no key that
    /// reads, is an error; a key file that does not read (a malformed key, a FIFO, a weak key)
    /// is reported in the second value and skipped, never stopping the others.
    pub fn load(folder: &Path) -> Result<(TrustedKeys, Vec<Diagnostic>), Diagnostic> {
        let name = folder.display().to_string();
        let entries = std::fs::read_dir(folder).map_err(|error| {
            Diagnostic::new(&name, None, format!("cannot read the keys folder: {error}")).because(
                Problem::new("keys_folder_unreadable")
                    .because_of(&diagnostic::cannot_read(&name, &error)),
            )
        })?;
        let mut paths: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "pub"))
            .collect();
        paths.sort();
        let mut keys = Vec::new();
        let mut problems = Vec::new();
        for path in paths {
            match read::read_text(&path, FileKind::Key)
                .and_then(|text| PublicKey::parse(&path.display().to_string(), &text))
            {
                Ok(key) => keys.push(key),
                Err(problem) => problems.push(problem),
            }
        }
        if keys.is_empty() {
            let mut message = "the keys folder holds no public key (`*.pub`) that reads: copy the instructors' .pub files into it".to_string();
            for problem in &problems {
                message += &format!("\n  {problem}");
            }
            return Err(
                Diagnostic::new(&name, None, message).because(Problem::new("keys_folder_empty"))
            );
        }
        Ok((TrustedKeys { keys }, problems))
    }

    /// The trusted key with these hex digits.
    pub fn find(&self, public_key_hex: &str) -> Option<&PublicKey> {
        let wanted = verifying_key(public_key_hex)?;
        self.keys.iter().find(|key| key.key == wanted)
    }

    /// Whether the key with these hex digits is trusted for what it signed at `time` (a
    /// retired key only for what it signed before it was retired).
    pub fn trusts_at(&self, public_key_hex: &str, time: Stamp) -> bool {
        let Some(wanted) = verifying_key(public_key_hex) else {
            return false;
        };
        self.keys
            .iter()
            .any(|key| key.key == wanted && key.trusted_at(time))
    }
}

/// What a seal shows about a log or a paper.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SealStatus {
    /// Intact, sealed by a trusted key, and unchanged since.
    Sealed { instructor: String },
    /// No seal.
    Unsealed,
    /// The log's own hash chain is broken.
    Altered(Integrity),
    /// The content no longer matches the hash that was sealed (changed after sealing).
    Changed,
    /// The seal's signature does not match its fields (the seal was edited), or it seals
    /// something else (a paper's seal next to a log).
    BadSignature,
    /// A valid seal, by a key the school does not trust.
    UnknownKey {
        instructor: String,
        fingerprint: String,
    },
}

impl SealStatus {
    pub fn is_sealed(&self) -> bool {
        matches!(self, SealStatus::Sealed { .. })
    }

    /// The status's word in tables and CSV.
    pub fn id(&self) -> &'static str {
        match self {
            SealStatus::Sealed { .. } => "sealed",
            SealStatus::Unsealed => "unsealed",
            SealStatus::Altered(_) => "altered",
            SealStatus::Changed => "changed-after-seal",
            SealStatus::BadSignature => "bad-seal",
            SealStatus::UnknownKey { .. } => "unknown-key",
        }
    }
}

impl fmt::Display for SealStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SealStatus::Sealed { instructor } => write!(f, "sealed by {instructor}, intact"),
            SealStatus::Unsealed => f.write_str("not sealed"),
            SealStatus::Altered(integrity) => write!(f, "{integrity}"),
            SealStatus::Changed => f.write_str("changed after it was sealed"),
            SealStatus::BadSignature => f.write_str("the seal's signature does not match"),
            SealStatus::UnknownKey {
                instructor,
                fingerprint,
            } => write!(
                f,
                "sealed by {instructor} with a key the school does not trust ({fingerprint})"
            ),
        }
    }
}

/// Checks a seal of `subject` over `hash` against the trusted keys.
fn check(subject: Subject, hash: &str, seal: Option<&Seal>, trusted: &TrustedKeys) -> SealStatus {
    let Some(seal) = seal else {
        return SealStatus::Unsealed;
    };
    if seal.subject != subject || !seal.signature_valid() {
        return SealStatus::BadSignature;
    }
    if !trusted.trusts_at(&seal.public_key, seal.time) {
        return SealStatus::UnknownKey {
            instructor: seal.instructor.clone(),
            fingerprint: seal.public_key.chars().take(16).collect(),
        };
    }
    if canonical_hex(&seal.hash) != hash {
        return SealStatus::Changed;
    }
    SealStatus::Sealed {
        instructor: seal.instructor.clone(),
    }
}

/// A log's chain and seal.
pub fn check_log(log: &SessionLog, seal: Option<&Seal>, trusted: &TrustedKeys) -> SealStatus {
    check_chain(log.verify(), &log.summary.hash, seal, trusted)
}

/// A log's seal, its chain already checked (`integrity`) and `summary_hash` the hash closing it.
pub fn check_chain(
    integrity: Integrity,
    summary_hash: &str,
    seal: Option<&Seal>,
    trusted: &TrustedKeys,
) -> SealStatus {
    match integrity {
        Integrity::Intact => check(Subject::Log, summary_hash, seal, trusted),
        altered => SealStatus::Altered(altered),
    }
}

/// The hash a paper's seal signs: the paper's text and each scenario file it names (its path
/// as written and its text), so a changed pass mark or situation changes it.
pub fn paper_hash(paper_text: &str, situations: &[(PathBuf, String)]) -> String {
    let mut encoding = format!("tallador-exam-paper\n{}\n", counted(paper_text));
    for (path, text) in situations {
        encoding += &format!(
            "situation {} {}\n",
            counted(&path.to_string_lossy()),
            counted(text)
        );
    }
    sha256_hex(encoding.as_bytes())
}

/// The hash a course's seal signs: the course's whole text, so a changed gate changes it.
pub fn course_hash(course_text: &str) -> String {
    sha256_hex(format!("tallador-course\n{}\n", counted(course_text)).as_bytes())
}

/// A course's seal.
pub fn check_course(course_text: &str, seal: Option<&Seal>, trusted: &TrustedKeys) -> SealStatus {
    check(Subject::Course, &course_hash(course_text), seal, trusted)
}

/// A paper's seal.
pub fn check_paper(
    files: &super::PaperFiles,
    seal: Option<&Seal>,
    trusted: &TrustedKeys,
) -> SealStatus {
    check(
        Subject::Paper,
        &paper_hash(&files.text, &files.situations),
        seal,
        trusted,
    )
}

/// A paper whose seal holds: signed by a trusted instructor, and neither it nor its situations
/// changed since. Only [`load_paper_for_exam`] makes one, so an exam cannot start on a paper
/// that was not checked.
#[derive(Clone, Debug)]
pub struct SignedPaper {
    files: super::PaperFiles,
    instructor: String,
    pins: Vec<ProfilePin>,
}

impl SignedPaper {
    pub fn files(&self) -> &super::PaperFiles {
        &self.files
    }

    pub fn paper(&self) -> &super::ExamPaper {
        &self.files.paper
    }

    /// Who signed it.
    pub fn instructor(&self) -> &str {
        &self.instructor
    }

    /// The rules of the tables it is played at, as signed.
    pub fn pins(&self) -> &[ProfilePin] {
        &self.pins
    }

    /// The hash the paper's seal signs (what a sealed result names).
    pub fn hash(&self) -> String {
        paper_hash(&self.files.text, &self.files.situations)
    }
}

/// Reads a paper for an exam: it must be signed by a trusted instructor, unchanged since, and
/// every table it is played at must have here the rules it was signed with (a house profile in
/// the data folder that changes a table's kind or rules stops the exam, naming the profile).
/// Otherwise the message says why, at the paper.
pub fn load_paper_for_exam(
    path: &Path,
    profiles: &Profiles,
    trusted: &TrustedKeys,
) -> Result<SignedPaper, Diagnostic> {
    let files = super::PaperFiles::load(path, profiles)?;
    let seal = Seal::load_for(path)?;
    let status = check_paper(&files, seal.as_ref(), trusted);
    let name = path.display().to_string();
    let refuse = |message: String, problem: Problem| {
        Err(Diagnostic::at(&name, 1, 1, message).because(problem))
    };
    let instructor = match status {
        SealStatus::Sealed { instructor } => instructor,
        SealStatus::Unsealed => {
            return refuse(
                format!(
                    "the paper is not signed (no {}): an instructor signs it with `tallador instructor sign`",
                    seal_path(path).display()
                ),
                Problem::new("paper_unsigned"),
            );
        }
        SealStatus::Changed => {
            return refuse(
                "the paper or one of its situations was changed after it was signed".to_string(),
                Problem::new("paper_changed"),
            );
        }
        other => {
            return refuse(
                format!("the paper's seal is refused: {other}"),
                Problem::new("paper_seal_refused").with("why", other.id()),
            );
        }
    };
    let pins = seal.map(|seal| seal.pins).unwrap_or_default();
    if pins.is_empty() {
        return refuse(
            "the paper's seal does not name the table's rules (signed by an older version): sign it again".to_string(),
            Problem::new("paper_unpinned"),
        );
    }
    for pin in &pins {
        let here = profiles.get(&pin.id).map(ProfilePin::of);
        if here.as_ref() != Some(pin) {
            return refuse(
                format!(
                    "the table profile `{}` here is not the one the paper was signed with (a house profile in the data folder's profiles/ changes it): the exam cannot start",
                    pin.id
                ),
                Problem::new("paper_profile_changed").with("profile", &pin.id),
            );
        }
    }
    Ok(SignedPaper {
        files,
        instructor,
        pins,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_reads_only_its_own_shape() {
        assert_eq!(from_hex::<2>("0aff"), Some([0x0a, 0xff]));
        assert_eq!(from_hex::<2>("0AFF"), Some([0x0a, 0xff]));
        assert_eq!(from_hex::<2>("0af"), None);
        assert_eq!(from_hex::<2>("0afff"), None);
        assert_eq!(from_hex::<2>("0agf"), None);
        assert_eq!(from_hex::<2>("0a\u{e9}"), None);
        assert_eq!(to_hex(&[0, 15, 255]), "000fff");
    }

    #[test]
    fn a_seal_is_signed_over_every_field_and_shows_a_short_code() {
        let key = InstructorKey::from_secret("Marta", [1; 32]);
        let time =
            Stamp::new(chrono::DateTime::parse_from_rfc3339("2026-05-05T09:05:00+02:00").unwrap());
        let seal = key.seal(Subject::Log, &"ab".repeat(32), time, None);
        assert!(seal.signature_valid());
        let text = seal.signed_text();
        assert!(text.starts_with("tallador-seal\nformat=1\nsubject=Log\ninstructor=5:Marta\n"));
        assert!(
            text.ends_with("time=2026-05-05T09:05:00.000+02:00\nresult=-\n"),
            "{text}"
        );
        let code = seal.code();
        assert_eq!(code.len(), 14);
        assert_eq!(code.matches('-').count(), 2);
        assert!(seal.signature.starts_with(&code.replace('-', "")));
        // The same key, hash and time sign to the same signature (Ed25519 is deterministic).
        assert_eq!(key.seal(Subject::Log, &"ab".repeat(32), time, None), seal);
        let mut other = seal.clone();
        other.time =
            Stamp::new(chrono::DateTime::parse_from_rfc3339("2026-05-05T09:05:01+02:00").unwrap());
        assert!(!other.signature_valid());
    }

    #[test]
    fn the_debug_form_of_a_key_never_shows_the_secret() {
        let key = InstructorKey::from_secret("Marta", [1; 32]);
        let shown = format!("{key:?}");
        assert!(!shown.contains(&to_hex(&[1; 32])), "{shown}");
        assert!(shown.contains(&key.public().fingerprint()), "{shown}");
    }
}
