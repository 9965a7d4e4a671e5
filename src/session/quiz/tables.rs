//! What the table drills share (box order, Venice precedence, the deal): random places and a
//! shuffled shoe, a round planned by the core, the round's scenario text. Each drill keeps the
//! round as it stands when asked, so the answer is judged by
//! [`crate::core::round::RoundState::judge`]. The `*_from` builders, with their drills, make an
//! item from a given table (the tests use them with hand-worked rounds).

use crate::core::card::Card;
use crate::core::procedure::{self, RoundPlan, RoundSetup};
use crate::core::scenario::RoundSpec;
use crate::core::shoe::{self, ShoeRng};
use crate::core::{Bet, Money, Place, Profile, Side};

/// Tries before a generator settles for a table of another kind than asked (never reached in
/// practice: every kind turns up within a few dozen deals).
pub(crate) const MAX_TRIES: u32 = 2_000;

/// `count` different places of 1..=`places`, ascending (gaps between them are likely).
pub(crate) fn some_places(rng: &mut ShoeRng, places: Place, count: usize) -> Vec<Place> {
    let mut all: Vec<Place> = (1..=places.max(1)).collect();
    shoe::shuffle(rng, &mut all);
    all.truncate(count.max(1));
    all.sort_unstable();
    all
}

pub(crate) fn shuffled_shoe(rng: &mut ShoeRng, profile: &Profile) -> Vec<Card> {
    let mut cards = shoe::fresh(profile.decks.max(1));
    shoe::shuffle(rng, &mut cards);
    cards
}

/// A round planned by the core; `None` when the shoe runs out.
pub(crate) fn plan_round(
    profile: &Profile,
    bets: &[Bet],
    holder: Place,
    shoe: &[Card],
    with_deal: bool,
) -> Option<RoundPlan> {
    procedure::plan(&RoundSetup {
        profile,
        bets,
        seats: None,
        holder,
        shoe,
        declaration: None,
        with_deal,
        owed: &[],
        leaves: &[],
        shoe_end: false,
        irregularities: &[],
    })
    .ok()
}

pub(crate) fn spec_of(bets: &[Bet], plan: &RoundPlan, shoe: &[Card], holder: Place) -> RoundSpec {
    RoundSpec {
        bets: bets.to_vec(),
        shoe: shoe[..plan.cards_used.min(shoe.len())].to_vec(),
        holder: Some(holder),
        seats: None,
        declaration: None,
        ..RoundSpec::default()
    }
}

pub(crate) fn bet(place: Place, side: Side, amount: Money) -> Bet {
    Bet {
        place,
        side,
        amount,
    }
}
