//! Dealing the items of the card drills (third card, totals) and the payout drill, and
//! [`generate`], which deals any item from its history key. The answers come from the core: the
//! tableau, the card totals and the profile's settlement of a place.

use super::drills::{
    Answer, ColourLevel, Drill, Explanation, Item, OrderKind, Question, ReaderKind, StakeKind,
    payout_rule, side_word, t4_key, t5_key,
};
use super::tables;
use crate::core::RuleId;
use crate::core::card::{self, Card};
use crate::core::procedure;
use crate::core::profile::CommissionMode;
use crate::core::shoe::{self, ShoeRng, pick, roll};
use crate::core::tableau;
use strum::VariantArray;

use crate::core::chips::Stack;
use crate::core::{Bet, Money, Place, Profile, Side, TableKind, Winner};

/// Makes the item of `key` for a table of `profile` (the session picks a profile that fits the
/// drill); `None` for a key that names no item (every key of [`super::Drill::keys`] does).
pub fn generate(key: &str, profile: &Profile, rng: &mut ShoeRng) -> Option<Item> {
    let parts: Vec<&str> = key.split(':').collect();
    let number = |index: usize| parts.get(index).and_then(|part| part.parse::<u8>().ok());
    let word = |index: usize| parts.get(index).copied();
    // `pay:banca:round` and `cut:banca:round`: the side bet on and the kind of stake.
    let wager = || {
        let side = match word(1)? {
            "punto" => Side::Punto,
            "banca" => Side::Banca,
            "empate" if profile.kind != TableKind::Casilleros => Side::Empate,
            _ => return None,
        };
        let kind = StakeKind::ALL
            .into_iter()
            .find(|kind| word(2) == Some(kind.id()))?;
        Some((side, kind))
    };
    let item = match parts.first().copied()? {
        // `t5:B:-`: Punto stood (no third card).
        "t5" => banca_item(number(1)?.min(7), number(2).map(|value| value % 10), rng),
        "t4" => punto_item(number(1)?.min(7), rng),
        "total" => total_item(number(1)?.clamp(2, 3), number(2)? % 10, rng),
        "pay" => {
            let (side, kind) = wager()?;
            payout_item(profile, side, kind, rng)
        }
        "order" => {
            let kind = OrderKind::ALL
                .into_iter()
                .find(|kind| word(1) == Some(kind.id()))?;
            tables::order_item(profile, kind, rng)
        }
        "give" => {
            let kind = ReaderKind::ALL
                .into_iter()
                .find(|kind| word(1) == Some(kind.id()))?;
            tables::reader_item(profile, kind, rng)
        }
        "cut" => {
            let (side, kind) = wager()?;
            cut_item(profile, side, kind, rng)
        }
        "colour" => colour_item(profile, ColourLevel::of_id(word(1)?)?, rng)?,
        "deal" => {
            let banca = match word(1)? {
                "banca" => true,
                "box" | "punto" => false,
                _ => return None,
            };
            tables::deal_item(profile, banca, number(2)?.clamp(1, 2), rng)
        }
        _ => return None,
    };
    Some(item)
}

/// A random card of point value `value` (a ten or a face card for 0), any suit.
pub(super) fn card_of_value(rng: &mut ShoeRng, value: u8) -> Card {
    let candidates: Vec<Card> = Card::deck()
        .filter(|card| card.value() == value % 10)
        .collect();
    // Every value from 0 to 9 is some rank's, in four suits: never an empty list.
    candidates[shoe::index(rng, candidates.len()).unwrap_or_default()]
}

fn two_cards_totalling(rng: &mut ShoeRng, total: u8) -> [Card; 2] {
    let first = roll::<10>(rng) as u8;
    let second = (total % 10 + 10 - first) % 10;
    [card_of_value(rng, first), card_of_value(rng, second)]
}

