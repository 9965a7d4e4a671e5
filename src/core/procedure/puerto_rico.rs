//! Profile `punto-banco-pr` (procedures.md section 3): one hand, the shoe passes on a Punto win.

use super::{
    Builder, Owner, RoundPlan, RoundSetup, ShoeExhausted, discard_all, next_occupied,
    occupied_seats, play_single_hand, settle_single_hand,
};
use crate::core::{Action, Winner};

pub(super) fn plan(setup: &RoundSetup) -> Result<RoundPlan, ShoeExhausted> {
    let mut builder = Builder::new(setup, &[Owner::Punto, Owner::Banca]);
    builder.deal(&[Owner::Punto, Owner::Banca])?;
    // PR-natural: with an 8 or 9 on either side nobody draws; PR-punto, PR-banca otherwise.
    let (punto, banca) = play_single_hand(&mut builder, "PR-punto", "PR-banca", true)?;
    let start = builder.step(Action::AnnounceResult { banca, punto }, "PR-announce");
    builder.sequence(start);
    let winner = Winner::of(punto, banca);
    let results = settle_single_hand(&mut builder, winner, "PR-settle");
    discard_all(&mut builder, "PR-discard");

    let seats = occupied_seats(setup);
    let mut next_holder = setup.holder;
    if winner == Winner::Punto
        && !setup.bets.is_empty()
        && let Some(next) = next_occupied(&seats, setup.holder)
    {
        let start = builder.step(Action::PassShoe(next), "PR-shoe");
        builder.sequence(start);
        next_holder = next;
    }
    Ok(builder.finish(results, seats, next_holder, None))
}
