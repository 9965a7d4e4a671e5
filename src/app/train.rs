//! The train screen: the table, the question "what next?", the feedback (practice), the step
//! history, and the two ways to answer: pick on the table and choose from its actions (with
//! keys), or type the action with Tab completion and Enter.

use egui::{
    Align, Color32, EventFilter, Key, Layout, Modifiers, RichText, ScrollArea, TextEdit, vec2,
};

use super::actions::{self, Entry, MenuContext};
use super::cards;
use super::exam_result::ExamTaken;
use super::shortcuts::{self, Does};
use super::table::{self, Pick};
use super::tray::{self, ChipTray, TrayDoes};
use super::words::Words;
use super::{Command, ScreenCtx, theme, tools};
use crate::core::Action;
use crate::core::profile::CommissionMode;
use crate::core::scenario::Scenario;
use crate::core::view::TableView;
use crate::session::{Mode, Outcome, Session, SessionSetup};
use crate::text::i18n::I18n;
use crate::text::told::Told;

/// What the trainer shows after a choice (practice only).
#[derive(Clone, Debug, PartialEq)]
pub enum Feedback {
    Right(Action),
    /// A right payout cut from chips: the chips given and the fewest that make it (CHIPS).
    RightChips {
        action: Action,
        given: Vec<crate::core::chips::Stack>,
        fewest: Option<Vec<crate::core::chips::Stack>>,
    },
    Wrong {
        choice: Action,
        mistake: crate::core::judge::Mistake,
    },
}

/// A session under way and the train and summary screens' own state.
pub struct Training {
    pub session: Session,
    /// The train and summary screens' own state (they read the session, never change it).
    pub screen: TrainScreen,
    /// How to start the same situation again.
    pub again: (Scenario, SessionSetup),
    /// The exam paper this session is taken on, if any.
    pub exam: Option<ExamTaken>,
    /// When the session started by the monotonic clock: decision times are measured from it
    /// (the wall clock can be changed under a running exam).
    pub started: std::time::Instant,
}

/// What the train and summary screens change themselves: what is picked, the action line, what
/// the app told them (feedback, hint, a folder it could not open).
pub struct TrainScreen {
    pub selected: Option<Pick>,
    pub line: String,
    pub line_error: Option<Told>,
    pub feedback: Option<Feedback>,
    pub hint: Option<Action>,
    /// Give the action line the keyboard on the next frame.
    pub focus_line: bool,
    /// Select the whole action line on the next frame (after an error: typing replaces it).
    pub select_line: bool,
    /// Put the action line's cursor at its end on the next frame (after a prefill or a letter
    /// typed outside it).
    pub cursor_to_end: bool,
    /// Ctrl+E was pressed: ask before ending (Enter ends, Esc goes back).
    pub confirm_end: bool,
    /// The chip tray, open while a payout is cut from chips.
    pub tray: Option<ChipTray>,
    /// Take the keyboard from the action line on the next frame (the tray's digits are its).
    pub release_line: bool,
    /// The summary's chosen mistake (index in the log).
    pub inspected: Option<usize>,
    /// The logs folder the system could not open, to copy by hand.
    pub unopened_folder: Option<String>,
    /// The action line's vocabulary as last built, kept while the table's words are the same:
    /// building it on every frame (each phrase of each action in the language) cost most of a
    /// frame while the pointer moved over the table.
    pub vocabulary: Option<Vocabulary>,
    /// Presenter mode (F5, practice): the instructor's projector at the front of a class.
    /// The table takes the window, the class calls the action aloud, the instructor enters
    /// it, and the correction stays hidden until F6.
    pub presenter: bool,
    /// Presenter mode: the table as it stood before the action just entered, shown (and the
    /// correction hidden) until the instructor reveals it.
    pub held: Option<Held>,
}

/// What the projector keeps in presenter mode until F6: the table and the round and step as
/// they stood when the class called the action (the step counter would give the verdict away).
#[derive(Clone, Debug, PartialEq)]
pub struct Held {
    pub table: TableView,
    pub position: (usize, usize),
}

/// The action line's words for one state of the table: the phrases Tab completes and the
/// suggestions list, the first `local` in the trainee's language.
pub struct Vocabulary {
    lang: crate::text::i18n::Lang,
    context: MenuContext,
    places: Vec<u8>,
    words: std::sync::Arc<Vec<String>>,
    local: usize,
}

impl Vocabulary {
    /// The words of `context` with `places` in play and how many come first in the trainee's
    /// language, built again only when they (or the language) changed since `kept`.
    fn of(
        kept: &mut Option<Vocabulary>,
        i18n: &I18n,
        context: MenuContext,
        places: Vec<u8>,
    ) -> (std::sync::Arc<Vec<String>>, usize) {
        let lang = i18n.lang();
        if let Some(vocabulary) = kept.as_ref()
            && vocabulary.lang == lang
            && vocabulary.context == context
            && vocabulary.places == places
        {
            return (vocabulary.words.clone(), vocabulary.local);
        }
        let (words, local) = actions::vocabulary_in(&Words::shared(i18n), context, &places);
        let words = std::sync::Arc::new(words);
        *kept = Some(Vocabulary {
            lang,
            context,
            places,
            words: words.clone(),
            local,
        });
        (words, local)
    }
}

/// What the train and summary screens read: the session and its exam paper, read-only.
#[derive(Clone, Copy)]
pub struct TrainingView<'a> {
    pub session: &'a Session,
    pub exam: Option<&'a ExamTaken>,
}

