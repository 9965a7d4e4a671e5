//! The session log (interfaces.md, "Session logs"): what a trainee did, step by step, in a RON
//! file a person can read. Every step carries a SHA-256 hash chained to the one before, over a
//! canonical encoding of the step; the header starts the chain and the summary closes it, so an
//! edit anywhere shows up in [`SessionLog::verify`].

use std::fmt;

use chrono::{DateTime, FixedOffset, SecondsFormat};
use ron::value::RawValue;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::core::diagnostic::{self, Diagnostic, Position, Problem};
use crate::core::{Action, Category, RuleId};
use crate::text::i18n::TextKey;

/// The version of the log format this build writes and reads.
pub const LOG_FORMAT: u32 = 2;

/// What kind of session a log records.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, strum::IntoStaticStr)]
#[strum(serialize_all = "kebab-case")]
pub enum Mode {
    /// Feedback at once, retry after a mistake; only the first try counts.
    Practice,
    /// No feedback until the end; a mistake is recorded and the canonical action applied.
    Exam,
    /// Self-study drills.
    Quiz,
    /// Stop a dealer's planted errors.
    AuditDrill,
}

impl Mode {
    /// The mode's name in file names and summaries (`audit-drill`).
    pub fn id(self) -> &'static str {
        self.into()
    }
}

impl TextKey for Mode {
    fn text_key(&self) -> &'static str {
        match self {
            Mode::Practice => "mode.practice",
            Mode::Exam => "mode.exam",
            Mode::Quiz => "mode.quiz",
            Mode::AuditDrill => "mode.audit_drill",
        }
    }
}

/// A moment with its time zone, to the millisecond (`2026-05-03T10:15:02.125+02:00`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Stamp(DateTime<FixedOffset>);

impl Stamp {
    /// `time`, cut to whole milliseconds (what the file can hold).
    pub fn new(time: DateTime<FixedOffset>) -> Stamp {
        let millis = time.timestamp_subsec_millis();
        let cut = chrono::Timelike::with_nanosecond(&time, millis * 1_000_000).unwrap_or(time);
        Stamp(cut)
    }

    pub fn time(self) -> DateTime<FixedOffset> {
        self.0
    }

    /// Milliseconds from `earlier` to `self` (0 if `earlier` is later).
    pub fn millis_since(self, earlier: Stamp) -> u64 {
        u64::try_from((self.0 - earlier.0).num_milliseconds()).unwrap_or(0)
    }
}

impl fmt::Display for Stamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.to_rfc3339_opts(SecondsFormat::Millis, false))
    }
}

impl Serialize for Stamp {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Stamp {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Stamp, D::Error> {
        let text = String::deserialize(deserializer)?;
        DateTime::parse_from_rfc3339(&text)
            .map(Stamp::new)
            .map_err(|error| {
                serde::de::Error::custom(format!(
                    "`{text}` is not a time with its zone, such as 2026-05-03T10:15:02.125+02:00 ({error})"
                ))
            })
    }
}

/// Actions written on one line, `collect 3 | collect 5` (the acceptable set).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ActionList(pub Vec<Action>);

impl fmt::Display for ActionList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words: Vec<String> = self.0.iter().map(Action::to_string).collect();
        f.write_str(&words.join(" | "))
    }
}

impl Serialize for ActionList {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for ActionList {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<ActionList, D::Error> {
        let text = String::deserialize(deserializer)?;
        if text.trim().is_empty() {
            return Ok(ActionList::default());
        }
        text.split('|')
            .map(|part| {
                part.parse::<Action>().map_err(|error| {
                    serde::de::Error::custom(format!("`{}`: {}", part.trim(), error.message))
                })
            })
            .collect::<Result<Vec<_>, _>>()
            .map(ActionList)
    }
}

/// Where the situation came from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ScenarioSource {
    /// A scenario file (the shipped library or one the trainee opened).
    File { path: String, title: String },
    /// A random situation: the seed replays it.
    Random { seed: u64, title: String },
}

impl ScenarioSource {
    pub fn title(&self) -> &str {
        match self {
            ScenarioSource::File { title, .. } | ScenarioSource::Random { title, .. } => title,
        }
    }
}

