//! Audit: what a dealer actually did, compared step by step with the procedure, and the money
//! every place should have received.

use super::action::ActionLine;
use super::card::Card;
use super::diagnosis::{self, Diagnosis, Row};
use super::game::Game;
use super::irregularity::is_remedy;
use super::judge::{Mistake, Verdict};
use super::procedure::{self, RoundPlan};
use super::procedure::{Owner, RoundSetup};
use super::round;
use super::{Action, Category, Money, Place, PlaceResult, RuleId, Target, Winner};

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
    pub rule: RuleId,
    pub category: Category,
    /// Why the action is wrong; `None` for actions missing at the end.
    pub diagnosis: Option<Diagnosis>,
}

impl Finding {
    /// Is naming `named` for this finding right? Its own rule; and at casilleros, where a
    /// natural decides a box de aire, the phase-1 rule the box's settling step carries
    /// (section 6: "each box's settling carries the rule of its phase"): CAS-c for the box's
    /// own natural, CAS-a or CAS-b for the Banca's. So for a third card to a box that faces a
    /// natural (D3), and for a box settled the way the natural never allows (D9, cited T3:
    /// `pay 9` where box 9's natural beat the Banca's Banca bet).
    pub fn fits(&self, named: RuleId) -> bool {
        if named == self.rule {
            return true;
        }
        let facts = self.diagnosis.as_ref().map(|diagnosis| &diagnosis.facts);
        let phase_one = |banca_natural: bool| {
            if banca_natural {
                matches!(named, RuleId::CasA | RuleId::CasB)
            } else {
                named == RuleId::CasC
            }
        };
        match (self.actual, facts) {
            (
                Some(Action::Draw(Target::Place(_))),
                Some(diagnosis::Facts::Natural { hand, .. }),
            ) => match hand {
                Owner::Box(_) => phase_one(false),
                Owner::Banca => phase_one(true),
                Owner::Punto => false,
            },
            (
                Some(Action::Pay(..) | Action::Collect(_) | Action::Encart(_)),
                Some(diagnosis::Facts::Result { punto, banca, .. }),
            ) if self.rule == RuleId::T3 => {
                if *banca >= 8 {
                    phase_one(true)
                } else {
                    *punto >= 8 && phase_one(false)
                }
            }
            _ => false,
        }
    }

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
            self.category.id()
        )
    }
}

/// Money at one place: what the procedure says and what the dealer's actions gave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlaceMoney {
    pub round: usize,
    /// What the procedure gives the place; all zero (and its winner meaningless) where the
    /// place had no bet that round (`bet` false) and the dealer paid or collected there anyway.
    pub should: PlaceResult,
    /// Did the place have a bet in play that round?
    pub bet: bool,
    /// Winnings the dealer paid, stakes the dealer collected and commission the dealer marked.
    pub paid: Money,
    pub collected: Money,
    pub commission: Money,
}

impl PlaceMoney {
    /// From the player's side: positive when the player received too much.
    pub fn difference(&self) -> Money {
        (self.paid - self.collected - self.commission)
            - (self.should.won - self.should.lost - self.should.commission)
    }
}

/// A commission box in one round of a marking table (PAY-box): what it should receive (the
/// round's marks) and give up (its collection), and what the dealer's own `commission` and
/// `collect-commission` actions did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoxMoney {
    pub round: usize,
    pub place: Place,
    pub should_receive: Money,
    pub should_collect: Money,
    pub received: Money,
    pub collected: Money,
}

impl BoxMoney {
    /// What the dealer left uncollected of what was due (negative: collected too much).
    pub fn owed(&self) -> Money {
        self.should_collect - self.collected
    }

    /// `box N received X collected Y`: what the procedure puts in and takes out.
    pub fn line(&self) -> String {
        format!(
            "box {} received {} collected {}",
            self.place,
            self.should_receive.fixed(),
            self.should_collect.fixed()
        )
    }
}

/// The money an audit follows: each place's winnings and losses, each commission box.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Ledger {
    places: Vec<PlaceMoney>,
    boxes: Vec<BoxMoney>,
}

impl Ledger {
    fn of(plans: &[RoundPlan]) -> Ledger {
        let mut ledger = Ledger::default();
        for (round, plan) in plans.iter().enumerate() {
            ledger
                .places
                .extend(plan.results.iter().map(|&should| PlaceMoney {
                    round,
                    should,
                    bet: true,
                    paid: Money::ZERO,
                    collected: Money::ZERO,
                    commission: Money::ZERO,
                }));
            for step in &plan.steps {
                match step.action {
                    Action::Commission(place, mark) => {
                        ledger.box_at(round, place).should_receive += mark;
                    }
                    Action::CollectCommission(place, owed) => {
                        ledger.box_at(round, place).should_collect += owed;
                    }
                    _ => {}
                }
            }
        }
        ledger
    }

