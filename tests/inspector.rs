//! Inspector cases (`scenarios/inspector/`): a disputed hand, what the dealer actually did, and
//! the hand-derived audit. `tallador audit` must print exactly that audit and exit 1.

use std::path::{Path, PathBuf};
use std::process::Command;

fn cases() -> Vec<PathBuf> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/inspector");
    let mut cases: Vec<PathBuf> = std::fs::read_dir(&folder)
        .expect("scenarios/inspector exists")
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "ron"))
        .collect();
    cases.sort();
    cases
}

#[test]
fn there_are_at_least_six_disputed_hands_each_with_actions_and_an_audit() {
    let cases = cases();
    assert!(cases.len() >= 6, "only {} inspector cases", cases.len());
    for case in cases {
        for extension in ["actions", "audit"] {
            let companion = case.with_extension(extension);
            assert!(companion.is_file(), "{} is missing", companion.display());
        }
    }
}

#[test]
fn audit_prints_the_hand_derived_findings_and_exits_1() {
    for case in cases() {
        let output = Command::new(env!("CARGO_BIN_EXE_tallador"))
            .arg("audit")
            .arg(&case)
            .arg(case.with_extension("actions"))
            .env(
                "TALLADOR_DATA",
                std::env::temp_dir().join("tallador-inspector-test-no-data"),
            )
            .output()
            .expect("the tallador binary runs");
        let expected = std::fs::read_to_string(case.with_extension("audit")).unwrap();
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            expected,
            "tallador audit {} (stderr: {})",
            case.display(),
            String::from_utf8_lossy(&output.stderr)
        );
        assert_eq!(
            output.status.code(),
            Some(1),
            "{}: an audit with deviations exits 1",
            case.display()
        );
    }
}

#[test]
fn the_canonical_sequence_of_each_disputed_hand_audits_clean() {
    for case in cases() {
        let binary = env!("CARGO_BIN_EXE_tallador");
        let sequence = Command::new(binary)
            .args(["sequence", "--amounts"])
            .arg(&case)
            .output()
            .expect("sequence runs");
        let canonical: String = String::from_utf8_lossy(&sequence.stdout)
            .lines()
            .filter(|line| !line.starts_with("result "))
            .map(|line| format!("{line}\n"))
            .collect();
        let file = tempfile::NamedTempFile::new().unwrap();
        std::fs::write(file.path(), canonical).unwrap();
        let audit = Command::new(binary)
            .arg("audit")
            .arg(&case)
            .arg(file.path())
            .output()
            .expect("audit runs");
        assert_eq!(
            audit.status.code(),
            Some(0),
            "{}: the canonical actions must audit clean:\n{}",
            case.display(),
            String::from_utf8_lossy(&audit.stdout)
        );
    }
}

// ----- Issue 31: after the first deviation, the audit stays in its round -----

use tallador::app::inspector::InspectorScreen;
use tallador::core::Profiles;
use tallador::core::action::parse_file;
use tallador::core::audit::audit_scenario;
use tallador::core::scenario::Scenario;

/// `tallador audit`'s text (without the `why:` lines) and each finding's round (1-based).
fn audited(scenario: &str, actions: &str) -> (String, Vec<usize>) {
    let scenario = Scenario::parse("case.ron", scenario, &Profiles::default()).unwrap();
    let rounds = scenario.rounds.len();
    let actions = parse_file("case.actions", actions, scenario.profile.places).unwrap();
    let (audit, _) = audit_scenario(scenario, &actions).unwrap();
    let rounds_of = audit.findings.iter().map(|f| f.round + 1).collect();
    (audit.text(rounds), rounds_of)
}

