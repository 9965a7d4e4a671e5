//! The words the quick drills' views share: a side's name, lists of places, capitals.

use std::borrow::Cow;

use crate::core::Place;
use crate::core::Side;
use crate::text::explain;
use crate::text::i18n::I18n;

pub fn side(i18n: &I18n, side: Side) -> Cow<'_, str> {
    i18n.tr(match side {
        Side::Punto => "quiz.side.punto",
        Side::Banca => "quiz.side.banca",
        Side::Empate => "quiz.side.empate",
    })
}

pub(super) fn places_list(places: &[Place]) -> String {
    places
        .iter()
        .map(Place::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// "2, 5 y 9" / "2, 5 and 9".
pub(super) fn joined(i18n: &I18n, places: &[Place]) -> String {
    let places: Vec<String> = places.iter().map(Place::to_string).collect();
    explain::list(i18n, &places)
}

pub fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
