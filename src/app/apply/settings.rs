//! The settings' commands: the language (the trainee's and the school's names are set in the
//! dispatcher, one line each).

use super::super::TalladorApp;
use super::super::i18n::{I18n, Lang};

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
            quiz.decimal_mark = lang.decimal_mark();
        }
    }
}
