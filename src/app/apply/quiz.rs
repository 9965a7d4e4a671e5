//! The quiz's commands: opening the quiz screen, starting, answering and closing its sessions,
//! reading the trainee's history (through [`files`]).

use std::path::Path;

use super::super::Command;
use super::super::Screen;
use super::super::TalladorApp;
use super::super::files;
use super::super::quiz::{Quiz, QuizCommand, QuizKey, QuizView};
use super::closing::close_when_finished;
use crate::session::Stamp;
use crate::session::quiz::{Answer, DrillChoice, QuizSession, QuizSetup};
use crate::text::told::Told;

impl TalladorApp {
    /// Opens the quiz screen for the start screen's trainee and table.
    pub(in crate::app) fn open_quiz(&mut self) {
        let form = &self.settings.start;
        let profile = self
            .profiles
            .get(&form.profile)
            .or_else(|| self.profiles.all().first())
            .cloned();
        if let Some(profile) = profile {
            let trainee = form.trainee.trim();
            let mut quiz = Quiz::new(trainee, profile);
            quiz.screen.decimal_mark = self.i18n.lang().decimal_mark();
            quiz.screen.history = files::quiz_history(self.quiz_folder.as_deref(), trainee);
            self.quiz = Some(quiz);
            self.go(Screen::Quiz);
        }
    }

    /// Applies one command of the quiz screen at `now`.
    pub(super) fn apply_quiz(&mut self, command: QuizCommand, now: Stamp) {
        let trainee = self.settings.start.trainee.trim().to_string();
        let Some(quiz) = &mut self.quiz else {
            return;
        };
        match command {
            QuizCommand::Pick(choice) => quiz.screen.pick(choice),
            QuizCommand::SetProfile(id) => {
                if let Some(profile) = self.profiles.get(&id) {
                    quiz.screen.set_profile(profile.clone());
                }
            }
            QuizCommand::Start => start(
                quiz,
                &trainee,
                (self.logs_folder.as_deref(), self.quiz_folder.as_deref()),
                now,
            ),
            QuizCommand::Answer(answer) => answer_item(quiz, answer, now),
            QuizCommand::TakeChip(value) => quiz.screen.cut.push(value),
            QuizCommand::Submit => {
                for command in quiz.submit_typed() {
                    self.apply_quiz(command, now);
                }
            }
            QuizCommand::Continue => {
                if let Some(session) = &mut quiz.session {
                    if close_when_finished(session, now) {
                        quiz.screen.view = QuizView::Results;
                    } else {
                        session.next(now);
                    }
                }
                quiz.screen.clear_answer();
            }
            // A drill started from the course goes back to it where it would go to the menu
            // of quick drills: stopped before an answer, or leaving its results.
            QuizCommand::End => {
                end(quiz, now);
                if self.course.came_from && quiz.screen.view == QuizView::Menu {
                    self.apply(Command::NewSession, now.time());
                }
            }
            QuizCommand::Menu if self.course.came_from && quiz.screen.view == QuizView::Results => {
                self.apply(Command::NewSession, now.time());
            }
            QuizCommand::Menu => quiz.menu(),
            QuizCommand::HeatMap => quiz.screen.open_map(),
            // Leaving the screen closes the quiz.
            QuizCommand::Leave => self.apply(Command::NewSession, now.time()),
            QuizCommand::RetryWrite => {
                if let Some(session) = &mut quiz.session {
                    session.retry_write();
                }
            }
            QuizCommand::ReloadHistory => {
                quiz.screen.history = files::quiz_history(self.quiz_folder.as_deref(), &trainee);
            }
        }
    }

    /// Plays keys on the quiz screen as if typed (`|` Enter, `~` Esc, `<` Backspace, `>` Tab):
    /// demos and screenshots.
    pub(in crate::app) fn play_quiz_keys(&mut self, script: &str, now: Stamp) {
        for ch in script.chars() {
            let key = match ch {
                '|' => QuizKey::Enter,
                '~' => QuizKey::Escape,
                '<' => QuizKey::Backspace,
                '>' => QuizKey::Tab,
                other => QuizKey::Char(other),
            };
            let Some(quiz) = &mut self.quiz else {
                return;
            };
            for command in quiz.key(key) {
                self.apply_quiz(command, now);
            }
        }
    }
}

/// Closes the quiz under way (a quiz on the results was closed as it ended).
pub(super) fn close(quiz: &mut Quiz, now: Stamp) {
    if quiz.screen.view == QuizView::Drill
        && let Some(session) = &mut quiz.session
    {
        session.close(now);
    }
}

/// Starts a quiz of the chosen drill (closing one under way).
fn start(
    quiz: &mut Quiz,
    trainee: &str,
    (logs_folder, history_folder): (Option<&Path>, Option<&Path>),
    now: Stamp,
) {
    close(quiz, now);
    let screen = &mut quiz.screen;
    // A drill of another table (scripted runs) is dealt at that table.
    if let DrillChoice::One(drill) = screen.choice
        && !drill.fits(screen.profile.kind)
    {
        screen.profile = crate::session::quiz::profile_for(drill, &screen.profile);
    }
    if screen.view == QuizView::Menu {
        screen.history = files::quiz_history(history_folder, trainee);
    }
    let setup = QuizSetup {
        trainee: trainee.to_string(),
        choice: screen.choice,
        profile: screen.profile.clone(),
        // Scripted runs play their fixed seeds; any other quiz a fresh seed for this trainee
        // and attempt (in the log).
        seed: if screen.seed.is_some() {
            screen.next_seed(now)
        } else {
            files::fresh_seed()
        },
        length: screen.length,
        logs_folder: logs_folder.map(Path::to_path_buf),
        history_folder: history_folder.map(Path::to_path_buf),
    };
    match QuizSession::start(setup, now) {
        Ok(session) => {
            quiz.session = Some(session);
            let screen = &mut quiz.screen;
            screen.start_error = None;
            screen.clear_answer();
            screen.view = QuizView::Drill;
        }
        Err(error) => screen.start_error = Some(Told::error(&error)),
    }
}

/// Judges an answer; a right one goes on to the next item, the last one to the results.
fn answer_item(quiz: &mut Quiz, answer: Answer, now: Stamp) {
    let Some(session) = &mut quiz.session else {
        return;
    };
    let Some(judged) = session.answer(answer, now) else {
        return;
    };
    // The last answer goes straight to the results (they list every mistake).
    if close_when_finished(session, now) {
        quiz.screen.view = QuizView::Results;
    } else if judged.correct {
        session.next(now);
    }
    quiz.screen.clear_answer();
}

/// Stops the quiz: the results if anything was answered, else the menu.
fn end(quiz: &mut Quiz, now: Stamp) {
    let answered = quiz
        .session
        .as_ref()
        .is_some_and(|session| session.score().answered > 0);
    close(quiz, now);
    if answered {
        quiz.screen.view = QuizView::Results;
    } else {
        quiz.screen.view = QuizView::Menu;
        quiz.session = None;
    }
}
