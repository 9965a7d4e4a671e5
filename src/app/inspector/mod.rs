//! The inspector's screen: build the disputed hand as the inspector knows it (table, bets, the
//! cards in shoe order with a card entry like `9D`, reordering and deleting, a pasted list;
//! optionally what the dealer did and who held the shoe or the Bottone), and read its
//! reconstruction beside it: which card went to which hand, every decision with its rule, the
//! result and payout of every place, and against the dealer's actions every mistake and the
//! money difference per place. Saves the case (scenario + actions) and the printable report.
//! The case itself, its checks and its reconstruction live in [`crate::inspect::case`].

use std::path::{Path, PathBuf};

use egui::{Align2, Key, Modifiers, RichText, ScrollArea, Sense, TextEdit, vec2};

use super::file_dialog::FileDialogTask;
use super::i18n::I18n;
use super::{Command, Screen, ScreenCtx, cards, table, theme, tools};
use crate::core::card::Card;
use crate::core::procedure::Owner;
use crate::core::round::RoundState;
use crate::core::view::{CardView, Face, TableView};
use crate::core::{Action, Declaration, Profiles, Side, TableKind, Winner};
use crate::inspect::case::{self, BetDraft, Case, CaseDraft, Field, Problem};

/// Shortcuts of this screen, for the F1 panel.
pub const KEYS: [(&str, &str); 7] = [
    ("F1", "help.f1"),
    ("Enter", "help.inspector_add_card"),
    ("← →", "help.inspector_pick_card"),
    ("Alt+← Alt+→", "help.inspector_move_card"),
    ("Delete", "help.inspector_delete_card"),
    ("Ctrl+S", "help.inspector_save"),
    ("Esc", "help.back"),
];

/// The inspector screen's state: the case being edited and the files it goes to.
#[derive(Default)]
pub struct InspectorScreen {
    pub draft: CaseDraft,
    /// The last draft reconstructed and what came of it.
    cache: Option<(CaseDraft, Result<Case, Vec<Problem>>)>,
    /// The card entry (`9D`, or several: `9D KH 4S`).
    pub card_entry: String,
    pub card_error: Option<String>,
    /// A pasted list of cards.
    pub paste: String,
    pub paste_error: Option<String>,
    /// The selected card of the shoe list.
    pub selected_card: Option<usize>,
    pub inspector: String,
    pub case_path: String,
    pub report_path: String,
    pub open_path: String,
    /// The last save, export or open: (good, message).
    pub message: Option<(bool, String)>,
    /// The inspector has typed or picked something (or opened a case): only then are the
    /// draft's problems shown, not on an empty form.
    pub touched: bool,
    case_dialog: FileDialogTask,
    report_dialog: FileDialogTask,
    open_dialog: FileDialogTask,
    focus_card_entry: bool,
}

impl InspectorScreen {
    /// The reconstruction of the current draft (rebuilt only when the draft changed).
    pub fn case(&mut self, profiles: &Profiles) -> &Result<Case, Vec<Problem>> {
        if self
            .cache
            .as_ref()
            .is_some_and(|(draft, _)| *draft != self.draft)
        {
            self.cache = None;
        }
        let (_, built) = self
            .cache
            .get_or_insert_with(|| (self.draft.clone(), self.draft.build(profiles)));
        built
    }

    /// Adds the card(s) typed in the entry after the selected card (or at the end).
    pub fn add_cards(&mut self, text: &str) -> Result<usize, case::CardListError> {
        let cards = case::parse_cards(text)?;
        let at = self
            .selected_card
            .map_or(self.draft.cards.len(), |selected| {
                (selected + 1).min(self.draft.cards.len())
            });
        let count = cards.len();
        for (offset, card) in cards.into_iter().enumerate() {
            self.draft.cards.insert(at + offset, card);
        }
        if count > 0 {
            self.selected_card = Some(at + count - 1);
        }
        Ok(count)
    }

    /// Moves the selected card one place earlier (`-1`) or later (`1`) in the shoe.
    pub fn move_card(&mut self, delta: isize) {
        let Some(selected) = self.selected_card else {
            return;
        };
        let target = selected as isize + delta;
        if target < 0 || target as usize >= self.draft.cards.len() {
            return;
        }
        self.draft.cards.swap(selected, target as usize);
        self.selected_card = Some(target as usize);
    }

    /// Deletes the selected card; the next one (or the last) is selected.
    pub fn delete_card(&mut self) {
        let Some(selected) = self.selected_card else {
            return;
        };
        if selected < self.draft.cards.len() {
            self.draft.cards.remove(selected);
        }
        self.selected_card = if self.draft.cards.is_empty() {
            None
        } else {
            Some(selected.min(self.draft.cards.len() - 1))
        };
    }

