//! The instructor's overview screen: a folder of session logs (a class, many trainees), one row
//! per trainee, charts of accuracy and decision time over sessions and of mistakes per rule,
//! and the table exported as CSV. The figures come from [`crate::session::overview`].

use std::path::{Path, PathBuf};

use egui::{Key, Modifiers, RichText, ScrollArea, vec2};
use egui_plot::{GridInput, GridMark, Line, Plot, Points};

use crate::core::RuleId;

use super::file_dialog::Dialog;
use super::{Command, Screen, ScreenCtx, theme, tools};
use crate::core::Category;
use crate::session::Mode;
use crate::session::exam::register::Register;
use crate::session::overview::{NO_NAME, Overview, SessionPoint, TraineeRow, WEAKEST};
use crate::text::i18n::I18n;

/// Shortcuts of this screen, for the F1 panel.
pub const KEYS: [(&str, &str); 5] = [
    ("F1", "help.f1"),
    ("↑ ↓", "help.overview_rows"),
    ("Enter", "help.overview_open"),
    ("Ctrl+E", "help.overview_csv"),
    ("Esc", "help.back"),
];

/// The overview screen's state.
#[derive(Default)]
pub struct OverviewScreen {
    /// The folder of logs, as typed or picked.
    pub folder: String,
    /// This computer's data folder: the school roster and the index key the register is
    /// decided with (set by the app from the launcher's folders).
    pub data_folder: Option<PathBuf>,
    pub overview: Option<Overview>,
    /// The selected trainee (row index).
    pub selected: Option<usize>,
    pub csv_path: String,
    /// Only the sessions of this mode (`None`: every session).
    pub mode: Option<Mode>,
    /// The CSV path last proposed (replaced when another folder is read, unless edited).
    proposed_csv: String,
    /// The last export or load: (good, message).
    pub message: Option<(bool, crate::text::told::Told)>,
    /// The tab on show.
    pub tab: OverviewTab,
    /// The register of the folder, once read.
    pub register: Option<Register>,
    /// The certificate last written, previewed under the register.
    pub certificate: Option<crate::session::exam::certificate::Certificate>,
}

/// The overview's tabs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OverviewTab {
    /// One row per trainee: accuracy, times, weakest rules.
    #[default]
    Sessions,
    /// The register of exam results.
    Register,
}

impl OverviewScreen {
    /// Starts on the app's logs folder.
    pub fn new(logs_folder: Option<&Path>, data_folder: Option<PathBuf>) -> OverviewScreen {
        OverviewScreen {
            folder: logs_folder
                .map(|folder| folder.display().to_string())
                .unwrap_or_default(),
            data_folder,
            ..OverviewScreen::default()
        }
    }

    /// Proposes `overview.csv` in `folder` for the export, unless a path was typed.
    pub fn propose_csv(&mut self, folder: &Path) {
        if self.csv_path.trim().is_empty() || self.csv_path == self.proposed_csv {
            self.csv_path = folder.join("overview.csv").display().to_string();
            self.proposed_csv = self.csv_path.clone();
        }
    }
}

fn trainee_name<'a>(i18n: &'a I18n, row: &'a TraineeRow) -> std::borrow::Cow<'a, str> {
    if row.trainee == NO_NAME {
        i18n.tr("review.no_name")
    } else {
        row.trainee.as_str().into()
    }
}

