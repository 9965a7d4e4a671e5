//! The audit drill screen (inspectors and supervisors): the app deals a hand and plays back what
//! a dealer did, one action at a time, with planted errors; the trainee lets each right action
//! pass and stops each wrong one, naming the rule it breaks. Scored and logged like every
//! session; the drill itself lives in [`crate::session::drill`].

use egui::{Key, Modifiers, RichText, ScrollArea, vec2};

use super::{Command, Screen, ScreenCtx, cards, table, theme, tools};
use crate::core::plant::PlantKind;
use crate::core::{Action, Profiles, RuleId, TableKind};
use crate::session::drill::{AuditDrill, Call, CallResult};
use crate::text::i18n::I18n;
use crate::text::told::Told;

/// Shortcuts of this screen, for the F1 panel.
pub const KEYS: [(&str, &str); 6] = [
    ("F1", "help.f1"),
    ("Space", "help.drill_pass"),
    ("S", "help.drill_stop"),
    ("↑ ↓  Enter", "help.drill_pick"),
    ("Esc", "help.drill_cancel"),
    ("Ctrl+Enter", "help.drill_start"),
];

/// The drill screen's state: the setup form and the rule list; the drill under way is the
/// app's (its `audit_drill`), shown here read-only.
pub struct DrillScreen {
    pub profile: String,
    pub errors: usize,
    pub seed: String,
    /// The rule list is open (the trainee stopped the action).
    pub picking: bool,
    /// The highlighted rule in the list.
    pub pick: usize,
    /// The highlight moved by keyboard: bring it into view once.
    scroll_to_pick: bool,
    pub error: Option<Told>,
}

impl Default for DrillScreen {
    fn default() -> DrillScreen {
        DrillScreen {
            profile: "casilleros".into(),
            errors: 2,
            seed: String::new(),
            picking: false,
            pick: 0,
            scroll_to_pick: false,
            error: None,
        }
    }
}

/// The rules a trainee may name at a table of `kind`: the common rules and the table's own.
pub fn rules_for(kind: TableKind) -> Vec<RuleId> {
    kind.dealer_rules()
}

impl DrillScreen {
    /// The next seed, for "another drill".
    pub fn next_seed(&mut self) {
        // A blank seed stays blank: each drill draws a fresh one.
        let Ok(seed) = self.seed.trim().parse::<u64>() else {
            return;
        };
        self.seed = seed.wrapping_add(1).to_string();
    }
}

pub fn drill_ui(
    ui: &mut egui::Ui,
    screen: &mut DrillScreen,
    drill: Option<&AuditDrill>,
    ctx: &ScreenCtx,
) -> Vec<Command> {
    let mut commands = Vec::new();
    let i18n = ctx.i18n;
    keys(ui, screen, drill, &mut commands);
    let subtitle = drill.map_or(String::new(), |drill| {
        let seed = match &drill.log().source {
            crate::session::ScenarioSource::Random { seed, .. } => seed.to_string(),
            crate::session::ScenarioSource::File { path, .. } => path.clone(),
        };
        i18n.trf(
            "drill.subtitle",
            &[
                ("trainee", &drill.log().trainee),
                (
                    "table",
                    &super::tools::profile_name(i18n, &drill.scenario.profile),
                ),
                ("seed", &seed),
            ],
        )
    });
    tools::top_bar_ui(
        ui,
        i18n,
        &i18n.tr("drill.title"),
        &subtitle,
        Screen::Start,
        &mut commands,
    );
    match drill {
        None => commands.extend(setup_ui(ui, screen, ctx)),
        Some(drill) if drill.is_finished() => finished_ui(ui, drill, i18n, &mut commands),
        Some(drill) => commands.extend(running_ui(ui, screen, drill, i18n)),
    }
    commands
}

