//! The class view: the whole class of the overview's folder at once. One row per trainee with
//! the at-risk ones marked (a colour and a sign, and why), a heat map of the rules each trainee
//! misses, the hardest situations, and a filter by days. The figures come from
//! [`crate::session::class`]; the applier reads them (`Command::LoadClass`).

use egui::{Align2, Color32, CornerRadius, Key, Rect, RichText, ScrollArea, Sense, Stroke, vec2};

use super::{Command, Screen, ScreenCtx, theme, tools};
use crate::session::class::{ClassView, words};
use crate::text::i18n::I18n;
use crate::text::told::Told;

/// Shortcuts of this screen, for the F1 panel.
pub const KEYS: [(&str, &str); 4] = [
    ("F1", "help.f1"),
    ("Enter", "class.help_apply"),
    ("Ctrl+L", "class.lrs_live_about"),
    ("Esc", "help.back"),
];

/// The class screen's state.
#[derive(Default)]
pub struct ClassScreen {
    /// The days, as typed (YYYY-MM-DD; empty: no bound).
    pub from: String,
    pub to: String,
    /// The class last read.
    pub view: Option<ClassView>,
    /// The folder it was read from, as shown.
    pub folder: String,
    /// Why the class could not be read, or a day that does not read.
    pub message: Option<Told>,
    /// Read from the school's LRS, live, held against the folder.
    pub lrs: bool,
    /// How the LRS and the folder agree (with the LRS on, once read).
    pub check: Option<crate::session::class::lrs::CrossCheck>,
    /// The folder's logs, read once for the LRS's readings to be held against.
    pub logs: Vec<(std::path::PathBuf, crate::session::facts::LogDigest)>,
    /// The course each trainee's module and gates are read against, by its name (the course
    /// screen's, else the built-in course of the start screen's table).
    pub course: Option<String>,
    /// Each trainee's standing in that course from the folder's logs, by LRS account: joined
    /// to each reading of the LRS.
    pub standings: std::collections::BTreeMap<String, crate::session::class::CourseStanding>,
}

/// The overview's way in: the whole class at once, read from the same folder.
pub fn open_ui(ui: &mut egui::Ui, i18n: &I18n, commands: &mut Vec<Command>) {
    let class = ui
        .button(i18n.tr("class.open"))
        .on_hover_text(i18n.tr("class.open_about"));
    if class.clicked() {
        commands.push(Command::Show(Screen::Class));
        commands.push(Command::LoadClass);
    }
}

pub fn class_ui(ui: &mut egui::Ui, screen: &mut ClassScreen, ctx: &ScreenCtx) -> Vec<Command> {
    let mut commands = Vec::new();
    let i18n = ctx.i18n;
    tools::top_bar_ui(
        ui,
        i18n,
        &i18n.tr("class.title"),
        &i18n.tr("class.subtitle"),
        Screen::Overview,
        &mut commands,
    );
    egui::CentralPanel::default_margins().show(ui, |ui| {
        ScrollArea::vertical()
            .id_salt("class-page")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                dates_ui(ui, screen, i18n, &mut commands);
                if let Some(message) = &screen.message {
                    tools::notice_ui(ui, &message.tell(i18n), false);
                }
                if screen.lrs {
                    // Read again on its own thread: look for a new reading every second.
                    ui.ctx()
                        .request_repaint_after(std::time::Duration::from_secs(1));
                    commands.push(Command::ClassPoll);
                }
                let Some(view) = &screen.view else {
                    return;
                };
                ui.add_space(6.0);
                status_ui(ui, view, i18n);
                if let Some(check) = &screen.check {
                    for line in words::cross_check(check, i18n) {
                        ui.label(RichText::new(line).color(theme::weak()));
                    }
                }
                if view.rows.is_empty() {
                    ui.label(RichText::new(i18n.tr("class.no_logs")).color(theme::weak()));
                    return;
                }
                ui.add_space(6.0);
                rows_ui(ui, view, i18n);
                ui.add_space(12.0);
                heat_ui(ui, view, i18n);
                ui.add_space(12.0);
                hardest_ui(ui, view, i18n);
            });
    });
    commands
}

