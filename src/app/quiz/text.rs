//! The quiz in words, in the trainee's language: drill names, questions, answers, and the
//! one-sentence reason behind each answer, each told by the drill's view (`drills/`) from the
//! facts the core gave.

use std::borrow::Cow;

use super::drills::view;
use crate::session::quiz::{Answer, DrillChoice, Item};
use crate::text::i18n::I18n;

pub use super::words::{capitalized, side};

/// A session's title as the screens show it: a quiz log is titled `quiz third-card` in its file;
/// the trainee reads the drill's name in the language on show.
pub fn session_title(i18n: &I18n, mode: crate::session::Mode, title: &str) -> String {
    if mode == crate::session::Mode::Quiz
        && let Some(word) = title.strip_prefix("quiz ")
        && let Some(choice) = DrillChoice::from_word(word)
    {
        return i18n.trf("quiz.log_title", &[("drill", &drill_name(i18n, choice))]);
    }
    title.to_string()
}

pub fn drill_name(i18n: &I18n, choice: DrillChoice) -> Cow<'_, str> {
    i18n.tr(match choice {
        DrillChoice::Mixed => "quiz.drill.mixed",
        DrillChoice::One(drill) => view(drill).name(),
    })
}

pub fn drill_about(i18n: &I18n, choice: DrillChoice) -> Cow<'_, str> {
    i18n.tr(match choice {
        DrillChoice::Mixed => "quiz.about.mixed",
        DrillChoice::One(drill) => view(drill).about(),
    })
}

/// The question of an item, as a heading.
pub fn question(i18n: &I18n, item: &Item) -> String {
    view(item.drill).question(i18n, item)
}

/// How to answer this kind of question with the keyboard.
pub fn keys_hint<'a>(i18n: &'a I18n, item: &Item) -> Cow<'a, str> {
    i18n.tr(view(item.drill).keys_hint(item))
}

/// An answer as the trainee reads it: "roba", "7", "pagar 24,22 · marcar 1,28", "5 · 3 · 1",
/// "Puesto 2", "Banca".
pub fn answer(i18n: &I18n, item: &Item, answer: &Answer) -> String {
    view(item.drill).answer(i18n, item, answer)
}

/// The one-sentence reason for the item's answer.
pub fn reason(i18n: &I18n, item: &Item) -> String {
    view(item.drill).reason(i18n, item)
}

/// A short line naming the item, for lists: "Banca 5 · 3.ª 4", "25,50 a Banca".
pub fn short(i18n: &I18n, item: &Item) -> String {
    view(item.drill).short(i18n, item)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::profile::CommissionMode;
    use crate::core::shoe;
    use crate::core::{Money, Profile, Side};
    use crate::session::quiz::items::{generate, payout};
    use crate::text::i18n::Lang;

    fn casilleros() -> Profile {
        Profile::builtin("casilleros").unwrap()
    }

    #[test]
    fn t5_the_reason_names_the_row_of_the_tableau() {
        let item = generate("t5:5:4", &casilleros(), &mut shoe::rng(1)).unwrap();
        assert_eq!(
            reason(&I18n::new(Lang::En), &item),
            "The Banca holds 5 and Punto's third card is a 4: the Banca draws (T5). On 5 it \
             draws against 4 to 7."
        );
        assert_eq!(
            reason(&I18n::new(Lang::Es), &item),
            "La Banca tiene 5 y la tercera carta de Punto es un 4: la Banca pide (T5). Con 5 \
             pide ante 4 a 7."
        );
        assert_eq!(short(&I18n::new(Lang::Es), &item), "Banca 5 · 3.ª de 4");
    }

    #[test]
    fn payouts_the_reason_shows_the_sum() {
        let mut marked = casilleros();
        marked.commission = CommissionMode::Marked;
        let item = payout(&marked, 3, Side::Banca, Money::from_cents(2550));
        let en = I18n::new(Lang::En);
        assert_eq!(
            reason(&en, &item),
            "Paid in full, 25.50, and the 5 % commission marked: 1.28, the difference between \
             25.50 and 24.22 (the payment less commission, rounded down)."
        );
        assert_eq!(answer(&en, &item, &item.expected), "pay 25.50 · mark 1.28");
        let es = I18n::new(Lang::Es);
        assert_eq!(
            answer(&es, &item, &item.expected),
            "pagar 25,50 · marcar 1,28"
        );
        let deducted = payout(&casilleros(), 3, Side::Banca, Money::from_cents(2550));
        assert_eq!(
            reason(&es, &deducted),
            "Banca paga 25,50 menos el 5 %: 24,22 (el centavo se redondea hacia abajo)."
        );
    }
}
