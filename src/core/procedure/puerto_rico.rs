//! Profile `punto-banco-pr` (procedures.md section 3): one hand, the shoe passes on a Punto win.

use super::steps::{
    Builder, Owner, RoundPlan, RoundSetup, ShoeExhausted, discard_all, next_occupied,
    occupied_seats, play_single_hand, settle_single_hand,
};
use crate::core::RuleId;
use crate::core::{Action, Winner};

pub(super) fn plan(setup: &RoundSetup) -> Result<RoundPlan, ShoeExhausted> {
    let mut builder = Builder::new(setup, &[Owner::Punto, Owner::Banca]);
    builder.deal(&[Owner::Punto, Owner::Banca])?;
    if builder.is_void() {
        return Ok(builder.finish_void(occupied_seats(setup)));
    }
    // PR-natural: with an 8 or 9 on either side nobody draws and the next step is the result;
    // that announcement is step 4's, PR-announce, like every other (section 3). A draw there
    // breaks T3 (section 6, D3).
    let (punto, banca) = play_single_hand(&mut builder, RuleId::PrPunto, RuleId::PrBanca, true)?;
    let start = builder.step(Action::AnnounceResult { banca, punto }, RuleId::PrAnnounce);
    let void = builder.claim()?;
    builder.sequence(start);
    if void {
        return Ok(builder.finish_void(occupied_seats(setup)));
    }
    let winner = Winner::of(punto, banca);
    let results = settle_single_hand(&mut builder, winner, RuleId::PrSettle);
    discard_all(&mut builder, RuleId::PrDiscard);

    let seats = occupied_seats(setup);
    let mut next_holder = setup.holder;
    if winner == Winner::Punto
        && !setup.bets.is_empty()
        && let Some(next) = next_occupied(&seats, setup.holder)
    {
        let start = builder.step(Action::PassShoe(next), RuleId::PrShoe);
        builder.sequence(start);
        next_holder = next;
    }
    Ok(builder.finish(results, seats, next_holder, None))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::judge::Verdict;
    use crate::core::round::RoundState;
    use crate::core::{Bet, Card, Category, Hand, Profile, Side, Target};

    fn round(shoe: &[&str]) -> RoundPlan {
        let profile = Profile::builtin("punto-banco-pr").expect("shipped profile");
        let bets = [Bet {
            place: 2,
            side: Side::Punto,
            amount: crate::core::Money::from_units(10),
        }];
        let shoe: Vec<Card> = shoe.iter().filter_map(|card| card.parse().ok()).collect();
        let setup = RoundSetup {
            profile: &profile,
            bets: &bets,
            seats: None,
            holder: 1,
            shoe: &shoe,
            declaration: None,
            with_deal: false,
            owed: &[],
            leaves: &[],
            shoe_end: false,
            irregularities: &[],
        };
        plan(&setup).expect("the shoe holds the round")
    }

    #[test]
    fn pr_natural_goes_straight_to_the_result_announced_by_pr_announce() {
        // Punto 4H 5S (9) against Banca 6C KD (6): nobody draws.
        let plan = round(&["4H", "6C", "5S", "KD"]);
        assert_eq!(
            plan.steps[0].action,
            Action::AnnounceResult { banca: 6, punto: 9 }
        );
        // Section 3 step 4 and section 6: the announcement is PR-announce after a natural too.
        assert_eq!(plan.steps[0].rule, RuleId::PrAnnounce);
        let state = RoundState::new(plan);
        match state.judge(Action::Draw(Target::Hand(Hand::Punto)), false) {
            Verdict::Wrong(mistake) => {
                // D3: Punto holds a natural, nobody draws (T3).
                assert_eq!(mistake.rule(), RuleId::T3);
                assert_eq!(mistake.category(), Category::Draw);
            }
            other => panic!("a draw on a natural must be wrong, got {other:?}"),
        }
    }

    #[test]
    fn pr_announce_is_cited_when_the_hand_was_played_out() {
        // Punto 2S 3C (5) draws AH (6); Banca 4D 2H (6) stands.
        let plan = round(&["2S", "4D", "3C", "2H", "AH"]);
        let announce = plan
            .steps
            .iter()
            .find(|step| matches!(step.action, Action::AnnounceResult { .. }))
            .expect("an announcement");
        assert_eq!(announce.rule, RuleId::PrAnnounce);
    }
}
