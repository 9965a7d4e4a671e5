//! A whole scenario being dealt, round after round: the state a trainer, an audit or a
//! script steps through.

use super::Action;
use super::diagnosis;
use super::diagnostic::Problem;
use super::judge::Verdict;
use super::kind::Passes;
use super::procedure::RoundPlan;
use super::procedure::ShoeExhausted;
use super::round::RoundState;
use super::scenario::Scenario;

/// Why a scenario cannot be dealt. [`Scenario::parse`] refuses both, so only a scenario built in
/// code meets them.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    #[error("the scenario has no rounds")]
    NoRounds,
    #[error("round {round}: {error}")]
    ShoeRunsOut {
        /// 1-based.
        round: usize,
        error: ShoeExhausted,
    },
}

impl GameError {
    /// What is wrong, as a translation's message and its arguments (`problem-game_…`).
    pub fn problem(&self) -> Problem {
        match self {
            GameError::NoRounds => Problem::new("game_no_rounds"),
            GameError::ShoeRunsOut { round, error } => Problem::new("game_shoe_runs_out")
                .with("round", round)
                .with("needed", error.needed)
                .with("available", error.available),
        }
    }
}

/// Every round of a scenario, planned, with the current one in progress.
#[derive(Clone, Debug)]
pub struct Game {
    pub scenario: Scenario,
    pub with_deal: bool,
    rounds: Vec<RoundState>,
    current: usize,
}

impl Game {
    /// Plans every round. Scenarios from [`Scenario::parse`] always plan; a hand-built one with
    /// no rounds or whose shoe runs out is refused (so there is always a current round).
    pub fn new(scenario: Scenario, with_deal: bool) -> Result<Game, GameError> {
        if scenario.rounds.is_empty() {
            return Err(GameError::NoRounds);
        }
        let plans = scenario
            .plans(with_deal)
            .map_err(|(index, error)| GameError::ShoeRunsOut {
                round: index + 1,
                error,
            })?;
        Ok(Game {
            scenario,
            with_deal,
            rounds: plans.into_iter().map(RoundState::new).collect(),
            current: 0,
        })
    }

    /// The round in progress (the last one once the scenario is over).
    pub fn round(&self) -> &RoundState {
        &self.rounds[self.round_index()]
    }

    pub fn round_index(&self) -> usize {
        // `new` refuses a scenario without rounds.
        self.current.min(self.rounds.len().saturating_sub(1))
    }

    pub fn round_count(&self) -> usize {
        self.rounds.len()
    }

    pub fn plans(&self) -> impl Iterator<Item = &RoundPlan> {
        self.rounds.iter().map(|round| &round.plan)
    }

    pub fn is_finished(&self) -> bool {
        self.rounds.iter().all(RoundState::is_finished)
    }

    /// Judges `action` in the round in progress. A pass of the shoe or the Bottone before
    /// anything of a round is done follows the round before (its pass comes after its
    /// discard), so it is diagnosed there.
    pub fn judge(&self, action: Action, require_amounts: bool) -> Verdict {
        let round = self.round();
        let verdict = round.judge(action, require_amounts);
        match verdict {
            Verdict::Wrong(mut mistake) if self.judged_before(action) => {
                let before = &self.rounds[self.round_index() - 1];
                mistake.diagnosis = diagnosis::diagnose(before, action, require_amounts);
                Verdict::Wrong(mistake)
            }
            other => other,
        }
    }

    /// The round a wrong `action` is told against: the round in progress, or the round before
    /// for a pass at the start of a round that belongs there (see [`Game::judge`]).
    pub fn judged_round(&self, action: Action) -> usize {
        let index = self.round_index();
        if self.judged_before(action) {
            index - 1
        } else {
            index
        }
    }

    /// A pass at the start of a round (the table's own: the shoe in Puerto Rico, the Bottone in
    /// Venice) is told against the previous round when it belongs there:
    /// that round's own pass done late, or a pass after a round that makes none (a colpo in
    /// bianco, a Banca win). After a round that passed elsewhere the shoe is at its new seat:
    /// told against this round.
    fn judged_before(&self, action: Action) -> bool {
        let index = self.round_index();
        // Section 8.3, DI3: a void coup stays void until the next round's first action, so a
        // settling or a pass before it is told against the void round.
        if index > 0
            && self.round().done_count() == 0
            && self.rounds[index - 1].plan.void.is_some()
            && matches!(
                action,
                Action::Collect(_)
                    | Action::Pay(..)
                    | Action::Commission(..)
                    | Action::Encart(_)
                    | Action::CollectCommission(..)
                    | Action::PassShoe(_)
                    | Action::PassButton(_)
            )
        {
            return true;
        }
        index > 0
            && self.round().done_count() == 0
            && matches!(
                (self.round().plan.kind.passes(), action),
                (Passes::ShoeWhenPuntoWins, Action::PassShoe(_))
                    | (Passes::BottoneEveryHand, Action::PassButton(_))
            )
            && self.rounds[index - 1].plan.steps.iter().all(|step| {
                !matches!(step.action, Action::PassShoe(_) | Action::PassButton(_))
                    || step.action == action
            })
    }

    /// The round before the one in progress, for an audit that tells an action against it.
    pub fn previous_round(&self) -> Option<&RoundState> {
        self.round_index()
            .checked_sub(1)
            .and_then(|index| self.rounds.get(index))
    }

    /// Marks a step of the current round done; moves on when the round is over.
    pub fn complete(&mut self, step: usize) {
        let index = self.round_index();
        self.rounds[index].complete(step);
        self.advance();
    }

    /// Applies the canonical action (exam mode after a mistake); returns it.
    pub fn complete_canonical(&mut self) -> Option<Action> {
        let step = self.round().canonical()?;
        let action = self.round().plan.steps[step].action;
        self.complete(step);
        Some(action)
    }

    fn advance(&mut self) {
        while self.current < self.rounds.len() && self.rounds[self.current].is_finished() {
            if self.current + 1 == self.rounds.len() {
                break;
            }
            self.current += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Profiles;

    #[test]
    fn a_scenario_built_without_rounds_is_refused_not_dealt() {
        let text =
            std::fs::read_to_string("tests/fixtures/examples/cas-standing-box-first.ron").unwrap();
        let mut scenario = Scenario::parse("cas.ron", &text, &Profiles::default()).unwrap();
        scenario.rounds.clear();
        assert_eq!(Game::new(scenario, false).unwrap_err(), GameError::NoRounds);
    }
}