/// Three Venice rounds. Round 1: seat 2 Punto 10, seat 4 Banco 10; Punto 5C 3D (8) against
/// 2S 4D (6): Punto wins on a natural, the Bottone goes from seat 1 to seat 2. Round 2: seat 2
/// Punto 20, seat 4 Banco 10; Punto 3H KS (3) against 9D QC (9): the Banco wins, seat 2's 20 is
/// collected and seat 4 is paid 10 less 5 %, 9.50; the Bottone goes to seat 4. Round 3: seat 2
/// Punto 10, seat 6 Punto 20 (seat 6's only bet); Punto 4H 4C (8) against 2C 3D (5): both paid
/// even money, the cards to seat 6 (highest Punto stake), the Bottone from 4 to 6.
const VENICE_THREE_ROUNDS: &str = r#"Scenario(format: 1, profile: "punto-banco-venezia", rounds: [
    Round(bets: [(place: 2, on: Punto, amount: 10), (place: 4, on: Banca, amount: 10)],
          shoe: ["5C", "2S", "3D", "4D"]),
    Round(bets: [(place: 2, on: Punto, amount: 20), (place: 4, on: Banca, amount: 10)],
          shoe: ["3H", "9D", "KS", "QC"]),
    Round(bets: [(place: 2, on: Punto, amount: 10), (place: 6, on: Punto, amount: 20)],
          shoe: ["4H", "2C", "4C", "3D"]),
])"#;

const VENICE_ROUND_1: &str = "rien-ne-va-plus\ngive-cards 2\nreveal banca\n\
    announce banca 6 punto 8\ncollect 4\npay 2 10.00\ndiscard all\npass-button 2\n";
const VENICE_ROUND_3: &str = "rien-ne-va-plus\ngive-cards 6\nreveal banca\n\
    announce banca 5 punto 8\npay 2 10.00\npay 6 20.00\ndiscard all\npass-button 6\n";

const VENICE_RESULTS_1: &str = "# round 1\nresult 2 punto won 10.00 lost 0.00\n\
    result 4 punto won 0.00 lost 10.00\n";
const VENICE_RESULTS_2: &str = "# round 2\nresult 2 banca won 0.00 lost 20.00\n\
    result 4 banca won 9.50 lost 0.00\n";
const VENICE_RESULTS_3: &str = "# round 3\nresult 2 punto won 10.00 lost 0.00\n\
    result 6 punto won 20.00 lost 0.00\n";

#[test]
fn venice_collect_6_for_collect_2_is_one_finding_and_one_money_line_in_round_2() {
    // Step 13 is round 2's `collect 2`; the dealer collects seat 6, which bets only in round 3.
    // One fault: seat 6 is not in play in round 2 (PLACES), in place of collecting seat 2. Seat
    // 2 keeps the 20 it lost (+20.00 for the player); seat 4's 9.50 was paid right; round 3 is
    // dealt right.
    let actions = format!(
        "{VENICE_ROUND_1}rien-ne-va-plus\ngive-cards 2\nreveal banca\nannounce banca 9 punto 3\n\
         collect 6\npay 4 9.50\ndiscard all\npass-button 4\n{VENICE_ROUND_3}"
    );
    let (text, rounds) = audited(VENICE_THREE_ROUNDS, &actions);
    assert_eq!(
        text,
        format!(
            "step 13: expected collect 2, did collect 6  # PLACES order\n\
             {VENICE_RESULTS_1}# round 2\nresult 2 banca won 0.00 lost 20.00\n\
             dealer 2 won 0.00 lost 0.00 difference 20.00\nresult 4 banca won 9.50 lost 0.00\n\
             {VENICE_RESULTS_3}"
        )
    );
    assert_eq!(rounds, [2]);
}

