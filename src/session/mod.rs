//! A training session over the core: the trainee's choices judged by [`Game::judge`], scored on
//! the first try, and logged after every step. No UI and no clock here: the caller passes the
//! time of each choice in.
//!
//! Practice: a wrong choice leaves the table as it was and the trainee tries again (only the
//! first try counts). Exam: a wrong choice is recorded and the canonical action applied, so the
//! round goes on.

pub mod class;
pub mod course;
pub mod drill;
pub mod exam;
pub mod facts;
pub mod folders;
pub mod index;
pub mod library;
pub mod load;
pub mod log;
pub mod log_file;
pub mod lrs;
pub mod overview;
pub mod pace;
pub mod pretty;
pub mod quiz;
pub mod recorder;
pub mod review;
pub mod score;

use std::path::PathBuf;

use crate::core::Action;
use crate::core::diagnosis::Diagnosis;
use crate::core::game::Game;
use crate::core::judge::{self, Mistake};
use crate::core::round::RoundState;
use crate::core::scenario::Scenario;
use crate::core::view::TableView;

pub use log::{
    Mode, Outcome, PaperRef, Revealed, ScenarioSource, SessionLog, Stamp, StepRecord, Summary,
};
pub use log_file::{LogError, LogFile};
pub use recorder::{Header, Recorder};

/// What a session is started with.
#[derive(Clone, Debug)]
pub struct SessionSetup {
    pub trainee: String,
    pub mode: Mode,
    /// The trainee states what they pay (`pay 5 47.50`): commission practice.
    pub practise_amounts: bool,
    /// The trainee cuts every payout from the table's chips (CHIPS): the amount is their sum.
    pub paid_in_chips: bool,
    pub source: ScenarioSource,
    /// Where the log goes; `None` keeps it in memory only (and says so).
    pub logs_folder: Option<PathBuf>,
}

/// What an exam's log says of its attempt from its first line ([`log::SessionLog::attempt`],
/// [`log::SessionLog::scripted`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AttemptHeader {
    /// 32 hex digits from the system's random source.
    pub id: Option<String>,
    /// The choices come from a script, not a person.
    pub scripted: bool,
}

/// What became of one choice in the session: right or wrong, whether it counted, what was
/// applied (the judged choice itself is `core::judge::Verdict`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChoiceResult {
    Correct {
        /// The first try at this step (it counts).
        counted: bool,
    },
    Wrong {
        mistake: Mistake,
        counted: bool,
        /// Exam: the canonical action applied in its place.
        applied: Option<Action>,
    },
    /// The scenario is over; nothing was recorded.
    Over,
}

/// The table as it was before one try, for the summary and the review.
#[derive(Clone, Debug)]
pub struct Moment {
    /// 0-based round index.
    pub round: usize,
    pub state: RoundState,
    /// Why the try was wrong; `None` when it was right.
    pub diagnosis: Option<Diagnosis>,
}

/// One trainee at one scenario.
#[derive(Debug)]
pub struct Session {
    game: Game,
    recorder: Recorder,
    attempt: u32,
    hinted: bool,
    /// When the current try's question appeared.
    prompt_since: Stamp,
    /// The same, by the caller's monotonic clock (ms since the start), when it has one.
    prompt_since_monotonic: Option<u64>,
    /// The table before each logged try, in log order.
    moments: Vec<Moment>,
}

impl Session {
    /// Starts a session at `now` and writes its log's header.
    pub fn start(game: Game, setup: SessionSetup, now: Stamp) -> Session {
        Session::start_on_paper(game, setup, None, now)
    }

    /// Starts a session whose log names the exam `paper` it is taken on.
    pub fn start_on_paper(
        game: Game,
        setup: SessionSetup,
        paper: Option<log::PaperRef>,
        now: Stamp,
    ) -> Session {
        Session::start_with(game, setup, paper, None, AttemptHeader::default(), now)
    }

    /// Starts an exam whose scenario stays off the disk until it ends: the log holds a
    /// commitment to it ([`log::Revealed::commitment`]); `seed` and `nonce` are revealed with it.
    pub fn start_committed(
        game: Game,
        setup: SessionSetup,
        paper: log::PaperRef,
        seed: u64,
        nonce: String,
        now: Stamp,
    ) -> Session {
        let hidden = log::Revealed {
            seed,
            nonce,
            scenario: game.scenario.to_ron(),
        };
        Session::start_with(
            game,
            setup,
            Some(paper),
            Some(hidden),
            AttemptHeader::default(),
            now,
        )
    }

    /// Starts an exam on `paper` with its attempt's header (its id, whether a script plays it);
    /// with `committed` (a seed and a nonce), its scenario stays off the disk until it ends.
    pub fn start_exam(
        game: Game,
        setup: SessionSetup,
        paper: log::PaperRef,
        committed: Option<(u64, String)>,
        attempt: AttemptHeader,
        now: Stamp,
    ) -> Session {
        let hidden = committed.map(|(seed, nonce)| log::Revealed {
            seed,
            nonce,
            scenario: game.scenario.to_ron(),
        });
        Session::start_with(game, setup, Some(paper), hidden, attempt, now)
    }

