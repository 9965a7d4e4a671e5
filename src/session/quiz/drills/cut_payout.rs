//! Cut the payout from the chips: a winning wager paid in the fewest chips (CHIPS), and a stack
//! coloured up (CHIPS-colour) (the quick drill "Cut the payout").

use strum::VariantArray;

use crate::core::chips::Stack;
use crate::core::profile::CommissionMode;
use crate::core::shoe::{self, ShoeRng};
use crate::core::{Category, Money, Place, Profile, RuleId, Side};

use super::payouts::{StakeKind, payout, payout_sides, random_stake, side_word, wager};
use crate::session::quiz::item::{ActionStep, Answer, DrillRules, Explanation, Item, Question};

pub(super) struct CutPayout;

impl DrillRules for CutPayout {
    fn category(&self) -> Category {
        Category::Money
    }

    fn slow_ms(&self) -> u64 {
        20_000
    }

    fn key_words(&self) -> &'static [&'static str] {
        &["cut", "colour"]
    }

    fn keys(&self, profile: &Profile) -> Vec<String> {
        payout_sides(profile)
            .iter()
            .flat_map(|side| {
                StakeKind::ALL
                    .iter()
                    // A Banca stake with cents is paid in cents no chip makes.
                    .filter(move |kind| !(*side == Side::Banca && **kind == StakeKind::Cents))
                    .map(move |kind| format!("cut:{}:{}", side_word(*side), kind.id()))
            })
            .chain(colour_levels(profile).map(|level| format!("colour:{}", level.id())))
            .collect()
    }

    fn item(&self, key: &[&str], profile: &Profile, rng: &mut ShoeRng) -> Option<Item> {
        match *key.first()? {
            "cut" => {
                let (side, kind) = wager(key, profile)?;
                Some(cut_item(profile, side, kind, rng))
            }
            "colour" => colour_item(profile, ColourLevel::of_id(key.get(1)?)?, rng),
            _ => None,
        }
    }

    fn steps(&self, item: &Item, given: &Answer) -> Option<Vec<ActionStep>> {
        let (place, not_fewest) = match item.question {
            Question::CutPayout { place, .. } => (place, RuleId::Chips),
            Question::ColourUp { place, .. } => (place, item.rule),
            _ => return None,
        };
        match given {
            Answer::Chips(chips) if !chips.is_empty() => {
                Some(vec![item.chips_step(place, chips, not_fewest)])
            }
            _ => None,
        }
    }
}

/// The stacks a colour-up item hands the dealer: chips of one value of the table's set and of
/// the next one up, enough of each to make chips two values up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::VariantArray)]
pub enum ColourLevel {
    /// The two smallest chips (0.25 and 1 in the default set).
    Low,
    /// The second and third (1 and 5).
    Mid,
    /// The third and fourth (5 and 25).
    High,
}

impl ColourLevel {
    pub fn id(self) -> &'static str {
        match self {
            ColourLevel::Low => "low",
            ColourLevel::Mid => "mid",
            ColourLevel::High => "high",
        }
    }

    /// The index, in the table's chips from the smallest, of the smaller chip of the stack.
    pub fn index(self) -> usize {
        match self {
            ColourLevel::Low => 0,
            ColourLevel::Mid => 1,
            ColourLevel::High => 2,
        }
    }

    pub fn of_id(id: &str) -> Option<ColourLevel> {
        ColourLevel::VARIANTS
            .iter()
            .copied()
            .find(|level| level.id() == id)
    }
}

/// The colour-up levels a table's chips allow: a level needs its two chips and one above.
pub fn colour_levels(profile: &Profile) -> impl Iterator<Item = ColourLevel> {
    let chips = profile.chip_values().len();
    ColourLevel::VARIANTS
        .iter()
        .copied()
        .filter(move |level| level.index() + 2 < chips)
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
    Item::asked(
        format!("cut:{}:{}", side_word(side), StakeKind::of(stake).id()),
        Question::CutPayout {
            kind: profile.kind,
            place,
            side,
            stake,
            marked: marked && side == Side::Banca,
        },
        Answer::Chips(fewest.clone()),
        payout_item.rule,
        Explanation::Cut {
            side,
            stake,
            pay,
            commission,
            marked,
            percent: profile.commission_percent,
            tie_pays: profile.tie_pays,
            fewest,
        },
        None,
    )
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
    Item::asked(
        format!("colour:{}", level.id()),
        Question::ColourUp {
            kind: profile.kind,
            place,
            stack: stack.clone(),
        },
        Answer::Chips(fewest.clone()),
        RuleId::ChipsColour,
        Explanation::ColourUp {
            stack,
            total,
            fewest,
        },
        None,
    )
}
