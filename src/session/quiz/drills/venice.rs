//! Venice: who receives Punto's cards (the quick drill "Venice precedence"): the core's plan of
//! a random round with the bets closed, judged by the round itself.

use strum::{EnumCount, VariantArray};

use crate::core::card::Card;
use crate::core::procedure;
use crate::core::round::RoundState;
use crate::core::shoe::{self, ShoeRng, pick, roll};
use crate::core::view::TableView;
use crate::core::{Action, Bet, Category, Money, Place, Profile, RuleId, Side, TableKind};
use crate::session::quiz::tables::{
    MAX_TRIES, bet, plan_round, shuffled_shoe, some_places, spec_of,
};

use crate::session::quiz::item::{ActionStep, Answer, DrillRules, Explanation, Item, Question};

pub(super) struct Venice;

impl DrillRules for Venice {
    fn fits(&self, kind: TableKind) -> bool {
        kind.client_reads_punto()
    }

    fn category(&self) -> Category {
        Category::Order
    }

    fn slow_ms(&self) -> u64 {
        6_000
    }

    fn key_words(&self) -> &'static [&'static str] {
        &["give"]
    }

    fn keys(&self, _profile: &Profile) -> Vec<String> {
        ReaderKind::ALL
            .iter()
            .map(|kind| format!("give:{}", kind.id()))
            .collect()
    }

    fn item(&self, key: &[&str], profile: &Profile, rng: &mut ShoeRng) -> Option<Item> {
        let kind = ReaderKind::ALL
            .into_iter()
            .find(|kind| key.get(1) == Some(&kind.id()))?;
        Some(reader_item(profile, kind, rng))
    }

    fn steps(&self, item: &Item, given: &Answer) -> Option<Vec<ActionStep>> {
        match given {
            Answer::Reader(seat) => Some(vec![item.round_step(Action::GiveCards(*seat))?]),
            _ => None,
        }
    }
}

/// The precedence case of a Venice item.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, strum::IntoStaticStr, strum::VariantArray, strum::EnumCount,
)]
#[strum(serialize_all = "kebab-case")]
enum ReaderKind {
    /// One seat has the highest Punto stake.
    Single,
    /// Equal highest stakes; the first of them after the Bottone, without wrapping round.
    Tie,
    /// Equal highest stakes, one of them at the Bottone itself.
    Holder,
    /// Equal highest stakes, all before the Bottone: precedence wraps round.
    Wrap,
    /// No Punto bet: the dealer holds Punto's cards.
    Dealer,
}

impl ReaderKind {
    const ALL: [ReaderKind; ReaderKind::COUNT] = match ReaderKind::VARIANTS.as_array() {
        Some(all) => *all,
        None => panic!("COUNT is the number of variants"),
    };

    fn id(self) -> &'static str {
        self.into()
    }
}

fn reader_item(profile: &Profile, kind: ReaderKind, rng: &mut ShoeRng) -> Item {
    let mut tries = 0;
    loop {
        tries += 1;
        let count = 2 + roll::<4>(rng) as usize;
        let mut seats = some_places(rng, profile.places, count);
        // A profile has at least one place.
        let mut holder =
            shoe::index(rng, usize::from(profile.places)).map_or(1, |at| at as Place + 1);
        let top = Money::from_units(pick(rng, &[20, 50, 100, 200]));
        let tied = match kind {
            ReaderKind::Single | ReaderKind::Dealer => 1,
            _ => 2 + roll::<2>(rng) as usize,
        };
        shoe::shuffle(rng, &mut seats);
        let mut bets = Vec::new();
        for (index, &place) in seats.iter().enumerate() {
            if kind == ReaderKind::Dealer {
                let side = pick(rng, &[Side::Banca, Side::Banca, Side::Empate]);
                bets.push(bet(
                    place,
                    side,
                    Money::from_units(pick(rng, &[10, 20, 50])),
                ));
            } else if index < tied {
                // Sometimes the top stake is two bets on Punto, which count as one wager.
                if roll::<4>(rng) == 0 {
                    let part = Money::from_units(10);
                    bets.push(bet(place, Side::Punto, part));
                    bets.push(bet(place, Side::Punto, top - part));
                } else {
                    bets.push(bet(place, Side::Punto, top));
                }
                if kind == ReaderKind::Holder && index == 0 {
                    holder = place;
                }
            } else {
                let side = pick(rng, &[Side::Punto, Side::Banca, Side::Empate]);
                let amount = if side == Side::Punto {
                    top.mul_div_floor(1, 2)
                } else {
                    Money::from_units(pick(rng, &[50, 100, 300]))
                };
                bets.push(bet(place, side, amount));
            }
        }
        bets.sort_by_key(|bet| (bet.place, bet.side));
        let shoe = shuffled_shoe(rng, profile);
        let Some(item) = punto_reader_from(profile, &bets, holder, &shoe) else {
            continue;
        };
        if tries >= MAX_TRIES || item.key == format!("give:{}", kind.id()) {
            return item;
        }
    }
}

/// A Venice round from `bets`, the Bottone at `holder`, bets closed: who receives Punto's
/// cards? `None` when the shoe runs out.
pub fn punto_reader_from(
    profile: &Profile,
    bets: &[Bet],
    holder: Place,
    shoe: &[Card],
) -> Option<Item> {
    let plan = plan_round(profile, bets, holder, shoe, false)?;
    // The core's answer (VE-give), then which precedence case it was, for the history.
    let reader = plan.punto_reader;
    let seats = procedure::places_with_bets(bets);
    let punto_stake = |place: Place| -> Money {
        bets.iter()
            .filter(|bet| bet.place == place && bet.side == Side::Punto)
            .map(|bet| bet.amount)
            .sum()
    };
    let stake = seats
        .iter()
        .map(|&place| punto_stake(place))
        .max()
        .unwrap_or(Money::ZERO);
    let tied: Vec<Place> = seats
        .iter()
        .copied()
        .filter(|&place| !stake.is_zero() && punto_stake(place) == stake)
        .collect();
    let kind = match reader {
        None => ReaderKind::Dealer,
        Some(_) if tied.len() == 1 => ReaderKind::Single,
        Some(_) if tied.contains(&holder) => ReaderKind::Holder,
        Some(seat) if seat < holder => ReaderKind::Wrap,
        Some(_) => ReaderKind::Tie,
    };
    let mut round = RoundState::new(plan.clone());
    // Bets closed (VE-close): the next step gives the cards.
    if let Some(step) = round.canonical()
        && round.step(step).map(|step| step.action) == Some(Action::RienNeVaPlus)
    {
        round.complete(step);
    }
    let spec = spec_of(bets, &plan, shoe, holder);
    let view = TableView::of(&spec, &round, profile.places);
    Some(Item::asked(
        format!("give:{}", kind.id()),
        Question::PuntoReader { view },
        Answer::Reader(reader),
        RuleId::VeGive,
        Explanation::Reader {
            reader,
            stake,
            tied,
            holder,
        },
        Some(round),
    ))
}
