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

impl Money {
    pub const ZERO: Money = Money(0);

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
