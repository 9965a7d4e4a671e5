//! Irregularities and their remedies (procedures.md section 8): what can happen at a round that
//! the procedure does not foresee (a card face up in the shoe, stuck cards, a misdealt card, an
//! extra card, a damaged card, a player's claim), the remedy each calls for, and where a plan
//! shows it. The plan performs the event; the dealer answers with the remedy.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::{Action, Place, RuleId};

pub use super::kind::Remedy;

impl Remedy {
    /// The remedy's action.
    pub fn action(self) -> Action {
        match self {
            Remedy::Burn => Action::Burn,
            Remedy::Keep => Action::Keep,
        }
    }
}

pub use super::profile::{Remedies, Setting};

/// Who a misdealt or extra card goes to, as a scenario names it (`Punto`, `Banca`, `Box(5)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum To {
    Punto,
    Banca,
    Box(Place),
}

/// What the inspector rules on a claim.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ruling {
    /// The coup stands: the round goes on.
    Stands,
    /// The coup is void.
    Void,
}

/// An event of a round (procedures.md section 8.1). Card numbers count the cards that leave
/// the shoe in the round from 1, burned cards included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Irregularity {
    FaceUp {
        card: usize,
    },
    Exposed {
        card: usize,
    },
    Stuck {
        card: usize,
    },
    Misdeal {
        card: usize,
        to: To,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        noticed: Option<usize>,
    },
    Extra {
        to: To,
    },
    Damaged {
        card: usize,
    },
    Claim {
        place: Place,
        ruling: Ruling,
    },
}

impl Irregularity {
    /// The event's id (`IRR-faceup`): the rule of its remedies.
    pub fn rule(self) -> RuleId {
        match self {
            Irregularity::FaceUp { .. } => RuleId::IrrFaceup,
            Irregularity::Exposed { .. } => RuleId::IrrExposed,
            Irregularity::Stuck { .. } => RuleId::IrrStuck,
            Irregularity::Misdeal { .. } => RuleId::IrrMisdeal,
            Irregularity::Extra { .. } => RuleId::IrrExtra,
            Irregularity::Damaged { .. } => RuleId::IrrDamaged,
            Irregularity::Claim { .. } => RuleId::IrrClaim,
        }
    }

    /// The card numbers the event is on (a stuck pair: two; a misdeal: its card and the one
    /// after which it is noticed).
    pub fn cards(self) -> Vec<usize> {
        match self {
            Irregularity::FaceUp { card }
            | Irregularity::Exposed { card }
            | Irregularity::Damaged { card } => vec![card],
            Irregularity::Stuck { card } => vec![card, card + 1],
            Irregularity::Misdeal { card, noticed, .. } => match noticed {
                Some(noticed) if noticed != card => vec![card, noticed],
                _ => vec![card],
            },
            Irregularity::Extra { .. } | Irregularity::Claim { .. } => Vec::new(),
        }
    }

    /// The event as a scenario writes it (`FaceUp(card: 2)`).
    pub fn to_ron(self) -> String {
        let to = |to: To| match to {
            To::Punto => "Punto".to_string(),
            To::Banca => "Banca".to_string(),
            To::Box(place) => format!("Box({place})"),
        };
        match self {
            Irregularity::FaceUp { card } => format!("FaceUp(card: {card})"),
            Irregularity::Exposed { card } => format!("Exposed(card: {card})"),
            Irregularity::Stuck { card } => format!("Stuck(card: {card})"),
            Irregularity::Misdeal {
                card,
                to: hand,
                noticed,
            } => match noticed {
                Some(noticed) => {
                    format!(
                        "Misdeal(card: {card}, to: {}, noticed: {noticed})",
                        to(hand)
                    )
                }
                None => format!("Misdeal(card: {card}, to: {})", to(hand)),
            },
            Irregularity::Extra { to: hand } => format!("Extra(to: {})", to(hand)),
            Irregularity::Damaged { card } => format!("Damaged(card: {card})"),
            Irregularity::Claim { place, ruling } => {
                format!("Claim(place: {place}, ruling: {ruling:?})")
            }
        }
    }
}