impl Training {
    /// A session just started, nothing picked, the action line ready.
    pub(super) fn new(
        session: Session,
        again: (Scenario, SessionSetup),
        started: std::time::Instant,
    ) -> Training {
        Training {
            started,
            session,
            screen: TrainScreen {
                selected: None,
                line: String::new(),
                line_error: None,
                feedback: None,
                hint: None,
                focus_line: true,
                select_line: false,
                cursor_to_end: false,
                confirm_end: false,
                tray: None,
                release_line: false,
                inspected: None,
                unopened_folder: None,
                vocabulary: None,
                presenter: false,
                held: None,
            },
            again,
            exam: None,
        }
    }

    /// The screen's own state and a read-only view of the session, for drawing.
    pub fn parts(&mut self) -> (&mut TrainScreen, TrainingView<'_>) {
        (
            &mut self.screen,
            TrainingView {
                session: &self.session,
                exam: self.exam.as_ref(),
            },
        )
    }
}

/// The id of the action line, for focus.
pub fn line_id() -> egui::Id {
    egui::Id::unique("action-line")
}

fn menu_context(session: &Session) -> MenuContext {
    let profile = &session.game().scenario.profile;
    MenuContext {
        kind: profile.kind,
        marks_commission: profile.commission == CommissionMode::Marked,
        practise_amounts: session.practise_amounts(),
        paid_in_chips: session.paid_in_chips(),
        with_deal: session.game().with_deal,
    }
}

/// Every pick in keyboard order: the places left to right, the hands, the dealer.
fn picks(session: &Session) -> Vec<Pick> {
    let profile = &session.game().scenario.profile;
    let mut picks: Vec<Pick> = (1..=profile.places).map(Pick::Place).collect();
    picks.push(Pick::Banca);
    if !profile.kind.has_boxes() {
        picks.push(Pick::Punto);
    }
    picks.push(Pick::Dealer);
    picks
}

pub fn train_ui(
    ui: &mut egui::Ui,
    screen: &mut TrainScreen,
    training: TrainingView,
    ctx: &ScreenCtx,
) -> Vec<Command> {
    // At the Venice table the banker hand is Banco, in every sentence.
    let i18n = &ctx
        .i18n
        .at_table(training.session.game().scenario.profile.kind);
    let mut commands = Vec::new();
    if screen.confirm_end {
        confirm_end_ui(ui, screen, i18n, &mut commands);
    } else {
        shortcuts_ui(ui, screen, training, i18n, &mut commands);
    }
    top_bar_ui(ui, training, (ctx, screen.presenter), &mut commands);
    // The table as it stands, built once for the frame (the side panel, the action line and
    // the felt all read it).
    // In presenter mode, until the correction is shown, the table as it stood before.
    let view = screen
        .held
        .as_ref()
        .map_or_else(|| training.session.table(), |held| held.table.clone());
    let window_width = ui.ctx().content_rect().width();
    if screen.presenter {
        egui::Panel::right("train-presenter")
            .resizable(false)
            .exact_size(presenter_side_width(window_width))
            .frame(theme::side_frame())
            .show(ui, |ui| {
                presenter_side_ui(ui, screen, training.session, i18n)
            });
    } else {
        egui::Panel::right("train-side")
            .resizable(false)
            .exact_size(side_width(window_width))
            .frame(theme::side_frame())
            .show(ui, |ui| {
                side_ui(ui, screen, (training, &view), i18n, &mut commands)
            });
    }
    egui::Panel::bottom("train-actions")
        .resizable(false)
        .frame(theme::side_frame())
        .show(ui, |ui| {
            actions_ui(ui, screen, (training, &view), i18n, &mut commands)
        });
    egui::CentralPanel::no_frame().show(ui, |ui| {
        let area = ui.available_rect_before_wrap().shrink(8.0);
        let mut child = ui.new_child(egui::UiBuilder::new().max_rect(area));
        if let Some(pick) = table::table_ui(&mut child, &view, i18n, screen.selected, true) {
            screen.selected = Some(pick);
        }
    });
    commands
}

/// The side panel's width for a window `window_width` wide: a third of a small window, less of
/// a large one, so the table keeps most of the room.
pub fn side_width(window_width: f32) -> f32 {
    (window_width * 0.25).clamp(300.0, 480.0)
}