    /// Shows a case read from `path`: its draft, and the files it saves to.
    pub fn opened(&mut self, draft: CaseDraft, path: &Path) {
        self.draft = draft;
        self.selected_card = None;
        self.case_path = path.display().to_string();
        self.report_path = path.with_extension("html").display().to_string();
        self.message = None;
        self.touched = true;
    }
}

pub fn inspector_ui(
    ui: &mut egui::Ui,
    screen: &mut InspectorScreen,
    ctx: &ScreenCtx,
) -> Vec<Command> {
    let mut commands = Vec::new();
    let (i18n, profiles) = (ctx.i18n, ctx.profiles);
    tools::top_bar_ui(
        ui,
        i18n,
        &i18n.tr("inspector.title"),
        &i18n.tr("inspector.subtitle"),
        Screen::Start,
        &mut commands,
    );
    let before = screen.draft.clone();
    keys(ui, screen, &mut commands);
    let width = (ui.ctx().content_rect().width() * 0.5).clamp(540.0, 820.0);
    egui::Panel::left("inspector-editor")
        .resizable(false)
        .exact_size(width)
        .frame(theme::side_frame())
        .show(ui, |ui| {
            // The last save, export or open, pinned above the form where the eye is.
            if let Some((good, message)) = &screen.message {
                tools::notice_ui(ui, message, *good);
                ui.add_space(4.0);
            }
            ScrollArea::vertical()
                .id_salt("inspector-editor-scroll")
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    editor_ui(ui, screen, profiles, i18n, &mut commands)
                });
        });
    if screen.draft != before {
        screen.touched = true;
    }
    egui::CentralPanel::default_margins().show(ui, |ui| {
        ScrollArea::both()
            .id_salt("inspector-reconstruction")
            .auto_shrink([false, false])
            .show(ui, |ui| reconstruction_ui(ui, screen, profiles, i18n));
    });
    commands
}

/// With no text field in use: ← → pick a card, Alt+← → move it, Delete removes it; Ctrl+S saves.
fn keys(ui: &mut egui::Ui, screen: &mut InspectorScreen, commands: &mut Vec<Command>) {
    if ui.input_mut(|input| input.consume_key(Modifiers::COMMAND, Key::S)) {
        commands.push(Command::SaveCase);
    }
    if ui.ctx().egui_wants_keyboard_input() || screen.draft.cards.is_empty() {
        return;
    }
    let last = screen.draft.cards.len() - 1;
    ui.input_mut(|input| {
        if input.consume_key(Modifiers::ALT, Key::ArrowLeft) {
            screen.move_card(-1);
        }
        if input.consume_key(Modifiers::ALT, Key::ArrowRight) {
            screen.move_card(1);
        }
        if input.consume_key(Modifiers::NONE, Key::ArrowLeft) {
            screen.selected_card =
                Some(screen.selected_card.map_or(last, |at| at.saturating_sub(1)));
        }
        if input.consume_key(Modifiers::NONE, Key::ArrowRight) {
            screen.selected_card = Some(screen.selected_card.map_or(0, |at| (at + 1).min(last)));
        }
        if input.consume_key(Modifiers::NONE, Key::Delete)
            || input.consume_key(Modifiers::NONE, Key::Backspace)
        {
            screen.delete_card();
        }
    });
}

fn section(ui: &mut egui::Ui, title: &str) {
    ui.add_space(10.0);
    ui.label(
        RichText::new(title)
            .font(theme::bold_font(17.0))
            .color(theme::GOLD),
    );
    ui.add_space(2.0);
}

/// A problem of the draft in the user's language.
fn said(i18n: &I18n, problem: &Problem) -> String {
    match &problem.why {
        Some(why) => crate::explain::problem(i18n, why, &problem.message),
        None => problem.message.clone(),
    }
}

/// A bad entry of a typed card list, in the user's language.
fn card_error(i18n: &I18n, error: &case::CardListError) -> String {
    i18n.trf(
        "problem.card_not_read",
        &[
            ("number", &error.number.to_string()),
            ("text", &error.text),
            ("line", &error.line.to_string()),
            ("column", &error.column.to_string()),
        ],
    )
}

fn problems_of<'a>(problems: &'a [Problem], wanted: &dyn Fn(Field) -> bool) -> Vec<&'a Problem> {
    problems
        .iter()
        .filter(|problem| wanted(problem.field))
        .collect()
}

