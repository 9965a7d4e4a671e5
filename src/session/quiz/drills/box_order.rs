//! Casilleros: the order the boxes are settled in after the third cards (the quick drill "Box
//! order"): the core's plan of a random round, judged by the round itself.

use strum::{EnumCount, VariantArray};

use crate::core::card::Card;
use crate::core::procedure::Owner;
use crate::core::round::RoundState;
use crate::core::shoe::{ShoeRng, pick, roll};
use crate::core::view::TableView;
use crate::core::{
    Action, Bet, Category, Hand, Money, Place, Profile, RuleId, Side, TableKind, Target,
};
use crate::session::quiz::tables::{
    MAX_TRIES, bet, plan_round, shuffled_shoe, some_places, spec_of,
};

use crate::session::quiz::item::{ActionStep, Answer, DrillRules, Explanation, Item, Question};

pub(super) struct BoxOrder;

impl DrillRules for BoxOrder {
    fn fits(&self, kind: TableKind) -> bool {
        kind.has_boxes()
    }

    fn category(&self) -> Category {
        Category::Order
    }

    fn slow_ms(&self) -> u64 {
        15_000
    }

    fn key_words(&self) -> &'static [&'static str] {
        &["order"]
    }

    fn keys(&self, _profile: &Profile) -> Vec<String> {
        OrderKind::ALL
            .iter()
            .map(|kind| format!("order:{}", kind.id()))
            .collect()
    }

    fn item(&self, key: &[&str], profile: &Profile, rng: &mut ShoeRng) -> Option<Item> {
        let kind = OrderKind::ALL
            .into_iter()
            .find(|kind| key.get(1) == Some(&kind.id()))?;
        Some(order_item(profile, kind, rng))
    }

    fn steps(&self, item: &Item, given: &Answer) -> Option<Vec<ActionStep>> {
        match given {
            Answer::Order(boxes) if !boxes.is_empty() => Some(vec![item.order_step(boxes)?]),
            _ => None,
        }
    }
}

/// What the table of a box-order item looks like after the third cards.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, strum::IntoStaticStr, strum::VariantArray, strum::EnumCount,
)]
#[strum(serialize_all = "kebab-case")]
enum OrderKind {
    /// The Banca stands against every box: left to right.
    StandAll,
    /// Some boxes settled against two cards, the rest after the Banca's third card.
    Mixed,
    /// The Banca draws against every box: all of them right to left.
    DrawAll,
}

impl OrderKind {
    const ALL: [OrderKind; OrderKind::COUNT] = match OrderKind::VARIANTS.as_array() {
        Some(all) => *all,
        None => panic!("COUNT is the number of variants"),
    };

    fn id(self) -> &'static str {
        self.into()
    }
}

fn order_item(profile: &Profile, kind: OrderKind, rng: &mut ShoeRng) -> Item {
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
    Some(Item::asked(
        format!("order:{}", kind.id()),
        Question::SettleOrder { view, boxes },
        Answer::Order(order),
        rule,
        Explanation::Order {
            banca,
            stands,
            draws,
        },
        Some(round),
    ))
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
