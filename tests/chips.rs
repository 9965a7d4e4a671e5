//! Chips (procedures.md section 7, CHIPS and CHIPS-colour), worked out by hand: the fewest chips
//! of each shipped table's payouts, a house set of chips, the typed form of a payout in chips,
//! the generator's payable stakes, `check --chips`, and the fewest-chips criterion of an exam.

use tallador::cli::{self, Command};
use tallador::core::chips::{self, DEFAULT_CHIPS, Stack};
use tallador::core::game::Game;
use tallador::core::generate::{self, Focus, Options};
use tallador::core::money::DecimalMark;
use tallador::core::scenario::{self, Scenario};
use tallador::core::{Action, Money, Profile, Profiles, Side};
use tallador::session::exam::grade::{Criterion, grade};
use tallador::session::exam::paper::ExamPaper;
use tallador::session::{Mode, ScenarioSource, Session, SessionSetup, Stamp};

fn stacks(list: &[(i64, u32)]) -> Vec<Stack> {
    list.iter()
        .map(|&(cents, count)| Stack {
            value: Money::from_cents(cents),
            count,
        })
        .collect()
}

#[test]
fn the_fewest_chips_of_each_shipped_table_s_payouts() {
    // Section 1: Punto pays even money, the Banca even money less 5 % (floor to the cent), a
    // tie bet 8 to 1. Every shipped table has the default chips.
    for profile in Profile::builtins() {
        assert_eq!(
            profile.chip_values(),
            DEFAULT_CHIPS.to_vec(),
            "{}",
            profile.id
        );
        // A Banca 50 is paid 50 − 2.50 = 47.50: one 25, four 5, two 1, two 0.25 (9 chips).
        let banca = profile.winnings(Side::Banca, Money::from_units(50));
        assert_eq!(banca, Money::from_cents(4750), "{}", profile.id);
        assert_eq!(
            chips::fewest(banca, &profile.chip_values()),
            Some(stacks(&[(2500, 1), (500, 4), (100, 2), (25, 2)]))
        );
        // A Punto 135 is paid 135: one 100, one 25, two 5 (4 chips).
        let punto = profile.winnings(Side::Punto, Money::from_units(135));
        assert_eq!(
            chips::fewest(punto, &profile.chip_values()),
            Some(stacks(&[(10_000, 1), (2500, 1), (500, 2)]))
        );
        // A tie bet of 15 is paid 8 × 15 = 120: one 100, four 5 (5 chips).
        let tie = profile.winnings(Side::Empate, Money::from_units(15));
        assert_eq!(tie, Money::from_units(120));
        assert_eq!(
            chips::fewest(tie, &profile.chip_values()),
            Some(stacks(&[(10_000, 1), (500, 4)]))
        );
        // A Banca 10.50 is paid floor(1050 × 95 / 100) = 997 cents, 9.97: no chips make it.
        let odd = profile.winnings(Side::Banca, Money::from_cents(1050));
        assert_eq!(odd, Money::from_cents(997));
        assert_eq!(chips::fewest(odd, &profile.chip_values()), None);
    }
    // Colouring up (CHIPS-colour): forty 0.25 and three 5 (25.00) are one 25.
    assert_eq!(
        chips::colour_up(&stacks(&[(25, 40), (500, 3)]), &DEFAULT_CHIPS),
        Some(stacks(&[(2500, 1)]))
    );
}

const HOUSE: &str = r#"Profile(
    format: 1,
    id: "pr-house-chips",
    name: "Puerto Rico, the house's chips",
    kind: PuertoRico,
    decks: 8,
    places: 7,
    commission_percent: 5,
    commission: Deducted,
    tie_pays: 8,
    deal_batch: 1,
    chips: [
        (value: 1, colour: "white"),
        (value: 0.5, colour: "pink"),
        (value: 20, colour: "blue"),
        (value: 100, colour: "black"),
    ],
)"#;

