//! A tiny LRS on the loopback for the tests that need nothing but Rust: `POST /xapi/statements`
//! (a batch stored whole or refused whole, equivalent resends dropped, another statement under
//! a known id a 409), `GET /xapi/statements` (voided statements left out, as xAPI asks; one of
//! them by `?voidedStatementId=`) and `GET /xapi/about`, Basic authentication. It can
//! be told to be down (503), to lose its answers (store, then close the connection without a
//! word) and to refuse statements holding some text.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use std::path::{Path, PathBuf};

use serde_json::Value;
use tallador::core::{Action, Profiles};
use tallador::session::Stamp;
use tallador::session::exam::names::Roster;
use tallador::session::exam::paper::PaperFiles;
use tallador::session::exam::seal::{self, InstructorKey, TrustedKeys};
use tallador::session::exam::take;
use tallador::session::lrs::live::Live;
use tallador::session::lrs::outbox::Outbox;

/// How the fake LRS behaves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Behaviour {
    Store,
    /// 503 to every post.
    Down,
    /// Stores the next `n` batches and closes the connection without answering.
    LoseAnswers(u32),
    /// Answers the next `n` posts 500 as xapi-rs does when two requests insert the same
    /// activity at once ("duplicate key value violates unique constraint"), storing nothing.
    Conflict(u32),
}

#[derive(Debug)]
pub struct State {
    pub behaviour: Behaviour,
    /// Statements stored, in the order stored, each with `stored` added.
    pub stored: Vec<Value>,
    /// The ids of every post, in order.
    pub posts: Vec<Vec<String>>,
    /// Statements holding this text are refused (400).
    pub refuse: Option<String>,
    pub authorization: String,
    /// The status and body of the answer to a wrong key (401 by default; xapi-rs answers 400).
    pub bad_key: (u16, String),
    /// The ids of the statements a `voided` statement voided.
    pub voided: Vec<String>,
}

pub struct FakeLrs {
    pub endpoint: String,
    pub state: Arc<Mutex<State>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
    address: std::net::SocketAddr,
}

pub const KEY: &str = "school-key";
/// xAPI's verb that voids the statement its object names.
pub const VOIDED: &str = "http://adlnet.gov/expapi/verbs/voided";
pub const SECRET: &str = "school-secret";

impl FakeLrs {
    pub fn start() -> FakeLrs {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let address = listener.local_addr().unwrap();
        let state = Arc::new(Mutex::new(State {
            behaviour: Behaviour::Store,
            stored: Vec::new(),
            posts: Vec::new(),
            refuse: None,
            bad_key: (401, "unknown credentials".to_string()),
            voided: Vec::new(),
            authorization: tallador::session::lrs::settings::LrsSettings::new(
                "http://127.0.0.1/xapi/",
                KEY,
                SECRET,
                "https://school.example",
                false,
            )
            .unwrap()
            .authorization(),
        }));
        let stop = Arc::new(AtomicBool::new(false));
        let thread = {
            let (state, stop) = (state.clone(), stop.clone());
            std::thread::spawn(move || {
                for stream in listener.incoming() {
                    if stop.load(Ordering::SeqCst) {
                        return;
                    }
                    if let Ok(stream) = stream {
                        let state = state.clone();
                        std::thread::spawn(move || serve(stream, &state));
                    }
                }
            })
        };
        FakeLrs {
            endpoint: format!("http://{address}/xapi/"),
            state,
            stop,
            thread: Some(thread),
            address,
        }
    }

    pub fn set(&self, behaviour: Behaviour) {
        self.state.lock().unwrap().behaviour = behaviour;
    }

    /// Answers a wrong key with `status` and `body` (xapi-rs: 400 and what it says).
    pub fn answer_bad_key(&self, status: u16, body: &str) {
        self.state.lock().unwrap().bad_key = (status, body.to_string());
    }

    pub fn refuse(&self, text: &str) {
        self.state.lock().unwrap().refuse = Some(text.to_string());
    }

    pub fn stored(&self) -> Vec<Value> {
        self.state.lock().unwrap().stored.clone()
    }

    pub fn posts(&self) -> usize {
        self.state.lock().unwrap().posts.len()
    }

