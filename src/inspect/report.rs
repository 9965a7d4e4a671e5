//! The inspector's printable report (HTML, one page per case, on A4 or Letter): the situation,
//! the reconstruction under the correct procedure, the dealer's deviations in the inspector's
//! language with each rule's wording, the money differences, and lines for two inspectors'
//! signatures and the date, as a disputed hand is signed off on the floor. Used by `tallador
//! audit --report` and by the inspector screen.

use maud::{DOCTYPE, Markup, PreEscaped, html};

use crate::core::audit::Audit;
use crate::core::procedure::RoundPlan;
use crate::core::scenario::{RoundSpec, Scenario};
use crate::core::{Money, Winner};
use crate::text::i18n::{I18n, Lang};

/// Who signs the report and when (passed in: no clock in here).
#[derive(Clone, Debug, Default)]
pub struct ReportHeader {
    pub inspector: String,
    /// Date and time with time zone, as the inspector should read it.
    pub when: String,
    /// The scenario and actions files, as named on the command line or in the app.
    pub sources: Vec<String>,
    /// The language of the report.
    pub lang: Lang,
}

/// Who won at a place, or that the coup was void there.
fn result_word<'a>(i18n: &'a I18n, result: &crate::core::PlaceResult) -> std::borrow::Cow<'a, str> {
    if result.void {
        i18n.tr("report.void")
    } else {
        winner_word(i18n, result.winner)
    }
}

fn winner_word(i18n: &I18n, winner: Winner) -> std::borrow::Cow<'_, str> {
    i18n.tr(match winner {
        Winner::Punto => "report.winner_punto",
        Winner::Banca => "report.winner_banca",
        Winner::Tie => "report.winner_tie",
    })
}

/// A wager's side in the report's language (Banco and Égalité at the Venice table).
fn side_word(i18n: &I18n, side: crate::core::Side) -> std::borrow::Cow<'_, str> {
    i18n.tr(match side {
        crate::core::Side::Punto => "quiz.side.punto",
        crate::core::Side::Banca => "quiz.side.banca",
        crate::core::Side::Empate => "quiz.side.empate",
    })
}

/// One page on A4 and on Letter (the printer's own paper: no size is set): small type, the
/// round's tables side by side, the procedure and the dealer's actions in columns, and room
/// for two inspectors' signatures and the date at the foot.
const STYLE: &str = "
body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 8pt; color: #111; margin: 0; }
h1 { font-size: 13pt; margin: 0 0 0.1em; } h2 { font-size: 10.5pt; margin: 0.6em 0 0.2em; }
h3 { font-size: 9pt; margin: 0.3em 0 0.1em; }
table { border-collapse: collapse; margin: 0.1em 0 0.3em; }
th, td { border: 1px solid #999; padding: 1px 4px; text-align: left; vertical-align: top;
  white-space: nowrap; }
