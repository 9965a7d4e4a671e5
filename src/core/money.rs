//! Money as integer cents, written in files as decimal currency units (`25`, `37.50`).

use std::fmt;

/// An amount of money in cents. Never negative when it comes from a file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Money(i64);

/// The largest amount a file may hold: 10^12 currency units.
pub const MAX_UNITS: i64 = 1_000_000_000_000;
/// The largest amount paid or marked, in units: a tie bet of [`MAX_UNITS`] at 100 to 1.
pub const MAX_WINNING_UNITS: i64 = 100 * MAX_UNITS;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoneyError {
    #[error(
        "`{0}` is not an amount: write currency units with at most two decimals, as in 25 or 37.50"
    )]
    NotANumber(String),
    #[error("`{0}` has more than two decimals")]
    TooManyDecimals(String),
    #[error("the amount must be more than zero, not `{0}`")]
    NotPositive(String),
    #[error("`{0}` is too large (the limit is 10^12 currency units)")]
    TooLarge(String),
}

/// The decimal mark a person types amounts with: the interface language's (`37.50` in English,
/// `37,50` in Spanish and Italian). The other mark groups thousands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DecimalMark {
    #[default]
    Point,
    Comma,
}

impl DecimalMark {
    /// The decimal mark and the thousands mark.
    fn marks(self) -> (char, char) {
        match self {
            DecimalMark::Point => ('.', ','),
            DecimalMark::Comma => (',', '.'),
        }
    }
}

/// Digits grouped by thousands: `2`, `2340`, or `2.340` / `1.234.567` with `group` as the mark
/// (every group after the first of three digits). The digits, or `None`.
fn grouped_digits(text: &str, group: char) -> Option<String> {
    let parts: Vec<&str> = text.split(group).collect();
    let digits = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
    let well_grouped =
        parts.len() == 1 || (parts[0].len() <= 3 && parts[1..].iter().all(|part| part.len() == 3));
    (parts.iter().all(|part| digits(part)) && well_grouped).then(|| parts.concat())
}

/// What a person typed as an amount, by `mark`'s rules, as a file writes it (`2340.50`):
/// spaces are ignored; the decimal mark may be followed by one or two digits; the other mark
/// groups thousands (`2,340` is 2340 in English, `2.340` in Spanish and Italian). One other mark
/// followed by one or two digits is taken as the decimal mark too (`25,50` in English, `25.50` in
/// Spanish): it can mean nothing else.
pub fn typed_decimal(text: &str, mark: DecimalMark) -> Result<String, MoneyError> {
    let compact: String = text.chars().filter(|ch| !ch.is_whitespace()).collect();
    let (decimal, group) = mark.marks();
    let not_a_number = || MoneyError::NotANumber(text.trim().to_string());
    let split = match compact.matches(decimal).count() {
        0 => match compact.rsplit_once(group) {
            Some((whole, cents)) if !whole.contains(group) && (1..=2).contains(&cents.len()) => {
                Some((whole, cents))
            }
            _ => None,
        },
        1 => compact.split_once(decimal),
        _ => return Err(not_a_number()),
    };
    let (whole, cents) = split.unwrap_or((compact.as_str(), ""));
    let whole = grouped_digits(whole, group).ok_or_else(not_a_number)?;
    if cents.is_empty() && split.is_none() {
        return Ok(whole);
    }
    if cents.is_empty() || !cents.bytes().all(|b| b.is_ascii_digit()) {
        return Err(not_a_number());
    }
    if cents.len() > 2 {
        return Err(MoneyError::TooManyDecimals(text.trim().to_string()));
    }
    Ok(format!("{whole}.{cents}"))
}

impl Money {
    pub const ZERO: Money = Money(0);

    /// An amount a person typed ([`typed_decimal`]): positive, at most two decimals, at most
    /// 10^12. The one reader of every amount typed in the window.
    pub fn parse_typed(text: &str, mark: DecimalMark) -> Result<Money, MoneyError> {
        let money = Money::parse_decimal(&typed_decimal(text, mark)?)?;
        if money.0 <= 0 {
            return Err(MoneyError::NotPositive(text.trim().to_string()));
        }
        Ok(money)
    }

    pub const fn from_cents(cents: i64) -> Money {
        Money(cents)
    }

    pub const fn from_units(units: i64) -> Money {
        Money(units * 100)
    }

