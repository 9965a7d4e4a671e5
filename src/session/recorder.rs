//! The plumbing every session shares (training, quiz, audit drill): the log's sealed header, its
//! steps and summary, written after every step through [`LogFile`]; a failed write is kept, shown
//! and tried again, never lost silently.

use std::path::{Path, PathBuf};

use super::log::{self, Mode, ScenarioSource, SessionLog, Stamp, StepRecord, Summary};
use super::log_file::{LogError, LogFile};
use super::score;

/// What a session's log says about it before the first step.
#[derive(Clone, Debug)]
pub struct Header {
    pub trainee: String,
    pub mode: Mode,
    pub profile: String,
    pub practise_amounts: bool,
    pub with_deal: bool,
    pub source: ScenarioSource,
    /// The exam paper (an exam taken on one).
    pub paper: Option<log::PaperRef>,
    /// The scenario's text (empty for a quiz, whose items are not one table).
    pub scenario: String,
}

/// One session's log, in memory and (when there is a folder) on disk.
#[derive(Debug)]
pub struct Recorder {
    log: SessionLog,
    file: LogFile,
    write_error: Option<LogError>,
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
        let mut log = SessionLog {
            format: log::LOG_FORMAT,
            app_version: env!("CARGO_PKG_VERSION").to_string(),
            trainee: header.trainee,
            mode: header.mode,
            profile: header.profile,
            practise_amounts: header.practise_amounts,
            with_deal: header.with_deal,
            source: header.source,
            paper: header.paper,
            scenario: header.scenario,
            started: now,
            ended: None,
            header_hash: String::new(),
            steps: Vec::new(),
            summary: score::summarize(&[], false),
        };
        log.seal_header();
        log.set_summary(score::summarize(&[], finished), None);
        let mut recorder = Recorder {
            log,
            file,
            write_error: None,
        };
        recorder.save();
        recorder
    }

    /// Adds the steps of one choice made at `now`, scores the session and writes the log.
    pub fn record(
        &mut self,
        steps: impl IntoIterator<Item = StepRecord>,
        finished: bool,
        now: Stamp,
    ) {
        for step in steps {
            self.log.push_step(step);
        }
        self.close(finished, now);
    }

    /// Ends the session at `now` (finished or not) and writes the log a last time.
    pub fn close(&mut self, finished: bool, now: Stamp) {
        let summary = score::summarize(&self.log.steps, finished);
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
