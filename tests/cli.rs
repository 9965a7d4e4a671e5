//! The command line as scripts see it: output, exit status and messages of the real binary.

use std::path::Path;
use std::process::{Command, Output};

fn tallador(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tallador"))
        .args(args)
        .env(
            "TALLADOR_DATA",
            std::env::temp_dir().join("tallador-cli-test-none"),
        )
        .output()
        .expect("the binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// The five worked examples of examples.md, printed exactly (`--explain` where the spec shows ids).
#[test]
fn sequence_prints_the_worked_examples_exactly() {
    let dir = Path::new("tests/fixtures/examples");
    let mut checked = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|ext| ext != "ron") {
            continue;
        }
        let expected = std::fs::read_to_string(path.with_extension("expected")).unwrap();
        let mut args = vec!["sequence"];
        if expected.contains("# CAS-") {
            args.push("--explain");
        }
        let file = path.to_str().unwrap();
        args.push(file);
        let output = tallador(&args);
        assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
        assert_eq!(stdout(&output), expected, "{file}");
        checked += 1;
    }
    assert_eq!(checked, 5);
}

#[test]
fn sequence_amounts_prints_the_winnings() {
    let output = tallador(&[
        "sequence",
        "--amounts",
        "tests/fixtures/examples/ve-equal-bets-bottone.ron",
    ]);
    // Round 3: 5 on Banco pays 4.75; rounds 2: 25 on Punto pays 25.00.
    assert!(stdout(&output).contains("pay 6 4.75\n"));
    assert!(stdout(&output).contains("pay 2 25.00\n"));
}

fn write(dir: &Path, name: &str, text: &[u8]) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

#[test]
fn bad_scenarios_exit_2_with_file_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let good =
        std::fs::read_to_string("tests/fixtures/examples/cas-standing-box-first.ron").unwrap();
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        (
            "card.ron",
            good.replace("\"KD\"", "\"KK\"").into_bytes(),
            ":8:20: `KK` is not a card",
        ),
        (
            "syntax.ron",
            good.replace("rounds: [", "rounds: [[").into_bytes(),
            ":",
        ),
        (
            "latin1.ron",
            b"Scenario(title: \"Ca\xf1a\")".to_vec(),
            ":1:20: the file is not UTF-8 text",
        ),
        ("truncated.ron", good.as_bytes()[..120].to_vec(), ":"),
    ];
    for (name, bytes, needle) in cases {
        let file = write(dir.path(), name, &bytes);
        let output = tallador(&["sequence", &file]);
        assert_eq!(output.status.code(), Some(2), "{name}");
        let message = stderr(&output);
        assert!(message.starts_with(&file), "{name}: {message}");
        assert!(message.contains(needle), "{name}: {message}");
        assert!(!message.contains("panicked"), "{message}");
    }
}

