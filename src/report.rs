//! The inspector's printable report (HTML, one page per case): the situation, the
//! reconstruction under the correct procedure, the dealer's deviations and the money
//! differences. Used by `tallador audit --report` and by the inspector screen.

use crate::core::Money;
use crate::core::audit::Audit;
use crate::core::procedure::{Owner, RoundPlan};
use crate::core::scenario::Scenario;

/// Who signs the report and when (passed in: no clock in here).
#[derive(Clone, Debug, Default)]
pub struct ReportHeader {
    pub inspector: String,
    /// Date and time with time zone, as the inspector should read it.
    pub when: String,
    /// The scenario and actions files, as named on the command line or in the app.
    pub sources: Vec<String>,
}

/// Escapes text for HTML.
fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out += "&amp;",
            '<' => out += "&lt;",
            '>' => out += "&gt;",
            '"' => out += "&quot;",
            '\'' => out += "&#39;",
            ch => out.push(ch),
        }
    }
    out
}

fn owner_name(owner: Owner) -> String {
    match owner {
        Owner::Box(place) => format!("box {place}"),
        Owner::Punto => "Punto".into(),
        Owner::Banca => "Banca".into(),
    }
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

/// The whole report for one case.
pub fn html(
    scenario: &Scenario,
    plans: &[RoundPlan],
    audit: Option<&Audit>,
    header: &ReportHeader,
) -> String {
    let mut out = String::new();
    out += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
    out += &format!(
        "<title>Reconstruction: {}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n",
        esc(&scenario.title)
    );
    out += "<section class=\"case\">\n";
    out += &format!(
        "<h1>Reconstruction of a disputed hand</h1>\n<h2>{}</h2>\n",
        esc(&scenario.title)
    );
    out += "<table class=\"meta\">\n";
    let mut meta = vec![
        (
            "Table",
            format!(
                "{} (<code>{}</code>)",
                esc(&scenario.profile.name),
                esc(&scenario.profile.id)
            ),
        ),
        ("Inspector", esc(&header.inspector)),
        ("Date and time", esc(&header.when)),
    ];
    for source in &header.sources {
        meta.push(("File", format!("<code>{}</code>", esc(source))));
    }
    if !scenario.notes.is_empty() {
        meta.push(("Notes", esc(&scenario.notes)));
    }
    for (key, value) in meta {
        out += &format!("<tr><td><b>{key}</b></td><td>{value}</td></tr>\n");
    }
    out += "</table>\n";

    for (index, (plan, round)) in plans.iter().zip(&scenario.rounds).enumerate() {
        out += &format!("<h2>Round {}</h2>\n", index + 1);
        out += "<h3>Bets</h3>\n<table><tr><th>Place</th><th>On</th><th>Amount</th></tr>\n";
        for bet in &round.bets {
            out += &format!(
                "<tr><td>{}</td><td>{:?}</td><td class=\"num\">{}</td></tr>\n",
                bet.place,
                bet.side,
                bet.amount.fixed()
            );
        }
        if round.bets.is_empty() {
            out += "<tr><td colspan=\"3\">No bets (a hand with no bets).</td></tr>\n";
        }
        out += "</table>\n";
        out += &format!(
            "<p>Shoe or button holder at the start: seat {}; after the round: seat {}.</p>\n",
            plan.holder, plan.next_holder
        );
        out += "<h3>The cards in shoe order</h3>\n<table><tr><th>#</th><th>Card</th><th>To</th></tr>\n";
        for (position, (card, owner)) in round.shoe.iter().zip(&plan.shoe_order).enumerate() {
            out += &format!(
                "<tr><td class=\"num\">{}</td><td><code>{card}</code></td><td>{}</td></tr>\n",
                position + 1,
                owner_name(*owner)
            );
        }
        out += "</table>\n<h3>The hands</h3>\n<table><tr><th>Hand</th><th>Cards</th><th>Total</th></tr>\n";
        for hand in &plan.hands {
            let cards: Vec<String> = hand.cards.iter().map(|card| card.to_string()).collect();
            out += &format!(
                "<tr><td>{}</td><td><code>{}</code></td><td class=\"num\">{}</td></tr>\n",
                owner_name(hand.owner),
                cards.join(" "),
                hand.total()
            );
        }
        out += "</table>\n<h3>The correct procedure</h3>\n<table><tr><th>#</th><th>Action</th><th>Rule</th></tr>\n";
        for (number, step) in plan.steps.iter().enumerate() {
            out += &format!(
                "<tr><td class=\"num\">{}</td><td><code>{}</code></td><td>{}</td></tr>\n",
                number + 1,
                step.action,
                step.rule
            );
        }
        out += "</table>\n<h3>Results and payouts</h3>\n<table><tr><th>Place</th><th>Winner</th><th>Paid (winnings)</th><th>Collected</th><th>Commission marked</th></tr>\n";
        for result in &plan.results {
            out += &format!(
                "<tr><td>{}</td><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>\n",
                result.place,
                result.winner.word(),
                result.won.fixed(),
                result.lost.fixed(),
                result.commission.fixed()
            );
        }
        out += "</table>\n";
    }

    if let Some(audit) = audit {
        out += "<h2>What the dealer did</h2>\n";
        if audit.is_clean() {
            out += "<p class=\"ok\">No deviation: the dealer followed the procedure.</p>\n";
        } else {
            out += &format!(
                "<p class=\"bad\">{} deviation(s).</p>\n",
                audit.findings.len()
            );
            out += "<table><tr><th>Step</th><th>Line</th><th>Expected</th><th>Did</th><th>Rule</th><th>Category</th></tr>\n";
            for finding in &audit.findings {
                let expected: Vec<String> = finding
                    .expected
                    .iter()
                    .map(|action| action.to_string())
                    .collect();
                out += &format!(
                    "<tr><td class=\"num\">{}</td><td class=\"num\">{}</td><td><code>{}</code></td><td><code>{}</code></td><td>{}</td><td>{}</td></tr>\n",
                    finding.step,
                    finding
                        .line
                        .map_or("–".to_string(), |line| line.to_string()),
                    esc(&expected.join(" | ")),
                    finding
                        .actual
                        .map_or("(nothing)".to_string(), |action| action.to_string()),
                    finding.rule,
                    finding.category.word()
                );
            }
            out += "</table>\n";
        }
        out += "<h3>Money at each place</h3>\n<table><tr><th>Round</th><th>Place</th><th>Should receive (net)</th><th>Dealer gave (net)</th><th>Difference</th></tr>\n";
        for money in &audit.money {
            let should = money.should.won - money.should.lost;
            let gave = money.paid - money.collected;
            let difference = money.difference();
            let class = if difference == Money::ZERO {
                "num"
            } else {
                "num bad"
            };
            out += &format!(
                "<tr><td>{}</td><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"{class}\">{}</td></tr>\n",
                money.round + 1,
                money.should.place,
                should.fixed(),
                gave.fixed(),
                difference.fixed()
            );
        }
        out += "</table>\n";
        if !audit.actions.is_empty() {
            out += "<h3>The dealer's actions as recorded</h3>\n<table><tr><th>Step</th><th>Line</th><th>Action</th></tr>\n";
            for (index, line) in audit.actions.iter().enumerate() {
                out += &format!(
                    "<tr><td class=\"num\">{}</td><td class=\"num\">{}</td><td><code>{}</code></td></tr>\n",
                    index + 1,
                    line.line,
                    line.action
                );
            }
            out += "</table>\n";
        }
    }
    out += "<p><small>Tallador reconstruction. Rule ids refer to the Tallador procedures (procedures.md).</small></p>\n";
    out += "</section>\n</body>\n</html>\n";
    out
}
