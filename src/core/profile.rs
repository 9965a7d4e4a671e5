//! Table profiles: the settings of one kind of table, read from `assets/profiles/*.ron`.

use serde::{Deserialize, Serialize};

use super::diagnostic::{self, Diagnostic, Position, Problem};
use super::money::Money;

pub use super::kind::TableKind;

/// How the Banca commission is taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CommissionMode {
    /// Paid less the commission (the default).
    Deducted,
    /// Paid in full; the commission is marked in the place's commission box.
    Marked,
}

/// A table profile as written in a file. Field names are a contract for house copies.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "Profile", deny_unknown_fields)]
pub struct Profile {
    pub format: u32,
    pub id: String,
    pub name: String,
    pub kind: TableKind,
    pub decks: u8,
    pub places: u8,
    pub commission_percent: u8,
    pub commission: CommissionMode,
    pub tie_pays: u32,
    pub deal_batch: u8,
    /// The table's chips, each with its colour's name (procedures.md section 7, CHIPS); none
    /// listed means the default set ([`super::chips::DEFAULT_CHIPS`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chips: Vec<Chip>,
    /// The house's remedies for a face-up and an exposed card, with their source (procedures.md
    /// section 8.1); none given means the table kind's shipped ones.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remedies: Option<Remedies>,
}

/// One chip of a house's set: its value and the name of its colour.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Chip {
    #[serde(with = "chip_value")]
    pub value: Money,
    pub colour: String,
}

/// A chip's value written as a number (`25`, `0.25`) or as an amount's text (`"0.25"`).
mod chip_value {
    use super::Money;

    pub fn serialize<S: serde::Serializer>(
        value: &Money,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serde::Serialize::serialize(value, serializer)
    }

    pub fn deserialize<'de, D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Money, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = Money;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a chip's value, such as 25 or 0.25")
            }
            fn visit_u64<E: serde::de::Error>(self, value: u64) -> Result<Money, E> {
                self.visit_str(&value.to_string())
            }
            fn visit_i64<E: serde::de::Error>(self, value: i64) -> Result<Money, E> {
                self.visit_str(&value.to_string())
            }
            fn visit_f64<E: serde::de::Error>(self, value: f64) -> Result<Money, E> {
                self.visit_str(&value.to_string())
            }
            fn visit_str<E: serde::de::Error>(self, value: &str) -> Result<Money, E> {
                Money::parse_decimal(value).map_err(E::custom)
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}

/// The profiles that ship inside the binary, as their file text.
pub const BUILTIN_SOURCES: [(&str, &str); 3] = [
    (
        "assets/profiles/casilleros.ron",
        include_str!("../../assets/profiles/casilleros.ron"),
    ),
    (
        "assets/profiles/punto-banco-pr.ron",
        include_str!("../../assets/profiles/punto-banco-pr.ron"),
    ),
    (
        "assets/profiles/punto-banco-venezia.ron",
        include_str!("../../assets/profiles/punto-banco-venezia.ron"),
    ),
];

impl Profile {
    /// This table's remedy for a card face up in the shoe, and its source (section 8.1).
    pub fn face_up(&self) -> Setting {
        self.setting(|remedies| remedies.face_up, self.kind.descriptor().face_up)
    }

    /// This table's remedy for a card of the deal the players saw, and its source.
    pub fn exposed(&self) -> Setting {
        self.setting(|remedies| remedies.exposed, self.kind.descriptor().exposed)
    }