    /// The money of `place` in `round`, opened with nothing due when the place had no bet
    /// (the dealer paid or collected where nothing was bet).
    fn place_at(&mut self, round: usize, place: Place) -> &mut PlaceMoney {
        let found = |places: &[PlaceMoney]| {
            places
                .iter()
                .position(|held| held.round == round && held.should.place == place)
        };
        let index = match found(&self.places) {
            Some(index) => index,
            None => {
                self.places.push(PlaceMoney {
                    round,
                    should: PlaceResult {
                        place,
                        winner: Winner::Tie,
                        won: Money::ZERO,
                        lost: Money::ZERO,
                        commission: Money::ZERO,
                        pushed: Money::ZERO,
                        void: false,
                    },
                    bet: false,
                    paid: Money::ZERO,
                    collected: Money::ZERO,
                    commission: Money::ZERO,
                });
                self.places
                    .sort_by_key(|held| (held.round, held.should.place));
                found(&self.places).unwrap_or(0)
            }
        };
        &mut self.places[index]
    }

    /// The box of `place` in `round`, opened empty when the procedure gives it nothing.
    fn box_at(&mut self, round: usize, place: Place) -> &mut BoxMoney {
        let index = match self
            .boxes
            .iter()
            .position(|held| held.round == round && held.place == place)
        {
            Some(index) => index,
            None => {
                self.boxes.push(BoxMoney {
                    round,
                    place,
                    should_receive: Money::ZERO,
                    should_collect: Money::ZERO,
                    received: Money::ZERO,
                    collected: Money::ZERO,
                });
                self.boxes.sort_by_key(|held| (held.round, held.place));
                self.boxes
                    .iter()
                    .position(|held| held.round == round && held.place == place)
                    .unwrap_or(0)
            }
        };
        &mut self.boxes[index]
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
    /// Marking tables: every commission box that receives or gives up money in a round, by the
    /// procedure or by the dealer.
    pub boxes: Vec<BoxMoney>,
    pub actions: Vec<ActionLine>,
    pub misdeals: Vec<AsDealt>,
}

impl Audit {
    pub fn is_clean(&self) -> bool {
        self.findings.is_empty()
    }

    /// The report printed by `tallador audit`, without explanations.
    pub fn text(&self, rounds: usize) -> String {
        self.text_with(rounds, |_| None)
    }

