//! The rule ids of procedures.md: one enum, its printed id (`CAS-e`) and the table kind each
//! belongs to. Logs, explanations and reports name rules only through it.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::TableKind;

/// A rule id of procedures.md, printed and stored as the rulebook writes it (`CAS-e`, `T5`).
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    strum::EnumString,
    strum::IntoStaticStr,
    strum::VariantArray,
)]
pub enum RuleId {
    /// The shoe: N decks of 52 cards.
    T1,
    /// Card values and totals modulo 10.
    T2,
    /// Naturals: nobody draws.
    T3,
    /// Punto draws on 0–5, stands on 6–7.
    T4,
    /// The Banca's tableau.
    T5,
    /// One extra card at most; the higher total wins.
    T6,
    #[strum(serialize = "PAY-punto")]
    PayPunto,
    #[strum(serialize = "PAY-banca")]
    PayBanca,
    #[strum(serialize = "PAY-mark")]
    PayMark,
    #[strum(serialize = "PAY-tie")]
    PayTie,
    /// Which places are in play and who is "the next player".
    #[strum(serialize = "PLACES")]
    Places,
    #[strum(serialize = "CAS-deal")]
    CasDeal,
    #[strum(serialize = "CAS-a")]
    CasA,
    #[strum(serialize = "CAS-b")]
    CasB,
    #[strum(serialize = "CAS-c")]
    CasC,
    #[strum(serialize = "CAS-d")]
    CasD,
    #[strum(serialize = "CAS-e")]
    CasE,
    #[strum(serialize = "CAS-f")]
    CasF,
    #[strum(serialize = "CAS-g")]
    CasG,
    #[strum(serialize = "PR-deal")]
    PrDeal,
    #[strum(serialize = "PR-natural")]
    PrNatural,
    #[strum(serialize = "PR-punto")]
    PrPunto,
    #[strum(serialize = "PR-banca")]
    PrBanca,
    #[strum(serialize = "PR-announce")]
    PrAnnounce,
    #[strum(serialize = "PR-settle")]
    PrSettle,
    #[strum(serialize = "PR-discard")]
    PrDiscard,
    #[strum(serialize = "PR-shoe")]
    PrShoe,
    #[strum(serialize = "VE-close")]
    VeClose,
    #[strum(serialize = "VE-deal")]
    VeDeal,
    #[strum(serialize = "VE-give")]
    VeGive,
    #[strum(serialize = "VE-declare")]
    VeDeclare,
    #[strum(serialize = "VE-reveal")]
    VeReveal,
    #[strum(serialize = "VE-announce")]
    VeAnnounce,
    #[strum(serialize = "VE-settle")]
    VeSettle,
    #[strum(serialize = "VE-button")]
    VeButton,
    /// Section 7: a marking table's commission box, collected whole when the player leaves or
    /// the shoe ends.
    #[strum(serialize = "PAY-box")]
    PayBox,
    #[strum(serialize = "CHIPS")]
    Chips,
    #[strum(serialize = "CHIPS-colour")]
    ChipsColour,
}

impl RuleId {
    /// Every rule, in the rulebook's order.
    pub const ALL: &'static [RuleId] = <RuleId as strum::VariantArray>::VARIANTS;

