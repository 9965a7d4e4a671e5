//! The inspector's reconstruction of the case: which card went to which hand, every decision
//! with its rule, each place's result and payout, and the dealer's mistakes.

use egui::{RichText, Sense, vec2};

use super::super::table;
use super::super::theme;
use super::super::tools;
use super::editor::owner_short;
use super::problems::problem_text;
use super::state::InspectorScreen;
use crate::core::audit::{Audit, Finding};
use crate::core::kind::Passes;
use crate::core::procedure::RoundPlan;
use crate::core::round::RoundState;
use crate::core::view::TableView;
use crate::core::{Action, Profiles, TableKind, Winner};
use crate::inspect::case::Case;
use crate::text::i18n::I18n;

/// The table with every card out and nothing settled: the hands as they finished.
pub(super) fn table_after_the_cards(case: &Case) -> Option<TableView> {
    let plan = case.plans.first()?;
    let spec = case.scenario.rounds.first()?;
    let mut state = RoundState::new(plan.clone());
    for (index, step) in plan.steps.iter().enumerate() {
        let settles = matches!(
            step.action,
            Action::Collect(_)
                | Action::Pay(..)
                | Action::Commission(..)
                | Action::Encart(_)
                | Action::Discard(_)
                | Action::PassShoe(_)
                | Action::PassButton(_)
        );
        if !settles {
            state.complete(index);
        }
    }
    Some(TableView::of(spec, &state, case.scenario.profile.places))
}

pub(super) fn reconstruction_ui(
    ui: &mut egui::Ui,
    screen: &mut InspectorScreen,
    profiles: &Profiles,
    i18n: &I18n,
) {
    let touched = screen.touched;
    let case = match screen.case(profiles) {
        Ok(case) => case.clone(),
        Err(_) if !touched => {
            ui.heading(i18n.tr("inspector.reconstruction"));
            ui.label(RichText::new(i18n.tr("inspector.start_typing")).color(theme::weak()));
            return;
        }
        Err(problems) => {
            ui.heading(i18n.tr("inspector.reconstruction"));
            tools::notice_ui(
                ui,
                &i18n.trf("inspector.problems", &[("n", &problems.len().to_string())]),
                false,
            );
            ui.add_space(6.0);
            for problem in problems.clone() {
                tools::field_problem_ui(ui, &problem_text(i18n, &problem));
            }
            return;
        }
    };
    let kind = case.scenario.profile.kind;
    if case.plans.is_empty() {
        return;
    }
    ui.heading(i18n.tr("inspector.reconstruction"));
    if let Some(view) = table_after_the_cards(&case) {
        let width = ui.available_width();
        let height = (width * 0.62).clamp(300.0, 640.0);
        let (rect, _) = ui.allocate_exact_size(vec2(width, height), Sense::hover());
        let mut child = ui.new_child(egui::UiBuilder::new().max_rect(rect));
        let _ = table::table_ui(&mut child, &view, i18n, None, false);
    }
    match &case.audit {
        Some(audit) => dealer_ui(ui, audit, kind, i18n),
        None => {
            ui.add_space(8.0);
            ui.label(RichText::new(i18n.tr("inspector.no_actions")).color(theme::weak()));
        }
    }
    if let Some(plan) = case.plans.first() {
        results_ui(ui, plan, kind, i18n);
        hands_ui(ui, &case, plan, i18n);
        steps_ui(ui, plan, kind, i18n);
    }
}

