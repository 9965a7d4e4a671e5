//! How the case's problems read: in the user's language, with the field they are in.

use crate::inspect::case::{self, DraftProblem, Field};
use crate::text::i18n::I18n;

/// A problem of the draft in the user's language.
pub(super) fn said(i18n: &I18n, problem: &DraftProblem) -> String {
    match &problem.why {
        Some(why) => crate::text::explain::problem(i18n, why, &problem.message),
        None => problem.message.clone(),
    }
}

/// A bad entry of a typed card list, in the user's language.
pub(super) fn card_error(i18n: &I18n, error: &case::CardListError) -> String {
    i18n.trf(
        "problem.card_not_read",
        &[
            ("number", &error.number.to_string()),
            ("text", &error.text),
            ("line", &error.line.to_string()),
            ("column", &error.column.to_string()),
        ],
    )
}

pub(super) fn problems_of<'a>(
    problems: &'a [DraftProblem],
    wanted: &dyn Fn(Field) -> bool,
) -> Vec<&'a DraftProblem> {
    problems
        .iter()
        .filter(|problem| wanted(problem.field))
        .collect()
}

/// A problem with the field it is in, for the list beside the editor.
pub(super) fn problem_text(i18n: &I18n, problem: &DraftProblem) -> String {
    let number = |index: usize| (index + 1).to_string();
    let place = match problem.field {
        Field::Profile => i18n.tr("inspector.table").to_string(),
        Field::BetPlace(index) | Field::BetAmount(index) | Field::BetSide(index) => {
            i18n.trf("inspector.where_bet", &[("n", &number(index))])
        }
        Field::Bets => i18n.tr("inspector.bets").to_string(),
        Field::Seats => i18n.tr("inspector.seats").to_string(),
        Field::Holder => i18n.tr("inspector.where_holder").to_string(),
        Field::Declaration => i18n.tr("inspector.declaration").to_string(),
        Field::Card(index) => i18n.trf("inspector.where_card", &[("n", &number(index))]),
        Field::Cards => i18n.tr("inspector.where_cards").to_string(),
        Field::Actions => match (problem.line, problem.column) {
            (Some(line), Some(column)) => i18n.trf(
                "inspector.where_action",
                &[("line", &line.to_string()), ("column", &column.to_string())],
            ),
            _ => i18n.tr("inspector.actions").to_string(),
        },
        Field::Irregularities => match (problem.line, problem.column) {
            (Some(line), Some(column)) => i18n.trf(
                "inspector.where_irregularity",
                &[("line", &line.to_string()), ("column", &column.to_string())],
            ),
            _ => i18n.tr("inspector.irregularities").to_string(),
        },
    };
    format!("{place}: {}", said(i18n, problem))
}