#[test]
fn venice_pay_at_a_seat_with_no_bet_shows_a_dealer_line() {
    // Round 1, after paying seat 2: 25.00 paid at seat 7, which has no bet. Seat 7 should
    // receive nothing; the player there gains 25.00.
    let actions = format!(
        "rien-ne-va-plus\ngive-cards 2\nreveal banca\nannounce banca 6 punto 8\ncollect 4\n\
         pay 2 10.00\npay 7 25.00\ndiscard all\npass-button 2\n\
         rien-ne-va-plus\ngive-cards 2\nreveal banca\nannounce banca 9 punto 3\n\
         collect 2\npay 4 9.50\ndiscard all\npass-button 4\n{VENICE_ROUND_3}"
    );
    let (text, rounds) = audited(VENICE_THREE_ROUNDS, &actions);
    assert_eq!(
        text,
        format!(
            "step 7: expected discard all, did pay 7 25.00  # PLACES order\n\
             {VENICE_RESULTS_1}dealer 7 won 25.00 lost 0.00 difference 25.00\n\
             {VENICE_RESULTS_2}{VENICE_RESULTS_3}"
        )
    );
    assert_eq!(rounds, [1]);
}

#[test]
fn casilleros_pay_at_an_empty_box_shows_a_dealer_line() {
    // Box 2 Punto 10 holds 4C 3D (7), box 5 Banca 20 holds 2S 4H (6), the Banca 5D 2C (7)
    // stands (CAS-d): box 2 ties 7 to 7 (encart), box 5's Banca bet wins 20 less 5 %, 19.00.
    // After paying box 5 the dealer pays 20.00 at box 9, where nothing is bet.
    let scenario = r#"Scenario(format: 1, profile: "casilleros", rounds: [
        Round(bets: [(place: 2, on: Punto, amount: 10), (place: 5, on: Banca, amount: 20)],
              shoe: ["4C", "2S", "5D", "3D", "4H", "2C"])])"#;
    let actions = "encart 2\ndiscard 2\npay 5 19.00\npay 9 20.00\ndiscard 5\ndiscard banca\n";
    let (text, rounds) = audited(scenario, actions);
    assert_eq!(
        text,
        "step 4: expected discard 5, did pay 9 20.00  # PLACES order\n\
         result 2 tie won 0.00 lost 0.00\nresult 5 banca won 19.00 lost 0.00\n\
         dealer 9 won 20.00 lost 0.00 difference 20.00\n"
    );
    assert_eq!(rounds, [1]);
}

#[test]
fn puerto_rico_a_pay_out_of_order_and_of_the_wrong_amount_is_two_findings() {
    // Seat 5 Punto 25, seat 7 Banca 50; Punto 4S 3H (7) stands, the Banca 3D 2C (5) draws 3S
    // (8) and wins 8 to 7: seat 5's 25 is collected, seat 7 wins 50 less 5 %, 47.50, and
    // the shoe stays. Paying seat 7 50 before collecting seat 5 breaks the order (PR-settle)
    // and the amount (PAY-banca); nothing is missing afterwards, and seat 7 is 2.50 over.
    let scenario = r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [
        Round(bets: [(place: 5, on: Punto, amount: 25), (place: 7, on: Banca, amount: 50)],
              shoe: ["4S", "3D", "3H", "2C", "3S"])])"#;
    let actions =
        "stand punto\ndraw banca\nannounce banca 8 punto 7\npay 7 50\ncollect 5\ndiscard all\n";
    let (text, rounds) = audited(scenario, actions);
    assert_eq!(
        text,
        "step 4: expected collect 5, did pay 7 50.00  # PR-settle order\n\
         step 4: expected pay 7 47.50, did pay 7 50.00  # PAY-banca money\n\
         result 5 banca won 0.00 lost 25.00\nresult 7 banca won 47.50 lost 0.00\n\
         dealer 7 won 50.00 lost 0.00 difference 2.50\n"
    );
    assert_eq!(rounds, [1, 1]);
}

