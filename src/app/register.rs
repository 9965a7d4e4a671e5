//! The overview's Register tab: per trainee and table kind, the latest verified exam result
//! (passed or failed, score, date, instructor), the standing and the refresher date, the
//! attempts, the pace, and the exam logs that do not count (unsealed, altered, unknown key:
//! shown as such, never counted as passed). "Collect and seal" seals the finished exam logs
//! with the instructor's key; a passed exam has its printable certificate.

use egui::{RichText, TextEdit};

use super::{Command, ScreenCtx, theme, tools};
use crate::session::exam::certificate::Certificate;
use crate::session::exam::register::{ExamEntry, Register, RegisterRow, Standing};
use crate::text::i18n::I18n;

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
        "flagged" => "register.flagged",
        "summary-disagrees" => "register.altered",
        "no-paper" | "other-paper" | "does-not-replay" | "situations-unreadable" => {
            "register.not_this_paper"
        }
        "not-an-exam" => "register.not_graded",
        "conflict" => "register.conflict",
        "dated-after-seal" | "dated-in-the-future" => "register.dated_wrong",
        "scripted" => "register.scripted",
        "name-refused" => "register.name_refused",
        "practice-paper" => "register.practice_paper",
        _ => "register.unknown_key",
    }
}

pub fn register_ui(
    ui: &mut egui::Ui,
    (register, certificate): (Option<&Register>, Option<&Certificate>),
    ctx: &ScreenCtx,
    commands: &mut Vec<Command>,
) {
    let i18n = ctx.i18n;
    controls_ui(ui, ctx, commands);
    let Some(register) = register else {
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
        .spacing([6.0, 6.0])
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
                // A point smaller than other tables' headings: ten columns fit at 1024 px.
                tools::column_header_sized_ui(ui, &i18n.tr(key), 80.0, 13.0);
            }
            ui.end_row();
            for row in &register.rows {
                row_ui(ui, row, today, ctx, commands);
                ui.end_row();
            }
        });
    if let Some(certificate) = certificate {
        ui.add_space(10.0);
        certificate_ui(ui, certificate, i18n);
        ui.add_space(10.0);
    }
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

/// The school's name (for certificates), read the register, seal the finished exams.
fn controls_ui(ui: &mut egui::Ui, ctx: &ScreenCtx, commands: &mut Vec<Command>) {
    let i18n = ctx.i18n;
    theme::panel_frame()
        .corner_radius(8.0)
        .inner_margin(12.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                let label = ui.label(i18n.tr("register.school"));
                let mut school = ctx.school.to_string();
                let field = ui
                    .add(
                        TextEdit::singleline(&mut school)
                            .hint_text(i18n.tr("register.school_hint"))
                            .desired_width(360.0),
                    )
                    .labelled_by(label.id);
                if field.changed() {
                    commands.push(Command::SetSchool(school));
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
}

/// The certificate last written, as its page shows it (the HTML is for the browser's print).
fn certificate_ui(ui: &mut egui::Ui, certificate: &Certificate, i18n: &I18n) {
    let ink = egui::Color32::from_rgb(0x11, 0x11, 0x11);
    let gold = egui::Color32::from_rgb(0x8a, 0x6d, 0x1f);
    let grey = egui::Color32::from_rgb(0x55, 0x55, 0x55);
    let exam = if i18n.lang().is_spanish() && !certificate.exam_es.is_empty() {
        &certificate.exam_es
    } else {
        &certificate.exam
    };
    let school = if certificate.school.trim().is_empty() {
        i18n.tr("cert.no_school")
    } else {
        certificate.school.as_str().into()
    };
    ui.label(RichText::new(i18n.tr("register.preview")).font(theme::bold_font(15.0)));
    egui::Frame::new()
        .fill(egui::Color32::from_rgb(0xfb, 0xf8, 0xef))
        .stroke(egui::Stroke::new(4.0, gold))
        .corner_radius(4.0)
        .inner_margin(24.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width().min(820.0));
            ui.vertical_centered(|ui| {
                ui.label(RichText::new(school.to_uppercase()).size(17.0).color(grey));
                ui.label(
                    RichText::new(i18n.tr("cert.title"))
                        .font(theme::bold_font(34.0))
                        .color(gold),
                );
                ui.label(
                    RichText::new(i18n.tr("cert.certifies"))
                        .size(15.0)
                        .color(ink),
                );
                ui.label(
                    RichText::new(&certificate.trainee)
                        .font(theme::bold_font(30.0))
                        .color(ink),
                );
                ui.label(
                    RichText::new(i18n.trf("cert.passed", &[("table", &certificate.table)]))
                        .size(15.0)
                        .color(ink),
                );
                ui.add_space(8.0);
                facts_ui(ui, certificate, exam, i18n, (ink, grey));
                ui.add_space(12.0);
                ui.label(
                    RichText::new(format!("{} {}", i18n.tr("cert.code"), certificate.code))
                        .font(theme::bold_font(16.0))
                        .color(ink),
                );
                ui.label(
                    RichText::new(i18n.trf("cert.verify", &[("code", &certificate.code)]))
                        .size(12.0)
                        .color(grey),
                );
            });
        });
}

