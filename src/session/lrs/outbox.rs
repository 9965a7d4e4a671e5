//! Sending the queue: [`send_waiting`] posts the waiting statements in batches, in order, and
//! does with each answer what it says ([`Answer`]); [`Outbox`] runs it on one sender thread,
//! woken when statements are queued and tried again with backoff while the LRS is away.
//! Statements are queued by the caller's thread before anything is sent, so a crash, a closed
//! window or an LRS that never answers loses nothing; the next run sends what waits.

use std::io;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::client::{Answer, Client};
use super::problem::LrsProblem;
use super::queue::{Outgoing, Queue};
use super::rebuild::{Checked, Papers, Rebuilder};
use super::status::QueueStatus;

/// The most statements in one batch.
pub const BATCH: usize = 50;
/// The first wait after a failed try, doubled at each failure up to [`MAX_BACKOFF`].
pub const FIRST_BACKOFF: Duration = Duration::from_millis(500);
pub const MAX_BACKOFF: Duration = Duration::from_secs(60);
/// How long a request may take.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(15);
/// How often a post the LRS failed on (500) is tried again within a pass, and the first pause
/// (doubled each time, with a random part so that computers that failed together do not try
/// together again).
pub const SERVER_RETRIES: u32 = 2;
pub const SERVER_PAUSE: Duration = Duration::from_millis(150);

/// What one pass over the queue did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pass {
    pub stored: usize,
    pub refused: usize,
    /// Why the pass stopped with statements still waiting (the LRS away, the key refused, the
    /// queue unwritable).
    pub problem: Option<LrsProblem>,
}

/// [`send_checked`], each statement checked against its log ([`Rebuilder::for_data`]).
pub fn send_waiting(queue: &Queue, client: &Client, batch: usize) -> Pass {
    let rebuilder = Rebuilder::for_data(
        queue.data_folder(),
        &client.settings().home_page,
        Papers::default(),
    );
    send_checked(queue, client, &rebuilder, batch)
}

/// Sends every waiting statement, `batch` at a time in the order they happened, until the queue
/// is empty or the LRS stops taking them. Each is first built again from its log
/// ([`Rebuilder::check`]): one that is not its log's is kept aside as refused and the log's is
/// sent instead; one no log bears out is refused. A batch the LRS refuses is sent again one
/// statement at a time, so only the statement the LRS refuses is kept aside (with its answer).
pub fn send_checked(queue: &Queue, client: &Client, rebuilder: &Rebuilder, batch: usize) -> Pass {
    let mut pass = Pass::default();
    loop {
        let waiting = match queue.waiting(batch.max(1)) {
            Ok(waiting) => waiting,
            Err(error) => return pass.stopped(LrsProblem::QueueUnreadable(error.to_string())),
        };
        if waiting.is_empty() {
            return pass;
        }
        match vet(queue, rebuilder, &waiting, &mut pass) {
            Ok(true) => {}
            // The queue changed: read it again.
            Ok(false) => continue,
            Err(error) => return pass.stopped(unwritable(&error)),
        }
        match post_patiently(client, &texts(&waiting)) {
            Answer::Stored => {
                if let Err(error) = queue.stored(&waiting) {
                    return pass.stopped(unwritable(&error));
                }
                pass.stored += waiting.len();
            }
            Answer::Refused { .. } => {
                if let Some(problem) = send_one_by_one(queue, client, &waiting, &mut pass) {
                    return pass.stopped(problem);
                }
            }
            Answer::Unauthorized { status, answer } => {
                return pass.stopped(LrsProblem::KeyRefused { status, answer });
            }
            Answer::Unavailable(why) => {
                return pass.stopped(LrsProblem::Unreachable(Box::new(why)));
            }
        }
    }
}

/// Checks `waiting` against their logs: `true` when every one is its log's, else the queue was
/// changed (a statement kept aside, the log's queued in its place).
fn vet(
    queue: &Queue,
    rebuilder: &Rebuilder,
    waiting: &[Outgoing],
    pass: &mut Pass,
) -> io::Result<bool> {
    let mut all_true = true;
    for statement in waiting {
        match rebuilder.check(statement) {
            Checked::Same => {}
            Checked::Altered { why, truth } => {
                queue.refuse(statement, 0, &why)?;
                queue.push(&[truth])?;
                pass.refused += 1;
                all_true = false;
            }
            Checked::Unfounded(why) => {
                queue.refuse(statement, 0, &why)?;
                pass.refused += 1;
                all_true = false;
            }
        }
    }
    Ok(all_true)
}