pub fn overview_ui(
    ui: &mut egui::Ui,
    screen: &mut OverviewScreen,
    ctx: &ScreenCtx,
) -> Vec<Command> {
    let mut commands = Vec::new();
    let i18n = ctx.i18n;
    tools::top_bar_ui(
        ui,
        i18n,
        &i18n.tr("overview.title"),
        &i18n.tr("overview.subtitle"),
        Screen::Start,
        &mut commands,
    );
    keys(ui, screen, &mut commands);
    egui::CentralPanel::default_margins().show(ui, |ui| {
        ScrollArea::vertical()
            .id_salt("overview-page")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                controls_ui(ui, screen, ctx, &mut commands);
                ui.add_space(6.0);
                ui.horizontal(|ui| {
                    for (tab, key) in [
                        (OverviewTab::Sessions, "overview.tab_sessions"),
                        (OverviewTab::Register, "overview.tab_register"),
                    ] {
                        let button = egui::Button::selectable(
                            screen.tab == tab,
                            RichText::new(i18n.tr(key)).font(theme::bold_font(16.0)),
                        );
                        if ui.add(button).clicked() && screen.tab != tab {
                            screen.tab = tab;
                            if tab == OverviewTab::Register && screen.register.is_none() {
                                commands.push(Command::LoadRegister);
                            }
                        }
                    }
                    super::class::open_ui(ui, i18n, &mut commands);
                    // The school's LRS: its settings and its queue.
                    if ui.button(i18n.tr("lrs.open")).clicked() {
                        commands.push(Command::Lrs(super::command::LrsAsk::Open));
                    }
                });
                if screen.tab == OverviewTab::Register {
                    super::register::register_ui(
                        ui,
                        (screen.register.as_ref(), screen.certificate.as_ref()),
                        ctx,
                        &mut commands,
                    );
                    return;
                }
                let Some(overview) = &screen.overview else {
                    return;
                };
                ui.add_space(6.0);
                status_ui(ui, overview, i18n);
                ui.add_space(6.0);
                if overview.rows.is_empty() {
                    ui.label(RichText::new(i18n.tr("overview.no_logs")).color(theme::weak()));
                    return;
                }
                trainees_ui(ui, overview, &mut screen.selected, i18n);
                ui.add_space(10.0);
                charts_ui(ui, overview, screen.selected, i18n);
                if let Some(row) = screen.selected.and_then(|index| overview.rows.get(index)) {
                    ui.add_space(10.0);
                    sessions_ui(ui, row, i18n, &mut commands);
                }
            });
    });
    commands
}

/// The trainees' table. Wider than the window it scrolls by itself: it never widens the
/// page, so the charts below stay inside the window. Its weakest rules' column gives up what
/// the table lacked at this window's width, so at 1024 px every column is in sight (it only
/// narrows: no two frames argue about it).
fn trainees_ui(ui: &mut egui::Ui, overview: &Overview, selected: &mut Option<usize>, i18n: &I18n) {
    let width = ui.ctx().content_rect().width();
    let cut_id = egui::Id::unique("overview-weakest-cut");
    let cut = ui
        .data(|data| data.get_temp::<(f32, f32)>(cut_id))
        .filter(|(at, _)| (at - width).abs() < 0.5)
        .map_or(0.0, |(_, cut)| cut);
    let table = ScrollArea::horizontal()
        .id_salt("overview-table-scroll")
        .auto_shrink([false, true])
        .show(ui, |ui| table_ui(ui, overview, selected, (i18n, cut)));
    let short = table.content_size.x - table.inner_rect.width();
    let cut_now = (cut + short.max(0.0)).min(WEAKEST_ROOM - WEAKEST_LEAST);
    if cut_now > cut + 0.5 {
        ui.ctx().request_repaint();
    }
    ui.data_mut(|data| data.insert_temp(cut_id, (width, cut_now)));
}

/// ↑ ↓ a trainee, Enter their latest session in the review, Ctrl+E the CSV.
fn keys(ui: &mut egui::Ui, screen: &mut OverviewScreen, commands: &mut Vec<Command>) {
    if ui.input_mut(|input| input.consume_key(Modifiers::COMMAND, Key::E)) {
        commands.push(Command::ExportCsv);
    }
    if ui.ctx().egui_wants_keyboard_input() {
        return;
    }
    let rows = screen
        .overview
        .as_ref()
        .map_or(0, |overview| overview.rows.len());
    if rows == 0 {
        return;
    }
    ui.input_mut(|input| {
        if input.consume_key(Modifiers::NONE, Key::ArrowDown) {
            screen.selected = Some(screen.selected.map_or(0, |row| (row + 1).min(rows - 1)));
        }
        if input.consume_key(Modifiers::NONE, Key::ArrowUp) {
            screen.selected = Some(
                screen
                    .selected
                    .map_or(rows - 1, |row| row.saturating_sub(1)),
            );
        }
        if input.consume_key(Modifiers::NONE, Key::Enter)
            && let Some(last) = screen
                .selected
                .and_then(|row| screen.overview.as_ref()?.rows.get(row))
                .and_then(|row| row.sessions.last())
        {
            commands.push(Command::ReviewLog(last.path.clone()));
        }
    });
}