/// Each place's result: who won, what was paid and collected, the commission.
fn results_ui(ui: &mut egui::Ui, plan: &RoundPlan, kind: TableKind, i18n: &I18n) {
    tools::section_ui(ui, &i18n.tr("inspector.results"));
    // The hand's irregularities (section 8): each with this table's remedy and its source, and
    // whether the coup stands.
    for shown in &plan.events {
        let due = shown
            .remedy
            .first()
            .copied()
            .unwrap_or(crate::core::Action::Burn);
        let facts = crate::core::diagnosis::Facts::Irregular {
            event: Box::new(shown.clone()),
            due,
        };
        ui.add(
            egui::Label::new(
                egui::RichText::new(crate::text::explain::told(
                    i18n,
                    kind,
                    &facts,
                    shown.event.rule(),
                ))
                .color(theme::BAD),
            )
            .wrap(),
        );
    }
    if !plan.events.is_empty() {
        let verdict = match plan.void {
            Some(rule) => i18n.trf("report.coup_void", &[("rule", rule.id())]),
            None => i18n.tr("report.coup_stands").into_owned(),
        };
        ui.label(egui::RichText::new(verdict).strong());
    }
    grid_ui(
        ui,
        i18n,
        "inspector-results",
        &[
            "inspector.place",
            "inspector.winner",
            "inspector.paid",
            "inspector.collected",
            "inspector.commission",
        ],
        |ui| {
            for result in &plan.results {
                ui.label(i18n.place_label(kind, result.place));
                ui.label(match result.winner {
                    _ if result.void => i18n.tr("report.void"),
                    Winner::Punto => i18n.tr("table.won_punto"),
                    Winner::Banca => i18n.tr("table.won_banca"),
                    Winner::Tie => i18n.tr("table.tie"),
                });
                ui.label(i18n.money(result.won));
                ui.label(i18n.money(result.lost));
                ui.label(i18n.money(result.commission));
                ui.end_row();
            }
        },
    );
}

/// The hands with their cards and totals, the cards left in the shoe, who held it.
fn hands_ui(ui: &mut egui::Ui, case: &Case, plan: &RoundPlan, i18n: &I18n) {
    let kind = case.scenario.profile.kind;
    tools::section_ui(ui, &i18n.tr("inspector.hands"));
    grid_ui(
        ui,
        i18n,
        "inspector-hands",
        &["inspector.hand", "inspector.hand_cards", "inspector.total"],
        |ui| {
            for hand in &plan.hands {
                ui.label(owner_short(i18n, hand.owner, kind));
                let cards: Vec<String> = hand.cards.iter().map(|&card| i18n.card(card)).collect();
                ui.label(RichText::new(cards.join(" ")).monospace());
                ui.label(
                    RichText::new(hand.total().to_string())
                        .font(theme::bold_font(15.0))
                        .color(theme::GOLD),
                );
                ui.end_row();
            }
        },
    );
    let listed = case
        .scenario
        .rounds
        .first()
        .map_or(0, |round| round.shoe.len());
    if plan.cards_used < listed {
        ui.label(
            RichText::new(i18n.trf(
                "inspector.cards_left",
                &[("n", &(listed - plan.cards_used).to_string())],
            ))
            .color(theme::weak()),
        );
    }
    if kind.passes() != Passes::Nothing {
        ui.label(i18n.trf(
            "inspector.holder_line",
            &[
                ("start", &plan.holder.to_string()),
                ("end", &plan.next_holder.to_string()),
            ],
        ));
    }
}

/// The procedure: every step with its words and its rule.
fn steps_ui(ui: &mut egui::Ui, plan: &RoundPlan, kind: TableKind, i18n: &I18n) {
    tools::section_ui(ui, &i18n.tr("inspector.procedure"));
    // The steps in words wrap within what the panel leaves them, so the rule stays in sight
    // at 1024 px with the projector.
    let words_width = (ui.available_width() - 280.0).max(140.0);
    grid_ui(
        ui,
        i18n,
        "inspector-steps",
        &[
            "inspector.number",
            "inspector.action",
            "inspector.in_words",
            "inspector.rule",
        ],
        |ui| {
            for (number, step) in plan.steps.iter().enumerate() {
                ui.label((number + 1).to_string());
                ui.label(RichText::new(step.action.to_string()).monospace());
                ui.scope(|ui| {
                    ui.set_max_width(words_width);
                    ui.add(egui::Label::new(i18n.describe(step.action, kind)).wrap());
                });
                ui.label(
                    RichText::new(step.rule.id())
                        .font(theme::bold_font(14.0))
                        .color(theme::GOLD),
                )
                .on_hover_text(i18n.rule(step.rule));
                ui.end_row();
            }
        },
    );
}

