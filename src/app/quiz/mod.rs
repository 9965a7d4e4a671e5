//! The quiz screen: pick a drill (or mixed), answer fast from the keyboard (D/S,
//! digits, Enter, Esc, Backspace, Tab) or with the mouse, see at once whether it was right and
//! why, the streak and the score; the results; the tableau heat map. The screen draws and turns
//! keys and clicks into [`QuizAction`]s; the app applies them after the frame, with the time
//! ([`super::Command::Quiz`], [`QuizScreen::apply`]), through the [`QuizSession`], which judges
//! with the core and writes the log and the history.

use std::path::PathBuf;

use egui::{
    Align, Align2, Color32, CornerRadius, Layout, Rect, RichText, ScrollArea, Sense, Stroke,
};
use egui::{StrokeKind, TextEdit, pos2, vec2};

pub mod drill;
pub mod heatmap;
pub mod text;

use super::apply::close_when_finished;
use super::i18n::I18n;
use super::table::Pick;
use super::{Command, ScreenCtx, theme, tools};
use crate::core::procedure::Owner;
use crate::core::{Place, Profile, Profiles, TableKind};
use crate::session::Stamp;
use crate::session::quiz::{
    Answer, Answered, Drill, DrillChoice, History, Item, Question, QuizSession, QuizSetup, history,
    typed,
};

/// Shortcuts of the quiz, for the F1 panel.
pub const HELP_KEYS: [(&str, &str); 8] = [
    ("F1", "help.f1"),
    ("1 … 7", "quiz.help.pick"),
    ("D / S", "quiz.help.draw"),
    ("0 … 9", "quiz.help.digits"),
    ("Enter", "quiz.help.enter"),
    ("Tab", "quiz.help.tab"),
    ("M", "quiz.help.map"),
    ("Esc", "quiz.help.escape"),
];

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
pub enum QuizAction {
    Pick(DrillChoice),
    SetProfile(String),
    Start,
    Answer(Answer),
    /// The typed answer (Enter, or the OK button).
    Submit,
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
    pub trainee: String,
    pub profile: Profile,
    pub choice: DrillChoice,
    pub session: Option<QuizSession>,
    /// The answer being typed, and the mark of a marked payout (with which of the two is typed).
    pub typed: String,
    pub mark: String,
    pub on_mark: bool,
    /// Why the typed answer was not taken (not an amount, boxes missing).
    pub notice: Option<Notice>,
    /// Why the last quiz could not start (shown in the menu).
    pub start_error: Option<String>,
    /// The trainee's history as on disk, for the menu and the map between quizzes.
    pub history: History,
    history_folder: Option<PathBuf>,
    logs_folder: Option<PathBuf>,
    /// A fixed seed (scripted runs); otherwise one from the clock, recorded in the log.
    seed: Option<u64>,
    pub length: u32,
}

impl QuizScreen {
    pub fn new(
        trainee: &str,
        profile: Profile,
        logs_folder: Option<PathBuf>,
        history_folder: Option<PathBuf>,
    ) -> QuizScreen {
        let mut screen = QuizScreen {
            view: QuizView::Menu,
            map_from: QuizView::Menu,
            trainee: trainee.trim().to_string(),
            profile,
            choice: DrillChoice::Mixed,
            session: None,
            typed: String::new(),
            mark: String::new(),
            on_mark: false,
            notice: None,
            start_error: None,
            history: History::new(trainee),
            history_folder,
            logs_folder,
            seed: None,
            length: crate::session::quiz::DEFAULT_LENGTH,
        };
        screen.reload_history();
        screen
    }

    /// Scripted runs (screenshots, demos): this seed instead of the clock's.
    pub fn with_seed(mut self, seed: u64) -> QuizScreen {
        self.seed = Some(seed);
        self
    }