    /// The report printed by `tallador audit`: after each mistake line, the line
    /// `  why: …` that `why` gives for it (the diagnosis told in the user's language).
    pub fn text_with(&self, rounds: usize, why: impl Fn(&Finding) -> Option<String>) -> String {
        let mut out = String::new();
        for finding in &self.findings {
            out += &finding.line_text();
            out.push('\n');
            if let Some(text) = why(finding) {
                out += &format!("  why: {text}\n");
            }
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
                if money.bet {
                    out += &money.should.line();
                    out.push('\n');
                }
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
            for held in self.boxes.iter().filter(|held| held.round == round) {
                out += &held.line();
                out.push('\n');
                if held.received != held.should_receive || held.collected != held.should_collect {
                    out += &format!(
                        "dealer box {} received {} collected {} owed {}\n",
                        held.place,
                        held.received.fixed(),
                        held.collected.fixed(),
                        held.owed().fixed()
                    );
                }
            }
        }
        out
    }
}

/// Audits `actions` against the procedure of `game`'s scenario.
///
/// Each action is judged as the trainer judges it: a wrong one is a finding, with the rule and
/// category of its diagnosis (procedures.md section 6). Then the audit resynchronises with what
/// the dealer did next, inside the round in progress (see [`Reading`]): whichever reading lets
/// most of the dealer's next actions follow the procedure is taken, so one forgotten `discard
/// all` is one finding, a step done early is not reported again, and no action is judged
/// against another round's plan. An action both out of order and of the wrong amount is two
/// findings: the order, then the amount (row D2).
pub fn audit(mut game: Game, actions: &[ActionLine]) -> Audit {
    let mut findings = Vec::new();
    let plans: Vec<RoundPlan> = game.plans().cloned().collect();
    let mut money = Ledger::of(&plans);

    let mut deals: Vec<Vec<Target>> = vec![Vec::new(); plans.len()];
    for (index, line) in actions.iter().enumerate() {
        let finished = game.is_finished();
        let action = line.action;
        if let (Action::Deal(target), false) = (action, finished) {
            deals[game.round_index()].push(target);
        }
        match game.judge(action, false) {
            Verdict::Correct { step } => {
                record_money(&game, game.round_index(), action, &mut money);
                game.complete(step);
            }
            Verdict::Wrong(mistake) => {
                let finding = Finding {
                    step: index + 1,
                    line: Some(line.line),
                    round: game.judged_round(action),
                    expected: if finished {
                        Vec::new()
                    } else {
                        mistake.expected.clone()
                    },
                    actual: Some(action),
                    rule: mistake.rule(),
                    category: mistake.category(),
                    diagnosis: Some(mistake.diagnosis.clone()),
                };
                if finished {
                    // Money moved after the last step is money moved all the same (a second
                    // pay after the final pass), in the last round.
                    findings.push(finding);
                    record_money(&game, game.round_index(), action, &mut money);
                    continue;
                }
                let rest = actions.get(index + 1..).unwrap_or_default();
                let (next, counted) = go_on(&game, &mistake, finding, rest, &mut findings);
                record_money(&next, counted, action, &mut money);
                game = next;
            }
        }
    }
    findings.extend(left_undone(&game, actions.len()));
    // A place with no bet stays in the report only where the dealer moved money there.
    money.places.retain(|held| {
        held.bet || !(held.paid.is_zero() && held.collected.is_zero() && held.commission.is_zero())
    });
    let misdeals = deals
        .iter()
        .enumerate()
        .filter_map(|(round, targets)| as_dealt(&game, &plans[round], round, targets))
        .collect();
    Audit {
        findings,
        money: money.places,
        boxes: money.boxes,
        actions: actions.to_vec(),
        misdeals,
    }
}

/// Goes on after a wrong action (its `finding`, as the trainer diagnoses it): reads it (see
/// [`resynchronise`]), pushes its findings (told against the round before for a repeat of
/// that round's action, and a second one, row D2, for a step done early with another amount)
/// and returns the game after it and the round its money counts in.
fn go_on(
    game: &Game,
    mistake: &Mistake,
    mut finding: Finding,
    rest: &[ActionLine],
    findings: &mut Vec<Finding>,
) -> (Game, usize) {
    let Some(action) = finding.actual else {
        return (game.clone(), finding.round);
    };
    let (next, reading) = resynchronise(game, mistake, action, rest);
    let amount = match reading {
        Reading::StandsFor(step) if mistake.diagnosis.row != Row::D2 => {
            diagnosis::wrong_amount(game.round(), step, action).map(|d| (step, d))
        }
        _ => None,
    };
    if let (Reading::Repeat, Some(before)) = (reading, game.previous_round()) {
        // The round before's action done again once it was over: told there.
        let diagnosis = diagnosis::diagnose(before, action, false);
        finding.round = game.round_index() - 1;
        finding.rule = diagnosis.rule;
        finding.category = diagnosis.category;
        finding.diagnosis = Some(diagnosis);
    }
    let round = finding.round;
    let (step, line) = (finding.step, finding.line);
    findings.push(finding);
    if let Some((planned, diagnosis)) = amount {
        findings.push(Finding {
            step,
            line,
            round,
            expected: game
                .round()
                .step(planned)
                .map(|s| s.action)
                .into_iter()
                .collect(),
            actual: Some(action),
            rule: diagnosis.rule,
            category: diagnosis.category,
            diagnosis: Some(diagnosis),
        });
    }
    let counted = match reading {
        Reading::RoundOver => next.round_index(),
        _ => round,
    };
    (next, counted)
}

/// The step still due once the dealer's `count` actions are over, as one omission.
fn left_undone(game: &Game, count: usize) -> Option<Finding> {
    if game.is_finished() {
        return None;
    }
    let round = game.round();
    let step = round.canonical()?;
    Some(Finding {
        step: count + 1,
        line: None,
        round: game.round_index(),
        expected: round.acceptable_actions(),
        actual: None,
        rule: round.plan.steps[step].rule,
        category: Category::Omission,
        diagnosis: None,
    })
}

/// The game with `step` done: the reading of a wrong action that stands for it.
fn standing_for(game: &Game, step: usize) -> (Game, Reading) {
    let mut moved_on = game.clone();
    moved_on.complete(step);
    (moved_on, Reading::StandsFor(step))
}

/// Section 8.3, DI1: the dealer went on as if nothing irregular had happened. The event's
/// remedy is not done (the one finding is this action's); the action and what follows are
/// judged on the table the remedy leaves (a void coup settled: DI3). `None` for any other
/// mistake.
fn remedy_skipped(game: &Game, mistake: &Mistake, action: Action) -> Option<Game> {
    if mistake.diagnosis.row != Row::DI1 {
        return None;
    }
    let mut moved_on = game.clone();
    let round = moved_on.round_index();
    while let Some(step) = moved_on.round().canonical() {
        let planned = moved_on.round().plan.steps[step];
        if !is_remedy(planned.action) || planned.rule != mistake.rule() {
            break;
        }
        moved_on.complete(step);
        if moved_on.round_index() != round {
            break;
        }
    }
    // The action itself, where the table the remedy leaves has it due (a third card drawn
    // instead of burning a face-up card is that draw, done).
    if let Verdict::Correct { step } = moved_on.judge(action, false) {
        moved_on.complete(step);
    }
    Some(moved_on)
}

/// How many of the dealer's next actions a reading of a wrong action lets through.
const LOOKAHEAD: usize = 12;

/// How the audit reads a wrong action, to go on from it. Every reading but the last stays in
/// the round in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reading {
    /// It performs this step of the round: a later step done early, or an acceptable step done
    /// wrongly (another amount, another decision, another seat for a pass).
    StandsFor(usize),
    /// The steps before it in this round were forgotten (passed over) and it is then right.
    Forgotten,
    /// An extra action: nothing of the round is done by it.
    Extra,
    /// At the start of a round, an action of the round before done again: an extra action,
    /// told against the round before.
    Repeat,
    /// The round is over for the dealer: it is the next round's first action. What this round
    /// still had due is omitted (the one finding is this action's).
    RoundOver,
}

