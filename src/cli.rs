//! The command line: a thin layer of argument parsing and output over the core.

use std::ffi::OsString;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use clap::{Args, Parser, Subcommand};

#[cfg(feature = "app")]
use crate::app;
use crate::core::action::{self, ActionLine};
use crate::core::audit;
use crate::core::diagnostic::{self, Diagnostic};
use crate::core::game::Game;
use crate::core::generate::{self, Focus};
use crate::core::scenario::Scenario;
use crate::core::sequence::{SequenceOptions, sequence_text};
use crate::core::{Money, Profile, Profiles, odds, simulate};
use crate::session::load;
use crate::session::log::{Integrity, SessionLog};

mod certification;
mod class;
mod course;
mod exit;
mod lrs;
pub mod paths;
pub use certification::{ExportCommand, InstructorCommand};
pub use course::CourseCommand;
pub use lrs::LrsCommand;

use exit::altered_diagnostic;
pub use exit::{BAD_INPUT, FINDINGS, OK};

#[derive(Debug, Parser)]
#[command(
    name = "tallador",
    version,
    about = "Punto y Banca dealer trainer and hand reconstruction"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Extra folders of house profiles (`*.ron`), after the data folder's `profiles/`.
    #[arg(long = "profiles", global = true, value_name = "DIR")]
    pub profile_dirs: Vec<PathBuf>,
    /// Open the trainer directly on this scenario file.
    #[arg(long, value_name = "FILE")]
    pub scenario: Option<PathBuf>,
    /// Write a PNG of the window after the first frames, then quit (for docs and CI).
    #[arg(long, value_name = "PNG")]
    pub screenshot: Option<PathBuf>,
    /// Open the quiz screen: `menu`, `map`, or a drill (`third-card`, `mixed`, …) with a fixed
    /// seed, optionally `:KEYS` to play (`|` Enter, `~` Esc): docs and CI screenshots.
    #[arg(long, hide = true, value_name = "SPEC")]
    pub quiz: Option<String>,
    /// Actions chosen before the first frame, separated by `;` (docs and CI screenshots).
    #[arg(long, hide = true, value_name = "ACTIONS")]
    pub actions: Option<String>,
    /// The interface language for this run (es, es-AR, en, it); without it, the one chosen last
    /// time, or on a first start the system's (LANG).
    #[arg(long, value_name = "LANG")]
    pub lang: Option<crate::text::i18n::Lang>,
    /// The trainee's name for this run.
    #[arg(long, hide = true, value_name = "NAME")]
    pub trainee: Option<String>,
    /// Take this exam paper (signed by an instructor) at once; alone, exam mode for this run.
    #[arg(long, value_name = "PAPER", num_args = 0..=1)]
    pub exam: Option<Option<PathBuf>>,
    /// Deal the initial cards too (the deal drill) for this run.
    #[arg(long, hide = true)]
    pub deal: bool,
    /// Cut every payout from the table's chips (the chip tray) for this run.
    #[arg(long)]
    pub chips: bool,
    /// The projector setting on for this run (docs and CI screenshots).
    #[arg(long, hide = true)]
    pub projector: bool,
    /// Pick this on the table at the start: a place number, `banca`, `punto` or `dealer`.
    #[arg(long, hide = true, value_name = "WHAT")]
    pub select: Option<String>,
    /// Open a screen at once: review, overview, inspector or audit-drill (docs and CI
    /// screenshots). With audit-drill, `--actions` are the trainee's calls (start, pass, stop,
    /// stop RULE, key, key-all); with inspector, the dealer's actions.
    #[arg(long, hide = true, value_name = "SCREEN")]
    pub screen: Option<OpenScreen>,
    /// The log (review), folder (overview) or case (inspector) that `--screen` opens.
    #[arg(long, hide = true, value_name = "PATH")]
    pub open: Option<PathBuf>,
}