    fn reload_history(&mut self) {
        self.history = match &self.history_folder {
            // Shown as it is on disk; an unreadable file is set aside, and the trainee told, when
            // a quiz starts.
            Some(folder) => {
                history::read(folder, &self.trainee).unwrap_or_else(|_| History::new(&self.trainee))
            }
            None => History::new(&self.trainee),
        };
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

    /// Closes the quiz under way (a quiz on the results was closed as it ended).
    pub fn close(&mut self, now: Stamp) {
        if self.view == QuizView::Drill
            && let Some(session) = &mut self.session
        {
            session.close(now);
        }
    }

    /// Plays keys as if typed (`|` Enter, `~` Esc, `<` Backspace, `>` Tab): demos and
    /// screenshots. Returns the app commands the keys asked for.
    pub fn play_script(&mut self, script: &str, profiles: &Profiles, now: Stamp) -> Vec<Command> {
        let mut commands = Vec::new();
        for ch in script.chars() {
            let key = match ch {
                '|' => QuizKey::Enter,
                '~' => QuizKey::Escape,
                '<' => QuizKey::Backspace,
                '>' => QuizKey::Tab,
                other => QuizKey::Char(other),
            };
            let actions = self.key(key);
            for action in actions {
                commands.extend(self.apply(action, profiles, now));
            }
        }
        commands
    }

    /// What a key does on the view on show.
    pub fn key(&mut self, key: QuizKey) -> Vec<QuizAction> {
        match self.view {
            QuizView::Menu => match key {
                QuizKey::Enter => vec![QuizAction::Start],
                QuizKey::Escape => vec![QuizAction::Leave],
                QuizKey::Char('m' | 'M') => vec![QuizAction::HeatMap],
                QuizKey::Char(digit @ '1'..='9') => {
                    let index = digit as usize - '1' as usize;
                    self.choices()
                        .get(index)
                        .map(|choice| vec![QuizAction::Pick(*choice)])
                        .unwrap_or_default()
                }
                _ => Vec::new(),
            },
            QuizView::Results => match key {
                QuizKey::Enter => vec![QuizAction::Start],
                QuizKey::Escape => vec![QuizAction::Menu],
                QuizKey::Char('m' | 'M') => vec![QuizAction::HeatMap],
                _ => Vec::new(),
            },
            QuizView::HeatMap => match key {
                QuizKey::Escape | QuizKey::Enter | QuizKey::Char('m' | 'M') => {
                    vec![QuizAction::Menu]
                }
                _ => Vec::new(),
            },
            QuizView::Drill => self.drill_key(key),
        }
    }

    fn drill_key(&mut self, key: QuizKey) -> Vec<QuizAction> {
        let Some(session) = &self.session else {
            return Vec::new();
        };
        if key == QuizKey::Escape {
            return vec![QuizAction::End];
        }
        if session.is_answered() {
            return match key {
                QuizKey::Enter | QuizKey::Char(' ') => vec![QuizAction::Continue],
                _ => Vec::new(),
            };
        }
        let item = session.item().clone();
        match key {
            QuizKey::Enter => vec![QuizAction::Submit],
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

    fn drill_char(&mut self, item: &Item, ch: char) -> Vec<QuizAction> {
        let lower = ch.to_ascii_lowercase();
        match &item.question {
            Question::BancaDraws { .. } | Question::PuntoDraws { .. } => match lower {
                'd' => vec![QuizAction::Answer(Answer::Draw(true))],
                's' => vec![QuizAction::Answer(Answer::Draw(false))],
                _ => Vec::new(),
            },
            Question::Total { .. } => ch
                .to_digit(10)
                .map(|digit| vec![QuizAction::Answer(Answer::Total(digit as u8))])
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
                    vec![QuizAction::Answer(Answer::Order(picked))]
                } else {
                    Vec::new()
                }
            }
            Question::PuntoReader { view } => {
                if ch == '0' && self.typed.is_empty() {
                    return vec![QuizAction::Answer(Answer::Reader(None))];
                }
                self.place_digit(ch, view.place_count)
                    .map(|place| vec![QuizAction::Answer(Answer::Reader(Some(place)))])
                    .unwrap_or_default()
            }
            Question::DealCard { view, .. } => match lower {
                'b' => vec![QuizAction::Answer(Answer::Deal(Owner::Banca))],
                'p' if view.kind != TableKind::Casilleros => {
                    vec![QuizAction::Answer(Answer::Deal(Owner::Punto))]
                }
                _ if view.kind == TableKind::Casilleros => self
                    .place_digit(ch, view.place_count)
                    .map(|place| vec![QuizAction::Answer(Answer::Deal(Owner::Box(place)))])
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
    fn submit(&mut self, item: &Item) -> Vec<QuizAction> {
        match &item.question {
            Question::Payout { marked, .. } => {
                let pay = match typed::amount(&self.typed) {
                    Ok(pay) => pay,
                    Err(_) => {
                        self.notice = Some(Notice::NotAnAmount(self.typed.clone()));
                        self.on_mark = false;
                        return Vec::new();
                    }
                };
                let mark = if *marked {
                    match typed::amount(&self.mark) {
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
                vec![QuizAction::Answer(Answer::Payout { pay, mark })]
            }
            Question::SettleOrder { boxes, .. } => {
                let picked = typed::places(&self.typed).unwrap_or_default();
                if picked.len() < boxes.len() {
                    self.notice = Some(Notice::NeedBoxes(picked.len(), boxes.len()));
                    return Vec::new();
                }
                vec![QuizAction::Answer(Answer::Order(picked))]
            }
            Question::PuntoReader { .. } => typed::places(&self.typed)
                .and_then(|places| places.first().copied())
                .map(|place| vec![QuizAction::Answer(Answer::Reader(Some(place)))])
                .unwrap_or_default(),
            Question::DealCard { view, .. } if view.kind == TableKind::Casilleros => {
                typed::places(&self.typed)
                    .and_then(|places| places.first().copied())
                    .map(|place| vec![QuizAction::Answer(Answer::Deal(Owner::Box(place)))])
                    .unwrap_or_default()
            }
            _ => Vec::new(),
        }
    }

    /// A click on the table of a table drill.
    pub(super) fn table_pick(&mut self, item: &Item, pick: Pick) -> Vec<QuizAction> {
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
                    vec![QuizAction::Answer(Answer::Order(picked))]
                } else {
                    self.typed.push(' ');
                    Vec::new()
                }
            }
            (Question::PuntoReader { .. }, Pick::Place(place)) => {
                vec![QuizAction::Answer(Answer::Reader(Some(place)))]
            }
            (Question::PuntoReader { .. }, Pick::Dealer) => {
                vec![QuizAction::Answer(Answer::Reader(None))]
            }
            (Question::DealCard { .. }, Pick::Place(place)) => {
                vec![QuizAction::Answer(Answer::Deal(Owner::Box(place)))]
            }
            (Question::DealCard { .. }, Pick::Banca) => {
                vec![QuizAction::Answer(Answer::Deal(Owner::Banca))]
            }
            (Question::DealCard { .. }, Pick::Punto) => {
                vec![QuizAction::Answer(Answer::Deal(Owner::Punto))]
            }
            _ => Vec::new(),
        }
    }

    fn clear_answer(&mut self) {
        self.typed.clear();
        self.mark.clear();
        self.on_mark = false;
        self.notice = None;
    }

    /// Applies one action at `now`; returns what the app must do (leaving the screen).
    pub fn apply(&mut self, action: QuizAction, profiles: &Profiles, now: Stamp) -> Vec<Command> {
        match action {
            QuizAction::Pick(choice) => {
                self.choice = choice;
                self.view = QuizView::Menu;
            }
            QuizAction::SetProfile(id) => {
                if let Some(profile) = profiles.get(&id) {
                    self.profile = profile.clone();
                    if !self.choices().contains(&self.choice) {
                        self.choice = DrillChoice::Mixed;
                    }
                }
            }
            QuizAction::Start => self.start(now),
            QuizAction::Answer(answer) => self.answer(answer, now),
            QuizAction::Submit => {
                let item = self.session.as_ref().map(|session| session.item().clone());
                let actions = item.map(|item| self.submit(&item)).unwrap_or_default();
                return actions
                    .into_iter()
                    .flat_map(|action| self.apply(action, profiles, now))
                    .collect();
            }
            QuizAction::Continue => {
                if let Some(session) = &mut self.session {
                    if close_when_finished(session, now) {
                        self.view = QuizView::Results;
                    } else {
                        session.next(now);
                    }
                }
                self.clear_answer();
            }
            QuizAction::End => self.end(now),
            QuizAction::Menu => self.menu(),
            QuizAction::HeatMap => {
                self.map_from = self.view;
                self.view = QuizView::HeatMap;
            }
            // The app closes the quiz as it leaves the screen.
            QuizAction::Leave => return vec![Command::NewSession],
            QuizAction::RetryWrite => {
                if let Some(session) = &mut self.session {
                    session.retry_write();
                }
            }
            QuizAction::ReloadHistory => self.reload_history(),
        }
        Vec::new()
    }

    /// Starts a quiz of the chosen drill (closing one under way).
    fn start(&mut self, now: Stamp) {
        self.close(now);
        // A drill of another table (scripted runs) is dealt at that table.
        if let DrillChoice::One(drill) = self.choice
            && !drill.fits(self.profile.kind)
        {
            self.profile = crate::session::quiz::profile_for(drill, &self.profile);
        }
        if self.view == QuizView::Menu {
            self.reload_history();
        }
        let seed = self.seed.unwrap_or_else(|| clock_seed(now));
        // A scripted run plays the same quizzes every time, one after another.
        if let Some(seed) = &mut self.seed {
            *seed = seed.wrapping_add(1);
        }
        let setup = QuizSetup {
            trainee: self.trainee.trim().to_string(),
            choice: self.choice,
            profile: self.profile.clone(),
            seed,
            length: self.length,
            logs_folder: self.logs_folder.clone(),
            history_folder: self.history_folder.clone(),
        };
        match QuizSession::start(setup, now) {
            Ok(session) => {
                self.session = Some(session);
                self.start_error = None;
                self.clear_answer();
                self.view = QuizView::Drill;
            }
            Err(error) => self.start_error = Some(error.to_string()),
        }
    }

    /// Judges an answer; a right one goes on to the next item, the last one to the results.
    fn answer(&mut self, answer: Answer, now: Stamp) {
        let Some(session) = &mut self.session else {
            return;
        };
        let Some(judged) = session.answer(answer, now) else {
            return;
        };
        // The last answer goes straight to the results (they list every mistake).
        if close_when_finished(session, now) {
            self.view = QuizView::Results;
        } else if judged.correct {
            session.next(now);
        }
        self.clear_answer();
    }

    /// Stops the quiz: the results if anything was answered, else the menu.
    fn end(&mut self, now: Stamp) {
        let answered = self
            .session
            .as_ref()
            .is_some_and(|session| session.score().answered > 0);
        self.close(now);
        if answered {
            self.view = QuizView::Results;
        } else {
            self.view = QuizView::Menu;
            self.session = None;
        }
    }

    /// Back from the heat map to where it was opened, or to the menu.
    fn menu(&mut self) {
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

/// The keys of this frame, in order.
fn frame_keys(ui: &egui::Ui) -> Vec<QuizKey> {
    if ui.ctx().egui_wants_keyboard_input() {
        return Vec::new();
    }
    ui.input(|input| {
        input
            .events
            .iter()
            .flat_map(|event| match event {
                egui::Event::Text(text) => text.chars().map(QuizKey::Char).collect(),
                egui::Event::Key {
                    key,
                    pressed: true,
                    modifiers,
                    ..
                } if !modifiers.command && !modifiers.alt => match key {
                    egui::Key::Enter => vec![QuizKey::Enter],
                    egui::Key::Escape => vec![QuizKey::Escape],
                    egui::Key::Backspace => vec![QuizKey::Backspace],
                    egui::Key::Tab => vec![QuizKey::Tab],
                    _ => Vec::new(),
                },
                _ => Vec::new(),
            })
            .collect()
    })
}

/// One frame of the quiz screen.
pub fn quiz_ui(ui: &mut egui::Ui, screen: &mut QuizScreen, ctx: &ScreenCtx) -> Vec<Command> {
    let (i18n, profiles) = (ctx.i18n, ctx.profiles);
    let mut actions = Vec::new();
    if screen.view == QuizView::Drill {
        // Keys answer the drill: no button keeps the focus (Enter would press it too).
        if let Some(focused) = ui.memory(|memory| memory.focused()) {
            ui.memory_mut(|memory| memory.surrender_focus(focused));
        }
    }
    for key in frame_keys(ui) {
        actions.extend(screen.key(key));
    }
    top_bar_ui(ui, screen, i18n);
    match screen.view {
        QuizView::Menu => menu_ui(ui, screen, i18n, profiles, &mut actions),
        QuizView::Drill => drill::drill_ui(ui, screen, i18n, ctx.now, &mut actions),
        QuizView::Results => results_ui(ui, screen, i18n, &mut actions),
        QuizView::HeatMap => map_ui(ui, screen, i18n, &mut actions),
    }
    if screen.view == QuizView::Drill {
        // The answer clock on show ticks.
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(100));
    }
    actions.into_iter().map(Command::Quiz).collect()
}

fn top_bar_ui(ui: &mut egui::Ui, screen: &QuizScreen, i18n: &I18n) {
    egui::Panel::top("quiz-top")
        .frame(theme::top_bar_frame())
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                theme::wordmark_ui(ui);
                let mut title = i18n.tr("quiz.title").to_string();
                match screen.view {
                    QuizView::Menu => {}
                    QuizView::HeatMap => {
                        title += " · ";
                        title += &i18n.tr("quiz.heatmap");
                    }
                    QuizView::Drill | QuizView::Results => {
                        title += " · ";
                        title += &text::drill_name(i18n, screen.choice);
                    }
                }
                title += " · ";
                title += &screen.profile.name;
                ui.label(RichText::new(title).color(theme::TEXT));
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    if let Some(session) = &screen.session {
                        let score = session.score();
                        ui.label(
                            RichText::new(i18n.trf(
                                "quiz.streak",
                                &[
                                    ("n", &score.streak.to_string()),
                                    ("best", &score.best_streak.to_string()),
                                ],
                            ))
                            .font(theme::bold_font(16.0))
                            .color(theme::GOLD),
                        );
                        let percent = tools::percent_text(i18n, score.percent());
                        ui.label(
                            RichText::new(i18n.trf(
                                "quiz.score",
                                &[
                                    ("right", &score.correct.to_string()),
                                    ("total", &score.answered.to_string()),
                                    ("percent", &percent),
                                ],
                            ))
                            .font(theme::bold_font(16.0))
                            .color(theme::GOOD),
                        );
                    }
                    if !screen.trainee.is_empty() {
                        ui.label(RichText::new(&screen.trainee).color(theme::TEXT));
                    }
                });
            });
        });
}

