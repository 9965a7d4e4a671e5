//! Profile `punto-banco-venezia` (procedures.md section 4): the client with the largest Punto
//! stake reads Punto's cards; the Bottone passes after every hand with bets.

use super::steps::{
    Builder, Owner, RoundPlan, RoundSetup, ShoeExhausted, discard_all, next_occupied,
    occupied_seats, play_single_hand, settle_single_hand, stakes_at,
};
use crate::core::RuleId;
use crate::core::{Action, Money, Place, Side, Winner};

pub(super) fn plan(setup: &RoundSetup) -> Result<RoundPlan, ShoeExhausted> {
    let mut builder = Builder::new(setup, &[Owner::Punto, Owner::Banca]);
    let start = builder.step(Action::RienNeVaPlus, RuleId::VeClose);
    builder.sequence(start);
    builder.deal(&[Owner::Punto, Owner::Banca])?;
    let seats = occupied_seats(setup);
    if builder.is_void() {
        return Ok(builder.finish_void(seats));
    }

    let reader = punto_reader(setup);
    let start = builder.step(Action::GiveCards(reader), RuleId::VeGive);
    builder.step(Action::RevealBanca, RuleId::VeReveal);
    builder.sequence(start);
    // VE-declare: the table decides Punto's card, whatever the client says; Banco follows T5.
    let (punto, banca) =
        play_single_hand(&mut builder, RuleId::VeDeclare, RuleId::VeReveal, false)?;
    let start = builder.step(Action::AnnounceResult { banca, punto }, RuleId::VeAnnounce);
    let void = builder.claim()?;
    builder.sequence(start);
    if void {
        return Ok(builder.finish_void(seats));
    }
    let winner = Winner::of(punto, banca);
    let results = settle_single_hand(&mut builder, winner, RuleId::VeSettle);
    discard_all(&mut builder, RuleId::VeButton);

    // VE-button: after a colpo in bianco (no bets) the button stays.
    let mut next_holder = setup.holder;
    if !setup.bets.is_empty()
        && let Some(next) = next_occupied(&seats, setup.holder)
    {
        let start = builder.step(Action::PassButton(next), RuleId::VeButton);
        builder.sequence(start);
        next_holder = next;
    }
    Ok(builder.finish(results, seats, next_holder, reader))
}

/// VE-give: the seat with the highest Punto stake; equal stakes go by seat order starting at the
/// Bottone holder and wrapping round. `None`: no Punto bet, the dealer holds the cards.
pub fn punto_reader(setup: &RoundSetup) -> Option<Place> {
    let mut candidates: Vec<(Money, Place)> = super::steps::places_with_bets(setup.bets)
        .into_iter()
        .map(|place| (stakes_at(setup.bets, place)[Side::Punto as usize], place))
        .filter(|(stake, _)| !stake.is_zero())
        .collect();
    let holder = setup.holder;
    // Precedence: distance clockwise from the holder (the holder itself first).
    let precedence = |place: Place| (u16::from(place) + 256 - u16::from(holder)) % 256;
    candidates.sort_by(|a, b| b.0.cmp(&a.0).then(precedence(a.1).cmp(&precedence(b.1))));
    candidates.first().map(|&(_, place)| place)
}