/// The certificate's facts, label and value: the exam, the table, the score, the date, the
/// instructor.
fn facts_ui(
    ui: &mut egui::Ui,
    certificate: &Certificate,
    exam: &str,
    i18n: &I18n,
    (ink, grey): (egui::Color32, egui::Color32),
) {
    let score = i18n.trf(
        "cert.score",
        &[
            ("percent", &i18n.decimal(certificate.score, 1)),
            ("right", &certificate.correct.to_string()),
            ("total", &certificate.decisions.to_string()),
        ],
    );
    egui::Grid::new("certificate-preview")
        .num_columns(2)
        .spacing([16.0, 4.0])
        .show(ui, |ui| {
            let until = certificate
                .valid_until
                .map_or_else(|| "—".to_string(), |until| until.to_string());
            for (key, value) in [
                ("cert.exam", exam),
                ("cert.table", certificate.table.as_str()),
                ("cert.score_label", score.as_str()),
                ("cert.date", &certificate.date.to_string()),
                ("cert.valid_until", until.as_str()),
                ("cert.instructor", certificate.instructor.as_str()),
            ] {
                ui.label(RichText::new(i18n.tr(key)).color(grey));
                ui.label(RichText::new(value).color(ink));
                ui.end_row();
            }
        });
}

/// The result's first-try mistakes per category, one line each, as every score counts them.
fn mistakes_text(entry: &ExamEntry, i18n: &I18n) -> String {
    let rows: Vec<String> = entry
        .mistakes
        .iter()
        .map(|&(category, mistakes)| {
            i18n.trf(
                "scores.register_mistakes",
                &[
                    ("category", &i18n.category(category)),
                    ("mistakes", &mistakes.to_string()),
                ],
            )
        })
        .collect();
    rows.join("\n")
}

/// A register row's table by its profile's name in the window's language, or its id when no
/// profile of that id is loaded.
fn table_name(ctx: &ScreenCtx, table: &str) -> String {
    ctx.profiles
        .get(table)
        .map_or(table.to_string(), |profile| {
            super::tools::profile_name(ctx.i18n, profile)
        })
}

/// A row's table: as wide as the window leaves at 1024 px, the whole name on hover.
fn table_cell_ui(ui: &mut egui::Ui, table: &str) {
    ui.scope(|ui| {
        ui.set_max_width((ui.ctx().content_rect().width() * 0.12).clamp(90.0, 260.0));
        ui.add(egui::Label::new(table).truncate())
            .on_hover_text(table);
    });
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
    table_cell_ui(ui, &table_name(ctx, &row.table));
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
    let score = ui.label(result.map_or("—".to_string(), |result| {
        format!("{} %", i18n.decimal(result.score_percent(), 1))
    }));
    if let Some(entry) = shown.filter(|entry| entry.result.is_some()) {
        score.on_hover_text(mistakes_text(entry, i18n));
    }
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