fn panel_frame() -> egui::Frame {
    theme::panel_frame().corner_radius(10.0).inner_margin(18.0)
}

/// A big button that asks for `action`.
fn action_button(
    ui: &mut egui::Ui,
    text: &str,
    key: &str,
    fill: Color32,
    width: f32,
    action: QuizAction,
    actions: &mut Vec<QuizAction>,
) {
    if ui.add(big_button(text, key, fill, width)).clicked() {
        actions.push(action);
    }
}

pub(super) fn big_button(
    text: &str,
    key: &str,
    fill: Color32,
    width: f32,
) -> egui::Button<'static> {
    egui::Button::new(RichText::new(text.to_string()).font(theme::bold_font(20.0)))
        .shortcut_text(RichText::new(key.to_string()).color(Color32::from_white_alpha(170)))
        .fill(fill)
        .min_size(vec2(width, 50.0))
}

pub(super) const GO: Color32 = Color32::from_rgb(0x1f, 0x7a, 0x44);
const QUIET: Color32 = Color32::from_rgb(0x33, 0x37, 0x3f);

/// The page width used by the menu, the results and the map, centred.
fn centred_ui(ui: &mut egui::Ui, width: f32, add: impl FnOnce(&mut egui::Ui)) {
    egui::CentralPanel::default_margins().show(ui, |ui| {
        ScrollArea::vertical().show(ui, |ui| {
            let width = ui.available_width().min(width);
            let side = (ui.available_width() - width) / 2.0;
            ui.horizontal(|ui| {
                ui.add_space(side.max(0.0));
                ui.vertical(|ui| {
                    ui.set_width(width);
                    add(ui);
                });
            });
        });
    });
}

