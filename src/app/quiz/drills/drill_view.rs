//! What a drill's view answers for the quiz screen ([`DrillView`]), and the marks the table
//! drills share.

use egui::Rect;

use super::super::super::table::{self, Pick};
use super::super::state::{QuizCommand, QuizScreen};
use crate::core::Profile;
use crate::core::view::TableView;
use crate::session::quiz::{Answer, Drill, Item};
use crate::text::i18n::I18n;

/// What a drill's file answers for the screen: how its item is drawn and answered, and how it
/// is told.
pub trait DrillView: Sync {
    /// The drill this view shows.
    fn drill(&self) -> Drill;

    /// The drill's name and what it trains (message ids).
    fn name(&self) -> &'static str;
    fn about(&self) -> &'static str;

    /// The question of an item, as a heading.
    fn question(&self, i18n: &I18n, item: &Item) -> String;

    /// How to answer with the keyboard (a message id).
    fn keys_hint(&self, item: &Item) -> &'static str;

    /// An answer as the trainee reads it: "roba", "7", "pagar 24,22 · marcar 1,28".
    fn answer(&self, i18n: &I18n, item: &Item, answer: &Answer) -> String;

    /// The one-sentence reason for the item's answer.
    fn reason(&self, i18n: &I18n, item: &Item) -> String;

    /// A short line naming the item, for lists: "Banca 5 · 3.ª 4", "25,50 a Banca".
    fn short(&self, i18n: &I18n, item: &Item) -> String {
        self.question(i18n, item)
    }

    /// The table the item is asked on, for the table drills; the felt drills paint their own.
    fn table<'a>(&self, _item: &'a Item) -> Option<&'a TableView> {
        None
    }

    /// The cards, the wager or the stack of a felt drill.
    fn felt_ui(
        &self,
        _painter: &egui::Painter,
        _area: Rect,
        _item: &Item,
        _profile: &Profile,
        _i18n: &I18n,
    ) {
    }

    /// On a table drill's table: what was given (red) and the right answer (green) after a
    /// wrong answer.
    fn marks_ui(
        &self,
        _painter: &egui::Painter,
        _layout: &table::TableLayout,
        _item: &Item,
        _last_given: Option<&Answer>,
    ) {
    }

    /// While typing on a table drill: what is typed so far, on the table.
    fn typing_marks_ui(
        &self,
        _painter: &egui::Painter,
        _layout: &table::TableLayout,
        _screen: &QuizScreen,
        _last_given: Option<&Answer>,
    ) {
    }

    /// Where the trainee answers: buttons, digits, till displays.
    fn answer_area_ui(
        &self,
        ui: &mut egui::Ui,
        screen: &QuizScreen,
        item: &Item,
        i18n: &I18n,
        commands: &mut Vec<QuizCommand>,
    );

    /// The rows the answer area needs (cutting a payout needs a second, for the chips).
    fn answer_height(&self) -> f32 {
        128.0
    }

    /// A key typed while the item waits for an answer.
    fn on_char(&self, screen: &mut QuizScreen, item: &Item, ch: char) -> Vec<QuizCommand>;

    /// Enter on a typed answer.
    fn on_submit(&self, _screen: &mut QuizScreen, _item: &Item) -> Vec<QuizCommand> {
        Vec::new()
    }

    /// A click on the table of a table drill.
    fn on_pick(&self, _screen: &mut QuizScreen, _item: &Item, _pick: Pick) -> Vec<QuizCommand> {
        Vec::new()
    }

    /// Tab: from one typed field to the other (a marked payout's pay and mark).
    fn on_tab(&self, _screen: &mut QuizScreen, _item: &Item) {}

    /// Backspace: the last character typed, or the last chip taken.
    fn on_backspace(&self, screen: &mut QuizScreen) {
        screen.field().pop();
        screen.notice = None;
    }
}

/// After a wrong answer on a table drill: the place (or hand) given, outlined red, and the
/// right one, green; `rect` finds where an answer points on the table.
pub(super) fn outline_answers(
    painter: &egui::Painter,
    item: &Item,
    last_given: Option<&Answer>,
    rect: impl Fn(&Answer) -> Option<Rect>,
) {
    if let Some(given) = last_given.and_then(&rect) {
        super::super::paint::outline(painter, given, 3.0, crate::app::theme::BAD);
    }
    if let Some(right) = rect(&item.expected) {
        super::super::paint::outline(painter, right, 4.0, crate::app::theme::GOOD);
    }
}

/// A place's rectangle on the table.
pub(super) fn place_rect(layout: &table::TableLayout, place: crate::core::Place) -> Option<Rect> {
    layout
        .places
        .get(usize::from(place).saturating_sub(1))
        .copied()
}