#[test]
fn venice_a_forgotten_discard_ends_the_round_at_the_next_rounds_first_action() {
    // Round 1 without its `discard all` and pass: the next round's `rien-ne-va-plus` ends it;
    // what was due (the discard, then the pass) is one finding, and rounds 2 and 3 are judged
    // on their own, clean. The finding's row is the trainer's (section 6: the first deviation
    // is evaluated exactly as the trainer would): `rien-ne-va-plus` was done in round 1, so D16
    // (order, a0's rule VE-button) comes before D17.
    let actions = format!(
        "rien-ne-va-plus\ngive-cards 2\nreveal banca\nannounce banca 6 punto 8\ncollect 4\n\
         pay 2 10.00\nrien-ne-va-plus\ngive-cards 2\nreveal banca\nannounce banca 9 punto 3\n\
         collect 2\npay 4 9.50\ndiscard all\npass-button 4\n{VENICE_ROUND_3}"
    );
    let (text, rounds) = audited(VENICE_THREE_ROUNDS, &actions);
    assert_eq!(
        text,
        format!(
            "step 7: expected discard all, did rien-ne-va-plus  # VE-button order\n\
             {VENICE_RESULTS_1}{VENICE_RESULTS_2}{VENICE_RESULTS_3}"
        )
    );
    assert_eq!(rounds, [1]);
}

/// The Puerto Rico case above, in the inspector's editor.
fn pr_case_in_the_editor(lang: tallador::text::i18n::Lang, actions: &str) -> InspectorScreen {
    use tallador::core::Side;
    use tallador::inspect::case::BetDraft;
    let mut screen = InspectorScreen::default();
    screen.lang = lang;
    screen.draft.profile = "punto-banco-pr".into();
    screen.draft.decimal_mark = lang.decimal_mark();
    screen.draft.bets = vec![
        BetDraft {
            place: "5".into(),
            side: Side::Punto,
            amount: "25".into(),
        },
        BetDraft {
            place: "7".into(),
            side: Side::Banca,
            amount: "50".into(),
        },
    ];
    screen.draft.cards = ["4S", "3D", "3H", "2C", "3S"]
        .iter()
        .map(|c| c.parse().unwrap())
        .collect();
    screen.draft.actions = actions.into();
    screen
}

#[test]
fn the_editor_reads_the_dealers_actions_in_the_windows_words_as_the_trainer_does() {
    use tallador::text::i18n::Lang;
    // The Puerto Rico case: Punto 7 stands, the Banca 5 draws to 8 and wins. The right
    // actions in Spanish, the amount with a decimal comma; the audit is clean.
    let spanish = "punto se planta\nbanca pide\nanunciar banca 8 punto 7\ncobrar 5\n\
                   pagar 7 47,50\ndescartar todo\n";
    let mut screen = pr_case_in_the_editor(Lang::Es, spanish);
    let profiles = Profiles::default();
    let case = screen
        .case(&profiles)
        .as_ref()
        .expect("the Spanish actions read");
    let audit = case.audit.as_ref().expect("the actions are audited");
    assert!(audit.is_clean(), "{:?}", audit.findings);
    assert_eq!(audit.actions.len(), 6);
    // The same words, and the dealer's pay of 50 before the collect: two findings.
    let wrong = "punto se planta\nbanca pide\nanunciar banca 8 punto 7\npagar 7 50\ncobrar 5\n\
                 descartar todo\n";
    let mut screen = pr_case_in_the_editor(Lang::Es, wrong);
    let case = screen
        .case(&profiles)
        .as_ref()
        .expect("the Spanish actions read");
    let rules: Vec<String> = case
        .audit
        .as_ref()
        .unwrap()
        .findings
        .iter()
        .map(|f| f.rule.to_string())
        .collect();
    assert_eq!(rules, ["PR-settle", "PAY-banca"]);
    // Saved, the actions file is in the action language, which `tallador audit` reads, with
    // the inspector's words after each line.
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("case.ron");
    case.save(&path, wrong).unwrap();
    let saved = std::fs::read_to_string(folder.path().join("case.actions")).unwrap();
    assert_eq!(
        saved,
        "stand punto  # punto se planta\ndraw banca  # banca pide\n\
         announce banca 8 punto 7  # anunciar banca 8 punto 7\npay 7 50.00  # pagar 7 50\n\
         collect 5  # cobrar 5\ndiscard all  # descartar todo\n"
    );
    // In English the Spanish words are not actions: a problem at line 1, column 1.
    let mut screen = pr_case_in_the_editor(Lang::En, spanish);
    let problems = screen
        .case(&profiles)
        .as_ref()
        .expect_err("Spanish is not read in English");
    assert_eq!((problems[0].line, problems[0].column), (Some(1), Some(1)));
}

