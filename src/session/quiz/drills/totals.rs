//! The total of two or three cards; two-card 8s and 9s are naturals (the quick drill "Totals").

use super::third_card::card_of_value;
use crate::core::card;
use crate::core::shoe::{ShoeRng, roll};
use crate::core::{Action, Category, Profile, RuleId};

use crate::session::quiz::item::{ActionStep, Answer, DrillRules, Explanation, Item, Question};

pub(super) struct Totals;

impl DrillRules for Totals {
    fn category(&self) -> Category {
        Category::Announce
    }

    fn slow_ms(&self) -> u64 {
        3_000
    }

    fn key_words(&self) -> &'static [&'static str] {
        &["total"]
    }

    fn keys(&self, _profile: &Profile) -> Vec<String> {
        [2u8, 3]
            .iter()
            .flat_map(|cards| (0..=9u8).map(move |total| format!("total:{cards}:{total}")))
            .collect()
    }

    fn item(&self, key: &[&str], _profile: &Profile, rng: &mut ShoeRng) -> Option<Item> {
        let number = |index: usize| key.get(index).and_then(|part| part.parse::<u8>().ok());
        Some(total_item(number(1)?.clamp(2, 3), number(2)? % 10, rng))
    }

    fn steps(&self, item: &Item, given: &Answer) -> Option<Vec<ActionStep>> {
        match (&item.question, given, &item.expected) {
            (Question::Total { .. }, Answer::Total(total), Answer::Total(expected))
                if *total <= 9 =>
            {
                Some(vec![item.simple_step(
                    Action::AnnouncePunto(*expected),
                    Action::AnnouncePunto(*total),
                )])
            }
            _ => None,
        }
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
    Item::asked(
        format!("total:{}:{total}", cards.len()),
        Question::Total {
            cards: cards.clone(),
        },
        Answer::Total(total),
        if natural { RuleId::T3 } else { RuleId::T2 },
        Explanation::Total {
            values: cards.iter().map(|card| card.value()).collect(),
            total,
            natural,
        },
        None,
    )
}