/// The exam paper an exam session was taken on: its title and the hash its seal signs
/// ([`crate::session::exam::seal::paper_hash`]), so attempts and results name the paper.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "Paper", deny_unknown_fields)]
pub struct PaperRef {
    pub title: String,
    pub hash: String,
}

/// What came of one try, as the log keeps it: right or wrong (the judged choice itself is
/// `core::judge::Verdict`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    Correct,
    Wrong,
}

/// One try at one step of the procedure.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "Step", deny_unknown_fields)]
pub struct StepRecord {
    /// 1-based position in the log.
    pub index: u32,
    pub time: Stamp,
    /// The situation: round (1-based) and step of that round (1-based).
    pub round: u32,
    pub step: u32,
    /// 1 for the first try at this step (the one that counts), 2… for retries in practice.
    pub attempt: u32,
    pub acceptable: ActionList,
    pub canonical: Action,
    pub choice: Action,
    pub verdict: Outcome,
    /// The rule broken and the kind of mistake, when wrong.
    pub rule: Option<RuleId>,
    pub category: Option<Category>,
    /// Exam: the canonical action applied after a mistake so the round goes on.
    pub applied: Option<Action>,
    /// A hint was shown before this try.
    pub hinted: bool,
    pub response_ms: u64,
    /// Milliseconds since the session's start by the computer's monotonic clock (which a
    /// change of the wall clock does not move), when the caller had one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monotonic_ms: Option<u64>,
    /// A payout cut from the chips: the chips given, as `1x25 4x5 2x0.25` (CHIPS).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chips: Option<String>,
    /// With `chips`: the fewest chips of the table that make the amount paid (CHIPS), worked
    /// out by the engine (a replay works it out again), `None` when they cannot make it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fewest_chips: Option<u32>,
    /// SHA-256 (hex) of the previous hash and this step's canonical encoding.
    pub hash: String,
}

impl StepRecord {
    /// Counts toward the score: the first try at a step.
    pub fn counts(&self) -> bool {
        self.attempt == 1
    }

    /// A first try that was right without a hint.
    pub fn first_try_correct(&self) -> bool {
        self.counts() && self.verdict == Outcome::Correct && !self.hinted
    }

    /// The canonical encoding that the hash covers: every field but the hash, one per line (the
    /// monotonic time only when there is one, so older logs still verify).
    fn canonical_encoding(&self) -> String {
        let optional = |value: Option<String>| value.unwrap_or_else(|| "-".into());
        let monotonic = self
            .monotonic_ms
            .map_or(String::new(), |ms| format!("monotonic_ms={ms}\n"));
        let text = format!(
            "step\nindex={}\ntime={}\nround={}\nstep={}\nattempt={}\nacceptable={}\ncanonical={}\n\
             choice={}\nverdict={:?}\nrule={}\ncategory={}\napplied={}\nhinted={}\nresponse_ms={}\n",
            self.index,
            self.time,
            self.round,
            self.step,
            self.attempt,
            self.acceptable,
            self.canonical,
            self.choice,
            self.verdict,
            optional(self.rule.map(|rule| rule.id().to_string())),
            optional(self.category.map(|category| category.id().to_string())),
            optional(self.applied.map(|action| action.to_string())),
            self.hinted,
            self.response_ms,
        );
        let chips = self
            .chips
            .as_ref()
            .map_or(String::new(), |chips| format!("chips={chips}\n"));
        let fewest = self
            .fewest_chips
            .map_or(String::new(), |fewest| format!("fewest_chips={fewest}\n"));
        text + &monotonic + &chips + &fewest
    }
}

/// First-try results in one scoring category (procedures.md section 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CategoryScore {
    pub category: Category,
    /// First tries counted in this category ([`crate::session::score::counted_in`]: a mistake's
    /// own category, else the one its step exercised), and how many were right without a hint.
    pub decisions: u32,
    pub correct: u32,
    /// First-try mistakes of this category (the rule each broke), as the grade counts them.
    pub mistakes: u32,
}