/// Why an event of a scenario cannot happen where it stands (procedures.md section 8.1: what
/// `check` refuses).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Misplaced {
    /// `Exposed`, `Stuck` or `Misdeal` on a card after the initial deal (its last card).
    AfterInitialDeal { last: usize },
    /// A card number past the cards the round uses.
    PastTheCards { used: usize },
    /// `Extra` to a hand that draws.
    ExtraToDrawingHand,
    /// `Extra` to a hand with no draw or stand (a natural, a hand not in play).
    ExtraNoDecision,
    /// Two events on one card.
    TwoOnOneCard { card: usize },
    /// A `noticed` card not after the misdealt card, or after the initial deal.
    NoticedOutOfDeal { last: usize },
    /// A `Misdeal` to the hand the deal gives that card anyway.
    MisdealToOwnHand,
    /// A place not in play.
    NotInPlay { place: Place },
    /// `Box(N)` at a single-hand table, `Punto` at casilleros.
    WrongHand,
    /// Two claims, or two extra cards to one hand, in a round.
    Twice,
    /// The coup is void before the event's moment comes.
    AfterVoid,
}

impl Misplaced {
    /// The problem's id, for its message in the user's language (`errors.ftl`).
    pub fn id(self) -> &'static str {
        match self {
            Misplaced::AfterInitialDeal { .. } => "irregularity_after_deal",
            Misplaced::PastTheCards { .. } => "irregularity_past_cards",
            Misplaced::ExtraToDrawingHand => "irregularity_extra_draws",
            Misplaced::ExtraNoDecision => "irregularity_extra_no_decision",
            Misplaced::TwoOnOneCard { .. } => "irregularity_two_on_card",
            Misplaced::NoticedOutOfDeal { .. } => "irregularity_noticed",
            Misplaced::MisdealToOwnHand => "irregularity_misdeal_own_hand",
            Misplaced::NotInPlay { .. } => "irregularity_not_in_play",
            Misplaced::WrongHand => "irregularity_wrong_hand",
            Misplaced::Twice => "irregularity_twice",
            Misplaced::AfterVoid => "irregularity_after_void",
        }
    }
}

impl fmt::Display for Misplaced {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Misplaced::AfterInitialDeal { last } => write!(
                f,
                "an exposed, stuck or misdealt card must be in the initial deal (cards 1 to {last})"
            ),
            Misplaced::PastTheCards { used } => {
                write!(f, "the round uses only {used} cards")
            }
            Misplaced::ExtraToDrawingHand => f.write_str(
                "an extra card goes to a hand that stands; this hand draws its third card",
            ),
            Misplaced::ExtraNoDecision => f.write_str(
                "an extra card goes to a hand that stands; this hand neither draws nor stands (a natural, or not in play)",
            ),
            Misplaced::TwoOnOneCard { card } => write!(f, "two events on card {card}"),
            Misplaced::NoticedOutOfDeal { last } => write!(
                f,
                "`noticed` must be after the misdealt card and within the initial deal (cards 1 to {last})"
            ),
            Misplaced::MisdealToOwnHand => {
                f.write_str("the deal gives that card to that hand anyway: nothing is misdealt")
            }
            Misplaced::NotInPlay { place } => write!(f, "place {place} is not in play this round"),
            Misplaced::WrongHand => f.write_str(
                "`Box(N)` names a casilleros box and `Punto` a single-hand table's hand: this table has no such hand",
            ),
            Misplaced::Twice => {
                f.write_str("a round holds one claim, and one extra card to a hand, at most")
            }
            Misplaced::AfterVoid => {
                f.write_str("the coup is already void when this event would happen")
            }
        }
    }
}

/// An event of a round that the plan could not show, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refused {
    /// The event's index in the round's list.
    pub index: usize,
    pub why: Misplaced,
}

