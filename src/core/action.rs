//! The action language: one dealer action per line (`draw 3`, `pay 5 47.50`, `discard banca`).

use std::fmt;

use super::diagnostic::{Diagnostic, Position, Problem};
use super::money::Money;

/// A box or seat number, 1-based.
pub type Place = u8;

/// One of the two hands of a single-hand table, or the Banca of a casilleros table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Hand {
    Punto,
    Banca,
}

/// Who receives a card: a box's Punto hand (casilleros) or one of the two hands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Target {
    Place(Place),
    Hand(Hand),
}

/// What goes to the discard tray.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Discard {
    Place(Place),
    Banca,
    All,
}

/// One dealer action (interfaces.md, "Action language").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    /// A third card to a box's Punto hand, to Punto, or to the Banca.
    Draw(Target),
    Stand(Hand),
    /// Uncover the Banca (Banco) cards (Venice).
    RevealBanca,
    Collect(Place),
    /// Pay the winning bets at a place; the amount is the winnings without the stake.
    Pay(Place, Option<Money>),
    Commission(Place, Money),
    /// Collect a place's whole commission box (PAY-box: a player leaves or the shoe ends).
    CollectCommission(Place, Money),
    /// Stand-off at a box: bets neither win nor lose.
    Encart(Place),
    Discard(Discard),
    AnnouncePunto(u8),
    AnnounceResult {
        banca: u8,
        punto: u8,
    },
    /// Give Punto's cards to a seat, or `None` for the dealer.
    GiveCards(Option<Place>),
    RienNeVaPlus,
    PassShoe(Place),
    PassButton(Place),
    /// One card of the initial deal (deal drill).
    Deal(Target),
    /// Take the irregular card to the discard (procedures.md section 8).
    Burn,
    /// Let the irregular card play (a profile that keeps it).
    Keep,
    /// Move a misdealt card to the hand it belongs to.
    Restore,
    /// Annul the coup: no bet wins or loses.
    Void,
    /// Stop the game and call the inspector.
    CallInspector,
}

impl Action {
    /// The place an action is about, if any.
    pub fn place(self) -> Option<Place> {
        match self {
            Action::Draw(Target::Place(p))
            | Action::Deal(Target::Place(p))
            | Action::Collect(p)
            | Action::Pay(p, _)
            | Action::Commission(p, _)
            | Action::CollectCommission(p, _)
            | Action::Encart(p)
            | Action::Discard(Discard::Place(p))
            | Action::GiveCards(Some(p))
            | Action::PassShoe(p)
            | Action::PassButton(p) => Some(p),
            _ => None,
        }
    }

    /// The first word of the action, as printed.
    pub fn verb(self) -> &'static str {
        match self {
            Action::Draw(_) => "draw",
            Action::Stand(_) => "stand",
            Action::RevealBanca => "reveal",
            Action::Collect(_) => "collect",
            Action::Pay(..) => "pay",
            Action::Commission(..) => "commission",
            Action::CollectCommission(..) => "collect-commission",
            Action::Encart(_) => "encart",
            Action::Discard(_) => "discard",
            Action::AnnouncePunto(_) | Action::AnnounceResult { .. } => "announce",
            Action::GiveCards(_) => "give-cards",
            Action::RienNeVaPlus => "rien-ne-va-plus",
            Action::PassShoe(_) => "pass-shoe",
            Action::PassButton(_) => "pass-button",
            Action::Deal(_) => "deal",
            Action::Burn => "burn",
            Action::Keep => "keep",
            Action::Restore => "restore",
            Action::Void => "void",
            Action::CallInspector => "call-inspector",
        }
    }

    /// The same action without a payment amount (`pay 3 95` → `pay 3`).
    pub fn bare(self) -> Action {
        match self {
            Action::Pay(place, _) => Action::Pay(place, None),
            other => other,
        }
    }

    /// Every word the language knows, for completion in the app.
    pub const VERBS: [&'static str; 20] = [
        "draw",
        "stand",
        "reveal",
        "collect",
        "pay",
        "commission",
        "collect-commission",
        "encart",
        "discard",
        "announce",
        "give-cards",
        "rien-ne-va-plus",
        "pass-shoe",
        "pass-button",
        "deal",
        "burn",
        "keep",
        "restore",
        "void",
        "call-inspector",
    ];
}