    pub fn stored_verbs(&self) -> Vec<String> {
        self.stored()
            .iter()
            .map(|statement| {
                statement["verb"]["id"]
                    .as_str()
                    .unwrap()
                    .rsplit('/')
                    .next()
                    .unwrap()
                    .to_string()
            })
            .collect()
    }

    /// Waits (at most 20 s) until `count` statements are stored.
    pub fn wait_for(&self, count: usize) -> Vec<Value> {
        let started = Instant::now();
        while self.stored().len() < count && started.elapsed() < Duration::from_secs(20) {
            std::thread::sleep(Duration::from_millis(20));
        }
        self.stored()
    }
}

impl Drop for FakeLrs {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        let _ = TcpStream::connect(self.address);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn serve(stream: TcpStream, state: &Mutex<State>) {
    let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let mut request_line = String::new();
    if reader.read_line(&mut request_line).is_err() || request_line.is_empty() {
        return;
    }
    let mut length = 0usize;
    let mut authorization = String::new();
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).is_err() || line.trim().is_empty() {
            break;
        }
        let (name, value) = line.split_once(':').unwrap_or((&line, ""));
        match name.trim().to_ascii_lowercase().as_str() {
            "content-length" => length = value.trim().parse().unwrap_or(0),
            "authorization" => authorization = value.trim().to_string(),
            _ => {}
        }
    }
    let mut body = vec![0; length];
    if reader.read_exact(&mut body).is_err() {
        return;
    }
    let mut parts = request_line.split_whitespace();
    let (method, target) = (parts.next().unwrap_or(""), parts.next().unwrap_or(""));
    let path = target.split('?').next().unwrap_or("");
    let mut state = state.lock().unwrap();
    let (status, text) = if authorization != state.authorization && path != "/xapi/about" {
        state.bad_key.clone()
    } else {
        match (method, path) {
            ("GET", "/xapi/about") => (200, r#"{"version":["1.0.3"]}"#.to_string()),
            ("GET", "/xapi/statements") => statements(&state, target),
            ("POST", "/xapi/statements") => {
                let answer = post(&mut state, &body);
                let Some(answer) = answer else {
                    // The answer is lost: the connection closes without a word.
                    return;
                };
                answer
            }
            _ => (404, "no such resource".to_string()),
        }
    };
    drop(state);
    let reason = match status {
        200 => "OK",
        204 => "No Content",
        400 => "Bad Request",
        401 => "Unauthorized",
        409 => "Conflict",
        503 => "Service Unavailable",
        _ => "Not Found",
    };
    let mut stream = stream;
    let _ = write!(
        stream,
        "HTTP/1.1 {status} {reason}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{text}",
        text.len()
    );
    let _ = stream.flush();
}

/// The answer to `GET /xapi/statements…`: every statement not voided, or the voided one a
/// `voidedStatementId` asks for.
fn statements(state: &State, target: &str) -> (u16, String) {
    let asked = target
        .split_once('?')
        .map_or("", |(_, query)| query)
        .split('&')
        .find_map(|pair| pair.strip_prefix("voidedStatementId="));
    if let Some(id) = asked {
        return match state
            .stored
            .iter()
            .find(|statement| statement["id"] == id && state.voided.iter().any(|gone| gone == id))
        {
            Some(statement) => (200, statement.to_string()),
            None => (404, format!("no voided statement {id}")),
        };
    }
    let shown: Vec<&Value> = state
        .stored
        .iter()
        .filter(|statement| {
            !state
                .voided
                .iter()
                .any(|gone| statement["id"] == gone.as_str())
        })
        .collect();
    (
        200,
        serde_json::json!({"statements": shown, "more": ""}).to_string(),
    )
}