/// The session's summary, rewritten after every step; its hash closes the chain.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "Summary", deny_unknown_fields)]
pub struct Summary {
    /// The scenario was played to its end.
    pub finished: bool,
    /// Steps (first tries) and how many were right at the first try without a hint.
    pub decisions: u32,
    pub correct: u32,
    pub mistakes: u32,
    pub hints: u32,
    /// Tries after a mistake (practice).
    pub retries: u32,
    pub categories: Vec<CategoryScore>,
    /// First-try decision times.
    pub median_ms: u64,
    pub mean_ms: u64,
    pub total_ms: u64,
    /// The session's length by the monotonic clock, from its start to its last write, when the
    /// caller had one: set beside the wall clock's, so a clock changed during an exam shows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monotonic_ms: Option<u64>,
    pub hash: String,
}

impl Summary {
    fn canonical_encoding(&self, ended: Option<Stamp>) -> String {
        let mut text = format!(
            "summary\nended={}\nfinished={}\ndecisions={}\ncorrect={}\nmistakes={}\nhints={}\n\
             retries={}\nmedian_ms={}\nmean_ms={}\ntotal_ms={}\n",
            ended.map_or("-".to_string(), |stamp| stamp.to_string()),
            self.finished,
            self.decisions,
            self.correct,
            self.mistakes,
            self.hints,
            self.retries,
            self.median_ms,
            self.mean_ms,
            self.total_ms,
        );
        for score in &self.categories {
            text += &format!(
                "category={} {} {} {}\n",
                score.category.id(),
                score.decisions,
                score.correct,
                score.mistakes
            );
        }
        if let Some(ms) = self.monotonic_ms {
            text += &format!("monotonic_ms={ms}\n");
        }
        text
    }

    /// First-try accuracy in percent, `None` before the first decision.
    pub fn accuracy_percent(&self) -> Option<f64> {
        (self.decisions > 0).then(|| 100.0 * f64::from(self.correct) / f64::from(self.decisions))
    }
}

/// A whole session log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "SessionLog", deny_unknown_fields)]
pub struct SessionLog {
    pub format: u32,
    pub app_version: String,
    pub trainee: String,
    pub mode: Mode,
    /// The profile id (`casilleros`, …).
    pub profile: String,
    /// Pay amounts had to be stated (commission practice).
    pub practise_amounts: bool,
    /// Payouts were cut from the table's chips (CHIPS); each pay step says which chips.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub paid_in_chips: bool,
    /// The trainee dealt the initial cards too (the deal drill, `deal` actions).
    #[serde(default)]
    pub with_deal: bool,
    pub source: ScenarioSource,
    /// The exam paper, for an exam taken on one (logs written before papers have none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paper: Option<PaperRef>,
    /// The scenario itself, in the scenario file format, so the log replays on its own. Empty
    /// while an exam of fresh situations runs: then only [`SessionLog::commitment`] is here, and
    /// the scenario is written in [`SessionLog::revealed`] when the exam ends.
    pub scenario: String,
    /// SHA-256 (hex) of the revealed nonce, a line break and the scenario's text: the exam's
    /// cards are fixed from the start, but not on disk until it ends.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commitment: Option<String>,
    /// An exam's attempt id: 32 hex digits drawn from the system's random source when the exam
    /// starts. With the paper and the trainee, the attempt's identity: a second log with the
    /// same identity is a conflict, never a second result.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attempt: Option<String>,
    /// Choices came from a script (the hidden `--actions` flag, tests), not from a person: such a
    /// log is never sealed as an exam result.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub scripted: bool,
    pub started: Stamp,
    /// The time of the last step written, or of the end.
    pub ended: Option<Stamp>,
    /// SHA-256 (hex) of the header fields above: the start of the chain.
    pub header_hash: String,
    pub steps: Vec<StepRecord>,
    /// The committed scenario, written when the exam ends (covered by the summary's hash).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revealed: Option<Revealed>,
    pub summary: Summary,
}