    pub const fn cents(self) -> i64 {
        self.0
    }

    pub fn is_zero(self) -> bool {
        self.0 == 0
    }

    /// Parses a stake or a payment: a positive decimal with at most two decimals, at most 10^12.
    pub fn parse_amount(text: &str) -> Result<Money, MoneyError> {
        let money = Money::parse_decimal(text)?;
        if money.0 <= 0 {
            return Err(MoneyError::NotPositive(text.to_string()));
        }
        Ok(money)
    }

    /// Parses a decimal that may be zero (`0`, `0.00`), with the same limits.
    pub fn parse_decimal(text: &str) -> Result<Money, MoneyError> {
        Money::parse_limited(text, MAX_UNITS)
    }

    /// Parses an amount paid or marked: as large as a correct winning can be (a stake of
    /// 10^12 units on a tie that pays up to 100 to 1).
    pub fn parse_winning(text: &str) -> Result<Money, MoneyError> {
        Money::parse_limited(text, MAX_WINNING_UNITS)
    }

    fn parse_limited(text: &str, max_units: i64) -> Result<Money, MoneyError> {
        let trimmed = text.trim();
        let not_a_number = || MoneyError::NotANumber(text.to_string());
        if let Some(rest) = trimmed.strip_prefix('-') {
            if !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit() || b == b'.') {
                return Err(MoneyError::NotPositive(text.to_string()));
            }
            return Err(not_a_number());
        }
        let (whole, fraction) = match trimmed.split_once('.') {
            Some((whole, fraction)) => (whole, fraction),
            None => (trimmed, ""),
        };
        let digits = |part: &str| part.bytes().all(|b| b.is_ascii_digit());
        if whole.is_empty() || !digits(whole) || !digits(fraction) {
            return Err(not_a_number());
        }
        if trimmed.contains('.') && fraction.is_empty() {
            return Err(not_a_number());
        }
        // More than two decimals is refused even when the extra digits are zeros (`10.100`):
        // the bad-input contract counts the digits written, not their value.
        if fraction.len() > 2 {
            return Err(MoneyError::TooManyDecimals(text.to_string()));
        }
        let whole = whole.trim_start_matches('0');
        if whole.len() > 15 {
            return Err(MoneyError::TooLarge(text.to_string()));
        }
        let units: i64 = if whole.is_empty() {
            0
        } else {
            whole.parse().map_err(|_| not_a_number())?
        };
        if units > max_units {
            return Err(MoneyError::TooLarge(text.to_string()));
        }
        let mut cents_text = fraction.to_string();
        while cents_text.len() < 2 {
            cents_text.push('0');
        }
        let cents: i64 = cents_text.parse().map_err(|_| not_a_number())?;
        let money = Money(units * 100 + cents);
        if money.0 > max_units * 100 {
            return Err(MoneyError::TooLarge(text.to_string()));
        }
        Ok(money)
    }

    /// `floor(self × numerator / denominator)`, exact in integers (commission, tie odds).
    pub fn mul_div_floor(self, numerator: i64, denominator: i64) -> Money {
        let product = i128::from(self.0) * i128::from(numerator);
        let quotient = product.div_euclid(i128::from(denominator.max(1)));
        Money(i64::try_from(quotient).unwrap_or(i64::MAX))
    }

    /// Always two decimals: `4.75`, `20.00`, `-1.50`. Used in command-line output.
    pub fn fixed(self) -> String {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        format!("{sign}{}.{:02}", abs / 100, abs % 100)
    }
}

/// The file form: whole units bare (`25`), otherwise two decimals (`37.50`).
impl fmt::Display for Money {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 % 100 == 0 {
            write!(f, "{}", self.0 / 100)
        } else {
            f.write_str(&self.fixed())
        }
    }
}

impl std::ops::Add for Money {
    type Output = Money;
    fn add(self, other: Money) -> Money {
        Money(self.0.saturating_add(other.0))
    }
}

impl std::ops::Sub for Money {
    type Output = Money;
    fn sub(self, other: Money) -> Money {
        Money(self.0.saturating_sub(other.0))
    }
}

impl std::ops::AddAssign for Money {
    fn add_assign(&mut self, other: Money) {
        *self = *self + other;
    }
}

impl std::iter::Sum for Money {
    fn sum<I: Iterator<Item = Money>>(iter: I) -> Money {
        iter.fold(Money::ZERO, |a, b| a + b)
    }
}

