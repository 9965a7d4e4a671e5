//! The inspector's screen: build the disputed hand as the inspector knows it (table, bets, the
//! cards in shoe order with a card entry like `9D`, reordering and deleting, a pasted list;
//! optionally what the dealer did and who held the shoe or the Bottone), and read its
//! reconstruction beside it: which card went to which hand, every decision with its rule, the
//! result and payout of every place, and against the dealer's actions every mistake and the
//! money difference per place. Saves the case (scenario + actions) and the printable report.
//! The case itself, its checks and its reconstruction live in [`crate::inspect::case`].

mod editor;
mod problems;
mod reconstruction;
mod state;

pub use state::InspectorScreen;

use egui::{Key, Modifiers, ScrollArea};

use super::{Command, Screen, ScreenCtx, theme, tools};
use editor::editor_ui;
use reconstruction::reconstruction_ui;

/// Shortcuts of this screen, for the F1 panel.
pub const KEYS: [(&str, &str); 7] = [
    ("F1", "help.f1"),
    ("Enter", "help.inspector_add_card"),
    ("← →", "help.inspector_pick_card"),
    ("Alt+← Alt+→", "help.inspector_move_card"),
    ("Delete / Backspace", "help.inspector_delete_card"),
    ("Ctrl+S", "help.inspector_save"),
    ("Esc", "help.back"),
];

pub fn inspector_ui(
    ui: &mut egui::Ui,
    screen: &mut InspectorScreen,
    ctx: &ScreenCtx,
) -> Vec<Command> {
    let mut commands = Vec::new();
    let (i18n, profiles) = (ctx.i18n, ctx.profiles);
    // Amounts are typed by the inspector's language's decimal mark, as everywhere.
    screen.draft.decimal_mark = i18n.lang().decimal_mark();
    // The dealer's actions are read in the window's words too (`cobrar 5`), as the trainer does.
    screen.lang = i18n.lang();
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
                tools::notice_ui(ui, &message.tell(i18n), *good);
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
