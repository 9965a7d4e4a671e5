//! The two ways to say the next action, kept in agreement: the menu of actions for what was
//! picked on the table (each with its key), and the typed action line with Tab completion. Both
//! produce action-language text, parsed by the core; neither knows which action is right.

use super::table::Pick;
use super::words::{Words, plain};
use crate::core::kind::{Announces, Hands, Passes};
use crate::core::money::{DecimalMark, typed_decimal};
use crate::core::{Action, Place, TableKind};

/// What a menu entry does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    /// Submit this action at once.
    Submit(Action),
    /// Put this text in the action line for the trainee to finish (an amount, a total).
    Prefill(String),
    /// Open the chip tray to cut the payout of this place (paying with chips).
    Tray(Place),
}

/// One entry of the menu for a pick; its key is its number ([`super::shortcuts::menu_key`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuItem {
    /// Translation key of the label.
    pub label: &'static str,
    pub entry: Entry,
}

/// What the menu needs to know about the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MenuContext {
    pub kind: TableKind,
    /// The profile marks commission in a box (`commission N AMOUNT`).
    pub marks_commission: bool,
    /// The trainee states every amount paid.
    pub practise_amounts: bool,
    /// The trainee cuts every payout from the chip tray.
    pub paid_in_chips: bool,
    /// The trainee deals the initial cards (`deal N`, `deal punto`, `deal banca`).
    pub with_deal: bool,
}

fn item(label: &'static str, entry: Entry) -> MenuItem {
    MenuItem { label, entry }
}

fn submit(text: &str) -> Entry {
    match text.parse::<Action>() {
        Ok(action) => Entry::Submit(action),
        Err(_) => Entry::Prefill(text.to_string()),
    }
}

/// The actions that make sense for `pick` at this kind of table, right or wrong.
pub fn menu(pick: Pick, context: MenuContext) -> Vec<MenuItem> {
    let kind = context.kind;
    let boxes = kind.has_boxes();
    let mut items = Vec::new();
    if context.with_deal {
        let target = match pick {
            Pick::Place(place) if boxes => Some(place.to_string()),
            Pick::Banca => Some("banca".to_string()),
            Pick::Punto => Some("punto".to_string()),
            _ => None,
        };
        if let Some(target) = target {
            items.push(item("menu.deal", submit(&format!("deal {target}"))));
        }
    }
    match pick {
        Pick::Place(place) => {
            if boxes {
                items.push(item("menu.draw", submit(&format!("draw {place}"))));
            }
            items.push(item("menu.collect", submit(&format!("collect {place}"))));
            let pay = if context.paid_in_chips {
                Entry::Tray(place)
            } else if context.practise_amounts {
                Entry::Prefill(format!("pay {place} "))
            } else {
                submit(&format!("pay {place}"))
            };
            items.push(item("menu.pay", pay));
            if context.marks_commission {
                items.push(item(
                    "menu.commission",
                    Entry::Prefill(format!("commission {place} ")),
                ));
                // The whole box, when the player leaves or the shoe ends (PAY-box).
                items.push(item(
                    "menu.collect_box",
                    Entry::Prefill(format!("collect-commission {place} ")),
                ));
            }
            if boxes {
                items.push(item("menu.encart", submit(&format!("encart {place}"))));
                items.push(item("menu.discard", submit(&format!("discard {place}"))));
            }
            if kind.client_reads_punto() {
                items.push(item(
                    "menu.give_cards",
                    submit(&format!("give-cards {place}")),
                ));
            }
            match kind.passes() {
                Passes::Nothing => {}
                Passes::ShoeWhenPuntoWins => items.push(item(
                    "menu.pass_shoe",
                    submit(&format!("pass-shoe {place}")),
                )),
                Passes::BottoneEveryHand => items.push(item(
                    "menu.pass_button",
                    submit(&format!("pass-button {place}")),
                )),
            }
        }
        Pick::Banca => {
            items.push(item("menu.draw", submit("draw banca")));
            if boxes {
                items.push(item("menu.discard", submit("discard banca")));
            } else {
                items.push(item("menu.stand", submit("stand banca")));
            }
            if kind.client_reads_punto() {
                items.push(item("menu.reveal", submit("reveal banca")));
            }
        }
        Pick::Punto => {
            items.push(item("menu.draw", submit("draw punto")));
            items.push(item("menu.stand", submit("stand punto")));
            if kind.announces() == Announces::PuntoThenResult {
                items.push(item(
                    "menu.announce_punto",
                    Entry::Prefill("announce punto ".into()),
                ));
            }
        }
        Pick::Dealer => {
            match kind.hands() {
                Hands::PerBox => {
                    items.push(item("menu.discard_banca", submit("discard banca")));
                }
                Hands::Single => {
                    if kind.closes_bets() {
                        items.push(item("menu.rien_ne_va_plus", submit("rien-ne-va-plus")));
                    }
                    if kind.client_reads_punto() {
                        items.push(item("menu.give_cards_dealer", submit("give-cards dealer")));
                    }
                    items.push(item(
                        "menu.announce_result",
                        Entry::Prefill("announce banca ".into()),
                    ));
                    items.push(item("menu.discard_all", submit("discard all")));
                }
            }
            // The remedies of an irregularity (procedures.md section 8), at every table and
            // at every moment: knowing when one is due is the trainee's part (DI1, DI2).
            for (label, remedy) in REMEDIES {
                items.push(item(label, Entry::Submit(remedy)));
            }
        }
    }
    items
}