/// A batch: `None` when its answer is to be lost.
fn post(state: &mut State, body: &[u8]) -> Option<(u16, String)> {
    let Ok(Value::Array(statements)) = serde_json::from_slice::<Value>(body) else {
        return Some((400, "not a JSON array".into()));
    };
    let ids: Vec<String> = statements
        .iter()
        .map(|statement| statement["id"].as_str().unwrap_or("").to_string())
        .collect();
    state.posts.push(ids.clone());
    if state.behaviour == Behaviour::Down {
        return Some((503, "down for maintenance".into()));
    }
    if let Behaviour::Conflict(left) = state.behaviour {
        state.behaviour = if left > 1 {
            Behaviour::Conflict(left - 1)
        } else {
            Behaviour::Store
        };
        return Some((
            500,
            r#"{"status":500,"info":"DB error: duplicate key value violates unique constraint \"activity_iri_key\""}"#.into(),
        ));
    }
    if let Some(refused) = &state.refuse
        && statements
            .iter()
            .any(|statement| statement.to_string().contains(refused.as_str()))
    {
        return Some((400, format!("statement refused: it holds {refused}")));
    }
    let mut fresh = Vec::new();
    for statement in &statements {
        let id = statement["id"].as_str().unwrap_or("");
        match state.stored.iter().find(|known| known["id"] == id) {
            Some(known) => {
                let mut without = known.clone();
                without.as_object_mut().unwrap().remove("stored");
                if &without != statement {
                    return Some((409, format!("another statement has the id {id}")));
                }
            }
            None => fresh.push(statement.clone()),
        }
    }
    let stored_ids: Vec<Value> = fresh.iter().map(|s| s["id"].clone()).collect();
    for statement in &fresh {
        if statement["verb"]["id"] == VOIDED
            && let Some(target) = statement["object"]["id"].as_str()
        {
            state.voided.push(target.to_string());
        }
    }
    for mut statement in fresh {
        statement.as_object_mut().unwrap().insert(
            "stored".into(),
            Value::String(chrono::Utc::now().to_rfc3339()),
        );
        state.stored.push(statement);
    }
    if let Behaviour::LoseAnswers(left) = state.behaviour {
        state.behaviour = if left > 1 {
            Behaviour::LoseAnswers(left - 1)
        } else {
            Behaviour::Store
        };
        return None;
    }
    if stored_ids.is_empty() {
        Some((204, String::new()))
    } else {
        Some((200, Value::Array(stored_ids).to_string()))
    }
}

/// The school's settings for the fake LRS at `endpoint`.
pub fn school_settings(endpoint: &str) -> tallador::session::lrs::settings::LrsSettings {
    tallador::session::lrs::settings::LrsSettings::new(
        endpoint,
        KEY,
        SECRET,
        "https://school.example",
        false,
    )
    .unwrap()
}

/// A statement voiding `target` (xAPI's `voided`, its object a reference to the target's id),
/// as anyone with the school's key could post.
pub fn voiding(target: &Value) -> String {
    let id = target["id"].as_str().unwrap_or_default();
    serde_json::json!({
        "id": tallador::session::exam::xapi::derived_uuid(&format!("void {id}")),
        "actor": target["actor"],
        "verb": {"id": VOIDED, "display": {"en-US": "voided"}},
        "object": {"objectType": "StatementRef", "id": id},
    })
    .to_string()
}

// ------------------------------------------------------------------ exams sat with an LRS

pub fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

pub fn marta() -> InstructorKey {
    InstructorKey::from_secret("Marta Ruiz", [7; 32])
}

pub fn stamp(text: &str) -> Stamp {
    Stamp::new(chrono::DateTime::parse_from_rfc3339(text).unwrap())
}

/// The fixture Puerto Rico paper (eight decisions, pass mark 90 %), signed by Marta, in `dir`.
pub fn signed_paper(dir: &Path) -> PathBuf {
    for folder in ["exams", "examples"] {
        let target = dir.join(folder);
        std::fs::create_dir_all(&target).unwrap();
        for entry in std::fs::read_dir(fixtures().join(folder)).unwrap() {
            let path = entry.unwrap().path();
            std::fs::copy(&path, target.join(path.file_name().unwrap())).unwrap();
        }
    }
    let path = dir.join("exams/pr-table-test.ron");
    let profiles = Profiles::default();
    let files = PaperFiles::load(&path, &profiles).unwrap();
    marta()
        .sign_paper(&files, &profiles, stamp("2026-05-01T09:00:00+02:00"))
        .unwrap()
        .write_for(&path)
        .unwrap();
    path
}