/// The game after a wrong `action` and the reading that lets most of `rest` follow the
/// procedure. Ties go in the order: at the start of a round, a repeat of the round before;
/// a step it stands for; steps forgotten before it; an extra action; the round over. But steps
/// forgotten go first when the dealer never does (nor tries) them later.
fn resynchronise(
    game: &Game,
    mistake: &Mistake,
    action: Action,
    rest: &[ActionLine],
) -> (Game, Reading) {
    let stood_for = mistake.stands_for.map(|step| standing_for(game, step));
    let forgotten = after_omissions(game, action);
    let never_done_later = forgotten.as_ref().is_some_and(|(_, skipped)| {
        !skipped.iter().any(|&planned| {
            rest.iter().any(|line| {
                diagnosis::same_ignoring_amount(planned, line.action)
                    || round::substitution(planned, line.action).is_some()
            })
        })
    });
    let forgotten = forgotten.map(|(game, _)| (game, Reading::Forgotten));
    // A repeat of the round before's action, once it is over: the round's last action done
    // twice, or one this round does not have; an earlier action of the round before that this
    // round has too is this round's, done early (a `discard 1` after the next round's
    // `collect 1` was forgotten is that round's, not the last round's box 1 again).
    let this_round_has_it = game
        .round()
        .plan
        .steps
        .iter()
        .any(|step| diagnosis::same_ignoring_amount(step.action, action));
    let repeat = game
        .previous_round()
        .filter(|before| {
            let last_again = before
                .plan
                .steps
                .last()
                .is_some_and(|step| diagnosis::same_ignoring_amount(step.action, action));
            game.round().done_count() == 0
                && (last_again
                    || (!this_round_has_it
                        && before
                            .plan
                            .steps
                            .iter()
                            .any(|step| diagnosis::same_ignoring_amount(step.action, action))))
        })
        .map(|_| (game.clone(), Reading::Repeat));
    // Done in place of the step due: that step is done, wrongly.
    let in_place_of = game
        .round()
        .canonical()
        .map(|step| standing_for(game, step));
    let extra = Some((game.clone(), Reading::Extra));
    let over = round_over(game, action).map(|game| (game, Reading::RoundOver));
    let remedy_skipped = remedy_skipped(game, mistake, action).map(|game| (game, Reading::Extra));
    let (first, second) = if never_done_later {
        (forgotten, stood_for)
    } else {
        (stood_for, forgotten)
    };
    let readings = [
        remedy_skipped,
        repeat,
        first,
        second,
        extra,
        in_place_of,
        over,
    ];
    let mut best: Option<((Game, Reading), usize)> = None;
    for reading in readings.into_iter().flatten() {
        let score = followed(&reading.0, rest);
        if best.as_ref().is_none_or(|(_, most)| score > *most) {
            best = Some((reading, score));
        }
    }
    best.map_or_else(|| (game.clone(), Reading::Extra), |(reading, _)| reading)
}

/// How many of the first [`LOOKAHEAD`] actions of `rest` are right, playing them on `game`
/// (a wrong one stands for its step, where it has one).
fn followed(game: &Game, rest: &[ActionLine]) -> usize {
    let mut game = game.clone();
    let mut right = 0;
    if rest.len() <= LOOKAHEAD {
        // The dealer's actions end within sight: a reading that leaves nothing undone at the end
        // follows them one step better.
        let mut ended = game.clone();
        for line in rest {
            match ended.judge(line.action, false) {
                Verdict::Correct { step } => ended.complete(step),
                Verdict::Wrong(mistake) => {
                    if let Some(step) = mistake.stands_for {
                        ended.complete(step);
                    }
                }
            }
        }
        right += usize::from(ended.is_finished());
    }
    for line in rest.iter().take(LOOKAHEAD) {
        if game.is_finished() {
            break;
        }
        match game.judge(line.action, false) {
            Verdict::Correct { step } => {
                right += 1;
                game.complete(step);
            }
            Verdict::Wrong(mistake) => {
                if let Some(step) = mistake.stands_for {
                    game.complete(step);
                }
            }
        }
    }
    right
}

/// The game once the round in progress is over and `action`, right as the next round's first
/// action, is done; `None` in the last round or when `action` is not right there.
fn round_over(game: &Game, action: Action) -> Option<Game> {
    let round = game.round_index();
    if round + 1 >= game.round_count() {
        return None;
    }
    let mut trial = game.clone();
    while trial.round_index() == round && !trial.round().is_finished() {
        trial.complete_canonical()?;
    }
    if trial.round_index() == round {
        return None;
    }
    match trial.judge(action, false) {
        Verdict::Correct { step } => {
            trial.complete(step);
            Some(trial)
        }
        Verdict::Wrong(_) => None,
    }
}

/// Audits a dealer's `actions` against `scenario`: the findings and the correct plans of every
/// round. Actions that include the initial deal are audited with the deal drill's procedure.
pub fn audit_scenario(
    scenario: super::scenario::Scenario,
    actions: &[ActionLine],
) -> Result<(Audit, Vec<RoundPlan>), String> {
    let with_deal = actions
        .iter()
        .any(|line| matches!(line.action, Action::Deal(_)));
    let game = Game::new(scenario, with_deal).map_err(|error| error.to_string())?;
    let plans = game.plans().cloned().collect();
    Ok((audit(game, actions), plans))
}