fn editor_ui(
    ui: &mut egui::Ui,
    screen: &mut InspectorScreen,
    profiles: &Profiles,
    i18n: &I18n,
    commands: &mut Vec<Command>,
) {
    let touched = screen.touched;
    let problems: Vec<Problem> = match screen.case(profiles) {
        Err(problems) if touched => problems.clone(),
        _ => Vec::new(),
    };
    let owners = card_owners(screen, profiles);
    let kind = screen
        .draft
        .profile(profiles)
        .map_or(TableKind::Casilleros, |profile| profile.kind);

    section(ui, &i18n.tr("inspector.the_hand"));
    hand_ui(ui, screen, profiles, i18n, kind, &problems);
    show_problems(ui, i18n, &problems, &|field| {
        field == Field::Profile || field == Field::Declaration
    });

    section(ui, &i18n.tr("inspector.bets"));
    bets_ui(ui, screen, i18n, kind, &problems);

    section(ui, &i18n.tr("inspector.cards"));
    ui.label(
        RichText::new(i18n.tr("inspector.cards_about"))
            .color(theme::weak())
            .size(13.0),
    );
    cards_ui(ui, screen, i18n, kind, &owners);
    show_problems(ui, i18n, &problems, &|field| {
        matches!(field, Field::Card(_) | Field::Cards)
    });

    section(ui, &i18n.tr("inspector.dealer_did"));
    ui.label(
        RichText::new(i18n.tr("inspector.dealer_did_about"))
            .color(theme::weak())
            .size(13.0),
    );
    dealer_actions_ui(ui, screen, i18n, &problems);

    section(ui, &i18n.tr("inspector.files"));
    files_ui(ui, screen, i18n, commands);
}

/// The problems of the fields `wanted`, under them.
fn show_problems(
    ui: &mut egui::Ui,
    i18n: &I18n,
    problems: &[Problem],
    wanted: &dyn Fn(Field) -> bool,
) {
    for problem in problems_of(problems, wanted) {
        tools::field_problem_ui(ui, &said(i18n, problem));
    }
}

/// Where each card of the shoe list goes in the reconstruction (unknown while the case has
/// problems).
fn card_owners(screen: &mut InspectorScreen, profiles: &Profiles) -> Vec<Destination> {
    let count = screen.draft.cards.len();
    match screen.case(profiles) {
        Ok(case) => {
            let order = case
                .plans
                .first()
                .map(|plan| plan.shoe_order.clone())
                .unwrap_or_default();
            (0..count)
                .map(|index| {
                    order
                        .get(index)
                        .map_or(Destination::Unused, |owner| Destination::Hand(*owner))
                })
                .collect()
        }
        Err(_) => vec![Destination::Unknown; count],
    }
}

/// The case's title, the table, and per table kind the holder, the seats, the declaration.
fn hand_ui(
    ui: &mut egui::Ui,
    screen: &mut InspectorScreen,
    profiles: &Profiles,
    i18n: &I18n,
    kind: TableKind,
    problems: &[Problem],
) {
    let show = |ui: &mut egui::Ui, wanted: &dyn Fn(Field) -> bool| {
        show_problems(ui, i18n, problems, wanted)
    };
    egui::Grid::new("inspector-hand")
        .num_columns(2)
        .spacing([14.0, 8.0])
        .show(ui, |ui| {
            let label = ui.label(i18n.tr("inspector.case_title"));
            ui.add(
                TextEdit::singleline(&mut screen.draft.title)
                    .hint_text(i18n.tr("inspector.case_title_hint"))
                    .desired_width((ui.available_width() - 8.0).max(240.0)),
            )
            .labelled_by(label.id);
            ui.end_row();
            ui.label(i18n.tr("inspector.table"));
            // One button a line: three house names do not fit side by side at 1024 px.
            ui.vertical(|ui| {
                for profile in profiles.all() {
                    let selected = screen.draft.profile == profile.id;
                    if ui
                        .add(egui::Button::selectable(selected, &profile.name))
                        .clicked()
                        && !selected
                    {
                        screen.draft.profile = profile.id.clone();
                        if profile.kind != TableKind::Venezia {
                            screen.draft.declaration = None;
                        }
                    }
                }
            });
            ui.end_row();
            if kind != TableKind::Casilleros {
                let key = if kind == TableKind::Venezia {
                    "inspector.button_at"
                } else {
                    "inspector.shoe_at"
                };
                let label = ui.label(i18n.tr(key));
                ui.vertical(|ui| {
                    ui.add(
                        TextEdit::singleline(&mut screen.draft.holder)
                            .hint_text("1")
                            .desired_width(60.0),
                    )
                    .labelled_by(label.id);
                    show(ui, &|field| field == Field::Holder);
                });
                ui.end_row();
                let label = ui.label(i18n.tr("inspector.seats"));
                ui.vertical(|ui| {
                    ui.add(
                        TextEdit::singleline(&mut screen.draft.seats)
                            .hint_text(i18n.tr("inspector.seats_hint"))
                            .desired_width(200.0),
                    )
                    .labelled_by(label.id);
                    show(ui, &|field| field == Field::Seats);
                });
                ui.end_row();
            }
            if kind == TableKind::Venezia {
                ui.label(i18n.tr("inspector.declaration"));
                ui.horizontal(|ui| {
                    for (value, key) in [
                        (None, "inspector.declaration_none"),
                        (Some(Declaration::Carta), "inspector.carta"),
                        (Some(Declaration::NoCarta), "inspector.no_carta"),
                    ] {
                        if ui
                            .add(egui::Button::selectable(
                                screen.draft.declaration == value,
                                i18n.tr(key),
                            ))
                            .clicked()
                        {
                            screen.draft.declaration = value;
                        }
                    }
                });
                ui.end_row();
            }
        });
}