fn controls_ui(
    ui: &mut egui::Ui,
    screen: &mut OverviewScreen,
    ctx: &ScreenCtx,
    commands: &mut Vec<Command>,
) {
    let i18n = ctx.i18n;
    theme::panel_frame()
        .corner_radius(8.0)
        .inner_margin(12.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            let folder = tools::path_field_ui(
                ui,
                i18n,
                &i18n.tr("overview.folder"),
                &mut screen.folder,
                (Dialog::OverviewFolder, ctx.dialogs),
                commands,
            );
            let entered = folder.lost_focus() && ui.input(|input| input.key_pressed(Key::Enter));
            ui.horizontal(|ui| {
                let read = ui
                    .button(i18n.tr("overview.load"))
                    .on_hover_text(i18n.tr("overview.folder_about"));
                if read.clicked() || entered {
                    commands.push(Command::LoadOverview);
                }
                ui.add_space(16.0);
                ui.label(i18n.tr("overview.modes"));
                let modes = [
                    None,
                    Some(Mode::Practice),
                    Some(Mode::Exam),
                    Some(Mode::Quiz),
                    Some(Mode::AuditDrill),
                ];
                for mode in modes {
                    let name = mode.map_or(i18n.tr("overview.all_modes"), |mode| i18n.mode(mode));
                    if ui
                        .add(egui::Button::selectable(screen.mode == mode, name))
                        .clicked()
                        && screen.mode != mode
                    {
                        screen.mode = mode;
                        if screen.overview.is_some() {
                            commands.push(Command::LoadOverview);
                        }
                    }
                }
            });
            if screen.overview.is_some() {
                ui.add_space(4.0);
                tools::path_field_ui(
                    ui,
                    i18n,
                    &i18n.tr("overview.csv"),
                    &mut screen.csv_path,
                    (Dialog::OverviewCsv, ctx.dialogs),
                    commands,
                );
                let export = egui::Button::new(i18n.tr("overview.export")).shortcut_text("Ctrl+E");
                if ui.add(export).clicked() {
                    commands.push(Command::ExportCsv);
                }
            }
            if let Some((good, message)) = &screen.message {
                tools::notice_ui(ui, &message.tell(i18n), *good);
            }
        });
}

fn status_ui(ui: &mut egui::Ui, overview: &Overview, i18n: &I18n) {
    let altered: usize = overview.rows.iter().map(|row| row.altered.len()).sum();
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(i18n.trf(
                "overview.status",
                &[
                    ("logs", &overview.logs.to_string()),
                    ("trainees", &overview.rows.len().to_string()),
                ],
            ))
            .font(theme::bold_font(15.0)),
        );
        if altered > 0 {
            ui.label(
                RichText::new(
                    i18n.trf("overview.altered_left_out", &[("n", &altered.to_string())]),
                )
                .color(theme::BAD),
            );
        }
    });
    if !overview.problems.is_empty() {
        egui::CollapsingHeader::new(
            RichText::new(i18n.trf(
                "overview.problems",
                &[("n", &overview.problems.len().to_string())],
            ))
            .color(theme::BAD),
        )
        .id_salt("overview-problems")
        .show(ui, |ui| {
            for problem in &overview.problems {
                ui.label(
                    RichText::new(crate::text::explain::diagnostic(i18n, problem))
                        .monospace()
                        .size(13.0),
                );
            }
        });
    }
}

/// The categories the table shows: every one, but the irregularity only where some trainee met
/// one (a class that never trained irregularities keeps the room for the others at 1024 px).
fn shown_categories(overview: &Overview) -> Vec<Category> {
    Category::ALL
        .into_iter()
        .filter(|&category| {
            category != Category::Irregularity
                || overview.rows.iter().any(|row| {
                    row.category(category)
                        .is_some_and(|total| total.decisions > 0 || total.mistakes > 0)
                })
        })
        .collect()
}

/// The weakest rules' column at most, and at least when the window is narrow (the whole
/// list is on hover).
const WEAKEST_ROOM: f32 = 360.0;
const WEAKEST_LEAST: f32 = 70.0;

