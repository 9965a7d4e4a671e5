//! The rule ids of procedures.md: one enum, its printed id (`CAS-e`) and the table kind each
//! belongs to. Logs, explanations and reports name rules only through it.

use std::fmt;

use serde::{Deserialize, Serialize};

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
    /// Section 8: a card face up in the shoe (the profile burns or keeps it).
    #[strum(serialize = "IRR-faceup")]
    IrrFaceup,
    /// Section 8: a card of the initial deal seen by the players.
    #[strum(serialize = "IRR-exposed")]
    IrrExposed,
    /// Section 8: two cards stuck together: the coup is void.
    #[strum(serialize = "IRR-stuck")]
    IrrStuck,
    /// Section 8: a card dealt to the wrong hand: restored at once, else the coup is void.
    #[strum(serialize = "IRR-misdeal")]
    IrrMisdeal,
    /// Section 8: a card drawn to a hand that stands: burned.
    #[strum(serialize = "IRR-extra")]
    IrrExtra,
    /// Section 8: a damaged or marked card: the inspector, then burned.
    #[strum(serialize = "IRR-damaged")]
    IrrDamaged,
    /// Section 8: a player's claim: the inspector rules.
    #[strum(serialize = "IRR-claim")]
    IrrClaim,
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
        // CHIPS, CHIPS-colour), section 8 (seven IRR events).
        assert_eq!(RuleId::ALL.len(), 6 + 4 + 1 + 8 + 8 + 8 + 3 + 7);
        assert_eq!(RuleId::parse("IRR-faceup"), Some(RuleId::IrrFaceup));
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