/// Keyboard, as [`shortcuts::TRAIN`] says: F2 hint, Ctrl+E end, Ctrl+L or `/` the action line;
/// with the line not in use, arrows pick, the digits choose from the menu, Esc clears the pick,
/// and a letter opens the line with that letter (a key meant for the line never acts).
fn shortcuts_ui(
    ui: &mut egui::Ui,
    screen: &mut TrainScreen,
    training: TrainingView,
    i18n: &I18n,
    commands: &mut Vec<Command>,
) {
    let typing_now = who_types(ui.ctx(), &screen.line);
    let typing = typing_now != shortcuts::Typing::No;
    let practice = training.session.mode() == Mode::Practice;
    let order = picks(training.session);
    let menu = screen
        .selected
        .map(|pick| actions::menu(pick, menu_context(training.session)))
        .unwrap_or_default();
    let chip_values = training.session.game().scenario.profile.chip_values();
    let tray_len = screen.tray.as_ref().map(|_| chip_values.len());
    let (pressed, letters) = ui.input_mut(|input| {
        let pressed = shortcuts::pressed(input, typing_now, practice, menu.len(), tray_len);
        let letters = if typing {
            String::new()
        } else {
            shortcuts::letters_for_the_line(input)
        };
        (pressed, letters)
    });
    if !letters.is_empty() {
        screen.line.push_str(&letters);
        screen.focus_line = true;
        screen.cursor_to_end = true;
    }
    for (does, index) in pressed {
        let position = screen
            .selected
            .and_then(|pick| order.iter().position(|p| *p == pick));
        match does {
            Does::Elsewhere => {}
            Does::Hint => commands.push(Command::Hint),
            Does::EndSession => screen.confirm_end = true,
            Does::FocusLine => screen.focus_line = true,
            Does::NextPick => {
                let next = position.map_or(0, |index| (index + 1) % order.len());
                screen.selected = order.get(next).copied();
            }
            Does::PreviousPick => {
                let next = position.map_or(order.len() - 1, |index| {
                    (index + order.len() - 1) % order.len()
                });
                screen.selected = order.get(next).copied();
            }
            Does::ClearPick if screen.tray.is_some() => {
                tray_done(screen, Some(TrayDoes::Close), commands)
            }
            Does::ClearPick => screen.selected = None,
            Does::Menu => {
                if let Some(item) = menu.get(index) {
                    menu_entry(screen, &item.entry, i18n, commands);
                }
            }
            Does::TrayChip => {
                if let (Some(tray), Some(&value)) = (screen.tray.as_mut(), chip_values.get(index)) {
                    tray.add(value);
                }
            }
            Does::TrayTakeBack => {
                if let Some(tray) = screen.tray.as_mut() {
                    tray.take_back();
                }
            }
            Does::TrayPay => {
                let paid = screen.tray.as_ref().and_then(ChipTray::pay);
                tray_done(screen, paid, commands);
            }
            Does::Presenter | Does::Reveal => presenter_key(screen, does),
        }
    }
}

/// Who has the keyboard: nobody, the action line while it holds nothing (`line`), or a field
/// with something in it.
fn who_types(ctx: &egui::Context, line: &str) -> shortcuts::Typing {
    let line_focused = ctx.memory(|memory| memory.has_focus(line_id()));
    match (
        ctx.egui_wants_keyboard_input(),
        line_focused && line.is_empty(),
    ) {
        (false, _) => shortcuts::Typing::No,
        (true, true) => shortcuts::Typing::EmptyLine,
        (true, false) => shortcuts::Typing::Yes,
    }
}

/// A marking table's news for this round, which the procedure acts on (PAY-box): the players
/// who leave after it, and the shoe's last hand.
fn box_news_ui(ui: &mut egui::Ui, view: &TableView, i18n: &I18n) {
    let news = |ui: &mut egui::Ui, text: String| {
        ui.label(
            RichText::new(text)
                .font(theme::bold_font(16.0))
                .color(theme::GOLD),
        );
    };
    for place in view.places.iter().filter(|place| place.leaves) {
        let place = i18n.place_label(view.kind, place.place);
        news(ui, i18n.trf("train.leaves", &[("place", &place)]));
    }
    if view.shoe_end {
        news(ui, i18n.tr("train.shoe_end").into_owned());
    }
}

/// An irregularity at the table (procedures.md section 8): what happened, in words, on a red
/// banner while its remedy is due; and, once the coup is void, that the stakes stay.
fn event_news_ui(ui: &mut egui::Ui, view: &crate::core::view::TableView, i18n: &I18n) {
    let mut said: Vec<String> = view
        .event
        .iter()
        .map(|event| table::events::sentence(i18n, view.kind, event))
        .collect();
    if view.void {
        said.push(i18n.tr("table.void").into_owned());
    }
    if said.is_empty() {
        return;
    }
    egui::Frame::new()
        .fill(theme::BAD_FILL)
        .stroke(egui::Stroke::new(2.0, theme::BAD))
        .corner_radius(6.0)
        .inner_margin(8.0)
        .show(ui, |ui| {
            ui.label(
                RichText::new(i18n.tr("table.event_title"))
                    .font(theme::bold_font(16.0))
                    .color(theme::BAD),
            );
            for said in said {
                ui.add(egui::Label::new(RichText::new(said).font(theme::font(17.0))).wrap());
            }
        });
}

/// What the trainee did at the chip tray: pay what was cut (the tray closes) or close it.
fn tray_done(screen: &mut TrainScreen, does: Option<TrayDoes>, commands: &mut Vec<Command>) {
    match does {
        Some(TrayDoes::Pay(place, stacks)) => {
            commands.push(Command::PayChips(place, stacks));
            screen.tray = None;
            screen.focus_line = true;
        }
        Some(TrayDoes::Close) => {
            screen.tray = None;
            screen.focus_line = true;
        }
        None => {}
    }
}

/// Opens the chip tray for a payout to `place`, taking the keyboard from the action line.
fn open_tray(screen: &mut TrainScreen, place: crate::core::Place) {
    screen.tray = Some(ChipTray::new(place));
    screen.focus_line = false;
    screen.release_line = true;
}

/// A menu entry chosen (by its button or its number): submit its action, or put its text in
/// the action line, in the trainee's words, with the cursor where the amount or total goes.
fn menu_entry(screen: &mut TrainScreen, entry: &Entry, i18n: &I18n, commands: &mut Vec<Command>) {
    match entry {
        Entry::Tray(place) => open_tray(screen, *place),
        Entry::Submit(action) => commands.push(Command::Choose(*action)),
        Entry::Prefill(text) => {
            screen.line = Words::shared(i18n)
                .say(text)
                .unwrap_or_else(|| text.clone());
            screen.focus_line = true;
            screen.cursor_to_end = true;
        }
    }
}

