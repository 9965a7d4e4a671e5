//! Planted errors for the audit drill: the canonical sequence of a situation, changed in one or
//! more places the way dealers go wrong (a wrong draw, steps out of order, the commission
//! forgotten, a loser paid, a box or seat skipped, the button passed after a colpo in bianco).
//!
//! The answer key is not the planter's opinion: every candidate change is audited by
//! [`audit::audit`] and kept only when the audit finds exactly one mistake, at the changed
//! action, in the kind's category. The rule the trainee must name is the one the audit cites.
//! Pure and seeded: the same scenario, kinds, count and seed give the same playback.

use crate::core::RuleId;
use std::ops::Range;

use super::action::ActionLine;
use super::audit::{self, Finding};
use super::diagnostic::Problem;
use super::game::Game;
use super::kind::Passes;
use super::procedure::{self, RoundPlan, next_occupied};
use super::scenario::Scenario;
use super::shoe::{self, ShoeRng};
use super::{Action, Category, Discard, Hand, Place, Side, Target, Winner};

/// The kinds of planted error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PlantKind {
    /// A draw the tableau forbids, or a stand where it says draw.
    WrongDraw,
    /// Two steps swapped (direction, collect before pay, a box's unit broken).
    WrongOrder,
    /// A Banca win paid at even money: the commission not taken.
    WrongCommission,
    /// A losing bet paid instead of collected.
    PaysLoser,
    /// A box (casilleros) or a seat's collect or pay passed over.
    SkippedPlace,
    /// Venice: the button passed after a hand with no bets.
    ButtonAfterColpo,
    /// An irregularity met as if nothing had happened: its remedy left out (a face-up card
    /// played, a claim settled without the inspector; procedures.md section 8).
    IgnoredIrregularity,
    /// A void coup settled all the same: a stake collected after the `void`.
    VoidCoupSettled,
}

impl PlantKind {
    pub const ALL: [PlantKind; 8] = [
        PlantKind::WrongDraw,
        PlantKind::WrongOrder,
        PlantKind::WrongCommission,
        PlantKind::PaysLoser,
        PlantKind::SkippedPlace,
        PlantKind::ButtonAfterColpo,
        PlantKind::IgnoredIrregularity,
        PlantKind::VoidCoupSettled,
    ];

    /// A stable name (logs, tests, the command line).
    pub fn id(self) -> &'static str {
        match self {
            PlantKind::WrongDraw => "wrong-draw",
            PlantKind::WrongOrder => "wrong-order",
            PlantKind::WrongCommission => "wrong-commission",
            PlantKind::PaysLoser => "pays-loser",
            PlantKind::SkippedPlace => "skipped-place",
            PlantKind::ButtonAfterColpo => "button-after-colpo",
            PlantKind::IgnoredIrregularity => "ignored-irregularity",
            PlantKind::VoidCoupSettled => "void-coup-settled",
        }
    }

    /// The scoring category the audit must give the planted error.
    pub fn category(self) -> Category {
        match self {
            PlantKind::WrongDraw => Category::Draw,
            // A place passed over shows at the next place's action, done too early (D15).
            PlantKind::WrongOrder | PlantKind::ButtonAfterColpo | PlantKind::SkippedPlace => {
                Category::Order
            }
            PlantKind::WrongCommission | PlantKind::PaysLoser | PlantKind::VoidCoupSettled => {
                Category::Money
            }
            PlantKind::IgnoredIrregularity => Category::Irregularity,
        }
    }
}

/// One change to the canonical sequence (indices into it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Change {
    Replace(usize, Action),
    /// The action at the index and the next one change places.
    Swap(usize),
    /// A new action before the index.
    Insert(usize, Action),
    /// `count` actions from the index are left out.
    Remove(usize, usize),
}

impl Change {
    /// The first position the change touches.
    fn at(self) -> usize {
        match self {
            Change::Replace(at, _)
            | Change::Swap(at)
            | Change::Insert(at, _)
            | Change::Remove(at, _) => at,
        }
    }

    /// The positions of the canonical sequence it touches.
    fn span(self) -> Range<usize> {
        match self {
            Change::Replace(at, _) | Change::Insert(at, _) => at..at + 1,
            Change::Swap(at) => at..at + 2,
            Change::Remove(at, count) => at..at + count.max(1),
        }
    }