/// The remedy actions.
pub fn is_remedy(action: Action) -> bool {
    matches!(
        action,
        Action::Burn | Action::Keep | Action::Restore | Action::Void | Action::CallInspector
    )
}

/// The sources of the remedies that do not differ by table (procedures.md section 8.1).
pub const MELILLA: &str = "Melilla, BOME 19/2014 p. 358";
pub const FRANCE: &str = "France, arrêté du 14 mai 2007 art. 55-14";
pub const LOUISIANA_FLAWED: &str = "Louisiana Admin. Code 42 § III-3106 B";
pub const COLORADO: &str = "Colorado rule 47.1-828";

impl Irregularity {
    /// The event in the inspector's one-line form: `face-up 2`, `exposed 3`, `stuck 3`,
    /// `misdeal 2 to punto`, `misdeal 4 to box 5 noticed 6`, `extra to banca`, `damaged 7`,
    /// `claim 3 void` (or `stands`).
    pub fn line_text(self) -> String {
        let to = |to: To| match to {
            To::Punto => "punto".to_string(),
            To::Banca => "banca".to_string(),
            To::Box(place) => format!("box {place}"),
        };
        match self {
            Irregularity::FaceUp { card } => format!("face-up {card}"),
            Irregularity::Exposed { card } => format!("exposed {card}"),
            Irregularity::Stuck { card } => format!("stuck {card}"),
            Irregularity::Misdeal {
                card,
                to: hand,
                noticed,
            } => match noticed {
                Some(noticed) => format!("misdeal {card} to {} noticed {noticed}", to(hand)),
                None => format!("misdeal {card} to {}", to(hand)),
            },
            Irregularity::Extra { to: hand } => format!("extra to {}", to(hand)),
            Irregularity::Damaged { card } => format!("damaged {card}"),
            Irregularity::Claim { place, ruling } => format!(
                "claim {place} {}",
                match ruling {
                    Ruling::Stands => "stands",
                    Ruling::Void => "void",
                }
            ),
        }
    }

    /// Reads [`Irregularity::line_text`]'s form (any letter case); an error gives the 1-based
    /// column of the word that does not read, and what was expected.
    pub fn parse_line(line: &str) -> Result<Irregularity, (usize, LineError)> {
        let words = LineWords::of(line);
        let (event, used) = match words.word(0) {
            Some("face-up" | "faceup") => (
                Irregularity::FaceUp {
                    card: words.number(1)?,
                },
                2,
            ),
            Some("exposed") => (
                Irregularity::Exposed {
                    card: words.number(1)?,
                },
                2,
            ),
            Some("stuck") => (
                Irregularity::Stuck {
                    card: words.number(1)?,
                },
                2,
            ),
            Some("damaged") => (
                Irregularity::Damaged {
                    card: words.number(1)?,
                },
                2,
            ),
            Some("misdeal") => words.misdeal()?,
            Some("extra") => {
                let (to, next) = words.hand(usize::from(words.word(1) == Some("to")) + 1)?;
                (Irregularity::Extra { to }, next)
            }
            Some("claim") => {
                let place = words.place(1)?;
                let ruling = match words.word(2) {
                    Some("void") => Ruling::Void,
                    Some("stands") => Ruling::Stands,
                    _ => return Err(words.expected(2, Expected::Ruling)),
                };
                (Irregularity::Claim { place, ruling }, 3)
            }
            _ => {
                return Err(words.expected(0, Expected::Event));
            }
        };
        match words.words.get(used) {
            Some((column, word)) => Err((*column, LineError::Unexpected(word.clone()))),
            None => Ok(event),
        }
    }
}

/// What is wrong on an inspector's event line, at a column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineError {
    /// Another word was expected here.
    Expected(Expected),
    /// A word after the event.
    Unexpected(String),
}

/// The word an event line lacks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    Event,
    Number,
    To,
    Hand,
    Ruling,
    SmallerPlace,
}

