//! The school's LRS window: its settings (the secret typed once, never shown again) and the
//! queue's state for the instructor: sent, waiting (and why), refused (with the LRS's answer).
//! Opened from the overview; what it asks for is applied by `apply/settings.rs`.

use egui::{Id, Modal, RichText};

use super::command::{Command, LrsAsk};
use super::theme;
use crate::session::exam::names;
use crate::session::lrs::QueueStatus;
use crate::session::lrs::register::{Flag, LrsRow};
use crate::text::i18n::I18n;

/// The window's own state: open or not, and the form as typed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LrsScreen {
    pub open: bool,
    pub endpoint: String,
    pub key: String,
    /// Typed, sent to the settings on Save, then cleared.
    pub secret: String,
    pub home_page: String,
    pub practice: bool,
    /// What the last Save, Test or Forget said.
    pub message: Option<crate::text::told::Told>,
    /// The register read back from the LRS: its rows, then what it flags.
    pub register: Vec<String>,
}

/// What the window shows besides its form.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LrsView {
    /// An LRS is set (its secret saved).
    pub set: bool,
    pub status: QueueStatus,
}

/// The LRS window, over the screen on show.
pub fn lrs_ui(
    ui: &mut egui::Ui,
    screen: &mut LrsScreen,
    view: &LrsView,
    i18n: &I18n,
) -> Vec<Command> {
    let mut commands = Vec::new();
    let modal = Modal::new(Id::unique("lrs-window")).show(ui.ctx(), |ui| {
        ui.set_max_width(620.0);
        ui.heading(i18n.tr("lrs.title"));
        ui.label(RichText::new(i18n.tr("lrs.about")).color(theme::weak()));
        ui.add_space(6.0);
        form_ui(ui, screen, view, i18n);
        ui.horizontal(|ui| {
            for (key, ask) in [
                ("lrs.save", LrsAsk::Save),
                ("lrs.test", LrsAsk::Test),
                ("lrs.send_now", LrsAsk::SendNow),
                ("lrs.resend_refused", LrsAsk::ResendRefused),
                ("lrs.forget", LrsAsk::Forget),
                ("lrs.read_register", LrsAsk::ReadRegister),
                ("lrs.close", LrsAsk::Close),
            ] {
                if ui.button(i18n.tr(key)).clicked() {
                    commands.push(Command::Lrs(ask));
                }
            }
        });
        if let Some(message) = &screen.message {
            ui.label(message.tell(i18n));
        }
        ui.add_space(8.0);
        queue_ui(ui, &view.status, i18n);
        if !screen.register.is_empty() {
            ui.add_space(8.0);
            ui.label(RichText::new(i18n.tr("lrs.register")).font(theme::bold_font(16.0)));
            egui::ScrollArea::vertical()
                .id_salt("lrs-register")
                .max_height(220.0)
                .show(ui, |ui| {
                    for line in &screen.register {
                        ui.label(line);
                    }
                });
        }
    });
    if modal.should_close() && commands.is_empty() {
        commands.push(Command::Lrs(LrsAsk::Close));
    }
    commands
}

fn form_ui(ui: &mut egui::Ui, screen: &mut LrsScreen, view: &LrsView, i18n: &I18n) {
    let hint = if view.set {
        i18n.tr("lrs.secret_saved")
    } else {
        i18n.tr("lrs.secret_hint")
    };
    egui::Grid::new("lrs-form").num_columns(2).show(ui, |ui| {
        for (key, text, secret) in [
            ("lrs.endpoint", &mut screen.endpoint, false),
            ("lrs.key", &mut screen.key, false),
            ("lrs.secret", &mut screen.secret, true),
            ("lrs.home_page", &mut screen.home_page, false),
        ] {
            let label = ui.label(i18n.tr(key));
            let mut field = egui::TextEdit::singleline(text).password(secret);
            if secret {
                field = field.hint_text(hint.as_ref());
            }
            ui.add(field).labelled_by(label.id);
            ui.end_row();
        }
        ui.label("");
        ui.checkbox(&mut screen.practice, i18n.tr("lrs.practice"));
        ui.end_row();
    });
}