/// A refused batch, one statement at a time; the problem that stopped it, if any.
fn send_one_by_one(
    queue: &Queue,
    client: &Client,
    waiting: &[Outgoing],
    pass: &mut Pass,
) -> Option<LrsProblem> {
    for statement in waiting {
        let written = match post_patiently(client, &[statement.json.as_str()]) {
            Answer::Stored => {
                pass.stored += 1;
                queue.stored(std::slice::from_ref(statement))
            }
            Answer::Refused { status, answer } => {
                pass.refused += 1;
                queue.refuse(statement, status, &answer)
            }
            Answer::Unauthorized { status, answer } => {
                return Some(LrsProblem::KeyRefused { status, answer });
            }
            Answer::Unavailable(why) => return Some(LrsProblem::Unreachable(Box::new(why))),
        };
        if let Err(error) = written {
            return Some(unwritable(&error));
        }
    }
    None
}

/// Posts `statements`, trying again after a short pause while the LRS answers 500: the LRS
/// failed on the request (xapi-rs on PostgreSQL does when two requests insert the same
/// activity at once) and the same batch a moment later is stored. Any other answer is final
/// for this pass; an LRS that is away or overloaded (503, 429) waits for the sender's backoff.
fn post_patiently(client: &Client, statements: &[&str]) -> Answer {
    let mut answer = client.post(statements);
    for retry in 0..SERVER_RETRIES {
        if !matches!(
            answer,
            Answer::Unavailable(LrsProblem::Status { status: 500, .. })
        ) {
            break;
        }
        let pause = SERVER_PAUSE.saturating_mul(1 << retry);
        std::thread::sleep(pause + pause.mul_f64(jitter()));
        answer = client.post(statements);
    }
    answer
}

/// A number in [0, 1) from the system's random source (0 without one: the pause is then only
/// shorter).
fn jitter() -> f64 {
    let mut bytes = [0u8; 2];
    match getrandom::fill(&mut bytes) {
        Ok(()) => f64::from(u16::from_le_bytes(bytes)) / 65536.0,
        Err(_) => 0.0,
    }
}

fn texts(waiting: &[Outgoing]) -> Vec<&str> {
    waiting
        .iter()
        .map(|statement| statement.json.as_str())
        .collect()
}

fn unwritable(error: &io::Error) -> LrsProblem {
    LrsProblem::QueueUnwritable(error.to_string())
}

impl Pass {
    fn stopped(mut self, problem: LrsProblem) -> Pass {
        self.problem = Some(problem);
        self
    }
}

/// The wait before try `failures + 1` after `failures` failed ones: 0.5 s, 1 s, 2 s, … 60 s.
pub fn backoff(failures: u32) -> Duration {
    FIRST_BACKOFF
        .saturating_mul(2u32.saturating_pow(failures.saturating_sub(1)))
        .min(MAX_BACKOFF)
}

#[derive(Debug)]
enum Wake {
    /// Statements were queued (no hurry while the LRS is away).
    Queued,
    /// Try now, backoff or not (the instructor's Send now).
    Now,
    Stop,
}

/// The queue of a data folder and its sender thread. Cloned handles share the thread; the
/// thread ends (after a last pass) once every handle is gone or [`Outbox::close`] is called.
#[derive(Clone, Debug)]
pub struct Outbox {
    queue: Queue,
    wake: mpsc::Sender<Wake>,
    problem: Arc<Mutex<Option<LrsProblem>>>,
    thread: Arc<Mutex<Option<JoinHandle<()>>>>,
    papers: Papers,
    settings: super::settings::LrsSettings,
}

impl Outbox {
    /// Starts the sender of `queue` to `client`: it sends what already waits at once, each
    /// statement checked against its log.
    pub fn start(queue: Queue, client: Client) -> Outbox {
        let rebuilder = Rebuilder::for_data(
            queue.data_folder(),
            &client.settings().home_page,
            Papers::default(),
        );
        Outbox::start_with(queue, client, rebuilder)
    }