    fn setting(
        &self,
        house: impl Fn(&Remedies) -> super::kind::Remedy,
        shipped: (super::kind::Remedy, &'static str),
    ) -> Setting {
        match &self.remedies {
            Some(remedies) => Setting {
                remedy: house(remedies),
                source: if remedies.source.trim().is_empty() {
                    format!("{} (house rules)", self.name)
                } else {
                    remedies.source.clone()
                },
            },
            None => Setting {
                remedy: shipped.0,
                source: shipped.1.to_string(),
            },
        }
    }

    /// Reads and validates a profile's text; `file` names it in errors.
    pub fn parse(file: &str, source: &str) -> Result<Profile, Diagnostic> {
        // `remedies: (…)` rather than `remedies: Some((…))`.
        let profile: Profile = ron::Options::default()
            .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
            .from_str(source)
            .map_err(|error| diagnostic::from_ron(file, &error, Position { line: 1, column: 1 }))?;
        let at = |field: &str, message: String, problem: Problem| {
            Diagnostic::new(file, field_position(source, field), message).because(problem)
        };
        let range = |field: &'static str, min: u32, max: u32, value: u32| {
            Problem::new("field_range")
                .with("field", field)
                .with("min", min)
                .with("max", max)
                .with("value", value)
        };
        if profile.format != 1 {
            return Err(at(
                "format",
                format!(
                    "profile format {} is not known (this version reads 1)",
                    profile.format
                ),
                Problem::new("format_unknown")
                    .with("format", profile.format)
                    .with("reads", 1),
            ));
        }
        if profile.id.trim().is_empty() || profile.id.contains(char::is_whitespace) {
            return Err(at(
                "id",
                "the id must be one word, such as \"casilleros\"".into(),
                Problem::new("profile_id"),
            ));
        }
        if profile.decks == 0 {
            return Err(at(
                "decks",
                "decks must be 1 to 255, not 0".into(),
                range("decks", 1, 255, 0),
            ));
        }
        if !(1..=99).contains(&profile.places) {
            return Err(at(
                "places",
                format!("places must be 1 to 99, not {}", profile.places),
                range("places", 1, 99, u32::from(profile.places)),
            ));
        }
        if profile.commission_percent > 100 {
            return Err(at(
                "commission_percent",
                "the commission is a percentage from 0 to 100".into(),
                range(
                    "commission_percent",
                    0,
                    100,
                    u32::from(profile.commission_percent),
                ),
            ));
        }
        if !(1..=1000).contains(&profile.tie_pays) {
            return Err(at(
                "tie_pays",
                format!("a tie bet pays 1 to 1000 to one, not {}", profile.tie_pays),
                range("tie_pays", 1, 1000, profile.tie_pays),
            ));
        }
        if !(1..=2).contains(&profile.deal_batch) {
            return Err(at(
                "deal_batch",
                "deal_batch is 1 (one card at a time) or 2 (two at a time)".into(),
                Problem::new("profile_deal_batch"),
            ));
        }
        if let Some((message, problem)) = profile.chip_problem() {
            return Err(at("chips", message, problem));
        }
        Ok(profile)
    }

    /// What is wrong with the profile's own chip set (a chip worth nothing, a value listed
    /// twice), in English and as a problem.
    fn chip_problem(&self) -> Option<(String, Problem)> {
        if let Some(chip) = self.chips.iter().find(|chip| chip.value <= Money::ZERO) {
            return Some((
                format!("a chip is worth more than nothing, not {}", chip.value),
                Problem::new("profile_chip_nothing").with("value", chip.value),
            ));
        }
        let mut values: Vec<Money> = self.chips.iter().map(|chip| chip.value).collect();
        values.sort_unstable();
        let twice = values.windows(2).find(|pair| pair[0] == pair[1])?;
        Some((
            format!("the chip of {} is listed twice", twice[0]),
            Problem::new("profile_chip_twice").with("value", twice[0]),
        ))
    }

    /// The table's chip values, smallest first: the profile's own set, else the default one.
    pub fn chip_values(&self) -> Vec<Money> {
        if self.chips.is_empty() {
            return super::chips::DEFAULT_CHIPS.to_vec();
        }
        let mut values: Vec<Money> = self.chips.iter().map(|chip| chip.value).collect();
        values.sort_unstable();
        values
    }

    /// The name of the colour of the chip worth `value`: the profile's, else the default
    /// set's (procedures.md section 7 names none; the colours are the usual casino ones).
    pub fn chip_colour(&self, value: Money) -> String {
        if let Some(chip) = self.chips.iter().find(|chip| chip.value == value) {
            return chip.colour.clone();
        }
        super::chips::default_colour(value).to_string()
    }

    /// The shipped profile with this id.
    pub fn builtin(id: &str) -> Option<Profile> {
        Profile::builtins()
            .into_iter()
            .find(|profile| profile.id == id)
    }

    /// Every shipped profile, in the order of [`BUILTIN_SOURCES`].
    pub fn builtins() -> Vec<Profile> {
        BUILTIN_SOURCES
            .iter()
            .filter_map(|(file, source)| Profile::parse(file, source).ok())
            .collect()
    }

    /// What a winning wager of `stake` receives on top of its stake: even money, or on Banca
    /// even money less the deducted commission (rounded down to the cent), or the tie odds.
    pub fn winnings(&self, side: super::Side, stake: Money) -> Money {
        match side {
            super::Side::Punto => stake,
            super::Side::Banca => match self.commission {
                CommissionMode::Deducted => self.banca_net(stake),
                CommissionMode::Marked => stake,
            },
            super::Side::Empate => stake.mul_div_floor(i64::from(self.tie_pays), 1),
        }
    }

