//! The inspector's editor: the table, the bets, the cards in shoe order, the dealer's actions,
//! the case's files.

use std::path::PathBuf;

use egui::{Align2, Key, RichText, Sense, TextEdit, vec2};

use super::super::Command;
use super::super::ScreenCtx;
use super::super::cards;
use super::super::file_dialog::Dialog;
use super::super::theme;
use super::super::tools;
use super::problems::{card_error, problems_of, said};
use super::state::InspectorScreen;
use crate::core::card::Card;
use crate::core::kind::{Passes, PlaceWord};
use crate::core::procedure::Owner;
use crate::core::view::{CardView, Face};
use crate::core::{Declaration, Profiles, Side, TableKind};
use crate::inspect::case::{BetDraft, DraftProblem, Field};
use crate::text::i18n::I18n;

pub(super) fn editor_ui(
    ui: &mut egui::Ui,
    screen: &mut InspectorScreen,
    ctx: &ScreenCtx,
    commands: &mut Vec<Command>,
) {
    let (i18n, profiles) = (ctx.i18n, ctx.profiles);
    let touched = screen.touched;
    let problems: Vec<DraftProblem> = match screen.case(profiles) {
        Err(problems) if touched => problems.clone(),
        _ => Vec::new(),
    };
    let owners = card_owners(screen, profiles);
    let kind = screen
        .draft
        .profile(profiles)
        .map_or(TableKind::default(), |profile| profile.kind);

    tools::section_ui(ui, &i18n.tr("inspector.the_hand"));
    hand_ui(ui, screen, profiles, i18n, kind, &problems);
    show_problems(ui, i18n, &problems, &|field| {
        field == Field::Profile || field == Field::Declaration
    });

    tools::section_ui(ui, &i18n.tr("inspector.bets"));
    bets_ui(ui, screen, i18n, kind, &problems);

    tools::section_ui(ui, &i18n.tr("inspector.cards"));
    ui.label(
        RichText::new(i18n.tr("inspector.cards_about"))
            .color(theme::weak())
            .size(13.0),
    );
    cards_ui(ui, screen, i18n, kind, &owners);
    show_problems(ui, i18n, &problems, &|field| {
        matches!(field, Field::Card(_) | Field::Cards)
    });

    tools::section_ui(ui, &i18n.tr("inspector.dealer_did"));
    ui.label(
        RichText::new(i18n.tr("inspector.dealer_did_about"))
            .color(theme::weak())
            .size(13.0),
    );
    dealer_actions_ui(ui, screen, i18n, &problems);

    tools::section_ui(ui, &i18n.tr("inspector.files"));
    files_ui(ui, screen, ctx, commands);
}

/// The problems of the fields `wanted`, under them.
pub(super) fn show_problems(
    ui: &mut egui::Ui,
    i18n: &I18n,
    problems: &[DraftProblem],
    wanted: &dyn Fn(Field) -> bool,
) {
    for problem in problems_of(problems, wanted) {
        tools::field_problem_ui(ui, &said(i18n, problem));
    }
}

/// Where each card of the shoe list goes in the reconstruction (unknown while the case has
/// problems).
pub(super) fn card_owners(screen: &mut InspectorScreen, profiles: &Profiles) -> Vec<Destination> {
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
pub(super) fn hand_ui(
    ui: &mut egui::Ui,
    screen: &mut InspectorScreen,
    profiles: &Profiles,
    i18n: &I18n,
    kind: TableKind,
    problems: &[DraftProblem],
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
            table_choice_ui(ui, screen, (profiles, i18n));
            ui.end_row();
            let holder_key = match kind.passes() {
                Passes::Nothing => None,
                Passes::ShoeWhenPuntoWins => Some("inspector.shoe_at"),
                Passes::BottoneEveryHand => Some("inspector.button_at"),
            };
            if let Some(key) = holder_key {
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
            if kind.client_reads_punto() {
                ui.label(i18n.tr("inspector.declaration"));
                declaration_ui(ui, screen, i18n);
                ui.end_row();
            }
        });
}

