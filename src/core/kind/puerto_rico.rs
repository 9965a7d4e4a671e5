//! `punto-banco-pr`: one Punto and one Banca hand, Puerto Rico rules (seeds 002, 004;
//! procedures.md section 3). Its plan is `core/procedure/puerto_rico.rs`.

use super::descriptor::{
    Announces, BancaWord, CardsPerRound, Hands, Kind, Passes, PlaceWord, PuntoReader, Remedy,
    Settling,
};
use crate::core::rule::RuleId;

pub(super) const KIND: Kind = Kind {
    hands: Hands::Single,
    punto_reader: PuntoReader::Dealer,
    passes: Passes::ShoeWhenPuntoWins,
    closes_bets: false,
    announces: Announces::PuntoThenResult,
    tie_bets: true,
    deals_without_bets: true,
    settling: Settling::CollectThenPay,
    place_word: PlaceWord::Seat,
    banca_word: BancaWord::Banca,
    deal_rule: RuleId::PrDeal,
    settle_rule: RuleId::PrSettle,
    own_rules: &[
        RuleId::PrDeal,
        RuleId::PrNatural,
        RuleId::PrPunto,
        RuleId::PrBanca,
        RuleId::PrAnnounce,
        RuleId::PrSettle,
        RuleId::PrDiscard,
        RuleId::PrShoe,
    ],
    cards_per_round: CardsPerRound::Six,
    face_up: (
        Remedy::Burn,
        "Louisiana Admin. Code 42 § III-3106 (the Puerto Rico text is silent; US practice)",
    ),
    exposed: (Remedy::Burn, "Louisiana Admin. Code 42 § III-3106"),
};
