//! What a winning wager is paid, and the commission marked where the profile marks it (the
//! quick drill "Payouts").

use strum::{EnumCount, VariantArray};

use crate::core::procedure;
use crate::core::profile::CommissionMode;
use crate::core::shoe::{self, ShoeRng, pick, roll};
use crate::core::{Bet, Category, Money, Place, Profile, RuleId, Side, Winner};

use crate::session::quiz::item::{ActionStep, Answer, DrillRules, Explanation, Item, Question};

pub(super) struct Payouts;

impl DrillRules for Payouts {
    fn category(&self) -> Category {
        Category::Money
    }

    fn slow_ms(&self) -> u64 {
        12_000
    }

    fn key_words(&self) -> &'static [&'static str] {
        &["pay"]
    }

    fn keys(&self, profile: &Profile) -> Vec<String> {
        payout_sides(profile)
            .iter()
            .flat_map(|side| {
                StakeKind::ALL
                    .iter()
                    .map(move |kind| format!("pay:{}:{}", side_word(*side), kind.id()))
            })
            .collect()
    }

    fn item(&self, key: &[&str], profile: &Profile, rng: &mut ShoeRng) -> Option<Item> {
        let (side, kind) = wager(key, profile)?;
        Some(payout_item(profile, side, kind, rng))
    }

    fn steps(&self, item: &Item, given: &Answer) -> Option<Vec<ActionStep>> {
        match (&item.question, given) {
            (Question::Payout { place, .. }, Answer::Payout { pay, mark }) => {
                Some(item.payout_steps(*place, *pay, *mark))
            }
            _ => None,
        }
    }

    fn asks_amounts(&self) -> bool {
        true
    }
}

/// `pay:banca:round` and `cut:banca:round`: the side bet on and the kind of stake.
pub(super) fn wager(key: &[&str], profile: &Profile) -> Option<(Side, StakeKind)> {
    let side = match *key.get(1)? {
        "punto" => Side::Punto,
        "banca" => Side::Banca,
        "empate" if profile.kind.tie_bets() => Side::Empate,
        _ => return None,
    };
    let kind = StakeKind::ALL
        .into_iter()
        .find(|kind| key.get(2) == Some(&kind.id()))?;
    Some((side, kind))
}

/// The payout rule a winning wager on `side` breaks when it is paid wrongly, as the trainer
/// cites it (section 6, D2): PAY-punto, PAY-banca (deducted) or PAY-mark (marked), PAY-tie.
pub fn payout_rule(profile: &Profile, side: Side) -> RuleId {
    match side {
        Side::Punto => RuleId::PayPunto,
        Side::Banca if profile.commission == CommissionMode::Marked => RuleId::PayMark,
        Side::Banca => RuleId::PayBanca,
        Side::Empate => RuleId::PayTie,
    }
}

/// Casilleros tables take no tie bets (section 2).
pub(super) fn payout_sides(profile: &Profile) -> Vec<Side> {
    if profile.kind.tie_bets() {
        vec![Side::Punto, Side::Banca, Side::Empate]
    } else {
        vec![Side::Punto, Side::Banca]
    }
}

pub(super) fn side_word(side: Side) -> &'static str {
    match side {
        Side::Punto => "punto",
        Side::Banca => "banca",
        Side::Empate => "empate",
    }
}

/// The kinds of stake the payout drill mixes.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, strum::IntoStaticStr, strum::VariantArray, strum::EnumCount,
)]
#[strum(serialize_all = "kebab-case")]
pub(super) enum StakeKind {
    /// 10, 50, 500, 2000.
    Round,
    /// Whole units that are not round: 135, 2340, 85.
    Whole,
    /// With cents: 25.50, 37.75, 12.30.
    Cents,
}

impl StakeKind {
    pub(super) const ALL: [StakeKind; StakeKind::COUNT] = match StakeKind::VARIANTS.as_array() {
        Some(all) => *all,
        None => panic!("COUNT is the number of variants"),
    };

    pub(super) fn id(self) -> &'static str {
        self.into()
    }

    /// The kind a stake is: with cents, a round figure, or whole but not round.
    pub(super) fn of(stake: Money) -> StakeKind {
        let cents = stake.cents();
        if cents % 100 != 0 {
            StakeKind::Cents
        } else if cents % 1000 == 0 || cents % 2500 == 0 {
            StakeKind::Round
        } else {
            StakeKind::Whole
        }
    }
}

pub(super) fn random_stake(rng: &mut ShoeRng, kind: StakeKind) -> Money {
    match kind {
        StakeKind::Round => Money::from_units(pick(
            rng,
            &[10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000],
        )),
        StakeKind::Whole => {
            let mut units = 11 + i64::from(roll::<2990>(rng));
            if units % 50 == 0 {
                units += 5;
            }
            Money::from_units(units)
        }
        StakeKind::Cents => {
            let units = 1 + i64::from(roll::<300>(rng));
            let cents = pick(rng, &[50, 50, 25, 75, 10, 30, 0]);
            let cents = if cents == 0 {
                1 + i64::from(roll::<99>(rng))
            } else {
                cents
            };
            Money::from_cents(units * 100 + cents)
        }
    }
}

fn payout_item(profile: &Profile, side: Side, kind: StakeKind, rng: &mut ShoeRng) -> Item {
    let stake = random_stake(rng, kind);
    // A profile has at least one place.
    let place = shoe::index(rng, usize::from(profile.places)).map_or(1, |at| at as Place + 1);
    let mut item = payout(profile, place, side, stake);
    item.key = format!("pay:{}:{}", side_word(side), kind.id());
    item
}

/// The payout item for a winning wager of `stake` on `side` at `place`.
pub fn payout(profile: &Profile, place: Place, side: Side, stake: Money) -> Item {
    let winner = match side {
        Side::Punto => Winner::Punto,
        Side::Banca => Winner::Banca,
        Side::Empate => Winner::Tie,
    };
    let bet = Bet {
        place,
        side,
        amount: stake,
    };
    // The core settles the place: what is paid, and what a marking table marks.
    let result = procedure::settle_place(profile, &[bet], place, winner);
    let mark = (!result.commission.is_zero()).then_some(result.commission);
    let marked = profile.commission == CommissionMode::Marked;
    Item::asked(
        format!("pay:{}:{}", side_word(side), StakeKind::of(stake).id()),
        Question::Payout {
            kind: profile.kind,
            place,
            side,
            stake,
            marked: marked && side == Side::Banca,
        },
        Answer::Payout {
            pay: result.won,
            mark,
        },
        payout_rule(profile, side),
        Explanation::Payout {
            side,
            stake,
            pay: result.won,
            mark,
            percent: profile.commission_percent,
            tie_pays: profile.tie_pays,
        },
        None,
    )
}
