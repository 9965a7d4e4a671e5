//! Chips (procedures.md section 7): a payout is cut from the table's chips (CHIPS), the fewest
//! whose values add up to the amount, and a stack is coloured up into the fewest of the same
//! total (CHIPS-colour). The first stone of the commission-box and chip-tray work: the tray, the
//! drill and the profile's own sets build on these.

use super::Money;

/// The chips of every shipped table, smallest first: 0.25, 1, 5, 25, 100, 500, 1000, 5000.
pub const DEFAULT_CHIPS: [Money; 8] = [
    Money::from_cents(25),
    Money::from_units(1),
    Money::from_units(5),
    Money::from_units(25),
    Money::from_units(100),
    Money::from_units(500),
    Money::from_units(1000),
    Money::from_units(5000),
];

/// The colour of a default chip, as casinos commonly paint them: 0.25 grey, 1 white, 5 red,
/// 25 green, 100 black, 500 purple, 1000 yellow, 5000 orange; any other value "grey".
pub fn default_colour(value: Money) -> &'static str {
    match value.cents() {
        100 => "white",
        500 => "red",
        2_500 => "green",
        10_000 => "black",
        50_000 => "purple",
        100_000 => "yellow",
        500_000 => "orange",
        _ => "grey",
    }
}

/// So many chips of one value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stack {
    pub value: Money,
    pub count: u32,
}

/// The total of `stacks`.
pub fn total(stacks: &[Stack]) -> Money {
    Money::from_cents(
        stacks
            .iter()
            .map(|stack| stack.value.cents() * i64::from(stack.count))
            .sum(),
    )
}

/// How many chips `stacks` hold.
pub fn count(stacks: &[Stack]) -> u32 {
    stacks.iter().map(|stack| stack.count).sum()
}