/// What an exam of fresh situations reveals at its end: the seed its situations were drawn
/// with, the nonce of its commitment, and the scenario.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "Revealed", deny_unknown_fields)]
pub struct Revealed {
    pub seed: u64,
    /// 32 hex digits.
    pub nonce: String,
    pub scenario: String,
}

impl Revealed {
    /// The commitment to this scenario and nonce.
    pub fn commitment(&self) -> String {
        sha256_hex(&format!("{}\n{}", self.nonce, self.scenario))
    }
}

/// Where a log's content no longer matches its hashes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Altered {
    Header,
    /// The 1-based index of the first step whose hash does not match.
    Step(u32),
    Summary,
}

/// The result of checking a log's hash chain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Integrity {
    Intact,
    Altered(Altered),
}

impl fmt::Display for Integrity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Integrity::Intact => f.write_str("intact"),
            Integrity::Altered(Altered::Header) => f.write_str("altered in the header"),
            Integrity::Altered(Altered::Step(index)) => write!(f, "altered at step {index}"),
            Integrity::Altered(Altered::Summary) => f.write_str("altered in the summary"),
        }
    }
}

/// A string in the canonical encoding: its length in bytes, a colon, the text (no escaping).
fn counted(text: &str) -> String {
    format!("{}:{text}", text.len())
}

fn sha256_hex(text: &str) -> String {
    Sha256::digest(text.as_bytes())
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect()
}

/// An attempt's identity: its id, else its commitment, else its header's hash.
pub fn attempt_identity(
    attempt: Option<&str>,
    commitment: Option<&str>,
    header_hash: &str,
) -> String {
    match (attempt, commitment) {
        (Some(attempt), _) => format!("attempt:{attempt}"),
        (None, Some(commitment)) => format!("commitment:{commitment}"),
        (None, None) => format!("header:{header_hash}"),
    }
}

/// The next link of the chain: the hash of the previous hash and a canonical encoding.
fn chain(previous: &str, encoding: &str) -> String {
    sha256_hex(&format!("{previous}\n{encoding}"))
}

impl SessionLog {
    fn header_encoding(&self) -> String {
        let source = match &self.source {
            ScenarioSource::File { path, title } => {
                format!("file {} {}", counted(path), counted(title))
            }
            ScenarioSource::Random { seed, title } => format!("random {seed} {}", counted(title)),
        };
        // Only a deal-drill log names the setting, so logs written before it still verify.
        let mut deal = if self.with_deal {
            "with_deal=true\n"
        } else {
            ""
        }
        .to_string();
        // Only a log paid in chips names it, so the logs written before chips still verify.
        if self.paid_in_chips {
            deal += "paid_in_chips=true\n";
        }
        // Likewise only an exam taken on a paper names it, and only a committed exam its
        // commitment.
        let mut paper = match &self.paper {
            Some(paper) => format!("paper={} {}\n", counted(&paper.title), paper.hash),
            None => String::new(),
        };
        if let Some(commitment) = &self.commitment {
            paper += &format!("commitment={commitment}\n");
        }
        // Likewise only an exam with an attempt id names it, and only a scripted log says so.
        if let Some(attempt) = &self.attempt {
            paper += &format!("attempt={}\n", counted(attempt));
        }
        if self.scripted {
            paper += "scripted=true\n";
        }
        format!(
            "tallador-session-log\nformat={}\napp_version={}\ntrainee={}\nmode={}\nprofile={}\n\
             practise_amounts={}\n{deal}source={source}\n{paper}scenario={}\nstarted={}\n",
            self.format,
            counted(&self.app_version),
            counted(&self.trainee),
            self.mode.id(),
            counted(&self.profile),
            self.practise_amounts,
            counted(&self.scenario),
            self.started,
        )
    }

    /// Seals the header: call once, before the first step.
    pub fn seal_header(&mut self) {
        self.header_hash = sha256_hex(&self.header_encoding());
    }

    /// The hash the next step chains to.
    fn last_hash(&self) -> &str {
        self.steps
            .last()
            .map_or(self.header_hash.as_str(), |step| step.hash.as_str())
    }