    /// A Banca win less the commission: floor(stake × (100 − percent) / 100).
    fn banca_net(&self, stake: Money) -> Money {
        stake.mul_div_floor(100 - i64::from(self.commission_percent), 100)
    }

    /// The commission owed on a winning Banca wager of `stake` (what a marking table records).
    pub fn commission_on(&self, stake: Money) -> Money {
        stake - self.banca_net(stake)
    }
}

/// Where `field:` first appears in `source` outside comments, for messages about its value.
pub fn field_position(source: &str, field: &str) -> Option<Position> {
    let mut offset = 0;
    for line in source.split_inclusive('\n') {
        let code = line.split("//").next().unwrap_or("");
        if let Some(index) = code.find(field) {
            let after = code[index + field.len()..].trim_start();
            let starts_word = index == 0 || !code.as_bytes()[index - 1].is_ascii_alphanumeric();
            if starts_word && after.starts_with(':') {
                return Some(Position::of_offset(source, offset + index));
            }
        }
        offset += line.len();
    }
    None
}

/// The profiles a session can use: the shipped ones, then house profiles from folders
/// (a later profile with the same id replaces an earlier one).
#[derive(Clone, Debug)]
pub struct Profiles {
    list: Vec<Profile>,
}

impl Default for Profiles {
    fn default() -> Profiles {
        Profiles {
            list: Profile::builtins(),
        }
    }
}

impl Profiles {
    pub fn add(&mut self, profile: Profile) {
        self.list.retain(|known| known.id != profile.id);
        self.list.push(profile);
    }

    pub fn get(&self, id: &str) -> Option<&Profile> {
        self.list.iter().find(|profile| profile.id == id)
    }

    pub fn all(&self) -> &[Profile] {
        &self.list
    }
}

/// A profile's remedies (interfaces.md: `remedies: (face_up: Burn, exposed: Keep, source:
/// "…")`): `source` names the regulation the feedback cites for both.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Remedies {
    pub face_up: super::kind::Remedy,
    pub exposed: super::kind::Remedy,
    #[serde(default)]
    pub source: String,
}

/// One remedy setting of a table and the regulation it comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setting {
    pub remedy: super::kind::Remedy,
    pub source: String,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Side;

    #[test]
    fn the_three_profiles_ship() {
        let ids: Vec<_> = Profile::builtins().into_iter().map(|p| p.id).collect();
        assert_eq!(ids, ["casilleros", "punto-banco-pr", "punto-banco-venezia"]);
        let pr = Profile::builtin("punto-banco-pr").unwrap();
        assert_eq!(
            (pr.decks, pr.places, pr.kind),
            (8, 14, TableKind::PuertoRico)
        );
    }

    #[test]
    fn payouts_follow_section_1() {
        let mut profile = Profile::builtin("punto-banco-pr").unwrap();
        let cents = Money::from_cents;
        assert_eq!(profile.winnings(Side::Punto, cents(2550)), cents(2550));
        // 5 on Banca pays 4.75; 25.50 pays floor(24.225) = 24.22.
        assert_eq!(profile.winnings(Side::Banca, cents(500)), cents(475));
        assert_eq!(profile.winnings(Side::Banca, cents(2550)), cents(2422));
        assert_eq!(profile.commission_on(cents(2550)), cents(128));
        assert_eq!(profile.winnings(Side::Empate, cents(1000)), cents(8000));
        profile.commission = CommissionMode::Marked;
        assert_eq!(profile.winnings(Side::Banca, cents(2550)), cents(2550));
    }

    #[test]
    fn a_bad_setting_names_its_line() {
        let source =
            include_str!("../../assets/profiles/casilleros.ron").replace("decks: 8", "decks: 0");
        let error = Profile::parse("house.ron", &source).unwrap_err();
        assert!(error.to_string().starts_with("house.ron:"), "{error}");
        assert!(
            error.to_string().contains("decks must be 1 to 255"),
            "{error}"
        );
        let line = source.lines().position(|l| l.contains("decks: 0")).unwrap() + 1;
        assert_eq!(error.position.map(|p| p.line), Some(line));
    }

    #[test]
    fn unknown_fields_are_refused() {
        let source =
            include_str!("../../assets/profiles/casilleros.ron").replace("decks:", "deks:");
        assert!(Profile::parse("house.ron", &source).is_err());
    }
}
