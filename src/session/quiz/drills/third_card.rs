//! Draw or stand: every cell of the T5 table and Punto's T4 row (the quick drill "Third card").

use crate::core::card::{self, Card};
use crate::core::shoe::{self, ShoeRng, roll};
use crate::core::tableau;
use crate::core::{Category, Hand, Profile, RuleId};
use crate::session::quiz::item::draw_or_stand;

use crate::session::quiz::item::{ActionStep, Answer, DrillRules, Explanation, Item, Question};

pub(super) struct ThirdCard;

impl DrillRules for ThirdCard {
    fn category(&self) -> Category {
        Category::Draw
    }

    fn slow_ms(&self) -> u64 {
        3_000
    }

    fn key_words(&self) -> &'static [&'static str] {
        &["t5", "t4"]
    }

    fn keys(&self, _profile: &Profile) -> Vec<String> {
        let mut keys = Vec::new();
        for banca in 0..=7u8 {
            keys.push(t5_key(banca, None));
            for third in 0..=9u8 {
                keys.push(t5_key(banca, Some(third)));
            }
        }
        keys.extend((0..=7u8).map(t4_key));
        keys
    }

    fn item(&self, key: &[&str], _profile: &Profile, rng: &mut ShoeRng) -> Option<Item> {
        let number = |index: usize| key.get(index).and_then(|part| part.parse::<u8>().ok());
        match *key.first()? {
            // `t5:B:-`: Punto stood (no third card).
            "t5" => Some(banca_item(
                number(1)?.min(7),
                number(2).map(|value| value % 10),
                rng,
            )),
            "t4" => Some(punto_item(number(1)?.min(7), rng)),
            _ => None,
        }
    }

    fn steps(&self, item: &Item, given: &Answer) -> Option<Vec<ActionStep>> {
        let (Answer::Draw(draws), Answer::Draw(expected)) = (given, &item.expected) else {
            return None;
        };
        let hand = match item.question {
            Question::BancaDraws { .. } => Hand::Banca,
            Question::PuntoDraws { .. } => Hand::Punto,
            _ => return None,
        };
        Some(vec![item.simple_step(
            draw_or_stand(hand, *expected),
            draw_or_stand(hand, *draws),
        )])
    }
}

/// The key of a T5 cell: Banca's two-card total and Punto's third card (`-`: Punto stood).
pub fn t5_key(banca: u8, punto_third: Option<u8>) -> String {
    match punto_third {
        Some(value) => format!("t5:{banca}:{value}"),
        None => format!("t5:{banca}:-"),
    }
}

/// The key of Punto's row (T4): its two-card total.
pub fn t4_key(punto: u8) -> String {
    format!("t4:{punto}")
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
    Item::asked(
        t5_key(banca, third),
        Question::BancaDraws {
            banca: banca_cards,
            punto,
        },
        Answer::Draw(draws),
        RuleId::T5,
        Explanation::Banca {
            banca,
            punto_third: third,
            draws,
        },
        None,
    )
}

fn punto_item(punto: u8, rng: &mut ShoeRng) -> Item {
    let punto_cards = two_cards_totalling(rng, punto);
    let banca_total = roll::<8>(rng) as u8;
    let banca_cards = two_cards_totalling(rng, banca_total);
    let punto = card::total(&punto_cards);
    let draws = tableau::punto_draws(punto);
    Item::asked(
        t4_key(punto),
        Question::PuntoDraws {
            punto: punto_cards,
            banca: banca_cards,
        },
        Answer::Draw(draws),
        RuleId::T4,
        Explanation::Punto { punto, draws },
        None,
    )
}

/// A random card of point value `value` (a ten or a face card for 0), any suit.
pub(super) fn card_of_value(rng: &mut ShoeRng, value: u8) -> Card {
    let candidates: Vec<Card> = Card::deck()
        .filter(|card| card.value() == value % 10)
        .collect();
    // Every value from 0 to 9 is some rank's, in four suits: never an empty list.
    candidates[shoe::index(rng, candidates.len()).unwrap_or_default()]
}

pub(super) fn two_cards_totalling(rng: &mut ShoeRng, total: u8) -> [Card; 2] {
    let first = roll::<10>(rng) as u8;
    let second = (total % 10 + 10 - first) % 10;
    [card_of_value(rng, first), card_of_value(rng, second)]
}
