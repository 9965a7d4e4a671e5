//! The rules engine: cards, money, profiles, the action language, the three dealing procedures,
//! scenarios, audit and odds. Pure: no I/O except reading files at the edge, no clock, no UI.

pub mod action;
pub mod audit;
pub mod card;
pub mod diagnosis;
pub mod diagnostic;
pub mod game;
pub mod generate;
pub mod money;
pub mod odds;
pub mod plant;
pub mod procedure;
pub mod profile;
pub mod round;
pub mod rule;
pub mod scenario;
pub mod sequence;
pub mod shoe;
pub mod simulate;
pub mod tableau;
pub mod view;

pub use action::{Action, Discard, Hand, Place, Target};
pub use card::{Card, Suit};
pub use money::Money;
pub use profile::{Profile, Profiles, TableKind};
pub use rule::RuleId;

use serde::{Deserialize, Serialize};

/// The side a bet is on. `Banca` is "Banco" in Venice; `Empate` is the tie bet (Any Tie, Égalité).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    Punto,
    Banca,
    Empate,
}

/// One bet on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bet {
    pub place: Place,
    pub side: Side,
    pub amount: Money,
}

/// What the Venice client says on Punto's cards (it may be wrong; the table decides).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Declaration {
    Carta,
    NoCarta,
}

/// Who won at a place (casilleros: that box against the Banca; single-hand tables: the hand).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Winner {
    Punto,
    Banca,
    Tie,
}

impl Winner {
    /// Compares two totals.
    pub fn of(punto: u8, banca: u8) -> Winner {
        match punto.cmp(&banca) {
            std::cmp::Ordering::Greater => Winner::Punto,
            std::cmp::Ordering::Less => Winner::Banca,
            std::cmp::Ordering::Equal => Winner::Tie,
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            Winner::Punto => "punto",
            Winner::Banca => "banca",
            Winner::Tie => "tie",
        }
    }
}

/// The scoring categories of procedures.md section 5.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Category {
    /// The tableau: a wrong draw or stand.
    Draw,
    /// Direction, collect-before-pay, box as a unit.
    Order,
    /// A wrong amount, commission or payout.
    Money,
    /// A box or a step skipped.
    Omission,
    /// A wrong announcement.
    Announce,
}

impl Category {
    pub const ALL: [Category; 5] = [
        Category::Draw,
        Category::Order,
        Category::Money,
        Category::Omission,
        Category::Announce,
    ];

    pub fn word(self) -> &'static str {
        match self {
            Category::Draw => "draw",
            Category::Order => "order",
            Category::Money => "money",
            Category::Omission => "omission",
            Category::Announce => "announce",
        }
    }
}

/// What one place won and lost in a round, as `tallador sequence` prints it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlaceResult {
    pub place: Place,
    pub winner: Winner,
    /// Winnings paid, without the returned stakes.
    pub won: Money,
    /// Stakes collected.
    pub lost: Money,
    /// Commission marked in the place's box (marking profiles only).
    pub commission: Money,
    /// Stakes that neither won nor lost (stand-offs, Punto/Banca bets on a tie).
    pub pushed: Money,
}

impl PlaceResult {
    /// `result N punto|banca|tie won X lost Y`.
    pub fn line(&self) -> String {
        format!(
            "result {} {} won {} lost {}",
            self.place,
            self.winner.word(),
            self.won.fixed(),
            self.lost.fixed()
        )
    }
}