fn banca_item(banca: u8, punto_third: Option<u8>, rng: &mut ShoeRng) -> Item {
    let banca_cards = two_cards_totalling(rng, banca);
    let punto = match punto_third {
        // Punto stood: 6 or 7 on two cards (T4).
        None => {
            let total = 6 + roll::<2>(rng) as u8;
            two_cards_totalling(rng, total).to_vec()
        }
        Some(value) => {
            let total = roll::<6>(rng) as u8;
            let mut cards = two_cards_totalling(rng, total).to_vec();
            cards.push(card_of_value(rng, value));
            cards
        }
    };
    let banca = card::total(&banca_cards);
    let third = (punto.len() == 3).then(|| punto.last().map_or(0, |card| card.value()));
    let draws = tableau::banca_draws(banca, third);
    Item {
        drill: Drill::ThirdCard,
        key: t5_key(banca, third),
        question: Question::BancaDraws {
            banca: banca_cards,
            punto,
        },
        expected: Answer::Draw(draws),
        rule: RuleId::T5,
        explanation: Explanation::Banca {
            banca,
            punto_third: third,
            draws,
        },
        round: None,
    }
}

fn punto_item(punto: u8, rng: &mut ShoeRng) -> Item {
    let punto_cards = two_cards_totalling(rng, punto);
    let banca_total = roll::<8>(rng) as u8;
    let banca_cards = two_cards_totalling(rng, banca_total);
    let punto = card::total(&punto_cards);
    let draws = tableau::punto_draws(punto);
    Item {
        drill: Drill::ThirdCard,
        key: t4_key(punto),
        question: Question::PuntoDraws {
            punto: punto_cards,
            banca: banca_cards,
        },
        expected: Answer::Draw(draws),
        rule: RuleId::T4,
        explanation: Explanation::Punto { punto, draws },
        round: None,
    }
}

fn total_item(count: u8, total: u8, rng: &mut ShoeRng) -> Item {
    let mut cards = Vec::new();
    let mut sum = 0u8;
    for _ in 1..count {
        let value = roll::<10>(rng) as u8;
        sum = (sum + value) % 10;
        cards.push(card_of_value(rng, value));
    }
    cards.push(card_of_value(rng, (total + 10 - sum) % 10));
    let total = card::total(&cards);
    let natural = card::is_natural(&cards);
    Item {
        drill: Drill::Totals,
        key: format!("total:{}:{total}", cards.len()),
        question: Question::Total {
            cards: cards.clone(),
        },
        expected: Answer::Total(total),
        rule: if natural { RuleId::T3 } else { RuleId::T2 },
        explanation: Explanation::Total {
            values: cards.iter().map(|card| card.value()).collect(),
            total,
            natural,
        },
        round: None,
    }
}