impl LineError {
    /// The problem's id, for its message in the user's language (`errors.ftl`).
    pub fn id(&self) -> &'static str {
        match self {
            LineError::Expected(Expected::Event) => "irregularity_line_event",
            LineError::Expected(Expected::Number) => "irregularity_line_number",
            LineError::Expected(Expected::To) => "irregularity_line_to",
            LineError::Expected(Expected::Hand) => "irregularity_line_hand",
            LineError::Expected(Expected::Ruling) => "irregularity_line_ruling",
            LineError::Expected(Expected::SmallerPlace) => "irregularity_line_place",
            LineError::Unexpected(_) => "irregularity_line_unexpected",
        }
    }

    /// The word the message names, where it names one.
    pub fn word(&self) -> &str {
        match self {
            LineError::Unexpected(word) => word,
            LineError::Expected(_) => "",
        }
    }
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineError::Expected(Expected::Event) => {
                f.write_str("expected face-up, exposed, stuck, misdeal, extra, damaged or claim")
            }
            LineError::Expected(Expected::Number) => f.write_str("expected a number from 1"),
            LineError::Expected(Expected::To) => f.write_str("expected `to`"),
            LineError::Expected(Expected::Hand) => {
                f.write_str("expected `punto`, `banca` or `box N`")
            }
            LineError::Expected(Expected::Ruling) => {
                f.write_str("expected the ruling: `void` or `stands`")
            }
            LineError::Expected(Expected::SmallerPlace) => {
                f.write_str("expected a smaller place number")
            }
            LineError::Unexpected(word) => write!(f, "unexpected `{word}`"),
        }
    }
}

/// The words of an inspector's event line, each with its 1-based column.
struct LineWords {
    words: Vec<(usize, String)>,
    /// The column just after the line.
    end: usize,
}

impl LineWords {
    fn of(line: &str) -> LineWords {
        let mut words = Vec::new();
        let mut start = None;
        for (at, ch) in line.char_indices().chain([(line.len(), ' ')]) {
            match (ch.is_whitespace(), start) {
                (false, None) => start = Some(at),
                (true, Some(from)) => {
                    words.push((
                        line[..from].chars().count() + 1,
                        line[from..at].to_lowercase(),
                    ));
                    start = None;
                }
                _ => {}
            }
        }
        LineWords {
            words,
            end: line.chars().count() + 1,
        }
    }

    fn word(&self, index: usize) -> Option<&str> {
        self.words.get(index).map(|(_, word)| word.as_str())
    }

    fn expected(&self, index: usize, what: Expected) -> (usize, LineError) {
        let column = self
            .words
            .get(index)
            .map_or(self.end, |(column, _)| *column);
        (column, LineError::Expected(what))
    }

    fn number(&self, index: usize) -> Result<usize, (usize, LineError)> {
        self.word(index)
            .and_then(|word| word.parse::<usize>().ok())
            .filter(|&number| number >= 1)
            .ok_or_else(|| self.expected(index, Expected::Number))
    }

    fn place(&self, index: usize) -> Result<Place, (usize, LineError)> {
        let number = self.number(index)?;
        Place::try_from(number).map_err(|_| self.expected(index, Expected::SmallerPlace))
    }

    /// `punto`, `banca` or `box N` at `index`, and the index after it.
    fn hand(&self, index: usize) -> Result<(To, usize), (usize, LineError)> {
        match self.word(index) {
            Some("punto") => Ok((To::Punto, index + 1)),
            Some("banca" | "banco") => Ok((To::Banca, index + 1)),
            Some("box" | "seat") => Ok((To::Box(self.place(index + 1)?), index + 2)),
            _ => Err(self.expected(index, Expected::Hand)),
        }
    }