/// The remedy actions, each with its menu label: the dealer's own actions at an irregularity.
/// Their order is their digits' in the quick drill "What now?" (1 to 5).
pub const REMEDIES: [(&str, Action); 5] = [
    ("menu.call_inspector", Action::CallInspector),
    ("menu.burn", Action::Burn),
    ("menu.keep", Action::Keep),
    ("menu.restore", Action::Restore),
    ("menu.void", Action::Void),
];

/// Every action text worth suggesting at this table: each menu entry for every place in play,
/// the hands and the dealer.
pub fn vocabulary(context: MenuContext, places: &[Place]) -> Vec<String> {
    let mut picks: Vec<Pick> = places.iter().map(|&place| Pick::Place(place)).collect();
    picks.extend([Pick::Banca, Pick::Dealer]);
    if !context.kind.has_boxes() {
        picks.push(Pick::Punto);
    }
    let mut words: Vec<String> = picks
        .into_iter()
        .flat_map(|pick| menu(pick, context))
        .map(|item| match item.entry {
            Entry::Submit(action) => action.to_string(),
            Entry::Prefill(text) => text,
            Entry::Tray(place) => format!("pay {place} "),
        })
        .collect();
    words.sort();
    words.dedup();
    words
}

/// The vocabulary with, first, each action in the dealer's words of the interface's language
/// (`cobrar 5` before `collect 5`), and how many of those come first.
pub fn vocabulary_in(
    words: &Words,
    context: MenuContext,
    places: &[Place],
) -> (Vec<String>, usize) {
    let english = vocabulary(context, places);
    let mut said: Vec<String> = english.iter().filter_map(|text| words.say(text)).collect();
    said.sort();
    said.dedup();
    let local = said.len();
    said.extend(english);
    (said, local)
}

/// Tab in the trainee's words first: the completion among the dealer's words of the language
/// (the first `local` of `vocabulary`) when any fits, else among the action language's (`ann`
/// is `annuncia` in Italian, not `announce`).
pub fn complete_in(typed: &str, vocabulary: &[String], local: usize) -> Option<String> {
    let (said, english) = vocabulary.split_at(local.min(vocabulary.len()));
    if suggestions(typed, said).is_empty() {
        complete(typed, english)
    } else {
        complete(typed, said)
    }
}

/// The suggestions for what has been typed (any letter case, with or without accents), in the
/// vocabulary's order.
pub fn suggestions<'a>(typed: &str, vocabulary: &'a [String]) -> Vec<&'a str> {
    let typed = plain(typed.trim_start());
    if typed.trim().is_empty() {
        return Vec::new();
    }
    vocabulary
        .iter()
        .map(String::as_str)
        .filter(|word| {
            let word = plain(word);
            word.starts_with(&typed) && word != typed
        })
        .collect()
}

/// Tab: the longest text every suggestion starts with (or the one suggestion).
pub fn complete(typed: &str, vocabulary: &[String]) -> Option<String> {
    let matches = suggestions(typed, vocabulary);
    let first = *matches.first()?;
    let mut common = first.to_string();
    for other in &matches[1..] {
        let shared = common
            .chars()
            .zip(other.chars())
            .take_while(|(a, b)| a == b)
            .count();
        common = common.chars().take(shared).collect();
    }
    let typed_chars = typed.trim_start().chars().count();
    (common.chars().count() > typed_chars).then_some(common)
}

