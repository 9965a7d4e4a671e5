//! Start-up options as commands (the command line, docs and CI screenshots): a scenario to
//! train on, what is picked on its table, a screen to open with its file or folder, scripted
//! calls of the audit drill and keys of the quiz. [`startup_commands`] turns the options into
//! a list of [`Command`]s that the app applies through its one applier ([`super::apply`]);
//! the steps only a script takes are the [`Script`] family.

use super::command::Script;
use super::options::AppOptions;
use super::table::Pick;
use super::{Command, Screen};
use crate::core::{Action, RuleId};
use crate::session::drill::Call;
use crate::session::quiz::DrillChoice;
use crate::text::told::Told;

use super::quiz::QuizCommand;

/// The commands the start-up options ask for, in the order they are applied.
pub fn startup_commands(options: &AppOptions) -> Vec<Command> {
    let mut commands = Vec::new();
    if let Some(path) = &options.scenario {
        commands.push(Command::OpenScenario(path.clone()));
    }
    commands.push(Command::Script(Script::Select(select(
        options.select.as_deref(),
    ))));
    if let Some(screen) = options.screen {
        commands.extend(screen_commands(screen, options));
    }
    // The paper is on the start screen's form already (see [`super::TalladorApp::new`]).
    if options.exam_paper.is_some() {
        commands.push(Command::StartExam);
    }
    // With a screen, the actions script that screen.
    if options.screen.is_none() {
        commands.extend(choices(&options.actions));
    }
    if let Some(spec) = &options.quiz {
        commands.extend(quiz_commands(spec));
    }
    commands
}

/// What is picked on the table at the start (`--select`: a place, `banca`, `punto`,
/// `dealer`).
fn select(select: Option<&str>) -> Option<Pick> {
    match select {
        Some("banca") => Some(Pick::Banca),
        Some("punto") => Some(Pick::Punto),
        Some("dealer") => Some(Pick::Dealer),
        Some(place) => place.parse().ok().map(Pick::Place),
        None => None,
    }
}

/// The trainee's scripted choices (the app spaces them 1.5 s apart, as a trainee would make
/// them); the first that is not an action stops the script, and the trainee is told.
fn choices(actions: &[String]) -> Vec<Command> {
    let mut commands = Vec::new();
    for text in actions {
        if let Some(command) = chip_choice(text) {
            commands.push(command);
            continue;
        }
        match text.parse::<Action>() {
            Ok(action) => commands.push(Command::Choose(action)),
            Err(error) => {
                commands.push(Command::Script(Script::Notice(Told::Plain(format!(
                    "`{text}`: {error}"
                )))));
                break;
            }
        }
    }
    commands
}

/// A scripted payout in chips (`pay 2 1x25 4x5`), or the chip tray opened with chips cut
/// (`tray 2 1x25 4x5`, screenshots); `None` for any other line.
fn chip_choice(text: &str) -> Option<Command> {
    use crate::core::money::DecimalMark;
    let (head, stacks) = match crate::core::action::split_chips(text, DecimalMark::Point) {
        Ok(Some(split)) => split,
        _ => (text.trim().to_string(), Vec::new()),
    };
    let words: Vec<&str> = head.split_whitespace().collect();
    match words.as_slice() {
        ["tray", place] => Some(Command::Script(Script::OpenTray(
            place.parse().ok()?,
            stacks,
        ))),
        ["pay", place] if !stacks.is_empty() => {
            Some(Command::PayChips(place.parse().ok()?, stacks))
        }
        _ => None,
    }
}

/// Opens `screen` at start-up, with a file or folder for it (`--screen`, `--open`); the
/// actions script the audit drill's trainee or the overview, or replace the inspector's dealer
/// actions (docs and CI screenshots).
fn screen_commands(screen: Screen, options: &AppOptions) -> Vec<Command> {
    let calls = &options.actions;
    if screen == Screen::Course {
        return super::course::launch_commands(options.open.clone(), calls);
    }
    let mut commands = vec![Command::Show(screen)];
    if screen == Screen::AuditDrill {
        commands.extend(calls.iter().filter_map(|text| drill_command(text)));
    }
    let Some(path) = options.open.clone() else {
        return commands;
    };
    match screen {
        Screen::Review => commands.push(Command::ReviewLog(path)),
        Screen::Overview => {
            commands.push(Command::Picked(
                super::file_dialog::Dialog::OverviewFolder,
                path,
            ));
            commands.push(Command::LoadOverview);
            commands.extend(calls.iter().filter_map(|call| overview_command(call)));
        }
        Screen::Class => {
            commands.push(Command::Picked(
                super::file_dialog::Dialog::OverviewFolder,
                path,
            ));
            commands.push(Command::LoadClass);
        }
        Screen::Inspector => {
            commands.push(Command::OpenCase(path));
            if !calls.is_empty() {
                commands.push(Command::Script(Script::CaseActions(calls.join("\n"))));
            }
        }
        _ => {}
    }
    commands
}

/// A scripted step on the overview (screenshots): `register` (the tab, read), `seal`
/// (collect and seal), `certificate` (the certificate of the first passed exam, previewed).
fn overview_command(call: &str) -> Option<Command> {
    match call {
        "register" => Some(Command::Script(Script::RegisterTab)),
        "seal" => Some(Command::SealExams),
        "certificate" => Some(Command::Script(Script::FirstPassCertificate)),
        _ => None,
    }
}

/// A scripted call on the drill screen: `start`, `pass`, `stop` (opens the rule list),
/// `stop RULE`, `key` (the right call for the current action), `key-all` (right calls to the
/// end).
fn drill_command(text: &str) -> Option<Command> {
    let mut words = text.split_whitespace();
    let (word, rule) = (words.next()?, words.next());
    Some(match word {
        "start" => Command::StartDrill,
        "pass" => Command::DrillCall(Call::Pass),
        "stop" => match rule.and_then(RuleId::parse) {
            Some(rule) => Command::DrillCall(Call::Stop(rule)),
            None => Command::Script(Script::DrillPickRule),
        },
        "key" => Command::Script(Script::DrillRightCall { to_end: false }),
        "key-all" => Command::Script(Script::DrillRightCall { to_end: true }),
        _ => Command::Script(Script::Notice(Told::Plain(format!(
            "`{text}`: not a drill call"
        )))),
    })
}

/// `--quiz SPEC` (see [`AppOptions::quiz`]): the quiz screen with a fixed seed, a drill
/// started and keys played.
fn quiz_commands(spec: &str) -> Vec<Command> {
    let (what, keys) = spec.split_once(':').unwrap_or((spec, ""));
    let mut commands = vec![Command::OpenQuiz, Command::Script(Script::QuizSeed)];
    match what {
        "menu" => {}
        "map" => commands.push(Command::Quiz(QuizCommand::HeatMap)),
        drill => {
            if let Some(choice) = DrillChoice::from_word(drill) {
                commands.push(Command::Quiz(QuizCommand::Pick(choice)));
            }
            commands.push(Command::Quiz(QuizCommand::Start));
        }
    }
    if !keys.is_empty() {
        commands.push(Command::Script(Script::QuizKeys(keys.to_string())));
    }
    commands
}