td.why, td.wrap { white-space: normal; } th { white-space: normal; }
th { background: #eee; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
.bad { color: #a00; font-weight: bold; } .ok { color: #060; font-weight: bold; }
.meta td { border: none; padding: 0 8px 0 0; } code { font-size: 8pt; }
.side { display: flex; gap: 6mm; align-items: flex-start; } .side > div { flex: 0 0 auto; }
ol.columns { columns: 5; column-gap: 6mm; margin: 0.1em 0 0.3em; padding-left: 2.2em; }
ol.actions { columns: 6; }
.why { font-size: 8pt; } .rule { color: #444; font-size: 7.5pt; }
.signatures { display: flex; gap: 10mm; margin-top: 9mm; break-inside: avoid; }
.signatures div { flex: 1; border-top: 1px solid #111; padding-top: 2px; color: #444; }
section.case { page-break-after: always; break-after: page; }
@page { margin: 10mm; }
";

/// A table whose header row comes from translation keys.
fn table(i18n: &I18n, columns: &[&str], rows: Markup) -> Markup {
    html! {
        table {
            tr { @for column in columns { th { (i18n.tr(column)) } } }
            (rows)
        }
    }
}

/// A heading, then [`table`].
fn titled_table(i18n: &I18n, title: &str, columns: &[&str], rows: Markup) -> Markup {
    html! { h3 { (i18n.tr(title)) } (table(i18n, columns, rows)) }
}

/// The whole report for one case, in `header.lang`.
pub fn html(
    scenario: &Scenario,
    plans: &[RoundPlan],
    audit: Option<&Audit>,
    header: &ReportHeader,
) -> String {
    // The table's own words throughout: Banco and Égalité at the Venice table.
    let i18n = I18n::new(header.lang).at_table(scenario.profile.kind);
    let code = header.lang.code();
    let title = scenario.title_in(code);
    let notes = scenario.notes_in(code);
    let meta =
        // The value wraps: a case's notes run to several lines, never past the page's side.
        |key: &str, value: Markup| html! { tr { td { b { (i18n.tr(key)) } } td.wrap { (value) } } };
    let page = html! {
        (DOCTYPE)
        html lang=(code) {
            head {
                meta charset="utf-8";
                title { (i18n.tr("report.short_title")) ": " (title) }
                style { (PreEscaped(STYLE)) }
            }
            body {
                section.case {
                    h1 { (i18n.tr("report.heading")) }
                    h2 { (title) }
                    table.meta {
                        (meta("report.table", html! {
                            (scenario.profile.name) " (" code { (scenario.profile.id) } ")"
                        }))
                        (meta("report.inspector", html! { (header.inspector) }))
                        (meta("report.when", html! { (header.when) }))
                        @for source in &header.sources {
                            (meta("report.file", html! { code { (source) } }))
                        }
                        @if !notes.is_empty() { (meta("report.notes", html! { (notes) })) }
                    }
                    @for (index, (plan, round)) in plans.iter().zip(&scenario.rounds).enumerate() {
                        (round_html(&i18n, index, plan, round, audit))
                    }
                    @if let Some(audit) = audit { (dealer_html(&i18n, audit, scenario.profile.kind)) }
                    // Signed off on the floor: two inspectors and the date.
                    div.signatures {
                        div { (i18n.tr("report.sign_inspector")) }
                        div { (i18n.tr("report.sign_second")) }
                        div { (i18n.tr("report.sign_date")) }
                    }
                    p { small { (i18n.tr("report.footer")) } }
                }
            }
        }
    };
    page.into_string()
}

/// One round under the correct procedure: bets, shoe order, hands, steps and results.
/// With an audit the results are in the money table, beside what the dealer gave.
fn round_html(
    i18n: &I18n,
    index: usize,
    plan: &RoundPlan,
    round: &RoundSpec,
    audit: Option<&Audit>,
) -> Markup {
    let number = (index + 1).to_string();
    let holder = i18n.trf(
        "report.holder",
        &[
            ("start", &plan.holder.to_string()),
            ("end", &plan.next_holder.to_string()),
        ],
    );
    let bets = html! {
        @for bet in &round.bets {
            tr { td { (bet.place) } td { (side_word(i18n, bet.side)) } td.num { (i18n.money_fixed(bet.amount)) } }
        }
        @if round.bets.is_empty() { tr { td colspan="3" { (i18n.tr("report.no_bets")) } } }
    };
    let shoe = shoe_html(i18n, plan, round);
    let events = events_html(i18n, plan);
    let hands = html! {
        @for hand in &plan.hands {
            @let cards: Vec<String> = hand.cards.iter().map(|&card| i18n.card(card)).collect();
            tr { td { (i18n.owner(hand.owner)) } td { code { (cards.join(" ")) } } td.num { (hand.total()) } }
        }
    };
    let steps = html! {
        @for step in &plan.steps {
            li { (i18n.describe(step.action, plan.kind)) " " span.rule { (step.rule.id()) } }
        }
    };
    let results = html! {
        @for result in &plan.results {
            tr {
                td { (result.place) }
                td { (result_word(i18n, result)) }
                td.num { (i18n.money_fixed(result.won)) }
                td.num { (i18n.money_fixed(result.lost)) }
                td.num { (i18n.money_fixed(result.commission)) }
            }
        }
    };
    html! {
        h2 { (i18n.trf("report.round", &[("n", &number)])) " · " (holder) }
        div.side {
            div { (titled_table(i18n, "report.bets", &["report.place", "report.side", "report.amount"], bets)) }
            div { (titled_table(i18n, "report.hands", &["report.hand", "report.cards", "report.total"], hands)) }
            @if let Some(audit) = audit {
                div { (money_html(i18n, audit, index)) }
            } @else {
                div { (titled_table(i18n, "report.results", &[
                    "report.place", "report.winner", "report.paid", "report.collected", "report.commission",
                ], results)) }
            }
        }
        @if !plan.events.is_empty() {
            h3 { (i18n.tr("report.irregularities")) }
            ul { (events) }
            p {
                @if let Some(rule) = plan.void {
                    strong { (i18n.trf("report.coup_void", &[("rule", rule.id())])) }
                } @else {
                    (i18n.tr("report.coup_stands"))
                }
            }
        }
        h3 { (i18n.tr("report.shoe_order")) }
        ol.columns.shoe { (shoe) }
        h3 { (i18n.tr("report.procedure")) }
        ol.columns { (steps) }
    }
}

/// Each card that left the shoe, to its hand or (a remedy's burn) to the discard.
fn shoe_html(i18n: &I18n, plan: &RoundPlan, round: &RoundSpec) -> Markup {
    let mut owners = plan.shoe_order.iter();
    html! {
        @for (at, card) in round.shoe.iter().enumerate().take(plan.cards_used) {
            @if plan.burned.contains(&at) {
                li { code { (i18n.card(*card)) } " → " (i18n.tr("table.discard")) }
            } @else if let Some(owner) = owners.next() {
                li { code { (i18n.card(*card)) } " → " (i18n.owner(*owner)) }
            }
        }
    }
}

/// The round's irregularities (section 8), each with this table's remedy and its source.
fn events_html(i18n: &I18n, plan: &RoundPlan) -> Markup {
    html! {
        @for shown in &plan.events {
            @let due = shown.remedy.first().copied().unwrap_or(crate::core::Action::Burn);
            @let facts = crate::core::diagnosis::Facts::Irregular { event: Box::new(shown.clone()), due };
            li { (crate::text::explain::told(i18n, plan.kind, &facts, shown.event.rule())) }
        }
    }
}

/// The money of one round's places: who won there, what the place should have received and
/// what the dealer gave it (net, the player's side), and the difference.
fn money_html(i18n: &I18n, audit: &Audit, round: usize) -> Markup {
    let rows = html! {
        @for money in audit.money.iter().filter(|money| money.round == round) {
            @let difference = money.difference();
            tr {
                td { (money.should.place) }
                @if money.bet {
                    td { (result_word(i18n, &money.should)) }
                } @else {
                    td { (i18n.tr("report.no_bet")) }
                }
                td.num { (i18n.money_fixed(money.should.won - money.should.lost)) }
                td.num { (i18n.money_fixed(money.paid - money.collected - money.commission)) }
                td.num.bad[difference != Money::ZERO] { (i18n.money_fixed(difference)) }
            }
        }
    };
    titled_table(
        i18n,
        "report.money",
        &[
            "report.place",
            "report.winner",
            "report.should",
            "report.gave",
            "report.difference",
        ],
        rows,
    )
}

/// What the dealer did: the deviations and the actions (the money is beside each round).
fn dealer_html(i18n: &I18n, audit: &Audit, kind: crate::core::TableKind) -> Markup {
    let count = audit.findings.len().to_string();
    let findings = html! {
        @for finding in &audit.findings {
            @let expected: Vec<String> = finding.expected.iter().map(|&action| i18n.describe(action, kind)).collect();
            tr {
                td.num { (finding.step) }
                td.num { (finding.line.map_or("–".to_string(), |line| line.to_string())) }
                td.wrap { (expected.join(" | ")) }
                td.wrap { (finding.actual.map_or_else(
                    || i18n.tr("report.nothing").to_string(),
                    |action| i18n.describe(action, kind),
                )) br; code { (finding.actual.map_or_else(String::new, |action| action.to_string())) } }
                td.wrap { b { (finding.rule.id()) } " · " (i18n.category(finding.category)) br;
                    span.rule { (i18n.rule(finding.rule)) } }
                td.why { (finding.diagnosis.as_ref().map_or_else(String::new, |diagnosis| {
                    crate::text::explain::why(i18n, kind, diagnosis)
                })) }
            }
        }
    };
    let actions = html! {
        @for line in &audit.actions {
            li { code { (line.action.to_string()) } }
        }
    };
    html! {
        h2 { (i18n.tr("report.dealer")) }
        @if audit.is_clean() {
            p.ok { (i18n.tr("report.clean")) }
        } @else {
            p.bad { (i18n.trf("report.deviations", &[("n", &count)])) }
            (table(i18n, &[
                "report.step", "report.line", "report.expected", "report.did", "report.rule",
                "report.why",
            ], findings))
        }
        @if !audit.actions.is_empty() {
            h3 { (i18n.tr("report.actions")) }
            ol.columns.actions { (actions) }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Profiles;
    use crate::core::action::parse_file;

    #[test]
    fn a_venice_report_in_spanish_says_banco_egalite_and_the_spanish_suits() {
        // Seat 1 10 on Punto, seat 3 10 on Égalité; Punto 3H 4D (7), Banco 2S 5C (7): a tie.
        // The dealer collects seat 1, whose Punto bet stands off (VE-settle).
        let text = r#"Scenario(format: 1, profile: "punto-banco-venezia", rounds: [Round(
            bets: [(place: 1, on: Punto, amount: 10), (place: 3, on: Empate, amount: 10)],
            shoe: ["3H", "2S", "4D", "5C"])])"#;
        let scenario = Scenario::parse("ve.ron", text, &Profiles::default()).unwrap();
        let actions = parse_file(
            "a.txt",
            "rien-ne-va-plus\ngive-cards 1\nreveal banca\nstand punto\nstand banca\n\
             announce banca 7 punto 7\ncollect 1\npay 3 80\ndiscard all\npass-button 3\n",
            scenario.profile.places,
        )
        .unwrap();
        let (audit, plans) =
            crate::core::audit::audit_scenario(scenario.clone(), &actions).unwrap();
        let header = ReportHeader {
            lang: Lang::Es,
            ..ReportHeader::default()
        };
        let page = html(&scenario, &plans, Some(&audit), &header);
        // The bets' sides in the table's words, not the program's.
        assert!(page.contains("<td>Punto</td>"), "{page}");
        assert!(page.contains("<td>Égalité</td>"), "{page}");
        assert!(!page.contains("Empate"), "{page}");
        // Corazones, picas, diamantes, tréboles.
        for code in ["3C", "2P", "4D", "5T"] {
            assert!(
                page.contains(&format!("<code>{code}</code>")),
                "{code}: {page}"
            );
        }
        // The finding names its rule in words, and what the dealer did in the inspector's
        // language beside the code.
        assert!(
            page.contains(
                "<b>VE-settle</b> · Dinero<br><span class=\"rule\">Se cobran las perdedoras"
            ),
            "{page}"
        );
        // One page, signed off on the floor: two inspectors and the date, and no table of the
        // dealer's actions row by row (a list in columns).
        for line in [
            "Inspector (nombre y firma)",
            "Segundo inspector (nombre y firma)",
            "Fecha y hora",
        ] {
            assert!(
                page.contains(&format!("<div>{line}</div>")),
                "{line}: {page}"
            );
        }
        assert!(page.contains("<ol class=\"columns actions\">"), "{page}");
        assert!(
            !page.contains("size: A4"),
            "the printer's paper, A4 or Letter: {page}"
        );
        // The diagnosis in the Venice table's words.
        assert!(
            page.contains(
                "El puesto 1 apuesta a Punto; Punto tiene 7 y el Banco, 7: Égalité, y las \
                 apuestas a Punto y al Banco no ganan ni pierden (VE-settle)."
            ),
            "{page}"
        );
    }

    #[test]
    fn a_spanish_report_speaks_spanish_throughout() {
        // Puerto Rico (issue 31): seat 5 Punto 25, seat 7 Banca 50; Punto 4S 3H (7) stands, the
        // Banca 3D 2C (5) draws 3S and wins 8 to 7: seat 7 is paid 47.50. The dealer pays 50.
        let text = r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [Round(
            bets: [(place: 5, on: Punto, amount: 25), (place: 7, on: Banca, amount: 50)],
            shoe: ["4S", "3D", "3H", "2C", "3S"])])"#;
        let scenario = Scenario::parse("pr.ron", text, &Profiles::default()).unwrap();
        let actions = parse_file(
            "a.txt",
            "stand punto\ndraw banca\nannounce banca 8 punto 7\npay 7 50\ncollect 5\ndiscard all\n",
            scenario.profile.places,
        )
        .unwrap();
        let (audit, plans) =
            crate::core::audit::audit_scenario(scenario.clone(), &actions).unwrap();
        let header = ReportHeader {
            lang: Lang::Es,
            ..ReportHeader::default()
        };
        let page = html(&scenario, &plans, Some(&audit), &header);
        // The hands in the Spanish suit letters, as the shoe: picas P, corazones C, diamantes D,
        // tréboles T.
        assert!(page.contains("<code>4P 3C</code>"), "{page}");
        assert!(page.contains("<code>3D 2T 3P</code>"), "{page}");
        assert!(!page.contains("4S 3H"), "{page}");
        // Amounts with the decimal comma: the stake, the payout, the difference.
        assert!(page.contains(">47,50<"), "{page}");
        assert!(page.contains(">2,50<"), "{page}");
        assert!(!page.contains("47.50"), "{page}");
        // The procedure in the procedure's Spanish words.
        assert!(
            page.contains("<li>cobrar el puesto 5 <span class=\"rule\">PR-settle</span></li>"),
            "{page}"
        );
        assert!(page.contains("todas las cartas al descarte"), "{page}");
    }

    #[test]
    fn a_cases_notes_wrap_within_the_page() {
        // Printed to PDF (Chromium, A4) the notes of pr-paid-early-and-over ran past the page's
        // right side: the header's values are cells that wrap.
        let text = r#"Scenario(format: 1, profile: "punto-banco-pr", notes: "A long note",
            rounds: [Round(bets: [(place: 5, on: Punto, amount: 25)],
            shoe: ["4S", "3D", "3H", "2C", "3S"])])"#;
        let scenario = Scenario::parse("pr.ron", text, &Profiles::default()).unwrap();
        let plans = scenario.plans(false).unwrap();
        let page = html(&scenario, &plans, None, &ReportHeader::default());
        assert!(
            page.contains("<td class=\"wrap\">A long note</td>"),
            "{page}"
        );
    }
}