/// What the dealer did, one action a line, with the problems at their line and column.
fn dealer_actions_ui(
    ui: &mut egui::Ui,
    screen: &mut InspectorScreen,
    i18n: &I18n,
    problems: &[Problem],
) {
    let label = ui.label(i18n.tr("inspector.actions"));
    ui.add(
        TextEdit::multiline(&mut screen.draft.actions)
            .font(egui::TextStyle::Monospace)
            .hint_text("draw 2\ndraw 3\n…")
            .desired_rows(6)
            .desired_width(f32::INFINITY),
    )
    .labelled_by(label.id);
    for problem in problems_of(problems, &|field| field == Field::Actions) {
        let text = match (problem.line, problem.column) {
            (Some(line), Some(column)) => i18n.trf(
                "inspector.at_line",
                &[
                    ("line", &line.to_string()),
                    ("column", &column.to_string()),
                    ("message", &problem.message),
                ],
            ),
            _ => problem.message.clone(),
        };
        tools::field_problem_ui(ui, &text);
    }
}

fn bets_ui(
    ui: &mut egui::Ui,
    screen: &mut InspectorScreen,
    i18n: &I18n,
    kind: TableKind,
    problems: &[Problem],
) {
    let at_table = i18n.at_table(kind);
    let (punto, banca) = (at_table.tr("hand.punto").into_owned(), i18n.banca(kind));
    let tie = super::quiz::text::capitalized(&at_table.tr("table.tie"));
    let sides: Vec<(Side, &str)> = match kind {
        TableKind::Casilleros => vec![(Side::Punto, &punto), (Side::Banca, &banca)],
        _ => vec![
            (Side::Punto, &punto),
            (Side::Banca, &banca),
            (Side::Empate, &tie),
        ],
    };
    let place_word = match kind {
        TableKind::Casilleros => i18n.tr("inspector.box"),
        _ => i18n.tr("inspector.seat"),
    };
    let mut remove = None;
    for (index, bet) in screen.draft.bets.iter_mut().enumerate() {
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing.x = 6.0;
            let label = ui.label(&*place_word);
            ui.add(TextEdit::singleline(&mut bet.place).desired_width(32.0))
                .labelled_by(label.id);
            for &(side, name) in &sides {
                if ui
                    .add(egui::Button::selectable(bet.side == side, name))
                    .clicked()
                {
                    bet.side = side;
                }
            }
            let label = ui.label(i18n.tr("inspector.amount"));
            ui.add(
                TextEdit::singleline(&mut bet.amount)
                    .hint_text("25")
                    .desired_width(68.0),
            )
            .labelled_by(label.id);
            if ui
                .button(i18n.tr("inspector.remove"))
                .on_hover_text(i18n.tr("inspector.remove_bet"))
                .clicked()
            {
                remove = Some(index);
            }
        });
        for problem in problems.iter().filter(|problem| {
            matches!(problem.field,
                Field::BetPlace(at) | Field::BetAmount(at) | Field::BetSide(at) if at == index)
        }) {
            tools::field_problem_ui(ui, &said(i18n, problem));
        }
    }
    if let Some(index) = remove {
        screen.draft.bets.remove(index);
    }
    for problem in problems
        .iter()
        .filter(|problem| problem.field == Field::Bets)
    {
        tools::field_problem_ui(ui, &said(i18n, problem));
    }
    if ui.button(i18n.tr("inspector.add_bet")).clicked() {
        let next_side = Side::Punto;
        screen.draft.bets.push(BetDraft {
            side: next_side,
            ..BetDraft::default()
        });
    }
}

const SMALL_CARD: f32 = 54.0;

/// Where a card of the shoe list went, as far as the reconstruction knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Destination {
    Hand(Owner),
    /// After the hand's last card: the next cards of the shoe.
    Unused,
    /// The hand cannot be reconstructed yet (a problem elsewhere).
    Unknown,
}

fn owner_short(i18n: &I18n, owner: Owner, kind: TableKind) -> String {
    match owner {
        Owner::Box(place) => i18n.place_label(kind, place),
        Owner::Punto => i18n.tr("hand.punto").into_owned(),
        Owner::Banca => i18n.banca(kind),
    }
}

