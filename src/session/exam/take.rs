//! Taking an exam: the paper's situations, in the paper's order, played one after another as
//! one exam session with one log (mode exam, the paper's conditions). The window and scripts
//! start it here; grading reads the log ([`super::grade`]).

use std::path::PathBuf;

use crate::core::Profiles;
use crate::core::diagnostic::Diagnostic;
use crate::core::game::Game;
use crate::core::scenario::Scenario;
use crate::session::{AttemptHeader, Mode, PaperRef, ScenarioSource, Session, SessionSetup, Stamp};

use super::paper::ExamPaper;
use super::seal::SignedPaper;

/// Why an exam cannot start.
#[derive(Debug, thiserror::Error)]
pub enum TakeError {
    #[error("the paper has no situation to play")]
    NoSituations,
    #[error("the situation `{title}` is for the table `{table}`, the paper for `{paper}`")]
    OtherTable {
        title: String,
        table: String,
        paper: String,
    },
    /// The situations together are not one valid shoe (more copies of a card than it holds).
    #[error("the situations do not fit in one exam: {0}")]
    Combined(Diagnostic),
    #[error("the exam cannot start: {0}")]
    Game(String),
    /// A situation could not be built (a file that no longer parses, a seed that fails).
    #[error("{0}")]
    Situation(Diagnostic),
    /// The trainee's name is not plain text (a newline, an escape…).
    #[error("the trainee's name: {0}")]
    Name(super::names::NameError),
    /// The system's random source failed (a paper of fresh situations needs it).
    #[error("the system's random source failed: {0}")]
    Random(String),
}

impl crate::text::explain::AsProblem for TakeError {
    fn said(&self) -> crate::text::explain::Said<'_> {
        use crate::core::diagnostic::Problem;
        use crate::text::explain::Said;
        match self {
            TakeError::NoSituations => Said::Problem(Problem::new("exam_no_situations")),
            TakeError::OtherTable {
                title,
                table,
                paper,
            } => Said::Problem(
                Problem::new("exam_other_table")
                    .with("title", title)
                    .with("table", table)
                    .with("paper", paper),
            ),
            TakeError::Combined(diagnostic) => {
                Said::About(Problem::new("exam_combined"), diagnostic)
            }
            TakeError::Game(why) => Said::Problem(Problem::new("exam_game").with("why", why)),
            TakeError::Situation(diagnostic) => Said::Diagnostic(diagnostic),
            TakeError::Name(error) => Said::Problem(error.problem()),
            TakeError::Random(why) => Said::Problem(Problem::new("random_source").with("why", why)),
        }
    }
}

/// The draws of this run: a source that gives one twice is not random.
static DRAWN: std::sync::Mutex<Vec<[u8; DRAW_BYTES]>> = std::sync::Mutex::new(Vec::new());

/// What one exam draws: an attempt id (16 bytes), a seed (8) and a nonce (16).
const DRAW_BYTES: usize = 40;

