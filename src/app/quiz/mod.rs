//! The quiz screen: pick a drill (or mixed), answer fast from the keyboard (D/S,
//! digits, Enter, Esc, Backspace, Tab) or with the mouse, see at once whether it was right and
//! why, the streak and the score; the results; the tableau heat map. The screen draws and turns
//! keys and clicks into [`QuizCommand`]s; the app applies them after the frame, with the time
//! ([`super::Command::Quiz`], `app/apply/quiz.rs`), through the
//! [`QuizSession`](crate::session::quiz::QuizSession), which judges
//! with the core and writes the log and the history.

use egui::{Align, Layout, RichText};

mod card;
pub mod drill;
pub mod drills;
pub mod heatmap;
mod input;
mod menu;
mod paint;
mod results;
pub mod state;
pub mod text;
mod widgets;
mod words;

pub use state::{Notice, Quiz, QuizCommand, QuizKey, QuizScreen, QuizView};

use menu::menu_ui;
use results::{map_ui, results_ui};

use super::{Command, ScreenCtx, theme, tools};
use crate::session::quiz::QuizSession;
use crate::text::i18n::I18n;

/// Shortcuts of the quiz, for the F1 panel.
pub const HELP_KEYS: [(&str, &str); 8] = [
    ("F1", "help.f1"),
    ("1 … 7", "quiz.help.pick"),
    ("D / S", "quiz.help.draw"),
    ("0 … 9", "quiz.help.digits"),
    ("Enter", "quiz.help.enter"),
    ("Tab", "quiz.help.tab"),
    ("M", "quiz.help.map"),
    ("Esc", "quiz.help.escape"),
];

/// The keys of this frame, in order.
pub(super) fn frame_keys(ui: &egui::Ui) -> Vec<QuizKey> {
    if ui.ctx().egui_wants_keyboard_input() {
        return Vec::new();
    }
    ui.input(|input| {
        input
            .events
            .iter()
            .flat_map(|event| match event {
                egui::Event::Text(text) => text.chars().map(QuizKey::Char).collect(),
                egui::Event::Key {
                    key,
                    pressed: true,
                    modifiers,
                    ..
                } if !modifiers.command && !modifiers.alt => match key {
                    egui::Key::Enter => vec![QuizKey::Enter],
                    egui::Key::Escape => vec![QuizKey::Escape],
                    egui::Key::Backspace => vec![QuizKey::Backspace],
                    egui::Key::Tab => vec![QuizKey::Tab],
                    _ => Vec::new(),
                },
                _ => Vec::new(),
            })
            .collect()
    })
}

/// One frame of the quiz screen.
pub fn quiz_ui(ui: &mut egui::Ui, quiz: &mut Quiz, ctx: &ScreenCtx) -> Vec<Command> {
    let (i18n, profiles) = (ctx.i18n, ctx.profiles);
    let (screen, session) = quiz.parts();
    let mut commands = Vec::new();
    if screen.view == QuizView::Drill {
        // Keys answer the drill: no button keeps the focus (Enter would press it too).
        if let Some(focused) = ui.memory(|memory| memory.focused()) {
            ui.memory_mut(|memory| memory.surrender_focus(focused));
        }
    }
    for key in frame_keys(ui) {
        commands.extend(screen.key(key, session));
    }
    top_bar_ui(ui, (screen, session), i18n, ctx.trainee);
    let mut renamed = None;
    match screen.view {
        QuizView::Menu => menu_ui(
            ui,
            screen,
            (i18n, profiles, ctx.trainee),
            &mut renamed,
            &mut commands,
        ),
        QuizView::Drill => {
            if let Some(session) = session {
                drill::drill_ui(ui, (screen, session), i18n, ctx.now, &mut commands);
            }
        }
        QuizView::Results => results_ui(ui, (screen, session), i18n, &mut commands),
        QuizView::HeatMap => map_ui(ui, (screen, session), i18n, &mut commands),
    }
    if screen.view == QuizView::Drill {
        // The answer clock on show ticks.
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(100));
    }
    // The trainee's name has one owner, the start screen's form: an edit goes there first.
    renamed
        .map(Command::SetTrainee)
        .into_iter()
        .chain(commands.into_iter().map(Command::Quiz))
        .collect()
}

pub(super) fn top_bar_ui(
    ui: &mut egui::Ui,
    (screen, session): (&QuizScreen, Option<&QuizSession>),
    i18n: &I18n,
    trainee: &str,
) {
    egui::Panel::top("quiz-top")
        .frame(theme::top_bar_frame())
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                theme::wordmark_ui(ui);
                let mut title = i18n.tr("quiz.title").to_string();
                match screen.view {
                    QuizView::Menu => {}
                    QuizView::HeatMap => {
                        title += " · ";
                        title += &i18n.tr("quiz.heatmap");
                    }
                    QuizView::Drill | QuizView::Results => {
                        title += " · ";
                        title += &text::drill_name(i18n, screen.choice);
                    }
                }
                title += " · ";
                title += &super::tools::profile_name(i18n, &screen.profile);
                ui.label(RichText::new(title).color(theme::TEXT));
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    if let Some(session) = session {
                        let score = session.score();
                        ui.label(
                            RichText::new(i18n.trf(
                                "quiz.streak",
                                &[
                                    ("n", &score.streak.to_string()),
                                    ("best", &score.best_streak.to_string()),
                                ],
                            ))
                            .font(theme::bold_font(16.0))
                            .color(theme::GOLD),
                        );
                        let percent = tools::percent_text(i18n, score.percent());
                        ui.label(
                            RichText::new(i18n.trf(
                                "quiz.score",
                                &[
                                    ("right", &score.correct.to_string()),
                                    ("total", &score.answered.to_string()),
                                    ("percent", &percent),
                                ],
                            ))
                            .font(theme::bold_font(16.0))
                            .color(theme::GOOD),
                        );
                    }
                    if !trainee.trim().is_empty() {
                        ui.label(RichText::new(trainee.trim()).color(theme::TEXT));
                    }
                });
            });
        });
}

#[cfg(test)]
mod tests {
    use crate::text::i18n::{Lang, locale_catalogue};
    use std::collections::BTreeSet;

    /// Every `quiz.` key the quiz's files name exists in every language.
    #[test]
    fn every_quiz_key_exists_in_both_languages() {
        let mut used = BTreeSet::new();
        for text in [
            include_str!("./mod.rs"),
            include_str!("./state.rs"),
            include_str!("./menu.rs"),
            include_str!("./card.rs"),
            include_str!("./results.rs"),
            include_str!("./widgets.rs"),
            include_str!("./drill.rs"),
            include_str!("./text.rs"),
            include_str!("./heatmap.rs"),
        ] {
            for (index, literal) in text.split('"').enumerate() {
                if index % 2 == 1
                    && literal.starts_with("quiz.")
                    && !literal.ends_with(".rs")
                    && literal.len() > 5
                    && literal
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '_')
                {
                    used.insert(literal.to_string());
                }
            }
        }
        assert!(used.len() > 60, "found only {used:?}");
        for lang in Lang::ALL {
            let known = locale_catalogue(lang).unwrap();
            let missing: Vec<_> = used
                .iter()
                .filter(|key| !known.contains_key(&key.replace('.', "-")))
                .collect();
            assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
        }
    }
}