fn top_bar_ui(
    ui: &mut egui::Ui,
    training: TrainingView,
    (ctx, presenter): (&ScreenCtx, bool),
    commands: &mut Vec<Command>,
) {
    let i18n = ctx.i18n;
    let session = training.session;
    egui::Panel::top("train-top")
        .frame(theme::top_bar_frame())
        .show(ui, |ui| {
            egui::Sides::new().shrink_left().truncate().show(
                ui,
                |ui| {
                    theme::wordmark_ui(ui);
                    let scenario = &session.game().scenario;
                    ui.label(
                        RichText::new(format!(
                            "{} · {} · «{}»",
                            i18n.mode(session.mode()),
                            super::tools::profile_name(i18n, &scenario.profile),
                            super::exam_result::title(training.exam, session, i18n)
                        ))
                        .color(theme::TEXT),
                    );
                },
                |ui| {
                    // The class sees no score that gives the correction away.
                    if !presenter {
                        status_ui(ui, session, i18n);
                    }
                    if let Some(exam) = training.exam {
                        ui.add_space(12.0);
                        super::exam_result::lrs_note_ui(ui, ctx.lrs_problem.as_ref(), i18n);
                        commands.extend(super::exam_result::clock_ui(
                            ui, exam, session, ctx.now, i18n,
                        ));
                    }
                },
            );
        });
}

/// The right of the top bar: trainee, running score (practice) and decision times.
fn status_ui(ui: &mut egui::Ui, session: &Session, i18n: &I18n) {
    let summary = session.summary();
    if session.mode() == Mode::Practice {
        let percent = tools::percent_text(i18n, summary.accuracy_percent());
        ui.label(
            RichText::new(i18n.trf(
                "train.score",
                &[
                    ("right", &summary.correct.to_string()),
                    ("total", &summary.decisions.to_string()),
                    ("percent", &percent),
                ],
            ))
            .font(theme::bold_font(16.0))
            .color(theme::GOOD),
        );
    } else {
        ui.label(
            RichText::new(i18n.trf(
                "train.exam_progress",
                &[("n", &summary.decisions.to_string())],
            ))
            .color(theme::TEXT),
        );
    }
    if let Some(last) = session.log().steps.last() {
        ui.add_space(8.0);
        ui.label(
            RichText::new(i18n.trf(
                "train.times",
                &[
                    ("last", &i18n.seconds(last.response_ms)),
                    ("mean", &i18n.seconds(summary.mean_ms)),
                ],
            ))
            .color(theme::weak()),
        );
    }
    let trainee = &session.log().trainee;
    if !trainee.is_empty() {
        ui.add_space(8.0);
        ui.label(
            RichText::new(trainee)
                .font(theme::bold_font(16.0))
                .color(theme::TEXT),
        );
    }
}

fn side_ui(
    ui: &mut egui::Ui,
    screen: &mut TrainScreen,
    (training, view): (TrainingView, &TableView),
    i18n: &I18n,
    commands: &mut Vec<Command>,
) {
    let session = training.session;
    let (round, step) = session.position();
    let rounds = session.game().round_count();
    let heading = if rounds > 1 {
        i18n.trf(
            "train.round_step",
            &[
                ("round", &round.to_string()),
                ("rounds", &rounds.to_string()),
                ("step", &step.to_string()),
            ],
        )
    } else {
        i18n.trf("train.step", &[("step", &step.to_string())])
    };
    ui.label(RichText::new(heading).font(theme::bold_font(20.0)));
    if let Some(open) = screen.tray.as_mut() {
        // The tray's chips take the side panel's head while it is open: the table keeps its
        // size.
        tray::tray_chips_ui(ui, open, &session.game().scenario.profile, i18n);
        ui.add_space(6.0);
    }
    box_news_ui(ui, view, i18n);
    event_news_ui(ui, view, i18n);
    ui.label(RichText::new(i18n.tr("train.question")).color(theme::weak()));
    ui.add_space(6.0);
    feedback_ui(ui, session, screen.feedback.as_ref(), i18n);
    if let Some(hint) = screen.hint {
        hint_ui(ui, session, hint, i18n);
    }
    if let Some(error) = session.write_error() {
        ui.add_space(6.0);
        egui::Frame::new()
            .fill(theme::BAD_FILL)
            .corner_radius(6.0)
            .inner_margin(8.0)
            .show(ui, |ui| {
                ui.label(
                    RichText::new(i18n.trf(
                        "train.log_error",
                        &[("error", &crate::text::explain::write_error(i18n, error))],
                    ))
                    .color(Color32::WHITE),
                );
                if ui.button(i18n.tr("train.retry_write")).clicked() {
                    commands.push(Command::RetryLogWrite);
                }
            });
    }
    ui.add_space(10.0);
    // The history where the panel has room for it above the buttons (the chip tray's chips
    // may take it at 1024×768): never over the buttons.
    if ui.available_height() > BUTTONS_HEIGHT + 64.0 {
        ui.label(RichText::new(i18n.tr("train.history")).font(theme::bold_font(16.0)));
        history_ui(ui, session, i18n);
    }
    ui.with_layout(Layout::bottom_up(Align::Min), |ui| {
        buttons_ui(ui, session.mode() == Mode::Practice, i18n, commands);
    });
}

/// The feedback's heading with its icon; it wraps in a narrow panel ("Irregularidad ·
/// IRR-faceup" is wider than the side panel at 1024 with the projector).
fn verdict_title_ui(ui: &mut egui::Ui, good: bool, text: String) {
    ui.horizontal_wrapped(|ui| {
        cards::verdict_icon_ui(ui, good);
        let color = if good { theme::GOOD } else { theme::BAD };
        ui.add(
            egui::Label::new(
                RichText::new(text)
                    .font(theme::bold_font(17.0))
                    .color(color),
            )
            .wrap(),
        );
    });
}

