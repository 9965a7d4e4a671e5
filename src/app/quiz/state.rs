//! The quiz screen's state and keys: what it shows, the answer being typed, and what a key or
//! a click asks for ([`QuizCommand`], applied by the app's one applier).

use crate::core::money::DecimalMark;
use crate::core::{Place, Profile};
use crate::session::Stamp;
use crate::session::quiz::{Answer, Drill, DrillChoice, History, QuizSession};
use crate::text::told::Told;

/// What the quiz screen shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuizView {
    Menu,
    Drill,
    Results,
    HeatMap,
}

/// A key as the quiz reads it (from the window, or from a script).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuizKey {
    Char(char),
    Enter,
    Escape,
    Backspace,
    Tab,
}

/// What a key or a click asks for, applied after the frame.
#[must_use]
#[derive(Clone, Debug, PartialEq)]
pub enum QuizCommand {
    Pick(DrillChoice),
    SetProfile(String),
    Start,
    Answer(Answer),
    /// The typed answer (Enter, or the OK button).
    Submit,
    /// Cut the payout: one more chip of this value (a click on it).
    TakeChip(crate::core::Money),
    /// Go on after a wrong answer.
    Continue,
    /// Stop the quiz and see the results.
    End,
    Menu,
    HeatMap,
    /// Back to the start screen.
    Leave,
    RetryWrite,
    /// Read the history of the trainee named (the name was edited).
    ReloadHistory,
}

/// Why a typed answer was not taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    NotAnAmount(String),
    NeedMark,
    /// Boxes given so far, and boxes to settle.
    NeedBoxes(usize, usize),
}

/// The quiz as the app keeps it: the screen's state and the quiz under way. The screen draws
/// with the session read-only ([`Quiz::parts`]); only the applier changes it.
pub struct Quiz {
    pub screen: QuizScreen,
    pub session: Option<QuizSession>,
}

impl Quiz {
    /// The menu for `trainee` at `profile`'s table, no quiz under way.
    pub fn new(trainee: &str, profile: Profile) -> Quiz {
        Quiz {
            screen: QuizScreen::new(trainee, profile),
            session: None,
        }
    }

    /// The screen to draw and change, and the quiz under way to read.
    pub fn parts(&mut self) -> (&mut QuizScreen, Option<&QuizSession>) {
        (&mut self.screen, self.session.as_ref())
    }

    /// The history on show: the running quiz's, else the one read from disk.
    pub fn current_history(&self) -> &History {
        current_history(&self.screen, self.session.as_ref())
    }

    /// What a key does on the view on show.
    pub fn key(&mut self, key: QuizKey) -> Vec<QuizCommand> {
        self.screen.key(key, self.session.as_ref())
    }

    /// The typed answer of the item on show, as commands.
    pub fn submit_typed(&mut self) -> Vec<QuizCommand> {
        self.screen.submit_typed(self.session.as_ref())
    }

    /// Back from the heat map to where it was opened, or to the menu (the quiz put away, its
    /// history kept for the menu).
    pub fn menu(&mut self) {
        let screen = &mut self.screen;
        if screen.view == QuizView::HeatMap && screen.map_from != QuizView::HeatMap {
            screen.view = screen.map_from;
        } else {
            if let Some(session) = self.session.take() {
                screen.history = session.history().clone();
            }
            screen.view = QuizView::Menu;
        }
    }
}

/// The history on show: the running quiz's, else the one read from disk.
pub fn current_history<'a>(
    screen: &'a QuizScreen,
    session: Option<&'a QuizSession>,
) -> &'a History {
    session.map_or(&screen.history, QuizSession::history)
}