#[test]
fn a_house_profile_lists_its_own_chips() {
    let profile = Profile::parse("house.ron", HOUSE).unwrap();
    assert_eq!(
        profile.chip_values(),
        [50, 100, 2000, 10_000].map(Money::from_cents).to_vec()
    );
    assert_eq!(profile.chip_colour(Money::from_units(20)), "blue");
    // A Banca 50 here is 47.50: two 20, seven 1, one 0.50 (10 chips); no 5 or 25 here.
    assert_eq!(
        chips::fewest(Money::from_cents(4750), &profile.chip_values()),
        Some(stacks(&[(2000, 2), (100, 7), (50, 1)]))
    );
    // A Banca 5 is 4.75: the smallest chip is 0.50, so it cannot be paid.
    assert_eq!(
        chips::fewest(Money::from_cents(475), &profile.chip_values()),
        None
    );
    // A chip of nothing, or one listed twice, is refused at the `chips` line.
    let zero = HOUSE.replace(
        "(value: 0.5, colour: \"pink\")",
        "(value: 0, colour: \"pink\")",
    );
    let error = Profile::parse("house.ron", &zero).unwrap_err();
    assert!(error.to_string().contains("house.ron:12:"), "{error}");
    assert!(error.to_string().contains("more than nothing"), "{error}");
    let twice = HOUSE.replace(
        "(value: 0.5, colour: \"pink\")",
        "(value: 1, colour: \"pink\")",
    );
    let error = Profile::parse("house.ron", &twice).unwrap_err();
    assert!(error.to_string().contains("listed twice"), "{error}");
}

#[test]
fn a_payout_typed_in_chips_reads_by_the_language_s_decimal_mark() {
    use tallador::core::action::split_chips;
    // 1×25 + 4×5 + 3×0.25 = 45.75.
    let (head, typed) = split_chips("pagar 5 1x25 4x5 3x0,25", DecimalMark::Comma)
        .unwrap()
        .unwrap();
    assert_eq!(head, "pagar 5");
    assert_eq!(typed, stacks(&[(2500, 1), (500, 4), (25, 3)]));
    assert_eq!(chips::total(&typed), Money::from_cents(4575));
    // The multiplication sign and an English point read too.
    let (_, typed) = split_chips("pay 5 2×0.25", DecimalMark::Point)
        .unwrap()
        .unwrap();
    assert_eq!(typed, stacks(&[(25, 2)]));
    // No chip word: not a payout in chips.
    assert_eq!(split_chips("pay 5 47,50", DecimalMark::Comma), Ok(None));
    // A bad chip word is named at its column (1-based).
    let error = split_chips("pay 5 1x25 0x5", DecimalMark::Point).unwrap_err();
    assert_eq!(error.column, 12);
    // What a log writes reads back.
    assert_eq!(chips::to_text(&typed), "2x0.25");
    assert_eq!(
        chips::from_text("1x25 4x5 2x0.25"),
        Some(stacks(&[(2500, 1), (500, 4), (25, 2)]))
    );
}

#[test]
fn the_generator_keeps_stakes_payable_when_chips_are_on() {
    // With stakes in steps of 0.50 a Banca win can be 9.97 (10.50 less 5 %). A stake s is
    // paid 0.95 s: a whole number of 0.25 chips when 95 s is a multiple of 25.00, so s a
    // multiple of 5.00: the step grows to 5, the smallest stake to 5.
    let profile = Profile::builtin("punto-banco-pr").unwrap();
    let options = Options {
        places: 7,
        min_stake: Money::from_cents(50),
        max_stake: Money::from_units(500),
        stake_step: Money::from_cents(50),
        rounds: 3,
        focus: Focus::Commission,
    };
    let payable = options.payable(&profile);
    assert_eq!(payable.stake_step, Money::from_units(5));
    assert_eq!(payable.min_stake, Money::from_units(5));
    for seed in 1..=20 {
        let scenario = generate::scenario(&profile, &payable, seed).unwrap();
        assert_eq!(scenario::unpayable(&scenario), Vec::new(), "seed {seed}");
    }
    // Some seed of the odd stakes has a payout no chips make.
    assert!((1..=20).any(|seed| {
        let scenario = generate::scenario(&profile, &options, seed).unwrap();
        !scenario::unpayable(&scenario).is_empty()
    }));
}

