//! The canonical action sequence of a scenario in the action language (interfaces.md): what
//! `tallador sequence` prints, and what tests, fuzz targets and benches compare against.

use super::game::{Game, GameError};
use super::scenario::Scenario;

/// Options of `tallador sequence`.
#[derive(Clone, Copy, Debug, Default)]
pub struct SequenceOptions {
    /// Append `  # RULE-ID` to each action line.
    pub explain: bool,
    /// Print the winnings with each `pay` (`pay 3 95.00`).
    pub amounts: bool,
    /// Start each round with the initial deal's `deal` actions.
    pub with_deal: bool,
}

/// Every round's actions, one a line (`# round N` between rounds), each followed by its result
/// lines.
pub fn sequence_text(scenario: &Scenario, options: SequenceOptions) -> Result<String, GameError> {
    let game = Game::new(scenario.clone(), options.with_deal)?;
    let rounds = game.round_count();
    let mut text = String::new();
    for (index, plan) in game.plans().enumerate() {
        if rounds > 1 {
            text += &format!("# round {}\n", index + 1);
        }
        for (index, step) in plan.steps.iter().enumerate() {
            for shown in plan.events_at(index) {
                text += &format!("# event: {}\n", shown.line());
            }
            let action = if options.amounts {
                step.action
            } else {
                step.action.bare()
            };
            text += &action.to_string();
            if options.explain {
                text += &format!("  # {}", step.rule);
            }
            text.push('\n');
        }
        for result in &plan.results {
            text += &result.line();
            text.push('\n');
        }
    }
    Ok(text)
}
