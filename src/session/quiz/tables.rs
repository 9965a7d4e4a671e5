//! Dealing the items of the table drills: box order (casilleros), Venice precedence and the
//! deal. Each deals random bets and a shuffled shoe, asks the core for the round's plan, and
//! keeps the round as it stands when asked, so the answer is judged by [`RoundState::judge`].
//! The `*_from` builders make an item from a given table (the tests use them with hand-worked
//! rounds).

use super::drills::{Answer, Drill, Explanation, Item, OrderKind, Question, ReaderKind};
use crate::core::RuleId;
use crate::core::card::Card;
use crate::core::procedure::{self, Owner, RoundPlan, RoundSetup};
use crate::core::round::RoundState;
use crate::core::scenario::RoundSpec;
use crate::core::shoe::{self, ShoeRng, pick, roll};
use crate::core::view::TableView;
use crate::core::{Action, Bet, Hand, Money, Place, Profile, Side, TableKind, Target};

/// Tries before a generator settles for a table of another kind than asked (never reached in
/// practice: every kind turns up within a few dozen deals).
const MAX_TRIES: u32 = 2_000;

/// `count` different places of 1..=`places`, ascending (gaps between them are likely).
fn some_places(rng: &mut ShoeRng, places: Place, count: usize) -> Vec<Place> {
    let mut all: Vec<Place> = (1..=places.max(1)).collect();
    shoe::shuffle(rng, &mut all);
    all.truncate(count.max(1));
    all.sort_unstable();
    all
}

fn shuffled_shoe(rng: &mut ShoeRng, profile: &Profile) -> Vec<Card> {
    let mut cards = shoe::fresh(profile.decks.max(1));
    shoe::shuffle(rng, &mut cards);
    cards
}

/// A round planned by the core; `None` when the shoe runs out.
fn plan_round(
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
    })
    .ok()
}

fn spec_of(bets: &[Bet], plan: &RoundPlan, shoe: &[Card], holder: Place) -> RoundSpec {
    RoundSpec {
        bets: bets.to_vec(),
        shoe: shoe[..plan.cards_used.min(shoe.len())].to_vec(),
        holder: Some(holder),
        seats: None,
        declaration: None,
        ..RoundSpec::default()
    }
}

fn bet(place: Place, side: Side, amount: Money) -> Bet {
    Bet {
        place,
        side,
        amount,
    }
}

pub(super) fn order_item(profile: &Profile, kind: OrderKind, rng: &mut ShoeRng) -> Item {
    let mut tries = 0;
    loop {
        tries += 1;
        let count = 2 + roll::<4>(rng) as usize;
        let boxes = some_places(rng, profile.places, count);
        let mut bets = Vec::new();
        for &place in &boxes {
            bets.push(bet(
                place,
                Side::Punto,
                Money::from_units(pick(rng, &[10, 20, 25, 50, 100])),
            ));
            if roll::<4>(rng) == 0 {
                bets.push(bet(
                    place,
                    Side::Banca,
                    Money::from_units(pick(rng, &[10, 20, 50])),
                ));
            }
        }
        let shoe = shuffled_shoe(rng, profile);
        let Some(item) = settle_order_from(profile, &bets, &shoe) else {
            continue;
        };
        let Question::SettleOrder { view, .. } = &item.question else {
            continue;
        };
        let natural = view
            .hands
            .iter()
            .any(|hand| hand.cards.len() >= 2 && crate::core::card::is_natural(&two(hand)));
        let last_try = tries >= MAX_TRIES;
        if last_try || (!natural && item.key == format!("order:{}", kind.id())) {
            return item;
        }
    }
}

fn two(hand: &crate::core::view::HandView) -> Vec<Card> {
    hand.cards.iter().take(2).map(|card| card.card).collect()
}