const UNPAYABLE: &str = r#"Scenario(
    format: 1,
    title: "A Banca win of 9.97",
    profile: "punto-banco-pr",
    rounds: [
        Round(
            bets: [(place: 2, on: Punto, amount: 20)],
            shoe: ["2S", "9H", "3D", "KC"],
        ),
        Round(
            // Banca 9 beats Punto 5: seat 4's 10.50 is paid 9.97.
            bets: [(place: 4, on: Banca, amount: 10.50)],
            shoe: ["2S", "9H", "3D", "KC"],
        ),
    ],
)
"#;

#[test]
fn check_with_chips_names_the_round_place_and_amount_a_table_cannot_pay() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("odd.ron");
    std::fs::write(&path, UNPAYABLE).unwrap();
    let run = |chips| {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = cli::run(
            Command::Check {
                paths: vec![path.clone()],
                chips,
            },
            &[],
            &mut out,
            &mut err,
        );
        (code, String::from_utf8(err).unwrap())
    };
    assert_eq!(run(false).0, 0);
    let (code, err) = run(true);
    assert_eq!(code, 2, "{err}");
    // The second `Round(` is on line 10, column 9.
    assert!(err.contains("odd.ron:10:9"), "{err}");
    assert!(
        err.contains("round 2, place 4: the payout of 9.97"),
        "{err}"
    );
}