/// When `action` is wrong now: passes over canonical steps of the round in progress (as
/// forgotten) until `action` is acceptable. Returns the game with those steps and the action
/// done, and the actions passed over; `None` when no such run exists in this round.
fn after_omissions(game: &Game, action: Action) -> Option<(Game, Vec<Action>)> {
    let round = game.round_index();
    let mut trial = game.clone();
    let mut skipped = Vec::new();
    loop {
        let canonical = trial.round().canonical()?;
        skipped.push(trial.round().plan.steps[canonical].action);
        trial.complete(canonical);
        if trial.round_index() != round || trial.round().is_finished() {
            return None;
        }
        if let Verdict::Correct { step } = trial.judge(action, false) {
            trial.complete(step);
            return Some((trial, skipped));
        }
    }
}

/// What the dealer's own `pay`, `collect`, `commission` or `collect-commission` moved at a
/// place in `round` (on a marking table, the marks and collections of its box too). A bare
/// `pay N` pays what that place's winning wager is owed; where none wins (a loser, or a Punto
/// or Banca bet on a tie), what it would be owed had it won. A `collect N` takes the stakes
/// that lose there; where none loses (a winner, or a bet that stands off), the stakes that
/// would have lost.
fn record_money(game: &Game, round: usize, action: Action, money: &mut Ledger) {
    let Some(place) = action.place() else { return };
    let marks = game.scenario.profile.commission == crate::core::profile::CommissionMode::Marked;
    match action {
        Action::Commission(_, amount) if marks => money.box_at(round, place).received += amount,
        Action::CollectCommission(_, amount) if marks => {
            money.box_at(round, place).collected += amount;
        }
        _ => {}
    }
    if !matches!(
        action,
        Action::Pay(..) | Action::Collect(_) | Action::Commission(..)
    ) {
        return;
    }
    let entry = money.place_at(round, place);
    match action {
        Action::Pay(_, amount) => {
            let owed = if entry.should.won.is_zero() {
                otherwise(game, round, place, entry.should.winner, |r| r.won)
            } else {
                entry.should.won
            };
            entry.paid += amount.unwrap_or(owed);
        }
        Action::Collect(_) => {
            entry.collected += if entry.should.lost.is_zero() {
                otherwise(game, round, place, entry.should.winner, |r| r.lost)
            } else {
                entry.should.lost
            };
        }
        Action::Commission(_, amount) => entry.commission += amount,
        _ => {}
    }
}

/// `amount` of the place's result had another side won: the first of Punto, Banca and the tie
/// (not `winner`) under which it is not zero (what paying a loser or collecting a winner moves).
fn otherwise(
    game: &Game,
    round: usize,
    place: Place,
    winner: Winner,
    amount: impl Fn(&PlaceResult) -> Money,
) -> Money {
    let bets = &game.scenario.rounds[round].bets;
    [Winner::Punto, Winner::Banca, Winner::Tie]
        .into_iter()
        .filter(|&other| other != winner)
        .map(|other| {
            amount(&procedure::settle_place(
                &game.scenario.profile,
                bets,
                place,
                other,
            ))
        })
        .find(|moved| !moved.is_zero())
        .unwrap_or(Money::ZERO)
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
    let correct: Vec<(Target, Card)> = order
        .iter()
        .map(|owner| owner.target())
        .zip(spec.shoe.iter().copied())
        .collect();
    let hands = dealt_hands(&order, targets, &given, &correct);
    if hands.iter().all(|(_, dealt, should)| dealt == should) {
        return None;
    }
    let Some(mut shoe) = replayed_shoe(&order, &hands) else {
        return Some(AsDealt {
            round,
            hands,
            results: None,
        });
    };
    shoe.extend(spec.shoe.iter().skip(targets.len()).copied());
    let setup = RoundSetup {
        profile: &game.scenario.profile,
        bets: &spec.bets,
        seats: spec.seats.as_deref(),
        holder: plan.holder,
        shoe: &shoe,
        declaration: spec.declaration,
        with_deal: false,
        owed: &[],
        leaves: &[],
        shoe_end: false,
        irregularities: &[],
    };
    let results = procedure::plan(&setup).ok().map(|replay| replay.results);
    Some(AsDealt {
        round,
        hands,
        results,
    })
}

/// Each hand the deal reached (in the correct order's hands, then any other the dealer gave to),
/// with the cards the dealer gave it and the cards the correct deal would have.
fn dealt_hands(
    order: &[Owner],
    targets: &[Target],
    given: &[(Target, Card)],
    correct: &[(Target, Card)],
) -> Vec<(Target, Vec<Card>, Vec<Card>)> {
    let cards_of = |target: Target, pairs: &[(Target, Card)]| -> Vec<Card> {
        pairs
            .iter()
            .filter(|(t, _)| *t == target)
            .map(|(_, card)| *card)
            .collect()
    };
    let mut hand_targets: Vec<Target> = order.iter().map(|owner| owner.target()).collect();
    hand_targets.extend(targets.iter().copied());
    let mut seen = Vec::new();
    hand_targets.retain(|target| {
        let first = !seen.contains(target);
        seen.push(*target);
        first
    });
    hand_targets
        .iter()
        .map(|&target| (target, cards_of(target, given), cards_of(target, correct)))
        .collect()
}