/// The trainees' table; the weakest rules' column `cut` narrower than it would be.
fn table_ui(
    ui: &mut egui::Ui,
    overview: &Overview,
    selected: &mut Option<usize>,
    (i18n, cut): (&I18n, f32),
) {
    let room =
        ((ui.ctx().content_rect().width() * 0.16).min(WEAKEST_ROOM) - cut).max(WEAKEST_LEAST);
    // Headings wrap, a little smaller than other tables' (fourteen columns), so every column
    // fits at 1024 px with the projector.
    let header =
        |ui: &mut egui::Ui, text: &str| tools::column_header_sized_ui(ui, text, 64.0, 13.0);
    let categories = shown_categories(overview);
    egui::Grid::new("overview-table")
        .num_columns(7 + categories.len())
        .striped(true)
        .spacing([6.0, 6.0])
        .min_col_width(40.0)
        .show(ui, |ui| {
            header(ui, &i18n.tr("overview.trainee"));
            header(ui, &i18n.tr("overview.sessions"));
            header(ui, &i18n.tr("overview.accuracy"));
            for &category in &categories {
                header(ui, &i18n.category(category));
            }
            header(ui, &i18n.tr("overview.median"));
            header(ui, &i18n.tr("overview.pace"));
            header(ui, &i18n.tr("overview.weakest"));
            header(ui, &i18n.tr("overview.altered"));
            ui.end_row();
            for (index, row) in overview.rows.iter().enumerate() {
                trainee_row_ui(ui, (index, row, &categories), selected, (i18n, room));
                ui.end_row();
            }
        });
    ui.label(
        RichText::new(i18n.tr("overview.table_about"))
            .color(theme::weak())
            .size(13.0),
    );
}

/// One trainee's row: the name (a click selects it for the charts), the sessions, the accuracy
/// overall and per category, the times, the weakest rules, the altered logs.
fn trainee_row_ui(
    ui: &mut egui::Ui,
    (index, row, categories): (usize, &TraineeRow, &[Category]),
    selected: &mut Option<usize>,
    (i18n, room): (&I18n, f32),
) {
    let name = trainee_name(i18n, row);
    ui.horizontal(|ui| {
        // The dot is the trainee's colour in the charts.
        let (dot, _) = ui.allocate_exact_size(vec2(12.0, 12.0), egui::Sense::hover());
        ui.painter()
            .circle_filled(dot.center(), 5.0, trainee_color(index));
        let button = egui::Button::selectable(
            *selected == Some(index),
            RichText::new(name).font(theme::bold_font(15.0)),
        );
        if ui.add(button).clicked() {
            *selected = if *selected == Some(index) {
                None
            } else {
                Some(index)
            };
        }
    });
    ui.label(row.sessions.len().to_string());
    ui.label(
        RichText::new(tools::percent_text(i18n, row.accuracy_percent()))
            .font(theme::bold_font(15.0))
            .color(theme::GOLD),
    );
    for &category in categories {
        let total = row.category(category);
        let text = tools::percent_text(i18n, total.and_then(|total| total.accuracy_percent()));
        let hover = total.map_or(String::new(), |total| {
            i18n.trf(
                "scores.category_row",
                &[
                    ("right", &total.correct.to_string()),
                    ("decisions", &total.decisions.to_string()),
                    ("mistakes", &total.mistakes.to_string()),
                ],
            )
        });
        ui.label(text).on_hover_text(hover);
    }
    ui.label(i18n.seconds(row.median_ms));
    ui.label(
        row.pace
            .decisions_per_minute()
            .map_or("—".to_string(), |pace| i18n.decimal(pace, 1)),
    )
    .on_hover_text(super::exam_result::pace_text(i18n, &row.pace));
    weakest_ui(ui, row, i18n, room);
    let altered = row.altered.len();
    ui.label(if altered == 0 {
        RichText::new("0").color(theme::weak())
    } else {
        RichText::new(altered.to_string())
            .font(theme::bold_font(15.0))
            .color(theme::BAD)
    });
}

/// The trainee's weakest rules, as wide as the window leaves; the whole list and the rules on
/// hover.
fn weakest_ui(ui: &mut egui::Ui, row: &TraineeRow, i18n: &I18n, room: f32) {
    let weakest: Vec<String> = row
        .weakest(WEAKEST)
        .iter()
        .map(|(rule, count)| format!("{rule} ({count})"))
        .collect();
    let weakest_label = ui
        .scope(|ui| {
            ui.set_max_width(room);
            ui.add(
                egui::Label::new(if weakest.is_empty() {
                    "—".to_string()
                } else {
                    weakest.join(", ")
                })
                .truncate(),
            )
        })
        .inner;
    if !weakest.is_empty() {
        let rules: Vec<String> = row
            .weakest(WEAKEST)
            .iter()
            .map(|(rule, count)| format!("{rule} ({count}): {}", i18n.rule(*rule)))
            .collect();
        weakest_label.on_hover_text(rules.join("\n"));
    }
}

