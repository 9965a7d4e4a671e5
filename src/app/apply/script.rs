//! The start-up scripts' own steps ([`Script`], docs and CI screenshots) and the scenario
//! opened at start-up.

use crate::text::told::Told;
use std::path::Path;

use super::super::Command;
use super::super::TalladorApp;
use super::super::command::Script;
use super::super::overview::OverviewTab;
use crate::session::drill::Call;
use crate::session::{ScenarioSource, Stamp};

impl TalladorApp {
    /// Applies one step of a start-up script at `now`.
    pub(super) fn apply_script(&mut self, script: Script, now: Stamp) {
        match script {
            Script::Select(pick) => {
                if let Some(training) = &mut self.training {
                    training.screen.selected = pick;
                    training.screen.focus_line = pick.is_none();
                }
            }
            Script::CaseActions(actions) => self.inspector.draft.actions = actions,
            Script::DrillPickRule => self.drill.picking = true,
            Script::DrillRightCall { to_end } => {
                while let Some(call) = self.right_call() {
                    self.drill_call(call, now);
                    if !to_end {
                        break;
                    }
                }
            }
            Script::RegisterTab => {
                self.overview.tab = OverviewTab::Register;
                self.apply(Command::LoadRegister, now.time());
            }
            Script::FirstPassCertificate => {
                let pass = self.overview.register.as_ref().and_then(|register| {
                    register
                        .rows
                        .iter()
                        .find_map(|row| row.latest_pass().map(|entry| entry.path.clone()))
                });
                if let Some(path) = pass {
                    self.apply(Command::WriteCertificate(path), now.time());
                }
            }
            Script::QuizSeed => {
                let seed = self.settings.start.seed_number().unwrap_or(1);
                if let Some(quiz) = &mut self.quiz {
                    quiz.screen.seed = Some(seed);
                }
            }
            Script::QuizKeys(keys) => self.play_quiz_keys(&keys, now),
            Script::Notice(notice) => self.notice = Some(notice),
            Script::OpenTray(place, stacks) => {
                if let Some(training) = &mut self.training {
                    let mut tray = super::super::tray::ChipTray::new(place);
                    for stack in stacks {
                        for _ in 0..stack.count {
                            tray.add(stack.value);
                        }
                    }
                    training.screen.tray = Some(tray);
                    training.screen.focus_line = false;
                    training.screen.release_line = true;
                }
            }
        }
    }

    /// The right call on the drill's current action (scripted runs).
    fn right_call(&self) -> Option<Call> {
        let drill = self.audit_drill.as_ref()?;
        let (index, _) = drill.current()?;
        Some(
            drill
                .playback
                .error_at(index)
                .map_or(Call::Pass, |error| Call::Stop(error.finding.rule)),
        )
    }

    /// Opens the trainer on a scenario file (`--scenario`).
    pub(super) fn open_scenario(&mut self, path: &Path, now: Stamp) {
        match crate::session::load::scenario(path, &self.profiles) {
            Ok(scenario) => {
                let source = ScenarioSource::File {
                    path: path.display().to_string(),
                    title: scenario.title_in(self.i18n.lang().code()).to_string(),
                };
                self.begin(scenario, source, now);
            }
            Err(problem) => self.notice = Some(Told::Diagnostic(problem)),
        }
    }
}