/// Sits the paper as `trainee` from `start`, 3 s a decision, with the LRS told live; the pay of
/// seat 3 collected instead when `pay_right` is false; `abandon_after` stops it mid-way.
pub fn sit_live(
    dir: &Path,
    outbox: &Outbox,
    trainee: &str,
    start: &str,
    pay_right: bool,
    abandon_after: Option<usize>,
) -> PathBuf {
    sit_paced(
        dir,
        outbox,
        trainee,
        start,
        pay_right,
        abandon_after,
        3000,
        0,
    )
}

/// [`sit_live`], `logged_ms` apart by the log's clock and `real_ms` apart in fact (a slowed
/// clock logs less than it takes); returns the log.
#[allow(clippy::too_many_arguments)]
pub fn sit_paced(
    dir: &Path,
    outbox: &Outbox,
    trainee: &str,
    start: &str,
    pay_right: bool,
    abandon_after: Option<usize>,
    logged_ms: i64,
    real_ms: u64,
) -> PathBuf {
    let profiles = Profiles::default();
    let trusted = TrustedKeys {
        keys: vec![marta().public()],
    };
    let paper = dir.join("exams/pr-table-test.ron");
    let paper = if seal::seal_path(&paper).exists() {
        paper
    } else {
        signed_paper(dir)
    };
    let signed = seal::load_paper_for_exam(&paper, &profiles, &trusted).unwrap();
    let mut session = take::start(
        &signed,
        trainee,
        Some(dir.join("logs")),
        &profiles,
        stamp(start),
    )
    .unwrap();
    session.observe(Box::new(Live::new(
        outbox.clone(),
        "https://school.example",
        Roster::default(),
        Some(signed.paper().clone()),
    )));
    let begin = chrono::DateTime::parse_from_rfc3339(start).unwrap();
    let mut decisions = 0;
    while !session.is_finished() {
        decisions += 1;
        let at = Stamp::new(begin + chrono::Duration::milliseconds(logged_ms * decisions as i64));
        if abandon_after == Some(decisions - 1) {
            session.abandon(at);
            return session.log_path().unwrap();
        }
        std::thread::sleep(Duration::from_millis(real_ms));
        let choice = match session.acceptable()[0] {
            Action::Pay(place, _) if !pay_right => Action::Collect(place),
            other => other,
        };
        session.choose(choice, at);
    }
    let end = begin + chrono::Duration::milliseconds(logged_ms * decisions as i64 + 500);
    session.close(Stamp::new(end));
    session.log_path().unwrap()
}

// ----------------------------------------------------------------------------- the real LRS

/// The real LRS `.ci/run` starts (`scripts/lrs.sh start DIR`, `TALLADOR_LRS_TEST=DIR`); `None`,
/// saying so, when it is not there.
pub fn real_lrs(test: &str) -> Option<(PathBuf, tallador::session::lrs::LrsSettings)> {
    let Some(dir) = std::env::var_os("TALLADOR_LRS_TEST").map(PathBuf::from) else {
        eprintln!("{test}: skipped: TALLADOR_LRS_TEST is not set (.ci/run starts a real LRS)");
        return None;
    };
    let read = |name: &str| {
        std::fs::read_to_string(dir.join(name))
            .unwrap_or_else(|error| panic!("{}/{name}: {error}", dir.display()))
            .trim()
            .to_string()
    };
    let settings = tallador::session::lrs::LrsSettings::new(
        &read("endpoint"),
        &read("key"),
        &read("secret"),
        "https://school.example",
        false,
    )
    .unwrap();
    Some((dir, settings))
}

/// The rank of a verb in an attempt, to order statements of one time.
pub fn verb_rank(statement: &Value) -> usize {
    let verb = statement["verb"]["id"].as_str().unwrap_or("");
    [
        "launched",
        "initialized",
        "answered",
        "passed",
        "failed",
        "terminated",
        "abandoned",
    ]
    .iter()
    .position(|word| verb.ends_with(word))
    .unwrap_or(9)
}

/// The statements of the attempt whose log header is `header`, among `statements`, in the
/// order they happened.
pub fn of_attempt(statements: &[Value], header: &str) -> Vec<Value> {
    let mut found: Vec<Value> = statements
        .iter()
        .filter(|statement| {
            statement["context"]["extensions"][tallador::session::exam::xapi::HEADER_EXTENSION]
                == header
        })
        .cloned()
        .collect();
    found.sort_by_key(|statement| {
        (
            chrono::DateTime::parse_from_rfc3339(statement["timestamp"].as_str().unwrap()).unwrap(),
            verb_rank(statement),
        )
    });
    found
}