/// The hint asked for (practice): the action due, typed and in words.
pub(super) fn hint_ui(ui: &mut egui::Ui, session: &Session, hint: Action, i18n: &I18n) {
    let kind = session.game().scenario.profile.kind;
    ui.add_space(4.0);
    ui.label(
        RichText::new(i18n.trf(
            "train.hint_is",
            &[
                (
                    "action",
                    &shown(&Words::shared(i18n), hint, session.practise_amounts()),
                ),
                ("told", &i18n.describe(hint, kind)),
            ],
        ))
        .color(theme::GOLD),
    );
}

/// After a choice in practice: right, or the rule broken and what was acceptable; otherwise
/// what the mode does.
pub(super) fn feedback_ui(
    ui: &mut egui::Ui,
    session: &Session,
    feedback: Option<&Feedback>,
    i18n: &I18n,
) {
    let kind = session.game().scenario.profile.kind;
    let title = verdict_title_ui;
    match feedback {
        Some(Feedback::Right(action)) => {
            tools::verdict_frame(true).show(ui, |ui| {
                ui.set_width(ui.available_width());
                title(ui, true, i18n.tr("train.right").to_string());
                ui.label(i18n.describe(*action, kind));
            });
        }
        Some(Feedback::RightChips {
            action,
            given,
            fewest,
        }) => {
            tools::verdict_frame(true).show(ui, |ui| {
                ui.set_width(ui.available_width());
                title(ui, true, i18n.tr("train.right").to_string());
                ui.label(i18n.describe(*action, kind));
                ui.label(
                    RichText::new(chips_feedback(i18n, *action, given, fewest.as_deref()))
                        .font(theme::bold_font(15.0))
                        .color(theme::GOLD),
                );
            });
        }
        Some(Feedback::Wrong { choice, mistake }) => {
            tools::verdict_frame(false).show(ui, |ui| {
                ui.set_width(ui.available_width());
                let broken = format!("{} · {}", i18n.category(mistake.category()), mistake.rule());
                title(ui, false, broken);
                ui.label(i18n.trf(
                    "train.you_chose",
                    &[("action", &i18n.describe(*choice, kind))],
                ));
                // The rule the choice breaks, with this table's facts (procedures.md 6).
                ui.label(
                    RichText::new(crate::text::explain::why(i18n, kind, &mistake.diagnosis))
                        .font(theme::bold_font(16.0))
                        .color(Color32::WHITE),
                );
                ui.label(RichText::new(i18n.rule(mistake.rule())).color(theme::weak()));
                let words = Words::shared(i18n);
                let expected: Vec<String> = mistake
                    .expected
                    .iter()
                    .map(|action| {
                        let typed = shown(&words, *action, session.practise_amounts());
                        format!("{}  ·  {typed}", i18n.describe(*action, kind))
                    })
                    .collect();
                ui.label(
                    RichText::new(
                        i18n.trf("train.acceptable", &[("actions", &expected.join(" | "))]),
                    )
                    .font(theme::bold_font(15.0))
                    .color(theme::GOLD),
                );
                ui.label(RichText::new(i18n.tr("train.try_again")).color(theme::weak()));
            });
        }
        None if session.mode() == Mode::Exam => {
            ui.label(RichText::new(i18n.tr("train.exam_note")).color(theme::weak()));
        }
        None => {
            ui.label(RichText::new(i18n.tr("train.practice_note")).color(theme::weak()));
        }
    }
}

/// A right payout in chips: "Right: 47,50. Fewest chips: 1×25, 4×5, 2×1, 2×0,25 (CHIPS)" when
/// more chips were given than needed, else that they were the fewest.
pub fn chips_feedback(
    i18n: &I18n,
    action: Action,
    given: &[crate::core::chips::Stack],
    fewest: Option<&[crate::core::chips::Stack]>,
) -> String {
    use crate::core::chips::count;
    let amount = match action {
        Action::Pay(_, Some(amount)) => i18n.money_fixed(amount),
        _ => String::new(),
    };
    match fewest {
        Some(fewest) if count(fewest) < count(given) => i18n.trf(
            "train.right_chips",
            &[
                ("amount", &amount),
                ("given", &count(given).to_string()),
                ("fewest", &tray::stacks_text(i18n, fewest)),
            ],
        ),
        _ => i18n.trf(
            "train.right_fewest",
            &[("amount", &amount), ("count", &count(given).to_string())],
        ),
    }
}

/// The actions chosen so far (with their verdicts in practice), the latest at the bottom.
/// The height the side panel keeps at its foot for its buttons (Hint; End and Help).
const BUTTONS_HEIGHT: f32 = 90.0;

