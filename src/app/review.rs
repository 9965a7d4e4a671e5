//! The review screen: one session log, step by step. A timeline of the steps with a tick or a
//! cross (filters: mistakes only, a category, a rule), the table as it was before the selected
//! step, what was expected and what was chosen side by side, and the log's integrity. Arrow keys
//! step through what the filters show. The figures come from [`crate::session::review`].

use super::quiz::text::session_title;
use std::path::{Path, PathBuf};

use egui::{Align2, Key, Modifiers, RichText, ScrollArea, Sense, vec2};

use super::file_dialog::Dialog;
use super::words::{Words, action_shown};
use super::{Command, Screen, ScreenCtx, cards, table, theme, tools};
use crate::core::{Category, Profiles, TableKind};
use crate::session::log::{Altered, Integrity, StepRecord};
use crate::session::review::{Filter, Review, TableProblem};
use crate::session::{Mode, Outcome};
use crate::text::i18n::{I18n, Lang};
use crate::text::told::Told;

/// Shortcuts of this screen, for the F1 panel.
pub const KEYS: [(&str, &str); 6] = [
    ("F1", "help.f1"),
    ("↑ ↓", "help.review_steps"),
    ("Home / End", "help.review_ends"),
    ("Page Up / Page Down", "help.review_pages"),
    ("M", "help.review_mistakes"),
    ("Esc", "help.back"),
];

/// A log file offered in the list.
#[derive(Clone, Debug, PartialEq)]
pub struct LogEntry {
    pub path: PathBuf,
    /// `2026-05-04 09:00 · ana-perez · practice`, from the file name.
    pub label: String,
    /// What the log says of itself, when it reads.
    pub details: Option<LogDetails>,
}

/// The picker's columns of one log: who, at which table, which situation, and how it went.
#[derive(Clone, Debug, PartialEq)]
pub struct LogDetails {
    pub trainee: String,
    pub profile: String,
    pub title: String,
    pub mode: crate::session::Mode,
    /// First-try accuracy, `None` before any decision.
    pub percent: Option<f64>,
    pub finished: bool,
}

/// The review screen's state.
pub struct ReviewScreen {
    /// Where Back (Esc) goes: the screen that opened the log (the overview, the drill).
    pub back_to: Screen,
    pub review: Option<Review>,
    pub path: Option<PathBuf>,
    /// The path typed (or picked) to open.
    pub path_text: String,
    /// Why the last log could not be opened.
    pub error: Option<Told>,
    pub filter: Filter,
    /// The steps the filter shows (0-based log indices), kept in step with `filter`.
    visible: Vec<usize>,
    /// The selected step (0-based log index).
    pub selected: Option<usize>,
    scroll_to_selected: bool,
    /// The logs of the logs folder, newest first (listed when the screen is shown).
    pub logs: Vec<LogEntry>,
}

impl Default for ReviewScreen {
    fn default() -> ReviewScreen {
        ReviewScreen {
            back_to: Screen::Start,
            review: None,
            path: None,
            path_text: String::new(),
            error: None,
            filter: Filter::default(),
            visible: Vec::new(),
            selected: None,
            scroll_to_selected: false,
            logs: Vec::new(),
        }
    }
}

impl ReviewScreen {
    /// Shows a log already read.
    pub fn show(&mut self, review: Review, path: Option<PathBuf>) {
        self.error = None;
        self.path = path;
        self.filter = Filter::default();
        self.review = Some(review);
        self.refilter();
        // Start where the log was altered, or at the first mistake, or at the first step.
        self.selected = self
            .review
            .as_ref()
            .and_then(|review| {
                review
                    .altered_step()
                    .and_then(|index| usize::try_from(index).ok()?.checked_sub(1))
                    .or_else(|| {
                        review
                            .log
                            .steps
                            .iter()
                            .position(|step| step.verdict == Outcome::Wrong)
                    })
            })
            .or_else(|| self.visible.first().copied());
        self.scroll_to_selected = true;
    }

    /// Back to the list of logs.
    pub fn close(&mut self) {
        self.review = None;
        self.path = None;
        self.selected = None;
        self.visible.clear();
    }

    pub fn set_filter(&mut self, filter: Filter) {
        self.filter = filter;
        self.refilter();
        if self
            .selected
            .is_none_or(|selected| !self.visible.contains(&selected))
        {
            self.selected = self.visible.first().copied();
        }
        self.scroll_to_selected = true;
    }

    /// The steps shown now.
    pub fn visible(&self) -> &[usize] {
        &self.visible
    }