/// The screens `--screen` opens at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum OpenScreen {
    Review,
    Overview,
    Inspector,
    AuditDrill,
    /// The class view of the `--open` folder.
    Class,
    /// The course screen (`--open COURSE` for a course file; else the table's built-in one).
    Course,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print the canonical action sequence of every round of a scenario.
    Sequence {
        file: PathBuf,
        /// Append the rule id to each action.
        #[arg(long)]
        explain: bool,
        /// Print the winnings after each `pay`.
        #[arg(long)]
        amounts: bool,
        /// Start each round with the initial deal, one `deal` action per card.
        #[arg(long)]
        with_deal: bool,
    },
    /// Compare what a dealer did (an actions file) with the procedure.
    Audit {
        file: PathBuf,
        actions: PathBuf,
        /// Also write the printable inspector's report (HTML).
        #[arg(long, value_name = "FILE.html")]
        report: Option<PathBuf>,
        /// The inspector's name, for the report.
        #[arg(long, default_value = "")]
        inspector: String,
        /// The report's language.
        #[arg(long, value_enum, default_value_t = crate::text::i18n::Lang::En)]
        lang: crate::text::i18n::Lang,
    },
    /// Validate scenario, profile, session-log and exam-paper files, seals and public keys
    /// (folders are searched for `*.ron`).
    Check {
        #[arg(required = true)]
        paths: Vec<PathBuf>,
        /// The scenarios are used with chips: refuse a payout the table's chips cannot make
        /// (procedures.md section 7), naming its round, place and amount.
        #[arg(long)]
        chips: bool,
    },
    /// Summarize a session log (score, mistakes, decision times) and check its integrity.
    Review { log: PathBuf },
    /// Exact results over all ordered six-card draws.
    Odds {
        #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u8).range(1..=24))]
        decks: u8,
    },
    /// Write random situations as scenario files, one per seed (S, S+1, …).
    Generate(GenerateArgs),
    /// A training session driven by an actions file instead of a person, through the same
    /// session and log code as the window (crash-safety tests, demos). After each step it prints
    /// `step N` once the log holds it.
    #[command(hide = true)]
    ScriptedSession {
        scenario: PathBuf,
        actions: PathBuf,
        /// The folder the session log is written to.
        #[arg(long)]
        logs: PathBuf,
        /// Pause after each step, in milliseconds.
        #[arg(long, default_value_t = 0)]
        delay_ms: u64,
        #[arg(long)]
        exam: bool,
    },
    /// List the library of situations: the shipped ones (built in) and the user's own folder.
    Library,
    /// The version, where the data folder is, and the licences of what is bundled.
    About,
    /// Instructor keys: `init` creates a key pair, `sign` signs an exam paper.
    Instructor {
        #[command(subcommand)]
        command: InstructorCommand,
    },
    /// Courses (docs/courses.md): `check` a course, `sign` it, `list` the built-in ones.
    Course {
        #[command(subcommand)]
        command: CourseCommand,
    },
    /// Seal finished session logs with the instructor's key (writes `LOG.seal`); with
    /// `--paper`, grade each log against the signed paper and seal the result.
    Seal {
        #[arg(required = true)]
        logs: Vec<PathBuf>,
        /// The exam paper the logs were taken on.
        #[arg(long, value_name = "PAPER")]
        paper: Option<PathBuf>,
        /// Certify a flagged result (a pace no person deals at, clocks that disagree): the
        /// instructor's reason, sealed with it.
        #[arg(long, value_name = "WHY", requires = "paper")]
        accept: Option<String>,
        #[command(flatten)]
        key: certification::KeyArg,
        #[command(flatten)]
        keys: certification::KeysArg,
    },
    /// Check session logs (hash chain and seal) and exam papers (seal) against the school's
    /// trusted keys: 0 sealed and intact, 1 altered, unsealed or an unknown key, 2 bad input.
    Verify {
        /// Logs and papers; with `--code`, one folder of logs.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        #[command(flatten)]
        keys: certification::KeysArg,
        /// Find the exam log whose seal has this verification code (a certificate's) in the
        /// folder, and check it.
        #[arg(long, value_name = "CODE")]
        code: Option<String>,
    },
    /// The printable certificate (HTML) of a passed exam log sealed by a trusted key.
    Certificate {
        log: PathBuf,
        #[command(flatten)]
        keys: certification::KeysArg,
        /// The school's name on the certificate.
        #[arg(long, default_value = "")]
        school: String,
        /// The certificate's language.
        #[arg(long, value_enum, default_value_t = crate::text::i18n::Lang::En)]
        lang: crate::text::i18n::Lang,
        /// Write it here (default: next to the log, `LOG.certificate.html`).
        #[arg(long, value_name = "FILE.html")]
        out: Option<PathBuf>,
        /// With the school's LRS set, a result the LRS does not bear out (a row that differs, a
        /// clock flag, statements that waited) is certified only with the instructor's reason,
        /// kept in the data folder's `accepted.log`.
        #[arg(long, value_name = "WHY")]
        accept: Option<String>,
    },
    /// Decide a session log against a signed exam paper, without sealing: 0 passed, 1 failed
    /// or not this paper's result.
    Grade {
        log: PathBuf,
        #[arg(long, value_name = "PAPER")]
        paper: PathBuf,
        #[command(flatten)]
        keys: certification::KeysArg,
    },
    /// The register: per trainee and table kind, the latest sealed exam result and the
    /// refresher date.
    Register {
        folder: PathBuf,
        #[command(flatten)]
        keys: certification::KeysArg,
        /// Print CSV instead of text.
        #[arg(long)]
        csv: bool,
        /// Read the school's results from its LRS (`tallador lrs set`) and hold them against
        /// the sealed logs: attempts on every computer, attempts absent from the LRS, clocks
        /// that do not fit the LRS's (exit 1 when one is flagged).
        #[arg(long)]
        lrs: bool,
    },
    /// The class view: one row per trainee (sessions, first-try accuracy, pace, last
    /// activity, at risk), the rules each trainee misses and the hardest situations.
    Class(class::ClassArgs),
    /// The school's Learning Record Store (xAPI): set it, test it, see and send its queue.
    Lrs {
        #[command(subcommand)]
        command: LrsCommand,
    },
    /// Export results for a learning-management system.
    Export {
        #[command(subcommand)]
        command: ExportCommand,
    },
    /// Simulate rounds through seeded, shuffled shoes.
    Simulate {
        #[arg(long)]
        rounds: u64,
        #[arg(long)]
        seed: u64,
        #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u8).range(1..=24))]
        decks: u8,
    },
}

