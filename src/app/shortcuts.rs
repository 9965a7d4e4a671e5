//! The trainer's keyboard, in one table: the handler acts on it, F1 lists it and the menu's
//! buttons print its keys.
//!
//! A key meant for the action line never acts: letters are always text. Typed while the line is
//! not in use (after a click on the table, say), a letter opens the line with that letter, so
//! `carta 6` typed after picking box 5 is the action `carta 6`, never "collect" by its first
//! letter. The menu's entries are chosen by number (1–9), and the hint is F2; the keys without a
//! modifier act only while the trainee is not typing. While the chip tray is open (paying with
//! chips) the digits add its chips instead, smallest first, Backspace takes the last chip back
//! and Enter pays.

use egui::{Key, Modifiers};

/// What a trainer key does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Does {
    /// Handled by another part of the window (F1, Ctrl+N, the action line's Tab and Enter):
    /// listed for F1 only.
    Elsewhere,
    Hint,
    EndSession,
    FocusLine,
    NextPick,
    PreviousPick,
    ClearPick,
    /// The menu entry of this number (the digits 1–9, see [`MENU_KEYS`]).
    Menu,
    /// The chip tray: one chip of the denomination of this number (the digits, smallest first).
    TrayChip,
    /// The chip tray: take the last chip back.
    TrayTakeBack,
    /// The chip tray: pay what was cut.
    TrayPay,
    /// Presenter mode on or off (the projector at the front of a class).
    Presenter,
    /// Presenter mode: show the correction of the action the class called.
    Reveal,
}

/// One row of the table.
#[derive(Clone, Copy, Debug)]
pub struct Shortcut {
    /// The keys as F1 prints them (key names are translated by `I18n::keys`).
    pub shown: &'static str,
    /// The translation key of what it does.
    pub help: &'static str,
    /// The chords that do it.
    pub chords: &'static [(Modifiers, Key)],
    pub does: Does,
    /// Acts while the action line (or any text field) has the keyboard.
    pub while_typing: bool,
    /// Acts while the action line has the keyboard but holds nothing: an empty line has no
    /// use for an arrow or a digit (no action starts with one), so they go to the table.
    pub on_empty_line: bool,
    /// Only in practice (never in an exam).
    pub practice_only: bool,
    /// Only while the chip tray is open (and then the menu's digits are the tray's).
    pub tray_only: bool,
}

const fn row(
    shown: &'static str,
    help: &'static str,
    chords: &'static [(Modifiers, Key)],
    does: Does,
) -> Shortcut {
    Shortcut {
        shown,
        help,
        chords,
        does,
        while_typing: false,
        on_empty_line: false,
        practice_only: false,
        tray_only: false,
    }
}

const fn tray(shortcut: Shortcut) -> Shortcut {
    Shortcut {
        tray_only: true,
        ..shortcut
    }
}

const fn always(shortcut: Shortcut) -> Shortcut {
    Shortcut {
        while_typing: true,
        ..shortcut
    }
}

const fn empty_line(shortcut: Shortcut) -> Shortcut {
    Shortcut {
        on_empty_line: true,
        ..shortcut
    }
}

const fn practice(shortcut: Shortcut) -> Shortcut {
    Shortcut {
        practice_only: true,
        ..shortcut
    }
}

/// The menu's keys, in menu order: the first entry is 1.
pub const MENU_KEYS: [Key; 9] = [
    Key::Num1,
    Key::Num2,
    Key::Num3,
    Key::Num4,
    Key::Num5,
    Key::Num6,
    Key::Num7,
    Key::Num8,
    Key::Num9,
];

const NONE: Modifiers = Modifiers::NONE;
const COMMAND: Modifiers = Modifiers::COMMAND;