/// Space lets the action pass, S stops it; in the rule list ↑ ↓ Enter, Esc closes it.
fn keys(
    ui: &mut egui::Ui,
    screen: &mut DrillScreen,
    drill: Option<&AuditDrill>,
    commands: &mut Vec<Command>,
) {
    let typing = ui.ctx().egui_wants_keyboard_input();
    let Some(drill) = drill else {
        if ui.input_mut(|input| input.consume_key(Modifiers::COMMAND, Key::Enter)) {
            commands.push(Command::StartDrill);
        }
        return;
    };
    if drill.is_finished() || typing {
        return;
    }
    let rules = rules_for(drill.kind());
    let mut call = None;
    ui.input_mut(|input| {
        if screen.picking {
            if input.consume_key(Modifiers::NONE, Key::Escape) {
                screen.picking = false;
            }
            if input.consume_key(Modifiers::NONE, Key::ArrowDown) {
                screen.pick = (screen.pick + 1).min(rules.len().saturating_sub(1));
                screen.scroll_to_pick = true;
            }
            if input.consume_key(Modifiers::NONE, Key::ArrowUp) {
                screen.pick = screen.pick.saturating_sub(1);
                screen.scroll_to_pick = true;
            }
            if input.consume_key(Modifiers::NONE, Key::Enter)
                && let Some(rule) = rules.get(screen.pick)
            {
                call = Some(Call::Stop(*rule));
            }
        } else {
            if input.consume_key(Modifiers::NONE, Key::Space)
                || input.consume_key(Modifiers::NONE, Key::Enter)
            {
                call = Some(Call::Pass);
            }
            if input.consume_key(Modifiers::NONE, Key::S) {
                screen.picking = true;
            }
        }
    });
    commands.extend(call.map(Command::DrillCall));
}

/// Who, at which table, how many planted errors, which seed; the trainee's name is the start
/// screen's.
fn setup_ui(ui: &mut egui::Ui, screen: &mut DrillScreen, ctx: &ScreenCtx) -> Vec<Command> {
    let (i18n, profiles) = (ctx.i18n, ctx.profiles);
    let mut commands = Vec::new();
    let mut trainee = ctx.trainee.to_string();
    egui::CentralPanel::default_margins().show(ui, |ui| {
        ui.vertical_centered(|ui| {
            ui.set_max_width(820.0);
            ui.vertical(|ui| {
                ui.add_space(10.0);
                ui.heading(i18n.tr("drill.title"));
                ui.label(RichText::new(i18n.tr("drill.about")).color(theme::TEXT));
                ui.add_space(12.0);
                theme::panel_frame()
                    .corner_radius(10.0)
                    .inner_margin(18.0)
                    .show(ui, |ui| {
                        ui.set_width(ui.available_width());
                        egui::Grid::new("drill-setup")
                            .num_columns(2)
                            .spacing([24.0, 14.0])
                            .show(ui, |ui| {
                                choices_ui(ui, screen, &mut trainee, (i18n, profiles))
                            });
                        ui.label(
                            RichText::new(i18n.tr("drill.kinds_about"))
                                .color(theme::weak())
                                .size(13.0),
                        );
                    });
                if let Some(error) = &screen.error {
                    tools::notice_ui(ui, &error.tell(i18n), false);
                }
                ui.add_space(12.0);
                let button = egui::Button::new(
                    RichText::new(i18n.tr("drill.start")).font(theme::bold_font(20.0)),
                )
                .shortcut_text(i18n.keys("Ctrl+Enter"))
                .fill(egui::Color32::from_rgb(0x1f, 0x7a, 0x44))
                .min_size(vec2(260.0, 48.0));
                if ui.add(button).clicked() {
                    commands.push(Command::StartDrill);
                }
            });
        });
    });
    if trainee != ctx.trainee {
        commands.insert(0, Command::SetTrainee(trainee));
    }
    commands
}

/// The drill's choices: the trainee, the table, how many errors are planted, the seed.
fn choices_ui(
    ui: &mut egui::Ui,
    screen: &mut DrillScreen,
    trainee: &mut String,
    (i18n, profiles): (&I18n, &Profiles),
) {
    let label = ui.label(i18n.tr("start.trainee"));
    ui.add(
        egui::TextEdit::singleline(trainee)
            .hint_text(i18n.tr("start.trainee_hint"))
            .desired_width(320.0),
    )
    .labelled_by(label.id);
    ui.end_row();
    ui.label(i18n.tr("start.table"));
    // One table a row: a wrapped row in a grid would grow over the next row.
    ui.vertical(|ui| {
        for profile in profiles.all() {
            if ui
                .add(egui::Button::selectable(
                    screen.profile == profile.id,
                    super::tools::profile_name(i18n, profile),
                ))
                .clicked()
            {
                screen.profile = profile.id.clone();
            }
        }
    });
    ui.end_row();
    ui.label(i18n.tr("drill.errors"));
    ui.horizontal(|ui| {
        for count in 1..=3 {
            if ui
                .add(egui::Button::selectable(
                    screen.errors == count,
                    count.to_string(),
                ))
                .clicked()
            {
                screen.errors = count;
            }
        }
    });
    ui.end_row();
    let label = ui.label(i18n.tr("start.seed"));
    ui.horizontal(|ui| {
        ui.add(
            egui::TextEdit::singleline(&mut screen.seed)
                .hint_text(i18n.tr("start.seed_fresh"))
                .desired_width(120.0),
        )
        .labelled_by(label.id);
        if ui.button(i18n.tr("start.new_seed")).clicked() {
            screen.next_seed();
        }
    });
    ui.end_row();
}

