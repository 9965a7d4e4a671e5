//! Property tests over random seeded shoes and bets, for every profile.

use proptest::prelude::*;
use tallador::core::action::ActionLine;
use tallador::core::audit::audit_scenario;
use tallador::core::game::Game;
use tallador::core::judge::Verdict;
use tallador::core::scenario::{RoundSpec, Scenario};
use tallador::core::{Action, Bet, Money, Profile, Side, TableKind, shoe};

const PROFILES: [&str; 3] = ["casilleros", "punto-banco-pr", "punto-banco-venezia"];

/// A bet as generated: place, side index, amount in cents.
fn bets_strategy() -> impl Strategy<Value = Vec<(u8, u8, i64)>> {
    prop::collection::vec((1u8..=12, 0u8..3, 1i64..=500_000), 0..10)
}

fn build(profile_index: usize, seed: u64, raw_bets: &[(u8, u8, i64)], rounds: usize) -> Scenario {
    let profile = Profile::builtin(PROFILES[profile_index]).unwrap();
    let mut bets: Vec<Bet> = raw_bets
        .iter()
        .map(|&(place, side, cents)| {
            let side = match (side, profile.kind) {
                (0, _) => Side::Punto,
                (1, _) | (_, TableKind::Casilleros) => Side::Banca,
                _ => Side::Empate,
            };
            Bet {
                place,
                side,
                amount: Money::from_cents(cents),
            }
        })
        .collect();
    if bets.is_empty() && profile.kind == TableKind::Casilleros {
        bets.push(Bet {
            place: 1,
            side: Side::Punto,
            amount: Money::from_units(10),
        });
    }
    let cards = shoe::shuffled(profile.decks, seed);
    let rounds = (0..rounds)
        .map(|index| RoundSpec {
            bets: bets.clone(),
            shoe: cards[index * 40..index * 40 + 40].to_vec(),
            holder: None,
            seats: None,
            declaration: None,
            ..RoundSpec::default()
        })
        .collect();
    Scenario {
        title: String::new(),
        title_es: String::new(),
        notes: String::new(),
        notes_es: String::new(),
        title_it: String::new(),
        notes_it: String::new(),
        difficulty: None,
        profile,
        rounds,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Every round ends; the canonical path is always inside the acceptable set; every place in
    /// play is settled exactly once; money adds up; cards come from the shoe in order.
    #[test]
    fn canonical_path_properties(profile in 0usize..3, seed in any::<u64>(), raw_bets in bets_strategy(), rounds in 1usize..4) {
        let scenario = build(profile, seed, &raw_bets, rounds);
        let mut game = Game::new(scenario.clone(), false).unwrap();
        let total_steps: usize = game.plans().map(|plan| plan.steps.len()).sum();
        let mut taken = Vec::new();
        for _ in 0..total_steps {
            let Some(step) = game.round().canonical() else { break };
            let action = game.round().plan.steps[step].action;
            prop_assert!(game.round().acceptable().contains(&step));
            prop_assert_eq!(game.judge(action, true), Verdict::Correct { step });
            taken.push((game.round_index(), action));
            game.complete(step);
        }
        prop_assert!(game.is_finished(), "the scenario did not end after {} steps", total_steps);

        for (index, plan) in game.plans().enumerate() {
            let round = &scenario.rounds[index];
            let actions: Vec<Action> = taken.iter().filter(|(r, _)| *r == index).map(|(_, a)| *a).collect();
            // Cards: the hands hold exactly the first `cards_used` cards of the round's shoe.
            let mut dealt: Vec<_> = plan.hands.iter().flat_map(|hand| hand.cards.clone()).collect();
            let mut expected = round.shoe[..plan.cards_used].to_vec();
            dealt.sort();
            expected.sort();
            prop_assert_eq!(dealt, expected);
            for result in &plan.results {
                let place = result.place;
                let stakes: Money = round.bets.iter().filter(|b| b.place == place).map(|b| b.amount).sum();
                let winning_side = match result.winner {
                    tallador::core::Winner::Punto => Side::Punto,
                    tallador::core::Winner::Banca => Side::Banca,
                    tallador::core::Winner::Tie => Side::Empate,
                };
                let winning: Money = round.bets.iter().filter(|b| b.place == place && b.side == winning_side).map(|b| b.amount).sum();
                // Every stake is won, lost or stood off.
                prop_assert_eq!(stakes, winning + result.lost + result.pushed);
                let count = |wanted: fn(Action, u8) -> bool| actions.iter().filter(|a| wanted(**a, place)).count();
                let collects = count(|a, p| a == Action::Collect(p));
                let pays = count(|a, p| matches!(a, Action::Pay(q, _) if q == p));
                prop_assert_eq!(collects, usize::from(!result.lost.is_zero()));
                prop_assert_eq!(pays, usize::from(!winning.is_zero()));
                if scenario.profile.kind == TableKind::Casilleros {
                    let discards = count(|a, p| a == Action::Discard(tallador::core::Discard::Place(p)));
                    let encarts = count(|a, p| a == Action::Encart(p));
                    prop_assert_eq!(discards, 1);
                    prop_assert_eq!(encarts, usize::from(result.winner == tallador::core::Winner::Tie));
                }
            }
        }
    }

    /// Any order the rules allow ends the same way: a random walk through the acceptable sets.
    #[test]
    fn every_allowed_order_finishes(profile in 0usize..3, seed in any::<u64>(), raw_bets in bets_strategy(), choices in prop::collection::vec(any::<prop::sample::Index>(), 200)) {
        let scenario = build(profile, seed, &raw_bets, 1);
        let mut game = Game::new(scenario, false).unwrap();
        let steps = game.round().plan.steps.len();
        for choice in choices.iter().take(steps) {
            let acceptable = game.round().acceptable();
            if acceptable.is_empty() {
                break;
            }
            let step = acceptable[choice.index(acceptable.len())];
            let action = game.round().plan.steps[step].action;
            let correct = matches!(game.judge(action, false), Verdict::Correct { .. });
            prop_assert!(correct, "{} was refused", action);
            game.complete(step);
        }
        prop_assert!(game.is_finished());
    }

    /// The action language round-trips through its text form.
    #[test]
    fn action_text_round_trips(place in 1u8..=99, cents in 0i64..100_000_000, total in 0u8..=9, other in 0u8..=9, pick in 0usize..12) {
        let money = Money::from_cents(cents);
        let actions = [
            format!("draw {place}"), format!("collect {place}"), format!("pay {place}"),
            format!("pay {place} {}", money.fixed()), format!("commission {place} {}", money.fixed()),
            format!("encart {place}"), format!("discard {place}"), format!("announce punto {total}"),
            format!("announce banca {total} punto {other}"), format!("give-cards {place}"),
            format!("pass-shoe {place}"), format!("deal {place}"),
        ];
        let text = &actions[pick];
        let action: Action = text.parse().unwrap();
        prop_assert_eq!(&action.to_string(), text);
    }

    /// Amounts in the file form round-trip; parsing never panics on any text.
    #[test]
    fn money_round_trips(cents in 1i64..=100_000_000_000_000, junk in ".*") {
        let money = Money::from_cents(cents);
        prop_assert_eq!(Money::parse_amount(&money.to_string()), Ok(money));
        let _ = Money::parse_amount(&junk);
        let _ = tallador::core::action::parse_line(&junk);
    }

    /// Scenario parsing never panics on arbitrary text.
    #[test]
    fn scenario_parser_never_panics(text in ".{0,300}") {
        let _ = Scenario::parse("fuzz.ron", &text, &tallador::core::Profiles::default());
    }

    /// Any action at any point of any round is diagnosed without a panic, and the rule it is
    /// said to break is one of that table's rules (procedures.md section 6 cites no rule of
    /// another table kind).
    #[test]
    fn every_wrong_choice_cites_a_rule_of_its_own_table(
        profile_index in 0usize..3,
        seed in any::<u64>(),
        raw_bets in bets_strategy(),
        with_deal in any::<bool>(),
        walk in 0usize..40,
        place in 1u8..=14,
        cents in 1i64..100_000,
        total in 0u8..=9,
        other in 0u8..=9,
        pick in 0usize..24,
    ) {
        let scenario = build(profile_index, seed, &raw_bets, 2);
        let kind = scenario.profile.kind;
        let mut game = Game::new(scenario, with_deal).unwrap();
        for _ in 0..walk {
            if game.complete_canonical().is_none() {
                break;
            }
        }
        let amount = Money::from_cents(cents).fixed();
        let texts = [
            format!("draw {place}"), "draw punto".to_string(), "draw banca".to_string(),
            "stand punto".to_string(), "stand banca".to_string(), "reveal banca".to_string(),
            format!("collect {place}"), format!("pay {place}"), format!("pay {place} {amount}"),
            format!("commission {place} {amount}"), format!("encart {place}"),
            format!("discard {place}"), "discard banca".to_string(), "discard all".to_string(),
            format!("announce punto {total}"), format!("announce banca {total} punto {other}"),
            format!("give-cards {place}"), "give-cards dealer".to_string(),
            "rien-ne-va-plus".to_string(), format!("pass-shoe {place}"),
            format!("pass-button {place}"), format!("deal {place}"), "deal punto".to_string(),
            "deal banca".to_string(),
        ];
        let action: Action = texts[pick].parse().unwrap();
        for require_amounts in [false, true] {
            if let Verdict::Wrong(mistake) = game.judge(action, require_amounts) {
                let rule = mistake.rule();
                prop_assert!(
                    kind.rules().contains(&rule),
                    "{} at {:?}: {:?} cites {rule}", texts[pick], kind, mistake.diagnosis
                );
            }
        }
    }
}

/// A scenario of several rounds, each with its own bets (a seat may bet in one round only).
fn build_rounds(profile_index: usize, seed: u64, rounds: &[Vec<(u8, u8, i64)>]) -> Scenario {
    let mut scenario = build(profile_index, seed, &[], rounds.len());
    for (round, raw_bets) in scenario.rounds.iter_mut().zip(rounds) {
        let one = build(profile_index, seed, raw_bets, 1);
        round.bets = one.rounds[0].bets.clone();
    }
    scenario
}

/// The canonical actions of every round, with amounts, each with its round.
fn canonical_actions(scenario: &Scenario) -> Vec<(usize, Action)> {
    let mut game = Game::new(scenario.clone(), false).unwrap();
    let mut taken = Vec::new();
    loop {
        let round = game.round_index();
        let Some(action) = game.complete_canonical() else {
            break;
        };
        taken.push((round, action));
        if game.is_finished() {
            break;
        }
    }
    taken
}

/// One change to a dealer's correct actions.
#[derive(Clone, Copy, Debug)]
enum Mutation {
    Substitute(usize, usize),
    Drop(usize),
    Duplicate(usize),
    /// Two neighbours of one round swapped.
    Swap(usize),
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, max_global_rejects: 4096, ..ProptestConfig::default() })]

    /// Issue 31: one substituted, dropped, duplicated or swapped action of a correct
    /// multi-round shoe gives at most three findings, all in the altered action's round, and
    /// money differences only at the places of the altered action (and of what replaced it),
    /// in that round.
    #[test]
    fn one_altered_action_stays_in_its_round(
        profile_index in 0usize..3,
        seed in any::<u64>(),
        rounds in prop::collection::vec(bets_strategy(), 2..4),
        which in 0usize..4,
        at in any::<prop::sample::Index>(),
        pick in 0usize..20,
        place in 1u8..=12,
        cents in 1i64..100_000,
        total in 0u8..=9,
        other in 0u8..=9,
    ) {
        let scenario = build_rounds(profile_index, seed, &rounds);
        let good = canonical_actions(&scenario);
        let index = at.index(good.len());
        let amount = Money::from_cents(cents).fixed();
        let texts = [
            format!("draw {place}"), "draw punto".to_string(), "draw banca".to_string(),
            "stand punto".to_string(), "stand banca".to_string(), "reveal banca".to_string(),
            format!("collect {place}"), format!("pay {place} {amount}"),
            format!("encart {place}"), format!("discard {place}"), "discard banca".to_string(),
            "discard all".to_string(), format!("announce punto {total}"),
            format!("announce banca {total} punto {other}"), format!("give-cards {place}"),
            "give-cards dealer".to_string(), "rien-ne-va-plus".to_string(),
            format!("pass-shoe {place}"), format!("pass-button {place}"),
            format!("pay {place}"),
        ];
        let mutation = match which {
            0 => Mutation::Substitute(index, pick),
            1 => Mutation::Drop(index),
            2 => Mutation::Duplicate(index),
            _ => Mutation::Swap(index),
        };
        let mut altered: Vec<(usize, Action)> = good.clone();
        // The (round, place) pairs where the change may move money.
        let mut touched: Vec<(usize, Option<u8>)> = vec![(good[index].0, good[index].1.place())];
        match mutation {
            Mutation::Substitute(index, pick) => {
                let action: Action = texts[pick].parse().unwrap();
                prop_assume!(!tallador::core::round::matches(good[index].1, action, false));
                // An action the procedure also accepts there (another box's unit begun, in a
                // phase of free order) is no fault at that step: not a substitution.
                let mut there = Game::new(scenario.clone(), false).unwrap();
                for &(_, done) in &good[..index] {
                    if let Verdict::Correct { step } = there.judge(done, false) {
                        there.complete(step);
                    }
                }
                prop_assume!(!matches!(there.judge(action, false), Verdict::Correct { .. }));
                touched.push((good[index].0, action.place()));
                altered[index].1 = action;
            }
            Mutation::Drop(index) => {
                altered.remove(index);
            }
            Mutation::Duplicate(index) => altered.insert(index + 1, good[index]),
            Mutation::Swap(index) => {
                prop_assume!(index + 1 < good.len() && good[index].0 == good[index + 1].0);
                prop_assume!(good[index].1 != good[index + 1].1);
                touched.push((good[index].0, good[index + 1].1.place()));
                altered.swap(index, index + 1);
            }
        }
        let round = good[index].0;
        let lines: Vec<ActionLine> = altered
            .iter()
            .enumerate()
            .map(|(index, &(_, action))| ActionLine { line: index + 1, action })
            .collect();
        let (audit, _) = audit_scenario(scenario.clone(), &lines).unwrap();
        let shown: Vec<String> = audit.findings.iter().map(|f| format!("r{} {}", f.round + 1, f.line_text())).collect();
        prop_assert!(!audit.findings.is_empty() || matches!(mutation, Mutation::Swap(_)),
            "{:?} of {} in round {} gives no finding", mutation, good[index].1, round + 1);
        prop_assert!(audit.findings.len() <= 3, "{:?} of {} in round {}: {:#?}", mutation, good[index].1, round + 1, shown);
        // A pass done as a round's first action is told against the round before
        // (procedures.md section 6, D10: the round before's own pass done late, or one after a
        // round that passes nothing).
        let starts_round = index == 0 || good[index - 1].0 != round;
        let pass_first = starts_round
            && matches!(altered.get(index).map(|a| a.1), Some(Action::PassShoe(_) | Action::PassButton(_)));
        for finding in &audit.findings {
            let own = finding.round == round || (pass_first && finding.round + 1 == round);
            prop_assert!(own, "{:?} of {} in round {}: {:#?}", mutation, good[index].1, round + 1, shown);
        }
        // No finding says an action was missing that the dealer did: an omission's due action
        // is not among the dealer's actions of that round after it.
        for finding in audit.findings.iter().filter(|f| f.category == tallador::core::Category::Omission) {
            let Some(&due) = finding.expected.first() else { continue };
            let done_later = good.iter().zip(0..).any(|(&(r, action), _)| r == finding.round && action == due)
                && altered.iter().skip(finding.step).take_while(|(r, _)| *r == finding.round).any(|&(_, action)| tallador::core::diagnosis::same_ignoring_amount(due, action));
            prop_assert!(!done_later, "{:?} of {}: {} names {} missing, done later: {:#?}", mutation, good[index].1, finding.line_text(), due, shown);
        }
        for money in audit.money.iter().filter(|money| !money.difference().is_zero()) {
            prop_assert!(
                touched.contains(&(money.round, Some(money.should.place))),
                "{:?} of {} in round {}: money at place {} in round {} ({}): {:#?}",
                mutation, good[index].1, round + 1, money.should.place, money.round + 1,
                money.difference().fixed(), shown
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Section 8 changes nothing where nothing irregular happens: a scenario without
    /// irregularities is written as before (no `irregularities` field), and reading it with an
    /// empty list gives the same plans, events-free, and the same sequence with and without the
    /// deal drill.
    #[test]
    fn a_scenario_without_irregularities_reads_and_sequences_as_before(profile in 0usize..3, seed in any::<u64>(), raw_bets in bets_strategy(), rounds in 1usize..4) {
        let scenario = build(profile, seed, &raw_bets, rounds);
        let text = scenario.to_ron();
        prop_assert!(!text.contains("irregularities"));
        let with_empty = text.replace("            shoe: [", "            irregularities: [],\n            shoe: [");
        prop_assert!(with_empty.contains("irregularities: []"));
        let profiles = tallador::core::Profiles::default();
        let plain = Scenario::parse("plain.ron", &text, &profiles).unwrap();
        let empty = Scenario::parse("empty.ron", &with_empty, &profiles).unwrap();
        for with_deal in [false, true] {
            let options = tallador::core::sequence::SequenceOptions { explain: true, amounts: true, with_deal };
            prop_assert_eq!(
                tallador::core::sequence::sequence_text(&plain, options).unwrap(),
                tallador::core::sequence::sequence_text(&empty, options).unwrap()
            );
            let plans = plain.plans(with_deal).unwrap();
            prop_assert_eq!(&plans, &empty.plans(with_deal).unwrap());
            prop_assert!(plans.iter().all(|plan| plan.events.is_empty() && plan.void.is_none() && plan.burned.is_empty() && plan.refused.is_empty()));
        }
    }

    /// One irregularity a round (the generator's focus): every round still ends on its
    /// canonical path; each event is shown once; every card the round takes is in a hand or
    /// burned; a void round moves no money, passes nothing and reads `void` everywhere.
    #[test]
    fn an_irregular_round_stays_whole(profile in 0usize..3, seed in any::<u64>(), rounds in 1u8..4, with_deal in any::<bool>()) {
        let profiles = tallador::core::Profiles::default();
        let profile = &profiles.all()[profile];
        let options = tallador::core::generate::Options {
            focus: tallador::core::generate::Focus::Irregularities,
            rounds,
            ..tallador::core::generate::Options::default()
        };
        let scenario = tallador::core::generate::scenario(profile, &options, seed).unwrap();
        let mut game = Game::new(scenario.clone(), with_deal).unwrap();
        let total: usize = game.plans().map(|plan| plan.steps.len()).sum();
        for _ in 0..total {
            let Some(action) = game.complete_canonical() else { break };
            prop_assert!(!matches!(action, Action::Deal(_)) || with_deal);
        }
        prop_assert!(game.is_finished());
        for (index, plan) in game.plans().enumerate() {
            let round = &scenario.rounds[index];
            prop_assert_eq!(plan.events.len(), round.irregularities.len());
            prop_assert!(plan.refused.is_empty());
            let mut taken: Vec<_> = plan.hands.iter().flat_map(|hand| hand.cards.clone()).collect();
            taken.extend(plan.burned.iter().map(|&at| round.shoe[at]));
            let mut expected = round.shoe[..plan.cards_used].to_vec();
            taken.sort();
            expected.sort();
            prop_assert_eq!(taken, expected);
            if plan.void.is_some() {
                prop_assert!(plan.results.iter().all(|result| result.void && result.won.is_zero() && result.lost.is_zero()));
                prop_assert_eq!(plan.next_holder, plan.holder);
                prop_assert!(!plan.steps.iter().any(|step| matches!(step.action,
                    Action::Collect(_) | Action::Pay(..) | Action::Commission(..) | Action::CollectCommission(..)
                        | Action::PassShoe(_) | Action::PassButton(_))));
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// A trainee id read again is the same id (so an id an older ledger wrote still names its
    /// person), for any text a person could type, other scripts and look-alikes included.
    #[test]
    fn a_trainee_id_is_its_own_id(name in "\\PC{0,24}") {
        let id = tallador::session::exam::names::normalised(&name);
        prop_assert_eq!(tallador::session::exam::names::normalised(&id), id);
    }
}
