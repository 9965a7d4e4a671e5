//! xAPI statements of sealed exam results, in the cmi5 pattern, for a learning-management
//! system: a `passed` or `failed` statement with `result.score` (when there were decisions:
//! `min < max`), `result.success` and `result.duration` (to 0.01 s), never `result.completion`
//! (cmi5 forbids it there), a UTC timestamp, the cmi5 context categories, and RFC 4122
//! version-5 ids derived from the seal, so a re-export gives the same ids. An exam not played
//! to its end has no passed or failed statement. The account is the trainee id: the school
//! roster's id, else the normalised name with a short hash of it, so two people never share one
//! and one person's spellings never make two. Small serde structs of our own: the Rust xAPI
//! crates found are GPL.

use std::collections::BTreeMap;

use chrono::{SecondsFormat, Utc};
use serde::Serialize;
use sha2::{Digest, Sha256};

use super::names::Roster;
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
    /// ISO 8601 in UTC (`…Z`), as cmi5 requires: when the exam ended.
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
    /// `None` for an exam with no decision (a score needs `min < max`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score: Option<Score>,
    pub success: bool,
    /// ISO 8601 duration to 0.01 s (`PT28S`, `PT1M5.25S`).
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

/// An ISO 8601 duration of `millis`, to the hundredth of a second (cmi5): `PT28S`,
/// `PT1M5.5S`, `PT1H0M0S`, `PT0.13S` for 125 ms (rounded half up).
pub fn iso_duration(millis: u64) -> String {
    let centis = (millis + 5) / 10;
    let hours = centis / 360_000;
    let minutes = centis / 6_000 % 60;
    let seconds = centis / 100 % 60;
    let fraction = centis % 100;
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
        let digits = format!("{fraction:02}");
        text += &format!("{seconds}.{}S", digits.trim_end_matches('0'));
    }
    text
}

/// The namespace of Tallador's version-5 ids (itself the version-5 id of `urn:tallador` in
/// the URL namespace).
fn namespace() -> uuid::Uuid {
    uuid::Uuid::new_v5(&uuid::Uuid::NAMESPACE_URL, b"urn:tallador")
}

/// An RFC 4122 version-5 UUID derived from `seed`, so the same result gives the same statement
/// id on every export and a learning-management system can drop duplicates.
pub fn derived_uuid(seed: &str) -> String {
    uuid::Uuid::new_v5(&namespace(), seed.as_bytes()).to_string()
}

/// The xAPI account name of a trainee: the roster id, else the normalised name and the first 8
/// hex digits of its SHA-256.
pub fn account_name(trainee: &str, roster: &Roster) -> String {
    if let Some(id) = roster.id_of(trainee) {
        return id.to_string();
    }
    let normalised = super::names::normalised(trainee);
    let hash: String = Sha256::digest(normalised.as_bytes())
        .iter()
        .take(4)
        .map(|byte| format!("{byte:02x}"))
        .collect();
    format!("{}-{hash}", slug(&normalised))
}

/// Why a home page is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "the home page `{0}` is not an absolute web address (an IRL such as https://school.example)"
)]
pub struct BadHomePage(pub String);

/// The school's home page checked: an absolute `http` or `https` address with a host, no
/// spaces or control characters (xAPI's `account.homePage` is an IRL).
pub fn check_home_page(home_page: &str) -> Result<String, BadHomePage> {
    let refuse = || BadHomePage(home_page.to_string());
    let (scheme, rest) = home_page.split_once("://").ok_or_else(refuse)?;
    if !matches!(scheme.to_ascii_lowercase().as_str(), "http" | "https") {
        return Err(refuse());
    }
    let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
    let host_name = host.rsplit('@').next().unwrap_or_default();
    if host_name.is_empty()
        || host_name.starts_with(':')
        || home_page
            .chars()
            .any(|ch| ch.is_whitespace() || ch.is_control() || ch == '"' || ch == '<' || ch == '>')
    {
        return Err(refuse());
    }
    Ok(home_page.to_string())
}

