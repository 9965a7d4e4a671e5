//! Exact odds: every ordered six-card draw from the shoe, counted in integers by card value
//! with composition weights (only the cards actually used are walked; the rest of the six are
//! counted by a falling factorial).

use super::Winner;
use super::tableau::{banca_draws, punto_draws};

/// Ordered six-card draws by result.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Odds {
    pub banca: u64,
    pub punto: u64,
    pub tie: u64,
}

impl Odds {
    pub fn total(&self) -> u64 {
        self.banca + self.punto + self.tie
    }

    fn add(&mut self, punto: u8, banca: u8, weight: u64) {
        match Winner::of(punto, banca) {
            Winner::Banca => self.banca += weight,
            Winner::Punto => self.punto += weight,
            Winner::Tie => self.tie += weight,
        }
    }

    /// The lines `tallador odds` prints: counts, probabilities with 15 decimals, house edges
    /// (5 % commission on Banca, tie paying 8 to 1).
    pub fn report(&self) -> String {
        let total = u128::from(self.total());
        let mut out = String::new();
        for (name, count) in [
            ("banca", self.banca),
            ("punto", self.punto),
            ("tie", self.tie),
        ] {
            out += &format!("{name} {count} {}\n", decimal(i128::from(count), total));
        }
        out += &format!("total {}\n", self.total());
        let (banca, punto, tie) = (
            i128::from(self.banca),
            i128::from(self.punto),
            i128::from(self.tie),
        );
        let total_i = total as i128;
        // Banca bet: loses 1 when Punto wins, wins 0.95 when Banca wins, ties push.
        out += &format!(
            "edge banca {}\n",
            decimal(20 * punto - 19 * banca, total * 20)
        );
        out += &format!("edge punto {}\n", decimal(banca - punto, total));
        // Tie bet at 8 to 1: loses 1 unless a tie, wins 8 on a tie.
        out += &format!("edge tie {}\n", decimal(total_i - 9 * tie, total));
        out
    }
}

/// `numerator / denominator` rounded to 15 decimals, exactly.
fn decimal(numerator: i128, denominator: u128) -> String {
    const SCALE: u128 = 1_000_000_000_000_000;
    let negative = numerator < 0;
    let magnitude = numerator.unsigned_abs();
    let denominator = denominator.max(1);
    let scaled = (magnitude * SCALE * 2 + denominator) / (denominator * 2);
    format!(
        "{}{}.{:015}",
        if negative { "-" } else { "" },
        scaled / SCALE,
        scaled % SCALE
    )
}

/// Counts every ordered six-card draw from `decks` decks (1 to 24).
pub fn exact(decks: u8) -> Odds {
    let decks = u64::from(decks.clamp(1, 24));
    // Cards per value 0–9: tens and faces are sixteen a deck.
    let mut counts = [4 * decks; 10];
    counts[0] = 16 * decks;
    let cards = 52 * decks;
    let mut odds = Odds::default();
    for p1 in 0..10u8 {
        let t1 = take(&mut counts, p1);
        for b1 in 0..10u8 {
            let t2 = take(&mut counts, b1);
            for p2 in 0..10u8 {
                let t3 = take(&mut counts, p2);
                for b2 in 0..10u8 {
                    let t4 = take(&mut counts, b2);
                    let weight = t1 * t2 * t3 * t4;
                    if weight != 0 {
                        play(
                            &mut odds,
                            &mut counts,
                            cards - 4,
                            (p1 + p2) % 10,
                            (b1 + b2) % 10,
                            weight,
                        );
                    }
                    put_back(&mut counts, b2, t4);
                }
                put_back(&mut counts, p2, t3);
            }
            put_back(&mut counts, b1, t2);
        }
        put_back(&mut counts, p1, t1);
    }
    odds
}

/// Draws one card of `value` if there is one; returns how many there were (the weight).
fn take(counts: &mut [u64; 10], value: u8) -> u64 {
    let slot = &mut counts[usize::from(value)];
    let available = *slot;
    if available > 0 {
        *slot -= 1;
    }
    available
}

/// Undoes [`take`].
fn put_back(counts: &mut [u64; 10], value: u8, taken: u64) {
    if taken > 0 {
        counts[usize::from(value)] += 1;
    }
}

/// Finishes a hand after the first four cards; `left` cards remain in the shoe.
fn play(odds: &mut Odds, counts: &mut [u64; 10], left: u64, punto: u8, banca: u8, weight: u64) {
    if punto >= 8 || banca >= 8 {
        odds.add(punto, banca, weight * left * (left - 1));
        return;
    }
    if !punto_draws(punto) {
        if banca_draws(banca, None) {
            // The fifth card is Banca's third, the sixth is free.
            for b3 in 0..10u8 {
                odds.add(
                    punto,
                    (banca + b3) % 10,
                    weight * counts[usize::from(b3)] * (left - 1),
                );
            }
        } else {
            odds.add(punto, banca, weight * left * (left - 1));
        }
        return;
    }
    for p3 in 0..10u8 {
        let taken = take(counts, p3);
        let w5 = weight * taken;
        if w5 != 0 {
            let punto3 = (punto + p3) % 10;
            if banca_draws(banca, Some(p3)) {
                // The sixth card is Banca's third: no free position is left.
                for b3 in 0..10u8 {
                    odds.add(punto3, (banca + b3) % 10, w5 * counts[usize::from(b3)]);
                }
            } else {
                odds.add(punto3, banca, w5 * (left - 1));
            }
        }
        put_back(counts, p3, taken);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_round_exactly() {
        assert_eq!(decimal(1, 3), "0.333333333333333");
        assert_eq!(decimal(2, 3), "0.666666666666667");
        assert_eq!(decimal(-1, 8), "-0.125000000000000");
    }

    #[test]
    fn one_deck_counts_every_ordered_draw() {
        let odds = exact(1);
        assert_eq!(odds.total(), 52 * 51 * 50 * 49 * 48 * 47);
    }
}