/// A trainee's colour in the charts (the same whichever rows are shown).
fn trainee_color(index: usize) -> egui::Color32 {
    const PALETTE: [egui::Color32; 8] = [
        egui::Color32::from_rgb(0x2f, 0x80, 0xe0),
        egui::Color32::from_rgb(0xe6, 0x7e, 0x22),
        egui::Color32::from_rgb(0x6c, 0xcf, 0x7f),
        egui::Color32::from_rgb(0xc0, 0x6c, 0xe0),
        egui::Color32::from_rgb(0xf2, 0xc9, 0x4c),
        egui::Color32::from_rgb(0x4c, 0xd2, 0xd2),
        egui::Color32::from_rgb(0xf0, 0x6a, 0x5f),
        egui::Color32::from_rgb(0xd8, 0xd8, 0xd8),
    ];
    PALETTE[index % PALETTE.len()]
}

/// Grid lines (and labels) at whole numbers only: sessions and rules are counted.
fn whole_numbers(input: GridInput) -> Vec<GridMark> {
    let (low, high) = input.bounds;
    if !(low.is_finite() && high.is_finite()) || high - low > 500.0 {
        return Vec::new();
    }
    let step = ((high - low) / 12.0).ceil().max(1.0);
    let mut marks = Vec::new();
    let mut value = (low / step).ceil() * step;
    while value <= high {
        marks.push(GridMark {
            // Never "-0".
            value: value + 0.0,
            step_size: step,
        });
        value += step;
    }
    marks
}

fn charts_ui(ui: &mut egui::Ui, overview: &Overview, selected: Option<usize>, i18n: &I18n) {
    let rows: Vec<(usize, &TraineeRow)> = match selected.and_then(|index| overview.rows.get(index))
    {
        Some(row) => vec![(selected.unwrap_or(0), row)],
        None => overview.rows.iter().enumerate().collect(),
    };
    ui.columns(3, |columns| {
        chart_frame(&mut columns[0], &i18n.tr("overview.chart_accuracy"), |ui| {
            sessions_chart_ui(
                ui,
                "overview-accuracy",
                "%",
                105.0,
                &rows,
                i18n,
                &|session| session.accuracy_percent(),
            );
        });
        chart_frame(&mut columns[1], &i18n.tr("overview.chart_time"), |ui| {
            sessions_chart_ui(ui, "overview-time", "s", 0.0, &rows, i18n, &|session| {
                Some(session.median_ms as f64 / 1000.0)
            });
        });
        let mistakes = overview.mistakes_per_rule(selected);
        chart_frame(&mut columns[2], &i18n.tr("overview.chart_rules"), |ui| {
            if mistakes.is_empty() {
                ui.label(RichText::new(i18n.tr("overview.no_mistakes")).color(theme::GOOD));
                return;
            }
            rule_bars_ui(ui, &mistakes, i18n);
        });
    });
}

/// Mistakes per rule, the most on top: one row per rule with its id, a bar, the whole count and
/// the rule's words (cut to the row; the whole rule and count on hover), as many rows as there
/// are rules (the chart scrolls past its height).
fn rule_bars_ui(ui: &mut egui::Ui, mistakes: &[(RuleId, u32)], i18n: &I18n) {
    let most = mistakes
        .iter()
        .map(|(_, count)| *count)
        .max()
        .unwrap_or(1)
        .max(1);
    ScrollArea::vertical()
        .id_salt("overview-rules")
        .max_height(chart_height(ui))
        .auto_shrink([false, true])
        .show(ui, |ui| {
            for (rule, count) in mistakes {
                let row = ui.horizontal(|ui| {
                    let id = RichText::new(rule.id())
                        .font(theme::bold_font(15.0))
                        .color(theme::GOLD);
                    ui.add_sized([64.0, 22.0], egui::Label::new(id));
                    let bar_room = (ui.available_width() * 0.4).max(40.0);
                    let (rect, _) =
                        ui.allocate_exact_size(vec2(bar_room, 18.0), egui::Sense::hover());
                    let share = *count as f32 / most as f32;
                    let bar = egui::Rect::from_min_size(
                        rect.min,
                        vec2((rect.width() - 30.0).max(4.0) * share, rect.height()),
                    );
                    ui.painter().rect_filled(bar, 3.0, theme::BAD);
                    ui.painter().text(
                        egui::pos2(bar.right() + 4.0, rect.center().y),
                        egui::Align2::LEFT_CENTER,
                        count.to_string(),
                        theme::bold_font(14.0),
                        theme::TEXT,
                    );
                    ui.add(
                        egui::Label::new(RichText::new(i18n.rule(*rule)).color(theme::weak()))
                            .truncate(),
                    );
                });
                row.response.on_hover_text(format!(
                    "{rule}: {} · {}",
                    i18n.trf("overview.rule_count", &[("n", &count.to_string())]),
                    i18n.rule(*rule)
                ));
            }
        });
}

