//! Audit: what a dealer actually did, compared step by step with the procedure, and the money
//! every place should have received.

use super::action::ActionLine;
use super::card::Card;
use super::game::Game;
use super::procedure::{self, RoundPlan};
use super::procedure::{Owner, RoundSetup};
use super::round::Judgement;
use super::{Action, Category, Money, Place, PlaceResult, Rule, Target, Winner};

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

/// A round whose initial deal went to the wrong hands: the hands as the dealer dealt them and,
/// where every hand still got two cards, how the round would have ended from there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsDealt {
    pub round: usize,
    /// Each hand with the cards the dealer gave it and the cards it should have had.
    pub hands: Vec<(Target, Vec<Card>, Vec<Card>)>,
    /// The results had the round been played correctly from the hands as dealt.
    pub results: Option<Vec<PlaceResult>>,
}

/// Everything an audit finds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Audit {
    pub findings: Vec<Finding>,
    pub money: Vec<PlaceMoney>,
    pub actions: Vec<ActionLine>,
    pub misdeals: Vec<AsDealt>,
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
        for misdeal in &self.misdeals {
            let cards = |cards: &[Card]| {
                cards
                    .iter()
                    .map(|c| c.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            for (target, dealt, should) in misdeal
                .hands
                .iter()
                .filter(|(_, dealt, should)| dealt != should)
            {
                out += &format!(
                    "dealt {target} {}, should be {}\n",
                    cards(dealt),
                    cards(should)
                );
            }
            match &misdeal.results {
                Some(results) => {
                    for result in results {
                        out += &format!("as-dealt {}\n", result.line());
                    }
                }
                None => {
                    out += "as-dealt unknown: the hands as dealt cannot be played out from the cards the shoe lists\n"
                }
            }
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

    let mut deals: Vec<Vec<Target>> = vec![Vec::new(); plans.len()];
    for (index, line) in actions.iter().enumerate() {
        let round = game.round_index();
        let finished = game.is_finished();
        if let (Action::Deal(target), false) = (line.action, finished) {
            deals[round].push(target);
        }
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
    let misdeals = deals
        .iter()
        .enumerate()
        .filter_map(|(round, targets)| as_dealt(&game, &plans[round], round, targets))
        .collect();
    Audit {
        findings,
        money,
        actions: actions.to_vec(),
        misdeals,
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

/// Compares the dealer's initial deal with the correct one; `None` when every hand got its cards.
fn as_dealt(game: &Game, plan: &RoundPlan, round: usize, targets: &[Target]) -> Option<AsDealt> {
    let spec = &game.scenario.rounds[round];
    let deal_len = plan
        .steps
        .iter()
        .filter(|step| matches!(step.action, Action::Deal(_)))
        .count();
    let order: Vec<Owner> = plan.shoe_order.iter().take(deal_len).copied().collect();
    let given: Vec<(Target, Card)> = targets
        .iter()
        .copied()
        .zip(spec.shoe.iter().copied())
        .collect();
    let cards_of = |target: Target, pairs: &[(Target, Card)]| -> Vec<Card> {
        pairs
            .iter()
            .filter(|(t, _)| *t == target)
            .map(|(_, card)| *card)
            .collect()
    };
    let correct: Vec<(Target, Card)> = order
        .iter()
        .map(|owner| owner.target())
        .zip(spec.shoe.iter().copied())
        .collect();
    let mut hand_targets: Vec<Target> = order.iter().map(|owner| owner.target()).collect();
    hand_targets.extend(targets.iter().copied());
    let mut seen = Vec::new();
    hand_targets.retain(|target| {
        let first = !seen.contains(target);
        seen.push(*target);
        first
    });
    let hands: Vec<(Target, Vec<Card>, Vec<Card>)> = hand_targets
        .iter()
        .map(|&target| (target, cards_of(target, &given), cards_of(target, &correct)))
        .collect();
    if hands.iter().all(|(_, dealt, should)| dealt == should) {
        return None;
    }
    // Replay: put the dealt cards where the correct deal would have put them, keep the rest.
    let mut queues: Vec<(Target, Vec<Card>)> = hands
        .iter()
        .map(|(t, dealt, _)| (*t, dealt.clone()))
        .collect();
    let mut shoe = Vec::new();
    for owner in &order {
        let queue = queues.iter_mut().find(|(t, _)| *t == owner.target())?;
        if queue.1.is_empty() {
            return Some(AsDealt {
                round,
                hands,
                results: None,
            });
        }
        shoe.push(queue.1.remove(0));
    }
    if queues.iter().any(|(_, rest)| !rest.is_empty()) {
        return Some(AsDealt {
            round,
            hands,
            results: None,
        });
    }
    shoe.extend(spec.shoe.iter().skip(targets.len()).copied());
    let setup = RoundSetup {
        profile: &game.scenario.profile,
        bets: &spec.bets,
        seats: spec.seats.as_deref(),
        holder: plan.holder,
        shoe: &shoe,
        declaration: spec.declaration,
        with_deal: false,
    };
    let results = procedure::plan(&setup).ok().map(|replay| replay.results);
    Some(AsDealt {
        round,
        hands,
        results,
    })
}
