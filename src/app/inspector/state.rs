//! The inspector screen's state: the case being edited, the card entry, the files it goes to.

use std::path::Path;

use crate::core::{Action, Profiles};
use crate::inspect::case::{self, Case, CaseDraft, DraftProblem};
use crate::text::i18n::{I18n, Lang};

/// The inspector screen's state: the case being edited and the files it goes to.
#[derive(Default)]
pub struct InspectorScreen {
    pub draft: CaseDraft,
    /// The window's language: the dealer's actions are read in its words too, as the trainer
    /// reads them.
    pub lang: Lang,
    /// The last draft reconstructed (in that language) and what came of it.
    cache: Option<(CaseDraft, Lang, Result<Case, Vec<DraftProblem>>)>,
    /// The card entry (`9D`, or several: `9D KH 4S`).
    pub card_entry: String,
    pub card_error: Option<crate::inspect::case::CardListError>,
    /// A pasted list of cards.
    pub paste: String,
    pub paste_error: Option<crate::inspect::case::CardListError>,
    /// The selected card of the shoe list.
    pub selected_card: Option<usize>,
    pub inspector: String,
    pub case_path: String,
    pub report_path: String,
    pub open_path: String,
    /// The last save, export or open: (good, message).
    pub message: Option<(bool, crate::text::told::Told)>,
    /// The inspector has typed or picked something (or opened a case): only then are the
    /// draft's problems shown, not on an empty form.
    pub touched: bool,
    pub(super) focus_card_entry: bool,
}

impl InspectorScreen {
    /// The reconstruction of the current draft (rebuilt only when the draft changed).
    pub fn case(&mut self, profiles: &Profiles) -> &Result<Case, Vec<DraftProblem>> {
        if self
            .cache
            .as_ref()
            .is_some_and(|(draft, lang, _)| *draft != self.draft || *lang != self.lang)
        {
            self.cache = None;
        }
        let lang = self.lang;
        let draft = &self.draft;
        let (_, _, built) = self.cache.get_or_insert_with(|| {
            let read = reader(lang);
            (draft.clone(), lang, draft.build_reading(profiles, &read))
        });
        built
    }

    /// Adds the card(s) typed in the entry after the selected card (or at the end).
    pub fn add_cards(&mut self, text: &str) -> Result<usize, case::CardListError> {
        let cards = case::parse_cards(text)?;
        let at = self
            .selected_card
            .map_or(self.draft.cards.len(), |selected| {
                (selected + 1).min(self.draft.cards.len())
            });
        let count = cards.len();
        for (offset, card) in cards.into_iter().enumerate() {
            self.draft.cards.insert(at + offset, card);
        }
        if count > 0 {
            self.selected_card = Some(at + count - 1);
        }
        Ok(count)
    }

    /// Moves the selected card one place earlier (`-1`) or later (`1`) in the shoe.
    pub fn move_card(&mut self, delta: isize) {
        let Some(selected) = self.selected_card else {
            return;
        };
        let target = selected as isize + delta;
        if target < 0 || target as usize >= self.draft.cards.len() {
            return;
        }
        self.draft.cards.swap(selected, target as usize);
        self.selected_card = Some(target as usize);
    }

    /// Deletes the selected card; the next one (or the last) is selected.
    pub fn delete_card(&mut self) {
        let Some(selected) = self.selected_card else {
            return;
        };
        if selected < self.draft.cards.len() {
            self.draft.cards.remove(selected);
        }
        self.selected_card = if self.draft.cards.is_empty() {
            None
        } else {
            Some(selected.min(self.draft.cards.len() - 1))
        };
    }

    /// Shows a case read from `path`: its draft, and the files it saves to.
    pub fn opened(&mut self, draft: CaseDraft, path: &Path) {
        self.draft = draft;
        self.selected_card = None;
        self.case_path = path.display().to_string();
        self.report_path = path.with_extension("html").display().to_string();
        self.message = None;
        self.touched = true;
    }
}

/// Reads a line of the dealer's actions as the trainer's action line does: the action language
/// with the amounts by the language's decimal mark (`pay 5 47,50`), or the dealer's words of
/// the language (`cobrar 5`, `punto se planta`, `pagar 5 47,50`).
pub fn reader(lang: Lang) -> impl Fn(&str) -> Option<Action> {
    let i18n = I18n::new(lang);
    let words = crate::app::words::Words::new(&i18n);
    let mark = lang.decimal_mark();
    move |typed: &str| {
        crate::app::actions::parse_typed(typed, mark)
            .ok()
            .or_else(|| {
                let said = words.read(typed)?;
                crate::app::actions::parse_typed(&said, mark).ok()
            })
    }
}