    fn start_with(
        game: Game,
        setup: SessionSetup,
        paper: Option<log::PaperRef>,
        hidden: Option<log::Revealed>,
        attempt: AttemptHeader,
        now: Stamp,
    ) -> Session {
        let header = Header {
            hidden,
            attempt: attempt.id,
            scripted: attempt.scripted,
            paper,
            trainee: setup.trainee,
            mode: setup.mode,
            profile: game.scenario.profile.id.clone(),
            practise_amounts: setup.practise_amounts,
            paid_in_chips: setup.paid_in_chips,
            with_deal: game.with_deal,
            source: setup.source,
            scenario: game.scenario.to_ron(),
        };
        let recorder = Recorder::start(header, setup.logs_folder, game.is_finished(), now);
        Session {
            game,
            recorder,
            attempt: 1,
            hinted: false,
            prompt_since: now,
            prompt_since_monotonic: Some(0),
            moments: Vec::new(),
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn mode(&self) -> Mode {
        self.log().mode
    }

    /// Every amount paid must be stated: typed (commission practice) or cut from chips.
    pub fn practise_amounts(&self) -> bool {
        self.log().practise_amounts || self.log().paid_in_chips
    }

    /// Payouts are cut from the table's chips (CHIPS).
    pub fn paid_in_chips(&self) -> bool {
        self.log().paid_in_chips
    }

    pub fn log(&self) -> &SessionLog {
        self.recorder.log()
    }

    pub fn summary(&self) -> &Summary {
        self.recorder.summary()
    }

    pub fn is_finished(&self) -> bool {
        self.game.is_finished()
    }

    /// The log file (or where it will be once the folder can be written).
    pub fn log_path(&self) -> Option<PathBuf> {
        self.recorder.path()
    }

    pub fn logs_folder(&self) -> Option<&std::path::Path> {
        self.recorder.folder()
    }

    /// The last write failed: the log is kept in memory and written again at the next step.
    pub fn write_error(&self) -> Option<&LogError> {
        self.recorder.write_error()
    }

    /// The table now.
    pub fn table(&self) -> TableView {
        let index = self.game.round_index();
        table_of(&self.game.scenario, index, self.game.round())
    }

    /// The table as it was before the try logged at `index` (0-based in the log).
    pub fn table_before(&self, index: usize) -> Option<TableView> {
        let moment = self.moments.get(index)?;
        Some(table_of(&self.game.scenario, moment.round, &moment.state))
    }

    pub fn moments(&self) -> &[Moment] {
        &self.moments
    }

    /// Why the try logged at `index` was wrong; `None` when it was right.
    pub fn diagnosis(&self, index: usize) -> Option<&Diagnosis> {
        self.moments.get(index)?.diagnosis.as_ref()
    }

    /// The 1-based round and the 1-based step of that round now being asked.
    pub fn position(&self) -> (usize, usize) {
        (
            self.game.round_index() + 1,
            self.game.round().done_count() + 1,
        )
    }

    /// The try now being asked (1 = first).
    pub fn attempt(&self) -> u32 {
        self.attempt
    }

    /// When the current question appeared (for the decision timer).
    pub fn prompt_since(&self) -> Stamp {
        self.prompt_since
    }

    /// The acceptable next actions, canonical first.
    pub fn acceptable(&self) -> Vec<Action> {
        if self.game.is_finished() {
            return Vec::new();
        }
        self.game.round().acceptable_actions()
    }

    /// Practice only: shows the canonical next action; the step no longer counts as right.
    pub fn hint(&mut self) -> Option<Action> {
        if self.mode() != Mode::Practice || self.game.is_finished() {
            return None;
        }
        let canonical = self.acceptable().first().copied()?;
        self.hinted = true;
        Some(canonical)
    }

    /// Judges the trainee's `choice` made at `now`, scores and logs it.
    pub fn choose(&mut self, choice: Action, now: Stamp) -> ChoiceResult {
        self.choose_timed(choice, now, None)
    }

    /// [`Session::choose`], with the time by the caller's monotonic clock too (`monotonic_ms`
    /// since the session's start): the decision time is then the monotonic clock's, and both
    /// clocks are logged, so a wall clock changed during the session shows.
    pub fn choose_timed(
        &mut self,
        choice: Action,
        now: Stamp,
        monotonic_ms: Option<u64>,
    ) -> ChoiceResult {
        self.choose_paid(choice, None, now, monotonic_ms)
    }

    /// A payout to `place` cut from `chips` (CHIPS): the action `pay N SUM`, judged as a typed
    /// amount, its chips logged with the step.
    pub fn choose_chips(
        &mut self,
        place: crate::core::Place,
        chips: &[crate::core::chips::Stack],
        now: Stamp,
        monotonic_ms: Option<u64>,
    ) -> ChoiceResult {
        let choice = Action::Pay(place, Some(crate::core::chips::total(chips)));
        let text = crate::core::chips::to_text(chips);
        self.choose_paid(choice, Some(text), now, monotonic_ms)
    }

    /// How many chips of the table at least make what `choice` pays (CHIPS).
    fn fewest_chips_for(&self, choice: Action) -> Option<u32> {
        let Action::Pay(_, Some(amount)) = choice else {
            return None;
        };
        let set = self.game.scenario.profile.chip_values();
        crate::core::chips::fewest(amount, &set).map(|stacks| crate::core::chips::count(&stacks))
    }

    /// [`Session::choose_timed`] with the chips a payout was cut from, as a log writes them
    /// (`1x25 4x5`); a replay gives each logged step's own.
    pub fn choose_paid(
        &mut self,
        choice: Action,
        chips: Option<String>,
        now: Stamp,
        monotonic_ms: Option<u64>,
    ) -> ChoiceResult {
        if self.game.is_finished() {
            return ChoiceResult::Over;
        }
        let mut before = Moment {
            round: self.game.round_index(),
            state: self.game.round().clone(),
            diagnosis: None,
        };
        let (round, step) = self.position();
        let acceptable = self.acceptable();
        let Some(&canonical) = acceptable.first() else {
            return ChoiceResult::Over;
        };
        let counted = self.attempt == 1;
        let mut record = StepRecord {
            index: 0,
            time: now,
            round: u32::try_from(round).unwrap_or(u32::MAX),
            step: u32::try_from(step).unwrap_or(u32::MAX),
            attempt: self.attempt,
            acceptable: log::ActionList(acceptable),
            canonical,
            choice,
            verdict: Outcome::Correct,
            rule: None,
            category: None,
            applied: None,
            hinted: self.hinted,
            response_ms: match (monotonic_ms, self.prompt_since_monotonic) {
                (Some(at), Some(since)) => at.saturating_sub(since),
                _ => now.millis_since(self.prompt_since),
            },
            monotonic_ms,
            fewest_chips: chips.as_ref().and_then(|_| self.fewest_chips_for(choice)),
            chips,
            hash: String::new(),
        };
        let outcome = match self.game.judge(choice, self.practise_amounts()) {
            judge::Verdict::Correct { step } => {
                self.game.complete(step);
                self.next_step();
                ChoiceResult::Correct { counted }
            }
            judge::Verdict::Wrong(mistake) => {
                record.verdict = Outcome::Wrong;
                before.diagnosis = Some(mistake.diagnosis.clone());
                record.rule = Some(mistake.rule());
                record.category = Some(mistake.category());
                let applied = match self.mode() {
                    Mode::Practice => {
                        self.attempt += 1;
                        None
                    }
                    Mode::Exam | Mode::Quiz | Mode::AuditDrill => {
                        let applied = self.game.complete_canonical();
                        self.next_step();
                        applied
                    }
                };
                record.applied = applied;
                ChoiceResult::Wrong {
                    mistake,
                    counted,
                    applied,
                }
            }
        };
        self.prompt_since = now;
        self.prompt_since_monotonic = monotonic_ms;
        self.moments.push(before);
        self.recorder.record([record], self.game.is_finished(), now);
        outcome
    }

    /// Ends the session at `now` (finished or not) and writes the log a last time.
    pub fn close(&mut self, now: Stamp) {
        self.recorder.close(self.game.is_finished(), now, None);
    }

    /// [`Session::close`] with the monotonic time now (ms since the start).
    pub fn close_timed(&mut self, now: Stamp, monotonic_ms: Option<u64>) {
        self.recorder
            .close(self.game.is_finished(), now, monotonic_ms);
    }

    /// Tells `observer` of this session's log from now on (the school's LRS).
    pub fn observe(&mut self, observer: Box<dyn recorder::Observer>) {
        self.recorder.observe(observer);
    }

    /// The program closes in the middle of the session at `now` (its observer is told).
    pub fn abandon(&mut self, now: Stamp) {
        if !self.is_finished() {
            self.recorder.abandon(now);
        }
    }

    /// Tries the write again (after the trainee freed the disk, say).
    pub fn retry_write(&mut self) {
        self.recorder.retry();
    }

    fn next_step(&mut self) {
        self.attempt = 1;
        self.hinted = false;
    }
}

fn table_of(scenario: &Scenario, round: usize, state: &RoundState) -> TableView {
    let spec = &scenario.rounds[round.min(scenario.rounds.len().saturating_sub(1))];
    TableView::of(spec, state, scenario.profile.places)
}

#[cfg(test)]
mod tests;