    fn apply(self, actions: &mut Vec<Action>) {
        match self {
            Change::Replace(at, action) => {
                if let Some(slot) = actions.get_mut(at) {
                    *slot = action;
                }
            }
            Change::Swap(at) => {
                if at + 1 < actions.len() {
                    actions.swap(at, at + 1);
                }
            }
            Change::Insert(at, action) => actions.insert(at.min(actions.len()), action),
            Change::Remove(at, count) => {
                let end = (at + count).min(actions.len());
                actions.drain(at.min(end)..end);
            }
        }
    }
}

/// One planted error and how the audit sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlantedError {
    pub kind: PlantKind,
    /// The audit's finding: its `step` is the 1-based position of the wrong action.
    pub finding: Finding,
}

/// The dealer's actions to play back and the wrong steps among them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Playback {
    /// One action per line, `line` = its 1-based position.
    pub actions: Vec<ActionLine>,
    /// The answer key, in playback order.
    pub errors: Vec<PlantedError>,
}

impl Playback {
    /// The planted error at action `index` (0-based), if that action is wrong.
    pub fn error_at(&self, index: usize) -> Option<&PlantedError> {
        self.errors
            .iter()
            .find(|error| error.finding.step == index + 1)
    }

    /// The actions as an actions file (the action language, one per line).
    pub fn text(&self) -> String {
        self.actions
            .iter()
            .map(|line| format!("{}\n", line.action))
            .collect()
    }
}

/// Why nothing could be planted.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlantError {
    #[error("the situation cannot be dealt: {0}")]
    Situation(String),
    #[error("none of the errors asked for can be planted in this situation")]
    Nothing,
}

impl PlantError {
    /// What is wrong, as a translation's message and its arguments (`problem-plant_…`).
    pub fn problem(&self) -> Problem {
        match self {
            PlantError::Situation(why) => Problem::new("plant_situation").with("why", why),
            PlantError::Nothing => Problem::new("plant_nothing"),
        }
    }
}

/// The canonical actions of every round in order (pays with their amounts) and the 0-based
/// round of each.
pub fn canonical_actions(plans: &[RoundPlan]) -> Vec<(usize, Action)> {
    plans
        .iter()
        .enumerate()
        .flat_map(|(round, plan)| plan.steps.iter().map(move |step| (round, step.action)))
        .collect()
}

/// Plants `errors` errors of the given kinds (each kind at most once while other kinds are
/// possible) in the canonical sequence of `scenario`. Fewer are planted when the situation
/// offers fewer; none at all is an error.
pub fn plant(
    scenario: &Scenario,
    kinds: &[PlantKind],
    errors: usize,
    seed: u64,
) -> Result<Playback, PlantError> {
    let game = Game::new(scenario.clone(), false)
        .map_err(|error| PlantError::Situation(error.to_string()))?;
    let plans: Vec<RoundPlan> = game.plans().cloned().collect();
    let canonical = canonical_actions(&plans);
    let actions: Vec<Action> = canonical.iter().map(|&(_, action)| action).collect();
    let rounds: Vec<usize> = canonical.iter().map(|&(round, _)| round).collect();
    let mut options: Vec<(PlantKind, Vec<Change>)> = Vec::new();
    for &kind in PlantKind::ALL.iter().filter(|kind| kinds.contains(kind)) {
        let valid: Vec<Change> = candidates(kind, scenario, &plans, &actions, &rounds)
            .into_iter()
            .filter(|&change| fits(&audited(&game, &actions, &[change]), &[(kind, change)]))
            .collect();
        if !valid.is_empty() {
            options.push((kind, valid));
        }
    }
    let mut rng = shoe::rng(seed);
    for wanted in (1..=errors.max(1)).rev() {
        for _ in 0..64 {
            let chosen = choose(&options, wanted, &mut rng);
            if chosen.len() != wanted {
                break;
            }
            let changes: Vec<Change> = chosen.iter().map(|&(_, change)| change).collect();
            let findings = audited(&game, &actions, &changes);
            if !fits(&findings, &chosen) {
                continue;
            }
            let mut planted = actions.clone();
            apply_all(&mut planted, &changes);
            let mut sorted = chosen.clone();
            sorted.sort_by_key(|&(_, change)| change.at());
            return Ok(Playback {
                actions: lines(&planted),
                errors: sorted
                    .iter()
                    .zip(findings)
                    .map(|(&(kind, _), finding)| PlantedError { kind, finding })
                    .collect(),
            });
        }
    }
    Err(PlantError::Nothing)
}