    /// Appends a step, computing its index and hash.
    pub fn push_step(&mut self, mut step: StepRecord) {
        step.index = u32::try_from(self.steps.len() + 1).unwrap_or(u32::MAX);
        step.hash = chain(self.last_hash(), &step.canonical_encoding());
        self.steps.push(step);
    }

    /// Replaces the summary and closes the chain with its hash.
    pub fn set_summary(&mut self, mut summary: Summary, ended: Option<Stamp>) {
        self.ended = ended;
        summary.hash = chain(self.last_hash(), &self.closing_encoding(&summary, ended));
        self.summary = summary;
    }

    /// What the summary's hash covers: the summary and, once revealed, the scenario.
    fn closing_encoding(&self, summary: &Summary, ended: Option<Stamp>) -> String {
        let mut text = summary.canonical_encoding(ended);
        if let Some(revealed) = &self.revealed {
            text += &format!(
                "revealed={} {} {}\n",
                revealed.seed,
                revealed.nonce,
                counted(&revealed.scenario)
            );
        }
        text
    }

    /// The scenario's text: the revealed one of a committed exam, else the header's (empty for
    /// a committed exam that did not end, or for a quiz).
    pub fn scenario_text(&self) -> &str {
        self.revealed
            .as_ref()
            .map_or(self.scenario.as_str(), |revealed| {
                revealed.scenario.as_str()
            })
    }

    /// The attempt's identity within its paper and trainee: the attempt id, else (an exam
    /// written before attempt ids) the commitment, else the header's hash.
    pub fn attempt_identity(&self) -> String {
        attempt_identity(
            self.attempt.as_deref(),
            self.commitment.as_deref(),
            &self.header_hash,
        )
    }

    /// Recomputes the chain: intact, or the first place it breaks.
    pub fn verify(&self) -> Integrity {
        if sha256_hex(&self.header_encoding()) != self.header_hash {
            return Integrity::Altered(Altered::Header);
        }
        let mut previous = self.header_hash.as_str();
        for (position, step) in self.steps.iter().enumerate() {
            let expected_index = u32::try_from(position + 1).unwrap_or(u32::MAX);
            if step.index != expected_index
                || chain(previous, &step.canonical_encoding()) != step.hash
            {
                return Integrity::Altered(Altered::Step(expected_index));
            }
            previous = step.hash.as_str();
        }
        if chain(previous, &self.closing_encoding(&self.summary, self.ended)) != self.summary.hash {
            return Integrity::Altered(Altered::Summary);
        }
        // A revealed scenario must be the one committed to at the start.
        if let (Some(revealed), Some(commitment)) = (&self.revealed, &self.commitment)
            && revealed.commitment() != *commitment
        {
            return Integrity::Altered(Altered::Summary);
        }
        if self.revealed.is_some() && self.commitment.is_none() {
            return Integrity::Altered(Altered::Summary);
        }
        Integrity::Intact
    }

    /// The log as written to disk: pretty RON, the scenario as a raw multi-line string.
    pub fn to_ron(&self) -> Result<String, ron::Error> {
        super::pretty::pretty_ron(self, false)
    }

    /// Reads a log; `file` names it in messages (`FILE:LINE:COLUMN: what is wrong`).
    pub fn parse(file: &str, text: &str) -> Result<SessionLog, Diagnostic> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let log: SessionLog = ron_options()
            .from_str(text)
            .map_err(|error| diagnostic::from_ron(file, &error, Position { line: 1, column: 1 }))?;
        let at_field = |field: &str, message: String, problem: Problem| {
            Diagnostic::new(
                file,
                crate::core::profile::field_position(text, field),
                message,
            )
            .because(problem)
        };
        if !(1..=LOG_FORMAT).contains(&log.format) {
            return Err(at_field(
                "format",
                format!(
                    "session log format {} is not known (this version reads format {LOG_FORMAT})",
                    log.format
                ),
                Problem::new("format_unknown")
                    .with("format", log.format)
                    .with("reads", LOG_FORMAT),
            ));
        }
        for (position, step) in log.steps.iter().enumerate() {
            let at_step = |message: &str, problem: Problem| {
                Diagnostic::new(file, step_position(text, position), message).because(problem)
            };
            let wrong = step.verdict == Outcome::Wrong;
            if step.round == 0 || step.step == 0 || step.attempt == 0 {
                return Err(at_step(
                    "round, step and attempt count from 1",
                    Problem::new("log_step_zero"),
                ));
            }
            if wrong != (step.rule.is_some() && step.category.is_some()) {
                return Err(if wrong {
                    at_step(
                        "a wrong step needs its `rule` and `category`",
                        Problem::new("log_wrong_step_bare"),
                    )
                } else {
                    at_step(
                        "a correct step has no `rule` or `category`",
                        Problem::new("log_right_step_ruled"),
                    )
                });
            }
        }
        Ok(log)
    }

    /// The position of the `index`-th step (1-based) in the log's text, for messages.
    pub fn position_of_step(text: &str, index: u32) -> Option<Position> {
        step_position(text, usize::try_from(index).ok()?.checked_sub(1)?)
    }
}