    fn refilter(&mut self) {
        self.visible = self
            .review
            .as_ref()
            .map(|review| review.visible(&self.filter))
            .unwrap_or_default();
    }

    /// Moves the selection by `delta` rows of what is shown (clamped to the ends).
    pub fn step_by(&mut self, delta: isize) {
        if self.visible.is_empty() {
            return;
        }
        let position = self
            .selected
            .and_then(|selected| self.visible.iter().position(|&index| index == selected));
        let last = self.visible.len() as isize - 1;
        let next = match position {
            Some(position) => (position as isize + delta).clamp(0, last),
            None if delta < 0 => last,
            None => 0,
        };
        self.selected = self.visible.get(next as usize).copied();
        self.scroll_to_selected = true;
    }
}

pub fn review_ui(ui: &mut egui::Ui, screen: &mut ReviewScreen, ctx: &ScreenCtx) -> Vec<Command> {
    let mut commands = Vec::new();
    let kind = screen
        .review
        .as_ref()
        .and_then(|review| review.replay.as_ref().ok())
        .map(|replay| replay.scenario.profile.kind);
    let i18n = &kind.map_or_else(|| ctx.i18n.clone(), |kind| ctx.i18n.at_table(kind));
    let subtitle = screen
        .review
        .as_ref()
        .map(|review| header_text(review, i18n, ctx.profiles))
        .unwrap_or_default();
    tools::top_bar_ui(
        ui,
        i18n,
        &i18n.tr("review.title"),
        &subtitle,
        screen.back_to,
        &mut commands,
    );
    if screen.review.is_none() {
        commands.extend(picker_ui(ui, screen, ctx, ctx.logs_folder));
        return commands;
    }
    keys(ui, screen);
    egui::Panel::left("review-timeline")
        .resizable(false)
        .exact_size((ui.ctx().content_rect().width() * 0.34).clamp(400.0, 620.0))
        .frame(theme::side_frame())
        .show(ui, |ui| timeline_panel_ui(ui, screen, i18n));
    egui::CentralPanel::default_margins().show(ui, |ui| step_ui(ui, screen, i18n));
    commands
}

fn header_text(review: &Review, i18n: &I18n, profiles: &Profiles) -> String {
    let log = &review.log;
    let trainee = if log.trainee.trim().is_empty() {
        i18n.tr("review.no_name").to_string()
    } else {
        log.trainee.clone()
    };
    let table = profiles
        .get(&log.profile)
        .map_or(log.profile.clone(), |profile| {
            super::tools::profile_name(i18n, profile)
        });
    i18n.trf(
        "review.header",
        &[
            ("trainee", &trainee),
            ("mode", &i18n.mode(log.mode)),
            ("table", &table),
            ("title", &session_title(i18n, log.mode, log.source.title())),
            (
                "date",
                &log.started.time().format("%Y-%m-%d %H:%M").to_string(),
            ),
        ],
    )
}

/// Keyboard: ↑ ↓ a step, Page Up/Down ten, Home/End the ends, M mistakes only.
fn keys(ui: &mut egui::Ui, screen: &mut ReviewScreen) {
    if ui.ctx().egui_wants_keyboard_input() {
        return;
    }
    let mut toggle_mistakes = false;
    let mut moves = Vec::new();
    ui.input_mut(|input| {
        for (key, delta) in [
            (Key::ArrowDown, 1),
            (Key::ArrowUp, -1),
            (Key::ArrowRight, 1),
            (Key::ArrowLeft, -1),
            (Key::PageDown, 10),
            (Key::PageUp, -10),
            (Key::End, isize::MAX / 2),
            (Key::Home, -(isize::MAX / 2)),
        ] {
            if input.consume_key(Modifiers::NONE, key) {
                moves.push(delta);
            }
        }
        toggle_mistakes = input.consume_key(Modifiers::NONE, Key::M);
    });
    for delta in moves {
        screen.step_by(delta);
    }
    if toggle_mistakes {
        let mut filter = screen.filter;
        filter.mistakes_only = !filter.mistakes_only;
        screen.set_filter(filter);
    }
}

