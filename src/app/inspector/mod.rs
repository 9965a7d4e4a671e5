//! The inspector's screen: build the disputed hand as the inspector knows it (table, bets, the
//! cards in shoe order with a card entry like `9D`, reordering and deleting, a pasted list;
//! optionally what the dealer did and who held the shoe or the Bottone), and read its
//! reconstruction beside it: which card went to which hand, every decision with its rule, the
//! result and payout of every place, and against the dealer's actions every mistake and the
//! money difference per place. Saves the case (scenario + actions) and the printable report.
//! The case itself, its checks and its reconstruction live in [`crate::inspect::case`].
mod editor;
mod reconstruction;

use std::path::Path;

use egui::{Key, Modifiers, RichText, ScrollArea};

use super::i18n::I18n;
use super::{Command, Screen, ScreenCtx, theme, tools};
use crate::core::Profiles;
use crate::inspect::case::{self, Case, CaseDraft, Field, Problem};
use editor::editor_ui;
use reconstruction::reconstruction_ui;

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
                .show(ui, |ui| editor_ui(ui, screen, ctx, &mut commands));
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

pub(super) fn section(ui: &mut egui::Ui, title: &str) {
    ui.add_space(10.0);
    ui.label(
        RichText::new(title)
            .font(theme::bold_font(17.0))
            .color(theme::GOLD),
    );
    ui.add_space(2.0);
}

/// A problem of the draft in the user's language.
pub(super) fn said(i18n: &I18n, problem: &Problem) -> String {
    match &problem.why {
        Some(why) => crate::explain::problem(i18n, why, &problem.message),
        None => problem.message.clone(),
    }
}

/// A bad entry of a typed card list, in the user's language.
pub(super) fn card_error(i18n: &I18n, error: &case::CardListError) -> String {
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

pub(super) fn problems_of<'a>(
    problems: &'a [Problem],
    wanted: &dyn Fn(Field) -> bool,
) -> Vec<&'a Problem> {
    problems
        .iter()
        .filter(|problem| wanted(problem.field))
        .collect()
}

/// A problem with the field it is in, for the list beside the editor.
pub(super) fn problem_text(i18n: &I18n, problem: &Problem) -> String {
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
#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::card::Card;

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