/// Options of `tallador generate`.
#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// The table profile, by id.
    #[arg(long)]
    pub profile: String,
    /// The first seed; file K (from 0) uses seed S+K.
    #[arg(long)]
    pub seed: u64,
    /// What every round must show: any, banca-draws, naturals, ties (or encart), third-card,
    /// commission, venice-ties, wrong-declaration, colpo-in-bianco, no-punto-bet.
    #[arg(long, default_value = "any", value_parser = parse_focus)]
    pub focus: Focus,
    /// How many files to write.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=10_000))]
    pub count: u64,
    /// Boxes in play (casilleros) or occupied seats.
    #[arg(long, default_value_t = generate::Options::default().places)]
    pub places: u8,
    /// Rounds per file (a shoe segment at the same table).
    #[arg(long, default_value_t = generate::Options::default().rounds)]
    pub rounds: u8,
    /// The smallest stake.
    #[arg(long, default_value = "5", value_parser = parse_stake, allow_hyphen_values = true)]
    pub min_stake: Money,
    /// The largest stake.
    #[arg(long, default_value = "100", value_parser = parse_stake, allow_hyphen_values = true)]
    pub max_stake: Money,
    /// Stakes are the smallest stake plus multiples of this (0.50 gives odd amounts).
    #[arg(long, default_value = "5", value_parser = parse_stake, allow_hyphen_values = true)]
    pub stake_step: Money,
    /// The folder to write to (created if missing).
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
}

fn parse_focus(text: &str) -> Result<Focus, generate::UnknownFocus> {
    text.parse()
}

fn parse_stake(text: &str) -> Result<Money, crate::core::money::MoneyError> {
    Money::parse_amount(text)
}

/// Runs the program with `args` (the first is the program name); returns the exit status.
pub fn main_with_args(args: impl IntoIterator<Item = OsString>) -> i32 {
    let launched = Instant::now();
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(error) => {
            let _ = error.print();
            return if error.use_stderr() { BAD_INPUT } else { OK };
        }
    };
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    match cli.command {
        Some(command) => run(
            command,
            &cli.profile_dirs,
            &mut stdout.lock(),
            &mut stderr.lock(),
        ),
        None => open_app(cli, launched),
    }
}

