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