fn menu_ui(
    ui: &mut egui::Ui,
    screen: &mut QuizScreen,
    i18n: &I18n,
    profiles: &Profiles,
    actions: &mut Vec<QuizAction>,
) {
    let choices = screen.choices();
    centred_ui(ui, 960.0, |ui| {
        ui.label(
            RichText::new(i18n.tr("quiz.title"))
                .font(theme::bold_font(34.0))
                .color(theme::GOLD),
        );
        ui.label(RichText::new(i18n.tr("quiz.subtitle")).font(theme::font(17.0)));
        ui.add_space(12.0);
        panel_frame().show(ui, |ui| {
            ui.set_width(ui.available_width());
            egui::Grid::new("quiz-menu-form")
                .num_columns(2)
                .spacing([24.0, 12.0])
                .show(ui, |ui| {
                    let label = ui.label(
                        RichText::new(i18n.tr("quiz.trainee"))
                            .font(theme::bold_font(16.0))
                            .color(theme::weak()),
                    );
                    let response = ui
                        .add(
                            TextEdit::singleline(&mut screen.trainee)
                                .hint_text(i18n.tr("start.trainee_hint"))
                                .desired_width(340.0)
                                .font(theme::font(18.0)),
                        )
                        .labelled_by(label.id);
                    if response.lost_focus() {
                        actions.push(QuizAction::ReloadHistory);
                    }
                    ui.end_row();
                    ui.label(
                        RichText::new(i18n.tr("quiz.table"))
                            .font(theme::bold_font(16.0))
                            .color(theme::weak()),
                    );
                    ui.horizontal_wrapped(|ui| {
                        for profile in profiles.all() {
                            let selected = screen.profile.id == profile.id;
                            if ui
                                .add(egui::Button::selectable(selected, &profile.name))
                                .clicked()
                                && !selected
                            {
                                actions.push(QuizAction::SetProfile(profile.id.clone()));
                            }
                        }
                    });
                    ui.end_row();
                });
            if screen.trainee.trim().is_empty() {
                ui.label(RichText::new(i18n.tr("quiz.no_name")).color(theme::GOLD));
            }
            if let Some(error) = &screen.start_error {
                ui.label(
                    RichText::new(i18n.trf("quiz.cannot_start", &[("error", error)]))
                        .color(theme::BAD),
                );
            }
        });
        ui.add_space(14.0);
        let history = &screen.history;
        let columns = 2;
        let gap = 12.0;
        let card_width = (ui.available_width() - gap) / columns as f32;
        for row in choices.chunks(columns) {
            ui.horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = gap;
                for choice in row {
                    let index = choices.iter().position(|c| c == choice).unwrap_or(0);
                    if drill_card_ui(
                        ui,
                        *choice,
                        index + 1,
                        screen.choice == *choice,
                        card_width,
                        history,
                        &screen.profile,
                        i18n,
                    ) {
                        actions.push(QuizAction::Pick(*choice));
                    }
                }
            });
            ui.add_space(gap - 8.0);
        }
        ui.add_space(10.0);
        ui.horizontal(|ui| {
            action_button(
                ui,
                &i18n.tr("quiz.start"),
                &i18n.keys("Enter"),
                GO,
                240.0,
                QuizAction::Start,
                actions,
            );
            ui.add_space(8.0);
            action_button(
                ui,
                &i18n.tr("quiz.heatmap"),
                "M",
                QUIET,
                200.0,
                QuizAction::HeatMap,
                actions,
            );
            action_button(
                ui,
                &i18n.tr("quiz.back"),
                "Esc",
                QUIET,
                140.0,
                QuizAction::Leave,
                actions,
            );
        });
        ui.add_space(6.0);
        ui.label(
            RichText::new(i18n.trf(
                "quiz.menu_keys",
                &[
                    ("last", &choices.len().to_string()),
                    ("length", &screen.length.to_string()),
                ],
            ))
            .color(theme::weak()),
        );
    });
}

