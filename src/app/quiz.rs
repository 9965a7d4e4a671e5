//! The quiz screen (issue 6): pick a drill (or mixed), answer fast from the keyboard (D/S,
//! digits, Enter, Esc, Backspace, Tab) or with the mouse, see at once whether it was right and
//! why, the streak and the score; the results; the tableau heat map. The screen draws, turns keys
//! and clicks into [`QuizAction`]s, and applies them after drawing through the
//! [`QuizSession`], which judges with the core and writes the log and the history.

use std::path::PathBuf;

use egui::{
    Align, Align2, Color32, CornerRadius, Layout, Rect, RichText, ScrollArea, Sense, Stroke,
};
use egui::{StrokeKind, TextEdit, pos2, vec2};

use super::cards::{self, CARD_ASPECT};
use super::i18n::I18n;
use super::table::{self, Pick};
use super::{Command, heatmap, quiz_text, theme};
use crate::core::procedure::Owner;
use crate::core::view::{CardView, Face};
use crate::core::{Card, Place, Profile, Profiles, Side, TableKind};
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
            Some(folder) => history::load(folder, &self.trainee).0,
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

    /// Closes the quiz under way (leaving the screen).
    pub fn close(&mut self) {
        if let Some(session) = &mut self.session {
            session.close(super::now());
        }
    }

    /// Plays keys as if typed (`|` Enter, `~` Esc, `<` Backspace, `>` Tab): demos and
    /// screenshots. Returns the app commands the keys asked for.
    pub fn play_script(&mut self, script: &str, profiles: &Profiles) -> Vec<Command> {
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
                commands.extend(self.apply(action, profiles));
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
    fn table_pick(&mut self, item: &Item, pick: Pick) -> Vec<QuizAction> {
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

    /// Applies one action; returns what the app must do (leaving the screen).
    pub fn apply(&mut self, action: QuizAction, profiles: &Profiles) -> Vec<Command> {
        let now = super::now();
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
            QuizAction::Start => {
                self.close();
                // A drill of another table (scripted runs) is dealt at that table.
                if let DrillChoice::One(drill) = self.choice
                    && !drill.fits(self.profile.kind)
                {
                    self.profile = crate::session::quiz::profile_for(drill, &self.profile);
                }
                if self.view == QuizView::Menu {
                    self.reload_history();
                }
                let seed = self.seed.unwrap_or_else(clock_seed);
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
                self.session = Some(QuizSession::start(setup, now));
                self.clear_answer();
                self.view = QuizView::Drill;
            }
            QuizAction::Answer(answer) => {
                let Some(judged) = self
                    .session
                    .as_mut()
                    .and_then(|session| session.answer(answer, now))
                else {
                    return Vec::new();
                };
                self.clear_answer();
                let Some(session) = &mut self.session else {
                    return Vec::new();
                };
                // The last answer goes straight to the results (they list every mistake).
                if session.is_over() {
                    session.close(now);
                    self.view = QuizView::Results;
                } else if judged.correct {
                    session.next(now);
                }
            }
            QuizAction::Submit => {
                let item = self.session.as_ref().map(|session| session.item().clone());
                if let Some(item) = item {
                    let mut commands = Vec::new();
                    for action in self.submit(&item) {
                        commands.extend(self.apply(action, profiles));
                    }
                    return commands;
                }
            }
            QuizAction::Continue => {
                if let Some(session) = &mut self.session {
                    if session.is_over() {
                        session.close(now);
                        self.view = QuizView::Results;
                    } else {
                        session.next(now);
                    }
                }
                self.clear_answer();
            }
            QuizAction::End => {
                let answered = self
                    .session
                    .as_ref()
                    .is_some_and(|session| session.score().answered > 0);
                self.close();
                self.view = if answered {
                    QuizView::Results
                } else {
                    QuizView::Menu
                };
                if !answered {
                    self.session = None;
                }
            }
            QuizAction::Menu => {
                if self.view == QuizView::HeatMap && self.map_from != QuizView::HeatMap {
                    self.view = self.map_from;
                } else {
                    if let Some(session) = self.session.take() {
                        self.history = session.history().clone();
                    }
                    self.view = QuizView::Menu;
                }
            }
            QuizAction::HeatMap => {
                self.map_from = self.view;
                self.view = QuizView::HeatMap;
            }
            QuizAction::Leave => {
                self.close();
                return vec![Command::NewSession];
            }
            QuizAction::RetryWrite => {
                if let Some(session) = &mut self.session {
                    session.retry_write();
                }
            }
        }
        Vec::new()
    }
}

