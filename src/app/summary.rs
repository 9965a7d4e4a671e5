//! The end of a session: first-try accuracy overall and per category, decision times, the
//! mistakes (pick one to see the table as it was), and where the log is.

use crate::core::{RuleId, TableKind};
use egui::{Align, Key, Layout, Modifiers, RichText, ScrollArea, vec2};

use super::table;
use super::train::{TrainScreen, TrainingView};
use super::words::{Words, action_shown};
use super::{Command, ScreenCtx, theme, tools};
use crate::session::Session;
use crate::session::log::StepRecord;
use crate::session::pace::Pace;
use crate::session::quiz::{Drill, DrillChoice};
use crate::text::i18n::I18n;

pub fn summary_ui(
    ui: &mut egui::Ui,
    screen: &mut TrainScreen,
    training: TrainingView,
    ctx: &ScreenCtx,
) -> Vec<Command> {
    let i18n = &ctx
        .i18n
        .at_table(training.session.game().scenario.profile.kind);
    let mut commands = Vec::new();
    let mistakes = mistakes_of(training.session);
    if screen.inspected.is_none() {
        screen.inspected = mistakes.first().copied();
    }
    keys(ui, screen, &mistakes, &mut commands);
    top_bar_ui(ui, training, i18n);
    egui::Panel::left("summary-score")
        .resizable(false)
        .exact_size((ui.ctx().content_rect().width() * 0.34).clamp(450.0, 600.0))
        .frame(egui::Frame::new().fill(theme::PANEL).inner_margin(18.0))
        .show(ui, |ui| {
            ScrollArea::vertical().show(ui, |ui| {
                if let Some(exam) = training.exam {
                    super::exam_result::result_ui(ui, exam, training.session, i18n);
                }
                score_ui(ui, training.session, i18n);
                // The ways on right under the score, in view at 1024×768 with the projector on.
                ui.add_space(10.0);
                ways_on_ui(ui, training.session, i18n, &mut commands);
                ui.add_space(10.0);
                categories_ui(ui, training.session, i18n);
                ui.label(
                    RichText::new(i18n.tr("summary.table_note"))
                        .small()
                        .color(theme::weak()),
                );
                notes_ui(ui, training.session, i18n);
                ui.add_space(12.0);
                let note = screen.unopened_folder.as_deref();
                log_ui(ui, training.session, note, i18n, &mut commands);
            });
        });
    egui::CentralPanel::default_margins()
        .show(ui, |ui| mistakes_ui(ui, screen, training, &mistakes, i18n));
    commands
}

/// The steps answered wrong (indices in the log).
fn mistakes_of(session: &Session) -> Vec<usize> {
    session
        .log()
        .steps
        .iter()
        .enumerate()
        .filter(|(_, step)| step.verdict == crate::session::Outcome::Wrong)
        .map(|(index, _)| index)
        .collect()
}

/// ↑ ↓ the mistake to see, Ctrl+R the same situation again.
fn keys(
    ui: &mut egui::Ui,
    screen: &mut TrainScreen,
    mistakes: &[usize],
    commands: &mut Vec<Command>,
) {
    ui.input_mut(|input| {
        let position = screen
            .inspected
            .and_then(|index| mistakes.iter().position(|&m| m == index));
        if input.consume_key(Modifiers::NONE, Key::ArrowDown)
            && let Some(&next) = mistakes.get(position.map_or(0, |p| p + 1))
        {
            screen.inspected = Some(next);
        }
        if input.consume_key(Modifiers::NONE, Key::ArrowUp)
            && let Some(p) = position.filter(|&p| p > 0)
        {
            screen.inspected = mistakes.get(p - 1).copied();
        }
        if input.consume_key(Modifiers::COMMAND, Key::R) {
            commands.push(Command::Again);
        }
        if !mistakes.is_empty() && input.consume_key(Modifiers::COMMAND, Key::D) {
            commands.push(Command::Course(super::course::CourseAsk::DrillMistakes));
        }
    });
}

