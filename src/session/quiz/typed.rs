//! Reading what a trainee types as an answer: amounts written the way they come to hand
//! (`25.50`, `25,50`, `2,340`, `2.340,50`) and lists of boxes (`5 3 9`, `5,3,9`).

use crate::core::money::MoneyError;
use crate::core::{Money, Place};

/// An amount typed by a trainee. The last `.` or `,` is the decimal separator when one or two
/// digits follow it, a thousands separator when three do; other separators are thousands
/// separators. The result is read by [`Money::parse_decimal`] (at most two decimals, no sign).
pub fn amount(text: &str) -> Result<Money, MoneyError> {
    let compact: String = text.chars().filter(|ch| !ch.is_whitespace()).collect();
    let is_separator = |ch: char| ch == '.' || ch == ',';
    let normalized = match compact.rfind(is_separator) {
        None => compact.clone(),
        Some(index) => {
            let (head, tail) = compact.split_at(index);
            let decimals = &tail[1..];
            let head: String = head.chars().filter(|&ch| !is_separator(ch)).collect();
            match decimals.len() {
                1 | 2 => format!("{head}.{decimals}"),
                3 if !head.is_empty() => format!("{head}{decimals}"),
                _ => return Err(MoneyError::NotANumber(text.trim().to_string())),
            }
        }
    };
    Money::parse_decimal(&normalized).map_err(|error| match error {
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
    fn amounts_in_either_way_of_writing() {
        let cents = Money::from_cents;
        assert_eq!(amount("24.22"), Ok(cents(2422)));
        assert_eq!(amount("24,22"), Ok(cents(2422)));
        assert_eq!(amount(" 128 "), Ok(cents(12800)));
        assert_eq!(amount("2,340"), Ok(cents(234000)));
        assert_eq!(amount("2.340"), Ok(cents(234000)));
        assert_eq!(amount("2.340,50"), Ok(cents(234050)));
        assert_eq!(amount("2,340.5"), Ok(cents(234050)));
        assert_eq!(amount("1,28"), Ok(cents(128)));
        assert_eq!(amount("0"), Ok(Money::ZERO));
    }

    #[test]
    fn what_is_not_an_amount_is_refused() {
        for text in ["", "abc", "12,3456", ",50", "1.", "-5", "1e3"] {
            assert!(amount(text).is_err(), "{text:?}");
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