/// Before a log is open: the logs of the data folder, and a file to open.
fn picker_ui(
    ui: &mut egui::Ui,
    screen: &mut ReviewScreen,
    ctx: &ScreenCtx,
    folder: Option<&Path>,
) -> Vec<Command> {
    let (i18n, profiles) = (ctx.i18n, ctx.profiles);
    let mut open: Option<PathBuf> = None;
    let mut commands = Vec::new();
    egui::CentralPanel::default_margins().show(ui, |ui| {
        let width = ui.available_width().min(1300.0);
        ui.vertical_centered(|ui| {
            ui.set_max_width(width);
            ui.vertical(|ui| {
                ui.heading(i18n.tr("review.open_title"));
                ui.add_space(6.0);
                let field = tools::path_field_ui(
                    ui,
                    i18n,
                    &i18n.tr("review.path"),
                    &mut screen.path_text,
                    (Dialog::ReviewLog, ctx.dialogs),
                    &mut commands,
                );
                let entered = field.lost_focus() && ui.input(|input| input.key_pressed(Key::Enter));
                ui.horizontal(|ui| {
                    let button = ui.add_enabled(
                        !screen.path_text.trim().is_empty(),
                        egui::Button::new(i18n.tr("review.open")),
                    );
                    if (button.clicked() || entered) && !screen.path_text.trim().is_empty() {
                        open = Some(PathBuf::from(screen.path_text.trim()));
                    }
                });
                if let Some(error) = &screen.error {
                    tools::notice_ui(
                        ui,
                        &Told::text("review.cannot_open")
                            .and("error", error.clone())
                            .tell(i18n),
                        false,
                    );
                }
                ui.add_space(12.0);
                match folder {
                    Some(folder) => {
                        ui.label(
                            RichText::new(i18n.trf(
                                "review.logs_in",
                                &[("folder", &folder.display().to_string())],
                            ))
                            .font(theme::bold_font(16.0))
                            .color(theme::weak()),
                        );
                    }
                    None => {
                        ui.label(RichText::new(i18n.tr("review.no_folder")).color(theme::weak()));
                    }
                }
                if folder.is_some() && screen.logs.is_empty() {
                    ui.label(RichText::new(i18n.tr("review.no_logs")).color(theme::weak()));
                }
                ScrollArea::vertical()
                    .id_salt("review-logs")
                    .show(ui, |ui| {
                        if let Some(path) = logs_grid_ui(ui, &screen.logs, i18n, profiles) {
                            open = Some(path);
                        }
                    });
            });
        });
    });
    commands.extend(open.map(Command::ReviewLog));
    commands
}

/// The logs of the folder, one row each: the file's date and a button, the trainee, the table,
/// the situation, the mode and the first-try score. Returns the log clicked.
fn logs_grid_ui(
    ui: &mut egui::Ui,
    logs: &[LogEntry],
    i18n: &I18n,
    profiles: &Profiles,
) -> Option<PathBuf> {
    let mut open = None;
    egui::Grid::new("review-logs-grid")
        .num_columns(6)
        .striped(true)
        .spacing([14.0, 6.0])
        .show(ui, |ui| {
            for key in [
                "review.col_date",
                "review.col_trainee",
                "review.col_table",
                "review.col_title",
                "review.col_mode",
                "review.col_score",
            ] {
                tools::column_header_ui(ui, &i18n.tr(key), 160.0);
            }
            ui.end_row();
            for entry in logs {
                let date = entry.label.split(" · ").next().unwrap_or(&entry.label);
                let button = egui::Button::new(RichText::new(date).font(theme::font(15.0)))
                    .min_size(vec2(150.0, 28.0));
                if ui.add(button).on_hover_text(&entry.label).clicked() {
                    open = Some(entry.path.clone());
                }
                let Some(details) = &entry.details else {
                    ui.label(RichText::new(i18n.tr("review.unreadable")).color(theme::BAD));
                    ui.end_row();
                    continue;
                };
                ui.label(&details.trainee);
                let table = profiles
                    .get(&details.profile)
                    .map_or(details.profile.clone(), |profile| {
                        super::tools::profile_name(i18n, profile)
                    });
                ui.label(table);
                ui.scope(|ui| {
                    // What the other columns leave at 1024 px (whole on hover).
                    let room = (ui.ctx().content_rect().width() - 850.0).clamp(100.0, 320.0);
                    ui.set_max_width(room);
                    let title = session_title(i18n, details.mode, &details.title);
                    ui.add(egui::Label::new(&title).truncate())
                        .on_hover_text(&title);
                });
                ui.label(i18n.mode(details.mode));
                let score = tools::percent_text(i18n, details.percent);
                let score = if details.finished {
                    score
                } else {
                    i18n.trf("review.unfinished_score", &[("score", &score)])
                };
                ui.label(RichText::new(score).color(theme::GOLD));
                ui.end_row();
            }
        });
    open
}