/// Reads a typed action; its amount by the language's decimal mark (`pay 3 35,62` in
/// Spanish, `pay 3 35.62` or `pay 3 1,250` in English), as every typed amount is read
/// ([`typed_decimal`]).
pub fn parse_typed(
    text: &str,
    mark: DecimalMark,
) -> Result<Action, crate::core::action::ActionError> {
    let words: Vec<String> = text
        .split_whitespace()
        .map(|word| {
            let number_like = word.bytes().any(|b| b.is_ascii_digit())
                && word
                    .bytes()
                    .all(|b| b.is_ascii_digit() || b == b'.' || b == b',');
            match number_like.then(|| typed_decimal(word, mark)) {
                Some(Ok(amount)) => amount,
                _ => word.to_string(),
            }
        })
        .collect();
    words.join(" ").parse()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn context(kind: TableKind) -> MenuContext {
        MenuContext {
            kind,
            marks_commission: false,
            practise_amounts: false,
            paid_in_chips: false,
            with_deal: false,
        }
    }

    #[test]
    fn a_box_offers_the_casilleros_actions_with_their_keys() {
        let items = menu(Pick::Place(3), context(TableKind::Casilleros));
        let texts: Vec<String> = items
            .iter()
            .map(|item| match &item.entry {
                Entry::Submit(action) => action.to_string(),
                Entry::Prefill(text) => format!("{text}…"),
                Entry::Tray(place) => format!("pay {place} in chips"),
            })
            .collect();
        assert_eq!(
            texts,
            ["draw 3", "collect 3", "pay 3", "encart 3", "discard 3"]
        );
        let mut amounts = context(TableKind::Casilleros);
        amounts.practise_amounts = true;
        assert_eq!(
            menu(Pick::Place(3), amounts)[2].entry,
            Entry::Prefill("pay 3 ".into())
        );
        // Paying with chips, the pay opens the chip tray.
        let mut chips = amounts;
        chips.paid_in_chips = true;
        assert_eq!(menu(Pick::Place(3), chips)[2].entry, Entry::Tray(3));
    }

    #[test]
    fn the_dealer_offers_every_remedy_within_the_nine_digit_keys_at_every_table() {
        for kind in [
            TableKind::Casilleros,
            TableKind::PuertoRico,
            TableKind::Venezia,
        ] {
            let items = menu(Pick::Dealer, context(kind));
            assert!(items.len() <= 9, "{kind:?}: {} entries", items.len());
            let remedies: Vec<Action> = items
                .iter()
                .filter_map(|item| match item.entry {
                    Entry::Submit(action) => Some(action),
                    _ => None,
                })
                .filter(|&action| crate::core::irregularity::is_remedy(action))
                .collect();
            assert_eq!(
                remedies,
                [
                    Action::CallInspector,
                    Action::Burn,
                    Action::Keep,
                    Action::Restore,
                    Action::Void
                ],
                "{kind:?}"
            );
        }
    }

    #[test]
    fn every_menu_entry_is_an_action_the_language_reads() {
        for kind in [
            TableKind::Casilleros,
            TableKind::PuertoRico,
            TableKind::Venezia,
        ] {
            for pick in [Pick::Place(1), Pick::Banca, Pick::Punto, Pick::Dealer] {
                for item in menu(pick, context(kind)) {
                    if let Entry::Prefill(text) = item.entry {
                        assert!(text.ends_with(' '), "{text}");
                    }
                }
            }
        }
    }

    #[test]
    fn tab_completes_to_what_every_suggestion_shares() {
        let words = vocabulary(context(TableKind::Casilleros), &[3, 5]);
        assert_eq!(suggestions("col", &words), ["collect 3", "collect 5"]);
        assert_eq!(complete("col", &words).as_deref(), Some("collect "));
        assert_eq!(complete("collect 5", &words), None);
        assert_eq!(
            complete("DISCARD B", &words).as_deref(),
            Some("discard banca")
        );
        assert_eq!(complete("", &words), None);
    }

    #[test]
    fn tab_completes_in_the_trainee_s_words_first() {
        // Puerto Rico in Italian: `annun` is the start of `annunciare punto ` (the dealer's
        // words) and of `announce punto ` (the action language): Tab goes the Italian way.
        // (`ann` alone is also `annullare`, voiding a coup: Tab stops at what they share.)
        let words = Words::new(&crate::text::i18n::I18n::new(crate::text::i18n::Lang::It));
        let (vocabulary, local) = vocabulary_in(&words, context(TableKind::PuertoRico), &[3]);
        assert_eq!(
            complete_in("annun", &vocabulary, local).as_deref(),
            Some("annunciare ")
        );
        assert_eq!(
            complete_in("ann", &vocabulary, local).as_deref(),
            Some("annu")
        );
        // What only the action language says still completes.
        assert_eq!(
            complete_in("pass-s", &vocabulary, local).as_deref(),
            Some("pass-shoe 3")
        );
    }
}
