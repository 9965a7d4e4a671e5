//! The shoe: N decks, shuffled from a recorded seed with a portable generator (ChaCha8), so the
//! same seed gives the same shoe on every machine.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};

use super::card::Card;

/// The generator every random situation uses.
pub type ShoeRng = ChaCha8Rng;

pub fn rng(seed: u64) -> ShoeRng {
    ChaCha8Rng::seed_from_u64(seed)
}

/// An unbiased number in `0..bound` (Lemire's multiply-and-reject), `bound` > 0.
pub fn below(rng: &mut ShoeRng, bound: u32) -> u32 {
    let bound = bound.max(1);
    loop {
        let product = u64::from(rng.next_u32()) * u64::from(bound);
        let low = product as u32;
        // Only a low part below `bound` can fall in the biased zone; the division is rare.
        if low >= bound || low >= bound.wrapping_neg() % bound {
            return (product >> 32) as u32;
        }
    }
}

/// Fisher–Yates shuffle with [`below`].
pub fn shuffle<T>(rng: &mut ShoeRng, items: &mut [T]) {
    for index in (1..items.len()).rev() {
        let other = below(rng, index as u32 + 1) as usize;
        items.swap(index, other);
    }
}

/// `decks` full decks in deck order.
pub fn fresh(decks: u8) -> Vec<Card> {
    (0..decks).flat_map(|_| Card::deck()).collect()
}

/// A shuffled shoe of `decks` decks from `seed`.
pub fn shuffled(decks: u8, seed: u64) -> Vec<Card> {
    let mut cards = fresh(decks);
    shuffle(&mut rng(seed), &mut cards);
    cards
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_shoe() {
        assert_eq!(shuffled(8, 42), shuffled(8, 42));
        assert_ne!(shuffled(8, 42), shuffled(8, 43));
    }

    #[test]
    fn a_shuffle_keeps_every_card() {
        let mut shoe = shuffled(2, 7);
        shoe.sort();
        let mut fresh = fresh(2);
        fresh.sort();
        assert_eq!(shoe, fresh);
    }

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut rng = rng(1);
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            seen[below(&mut rng, 7) as usize] += 1;
        }
        assert!(
            seen.iter().all(|&count| (800..1200).contains(&count)),
            "{seen:?}"
        );
    }
}