fn cards_ui(
    ui: &mut egui::Ui,
    screen: &mut InspectorScreen,
    i18n: &I18n,
    kind: TableKind,
    owners: &[Destination],
) {
    let mut clicked = None;
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = vec2(6.0, 8.0);
        for (index, card) in screen.draft.cards.iter().enumerate() {
            let owner = owners.get(index).copied().unwrap_or(Destination::Unknown);
            let selected = screen.selected_card == Some(index);
            if card_chip_ui(ui, index, *card, owner, selected, i18n, kind).clicked() {
                clicked = Some(index);
            }
        }
    });
    if let Some(index) = clicked {
        screen.selected_card = if screen.selected_card == Some(index) {
            None
        } else {
            Some(index)
        };
    }
    if screen.draft.cards.is_empty() {
        ui.label(RichText::new(i18n.tr("inspector.no_cards")).color(theme::weak()));
    }
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(i18n.tr("inspector.card"));
        let entry = ui
            .add(
                TextEdit::singleline(&mut screen.card_entry)
                    .hint_text("9D")
                    .desired_width(90.0)
                    .font(theme::font(18.0)),
            )
            .labelled_by(label.id);
        if screen.focus_card_entry {
            screen.focus_card_entry = false;
            entry.request_focus();
        }
        let entered = entry.lost_focus() && ui.input(|input| input.key_pressed(Key::Enter));
        if ui.button(i18n.tr("inspector.add_card")).clicked() || entered {
            let text = screen.card_entry.clone();
            match screen.add_cards(&text) {
                Ok(_) => {
                    screen.card_entry.clear();
                    screen.card_error = None;
                }
                Err(error) => screen.card_error = Some(card_error(i18n, &error)),
            }
            if entered {
                screen.focus_card_entry = true;
            }
        }
        let has = screen.selected_card.is_some();
        if ui
            .add_enabled(has, egui::Button::new(i18n.tr("inspector.earlier")))
            .on_hover_text(i18n.keys("Alt+←"))
            .clicked()
        {
            screen.move_card(-1);
        }
        if ui
            .add_enabled(has, egui::Button::new(i18n.tr("inspector.later")))
            .on_hover_text(i18n.keys("Alt+→"))
            .clicked()
        {
            screen.move_card(1);
        }
        if ui
            .add_enabled(has, egui::Button::new(i18n.tr("inspector.delete")))
            .on_hover_text(i18n.keys("Delete"))
            .clicked()
        {
            screen.delete_card();
        }
    });
    if let Some(error) = &screen.card_error {
        tools::field_problem_ui(ui, error);
    }
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(i18n.tr("inspector.paste"));
        ui.add(
            TextEdit::multiline(&mut screen.paste)
                .hint_text("6H AC TH AD 2D KS …")
                .desired_rows(2)
                .desired_width(300.0),
        )
        .labelled_by(label.id);
        ui.vertical(|ui| {
            if ui.button(i18n.tr("inspector.add_list")).clicked() {
                let text = screen.paste.clone();
                match screen.add_cards(&text) {
                    Ok(_) => {
                        screen.paste.clear();
                        screen.paste_error = None;
                    }
                    Err(error) => screen.paste_error = Some(card_error(i18n, &error)),
                }
            }
            if ui.button(i18n.tr("inspector.clear_cards")).clicked() {
                screen.draft.cards.clear();
                screen.selected_card = None;
            }
        });
    });
    if let Some(error) = &screen.paste_error {
        tools::field_problem_ui(ui, error);
    }
}

/// One card of the shoe list: its number, the card, and the hand it went to.
fn card_chip_ui(
    ui: &mut egui::Ui,
    index: usize,
    card: Card,
    owner: Destination,
    selected: bool,
    i18n: &I18n,
    kind: TableKind,
) -> egui::Response {
    let size = vec2(SMALL_CARD + 14.0, SMALL_CARD * 1.42 + 36.0);
    let (rect, response) = ui.allocate_exact_size(size, Sense::click());
    let owner_text = match owner {
        Destination::Hand(owner) => owner_short(i18n, owner, kind),
        Destination::Unused => i18n.tr("inspector.unused").to_string(),
        Destination::Unknown => String::new(),
    };
    let label = match owner {
        Destination::Unknown => i18n.trf(
            "inspector.card_label_plain",
            &[("n", &(index + 1).to_string()), ("card", &card.to_string())],
        ),
        _ => i18n.trf(
            "inspector.card_label",
            &[
                ("n", &(index + 1).to_string()),
                ("card", &card.to_string()),
                ("to", &owner_text),
            ],
        ),
    };
    response.widget_info(|| egui::WidgetInfo::selected(egui::Role::Button, true, selected, &label));
    let painter = ui.painter_at(rect.expand(2.0));
    if selected || response.has_focus() {
        painter.rect_stroke(
            rect,
            6.0,
            egui::Stroke::new(2.5, theme::SELECTED),
            egui::StrokeKind::Inside,
        );
    } else if response.hovered() {
        painter.rect_stroke(
            rect,
            6.0,
            egui::Stroke::new(1.0, theme::GOLD),
            egui::StrokeKind::Inside,
        );
    }
    painter.text(
        rect.center_top() + vec2(0.0, 2.0),
        Align2::CENTER_TOP,
        (index + 1).to_string(),
        theme::bold_font(12.0),
        theme::weak(),
    );
    let card_rect = egui::Rect::from_min_size(
        rect.min + vec2(7.0, 16.0),
        vec2(SMALL_CARD, SMALL_CARD * 1.42),
    );
    cards::paint_card(
        &painter,
        card_rect,
        CardView {
            card,
            face: Face::Up,
        },
    );
    painter.text(
        rect.center_bottom() - vec2(0.0, 3.0),
        Align2::CENTER_BOTTOM,
        owner_text,
        theme::font(11.0),
        if matches!(owner, Destination::Hand(_)) {
            theme::TEXT
        } else {
            theme::weak()
        },
    );
    response
}

