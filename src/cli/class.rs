//! `tallador class FOLDER`: the class view as a text table in the user's language, or as CSV.

use std::io::Write;
use std::path::PathBuf;

use chrono::NaiveDate;
use clap::Args;

use super::exit::{FINDINGS, OK};
use crate::core::Profiles;
use crate::core::diagnostic::Diagnostic;
use crate::session::Stamp;
use crate::session::class::lrs::{class_from_lrs, course_by_account};
use crate::session::class::{ClassOptions, ClassView, DateRange, StuckRule, Thresholds, words};
use crate::session::course::class::CourseClass;
use crate::text::i18n::{I18n, Lang};

/// Options of `tallador class`.
#[derive(Debug, Args)]
pub struct ClassArgs {
    /// The folder of session logs (sub-folders too).
    pub folder: PathBuf,
    /// Print CSV (one header line) instead of the table.
    #[arg(long)]
    pub csv: bool,
    /// Only the sessions started on this day or later (YYYY-MM-DD).
    #[arg(long, value_name = "DATE", value_parser = parse_day)]
    pub from: Option<NaiveDate>,
    /// Only the sessions started on this day or earlier (YYYY-MM-DD).
    #[arg(long, value_name = "DATE", value_parser = parse_day)]
    pub to: Option<NaiveDate>,
    /// At risk below this first-try accuracy (percent)…
    #[arg(long, value_name = "PERCENT", default_value_t = Thresholds::default().min_accuracy_percent)]
    pub min_accuracy: f64,
    /// …after this many sessions.
    #[arg(long, value_name = "N", default_value_t = Thresholds::default().after_sessions)]
    pub after: usize,
    /// At risk after this many days without a session.
    #[arg(long, value_name = "DAYS", default_value_t = Thresholds::default().idle_days)]
    pub idle_days: i64,
    /// The school roster (`id,name` lines): one person under several spellings is one row
    /// (default: the data folder's `roster.csv` when there is one).
    #[arg(long, value_name = "FILE.csv")]
    pub roster: Option<PathBuf>,
    /// A course (a built-in course's name, such as `casilleros`, or a course file signed by an
    /// instructor the school trusts): each trainee's module reached and gates met, and at risk
    /// below the gate of the module reached after its whole window of items.
    #[arg(long, value_name = "COURSE")]
    pub course: Option<String>,
    /// The folder of public keys a course file is checked against (default: the data
    /// folder's `keys/`).
    #[arg(long, value_name = "FOLDER")]
    pub keys: Option<PathBuf>,
    /// Read the class from the school's LRS (`tallador lrs set`): every computer's sessions,
    /// held against the folder's logs (an attempt whose figures differ: exit 1), and who is
    /// stuck on a step now; with `--course`, each trainee's standing read from the folder's
    /// logs (practice stays on the trainee's computer).
    #[arg(long)]
    pub lrs: bool,
    /// The table's language (default: the system's).
    #[arg(long, value_enum)]
    pub lang: Option<Lang>,
    /// The moment idle days are counted to, instead of now (RFC 3339; tests, reports "as of").
    #[arg(long, hide = true, value_parser = parse_now)]
    pub now: Option<Stamp>,
}

fn parse_day(text: &str) -> Result<NaiveDate, String> {
    NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d")
        .map_err(|_| format!("`{text}` is not a day (YYYY-MM-DD)"))
}

fn parse_now(text: &str) -> Result<Stamp, String> {
    chrono::DateTime::parse_from_rfc3339(text.trim())
        .map(Stamp::new)
        .map_err(|error| format!("`{text}` is not a time with its zone ({error})"))
}