/// Picks `wanted` changes far enough apart, distinct kinds first.
fn choose(
    options: &[(PlantKind, Vec<Change>)],
    wanted: usize,
    rng: &mut ShoeRng,
) -> Vec<(PlantKind, Change)> {
    let mut order: Vec<usize> = (0..options.len()).collect();
    shoe::shuffle(rng, &mut order);
    // Distinct kinds first, then the same kinds again while more are wanted.
    let mut picks: Vec<usize> = order.clone();
    while picks.len() < wanted && !order.is_empty() {
        picks.extend(order.iter().copied());
    }
    let mut chosen: Vec<(PlantKind, Change)> = Vec::new();
    for option in picks {
        if chosen.len() == wanted {
            break;
        }
        let Some((kind, changes)) = options.get(option) else {
            continue;
        };
        // An empty list draws too, so a seed plants what it always planted.
        let start = shoe::index(rng, changes.len().max(1)).unwrap_or(0);
        // The first candidate from a random start that keeps clear of the others.
        let pick = (0..changes.len())
            .map(|offset| changes[(start + offset) % changes.len()])
            .find(|change| {
                chosen.iter().all(|(_, other)| {
                    let (a, b) = (change.span(), other.span());
                    a.end + 1 < b.start || b.end + 1 < a.start
                })
            });
        if let Some(change) = pick {
            chosen.push((*kind, change));
        }
    }
    chosen
}

/// Applies changes from the last position to the first, so earlier positions stay valid.
fn apply_all(actions: &mut Vec<Action>, changes: &[Change]) {
    let mut sorted = changes.to_vec();
    sorted.sort_by_key(|change| std::cmp::Reverse(change.at()));
    for change in sorted {
        change.apply(actions);
    }
}

fn lines(actions: &[Action]) -> Vec<ActionLine> {
    actions
        .iter()
        .enumerate()
        .map(|(index, &action)| ActionLine {
            line: index + 1,
            action,
        })
        .collect()
}

/// The audit's findings for the canonical sequence with `changes` applied.
fn audited(game: &Game, actions: &[Action], changes: &[Change]) -> Vec<Finding> {
    let mut changed = actions.to_vec();
    apply_all(&mut changed, changes);
    audit::audit(game.clone(), &lines(&changed)).findings
}

/// One finding per change, each at the changed action (positions shift by the changes before
/// it), in the change's category, and none at the end of the actions.
fn fits(findings: &[Finding], chosen: &[(PlantKind, Change)]) -> bool {
    if findings.len() != chosen.len() {
        return false;
    }
    let mut sorted = chosen.to_vec();
    sorted.sort_by_key(|&(_, change)| change.at());
    let mut shift: isize = 0;
    sorted
        .iter()
        .zip(findings)
        .all(|(&(kind, change), finding)| {
            let at = change.at() as isize + shift;
            shift += match change {
                Change::Insert(..) => 1,
                Change::Remove(_, count) => -(count as isize),
                _ => 0,
            };
            finding.actual.is_some()
                && finding.step as isize == at + 1
                && finding.category == kind.category()
                && fair_rule(kind, finding.rule)
        })
}

/// Is `rule` one a trainee can be asked to name for an error of `kind`? A card drawn where the
/// tableau says stand must cite a rule about drawing, not the discard that came next.
fn fair_rule(kind: PlantKind, rule: RuleId) -> bool {
    match kind {
        PlantKind::WrongDraw => !matches!(
            rule,
            RuleId::CasG
                | RuleId::PrAnnounce
                | RuleId::PrSettle
                | RuleId::PrDiscard
                | RuleId::PrShoe
                | RuleId::VeClose
                | RuleId::VeGive
                | RuleId::VeAnnounce
                | RuleId::VeSettle
                | RuleId::VeButton
        ),
        PlantKind::ButtonAfterColpo => rule == RuleId::VeButton,
        _ => true,
    }
}

