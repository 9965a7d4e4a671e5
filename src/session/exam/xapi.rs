//! xAPI statements of sealed exam results, in the cmi5 pattern (a `passed` or `failed`
//! statement with `result.score.scaled`, `result.success`, `result.completion`,
//! `result.duration` and the cmi5 context category), for a learning-management system. Small
//! serde structs of our own: the Rust xAPI crates found are GPL.

use std::collections::BTreeMap;

use serde::Serialize;
use sha2::{Digest, Sha256};

use super::register::ExamEntry;
use crate::session::log_file::slug;

/// The verb IRIs of the ADL vocabulary used by cmi5.
pub const PASSED: &str = "http://adlnet.gov/expapi/verbs/passed";
pub const FAILED: &str = "http://adlnet.gov/expapi/verbs/failed";
/// The cmi5 context category every cmi5-defined statement carries.
pub const CMI5_CATEGORY: &str = "https://w3id.org/xapi/cmi5/context/categories/cmi5";
/// The cmi5 moveOn category of `passed` and `failed` statements.
pub const MOVE_ON_CATEGORY: &str = "https://w3id.org/xapi/cmi5/context/categories/moveon";
/// The cmi5 session id extension.
pub const SESSION_ID_EXTENSION: &str = "https://w3id.org/xapi/cmi5/context/extensions/sessionid";

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Statement {
    pub id: String,
    pub actor: Actor,
    pub verb: Verb,
    pub object: Activity,
    pub result: StatementResult,
    pub context: Context,
    /// ISO 8601 with its zone: when the exam ended.
    pub timestamp: String,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Actor {
    #[serde(rename = "objectType")]
    pub object_type: &'static str,
    pub name: String,
    pub account: Account,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Account {
    #[serde(rename = "homePage")]
    pub home_page: String,
    pub name: String,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Verb {
    pub id: &'static str,
    pub display: BTreeMap<&'static str, &'static str>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Activity {
    #[serde(rename = "objectType")]
    pub object_type: &'static str,
    pub id: String,
    pub definition: Definition,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Definition {
    pub name: BTreeMap<&'static str, String>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StatementResult {
    pub score: Score,
    pub success: bool,
    pub completion: bool,
    /// ISO 8601 duration (`PT28S`).
    pub duration: String,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Score {
    /// From 0 to 1.
    pub scaled: f64,
    pub raw: u32,
    pub min: u32,
    pub max: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Context {
    pub registration: String,
    #[serde(rename = "contextActivities")]
    pub context_activities: ContextActivities,
    pub extensions: BTreeMap<&'static str, String>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ContextActivities {
    pub category: Vec<CategoryActivity>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CategoryActivity {
    pub id: &'static str,
}

/// An ISO 8601 duration of `millis`: `PT28S`, `PT1M5.5S`, `PT1H0M0S`.
pub fn iso_duration(millis: u64) -> String {
    let hours = millis / 3_600_000;
    let minutes = millis / 60_000 % 60;
    let seconds = millis / 1000 % 60;
    let fraction = millis % 1000;
    let mut text = "PT".to_string();
    if hours > 0 {
        text += &format!("{hours}H");
    }
    if hours > 0 || minutes > 0 {
        text += &format!("{minutes}M");
    }
    if fraction == 0 {
        text += &format!("{seconds}S");
    } else {
        let digits = format!("{fraction:03}");
        text += &format!("{seconds}.{}S", digits.trim_end_matches('0'));
    }
    text
}

/// A UUID-shaped id derived from `seed` (version 8, "custom"), so the same result gives the
/// same statement id on every export and a learning-management system can drop duplicates.
pub fn derived_uuid(seed: &str) -> String {
    let digest = Sha256::digest(seed.as_bytes());
    let mut bytes = [0u8; 16];
    bytes.copy_from_slice(&digest[..16]);
    bytes[6] = (bytes[6] & 0x0f) | 0x80;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    let hex: String = bytes.iter().map(|byte| format!("{byte:02x}")).collect();
    format!(
        "{}-{}-{}-{}-{}",
        &hex[..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..]
    )
}

/// The statement of one verified exam result; `None` for an entry that does not count
/// (unsealed, altered, unknown key, not graded). `home_page` is the school's site, naming the
/// trainees' accounts.
pub fn statement(entry: &ExamEntry, home_page: &str) -> Option<Statement> {
    let result = entry.result.as_ref()?;
    let code = entry.code.clone()?;
    let passed = result.passed;
    let (verb_id, verb_word) = if passed {
        (PASSED, "passed")
    } else {
        (FAILED, "failed")
    };
    let end = entry.ended.unwrap_or(entry.started);
    let score = result.score_percent();
    Some(Statement {
        id: derived_uuid(&format!("statement {code} {}", result.paper_hash)),
        actor: Actor {
            object_type: "Agent",
            name: entry.trainee.clone(),
            account: Account {
                home_page: home_page.to_string(),
                name: slug(&entry.trainee),
            },
        },
        verb: Verb {
            id: verb_id,
            display: BTreeMap::from([("en-US", verb_word)]),
        },
        object: Activity {
            object_type: "Activity",
            id: format!(
                "urn:tallador:exam:{}:{}",
                slug(&entry.table),
                result
                    .paper_hash
                    .chars()
                    .filter(char::is_ascii_hexdigit)
                    .take(16)
                    .collect::<String>()
            ),
            definition: Definition {
                name: BTreeMap::from([("en-US", result.paper.clone())]),
            },
        },
        result: StatementResult {
            score: Score {
                scaled: (score / 100.0 * 10_000.0).round() / 10_000.0,
                raw: result.correct,
                min: 0,
                max: result.decisions,
            },
            success: passed,
            completion: true,
            duration: iso_duration(end.millis_since(entry.started)),
        },
        context: Context {
            registration: derived_uuid(&format!(
                "registration {} {}",
                entry.trainee, result.paper_hash
            )),
            context_activities: ContextActivities {
                category: vec![
                    CategoryActivity { id: CMI5_CATEGORY },
                    CategoryActivity {
                        id: MOVE_ON_CATEGORY,
                    },
                ],
            },
            extensions: BTreeMap::from([(
                SESSION_ID_EXTENSION,
                derived_uuid(&format!("session {code}")),
            )]),
        },
        timestamp: end.to_string(),
    })
}

/// The statements of every verified result, as a pretty JSON array.
pub fn json<'a>(
    entries: impl IntoIterator<Item = &'a ExamEntry>,
    home_page: &str,
) -> Result<String, serde_json::Error> {
    let statements: Vec<Statement> = entries
        .into_iter()
        .filter_map(|entry| statement(entry, home_page))
        .collect();
    let mut text = serde_json::to_string_pretty(&statements)?;
    text.push('\n');
    Ok(text)
}
