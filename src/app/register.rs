//! The overview's Register tab: per trainee and table kind, the latest verified exam result
//! (passed or failed, score, date, instructor), the standing and the refresher date, the
//! attempts, the pace, and the exam logs that do not count (unsealed, altered, unknown key:
//! shown as such, never counted as passed). "Collect and seal" seals the finished exam logs
//! with the instructor's key; a passed exam has its printable certificate.

use egui::{RichText, TextEdit};

use super::i18n::I18n;
use super::overview::OverviewScreen;
use super::{Command, ScreenCtx, theme, tools};
use crate::session::exam::register::{ExamEntry, RegisterRow, Standing};

/// The translation key of an entry's outcome (`passed`, `unsealed`, …).
pub fn outcome_key(outcome: &str) -> &'static str {
    match outcome {
        "passed" => "register.passed",
        "failed" => "register.failed",
        "not-graded" => "register.not_graded",
        "unsealed" => "register.unsealed",
        "altered" => "register.altered",
        "changed-after-seal" => "register.changed",
        "bad-seal" => "register.bad_seal",
        _ => "register.unknown_key",
    }
}

pub fn register_ui(
    ui: &mut egui::Ui,
    screen: &mut OverviewScreen,
    ctx: &ScreenCtx,
    commands: &mut Vec<Command>,
) {
    let i18n = ctx.i18n;
    theme::panel_frame()
        .corner_radius(8.0)
        .inner_margin(12.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                let label = ui.label(i18n.tr("register.school"));
                let field = ui
                    .add(
                        TextEdit::singleline(&mut screen.school)
                            .hint_text(i18n.tr("register.school_hint"))
                            .desired_width(360.0),
                    )
                    .labelled_by(label.id);
                if field.changed() {
                    commands.push(Command::SetSchool(screen.school.clone()));
                }
            });
            ui.horizontal(|ui| {
                if ui.button(i18n.tr("register.load")).clicked() {
                    commands.push(Command::LoadRegister);
                }
                if ui
                    .button(i18n.tr("register.seal"))
                    .on_hover_text(i18n.tr("register.seal_about"))
                    .clicked()
                {
                    commands.push(Command::SealExams);
                }
            });
        });
    let Some(register) = &screen.register else {
        return;
    };
    ui.add_space(6.0);
    if register.rows.is_empty() {
        ui.label(RichText::new(i18n.tr("register.empty")).color(theme::weak()));
    }
    let today = ctx.now.time().date_naive();
    egui::Grid::new("register-table")
        .num_columns(10)
        .striped(true)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            for key in [
                "register.trainee",
                "register.table",
                "register.latest",
                "register.score",
                "register.date",
                "register.instructor",
                "register.standing",
                "register.attempts",
                "overview.pace",
                "register.certificate",
            ] {
                tools::column_header_ui(ui, i18n.tr(key), 96.0);
            }
            ui.end_row();
            for row in &register.rows {
                row_ui(ui, row, today, ctx, commands);
                ui.end_row();
            }
        });
    if !register.problems.is_empty() {
        ui.label(
            RichText::new(i18n.trf(
                "overview.problems",
                &[("n", &register.problems.len().to_string())],
            ))
            .color(theme::BAD),
        );
    }
    ui.label(
        RichText::new(i18n.tr("register.about"))
            .color(theme::weak())
            .size(13.0),
    );
}

fn row_ui(
    ui: &mut egui::Ui,
    row: &RegisterRow,
    today: chrono::NaiveDate,
    ctx: &ScreenCtx,
    commands: &mut Vec<Command>,
) {
    let i18n = ctx.i18n;
    ui.label(RichText::new(&row.trainee).font(theme::bold_font(15.0)));
    let table = ctx
        .profiles
        .get(&row.table)
        .map_or(row.table.as_str(), |profile| profile.name.as_str());
    ui.label(table);
    let shown = row.shown();
    match shown {
        Some(entry) => {
            let outcome = entry.outcome();
            let color = match outcome {
                "passed" => theme::GOOD,
                "failed" => theme::GOLD,
                _ => theme::BAD,
            };
            let label = ui.label(
                RichText::new(i18n.tr(outcome_key(outcome)))
                    .font(theme::bold_font(15.0))
                    .color(color),
            );
            let unverified: Vec<String> = row
                .unverified()
                .map(|entry| {
                    format!(
                        "{}: {}",
                        entry.path.display(),
                        i18n.tr(outcome_key(entry.outcome()))
                    )
                })
                .collect();
            if !unverified.is_empty() {
                label.on_hover_text(unverified.join("\n"));
            }
        }
        None => {
            ui.label("—");
        }
    }
    let result = shown.and_then(|entry| entry.result.as_ref());
    ui.label(result.map_or("—".to_string(), |result| {
        format!("{} %", i18n.decimal(result.score_percent(), 1))
    }));
    ui.label(shown.map_or("—".to_string(), |entry| entry.date().to_string()));
    ui.label(shown.and_then(ExamEntry::instructor).unwrap_or("—"));
    ui.label(standing_text(i18n, row.standing(today)));
    ui.label(match row.attempts_allowed() {
        Some(allowed) => format!("{} / {allowed}", row.attempts()),
        None => "—".to_string(),
    });
    ui.label(
        shown
            .and_then(|entry| entry.pace.decisions_per_minute())
            .map_or("—".to_string(), |pace| i18n.decimal(pace, 1)),
    );
    match row.latest_pass() {
        Some(pass) => {
            if ui
                .button(i18n.tr("register.write_certificate"))
                .on_hover_text(pass.code.clone().unwrap_or_default())
                .clicked()
            {
                commands.push(Command::WriteCertificate(pass.path.clone()));
            }
        }
        None => {
            ui.label("—");
        }
    }
}

fn standing_text(i18n: &I18n, standing: Standing) -> String {
    match standing {
        Standing::Certified { until } => {
            i18n.trf("register.certified", &[("until", &until.to_string())])
        }
        Standing::RefresherDue { since } => {
            i18n.trf("register.refresher_due", &[("since", &since.to_string())])
        }
        Standing::NotCertified => i18n.tr("register.not_certified").to_string(),
    }
}