/// No subcommand: the desktop app.
#[cfg(feature = "app")]
fn open_app(cli: Cli, launched: Instant) -> i32 {
    let folders = paths::folders();
    let (profiles, problems) = load::profiles(folders.profiles.as_deref(), &cli.profile_dirs);
    for problem in problems {
        eprintln!("warning: {problem}");
    }
    let mut options = app::AppOptions::in_folders(profiles, folders);
    options.launched = launched;
    options.window_size = paths::window_size();
    options.system_lang = paths::system_lang();
    options.projector = cli.projector.then_some(true);
    options.scenario = cli.scenario;
    options.screenshot = cli.screenshot;
    options.quiz = cli.quiz;
    options.actions = cli
        .actions
        .iter()
        .flat_map(|list| list.split(';'))
        .map(|action| action.trim().to_string())
        .filter(|action| !action.is_empty())
        .collect();
    options.lang = cli.lang;
    options.trainee = cli.trainee;
    options.select = cli.select;
    if cli.deal {
        options.with_deal = Some(true);
    }
    if cli.chips {
        options.paid_in_chips = Some(true);
    }
    match cli.exam {
        Some(Some(paper)) => options.exam_paper = Some(paper),
        Some(None) => options.mode = Some(crate::session::Mode::Exam),
        None => {}
    }
    options.screen = cli.screen.map(|screen| match screen {
        OpenScreen::Review => app::Screen::Review,
        OpenScreen::Overview => app::Screen::Overview,
        OpenScreen::Inspector => app::Screen::Inspector,
        OpenScreen::AuditDrill => app::Screen::AuditDrill,
        OpenScreen::Class => app::Screen::Class,
        OpenScreen::Course => app::Screen::Course,
    });
    options.open = cli.open;
    app::run(options)
}

/// No subcommand in a build without the app (`--no-default-features`).
#[cfg(not(feature = "app"))]
fn open_app(_cli: Cli, _launched: Instant) -> i32 {
    eprintln!(
        "tallador: this build has no desktop app (built without the `app` feature); see `tallador --help`"
    );
    OK
}

/// Runs one subcommand, writing its output to `out` and problems to `err`.
pub fn run(
    command: Command,
    profile_dirs: &[PathBuf],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    let folders = paths::folders();
    let (profiles, problems) = load::profiles(folders.profiles.as_deref(), profile_dirs);
    for problem in problems {
        let _ = writeln!(err, "warning: {problem}");
    }
    let result = match command {
        Command::Sequence {
            file,
            explain,
            amounts,
            with_deal,
        } => sequence(
            &file,
            &profiles,
            SequenceOptions {
                explain,
                amounts,
                with_deal,
            },
            out,
        ),
        Command::Audit {
            file,
            actions,
            report,
            inspector,
            lang,
        } => run_audit(
            &file,
            &actions,
            &profiles,
            report.as_deref(),
            &inspector,
            lang,
            out,
        ),
        Command::Check { paths, chips } => check(&paths, &profiles, chips, out, err),
        Command::Review { log } => review_log(&log, &profiles, out, err),
        Command::Library => {
            let library = crate::session::library::Library::installed(
                &profiles,
                folders.scenarios.as_deref(),
            );
            let _ = write!(out, "{}", library_text(&library));
            for problem in &library.problems {
                let _ = writeln!(err, "{problem}");
            }
            Ok(if library.problems.is_empty() {
                OK
            } else {
                BAD_INPUT
            })
        }
        Command::About => {
            let _ = write!(out, "{}", about_text());
            Ok(OK)
        }
        Command::Generate(args) => generate_files(&args, &profiles, out),
        Command::Odds { decks } => {
            let _ = write!(out, "{}", odds::exact(decks).report());
            Ok(OK)
        }
        Command::ScriptedSession {
            scenario,
            actions,
            logs,
            delay_ms,
            exam,
        } => scripted_session(&scenario, &actions, &profiles, logs, delay_ms, exam, out),
        Command::Instructor { command } => certification::instructor(command, &profiles, out),
        Command::Course { command } => course::course(command, &profiles, out, err),
        Command::Seal {
            logs,
            paper,
            accept,
            key,
            keys,
        } => certification::seal_logs(
            &logs,
            paper.as_deref(),
            accept.as_deref(),
            &key,
            &keys,
            &profiles,
            out,
            err,
        ),
        Command::Verify {
            files,
            keys,
            code: Some(code),
        } => certification::verify_code(&files, &code, &keys, out, err),
        Command::Verify {
            files,
            keys,
            code: None,
        } => certification::verify(&files, &keys, &profiles, out, err),
        Command::Certificate {
            log,
            keys,
            school,
            lang,
            out: out_file,
            accept,
        } => certification::certificate(
            &log,
            &keys,
            &school,
            (lang, accept.as_deref()),
            out_file.as_deref(),
            &profiles,
            out,
            err,
        ),
        Command::Grade { log, paper, keys } => {
            certification::grade_log(&log, &paper, &keys, &profiles, out, err)
        }
        Command::Register {
            folder,
            keys,
            csv,
            lrs,
        } => certification::register(&folder, &keys, csv, lrs, out, err),
        Command::Class(args) => class::class(&args, &profiles, out, err),
        Command::Lrs { command } => lrs::lrs(command, out),
        Command::Export { command } => certification::export(command, out, err),
        Command::Simulate {
            rounds,
            seed,
            decks,
        } => {
            let started = Instant::now();
            let tally = simulate::simulate(rounds, seed, decks);
            let seconds = started.elapsed().as_secs_f64().max(1e-9);
            let share = |count: u64| count as f64 / tally.rounds().max(1) as f64;
            let _ = writeln!(out, "banca {:.6}", share(tally.banca));
            let _ = writeln!(out, "punto {:.6}", share(tally.punto));
            let _ = writeln!(out, "tie {:.6}", share(tally.tie));
            let _ = writeln!(out, "rounds {}", tally.rounds());
            let _ = writeln!(
                out,
                "rounds-per-second {:.0}",
                tally.rounds() as f64 / seconds
            );
            Ok(OK)
        }
    };
    match result {
        Ok(code) => code,
        Err(diagnostic) => {
            let _ = writeln!(err, "{diagnostic}");
            BAD_INPUT
        }
    }
}