/// The changes of one kind that could be planted (the audit then keeps the good ones).
fn candidates(
    kind: PlantKind,
    scenario: &Scenario,
    plans: &[RoundPlan],
    actions: &[Action],
    rounds: &[usize],
) -> Vec<Change> {
    let dealt = Dealt {
        scenario,
        plans,
        actions,
        rounds,
    };
    match kind {
        PlantKind::WrongDraw => wrong_draws(&dealt),
        PlantKind::WrongOrder => wrong_orders(&dealt),
        PlantKind::WrongCommission => wrong_commissions(&dealt),
        PlantKind::PaysLoser => paid_losers(&dealt),
        PlantKind::SkippedPlace => skipped_places(&dealt),
        PlantKind::ButtonAfterColpo => buttons_after_colpo(&dealt),
        PlantKind::IgnoredIrregularity => ignored_irregularities(&dealt),
        PlantKind::VoidCoupSettled => void_coups_settled(&dealt),
    }
}

/// Each irregularity's remedy left out, as a dealer who goes on as if nothing happened: the
/// remedy's actions before any `discard all` (the inspector called and the card burned, the
/// burn, the restore, the keep, the void).
fn ignored_irregularities(dealt: &Dealt) -> Vec<Change> {
    let Dealt { plans, .. } = *dealt;
    let mut changes = Vec::new();
    for (round, plan) in plans.iter().enumerate() {
        let start = dealt.round_range(round).start;
        for shown in &plan.events {
            let count = shown
                .remedy
                .iter()
                .take_while(|&&action| action != Action::Discard(Discard::All))
                .count();
            if count > 0 {
                changes.push(Change::Remove(start + shown.step, count));
            }
        }
    }
    changes
}

/// A stake collected in a void coup, right after its `void`.
fn void_coups_settled(dealt: &Dealt) -> Vec<Change> {
    let Dealt { plans, actions, .. } = *dealt;
    let mut changes = Vec::new();
    for (round, plan) in plans.iter().enumerate() {
        if plan.void.is_none() {
            continue;
        }
        let range = dealt.round_range(round);
        let void = range.clone().find(|&at| actions[at] == Action::Void);
        if let (Some(at), Some(place)) = (void, plan.places_with_bets().first()) {
            changes.push(Change::Insert(at + 1, Action::Collect(*place)));
        }
    }
    changes
}

/// What the candidates are drawn from: the scenario, each round's plan, the canonical actions
/// and the round of each action.
#[derive(Clone, Copy)]
struct Dealt<'a> {
    scenario: &'a Scenario,
    plans: &'a [RoundPlan],
    actions: &'a [Action],
    rounds: &'a [usize],
}

impl Dealt<'_> {
    /// The indices of the actions of `round`.
    fn round_range(&self, round: usize) -> Range<usize> {
        let start = self.rounds.iter().position(|&r| r == round).unwrap_or(0);
        let end = self
            .rounds
            .iter()
            .rposition(|&r| r == round)
            .map_or(start, |e| e + 1);
        start..end
    }
}

/// A hand drawing where it stands or standing where it draws; at casilleros, a box or the Banca drawing where it stands.
fn wrong_draws(dealt: &Dealt) -> Vec<Change> {
    let Dealt { plans, actions, .. } = *dealt;
    let casilleros = dealt.scenario.profile.kind.has_boxes();
    let mut changes = Vec::new();
    for (at, &action) in actions.iter().enumerate() {
        match action {
            Action::Draw(Target::Hand(hand)) if !casilleros => {
                changes.push(Change::Replace(at, Action::Stand(hand)));
            }
            Action::Stand(hand) => {
                changes.push(Change::Replace(at, Action::Draw(Target::Hand(hand))));
            }
            _ => {}
        }
    }
    if casilleros {
        for (round, plan) in plans.iter().enumerate() {
            let range = dealt.round_range(round);
            let slice = &actions[range.clone()];
            for &place in &plan.places {
                if slice.contains(&Action::Draw(Target::Place(place))) {
                    continue;
                }
                // Where its third card would go, left to right among the draws.
                let at = slice
                    .iter()
                    .position(|action| match action {
                        Action::Draw(Target::Place(other)) => *other > place,
                        _ => true,
                    })
                    .unwrap_or(slice.len());
                changes.push(Change::Insert(
                    range.start + at,
                    Action::Draw(Target::Place(place)),
                ));
            }
            // The Banca drawing where it stands: right after the boxes' third cards.
            let banca_draws = slice.contains(&Action::Draw(Target::Hand(Hand::Banca)));
            if !banca_draws
                && let Some(at) = slice
                    .iter()
                    .position(|action| !matches!(action, Action::Draw(Target::Place(_))))
            {
                changes.push(Change::Insert(
                    range.start + at,
                    Action::Draw(Target::Hand(Hand::Banca)),
                ));
            }
        }
    }
    changes
}

