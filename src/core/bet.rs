//! A round's bets and results: the side a bet is on, a bet, the Venice client's declaration,
//! who won at a place, and what a place won and lost.

use serde::{Deserialize, Serialize};

use super::{Money, Place};

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

    pub fn id(self) -> &'static str {
        match self {
            Winner::Punto => "punto",
            Winner::Banca => "banca",
            Winner::Tie => "tie",
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
    /// Stakes that neither won nor lost (stand-offs, Punto/Banca bets on a tie, a void coup).
    pub pushed: Money,
    /// The coup was void (section 8): no bet won or lost. Absent in older logs.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub void: bool,
}

impl PlaceResult {
    /// `result N punto|banca|tie won X lost Y`.
    pub fn line(&self) -> String {
        format!(
            "result {} {} won {} lost {}",
            self.place,
            if self.void { "void" } else { self.winner.id() },
            self.won.fixed(),
            self.lost.fixed()
        )
    }
}

/// A place's commission box on a marking table (PAY-box): the commissions marked in it over
/// the shoe, in the order they were marked (money already owed at the start of a scenario is
/// one mark).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommissionBox {
    pub place: Place,
    pub marks: Vec<Money>,
}

impl CommissionBox {
    /// What the box holds: the sum of its marks.
    pub fn owed(&self) -> Money {
        self.marks.iter().copied().sum()
    }

    /// The boxes after `actions` (PAY-box): a mark is added to its place's box, a collection
    /// empties it; the boxes left hold something, in place order.
    pub fn after(
        mut boxes: Vec<CommissionBox>,
        actions: impl IntoIterator<Item = crate::core::Action>,
    ) -> Vec<CommissionBox> {
        use crate::core::Action;
        for action in actions {
            match action {
                Action::Commission(place, mark) => {
                    match boxes.iter_mut().find(|held| held.place == place) {
                        Some(held) => held.marks.push(mark),
                        None => boxes.push(CommissionBox {
                            place,
                            marks: vec![mark],
                        }),
                    }
                }
                Action::CollectCommission(place, _) => boxes.retain(|held| held.place != place),
                _ => {}
            }
        }
        boxes.retain(|held| !held.owed().is_zero());
        boxes.sort_by_key(|held| held.place);
        boxes
    }
}
