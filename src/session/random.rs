//! The seam for random situations: [`random_scenario`] is the one place the trainer asks for a
//! random round. It deals a seeded shoe and places a few bets; the generator being written for
//! the core (`core::generate`, with focus options) will replace its body.

use crate::core::scenario::{RoundSpec, Scenario};
use crate::core::shoe::{self, below};
use crate::core::{Bet, Money, Place, Profile, Side, TableKind};

/// A one-round situation for `profile`, the same for the same seed on every machine.
pub fn random_scenario(profile: &Profile, seed: u64) -> Scenario {
    let mut rng = shoe::rng(seed);
    let mut cards = shoe::fresh(profile.decks);
    shoe::shuffle(&mut rng, &mut cards);
    let places = u32::from(profile.places.max(1));
    let wanted = match profile.kind {
        TableKind::Casilleros => 2 + below(&mut rng, places.min(11)),
        _ => 1 + below(&mut rng, places.min(5)),
    };
    let mut chosen: Vec<Place> = Vec::new();
    while chosen.len() < wanted.min(places) as usize {
        let place = Place::try_from(1 + below(&mut rng, places)).unwrap_or(1);
        if !chosen.contains(&place) {
            chosen.push(place);
        }
    }
    chosen.sort_unstable();
    const STAKES: [i64; 8] = [500, 1000, 2000, 2500, 5000, 10000, 2550, 1500];
    let sides: &[Side] = match profile.kind {
        TableKind::Casilleros => &[Side::Punto, Side::Punto, Side::Banca],
        _ => &[
            Side::Punto,
            Side::Banca,
            Side::Punto,
            Side::Banca,
            Side::Empate,
        ],
    };
    let bets = chosen
        .iter()
        .map(|&place| Bet {
            place,
            side: sides[below(&mut rng, sides.len() as u32) as usize],
            amount: Money::from_cents(STAKES[below(&mut rng, STAKES.len() as u32) as usize]),
        })
        .collect();
    let mut round = RoundSpec {
        bets,
        shoe: cards,
        holder: None,
        seats: None,
        declaration: None,
    };
    let mut scenario = Scenario {
        title: format!("{} #{seed}", profile.name),
        notes: String::new(),
        difficulty: None,
        profile: profile.clone(),
        rounds: Vec::new(),
    };
    // Keep only the cards the round uses (a full shoe is always enough for one round).
    let used = {
        scenario.rounds = vec![round.clone()];
        scenario
            .plans(false)
            .ok()
            .and_then(|plans| plans.first().map(|plan| plan.cards_used))
            .unwrap_or(round.shoe.len())
    };
    round.shoe.truncate(used);
    scenario.rounds = vec![round];
    scenario
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Profiles;
    use crate::core::game::Game;

    #[test]
    fn the_same_seed_gives_the_same_situation_and_it_replays_from_its_file() {
        let profiles = Profiles::default();
        for profile in profiles.all() {
            for seed in 0..40 {
                let scenario = random_scenario(profile, seed);
                assert_eq!(scenario, random_scenario(profile, seed));
                let text = scenario.to_ron();
                let read = Scenario::parse("random.ron", &text, &profiles).unwrap();
                assert_eq!(read, scenario, "{text}");
                assert!(Game::new(read, false).is_ok());
            }
        }
    }
}