fn sequence(
    file: &Path,
    profiles: &Profiles,
    options: SequenceOptions,
    out: &mut dyn Write,
) -> Result<i32, Diagnostic> {
    let scenario = crate::session::load::scenario(file, profiles)?;
    let _ = write!(
        out,
        "{}",
        sequence_text(&scenario, options).map_err(|error| Diagnostic::new(
            &file.display().to_string(),
            None,
            error.to_string()
        ))?
    );
    Ok(OK)
}

fn run_audit(
    file: &Path,
    actions_path: &Path,
    profiles: &Profiles,
    report: Option<&Path>,
    inspector: &str,
    lang: crate::text::i18n::Lang,
    out: &mut dyn Write,
) -> Result<i32, Diagnostic> {
    let (scenario, actions) = load_case(file, actions_path, profiles)?;
    let file_name = file.display().to_string();
    let (audit, plans) = audit::audit_scenario(scenario.clone(), &actions)
        .map_err(|message| Diagnostic::new(&file_name, None, message))?;
    let i18n = crate::text::i18n::I18n::new(lang);
    let kind = scenario.profile.kind;
    let text = audit.text_with(scenario.rounds.len(), |finding| {
        finding
            .diagnosis
            .as_ref()
            .map(|diagnosis| crate::text::explain::why(&i18n, kind, diagnosis))
    });
    let _ = write!(out, "{text}");
    if let Some(report_path) = report {
        let header = crate::inspect::report::ReportHeader {
            inspector: inspector.to_string(),
            when: chrono::Local::now()
                .format("%Y-%m-%d %H:%M %:z")
                .to_string(),
            sources: vec![file_name.clone(), actions_path.display().to_string()],
            lang,
        };
        let html = crate::inspect::report::html(&scenario, &plans, Some(&audit), &header);
        std::fs::write(report_path, html).map_err(|error| {
            Diagnostic::new(
                &report_path.display().to_string(),
                None,
                format!("cannot write the report: {error}"),
            )
        })?;
    }
    Ok(if audit.is_clean() { OK } else { FINDINGS })
}

/// A scenario and an actions file for it (places checked against the scenario's profile).
fn load_case(
    scenario_path: &Path,
    actions_path: &Path,
    profiles: &Profiles,
) -> Result<(Scenario, Vec<ActionLine>), Diagnostic> {
    let scenario = crate::session::load::scenario(scenario_path, profiles)?;
    let text = crate::session::load::read_text(actions_path)?;
    let actions = action::parse_file(
        &actions_path.display().to_string(),
        &text,
        scenario.profile.places,
    )?;
    Ok((scenario, actions))
}

/// What `tallador audit` prints for actions against a scenario, and whether it found nothing.
pub fn audit_text(scenario: Scenario, actions: &[ActionLine]) -> Result<(String, bool), String> {
    let rounds = scenario.rounds.len();
    let (audit, _) = audit::audit_scenario(scenario, actions)?;
    Ok((audit.text(rounds), audit.is_clean()))
}