/// A seed from the clock, for a quiz that is not scripted.
fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|elapsed| elapsed.as_nanos() as u64 % 1_000_000_000)
        .unwrap_or(1)
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
pub fn quiz_ui(
    ui: &mut egui::Ui,
    screen: &mut QuizScreen,
    i18n: &I18n,
    profiles: &Profiles,
) -> Vec<Command> {
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
        QuizView::Drill => drill_ui(ui, screen, i18n, &mut actions),
        QuizView::Results => results_ui(ui, screen, i18n, &mut actions),
        QuizView::HeatMap => map_ui(ui, screen, i18n, &mut actions),
    }
    let mut commands = Vec::new();
    for action in actions {
        commands.extend(screen.apply(action, profiles));
    }
    if screen.view == QuizView::Drill {
        // The answer clock on show ticks.
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(100));
    }
    commands
}

fn top_bar_ui(ui: &mut egui::Ui, screen: &QuizScreen, i18n: &I18n) {
    egui::Panel::top("quiz-top")
        .frame(
            egui::Frame::new()
                .fill(theme::PANEL)
                .inner_margin(egui::Margin::symmetric(16, 8)),
        )
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label(
                    RichText::new("Tallador")
                        .font(theme::bold_font(20.0))
                        .color(theme::GOLD),
                );
                ui.add_space(12.0);
                let mut title = i18n.tr("quiz.title").to_string();
                match screen.view {
                    QuizView::Menu => {}
                    QuizView::HeatMap => {
                        title += " · ";
                        title += i18n.tr("quiz.heatmap");
                    }
                    QuizView::Drill | QuizView::Results => {
                        title += " · ";
                        title += quiz_text::drill_name(i18n, screen.choice);
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
                        let percent = score
                            .percent()
                            .map_or("—".to_string(), |p| format!("{} %", i18n.decimal(p, 0)));
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
    egui::Frame::new()
        .fill(theme::PANEL)
        .stroke(Stroke::new(1.0, theme::PANEL_EDGE))
        .corner_radius(10.0)
        .inner_margin(18.0)
}

fn big_button(text: &str, key: &str, fill: Color32, width: f32) -> egui::Button<'static> {
    egui::Button::new(RichText::new(text.to_string()).font(theme::bold_font(20.0)))
        .shortcut_text(RichText::new(key.to_string()).color(Color32::from_white_alpha(170)))
        .fill(fill)
        .min_size(vec2(width, 50.0))
}

const GO: Color32 = Color32::from_rgb(0x1f, 0x7a, 0x44);
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
                            .color(theme::WEAK),
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
                        screen.reload_history();
                    }
                    ui.end_row();
                    ui.label(
                        RichText::new(i18n.tr("quiz.table"))
                            .font(theme::bold_font(16.0))
                            .color(theme::WEAK),
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
            let start = big_button(i18n.tr("quiz.start"), "Enter", GO, 240.0);
            if ui.add(start).clicked() {
                actions.push(QuizAction::Start);
            }
            ui.add_space(8.0);
            if ui
                .add(big_button(i18n.tr("quiz.heatmap"), "M", QUIET, 200.0))
                .clicked()
            {
                actions.push(QuizAction::HeatMap);
            }
            if ui
                .add(big_button(i18n.tr("quiz.back"), "Esc", QUIET, 140.0))
                .clicked()
            {
                actions.push(QuizAction::Leave);
            }
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
            .color(theme::WEAK),
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
    let name = quiz_text::drill_name(i18n, choice);
    response.widget_info(|| egui::WidgetInfo::selected(egui::Role::Button, true, selected, name));
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
        theme::WEAK,
    );
    let about = painter.layout(
        quiz_text::drill_about(i18n, choice).to_string(),
        theme::font(14.0),
        theme::WEAK,
        rect.right() - text_left - 16.0,
    );
    painter.galley(pos2(text_left, rect.top() + 40.0), about, theme::WEAK);
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

fn drill_ui(
    ui: &mut egui::Ui,
    screen: &mut QuizScreen,
    i18n: &I18n,
    actions: &mut Vec<QuizAction>,
) {
    let Some(session) = &screen.session else {
        return;
    };
    let paused = session.is_answered();
    let item = session.item().clone();
    egui::Panel::right("quiz-side")
        .resizable(false)
        .exact_size(370.0)
        .frame(
            egui::Frame::new()
                .fill(theme::PANEL)
                .inner_margin(16.0)
                .stroke(Stroke::new(1.0, theme::PANEL_EDGE)),
        )
        .show(ui, |ui| side_ui(ui, session, &item, i18n, actions));
    let mut picked = None;
    egui::CentralPanel::no_frame().show(ui, |ui| {
        let area = ui.available_rect_before_wrap().shrink2(vec2(18.0, 12.0));
        let mut child = ui.new_child(egui::UiBuilder::new().max_rect(area));
        let ui = &mut child;
        question_header_ui(ui, session, &item, i18n);
        ui.add_space(8.0);
        let answer_height = 128.0;
        let content = Rect::from_min_max(
            ui.cursor().min,
            pos2(area.right(), area.bottom() - answer_height),
        );
        let mut content_ui = ui.new_child(egui::UiBuilder::new().max_rect(content));
        picked = content_ui_for(&mut content_ui, &item, screen, paused, i18n);
        let answer_rect = Rect::from_min_max(
            pos2(area.left(), area.bottom() - answer_height + 12.0),
            area.max,
        );
        let mut answer_ui = ui.new_child(egui::UiBuilder::new().max_rect(answer_rect));
        answer_area_ui(&mut answer_ui, screen, &item, paused, i18n, actions);
    });
    if let Some(pick) = picked
        && !paused
    {
        actions.extend(screen.table_pick(&item, pick));
    }
}