/// The trainer's keys, in the order F1 lists them.
pub const TRAIN: [Shortcut; 16] = [
    row("F1", "help.f1", &[], Does::Elsewhere),
    always(practice(row(
        "F2",
        "help.hint",
        &[(NONE, Key::F2)],
        Does::Hint,
    ))),
    always(row(
        "Ctrl+L  /",
        "help.focus_line",
        &[(COMMAND, Key::L), (NONE, Key::Slash)],
        Does::FocusLine,
    )),
    row("A … Z", "help.letters_type", &[], Does::Elsewhere),
    row("Tab", "help.tab", &[], Does::Elsewhere),
    row("Enter", "help.enter", &[], Does::Elsewhere),
    row(
        "Esc",
        "help.escape",
        &[(NONE, Key::Escape)],
        Does::ClearPick,
    ),
    empty_line(row(
        "← →",
        "help.arrows",
        &[(NONE, Key::ArrowLeft), (NONE, Key::ArrowRight)],
        Does::NextPick,
    )),
    empty_line(row("1 2 3 …", "help.menu_numbers", &[], Does::Menu)),
    tray(row("1 … 8", "help.tray_chips", &[], Does::TrayChip)),
    tray(row(
        "Backspace",
        "help.tray_back",
        &[(NONE, Key::Backspace)],
        Does::TrayTakeBack,
    )),
    tray(row(
        "Enter",
        "help.tray_pay",
        &[(NONE, Key::Enter)],
        Does::TrayPay,
    )),
    always(practice(row(
        "F5",
        "help.presenter",
        &[(NONE, Key::F5)],
        Does::Presenter,
    ))),
    always(practice(row(
        "F6",
        "help.reveal",
        &[(NONE, Key::F6)],
        Does::Reveal,
    ))),
    always(row(
        "Ctrl+E",
        "help.end",
        &[(COMMAND, Key::E)],
        Does::EndSession,
    )),
    row("Ctrl+N", "help.new", &[], Does::Elsewhere),
];

/// The key of the menu's entry `index` (0-based), when it has one.
pub fn menu_key(index: usize) -> Option<Key> {
    MENU_KEYS.get(index).copied()
}

/// The F1 rows of the trainer: (keys, translation key).
pub fn train_help() -> Vec<(&'static str, &'static str)> {
    TRAIN.iter().map(|row| (row.shown, row.help)).collect()
}

/// Whether a text field has the keyboard: none, the action line while empty, or any field
/// with something in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typing {
    No,
    EmptyLine,
    Yes,
}

/// What the keys pressed this frame do, in table order; `typing`: who has the keyboard;
/// `practice` outside an exam; `menu_len` entries in the menu of the pick, or `tray_len` chips
/// in the open chip tray (whose digits they then are). A digit taken is taken with its text.
pub fn pressed(
    input: &mut egui::InputState,
    typing: Typing,
    practice: bool,
    menu_len: usize,
    tray_len: Option<usize>,
) -> Vec<(Does, usize)> {
    let mut done = Vec::new();
    for shortcut in &TRAIN {
        let held_by_a_field = match typing {
            Typing::No => false,
            Typing::EmptyLine => !shortcut.while_typing && !shortcut.on_empty_line,
            Typing::Yes => !shortcut.while_typing,
        };
        if held_by_a_field
            || (shortcut.practice_only && !practice)
            || (shortcut.tray_only && tray_len.is_none())
        {
            continue;
        }
        let digits = match (shortcut.does, tray_len) {
            (Does::Menu, None) => Some(menu_len),
            (Does::TrayChip, Some(chips)) => Some(chips),
            (Does::Menu | Does::TrayChip, _) => continue,
            _ => None,
        };
        if let Some(count) = digits {
            for (index, key) in MENU_KEYS.iter().take(count).enumerate() {
                if input.consume_key(NONE, *key) {
                    done.push((shortcut.does, index));
                    // The digit's text goes with it: the line, which may take the keyboard
                    // again this frame, never receives it.
                    let digit = char::from(b'1' + index as u8).to_string();
                    input.events.retain(
                        |event| !matches!(event, egui::Event::Text(text) if *text == digit),
                    );
                }
            }
            continue;
        }
        for (at, &(modifiers, key)) in shortcut.chords.iter().enumerate() {
            if input.consume_key(modifiers, key) {
                let does = match (shortcut.does, key) {
                    (Does::NextPick, Key::ArrowLeft) => Does::PreviousPick,
                    (does, _) => does,
                };
                done.push((does, at));
            }
        }
    }
    done
}

/// Takes the letters typed this frame outside any text field, for the action line: the text
/// of every text event that starts with a letter (a key meant for the line).
pub fn letters_for_the_line(input: &mut egui::InputState) -> String {
    let mut taken = String::new();
    input.events.retain(|event| match event {
        egui::Event::Text(text) if text.chars().next().is_some_and(char::is_alphabetic) => {
            taken.push_str(text);
            false
        }
        _ => true,
    });
    taken
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_trainer_key_without_a_modifier_is_a_letter() {
        for shortcut in &TRAIN {
            for (modifiers, key) in shortcut.chords {
                let letter =
                    key.name().len() == 1 && key.name().chars().all(|c| c.is_ascii_alphabetic());
                assert!(
                    !(letter && modifiers.is_none()),
                    "{} would take a letter from the action line",
                    shortcut.shown
                );
            }
        }
    }

    #[test]
    fn the_menu_numbers_its_entries_from_one() {
        assert_eq!(menu_key(0), Some(Key::Num1));
        assert_eq!(menu_key(4), Some(Key::Num5));
        assert_eq!(menu_key(9), None);
    }
}