    /// Starts the sender of `queue` to `client`, checking with `rebuilder`.
    pub fn start_with(queue: Queue, client: Client, rebuilder: Rebuilder) -> Outbox {
        let (wake, woken) = mpsc::channel();
        let problem = Arc::new(Mutex::new(None));
        let papers = rebuilder.papers.clone();
        let settings = client.settings().clone();
        let thread = {
            let queue = queue.clone();
            let problem = problem.clone();
            std::thread::Builder::new()
                .name("tallador-lrs".into())
                .spawn(move || run(&queue, &client, &rebuilder, &woken, &problem))
                .ok()
        };
        Outbox {
            queue,
            wake,
            problem,
            thread: Arc::new(Mutex::new(thread)),
            papers,
            settings,
        }
    }

    /// `paper`, whose hash is `hash`, grades its exams' verdicts again before they are sent.
    pub fn know_paper(&self, hash: &str, paper: &crate::session::exam::paper::ExamPaper) {
        self.papers.know(hash, paper);
    }

    /// Writes `statements` to the queue (durably, before this returns) and wakes the sender.
    pub fn push(&self, statements: &[Outgoing]) -> io::Result<()> {
        let written = self.queue.push(statements);
        if let Err(error) = &written {
            self.set_problem(Some(unwritable(error)));
        }
        let _ = self.wake.send(Wake::Queued);
        written
    }

    /// Why the last try stopped with statements waiting; `None` once a try sent them (read
    /// from memory: cheap enough for every frame).
    pub fn problem(&self) -> Option<LrsProblem> {
        self.problem.lock().ok().and_then(|problem| problem.clone())
    }

    /// Tries the waiting statements now, whatever the backoff.
    pub fn send_now(&self) {
        let _ = self.wake.send(Wake::Now);
    }

    /// Sent, waiting, refused, and why the waiting ones wait.
    pub fn status(&self) -> QueueStatus {
        let mut status = self.queue.status();
        if status.waiting > 0 {
            status.last_problem = self.problem.lock().ok().and_then(|problem| problem.clone());
        }
        status
    }

    /// The settings of the LRS it sends to.
    pub fn settings(&self) -> &super::settings::LrsSettings {
        &self.settings
    }

    pub fn queue(&self) -> &Queue {
        &self.queue
    }

    /// Stops the sender after a last pass, waiting for it (at most a request's time limit per
    /// batch still waiting).
    pub fn close(&self) {
        let _ = self.wake.send(Wake::Stop);
        let thread = self.thread.lock().ok().and_then(|mut thread| thread.take());
        if let Some(thread) = thread {
            let _ = thread.join();
        }
    }

    fn set_problem(&self, problem: Option<LrsProblem>) {
        if let Ok(mut shared) = self.problem.lock() {
            *shared = problem;
        }
    }
}

/// The sender thread: a pass when woken, after a backoff while the LRS is away, and now and
/// then anyway (statements left by an earlier run); a last pass when told to stop.
fn run(
    queue: &Queue,
    client: &Client,
    rebuilder: &Rebuilder,
    woken: &mpsc::Receiver<Wake>,
    problem: &Mutex<Option<LrsProblem>>,
) {
    let mut failures = 0u32;
    let mut stopping = false;
    loop {
        let pass = send_checked(queue, client, rebuilder, BATCH);
        if let Ok(mut shared) = problem.lock() {
            shared.clone_from(&pass.problem);
        }
        if stopping {
            return;
        }
        let wait = if pass.problem.is_some() {
            failures = failures.saturating_add(1);
            backoff(failures)
        } else {
            failures = 0;
            MAX_BACKOFF
        };
        let deadline = Instant::now() + wait;
        loop {
            match woken.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
                // While the LRS is away, a new statement does not hurry the next try.
                Ok(Wake::Queued) if pass.problem.is_some() => {}
                Ok(Wake::Queued | Wake::Now) | Err(RecvTimeoutError::Timeout) => break,
                Ok(Wake::Stop) | Err(RecvTimeoutError::Disconnected) => {
                    stopping = true;
                    break;
                }
            }
        }
        // Statements queued together go in one batch.
        while let Ok(wake) = woken.try_recv() {
            if matches!(wake, Wake::Stop) {
                stopping = true;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_from_half_a_second_to_a_minute() {
        assert_eq!(backoff(1), Duration::from_millis(500));
        assert_eq!(backoff(2), Duration::from_secs(1));
        assert_eq!(backoff(3), Duration::from_secs(2));
        assert_eq!(backoff(8), Duration::from_secs(60));
        assert_eq!(backoff(u32::MAX), Duration::from_secs(60));
    }
}