fn question_header_ui(ui: &mut egui::Ui, session: &QuizSession, item: &Item, i18n: &I18n) {
    let score = session.score();
    let length = session.setup().length;
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(quiz_text::question(i18n, item))
                .font(theme::bold_font(30.0))
                .color(theme::TEXT),
        );
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            let elapsed = if session.is_answered() {
                session
                    .answers()
                    .last()
                    .map_or(0, |answered| answered.response_ms)
            } else {
                super::now().millis_since(session.prompt_since())
            };
            ui.label(
                RichText::new(i18n.seconds(elapsed))
                    .font(theme::bold_font(22.0))
                    .color(if elapsed > item.drill.slow_ms() {
                        theme::BAD
                    } else {
                        theme::WEAK
                    }),
            );
            ui.label(
                RichText::new(i18n.trf(
                    "quiz.progress",
                    &[
                        ("n", &(score.answered + 1).min(length).to_string()),
                        ("total", &length.to_string()),
                    ],
                ))
                .color(theme::WEAK),
            );
        });
    });
    let (bar, _) = ui.allocate_exact_size(vec2(ui.available_width(), 5.0), Sense::hover());
    ui.painter()
        .rect_filled(bar, CornerRadius::same(2), theme::PANEL_EDGE);
    let mut done = bar;
    done.set_width(bar.width() * score.answered as f32 / length.max(1) as f32);
    ui.painter()
        .rect_filled(done, CornerRadius::same(2), theme::GOLD);
}

fn felt(painter: &egui::Painter, rect: Rect) {
    painter.rect(
        rect,
        CornerRadius::same(18),
        theme::FELT,
        Stroke::new(4.0, theme::RIM),
        StrokeKind::Inside,
    );
    painter.rect_stroke(
        rect.shrink(9.0),
        CornerRadius::same(12),
        Stroke::new(1.0, theme::FELT_PRINT),
        StrokeKind::Inside,
    );
}

/// A hand: its title over its cards, centred on `center_x`, cards of `height`; a third card
/// (the one T5 reads) is outlined, except in the totals drill (no title).
fn hand_ui(
    painter: &egui::Painter,
    center_x: f32,
    top: f32,
    title: &str,
    hand: &[Card],
    height: f32,
) {
    painter.text(
        pos2(center_x, top),
        Align2::CENTER_TOP,
        title,
        theme::bold_font((height * 0.16).clamp(18.0, 30.0)),
        theme::GOLD,
    );
    let width = height / CARD_ASPECT;
    let step = width * 1.06;
    let row = step * (hand.len().max(1) as f32 - 1.0) + width;
    let left = center_x - row / 2.0;
    let card_top = top + (height * 0.16).clamp(18.0, 30.0) + 16.0;
    for (index, card) in hand.iter().enumerate() {
        let rect = Rect::from_min_size(
            pos2(left + step * index as f32, card_top),
            vec2(width, height),
        );
        cards::paint_card(
            painter,
            rect,
            CardView {
                card: *card,
                face: Face::Up,
            },
        );
        if index == 2 && !title.is_empty() {
            painter.rect_stroke(
                rect.expand(4.0),
                CornerRadius::same((width * 0.12) as u8),
                Stroke::new(3.0, theme::SELECTED),
                StrokeKind::Outside,
            );
        }
    }
}

/// Two hands side by side on the felt, as large as the width allows: Banca on the left (the
/// dealer's left), Punto on the right; the third card (if any) outlined.
fn two_hands_ui(
    painter: &egui::Painter,
    area: Rect,
    left: (&str, &[Card]),
    right: (&str, &[Card]),
) {
    let gap = 90.0;
    let widths = |cards: usize| 1.0 + 1.06 * (cards.max(1) as f32 - 1.0);
    let units = widths(left.1.len()) + widths(right.1.len());
    let card_width = ((area.width() - 100.0 - gap) / units)
        .min(area.height() * 0.52 / CARD_ASPECT)
        .max(40.0);
    let height = card_width * CARD_ASPECT;
    let left_width = widths(left.1.len()) * card_width;
    let right_width = widths(right.1.len()) * card_width;
    let start = area.center().x - (left_width + gap + right_width) / 2.0;
    let top = area.top() + (area.height() - height - 70.0) / 2.0;
    hand_ui(
        painter,
        start + left_width / 2.0,
        top,
        left.0,
        left.1,
        height,
    );
    hand_ui(
        painter,
        start + left_width + gap + right_width / 2.0,
        top,
        right.0,
        right.1,
        height,
    );
}