/// A striped table: a header row (each key's text, small and dim), then `rows`.
pub(super) fn grid_ui(
    ui: &mut egui::Ui,
    i18n: &I18n,
    id: &str,
    headers: &[&str],
    rows: impl FnOnce(&mut egui::Ui),
) {
    // A table wider than the panel (1024×768, long amounts) scrolls sideways rather than being
    // cut at the panel's edge or widening the panel.
    egui::ScrollArea::horizontal()
        .id_salt((id, "scroll"))
        .auto_shrink([false, true])
        .show(ui, |ui| {
            egui::Grid::new(id)
                .num_columns(headers.len())
                .striped(true)
                .spacing([6.0, 4.0])
                .show(ui, |ui| {
                    // Headings wrap between words, so the columns fit at 1024 px.
                    for key in headers {
                        tools::column_header_ui(ui, &i18n.tr(key), 60.0);
                    }
                    ui.end_row();
                    rows(ui);
                });
        });
}

/// The dealer's deviations and the money at each place.
pub(super) fn dealer_ui(ui: &mut egui::Ui, audit: &Audit, kind: TableKind, i18n: &I18n) {
    tools::section_ui(ui, &i18n.tr("inspector.against_dealer"));
    let width = ui.available_width();
    if audit.is_clean() {
        tools::badge_ui(
            ui,
            true,
            &i18n.tr("inspector.no_deviation"),
            &i18n.tr("inspector.no_deviation_about"),
        );
    } else {
        tools::badge_ui(
            ui,
            false,
            &i18n.trf(
                "inspector.deviations",
                &[("n", &audit.findings.len().to_string())],
            ),
            &i18n.tr("inspector.deviations_about"),
        );
        if width < 620.0 {
            // Too narrow for six columns (1024×768 with the projector): each deviation stacked.
            for finding in &audit.findings {
                finding_stacked_ui(ui, finding, kind, i18n);
            }
            money_ui(ui, audit, kind, i18n);
            return;
        }
        grid_ui(
            ui,
            i18n,
            "inspector-findings",
            &[
                "inspector.step",
                "inspector.line",
                "inspector.expected",
                "inspector.did",
                "inspector.rule",
                "inspector.category",
            ],
            |ui| {
                // The expected and done actions wrap within what the window leaves them, so
                // that the rule and its kind stay in sight at 1024×768 and with the projector.
                let text_width = ((width - 380.0) / 2.0).max(120.0);
                for finding in &audit.findings {
                    finding_row_ui(ui, finding, kind, i18n, text_width);
                }
            },
        );
    }
    money_ui(ui, audit, kind, i18n);
}

/// One deviation in a narrow window: the step and line with the rule and its kind, then what
/// was expected and what the dealer did, each wrapping within the width.
fn finding_stacked_ui(ui: &mut egui::Ui, finding: &Finding, kind: TableKind, i18n: &I18n) {
    let header = |key: &str| i18n.tr(key).to_string();
    let line = finding
        .line
        .map_or("—".to_string(), |line| line.to_string());
    ui.add_space(4.0);
    ui.horizontal_wrapped(|ui| {
        ui.label(format!(
            "{} {} · {} {}",
            header("inspector.step"),
            finding.step,
            header("inspector.line"),
            line
        ));
        ui.label(
            RichText::new(finding.rule.id())
                .font(theme::bold_font(14.0))
                .color(theme::GOLD),
        )
        .on_hover_text(i18n.rule(finding.rule));
        ui.label(i18n.category(finding.category));
    });
    let expected: Vec<String> = finding
        .expected
        .iter()
        .map(|action| i18n.describe(*action, kind))
        .collect();
    let expected = if expected.is_empty() {
        i18n.tr("inspector.end_of_hand").to_string()
    } else {
        expected.join(" | ")
    };
    // Each heading beside its value, the value its own label (the action on hover).
    let row = |ui: &mut egui::Ui, key: &str, value: RichText, code: String| {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(format!("{}:", header(key))).color(theme::weak()));
            let shown = ui.add(egui::Label::new(value).wrap());
            if !code.is_empty() {
                shown.on_hover_text(code);
            }
        });
    };
    let codes: Vec<String> = finding.expected.iter().map(Action::to_string).collect();
    row(
        ui,
        "inspector.expected",
        RichText::new(expected),
        codes.join(" | "),
    );
    let did = finding.actual.map_or_else(
        || i18n.tr("inspector.nothing").to_string(),
        |action| i18n.describe(action, kind),
    );
    let code = finding
        .actual
        .map_or_else(String::new, |action| action.to_string());
    row(
        ui,
        "inspector.did",
        RichText::new(did).color(theme::BAD),
        code,
    );
}