fn files_ui(
    ui: &mut egui::Ui,
    screen: &mut InspectorScreen,
    i18n: &I18n,
    commands: &mut Vec<Command>,
) {
    ui.horizontal(|ui| {
        let label = ui.label(i18n.tr("inspector.inspector_name"));
        ui.add(
            TextEdit::singleline(&mut screen.inspector)
                .hint_text(i18n.tr("inspector.inspector_hint"))
                .desired_width(300.0),
        )
        .labelled_by(label.id);
    });
    tools::path_field_ui(
        ui,
        i18n,
        &i18n.tr("inspector.case_file"),
        &mut screen.case_path,
        &mut screen.case_dialog,
        tools::save_dialog(
            &i18n.tr("inspector.save_title"),
            "Tallador (RON)",
            "ron",
            "case.ron",
        ),
    );
    if ui
        .add(egui::Button::new(i18n.tr("inspector.save")).shortcut_text("Ctrl+S"))
        .clicked()
    {
        commands.push(Command::SaveCase);
    }
    tools::path_field_ui(
        ui,
        i18n,
        &i18n.tr("inspector.report_file"),
        &mut screen.report_path,
        &mut screen.report_dialog,
        tools::save_dialog(
            &i18n.tr("inspector.report_title"),
            "HTML",
            "html",
            "reconstruction.html",
        ),
    );
    if ui.button(i18n.tr("inspector.export_report")).clicked() {
        commands.push(Command::ExportReport);
    }
    ui.add_space(6.0);
    tools::path_field_ui(
        ui,
        i18n,
        &i18n.tr("inspector.open_file"),
        &mut screen.open_path,
        &mut screen.open_dialog,
        tools::open_ron_dialog(&i18n.tr("inspector.open_title")),
    );
    if ui
        .add_enabled(
            !screen.open_path.trim().is_empty(),
            egui::Button::new(i18n.tr("inspector.open")),
        )
        .clicked()
    {
        commands.push(Command::OpenCase(PathBuf::from(screen.open_path.trim())));
    }
}

/// A problem with the field it is in, for the list beside the editor.
fn problem_text(i18n: &I18n, problem: &Problem) -> String {
    let number = |index: usize| (index + 1).to_string();
    let place = match problem.field {
        Field::Profile => i18n.tr("inspector.table").to_string(),
        Field::BetPlace(index) | Field::BetAmount(index) | Field::BetSide(index) => {
            i18n.trf("inspector.where_bet", &[("n", &number(index))])
        }
        Field::Bets => i18n.tr("inspector.bets").to_string(),
        Field::Seats => i18n.tr("inspector.seats").to_string(),
        Field::Holder => i18n.tr("inspector.where_holder").to_string(),
        Field::Declaration => i18n.tr("inspector.declaration").to_string(),
        Field::Card(index) => i18n.trf("inspector.where_card", &[("n", &number(index))]),
        Field::Cards => i18n.tr("inspector.where_cards").to_string(),
        Field::Actions => match (problem.line, problem.column) {
            (Some(line), Some(column)) => i18n.trf(
                "inspector.where_action",
                &[("line", &line.to_string()), ("column", &column.to_string())],
            ),
            _ => i18n.tr("inspector.actions").to_string(),
        },
    };
    format!("{place}: {}", said(i18n, problem))
}

/// The table with every card out and nothing settled: the hands as they finished.
fn table_after_the_cards(case: &Case) -> Option<TableView> {
    let plan = case.plans.first()?;
    let spec = case.scenario.rounds.first()?;
    let mut state = RoundState::new(plan.clone());
    for (index, step) in plan.steps.iter().enumerate() {
        let settles = matches!(
            step.action,
            Action::Collect(_)
                | Action::Pay(..)
                | Action::Commission(..)
                | Action::Encart(_)
                | Action::Discard(_)
                | Action::PassShoe(_)
                | Action::PassButton(_)
        );
        if !settles {
            state.complete(index);
        }
    }
    Some(TableView::of(spec, &state, case.scenario.profile.places))
}

