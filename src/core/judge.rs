//! Judging a dealer's choice against the round: in the acceptable set (the step it performs) or a
//! mistake, diagnosed by the rule it breaks. The round's state is `round`; why a choice is wrong
//! is `diagnosis`.

use super::diagnosis::{self, Diagnosis};
use super::procedure::Block;
use super::round::{RoundState, matches, substitution};
use super::{Action, Category, RuleId};

/// The verdict on one action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// In the acceptable set: the step it performs.
    Correct {
        step: usize,
    },
    Wrong(Mistake),
}

/// A choice the procedure does not allow at this point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mistake {
    /// The acceptable actions, canonical first.
    pub expected: Vec<Action>,
    /// The plan step the action stands in for (done out of order, or done wrongly in place of
    /// it); an audit marks it done and goes on. `None`: an action the plan has no place for.
    pub stands_for: Option<usize>,
    /// Why it is wrong (procedures.md section 6).
    pub diagnosis: Diagnosis,
}

impl Mistake {
    /// The rule the choice breaks.
    pub fn rule(&self) -> RuleId {
        self.diagnosis.rule
    }

    pub fn category(&self) -> Category {
        self.diagnosis.category
    }
}

impl RoundState {
    /// Judges `action`. A bare `pay N` matches the plan's `pay N AMOUNT` unless
    /// `require_amounts` (commission practice); a stated amount must be exact. A wrong action
    /// is diagnosed by the rule it breaks (procedures.md section 6).
    pub fn judge(&self, action: Action, require_amounts: bool) -> Verdict {
        let acceptable = self.acceptable();
        if let Some(&step) = acceptable
            .iter()
            .find(|&&step| matches(self.plan.steps[step].action, action, require_amounts))
        {
            return Verdict::Correct { step };
        }
        let starts_round_with_pass =
            self.done_count() == 0 && matches!(action, Action::PassShoe(_) | Action::PassButton(_));
        // The next step of a unit (one box's collect, pay, discard) that was started out of
        // order: the start was the mistake, finishing the unit is not another one.
        if !acceptable.is_empty()
            && !starts_round_with_pass
            && let Some(step) = self.continuation(action)
        {
            return Verdict::Correct { step };
        }
        let diagnosis = diagnosis::diagnose(self, action, require_amounts);
        Verdict::Wrong(Mistake {
            expected: acceptable
                .iter()
                .map(|&step| self.plan.steps[step].action)
                .collect(),
            stands_for: self.stands_for(action, &acceptable, starts_round_with_pass),
            diagnosis,
        })
    }

    /// The plan step a wrong `action` stands in for: a later step done ahead of its turn, or
    /// an acceptable step done wrongly (same hand or place, another decision or amount).
    fn stands_for(
        &self,
        action: Action,
        acceptable: &[usize],
        starts_round_with_pass: bool,
    ) -> Option<usize> {
        // A pass before anything of this round is done: the shoe or button was moved after the
        // last round (after a colpo in bianco, a tie, a lone player), not this round's own pass
        // done early. It stands for nothing.
        if acceptable.is_empty() || starts_round_with_pass {
            return None;
        }
        (0..self.plan.steps.len())
            .find(|&step| {
                !self.is_done(step)
                    && !acceptable.contains(&step)
                    && matches(self.plan.steps[step].action, action, false)
            })
            .or_else(|| {
                acceptable
                    .iter()
                    .copied()
                    .find(|&step| substitution(self.plan.steps[step].action, action).is_some())
            })
            .or_else(|| {
                // A later payment or mark done early and with another amount: both faults of
                // one action, which performs that step.
                (0..self.plan.steps.len()).find(|&step| {
                    !self.is_done(step)
                        && !acceptable.contains(&step)
                        && matches!(
                            self.plan.steps[step].action,
                            Action::Pay(..)
                                | Action::Commission(..)
                                | Action::CollectCommission(..)
                        )
                        && diagnosis::same_ignoring_amount(self.plan.steps[step].action, action)
                })
            })
    }

    /// The step `action` performs when it continues, in a fixed-order stretch, a place's run of
    /// steps that the dealer started ahead of an earlier step still to do.
    fn continuation(&self, action: Action) -> Option<usize> {
        let place = action.place()?;
        self.plan.blocks.iter().find_map(|block| {
            let Block::Sequence(range) = block else {
                return None;
            };
            let first_pending = range.clone().find(|&step| !self.is_done(step))?;
            range.clone().find(|&step| {
                step > first_pending + 1
                    && !self.is_done(step)
                    && self.is_done(step - 1)
                    && self.plan.steps[step - 1].action.place() == Some(place)
                    && matches(self.plan.steps[step].action, action, false)
            })
        })
    }
}