/// After a wrong answer: the right one, on a banner across the bottom of the felt.
fn answer_banner(painter: &egui::Painter, area: Rect, text: &str) {
    let galley = painter.layout_no_wrap(text.to_string(), theme::bold_font(24.0), theme::GOLD);
    let size = galley.size() + vec2(64.0, 20.0);
    let banner = Rect::from_center_size(
        pos2(area.center().x, area.bottom() - 26.0 - size.y / 2.0),
        size,
    );
    painter.rect(
        banner,
        CornerRadius::same(10),
        Color32::from_black_alpha(170),
        Stroke::new(1.5, theme::GOLD),
        StrokeKind::Inside,
    );
    let icon = Rect::from_center_size(
        pos2(banner.left() + 24.0, banner.center().y),
        vec2(20.0, 20.0),
    );
    cards::paint_check(painter, icon, theme::GOOD);
    painter.galley(
        pos2(
            banner.left() + 44.0,
            banner.center().y - galley.size().y / 2.0,
        ),
        galley,
        theme::GOLD,
    );
}

/// The item itself: cards on the felt, a wager, or a table. After a wrong answer, the right
/// answer shows on it. Returns a click on the table.
fn content_ui_for(
    ui: &mut egui::Ui,
    item: &Item,
    screen: &QuizScreen,
    paused: bool,
    i18n: &I18n,
) -> Option<Pick> {
    let area = ui.available_rect_before_wrap();
    ui.allocate_rect(area, Sense::hover());
    let painter = ui.painter_at(area);
    let total = |hand: &[Card]| crate::core::card::total(hand);
    let banca_title = |hand: &[Card]| format!("BANCA  {}", total(hand));
    let picked = match &item.question {
        Question::BancaDraws { banca, punto } => {
            felt(&painter, area);
            let punto_title = if punto.len() == 3 {
                i18n.trf(
                    "quiz.hand.punto_third",
                    &[("v", &punto[2].value().to_string())],
                )
            } else {
                i18n.trf("quiz.hand.punto_stood", &[("p", &total(punto).to_string())])
            };
            two_hands_ui(
                &painter,
                area,
                (&banca_title(banca), banca),
                (&punto_title, punto),
            );
            None
        }
        Question::PuntoDraws { punto, banca } => {
            felt(&painter, area);
            two_hands_ui(
                &painter,
                area,
                (&banca_title(banca), banca),
                (&format!("PUNTO  {}", total(punto)), punto),
            );
            None
        }
        Question::Total { cards: hand } => {
            felt(&painter, area);
            let height = (area.height() * 0.6).clamp(60.0, 260.0);
            let top = area.top() + (area.height() - height - 70.0) / 2.0;
            hand_ui(&painter, area.center().x, top, "", hand, height);
            None
        }
        Question::Payout {
            kind,
            place,
            side,
            stake,
            marked,
        } => {
            felt(&painter, area);
            wager_ui(
                &painter,
                area,
                *kind,
                *place,
                *side,
                *stake,
                *marked,
                &screen.profile,
                i18n,
            );
            None
        }
        Question::SettleOrder { view, .. }
        | Question::PuntoReader { view }
        | Question::DealCard { view, .. } => {
            let mut table_ui = ui.new_child(egui::UiBuilder::new().max_rect(area));
            let picked = table::table_ui(&mut table_ui, view, i18n, None, !paused);
            let layout = table::layout(area, view.kind, view.place_count);
            let place_rect = |place: Place| layout.places.get(usize::from(place).saturating_sub(1));
            let badge = |rect: &Rect, number: usize, color: Color32, top: bool| {
                let centre = if top {
                    pos2(rect.right() - 16.0, rect.top() + 16.0)
                } else {
                    pos2(rect.center().x, rect.bottom() - 16.0)
                };
                painter.circle_filled(centre, 15.0, color);
                painter.text(
                    centre,
                    Align2::CENTER_CENTER,
                    number.to_string(),
                    theme::bold_font(17.0),
                    Color32::BLACK,
                );
            };
            if let Question::SettleOrder { .. } = &item.question {
                let answered = screen
                    .session
                    .as_ref()
                    .and_then(|session| session.answers().last())
                    .filter(|_| paused)
                    .map(|answered| answered.judged.given.clone());
                let given = match answered {
                    Some(Answer::Order(given)) => given,
                    _ => typed::places(&screen.typed).unwrap_or_default(),
                };
                for (index, place) in given.iter().enumerate() {
                    if let Some(rect) = place_rect(*place) {
                        badge(rect, index + 1, theme::GOLD, false);
                    }
                }
            }
            if paused {
                let outline = |rect: Rect| {
                    painter.rect_stroke(
                        rect.expand(3.0),
                        CornerRadius::same(10),
                        Stroke::new(4.0, theme::GOOD),
                        StrokeKind::Outside,
                    );
                };
                let given = screen
                    .session
                    .as_ref()
                    .and_then(|session| session.answers().last())
                    .map(|answered| answered.judged.given.clone());
                let wrong_outline = |rect: Rect| {
                    painter.rect_stroke(
                        rect.expand(3.0),
                        CornerRadius::same(10),
                        Stroke::new(3.0, theme::BAD),
                        StrokeKind::Outside,
                    );
                };
                match given {
                    Some(Answer::Reader(Some(place)) | Answer::Deal(Owner::Box(place))) => {
                        if let Some(rect) = place_rect(place) {
                            wrong_outline(*rect);
                        }
                    }
                    Some(Answer::Reader(None)) => wrong_outline(layout.dealer),
                    Some(Answer::Deal(Owner::Banca)) => wrong_outline(layout.banca),
                    Some(Answer::Deal(Owner::Punto)) => {
                        if let Some(rect) = layout.punto {
                            wrong_outline(rect);
                        }
                    }
                    _ => {}
                }
                match &item.expected {
                    Answer::Order(order) => {
                        for (index, place) in order.iter().enumerate() {
                            if let Some(rect) = place_rect(*place) {
                                badge(rect, index + 1, theme::GOOD, true);
                            }
                        }
                    }
                    Answer::Reader(Some(place)) | Answer::Deal(Owner::Box(place)) => {
                        if let Some(rect) = place_rect(*place) {
                            outline(*rect);
                        }
                    }
                    Answer::Reader(None) => outline(layout.dealer),
                    Answer::Deal(Owner::Banca) => outline(layout.banca),
                    Answer::Deal(Owner::Punto) => {
                        if let Some(rect) = layout.punto {
                            outline(rect);
                        }
                    }
                    _ => {}
                }
            }
            picked
        }
    };
    let felt_drill = !matches!(
        item.question,
        Question::SettleOrder { .. } | Question::PuntoReader { .. } | Question::DealCard { .. }
    );
    if paused && felt_drill {
        let text = i18n.trf(
            "quiz.correct_answer",
            &[("answer", &quiz_text::answer(i18n, item, &item.expected))],
        );
        answer_banner(&painter, area, &text);
    }
    picked
}