/// The case's table: one button a line (three house names do not fit side by side at
/// 1024 px).
fn table_choice_ui(
    ui: &mut egui::Ui,
    screen: &mut InspectorScreen,
    (profiles, i18n): (&Profiles, &I18n),
) {
    // One button a line: three house names do not fit side by side at 1024 px.
    ui.vertical(|ui| {
        for profile in profiles.all() {
            let selected = screen.draft.profile == profile.id;
            if ui
                .add(egui::Button::selectable(
                    selected,
                    crate::app::tools::profile_name(i18n, profile),
                ))
                .clicked()
                && !selected
            {
                screen.draft.profile = profile.id.clone();
                if !profile.kind.client_reads_punto() {
                    screen.draft.declaration = None;
                }
            }
        }
    });
}

/// Venice: what the client declared on Punto's cards.
fn declaration_ui(ui: &mut egui::Ui, screen: &mut InspectorScreen, i18n: &I18n) {
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
}

/// What the dealer did, one action a line, with the problems at their line and column.
pub(super) fn dealer_actions_ui(
    ui: &mut egui::Ui,
    screen: &mut InspectorScreen,
    i18n: &I18n,
    problems: &[DraftProblem],
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
    lined_problems_ui(ui, i18n, problems, Field::Actions);
    if problems
        .iter()
        .any(|problem| problem.field == Field::Actions)
    {
        ui.label(
            egui::RichText::new(accepted_forms(i18n))
                .small()
                .color(theme::weak()),
        );
    }
    irregularities_ui(ui, screen, i18n, problems);
}

/// The problems of a many-line field, each at its line and column.
fn lined_problems_ui(ui: &mut egui::Ui, i18n: &I18n, problems: &[DraftProblem], wanted: Field) {
    for problem in problems_of(problems, &|field| field == wanted) {
        let text = match (problem.line, problem.column) {
            (Some(line), Some(column)) => i18n.trf(
                "inspector.at_line",
                &[
                    ("line", &line.to_string()),
                    ("column", &column.to_string()),
                    ("message", &said(i18n, problem)),
                ],
            ),
            _ => said(i18n, problem),
        };
        tools::field_problem_ui(ui, &text);
    }
}

/// What happened at the hand that the procedure does not foresee (procedures.md section 8),
/// one event a line: the reconstruction puts this table's remedy at its place and audits the
/// dealer's against it.
fn irregularities_ui(
    ui: &mut egui::Ui,
    screen: &mut InspectorScreen,
    i18n: &I18n,
    problems: &[DraftProblem],
) {
    ui.add_space(6.0);
    let label = ui.label(i18n.tr("inspector.irregularities"));
    ui.add(
        TextEdit::multiline(&mut screen.draft.irregularities)
            .font(egui::TextStyle::Monospace)
            .hint_text("face-up 2\nclaim 7 void")
            .desired_rows(2)
            .desired_width(f32::INFINITY),
    )
    .labelled_by(label.id);
    lined_problems_ui(ui, i18n, problems, Field::Irregularities);
    ui.label(
        egui::RichText::new(i18n.tr("inspector.irregularity_forms"))
            .small()
            .color(theme::weak()),
    );
}