/// The RON dialect of logs: `rule: "CAS-e"` is read like `rule: Some("CAS-e")`.
fn ron_options() -> ron::Options {
    ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
}

/// Just the steps, as raw text, to point at one of them.
#[derive(Deserialize)]
#[serde(rename = "SessionLog")]
struct RawSteps<'a> {
    #[serde(borrow)]
    steps: Vec<&'a RawValue>,
}

fn step_position(text: &str, position: usize) -> Option<Position> {
    let raw: RawSteps = ron_options().from_str(text).ok()?;
    raw.steps
        .get(position)
        .and_then(|part| Position::of_slice(text, part.get_ron()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::i18n::{I18n, Lang};

    #[test]
    fn every_mode_is_named_in_every_language() {
        for lang in Lang::ALL {
            let i18n = I18n::new(lang);
            for mode in [Mode::Practice, Mode::Exam, Mode::Quiz, Mode::AuditDrill] {
                assert!(!i18n.mode(mode).starts_with("mode."), "{lang:?} {mode:?}");
            }
        }
    }
    use crate::core::Hand;
    use crate::core::Target;

    pub(crate) fn stamp(text: &str) -> Stamp {
        Stamp::new(DateTime::parse_from_rfc3339(text).unwrap())
    }

    fn sample() -> SessionLog {
        let mut log = SessionLog {
            format: LOG_FORMAT,
            app_version: "0.1.0".into(),
            trainee: "Ana Pérez".into(),
            mode: Mode::Practice,
            paper: None,
            profile: "casilleros".into(),
            practise_amounts: false,
            paid_in_chips: false,
            with_deal: false,
            source: ScenarioSource::File {
                path: "scenarios/x.ron".into(),
                title: "A \"quoted\" title".into(),
            },
            scenario: "Scenario(\n    format: 1,\n    title: \"x\",\n)".into(),
            commitment: None,
            attempt: None,
            scripted: false,
            revealed: None,
            started: stamp("2026-05-03T10:15:00.000+02:00"),
            ended: None,
            header_hash: String::new(),
            steps: Vec::new(),
            summary: Summary {
                finished: false,
                decisions: 0,
                correct: 0,
                mistakes: 0,
                hints: 0,
                retries: 0,
                categories: Vec::new(),
                median_ms: 0,
                mean_ms: 0,
                total_ms: 0,
                monotonic_ms: None,
                hash: String::new(),
            },
        };
        log.seal_header();
        let draw = |place| Action::Draw(Target::Place(place));
        log.push_step(StepRecord {
            index: 0,
            time: stamp("2026-05-03T10:15:02.125+02:00"),
            round: 1,
            step: 1,
            attempt: 1,
            acceptable: ActionList(vec![draw(2)]),
            canonical: draw(2),
            choice: draw(3),
            verdict: Outcome::Wrong,
            rule: Some(RuleId::CasE),
            category: Some(Category::Order),
            applied: None,
            hinted: false,
            response_ms: 2125,
            monotonic_ms: None,
            chips: None,
            fewest_chips: None,
            hash: String::new(),
        });
        log.push_step(StepRecord {
            index: 0,
            time: stamp("2026-05-03T10:15:04.000+02:00"),
            round: 1,
            step: 1,
            attempt: 2,
            acceptable: ActionList(vec![draw(2), Action::Draw(Target::Hand(Hand::Banca))]),
            canonical: draw(2),
            choice: draw(2),
            verdict: Outcome::Correct,
            rule: None,
            category: None,
            applied: None,
            hinted: false,
            response_ms: 1875,
            monotonic_ms: None,
            chips: None,
            fewest_chips: None,
            hash: String::new(),
        });
        let summary = log.summary.clone();
        log.set_summary(summary, Some(stamp("2026-05-03T10:15:04.000+02:00")));
        log
    }

    #[test]
    fn a_log_round_trips_through_its_file_form_and_stays_intact() {
        let log = sample();
        let text = log.to_ron().unwrap();
        assert!(text.starts_with("SessionLog("), "{text}");
        assert!(
            text.contains("acceptable: \"draw 2 | draw banca\""),
            "{text}"
        );
        assert!(text.contains("rule: Some(\"CAS-e\")"), "{text}");
        let read = SessionLog::parse("log.ron", &text).unwrap();
        assert_eq!(read, log);
        assert_eq!(read.verify(), Integrity::Intact);
        assert_eq!(log.steps[1].index, 2);
        assert_ne!(log.steps[0].hash, log.steps[1].hash);
    }

    #[test]
    fn editing_any_value_is_detected_where_it_was_made() {
        let text = sample().to_ron().unwrap();
        let edits = [
            ("response_ms: 2125", "response_ms: 1125", Altered::Step(1)),
            ("choice: \"draw 3\"", "choice: \"draw 2\"", Altered::Step(1)),
            ("attempt: 2", "attempt: 1", Altered::Step(2)),
            (
                "10:15:04.000+02:00\",\n            round",
                "10:15:05.000+02:00\",\n            round",
                Altered::Step(2),
            ),
            ("Ana Pérez", "Ana Peres", Altered::Header),
            ("finished: false", "finished: true", Altered::Summary),
            ("correct: 0", "correct: 2", Altered::Summary),
        ];
        for (from, to, at) in edits {
            assert!(text.contains(from), "{from} not in\n{text}");
            let edited = text.replacen(from, to, 1);
            let log = SessionLog::parse("log.ron", &edited).unwrap();
            assert_eq!(log.verify(), Integrity::Altered(at), "{from} → {to}");
        }
        // Removing a step breaks the chain at the step that now sits in its place.
        let mut log = sample();
        log.steps.remove(0);
        assert_eq!(log.verify(), Integrity::Altered(Altered::Step(1)));
    }

    #[test]
    fn bad_logs_are_refused_with_file_line_and_column() {
        let text = sample().to_ron().unwrap();
        let cases = [
            (text.replace("\"CAS-e\"", "\"CAS-z\""), "not a rule id"),
            (
                text.replace("choice: \"draw 3\"", "choice: \"dro 3\""),
                "not an action",
            ),
            (text.replace("format: 2", "format: 7"), "format 7"),
            (text.replace("trainee:", "trainer:"), "trainer"),
            (text.replace("+02:00\"", "\""), "not a time"),
            (
                text.replace("rule: Some(\"CAS-e\")", "rule: None"),
                "needs its `rule`",
            ),
            (text[..text.len() - 3].to_string(), "ends too early"),
        ];
        for (bad, needle) in cases {
            let error = SessionLog::parse("log.ron", &bad).unwrap_err();
            assert!(error.to_string().contains(needle), "{needle}: {error}");
            let position = error.position.unwrap_or_default();
            assert!(position.line > 1 && position.column > 0, "{error}");
            assert!(error.to_string().starts_with("log.ron:"), "{error}");
        }
    }

    #[test]
    fn a_step_is_located_in_the_text() {
        let text = sample().to_ron().unwrap();
        let position = SessionLog::position_of_step(&text, 2).unwrap();
        let line = text.lines().nth(position.line - 1).unwrap();
        assert_eq!(line.trim(), "Step(");
        assert_eq!(SessionLog::position_of_step(&text, 3), None);
    }
}