/// One drill on the menu: its key, name, what it trains and how much of it is known.
#[allow(clippy::too_many_arguments)]
fn drill_card_ui(
    ui: &mut egui::Ui,
    choice: DrillChoice,
    key: usize,
    selected: bool,
    width: f32,
    history: &History,
    profile: &Profile,
    i18n: &I18n,
) -> bool {
    let keys: Vec<String> = choice
        .drills(profile.kind)
        .into_iter()
        .flat_map(|drill| drill.keys(&crate::session::quiz::profile_for(drill, profile)))
        .collect();
    let known = keys
        .iter()
        .filter(|key| history.item(key).is_some_and(|stats| stats.level >= 3))
        .count();
    let seen = keys
        .iter()
        .filter(|key| history.item(key).is_some_and(|stats| stats.seen > 0))
        .count();
    let (rect, response) = ui.allocate_exact_size(vec2(width, 92.0), Sense::click());
    let name = text::drill_name(i18n, choice);
    response.widget_info(|| egui::WidgetInfo::selected(egui::Role::Button, true, selected, &*name));
    let painter = ui.painter();
    let hot = response.hovered() || response.has_focus();
    painter.rect(
        rect,
        CornerRadius::same(10),
        if selected {
            Color32::from_rgb(0x23, 0x4a, 0x33)
        } else if hot {
            Color32::from_rgb(0x2f, 0x33, 0x3b)
        } else {
            theme::PANEL
        },
        Stroke::new(
            if selected { 2.5 } else { 1.0 },
            if selected {
                theme::SELECTED
            } else {
                theme::PANEL_EDGE
            },
        ),
        StrokeKind::Inside,
    );
    let badge = Rect::from_center_size(rect.left_center() + vec2(34.0, 0.0), vec2(40.0, 40.0));
    painter.rect_filled(
        badge,
        CornerRadius::same(8),
        if selected { theme::GOLD } else { QUIET },
    );
    painter.text(
        badge.center(),
        Align2::CENTER_CENTER,
        key.to_string(),
        theme::bold_font(22.0),
        if selected {
            Color32::BLACK
        } else {
            theme::TEXT
        },
    );
    let text_left = badge.right() + 16.0;
    painter.text(
        pos2(text_left, rect.top() + 14.0),
        Align2::LEFT_TOP,
        name,
        theme::bold_font(19.0),
        theme::TEXT,
    );
    painter.text(
        pos2(rect.right() - 14.0, rect.top() + 17.0),
        Align2::RIGHT_TOP,
        i18n.trf(
            "quiz.learned",
            &[
                ("n", &known.to_string()),
                ("total", &keys.len().to_string()),
            ],
        ),
        theme::font(13.0),
        theme::weak(),
    );
    let about = painter.layout(
        text::drill_about(i18n, choice).to_string(),
        theme::font(14.0),
        theme::weak(),
        rect.right() - text_left - 16.0,
    );
    painter.galley(pos2(text_left, rect.top() + 40.0), about, theme::weak());
    // How much of the drill is known: a thin bar along the bottom.
    let bar = Rect::from_min_max(
        pos2(text_left, rect.bottom() - 12.0),
        pos2(rect.right() - 14.0, rect.bottom() - 8.0),
    );
    painter.rect_filled(bar, CornerRadius::same(2), theme::PANEL_EDGE);
    let total = keys.len().max(1) as f32;
    let mut seen_bar = bar;
    seen_bar.set_width(bar.width() * seen as f32 / total);
    painter.rect_filled(
        seen_bar,
        CornerRadius::same(2),
        Color32::from_rgb(0x5a, 0x5f, 0x3a),
    );
    let mut known_bar = bar;
    known_bar.set_width(bar.width() * known as f32 / total);
    painter.rect_filled(known_bar, CornerRadius::same(2), theme::GOOD);
    response.clicked()
}