#[test]
fn check_validates_files_and_folders() {
    let output = tallador(&["check", "tests/fixtures/examples", "assets/profiles"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(stdout(&output).lines().count(), 8);
    let dir = tempfile::tempdir().unwrap();
    let bad = write(
        dir.path(),
        "bad.ron",
        b"Scenario(format: 1, profile: \"casilleros\", rounds: [])",
    );
    let output = tallador(&["check", "tests/fixtures/examples", &bad]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("bad.ron:1:"),
        "{}",
        stderr(&output)
    );
    let output = tallador(&["check", "does-not-exist.ron"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("does-not-exist.ron: cannot read the file"));
}

#[test]
fn audit_reports_deviations_and_money() {
    let dir = tempfile::tempdir().unwrap();
    // Example 2: the dealer draws for the Banca before settling box 5 (which the Banca stands
    // against, 7 against 6: D15, box 5 comes first) and then collects box 5, which won 7
    // against the Banca's two-card 6 (D9, T6).
    let actions = write(
        dir.path(),
        "dealer.txt",
        b"draw 1\ndraw banca  # too early\ncollect 5\ndiscard 5\ncollect 1\ndiscard 1\ndiscard banca\n",
    );
    let output = tallador(&[
        "audit",
        "tests/fixtures/examples/cas-standing-box-first.ron",
        &actions,
    ]);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    let expected = "\
step 2: expected pay 5, did draw banca  # CAS-e order
  why: First: pay 10 at box 5, because the boxes the Banca stands against are settled first, left to right, and only then does it take its card (CAS-e).
step 3: expected pay 5, did collect 5  # T6 money
  why: At box 5 it is 7 against the Banca's 6: Punto wins there (T6).
result 1 banca won 0.00 lost 10.00
result 5 punto won 10.00 lost 0.00
dealer 5 won 0.00 lost 10.00 difference -20.00
";
    assert_eq!(stdout(&output), expected);

    let clean = write(
        dir.path(),
        "clean.txt",
        b"draw 1\npay 5 10\ndiscard 5\ndraw banca\ncollect 1\ndiscard 1\ndiscard banca\n",
    );
    let output = tallador(&[
        "audit",
        "tests/fixtures/examples/cas-standing-box-first.ron",
        &clean,
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", stdout(&output));

    let short = write(dir.path(), "short.txt", b"draw 1\npay 5\n");
    let output = tallador(&[
        "audit",
        "tests/fixtures/examples/cas-standing-box-first.ron",
        &short,
    ]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stdout(&output).starts_with("step 3: expected discard 5, did nothing  # CAS-g omission\n"),
        "{}",
        stdout(&output)
    );

    let bad = write(dir.path(), "bad.txt", b"draw 1\nfold 3\n");
    let output = tallador(&[
        "audit",
        "tests/fixtures/examples/cas-standing-box-first.ron",
        &bad,
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("bad.txt:2:1: `fold` is not an action"),
        "{}",
        stderr(&output)
    );
    let far = write(dir.path(), "far.txt", b"collect 13\n");
    let output = tallador(&[
        "audit",
        "tests/fixtures/examples/cas-standing-box-first.ron",
        &far,
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("far.txt:1:9: place 13 is outside this table"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn odds_are_exact_for_1_6_and_8_decks() {
    let cases = [
        ("1", "6737232640", "6548674432", "1372227328"),
        ("6", "403095751234560", "392220492728832", "83552962932288"),
        (
            "8",
            "2292252566437888",
            "2230518282592256",
            "475627426473216",
        ),
    ];
    for (decks, banca, punto, tie) in cases {
        let out = stdout(&tallador(&["odds", "--decks", decks]));
        let count = |name: &str| {
            out.lines()
                .find_map(|line| line.strip_prefix(&format!("{name} ")))
                .unwrap()
                .split(' ')
                .next()
                .unwrap()
                .to_string()
        };
        assert_eq!(
            (count("banca"), count("punto"), count("tie")),
            (banca.into(), punto.into(), tie.into()),
            "{decks} decks"
        );
    }
    let eight = stdout(&tallador(&["odds", "--decks", "8"]));
    assert!(eight.contains("total 4998398275503360\n"));
    // The well-known house edges: Banca 1.06 %, Punto 1.24 %, tie 14.36 %.
    assert!(eight.contains("edge banca 0.01057"), "{eight}");
    assert!(eight.contains("edge punto 0.01235"), "{eight}");
    assert!(eight.contains("edge tie 0.14359"), "{eight}");
}

#[test]
fn simulate_is_seeded_and_bad_arguments_exit_2() {
    let first = stdout(&tallador(&["simulate", "--rounds", "20000", "--seed", "7"]));
    let again = stdout(&tallador(&["simulate", "--rounds", "20000", "--seed", "7"]));
    let shares = |text: &str| text.lines().take(3).map(String::from).collect::<Vec<_>>();
    assert_eq!(shares(&first), shares(&again));
    assert!(
        first
            .lines()
            .any(|line| line.starts_with("rounds-per-second "))
    );
    assert_eq!(
        tallador(&["simulate", "--rounds", "x", "--seed", "1"])
            .status
            .code(),
        Some(2)
    );
    assert_eq!(tallador(&["odds", "--decks", "0"]).status.code(), Some(2));
    assert_eq!(tallador(&["frobnicate"]).status.code(), Some(2));
}

#[test]
fn audit_report_holds_the_reconstruction_and_the_deviations() {
    let dir = tempfile::tempdir().unwrap();
    let actions = write(
        dir.path(),
        "dealer.txt",
        b"draw 1\ndraw banca\ncollect 5\ndiscard 5\ncollect 1\ndiscard 1\ndiscard banca\n",
    );
    let report = dir.path().join("case.html");
    let output = tallador(&[
        "audit",
        "tests/fixtures/examples/cas-standing-box-first.ron",
        &actions,
        "--report",
        report.to_str().unwrap(),
        "--inspector",
        "Marta <Díaz>",
    ]);
    assert_eq!(output.status.code(), Some(1));
    let html = std::fs::read_to_string(&report).unwrap();
    // The inspector's name, escaped; the title.
    assert!(html.contains("Marta &lt;Díaz&gt;"));
    assert!(html.contains("A standing box right of a drawing box is settled first"));
    // The cards in shoe order: KD to box 1, 4C to box 5, 3H to the Banca, …, 6S to box 1, 2D to the Banca.
    for (position, card, owner) in [
        (1, "KD", "Box 1"),
        (2, "4C", "Box 5"),
        (3, "3H", "Banca"),
        (7, "6S", "Box 1"),
        (8, "2D", "Banca"),
    ] {
        // The list numbers the cards in shoe order: the position-th item.
        let shoe = html
            .split("<ol class=\"columns shoe\">")
            .nth(1)
            .and_then(|rest| rest.split("</ol>").next())
            .unwrap();
        let item = shoe.split("<li>").nth(position).unwrap();
        assert_eq!(
            item,
            format!("<code>{card}</code> → {owner}</li>"),
            "card {position}"
        );
    }
    // Both deviations with rule and category, and box 5's money: should +10.00, gave -10.00.
    // What the dealer did in words and as typed; the rule with its id, category and wording.
    assert!(html.contains(
        "<td class=\"wrap\">pay 10 at box 5</td><td class=\"wrap\">third card to the Banca<br>\
         <code>draw banca</code></td><td class=\"wrap\"><b>CAS-e</b> · Order<br><span class=\"rule\">First every third card, left to right; \
         then the boxes the Banca stands against are settled, left to right, and only then does \
         the Banca take its card.</span></td>"
    ));
    assert!(html.contains(
        "<td class=\"wrap\">collect box 5<br><code>collect 5</code></td><td class=\"wrap\"><b>T6</b> · Money<br>\
         <span class=\"rule\">Each side takes at most one third card; the higher total wins and \
         equal totals tie.</span></td>\
         <td class=\"why\">At box 5 it is 7 against the Banca's 6: Punto wins there (T6).</td>"
    ));
    // Signed off on the floor: two inspectors and the date.
    assert!(html.contains("<div>Inspector (name and signature)</div>"));
    assert!(html.contains("<div>Second inspector (name and signature)</div>"));
    assert!(html.contains(
        "<td class=\"num\">10.00</td><td class=\"num\">-10.00</td><td class=\"num bad\">-20.00</td>"
    ));
}

#[test]
fn audit_of_a_misdealt_card_shows_the_hands_as_dealt() {
    // PR-deal is Punto, Banca, Punto, Banca: Punto 9H 9D (8) against Banca 2C KC (2), Punto wins
    // de aire. The dealer sends the first card to the Banca and the second to Punto: Punto holds
    // 2C 9D (1) and the Banca 9H KC (9), a Banca natural.
    let dir = tempfile::tempdir().unwrap();
    let scenario = write(
        dir.path(),
        "misdeal.ron",
        br#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [Round(
            bets: [(place: 3, on: Punto, amount: 20), (place: 6, on: Banca, amount: 20)],
            shoe: ["9H", "2C", "9D", "KC"])])"#,
    );
    let actions = write(
        dir.path(),
        "deal.txt",
        b"deal banca\ndeal punto\ndeal punto\ndeal banca\n",
    );
    let output = tallador(&["audit", &scenario, &actions]);
    assert_eq!(output.status.code(), Some(1));
    let expected = "\
step 1: expected deal punto, did deal banca  # PR-deal order
  why: This card goes to Punto: the deal keeps its order (PR-deal).
step 5: expected announce banca 2 punto 8, did nothing  # PR-announce omission
dealt punto 2C 9D, should be 9H 9D
dealt banca 9H KC, should be 2C KC
as-dealt result 3 banca won 0.00 lost 20.00
as-dealt result 6 banca won 19.00 lost 0.00
result 3 punto won 20.00 lost 0.00
dealer 3 won 0.00 lost 0.00 difference -20.00
result 6 punto won 0.00 lost 20.00
dealer 6 won 0.00 lost 0.00 difference 20.00
";
    assert_eq!(stdout(&output), expected);
}

#[cfg(feature = "app")]
#[test]
fn audit_report_in_spanish() {
    let dir = tempfile::tempdir().unwrap();
    let actions = write(
        dir.path(),
        "dealer.txt",
        b"draw 1\ndraw banca\ncollect 5\ndiscard 5\ncollect 1\ndiscard 1\ndiscard banca\n",
    );
    let report = dir.path().join("caso.html");
    let scenario = "tests/fixtures/examples/cas-standing-box-first.ron";
    let output = tallador(&[
        "audit",
        scenario,
        &actions,
        "--report",
        report.to_str().unwrap(),
        "--lang",
        "es",
    ]);
    assert_eq!(output.status.code(), Some(1));
    let html = std::fs::read_to_string(&report).unwrap();
    assert!(html.contains("<html lang=\"es\">"));
    assert!(html.contains("<h1>Reconstrucción de una mano en disputa</h1>"));
    assert!(html.contains("<ol class=\"columns shoe\"><li><code>KD</code> → Casilla 1</li>"));
    assert!(html.contains("<p class=\"bad\">2 desvíos.</p>"));
    // The deviations in Spanish words beside the action language, the rule's id, category
    // and wording.
    assert!(
        html.contains(
            "<td class=\"wrap\">cobrar la casilla 5<br><code>collect 5</code></td>\
             <td class=\"wrap\"><b>T6</b> · Dinero<br>\
             <span class=\"rule\">Cada lado toma como mucho una tercera carta; gana el total más \
             alto y los totales iguales empatan.</span></td>\
             <td class=\"why\">La casilla 5 tiene 7 y la Banca, 6: ahí gana Punto (T6).</td>"
        ),
        "{html}"
    );
    assert_eq!(
        tallador(&["audit", scenario, &actions, "--lang", "fr"])
            .status
            .code(),
        Some(2)
    );
}

#[test]
fn a_forgotten_discard_all_is_one_finding_and_no_money_moves_wrongly() {
    // Two Puerto Rico rounds. Round 1: Punto 6C 2H (8) beats Banca 5H AC (6) on naturals:
    // collect 7, pay 3 20, discard all, pass-shoe 3. Round 2: Punto 2D 4S (6) stands, Banca
    // 3S 4D (7) stands and wins: collect 3, pay 7 9.50, discard all. The dealer forgets round 1's
    // `discard all` and passes the shoe: that pass is a later step done too early (D15), whose
    // first step is the discard (PR-discard). Every chip moved correctly.
    let dir = tempfile::tempdir().unwrap();
    let scenario = write(
        dir.path(),
        "two.ron",
        br#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [
        Round(bets: [(place: 3, on: Punto, amount: 20), (place: 7, on: Banca, amount: 10)],
              shoe: ["6C", "5H", "2H", "AC"]),
        Round(bets: [(place: 3, on: Punto, amount: 20), (place: 7, on: Banca, amount: 10)],
              shoe: ["2D", "3S", "4S", "4D"])])"#,
    );
    let actions = write(
        dir.path(),
        "dealer.txt",
        b"announce banca 6 punto 8\ncollect 7\npay 3\npass-shoe 3\n\
          stand punto\nstand banca\nannounce banca 7 punto 6\ncollect 3\npay 7\ndiscard all\n",
    );
    let output = tallador(&["audit", &scenario, &actions, "--lang", "es"]);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    let expected = "\
step 4: expected discard all, did pass-shoe 3  # PR-discard order
  why: Primero: todas las cartas al descarte, porque las cartas se retiran al descarte antes de que pase el sabot (PR-discard).
# round 1
result 3 punto won 20.00 lost 0.00
result 7 punto won 0.00 lost 10.00
# round 2
result 3 banca won 0.00 lost 20.00
result 7 banca won 9.50 lost 0.00
";
    assert_eq!(stdout(&output), expected);
}

#[test]
fn an_action_file_may_hold_sequence_and_audit_lines_and_large_winnings() {
    // A tie bet of 999,999,999,999.99 at 8 to 1 wins 7,999,999,999,999.92: the right payout,
    // larger than a stake may be. Punto 3H 4D (7) and Banca 2S 5C (7) tie.
    let dir = tempfile::tempdir().unwrap();
    let scenario = write(
        dir.path(),
        "tie.ron",
        br#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [Round(
            bets: [(place: 1, on: Empate, amount: 999999999999.99)],
            shoe: ["3H", "2S", "4D", "5C"])])"#,
    );
    let actions = write(
        dir.path(),
        "dealer.txt",
        b"stand punto\nstand banca\nannounce banca 7 punto 7\npay 1 7999999999999.92\n\
          discard all\nresult 1 tie won 7999999999999.92 lost 0.00\n\
          dealer 1 won 0.00 lost 0.00 difference 0.00\nas-dealt result 1 tie won 0.00 lost 0.00\n",
    );
    let output = tallador(&["audit", &scenario, &actions]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        "result 1 tie won 7999999999999.92 lost 0.00\n"
    );
}

#[test]
fn an_unknown_language_or_screen_for_the_window_is_refused_before_it_opens() {
    // Before, `--lang fr` was dropped silently and the window opened in the default language.
    for args in [["--lang", "fr"], ["--screen", "nowhere"]] {
        let output = tallador(&args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(
            stderr(&output).contains("invalid value"),
            "{}",
            stderr(&output)
        );
    }
}

/// The worked shoe of examples.md on its house profile `pr-marked` (a folder of profiles).
const MARKED_SHOE: &str = "tests/fixtures/commission-box/pr-marked-shoe.ron";
const MARKED_PROFILES: &str = "assets/house-profiles";

#[test]
fn sequence_prints_the_worked_commission_box_shoe_exactly() {
    let output = tallador(&["sequence", "--profiles", MARKED_PROFILES, MARKED_SHOE]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let expected =
        std::fs::read_to_string("tests/fixtures/commission-box/pr-marked-shoe.expected").unwrap();
    assert_eq!(stdout(&output), expected);
    // As examples.md prints it: `collect-commission` after the marks, before `discard all`.
    assert!(expected.contains("commission 5 0.50\ncollect-commission 5 0.50\ndiscard all\n"));
    assert!(expected.contains("commission 2 1.25\ncollect-commission 2 8.25\ndiscard all\n"));
}

#[test]
fn audit_shows_a_forgotten_box_as_money_owed() {
    // examples.md's worked shoe: in round 2 the dealer discards without collecting seat 5's
    // 0.50 (D17, PAY-box omission); in round 3 collects 8.00 of seat 2's 8.25 (D2, PAY-box
    // money). The money report counts what each box received and what was collected: seat 5
    // still owes 0.50 after round 2, seat 2 owes 0.25 after round 3.
    let dir = tempfile::tempdir().unwrap();
    let actions = write(
        dir.path(),
        "dealer.txt",
        b"announce banca 9 punto 5\ncollect 5\npay 2\ncommission 2 5.00\ndiscard all\n\
announce banca 8 punto 7\npay 2\ncommission 2 2.00\npay 5\ncommission 5 0.50\ndiscard all\n\
announce banca 9 punto 7\npay 2\ncommission 2 1.25\ncollect-commission 2 8.00\ndiscard all\n",
    );
    let output = tallador(&[
        "audit",
        "--profiles",
        MARKED_PROFILES,
        MARKED_SHOE,
        &actions,
    ]);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    let expected = "\
step 11: expected collect-commission 5 0.50, did discard all  # PAY-box omission
  why: What is due now: collect the commission box of seat 5, 0.50 (PAY-box).
step 15: expected collect-commission 2 8.25, did collect-commission 2 8.00  # PAY-box money
  why: In its commission box, seat 2 owes 5.00 + 2.00 + 1.25 = 8.25: the whole box is collected, 8.25; you collected 8.00 (PAY-box).
# round 1
result 2 banca won 100.00 lost 0.00
result 5 banca won 0.00 lost 20.00
box 2 received 5.00 collected 0.00
# round 2
result 2 banca won 40.00 lost 0.00
result 5 banca won 10.00 lost 0.00
box 2 received 2.00 collected 0.00
box 5 received 0.50 collected 0.50
dealer box 5 received 0.50 collected 0.00 owed 0.50
# round 3
result 2 banca won 25.00 lost 0.00
box 2 received 1.25 collected 8.25
dealer box 2 received 1.25 collected 8.00 owed 0.25
";
    assert_eq!(stdout(&output), expected);

    // Done right, the audit is clean and the boxes show no dealer line.
    let clean = write(
        dir.path(),
        "clean.txt",
        b"announce banca 9 punto 5\ncollect 5\npay 2\ncommission 2 5.00\ndiscard all\n\
announce banca 8 punto 7\npay 2\ncommission 2 2.00\npay 5\ncommission 5 0.50\n\
collect-commission 5 0.50\ndiscard all\n\
announce banca 9 punto 7\npay 2\ncommission 2 1.25\ncollect-commission 2 8.25\ndiscard all\n",
    );
    let output = tallador(&["audit", "--profiles", MARKED_PROFILES, MARKED_SHOE, &clean]);
    assert_eq!(output.status.code(), Some(0), "{}", stdout(&output));
    assert!(
        !stdout(&output).contains("dealer box"),
        "{}",
        stdout(&output)
    );
}
