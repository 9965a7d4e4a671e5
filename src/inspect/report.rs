//! The inspector's printable report (HTML, one page per case): the situation, the
//! reconstruction under the correct procedure, the dealer's deviations and the money
//! differences. Used by `tallador audit --report` and by the inspector screen.

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

const STYLE: &str = "
body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 11pt; color: #111; margin: 2em; }
h1 { font-size: 18pt; margin-bottom: 0.2em; } h2 { font-size: 14pt; margin-top: 1.4em; }
h3 { font-size: 12pt; }
table { border-collapse: collapse; margin: 0.5em 0 1em; }
th, td { border: 1px solid #999; padding: 3px 8px; text-align: left; vertical-align: top; }
th { background: #eee; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
.bad { color: #a00; font-weight: bold; } .ok { color: #060; font-weight: bold; }
.meta td { border: none; padding: 1px 8px 1px 0; } code { font-size: 10.5pt; }
section.case { page-break-after: always; break-after: page; }
@page { size: A4; margin: 15mm; }
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
        |key: &str, value: Markup| html! { tr { td { b { (i18n.tr(key)) } } td { (value) } } };
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
                        (round_html(&i18n, index, plan, round))
                    }
                    @if let Some(audit) = audit { (dealer_html(&i18n, audit, scenario.profile.kind)) }
                    p { small { (i18n.tr("report.footer")) } }
                }
            }
        }
    };
    page.into_string()
}

/// One round under the correct procedure: bets, shoe order, hands, steps and results.
fn round_html(i18n: &I18n, index: usize, plan: &RoundPlan, round: &RoundSpec) -> Markup {
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
            tr { td { (bet.place) } td { (side_word(i18n, bet.side)) } td.num { (bet.amount.fixed()) } }
        }
        @if round.bets.is_empty() { tr { td colspan="3" { (i18n.tr("report.no_bets")) } } }
    };
    let shoe = html! {
        @for (position, (card, owner)) in round.shoe.iter().zip(&plan.shoe_order).enumerate() {
            tr { td.num { (position + 1) } td { code { (i18n.card(*card)) } } td { (i18n.owner(*owner)) } }
        }
    };
    let hands = html! {
        @for hand in &plan.hands {
            @let cards: Vec<String> = hand.cards.iter().map(ToString::to_string).collect();
            tr { td { (i18n.owner(hand.owner)) } td { code { (cards.join(" ")) } } td.num { (hand.total()) } }
        }
    };
    let steps = html! {
        @for (number, step) in plan.steps.iter().enumerate() {
            tr { td.num { (number + 1) } td { code { (step.action.to_string()) } } td { (step.rule.id()) } }
        }
    };
    let results = html! {
        @for result in &plan.results {
            tr {
                td { (result.place) }
                td { (winner_word(i18n, result.winner)) }
                td.num { (result.won.fixed()) }
                td.num { (result.lost.fixed()) }
                td.num { (result.commission.fixed()) }
            }
        }
    };
    html! {
        h2 { (i18n.trf("report.round", &[("n", &number)])) }
        (titled_table(i18n, "report.bets", &["report.place", "report.side", "report.amount"], bets))
        p { (holder) }
        (titled_table(i18n, "report.shoe_order", &["report.number", "report.card", "report.to"], shoe))
        (titled_table(i18n, "report.hands", &["report.hand", "report.cards", "report.total"], hands))
        (titled_table(i18n, "report.procedure", &["report.number", "report.action", "report.rule"], steps))
        (titled_table(i18n, "report.results", &[
            "report.place", "report.winner", "report.paid", "report.collected", "report.commission",
        ], results))
    }
}

/// What the dealer did: the deviations, the money each place should have had, the actions.
fn dealer_html(i18n: &I18n, audit: &Audit, kind: crate::core::TableKind) -> Markup {
    let count = audit.findings.len().to_string();
    let findings = html! {
        @for finding in &audit.findings {
            @let expected: Vec<String> = finding.expected.iter().map(ToString::to_string).collect();
            tr {
                td.num { (finding.step) }
                td.num { (finding.line.map_or("–".to_string(), |line| line.to_string())) }
                td { code { (expected.join(" | ")) } }
                td { code { (finding.actual.map_or_else(
                    || i18n.tr("report.nothing").to_string(),
                    |action| action.to_string(),
                )) } }
                td { (finding.rule.id()) }
                td { (i18n.category(finding.category)) }
                td { (finding.diagnosis.as_ref().map_or_else(String::new, |diagnosis| {
                    crate::text::explain::why(i18n, kind, diagnosis)
                })) }
            }
        }
    };
    let money = html! {
        @for money in &audit.money {
            @let difference = money.difference();
            tr {
                td { (money.round + 1) }
                td { (money.should.place) }
                td.num { ((money.should.won - money.should.lost).fixed()) }
                td.num { ((money.paid - money.collected - money.commission).fixed()) }
                td.num.bad[difference != Money::ZERO] { (difference.fixed()) }
            }
        }
    };
    let actions = html! {
        @for (index, line) in audit.actions.iter().enumerate() {
            tr { td.num { (index + 1) } td.num { (line.line) } td { code { (line.action.to_string()) } } }
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
                "report.category", "report.why",
            ], findings))
        }
        (titled_table(i18n, "report.money", &[
            "report.round_column", "report.place", "report.should", "report.gave", "report.difference",
        ], money))
        @if !audit.actions.is_empty() {
            (titled_table(i18n, "report.actions", &["report.step", "report.line", "report.action"], actions))
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
        // The diagnosis in the Venice table's words.
        assert!(
            page.contains(
                "El puesto 1 apuesta a Punto; Punto tiene 7 y el Banco, 7: Égalité, y las \
                 apuestas a Punto y al Banco no ganan ni pierden (VE-settle)."
            ),
            "{page}"
        );
    }
}