fn results_ui(
    ui: &mut egui::Ui,
    screen: &mut QuizScreen,
    i18n: &I18n,
    actions: &mut Vec<QuizAction>,
) {
    let Some(session) = &screen.session else {
        screen.view = QuizView::Menu;
        return;
    };
    let score = session.score();
    let summary = &session.log().summary;
    centred_ui(ui, 1100.0, |ui| {
        ui.horizontal_top(|ui| {
            ui.vertical(|ui| {
                ui.set_width(400.0);
                panel_frame().show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    ui.label(
                        RichText::new(i18n.tr("quiz.results"))
                            .font(theme::bold_font(22.0))
                            .color(theme::weak()),
                    );
                    let percent = tools::percent_text(i18n, score.percent());
                    ui.label(
                        RichText::new(percent)
                            .font(theme::bold_font(64.0))
                            .color(theme::GOLD),
                    );
                    ui.label(
                        RichText::new(i18n.trf(
                            "quiz.results_right",
                            &[
                                ("right", &score.correct.to_string()),
                                ("total", &score.answered.to_string()),
                            ],
                        ))
                        .font(theme::bold_font(18.0)),
                    );
                    // Answers a minute over the quiz's own time, pauses after mistakes included.
                    let log = session.log();
                    let elapsed = log.ended.map_or(0, |ended| ended.millis_since(log.started));
                    let per_minute = if elapsed >= 1_000 {
                        i18n.decimal(f64::from(score.answered) * 60_000.0 / elapsed as f64, 1)
                    } else {
                        "—".to_string()
                    };
                    ui.label(i18n.trf(
                        "quiz.results_times",
                        &[
                            ("median", &i18n.seconds(summary.median_ms)),
                            ("per_minute", &per_minute),
                        ],
                    ));
                    ui.label(i18n.trf(
                        "quiz.results_streak",
                        &[("n", &score.best_streak.to_string())],
                    ));
                    ui.add_space(10.0);
                    if let Some(path) = session.log_path() {
                        ui.label(
                            RichText::new(
                                i18n.trf("quiz.log_at", &[("path", &path.display().to_string())]),
                            )
                            .font(theme::font(13.0))
                            .color(theme::weak()),
                        );
                    }
                });
                ui.add_space(12.0);
                action_button(
                    ui,
                    &i18n.tr("quiz.again"),
                    &i18n.keys("Enter"),
                    GO,
                    400.0,
                    QuizAction::Start,
                    actions,
                );
                action_button(
                    ui,
                    &i18n.tr("quiz.heatmap"),
                    "M",
                    QUIET,
                    400.0,
                    QuizAction::HeatMap,
                    actions,
                );
                action_button(
                    ui,
                    &i18n.tr("quiz.menu"),
                    "Esc",
                    QUIET,
                    400.0,
                    QuizAction::Menu,
                    actions,
                );
            });
            ui.add_space(18.0);
            ui.vertical(|ui| {
                panel_frame().show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    ui.label(RichText::new(i18n.tr("quiz.mistakes")).font(theme::bold_font(20.0)));
                    ui.add_space(6.0);
                    let mistakes: Vec<&Answered> = session
                        .answers()
                        .iter()
                        .filter(|answered| !answered.verdict.correct)
                        .collect();
                    if mistakes.is_empty() {
                        ui.label(
                            RichText::new(i18n.tr("quiz.no_mistakes"))
                                .font(theme::bold_font(17.0))
                                .color(theme::GOOD),
                        );
                    }
                    for answered in mistakes {
                        drill::feedback_ui(ui, answered, false, i18n);
                        ui.add_space(6.0);
                    }
                });
            });
        });
    });
}

