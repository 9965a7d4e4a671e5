//! Start-up options applied to a new app (the command line, docs and CI screenshots): a scenario
//! to train on, what is picked on its table, a screen to open with its file or folder, scripted
//! calls of the audit drill and keys of the quiz. Each goes through the same paths as the
//! commands ([`super::apply`]).

use std::path::Path;

use chrono::{DateTime, FixedOffset};

use super::quiz::QuizAction;
use super::table::Pick;
use super::{Command, Screen, TalladorApp, files};
use crate::core::RuleId;
use crate::session::drill::Call;
use crate::session::quiz::DrillChoice;
use crate::session::{ScenarioSource, Stamp};

impl TalladorApp {
    /// Opens `screen` at start-up, with a file or folder for it (`--screen`, `--open`); `calls`
    /// script the audit drill's trainee, or replace the inspector's dealer actions (docs and
    /// CI screenshots).
    pub(super) fn open_screen(
        &mut self,
        screen: Screen,
        path: Option<&Path>,
        calls: &[String],
        now: Stamp,
    ) {
        self.show(screen);
        if screen == Screen::AuditDrill {
            self.script_drill(calls, now);
        }
        let Some(path) = path else {
            return;
        };
        match screen {
            Screen::Review => files::open_log(&mut self.review, path, &self.profiles, &self.i18n),
            Screen::Overview => {
                self.overview.folder = path.display().to_string();
                files::load_overview(&mut self.overview, &self.i18n);
                self.script_overview(calls, now);
            }
            Screen::Inspector => {
                files::open_case(&mut self.inspector, path, &self.profiles, &self.i18n);
                // Scripted: the dealer's actions, one per line, in place of the case's.
                if !calls.is_empty() {
                    self.inspector.draft.actions = calls.join("\n");
                }
            }
            _ => {}
        }
    }

    /// Scripted steps on the overview (screenshots): `register` (the tab, read), `seal`
    /// (collect and seal), `certificate` (the certificate of the first passed exam, previewed).
    fn script_overview(&mut self, calls: &[String], now: Stamp) {
        let time = now.time();
        for call in calls {
            match call.as_str() {
                "register" => {
                    self.overview.tab = super::overview::OverviewTab::Register;
                    self.apply(Command::LoadRegister, time);
                }
                "seal" => self.apply(Command::SealExams, time),
                "certificate" => {
                    let pass = self.overview.register.as_ref().and_then(|register| {
                        register
                            .rows
                            .iter()
                            .find_map(|row| row.latest_pass().map(|entry| entry.path.clone()))
                    });
                    if let Some(path) = pass {
                        self.apply(Command::WriteCertificate(path), time);
                    }
                }
                _ => {}
            }
        }
    }

    /// Plays scripted calls on the drill screen: `start`, `pass`, `stop` (opens the rule list),
    /// `stop RULE`, `key` (the right call for the current action), `key-all` (right calls to
    /// the end).
    fn script_drill(&mut self, calls: &[String], now: Stamp) {
        for text in calls {
            let mut words = text.split_whitespace();
            let (Some(word), rule) = (words.next(), words.next()) else {
                continue;
            };
            match word {
                "start" => self.start_drill(now),
                "pass" => self.drill_call(Call::Pass, now),
                "stop" => match rule.and_then(RuleId::parse) {
                    Some(rule) => self.drill_call(Call::Stop(rule), now),
                    None => self.drill.picking = true,
                },
                "key" => {
                    if let Some(call) = self.right_call() {
                        self.drill_call(call, now);
                    }
                }
                "key-all" => {
                    while let Some(call) = self.right_call() {
                        self.drill_call(call, now);
                    }
                }
                _ => self.notice = Some(format!("`{text}`: not a drill call")),
            }
        }
    }

    /// The right call on the drill's current action (scripted runs).
    fn right_call(&self) -> Option<Call> {
        let drill = self.drill.drill.as_ref()?;
        let (index, _) = drill.current()?;
        Some(
            drill
                .playback
                .error_at(index)
                .map_or(Call::Pass, |error| Call::Stop(error.finding.rule)),
        )
    }

    /// `--quiz SPEC` (see [`super::AppOptions::quiz`]): the quiz screen with a fixed seed, a
    /// drill started and keys played.
    pub(super) fn open_scripted_quiz(&mut self, spec: &str, now: DateTime<FixedOffset>) {
        let stamp = Stamp::new(now);
        self.open_quiz();
        let (what, keys) = spec.split_once(':').unwrap_or((spec, ""));
        let Some(quiz) = self.quiz.take() else {
            return;
        };
        let mut quiz = quiz.with_seed(self.settings.start.seed_number().unwrap_or(1));
        let mut commands = Vec::new();
        match what {
            "menu" => {}
            "map" => commands.extend(quiz.apply(QuizAction::HeatMap, &self.profiles, stamp)),
            drill => {
                if let Some(choice) = DrillChoice::from_word(drill) {
                    quiz.choice = choice;
                }
                commands.extend(quiz.apply(QuizAction::Start, &self.profiles, stamp));
            }
        }
        commands.extend(quiz.play_script(keys, &self.profiles, stamp));
        self.quiz = Some(quiz);
        for command in commands {
            self.apply(command, now);
        }
    }

    /// What is picked on the table at the start (`--select`: a place, `banca`, `punto`,
    /// `dealer`).
    pub(super) fn select(&mut self, select: Option<&str>) {
        if let Some(training) = &mut self.training {
            training.selected = match select {
                Some("banca") => Some(Pick::Banca),
                Some("punto") => Some(Pick::Punto),
                Some("dealer") => Some(Pick::Dealer),
                Some(place) => place.parse().ok().map(Pick::Place),
                None => None,
            };
            training.focus_line = training.selected.is_none();
        }
    }

    /// Opens the trainer on a scenario file at start-up (`--scenario`).
    pub(super) fn open_scenario(&mut self, path: &Path, now: Stamp) {
        match crate::session::load::scenario(path, &self.profiles) {
            Ok(scenario) => {
                let source = ScenarioSource::File {
                    path: path.display().to_string(),
                    title: scenario.title_in(self.i18n.lang().code()).to_string(),
                };
                self.begin(scenario, source, now);
            }
            Err(problem) => {
                self.notice = Some(crate::text::explain::diagnostic(&self.i18n, &problem))
            }
        }
    }
}
