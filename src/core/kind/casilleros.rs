//! `casilleros`: one Banca against many boxes, Argentina and Uruguay (seed 000; procedures.md
//! section 2). Its plan is `core/procedure/casilleros.rs`.

use super::descriptor::{
    Announces, BancaWord, CardsPerRound, Hands, Kind, Passes, PlaceWord, PuntoReader, Remedy,
    Settling,
};
use crate::core::rule::RuleId;

pub(super) const KIND: Kind = Kind {
    hands: Hands::PerBox,
    punto_reader: PuntoReader::Dealer,
    passes: Passes::Nothing,
    closes_bets: false,
    announces: Announces::Nothing,
    tie_bets: false,
    deals_without_bets: false,
    settling: Settling::BoxByBox,
    place_word: PlaceWord::Box,
    banca_word: BancaWord::Banca,
    deal_rule: RuleId::CasDeal,
    settle_rule: RuleId::CasG,
    own_rules: &[
        RuleId::CasDeal,
        RuleId::CasA,
        RuleId::CasB,
        RuleId::CasC,
        RuleId::CasD,
        RuleId::CasE,
        RuleId::CasF,
        RuleId::CasG,
    ],
    cards_per_round: CardsPerRound::ThreePerHand,
    face_up: (Remedy::Burn, "Montevideo, Digesto R.1147"),
    exposed: (Remedy::Keep, "Melilla, BOME 19/2014 p. 358"),
};
