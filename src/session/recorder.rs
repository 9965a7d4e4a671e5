//! The plumbing every session shares (training, quiz, audit drill): the log's sealed header, its
//! steps and summary, written after every step through [`LogFile`]; a failed write is kept, shown
//! and tried again, never lost silently.

use std::path::{Path, PathBuf};

use super::log::{self, Mode, Revealed, ScenarioSource, SessionLog, Stamp, StepRecord, Summary};
use super::log_file::{LogError, LogFile};
use super::score;

/// What a session's log says about it before the first step.
#[derive(Clone, Debug)]
pub struct Header {
    pub trainee: String,
    pub mode: Mode,
    pub profile: String,
    pub practise_amounts: bool,
    pub paid_in_chips: bool,
    pub with_deal: bool,
    pub source: ScenarioSource,
    /// The exam paper (an exam taken on one).
    pub paper: Option<log::PaperRef>,
    /// The scenario's text (empty for a quiz, whose items are not one table).
    pub scenario: String,
    /// An exam of fresh situations: the scenario is committed to (its hash in the header) and
    /// written only when the exam ends; `scenario` is then left empty.
    pub hidden: Option<Revealed>,
    /// An exam's attempt id ([`SessionLog::attempt`]).
    pub attempt: Option<String>,
    /// The choices come from a script ([`SessionLog::scripted`]).
    pub scripted: bool,
}

/// Someone told of a session's log as it grows, after each write (the school's LRS,
/// `session::lrs::live`): the log so far, and what changed.
pub trait Observer: std::fmt::Debug + Send {
    /// The session has started (its header is sealed and written).
    fn started(&mut self, log: &SessionLog);
    /// The last `new_steps` steps of `log` were just recorded.
    fn recorded(&mut self, log: &SessionLog, new_steps: usize);
    /// The session was closed (finished or not).
    fn closed(&mut self, log: &SessionLog);
    /// The program is closing in the middle of the session, at `now`.
    fn abandoned(&mut self, log: &SessionLog, now: Stamp);
    /// Where the log is written (told once, before [`Observer::started`]; `None` when it is
    /// kept in memory only).
    fn located(&mut self, _path: Option<PathBuf>) {}
}

/// One session's log, in memory and (when there is a folder) on disk.
#[derive(Debug)]
pub struct Recorder {
    log: SessionLog,
    file: LogFile,
    write_error: Option<LogError>,
    /// What a committed exam reveals at its end.
    pending: Option<Revealed>,
    /// The latest monotonic time given (ms since the start).
    monotonic_ms: Option<u64>,
    /// Told of every change, once given ([`Recorder::observe`]).
    observer: Option<Box<dyn Observer>>,
}

impl Recorder {
    /// Seals the header at `now` and writes the log a first time; `finished` when the session has
    /// nothing to ask (a scenario already over).
    pub fn start(
        header: Header,
        logs_folder: Option<PathBuf>,
        finished: bool,
        now: Stamp,
    ) -> Recorder {
        let file = LogFile::new(logs_folder, now, &header.trainee, header.mode);
        let commitment = header.hidden.as_ref().map(Revealed::commitment);
        let scenario = if header.hidden.is_some() {
            String::new()
        } else {
            header.scenario
        };
        let mut log = SessionLog {
            format: log::LOG_FORMAT,
            app_version: env!("CARGO_PKG_VERSION").to_string(),
            trainee: header.trainee,
            mode: header.mode,
            profile: header.profile,
            practise_amounts: header.practise_amounts,
            paid_in_chips: header.paid_in_chips,
            with_deal: header.with_deal,
            source: header.source,
            paper: header.paper,
            scenario,
            commitment,
            attempt: header.attempt,
            scripted: header.scripted,
            started: now,
            ended: None,
            header_hash: String::new(),
            steps: Vec::new(),
            revealed: None,
            summary: score::summarize(&[], false),
        };
        log.seal_header();
        log.set_summary(score::summarize(&[], finished), None);
        let mut recorder = Recorder {
            log,
            file,
            write_error: None,
            pending: header.hidden,
            monotonic_ms: None,
            observer: None,
        };
        recorder.save();
        recorder
    }

    /// Adds the steps of one choice made at `now`, scores the session and writes the log; a
    /// committed scenario is revealed once the session is `finished`.
    pub fn record(
        &mut self,
        steps: impl IntoIterator<Item = StepRecord>,
        finished: bool,
        now: Stamp,
    ) {
        let mut new_steps = 0;
        for step in steps {
            if step.monotonic_ms.is_some() {
                self.monotonic_ms = step.monotonic_ms;
            }
            self.log.push_step(step);
            new_steps += 1;
        }
        if finished {
            self.reveal();
        }
        self.write_summary(finished, now);
        if let Some(observer) = &mut self.observer {
            observer.recorded(&self.log, new_steps);
        }
    }

    /// Tells `observer` of this session from now on (it is told first that it started).
    pub fn observe(&mut self, mut observer: Box<dyn Observer>) {
        observer.located(self.file.path());
        observer.started(&self.log);
        self.observer = Some(observer);
    }

    /// The program closes in the middle of the session at `now`: the observer is told; the log
    /// stays as it is (an attempt never ended).
    pub fn abandon(&mut self, now: Stamp) {
        if let Some(observer) = &mut self.observer {
            observer.abandoned(&self.log, now);
        }
    }

    /// Ends the session at `now` (finished or not), reveals a committed scenario and writes the
    /// log a last time. `monotonic_ms` is the monotonic time now, when the caller has one.
    pub fn close(&mut self, finished: bool, now: Stamp, monotonic_ms: Option<u64>) {
        if monotonic_ms.is_some() {
            self.monotonic_ms = monotonic_ms;
        }
        self.reveal();
        self.write_summary(finished, now);
        if let Some(observer) = &mut self.observer {
            observer.closed(&self.log);
        }
    }

    fn reveal(&mut self) {
        if let Some(revealed) = self.pending.take() {
            self.log.revealed = Some(revealed);
        }
    }

    fn write_summary(&mut self, finished: bool, now: Stamp) {
        let mut summary = score::summarize(&self.log.steps, finished);
        summary.monotonic_ms = self.monotonic_ms;
        self.log.set_summary(summary, Some(now));
        self.save();
    }

    /// Tries the write again (after the trainee freed the disk, say).
    pub fn retry(&mut self) {
        self.save();
    }

    pub fn log(&self) -> &SessionLog {
        &self.log
    }

    pub fn summary(&self) -> &Summary {
        &self.log.summary
    }

    /// The log file (or where it will be once the folder can be written).
    pub fn path(&self) -> Option<PathBuf> {
        self.file.path()
    }

    pub fn folder(&self) -> Option<&Path> {
        self.file.folder()
    }

    /// The last write failed: the log is kept in memory and written again at the next step.
    pub fn write_error(&self) -> Option<&LogError> {
        self.write_error.as_ref()
    }

    fn save(&mut self) {
        self.write_error = self.file.write(&self.log).err();
    }
}
