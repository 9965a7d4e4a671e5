//! The training session's commands: start one from the start screen, choose, hint, end,
//! again, a new session; the logs folder and a log write to retry.

use crate::text::told::Told;
use std::path::PathBuf;

use super::super::Feedback;
use super::super::Screen;
use super::super::TalladorApp;
use super::super::Training;
use super::super::files;
use super::closing::close_when_finished;
use crate::core::chips::Stack;
use crate::core::game::Game;
use crate::core::scenario::Scenario;
use crate::core::{Action, Place};
use crate::session::{ChoiceResult, Mode, ScenarioSource, Session, SessionSetup, Stamp};

impl TalladorApp {
    /// Practice: show the canonical next action.
    pub(super) fn hint(&mut self) {
        if let Some(training) = &mut self.training {
            training.screen.hint = training.session.hint();
        }
    }

    /// Stops the session now and shows the summary.
    pub(super) fn end_session(&mut self, now: Stamp) {
        if self.screen == Screen::Train
            && let Some(training) = &mut self.training
        {
            training.session.close(now);
            self.go(Screen::Summary);
        }
    }

    /// Back to the start screen, leaving the screen on show.
    pub(super) fn new_session(&mut self, now: Stamp) {
        // A review opened from a drill leaves the drill too.
        if self.screen == Screen::Review {
            self.leave(self.review.back_to, now);
        }
        self.leave(self.screen, now);
        // Trained from the course: back to it, the standing worked out again.
        if std::mem::take(&mut self.course.came_from) {
            self.open_course();
            return;
        }
        self.go(Screen::Start);
    }

    /// The same situation again, same settings.
    pub(super) fn again(&mut self, now: Stamp) {
        // An exam is taken again from its paper, if an attempt is left.
        if let Some(path) = self
            .training
            .as_ref()
            .and_then(|training| training.exam.as_ref())
            .map(|exam| exam.path.clone())
        {
            self.leave(self.screen, now);
            self.start_exam(&path, now);
        } else if let Some(training) = self.training.take() {
            let (scenario, setup) = training.again;
            self.begin_with(scenario, setup, now);
        }
    }

    pub(super) fn retry_log_write(&mut self) {
        if let Some(training) = &mut self.training {
            training.session.retry_write();
        }
    }

    pub(super) fn open_logs_folder(&mut self) {
        let folder = self
            .training
            .as_ref()
            .and_then(|training| training.session.logs_folder().map(PathBuf::from))
            .or_else(|| self.logs_folder.clone());
        let Some(folder) = folder else {
            return;
        };
        if super::super::open_folder(&folder).is_err() {
            let shown = folder.display().to_string();
            match &mut self.training {
                Some(training) => training.screen.unopened_folder = Some(shown),
                None => {
                    self.notice = Some(Told::with(
                        "summary.cannot_open_folder_at",
                        &[("folder", &shown)],
                    ))
                }
            }
        }
    }

    pub(super) fn choose(&mut self, action: Action, now: Stamp) {
        self.choose_or_pay(action, None, now);
    }

    /// A payout cut from chips: judged as `pay N SUM`, its chips logged; the feedback shows
    /// the fewest chips when more were given (CHIPS).
    pub(super) fn pay_chips(&mut self, place: Place, chips: &[Stack], now: Stamp) {
        let action = Action::Pay(place, Some(crate::core::chips::total(chips)));
        self.choose_or_pay(action, Some(chips), now);
    }