/// The winning wager of a payout item: the place, the chip, who won, the table's terms.
#[allow(clippy::too_many_arguments)]
fn wager_ui(
    painter: &egui::Painter,
    area: Rect,
    kind: TableKind,
    place: Place,
    side: Side,
    stake: crate::core::Money,
    marked: bool,
    profile: &Profile,
    i18n: &I18n,
) {
    let centre = area.center() - vec2(0.0, 20.0);
    let place_box = Rect::from_center_size(centre, vec2(260.0, 200.0));
    painter.rect(
        place_box,
        CornerRadius::same(12),
        Color32::from_rgb(0x0e, 0x55, 0x2e),
        Stroke::new(2.0, theme::RIM),
        StrokeKind::Inside,
    );
    painter.text(
        place_box.left_top() + vec2(14.0, 10.0),
        Align2::LEFT_TOP,
        i18n.place_label(kind, place),
        theme::bold_font(20.0),
        theme::TEXT,
    );
    let (color, letter) = match side {
        Side::Punto => (theme::CHIP_PUNTO, "P"),
        Side::Banca => (theme::CHIP_BANCA, "B"),
        Side::Empate => (theme::CHIP_EMPATE, "E"),
    };
    let chip = place_box.center() + vec2(-58.0, 6.0);
    cards::paint_chip(painter, chip, 34.0, color, letter);
    painter.text(
        chip + vec2(48.0, 0.0),
        Align2::LEFT_CENTER,
        i18n.money(stake),
        theme::bold_font(34.0),
        theme::TEXT,
    );
    painter.text(
        pos2(place_box.center().x, place_box.bottom() - 16.0),
        Align2::CENTER_BOTTOM,
        i18n.trf("quiz.wins", &[("side", quiz_text::side(i18n, side))]),
        theme::bold_font(18.0),
        theme::GOLD,
    );
    let terms = match side {
        Side::Banca if marked => i18n.trf(
            "quiz.terms.marked",
            &[("percent", &profile.commission_percent.to_string())],
        ),
        Side::Banca => i18n.trf(
            "quiz.terms.deducted",
            &[("percent", &profile.commission_percent.to_string())],
        ),
        Side::Punto => i18n.tr("quiz.terms.even").to_string(),
        Side::Empate => i18n.trf("quiz.terms.tie", &[("odds", &profile.tie_pays.to_string())]),
    };
    painter.text(
        pos2(area.center().x, place_box.bottom() + 22.0),
        Align2::CENTER_TOP,
        terms,
        theme::font(17.0),
        Color32::from_white_alpha(220),
    );
}

