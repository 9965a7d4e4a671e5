//! Profile `casilleros` (procedures.md section 2): one Banca against every box in play.
//! This file decides the casilleros order: naturals first, third cards left to right, the boxes
//! the Banca stands against left to right, then its third card and the rest right to left.

use super::steps::{
    Builder, Owner, RoundPlan, RoundSetup, ShoeExhausted, Step, pay_steps, places_with_bets, settle,
};
use crate::core::tableau::{banca_draws, punto_draws};
use crate::core::{Action, Discard, Place, PlaceResult, RuleId, Winner};

pub(super) fn plan(setup: &RoundSetup) -> Result<RoundPlan, ShoeExhausted> {
    let boxes = places_with_bets(setup.bets);
    let mut deal_order: Vec<Owner> = boxes.iter().map(|&place| Owner::Box(place)).collect();
    deal_order.push(Owner::Banca);
    let mut builder = Builder::new(setup, &deal_order);
    builder.deal(&deal_order)?;
    if builder.is_void() {
        return Ok(builder.finish_void(boxes));
    }

    let banca = builder.total(Owner::Banca);
    let box_total = |builder: &Builder, place: Place| builder.total(Owner::Box(place));
    let mut results = Vec::new();

    if banca >= 8 {
        if claim_voids(&mut builder)? {
            return Ok(builder.finish_void(boxes));
        }
        settle_against_natural(&mut builder, &mut results, &boxes, banca);
        return Ok(finish(builder, results, boxes));
    }

    // CAS-c: boxes with a natural win "de aire", in any box order.
    let (naturals, remaining): (Vec<Place>, Vec<Place>) = boxes
        .iter()
        .partition(|&&place| box_total(&builder, place) >= 8);
    if !naturals.is_empty() && claim_voids(&mut builder)? {
        return Ok(builder.finish_void(boxes));
    }
    let units = naturals
        .iter()
        .map(|&place| {
            settle_box(
                setup,
                &mut results,
                place,
                box_total(&builder, place),
                banca,
                RuleId::CasC,
            )
        })
        .collect();
    builder.any_order(units);

    let start = builder.steps.len();
    if !remaining.is_empty() {
        draw_then_settle(&mut builder, &mut results, &remaining, banca)?;
        if builder.is_void() {
            builder.sequence(start);
            return Ok(builder.finish_void(boxes));
        }
    }
    builder.collect_boxes();
    builder.step(Action::Discard(Discard::Banca), RuleId::CasG);
    builder.sequence(start);
    Ok(finish(builder, results, boxes))
}

/// A claim before the first settling action, in a block of its own; true when the inspector
/// voids the coup.
fn claim_voids(builder: &mut Builder) -> Result<bool, ShoeExhausted> {
    let start = builder.steps.len();
    let void = builder.claim()?;
    builder.sequence(start);
    Ok(void)
}

/// CAS-a / CAS-b: the Banca's natural decides every box now, in any box order; then the
/// Banca's cards go (CAS-g).
fn settle_against_natural(
    builder: &mut Builder,
    results: &mut Vec<PlaceResult>,
    boxes: &[Place],
    banca: u8,
) {
    // CAS-a / CAS-b: the Banca's natural decides every box now, in any box order.
    let all_lose = boxes
        .iter()
        .all(|&place| builder.total(Owner::Box(place)) < banca);
    let rule = if all_lose { RuleId::CasA } else { RuleId::CasB };
    let units = boxes
        .iter()
        .map(|&place| {
            settle_box(
                builder.setup,
                results,
                place,
                builder.total(Owner::Box(place)),
                banca,
                rule,
            )
        })
        .collect();
    builder.any_order(units);
    let start = builder.steps.len();
    builder.collect_boxes();
    builder.step(Action::Discard(Discard::Banca), RuleId::CasG);
    builder.sequence(start);
}

/// CAS-d / CAS-e: third cards strictly left to right, before any settling; then the boxes the
/// Banca stands against, left to right, its third card, and CAS-f: the boxes it drew against,
/// right to left.
fn draw_then_settle(
    builder: &mut Builder,
    results: &mut Vec<PlaceResult>,
    remaining: &[Place],
    banca: u8,
) -> Result<(), ShoeExhausted> {
    // CAS-d / CAS-e: third cards strictly left to right, before any settling.
    let draw_rule = if banca == 7 {
        RuleId::CasD
    } else {
        RuleId::CasE
    };
    let mut third_values: Vec<(Place, Option<u8>)> = Vec::new();
    for &place in remaining {
        let third = if punto_draws(builder.total(Owner::Box(place))) {
            Some(builder.third_card(Owner::Box(place), draw_rule)?.value())
        } else {
            None
        };
        if third.is_none() {
            builder.extra(Owner::Box(place))?;
        }
        third_values.push((place, third));
    }
    // The Banca stands against S and draws against D (T5 box by box); on 7 it stands for all.
    let (stands, draws): (Vec<_>, Vec<_>) = third_values
        .iter()
        .partition(|(_, third)| banca == 7 || !banca_draws(banca, *third));
    let settle_rule = if banca == 7 {
        RuleId::CasD
    } else {
        RuleId::CasE
    };
    if draws.is_empty() {
        // The Banca stands against every box: an extra card to it comes now.
        builder.extra(Owner::Banca)?;
    }
    // A claim comes before the first settling action (section 8.1).
    if !stands.is_empty() && builder.claim()? {
        return Ok(());
    }
    for &(place, _) in &stands {
        let steps = settle_box(
            builder.setup,
            results,
            place,
            builder.total(Owner::Box(place)),
            banca,
            settle_rule,
        );
        builder.steps.extend(steps);
    }
    if !draws.is_empty() {
        builder.third_card(Owner::Banca, RuleId::CasE)?;
        if stands.is_empty() && builder.claim()? {
            return Ok(());
        }
        let banca_three = builder.total(Owner::Banca);
        // CAS-f: the boxes the Banca drew against, right to left.
        for &(place, _) in draws.iter().rev() {
            let steps = settle_box(
                builder.setup,
                results,
                place,
                builder.total(Owner::Box(place)),
                banca_three,
                RuleId::CasF,
            );
            builder.steps.extend(steps);
        }
    }
    Ok(())
}

/// CAS-g: a box settled as one unit: collect its losers, pay its winners, discard its cards;
/// a stand-off is declared with `encart` instead.
fn settle_box(
    setup: &RoundSetup,
    results: &mut Vec<PlaceResult>,
    place: Place,
    box_total: u8,
    banca_total: u8,
    rule: RuleId,
) -> Vec<Step> {
    let winner = Winner::of(box_total, banca_total);
    let settlement = settle(setup.profile, setup.bets, place, winner);
    results.push(settlement.result);
    let mut steps = Vec::new();
    if winner == Winner::Tie {
        steps.push(Step {
            action: Action::Encart(place),
            rule,
        });
    } else {
        if settlement.collect {
            steps.push(Step {
                action: Action::Collect(place),
                rule,
            });
        }
        steps.extend(pay_steps(&settlement, rule));
    }
    steps.push(Step {
        action: Action::Discard(Discard::Place(place)),
        rule: RuleId::CasG,
    });
    steps
}

fn finish(builder: Builder, mut results: Vec<PlaceResult>, boxes: Vec<Place>) -> RoundPlan {
    results.sort_by_key(|result| result.place);
    let holder = builder.setup.holder;
    builder.finish(results, boxes, holder, None)
}