fn history_ui(ui: &mut egui::Ui, session: &Session, i18n: &I18n) {
    let kind = session.game().scenario.profile.kind;
    let practice = session.mode() == Mode::Practice;
    let words = Words::shared(i18n);
    ScrollArea::vertical()
        .max_height((ui.available_height() - BUTTONS_HEIGHT).max(0.0))
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for record in &session.log().steps {
                // Wrapped: a long phrase never widens the panel over the table.
                ui.horizontal_wrapped(|ui| {
                    if practice {
                        cards::verdict_icon_ui(ui, record.verdict == Outcome::Correct);
                    } else {
                        ui.add_space(ui.text_style_height(&egui::TextStyle::Body) + 8.0);
                    }
                    // The dealer's words, then the action language for those who type.
                    ui.label(
                        RichText::new(i18n.describe(record.choice, kind)).font(theme::font(15.0)),
                    );
                    ui.label(
                        // Non-breaking spaces: `draw 12` stays on one line.
                        RichText::new(
                            shown(&words, record.choice, session.practise_amounts())
                                .replace(' ', "\u{a0}"),
                        )
                        .font(egui::FontId::monospace(13.0))
                        .color(theme::weak()),
                    );
                    if practice && let Some(rule) = record.rule {
                        ui.label(RichText::new(rule.id()).color(theme::weak()));
                    }
                    if record.attempt > 1 {
                        // A retry of a step is a retry, not another step.
                        let retry = i18n.trf("review.try_n", &[("n", &record.attempt.to_string())]);
                        ui.label(RichText::new(retry).color(theme::weak()));
                    }
                    // In an exam the table goes on with the right action: said beside the
                    // trainee's own choice, which is what the history lists.
                    if let Some(applied) =
                        record.applied.filter(|&applied| applied != record.choice)
                    {
                        let did = i18n.trf(
                            "train.table_did",
                            &[("action", &i18n.describe(applied, kind))],
                        );
                        ui.label(RichText::new(did).color(theme::weak()));
                    }
                });
            }
        });
}

/// Ctrl+E asks first: Enter (or the button) ends the session, Esc goes back to it.
fn confirm_end_ui(
    ui: &mut egui::Ui,
    screen: &mut TrainScreen,
    i18n: &I18n,
    commands: &mut Vec<Command>,
) {
    let (end, back) = ui.input_mut(|input| {
        (
            input.consume_key(Modifiers::NONE, Key::Enter),
            input.consume_key(Modifiers::NONE, Key::Escape),
        )
    });
    let mut ended = end;
    let mut cancelled = back;
    egui::Modal::new(egui::Id::unique("confirm-end")).show(ui.ctx(), |ui| {
        ui.label(RichText::new(i18n.tr("train.confirm_end")).font(theme::bold_font(18.0)));
        ui.label(RichText::new(i18n.tr("train.confirm_end_keys")).color(theme::weak()));
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui
                .add(egui::Button::new(i18n.tr("train.end")).shortcut_text(i18n.keys("Enter")))
                .clicked()
            {
                ended = true;
            }
            if ui
                .add(egui::Button::new(i18n.tr("train.keep_going")).shortcut_text("Esc"))
                .clicked()
            {
                cancelled = true;
            }
        });
    });
    if ended {
        commands.push(Command::EndSession);
    }
    if ended || cancelled {
        screen.confirm_end = false;
        screen.focus_line = !ended;
    }
}

/// End, help, and (practice) a hint, from the bottom up.
fn buttons_ui(ui: &mut egui::Ui, practice: bool, i18n: &I18n, commands: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        if ui
            .add(egui::Button::new(i18n.tr("train.end")).shortcut_text("Ctrl+E"))
            .clicked()
        {
            commands.push(Command::EndSession);
        }
        if ui
            .add(egui::Button::new(i18n.tr("train.help")).shortcut_text("F1"))
            .clicked()
        {
            commands.push(Command::ToggleHelp);
        }
    });
    if practice
        && ui
            .add(egui::Button::new(i18n.tr("train.hint")).shortcut_text("F2"))
            .clicked()
    {
        commands.push(Command::Hint);
    }
}

/// An action as the trainee sees it: bare `pay N` unless amounts are practised.
/// What to type for `action` in the trainee's words, with its amount when amounts are typed.
fn shown(words: &Words, action: Action, amounts: bool) -> String {
    words.typed(if amounts { action } else { action.bare() })
}

fn actions_ui(
    ui: &mut egui::Ui,
    screen: &mut TrainScreen,
    (training, view): (TrainingView, &TableView),
    i18n: &I18n,
    commands: &mut Vec<Command>,
) {
    let context = menu_context(training.session);
    if let Some(open) = screen.tray.as_mut() {
        let profile = &training.session.game().scenario.profile;
        let does = tray::tray_bar_ui(ui, open, profile, i18n);
        tray_done(screen, does, commands);
    } else {
        pick_row_ui(ui, screen, context, i18n, commands);
    }
    ui.add_space(6.0);
    action_line_ui(ui, screen, (training, view), context, i18n, commands);
}

/// What is picked and its actions on one row (wrapping when narrow), so the table keeps the
/// room.
fn pick_row_ui(
    ui: &mut egui::Ui,
    screen: &mut TrainScreen,
    context: MenuContext,
    i18n: &I18n,
    commands: &mut Vec<Command>,
) {
    let kind = context.kind;
    let title = match screen.selected {
        Some(Pick::Place(place)) => i18n.trf(
            "train.selected",
            &[("what", &i18n.place_label(kind, place))],
        ),
        Some(Pick::Banca) => i18n.trf("train.selected", &[("what", &i18n.banca(kind))]),
        Some(Pick::Punto) => i18n.trf("train.selected", &[("what", &i18n.tr("hand.punto"))]),
        Some(Pick::Dealer) => i18n.tr("train.selected_dealer").to_string(),
        None => i18n.tr("train.pick_something").to_string(),
    };
    ui.horizontal_wrapped(|ui| {
        ui.set_min_height(40.0);
        ui.label(RichText::new(title).font(theme::bold_font(17.0)));
        if let Some(pick) = screen.selected {
            for (index, item) in actions::menu(pick, context).into_iter().enumerate() {
                let label = match &item.entry {
                    Entry::Prefill(_) | Entry::Tray(_) => format!("{}…", i18n.tr(item.label)),
                    Entry::Submit(_) => i18n.tr(item.label).to_string(),
                };
                let key = shortcuts::menu_key(index).map_or("", Key::name);
                let button = egui::Button::new(RichText::new(label).font(theme::font(16.0)))
                    .shortcut_text(key)
                    .min_size(vec2(112.0, 36.0));
                let mut response = ui.add(button);
                // A table word on a button is explained where it is met (and in F1).
                if let Some(term) = term_of(item.label) {
                    response = response.on_hover_text(i18n.tr(term));
                }
                if response.clicked() {
                    menu_entry(screen, &item.entry, i18n, commands);
                }
            }
        }
    });
}