fn category_name(i18n: &I18n, category: Option<Category>) -> String {
    category.map_or_else(
        || i18n.tr("review.all_categories").to_string(),
        |category| i18n.category(category).to_string(),
    )
}

fn timeline_panel_ui(ui: &mut egui::Ui, screen: &mut ReviewScreen, i18n: &I18n) {
    let Some(review) = screen.review.as_ref() else {
        return;
    };
    integrity_ui(
        ui,
        review,
        i18n,
        &mut screen.selected,
        &mut screen.scroll_to_selected,
    );
    let summary = review.summary();
    let percent = tools::percent_text(i18n, summary.accuracy_percent());
    ui.add_space(6.0);
    ui.label(
        RichText::new(i18n.trf(
            "review.summary_line",
            &[
                ("percent", &percent),
                ("right", &summary.correct.to_string()),
                ("total", &summary.decisions.to_string()),
                ("median", &i18n.seconds(summary.median_ms)),
                ("mistakes", &summary.mistakes.to_string()),
            ],
        ))
        .color(theme::TEXT),
    );
    let pace = crate::session::pace::Pace::of(&review.log);
    ui.label(RichText::new(super::exam_result::pace_text(i18n, &pace)).color(theme::weak()));
    if !summary.finished {
        ui.label(RichText::new(i18n.tr("review.unfinished")).color(theme::GOLD));
    }
    ui.add_space(6.0);
    // Filters.
    let mut filter = screen.filter;
    let rules = review.rules();
    ui.checkbox(&mut filter.mistakes_only, i18n.tr("review.mistakes_only"))
        .on_hover_text("M");
    filters_ui(ui, &mut filter, &rules, i18n);
    let shown = screen.visible.len();
    let total = review.log.steps.len();
    ui.label(
        RichText::new(i18n.trf(
            "review.showing",
            &[("shown", &shown.to_string()), ("total", &total.to_string())],
        ))
        .color(theme::weak())
        .size(13.0),
    );
    if filter != screen.filter {
        screen.set_filter(filter);
    }
    ui.separator();
    timeline_ui(ui, screen, i18n);
}

/// The review's filters: a category, a rule.
fn filters_ui(ui: &mut egui::Ui, filter: &mut Filter, rules: &[crate::core::RuleId], i18n: &I18n) {
    // The boxes take what the panel leaves beside their labels: a box wider than the panel
    // would widen the step list past it.
    let labels = [i18n.tr("review.category"), i18n.tr("review.rule")]
        .iter()
        .map(|text| {
            ui.painter()
                .layout_no_wrap(
                    text.to_string(),
                    egui::TextStyle::Body.resolve(ui.style()),
                    egui::Color32::WHITE,
                )
                .size()
                .x
        })
        .fold(0.0_f32, f32::max);
    let room = (ui.available_width() - labels - 40.0).max(120.0);
    egui::Grid::new("review-filters")
        .num_columns(2)
        .spacing([10.0, 6.0])
        .show(ui, |ui| {
            let label = ui.label(i18n.tr("review.category"));
            egui::ComboBox::from_id_salt("review-category")
                .selected_text(category_name(i18n, filter.category))
                .width(room.min(220.0))
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut filter.category, None, category_name(i18n, None));
                    for category in Category::ALL {
                        ui.selectable_value(
                            &mut filter.category,
                            Some(category),
                            category_name(i18n, Some(category)),
                        );
                    }
                })
                .response
                .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(i18n.tr("review.rule"));
            egui::ComboBox::from_id_salt("review-rule")
                .selected_text(filter.rule.map_or_else(
                    || i18n.tr("review.all_rules").to_string(),
                    |rule| rule.id().to_string(),
                ))
                .width(room.min(300.0))
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut filter.rule, None, i18n.tr("review.all_rules"));
                    for &rule in rules {
                        let text = format!("{rule} · {}", i18n.rule(rule));
                        ui.selectable_value(&mut filter.rule, Some(rule), text);
                    }
                })
                .response
                .labelled_by(label.id);
            ui.end_row();
        });
}

/// "Intact", "Altered at step 3", … in the interface language.
pub fn integrity_title(i18n: &I18n, integrity: Integrity) -> String {
    match integrity {
        Integrity::Intact => i18n.tr("review.intact").to_string(),
        Integrity::Altered(Altered::Step(index)) => {
            i18n.trf("review.altered_step", &[("n", &index.to_string())])
        }
        Integrity::Altered(Altered::Header) => i18n.tr("review.altered_header").into(),
        Integrity::Altered(Altered::Summary) => i18n.tr("review.altered_summary").into(),
    }
}

