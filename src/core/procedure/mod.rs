//! The canonical procedures: for one round, the steps a dealer must take and which orders the
//! rules allow. One file per table kind, all producing a [`RoundPlan`].

mod casilleros;
mod puerto_rico;
mod steps;
mod venezia;

pub use steps::{
    Block, Owner, PlannedHand, RoundPlan, RoundSetup, ShoeExhausted, Shown, Step,
    category_of_unexpected, next_occupied, places_with_bets, settle_place,
};

use super::TableKind;

/// Plans one round with the procedure of the profile's table kind.
pub fn plan(setup: &RoundSetup) -> Result<RoundPlan, ShoeExhausted> {
    match setup.profile.kind {
        TableKind::Casilleros => casilleros::plan(setup),
        TableKind::PuertoRico => puerto_rico::plan(setup),
        TableKind::Venezia => venezia::plan(setup),
    }
}