/// The table word a menu entry uses, explained on its hover.
fn term_of(label: &str) -> Option<&'static str> {
    match label {
        "menu.encart" => Some("term.encart"),
        "menu.pass_shoe" => Some("term.shoe"),
        "menu.pass_button" => Some("term.bottone"),
        "menu.commission" => Some("term.commission"),
        _ => None,
    }
}

/// The action line: typed with Tab completion and suggestions, Enter submits; its error on a
/// row of its own.
fn action_line_ui(
    ui: &mut egui::Ui,
    screen: &mut TrainScreen,
    (training, view): (TrainingView, &TableView),
    context: MenuContext,
    i18n: &I18n,
    commands: &mut Vec<Command>,
) {
    let places: Vec<u8> = view.places.iter().map(|place| place.place).collect();
    let (vocabulary, local) = Vocabulary::of(&mut screen.vocabulary, i18n, context, places);
    ui.horizontal(|ui| {
        let label = ui.label(RichText::new(i18n.tr("train.type_action")).color(theme::weak()));
        let response = ui.add(
            TextEdit::singleline(&mut screen.line)
                .id(line_id())
                .event_filter(EventFilter {
                    tab: true,
                    horizontal_arrows: true,
                    vertical_arrows: true,
                    escape: false,
                })
                .font(egui::FontId::monospace(20.0))
                .hint_text(i18n.tr("train.line_hint"))
                .desired_width(360.0),
        );
        let response = response.labelled_by(label.id);
        if screen.focus_line {
            screen.focus_line = false;
            response.request_focus();
        } else if screen.release_line {
            screen.release_line = false;
            response.surrender_focus();
        }
        if screen.cursor_to_end {
            screen.cursor_to_end = false;
            move_cursor_to_end(ui.ctx(), &screen.line);
        }
        if screen.select_line {
            screen.select_line = false;
            select_all(ui.ctx(), &screen.line);
        }
        if response.has_focus()
            && ui.input(|input| input.key_pressed(Key::Tab))
            && let Some(completed) = actions::complete_in(&screen.line, &vocabulary, local)
        {
            screen.line = completed;
            move_cursor_to_end(ui.ctx(), &screen.line);
        }
        let entered = response.lost_focus() && ui.input(|input| input.key_pressed(Key::Enter));
        if entered {
            submit_line(screen, training, i18n, commands);
            // A bare pay at a table paid in chips opened the tray: its keys are the tray's.
            screen.focus_line = screen.tray.is_none();
        }
        let suggestions = actions::suggestions(&screen.line, &vocabulary);
        let tips = if suggestions.is_empty() {
            i18n.tr("train.line_tips").to_string()
        } else {
            let shown: Vec<&str> = suggestions.into_iter().take(5).collect();
            i18n.trf("train.suggestions", &[("list", &shown.join(", "))])
        };
        ui.add(egui::Label::new(RichText::new(tips).color(theme::weak())).truncate());
    });
    line_error_ui(ui, screen.line_error.as_ref(), i18n);
}

/// Why the typed line was not taken, told in the language on show. The error has a row of its
/// own, kept empty without one, so it never resizes the table.
fn line_error_ui(ui: &mut egui::Ui, error: Option<&Told>, i18n: &I18n) {
    let row = ui.text_style_height(&egui::TextStyle::Body);
    let error = error.map(|told| told.tell(i18n)).unwrap_or_default();
    ui.add_sized(
        [ui.available_width(), row],
        egui::Label::new(RichText::new(error).color(theme::BAD)).truncate(),
    );
}

/// Selects the whole action line.
fn select_all(ctx: &egui::Context, text: &str) {
    if let Some(mut state) = egui::TextEdit::load_state(ctx, line_id()) {
        let end = egui::text::CCursor::new(text.chars().count());
        state
            .cursor
            .set_char_range(Some(egui::text::CCursorRange::two(
                egui::text::CCursor::new(0),
                end,
            )));
        state.store(ctx, line_id());
    }
}

fn move_cursor_to_end(ctx: &egui::Context, text: &str) {
    if let Some(mut state) = egui::TextEdit::load_state(ctx, line_id()) {
        let end = egui::text::CCursor::new(text.chars().count());
        state
            .cursor
            .set_char_range(Some(egui::text::CCursorRange::one(end)));
        state.store(ctx, line_id());
    }
}

