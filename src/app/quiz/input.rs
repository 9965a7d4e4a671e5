//! The quiz screen's keys and clicks: what each asks for on the view on show; a drill's own
//! keys are its view's (`drills/`).

use super::super::table::Pick;
use super::drills::view;
use super::state::{QuizCommand, QuizKey, QuizScreen, QuizView};
use crate::session::quiz::{Item, QuizSession};

impl QuizScreen {
    /// What a key does on the view on show.
    pub fn key(&mut self, key: QuizKey, session: Option<&QuizSession>) -> Vec<QuizCommand> {
        match self.view {
            QuizView::Menu => match key {
                QuizKey::Enter => vec![QuizCommand::Start],
                QuizKey::Escape => vec![QuizCommand::Leave],
                QuizKey::Char('m' | 'M') => vec![QuizCommand::HeatMap],
                QuizKey::Char(digit @ '1'..='9') => {
                    let index = digit as usize - '1' as usize;
                    self.choices()
                        .get(index)
                        .map(|choice| vec![QuizCommand::Pick(*choice)])
                        .unwrap_or_default()
                }
                _ => Vec::new(),
            },
            QuizView::Results => match key {
                QuizKey::Enter => vec![QuizCommand::Start],
                QuizKey::Escape => vec![QuizCommand::Menu],
                QuizKey::Char('m' | 'M') => vec![QuizCommand::HeatMap],
                _ => Vec::new(),
            },
            QuizView::HeatMap => match key {
                QuizKey::Escape | QuizKey::Enter | QuizKey::Char('m' | 'M') => {
                    vec![QuizCommand::Menu]
                }
                _ => Vec::new(),
            },
            QuizView::Drill => self.drill_key(key, session),
        }
    }

    fn drill_key(&mut self, key: QuizKey, session: Option<&QuizSession>) -> Vec<QuizCommand> {
        let Some(session) = session else {
            return Vec::new();
        };
        if key == QuizKey::Escape {
            return vec![QuizCommand::End];
        }
        if session.is_answered() {
            return match key {
                QuizKey::Enter | QuizKey::Char(' ') => vec![QuizCommand::Continue],
                _ => Vec::new(),
            };
        }
        let item = session.item().clone();
        match key {
            QuizKey::Enter => vec![QuizCommand::Submit],
            QuizKey::Backspace => {
                view(item.drill).on_backspace(self);
                Vec::new()
            }
            QuizKey::Tab => {
                view(item.drill).on_tab(self, &item);
                Vec::new()
            }
            QuizKey::Char(ch) => view(item.drill).on_char(self, &item, ch),
            QuizKey::Escape => Vec::new(),
        }
    }

    /// A click on the table of a table drill.
    pub(super) fn table_pick(&mut self, item: &Item, pick: Pick) -> Vec<QuizCommand> {
        view(item.drill).on_pick(self, item, pick)
    }

    /// The typed answer of the item on show, as commands (none while it is not one yet).
    pub fn submit_typed(&mut self, session: Option<&QuizSession>) -> Vec<QuizCommand> {
        let item = session.map(|session| session.item().clone());
        item.map(|item| view(item.drill).on_submit(self, &item))
            .unwrap_or_default()
    }
}