fn map_ui(ui: &mut egui::Ui, screen: &mut QuizScreen, i18n: &I18n, actions: &mut Vec<QuizAction>) {
    let history = screen.current_history().clone();
    centred_ui(ui, 1180.0, |ui| {
        ui.horizontal(|ui| {
            ui.label(
                RichText::new(i18n.tr("quiz.heat.title"))
                    .font(theme::bold_font(30.0))
                    .color(theme::GOLD),
            );
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                action_button(
                    ui,
                    &i18n.tr("quiz.back"),
                    "Esc",
                    QUIET,
                    150.0,
                    QuizAction::Menu,
                    actions,
                );
            });
        });
        ui.label(RichText::new(i18n.tr("quiz.heat.about")).color(theme::weak()));
        ui.add_space(10.0);
        ui.horizontal_top(|ui| {
            panel_frame().show(ui, |ui| {
                ui.set_width(700.0);
                heatmap::heatmap_ui(ui, &history, i18n);
            });
            ui.add_space(12.0);
            panel_frame().show(ui, |ui| {
                ui.set_width(370.0);
                ui.vertical(|ui| by_drill_panel_ui(ui, &history, i18n));
            });
        });
    });
}

fn by_drill_panel_ui(ui: &mut egui::Ui, history: &History, i18n: &I18n) {
    ui.label(RichText::new(i18n.tr("quiz.heat.by_drill")).font(theme::bold_font(18.0)));
    ui.add_space(6.0);
    if history.answers == 0 {
        ui.label(RichText::new(i18n.tr("quiz.heat.empty")).color(theme::weak()));
    } else {
        heatmap::by_drill_ui(ui, history, i18n);
        ui.add_space(8.0);
        ui.label(
            RichText::new(i18n.trf("quiz.heat.answers", &[("n", &history.answers.to_string())]))
                .color(theme::weak()),
        );
    }
    ui.add_space(10.0);
    legend_ui(ui, i18n);
}