/// The quiz screen's state.
pub struct QuizScreen {
    pub view: QuizView,
    /// Where the heat map goes back to.
    map_from: QuizView,
    pub profile: Profile,
    pub choice: DrillChoice,
    /// The answer being typed, and the mark of a marked payout (with which of the two is typed).
    pub typed: String,
    pub mark: String,
    pub on_mark: bool,
    /// Cut the payout: the chips taken so far, in the order taken.
    pub cut: Vec<crate::core::Money>,
    /// Why the typed answer was not taken (not an amount, boxes missing).
    pub notice: Option<Notice>,
    /// Why the last quiz could not start (shown in the menu).
    pub start_error: Option<Told>,
    /// The trainee's history as on disk, for the menu and the map between quizzes.
    pub history: History,
    /// A fixed seed (scripted runs); otherwise one from the clock, recorded in the log.
    pub seed: Option<u64>,
    pub length: u32,
    /// The decimal mark amounts are typed with: the interface language's.
    pub decimal_mark: DecimalMark,
}

impl QuizScreen {
    /// The menu for `trainee` at `profile`'s table; the app reads the history into it.
    pub fn new(trainee: &str, profile: Profile) -> QuizScreen {
        let trainee = trainee.trim();
        QuizScreen {
            view: QuizView::Menu,
            map_from: QuizView::Menu,
            profile,
            choice: DrillChoice::Mixed,
            typed: String::new(),
            mark: String::new(),
            on_mark: false,
            cut: Vec::new(),
            notice: None,
            start_error: None,
            history: History::new(trainee),
            seed: None,
            length: crate::session::quiz::DEFAULT_LENGTH,
            decimal_mark: DecimalMark::default(),
        }
    }

    /// The choices of the menu, in key order (1, 2, …).
    pub fn choices(&self) -> Vec<DrillChoice> {
        let mut choices = vec![DrillChoice::Mixed];
        choices.extend(
            Drill::ALL
                .into_iter()
                .filter(|drill| drill.fits(self.profile.kind))
                .map(DrillChoice::One),
        );
        choices
    }

    pub(super) fn field(&mut self) -> &mut String {
        if self.on_mark {
            &mut self.mark
        } else {
            &mut self.typed
        }
    }

    /// A digit of a place number: the place once no further digit could follow.
    pub(super) fn place_digit(&mut self, ch: char, place_count: Place) -> Option<Place> {
        if !ch.is_ascii_digit() || (ch == '0' && self.typed.is_empty()) {
            return None;
        }
        self.typed.push(ch);
        self.notice = None;
        let number: u32 = self.typed.parse().ok()?;
        (number * 10 > u32::from(place_count))
            .then(|| Place::try_from(number).ok())
            .flatten()
    }

    pub fn clear_answer(&mut self) {
        self.cut.clear();
        self.typed.clear();
        self.mark.clear();
        self.on_mark = false;
        self.notice = None;
    }

    /// Picks the drill on the menu.
    pub fn pick(&mut self, choice: DrillChoice) {
        self.choice = choice;
        self.view = QuizView::Menu;
    }

    /// Another table: its drills (the choice kept if that table has it).
    pub fn set_profile(&mut self, profile: Profile) {
        self.profile = profile;
        if !self.choices().contains(&self.choice) {
            self.choice = DrillChoice::Mixed;
        }
    }

    /// The heat map, coming back to the view on show.
    pub fn open_map(&mut self) {
        self.map_from = self.view;
        self.view = QuizView::HeatMap;
    }

    /// The seed of the next quiz: the scripted one (the next quiz plays the next seed), else
    /// one from the time.
    pub fn next_seed(&mut self, now: Stamp) -> u64 {
        let seed = self.seed.unwrap_or_else(|| clock_seed(now));
        // A scripted run plays the same quizzes every time, one after another.
        if let Some(seed) = &mut self.seed {
            *seed = seed.wrapping_add(1);
        }
        seed
    }
}

/// A seed from the time, for a quiz that is not scripted.
fn clock_seed(now: Stamp) -> u64 {
    now.time().timestamp_millis().unsigned_abs() % 1_000_000_000
}
