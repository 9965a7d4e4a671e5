//! `punto-banco-venezia`: one hand, the client reads Punto's cards, the Bottone passes (seed
//! 003; procedures.md section 4). Its plan is `core/procedure/venezia.rs`.

use super::descriptor::{
    Announces, BancaWord, CardsPerRound, Hands, Kind, Passes, PlaceWord, PuntoReader, Remedy,
    Settling,
};
use crate::core::rule::RuleId;

pub(super) const KIND: Kind = Kind {
    hands: Hands::Single,
    punto_reader: PuntoReader::Client,
    passes: Passes::BottoneEveryHand,
    closes_bets: true,
    announces: Announces::ResultOnly,
    tie_bets: true,
    deals_without_bets: true,
    settling: Settling::CollectThenPay,
    place_word: PlaceWord::Seat,
    banca_word: BancaWord::Banco,
    deal_rule: RuleId::VeDeal,
    settle_rule: RuleId::VeSettle,
    own_rules: &[
        RuleId::VeClose,
        RuleId::VeDeal,
        RuleId::VeGive,
        RuleId::VeDeclare,
        RuleId::VeReveal,
        RuleId::VeAnnounce,
        RuleId::VeSettle,
        RuleId::VeButton,
    ],
    cards_per_round: CardsPerRound::Six,
    face_up: (Remedy::Burn, "Venice, Ca' Noghera house rules"),
    exposed: (Remedy::Keep, "Melilla, BOME 19/2014 p. 358"),
};