/// examples.md I4 in the inspector's editor: a claim at seat 7 the inspector voided, and a
/// dealer who settled instead. The reconstruction and the report say the coup is void and why,
/// the dealer's deviation at the remedy, and the money the dealer moved where none should move.
#[test]
fn a_claim_voided_and_settled_anyway_is_reported_void_with_the_money_moved() {
    use tallador::core::Side;
    use tallador::inspect::case::{BetDraft, CaseDraft, Field};
    use tallador::inspect::report::ReportHeader;
    use tallador::text::i18n::Lang;
    let draft = |irregularities: &str| CaseDraft {
        profile: "punto-banco-pr".into(),
        bets: vec![
            BetDraft {
                place: "3".into(),
                side: Side::Punto,
                amount: "50".into(),
            },
            BetDraft {
                place: "7".into(),
                side: Side::Banca,
                amount: "40".into(),
            },
        ],
        cards: ["8S", "5D", "JC", "2H"]
            .iter()
            .map(|c| c.parse().unwrap())
            .collect(),
        actions: "announce banca 7 punto 8\ncollect 7\npay 3 50\ndiscard all\npass-shoe 3\n".into(),
        irregularities: irregularities.into(),
        ..CaseDraft::default()
    };
    let profiles = Profiles::default();
    let case = draft("claim 7 void\n")
        .build(&profiles)
        .expect("the case reads");
    let plan = &case.plans[0];
    assert_eq!(plan.void, Some(tallador::core::RuleId::IrrClaim));
    let audit = case.audit.as_ref().unwrap();
    assert_eq!(audit.findings[0].step, 2);
    assert_eq!(audit.findings[0].rule, tallador::core::RuleId::IrrClaim);
    let moved: Vec<(u8, String)> = audit
        .money
        .iter()
        .map(|money| (money.should.place, money.difference().fixed()))
        .collect();
    assert_eq!(moved, [(3, "50.00".into()), (7, "-40.00".into())]);
    // The report, in Spanish: the coup void and why, the claim told with its source.
    let header = ReportHeader {
        inspector: "M. Díaz".into(),
        when: "2026-12-04 10:00 -03:00".into(),
        sources: Vec::new(),
        lang: Lang::Es,
    };
    let html = case.report(&header);
    assert!(
        html.contains("La jugada está anulada (IRR-claim)"),
        "{html}"
    );
    assert!(html.contains("Colorado rule 47.1-828"), "{html}");
    assert!(html.contains(">nula<"), "{html}");
    // A line that does not read, and one the table refuses, are problems at their line.
    let problems = draft("claim 7 void\nclaim 7 maybe\n")
        .build(&profiles)
        .unwrap_err();
    assert_eq!(
        (problems[0].field, problems[0].line, problems[0].column),
        (Field::Irregularities, Some(2), Some(9))
    );
    // Told in the inspector's language: the problem is a value, not English text.
    let why = problems[0]
        .why
        .as_ref()
        .expect("a problem the window translates");
    assert_eq!(why.id, "irregularity_line_ruling");
    let told = tallador::text::explain::problem(
        &tallador::text::i18n::I18n::new(Lang::Es),
        why,
        &problems[0].message,
    );
    assert!(told.contains("`void` (anulada)"), "{told}");
    let problems = draft("extra to box 3\n").build(&profiles).unwrap_err();
    assert_eq!(
        (problems[0].field, problems[0].line),
        (Field::Irregularities, Some(1))
    );
    // Saved and opened again, the case keeps its events.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("claim.ron");
    case.save(&path, &draft("").actions).unwrap();
    let opened = CaseDraft::open(&path, &profiles).unwrap();
    assert_eq!(opened.irregularities, "claim 7 void\n");
}