/// `tallador class FOLDER`.
pub fn class(
    args: &ClassArgs,
    profiles: &Profiles,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, Diagnostic> {
    if !args.folder.is_dir() {
        return Err(Diagnostic::new(
            &args.folder.display().to_string(),
            None,
            "not a folder of session logs",
        ));
    }
    let options = ClassOptions {
        thresholds: Thresholds {
            min_accuracy_percent: args.min_accuracy,
            after_sessions: args.after,
            idle_days: args.idle_days,
        },
        dates: DateRange {
            from: args.from,
            to: args.to,
        },
        roster: super::certification::load_roster_file(args.roster.as_deref())?,
    };
    let now = args
        .now
        .unwrap_or_else(|| Stamp::new(chrono::Local::now().fixed_offset()));
    let i18n = I18n::new(
        args.lang
            .or_else(super::paths::system_lang)
            .unwrap_or_default(),
    );
    let course = match &args.course {
        Some(course) => {
            let keys = super::certification::KeysArg {
                keys_folder: args.keys.clone(),
                roster: None,
            };
            Some(super::course::trusted(course, &keys, profiles, err)?)
        }
        None => None,
    };
    let progress = course.as_ref().map(|course| {
        let (class, problems) =
            CourseClass::read(course.course(), profiles, &args.folder, i18n.lang().code());
        for problem in &problems {
            let _ = writeln!(err, "warning: {problem}");
        }
        class
    });
    let progress = progress
        .as_ref()
        .map(|class| class as &dyn crate::session::class::CourseProgress);
    if args.lrs {
        return from_lrs(args, options, progress, now, (&i18n, out, err));
    }
    let view = ClassView::load(
        &args.folder,
        &super::certification::index_key(),
        options,
        progress,
        now,
    );
    for problem in &view.problems {
        let _ = writeln!(err, "warning: {problem}");
    }
    let text = if args.csv {
        view.csv()
    } else {
        text(&view, &i18n)
    };
    let _ = write!(out, "{text}");
    Ok(OK)
}

/// `tallador class FOLDER --lrs`: the class from the LRS's statements held against the folder;
/// with a course, each trainee's standing from the folder's logs.
fn from_lrs(
    args: &ClassArgs,
    options: ClassOptions,
    course: Option<&dyn crate::session::class::CourseProgress>,
    now: Stamp,
    (i18n, out, err): (&I18n, &mut dyn Write, &mut dyn Write),
) -> Result<i32, Diagnostic> {
    let data = super::lrs::data_folder()?;
    let client = super::lrs::client(super::lrs::settings(&data)?);
    let statements = client.statements().map_err(|problem| {
        Diagnostic::new(
            "tallador",
            None,
            format!("the LRS cannot be read: {problem}"),
        )
    })?;
    let indexed = crate::session::index::load(&args.folder, &super::certification::index_key());
    for problem in &indexed.problems {
        let _ = writeln!(err, "warning: {problem}");
    }
    let standings = course.map(|course| course_by_account(&indexed.logs, &options.roster, course));
    let (mut view, check) = class_from_lrs(
        &statements,
        &indexed.logs,
        options,
        StuckRule::default(),
        now,
    );
    if let Some(standings) = &standings {
        view.attach_course(standings);
    }
    if args.csv {
        let _ = write!(out, "{}", view.csv());
    } else {
        let _ = write!(out, "{}", text(&view, i18n));
        let _ = writeln!(out);
        for line in words::cross_check(&check, i18n) {
            let _ = writeln!(out, "{line}");
        }
    }
    for header in &check.differs {
        let _ = writeln!(
            err,
            "flag: the LRS's first tries of attempt {header} differ from its log's"
        );
    }
    Ok(if check.differs.is_empty() {
        OK
    } else {
        FINDINGS
    })
}

/// The class as a text table, with the heat map's rules and the hardest situations below.
pub fn text(view: &ClassView, i18n: &I18n) -> String {
    let mut out = String::new();
    out += &format!("{}\n", i18n.tr("class.title"));
    out += &format!("{}\n", words::summary(view, i18n));
    out += &format!("{}\n", words::thresholds(view, i18n));
    let altered: usize = view.rows.iter().map(|row| row.altered).sum();
    if altered > 0 {
        out += &format!(
            "{}\n",
            i18n.trf("class.altered", &[("n", &altered.to_string())])
        );
    }
    out.push('\n');
    if view.rows.is_empty() {
        out += &format!("{}\n", i18n.tr("class.no_logs"));
        return out;
    }
    let with_course = words::with_course(view);
    let mut header = words::header(i18n, with_course);
    header.push(i18n.tr("class.weakest").into_owned());
    let mut lines = vec![header];
    for row in &view.rows {
        let mut cells = words::row_cells(row, view, i18n, with_course);
        cells.push(crate::session::overview::weakest_text(
            &row.mistakes_by_rule,
            ", ",
        ));
        lines.push(cells);
    }
    out += &columns(&lines);
    out += &format!("\n{}\n", i18n.tr("class.heat_title"));
    if view.heat.rules.is_empty() {
        out += &format!("  {}\n", i18n.tr("class.no_mistakes"));
    }
    for (column, rule) in view.heat.rules.iter().enumerate() {
        let counts: Vec<String> = view
            .rows
            .iter()
            .zip(&view.heat.cells)
            .filter_map(|(row, cells)| {
                let count = cells.get(column).copied().unwrap_or(0);
                (count > 0).then(|| format!("{} {count}", row.trainee))
            })
            .collect();
        out += &format!("  {rule}: {}\n", counts.join(", "));
    }
    out += &format!("\n{}\n", i18n.tr("class.hardest_title"));
    for situation in view
        .hardest
        .iter()
        .take(crate::session::class::model::HARDEST)
    {
        out += &format!("  {}\n", words::hardest_line(situation, i18n));
    }
    out
}

/// Lines of cells in columns two spaces apart, padded by characters; a rule under the header.
fn columns(lines: &[Vec<String>]) -> String {
    let count = lines.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..count)
        .map(|column| {
            lines
                .iter()
                .filter_map(|line| line.get(column))
                .map(|cell| cell.chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for (index, line) in lines.iter().enumerate() {
        let mut text = String::new();
        for (column, cell) in line.iter().enumerate() {
            let width = widths.get(column).copied().unwrap_or(0);
            text += cell;
            if column + 1 < line.len() {
                text += &" ".repeat(width - cell.chars().count() + 2);
            }
        }
        out += text.trim_end();
        out.push('\n');
        if index == 0 {
            let total: usize = widths.iter().sum::<usize>() + 2 * count.saturating_sub(1);
            out += &"─".repeat(total);
            out.push('\n');
        }
    }
    out
}