/// One deviation: the step, the line, what was expected and what the dealer did, the rule.
fn finding_row_ui(
    ui: &mut egui::Ui,
    finding: &Finding,
    kind: TableKind,
    i18n: &I18n,
    text_width: f32,
) {
    ui.label(finding.step.to_string());
    ui.label(
        finding
            .line
            .map_or("—".to_string(), |line| line.to_string()),
    );
    let expected: Vec<String> = finding.expected.iter().map(Action::to_string).collect();
    // The inspector's language here, the action language on hover.
    let in_words: Vec<String> = finding
        .expected
        .iter()
        .map(|action| i18n.describe(*action, kind))
        .collect();
    let wrapped = |ui: &mut egui::Ui, text: RichText| {
        ui.scope(|ui| {
            ui.set_max_width(text_width);
            ui.add(egui::Label::new(text).wrap())
        })
        .inner
    };
    let cell = wrapped(
        ui,
        RichText::new(if in_words.is_empty() {
            i18n.tr("inspector.end_of_hand").to_string()
        } else {
            in_words.join(" | ")
        }),
    );
    if !expected.is_empty() {
        cell.on_hover_text(expected.join(" | "));
    }
    let did = wrapped(
        ui,
        RichText::new(finding.actual.map_or_else(
            || i18n.tr("inspector.nothing").to_string(),
            |action| i18n.describe(action, kind),
        ))
        .color(theme::BAD),
    );
    if let Some(action) = finding.actual {
        did.on_hover_text(action.to_string());
    }
    ui.label(
        RichText::new(finding.rule.id())
            .font(theme::bold_font(14.0))
            .color(theme::GOLD),
    )
    .on_hover_text(i18n.rule(finding.rule));
    ui.label(i18n.category(finding.category));
    ui.end_row();
}

/// Per place, what the dealer should have paid or collected, what he gave, the difference.
fn money_ui(ui: &mut egui::Ui, audit: &Audit, kind: TableKind, i18n: &I18n) {
    ui.add_space(6.0);
    ui.label(RichText::new(i18n.tr("inspector.money")).font(theme::bold_font(15.0)));
    grid_ui(
        ui,
        i18n,
        "inspector-money",
        &[
            "inspector.place",
            "inspector.should",
            "inspector.gave",
            "inspector.difference",
        ],
        |ui| {
            for money in &audit.money {
                let should = money.should.won - money.should.lost;
                let gave = money.paid - money.collected - money.commission;
                let difference = money.difference();
                ui.label(i18n.place_label(kind, money.should.place));
                ui.label(i18n.money(should));
                ui.label(i18n.money(gave));
                ui.label(if difference.is_zero() {
                    RichText::new(i18n.money(difference)).color(theme::weak())
                } else {
                    RichText::new(i18n.money(difference))
                        .font(theme::bold_font(15.0))
                        .color(theme::BAD)
                });
                ui.end_row();
            }
        },
    );
    ui.label(
        RichText::new(i18n.tr("inspector.difference_about"))
            .color(theme::weak())
            .size(13.0),
    );
}
