//! Simulated rounds dealt through seeded, shuffled shoes (Punto Banco, one hand a round).

use super::shoe::{self, ShoeRng};
use super::tableau::{banca_draws, punto_draws};

/// Rounds won by each side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub banca: u64,
    pub punto: u64,
    pub tie: u64,
}

impl Tally {
    pub fn rounds(&self) -> u64 {
        self.banca + self.punto + self.tie
    }
}

/// A shoe of card values (0–9) that reshuffles itself when fewer cards are left than a round
/// can need (six).
pub struct ValueShoe {
    values: Vec<u8>,
    next: usize,
    rng: ShoeRng,
}

impl ValueShoe {
    pub fn new(decks: u8, seed: u64) -> ValueShoe {
        let values = shoe::fresh(decks.max(1))
            .into_iter()
            .map(|card| card.value())
            .collect();
        let mut shoe = ValueShoe {
            values,
            next: 0,
            rng: shoe::rng(seed),
        };
        shoe.reshuffle();
        shoe
    }

    fn reshuffle(&mut self) {
        shoe::shuffle(&mut self.rng, &mut self.values);
        self.next = 0;
    }

    #[inline]
    fn card(&mut self) -> u8 {
        let value = self.values[self.next];
        self.next += 1;
        value
    }

    /// Deals one round by T3–T6 and returns (punto, banca) totals.
    #[inline]
    pub fn round(&mut self) -> (u8, u8) {
        if self.values.len() - self.next < 6 {
            self.reshuffle();
        }
        let (p1, b1, p2, b2) = (self.card(), self.card(), self.card(), self.card());
        let mut punto = (p1 + p2) % 10;
        let mut banca = (b1 + b2) % 10;
        if punto >= 8 || banca >= 8 {
            return (punto, banca);
        }
        let third = if punto_draws(punto) {
            let card = self.card();
            punto = (punto + card) % 10;
            Some(card)
        } else {
            None
        };
        if banca_draws(banca, third) {
            banca = (banca + self.card()) % 10;
        }
        (punto, banca)
    }
}

/// Deals `rounds` rounds from `decks`-deck shoes seeded with `seed`.
pub fn simulate(rounds: u64, seed: u64, decks: u8) -> Tally {
    let mut shoe = ValueShoe::new(decks, seed);
    let mut tally = Tally::default();
    for _ in 0..rounds {
        let (punto, banca) = shoe.round();
        if punto > banca {
            tally.punto += 1;
        } else if banca > punto {
            tally.banca += 1;
        } else {
            tally.tie += 1;
        }
    }
    tally
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_deals_the_same_rounds() {
        assert_eq!(simulate(10_000, 9, 8), simulate(10_000, 9, 8));
        assert_ne!(simulate(10_000, 9, 8), simulate(10_000, 10, 8));
    }

    #[test]
    fn frequencies_approach_the_exact_odds() {
        let tally = simulate(400_000, 1, 8);
        let exact = super::super::odds::exact(8);
        let share = |a: u64, b: u64| a as f64 / b as f64;
        assert!(
            (share(tally.banca, tally.rounds()) - share(exact.banca, exact.total())).abs() < 0.005
        );
        assert!((share(tally.tie, tally.rounds()) - share(exact.tie, exact.total())).abs() < 0.003);
    }
}
