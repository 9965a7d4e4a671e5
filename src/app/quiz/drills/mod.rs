//! The quick drills' views, one file each (its picture, its keys and clicks, its words), and
//! this list that names them all ([`VIEWS`]). A view is asked for by its drill ([`view`]); the
//! drill's rules are the session's (`session/quiz/drills/`).
//!
//! Adding a drill: its file here (a [`DrillView`]), one line in [`VIEWS`], its file in
//! `session/quiz/drills/` with its line in that list, and its messages.

mod box_order;
mod cut_payout;
mod deal;
mod payouts;
mod third_card;
mod totals;
mod venice;
mod what_now;

mod drill_view;

use crate::session::quiz::Drill;

pub use drill_view::DrillView;

/// Every drill's view: the list.
pub const VIEWS: [&dyn DrillView; 8] = [
    &third_card::ThirdCardView,
    &totals::TotalsView,
    &payouts::PayoutsView,
    &box_order::BoxOrderView,
    &venice::VeniceView,
    &deal::DealView,
    &cut_payout::CutPayoutView,
    &what_now::WhatNowView,
];

/// The view of `drill`.
pub fn view(drill: Drill) -> &'static dyn DrillView {
    VIEWS
        .iter()
        .copied()
        .find(|view| view.drill() == drill)
        // Every drill has its view (`every_drill_has_one_view`); the first stands in.
        .unwrap_or(VIEWS[0])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_drill_has_one_view() {
        for drill in Drill::ALL {
            let views = VIEWS.iter().filter(|view| view.drill() == drill).count();
            assert_eq!(views, 1, "{drill:?} has {views} views");
            assert_eq!(view(drill).drill(), drill);
        }
        assert_eq!(VIEWS.len(), Drill::ALL.len());
    }
}