impl serde::Serialize for Money {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_string())
    }
}

impl<'de> serde::Deserialize<'de> for Money {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Money, D::Error> {
        let text = String::deserialize(deserializer)?;
        Money::parse_decimal(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typed_amount_reads_by_the_language_s_decimal_mark() {
        use DecimalMark::{Comma, Point};
        let cents = |text: &str, mark| Money::parse_typed(text, mark).map(Money::cents);
        for (text, mark, expected) in [
            ("25", Point, 2500),
            ("25.50", Point, 2550),
            ("25.5", Point, 2550),
            ("25,50", Point, 2550),
            ("2,340", Point, 234_000),
            ("2,340.50", Point, 234_050),
            ("1,234,567", Point, 123_456_700),
            (" 47.50 ", Point, 4750),
            ("25,50", Comma, 2550),
            ("25.50", Comma, 2550),
            ("47,5", Comma, 4750),
            ("2.340", Comma, 234_000),
            ("2.340,50", Comma, 234_050),
            ("2 340,50", Comma, 234_050),
        ] {
            assert_eq!(cents(text, mark), Ok(expected), "{text} {mark:?}");
        }
        for (text, mark) in [
            ("2,340", Comma),
            ("25.505", Point),
            ("2.340,50", Point),
            ("2,34,0", Point),
            ("12,34.5", Point),
            ("1.2.3", Comma),
            ("", Point),
            ("abc", Comma),
            ("0", Point),
            ("0,00", Comma),
            ("-5", Point),
            ("5,", Comma),
        ] {
            assert!(cents(text, mark).is_err(), "{text} {mark:?} is refused");
        }
    }

    #[test]
    fn parses_the_file_forms() {
        assert_eq!(Money::parse_amount("25"), Ok(Money::from_cents(2500)));
        assert_eq!(Money::parse_amount("37.50"), Ok(Money::from_cents(3750)));
        assert_eq!(Money::parse_amount("37.5"), Ok(Money::from_cents(3750)));
        assert_eq!(Money::parse_amount("0.01"), Ok(Money::from_cents(1)));
        assert_eq!(
            Money::parse_amount("1000000000000"),
            Ok(Money::from_units(MAX_UNITS))
        );
    }

    #[test]
    fn refuses_bad_amounts() {
        assert!(matches!(
            Money::parse_amount("0"),
            Err(MoneyError::NotPositive(_))
        ));
        assert!(matches!(
            Money::parse_amount("-5"),
            Err(MoneyError::NotPositive(_))
        ));
        assert!(matches!(
            Money::parse_amount("1.234"),
            Err(MoneyError::TooManyDecimals(_))
        ));
        for text in ["10.100", "24.220", "5.000"] {
            assert!(
                matches!(
                    Money::parse_amount(text),
                    Err(MoneyError::TooManyDecimals(_))
                ),
                "{text:?}"
            );
        }
        assert!(matches!(
            Money::parse_amount("1000000000000.01"),
            Err(MoneyError::TooLarge(_))
        ));
        assert!(matches!(
            Money::parse_amount("99999999999999999999999"),
            Err(MoneyError::TooLarge(_))
        ));
        for text in ["abc", "", ".5", "5.", "1,5", "1e3", "--1", "1.2.3", "+5"] {
            assert!(
                matches!(Money::parse_amount(text), Err(MoneyError::NotANumber(_))),
                "{text:?}"
            );
        }
    }

    #[test]
    fn prints_both_forms() {
        assert_eq!(Money::from_cents(2500).to_string(), "25");
        assert_eq!(Money::from_cents(2550).to_string(), "25.50");
        assert_eq!(Money::from_cents(475).fixed(), "4.75");
        assert_eq!(Money::from_cents(-150).fixed(), "-1.50");
        assert_eq!(Money::ZERO.fixed(), "0.00");
    }

    #[test]
    fn commission_rounds_down_to_the_cent() {
        // 95 % of 25.50 is 24.225: the player receives 24.22.
        assert_eq!(
            Money::from_cents(2550).mul_div_floor(95, 100),
            Money::from_cents(2422)
        );
        assert_eq!(
            Money::from_cents(500).mul_div_floor(95, 100),
            Money::from_cents(475)
        );
        assert_eq!(Money::from_cents(1).mul_div_floor(95, 100), Money::ZERO);
    }
}
