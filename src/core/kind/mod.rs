//! One home per table kind (procedures.md sections 2–4). Each kind is a plain-data descriptor,
//! [`Kind`], in a file of its own; [`TableKind::descriptor`] is the one match on the enum, and
//! every other place asks a capability (`kind.hands()`, `kind.passes()`) answered with a small
//! enum. The kind's procedure, the steps of its round, is in `core/procedure/`, one file each.
//!
//! Adding a kind: a variant here and its arm in `descriptor`, a file beside this one with its
//! `Kind`, its plan in `core/procedure/` (and its arm in `procedure::plan`), and its picture's
//! geometry in `app/table/kind.rs`.

mod casilleros;
mod descriptor;
mod puerto_rico;
mod venezia;

pub use descriptor::{
    Announces, BancaWord, CardsPerRound, Hands, Kind, Passes, PlaceWord, PuntoReader, Remedy,
    Settling,
};

use serde::{Deserialize, Serialize};

use super::rule::RuleId;

/// Which canonical procedure a table follows (procedures.md sections 2–4).
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    strum::VariantArray,
)]
pub enum TableKind {
    /// Many boxes, each against one Banca (seed 000). The kind assumed where none is known yet
    /// (an empty inspector's case).
    #[default]
    Casilleros,
    /// One Punto and one Banca hand, Puerto Rico rules (seeds 002, 004).
    PuertoRico,
    /// One hand, the client reads Punto's cards (seed 003).
    Venezia,
}

impl TableKind {
    /// Every kind, in the order of the rulebook.
    pub const ALL: &'static [TableKind] = <TableKind as strum::VariantArray>::VARIANTS;

    /// The kind whose words suit a sentence of no particular table (a quick drill's question on
    /// the tableau alone): one Punto hand, one Banca, every card read by the dealer.
    pub const PLAIN_WORDS: TableKind = TableKind::PuertoRico;

    /// The kind's descriptor: the one match on the enum.
    pub fn descriptor(self) -> &'static Kind {
        match self {
            TableKind::Casilleros => &casilleros::KIND,
            TableKind::PuertoRico => &puerto_rico::KIND,
            TableKind::Venezia => &venezia::KIND,
        }
    }

    pub fn hands(self) -> Hands {
        self.descriptor().hands
    }

    /// One Punto hand per box (casilleros).
    pub fn has_boxes(self) -> bool {
        self.hands() == Hands::PerBox
    }

    pub fn punto_reader(self) -> PuntoReader {
        self.descriptor().punto_reader
    }

    /// A client reads Punto's cards: the deal is face down, the Banca covered until revealed.
    pub fn client_reads_punto(self) -> bool {
        self.punto_reader() == PuntoReader::Client
    }

    pub fn passes(self) -> Passes {
        self.descriptor().passes
    }

    pub fn closes_bets(self) -> bool {
        self.descriptor().closes_bets
    }

    pub fn announces(self) -> Announces {
        self.descriptor().announces
    }

    pub fn tie_bets(self) -> bool {
        self.descriptor().tie_bets
    }

    pub fn deals_without_bets(self) -> bool {
        self.descriptor().deals_without_bets
    }

    pub fn settling(self) -> Settling {
        self.descriptor().settling
    }

    pub fn place_word(self) -> PlaceWord {
        self.descriptor().place_word
    }

    pub fn banca_word(self) -> BancaWord {
        self.descriptor().banca_word
    }

    /// The rule of the initial deal.
    pub fn deal_rule(self) -> RuleId {
        self.descriptor().deal_rule
    }

    /// The rule of settling a place once (the box-as-a-unit rule at casilleros).
    pub fn settle_rule(self) -> RuleId {
        self.descriptor().settle_rule
    }

    /// The rule that moves the shoe or the Bottone; none where nothing passes.
    pub fn pass_rule(self) -> Option<RuleId> {
        self.passes().rule()
    }

    /// The rules a table of this kind applies: the common ones and its own. A kind without tie
    /// bets (casilleros, section 2) has no `PAY-tie`.
    pub fn rules(self) -> Vec<RuleId> {
        RuleId::ALL
            .iter()
            .copied()
            .filter(|&rule| TableKind::of_rule(rule).is_none_or(|own| own == self))
            .filter(|&rule| self.tie_bets() || rule != RuleId::PayTie)
            .collect()
    }

    /// The rules a dealer's action can break at this table: those of [`TableKind::rules`] but
    /// T1 (the shoe's make-up is no dealer's action).
    pub fn dealer_rules(self) -> Vec<RuleId> {
        let mut rules = self.rules();
        rules.retain(|&rule| rule != RuleId::T1);
        rules
    }

    /// The kind a rule belongs to; `None` for the rules common to every table.
    pub fn of_rule(rule: RuleId) -> Option<TableKind> {
        TableKind::ALL
            .iter()
            .copied()
            .find(|kind| kind.descriptor().own_rules.contains(&rule))
    }

    /// The most cards one round can take from the shoe with `places` places in play.
    pub fn most_cards(self, places: usize) -> usize {
        match self.descriptor().cards_per_round {
            CardsPerRound::ThreePerHand => 3 * (places + 1),
            CardsPerRound::Six => 6,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rules_of_a_table_kind_are_its_own_and_the_common_ones() {
        let casilleros = TableKind::Casilleros.rules();
        assert!(casilleros.contains(&RuleId::T5) && casilleros.contains(&RuleId::CasF));
        assert!(!casilleros.contains(&RuleId::PrShoe) && !casilleros.contains(&RuleId::PayTie));
        let venezia = TableKind::Venezia.rules();
        assert!(venezia.contains(&RuleId::VeDeclare) && venezia.contains(&RuleId::PayTie));
        assert!(!venezia.contains(&RuleId::CasG));
        // The common rules of section 1 (11), section 7's three and section 8's seven
        // irregularities (every table meets them), and Venice's own 8.
        assert!(venezia.contains(&RuleId::IrrStuck) && casilleros.contains(&RuleId::IrrClaim));
        assert_eq!(venezia.len(), 11 + 3 + 7 + 8);
    }

    #[test]
    fn every_rule_of_a_kind_carries_its_prefix_and_every_prefixed_rule_has_a_kind() {
        let prefix = |kind: TableKind| match kind {
            TableKind::Casilleros => "CAS-",
            TableKind::PuertoRico => "PR-",
            TableKind::Venezia => "VE-",
        };
        for &rule in RuleId::ALL {
            let by_prefix = TableKind::ALL
                .iter()
                .copied()
                .find(|&kind| rule.id().starts_with(prefix(kind)));
            assert_eq!(TableKind::of_rule(rule), by_prefix, "{rule}");
        }
    }
}