/// `tallador generate`: writes one scenario file per seed and prints each path.
fn generate_files(
    args: &GenerateArgs,
    profiles: &Profiles,
    out: &mut dyn Write,
) -> Result<i32, Diagnostic> {
    let refuse = |message: String| Diagnostic::new("tallador generate", None, message);
    let profile = profiles.get(&args.profile).ok_or_else(|| {
        let known: Vec<&str> = profiles.all().iter().map(|p| p.id.as_str()).collect();
        refuse(format!(
            "no profile `{}` (known: {})",
            args.profile,
            known.join(", ")
        ))
    })?;
    let options = generate::Options {
        places: args.places,
        min_stake: args.min_stake,
        max_stake: args.max_stake,
        stake_step: args.stake_step,
        rounds: args.rounds,
        focus: args.focus,
    };
    let folder = args.out.display().to_string();
    std::fs::create_dir_all(&args.out).map_err(|error| {
        Diagnostic::new(&folder, None, format!("cannot create the folder: {error}"))
    })?;
    for index in 0..args.count {
        let seed = args.seed.wrapping_add(index);
        let scenario = generate::scenario(profile, &options, seed)
            .map_err(|error| refuse(format!("seed {seed}: {error}")))?;
        let path = args
            .out
            .join(format!("{}-{}-{seed}.ron", profile.id, args.focus.id()));
        std::fs::write(&path, scenario.to_ron()).map_err(|error| {
            Diagnostic::new(
                &path.display().to_string(),
                None,
                format!("cannot write: {error}"),
            )
        })?;
        let _ = writeln!(out, "{}", path.display());
    }
    Ok(OK)
}