impl fmt::Display for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Hand::Punto => "punto",
            Hand::Banca => "banca",
        })
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Target::Place(place) => write!(f, "{place}"),
            Target::Hand(hand) => write!(f, "{hand}"),
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::Draw(target) => write!(f, "draw {target}"),
            Action::Deal(target) => write!(f, "deal {target}"),
            Action::Stand(hand) => write!(f, "stand {hand}"),
            Action::RevealBanca => f.write_str("reveal banca"),
            Action::Collect(place) => write!(f, "collect {place}"),
            Action::Pay(place, None) => write!(f, "pay {place}"),
            Action::Pay(place, Some(amount)) => write!(f, "pay {place} {}", amount.fixed()),
            Action::Commission(place, amount) => write!(f, "commission {place} {}", amount.fixed()),
            Action::CollectCommission(place, amount) => {
                write!(f, "collect-commission {place} {}", amount.fixed())
            }
            Action::Encart(place) => write!(f, "encart {place}"),
            Action::Discard(Discard::Place(place)) => write!(f, "discard {place}"),
            Action::Discard(Discard::Banca) => f.write_str("discard banca"),
            Action::Discard(Discard::All) => f.write_str("discard all"),
            Action::AnnouncePunto(total) => write!(f, "announce punto {total}"),
            Action::AnnounceResult { banca, punto } => {
                write!(f, "announce banca {banca} punto {punto}")
            }
            Action::GiveCards(Some(place)) => write!(f, "give-cards {place}"),
            Action::GiveCards(None) => f.write_str("give-cards dealer"),
            Action::RienNeVaPlus => f.write_str("rien-ne-va-plus"),
            Action::PassShoe(place) => write!(f, "pass-shoe {place}"),
            Action::PassButton(place) => write!(f, "pass-button {place}"),
            Action::Burn => f.write_str("burn"),
            Action::Keep => f.write_str("keep"),
            Action::Restore => f.write_str("restore"),
            Action::Void => f.write_str("void"),
            Action::CallInspector => f.write_str("call-inspector"),
        }
    }
}

/// A line that is not an action, with the 1-based column of the offending word.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionError {
    pub column: usize,
    pub message: String,
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: {}", self.column, self.message)
    }
}

impl std::error::Error for ActionError {}

/// A chip word of a payout cut from the tray: so many chips of one value, `4x5`, `3x0,25` or
/// `1×25` (the value read by `mark`, [`Money::parse_typed`]). `None` when the word is not of
/// that shape at all (a count, an `x`, a value).
pub fn chip_word(
    word: &str,
    mark: super::money::DecimalMark,
) -> Option<Result<super::chips::Stack, super::money::MoneyError>> {
    let (count, value) = word
        .split_once(['x', 'X', '×'])
        .filter(|(count, _)| !count.is_empty() && count.bytes().all(|b| b.is_ascii_digit()))?;
    let count = match count.parse::<u32>() {
        Ok(count) if count > 0 => count,
        _ => {
            return Some(Err(super::money::MoneyError::NotPositive(
                count.to_string(),
            )));
        }
    };
    Some(Money::parse_typed(value, mark).map(|value| super::chips::Stack { value, count }))
}