/// A pay typed at a table paid in chips: bare (`pagar 5`) it opens the tray; with its chips
/// (`pagar 5 1x25 4x5`) it pays them, each a chip of the table. Chips typed where payouts are
/// not cut from chips, or after anything but a bare pay, are refused with the reason.
fn pay_typed(
    screen: &mut TrainScreen,
    training: TrainingView,
    action: Action,
    chips: Option<Vec<crate::core::chips::Stack>>,
    commands: &mut Vec<Command>,
) {
    let profile = &training.session.game().scenario.profile;
    let in_chips = training.session.paid_in_chips();
    let problem = match (action, chips) {
        (Action::Pay(place, None), None) if in_chips => {
            screen.line.clear();
            screen.line_error = None;
            open_tray(screen, place);
            return;
        }
        (action, None) => {
            commands.push(Command::Choose(action));
            screen.line.clear();
            screen.line_error = None;
            return;
        }
        (_, Some(_)) if !in_chips => Told::text("train.chips_off"),
        (Action::Pay(place, None), Some(chips)) => {
            let values = profile.chip_values();
            match chips.iter().find(|stack| !values.contains(&stack.value)) {
                Some(stack) => {
                    Told::text("train.no_such_chip").and("value", Told::Chip(stack.value))
                }
                None => {
                    commands.push(Command::PayChips(place, chips));
                    screen.line.clear();
                    screen.line_error = None;
                    return;
                }
            }
        }
        (_, Some(_)) => Told::text("train.chips_not_a_pay"),
    };
    screen.line_error = Some(problem);
    screen.select_line = true;
}

/// Enter in the action line: a well-formed action is chosen; anything else is explained.
fn submit_line(
    screen: &mut TrainScreen,
    training: TrainingView,
    i18n: &I18n,
    commands: &mut Vec<Command>,
) {
    let text = screen.line.trim().to_string();
    if text.is_empty() {
        return;
    }
    let profile = &training.session.game().scenario.profile;
    let places = profile.places;
    let mark = i18n.lang().decimal_mark();
    // `pagar 5 1x25 4x5 3x0,25`: the chips after the pay, in the trainee's words too.
    let (text, chips) = match crate::core::action::split_chips(&text, mark) {
        Ok(Some((head, chips))) => (head, Some(chips)),
        Ok(None) => (text, None),
        Err(error) => {
            screen.line_error = Some(Told::with(
                "train.not_chips",
                &[("text", &text), ("column", &error.column.to_string())],
            ));
            screen.select_line = true;
            return;
        }
    };
    let read = actions::parse_typed(&text, mark).or_else(|error| {
        Words::shared(i18n)
            .read(&text)
            .and_then(|said| actions::parse_typed(&said, mark).ok())
            .ok_or(error)
    });
    match read {
        Ok(action) if action.place().is_some_and(|place| place > places) => {
            screen.line_error = Some(Told::with(
                "train.place_out_of_range",
                &[("max", &places.to_string())],
            ));
            screen.select_line = true;
        }
        Ok(action) if chips.is_some() || matches!(action, Action::Pay(_, None)) => {
            pay_typed(screen, training, action, chips, commands);
        }
        Ok(action) => {
            commands.push(Command::Choose(action));
            screen.line.clear();
            screen.line_error = None;
        }
        Err(error) => {
            screen.line_error = Some(Told::with(
                "train.not_an_action",
                &[("text", &text), ("column", &error.column.to_string())],
            ));
            screen.select_line = true;
        }
    }
}

// Presenter mode (issue 34): the instructor's machine on the classroom projector. The table
// takes the window, the class calls the next action aloud, the instructor enters what the
// class called, and the correction (and the table after the action) stays hidden until the
// instructor shows it with F6, so the class commits to an answer before it sees the verdict.

/// F5 turns presenter mode on or off; F6 shows the correction held back.
fn presenter_key(screen: &mut TrainScreen, does: Does) {
    if does == Does::Presenter {
        screen.presenter = !screen.presenter;
    }
    screen.held = None;
}

/// The presenter's side panel is narrower than the trainer's: the table is what the class
/// reads.
fn presenter_side_width(window_width: f32) -> f32 {
    (window_width * 0.2).clamp(240.0, 380.0)
}

/// The presenter's panel: the step, what the class is asked, then either the action noted
/// with the key that shows its correction, or the correction.
fn presenter_side_ui(ui: &mut egui::Ui, screen: &TrainScreen, session: &Session, i18n: &I18n) {
    let (round, step) = screen
        .held
        .as_ref()
        .map_or_else(|| session.position(), |held| held.position);
    ui.label(
        RichText::new(i18n.trf(
            "train.presenter_step",
            &[("round", &round.to_string()), ("step", &step.to_string())],
        ))
        .font(theme::bold_font(22.0)),
    );
    ui.add_space(6.0);
    ui.label(
        RichText::new(i18n.tr("train.presenter_title"))
            .font(theme::bold_font(16.0))
            .color(theme::GOLD),
    );
    ui.add_space(10.0);
    if screen.held.is_some() {
        egui::Frame::new()
            .fill(theme::PANEL_EDGE)
            .corner_radius(6.0)
            .inner_margin(10.0)
            .show(ui, |ui| {
                ui.label(
                    RichText::new(i18n.tr("train.presenter_noted"))
                        .font(theme::bold_font(18.0))
                        .color(theme::TEXT),
                );
                ui.label(RichText::new(i18n.tr("train.presenter_reveal")).color(theme::GOLD));
            });
    } else {
        let asked = match &screen.feedback {
            Some(Feedback::Wrong { .. }) | None => "train.presenter_call",
            Some(_) => "train.presenter_call_next",
        };
        ui.label(RichText::new(i18n.tr(asked)).font(theme::bold_font(18.0)));
        ui.add_space(8.0);
        feedback_ui(ui, session, screen.feedback.as_ref(), i18n);
        if let Some(hint) = screen.hint {
            hint_ui(ui, session, hint, i18n);
        }
    }
    ui.with_layout(Layout::bottom_up(Align::Min), |ui| {
        ui.label(RichText::new(i18n.tr("train.presenter_keys")).color(theme::weak()));
    });
}
