//! The quiz screen's state and keys: what it shows, the answer being typed, and what a key or
//! a click asks for ([`QuizCommand`], applied by the app's one applier).

use super::super::table::Pick;
use crate::core::money::DecimalMark;
use crate::core::procedure::Owner;
use crate::core::{Place, Profile};
use crate::session::Stamp;
use crate::session::quiz::{
    Answer, Drill, DrillChoice, History, Item, Question, QuizSession, typed,
};

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

/// The quiz screen's state.
pub struct QuizScreen {
    pub view: QuizView,
    /// Where the heat map goes back to.
    map_from: QuizView,
    pub profile: Profile,
    pub choice: DrillChoice,
    pub session: Option<QuizSession>,
    /// The answer being typed, and the mark of a marked payout (with which of the two is typed).
    pub typed: String,
    pub mark: String,
    pub on_mark: bool,
    /// Cut the payout: the chips taken so far, in the order taken.
    pub cut: Vec<crate::core::Money>,
    /// Why the typed answer was not taken (not an amount, boxes missing).
    pub notice: Option<Notice>,
    /// Why the last quiz could not start (shown in the menu).
    pub start_error: Option<String>,
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
            session: None,
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

    /// The history on show: the running quiz's, else the one read from disk.
    pub fn current_history(&self) -> &History {
        self.session
            .as_ref()
            .map_or(&self.history, QuizSession::history)
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

    /// What a key does on the view on show.
    pub fn key(&mut self, key: QuizKey) -> Vec<QuizCommand> {
        match self.view {
            QuizView::Menu => match key {
                QuizKey::Enter => vec![QuizCommand::Start],
                QuizKey::Escape => vec![QuizCommand::Leave],
                QuizKey::Char('m' | 'M') => vec![QuizCommand::HeatMap],
                QuizKey::Char(digit @ '1'..='9') => {
                    let index = digit as usize - '1' as usize;
                    self.choices()
                        .get(index)
                        .map(|choice| vec![QuizCommand::Pick(*choice)])
                        .unwrap_or_default()
                }
                _ => Vec::new(),
            },
            QuizView::Results => match key {
                QuizKey::Enter => vec![QuizCommand::Start],
                QuizKey::Escape => vec![QuizCommand::Menu],
                QuizKey::Char('m' | 'M') => vec![QuizCommand::HeatMap],
                _ => Vec::new(),
            },
            QuizView::HeatMap => match key {
                QuizKey::Escape | QuizKey::Enter | QuizKey::Char('m' | 'M') => {
                    vec![QuizCommand::Menu]
                }
                _ => Vec::new(),
            },
            QuizView::Drill => self.drill_key(key),
        }
    }

    fn drill_key(&mut self, key: QuizKey) -> Vec<QuizCommand> {
        let Some(session) = &self.session else {
            return Vec::new();
        };
        if key == QuizKey::Escape {
            return vec![QuizCommand::End];
        }
        if session.is_answered() {
            return match key {
                QuizKey::Enter | QuizKey::Char(' ') => vec![QuizCommand::Continue],
                _ => Vec::new(),
            };
        }
        let item = session.item().clone();
        match key {
            QuizKey::Enter => vec![QuizCommand::Submit],
            QuizKey::Backspace if item.question.takes_chips() => {
                self.cut.pop();
                Vec::new()
            }
            QuizKey::Backspace => {
                self.field().pop();
                self.notice = None;
                Vec::new()
            }
            QuizKey::Tab => {
                if matches!(item.question, Question::Payout { marked: true, .. }) {
                    self.on_mark = !self.on_mark;
                }
                Vec::new()
            }
            QuizKey::Char(ch) => self.drill_char(&item, ch),
            QuizKey::Escape => Vec::new(),
        }
    }

    fn field(&mut self) -> &mut String {
        if self.on_mark {
            &mut self.mark
        } else {
            &mut self.typed
        }
    }

    fn drill_char(&mut self, item: &Item, ch: char) -> Vec<QuizCommand> {
        let lower = ch.to_ascii_lowercase();
        match &item.question {
            Question::BancaDraws { .. } | Question::PuntoDraws { .. } => match lower {
                'd' => vec![QuizCommand::Answer(Answer::Draw(true))],
                's' => vec![QuizCommand::Answer(Answer::Draw(false))],
                _ => Vec::new(),
            },
            Question::Total { .. } => ch
                .to_digit(10)
                .map(|digit| vec![QuizCommand::Answer(Answer::Total(digit as u8))])
                .unwrap_or_default(),
            Question::Payout { .. } => {
                if ch.is_ascii_digit() || ch == '.' || ch == ',' {
                    self.field().push(ch);
                    self.notice = None;
                }
                Vec::new()
            }
            Question::SettleOrder { view, boxes } => {
                if ch.is_ascii_digit() {
                    self.typed.push(ch);
                } else if (ch == ' ' || ch == ',') && !self.typed.ends_with(' ') {
                    self.typed.push(' ');
                }
                self.notice = None;
                let picked = typed::places(&self.typed).unwrap_or_default();
                let last_unambiguous = picked
                    .last()
                    .is_some_and(|last| u32::from(*last) * 10 > u32::from(view.place_count));
                if picked.len() == boxes.len() && last_unambiguous && ch.is_ascii_digit() {
                    vec![QuizCommand::Answer(Answer::Order(picked))]
                } else {
                    Vec::new()
                }
            }
            Question::PuntoReader { view } => {
                if ch == '0' && self.typed.is_empty() {
                    return vec![QuizCommand::Answer(Answer::Reader(None))];
                }
                self.place_digit(ch, view.place_count)
                    .map(|place| vec![QuizCommand::Answer(Answer::Reader(Some(place)))])
                    .unwrap_or_default()
            }
            Question::CutPayout { .. } | Question::ColourUp { .. } => {
                // The digits take chips of the table, smallest first (1 = the smallest).
                let values = self.profile.chip_values();
                if let Some(&value) = ch
                    .to_digit(10)
                    .and_then(|digit| values.get((digit as usize).checked_sub(1)?))
                {
                    self.cut.push(value);
                }
                Vec::new()
            }
            Question::DealCard { view, .. } => match lower {
                'b' => vec![QuizCommand::Answer(Answer::Deal(Owner::Banca))],
                'p' if !view.kind.has_boxes() => {
                    vec![QuizCommand::Answer(Answer::Deal(Owner::Punto))]
                }
                _ if view.kind.has_boxes() => self
                    .place_digit(ch, view.place_count)
                    .map(|place| vec![QuizCommand::Answer(Answer::Deal(Owner::Box(place)))])
                    .unwrap_or_default(),
                _ => Vec::new(),
            },
        }
    }

    /// A digit of a place number: the place once no further digit could follow.
    fn place_digit(&mut self, ch: char, place_count: Place) -> Option<Place> {
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

    /// Enter on a typed answer.
    fn submit(&mut self, item: &Item) -> Vec<QuizCommand> {
        match &item.question {
            question if question.takes_chips() && self.cut.is_empty() => Vec::new(),
            question if question.takes_chips() => {
                let singles: Vec<crate::core::chips::Stack> = self
                    .cut
                    .iter()
                    .map(|&value| crate::core::chips::Stack { value, count: 1 })
                    .collect();
                vec![QuizCommand::Answer(Answer::Chips(
                    crate::core::chips::merged(&singles),
                ))]
            }
            Question::Payout { marked, .. } => {
                let pay = match typed::amount(&self.typed, self.decimal_mark) {
                    Ok(pay) => pay,
                    Err(_) => {
                        self.notice = Some(Notice::NotAnAmount(self.typed.clone()));
                        self.on_mark = false;
                        return Vec::new();
                    }
                };
                let mark = if *marked {
                    match typed::amount(&self.mark, self.decimal_mark) {
                        Ok(mark) => Some(mark),
                        Err(_) if self.mark.trim().is_empty() => {
                            self.notice = Some(Notice::NeedMark);
                            self.on_mark = true;
                            return Vec::new();
                        }
                        Err(_) => {
                            self.notice = Some(Notice::NotAnAmount(self.mark.clone()));
                            return Vec::new();
                        }
                    }
                } else {
                    None
                };
                vec![QuizCommand::Answer(Answer::Payout { pay, mark })]
            }
            Question::SettleOrder { boxes, .. } => {
                let picked = typed::places(&self.typed).unwrap_or_default();
                if picked.len() < boxes.len() {
                    self.notice = Some(Notice::NeedBoxes(picked.len(), boxes.len()));
                    return Vec::new();
                }
                vec![QuizCommand::Answer(Answer::Order(picked))]
            }
            Question::PuntoReader { .. } => typed::places(&self.typed)
                .and_then(|places| places.first().copied())
                .map(|place| vec![QuizCommand::Answer(Answer::Reader(Some(place)))])
                .unwrap_or_default(),
            Question::DealCard { view, .. } if view.kind.has_boxes() => typed::places(&self.typed)
                .and_then(|places| places.first().copied())
                .map(|place| vec![QuizCommand::Answer(Answer::Deal(Owner::Box(place)))])
                .unwrap_or_default(),
            _ => Vec::new(),
        }
    }

    /// A click on the table of a table drill.
    pub(super) fn table_pick(&mut self, item: &Item, pick: Pick) -> Vec<QuizCommand> {
        match (&item.question, pick) {
            (Question::SettleOrder { boxes, .. }, Pick::Place(place)) => {
                let mut picked = typed::places(&self.typed).unwrap_or_default();
                if picked.contains(&place) {
                    return Vec::new();
                }
                picked.push(place);
                self.typed = picked
                    .iter()
                    .map(Place::to_string)
                    .collect::<Vec<_>>()
                    .join(" ");
                if picked.len() == boxes.len() {
                    vec![QuizCommand::Answer(Answer::Order(picked))]
                } else {
                    self.typed.push(' ');
                    Vec::new()
                }
            }
            (Question::PuntoReader { .. }, Pick::Place(place)) => {
                vec![QuizCommand::Answer(Answer::Reader(Some(place)))]
            }
            (Question::PuntoReader { .. }, Pick::Dealer) => {
                vec![QuizCommand::Answer(Answer::Reader(None))]
            }
            (Question::DealCard { .. }, Pick::Place(place)) => {
                vec![QuizCommand::Answer(Answer::Deal(Owner::Box(place)))]
            }
            (Question::DealCard { .. }, Pick::Banca) => {
                vec![QuizCommand::Answer(Answer::Deal(Owner::Banca))]
            }
            (Question::DealCard { .. }, Pick::Punto) => {
                vec![QuizCommand::Answer(Answer::Deal(Owner::Punto))]
            }
            _ => Vec::new(),
        }
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

    /// The typed answer of the item on show, as commands (none while it is not one yet).
    pub fn submit_typed(&mut self) -> Vec<QuizCommand> {
        let item = self.session.as_ref().map(|session| session.item().clone());
        item.map(|item| self.submit(&item)).unwrap_or_default()
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

    /// Back from the heat map to where it was opened, or to the menu.
    pub fn menu(&mut self) {
        if self.view == QuizView::HeatMap && self.map_from != QuizView::HeatMap {
            self.view = self.map_from;
        } else {
            if let Some(session) = self.session.take() {
                self.history = session.history().clone();
            }
            self.view = QuizView::Menu;
        }
    }
}

/// A seed from the time, for a quiz that is not scripted.
fn clock_seed(now: Stamp) -> u64 {
    now.time().timestamp_millis().unsigned_abs() % 1_000_000_000
}