fn top_bar_ui(ui: &mut egui::Ui, training: TrainingView, i18n: &I18n) {
    let session = training.session;
    egui::Panel::top("summary-top")
        .frame(theme::top_bar_frame())
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                theme::wordmark_ui(ui);
                // The trainee's name first, at the right; the title cut short in what is left
                // (a long situation's title ran under the name at 1024×768).
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    ui.label(&session.log().trainee);
                    ui.add_space(12.0);
                    ui.with_layout(Layout::left_to_right(Align::Center), |ui| {
                        let title = format!(
                            "{} · {} · «{}»",
                            i18n.tr("summary.title"),
                            i18n.mode(session.mode()),
                            super::exam_result::title(training.exam, session, i18n)
                        );
                        ui.add(egui::Label::new(title).truncate());
                    });
                });
            });
        });
}

/// First-try accuracy, decision times, hints and retries.
fn score_ui(ui: &mut egui::Ui, session: &Session, i18n: &I18n) {
    let summary = session.summary();
    tools::score_ui(ui, i18n, summary, 56.0, "summary.first_try");
    if !summary.finished {
        ui.label(RichText::new(i18n.tr("summary.unfinished")).color(theme::BAD));
    }
    let times = i18n.trf(
        "summary.times",
        &[
            ("median", &i18n.seconds(summary.median_ms)),
            ("mean", &i18n.seconds(summary.mean_ms)),
            ("total", &i18n.seconds(summary.total_ms)),
        ],
    );
    ui.label(RichText::new(times).color(theme::weak()));
    let pace = Pace::of(session.log());
    ui.label(RichText::new(super::exam_result::pace_text(i18n, &pace)).color(theme::weak()));
    if summary.hints + summary.retries > 0 {
        let help = i18n.trf(
            "summary.hints_retries",
            &[
                ("hints", &summary.hints.to_string()),
                ("retries", &summary.retries.to_string()),
            ],
        );
        ui.label(RichText::new(help).color(theme::weak()));
    }
}

/// The situation's notes, once its rounds are settled (the start screen shows only the rules
/// they name, so that they do not give the round away); an exam keeps them out.
fn notes_ui(ui: &mut egui::Ui, session: &Session, i18n: &I18n) {
    let notes = session.game().scenario.notes_in(i18n.lang().code());
    if session.mode() == crate::session::Mode::Exam || notes.trim().is_empty() {
        return;
    }
    ui.add_space(10.0);
    ui.label(RichText::new(i18n.tr("summary.about_situation")).font(theme::bold_font(15.0)));
    ui.label(RichText::new(notes).color(theme::TEXT));
}

fn categories_ui(ui: &mut egui::Ui, session: &Session, i18n: &I18n) {
    egui::Grid::new("summary-categories")
        .num_columns(5)
        .striped(true)
        .spacing([10.0, 6.0])
        .show(ui, |ui| {
            // The headings say what they count, so they wrap over two or three lines (each as
            // wide as its longest word).
            for (key, width) in [
                ("summary.category", 84.0),
                ("summary.steps", 88.0),
                ("summary.right", 80.0),
                ("summary.percent", 36.0),
                ("summary.mistakes", 80.0),
            ] {
                tools::column_header_ui(ui, &i18n.tr(key), width);
            }
            ui.end_row();
            // One count per column, as `score::counted_in` files each first try: how many, how
            // many right at the first try, their share, and the mistakes of the kind (a hinted
            // step is neither).
            for score in &session.summary().categories {
                ui.label(i18n.category(score.category));
                ui.label(score.decisions.to_string());
                ui.label(score.correct.to_string());
                let percent = (score.decisions > 0)
                    .then(|| 100.0 * f64::from(score.correct) / f64::from(score.decisions));
                ui.label(tools::percent_text(i18n, percent));
                ui.label(score.mistakes.to_string());
                ui.end_row();
            }
        });
}

