//! The shoe: N decks, shuffled from a recorded seed with a portable generator (ChaCha8), so the
//! same seed gives the same shoe on every machine.

use std::num::NonZeroU32;

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};

use super::card::Card;

/// The generator every random situation uses.
pub type ShoeRng = ChaCha8Rng;

pub fn rng(seed: u64) -> ShoeRng {
    ChaCha8Rng::seed_from_u64(seed)
}

/// An unbiased number in `0..bound` (Lemire's multiply-and-reject), `bound` > 0.
///
/// Written here rather than taken from `rand`: from the same ChaCha stream, `SliceRandom::shuffle`
/// deals another shoe and `random_range` differs from this on some draws, so recorded seeds
/// (saved random situations, drills, quizzes) would deal something else. The tests show both and
/// pin a seed to its shoe.
pub fn below(rng: &mut ShoeRng, bound: NonZeroU32) -> u32 {
    let bound = bound.get();
    loop {
        let product = u64::from(rng.next_u32()) * u64::from(bound);
        let low = product as u32;
        // Only a low part below `bound` can fall in the biased zone; the division is rare.
        if low >= bound || low >= bound.wrapping_neg() % bound {
            return (product >> 32) as u32;
        }
    }
}

/// [`below`] for a bound written in the code (`roll::<100>`); a zero bound does not compile.
pub fn roll<const BOUND: u32>(rng: &mut ShoeRng) -> u32 {
    const { assert!(BOUND > 0, "a roll needs at least one outcome") };
    below(rng, NonZeroU32::MIN.saturating_add(BOUND - 1))
}

/// A random index into a list of `len` items; `None` for an empty list (or one too long).
pub fn index(rng: &mut ShoeRng, len: usize) -> Option<usize> {
    let bound = NonZeroU32::new(u32::try_from(len).ok()?)?;
    usize::try_from(below(rng, bound)).ok()
}

/// One of a list written in the code; an empty list does not compile.
pub fn pick<T: Copy, const N: usize>(rng: &mut ShoeRng, items: &[T; N]) -> T {
    const { assert!(N > 0 && N <= u32::MAX as usize, "a pick needs a choice") };
    // Always an index below N (checked above).
    items[index(rng, N).unwrap_or_default()]
}

/// One of `items` at random; `None` when there are none.
pub fn choose<'a, T>(rng: &mut ShoeRng, items: &'a [T]) -> Option<&'a T> {
    items.get(index(rng, items.len())?)
}

/// Fisher–Yates shuffle with [`below`].
pub fn shuffle<T>(rng: &mut ShoeRng, items: &mut [T]) {
    for index in (1..items.len()).rev() {
        if let Some(other) = self::index(rng, index + 1) {
            items.swap(index, other);
        }
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
    fn a_recorded_seed_deals_the_same_shoe_in_every_version() {
        let top: Vec<String> = shuffled(8, 42)[..8].iter().map(Card::to_string).collect();
        assert_eq!(top, PINNED_SEED_42);
    }

    /// The first eight cards of the eight-deck shoe of seed 42.
    const PINNED_SEED_42: [&str; 8] = ["5H", "QD", "4C", "JC", "KC", "4C", "9H", "9S"];

    #[test]
    fn rand_would_deal_another_shoe_from_the_same_seed() {
        use rand::RngExt;
        use rand::seq::SliceRandom;
        // `SliceRandom::shuffle` deals another shoe from seed 42.
        let mut theirs = fresh(8);
        theirs.shuffle(&mut rng(42));
        assert_ne!(theirs, shuffled(8, 42));
        // `random_range` mostly agrees with `below`, but not on every draw: a seed whose first
        // draw in 0..3 × 10^9 differs.
        let differs = (0..1000u64).find(|&seed| {
            roll::<3_000_000_000>(&mut rng(seed)) != rng(seed).random_range(0..3_000_000_000u32)
        });
        assert_eq!(differs, Some(0));
    }

    #[test]
    fn an_empty_list_has_no_random_index() {
        let mut rng = rng(3);
        assert_eq!(index(&mut rng, 0), None);
        assert_eq!(choose::<u8>(&mut rng, &[]), None);
        assert_eq!(index(&mut rng, 1), Some(0));
        assert_eq!(choose(&mut rng, &["only"]), Some(&"only"));
    }

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut rng = rng(1);
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            seen[roll::<7>(&mut rng) as usize] += 1;
        }
        assert!(
            seen.iter().all(|&count| (800..1200).contains(&count)),
            "{seen:?}"
        );
    }
}