pub fn verbs(statements: &[Value]) -> Vec<String> {
    statements
        .iter()
        .map(|statement| {
            statement["verb"]["id"]
                .as_str()
                .unwrap()
                .rsplit('/')
                .next()
                .unwrap()
                .to_string()
        })
        .collect()
}

/// Waits (at most `seconds`) until the LRS has `count` statements of the attempt `header`.
pub fn wait_for_attempt(
    client: &tallador::session::lrs::client::Client,
    header: &str,
    count: usize,
    seconds: u64,
) -> Vec<Value> {
    let started = Instant::now();
    loop {
        let all = client.statements().unwrap_or_default();
        let found = of_attempt(&all, header);
        if found.len() >= count || started.elapsed() > Duration::from_secs(seconds) {
            return found;
        }
        std::thread::sleep(Duration::from_millis(300));
    }
}

/// The expected verbs of a finished exam of `decisions` decisions.
pub fn finished_verbs(decisions: usize, verdict: &str) -> Vec<String> {
    let mut verbs = vec!["launched".to_string(), "initialized".to_string()];
    verbs.extend(std::iter::repeat_n("answered".to_string(), decisions));
    verbs.push(verdict.to_string());
    verbs.push("terminated".to_string());
    verbs
}

/// An exam of the signed fixture paper sat in the window (the app's applier, as a frame applies
/// what the trainee typed), `gap_ms` between decisions by the real clock, on the exam computer
/// `dir` whose data folder has the school's LRS set: its statements arrive in order, each
/// decision stored as it is made.
#[cfg(feature = "app")]
pub fn window_exam(dir: &Path, client: &tallador::session::lrs::client::Client, gap_ms: u64) {
    use tallador::app::{AppOptions, Command, Screen, TalladorApp};
    let mut options = AppOptions::in_folders(
        Profiles::default(),
        tallador::session::folders::Folders::in_data(Some(dir.join("data"))),
    );
    options.logs_folder = Some(dir.join("logs"));
    options.library_folders = vec![dir.join("examples")];
    options.shipped_library = false;
    options.trainee = Some(format!("Carla Window {}", std::process::id()));
    options.exam_paper = Some(dir.join("exams/pr-table-test.ron"));
    options.keys_folder = None;
    options.instructor_folder = Some(dir.join("instructor"));
    let exit = std::sync::Arc::new(std::sync::atomic::AtomicI32::new(0));
    let mut app = TalladorApp::new(options, None, exit);
    assert_eq!(app.screen, Screen::Train, "{:?}", app.notice);
    let started = Instant::now();
    while app.screen == Screen::Train {
        std::thread::sleep(Duration::from_millis(gap_ms));
        let training = app.training.as_ref().unwrap();
        let canonical = training.session.acceptable()[0];
        app.apply(Command::Choose(canonical), tallador::app::clock());
        assert!(started.elapsed() < Duration::from_secs(60));
    }
    let log = app.training.as_ref().unwrap().session.log_path().unwrap();
    let log = tallador::session::SessionLog::load(&log).unwrap();
    let decisions = log.steps.len();
    let found = wait_for_attempt(client, &log.header_hash, decisions + 4, 60);
    assert_eq!(
        verbs(&found),
        finished_verbs(decisions, "passed"),
        "{:#?}",
        found
            .iter()
            .map(|s| (s["object"]["id"].clone(), s["timestamp"].clone()))
            .collect::<Vec<_>>()
    );
    let stored: Vec<chrono::DateTime<chrono::FixedOffset>> = found
        .iter()
        .map(|s| chrono::DateTime::parse_from_rfc3339(s["stored"].as_str().unwrap()).unwrap())
        .collect();
    assert!(
        stored.windows(2).all(|pair| pair[0] <= pair[1]),
        "{stored:?}"
    );
    let answered = &stored[2..2 + decisions];
    let span = (answered[decisions - 1] - answered[0]).num_milliseconds();
    let least = (decisions as i64 - 1) * gap_ms as i64 / 2;
    assert!(span >= least, "the decisions were stored over {span} ms");
}