/// An input box painted like a till display, with a caret when active.
fn display_ui(ui: &mut egui::Ui, label: &str, text: &str, active: bool, width: f32) {
    ui.vertical(|ui| {
        ui.label(
            RichText::new(label)
                .font(theme::bold_font(15.0))
                .color(theme::WEAK),
        );
        let (rect, response) = ui.allocate_exact_size(vec2(width, 52.0), Sense::hover());
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, label));
        ui.painter().rect(
            rect,
            CornerRadius::same(8),
            Color32::from_rgb(0x14, 0x16, 0x1a),
            Stroke::new(
                if active { 2.0 } else { 1.0 },
                if active {
                    theme::GOLD
                } else {
                    theme::PANEL_EDGE
                },
            ),
            StrokeKind::Inside,
        );
        let shown = if active {
            format!("{text}▏")
        } else {
            text.to_string()
        };
        ui.painter().text(
            rect.left_center() + vec2(14.0, 0.0),
            Align2::LEFT_CENTER,
            shown,
            theme::bold_font(26.0),
            theme::TEXT,
        );
    });
}

fn notice_text(notice: &Notice, i18n: &I18n) -> String {
    match notice {
        Notice::NotAnAmount(text) => i18n.trf("quiz.not_amount", &[("text", text)]),
        Notice::NeedMark => i18n.tr("quiz.need_mark").into(),
        Notice::NeedBoxes(given, total) => i18n.trf(
            "quiz.need_boxes",
            &[("n", &given.to_string()), ("total", &total.to_string())],
        ),
    }
}

/// Where the trainee answers: the two big buttons, the digit keys, the amount displays, the
/// typed line; after a wrong answer, the way on.
fn answer_area_ui(
    ui: &mut egui::Ui,
    screen: &QuizScreen,
    item: &Item,
    paused: bool,
    i18n: &I18n,
    actions: &mut Vec<QuizAction>,
) {
    if paused {
        ui.horizontal(|ui| {
            if ui
                .add(big_button(i18n.tr("quiz.continue"), "Enter", GO, 260.0))
                .clicked()
            {
                actions.push(QuizAction::Continue);
            }
            ui.add_space(12.0);
            ui.label(RichText::new(i18n.tr("quiz.continue_hint")).color(theme::WEAK));
        });
        return;
    }
    match &item.question {
        Question::BancaDraws { .. } | Question::PuntoDraws { .. } => {
            ui.horizontal(|ui| {
                let width = ((ui.available_width() - 20.0) / 2.0).min(320.0);
                if ui
                    .add(big_button(
                        i18n.tr("quiz.draw"),
                        "D",
                        Color32::from_rgb(0x1f, 0x5f, 0x8a),
                        width,
                    ))
                    .clicked()
                {
                    actions.push(QuizAction::Answer(Answer::Draw(true)));
                }
                if ui
                    .add(big_button(
                        i18n.tr("quiz.stand"),
                        "S",
                        Color32::from_rgb(0x7a, 0x4a, 0x1a),
                        width,
                    ))
                    .clicked()
                {
                    actions.push(QuizAction::Answer(Answer::Draw(false)));
                }
            });
        }
        Question::Total { .. } => {
            ui.horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = 8.0;
                let width = ((ui.available_width() - 72.0) / 10.0).min(64.0);
                for digit in 0..=9u8 {
                    let button = egui::Button::new(
                        RichText::new(digit.to_string()).font(theme::bold_font(24.0)),
                    )
                    .min_size(vec2(width, 50.0));
                    if ui.add(button).clicked() {
                        actions.push(QuizAction::Answer(Answer::Total(digit)));
                    }
                }
            });
        }
        Question::Payout { marked, .. } => {
            ui.horizontal(|ui| {
                display_ui(
                    ui,
                    i18n.tr("quiz.pay"),
                    &screen.typed,
                    !screen.on_mark,
                    220.0,
                );
                if *marked {
                    ui.add_space(12.0);
                    display_ui(
                        ui,
                        i18n.tr("quiz.mark"),
                        &screen.mark,
                        screen.on_mark,
                        180.0,
                    );
                }
                ui.add_space(12.0);
                ui.vertical(|ui| {
                    ui.add_space(22.0);
                    if ui
                        .add(big_button(i18n.tr("quiz.ok"), "Enter", GO, 150.0))
                        .clicked()
                    {
                        actions.push(QuizAction::Submit);
                    }
                });
            });
        }
        Question::SettleOrder { .. } => {
            ui.horizontal(|ui| {
                let shown = typed::places(&screen.typed)
                    .unwrap_or_default()
                    .iter()
                    .map(Place::to_string)
                    .collect::<Vec<_>>()
                    .join(" · ");
                display_ui(ui, i18n.tr("quiz.order"), &shown, true, 380.0);
                ui.add_space(12.0);
                ui.vertical(|ui| {
                    ui.add_space(22.0);
                    ui.horizontal(|ui| {
                        if ui
                            .add(big_button(i18n.tr("quiz.ok"), "Enter", GO, 130.0))
                            .clicked()
                        {
                            actions.push(QuizAction::Submit);
                        }
                    });
                });
            });
        }
        Question::PuntoReader { .. } => {
            ui.horizontal(|ui| {
                display_ui(ui, i18n.tr("quiz.seat"), &screen.typed, true, 160.0);
            });
        }
        Question::DealCard { view, .. } => {
            ui.horizontal(|ui| {
                if view.kind == TableKind::Casilleros {
                    display_ui(ui, i18n.tr("quiz.box"), &screen.typed, true, 160.0);
                    ui.add_space(12.0);
                }
                ui.vertical(|ui| {
                    ui.add_space(22.0);
                    ui.horizontal(|ui| {
                        if view.kind != TableKind::Casilleros
                            && ui
                                .add(big_button("Punto", "P", theme::CHIP_PUNTO, 160.0))
                                .clicked()
                        {
                            actions.push(QuizAction::Answer(Answer::Deal(Owner::Punto)));
                        }
                        let banca = if view.kind == TableKind::Venezia {
                            "Banco"
                        } else {
                            "Banca"
                        };
                        if ui
                            .add(big_button(
                                banca,
                                "B",
                                Color32::from_rgb(0x9a, 0x5a, 0x18),
                                160.0,
                            ))
                            .clicked()
                        {
                            actions.push(QuizAction::Answer(Answer::Deal(Owner::Banca)));
                        }
                    });
                });
            });
        }
    }
    ui.add_space(6.0);
    match &screen.notice {
        Some(notice) => {
            ui.label(RichText::new(notice_text(notice, i18n)).color(theme::BAD));
        }
        None => {
            ui.label(RichText::new(quiz_text::keys_hint(i18n, item)).color(theme::WEAK));
        }
    }
}