/// The kind of a RON file, from its first identifier.
fn check(
    targets: &[PathBuf],
    profiles: &Profiles,
    chips: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, Diagnostic> {
    let mut files = Vec::new();
    let mut code = OK;
    for target in targets {
        if target.is_dir() {
            let (found, problems) =
                crate::session::load::files_with(target, usize::MAX, &["ron", "ftl"]);
            files.extend(found);
            for problem in problems {
                let _ = writeln!(err, "{problem}");
                code = BAD_INPUT;
            }
        } else {
            // A missing file is reported when it is read.
            files.push(target.clone());
        }
    }
    for path in files {
        let name = path.display().to_string();
        let fluent = path.extension().is_some_and(|ext| ext == "ftl");
        let outcome = crate::session::load::read_text(&path).and_then(|text| match diagnostic::ron_kind(&text) {
            _ if fluent => check_translation(&name, &text),
            "Profile" => {
                Profile::parse(&name, &text).map(|profile| format!("profile `{}`", profile.id))
            }
            "Scenario" => check_scenario(&name, &text, profiles, chips),
            "SessionLog" => check_session_log(&name, &text),
            "ExamPaper" => certification::check_paper(&path, profiles),
            "Course" => course::check_file(&path, profiles),
            "Seal" => certification::check_seal(&name, &text),
            "PublicKey" => certification::check_public_key(&name, &text),
            "QuizHistory" => crate::session::quiz::History::parse(&name, &text).map(|history| {
                format!(
                    "quiz history, {}, {} answer(s)",
                    history.trainee, history.answers
                )
            }),
            "" if text.trim().is_empty() => Err(Diagnostic::at(
                &name,
                1,
                1,
                "the file is empty: expected `Scenario(...)`, `Profile(...)`, `SessionLog(...)` or `ExamPaper(...)` (translations are `.ftl` files)",
            )),
            other => {
                let (rest, at) = diagnostic::ron_head(&text);
                let found: String = if other.is_empty() {
                    rest.chars().take(12).collect()
                } else {
                    other.to_string()
                };
                Err(Diagnostic::new(
                    &name,
                    Some(at),
                    format!("expected `Scenario(...)`, `Profile(...)`, `SessionLog(...)` or `ExamPaper(...)` (translations are `.ftl` files), found `{found}`"),
                ))
            }
        });
        match outcome {
            Ok(summary) => {
                let _ = writeln!(out, "{name}: ok ({summary})");
            }
            Err(diagnostic) => {
                let _ = writeln!(err, "{diagnostic}");
                code = BAD_INPUT;
            }
        }
    }
    Ok(code)
}

/// A scenario is valid when it parses (and, `chips`, every payout can be cut from chips).
fn check_scenario(
    name: &str,
    text: &str,
    profiles: &Profiles,
    chips: bool,
) -> Result<String, Diagnostic> {
    let scenario = Scenario::parse(name, text, profiles)?;
    if chips {
        payable_in_chips(name, text, &scenario)?;
    }
    Ok(format!(
        "scenario, {}, {} round(s)",
        scenario.profile.id,
        scenario.rounds.len()
    ))
}

/// `check --chips`: every payout of the scenario can be cut from its table's chips; the first
/// that cannot is named by its round (at the round's line), place and amount.
fn payable_in_chips(name: &str, text: &str, scenario: &Scenario) -> Result<(), Diagnostic> {
    let Some(first) = crate::core::scenario::unpayable(scenario)
        .into_iter()
        .next()
    else {
        return Ok(());
    };
    let smallest = scenario
        .profile
        .chip_values()
        .first()
        .copied()
        .unwrap_or(crate::core::Money::ZERO);
    // The line of the round's `Round(` (comments skipped), else the file's start.
    let mut seen = 0;
    let mut at = (1, 1);
    for (number, line) in text.lines().enumerate() {
        let code = line.split("//").next().unwrap_or("");
        if let Some(column) = code.find("Round(") {
            seen += 1;
            if seen == first.round {
                at = (number + 1, code[..column].chars().count() + 1);
                break;
            }
        }
    }
    Err(Diagnostic::at(
        name,
        at.0,
        at.1,
        format!(
            "round {}, place {}: the payout of {} cannot be cut from this table's chips (the smallest is {smallest}); the situation cannot be used with chips",
            first.round,
            first.place,
            first.amount.fixed()
        ),
    ))
}

/// A session log is valid when it reads and its hash chain is intact.
fn check_session_log(name: &str, text: &str) -> Result<String, Diagnostic> {
    let log = SessionLog::parse(name, text)?;
    match log.verify() {
        // The summary is the steps' cache: one that says otherwise is an alteration too.
        Integrity::Intact if !crate::session::facts::summary_agrees(&log) => Err(Diagnostic::new(
            name,
            crate::core::profile::field_position(text, "summary"),
            "the log was altered: its summary does not match its steps",
        )),
        Integrity::Intact => Ok(format!(
            "session log, {} {}, {} step(s), intact",
            if log.trainee.trim().is_empty() {
                "(no name)".to_string()
            } else {
                crate::session::exam::names::shown(&log.trainee)
            },
            log.mode.id(),
            log.steps.len()
        )),
        altered => Err(altered_diagnostic(name, text, altered)),
    }
}

/// `tallador library`: one line per situation, `shipped|user PROFILE NAME  TITLE`, then where
/// the user's folder is.
fn library_text(library: &crate::session::library::Library) -> String {
    use crate::session::library::Origin;
    use std::fmt::Write as _;
    let mut out = String::new();
    for entry in &library.entries {
        let origin = match entry.origin {
            Origin::Shipped => "shipped",
            Origin::User => "user",
        };
        let _ = writeln!(
            out,
            "{origin} {} {}  {}",
            entry.scenario.profile.id, entry.name, entry.scenario.title
        );
    }
    let folder = paths::folders()
        .scenarios
        .map_or("none (no data folder)".to_string(), |folder| {
            folder.display().to_string()
        });
    let _ = writeln!(
        out,
        "# {} situations; your own folder: {folder}",
        library.entries.len()
    );
    out
}

/// `tallador about`: version, data folder, licences.
pub fn about_text() -> String {
    let data = paths::data_dir().map_or("none (no home folder)".to_string(), |dir| {
        dir.display().to_string()
    });
    format!(
        "Tallador {}\ndata folder: {data}\n\n{}",
        env!("CARGO_PKG_VERSION"),
        include_str!("../assets/licenses.txt")
    )
}

/// `tallador review LOG`: the log's summary, its mistakes and its integrity.
fn review_log(
    path: &Path,
    profiles: &Profiles,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, Diagnostic> {
    let name = path.display().to_string();
    let text = crate::session::load::read_text(path)?;
    let log = SessionLog::parse(&name, &text)?;
    let review = crate::session::review::Review::new(log, profiles);
    let _ = writeln!(out, "log: {name}");
    let i18n = crate::text::i18n::I18n::new(crate::text::i18n::Lang::En);
    let kind = review.kind();
    let summary = review
        .text_with(|diagnosis| kind.map(|kind| crate::text::explain::why(&i18n, kind, diagnosis)));
    let _ = write!(out, "{summary}");
    match review.integrity {
        Integrity::Intact => Ok(OK),
        altered => {
            let _ = writeln!(err, "{}", altered_diagnostic(&name, &text, altered));
            Ok(FINDINGS)
        }
    }
}

/// `tallador scripted-session`: a session fed from an actions file, logged like the window's.
fn scripted_session(
    scenario_path: &Path,
    actions_path: &Path,
    profiles: &Profiles,
    logs: PathBuf,
    delay_ms: u64,
    exam: bool,
    out: &mut dyn Write,
) -> Result<i32, Diagnostic> {
    use crate::session::{Mode, ScenarioSource, Session, SessionSetup, Stamp};
    let (scenario, actions) = load_case(scenario_path, actions_path, profiles)?;
    let name = scenario_path.display().to_string();
    let source = ScenarioSource::File {
        path: name.clone(),
        title: scenario.title.clone(),
    };
    let game = Game::new(scenario, false)
        .map_err(|error| Diagnostic::new(&name, None, error.to_string()))?;
    let now = || Stamp::new(chrono::Local::now().fixed_offset());
    let setup = SessionSetup {
        trainee: "scripted".into(),
        mode: if exam { Mode::Exam } else { Mode::Practice },
        practise_amounts: false,
        paid_in_chips: false,
        source,
        logs_folder: Some(logs),
    };
    let mut session = Session::start(game, setup, now());
    for (index, line) in actions.iter().enumerate() {
        let _ = session.choose(line.action, now());
        if let Some(error) = session.write_error() {
            return Err(Diagnostic::new(
                &name,
                None,
                format!("the log could not be written: {error}"),
            ));
        }
        let _ = writeln!(out, "step {}", index + 1);
        let _ = out.flush();
        if delay_ms > 0 {
            std::thread::sleep(std::time::Duration::from_millis(delay_ms));
        }
    }
    session.close(now());
    let _ = writeln!(
        out,
        "closed {}",
        session
            .log_path()
            .map(|p| p.display().to_string())
            .unwrap_or_default()
    );
    Ok(OK)
}

/// A translation file (`assets/i18n/<locale>/*.ftl`, Fluent), checked against the built-in
/// English texts: it parses, every message is one English has, with the same arguments. (That
/// each locale gives every message is a test's work: a locale may spread over several files.)
fn check_translation(name: &str, text: &str) -> Result<String, Diagnostic> {
    use crate::text::i18n::{Lang, catalogue, locale_catalogue};
    let at = |offset: usize| Some(diagnostic::Position::of_offset(text, offset));
    let messages = catalogue(text).map_err(|problems| {
        let first = &problems[0];
        Diagnostic::new(name, at(first.offset), first.message.clone())
    })?;
    let reference = locale_catalogue(Lang::En).unwrap_or_default();
    let at_message = |id: &str| {
        let offset = text
            .match_indices(id)
            .find(|&(offset, _)| offset == 0 || text[..offset].ends_with('\n'))
            .map_or(0, |(offset, _)| offset);
        at(offset)
    };
    for (id, arguments) in &messages {
        let Some(english) = reference.get(id) else {
            return Err(Diagnostic::new(
                name,
                at_message(id),
                format!("unknown message `{id}` (a typo?)"),
            ));
        };
        if let Some(missing) = english.difference(arguments).next() {
            return Err(Diagnostic::new(
                name,
                at_message(id),
                format!("`{id}` lacks the argument `{{ ${missing} }}`"),
            ));
        }
        if let Some(unknown) = arguments.difference(english).next() {
            return Err(Diagnostic::new(
                name,
                at_message(id),
                format!("`{id}` names `{{ ${unknown} }}`, which is never given"),
            ));
        }
    }
    if messages.is_empty() {
        return Err(Diagnostic::at(name, 1, 1, "the file has no messages"));
    }
    Ok(format!("translation, {} messages", messages.len()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exam_takes_a_paper_or_alone_means_exam_mode() {
        let parse = |args: &[&str]| Cli::try_parse_from(args).map(|cli| cli.exam).ok();
        assert_eq!(
            parse(&["tallador", "--exam", "exams/test.ron"]),
            Some(Some(Some(PathBuf::from("exams/test.ron"))))
        );
        // Alone, before another option or after it: exam mode, as the screenshot scripts use it.
        assert_eq!(
            parse(&["tallador", "--exam", "--lang", "es"]),
            Some(Some(None))
        );
        assert_eq!(
            parse(&["tallador", "--lang", "es", "--exam"]),
            Some(Some(None))
        );
        assert_eq!(parse(&["tallador"]), Some(None));
    }
}