/// The statement of one verified exam result; `None` for an entry that does not count
/// (unsealed, altered, unknown key, not graded) and for an exam not played to its end. A
/// flagged pass that the instructor did not accept is sent as failed. `home_page` is the
/// school's site (checked with [`check_home_page`]), naming the trainees' accounts.
pub fn statement(entry: &ExamEntry, home_page: &str, roster: &Roster) -> Option<Statement> {
    let result = entry.result.as_ref()?;
    let code = entry.code.clone()?;
    if !entry.finished {
        return None;
    }
    let passed = result.certifiable();
    let (verb_id, verb_word) = if passed {
        (PASSED, "passed")
    } else {
        (FAILED, "failed")
    };
    let end = entry.ended.unwrap_or(entry.started);
    let score = (result.decisions > 0).then(|| Score {
        scaled: (result.score_percent() / 100.0 * 10_000.0).round() / 10_000.0,
        raw: result.correct,
        min: 0,
        max: result.decisions,
    });
    let account = account_name(&entry.trainee, roster);
    Some(Statement {
        id: derived_uuid(&format!("statement {code} {}", result.paper_hash)),
        actor: Actor {
            object_type: "Agent",
            name: super::names::shown(&entry.trainee),
            account: Account {
                home_page: home_page.to_string(),
                name: account.clone(),
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
                name: BTreeMap::from([("en-US", super::names::shown(&result.paper))]),
            },
        },
        result: StatementResult {
            score,
            success: passed,
            duration: iso_duration(end.millis_since(entry.started)),
        },
        context: Context {
            registration: derived_uuid(&format!("registration {account} {}", result.paper_hash)),
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
        timestamp: end
            .time()
            .with_timezone(&Utc)
            .to_rfc3339_opts(SecondsFormat::Millis, true),
    })
}

/// The statements of every verified, finished result, as a pretty JSON array.
pub fn json<'a>(
    entries: impl IntoIterator<Item = &'a ExamEntry>,
    home_page: &str,
    roster: &Roster,
) -> Result<String, serde_json::Error> {
    let statements: Vec<Statement> = entries
        .into_iter()
        .filter_map(|entry| statement(entry, home_page, roster))
        .collect();
    let mut text = serde_json::to_string_pretty(&statements)?;
    text.push('\n');
    Ok(text)
}

/// The verbs of an attempt's live statements (cmi5's, and ADL's `answered` for a decision).
pub const LAUNCHED: &str = "http://adlnet.gov/expapi/verbs/launched";
pub const INITIALIZED: &str = "http://adlnet.gov/expapi/verbs/initialized";
pub const ANSWERED: &str = "http://adlnet.gov/expapi/verbs/answered";
pub const TERMINATED: &str = "http://adlnet.gov/expapi/verbs/terminated";
pub const ABANDONED: &str = "https://w3id.org/xapi/adl/verbs/abandoned";
/// The activity type of one decision.
pub const INTERACTION_TYPE: &str = "http://adlnet.gov/expapi/activities/cmi.interaction";
/// The result extensions of an `answered` statement: the rule broken and the kind of mistake
/// (when wrong), the canonical action, the response time in milliseconds, the try.
pub const RULE_EXTENSION: &str = "urn:tallador:xapi:result:rule";
pub const CATEGORY_EXTENSION: &str = "urn:tallador:xapi:result:category";
pub const CANONICAL_EXTENSION: &str = "urn:tallador:xapi:result:canonical";
pub const RESPONSE_MS_EXTENSION: &str = "urn:tallador:xapi:result:response-ms";
pub const ATTEMPT_EXTENSION: &str = "urn:tallador:xapi:result:try";
/// The result extensions of a `passed` or `failed` statement: first tries right, decisions.
pub const CORRECT_EXTENSION: &str = "urn:tallador:xapi:result:correct";
pub const DECISIONS_EXTENSION: &str = "urn:tallador:xapi:result:decisions";
/// The context extension naming the log's sealed header hash (which attempt this is).
pub const HEADER_EXTENSION: &str = "urn:tallador:xapi:context:log-header";

