//! Audit: what a dealer actually did, compared step by step with the procedure, and the money
//! every place should have received.

use super::action::ActionLine;
use super::game::Game;
use super::procedure::{self, RoundPlan};
use super::round::Judgement;
use super::{Action, Category, Money, Place, PlaceResult, Rule, Winner};

/// One action that breaks the procedure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// 1-based count of the dealer's actions.
    pub step: usize,
    /// The line of the actions file, where there is one.
    pub line: Option<usize>,
    pub round: usize,
    /// The acceptable actions, canonical first (empty once the scenario is over).
    pub expected: Vec<Action>,
    /// What the dealer did; `None` for actions missing at the end.
    pub actual: Option<Action>,
    pub rule: Rule,
    pub category: Category,
}

impl Finding {
    /// `step N: expected A | B, did X  # RULE-ID CATEGORY`.
    pub fn line_text(&self) -> String {
        let show_amounts = matches!(self.actual, Some(Action::Pay(_, Some(_))));
        let expected: Vec<String> = self
            .expected
            .iter()
            .map(|action| {
                if show_amounts {
                    action.to_string()
                } else {
                    action.bare().to_string()
                }
            })
            .collect();
        let expected = if expected.is_empty() {
            "end of scenario".to_string()
        } else {
            expected.join(" | ")
        };
        let actual = self
            .actual
            .map_or("nothing".to_string(), |action| action.to_string());
        format!(
            "step {}: expected {expected}, did {actual}  # {} {}",
            self.step,
            self.rule,
            self.category.word()
        )
    }
}

/// Money at one place: what the procedure says and what the dealer's actions gave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlaceMoney {
    pub round: usize,
    pub should: PlaceResult,
    /// Winnings the dealer paid and stakes the dealer collected.
    pub paid: Money,
    pub collected: Money,
}

impl PlaceMoney {
    /// From the player's side: positive when the player received too much.
    pub fn difference(&self) -> Money {
        (self.paid - self.collected) - (self.should.won - self.should.lost)
    }
}

/// Everything an audit finds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Audit {
    pub findings: Vec<Finding>,
    pub money: Vec<PlaceMoney>,
    pub actions: Vec<ActionLine>,
}

impl Audit {
    pub fn is_clean(&self) -> bool {
        self.findings.is_empty()
    }

    /// The report printed by `tallador audit`.
    pub fn text(&self, rounds: usize) -> String {
        let mut out = String::new();
        for finding in &self.findings {
            out += &finding.line_text();
            out.push('\n');
        }
        for round in 0..rounds {
            if rounds > 1 {
                out += &format!("# round {}\n", round + 1);
            }
            for money in self.money.iter().filter(|money| money.round == round) {
                out += &money.should.line();
                out.push('\n');
                if !money.difference().is_zero() {
                    out += &format!(
                        "dealer {} won {} lost {} difference {}\n",
                        money.should.place,
                        money.paid.fixed(),
                        money.collected.fixed(),
                        money.difference().fixed()
                    );
                }
            }
        }
        out
    }
}

/// Audits `actions` against the procedure of `game`'s scenario.
pub fn audit(mut game: Game, actions: &[ActionLine]) -> Audit {
    let mut findings = Vec::new();
    let plans: Vec<RoundPlan> = game.plans().cloned().collect();
    let mut money: Vec<PlaceMoney> = plans
        .iter()
        .enumerate()
        .flat_map(|(round, plan)| {
            plan.results.iter().map(move |&should| PlaceMoney {
                round,
                should,
                paid: Money::ZERO,
                collected: Money::ZERO,
            })
        })
        .collect();

    for (index, line) in actions.iter().enumerate() {
        let round = game.round_index();
        let finished = game.is_finished();
        let judgement = game.judge(line.action, false);
        let stands_for = match judgement {
            Judgement::Correct { step } => Some(step),
            Judgement::Wrong(deviation) => {
                findings.push(Finding {
                    step: index + 1,
                    line: Some(line.line),
                    round,
                    expected: if finished {
                        Vec::new()
                    } else {
                        deviation.expected
                    },
                    actual: Some(line.action),
                    rule: deviation.rule,
                    category: deviation.category,
                });
                deviation.stands_for
            }
        };
        if !finished {
            record_money(&game, round, line.action, &mut money);
        }
        if let Some(step) = stands_for {
            game.complete(step);
        }
    }
    if !game.is_finished() {
        let round = game.round();
        if let Some(step) = round.canonical() {
            findings.push(Finding {
                step: actions.len() + 1,
                line: None,
                round: game.round_index(),
                expected: round.acceptable_actions(),
                actual: None,
                rule: round.plan.steps[step].rule,
                category: Category::Omission,
            });
        }
    }
    Audit {
        findings,
        money,
        actions: actions.to_vec(),
    }
}

/// What a collect or a pay moved at a place, as the dealer did it.
fn record_money(game: &Game, round: usize, action: Action, money: &mut [PlaceMoney]) {
    let Some(place) = action.place() else { return };
    let Some(entry) = money
        .iter_mut()
        .find(|m| m.round == round && m.should.place == place)
    else {
        return;
    };
    let flipped = flipped_result(game, round, place, entry.should);
    match action {
        Action::Pay(_, amount) => {
            let correct = if entry.should.won.is_zero() {
                flipped.won
            } else {
                entry.should.won
            };
            entry.paid += amount.unwrap_or(correct);
        }
        Action::Collect(_) => {
            entry.collected += if entry.should.lost.is_zero() {
                flipped.lost
            } else {
                entry.should.lost
            };
        }
        _ => {}
    }
}

/// The place's result had the other side won (what paying a loser or collecting a winner moves).
fn flipped_result(game: &Game, round: usize, place: Place, should: PlaceResult) -> PlaceResult {
    let other = match should.winner {
        Winner::Banca => Winner::Punto,
        Winner::Punto | Winner::Tie => Winner::Banca,
    };
    let bets = &game.scenario.rounds[round].bets;
    procedure::settle_place(&game.scenario.profile, bets, place, other)
}