fn integrity_ui(
    ui: &mut egui::Ui,
    review: &Review,
    i18n: &I18n,
    selected: &mut Option<usize>,
    scroll: &mut bool,
) {
    let good = review.integrity == Integrity::Intact;
    let title = integrity_title(i18n, review.integrity);
    let about = if good {
        i18n.tr("review.intact_about")
    } else {
        i18n.tr("review.altered_about")
    };
    tools::badge_ui(ui, good, &title, &about);
    if let Some(index) = review.altered_step()
        && ui
            .button(i18n.trf("review.go_to_step", &[("n", &index.to_string())]))
            .clicked()
    {
        *selected = usize::try_from(index).ok().and_then(|n| n.checked_sub(1));
        *scroll = true;
    }
}

const ROW_HEIGHT: f32 = 28.0;

fn timeline_ui(ui: &mut egui::Ui, screen: &mut ReviewScreen, i18n: &I18n) {
    let Some(review) = screen.review.as_ref() else {
        return;
    };
    if screen.visible.is_empty() {
        ui.label(RichText::new(i18n.tr("review.none_shown")).color(theme::weak()));
        return;
    }
    let spacing = ui.spacing().item_spacing.y;
    let mut area = ScrollArea::vertical()
        .id_salt("review-steps")
        .auto_shrink([false, false]);
    if screen.scroll_to_selected {
        screen.scroll_to_selected = false;
        if let Some(position) = screen
            .selected
            .and_then(|selected| screen.visible.iter().position(|&index| index == selected))
        {
            let height = ui.available_height();
            let offset = (position as f32 * (ROW_HEIGHT + spacing) - height / 2.0).max(0.0);
            area = area.vertical_scroll_offset(offset);
        }
    }
    let mut clicked = None;
    let altered_from = review.altered_step();
    let words = (i18n.lang() != Lang::En).then(|| Words::new(i18n));
    area.show_rows(ui, ROW_HEIGHT, screen.visible.len(), |ui, rows| {
        for position in rows {
            let Some(&index) = screen.visible.get(position) else {
                continue;
            };
            let Some(step) = review.log.steps.get(index) else {
                continue;
            };
            let altered = altered_from.is_some_and(|from| step.index >= from);
            let flags = (screen.selected == Some(index), altered);
            if step_row_ui(ui, step, flags, (i18n, words.as_ref())) {
                clicked = Some(index);
            }
        }
    });
    if let Some(index) = clicked {
        screen.selected = Some(index);
    }
}

/// An action as the trainee says it in the interface's language (`cobrar 5`); in English, the
/// action language itself, which is English.
fn said(words: Option<&Words>, action: crate::core::Action) -> String {
    let typed = action.to_string();
    words.and_then(|words| words.say(&typed)).unwrap_or(typed)
}

/// One row of the timeline; true when clicked.
fn step_row_ui(
    ui: &mut egui::Ui,
    step: &StepRecord,
    (selected, altered): (bool, bool),
    (i18n, words): (&I18n, Option<&Words>),
) -> bool {
    let (rect, response) =
        ui.allocate_exact_size(vec2(ui.available_width(), ROW_HEIGHT), Sense::click());
    let right = step.verdict == Outcome::Correct;
    let label = i18n.trf(
        if right {
            "review.row_right"
        } else {
            "review.row_wrong"
        },
        &[
            ("n", &step.index.to_string()),
            ("choice", &said(words, step.choice)),
        ],
    );
    response.widget_info(|| egui::WidgetInfo::selected(egui::Role::Button, true, selected, &label));
    let painter = ui.painter_at(rect);
    let fill = if selected {
        Some(ui.visuals().selection.bg_fill)
    } else if response.hovered() {
        Some(ui.visuals().widgets.hovered.weak_bg_fill)
    } else if !right {
        Some(egui::Color32::from_rgba_unmultiplied(0x4a, 0x22, 0x22, 120))
    } else {
        None
    };
    if let Some(fill) = fill {
        painter.rect_filled(rect, 4.0, fill);
    }
    if response.has_focus() {
        painter.rect_stroke(
            rect,
            4.0,
            egui::Stroke::new(1.0, theme::SELECTED),
            egui::StrokeKind::Inside,
        );
    }
    if altered {
        // From the altered step on, the chain no longer vouches for the log.
        painter.rect_filled(
            egui::Rect::from_min_size(rect.min, vec2(3.0, rect.height())),
            1.0,
            theme::BAD,
        );
    }
    let icon = egui::Rect::from_min_size(rect.left_center() + vec2(6.0, -8.0), vec2(16.0, 16.0));
    if right {
        cards::paint_check(&painter, icon, theme::GOOD);
    } else {
        cards::paint_cross(&painter, icon, theme::BAD);
    }
    paint_step_texts(&painter, rect, step, right, (i18n, words));
    response.clicked()
}