/// One statement sent live to the school's LRS while an attempt runs. Like [`Statement`], with
/// what each verb needs: a decision's interaction and result, no result for `launched`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LiveStatement {
    pub id: String,
    pub actor: Actor,
    pub verb: Verb,
    pub object: LiveActivity,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<LiveResult>,
    pub context: LiveContext,
    /// ISO 8601 in UTC: when it happened by the exam computer's clock (the LRS adds `stored`,
    /// by its own).
    pub timestamp: String,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LiveActivity {
    #[serde(rename = "objectType")]
    pub object_type: &'static str,
    pub id: String,
    pub definition: LiveDefinition,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LiveDefinition {
    pub name: BTreeMap<&'static str, String>,
    #[serde(rename = "type", skip_serializing_if = "Option::is_none")]
    pub kind: Option<&'static str>,
    #[serde(rename = "interactionType", skip_serializing_if = "Option::is_none")]
    pub interaction_type: Option<&'static str>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct LiveResult {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score: Option<LiveScore>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub success: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub response: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub duration: Option<String>,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub extensions: BTreeMap<&'static str, serde_json::Value>,
}

/// A score as sent to an LRS. xAPI allows `raw == max`, but xapi-rs 0.2.0 refuses it (its
/// bound check leaves the top out), and a perfect exam must be stored: a perfect score is sent
/// as `scaled: 1`, `raw` and `min` with no `max` (which xAPI allows: `raw` is then bounded by
/// `min` alone); every other score with all four. The result extensions carry the first tries
/// right and the decisions whatever the score.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LiveScore {
    pub scaled: f64,
    pub raw: u32,
    pub min: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max: Option<u32>,
}

impl LiveScore {
    /// `correct` of `decisions` first tries; `None` without decisions (a score needs
    /// `min < max`).
    pub fn of(correct: u32, decisions: u32) -> Option<LiveScore> {
        (decisions > 0).then(|| LiveScore {
            scaled: (f64::from(correct) / f64::from(decisions) * 10_000.0).round() / 10_000.0,
            raw: correct.min(decisions),
            min: 0,
            max: (correct < decisions).then_some(decisions),
        })
    }
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LiveContext {
    pub registration: String,
    #[serde(rename = "contextActivities")]
    pub context_activities: LiveContextActivities,
    pub extensions: BTreeMap<&'static str, String>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct LiveContextActivities {
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub category: Vec<CategoryActivity>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub parent: Vec<ParentActivity>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ParentActivity {
    pub id: String,
}

/// The verb of `id`, with its English display (the IRI's last word).
pub fn verb(id: &'static str) -> Verb {
    let word = id.rsplit('/').next().unwrap_or(id);
    Verb {
        id,
        display: BTreeMap::from([("en-US", word)]),
    }
}

/// The trainee's actor: the account on the school's site `home_page` ([`account_name`]).
pub fn actor(trainee: &str, home_page: &str, roster: &Roster) -> Actor {
    Actor {
        object_type: "Agent",
        name: super::names::shown(trainee),
        account: Account {
            home_page: home_page.to_string(),
            name: account_name(trainee, roster),
        },
    }
}

/// The activity id of an exam on the paper of `paper_hash` at `table`, as the export names it.
pub fn exam_activity_id(table: &str, paper_hash: &str) -> String {
    format!(
        "urn:tallador:exam:{}:{}",
        slug(table),
        paper_hash
            .chars()
            .filter(char::is_ascii_hexdigit)
            .take(16)
            .collect::<String>()
    )
}

/// A UTC timestamp to the millisecond (`2026-05-05T07:00:18.000Z`).
pub fn utc_timestamp(time: chrono::DateTime<chrono::FixedOffset>) -> String {
    time.with_timezone(&Utc)
        .to_rfc3339_opts(SecondsFormat::Millis, true)
}