/// The folder and the days: two fields and Apply (Enter in a field applies too).
fn dates_ui(ui: &mut egui::Ui, screen: &mut ClassScreen, i18n: &I18n, commands: &mut Vec<Command>) {
    theme::panel_frame()
        .corner_radius(8.0)
        .inner_margin(12.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.add(
                egui::Label::new(
                    RichText::new(format!("{}: {}", i18n.tr("overview.folder"), screen.folder))
                        .color(theme::weak()),
                )
                .truncate(),
            );
            if let Some(course) = &screen.course {
                ui.add(
                    egui::Label::new(
                        RichText::new(i18n.trf("class.course", &[("course", course)]))
                            .color(theme::weak()),
                    )
                    .truncate(),
                )
                .on_hover_text(i18n.tr("class.course_about"));
            }
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(i18n.tr("class.dates")).font(theme::bold_font(15.0)));
                let mut entered = false;
                for (label, text) in [
                    (i18n.tr("class.from"), &mut screen.from),
                    (i18n.tr("class.to"), &mut screen.to),
                ] {
                    let label = ui.label(label.as_ref());
                    let field = ui
                        .add(
                            egui::TextEdit::singleline(text)
                                .hint_text(i18n.tr("class.day_hint"))
                                .desired_width(150.0),
                        )
                        .labelled_by(label.id);
                    entered |=
                        field.lost_focus() && ui.input(|input| input.key_pressed(Key::Enter));
                }
                let apply = egui::Button::new(i18n.tr("class.apply_dates"))
                    .shortcut_text(i18n.keys("Enter"));
                if ui.add(apply).clicked() || entered {
                    commands.push(Command::LoadClass);
                }
                ui.add_space(12.0);
                // A box that shows its state; the change goes through the applier.
                let mut live = screen.lrs;
                let label = format!("{} ({})", i18n.tr("class.lrs_live"), i18n.keys("Ctrl+L"));
                let toggled = ui
                    .checkbox(&mut live, label)
                    .on_hover_text(i18n.tr("class.lrs_live_about"))
                    .clicked()
                    || ui.input_mut(|input| input.consume_key(egui::Modifiers::COMMAND, Key::L));
                if toggled {
                    commands.push(Command::ClassFromLrs(!screen.lrs));
                }
            });
        });
}

fn status_ui(ui: &mut egui::Ui, view: &ClassView, i18n: &I18n) {
    let altered: usize = view.rows.iter().map(|row| row.altered).sum();
    ui.label(RichText::new(words::summary(view, i18n)).font(theme::bold_font(15.0)));
    ui.label(RichText::new(words::thresholds(view, i18n)).color(theme::weak()));
    if altered > 0 {
        ui.label(
            RichText::new(i18n.trf("class.altered", &[("n", &altered.to_string())]))
                .color(theme::BAD),
        );
    }
    if !view.problems.is_empty() {
        ui.label(
            RichText::new(i18n.trf("class.problems", &[("n", &view.problems.len().to_string())]))
                .color(theme::BAD),
        );
    }
}

/// The column widths of the rows: fixed for the figures, the rest for the state (it wraps).
struct Columns {
    widths: Vec<f32>,
}

impl Columns {
    fn of(available: f32, with_course: bool) -> Columns {
        // Each column's width and the least it narrows to where the window is too narrow for
        // all of them beside the state (a course's columns at 1024 with the projector): the
        // wide ones give most, a one-word heading keeps its word.
        let mut columns: Vec<(f32, f32)> = vec![
            (170.0, 120.0),
            (72.0, 72.0),
            (86.0, 74.0),
            (86.0, 74.0),
            (215.0, 130.0),
        ];
        if with_course {
            columns.extend([(120.0, 96.0), (64.0, 56.0)]);
        }
        const LEAST_STATE: f32 = 150.0;
        let spacing = 8.0 * (columns.len() + 1) as f32;
        let preferred: f32 = columns.iter().map(|(width, _)| width).sum();
        let least: f32 = columns.iter().map(|(_, least)| least).sum();
        let room = available - spacing - LEAST_STATE;
        // 1 where everything fits, 0 where every column is at its least.
        let give = ((room - least) / (preferred - least)).clamp(0.0, 1.0);
        let mut widths: Vec<f32> = columns
            .iter()
            .map(|(width, least)| least + (width - least) * give)
            .collect();
        let used: f32 = widths.iter().sum::<f32>() + spacing;
        widths.push((available - used).max(LEAST_STATE));
        Columns { widths }
    }
}

/// One row per trainee; an at-risk row on a red ground with the sign and why.
fn rows_ui(ui: &mut egui::Ui, view: &ClassView, i18n: &I18n) {
    let with_course = words::with_course(view);
    let columns = Columns::of(ui.available_width(), with_course);
    let cells: Vec<RichText> = words::header(i18n, with_course)
        .into_iter()
        .map(|text| {
            RichText::new(text)
                .font(theme::bold_font(14.0))
                .color(theme::weak())
        })
        .collect();
    row_ui(ui, &columns, cells, None);
    for row in &view.rows {
        let color = if row.at_risk() {
            theme::BAD
        } else {
            theme::TEXT
        };
        let cells: Vec<RichText> = words::row_cells(row, view, i18n, with_course)
            .into_iter()
            .enumerate()
            .map(|(column, text)| {
                let text = RichText::new(text).color(color);
                if column == 0 || (row.at_risk() && column + 1 == columns.widths.len()) {
                    text.strong()
                } else {
                    text
                }
            })
            .collect();
        let fill = (row.at_risk() || row.stuck.is_some()).then_some(theme::BAD_FILL);
        row_ui(ui, &columns, cells, fill);
    }
}