/// A line whose last words are chip words (`pagar 5 1x25 4x5 3x0,25`): the words before them
/// and the chips, in the order typed; `Ok(None)` when the line ends with no chip word. A chip
/// word that does not read is an error at its column (1-based, in characters).
pub fn split_chips(
    line: &str,
    mark: super::money::DecimalMark,
) -> Result<Option<(String, Vec<super::chips::Stack>)>, ActionError> {
    let mut words: Vec<(usize, &str)> = Vec::new();
    let mut start = None;
    for (index, ch) in line.char_indices().chain([(line.len(), ' ')]) {
        match (ch.is_whitespace(), start) {
            (false, None) => start = Some(index),
            (true, Some(from)) => {
                words.push((from, &line[from..index]));
                start = None;
            }
            _ => {}
        }
    }
    let first_chip = words
        .iter()
        .rposition(|(_, word)| chip_word(word, mark).is_none())
        .map_or(0, |last_other| last_other + 1);
    if first_chip == words.len() {
        return Ok(None);
    }
    let mut stacks = Vec::new();
    for &(at, word) in &words[first_chip..] {
        match chip_word(word, mark) {
            Some(Ok(stack)) => stacks.push(stack),
            Some(Err(error)) => {
                return Err(ActionError {
                    column: line[..at].chars().count() + 1,
                    message: format!("`{word}` is not so many chips of one value: {error}"),
                });
            }
            None => {}
        }
    }
    let head = words[..first_chip]
        .iter()
        .map(|(_, word)| *word)
        .collect::<Vec<_>>()
        .join(" ");
    Ok(Some((head, stacks)))
}

/// The largest place number the language accepts before a profile narrows it.
pub const MAX_PLACE: u32 = 99;

impl std::str::FromStr for Action {
    type Err = ActionError;

    /// Reads one action (comments and surrounding blanks allowed, any letter case).
    fn from_str(line: &str) -> Result<Action, ActionError> {
        parse_line(line)?.ok_or(ActionError {
            column: 1,
            message: "the line has no action".into(),
        })
    }
}

