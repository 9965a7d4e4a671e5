//! Reading what a trainee types as an answer: amounts by the language's decimal mark (`25,50`
//! and `2.340,50` in Spanish, `25.50` and `2,340.50` in English) and lists of boxes (`5 3 9`,
//! `5,3,9`).

use crate::core::money::{DecimalMark, MoneyError, typed_decimal};
use crate::core::{Money, Place};

/// An amount typed by a trainee as an answer, by the language's decimal mark
/// ([`typed_decimal`], the reader of every typed amount); zero is an answer too.
pub fn amount(text: &str, mark: DecimalMark) -> Result<Money, MoneyError> {
    Money::parse_decimal(&typed_decimal(text, mark)?).map_err(|error| match error {
        MoneyError::NotANumber(_) => MoneyError::NotANumber(text.trim().to_string()),
        MoneyError::TooManyDecimals(_) => MoneyError::TooManyDecimals(text.trim().to_string()),
        MoneyError::NotPositive(_) => MoneyError::NotPositive(text.trim().to_string()),
        MoneyError::TooLarge(_) => MoneyError::TooLarge(text.trim().to_string()),
    })
}

/// Box or seat numbers separated by anything that is not a digit; `None` when there is none or
/// a number is not a place (0, or above 99).
pub fn places(text: &str) -> Option<Vec<Place>> {
    let numbers: Vec<&str> = text
        .split(|ch: char| !ch.is_ascii_digit())
        .filter(|part| !part.is_empty())
        .collect();
    if numbers.is_empty() {
        return None;
    }
    numbers
        .iter()
        .map(|number| {
            number
                .parse::<Place>()
                .ok()
                .filter(|place| (1..=99).contains(place))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_by_the_language_s_mark() {
        use DecimalMark::{Comma, Point};
        let cents = Money::from_cents;
        assert_eq!(amount("24.22", Point), Ok(cents(2422)));
        assert_eq!(amount("24,22", Comma), Ok(cents(2422)));
        assert_eq!(amount(" 128 ", Comma), Ok(cents(12800)));
        assert_eq!(amount("2,340", Point), Ok(cents(234000)));
        assert_eq!(amount("2.340", Comma), Ok(cents(234000)));
        assert_eq!(amount("2.340,50", Comma), Ok(cents(234050)));
        assert_eq!(amount("2,340.5", Point), Ok(cents(234050)));
        assert_eq!(amount("1,28", Comma), Ok(cents(128)));
        assert_eq!(amount("0", Point), Ok(Money::ZERO));
        // In Spanish and Italian the comma is the decimal mark: three decimals are refused.
        assert!(amount("2,340", Comma).is_err());
    }

    #[test]
    fn what_is_not_an_amount_is_refused() {
        for text in ["", "abc", "12,3456", ",50", "1.", "-5", "1e3"] {
            assert!(amount(text, DecimalMark::Point).is_err(), "{text:?}");
            assert!(amount(text, DecimalMark::Comma).is_err(), "{text:?}");
        }
    }

    #[test]
    fn box_lists() {
        assert_eq!(places("5 3 9"), Some(vec![5, 3, 9]));
        assert_eq!(places("12,1, 7"), Some(vec![12, 1, 7]));
        assert_eq!(places("  "), None);
        assert_eq!(places("3 0"), None);
        assert_eq!(places("300"), None);
    }
}