/// The shoe that replays the dealt cards where the correct deal would have put them; `None`
/// when the hands as dealt cannot be reached by the correct order (a hand short or over).
fn replayed_shoe(order: &[Owner], hands: &[(Target, Vec<Card>, Vec<Card>)]) -> Option<Vec<Card>> {
    let mut queues: Vec<(Target, Vec<Card>)> = hands
        .iter()
        .map(|(t, dealt, _)| (*t, dealt.clone()))
        .collect();
    let mut shoe = Vec::new();
    for owner in order {
        // Every owner has a queue: the hands start with the correct order's.
        let queue = queues.iter_mut().find(|(t, _)| *t == owner.target())?;
        if queue.1.is_empty() {
            return None;
        }
        shoe.push(queue.1.remove(0));
    }
    if queues.iter().any(|(_, rest)| !rest.is_empty()) {
        return None;
    }
    Some(shoe)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Profiles;
    use crate::core::action::parse_file;
    use crate::core::scenario::Scenario;

    #[test]
    fn a_box_settled_against_its_natural_may_be_named_by_its_phase_one_rule() {
        // Casilleros, box 9 bets 5 on the Banca: box 9 holds 5H 3D (8, a natural), the Banca
        // 2C 4S (6). The box wins de aire and its Banca bet is collected (CAS-c); the dealer
        // pays it 4.75 instead: D9, T3 (a natural decides). Naming CAS-c, the rule of the step
        // the pay stands in for, is as right as T3; CAS-f or CAS-a is not.
        let scenario = r#"Scenario(format: 1, profile: "casilleros", rounds: [Round(
            bets: [(place: 9, on: Banca, amount: 5)], shoe: ["5H", "2C", "3D", "4S"])])"#;
        let scenario = Scenario::parse("s.ron", scenario, &Profiles::default()).unwrap();
        let actions = parse_file("a.txt", "pay 9 4.75\ndiscard 9\ndiscard banca\n", 12).unwrap();
        let (audit, _) = audit_scenario(scenario, &actions).unwrap();
        let finding = &audit.findings[0];
        assert_eq!(finding.expected, [Action::Collect(9)]);
        assert_eq!(finding.rule, RuleId::T3);
        assert!(finding.fits(RuleId::T3));
        assert!(finding.fits(RuleId::CasC));
        assert!(!finding.fits(RuleId::CasF));
        assert!(!finding.fits(RuleId::CasA));
    }

    /// The findings of an audit, one line each, as `tallador audit` prints them.
    fn findings(scenario: &str, actions: &str) -> Vec<String> {
        let scenario = Scenario::parse("s.ron", scenario, &Profiles::default()).unwrap();
        let actions = parse_file("a.txt", actions, scenario.profile.places).unwrap();
        let game = Game::new(scenario, false).unwrap();
        audit(game, &actions)
            .findings
            .iter()
            .map(Finding::line_text)
            .collect()
    }

    // Box 1 5, box 3 7, box 6 4 against a Banca 1 that draws against all three (to 7).
    const LEFT_TO_RIGHT: &str = r#"Scenario(format: 1, profile: "casilleros", rounds: [Round(
        bets: [(place: 1, on: Punto, amount: 10), (place: 3, on: Punto, amount: 20),
               (place: 6, on: Punto, amount: 30)],
        shoe: ["2S", "KD", "4H", "JC", "3S", "7C", "QH", "AC", "4D", "5H", "6S"])])"#;

    #[test]
    fn cas_f_boxes_settled_left_to_right_are_order_once_per_box() {
        let actions = "draw 1\ndraw 6\ndraw banca\npay 1\ndiscard 1\nencart 3\ndiscard 3\n\
                       pay 6\ndiscard 6\ndiscard banca\n";
        assert_eq!(
            findings(LEFT_TO_RIGHT, actions),
            [
                "step 4: expected pay 6, did pay 1  # CAS-f order",
                "step 6: expected pay 6, did encart 3  # CAS-f order",
            ]
        );
    }

    #[test]
    fn cas_g_a_box_never_paid_is_one_finding_and_the_audit_goes_on() {
        // Box 6 is never paid: discarding it first breaks the box's unit (D15, CAS-g); one
        // finding where the dealer goes past it, nothing else.
        let actions = "draw 1\ndraw 6\ndraw banca\ndiscard 6\nencart 3\ndiscard 3\n\
                       pay 1\ndiscard 1\ndiscard banca\n";
        assert_eq!(
            findings(LEFT_TO_RIGHT, actions),
            ["step 4: expected pay 6, did discard 6  # CAS-g order"]
        );
    }

    const PR_TWO_ROUNDS: &str = r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [
        Round(bets: [(place: 3, on: Punto, amount: 20), (place: 7, on: Banca, amount: 10)],
              shoe: ["6C", "5H", "2H", "AC"]),
        Round(bets: [(place: 3, on: Punto, amount: 20), (place: 7, on: Banca, amount: 10)],
              shoe: ["2D", "3S", "4S", "4D"])])"#;

    #[test]
    fn pr_shoe_a_forgotten_pass_is_one_omission_and_the_next_round_is_judged_on_its_own() {
        let actions = "announce banca 6 punto 8\ncollect 7\npay 3\ndiscard all\n\
                       stand punto\nstand banca\nannounce banca 7 punto 6\ncollect 3\npay 7\n\
                       discard all\n";
        assert_eq!(
            findings(PR_TWO_ROUNDS, actions),
            ["step 5: expected pass-shoe 3, did stand punto  # PR-shoe omission"]
        );
    }

    #[test]
    fn pr_shoe_an_extra_pass_after_the_last_round_cites_pr_shoe() {
        // Round 2 is a Banca win: the shoe stays at 3.
        let actions = "announce banca 6 punto 8\ncollect 7\npay 3\ndiscard all\npass-shoe 3\n\
                       stand punto\nstand banca\nannounce banca 7 punto 6\ncollect 3\npay 7\n\
                       discard all\npass-shoe 7\n";
        assert_eq!(
            findings(PR_TWO_ROUNDS, actions),
            ["step 12: expected end of scenario, did pass-shoe 7  # PR-shoe order"]
        );
    }

    #[test]
    fn ve_button_passed_after_a_colpo_in_bianco_does_not_stand_for_the_next_pass() {
        let scenario = r#"Scenario(format: 1, profile: "punto-banco-venezia", rounds: [
            Round(holder: 3, seats: [3, 5], bets: [], shoe: ["4H", "3D", "AS", "2C", "2H"]),
            Round(bets: [(place: 3, on: Punto, amount: 20), (place: 5, on: Punto, amount: 20)],
                  shoe: ["6S", "9D", "JS", "KD"])])"#;
        let actions = "rien-ne-va-plus\ngive-cards dealer\nreveal banca\ndraw punto\n\
                       stand banca\nannounce banca 5 punto 7\ndiscard all\npass-button 5\n\
                       rien-ne-va-plus\ngive-cards 3\nreveal banca\nannounce banca 9 punto 6\n\
                       collect 3\ncollect 5\ndiscard all\npass-button 5\n";
        assert_eq!(
            findings(scenario, actions),
            ["step 8: expected rien-ne-va-plus, did pass-button 5  # VE-button order"]
        );
    }

    /// The places where the dealer's money differs from what they should have had:
    /// `(round, place, difference)`, the difference from the player's side.
    fn differences(scenario: &str, actions: &str) -> Vec<(usize, Place, String)> {
        let mut marked = crate::core::Profile::builtin("punto-banco-pr").unwrap();
        marked.id = "pr-marked".into();
        marked.commission = crate::core::profile::CommissionMode::Marked;
        let mut profiles = Profiles::default();
        profiles.add(marked);
        let scenario = Scenario::parse("s.ron", scenario, &profiles).unwrap();
        let actions = parse_file("a.txt", actions, scenario.profile.places).unwrap();
        let game = Game::new(scenario, false).unwrap();
        audit(game, &actions)
            .money
            .iter()
            .filter(|money| !money.difference().is_zero())
            .map(|money| (money.round, money.should.place, money.difference().fixed()))
            .collect()
    }

    // Puerto Rico: Punto 3H 4D (7) and Banca 2S 5C (7) stand: a tie. Seat 1's 10 on the tie
    // wins 80 (8 to 1); seat 2's 10 on Punto stands off.
    const PR_TIE: &str = r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [Round(
        bets: [(place: 1, on: Empate, amount: 10), (place: 2, on: Punto, amount: 10)],
        shoe: ["3H", "2S", "4D", "5C"])])"#;

    #[test]
    fn money_a_bare_pay_on_a_tie_pays_the_wager_as_if_it_had_won() {
        // Paying seat 2's Punto bet, which stands off, gives the player 10 (PAY-punto).
        let actions = "stand punto\nstand banca\nannounce banca 7 punto 7\npay 1\npay 2\n\
                       discard all\n";
        assert_eq!(differences(PR_TIE, actions), [(0, 2, "10.00".to_string())]);
        // Casilleros: box 3's 6 ties the Banca's 6 (encart); paying it gives 10.
        let cas = r#"Scenario(format: 1, profile: "casilleros", rounds: [Round(
            bets: [(place: 2, on: Punto, amount: 10), (place: 3, on: Punto, amount: 10)],
            shoe: ["4H", "2H", "3D", "3C", "4C", "3S"])])"#;
        let actions = "pay 2\ndiscard 2\npay 3\ndiscard 3\ndiscard banca\n";
        assert_eq!(differences(cas, actions), [(0, 3, "10.00".to_string())]);
    }

    #[test]
    fn money_paying_a_losing_tie_bet_gives_eight_to_one_and_keeps_the_stake() {
        // Punto 2S 3C (5) draws 7H (2); Banca 4D 2H (6) draws 3D (9): the Banca wins. Seat 6's
        // 5 on the tie loses; paid instead of collected, the player gains 40 + 5 = 45.
        let scenario = r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [Round(
            bets: [(place: 2, on: Banca, amount: 10), (place: 4, on: Punto, amount: 20),
                   (place: 6, on: Empate, amount: 5)],
            shoe: ["2S", "4D", "3C", "2H", "7H", "3D"])])"#;
        let actions = "draw punto\nannounce punto 2\ndraw banca\nannounce banca 9 punto 2\n\
                       collect 4\npay 2 9.50\npay 6\ndiscard all\n";
        assert_eq!(
            differences(scenario, actions),
            [(0, 6, "45.00".to_string())]
        );
    }

    #[test]
    fn money_moved_after_the_last_step_is_recorded() {
        // Round 1 of PR_TWO_ROUNDS alone: Punto's natural 8 wins; seat 3's 20 is paid twice,
        // the second time after the final pass.
        let scenario = r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [
            Round(bets: [(place: 3, on: Punto, amount: 20), (place: 7, on: Banca, amount: 10)],
                  shoe: ["6C", "5H", "2H", "AC"])])"#;
        let before_the_pass = "announce banca 6 punto 8\ncollect 7\npay 3\ndiscard all\npay 3\n\
                               pass-shoe 3\n";
        assert_eq!(
            differences(scenario, before_the_pass),
            [(0, 3, "20.00".to_string())]
        );
        let after_the_pass = "announce banca 6 punto 8\ncollect 7\npay 3\ndiscard all\n\
                              pass-shoe 3\npay 3\n";
        assert_eq!(
            differences(scenario, after_the_pass),
            [(0, 3, "20.00".to_string())]
        );
    }

    // Commission marked: Punto KH 6H (6) and Banca 4C 3C (7) stand; seat 2's 25.50 on Banca is
    // paid in full and 25.50 - floor(24.225) = 1.28 is marked (PAY-mark).
    const PR_MARKED: &str = r#"Scenario(format: 1, profile: "pr-marked", rounds: [Round(
        bets: [(place: 2, on: Banca, amount: 25.50)], shoe: ["KH", "4C", "6H", "3C"])])"#;

    #[test]
    fn money_the_three_commission_cases() {
        let played = "stand punto\nstand banca\nannounce banca 7 punto 6\npay 2 25.50\n";
        // A wrong mark: 1.00 where 1.28 is owed, the player keeps 0.28.
        let actions = format!("{played}commission 2 1.00\ndiscard all\n");
        assert_eq!(
            differences(PR_MARKED, &actions),
            [(0, 2, "0.28".to_string())]
        );
        // A forgotten mark: the player keeps 1.28.
        let actions = format!("{played}discard all\n");
        assert_eq!(
            differences(PR_MARKED, &actions),
            [(0, 2, "1.28".to_string())]
        );
        // A commission marked on a table that deducts it: seat 2's 10 on Banca won 9.50 and is
        // charged 0.50 more.
        let scenario = r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [Round(
            bets: [(place: 2, on: Banca, amount: 10)], shoe: ["KH", "4C", "6H", "3C"])])"#;
        let actions = "stand punto\nstand banca\nannounce banca 7 punto 6\npay 2 9.50\n\
                       commission 2 0.50\ndiscard all\n";
        assert_eq!(
            differences(scenario, actions),
            [(0, 2, "-0.50".to_string())]
        );
    }

    #[test]
    fn cas_c_also_fits_a_third_card_to_a_box_holding_a_natural() {
        // Box 2 4H 5C (9), a natural; box 4 2S KS (2); the Banca 3D 4D (7). A card to box 2
        // breaks T3, and CAS-c (box 2 wins on naturals before any third card) names it too.
        let scenario = r#"Scenario(format: 1, profile: "casilleros", rounds: [Round(
            bets: [(place: 2, on: Punto, amount: 10), (place: 4, on: Punto, amount: 10)],
            shoe: ["4H", "2S", "3D", "5C", "KS", "4D", "6H"])])"#;
        let scenario = Scenario::parse("s.ron", scenario, &Profiles::default()).unwrap();
        let actions = parse_file(
            "a.txt",
            "draw 2
",
            scenario.profile.places,
        )
        .unwrap();
        let audit = audit(Game::new(scenario, false).unwrap(), &actions);
        let finding = &audit.findings[0];
        assert_eq!(finding.rule, RuleId::T3);
        assert!(finding.fits(RuleId::T3));
        assert!(finding.fits(RuleId::CasC));
        assert!(!finding.fits(RuleId::CasE));
        assert!(!finding.fits(RuleId::CasA));
    }

    #[test]
    fn pr_settle_paying_before_collecting_stays_an_order_mistake() {
        let actions = "announce banca 6 punto 8\npay 3\ncollect 7\ndiscard all\npass-shoe 3\n\
                       stand punto\nstand banca\nannounce banca 7 punto 6\ncollect 3\npay 7\n\
                       discard all\n";
        assert_eq!(
            findings(PR_TWO_ROUNDS, actions),
            ["step 2: expected collect 7, did pay 3  # PR-settle order"]
        );
    }
}