fn reconstruction_ui(
    ui: &mut egui::Ui,
    screen: &mut InspectorScreen,
    profiles: &Profiles,
    i18n: &I18n,
) {
    let touched = screen.touched;
    let case = match screen.case(profiles) {
        Ok(case) => case.clone(),
        Err(_) if !touched => {
            ui.heading(i18n.tr("inspector.reconstruction"));
            ui.label(RichText::new(i18n.tr("inspector.start_typing")).color(theme::weak()));
            return;
        }
        Err(problems) => {
            ui.heading(i18n.tr("inspector.reconstruction"));
            tools::notice_ui(
                ui,
                &i18n.trf("inspector.problems", &[("n", &problems.len().to_string())]),
                false,
            );
            ui.add_space(6.0);
            for problem in problems.clone() {
                tools::field_problem_ui(ui, &problem_text(i18n, &problem));
            }
            return;
        }
    };
    let kind = case.scenario.profile.kind;
    let Some(plan) = case.plans.first() else {
        return;
    };
    ui.heading(i18n.tr("inspector.reconstruction"));
    if let Some(view) = table_after_the_cards(&case) {
        let width = ui.available_width();
        let height = (width * 0.62).clamp(300.0, 640.0);
        let (rect, _) = ui.allocate_exact_size(vec2(width, height), Sense::hover());
        let mut child = ui.new_child(egui::UiBuilder::new().max_rect(rect));
        let _ = table::table_ui(&mut child, &view, i18n, None, false);
    }
    match &case.audit {
        Some(audit) => dealer_ui(ui, audit, kind, i18n),
        None => {
            ui.add_space(8.0);
            ui.label(RichText::new(i18n.tr("inspector.no_actions")).color(theme::weak()));
        }
    }
    section(ui, &i18n.tr("inspector.results"));
    grid_ui(
        ui,
        i18n,
        "inspector-results",
        &[
            "inspector.place",
            "inspector.winner",
            "inspector.paid",
            "inspector.collected",
            "inspector.commission",
        ],
        |ui| {
            for result in &plan.results {
                ui.label(i18n.place_label(kind, result.place));
                ui.label(match result.winner {
                    Winner::Punto => i18n.tr("table.won_punto"),
                    Winner::Banca => i18n.tr("table.won_banca"),
                    Winner::Tie => i18n.tr("table.tie"),
                });
                ui.label(i18n.money(result.won));
                ui.label(i18n.money(result.lost));
                ui.label(i18n.money(result.commission));
                ui.end_row();
            }
        },
    );
    section(ui, &i18n.tr("inspector.hands"));
    grid_ui(
        ui,
        i18n,
        "inspector-hands",
        &["inspector.hand", "inspector.hand_cards", "inspector.total"],
        |ui| {
            for hand in &plan.hands {
                ui.label(owner_short(i18n, hand.owner, kind));
                let cards: Vec<String> = hand.cards.iter().map(Card::to_string).collect();
                ui.label(RichText::new(cards.join(" ")).monospace());
                ui.label(
                    RichText::new(hand.total().to_string())
                        .font(theme::bold_font(15.0))
                        .color(theme::GOLD),
                );
                ui.end_row();
            }
        },
    );
    let listed = case
        .scenario
        .rounds
        .first()
        .map_or(0, |round| round.shoe.len());
    if plan.cards_used < listed {
        ui.label(
            RichText::new(i18n.trf(
                "inspector.cards_left",
                &[("n", &(listed - plan.cards_used).to_string())],
            ))
            .color(theme::weak()),
        );
    }
    if kind != TableKind::Casilleros {
        ui.label(i18n.trf(
            "inspector.holder_line",
            &[
                ("start", &plan.holder.to_string()),
                ("end", &plan.next_holder.to_string()),
            ],
        ));
    }

    section(ui, &i18n.tr("inspector.procedure"));
    grid_ui(
        ui,
        i18n,
        "inspector-steps",
        &[
            "inspector.number",
            "inspector.action",
            "inspector.in_words",
            "inspector.rule",
        ],
        |ui| {
            for (number, step) in plan.steps.iter().enumerate() {
                ui.label((number + 1).to_string());
                ui.label(RichText::new(step.action.to_string()).monospace());
                ui.label(i18n.describe(step.action, kind));
                ui.label(
                    RichText::new(step.rule.id())
                        .font(theme::bold_font(14.0))
                        .color(theme::GOLD),
                )
                .on_hover_text(i18n.rule(step.rule));
                ui.end_row();
            }
        },
    );
}

/// A striped table: a header row (each key's text, small and dim), then `rows`.
fn grid_ui(
    ui: &mut egui::Ui,
    i18n: &I18n,
    id: &str,
    headers: &[&str],
    rows: impl FnOnce(&mut egui::Ui),
) {
    egui::Grid::new(id)
        .num_columns(headers.len())
        .striped(true)
        .spacing([16.0, 4.0])
        .show(ui, |ui| {
            for key in headers {
                ui.label(
                    RichText::new(i18n.tr(key))
                        .font(theme::bold_font(14.0))
                        .color(theme::weak()),
                );
            }
            ui.end_row();
            rows(ui);
        });
}