fn outcome_text(outcome: &CallResult, i18n: &I18n, expected: &str) -> (bool, String) {
    match outcome {
        CallResult::Passed => (true, i18n.tr("drill.passed").to_string()),
        CallResult::Caught { rule, category } => (
            true,
            i18n.trf(
                "drill.caught",
                &[("rule", rule.id()), ("category", &i18n.category(*category))],
            ),
        ),
        CallResult::Missed { rule, category } => (
            false,
            i18n.trf(
                "drill.missed",
                &[
                    ("rule", rule.id()),
                    ("category", &i18n.category(*category)),
                    ("expected", expected),
                ],
            ),
        ),
        CallResult::FalseAlarm { followed, .. } => (
            false,
            i18n.trf("drill.false_alarm", &[("rule", followed.id())]),
        ),
        CallResult::WrongRule {
            named,
            rule,
            category,
        } => (
            false,
            i18n.trf(
                "drill.wrong_rule",
                &[
                    ("rule", rule.id()),
                    ("named", named.id()),
                    ("category", &i18n.category(*category)),
                ],
            ),
        ),
        CallResult::Over => (true, String::new()),
    }
}

/// The drill under way: the score, the action to call and the buttons (or the rule list), the
/// last call, the calls so far; the table before the action.
fn running_ui(
    ui: &mut egui::Ui,
    screen: &mut DrillScreen,
    drill: &AuditDrill,
    i18n: &I18n,
) -> Option<Command> {
    let kind = drill.kind();
    let total = drill.playback.actions.len();
    let mut call = None;
    let mut open_picker = false;
    egui::Panel::right("drill-side")
        .resizable(false)
        .exact_size((ui.ctx().content_rect().width() * 0.36).clamp(400.0, 640.0))
        .frame(theme::side_frame())
        .show(ui, |ui| {
            let found = drill.found();
            ui.label(
                RichText::new(i18n.trf(
                    "drill.found",
                    &[
                        ("caught", &found.caught.to_string()),
                        ("planted", &found.planted.to_string()),
                        ("false", &found.false_stops.to_string()),
                    ],
                ))
                .font(theme::bold_font(15.0))
                .color(theme::GOOD),
            );
            if let Some((index, action)) = drill.current() {
                current_action_ui(ui, (index, action), total, kind, i18n);
                ui.add_space(6.0);
                if !screen.picking {
                    call_buttons_ui(ui, i18n, &mut call, &mut open_picker);
                } else {
                    let scroll = std::mem::take(&mut screen.scroll_to_pick);
                    picker_ui(
                        ui,
                        screen.pick,
                        scroll,
                        kind,
                        i18n,
                        &mut call,
                        &mut screen.picking,
                    );
                }
            }
            // While a rule is being named the list takes the whole height; the last call and
            // the calls so far come back after.
            if screen.picking {
                return;
            }
            last_call_ui(ui, drill, kind, i18n);
            ui.add_space(8.0);
            history_ui(ui, drill, i18n);
        });
    egui::CentralPanel::default_margins().show(ui, |ui| drill_table_ui(ui, drill, i18n));
    if open_picker {
        screen.picking = true;
        screen.pick = 0;
    }
    call.map(Command::DrillCall)
}