/// A step row's words: its number, round and step, the choice (and the try), the rule broken.
fn paint_step_texts(
    painter: &egui::Painter,
    rect: egui::Rect,
    step: &StepRecord,
    right: bool,
    (i18n, words): (&I18n, Option<&Words>),
) {
    let y = rect.center().y;
    painter.text(
        egui::pos2(rect.left() + 30.0, y),
        Align2::LEFT_CENTER,
        step.index.to_string(),
        theme::bold_font(14.0),
        theme::weak(),
    );
    painter.text(
        egui::pos2(rect.left() + 72.0, y),
        Align2::LEFT_CENTER,
        format!("{}·{}", step.round, step.step),
        theme::font(13.0),
        theme::weak(),
    );
    let choice = said(words, step.choice);
    let text = if step.attempt > 1 {
        format!(
            "{choice}  ({})",
            i18n.trf("review.try_n", &[("n", &step.attempt.to_string())])
        )
    } else {
        choice
    };
    painter.text(
        egui::pos2(rect.left() + 120.0, y),
        Align2::LEFT_CENTER,
        text,
        theme::font(15.0),
        if right { theme::TEXT } else { theme::BAD },
    );
    if let Some(rule) = step.rule {
        painter.text(
            egui::pos2(rect.right() - 8.0, y),
            Align2::RIGHT_CENTER,
            rule.id(),
            theme::bold_font(13.0),
            theme::GOLD,
        );
    }
}

/// The selected step: where it was, expected against chosen, the rule, and the table.
fn step_ui(ui: &mut egui::Ui, screen: &ReviewScreen, i18n: &I18n) {
    let (Some(review), Some(index)) = (screen.review.as_ref(), screen.selected) else {
        return;
    };
    let Some(step) = review.log.steps.get(index) else {
        return;
    };
    let kind = review
        .replay
        .as_ref()
        .map_or(TableKind::default(), |replay| replay.scenario.profile.kind);
    let drill = review.log.mode == Mode::AuditDrill;
    step_heading_ui(ui, review, step, i18n);
    ui.columns(2, |columns| {
        let expected_title = if drill {
            i18n.tr("review.drill_expected")
        } else {
            i18n.tr("review.expected")
        };
        side_ui(&mut columns[0], &expected_title, None, |ui| {
            expected_ui(ui, step, kind, i18n);
        });
        let chosen_title = if drill {
            i18n.tr("review.drill_dealer")
        } else {
            i18n.tr("review.chosen")
        };
        let right = step.verdict == Outcome::Correct;
        side_ui(&mut columns[1], &chosen_title, Some(right), |ui| {
            chosen_ui(ui, step, kind, drill, i18n);
        });
    });
    if let (Some(rule), Some(category)) = (step.rule, step.category) {
        ui.add_space(4.0);
        if let Some(diagnosis) = review.diagnosis(index) {
            ui.label(
                RichText::new(crate::text::explain::why(i18n, kind, diagnosis))
                    .font(theme::bold_font(15.0))
                    .color(theme::GOLD),
            );
        }
        ui.label(
            RichText::new(format!(
                "{} · {}: {}",
                rule.id(),
                i18n.category(category),
                i18n.rule(rule)
            ))
            .color(theme::weak()),
        );
    } else if let Some(rule) = review.rule_of(index) {
        ui.add_space(4.0);
        ui.label(RichText::new(format!("{rule}: {}", i18n.rule(rule))).color(theme::weak()));
    }
    ui.add_space(6.0);
    table_before_ui(ui, review, index, i18n);
}

/// `Step 3 of 12`, where it stands in the hand, the try, the time, a hint taken; and where the
/// log was altered.
fn step_heading_ui(ui: &mut egui::Ui, review: &Review, step: &StepRecord, i18n: &I18n) {
    let mut facts = vec![
        i18n.trf(
            "review.position",
            &[
                ("round", &step.round.to_string()),
                ("step", &step.step.to_string()),
            ],
        ),
        i18n.trf("review.try_n", &[("n", &step.attempt.to_string())]),
        i18n.trf(
            "review.decided_in",
            &[("time", &i18n.seconds(step.response_ms))],
        ),
    ];
    if step.hinted {
        facts.push(i18n.tr("review.hinted").to_string());
    }
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(i18n.trf(
                "review.step_title",
                &[
                    ("n", &step.index.to_string()),
                    ("total", &review.log.steps.len().to_string()),
                ],
            ))
            .font(theme::bold_font(20.0))
            .color(theme::GOLD),
        );
        ui.label(RichText::new(facts.join(" · ")).color(theme::weak()));
    });
    ui.add_space(4.0);
    if review.altered_step().is_some_and(|from| step.index >= from) {
        tools::field_problem_ui(ui, &i18n.tr("review.altered_here"));
    }
}