/// Two different actions of one round swapped.
fn wrong_orders(dealt: &Dealt) -> Vec<Change> {
    let Dealt {
        actions, rounds, ..
    } = *dealt;
    let mut changes = Vec::new();
    for at in 0..actions.len().saturating_sub(1) {
        if rounds.get(at) == rounds.get(at + 1) && actions[at] != actions[at + 1] {
            changes.push(Change::Swap(at));
        }
    }
    changes
}

/// A Banca winner paid the stake, without the commission taken off.
fn wrong_commissions(dealt: &Dealt) -> Vec<Change> {
    let Dealt {
        scenario,
        plans,
        actions,
        rounds,
        ..
    } = *dealt;
    let mut changes = Vec::new();
    for (at, &action) in actions.iter().enumerate() {
        let Action::Pay(place, Some(won)) = action else {
            continue;
        };
        let round = rounds.get(at).copied().unwrap_or(0);
        let (Some(plan), Some(spec)) = (plans.get(round), scenario.rounds.get(round)) else {
            continue;
        };
        let banca_won = plan
            .results
            .iter()
            .any(|result| result.place == place && result.winner == Winner::Banca);
        let stake: crate::core::Money = spec
            .bets
            .iter()
            .filter(|bet| bet.place == place && bet.side == Side::Banca)
            .map(|bet| bet.amount)
            .sum();
        if banca_won && !stake.is_zero() && stake != won {
            changes.push(Change::Replace(at, Action::Pay(place, Some(stake))));
        }
    }
    changes
}

/// A losing place paid what it would have won (as if the other side had won).
fn paid_losers(dealt: &Dealt) -> Vec<Change> {
    let Dealt {
        scenario,
        plans,
        actions,
        rounds,
        ..
    } = *dealt;
    let profile = &scenario.profile;
    let mut changes = Vec::new();
    for (at, &action) in actions.iter().enumerate() {
        let Action::Collect(place) = action else {
            continue;
        };
        let round = rounds.get(at).copied().unwrap_or(0);
        let (Some(plan), Some(spec)) = (plans.get(round), scenario.rounds.get(round)) else {
            continue;
        };
        let Some(result) = plan.results.iter().find(|result| result.place == place) else {
            continue;
        };
        let other = match result.winner {
            Winner::Banca => Winner::Punto,
            Winner::Punto | Winner::Tie => Winner::Banca,
        };
        let flipped = procedure::settle_place(profile, &spec.bets, place, other);
        let amount = (!flipped.won.is_zero()).then_some(flipped.won);
        changes.push(Change::Replace(at, Action::Pay(place, amount)));
    }
    changes
}

/// A place skipped: at casilleros a box's whole unit after its third card, elsewhere a collect or pay (with its commission mark).
fn skipped_places(dealt: &Dealt) -> Vec<Change> {
    let Dealt { plans, actions, .. } = *dealt;
    let casilleros = dealt.scenario.profile.kind.has_boxes();
    let mut changes = Vec::new();
    if casilleros {
        // A box's whole unit: everything at that box after its third card.
        for (round, plan) in plans.iter().enumerate() {
            let range = dealt.round_range(round);
            for &place in &plan.places {
                let unit: Vec<usize> = range
                    .clone()
                    .filter(|&at| {
                        actions[at].place() == Some(place)
                            && !matches!(actions[at], Action::Draw(_))
                    })
                    .collect();
                if let (Some(&first), Some(&last)) = (unit.first(), unit.last())
                    && last + 1 - first == unit.len()
                {
                    changes.push(Change::Remove(first, unit.len()));
                }
            }
        }
    } else {
        for (at, &action) in actions.iter().enumerate() {
            let place = match action {
                Action::Collect(place) | Action::Pay(place, _) => place,
                _ => continue,
            };
            let marked = matches!(
                actions.get(at + 1),
                Some(Action::Commission(other, _)) if *other == place
            );
            changes.push(Change::Remove(at, 1 + usize::from(marked)));
        }
    }
    changes
}