/// Where the log is (and a failed write).
fn log_ui(
    ui: &mut egui::Ui,
    session: &Session,
    unopened_folder: Option<&str>,
    i18n: &I18n,
    commands: &mut Vec<Command>,
) {
    ui.label(RichText::new(i18n.tr("summary.log")).font(theme::bold_font(15.0)));
    tools::log_location_ui(ui, i18n, session.log_path().as_deref());
    if let Some(error) = session.write_error() {
        ui.label(
            RichText::new(i18n.trf(
                "train.log_error",
                &[("error", &crate::text::explain::write_error(i18n, error))],
            ))
            .color(theme::BAD),
        );
        if ui.button(i18n.tr("train.retry_write")).clicked() {
            commands.push(Command::RetryLogWrite);
        }
    }
    if ui.button(i18n.tr("summary.open_folder")).clicked() {
        commands.push(Command::OpenLogsFolder);
    }
    if let Some(folder) = unopened_folder {
        // The system could not open it: say so beside the button, with the path to copy.
        ui.label(RichText::new(i18n.tr("summary.cannot_open_folder")).color(theme::BAD));
        let mut path = folder.to_string();
        ui.add(
            egui::TextEdit::singleline(&mut path)
                .desired_width(f32::INFINITY)
                .font(egui::TextStyle::Monospace),
        );
        ui.label(RichText::new(i18n.tr("summary.copy_path")).color(theme::weak()));
    }
}

/// The ways on: the same situation again, a new session, and after a practice round with
/// mistakes the quick drill on them.
fn ways_on_ui(ui: &mut egui::Ui, session: &Session, i18n: &I18n, commands: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        let again = egui::Button::new(i18n.tr("summary.again")).shortcut_text("Ctrl+R");
        if ui.add(again).clicked() {
            commands.push(Command::Again);
        }
        let new = egui::Button::new(i18n.tr("summary.new")).shortcut_text("Ctrl+N");
        if ui.add(new).clicked() {
            commands.push(Command::NewSession);
        }
        // Practice with mistakes: the quick drill on the rules missed (Ctrl+D), named; or,
        // when no quick drill trains them, that said (the button did nothing on this screen).
        if drills_mistakes(session) {
            match mistakes_drill(ui.ctx(), session) {
                Some(drill) => {
                    let name = super::quiz::text::drill_name(i18n, DrillChoice::One(drill));
                    let text = i18n.trf("course.drill_mistakes_named", &[("drill", &name)]);
                    let button = egui::Button::new(text).shortcut_text(i18n.keys("Ctrl+D"));
                    if ui
                        .add(button)
                        .on_hover_text(i18n.tr("course.drill_mistakes_about"))
                        .clicked()
                    {
                        commands.push(Command::Course(super::course::CourseAsk::DrillMistakes));
                    }
                }
                None => {
                    ui.label(
                        RichText::new(i18n.tr("course.no_drill_for_mistakes")).color(theme::weak()),
                    );
                }
            }
        }
    });
}

/// The quick drill that trains the most of the rules missed in the round (`None`: none does),
/// worked out once per round and kept in egui's memory (it deals each drill's items).
fn mistakes_drill(ctx: &egui::Context, session: &Session) -> Option<Drill> {
    let missed: Vec<RuleId> = session
        .log()
        .steps
        .iter()
        .filter(|step| step.verdict == crate::session::Outcome::Wrong)
        .filter_map(|step| step.rule)
        .collect();
    let profile = &session.game().scenario.profile;
    let id = egui::Id::unique(("summary-mistakes-drill", &profile.id, &missed));
    ctx.memory_mut(|memory| {
        *memory.data.get_temp_mut_or_insert_with(id, || {
            crate::session::course::drills_for_rules(&missed, profile)
                .first()
                .copied()
        })
    })
}