    /// The id as the rulebook prints it.
    pub fn id(self) -> &'static str {
        self.into()
    }

    /// The rule with this printed id.
    pub fn parse(id: &str) -> Option<RuleId> {
        id.parse().ok()
    }

    /// The table kind the rule belongs to; `None` for the rules common to every table.
    pub fn kind(self) -> Option<TableKind> {
        let id = self.id();
        if id.starts_with("CAS-") {
            Some(TableKind::Casilleros)
        } else if id.starts_with("PR-") {
            Some(TableKind::PuertoRico)
        } else if id.starts_with("VE-") {
            Some(TableKind::Venezia)
        } else {
            None
        }
    }

    /// The rules a table of `kind` applies: the common ones and its own. Casilleros pays no tie
    /// bet (section 2), so `PAY-tie` is not among its rules.
    pub fn of_kind(kind: TableKind) -> Vec<RuleId> {
        RuleId::ALL
            .iter()
            .copied()
            .filter(|rule| rule.kind().is_none_or(|own| own == kind))
            .filter(|rule| !(kind == TableKind::Casilleros && *rule == RuleId::PayTie))
            .collect()
    }

    /// The rules a dealer's action can break at a table of `kind`: those of [`RuleId::of_kind`]
    /// but T1 (the shoe's make-up is no dealer's action).
    pub fn dealer_rules(kind: TableKind) -> Vec<RuleId> {
        let mut rules = RuleId::of_kind(kind);
        rules.retain(|&rule| rule != RuleId::T1);
        rules
    }

    /// The rule of the initial deal at a table of `kind`.
    pub fn deal(kind: TableKind) -> RuleId {
        match kind {
            TableKind::Casilleros => RuleId::CasDeal,
            TableKind::PuertoRico => RuleId::PrDeal,
            TableKind::Venezia => RuleId::VeDeal,
        }
    }

    /// The rule of settling a place at a single-hand table of `kind` (each place once); the
    /// box-as-a-unit rule at casilleros.
    pub fn settle(kind: TableKind) -> RuleId {
        match kind {
            TableKind::Casilleros => RuleId::CasG,
            TableKind::PuertoRico => RuleId::PrSettle,
            TableKind::Venezia => RuleId::VeSettle,
        }
    }
}

impl fmt::Display for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl Serialize for RuleId {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.id())
    }
}

impl<'de> Deserialize<'de> for RuleId {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<RuleId, D::Error> {
        let text = String::deserialize(deserializer)?;
        RuleId::parse(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("`{text}` is not a rule id")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_id_of_the_rulebook_reads_back() {
        // Section 1 (T1–T6, four payouts, PLACES), CAS 8, PR 8, VE 8, section 7 (PAY-box,
        // CHIPS, CHIPS-colour).
        assert_eq!(RuleId::ALL.len(), 6 + 4 + 1 + 8 + 8 + 8 + 3);
        assert_eq!(RuleId::parse("PAY-box"), Some(RuleId::PayBox));
        assert_eq!(RuleId::parse("CHIPS-colour"), Some(RuleId::ChipsColour));
        for &rule in RuleId::ALL {
            assert_eq!(RuleId::parse(rule.id()), Some(rule));
        }
        assert_eq!(RuleId::CasE.to_string(), "CAS-e");
        assert_eq!(RuleId::parse("PAY-banca"), Some(RuleId::PayBanca));
        assert_eq!(RuleId::parse("CAS-E"), None);
        assert_eq!(RuleId::parse("T7"), None);
    }

    #[test]
    fn the_rules_of_a_table_kind_are_its_own_and_the_common_ones() {
        let casilleros = RuleId::of_kind(TableKind::Casilleros);
        assert!(casilleros.contains(&RuleId::T5) && casilleros.contains(&RuleId::CasF));
        assert!(!casilleros.contains(&RuleId::PrShoe) && !casilleros.contains(&RuleId::PayTie));
        let venezia = RuleId::of_kind(TableKind::Venezia);
        assert!(venezia.contains(&RuleId::VeDeclare) && venezia.contains(&RuleId::PayTie));
        assert!(!venezia.contains(&RuleId::CasG));
        // The common rules of section 1 (11) and section 7's three, and Venice's own 8.
        assert_eq!(venezia.len(), 11 + 3 + 8);
    }

    #[test]
    fn rule_ids_are_stored_as_the_rulebook_prints_them() {
        let text = ron::to_string(&RuleId::PrShoe).unwrap();
        assert_eq!(text, "\"PR-shoe\"");
        assert_eq!(
            ron::from_str::<RuleId>("\"VE-give\"").unwrap(),
            RuleId::VeGive
        );
        assert!(ron::from_str::<RuleId>("\"XX-1\"").is_err());
    }
}