/// What the procedure expected, and what else it accepts.
fn expected_ui(ui: &mut egui::Ui, step: &StepRecord, kind: TableKind, i18n: &I18n) {
    let words = Words::new(i18n);
    if step.acceptable.0.is_empty() {
        ui.label(RichText::new(i18n.tr("review.drill_end")).font(theme::bold_font(16.0)));
        return;
    }
    ui.label(
        RichText::new(action_shown(i18n, &words, step.canonical, kind))
            .font(theme::bold_font(16.0))
            .color(theme::TEXT),
    );
    let others: Vec<String> = step
        .acceptable
        .0
        .iter()
        .filter(|action| **action != step.canonical)
        .map(|action| action_shown(i18n, &words, *action, kind))
        .collect();
    if !others.is_empty() {
        ui.label(
            RichText::new(i18n.trf("review.also_acceptable", &[("list", &others.join(", "))]))
                .color(theme::weak()),
        );
    }
}

/// What the trainee chose (in an audit drill: what the dealer did, and the trainee's call), the
/// verdict, and what the session applied instead.
fn chosen_ui(ui: &mut egui::Ui, step: &StepRecord, kind: TableKind, drill: bool, i18n: &I18n) {
    let right = step.verdict == Outcome::Correct;
    let bad_unless = |fine: bool| if fine { theme::TEXT } else { theme::BAD };
    ui.label(
        RichText::new(action_shown(i18n, &Words::new(i18n), step.choice, kind))
            .font(theme::bold_font(16.0))
            .color(bad_unless(right || drill)),
    );
    if let Some(line) = chips_line(i18n, step) {
        ui.label(RichText::new(line).color(theme::TEXT));
    }
    if drill {
        let dealer_right = step
            .acceptable
            .0
            .iter()
            .any(|planned| crate::core::round::matches(*planned, step.choice, false));
        let (key, color) = if dealer_right {
            ("review.drill_dealer_right", theme::weak())
        } else {
            ("review.drill_dealer_wrong", theme::BAD)
        };
        ui.label(RichText::new(i18n.tr(key)).color(color));
    }
    let verdict = match (drill, right) {
        (true, true) => i18n.tr("review.drill_call_right"),
        (true, false) => i18n.tr("review.drill_call_wrong"),
        (false, true) => i18n.tr("review.right"),
        (false, false) => i18n.tr("review.wrong"),
    };
    ui.label(
        RichText::new(verdict)
            .font(theme::bold_font(14.0))
            .color(if right { theme::GOOD } else { theme::BAD }),
    );
    if let Some(applied) = step.applied {
        ui.label(
            RichText::new(i18n.trf(
                "review.applied",
                &[("action", &i18n.describe(applied, kind))],
            ))
            .color(theme::weak()),
        );
    }
}

/// The table before step `index`, or why it cannot be drawn.
fn table_before_ui(ui: &mut egui::Ui, review: &Review, index: usize, i18n: &I18n) {
    match review.table_before(index) {
        Some(view) => {
            ui.label(
                RichText::new(i18n.tr("review.table_before"))
                    .font(theme::bold_font(14.0))
                    .color(theme::weak()),
            );
            // The irregularity the trainee faced at this step, in words (section 8).
            if let Some(event) = &view.event {
                ui.add(
                    egui::Label::new(
                        RichText::new(table::events::sentence(i18n, view.kind, event))
                            .font(theme::bold_font(15.0))
                            .color(theme::BAD),
                    )
                    .wrap(),
                );
            }
            let area = ui.available_rect_before_wrap();
            let mut child = ui.new_child(egui::UiBuilder::new().max_rect(area));
            child.set_min_size(area.size());
            let _ = table::table_ui(&mut child, &view, i18n, None, false);
        }
        None => {
            let reason = review
                .table_problem(index)
                .map_or_else(String::new, |problem| table_problem_text(i18n, &problem));
            tools::notice_ui(
                ui,
                &i18n.trf("review.no_table", &[("reason", &reason)]),
                false,
            );
        }
    }
}

