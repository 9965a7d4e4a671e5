//! Where the Nth card of the initial deal goes (CAS-deal, PR-deal, VE-deal; the quick drill
//! "Deal"): the core's deal of a random round, judged by the round itself.

use crate::core::card::Card;
use crate::core::procedure::Owner;
use crate::core::round::RoundState;
use crate::core::shoe::{self, ShoeRng, pick, roll};
use crate::core::view::TableView;
use crate::core::{Action, Bet, Category, Money, Place, Profile, Side};
use crate::session::quiz::tables::{
    MAX_TRIES, bet, plan_round, shuffled_shoe, some_places, spec_of,
};

use crate::session::quiz::item::{ActionStep, Answer, DrillRules, Explanation, Item, Question};

pub(super) struct Deal;

impl DrillRules for Deal {
    fn category(&self) -> Category {
        Category::Order
    }

    fn slow_ms(&self) -> u64 {
        5_000
    }

    fn key_words(&self) -> &'static [&'static str] {
        &["deal"]
    }

    fn keys(&self, profile: &Profile) -> Vec<String> {
        let hand = if profile.kind.has_boxes() {
            "box"
        } else {
            "punto"
        };
        [hand, "banca"]
            .iter()
            .flat_map(|owner| (1..=2).map(move |nth| format!("deal:{owner}:{nth}")))
            .collect()
    }

    fn item(&self, key: &[&str], profile: &Profile, rng: &mut ShoeRng) -> Option<Item> {
        let banca = match *key.get(1)? {
            "banca" => true,
            "box" | "punto" => false,
            _ => return None,
        };
        let nth = key.get(2).and_then(|part| part.parse::<u8>().ok())?;
        Some(deal_item(profile, banca, nth.clamp(1, 2), rng))
    }

    fn steps(&self, item: &Item, given: &Answer) -> Option<Vec<ActionStep>> {
        match given {
            Answer::Deal(owner) => Some(vec![item.round_step(Action::Deal(owner.target()))?]),
            _ => None,
        }
    }
}

fn deal_item(profile: &Profile, to_banca: bool, nth: u8, rng: &mut ShoeRng) -> Item {
    let mut tries = 0;
    loop {
        tries += 1;
        let count = if profile.kind.has_boxes() {
            2 + roll::<5>(rng) as usize
        } else {
            1 + roll::<4>(rng) as usize
        };
        let places = some_places(rng, profile.places, count);
        let bets: Vec<Bet> = places
            .iter()
            .map(|&place| {
                let side = pick(rng, &[Side::Punto, Side::Punto, Side::Banca]);
                bet(
                    place,
                    side,
                    Money::from_units(pick(rng, &[10, 20, 25, 50, 100])),
                )
            })
            .collect();
        let holder = places.first().copied().unwrap_or(1);
        let shoe = shuffled_shoe(rng, profile);
        let Some(order) = deal_order(profile, &bets, holder, &shoe) else {
            continue;
        };
        // The cards that go to the kind of hand asked, as that hand's `nth` card.
        let positions: Vec<usize> = (0..order.len())
            .filter(|&index| {
                let owner = order[index];
                let earlier = order[..index].iter().filter(|&&o| o == owner).count();
                (owner == Owner::Banca) == to_banca && earlier + 1 == usize::from(nth)
            })
            .collect();
        if positions.is_empty() && tries < MAX_TRIES {
            continue;
        }
        let n = shoe::choose(rng, &positions).map_or(1, |position| position + 1);
        if let Some(item) = deal_card_from(profile, &bets, holder, &shoe, n) {
            return item;
        }
    }
}

/// Who receives each card of the initial deal, in the order the core deals them.
fn deal_order(profile: &Profile, bets: &[Bet], holder: Place, shoe: &[Card]) -> Option<Vec<Owner>> {
    let plan = plan_round(profile, bets, holder, shoe, true)?;
    let deal_steps = plan
        .steps
        .iter()
        .filter(|step| matches!(step.action, Action::Deal(_)))
        .count();
    Some(plan.shoe_order.iter().take(deal_steps).copied().collect())
}

/// A table from `bets` before the deal: where does card `n` (1-based) go? `None` when the shoe
/// runs out or the deal has fewer cards.
pub fn deal_card_from(
    profile: &Profile,
    bets: &[Bet],
    holder: Place,
    shoe: &[Card],
    n: usize,
) -> Option<Item> {
    let plan = plan_round(profile, bets, holder, shoe, true)?;
    let order = deal_order(profile, bets, holder, shoe)?;
    let owner = *order.get(n.checked_sub(1)?)?;
    // Shown: the table before the deal (bets closed in Venice). Judged: the deal up to card n.
    let mut shown = RoundState::new(plan.clone());
    while let Some(step) = shown.canonical()
        && !matches!(
            shown.step(step).map(|step| step.action),
            Some(Action::Deal(_))
        )
    {
        shown.complete(step);
    }
    let mut asked = shown.clone();
    let mut dealt = 0;
    while dealt + 1 < n
        && let Some(step) = asked.canonical()
    {
        if matches!(
            asked.step(step).map(|step| step.action),
            Some(Action::Deal(_))
        ) {
            dealt += 1;
        }
        asked.complete(step);
    }
    let hand = match owner {
        Owner::Banca => "banca",
        Owner::Box(_) => "box",
        Owner::Punto => "punto",
    };
    let nth = order[..n - 1].iter().filter(|&&o| o == owner).count() + 1;
    let spec = spec_of(bets, &plan, shoe, holder);
    let view = TableView::of(&spec, &shown, profile.places);
    Some(Item::asked(
        format!("deal:{hand}:{nth}"),
        Question::DealCard {
            view,
            n,
            cards: order.len(),
        },
        Answer::Deal(owner),
        profile.kind.deal_rule(),
        Explanation::Deal { n, owner, order },
        Some(asked),
    ))
}
