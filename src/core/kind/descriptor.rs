//! The descriptor of a table kind and the small enums that answer its capability questions.

use crate::core::rule::RuleId;

/// What a table kind is, as data: the answers to every question the rest of the program asks
/// about a kind.
#[derive(Debug)]
pub struct Kind {
    /// How many Punto hands a round deals.
    pub hands: Hands,
    /// Who reads Punto's cards.
    pub punto_reader: PuntoReader,
    /// What moves from seat to seat after a hand.
    pub passes: Passes,
    /// Whether the dealer closes the bets with `rien-ne-va-plus` before dealing (VE-close).
    pub closes_bets: bool,
    /// Which announcements the dealer makes.
    pub announces: Announces,
    /// Whether the table takes tie bets (casilleros does not: section 2).
    pub tie_bets: bool,
    /// Whether a round with no bet is still dealt (single-hand tables) or refused (casilleros).
    pub deals_without_bets: bool,
    /// The order of settling (section 2's box as a unit, or collect then pay).
    pub settling: Settling,
    /// What a place is called.
    pub place_word: PlaceWord,
    /// What the Banca hand is called.
    pub banca_word: BancaWord,
    /// The rule of the initial deal (CAS-deal, PR-deal, VE-deal).
    pub deal_rule: RuleId,
    /// The rule of settling each place once (CAS-g, PR-settle, VE-settle).
    pub settle_rule: RuleId,
    /// The kind's own rules, in the rulebook's order (the common ones are every kind's).
    pub own_rules: &'static [RuleId],
    /// How many Punto hands, at most, one place can hold (cards a round may use).
    pub cards_per_round: CardsPerRound,
    /// The shipped remedies whose rule differs by jurisdiction (procedures.md section 8.1): a
    /// card face up in the shoe, a card of the deal seen by the players; each with its source.
    pub face_up: (Remedy, &'static str),
    pub exposed: (Remedy, &'static str),
}

/// A remedy whose rule differs by jurisdiction (procedures.md section 8.1): a table's shipped
/// choice, or a house profile's (`remedies`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Remedy {
    /// The card goes to the discard.
    Burn,
    /// The card plays.
    Keep,
}

/// How many Punto hands a round deals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hands {
    /// One Punto hand per box in play, each against the one Banca (casilleros).
    PerBox,
    /// One Punto hand and one Banca hand for the whole table.
    Single,
}

/// Who reads Punto's two cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuntoReader {
    /// The dealer deals every card face up and reads every hand.
    Dealer,
    /// The dealer deals face down and gives Punto's cards to a client, who declares them; the
    /// Banca stays covered until `reveal banca` (VE-give, VE-declare, VE-reveal).
    Client,
}

/// What passes from seat to seat after a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Passes {
    /// Nothing (casilleros).
    Nothing,
    /// The shoe, when Punto wins a round that had bets (PR-shoe).
    ShoeWhenPuntoWins,
    /// The Bottone, after every hand that had bets (VE-button).
    BottoneEveryHand,
}

impl Passes {
    /// The rule that moves the shoe or the Bottone; none where nothing passes.
    pub fn rule(self) -> Option<RuleId> {
        match self {
            Passes::Nothing => None,
            Passes::ShoeWhenPuntoWins => Some(RuleId::PrShoe),
            Passes::BottoneEveryHand => Some(RuleId::VeButton),
        }
    }
}

/// Which announcements the dealer makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Announces {
    /// None: each box is settled as it is decided (casilleros).
    Nothing,
    /// Punto's total after its third card, then the result (PR-punto, PR-announce).
    PuntoThenResult,
    /// The result only, the Banco's score first (VE-announce).
    ResultOnly,
}

/// The order of settling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Settling {
    /// Each box as a unit: collect, pay, discard, never interleaved (CAS-g).
    BoxByBox,
    /// Every losing bet collected, then every winning bet paid, then `discard all`.
    CollectThenPay,
}

/// What a place is called on this table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlaceWord {
    /// A box (casillero).
    Box,
    /// A seat.
    Seat,
}

/// What the Banca hand is called on this table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BancaWord {
    Banca,
    /// Venice's Banco.
    Banco,
}

/// How many cards a round may take from the shoe, at most.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardsPerRound {
    /// Three for each box and three for the Banca.
    ThreePerHand,
    /// Six: two hands of at most three cards.
    Six,
}