/// The action to call: its number, its words and its text.
fn current_action_ui(
    ui: &mut egui::Ui,
    (index, action): (usize, Action),
    total: usize,
    kind: TableKind,
    i18n: &I18n,
) {
    ui.add_space(6.0);
    ui.label(
        RichText::new(i18n.trf(
            "drill.action_n",
            &[
                ("n", &(index + 1).to_string()),
                ("total", &total.to_string()),
            ],
        ))
        .font(theme::bold_font(18.0))
        .color(theme::GOLD),
    );
    egui::Frame::new()
        .fill(theme::BACKGROUND)
        .stroke(egui::Stroke::new(1.5, theme::GOLD))
        .corner_radius(8.0)
        .inner_margin(12.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(
                RichText::new(i18n.describe(action, kind))
                    .font(theme::bold_font(20.0))
                    .color(theme::TEXT),
            );
            ui.label(
                RichText::new(said(i18n, action))
                    .monospace()
                    .color(theme::weak()),
            );
        });
}

/// Pass (Space) or stop (S, which opens the rule list).
fn call_buttons_ui(
    ui: &mut egui::Ui,
    i18n: &I18n,
    call: &mut Option<Call>,
    open_picker: &mut bool,
) {
    // Side by side where the panel has room, one under the other where it has not (1024×768,
    // the projector's larger type).
    ui.horizontal_wrapped(|ui| {
        let pass =
            egui::Button::new(RichText::new(i18n.tr("drill.pass")).font(theme::bold_font(16.0)))
                .shortcut_text(i18n.keys("Space"))
                .fill(theme::GOOD_FILL)
                .min_size(vec2(190.0, 40.0));
        if ui.add(pass).clicked() {
            *call = Some(Call::Pass);
        }
        let stop =
            egui::Button::new(RichText::new(i18n.tr("drill.stop")).font(theme::bold_font(16.0)))
                .shortcut_text("S")
                .fill(theme::BAD_FILL)
                .min_size(vec2(190.0, 40.0));
        if ui.add(stop).clicked() {
            *open_picker = true;
        }
    });
}

/// The last call judged and, for a planted error, why that action was wrong.
fn last_call_ui(ui: &mut egui::Ui, drill: &AuditDrill, kind: TableKind, i18n: &I18n) {
    if let Some((good, text)) = last_outcome(drill, i18n) {
        ui.add_space(8.0);
        tools::notice_ui(ui, &text, good);
        // A planted error: why that action was wrong, with this table's facts.
        if let Some(diagnosis) = drill
            .calls
            .len()
            .checked_sub(1)
            .and_then(|index| drill.playback.error_at(index))
            .and_then(|error| error.finding.diagnosis.as_ref())
        {
            ui.label(
                RichText::new(crate::text::explain::why(i18n, kind, diagnosis))
                    .font(theme::bold_font(15.0))
                    .color(theme::TEXT),
            );
        }
    }
}

/// On the results: the verdict of the call that ended the drill, unless it let a right action
/// pass (a missed error or a false stop at the last action was told nowhere but in the list).
fn last_verdict_ui(ui: &mut egui::Ui, drill: &AuditDrill, i18n: &I18n) {
    let passed = drill
        .calls
        .last()
        .is_some_and(|last| matches!(last.verdict, CallResult::Passed | CallResult::Over));
    if let Some((good, text)) = last_outcome(drill, i18n).filter(|_| !passed) {
        tools::notice_ui(ui, &text, good);
        ui.add_space(6.0);
    }
}

/// The last call's verdict in words (right or not, and what it says), what the procedure
/// expected said as the dealer of the window's language says it.
fn last_outcome(drill: &AuditDrill, i18n: &I18n) -> Option<(bool, String)> {
    let last = drill.calls.last()?;
    let expected: Vec<String> = drill
        .log()
        .steps
        .last()
        .map(|step| {
            step.acceptable
                .0
                .iter()
                .map(|&action| said(i18n, action))
                .collect()
        })
        .unwrap_or_default();
    Some(outcome_text(&last.verdict, i18n, &expected.join(" | ")))
}

/// The table before the action to call.
fn drill_table_ui(ui: &mut egui::Ui, drill: &AuditDrill, i18n: &I18n) {
    ui.label(
        RichText::new(i18n.tr("drill.table_before"))
            .font(theme::bold_font(14.0))
            .color(theme::weak()),
    );
    if let Some(view) = drill.table() {
        let area = ui.available_rect_before_wrap();
        let mut child = ui.new_child(egui::UiBuilder::new().max_rect(area));
        child.set_min_size(area.size());
        let _ = table::table_ui(&mut child, &view, i18n, None, false);
    }
}