fn queue_ui(ui: &mut egui::Ui, status: &QueueStatus, i18n: &I18n) {
    ui.label(RichText::new(i18n.tr("lrs.queue")).font(theme::bold_font(16.0)));
    ui.label(i18n.trf(
        "lrs.queue_line",
        &[
            ("sent", &status.sent.to_string()),
            ("waiting", &status.waiting.to_string()),
            ("refused", &status.refused.len().to_string()),
        ],
    ));
    if let Some(problem) = &status.last_problem {
        ui.label(
            RichText::new(i18n.trf(
                "lrs.waiting_because",
                &[("why", &crate::text::explain::error(i18n, problem))],
            ))
            .color(theme::weak()),
        );
    }
    for refusal in &status.refused {
        // Status 0: held here, never sent (its log does not bear it out).
        let line = if refusal.status == 0 {
            i18n.trf(
                "lrs.held_line",
                &[("verb", &refusal.verb), ("answer", &refusal.answer)],
            )
        } else {
            i18n.trf(
                "lrs.refused_line",
                &[
                    ("verb", &refusal.verb),
                    ("status", &refusal.status.to_string()),
                    ("answer", &refusal.answer),
                ],
            )
        };
        ui.label(line);
    }
}

/// A row of the register as the school's LRS has it, in the user's words: "Ana Pérez ·
/// urn:tallador:exam:… · 2 intentos · último: aprobado 100,0 %".
pub fn row_text(i18n: &I18n, row: &LrsRow) -> String {
    let latest = match &row.latest {
        Some((verdict, score)) => {
            let verdict = match verdict.as_str() {
                "passed" => i18n.tr("lrs.verdict_passed").into_owned(),
                "failed" => i18n.tr("lrs.verdict_failed").into_owned(),
                other => other.to_string(),
            };
            match score.as_deref().map(|score| (score, score.parse::<f64>())) {
                Some((_, Ok(percent))) => format!("{verdict} {} %", i18n.decimal(percent, 1)),
                Some((score, Err(_))) => format!("{verdict} {score}"),
                None => verdict,
            }
        }
        None => i18n.tr("lrs.no_result").into_owned(),
    };
    i18n.trf(
        "lrs.row",
        &[
            ("trainee", &names::shown(&row.trainee)),
            ("activity", &row.activity),
            ("attempts", &row.attempts.to_string()),
            ("latest", &latest),
        ],
    )
}

/// What the LRS shows about a sealed attempt, in the user's words.
/// What the LRS's order of a trainee's attempts shows, in the window's language.
pub fn record_flag_text(i18n: &I18n, flag: &crate::session::lrs::register::RecordFlag) -> String {
    use crate::session::lrs::register::RecordFlag;
    let not_here = i18n.tr("lrs.not_sealed_here").into_owned();
    match flag {
        RecordFlag::Backdated { trainee, log, .. } => i18n.trf(
            "lrs.flag_backdated",
            &[
                ("trainee", &names::shown(trainee)),
                ("log", log.as_deref().unwrap_or(&not_here)),
            ],
        ),
        RecordFlag::Voided { trainee, log, .. } => i18n.trf(
            "lrs.flag_voided",
            &[
                ("trainee", &names::shown(trainee)),
                ("log", log.as_deref().unwrap_or(&not_here)),
            ],
        ),
        RecordFlag::BeyondLimit {
            trainee,
            log,
            number,
            allowed,
        } => i18n.trf(
            "lrs.flag_beyond_limit",
            &[
                ("trainee", &names::shown(trainee)),
                ("log", log),
                ("number", &number.to_string()),
                ("allowed", &allowed.to_string()),
            ],
        ),
    }
}