/// The dealer's deviations and the money at each place.
fn dealer_ui(ui: &mut egui::Ui, audit: &crate::core::audit::Audit, kind: TableKind, i18n: &I18n) {
    section(ui, &i18n.tr("inspector.against_dealer"));
    if audit.is_clean() {
        tools::badge_ui(
            ui,
            true,
            &i18n.tr("inspector.no_deviation"),
            &i18n.tr("inspector.no_deviation_about"),
        );
    } else {
        tools::badge_ui(
            ui,
            false,
            &i18n.trf(
                "inspector.deviations",
                &[("n", &audit.findings.len().to_string())],
            ),
            &i18n.tr("inspector.deviations_about"),
        );
        grid_ui(
            ui,
            i18n,
            "inspector-findings",
            &[
                "inspector.step",
                "inspector.line",
                "inspector.expected",
                "inspector.did",
                "inspector.rule",
                "inspector.category",
            ],
            |ui| {
                for finding in &audit.findings {
                    ui.label(finding.step.to_string());
                    ui.label(
                        finding
                            .line
                            .map_or("—".to_string(), |line| line.to_string()),
                    );
                    let expected: Vec<String> =
                        finding.expected.iter().map(Action::to_string).collect();
                    // The action language here, the dealer's words on hover.
                    let in_words: Vec<String> = finding
                        .expected
                        .iter()
                        .map(|action| i18n.describe(*action, kind))
                        .collect();
                    let cell = ui.label(
                        RichText::new(if expected.is_empty() {
                            i18n.tr("inspector.end_of_hand").to_string()
                        } else {
                            expected.join(" | ")
                        })
                        .monospace(),
                    );
                    if !in_words.is_empty() {
                        cell.on_hover_text(in_words.join(" | "));
                    }
                    let did = ui.label(
                        RichText::new(finding.actual.map_or_else(
                            || i18n.tr("inspector.nothing").to_string(),
                            |action| action.to_string(),
                        ))
                        .monospace()
                        .color(theme::BAD),
                    );
                    if let Some(action) = finding.actual {
                        did.on_hover_text(i18n.describe(action, kind));
                    }
                    ui.label(
                        RichText::new(finding.rule.id())
                            .font(theme::bold_font(14.0))
                            .color(theme::GOLD),
                    )
                    .on_hover_text(i18n.rule(finding.rule));
                    ui.label(i18n.category(finding.category));
                    ui.end_row();
                }
            },
        );
    }
    ui.add_space(6.0);
    ui.label(RichText::new(i18n.tr("inspector.money")).font(theme::bold_font(15.0)));
    grid_ui(
        ui,
        i18n,
        "inspector-money",
        &[
            "inspector.place",
            "inspector.should",
            "inspector.gave",
            "inspector.difference",
        ],
        |ui| {
            for money in &audit.money {
                let should = money.should.won - money.should.lost;
                let gave = money.paid - money.collected;
                let difference = money.difference();
                ui.label(i18n.place_label(kind, money.should.place));
                ui.label(i18n.money(should));
                ui.label(i18n.money(gave));
                ui.label(if difference.is_zero() {
                    RichText::new(i18n.money(difference)).color(theme::weak())
                } else {
                    RichText::new(i18n.money(difference))
                        .font(theme::bold_font(15.0))
                        .color(theme::BAD)
                });
                ui.end_row();
            }
        },
    );
    ui.label(
        RichText::new(i18n.tr("inspector.difference_about"))
            .color(theme::weak())
            .size(13.0),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_are_added_after_the_selection_moved_and_deleted() {
        let mut screen = InspectorScreen::default();
        assert_eq!(screen.add_cards("9D KH"), Ok(2));
        screen.selected_card = Some(0);
        assert_eq!(screen.add_cards("4s"), Ok(1));
        let texts = |screen: &InspectorScreen| {
            screen
                .draft
                .cards
                .iter()
                .map(Card::to_string)
                .collect::<Vec<_>>()
        };
        assert_eq!(texts(&screen), ["9D", "4S", "KH"]);
        assert_eq!(screen.selected_card, Some(1));
        screen.move_card(1);
        assert_eq!(texts(&screen), ["9D", "KH", "4S"]);
        screen.move_card(1);
        assert_eq!(texts(&screen), ["9D", "KH", "4S"], "already last");
        screen.delete_card();
        assert_eq!(texts(&screen), ["9D", "KH"]);
        assert_eq!(screen.selected_card, Some(1));
        let error = screen.add_cards("QS 9X").unwrap_err().to_string();
        assert!(error.contains("card 2 (`9X`"), "{error}");
        assert_eq!(
            texts(&screen),
            ["9D", "KH"],
            "nothing added from a bad list"
        );
    }
}