fn feedback_ui(ui: &mut egui::Ui, answered: &Answered, current: bool, i18n: &I18n) {
    let right = answered.judged.correct;
    let slow = right && answered.response_ms > answered.item.drill.slow_ms();
    egui::Frame::new()
        .fill(if right {
            theme::GOOD_FILL
        } else {
            theme::BAD_FILL
        })
        .stroke(Stroke::new(
            if current { 1.5 } else { 1.0 },
            if right { theme::GOOD } else { theme::BAD },
        ))
        .corner_radius(10.0)
        .inner_margin(12.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                cards::verdict_icon_ui(ui, right);
                let head = if right {
                    i18n.trf(
                        "quiz.right_in",
                        &[("time", &i18n.seconds(answered.response_ms))],
                    )
                } else {
                    i18n.trf(
                        "quiz.wrong_rule",
                        &[
                            ("category", i18n.category(answered.judged.category)),
                            ("rule", answered.judged.rule),
                        ],
                    )
                };
                ui.label(
                    RichText::new(head)
                        .font(theme::bold_font(18.0))
                        .color(if right { theme::GOOD } else { theme::BAD }),
                );
            });
            ui.label(
                RichText::new(quiz_text::short(i18n, &answered.item))
                    .font(theme::bold_font(15.0))
                    .color(theme::TEXT),
            );
            if !right {
                ui.label(i18n.trf(
                    "quiz.your_answer",
                    &[(
                        "answer",
                        &quiz_text::answer(i18n, &answered.item, &answered.judged.given),
                    )],
                ));
                ui.label(
                    RichText::new(i18n.trf(
                        "quiz.correct_answer",
                        &[(
                            "answer",
                            &quiz_text::answer(i18n, &answered.item, &answered.judged.expected),
                        )],
                    ))
                    .font(theme::bold_font(17.0))
                    .color(theme::GOLD),
                );
            }
            // The rule broken is in the heading of a mistake; a right answer names the rule
            // it followed after the reason.
            let reason = quiz_text::reason(i18n, &answered.item);
            let reason = if right {
                format!("{reason} ({})", answered.item.rule)
            } else {
                reason
            };
            ui.label(RichText::new(reason).color(Color32::WHITE));
            if slow {
                ui.label(RichText::new(i18n.tr("quiz.slow")).color(theme::GOLD));
            }
        });
}