pub fn flag_text(i18n: &I18n, flag: &Flag) -> String {
    match flag {
        Flag::NotInLrs { trainee, log } => i18n.trf(
            "lrs.flag_not_in_lrs",
            &[("trainee", &names::shown(trainee)), ("log", log)],
        ),
        Flag::Clock {
            trainee,
            log,
            ratio,
            logged_ms,
            stored_ms,
        } => i18n.trf(
            "lrs.flag_clock",
            &[
                ("trainee", &names::shown(trainee)),
                ("log", log),
                ("logged", &i18n.seconds(*logged_ms)),
                (
                    "stored",
                    &i18n.seconds(u64::try_from(*stored_ms).unwrap_or(0)),
                ),
                ("ratio", &i18n.decimal(*ratio, 1)),
            ],
        ),
        Flag::NotLive { trainee, log } => i18n.trf(
            "lrs.flag_not_live",
            &[("trainee", &names::shown(trainee)), ("log", log)],
        ),
        Flag::NoSeal { trainee, verdict } => i18n.trf(
            "lrs.flag_no_seal",
            &[("trainee", &names::shown(trainee)), ("verdict", verdict)],
        ),
        Flag::NoAnswers { trainee } => i18n.trf(
            "lrs.flag_no_answers",
            &[("trainee", &names::shown(trainee))],
        ),
        Flag::StoredEarly { trainee, early_ms } => i18n.trf(
            "lrs.flag_stored_early",
            &[
                ("trainee", &names::shown(trainee)),
                (
                    "early",
                    &i18n.seconds(u64::try_from(*early_ms).unwrap_or(0)),
                ),
            ],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::i18n::Lang;

    fn row(attempts: usize, latest: Option<(&str, Option<&str>)>) -> LrsRow {
        LrsRow {
            account: "ana".into(),
            trainee: "Ana Pérez".into(),
            activity: "urn:tallador:exam:casilleros:ab12".into(),
            attempts,
            latest: latest.map(|(verdict, score)| (verdict.into(), score.map(Into::into))),
        }
    }

    #[test]
    fn the_lrs_register_is_told_in_the_users_words() {
        let es = I18n::new(Lang::Es);
        let it = I18n::new(Lang::It);
        let en = I18n::new(Lang::En);
        let passed = row(2, Some(("passed", Some("92.5"))));
        assert_eq!(
            row_text(&es, &passed),
            "Ana Pérez · urn:tallador:exam:casilleros:ab12 · 2 intentos · último: aprobado 92,5 %"
        );
        assert_eq!(
            row_text(&it, &row(1, Some(("failed", Some("40.0"))))),
            "Ana Pérez · urn:tallador:exam:casilleros:ab12 · 1 tentativo · ultimo: non superato 40,0 %"
        );
        assert_eq!(
            row_text(&en, &row(1, None)),
            "Ana Pérez · urn:tallador:exam:casilleros:ab12 · 1 attempt · latest: no result"
        );
        let clock = Flag::Clock {
            trainee: "Ana Pérez".into(),
            log: "20261202-ana.ron".into(),
            ratio: 3.0,
            logged_ms: 60_000,
            stored_ms: 180_000,
        };
        assert_eq!(
            flag_text(&es, &clock),
            "Alerta: Ana Pérez (20261202-ana.ron): el reloj no cuadra con el del LRS: el registro \
             dice 60,0 s y el LRS lo recibió a lo largo de 180,0 s (3,0 veces los intervalos del \
             registro); ¿un reloj falseado?"
        );
        let missing = Flag::NotInLrs {
            trainee: "Ana Pérez".into(),
            log: "20261202-ana.ron".into(),
        };
        assert_eq!(
            flag_text(&it, &missing),
            "Allerta: Ana Pérez (20261202-ana.ron): sigillato qui, ma l'LRS della scuola non ha \
             nessuna dichiarazione di questo tentativo"
        );
    }
}