/// Venice: the button passed after a colpo in bianco (a round with no bets), where it stays.
fn buttons_after_colpo(dealt: &Dealt) -> Vec<Change> {
    let Dealt {
        scenario,
        plans,
        actions,
        ..
    } = *dealt;
    let profile = &scenario.profile;
    let mut changes = Vec::new();
    if profile.kind.passes() != Passes::BottoneEveryHand {
        return changes;
    }
    for (round, plan) in plans.iter().enumerate() {
        let no_bets = scenario
            .rounds
            .get(round)
            .is_some_and(|spec| spec.bets.is_empty());
        let range = dealt.round_range(round);
        let discard = range
            .clone()
            .find(|&at| actions[at] == Action::Discard(Discard::All));
        let seat: Option<Place> = next_occupied(&plan.places, plan.holder);
        if let (true, Some(at), Some(seat)) = (no_bets, discard, seat) {
            changes.push(Change::Insert(at + 1, Action::PassButton(seat)));
        }
    }
    changes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::action::parse_file;
    use crate::core::{Profiles, TableKind};

    fn scenario(text: &str) -> Scenario {
        Scenario::parse("s.ron", text, &Profiles::default()).unwrap()
    }

    fn actions_of(playback: &Playback) -> Vec<String> {
        playback
            .actions
            .iter()
            .map(|line| line.action.to_string())
            .collect()
    }

    /// The worked example cas-standing-box-first: draw 1, pay 5 10, discard 5, draw banca,
    /// collect 1, discard 1, discard banca.
    const STANDING_BOX_FIRST: &str = r#"Scenario(format: 1, profile: "casilleros", rounds: [Round(
        bets: [(place: 1, on: Punto, amount: 10), (place: 5, on: Punto, amount: 10)],
        shoe: ["KD", "4C", "3H", "QD", "3D", "3S", "6S", "2D"])])"#;

    #[test]
    fn d9_a_loser_paid_is_one_money_error_citing_the_higher_total() {
        let playback = plant(&scenario(STANDING_BOX_FIRST), &[PlantKind::PaysLoser], 1, 7).unwrap();
        // Box 1 (KD QD 6S = 6) loses to the Banca's 8: collect 1 becomes pay 1 (10 at evens).
        assert_eq!(
            actions_of(&playback),
            [
                "draw 1",
                "pay 5 10.00",
                "discard 5",
                "draw banca",
                "pay 1 10.00",
                "discard 1",
                "discard banca"
            ]
        );
        assert_eq!(playback.errors.len(), 1);
        let error = &playback.errors[0];
        assert_eq!(error.kind, PlantKind::PaysLoser);
        assert_eq!(error.finding.step, 5);
        // D9: box 1's 6 against the Banca's 8, no natural: the higher total wins (T6).
        assert_eq!(
            (error.finding.rule, error.finding.category),
            (RuleId::T6, Category::Money)
        );
        assert!(playback.error_at(4).is_some() && playback.error_at(3).is_none());
    }

    #[test]
    fn d15_a_skipped_box_is_one_order_finding_at_the_next_action() {
        let playback = plant(
            &scenario(STANDING_BOX_FIRST),
            &[PlantKind::SkippedPlace],
            1,
            1,
        )
        .unwrap();
        let actions = actions_of(&playback);
        let error = &playback.errors[0];
        // The next box's action comes too early (D15): an order mistake.
        assert_eq!(error.finding.category, Category::Order);
        // Box 5 (pay, discard) or box 1 (collect, discard) is gone, and the finding sits on
        // the action that came in its place.
        assert_eq!(actions.len(), 5, "{actions:?}");
        let skipped_box_5 = !actions.contains(&"pay 5 10.00".to_string());
        let expected_at = if skipped_box_5 { 2 } else { 5 };
        assert_eq!(error.finding.step, expected_at, "{actions:?}");
    }

    #[test]
    fn ve_button_passed_after_a_colpo_in_bianco_is_planted_after_its_discard() {
        let text = r#"Scenario(format: 1, profile: "punto-banco-venezia", rounds: [
            Round(holder: 3, seats: [3, 5], bets: [], shoe: ["4H", "3D", "AS", "2C", "2H"]),
            Round(bets: [(place: 3, on: Punto, amount: 20), (place: 5, on: Punto, amount: 20)],
                  shoe: ["6S", "9D", "JS", "KD"])])"#;
        let playback = plant(&scenario(text), &[PlantKind::ButtonAfterColpo], 1, 3).unwrap();
        let actions = actions_of(&playback);
        // Round 1: rien-ne-va-plus, give-cards dealer, reveal banca, draw punto, stand banca,
        // announce banca 5 punto 7, discard all: the pass comes eighth.
        assert_eq!(actions[6], "discard all");
        assert_eq!(actions[7], "pass-button 5");
        let finding = &playback.errors[0].finding;
        assert_eq!(
            (finding.step, finding.rule, finding.category),
            (8, RuleId::VeButton, Category::Order)
        );
    }

    #[test]
    fn pr_settle_the_commission_forgotten_pays_the_whole_stake() {
        let text = r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [Round(
            bets: [(place: 2, on: Banca, amount: 50), (place: 4, on: Punto, amount: 10)],
            shoe: ["5S", "4H", "KH", "3D", "QC"])])"#;
        // Punto 5S KH (5) draws QC (still 5); Banca 4H 3D (7) stands and wins: seat 2's
        // Banca 50 wins 47.50 (5 % kept); paying 50 forgets the commission.
        let playback = plant(&scenario(text), &[PlantKind::WrongCommission], 1, 0).unwrap();
        let actions = actions_of(&playback);
        assert!(actions.contains(&"pay 2 50.00".to_string()), "{actions:?}");
        let finding = &playback.errors[0].finding;
        // D2: the Banca wager wins 50 less 5 %, rounded down (PAY-banca).
        assert_eq!(finding.category, Category::Money);
        assert_eq!(finding.rule, RuleId::PayBanca);
        assert_eq!(finding.expected, ["pay 2 47.50".parse::<Action>().unwrap()]);
    }

    #[test]
    fn every_kind_is_planted_somewhere_and_the_audit_agrees_with_the_key() {
        let profiles = Profiles::default();
        let mut planted: Vec<PlantKind> = Vec::new();
        for profile in profiles.all() {
            for seed in 0..40u64 {
                // One situation in three with an irregularity a round (section 8).
                let focus = if seed % 3 == 0 {
                    crate::core::generate::Focus::Irregularities
                } else {
                    crate::core::generate::Focus::Any
                };
                let options = crate::core::generate::Options {
                    rounds: 2,
                    focus,
                    ..Default::default()
                };
                let Ok(mut scenario) = crate::core::generate::scenario(profile, &options, seed)
                else {
                    continue;
                };
                if profile.kind == TableKind::Venezia && seed % 2 == 0 {
                    let seats = crate::core::procedure::places_with_bets(&scenario.rounds[0].bets);
                    scenario.rounds[0].bets.clear();
                    scenario.rounds[0].seats = Some(seats);
                    scenario.rounds[0].declaration = None;
                }
                for errors in 1..=3 {
                    let Ok(playback) = plant(&scenario, &PlantKind::ALL, errors, seed) else {
                        continue;
                    };
                    assert!(!playback.errors.is_empty() && playback.errors.len() <= errors);
                    // The key is what `tallador audit` reports for these actions.
                    let file = parse_file("a.txt", &playback.text(), profile.places).unwrap();
                    let audit = audit::audit(Game::new(scenario.clone(), false).unwrap(), &file);
                    let key: Vec<&Finding> =
                        playback.errors.iter().map(|error| &error.finding).collect();
                    assert_eq!(
                        audit.findings.iter().collect::<Vec<_>>(),
                        key,
                        "{} seed {seed}",
                        profile.id
                    );
                    for error in &playback.errors {
                        assert_eq!(error.finding.category, error.kind.category());
                        planted.push(error.kind);
                    }
                    // Seeded: the same inputs give the same playback.
                    assert_eq!(
                        plant(&scenario, &PlantKind::ALL, errors, seed).unwrap(),
                        playback
                    );
                }
            }
        }
        for kind in PlantKind::ALL {
            assert!(planted.contains(&kind), "{} never planted", kind.id());
        }
    }

    #[test]
    fn nothing_to_plant_is_an_error_not_a_panic() {
        // A PR hand with no bets has nothing to pay or collect.
        let text = r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [Round(
            bets: [], shoe: ["9S", "2H", "KH", "3D"])])"#;
        assert_eq!(
            plant(&scenario(text), &[PlantKind::PaysLoser], 1, 0),
            Err(PlantError::Nothing)
        );
    }
}