    /// `misdeal K to HAND [noticed L]`, and the index after it.
    fn misdeal(&self) -> Result<(Irregularity, usize), (usize, LineError)> {
        let card = self.number(1)?;
        if self.word(2) != Some("to") {
            return Err(self.expected(2, Expected::To));
        }
        let (to, next) = self.hand(3)?;
        if self.word(next) != Some("noticed") {
            return Ok((
                Irregularity::Misdeal {
                    card,
                    to,
                    noticed: None,
                },
                next,
            ));
        }
        let noticed = self.number(next + 1)?;
        Ok((
            Irregularity::Misdeal {
                card,
                to,
                noticed: Some(noticed),
            },
            next + 2,
        ))
    }
}

/// What `check` refuses whatever the cards (section 8.1): a hand the table does not have, a
/// place not in play (`in_play`), two events on one card, two claims or two extra cards to one
/// hand. Returns the first refused event's index and why.
pub fn refuse_regardless_of_cards(
    events: &[Irregularity],
    has_boxes: bool,
    in_play: &[Place],
) -> Result<(), (usize, Misplaced)> {
    let mut cards_taken: Vec<usize> = Vec::new();
    for (index, &event) in events.iter().enumerate() {
        let hand = match event {
            Irregularity::Misdeal { to, .. } | Irregularity::Extra { to } => Some(to),
            _ => None,
        };
        let refused = match (hand, event) {
            (Some(To::Box(_)), _) if !has_boxes => Some(Misplaced::WrongHand),
            (Some(To::Punto), _) if has_boxes => Some(Misplaced::WrongHand),
            (Some(To::Box(place)), _) if !in_play.contains(&place) => {
                Some(Misplaced::NotInPlay { place })
            }
            (_, Irregularity::Claim { place, .. }) if !in_play.contains(&place) => {
                Some(Misplaced::NotInPlay { place })
            }
            _ => None,
        };
        if let Some(why) = refused {
            return Err((index, why));
        }
        let numbers = event.cards();
        if let Some(&card) = numbers.iter().find(|card| cards_taken.contains(card)) {
            return Err((index, Misplaced::TwoOnOneCard { card }));
        }
        let twice = events[..index]
            .iter()
            .any(|&earlier| match (earlier, event) {
                (Irregularity::Claim { .. }, Irregularity::Claim { .. }) => true,
                (Irregularity::Extra { to: a }, Irregularity::Extra { to: b }) => a == b,
                _ => false,
            });
        if twice {
            return Err((index, Misplaced::Twice));
        }
        cards_taken.extend(numbers);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_inspector_s_line_form_reads_back_every_event() {
        let events = [
            Irregularity::FaceUp { card: 2 },
            Irregularity::Exposed { card: 3 },
            Irregularity::Stuck { card: 1 },
            Irregularity::Misdeal {
                card: 2,
                to: To::Punto,
                noticed: None,
            },
            Irregularity::Misdeal {
                card: 4,
                to: To::Box(5),
                noticed: Some(6),
            },
            Irregularity::Extra { to: To::Banca },
            Irregularity::Damaged { card: 7 },
            Irregularity::Claim {
                place: 3,
                ruling: Ruling::Void,
            },
            Irregularity::Claim {
                place: 12,
                ruling: Ruling::Stands,
            },
        ];
        for event in events {
            assert_eq!(Irregularity::parse_line(&event.line_text()), Ok(event));
        }
        assert_eq!(
            Irregularity::parse_line("EXTRA banco"),
            Ok(Irregularity::Extra { to: To::Banca })
        );
        // Errors name the column of the word that does not read.
        assert_eq!(
            Irregularity::parse_line("misdeal 2 punto").map_err(|e| e.0),
            Err(11)
        );
        assert_eq!(
            Irregularity::parse_line("claim 7 maybe").map_err(|e| e.0),
            Err(9)
        );
        assert_eq!(
            Irregularity::parse_line("face-up 0").map_err(|e| e.0),
            Err(9)
        );
        assert_eq!(
            Irregularity::parse_line("burned 2").map_err(|e| e.0),
            Err(1)
        );
        assert_eq!(
            Irregularity::parse_line("stuck 3 4").map_err(|e| e.0),
            Err(9)
        );
    }
}