/// Why the table cannot be drawn, in the interface language (the technical detail as read).
fn table_problem_text(i18n: &I18n, problem: &TableProblem) -> String {
    match problem {
        TableProblem::ProfileMissing { profile, .. } => {
            i18n.trf("review.profile_missing", &[("profile", profile)])
        }
        TableProblem::ScenarioUnreadable(detail) => i18n.trf(
            "review.scenario_unreadable",
            &[("detail", &detail.to_string())],
        ),
        TableProblem::ScenarioUnplayable(detail) => i18n.trf(
            "review.scenario_unreadable",
            &[("detail", &detail.to_string())],
        ),
        TableProblem::VerdictMismatch { step, choice } => i18n.trf(
            "review.verdict_mismatch",
            &[("step", &step.to_string()), ("choice", &choice.to_string())],
        ),
        TableProblem::NotReached => i18n.tr("review.not_reached").to_string(),
        TableProblem::QuizItems => i18n.tr("review.quiz_items").to_string(),
    }
}

/// One side of the comparison: a titled frame, green or red edged by the verdict.
fn side_ui(ui: &mut egui::Ui, title: &str, verdict: Option<bool>, add: impl FnOnce(&mut egui::Ui)) {
    let stroke = match verdict {
        Some(true) => theme::GOOD,
        Some(false) => theme::BAD,
        None => theme::PANEL_EDGE,
    };
    egui::Frame::new()
        .fill(theme::PANEL)
        .stroke(egui::Stroke::new(1.5, stroke))
        .corner_radius(8.0)
        .inner_margin(10.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.set_min_height(72.0);
            ui.label(
                RichText::new(title)
                    .font(theme::bold_font(14.0))
                    .color(theme::weak()),
            );
            add(ui);
        });
}

/// A payout cut from chips, as the log recorded it: the chips given, how many, and the fewest
/// that make the amount ("In chips: 9×5, 10×0.25: 19 chips; the fewest, 10").
pub fn chips_line(i18n: &I18n, step: &StepRecord) -> Option<String> {
    let stacks = crate::core::chips::from_text(step.chips.as_deref()?)?;
    let chips = super::tray::stacks_text(i18n, &stacks);
    let count = crate::core::chips::count(&stacks).to_string();
    Some(match step.fewest_chips {
        Some(fewest) => i18n.trf(
            "review.chips_fewest",
            &[
                ("chips", &chips),
                ("count", &count),
                ("fewest", &fewest.to_string()),
            ],
        ),
        None => i18n.trf("review.chips", &[("chips", &chips), ("count", &count)]),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Action, Money};
    use crate::session::log::{ActionList, Outcome, Stamp};
    use crate::text::i18n::Lang;

    fn step(chips: Option<&str>, fewest: Option<u32>) -> StepRecord {
        let stamp =
            Stamp::new(chrono::DateTime::parse_from_rfc3339("2026-05-01T10:00:00+02:00").unwrap());
        let pay = Action::Pay(3, Some(Money::from_cents(4750)));
        StepRecord {
            index: 1,
            time: stamp,
            round: 1,
            step: 1,
            attempt: 1,
            acceptable: ActionList(vec![pay]),
            canonical: pay,
            choice: pay,
            verdict: Outcome::Correct,
            rule: None,
            category: None,
            applied: None,
            hinted: false,
            response_ms: 0,
            monotonic_ms: None,
            chips: chips.map(str::to_string),
            fewest_chips: fewest,
            hash: String::new(),
        }
    }

    #[test]
    fn the_chips_of_a_payout_are_shown_with_the_fewest() {
        // Nine 5 and ten 0.25 are 47.50 in 19 chips; the fewest (1×25, 4×5, 2×1, 2×0.25) are 9.
        let paid = step(Some("9x5 10x0.25"), Some(9));
        assert_eq!(
            chips_line(&I18n::new(Lang::En), &paid).as_deref(),
            Some("In chips: 9×5, 10×0.25: 19 chips; the fewest, 9")
        );
        assert_eq!(
            chips_line(&I18n::new(Lang::Es), &paid).as_deref(),
            Some("En fichas: 9×5, 10×0,25: 19 fichas; las menos, 9")
        );
        assert_eq!(
            chips_line(&I18n::new(Lang::It), &step(Some("2x5"), None)).as_deref(),
            Some("In fiche: 2×5: 2 fiche")
        );
        assert_eq!(chips_line(&I18n::new(Lang::En), &step(None, None)), None);
    }
}