/// Stacks as a log and the typed form write them: `1x25 4x5 2x0.25`, in the order given.
pub fn to_text(stacks: &[Stack]) -> String {
    stacks
        .iter()
        .map(|stack| format!("{}x{}", stack.count, stack.value))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Stacks written by [`to_text`] (`1x25 4x5`); `None` when a word is not a count `x` a
/// positive value.
pub fn from_text(text: &str) -> Option<Vec<Stack>> {
    text.split_whitespace()
        .map(|word| {
            let (count, value) = word.split_once('x')?;
            let count = count.parse::<u32>().ok().filter(|&count| count > 0)?;
            let value = Money::parse_amount(value).ok()?;
            Some(Stack { value, count })
        })
        .collect()
}

/// The same stacks merged by value, largest first (`2x5 1x25 1x5` is `1x25 3x5`).
pub fn merged(stacks: &[Stack]) -> Vec<Stack> {
    let mut merged: Vec<Stack> = Vec::new();
    for stack in stacks {
        match merged.iter_mut().find(|held| held.value == stack.value) {
            Some(held) => held.count += stack.count,
            None => merged.push(*stack),
        }
    }
    merged.retain(|stack| stack.count > 0);
    merged.sort_by_key(|stack| std::cmp::Reverse(stack.value));
    merged
}

/// The fewest chips of `set` that make `amount`, largest first; `None` when the set cannot make
/// it exactly (47.62 with 0.25 the smallest chip). Taking the largest chip that fits at each
/// step, as section 7 says; for a set where that is not the fewest (a house set of 1, 3 and 4:
/// 6 is 3 + 3, not 4 + 1 + 1) or where it finds no way, a search over the small amounts decides.
pub fn fewest(amount: Money, set: &[Money]) -> Option<Vec<Stack>> {
    let mut values: Vec<i64> = set
        .iter()
        .map(|value| value.cents())
        .filter(|&cents| cents > 0)
        .collect();
    values.sort_unstable_by(|a, b| b.cmp(a));
    values.dedup();
    let cents = amount.cents();
    if cents < 0 {
        return None;
    }
    let greedy = largest_first(cents, &values);
    // Small amounts are checked exactly: the fewest chips by dynamic programming.
    const EXACT_UP_TO: i64 = 200_000;
    let best = if cents <= EXACT_UP_TO {
        exact(cents, &values)
    } else {
        greedy
    };
    best.map(|counts| {
        values
            .iter()
            .zip(counts)
            .filter(|(_, count)| *count > 0)
            .map(|(&value, count)| Stack {
                value: Money::from_cents(value),
                count,
            })
            .collect()
    })
}

/// Colouring up (CHIPS-colour): the fewest chips of `set` for the total of `stacks`.
pub fn colour_up(stacks: &[Stack], set: &[Money]) -> Option<Vec<Stack>> {
    fewest(total(stacks), set)
}

/// The count of each value (largest first) taking the largest that fits at each step.
fn largest_first(mut cents: i64, values: &[i64]) -> Option<Vec<u32>> {
    let mut counts = Vec::with_capacity(values.len());
    for &value in values {
        let take = cents / value;
        cents -= take * value;
        counts.push(u32::try_from(take).ok()?);
    }
    (cents == 0).then_some(counts)
}

/// The count of each value (largest first) of the fewest chips making `cents` exactly.
fn exact(cents: i64, values: &[i64]) -> Option<Vec<u32>> {
    let size = usize::try_from(cents).ok()? + 1;
    // fewest[a]: the fewest chips making a, and the value index of the last chip taken.
    let mut fewest: Vec<Option<(u32, usize)>> = vec![None; size];
    fewest[0] = Some((0, usize::MAX));
    for amount in 1..size {
        let mut best: Option<(u32, usize)> = None;
        for (index, &value) in values.iter().enumerate() {
            let Ok(value) = usize::try_from(value) else {
                continue;
            };
            if value > amount {
                continue;
            }
            if let Some((chips, _)) = fewest[amount - value]
                && best.is_none_or(|(most, _)| chips + 1 < most)
            {
                best = Some((chips + 1, index));
            }
        }
        fewest[amount] = best;
    }
    let mut counts = vec![0u32; values.len()];
    let mut amount = size - 1;
    while amount > 0 {
        let (_, index) = fewest[amount]?;
        counts[index] += 1;
        amount -= usize::try_from(values[index]).ok()?;
    }
    Some(counts)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stacks(list: &[(i64, u32)]) -> Vec<Stack> {
        list.iter()
            .map(|&(cents, count)| Stack {
                value: Money::from_cents(cents),
                count,
            })
            .collect()
    }

    #[test]
    fn the_fewest_chips_of_the_shipped_set() {
        // 47.50 (a Banca 50 paid less 5 %): one 25, four 5, two 1, two 0.25: 9 chips.
        assert_eq!(
            fewest(Money::from_cents(4750), &DEFAULT_CHIPS),
            Some(stacks(&[(2500, 1), (500, 4), (100, 2), (25, 2)]))
        );
        // 19.00 (a 20 Banca bet): three 5 and four 1: 7 chips.
        assert_eq!(
            fewest(Money::from_units(19), &DEFAULT_CHIPS),
            Some(stacks(&[(500, 3), (100, 4)]))
        );
        // 6,650.00: one 5000, one 1000, one 500, one 100, two 25.
        assert_eq!(
            fewest(Money::from_units(6650), &DEFAULT_CHIPS),
            Some(stacks(&[
                (500_000, 1),
                (100_000, 1),
                (50_000, 1),
                (10_000, 1),
                (2500, 2)
            ]))
        );
        // A payout of 47.62 cannot be cut: 0.25 is the smallest chip.
        assert_eq!(fewest(Money::from_cents(4762), &DEFAULT_CHIPS), None);
        assert_eq!(fewest(Money::ZERO, &DEFAULT_CHIPS), Some(Vec::new()));
    }

    #[test]
    fn a_house_set_where_the_largest_first_is_not_the_fewest() {
        // Chips of 1, 3 and 4: 6 is two 3s (2 chips), not 4 + 1 + 1 (3 chips).
        let set = [
            Money::from_units(1),
            Money::from_units(3),
            Money::from_units(4),
        ];
        assert_eq!(
            fewest(Money::from_units(6), &set),
            Some(stacks(&[(300, 2)]))
        );
        // Chips of 3 and 5 make 9 (three 3s) though the largest first (5, then 3, …) cannot.
        let set = [Money::from_units(3), Money::from_units(5)];
        assert_eq!(
            fewest(Money::from_units(9), &set),
            Some(stacks(&[(300, 3)]))
        );
        assert_eq!(fewest(Money::from_units(7), &set), None);
    }

    #[test]
    fn colouring_up_a_stack() {
        // Twenty-two 5s and eight 0.25s (112.00): one 100, two 5, two 1.
        let stack = stacks(&[(500, 22), (25, 8)]);
        assert_eq!(total(&stack), Money::from_units(112));
        assert_eq!(count(&stack), 30);
        let up = colour_up(&stack, &DEFAULT_CHIPS).unwrap();
        assert_eq!(up, stacks(&[(10_000, 1), (500, 2), (100, 2)]));
        assert_eq!(count(&up), 5);
    }
}