fn legend_ui(ui: &mut egui::Ui, i18n: &I18n) {
    ui.horizontal(|ui| {
        for (accuracy, key) in [
            (0.0, "quiz.heat.legend_bad"),
            (0.5, "quiz.heat.legend_half"),
            (1.0, "quiz.heat.legend_good"),
        ] {
            let (rect, _) = ui.allocate_exact_size(vec2(16.0, 16.0), Sense::hover());
            ui.painter().rect_filled(
                rect,
                CornerRadius::same(3),
                heatmap::accuracy_color(accuracy),
            );
            ui.label(RichText::new(i18n.tr(key)).color(theme::weak()));
        }
    });
}

#[cfg(test)]
mod tests {
    use crate::text::i18n::{Lang, locale_catalogue};
    use std::collections::BTreeSet;

    /// Every `quiz.` key the quiz's files name exists in every language.
    #[test]
    fn every_quiz_key_exists_in_both_languages() {
        let mut used = BTreeSet::new();
        for text in [
            include_str!("./mod.rs"),
            include_str!("./drill.rs"),
            include_str!("./text.rs"),
            include_str!("./heatmap.rs"),
        ] {
            for (index, literal) in text.split('"').enumerate() {
                if index % 2 == 1
                    && literal.starts_with("quiz.")
                    && !literal.ends_with(".rs")
                    && literal.len() > 5
                    && literal
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '_')
                {
                    used.insert(literal.to_string());
                }
            }
        }
        assert!(used.len() > 60, "found only {used:?}");
        for lang in Lang::ALL {
            let known = locale_catalogue(lang).unwrap();
            let missing: Vec<_> = used
                .iter()
                .filter(|key| !known.contains_key(&key.replace('.', "-")))
                .collect();
            assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
        }
    }
}