/// The list of rules to name, with their explanations; a click or Enter names one.
fn picker_ui(
    ui: &mut egui::Ui,
    pick: usize,
    scroll_to_pick: bool,
    kind: TableKind,
    i18n: &I18n,
    call: &mut Option<Call>,
    picking: &mut bool,
) {
    ui.label(
        RichText::new(i18n.tr("drill.pick_rule"))
            .font(theme::bold_font(16.0))
            .color(theme::BAD),
    );
    // As tall as the panel leaves, above the Cancel button.
    let cancel = ui.spacing().interact_size.y + ui.spacing().item_spacing.y * 2.0;
    ScrollArea::vertical()
        .id_salt("drill-rules")
        .max_height((ui.available_height() - cancel).max(120.0))
        .show(ui, |ui| {
            for (index, rule) in rules_for(kind).into_iter().enumerate() {
                let text = RichText::new(format!("{rule} · {}", i18n.rule(rule))).size(14.0);
                let button = egui::Button::selectable(index == pick, text).wrap();
                let response = ui.add_sized(vec2(ui.available_width(), 0.0), button);
                if index == pick && scroll_to_pick {
                    response.scroll_to_me(None);
                }
                if response.clicked() {
                    *call = Some(Call::Stop(rule));
                }
            }
        });
    if ui
        .add(egui::Button::new(i18n.tr("drill.cancel")).shortcut_text("Esc"))
        .clicked()
    {
        *picking = false;
    }
}

fn history_ui(ui: &mut egui::Ui, drill: &AuditDrill, i18n: &I18n) {
    ui.label(
        RichText::new(i18n.tr("drill.history"))
            .font(theme::bold_font(15.0))
            .color(theme::weak()),
    );
    ScrollArea::vertical()
        .id_salt("drill-history")
        .stick_to_bottom(true)
        .show(ui, |ui| {
            for (index, record) in drill.calls.iter().enumerate() {
                ui.horizontal(|ui| {
                    cards::verdict_icon_ui(ui, record.verdict.is_right());
                    ui.label(RichText::new(format!("{}.", index + 1)).color(theme::weak()));
                    ui.label(RichText::new(said(i18n, record.action)).monospace());
                    if let Call::Stop(rule) = record.call {
                        ui.label(RichText::new(rule.id()).color(theme::GOLD));
                    }
                });
            }
        });
}

fn kind_name(i18n: &I18n, kind: PlantKind) -> std::borrow::Cow<'_, str> {
    i18n.tr(match kind {
        PlantKind::WrongDraw => "drill.kind_wrong_draw",
        PlantKind::WrongOrder => "drill.kind_wrong_order",
        PlantKind::WrongCommission => "drill.kind_wrong_commission",
        PlantKind::PaysLoser => "drill.kind_pays_loser",
        PlantKind::SkippedPlace => "drill.kind_skipped_place",
        PlantKind::ButtonAfterColpo => "drill.kind_button_after_colpo",
        PlantKind::IgnoredIrregularity => "drill.kind_ignored_irregularity",
        PlantKind::VoidCoupSettled => "drill.kind_void_coup_settled",
    })
}

fn finished_ui(ui: &mut egui::Ui, drill: &AuditDrill, i18n: &I18n, commands: &mut Vec<Command>) {
    let mut again = false;
    egui::CentralPanel::default_margins().show(ui, |ui| {
        ScrollArea::vertical().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.set_max_width(820.0);
                ui.vertical(|ui| {
                    ui.heading(i18n.tr("drill.finished"));
                    last_verdict_ui(ui, drill, i18n);
                    drill_score_ui(ui, drill, i18n);
                    ui.add_space(10.0);
                    ui.label(
                        RichText::new(i18n.tr("drill.planted_list")).font(theme::bold_font(16.0)),
                    );
                    planted_ui(ui, drill, i18n);
                    ui.add_space(10.0);
                    drill_log_ui(ui, drill, i18n);
                    ui.add_space(12.0);
                    ui.horizontal(|ui| {
                        let button = |text| egui::Button::new(text).min_size(vec2(200.0, 40.0));
                        again = ui.add(button(i18n.tr("drill.again"))).clicked();
                        if let Some(path) =
                            drill.log_path().filter(|_| drill.write_error().is_none())
                            && ui.add(button(i18n.tr("drill.review"))).clicked()
                        {
                            commands.push(Command::ReviewLog(path));
                        }
                    });
                });
            });
        });
    });
    if again {
        commands.push(Command::NewDrill);
    }
}