const CHIP_PAPER: &str = "ExamPaper(
    format: 1,
    title: \"Payouts in chips\",
    table: \"punto-banco-pr\",
    situations: [Generated(focus: \"any\", seed: 1, count: 1)],
    order: Fixed,
    pass_mark: 80,
    attempts: 1,
    typed_amounts: false,
    fewest_chips: true,
    trainee_deals: false,
    valid_months: 6,
)
";

/// An exam paid in chips on `pr-punto-draws-shoe-passes` (seat 3's Punto 20 is paid 20, in
/// four 5s at the fewest), the pay cut from `paid`, every other step the canonical one.
fn exam_paid_with(paid: &[Stack]) -> tallador::session::SessionLog {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/examples/pr-punto-draws-shoe-passes.ron"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let scenario = Scenario::parse(path, &text, &Profiles::default()).unwrap();
    let setup = SessionSetup {
        trainee: "Ana".into(),
        mode: Mode::Exam,
        practise_amounts: false,
        paid_in_chips: true,
        source: ScenarioSource::File {
            path: path.into(),
            title: "t".into(),
        },
        logs_folder: None,
    };
    let now =
        Stamp::new(chrono::DateTime::parse_from_rfc3339("2026-05-03T10:15:00+02:00").unwrap());
    let mut session = Session::start(Game::new(scenario, false).unwrap(), setup, now);
    while !session.is_finished() {
        let canonical = session.acceptable()[0];
        match canonical {
            Action::Pay(place, _) => session.choose_chips(place, paid, now, None),
            _ => session.choose(canonical, now),
        };
    }
    session.close(now);
    session.log().clone()
}

#[test]
fn an_exam_paper_may_require_the_fewest_chips() {
    let paper = ExamPaper::parse("p.ron", CHIP_PAPER, &Profiles::default()).unwrap();
    assert!(paper.fewest_chips);
    // The paper writes the field back, and a paper without it reads as before.
    assert!(paper.to_ron().contains("    fewest_chips: true,\n"));
    let plain = CHIP_PAPER.replace("    fewest_chips: true,\n", "");
    let plain = ExamPaper::parse("p.ron", &plain, &Profiles::default()).unwrap();
    assert!(!plain.fewest_chips && !plain.to_ron().contains("fewest_chips"));
    let criterion = |log| {
        grade(&paper, &log)
            .criteria
            .into_iter()
            .find(|criterion| matches!(criterion, Criterion::FewestChips { .. }))
            .unwrap()
    };
    // Four 5s: the fewest.
    let fewest = criterion(exam_paid_with(&stacks(&[(500, 4)])));
    assert_eq!(
        fewest,
        Criterion::FewestChips {
            payouts: 1,
            over: 0
        }
    );
    assert!(fewest.met());
    // Two 5s and ten 1s: right on money, but 12 chips where 4 do.
    let more = exam_paid_with(&stacks(&[(500, 2), (100, 10)]));
    assert!(
        more.steps
            .iter()
            .all(|step| step.verdict == tallador::session::Outcome::Correct)
    );
    let over = criterion(more);
    assert_eq!(
        over,
        Criterion::FewestChips {
            payouts: 1,
            over: 1
        }
    );
    assert!(!over.met());
    // A paper without the field has no such criterion.
    assert!(
        grade(&plain, &exam_paid_with(&stacks(&[(500, 4)])))
            .criteria
            .iter()
            .all(|criterion| !matches!(criterion, Criterion::FewestChips { .. }))
    );
}

#[test]
fn the_cut_the_payout_drill_judges_the_chips_and_shows_the_working() {
    use tallador::app::quiz::text;
    use tallador::session::quiz::drills::{Answer, Drill};
    use tallador::session::quiz::items::cut_payout;
    use tallador::text::i18n::{I18n, Lang};
    let casilleros = Profile::builtin("casilleros").unwrap();
    // Casilleros has no tie bets: Punto three kinds of stake, Banca round and whole ones.
    assert_eq!(
        Drill::CutPayout.keys(&casilleros),
        [
            "cut:punto:round",
            "cut:punto:whole",
            "cut:punto:cents",
            "cut:banca:round",
            "cut:banca:whole",
            "colour:low",
            "colour:mid",
            "colour:high"
        ]
    );
    // A Banca 50 at casilleros: 50 − 2.50 = 47.50, in the fewest chips 1×25, 4×5, 2×1, 2×0.25.
    let item = cut_payout(&casilleros, 3, Side::Banca, Money::from_units(50));
    let fewest = stacks(&[(2500, 1), (500, 4), (100, 2), (25, 2)]);
    assert_eq!(item.expected, Answer::Chips(fewest.clone()));
    let right = item.judge(&Answer::Chips(fewest)).unwrap();
    assert!(right.correct);
    assert_eq!(right.steps[0].choice.to_string(), "pay 3 47.50");
    // Nine 5s and ten 0.25s are 47.50 too: the right money, but not the fewest the drill asks
    // for, so CHIPS is broken (and the drill's log says so, as its score does).
    let more = item
        .judge(&Answer::Chips(stacks(&[(500, 9), (25, 10)])))
        .unwrap();
    assert!(!more.correct);
    assert_eq!(more.steps[0].choice.to_string(), "pay 3 47.50");
    assert_eq!(
        more.steps[0].wrong,
        Some((
            tallador::core::RuleId::Chips,
            tallador::core::Category::Money
        ))
    );
    assert_eq!(more.rule, tallador::core::RuleId::Chips);
    // 45.00 is a money mistake of PAY-banca (D2).
    let short = item
        .judge(&Answer::Chips(stacks(&[(2500, 1), (500, 4)])))
        .unwrap();
    assert!(!short.correct);
    assert_eq!(
        short.steps[0].wrong,
        Some((
            tallador::core::RuleId::PayBanca,
            tallador::core::Category::Money
        ))
    );
    // The reason names the rule and shows the working: for the 5 %, a tenth, halved.
    let spanish = I18n::new(Lang::Es);
    assert_eq!(
        text::reason(&spanish, &item),
        "el 5 % de 50 = 2,50: la décima parte (5), a la mitad; 50 − 2,50 = 47,50 (PAY-banca). \
         Con menos fichas: 1×25, 4×5, 2×1, 2×0,25 (CHIPS)"
    );
    let english = I18n::new(Lang::En);
    assert_eq!(
        text::reason(&english, &item),
        "5 % of 50 = 2.50: a tenth (5), halved; 50 − 2.50 = 47.50 (PAY-banca). \
         Fewest chips: 1×25, 4×5, 2×1, 2×0.25 (CHIPS)"
    );
    // A tie bet of 15 at Puerto Rico: 8 × 15 = 120, one 100 and four 5.
    let pr = Profile::builtin("punto-banco-pr").unwrap();
    let tie = cut_payout(&pr, 2, Side::Empate, Money::from_units(15));
    assert_eq!(
        tie.expected,
        Answer::Chips(stacks(&[(10_000, 1), (500, 4)]))
    );
    assert_eq!(
        text::reason(&english, &tie),
        "A tie pays 8 to 1: 15 × 8 = 120 (PAY-tie). Fewest chips: 1×100, 4×5 (CHIPS)"
    );
    // At the marking table a Banca 40 is paid in full, 40 (one 25, three 5), and 2.00 (5 %) is
    // marked.
    let marked = Profile::parse(
        "pr-marked.ron",
        include_str!("../assets/house-profiles/pr-marked.ron"),
    )
    .unwrap();
    let full = cut_payout(&marked, 2, Side::Banca, Money::from_units(40));
    assert_eq!(full.expected, Answer::Chips(stacks(&[(2500, 1), (500, 3)])));
    assert_eq!(
        text::reason(&english, &full),
        "Paid in full, 40, and 2 marked in the box (PAY-mark). Fewest chips: 1×25, 3×5 (CHIPS)"
    );
    // Every item the drill deals can be paid in the table's chips.
    for profile in [casilleros, pr, marked] {
        for key in Drill::CutPayout.keys(&profile) {
            for seed in 0..30 {
                let mut rng = tallador::core::shoe::rng(seed);
                let item =
                    tallador::session::quiz::items::generate(&key, &profile, &mut rng).unwrap();
                let Answer::Chips(fewest) = &item.expected else {
                    panic!("{key}: not a chips answer");
                };
                assert!(!fewest.is_empty(), "{key} seed {seed}: no chips pay it");
            }
        }
    }
}

#[test]
fn a_paper_paid_in_chips_refuses_a_situation_its_chips_cannot_pay() {
    use tallador::session::exam::paper::PaperFiles;
    let folder = tempfile::tempdir().unwrap();
    std::fs::write(folder.path().join("odd.ron"), UNPAYABLE).unwrap();
    let paper = CHIP_PAPER.replace(
        "Generated(focus: \"any\", seed: 1, count: 1)",
        "File(\"odd.ron\")",
    );
    let path = folder.path().join("paper.ron");
    std::fs::write(&path, &paper).unwrap();
    let files = PaperFiles::load(&path, &Profiles::default()).unwrap();
    let error = files.scenarios_drawn(&Profiles::default(), 0).unwrap_err();
    assert!(
        error
            .to_string()
            .contains("round 2, place 4: the payout of 9.97"),
        "{error}"
    );
    // The same situation on a paper of typed amounts is fine.
    std::fs::write(&path, paper.replace("    fewest_chips: true,\n", "")).unwrap();
    let files = PaperFiles::load(&path, &Profiles::default()).unwrap();
    assert!(files.scenarios_drawn(&Profiles::default(), 0).is_ok());
}

#[test]
fn colour_up_items_want_the_fewest_chips_of_the_same_total() {
    use tallador::app::quiz::text;
    use tallador::core::{Category, RuleId};
    use tallador::session::quiz::drills::{Answer, Drill, Question};
    use tallador::session::quiz::items::{colour_up, generate};
    use tallador::text::i18n::{I18n, Lang};
    let casilleros = Profile::builtin("casilleros").unwrap();
    // Twelve 1 and seven 0.25 handed over at box 4: 12 + 1.75 = 13.75, which is two 5 (10),
    // three 1 (3) and three 0.25 (0.75): 8 chips for 19.
    let item = colour_up(&casilleros, 4, &stacks(&[(25, 7), (100, 12)]));
    assert_eq!(item.key, "colour:low");
    assert_eq!(Drill::of_key(&item.key), Some(Drill::CutPayout));
    let Question::ColourUp { stack, .. } = &item.question else {
        panic!("not a colour-up question");
    };
    assert_eq!(*stack, stacks(&[(100, 12), (25, 7)]));
    let fewest = stacks(&[(500, 2), (100, 3), (25, 3)]);
    assert_eq!(item.expected, Answer::Chips(fewest.clone()));
    let right = item.judge(&Answer::Chips(fewest)).unwrap();
    assert!(right.correct);
    assert_eq!(right.steps[0].choice.to_string(), "pay 4 13.75");
    assert_eq!(right.steps[0].wrong, None);
    assert_eq!(right.rule, RuleId::ChipsColour);
    // One 5, eight 1 and three 0.25 are 13.75 in 12 chips: not coloured up far enough.
    let partly = item
        .judge(&Answer::Chips(stacks(&[(500, 1), (100, 8), (25, 3)])))
        .unwrap();
    assert!(!partly.correct);
    assert_eq!(
        partly.steps[0].wrong,
        Some((RuleId::ChipsColour, Category::Money))
    );
    // Two 5, three 1 and two 0.25 are 13.50: a quarter short.
    let short = item
        .judge(&Answer::Chips(stacks(&[(500, 2), (100, 3), (25, 2)])))
        .unwrap();
    assert!(!short.correct);
    assert_eq!(short.steps[0].choice.to_string(), "pay 4 13.50");
    assert_eq!(
        short.steps[0].wrong,
        Some((RuleId::ChipsColour, Category::Money))
    );
    // The reason counts the stack and gives the fewest.
    assert_eq!(
        text::reason(&I18n::new(Lang::En), &item),
        "12×1 + 7×0.25 = 13.75: the fewest chips of the same total are 2×5, 3×1, 3×0.25 \
         (CHIPS-colour)"
    );
    assert_eq!(
        text::reason(&I18n::new(Lang::Es), &item),
        "12×1 + 7×0,25 = 13,75: las menos fichas del mismo total son 2×5, 3×1, 3×0,25 \
         (CHIPS-colour)"
    );
    // Nine 25 and eleven 5 at Puerto Rico: 225 + 55 = 280, two 100, three 25 and one 5.
    let pr = Profile::builtin("punto-banco-pr").unwrap();
    let high = colour_up(&pr, 2, &stacks(&[(2500, 9), (500, 11)]));
    assert_eq!(high.key, "colour:high");
    assert_eq!(
        high.expected,
        Answer::Chips(stacks(&[(10_000, 2), (2500, 3), (500, 1)]))
    );
    // The house's chips (0.50, 1, 20, 100) have two levels: a third would need a fifth chip.
    let house = Profile::parse("house.ron", HOUSE).unwrap();
    let keys = Drill::CutPayout.keys(&house);
    let colour_keys: Vec<&String> = keys
        .iter()
        .filter(|key| key.starts_with("colour:"))
        .collect();
    assert_eq!(colour_keys, ["colour:low", "colour:mid"]);
    // Every colour-up the drill deals is of the level's two chips, and the fewest chips of
    // its total are fewer than the stack.
    for profile in [casilleros, pr, house] {
        let mut values = profile.chip_values();
        values.sort_unstable();
        for (level, key) in Drill::CutPayout
            .keys(&profile)
            .iter()
            .filter(|key| key.starts_with("colour:"))
            .enumerate()
        {
            for seed in 0..30 {
                let mut rng = tallador::core::shoe::rng(seed);
                let item = generate(key, &profile, &mut rng).unwrap();
                assert_eq!(&item.key, key);
                let (Question::ColourUp { stack, .. }, Answer::Chips(fewest)) =
                    (&item.question, &item.expected)
                else {
                    panic!("{key}: not a colour-up");
                };
                let used: Vec<Money> = stack.iter().map(|chips| chips.value).collect();
                assert_eq!(used, [values[level + 1], values[level]], "{key} {stack:?}");
                assert_eq!(
                    chips::total(fewest),
                    chips::total(stack),
                    "{key} seed {seed}"
                );
                assert!(
                    chips::count(fewest) < chips::count(stack),
                    "{key} seed {seed}: {stack:?} is already {fewest:?}"
                );
            }
        }
    }
}