fn random_stake(rng: &mut ShoeRng, kind: StakeKind) -> Money {
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

/// A cut-the-payout item of `kind` on `side`: a stake the table's chips can pay (a stake of
/// the kind asked, else a multiple of 5, which every shipped set pays).
fn cut_item(profile: &Profile, side: Side, kind: StakeKind, rng: &mut ShoeRng) -> Item {
    let set = profile.chip_values();
    let payable = |stake: Money| {
        let won = profile.winnings(side, stake);
        crate::core::chips::fewest(won, &set).is_some()
    };
    let stake = (0..200)
        .map(|_| random_stake(rng, kind))
        .find(|&stake| payable(stake))
        .unwrap_or(Money::from_units(50));
    let place = shoe::index(rng, usize::from(profile.places)).map_or(1, |at| at as Place + 1);
    let mut item = cut_payout(profile, place, side, stake);
    item.key = format!("cut:{}:{}", side_word(side), kind.id());
    item
}

/// The cut-the-payout item for a winning wager of `stake` on `side` at `place`: the payout
/// the core settles, in the fewest of the table's chips (CHIPS).
pub fn cut_payout(profile: &Profile, place: Place, side: Side, stake: Money) -> Item {
    let payout_item = payout(profile, place, side, stake);
    let Answer::Payout { pay, mark } = payout_item.expected else {
        return payout_item;
    };
    let fewest = crate::core::chips::fewest(pay, &profile.chip_values()).unwrap_or_default();
    let marked = profile.commission == CommissionMode::Marked;
    let commission = match side {
        Side::Banca if marked => mark,
        Side::Banca => Some(stake - pay).filter(|deducted| !deducted.is_zero()),
        _ => None,
    };
    Item {
        drill: Drill::CutPayout,
        key: format!("cut:{}:{}", side_word(side), StakeKind::of(stake).id()),
        question: Question::CutPayout {
            kind: profile.kind,
            place,
            side,
            stake,
            marked: marked && side == Side::Banca,
        },
        expected: Answer::Chips(fewest.clone()),
        rule: payout_item.rule,
        explanation: Explanation::Cut {
            side,
            stake,
            pay,
            commission,
            marked,
            percent: profile.commission_percent,
            tie_pays: profile.tie_pays,
            fewest,
        },
        round: None,
    }
}

/// A colour-up item of `level`: a stack of the level's two chips, enough of the smaller to
/// make one of the larger and enough of the larger to make one two values up, so the fewest
/// chips are always fewer; `None` when the table's chips have no such level.
fn colour_item(profile: &Profile, level: ColourLevel, rng: &mut ShoeRng) -> Option<Item> {
    let mut values = profile.chip_values();
    values.sort_unstable();
    let (small, large, above) = (
        *values.get(level.index())?,
        *values.get(level.index() + 1)?,
        *values.get(level.index() + 2)?,
    );
    // How many of a chip make at least one of another: 4 quarters a 1, 5 ones a 5.
    let to_make = |chip: Money, target: Money| {
        let (chip, target) = (chip.cents().max(1), target.cents());
        u32::try_from((target + chip - 1) / chip)
            .unwrap_or(1)
            .max(1)
    };
    let some = |rng: &mut ShoeRng, least: u32| {
        let spread = shoe::index(rng, least as usize * 2 + 1).unwrap_or(0);
        least + u32::try_from(spread).unwrap_or(0)
    };
    let stack = vec![
        Stack {
            value: large,
            count: some(rng, to_make(large, above)),
        },
        Stack {
            value: small,
            count: some(rng, to_make(small, large)),
        },
    ];
    let place = shoe::index(rng, usize::from(profile.places)).map_or(1, |at| at as Place + 1);
    Some(colour_up(profile, place, &stack))
}

/// The colour-up item for `stack` handed over at `place`: the fewest of the table's chips of
/// the same total (CHIPS-colour).
pub fn colour_up(profile: &Profile, place: Place, stack: &[Stack]) -> Item {
    let stack = crate::core::chips::merged(stack);
    let total = crate::core::chips::total(&stack);
    let set = profile.chip_values();
    let fewest = crate::core::chips::colour_up(&stack, &set).unwrap_or_else(|| stack.clone());
    // The level is where the stack's smallest chip stands among the table's chips.
    let mut values = set.clone();
    values.sort_unstable();
    let smallest = stack
        .last()
        .and_then(|chips| values.iter().position(|&value| value == chips.value));
    let level = ColourLevel::VARIANTS
        .iter()
        .copied()
        .find(|level| Some(level.index()) == smallest)
        .unwrap_or(ColourLevel::High);
    Item {
        drill: Drill::CutPayout,
        key: format!("colour:{}", level.id()),
        question: Question::ColourUp {
            kind: profile.kind,
            place,
            stack: stack.clone(),
        },
        expected: Answer::Chips(fewest.clone()),
        rule: RuleId::ChipsColour,
        explanation: Explanation::ColourUp {
            stack,
            total,
            fewest,
        },
        round: None,
    }
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
    Item {
        drill: Drill::Payouts,
        key: format!("pay:{}:{}", side_word(side), StakeKind::of(stake).id()),
        question: Question::Payout {
            kind: profile.kind,
            place,
            side,
            stake,
            marked: marked && side == Side::Banca,
        },
        expected: Answer::Payout {
            pay: result.won,
            mark,
        },
        rule: payout_rule(profile, side),
        explanation: Explanation::Payout {
            side,
            stake,
            pay: result.won,
            mark,
            percent: profile.commission_percent,
            tie_pays: profile.tie_pays,
        },
        round: None,
    }
}