/// The score of the drill: the planted errors caught (what it trains), and the false alarms;
/// not the share of right calls, which letting every action pass would flatter.
fn drill_score_ui(ui: &mut egui::Ui, drill: &AuditDrill, i18n: &I18n) {
    let found = drill.found();
    let colour = if found.caught == found.planted && found.false_stops == 0 {
        theme::GOOD
    } else {
        theme::GOLD
    };
    ui.label(
        RichText::new(i18n.trf(
            "drill.caught_n",
            &[
                ("caught", &found.caught.to_string()),
                ("total", &found.planted.to_string()),
            ],
        ))
        .font(theme::bold_font(30.0))
        .color(colour),
    );
    ui.label(
        RichText::new(i18n.trf(
            "drill.false_alarms",
            &[("n", &found.false_stops.to_string())],
        ))
        .font(theme::bold_font(20.0)),
    );
}

/// Each planted error: caught or not, what the dealer did instead of what, its kind and rule.
fn planted_ui(ui: &mut egui::Ui, drill: &AuditDrill, i18n: &I18n) {
    // One block per error, its facts wrapping within the window: a grid's column takes the
    // width of its longest sentence and pushed the rule past the window at 1024 with the
    // projector.
    for error in &drill.playback.errors {
        let record = error
            .finding
            .step
            .checked_sub(1)
            .and_then(|index| drill.calls.get(index));
        let right = record.is_some_and(|record| record.verdict.is_right());
        let actual = error
            .finding
            .actual
            .map(|action| said(i18n, action))
            .unwrap_or_default();
        let expected: Vec<String> = error
            .finding
            .expected
            .iter()
            .map(|&action| said(i18n, action))
            .collect();
        theme::panel_frame()
            .corner_radius(6.0)
            .inner_margin(8.0)
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.horizontal_wrapped(|ui| {
                    cards::verdict_icon_ui(ui, right);
                    ui.label(RichText::new(actual).monospace());
                    ui.label(
                        RichText::new(
                            i18n.trf("drill.instead_of", &[("expected", &expected.join(" | "))]),
                        )
                        .color(theme::weak()),
                    );
                    ui.label(kind_name(i18n, error.kind));
                    ui.label(
                        RichText::new(error.finding.rule.id())
                            .font(theme::bold_font(14.0))
                            .color(theme::GOLD),
                    )
                    .on_hover_text(i18n.rule(error.finding.rule));
                    ui.label(i18n.category(error.finding.category));
                });
                if let Some(diagnosis) = &error.finding.diagnosis {
                    ui.label(
                        RichText::new(crate::text::explain::why(i18n, drill.kind(), diagnosis))
                            .color(theme::TEXT),
                    );
                }
            });
        ui.add_space(4.0);
    }
}

/// Where the drill's log is, and a failed write.
fn drill_log_ui(ui: &mut egui::Ui, drill: &AuditDrill, i18n: &I18n) {
    let path = drill.log_path();
    if path.is_some() {
        ui.label(RichText::new(i18n.tr("summary.log")).font(theme::bold_font(15.0)));
    }
    tools::log_location_ui(ui, i18n, path.as_deref());
    if let Some(error) = drill.write_error() {
        tools::notice_ui(
            ui,
            &i18n.trf(
                "train.log_error",
                &[("error", &crate::text::explain::write_error(i18n, error))],
            ),
            false,
        );
    }
}

/// An action in the dealer's words of the window's language (`cobrar 5`), as the trainee types
/// it; the action language where the words have no form for it.
fn said(i18n: &I18n, action: Action) -> String {
    let text = action.to_string();
    super::words::Words::new(i18n).say(&text).unwrap_or(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_table_offers_its_own_rules_and_the_tableau() {
        let casilleros = rules_for(TableKind::Casilleros);
        assert!(casilleros.contains(&RuleId::CasF) && casilleros.contains(&RuleId::T5));
        assert!(!casilleros.contains(&RuleId::PrShoe) && !casilleros.contains(&RuleId::T1));
        let venice = rules_for(TableKind::Venezia);
        assert!(venice.contains(&RuleId::VeButton) && !venice.contains(&RuleId::CasE));
    }
}
