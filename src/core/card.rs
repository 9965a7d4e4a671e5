//! Cards, hands and totals (rules T1, T2): suits never matter, tens and faces count zero.

use std::fmt;

/// A card suit. Only the picture needs it: suits never matter to the game (T1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    Spades,
    Hearts,
    Diamonds,
    Clubs,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    pub fn letter(self) -> char {
        match self {
            Suit::Spades => 'S',
            Suit::Hearts => 'H',
            Suit::Diamonds => 'D',
            Suit::Clubs => 'C',
        }
    }

    pub fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }
}

/// A standard playing card: rank 1 (ace) to 13 (king) and a suit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card {
    rank: u8,
    suit: Suit,
}

impl Card {
    /// The card of `rank` (1 = ace … 13 = king), or `None` for a rank that does not exist.
    pub fn new(rank: u8, suit: Suit) -> Option<Card> {
        (1..=13).contains(&rank).then_some(Card { rank, suit })
    }

    pub fn rank(self) -> u8 {
        self.rank
    }

    pub fn suit(self) -> Suit {
        self.suit
    }

    /// Point value (T2): ace 1, two to nine face value, ten and faces 0.
    pub fn value(self) -> u8 {
        if self.rank >= 10 { 0 } else { self.rank }
    }

    /// The rank as dealers read it on the card's corner: `A`, `2`…`10`, `J`, `Q`, `K`.
    pub fn rank_label(self) -> &'static str {
        const LABELS: [&str; 13] = [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ];
        LABELS[usize::from(self.rank - 1)]
    }

    /// A dense index 0..52, for counting copies in a shoe.
    pub fn index(self) -> usize {
        usize::from(self.rank - 1) * 4 + self.suit as usize
    }

    /// Every card of one deck, in rank order.
    pub fn deck() -> impl Iterator<Item = Card> {
        (1..=13u8).flat_map(|rank| Suit::ALL.into_iter().map(move |suit| Card { rank, suit }))
    }
}

/// Written as in scenario files: rank `A 2 … 9 T J Q K`, then suit `S H D C` (`TH`, `9D`).
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const RANKS: &[u8; 13] = b"A23456789TJQK";
        write!(
            f,
            "{}{}",
            char::from(RANKS[usize::from(self.rank - 1)]),
            self.suit.letter()
        )
    }
}

/// Why a card's text was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{text}` is not a card: write the rank (A 2-9 T J Q K, or 10) then the suit (S H D C), as in `9D` or `TH`"
)]
pub struct CardParseError {
    pub text: String,
}

impl std::str::FromStr for Card {
    type Err = CardParseError;

    /// Reads `9D`, `th`, `10H`: rank then suit, in any letter case.
    fn from_str(text: &str) -> Result<Card, CardParseError> {
        let error = || CardParseError {
            text: text.to_string(),
        };
        // No trimming: a card written with blanks inside its quotes (`" KS"`) is refused.
        let upper = text.to_ascii_uppercase();
        let Some((split, _)) = upper.char_indices().last() else {
            return Err(error());
        };
        let (rank_text, suit_text) = upper.split_at(split);
        let suit = match suit_text {
            "S" => Suit::Spades,
            "H" => Suit::Hearts,
            "D" => Suit::Diamonds,
            "C" => Suit::Clubs,
            _ => return Err(error()),
        };
        let rank = match rank_text {
            "A" => 1,
            "T" | "10" => 10,
            "J" => 11,
            "Q" => 12,
            "K" => 13,
            digit if digit.len() == 1 => match digit.as_bytes()[0] {
                d @ b'2'..=b'9' => d - b'0',
                _ => return Err(error()),
            },
            _ => return Err(error()),
        };
        Card::new(rank, suit).ok_or_else(error)
    }
}

/// A hand's total (T2): the sum of the card values modulo 10.
pub fn total(cards: &[Card]) -> u8 {
    cards.iter().map(|card| card.value()).sum::<u8>() % 10
}

/// A two-card 8 or 9 (T3).
pub fn is_natural(cards: &[Card]) -> bool {
    cards.len() == 2 && total(cards) >= 8
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    #[test]
    fn t2_values_and_totals() {
        assert_eq!(card("AS").value(), 1);
        assert_eq!(card("9D").value(), 9);
        for face in ["TH", "10H", "JC", "QD", "KS"] {
            assert_eq!(card(face).value(), 0, "{face}");
        }
        assert_eq!(total(&[card("KH"), card("5C")]), 5);
        assert_eq!(total(&[card("4H"), card("7S")]), 1);
        assert_eq!(total(&[card("9H"), card("9S"), card("9D")]), 7);
    }

    #[test]
    fn t3_naturals_need_two_cards() {
        assert!(is_natural(&[card("4H"), card("4S")]));
        assert!(is_natural(&[card("KH"), card("9S")]));
        assert!(!is_natural(&[card("AH"), card("4S"), card("3S")]));
        assert!(!is_natural(&[card("3H"), card("4S")]));
    }

    #[test]
    fn parse_and_print_round_trip() {
        for card in Card::deck() {
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        }
        assert_eq!(card("10h"), card("TH"));
        assert_eq!(Card::deck().count(), 52);
    }

    #[test]
    fn refuses_cards_that_do_not_exist() {
        for text in [
            "", "1H", "11S", "ZZ", "9X", "0D", "H", "9", "AAH", "é", " KS", "KS ", "K S",
        ] {
            assert!(text.parse::<Card>().is_err(), "{text:?} was accepted");
        }
    }
}