/// A practice round with mistakes offers the drill on them (an exam shows none).
fn drills_mistakes(session: &Session) -> bool {
    session.mode() == crate::session::Mode::Practice
        && session
            .log()
            .steps
            .iter()
            .any(|step| step.verdict == crate::session::Outcome::Wrong)
}

/// The list of mistakes, and the table as it was at the one picked.
fn mistakes_ui(
    ui: &mut egui::Ui,
    screen: &mut TrainScreen,
    training: TrainingView,
    mistakes: &[usize],
    i18n: &I18n,
) {
    ui.label(RichText::new(i18n.tr("summary.mistakes_title")).font(theme::bold_font(18.0)));
    if mistakes.is_empty() {
        ui.label(RichText::new(i18n.tr("summary.no_mistakes")).color(theme::GOOD));
        return;
    }
    let steps = &training.session.log().steps;
    let kind = training.session.game().scenario.profile.kind;
    ScrollArea::vertical()
        .id_salt("mistakes")
        .max_height((ui.available_height() * 0.3).max(120.0))
        .show(ui, |ui| {
            for &index in mistakes {
                let Some(step) = steps.get(index) else {
                    continue;
                };
                let selected = screen.inspected == Some(index);
                if ui
                    .add(egui::Button::selectable(
                        selected,
                        mistake_text(step, kind, i18n),
                    ))
                    .clicked()
                {
                    screen.inspected = Some(index);
                }
            }
        });
    if let Some(index) = screen.inspected {
        moment_ui(ui, training.session, index, i18n);
    }
}

fn mistake_text(step: &StepRecord, kind: TableKind, i18n: &I18n) -> String {
    let words = Words::new(i18n);
    let row = i18n.trf(
        "summary.mistake_row",
        &[
            ("round", &step.round.to_string()),
            ("step", &step.step.to_string()),
            // With the amounts: a wrong payout shows what was paid and what was due.
            ("choice", &action_shown(i18n, &words, step.choice, kind)),
            (
                "expected",
                &action_shown(i18n, &words, step.canonical, kind),
            ),
            ("rule", step.rule.map_or("", RuleId::id)),
            (
                "category",
                &step
                    .category
                    .map(|category| i18n.category(category))
                    .unwrap_or_default(),
            ),
        ],
    );
    // A retry of a step is marked as one, not listed as another step's mistake.
    if step.attempt > 1 {
        let retry = i18n.trf("review.try_n", &[("n", &step.attempt.to_string())]);
        format!("{row} · {retry}")
    } else {
        row
    }
}

/// What was chosen and expected at step `index`, its rule, and the table before it.
fn moment_ui(ui: &mut egui::Ui, session: &Session, index: usize, i18n: &I18n) {
    let (Some(view), Some(step)) = (session.table_before(index), session.log().steps.get(index))
    else {
        return;
    };
    let kind = session.game().scenario.profile.kind;
    ui.add_space(6.0);
    ui.label(
        RichText::new(i18n.trf(
            "summary.at_that_moment",
            &[
                ("choice", &i18n.describe(step.choice, kind)),
                ("expected", &i18n.describe(step.canonical, kind)),
            ],
        ))
        .color(theme::GOLD),
    );
    if let Some(diagnosis) = session.diagnosis(index) {
        ui.label(
            RichText::new(crate::text::explain::why(i18n, kind, diagnosis))
                .font(theme::bold_font(15.0))
                .color(theme::TEXT),
        );
    }
    if let Some(rule) = step.rule {
        ui.label(RichText::new(i18n.rule(rule)).color(theme::weak()));
    }
    let area = ui.available_rect_before_wrap();
    let mut child = ui.new_child(egui::UiBuilder::new().max_rect(area));
    child.set_min_size(vec2(area.width(), area.height()));
    let _ = table::table_ui(&mut child, &view, i18n, None, false);
}