fn side_ui(
    ui: &mut egui::Ui,
    session: &QuizSession,
    item: &Item,
    i18n: &I18n,
    actions: &mut Vec<QuizAction>,
) {
    let answers = session.answers();
    match answers.last() {
        Some(last) => feedback_ui(ui, last, session.is_answered(), i18n),
        None => {
            ui.label(
                RichText::new(quiz_text::drill_name(i18n, session.setup().choice))
                    .font(theme::bold_font(20.0)),
            );
            ui.label(
                RichText::new(quiz_text::drill_about(i18n, session.setup().choice))
                    .color(theme::WEAK),
            );
            ui.add_space(6.0);
            ui.label(RichText::new(i18n.tr("quiz.first_note")).color(theme::WEAK));
        }
    }
    if let Some(error) = session.write_error() {
        ui.add_space(6.0);
        ui.label(
            RichText::new(i18n.trf("quiz.log_error", &[("error", &error.to_string())]))
                .color(theme::BAD),
        );
        if ui.button(i18n.tr("train.retry_write")).clicked() {
            actions.push(QuizAction::RetryWrite);
        }
    }
    if let Some(error) = session.history_error() {
        ui.label(
            RichText::new(i18n.trf("quiz.log_error", &[("error", &error.to_string())]))
                .color(theme::BAD),
        );
    }
    if let Some(problem) = session.history_problem() {
        ui.label(
            RichText::new(i18n.trf("quiz.history_problem", &[("error", &problem.to_string())]))
                .color(theme::GOLD),
        );
    }
    ui.add_space(12.0);
    ui.label(RichText::new(i18n.tr("quiz.recent")).font(theme::bold_font(16.0)));
    ui.add_space(2.0);
    let bottom = 74.0;
    ScrollArea::vertical()
        .max_height((ui.available_height() - bottom).max(60.0))
        .id_salt("quiz-recent")
        .show(ui, |ui| {
            for answered in answers.iter().rev().take(30) {
                ui.horizontal(|ui| {
                    cards::verdict_icon_ui(ui, answered.judged.correct);
                    ui.label(quiz_text::short(i18n, &answered.item));
                    ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                        ui.label(
                            RichText::new(answered.judged.rule)
                                .font(theme::font(13.0))
                                .color(theme::WEAK),
                        );
                        ui.label(
                            RichText::new(i18n.seconds(answered.response_ms))
                                .font(theme::font(13.0))
                                .color(theme::WEAK),
                        );
                    });
                });
            }
        });
    ui.with_layout(Layout::bottom_up(Align::Min), |ui| {
        ui.label(RichText::new(i18n.tr("quiz.side_keys")).color(theme::WEAK));
        ui.label(
            RichText::new(quiz_text::keys_hint(i18n, item))
                .font(theme::bold_font(14.0))
                .color(theme::TEXT),
        );
    });
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
                            .color(theme::WEAK),
                    );
                    let percent = score
                        .percent()
                        .map_or("—".to_string(), |p| format!("{} %", i18n.decimal(p, 0)));
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
                            .color(theme::WEAK),
                        );
                    }
                });
                ui.add_space(12.0);
                if ui
                    .add(big_button(i18n.tr("quiz.again"), "Enter", GO, 400.0))
                    .clicked()
                {
                    actions.push(QuizAction::Start);
                }
                if ui
                    .add(big_button(i18n.tr("quiz.heatmap"), "M", QUIET, 400.0))
                    .clicked()
                {
                    actions.push(QuizAction::HeatMap);
                }
                if ui
                    .add(big_button(i18n.tr("quiz.menu"), "Esc", QUIET, 400.0))
                    .clicked()
                {
                    actions.push(QuizAction::Menu);
                }
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
                        .filter(|answered| !answered.judged.correct)
                        .collect();
                    if mistakes.is_empty() {
                        ui.label(
                            RichText::new(i18n.tr("quiz.no_mistakes"))
                                .font(theme::bold_font(17.0))
                                .color(theme::GOOD),
                        );
                    }
                    for answered in mistakes {
                        feedback_ui(ui, answered, false, i18n);
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
                if ui
                    .add(big_button(i18n.tr("quiz.back"), "Esc", QUIET, 150.0))
                    .clicked()
                {
                    actions.push(QuizAction::Menu);
                }
            });
        });
        ui.label(RichText::new(i18n.tr("quiz.heat.about")).color(theme::WEAK));
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
        ui.label(RichText::new(i18n.tr("quiz.heat.empty")).color(theme::WEAK));
    } else {
        heatmap::by_drill_ui(ui, history, i18n);
        ui.add_space(8.0);
        ui.label(
            RichText::new(i18n.trf("quiz.heat.answers", &[("n", &history.answers.to_string())]))
                .color(theme::WEAK),
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
            ui.label(RichText::new(i18n.tr(key)).color(theme::WEAK));
        }
    });
}

#[cfg(test)]
mod tests {
    use super::super::i18n::{Lang, parse_texts};
    use std::collections::BTreeSet;

    /// Every `quiz.` key the quiz's files name exists in both languages.
    #[test]
    fn every_quiz_key_exists_in_both_languages() {
        let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app");
        let mut used = BTreeSet::new();
        for file in ["quiz.rs", "quiz_text.rs", "heatmap.rs"] {
            let text = std::fs::read_to_string(folder.join(file)).unwrap();
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
        for (lang, source) in [
            (Lang::Es, include_str!("../../assets/i18n/es.ron")),
            (Lang::En, include_str!("../../assets/i18n/en.ron")),
        ] {
            let known = parse_texts(source).unwrap();
            let missing: Vec<_> = used
                .iter()
                .filter(|key| !known.contains_key(*key))
                .collect();
            assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
        }
    }
}