/// Reads one line: `Ok(None)` for a blank or comment-only line.
pub fn parse_line(line: &str) -> Result<Option<Action>, ActionError> {
    let code = line.split('#').next().unwrap_or("");
    let words: Vec<(usize, String)> = words_with_columns(code);
    let Some((verb_column, verb)) = words.first() else {
        return Ok(None);
    };
    // The output lines of `tallador sequence` and `tallador audit` are not actions: a sequence
    // or an audit fed back as an actions file reads as it is.
    if matches!(
        verb.as_str(),
        "result" | "dealer" | "as-dealt" | "dealt" | "why:" | "box"
    ) {
        return Ok(None);
    }
    let arg = |index: usize| words.get(index);
    let missing = |what: &str| ActionError {
        column: code.chars().count() + 1,
        message: format!("`{verb}` needs {what}"),
    };
    let place_at = |index: usize| -> Result<Place, ActionError> {
        let (column, word) = arg(index).ok_or_else(|| missing("a place number"))?;
        parse_place(word).ok_or_else(|| ActionError {
            column: *column,
            message: format!("`{word}` is not a place number (1 to {MAX_PLACE})"),
        })
    };
    let total_at = |index: usize| -> Result<u8, ActionError> {
        let (column, word) = arg(index).ok_or_else(|| missing("a total"))?;
        match word.parse::<u8>() {
            Ok(total) if total <= 9 && word.len() == 1 => Ok(total),
            _ => Err(ActionError {
                column: *column,
                message: format!("`{word}` is not a total (0 to 9)"),
            }),
        }
    };
    let amount_at = |index: usize| -> Result<Money, ActionError> {
        let (column, word) = arg(index).ok_or_else(|| missing("an amount"))?;
        Money::parse_winning(word).map_err(|error| ActionError {
            column: *column,
            message: error.to_string(),
        })
    };
    let keyword_at = |index: usize, expected: &str| -> Result<(), ActionError> {
        match arg(index) {
            Some((_, word)) if word == expected => Ok(()),
            Some((column, word)) => Err(ActionError {
                column: *column,
                message: format!("expected `{expected}`, found `{word}`"),
            }),
            None => Err(missing(&format!("`{expected}`"))),
        }
    };
    let target_at = |index: usize| -> Result<Target, ActionError> {
        match arg(index) {
            Some((_, word)) if word == "punto" => Ok(Target::Hand(Hand::Punto)),
            Some((_, word)) if word == "banca" || word == "banco" => Ok(Target::Hand(Hand::Banca)),
            Some(_) => place_at(index).map(Target::Place),
            None => Err(missing("a place number, `punto` or `banca`")),
        }
    };
    let hand_at = |index: usize| -> Result<Hand, ActionError> {
        match arg(index) {
            Some((_, word)) if word == "punto" => Ok(Hand::Punto),
            Some((_, word)) if word == "banca" || word == "banco" => Ok(Hand::Banca),
            Some((column, word)) => Err(ActionError {
                column: *column,
                message: format!("expected `punto` or `banca`, found `{word}`"),
            }),
            None => Err(missing("`punto` or `banca`")),
        }
    };

    let (action, used) = match verb.as_str() {
        "draw" => (Action::Draw(target_at(1)?), 2),
        "deal" => (Action::Deal(target_at(1)?), 2),
        "stand" => (Action::Stand(hand_at(1)?), 2),
        "reveal" => {
            hand_at(1).and_then(|hand| match hand {
                Hand::Banca => Ok(()),
                Hand::Punto => keyword_at(1, "banca"),
            })?;
            (Action::RevealBanca, 2)
        }
        "collect" => (Action::Collect(place_at(1)?), 2),
        "pay" => {
            let place = place_at(1)?;
            match arg(2) {
                Some(_) => (Action::Pay(place, Some(amount_at(2)?)), 3),
                None => (Action::Pay(place, None), 2),
            }
        }
        "commission" => (Action::Commission(place_at(1)?, amount_at(2)?), 3),
        "collect-commission" => (Action::CollectCommission(place_at(1)?, amount_at(2)?), 3),
        "encart" => (Action::Encart(place_at(1)?), 2),
        "discard" => match arg(1) {
            Some((_, word)) if word == "banca" || word == "banco" => {
                (Action::Discard(Discard::Banca), 2)
            }
            Some((_, word)) if word == "all" => (Action::Discard(Discard::All), 2),
            Some(_) => (Action::Discard(Discard::Place(place_at(1)?)), 2),
            None => return Err(missing("a place number, `banca` or `all`")),
        },
        "announce" => match hand_at(1)? {
            Hand::Punto => (Action::AnnouncePunto(total_at(2)?), 3),
            Hand::Banca => {
                keyword_at(3, "punto")?;
                (
                    Action::AnnounceResult {
                        banca: total_at(2)?,
                        punto: total_at(4)?,
                    },
                    5,
                )
            }
        },
        "give-cards" => match arg(1) {
            Some((_, word)) if word == "dealer" => (Action::GiveCards(None), 2),
            _ => (Action::GiveCards(Some(place_at(1)?)), 2),
        },
        "rien-ne-va-plus" => (Action::RienNeVaPlus, 1),
        "pass-shoe" => (Action::PassShoe(place_at(1)?), 2),
        "pass-button" => (Action::PassButton(place_at(1)?), 2),
        "burn" => (Action::Burn, 1),
        "keep" => (Action::Keep, 1),
        "restore" => (Action::Restore, 1),
        "void" => (Action::Void, 1),
        "call-inspector" => (Action::CallInspector, 1),
        _ => {
            return Err(ActionError {
                column: *verb_column,
                message: format!(
                    "`{verb}` is not an action (known: {})",
                    Action::VERBS.join(", ")
                ),
            });
        }
    };
    if let Some((column, word)) = words.get(used) {
        return Err(ActionError {
            column: *column,
            message: format!("unexpected `{word}` after `{action}`"),
        });
    }
    Ok(Some(action))
}

fn parse_place(word: &str) -> Option<Place> {
    if word.is_empty() || word.len() > 3 || !word.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let number: u32 = word.parse().ok()?;
    (1..=MAX_PLACE)
        .contains(&number)
        .then(|| Place::try_from(number).ok())
        .flatten()
}

/// The lower-cased words of a line with their 1-based character columns.
fn words_with_columns(code: &str) -> Vec<(usize, String)> {
    let mut words = Vec::new();
    let mut current: Option<(usize, String)> = None;
    for (index, ch) in code.chars().enumerate() {
        if ch.is_whitespace() {
            words.extend(current.take());
        } else {
            current
                .get_or_insert_with(|| (index + 1, String::new()))
                .1
                .extend(ch.to_lowercase());
        }
    }
    words.extend(current);
    words
}

/// One action read from a file, with the line it came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ActionLine {
    pub line: usize,
    pub action: Action,
}