/// The forms a line of the dealer's actions may take, as the trainer takes them: the dealer's
/// words of the window's language (`cobrar 5`, `punto se planta`), and the action language.
pub(super) fn accepted_forms(i18n: &I18n) -> String {
    let samples = [
        "collect 5",
        "pay 5 47.50",
        "stand punto",
        "draw banca",
        "announce banca 6 punto 8",
        "discard all",
    ];
    let actions: Vec<crate::core::Action> = samples
        .iter()
        .filter_map(|text| text.parse().ok())
        .collect();
    let words = crate::app::words::Words::new(i18n);
    let quoted = |texts: Vec<String>| {
        texts
            .iter()
            .map(|text| format!("`{text}`"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let codes = quoted(actions.iter().map(|action| action.to_string()).collect());
    let forms = quoted(actions.iter().map(|&action| words.typed(action)).collect());
    if forms == codes {
        i18n.trf("inspector.action_forms_code", &[("codes", &codes)])
    } else {
        i18n.trf(
            "inspector.action_forms",
            &[("forms", &forms), ("codes", &codes)],
        )
    }
}

pub(super) fn bets_ui(
    ui: &mut egui::Ui,
    screen: &mut InspectorScreen,
    i18n: &I18n,
    kind: TableKind,
    problems: &[DraftProblem],
) {
    let at_table = i18n.at_table(kind);
    let (punto, banca) = (at_table.tr("hand.punto").into_owned(), i18n.banca(kind));
    let tie = super::super::quiz::text::capitalized(&at_table.tr("table.tie"));
    let mut sides: Vec<(Side, &str)> = vec![(Side::Punto, &punto), (Side::Banca, &banca)];
    if kind.tie_bets() {
        sides.push((Side::Empate, &tie));
    }
    let place_word = match kind.place_word() {
        PlaceWord::Box => i18n.tr("inspector.box"),
        PlaceWord::Seat => i18n.tr("inspector.seat"),
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

pub(super) const SMALL_CARD: f32 = 54.0;

/// Where a card of the shoe list went, as far as the reconstruction knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Destination {
    Hand(Owner),
    /// After the hand's last card: the next cards of the shoe.
    Unused,
    /// The hand cannot be reconstructed yet (a problem elsewhere).
    Unknown,
}

pub(super) fn owner_short(i18n: &I18n, owner: Owner, kind: TableKind) -> String {
    match owner {
        Owner::Box(place) => i18n.place_label(kind, place),
        Owner::Punto => i18n.tr("hand.punto").into_owned(),
        Owner::Banca => i18n.banca(kind),
    }
}

pub(super) fn cards_ui(
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
    ui.horizontal_wrapped(|ui| card_entry_ui(ui, screen, i18n));
    // The errors are kept as values and told in the language on show.
    if let Some(error) = &screen.card_error {
        tools::field_problem_ui(ui, &card_error(i18n, error));
    }
    paste_ui(ui, screen, i18n);
    if let Some(error) = &screen.paste_error {
        tools::field_problem_ui(ui, &card_error(i18n, error));
    }
}

/// One card typed (Enter adds it), and the picked card moved earlier, later, or deleted.
fn card_entry_ui(ui: &mut egui::Ui, screen: &mut InspectorScreen, i18n: &I18n) {
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
        // Typed in the inspector's suit letters, as the cards are shown (a pasted list below
        // is a file's, in the action language's S H D C).
        let text = i18n.read_card_suits(&screen.card_entry);
        match screen.add_cards(&text) {
            Ok(_) => {
                screen.card_entry.clear();
                screen.card_error = None;
            }
            Err(error) => screen.card_error = Some(error),
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
}

/// A pasted list of cards added at once; all the cards cleared. The list takes the width of
/// the editor and its buttons go on a row of their own, so that no button's words wrap at
/// 1024×768 or with the projector.
fn paste_ui(ui: &mut egui::Ui, screen: &mut InspectorScreen, i18n: &I18n) {
    let label = ui.label(i18n.tr("inspector.paste"));
    ui.add(
        TextEdit::multiline(&mut screen.paste)
            .hint_text("6H AC TH AD 2D KS …")
            .desired_rows(2)
            .desired_width(ui.available_width().min(520.0)),
    )
    .labelled_by(label.id);
    ui.horizontal_wrapped(|ui| {
        if ui.button(i18n.tr("inspector.add_list")).clicked() {
            let text = screen.paste.clone();
            match screen.add_cards(&text) {
                Ok(_) => {
                    screen.paste.clear();
                    screen.paste_error = None;
                }
                Err(error) => screen.paste_error = Some(error),
            }
        }
        if ui.button(i18n.tr("inspector.clear_cards")).clicked() {
            screen.draft.cards.clear();
            screen.selected_card = None;
        }
    });
}

/// One card of the shoe list: its number, the card, and the hand it went to.
pub(super) fn card_chip_ui(
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
            &[("n", &(index + 1).to_string()), ("card", &i18n.card(card))],
        ),
        _ => i18n.trf(
            "inspector.card_label",
            &[
                ("n", &(index + 1).to_string()),
                ("card", &i18n.card(card)),
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

pub(super) fn files_ui(
    ui: &mut egui::Ui,
    screen: &mut InspectorScreen,
    ctx: &ScreenCtx,
    commands: &mut Vec<Command>,
) {
    let i18n = ctx.i18n;
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
        (Dialog::SaveCase, ctx.dialogs),
        commands,
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
        (Dialog::SaveReport, ctx.dialogs),
        commands,
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
        (Dialog::OpenCase, ctx.dialogs),
        commands,
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