fn row_ui(ui: &mut egui::Ui, columns: &Columns, cells: Vec<RichText>, fill: Option<Color32>) {
    let frame = egui::Frame::new()
        .inner_margin(egui::Margin::symmetric(4, 3))
        .corner_radius(4.0)
        .fill(fill.unwrap_or(Color32::TRANSPARENT));
    frame.show(ui, |ui| {
        ui.horizontal_top(|ui| {
            ui.spacing_mut().item_spacing.x = 8.0;
            for (text, width) in cells.into_iter().zip(&columns.widths) {
                ui.allocate_ui_with_layout(
                    vec2(*width, 0.0),
                    egui::Layout::top_down(egui::Align::Min),
                    |ui| {
                        ui.set_width(*width);
                        ui.add(egui::Label::new(text).wrap());
                    },
                );
            }
        });
    });
}

/// The heat map: a row per trainee, a column per rule (most missed first, as many as fit),
/// each cell the trainee's first-try mistakes under the rule, darker red for more.
fn heat_ui(ui: &mut egui::Ui, view: &ClassView, i18n: &I18n) {
    ui.label(RichText::new(i18n.tr("class.heat_title")).font(theme::bold_font(16.0)));
    ui.label(RichText::new(i18n.tr("class.heat_about")).color(theme::weak()));
    if view.heat.rules.is_empty() {
        ui.label(RichText::new(i18n.tr("class.no_mistakes")).color(theme::weak()));
        return;
    }
    let label_width = 170.0;
    let cell = 58.0;
    let room = ((ui.available_width() - label_width) / cell)
        .floor()
        .max(1.0) as usize;
    let rules = &view.heat.rules[..view.heat.rules.len().min(room)];
    // A rule id wider than its cell (`VE-declare`) would run into its neighbour's: then the
    // headings stand on two rows, one column in two lower.
    let widest = rules
        .iter()
        .map(|rule| {
            ui.painter()
                .layout_no_wrap(rule.to_string(), theme::bold_font(14.0), theme::TEXT)
                .size()
                .x
        })
        .fold(0.0, f32::max);
    let staggered = widest > cell - 4.0;
    let header = if staggered { 44.0 } else { 26.0 };
    let height = header + cell * 0.6 * view.rows.len() as f32;
    let (area, _) = ui.allocate_exact_size(
        vec2(label_width + cell * rules.len() as f32, height),
        Sense::hover(),
    );
    let most = view.heat.most().max(1);
    for (column, rule) in rules.iter().enumerate() {
        ui.painter().text(
            egui::pos2(
                area.left() + label_width + cell * (column as f32 + 0.5),
                area.top()
                    + if staggered && column % 2 == 1 {
                        32.0
                    } else {
                        13.0
                    },
            ),
            Align2::CENTER_CENTER,
            rule.to_string(),
            theme::bold_font(14.0),
            theme::TEXT,
        );
    }
    for (index, row) in view.rows.iter().enumerate() {
        let top = area.top() + header + cell * 0.6 * index as f32;
        let name_color = if row.at_risk() {
            theme::BAD
        } else {
            theme::TEXT
        };
        ui.painter().text(
            egui::pos2(area.left() + label_width - 10.0, top + cell * 0.3),
            Align2::RIGHT_CENTER,
            &row.trainee,
            theme::font(14.0),
            name_color,
        );
        for (column, &rule) in rules.iter().enumerate() {
            let rect = Rect::from_min_size(
                egui::pos2(area.left() + label_width + cell * column as f32, top),
                vec2(cell, cell * 0.6),
            );
            let count = view.heat.cell(index, rule);
            heat_cell_ui(ui, rect, count, most, (&row.trainee, rule), i18n);
        }
    }
}

fn heat_cell_ui(
    ui: &mut egui::Ui,
    rect: Rect,
    count: u32,
    most: u32,
    (trainee, rule): (&str, crate::core::RuleId),
    i18n: &I18n,
) {
    // No mistake: the panel's grey; the most mistakes of the class: the quiz map's red.
    let share = f64::from(count) / f64::from(most);
    let fill = if count == 0 {
        Color32::from_rgb(0x30, 0x34, 0x3b)
    } else {
        super::quiz::heatmap::accuracy_color(0.5 - 0.5 * share)
    };
    ui.painter().rect(
        rect.shrink(1.5),
        CornerRadius::same(4),
        fill,
        Stroke::new(1.0, Color32::from_black_alpha(90)),
        egui::StrokeKind::Inside,
    );
    if count > 0 {
        ui.painter().text(
            rect.center(),
            Align2::CENTER_CENTER,
            count.to_string(),
            theme::bold_font(15.0),
            Color32::WHITE,
        );
    }
    let described = i18n.trf(
        "class.heat_cell",
        &[
            ("trainee", trainee),
            ("rule", &rule.to_string()),
            ("n", &count.to_string()),
        ],
    );
    let response = ui.interact(
        rect,
        ui.scope_id().with(("class-heat", trainee, rule)),
        Sense::hover(),
    );
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &described));
    response.on_hover_text(described);
}

fn hardest_ui(ui: &mut egui::Ui, view: &ClassView, i18n: &I18n) {
    ui.label(RichText::new(i18n.tr("class.hardest_title")).font(theme::bold_font(16.0)));
    for situation in view
        .hardest
        .iter()
        .take(crate::session::class::model::HARDEST)
    {
        let line = words::hardest_line(situation, i18n);
        ui.add(egui::Label::new(format!("• {line}")).wrap());
    }
}