    fn choose_or_pay(&mut self, action: Action, chips: Option<&[Stack]>, now: Stamp) {
        let Some(training) = &mut self.training else {
            return;
        };
        // In a frame, the monotonic clock's time since the start goes with the wall clock's.
        let monotonic = self.frame_instant.map(|at| {
            u64::try_from(at.saturating_duration_since(training.started).as_millis())
                .unwrap_or(u64::MAX)
        });
        // Presenter mode: the table as it stood stays on the projector until F6.
        if training.screen.presenter && training.session.mode() == Mode::Practice {
            training.screen.held = Some(crate::app::train::Held {
                table: training.session.table(),
                position: training.session.position(),
            });
        }
        let outcome = match (action, chips) {
            (Action::Pay(place, _), Some(chips)) => {
                training.session.choose_chips(place, chips, now, monotonic)
            }
            _ => training.session.choose_timed(action, now, monotonic),
        };
        training.screen.hint = None;
        training.screen.line_error = None;
        let practice = training.session.mode() == Mode::Practice;
        training.screen.feedback = match outcome {
            ChoiceResult::Correct { .. } if practice => Some(match chips {
                Some(chips) => {
                    let set = training.session.game().scenario.profile.chip_values();
                    Feedback::RightChips {
                        action,
                        given: crate::core::chips::merged(chips),
                        fewest: crate::core::chips::fewest(crate::core::chips::total(chips), &set),
                    }
                }
                None => Feedback::Right(action),
            }),
            ChoiceResult::Wrong { mistake, .. } if practice => Some(Feedback::Wrong {
                choice: action,
                mistake,
            }),
            _ => None,
        };
        if close_when_finished(&mut training.session, now) {
            self.go(Screen::Summary);
        }
    }

    pub(super) fn start_session(&mut self, now: Stamp) {
        let trainee = self.settings.start.trainee.trim().to_string();
        // Who trains, first: a session without a name is nobody's progress (Ctrl+K lists the
        // roster's names and those seen in the logs).
        if trainee.is_empty() {
            self.notice = Some(crate::text::told::Told::text("course.no_name"));
            return;
        }
        if let Some(problem) = name_problem(&trainee) {
            self.notice = Some(problem);
            return;
        }
        match files::situation(
            &self.settings.start,
            &self.library,
            &self.profiles,
            &self.i18n,
        ) {
            Ok((scenario, source)) => {
                self.notice = None;
                self.begin(scenario, source, now);
            }
            Err(message) => self.notice = Some(message),
        }
    }

    pub(in crate::app) fn begin(&mut self, scenario: Scenario, source: ScenarioSource, now: Stamp) {
        let setup = SessionSetup {
            trainee: self.settings.start.trainee.trim().to_string(),
            mode: self.settings.start.mode,
            practise_amounts: self.settings.start.practise_amounts,
            paid_in_chips: self.settings.start.paid_in_chips,
            source,
            logs_folder: self.logs_folder.clone(),
        };
        self.begin_with(scenario, setup, now);
    }

    fn begin_with(&mut self, scenario: Scenario, setup: SessionSetup, now: Stamp) {
        match Game::new(scenario.clone(), self.settings.start.with_deal) {
            Ok(game) => {
                let mut session = Session::start(game, setup.clone(), now);
                self.report_live(&mut session, None);
                self.training = Some(Training::new(
                    session,
                    (scenario, setup),
                    std::time::Instant::now(),
                ));
                self.go(Screen::Train);
            }
            Err(error) => {
                self.notice = Some(Told::error(&error));
                self.go(Screen::Start);
            }
        }
    }
}

/// Why a typed trainee name is not one, in the trainee's language (a newline, an escape or
/// another invisible character would forge lines of the register; see `session::exam::names`).
pub(super) fn name_problem(name: &str) -> Option<Told> {
    use crate::session::exam::names::{MAX_NAME_CHARS, NameError, check_name};
    match check_name(name) {
        Ok(_) | Err(NameError::Empty) => None,
        Err(NameError::TooLong) => Some(Told::with(
            "problem.name_too_long",
            &[("max", &MAX_NAME_CHARS.to_string())],
        )),
        Err(NameError::Invisible(code)) => Some(Told::with(
            "problem.name_invisible",
            &[("code", &format!("U+{code:04X}"))],
        )),
    }
}
