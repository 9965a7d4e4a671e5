//! The settings' commands: the language (the trainee's and the school's names are set in the
//! dispatcher, one line each).

use super::super::TalladorApp;
use crate::text::i18n::{I18n, Lang};

impl TalladorApp {
    /// Every text in `lang` from the next frame (the pseudo-locale stays pseudo).
    pub(super) fn set_language(&mut self, lang: Lang) {
        self.settings.lang = lang;
        self.i18n = if self.i18n.is_pseudo() {
            I18n::pseudo(lang)
        } else {
            I18n::new(lang)
        };
        if let Some(quiz) = &mut self.quiz {
            quiz.screen.decimal_mark = lang.decimal_mark();
        }
    }
}

use super::super::command::LrsAsk;
use super::super::lrs::{LrsView, flag_text, record_flag_text, row_text};
use crate::session::Session;
use crate::session::exam::ExamPaper;
use crate::session::exam::names::Roster;
use crate::session::lrs::client::Client;
use crate::session::lrs::live::Live;
use crate::session::lrs::outbox::{self, Outbox};
use crate::session::lrs::queue::{self, Queue};
use crate::session::lrs::settings::LrsSettings;
use crate::session::{Mode, Stamp};
use crate::text::told::Told;

/// The school's LRS: its window's commands, its sender, and the live statements of sessions.
impl TalladorApp {
    pub(super) fn apply_lrs(&mut self, ask: LrsAsk) {
        match ask {
            LrsAsk::Open => {
                self.lrs.open = true;
                self.lrs.message = None;
                match self.folders.data.as_deref().map(queue::load_settings) {
                    Some(Ok(Some(settings))) => {
                        self.lrs.endpoint = settings.endpoint;
                        self.lrs.key = settings.key;
                        self.lrs.home_page = settings.home_page;
                        self.lrs.practice = settings.practice;
                    }
                    // Settings that do not read are said, to be saved again.
                    Some(Err(error)) => {
                        self.lrs.message = Some(Told::error(&error));
                    }
                    _ => {}
                }
            }
            LrsAsk::Close => self.lrs.open = false,
            LrsAsk::Save => self.save_lrs(),
            LrsAsk::Test => {
                let settings = self.lrs_settings();
                self.lrs.message = Some(match settings {
                    Some(settings) => {
                        match Client::new(settings, std::time::Duration::from_secs(5)).test() {
                            Ok(_) => Told::text("lrs.test_ok"),
                            Err(problem) => Told::error(&problem),
                        }
                    }
                    None => Told::text("lrs.not_set"),
                });
            }
            LrsAsk::SendNow => {
                if let Some(outbox) = &self.lrs_outbox {
                    outbox.send_now();
                }
            }
            LrsAsk::ResendRefused => {
                if let Some(data) = self.folders.data.as_deref() {
                    let _ = crate::session::lrs::queue::Queue::in_data(data).resend_refused();
                }
                if let Some(outbox) = &self.lrs_outbox {
                    outbox.send_now();
                }
            }
            LrsAsk::ReadRegister => self.read_lrs_register(),
            LrsAsk::Forget => {
                if let Some(data) = self.folders.data.as_deref() {
                    let _ = queue::forget_settings(data);
                }
                if let Some(outbox) = self.lrs_outbox.take() {
                    outbox.close();
                }
                self.lrs.message = Some(Told::text("lrs.forgotten"));
            }
        }
    }

    /// The settings saved in the data folder.
    fn lrs_settings(&self) -> Option<LrsSettings> {
        queue::load_settings(self.folders.data.as_deref()?)
            .ok()
            .flatten()
    }

    /// The form's settings saved (the saved secret kept when none is typed), and sent to.
    fn save_lrs(&mut self) {
        let Some(data) = self.folders.data.clone() else {
            self.lrs.message = Some(Told::text("lrs.no_data_folder"));
            return;
        };
        let secret = if self.lrs.secret.is_empty() {
            self.lrs_settings()
                .map(|saved| saved.secret)
                .unwrap_or_default()
        } else {
            std::mem::take(&mut self.lrs.secret)
        };
        let form = &self.lrs;
        match LrsSettings::new(
            &form.endpoint,
            &form.key,
            &secret,
            &form.home_page,
            form.practice,
        ) {
            Ok(settings) => match queue::save_settings(&data, &settings) {
                Ok(()) => {
                    self.lrs.message = Some(Told::text("lrs.saved"));
                    self.start_lrs();
                }
                Err(error) => {
                    let path = data.join(crate::session::lrs::settings::SETTINGS_FILE);
                    self.lrs.message = Some(
                        Told::with(
                            "problem.cannot_write",
                            &[("path", &path.display().to_string())],
                        )
                        .and("why", Told::io(&error)),
                    );
                }
            },
            Err(error) => self.lrs.message = Some(Told::error(&error)),
        }
    }

