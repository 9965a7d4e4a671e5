//! One round in progress: which actions are acceptable now, the canonical one, and how a
//! dealer's choice is judged against the plan.

use super::procedure::{Block, RoundPlan, Step};
use super::{Action, Category, Target};

/// A round being dealt: the plan and which of its steps are done.
#[derive(Clone, Debug)]
pub struct RoundState {
    pub plan: RoundPlan,
    done: Vec<bool>,
}

impl RoundState {
    pub fn new(plan: RoundPlan) -> RoundState {
        let done = vec![false; plan.steps.len()];
        RoundState { plan, done }
    }

    pub fn is_done(&self, step: usize) -> bool {
        self.done.get(step).copied().unwrap_or(false)
    }

    pub fn is_finished(&self) -> bool {
        self.done.iter().all(|&done| done)
    }

    /// Steps done so far.
    pub fn done_count(&self) -> usize {
        self.done.iter().filter(|&&done| done).count()
    }

    /// The steps that may come next, canonical first (lowest place first in free phases).
    pub fn acceptable(&self) -> Vec<usize> {
        for block in &self.plan.blocks {
            match block {
                Block::Sequence(range) => {
                    if let Some(step) = range.clone().find(|&step| !self.done[step]) {
                        return vec![step];
                    }
                }
                Block::AnyOrder(units) => {
                    let pending: Vec<_> = units
                        .iter()
                        .filter(|unit| (unit.start..unit.end).any(|step| !self.done[step]))
                        .collect();
                    if pending.is_empty() {
                        continue;
                    }
                    let started: Vec<usize> = pending
                        .iter()
                        .filter(|unit| (unit.start..unit.end).any(|step| self.done[step]))
                        .filter_map(|unit| (unit.start..unit.end).find(|&step| !self.done[step]))
                        .collect();
                    if !started.is_empty() {
                        // A unit under way is finished before another starts (box as a unit).
                        return started;
                    }
                    let mut firsts: Vec<usize> = pending.iter().map(|unit| unit.start).collect();
                    firsts.sort_by_key(|&step| (self.plan.steps[step].action.place(), step));
                    return firsts;
                }
            }
        }
        Vec::new()
    }

    /// The canonical next step.
    pub fn canonical(&self) -> Option<usize> {
        self.acceptable().first().copied()
    }

    pub fn step(&self, step: usize) -> Option<&Step> {
        self.plan.steps.get(step)
    }

    /// The acceptable actions, canonical first.
    pub fn acceptable_actions(&self) -> Vec<Action> {
        self.acceptable()
            .into_iter()
            .map(|step| self.plan.steps[step].action)
            .collect()
    }

    /// Marks a step done.
    pub fn complete(&mut self, step: usize) {
        if let Some(done) = self.done.get_mut(step) {
            *done = true;
        }
    }
}

impl RoundState {
    /// Is `step` a later step that `action` performs ahead of its turn (rather than a wrong
    /// version of an acceptable step)?
    pub fn is_ahead(&self, step: usize, action: Action) -> bool {
        !self.is_done(step)
            && !self.acceptable().contains(&step)
            && self
                .plan
                .steps
                .get(step)
                .is_some_and(|planned| matches(planned.action, action, false))
    }
}

/// Does the dealer's `actual` perform the plan's `planned` step?
pub fn matches(planned: Action, actual: Action, require_amounts: bool) -> bool {
    match (planned, actual) {
        (Action::Pay(p, Some(_)), Action::Pay(q, None)) => p == q && !require_amounts,
        _ => planned == actual,
    }
}

/// Is `actual` a wrong version of `planned` (same hand or place, another decision or amount)?
/// Returns the category of the mistake.
pub fn substitution(planned: Action, actual: Action) -> Option<Category> {
    use Action::*;
    let hand_of = |action: Action| match action {
        Draw(Target::Hand(hand)) | Stand(hand) => Some(hand),
        _ => None,
    };
    match (planned, actual) {
        (Pay(p, _), Pay(q, _))
        | (Commission(p, _), Commission(q, _))
        | (CollectCommission(p, _), CollectCommission(q, _))
            if p == q =>
        {
            Some(Category::Money)
        }
        (Collect(p) | Pay(p, _) | Encart(p), Collect(q) | Pay(q, _) | Encart(q)) if p == q => {
            Some(Category::Money)
        }
        (AnnouncePunto(_), AnnouncePunto(_)) | (AnnounceResult { .. }, AnnounceResult { .. }) => {
            Some(Category::Announce)
        }
        (Draw(_) | Stand(_), Draw(_) | Stand(_))
            if hand_of(planned).is_some() && hand_of(planned) == hand_of(actual) =>
        {
            Some(Category::Draw)
        }
        (GiveCards(_), GiveCards(_))
        | (PassShoe(_), PassShoe(_))
        | (PassButton(_), PassButton(_)) => Some(Category::Order),
        (Deal(_), Deal(_)) => Some(Category::Order),
        _ => None,
    }
}