/// The charts' height: taller on a large window.
fn chart_height(ui: &egui::Ui) -> f32 {
    (ui.ctx().content_rect().height() * 0.3).clamp(200.0, 440.0)
}

/// One line per trainee: `value` of each session against the session's number.
fn sessions_chart_ui(
    ui: &mut egui::Ui,
    id: &str,
    unit: &str,
    top: f64,
    rows: &[(usize, &TraineeRow)],
    i18n: &I18n,
    value: &dyn Fn(&SessionPoint) -> Option<f64>,
) {
    Plot::new(id)
        .height(chart_height(ui))
        .include_y(0.0)
        .include_y(top)
        .include_x(1.0)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .x_axis_label(i18n.tr("overview.session_axis"))
        .y_axis_label(unit)
        .x_grid_spacer(whole_numbers)
        .show(ui, |plot| {
            for &(index, row) in rows {
                let points: Vec<[f64; 2]> = row
                    .sessions
                    .iter()
                    .enumerate()
                    .filter_map(|(number, session)| {
                        value(session).map(|value| [number as f64 + 1.0, value])
                    })
                    .collect();
                let name = trainee_name(i18n, row).to_string();
                let color = trainee_color(index);
                plot.add(
                    Line::new(name.clone(), points.clone())
                        .width(2.0)
                        .color(color),
                );
                plot.add(Points::new(name, points).radius(4.0).color(color));
            }
        });
}

fn chart_frame(ui: &mut egui::Ui, title: &str, add: impl FnOnce(&mut egui::Ui)) {
    theme::panel_frame()
        .corner_radius(8.0)
        .inner_margin(10.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(RichText::new(title).font(theme::bold_font(15.0)));
            add(ui);
        });
}

fn sessions_ui(ui: &mut egui::Ui, row: &TraineeRow, i18n: &I18n, commands: &mut Vec<Command>) {
    ui.label(
        RichText::new(i18n.trf(
            "overview.sessions_of",
            &[("trainee", &trainee_name(i18n, row))],
        ))
        .font(theme::bold_font(16.0)),
    );
    egui::Grid::new("overview-sessions")
        .num_columns(6)
        .striped(true)
        .spacing([16.0, 4.0])
        .show(ui, |ui| {
            for session in &row.sessions {
                ui.label(session.started.time().format("%Y-%m-%d %H:%M").to_string());
                ui.label(i18n.mode(session.mode));
                ui.label(super::quiz::text::session_title(
                    i18n,
                    session.mode,
                    &session.title,
                ));
                ui.label(tools::percent_text(i18n, session.accuracy_percent()));
                ui.label(i18n.seconds(session.median_ms));
                if ui
                    .add(egui::Button::new(i18n.tr("overview.review")).min_size(vec2(90.0, 0.0)))
                    .clicked()
                {
                    commands.push(Command::ReviewLog(session.path.clone()));
                }
                ui.end_row();
            }
            for (path, integrity) in &row.altered {
                ui.label(
                    RichText::new(
                        path.file_name()
                            .map(|name| name.to_string_lossy().into_owned())
                            .unwrap_or_default(),
                    )
                    .color(theme::BAD),
                );
                ui.label(
                    RichText::new(super::review::integrity_title(i18n, *integrity))
                        .color(theme::BAD),
                );
                ui.label("");
                ui.label("");
                ui.label("");
                if ui.button(i18n.tr("overview.review")).clicked() {
                    commands.push(Command::ReviewLog(path.clone()));
                }
                ui.end_row();
            }
        });
}