/// A casilleros round from `bets` and `shoe`, shown after every box's third card: in which
/// order are the boxes settled? `None` when the shoe runs out.
pub fn settle_order_from(profile: &Profile, bets: &[Bet], shoe: &[Card]) -> Option<Item> {
    let plan = plan_round(profile, bets, 1, shoe, false)?;
    let mut round = RoundState::new(plan.clone());
    while let Some(step) = round.canonical()
        && matches!(
            round.step(step).map(|step| step.action),
            Some(Action::Draw(Target::Place(_)))
        )
    {
        round.complete(step);
    }
    let (order, stands, draws) = settle_order(&round);
    let kind = match (stands.is_empty(), draws.is_empty()) {
        (_, true) => OrderKind::StandAll,
        (true, false) => OrderKind::DrawAll,
        (false, false) => OrderKind::Mixed,
    };
    let banca = plan
        .hands
        .iter()
        .find(|hand| hand.owner == Owner::Banca)
        .map_or(0, |hand| hand.two_card_total());
    // The rule the order follows: CAS-f once the Banca draws against a box, else the rule of
    // the first box settled (CAS-d on 7, CAS-e otherwise).
    let pending_rule = |wanted: RuleId| {
        plan.steps
            .iter()
            .enumerate()
            .any(|(index, step)| !round.is_done(index) && step.rule == wanted)
    };
    let rule = if pending_rule(RuleId::CasF) {
        RuleId::CasF
    } else {
        round
            .canonical()
            .and_then(|step| round.step(step))
            .map_or(RuleId::CasE, |step| step.rule)
    };
    let spec = spec_of(bets, &plan, shoe, 1);
    let view = TableView::of(&spec, &round, profile.places);
    let mut boxes = order.clone();
    boxes.sort_unstable();
    Some(Item {
        drill: Drill::BoxOrder,
        key: format!("order:{}", kind.id()),
        question: Question::SettleOrder { view, boxes },
        expected: Answer::Order(order),
        rule,
        explanation: Explanation::Order {
            banca,
            stands,
            draws,
        },
        round: Some(round),
    })
}

/// The boxes in the order the core settles them from `round` on, and which of them come before
/// the Banca's third card (`stands`) and after it (`draws`).
fn settle_order(round: &RoundState) -> (Vec<Place>, Vec<Place>, Vec<Place>) {
    let mut round = round.clone();
    let mut order = Vec::new();
    let mut stands = Vec::new();
    let mut draws = Vec::new();
    let mut banca_drew = false;
    while let Some(step) = round.canonical() {
        let Some(action) = round.step(step).map(|step| step.action) else {
            break;
        };
        round.complete(step);
        if action == Action::Draw(Target::Hand(Hand::Banca)) {
            banca_drew = true;
        } else if let Some(place) = action.place()
            && !order.contains(&place)
        {
            order.push(place);
            if banca_drew {
                draws.push(place);
            } else {
                stands.push(place);
            }
        }
    }
    (order, stands, draws)
}

pub(super) fn reader_item(profile: &Profile, kind: ReaderKind, rng: &mut ShoeRng) -> Item {
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
    Some(Item {
        drill: Drill::Venice,
        key: format!("give:{}", kind.id()),
        question: Question::PuntoReader { view },
        expected: Answer::Reader(reader),
        rule: RuleId::VeGive,
        explanation: Explanation::Reader {
            reader,
            stake,
            tied,
            holder,
        },
        round: Some(round),
    })
}

pub(super) fn deal_item(profile: &Profile, to_banca: bool, nth: u8, rng: &mut ShoeRng) -> Item {
    let mut tries = 0;
    loop {
        tries += 1;
        let count = if profile.kind == TableKind::Casilleros {
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
    Some(Item {
        drill: Drill::Deal,
        key: format!("deal:{hand}:{nth}"),
        question: Question::DealCard {
            view,
            n,
            cards: order.len(),
        },
        expected: Answer::Deal(owner),
        rule: RuleId::deal(profile.kind),
        explanation: Explanation::Deal { n, owner, order },
        round: Some(asked),
    })
}
