//! The inspector's printable report (HTML, one page per case): the situation, the
//! reconstruction under the correct procedure, the dealer's deviations and the money
//! differences. Used by `tallador audit --report` and by the inspector screen.

use crate::core::audit::Audit;
use crate::core::procedure::RoundPlan;
use crate::core::scenario::Scenario;
use crate::core::{Money, Winner};
use crate::i18n::{I18n, Lang};

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

fn winner_word(i18n: &I18n, winner: Winner) -> &str {
    i18n.tr(match winner {
        Winner::Punto => "report.winner_punto",
        Winner::Banca => "report.winner_banca",
        Winner::Tie => "report.winner_tie",
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

/// A table header row from translation keys.
fn header_row(i18n: &I18n, keys: &[&str]) -> String {
    let cells: String = keys
        .iter()
        .map(|key| format!("<th>{}</th>", esc(i18n.tr(key))))
        .collect();
    format!("<table><tr>{cells}</tr>\n")
}

/// The whole report for one case, in `header.lang`.
pub fn html(
    scenario: &Scenario,
    plans: &[RoundPlan],
    audit: Option<&Audit>,
    header: &ReportHeader,
) -> String {
    let i18n = I18n::new(header.lang);
    let spanish = header.lang == Lang::Es;
    let title = esc(scenario.title_in(spanish));
    let tr = |key: &str| esc(i18n.tr(key));
    let mut out = String::new();
    let code = if spanish { "es" } else { "en" };
    out += &format!("<!DOCTYPE html>\n<html lang=\"{code}\">\n<head>\n<meta charset=\"utf-8\">\n");
    out += &format!(
        "<title>{}: {title}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n",
        tr("report.short_title")
    );
    out += "<section class=\"case\">\n";
    out += &format!("<h1>{}</h1>\n<h2>{title}</h2>\n", tr("report.heading"));
    out += "<table class=\"meta\">\n";
    let mut meta = vec![
        (
            tr("report.table"),
            format!(
                "{} (<code>{}</code>)",
                esc(&scenario.profile.name),
                esc(&scenario.profile.id)
            ),
        ),
        (tr("report.inspector"), esc(&header.inspector)),
        (tr("report.when"), esc(&header.when)),
    ];
    for source in &header.sources {
        meta.push((tr("report.file"), format!("<code>{}</code>", esc(source))));
    }
    let notes = scenario.notes_in(spanish);
    if !notes.is_empty() {
        meta.push((tr("report.notes"), esc(notes)));
    }
    for (key, value) in meta {
        out += &format!("<tr><td><b>{key}</b></td><td>{value}</td></tr>\n");
    }
    out += "</table>\n";

    for (index, (plan, round)) in plans.iter().zip(&scenario.rounds).enumerate() {
        out += &format!(
            "<h2>{}</h2>\n",
            esc(&i18n.trf("report.round", &[("n", &(index + 1).to_string())]))
        );
        out += &format!("<h3>{}</h3>\n", tr("report.bets"));
        out += &header_row(&i18n, &["report.place", "report.side", "report.amount"]);
        for bet in &round.bets {
            out += &format!(
                "<tr><td>{}</td><td>{:?}</td><td class=\"num\">{}</td></tr>\n",
                bet.place,
                bet.side,
                bet.amount.fixed()
            );
        }
        if round.bets.is_empty() {
            out += &format!("<tr><td colspan=\"3\">{}</td></tr>\n", tr("report.no_bets"));
        }
        out += "</table>\n";
        let holder = i18n.trf(
            "report.holder",
            &[
                ("start", &plan.holder.to_string()),
                ("end", &plan.next_holder.to_string()),
            ],
        );
        out += &format!("<p>{}</p>\n", esc(&holder));
        out += &format!("<h3>{}</h3>\n", tr("report.shoe_order"));
        out += &header_row(&i18n, &["report.number", "report.card", "report.to"]);
        for (position, (card, owner)) in round.shoe.iter().zip(&plan.shoe_order).enumerate() {
            out += &format!(
                "<tr><td class=\"num\">{}</td><td><code>{card}</code></td><td>{}</td></tr>\n",
                position + 1,
                esc(&i18n.owner(*owner))
            );
        }
        out += "</table>\n";
        out += &format!("<h3>{}</h3>\n", tr("report.hands"));
        out += &header_row(&i18n, &["report.hand", "report.cards", "report.total"]);
        for hand in &plan.hands {
            let cards: Vec<String> = hand.cards.iter().map(|card| card.to_string()).collect();
            out += &format!(
                "<tr><td>{}</td><td><code>{}</code></td><td class=\"num\">{}</td></tr>\n",
                esc(&i18n.owner(hand.owner)),
                cards.join(" "),
                hand.total()
            );
        }
        out += "</table>\n";
        out += &format!("<h3>{}</h3>\n", tr("report.procedure"));
        out += &header_row(&i18n, &["report.number", "report.action", "report.rule"]);
        for (number, step) in plan.steps.iter().enumerate() {
            out += &format!(
                "<tr><td class=\"num\">{}</td><td><code>{}</code></td><td>{}</td></tr>\n",
                number + 1,
                step.action,
                step.rule
            );
        }
        out += "</table>\n";
        out += &format!("<h3>{}</h3>\n", tr("report.results"));
        out += &header_row(
            &i18n,
            &[
                "report.place",
                "report.winner",
                "report.paid",
                "report.collected",
                "report.commission",
            ],
        );
        for result in &plan.results {
            out += &format!(
                "<tr><td>{}</td><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>\n",
                result.place,
                esc(winner_word(&i18n, result.winner)),
                result.won.fixed(),
                result.lost.fixed(),
                result.commission.fixed()
            );
        }
        out += "</table>\n";
    }

    if let Some(audit) = audit {
        out += &format!("<h2>{}</h2>\n", tr("report.dealer"));
        if audit.is_clean() {
            out += &format!("<p class=\"ok\">{}</p>\n", tr("report.clean"));
        } else {
            let count = i18n.trf(
                "report.deviations",
                &[("n", &audit.findings.len().to_string())],
            );
            out += &format!("<p class=\"bad\">{}</p>\n", esc(&count));
            out += &header_row(
                &i18n,
                &[
                    "report.step",
                    "report.line",
                    "report.expected",
                    "report.did",
                    "report.rule",
                    "report.category",
                ],
            );
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
                        .map_or_else(|| tr("report.nothing"), |action| action.to_string()),
                    finding.rule,
                    esc(i18n.category(finding.category))
                );
            }
            out += "</table>\n";
        }
        out += &format!("<h3>{}</h3>\n", tr("report.money"));
        out += &header_row(
            &i18n,
            &[
                "report.round_column",
                "report.place",
                "report.should",
                "report.gave",
                "report.difference",
            ],
        );
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
            out += &format!("<h3>{}</h3>\n", tr("report.actions"));
            out += &header_row(&i18n, &["report.step", "report.line", "report.action"]);
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
    out += &format!("<p><small>{}</small></p>\n", tr("report.footer"));
    out += "</section>\n</body>\n</html>\n";
    out
}