    /// Starts (again) the sender of the data folder's LRS, when one is set.
    pub(in crate::app) fn start_lrs(&mut self) {
        if let Some(outbox) = self.lrs_outbox.take() {
            outbox.close();
        }
        let (Some(data), Some(settings)) = (self.folders.data.clone(), self.lrs_settings()) else {
            return;
        };
        let client = Client::new(settings, outbox::REQUEST_TIMEOUT);
        let outbox = Outbox::start(Queue::in_data(&data), client);
        // Exams an earlier run left without an end (killed) are abandoned now, once.
        if let Some(logs) = &self.logs_folder {
            let under_way: Vec<String> = self
                .training
                .iter()
                .map(|training| training.session.log().header_hash.clone())
                .collect();
            let _ = crate::session::lrs::live::abandon_left_exams(&outbox, logs, &under_way);
        }
        self.lrs_outbox = Some(outbox);
    }

    /// What the LRS window shows.
    pub(in crate::app) fn lrs_view(&self) -> LrsView {
        let status = match (&self.lrs_outbox, self.folders.data.as_deref()) {
            (Some(outbox), _) => outbox.status(),
            (None, Some(data)) => Queue::in_data(data).status(),
            (None, None) => Default::default(),
        };
        LrsView {
            set: self.lrs_settings().is_some(),
            status,
        }
    }

    /// Tells the school's LRS of `session` as it goes: an exam always, practice when the
    /// school asked for it.
    pub(in crate::app) fn report_live(&self, session: &mut Session, paper: Option<&ExamPaper>) {
        let (Some(outbox), Some(settings)) = (&self.lrs_outbox, self.lrs_settings()) else {
            return;
        };
        if session.mode() != Mode::Exam && !settings.practice {
            return;
        }
        let roster = self.lrs_roster();
        session.observe(Box::new(Live::new(
            outbox.clone(),
            &settings.home_page,
            roster,
            paper.cloned(),
        )));
    }

    /// The school's results from the LRS against the overview's sealed register (read first
    /// when it is not): its rows, each with the sealed one when they differ, then the flags.
    fn read_lrs_register(&mut self) {
        let Some(settings) = self.lrs_settings() else {
            self.lrs.message = Some(Told::text("lrs.not_set"));
            return;
        };
        if self.overview.register.is_none() {
            self.load_register();
        }
        let client = Client::new(settings, outbox::REQUEST_TIMEOUT);
        let statements = match client.statements() {
            Ok(statements) => statements,
            Err(problem) => {
                self.lrs.message = Some(Told::error(&problem));
                return;
            }
        };
        let lrs = crate::session::lrs::register::LrsRegister::from_statements(&statements);
        let register = self.overview.register.clone().unwrap_or_default();
        let sealed = crate::session::lrs::register::sealed_rows(&register, &self.lrs_roster());
        let mut lines = Vec::new();
        for row in lrs.rows() {
            lines.push(row_text(&self.i18n, &row));
            match sealed
                .iter()
                .find(|here| here.account == row.account && here.activity == row.activity)
            {
                Some(here) if *here == row => {}
                Some(here) => lines.push(format!(
                    "  {}: {}",
                    self.i18n.tr("lrs.sealed_here"),
                    row_text(&self.i18n, here)
                )),
                None => lines.push(format!("  {}: —", self.i18n.tr("lrs.sealed_here"))),
            }
        }
        lines.extend(
            lrs.flags(&register)
                .iter()
                .map(|flag| flag_text(&self.i18n, flag)),
        );
        // What the LRS's order of the attempts shows (attempts counted in the order it stored
        // them, voided statements read back).
        lines.extend(
            lrs.record_flags(&register)
                .iter()
                .map(|flag| record_flag_text(&self.i18n, flag)),
        );
        self.lrs.register = lines;
    }

    /// The school roster of the data folder, when there is one.
    fn lrs_roster(&self) -> Roster {
        self.folders
            .data
            .as_deref()
            .and_then(|data| {
                let text = crate::session::exam::read::read_text(
                    &data.join("roster.csv"),
                    crate::session::exam::read::FileKind::Roster,
                )
                .ok()?;
                Roster::parse(&text).ok()
            })
            .unwrap_or_default()
    }

    /// The program closes: a session under way is abandoned, and the sender makes a last try.
    pub(in crate::app) fn close_lrs(&mut self, now: Stamp) {
        if let Some(training) = &mut self.training {
            training.session.abandon(now);
        }
        if let Some(outbox) = self.lrs_outbox.take() {
            outbox.close();
        }
    }
}