/// Reads an action file; every bad line is reported with file, line and column.
pub fn parse_file(file: &str, text: &str, max_place: Place) -> Result<Vec<ActionLine>, Diagnostic> {
    let mut actions = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line_no = index + 1;
        let at = |column: usize, message: String, problem: Problem| {
            Diagnostic::new(
                file,
                Some(Position {
                    line: line_no,
                    column,
                }),
                message,
            )
            .because(problem)
        };
        match parse_line(line) {
            Ok(None) => {}
            Ok(Some(action)) => {
                if let Some(place) = action.place().filter(|&place| place > max_place) {
                    let column = line
                        .find(&place.to_string())
                        .map_or(1, |i| line[..i].chars().count() + 1);
                    return Err(at(
                        column,
                        format!("place {place} is outside this table (1 to {max_place})"),
                        Problem::new("action_place_off_table")
                            .with("place", place)
                            .with("places", max_place),
                    ));
                }
                actions.push(ActionLine {
                    line: line_no,
                    action,
                });
            }
            Err(error) => {
                return Err(at(
                    error.column,
                    error.message,
                    Problem::new("not_an_action"),
                ));
            }
        }
    }
    Ok(actions)
}

impl serde::Serialize for Action {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Action {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Action, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse()
            .map_err(|error: ActionError| serde::de::Error::custom(error.message))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_form_round_trips() {
        let lines = [
            "draw 3",
            "draw punto",
            "draw banca",
            "stand punto",
            "stand banca",
            "reveal banca",
            "collect 5",
            "pay 7",
            "pay 3 95.00",
            "pay 3 47.50",
            "commission 2 0.25",
            "collect-commission 5 8.25",
            "encart 1",
            "discard 4",
            "discard banca",
            "discard all",
            "announce punto 8",
            "announce banca 7 punto 8",
            "give-cards 2",
            "give-cards dealer",
            "rien-ne-va-plus",
            "pass-shoe 3",
            "pass-button 12",
            "deal 3",
            "deal punto",
            "deal banca",
        ];
        for line in lines {
            let action: Action = line.parse().unwrap();
            assert_eq!(action.to_string(), line);
        }
    }

    #[test]
    fn reads_any_case_and_comments() {
        assert_eq!(
            "  DRAW   Banca  # third card".parse(),
            Ok(Action::Draw(Target::Hand(Hand::Banca)))
        );
        assert_eq!(
            "Pay 3 95".parse(),
            Ok(Action::Pay(3, Some(Money::from_units(95))))
        );
        assert_eq!(parse_line("   # only a comment"), Ok(None));
        // The audit's money report of a commission box is not an action.
        assert_eq!(parse_line("box 2 received 1.25 collected 8.25"), Ok(None));
        assert_eq!(parse_line(""), Ok(None));
    }

    #[test]
    fn errors_name_the_column() {
        let error = "draw 3\u{0}".parse::<Action>().unwrap_err();
        assert_eq!(error.column, 6);
        assert_eq!("dro 3".parse::<Action>().unwrap_err().column, 1);
        assert_eq!("pay 3 4.555".parse::<Action>().unwrap_err().column, 7);
        assert_eq!(
            "announce banca 10 punto 2"
                .parse::<Action>()
                .unwrap_err()
                .column,
            16
        );
        assert_eq!("collect 0".parse::<Action>().unwrap_err().column, 9);
        assert_eq!("collect 5 6".parse::<Action>().unwrap_err().column, 11);
        assert!("announce banca 3 banca 2".parse::<Action>().is_err());
        assert!("collect".parse::<Action>().is_err());
        assert!("reveal punto".parse::<Action>().is_err());
    }

    #[test]
    fn action_files_check_the_profile_range() {
        let text = "draw 3\n\n# comment\ncollect 13\n";
        let error = parse_file("dealer.txt", text, 12).unwrap_err();
        assert_eq!(
            error.to_string(),
            "dealer.txt:4:9: place 13 is outside this table (1 to 12)"
        );
        let ok = parse_file("dealer.txt", "draw 3\npay 3\n", 12).unwrap();
        assert_eq!(
            ok[1],
            ActionLine {
                line: 2,
                action: Action::Pay(3, None)
            }
        );
    }
}