/// Refuses a draw that betrays a fixed random source: all zeros, one byte repeated, or the same
/// bytes as an earlier draw of this run (a preloaded library that forces the source gives
/// situations known in advance).
pub fn check_draw(bytes: &[u8]) -> Result<(), TakeError> {
    if bytes.windows(2).all(|pair| pair[0] == pair[1]) {
        return Err(TakeError::Random(format!(
            "it gave {} bytes all equal to {:#04x}: it is not random",
            bytes.len(),
            bytes.first().copied().unwrap_or(0)
        )));
    }
    let Ok(bytes) = <[u8; DRAW_BYTES]>::try_from(bytes) else {
        return Ok(());
    };
    let mut drawn = DRAWN
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if drawn.contains(&bytes) {
        return Err(TakeError::Random(
            "it gave the same bytes twice: it is not random".to_string(),
        ));
    }
    drawn.push(bytes);
    Ok(())
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

/// An attempt id, a seed and a 128-bit nonce from the system's random source, checked
/// ([`check_draw`]).
fn draw() -> Result<(String, u64, String), TakeError> {
    let mut bytes = [0u8; DRAW_BYTES];
    getrandom::fill(&mut bytes).map_err(|error| TakeError::Random(error.to_string()))?;
    check_draw(&bytes)?;
    let mut seed = [0u8; 8];
    seed.copy_from_slice(&bytes[16..24]);
    Ok((
        hex(&bytes[..16]),
        u64::from_le_bytes(seed),
        hex(&bytes[24..]),
    ))
}

/// The situations as the rounds of one scenario, titled after the paper. The result is
/// checked as a scenario file would be, so the log's copy replays in the review.
pub fn exam_scenario(
    paper: &ExamPaper,
    situations: &[Scenario],
    profiles: &Profiles,
) -> Result<Scenario, TakeError> {
    let first = situations.first().ok_or(TakeError::NoSituations)?;
    if let Some(other) = situations
        .iter()
        .find(|situation| situation.profile.id != paper.table)
    {
        return Err(TakeError::OtherTable {
            title: other.title.clone(),
            table: other.profile.id.clone(),
            paper: paper.table.clone(),
        });
    }
    let mut combined = first.clone();
    combined.title = paper.title.clone();
    combined.title_es = paper.title_es.clone();
    combined.title_it = paper.title_it.clone();
    combined.notes = format!("Exam: {} situation(s).", situations.len());
    combined.notes_es = String::new();
    combined.difficulty = None;
    combined.rounds = situations
        .iter()
        .flat_map(|situation| situation.rounds.iter().cloned())
        .collect();
    Scenario::parse("exam", &combined.to_ron(), profiles).map_err(TakeError::Combined)
}

/// Starts the exam of a signed `paper` for `trainee` at `now`; the log goes to `logs_folder`
/// and names the paper's file and title as its source. A paper of fresh situations draws them
/// now from the system's random source, and the log holds only a commitment to them until the
/// exam ends.
pub fn start(
    paper: &SignedPaper,
    trainee: &str,
    logs_folder: Option<PathBuf>,
    profiles: &Profiles,
    now: Stamp,
) -> Result<Session, TakeError> {
    start_as(paper, trainee, logs_folder, profiles, now, false)
}

/// [`start`], saying whether a script (not a person) makes the choices: a scripted log says
/// so in its header and is never sealed as a result.
pub fn start_as(
    paper: &SignedPaper,
    trainee: &str,
    logs_folder: Option<PathBuf>,
    profiles: &Profiles,
    now: Stamp,
    scripted: bool,
) -> Result<Session, TakeError> {
    let trainee = super::names::check_name(trainee).map_err(TakeError::Name)?;
    let files = paper.files();
    let (attempt, seed, nonce) = draw()?;
    let drawn = files.paper.has_fresh().then_some((seed, nonce));
    let seed = drawn.as_ref().map_or(0, |(seed, _)| *seed);
    let situations = files
        .scenarios_drawn(profiles, seed)
        .map_err(TakeError::Situation)?;
    let scenario = exam_scenario(&files.paper, &situations, profiles)?;
    let game = Game::new(scenario, files.paper.trainee_deals)
        .map_err(|error| TakeError::Game(error.to_string()))?;
    let setup = SessionSetup {
        trainee,
        mode: Mode::Exam,
        practise_amounts: files.paper.typed_amounts,
        paid_in_chips: files.paper.fewest_chips,
        source: ScenarioSource::File {
            path: files.path.display().to_string(),
            title: files.paper.title.clone(),
        },
        logs_folder,
    };
    let paper_ref = PaperRef {
        title: files.paper.title.clone(),
        hash: paper.hash(),
    };
    let header = AttemptHeader {
        id: Some(attempt),
        scripted,
    };
    Ok(Session::start_exam(
        game, setup, paper_ref, drawn, header, now,
    ))
}
