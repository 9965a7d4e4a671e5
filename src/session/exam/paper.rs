//! An exam paper (docs/instructor.md, "Exams and certification"): what an instructor sets for a table test,
//! read from `ExamPaper(format: 1, …)` into a type that cannot hold an invalid value. The
//! situations are named here and found at the edge ([`ExamPaper::situations`]).

use std::num::NonZeroU32;
use std::path::{Path, PathBuf};

use ron::value::RawValue;
use serde::Deserialize;

use crate::core::Category;
use crate::core::Profiles;
use crate::core::diagnostic::{self, Diagnostic, Position, Problem};
use crate::core::generate::{self, Focus};
use crate::core::profile::field_position;
use crate::core::scenario::Scenario;
use crate::core::shoe;

/// The version of the paper format this build reads.
pub const PAPER_FORMAT: u32 = 1;

/// The longest a pass may stay valid: ten years.
pub const MAX_VALID_MONTHS: u32 = 120;

/// The most situations one generated entry may ask for.
pub const MAX_GENERATED: u32 = 100;

/// The most situations a whole paper may hold (files, generated and fresh together): an exam is
/// dealt from one shoe, so a few dozen is already long. A paper asking for more is refused before
/// any situation is built, so checking a paper takes time and memory in proportion to its text.
pub const MAX_SITUATIONS: u64 = 500;

/// Where one situation of a paper comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Situation {
    /// A scenario file, relative to the paper's folder.
    File(PathBuf),
    /// `count` random situations of `focus`, from seeds `seed`, `seed + 1`, … (core::generate).
    Generated {
        focus: Focus,
        seed: u64,
        count: NonZeroU32,
    },
    /// `count` random situations of `focus` with `places` boxes or seats, drawn afresh at each
    /// attempt from the system's random source: no two attempts deal the same hands, and the
    /// cards are on no disk before the exam ends.
    Fresh {
        focus: Focus,
        count: NonZeroU32,
        places: Option<u8>,
    },
}

/// The order the situations are played in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// As listed.
    Fixed,
    /// Shuffled by this seed (the same seed, the same order).
    Shuffled { seed: u64 },
}

/// A percentage from 0 to 100.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Percent(u8);

impl Percent {
    pub fn new(value: u32) -> Option<Percent> {
        u8::try_from(value).ok().filter(|v| *v <= 100).map(Percent)
    }

    pub fn get(self) -> u8 {
        self.0
    }
}

/// At most `mistakes` first-try mistakes of `category`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CategoryLimit {
    pub category: Category,
    pub mistakes: u32,
}

/// A minimum pace: decisions per minute, a positive finite number.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MinPace(f64);

impl MinPace {
    pub fn new(per_minute: f64) -> Option<MinPace> {
        (per_minute.is_finite() && per_minute > 0.0).then_some(MinPace(per_minute))
    }

    pub fn per_minute(self) -> f64 {
        self.0
    }
}

/// An exam paper, checked.
#[derive(Clone, Debug, PartialEq)]
pub struct ExamPaper {
    pub title: String,
    /// The Spanish title (empty: use `title`).
    pub title_es: String,
    /// The Italian title (empty: the English one).
    pub title_it: String,
    /// The table kind: a profile id that exists.
    pub table: String,
    /// At least one.
    pub situations: Vec<Situation>,
    pub order: Order,
    /// First-try accuracy needed to pass.
    pub pass_mark: Percent,
    /// At most one limit per category.
    pub limits: Vec<CategoryLimit>,
    /// The longest a first try may take, in seconds.
    pub decision_seconds: Option<NonZeroU32>,
    /// The longest the whole exam may take, in minutes.
    pub exam_minutes: Option<NonZeroU32>,
    /// How many attempts a trainee has.
    pub attempts: NonZeroU32,
    /// The trainee states the amounts paid (`pay 5 47.50`).
    pub typed_amounts: bool,
    /// The trainee cuts every payout from the table's chips, and each must be the fewest chips
    /// (CHIPS): a criterion of the grade.
    pub fewest_chips: bool,
    /// The trainee deals the initial cards too (the deal drill).
    pub trainee_deals: bool,
    /// How long a pass stays valid before a refresher is due.
    pub valid_months: NonZeroU32,
    pub min_pace: Option<MinPace>,
}

#[derive(Deserialize)]
#[serde(rename = "ExamPaper", deny_unknown_fields)]
struct RawPaper<'a> {
    format: u32,
    title: String,
    title_es: Option<String>,
    title_it: Option<String>,
    table: String,
    #[serde(borrow)]
    situations: Vec<&'a RawValue>,
    order: RawOrder,
    pass_mark: u32,
    #[serde(default)]
    limits: Vec<RawLimit>,
    decision_seconds: Option<u32>,
    exam_minutes: Option<u32>,
    attempts: u32,
    #[serde(default)]
    typed_amounts: bool,
    #[serde(default)]
    fewest_chips: bool,
    #[serde(default)]
    trainee_deals: bool,
    valid_months: u32,
    min_pace: Option<f64>,
}

#[derive(Deserialize)]
#[serde(rename = "Situation")]
enum RawSituation {
    File(String),
    Generated {
        focus: String,
        seed: u64,
        count: u32,
    },
    Fresh {
        focus: String,
        count: u32,
        #[serde(default)]
        places: Option<u8>,
    },
}

#[derive(Deserialize)]
enum RawOrder {
    Fixed,
    Shuffled { seed: u64 },
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLimit {
    category: Category,
    mistakes: u32,
}

fn ron_options() -> ron::Options {
    ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
}

/// A paper's times and counts, each checked.
struct Counts {
    decision_seconds: Option<NonZeroU32>,
    exam_minutes: Option<NonZeroU32>,
    attempts: NonZeroU32,
    valid_months: NonZeroU32,
}

fn parse_counts(
    raw: &RawPaper<'_>,
    at: &dyn Fn(&str, String, Problem) -> Diagnostic,
) -> Result<Counts, Diagnostic> {
    let positive = |field: &str, value: u32, what: &str| {
        NonZeroU32::new(value).ok_or_else(|| {
            at(
                field,
                format!("{what} must be at least 1, not 0"),
                Problem::new("field_at_least_one").with("field", field),
            )
        })
    };
    let decision_seconds = raw
        .decision_seconds
        .map(|value| positive("decision_seconds", value, "the time per decision"))
        .transpose()?;
    let exam_minutes = raw
        .exam_minutes
        .map(|value| positive("exam_minutes", value, "the time for the exam"))
        .transpose()?;
    let attempts = positive("attempts", raw.attempts, "the attempts allowed")?;
    let valid_months = positive("valid_months", raw.valid_months, "the validity")?;
    if valid_months.get() > MAX_VALID_MONTHS {
        return Err(at(
            "valid_months",
            format!("the validity is from 1 to {MAX_VALID_MONTHS} months, not {valid_months}"),
            Problem::new("field_range")
                .with("field", "valid_months")
                .with("min", 1)
                .with("max", MAX_VALID_MONTHS)
                .with("value", valid_months),
        ));
    }
    Ok(Counts {
        decision_seconds,
        exam_minutes,
        attempts,
        valid_months,
    })
}

/// A minimum pace: decisions per minute above 0.
fn parse_min_pace(
    value: f64,
    at: &dyn Fn(&str, String, Problem) -> Diagnostic,
) -> Result<MinPace, Diagnostic> {
    MinPace::new(value).ok_or_else(|| {
        at(
            "min_pace",
            format!("the minimum pace is decisions per minute above 0, not {value}"),
            Problem::new("paper_min_pace").with("value", value),
        )
    })
}

/// The category limits, at most one per category.
fn parse_limits(
    raw: Vec<RawLimit>,
    at: &dyn Fn(&str, String, Problem) -> Diagnostic,
) -> Result<Vec<CategoryLimit>, Diagnostic> {
    let mut limits: Vec<CategoryLimit> = Vec::new();
    for limit in raw {
        if limits.iter().any(|seen| seen.category == limit.category) {
            return Err(at(
                "limits",
                format!("the category {} is limited twice", limit.category.id()),
                Problem::new("paper_limit_twice").with("category", limit.category.id()),
            ));
        }
        limits.push(CategoryLimit {
            category: limit.category,
            mistakes: limit.mistakes,
        });
    }
    Ok(limits)
}

/// One entry of a paper's `situations`, at its place in the paper's text.
fn parse_situation(
    file: &str,
    text: &str,
    part: &RawValue,
    profile: &crate::core::Profile,
) -> Result<Situation, Diagnostic> {
    let start = Position { line: 1, column: 1 };
    let here = Position::of_slice(text, part.get_ron());
    let base = here.unwrap_or(start);
    let situation: RawSituation = ron_options()
        .from_str(part.get_ron())
        .map_err(|error| diagnostic::from_ron(file, &error, base))?;
    let refuse =
        |message: String, problem: Problem| Diagnostic::new(file, here, message).because(problem);
    Ok(match situation {
        RawSituation::File(path) if path.trim().is_empty() => {
            return Err(refuse(
                "a situation file needs a path".into(),
                Problem::new("paper_situation_path"),
            ));
        }
        RawSituation::File(path) => Situation::File(PathBuf::from(path)),
        RawSituation::Generated { focus, seed, count } => {
            let (focus, count) = focus_and_count(&focus, count, profile, &refuse)?;
            Situation::Generated { focus, seed, count }
        }
        RawSituation::Fresh {
            focus,
            count,
            places,
        } => {
            let (focus, count) = focus_and_count(&focus, count, profile, &refuse)?;
            if let Some(places) = places
                && !(1..=profile.places).contains(&places)
            {
                return Err(refuse(
                    format!(
                        "places must be from 1 to {} at the table `{}`, not {places}",
                        profile.places, profile.id
                    ),
                    Problem::new("generate_places")
                        .with("places", places)
                        .with("max", profile.places)
                        .with("profile", &profile.id),
                ));
            }
            Situation::Fresh {
                focus,
                count,
                places,
            }
        }
    })
}

/// A generated situation's focus (one that applies to the table) and count (1 to
/// [`MAX_GENERATED`]).
fn focus_and_count(
    focus: &str,
    count: u32,
    profile: &crate::core::Profile,
    refuse: &dyn Fn(String, Problem) -> Diagnostic,
) -> Result<(Focus, NonZeroU32), Diagnostic> {
    let focus: Focus = focus.parse().map_err(|error: generate::UnknownFocus| {
        let known = Focus::ALL.map(Focus::id).join(", ");
        refuse(
            format!("{error}"),
            Problem::new("paper_unknown_focus")
                .with("focus", &error.0)
                .with("known", known),
        )
    })?;
    if !focus.applies_to(profile.kind) {
        return Err(refuse(
            format!(
                "focus `{focus}` does not apply to the table `{}`",
                profile.id
            ),
            Problem::new("paper_focus_not_for_table")
                .with("focus", focus.id())
                .with("profile", &profile.id),
        ));
    }
    let count = NonZeroU32::new(count)
        .filter(|count| count.get() <= MAX_GENERATED)
        .ok_or_else(|| {
            refuse(
                format!("count must be from 1 to {MAX_GENERATED}, not {count}"),
                Problem::new("field_range")
                    .with("field", "count")
                    .with("min", 1)
                    .with("max", MAX_GENERATED)
                    .with("value", count),
            )
        })?;
    Ok((focus, count))
}

/// Refuses a paper of more than [`MAX_SITUATIONS`]: `listed` entries, or the situations
/// `situations` ask for.
fn check_count(
    listed: usize,
    situations: &[Situation],
    at: &dyn Fn(&str, String, Problem) -> Diagnostic,
) -> Result<(), Diagnostic> {
    let asked: u64 = situations
        .iter()
        .map(|situation| match situation {
            Situation::File(_) => 1,
            Situation::Generated { count, .. } | Situation::Fresh { count, .. } => {
                u64::from(count.get())
            }
        })
        .sum();
    let count = asked.max(u64::try_from(listed).unwrap_or(u64::MAX));
    if count <= MAX_SITUATIONS {
        return Ok(());
    }
    Err(at(
        "situations",
        format!("the paper asks for {count} situations: at most {MAX_SITUATIONS}"),
        Problem::new("paper_too_many_situations")
            .with("count", count)
            .with("max", MAX_SITUATIONS),
    ))
}

/// The ids of the known profiles, for a message about one that is not.
fn known_profiles(profiles: &Profiles) -> String {
    let known: Vec<&str> = profiles.all().iter().map(|p| p.id.as_str()).collect();
    known.join(", ")
}

/// A paper's format (the one this version reads) and title (not blank).
fn check_head(
    raw: &RawPaper<'_>,
    at: &dyn Fn(&str, String, Problem) -> Diagnostic,
) -> Result<(), Diagnostic> {
    if raw.format != PAPER_FORMAT {
        return Err(at(
            "format",
            format!(
                "exam paper format {} is not known (this version reads format {PAPER_FORMAT})",
                raw.format
            ),
            Problem::new("format_unknown")
                .with("format", raw.format)
                .with("reads", PAPER_FORMAT),
        ));
    }
    if raw.title.trim().is_empty() {
        return Err(at(
            "title",
            "the paper needs a title".into(),
            Problem::new("paper_no_title"),
        ));
    }
    Ok(())
}

impl ExamPaper {
    /// Reads a paper's text; `file` names it in messages. The table must be one of `profiles`.
    pub fn parse(file: &str, text: &str, profiles: &Profiles) -> Result<ExamPaper, Diagnostic> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let start = Position { line: 1, column: 1 };
        let raw: RawPaper = ron_options()
            .from_str(text)
            .map_err(|error| diagnostic::from_ron(file, &error, start))?;
        let at = |field: &str, message: String, problem: Problem| {
            Diagnostic::new(file, field_position(text, field), message).because(problem)
        };
        check_head(&raw, &at)?;
        let Some(profile) = profiles.get(&raw.table) else {
            let known: Vec<&str> = profiles.all().iter().map(|p| p.id.as_str()).collect();
            return Err(at(
                "table",
                format!("no profile `{}` (known: {})", raw.table, known.join(", ")),
                Problem::new("no_profile")
                    .with("id", &raw.table)
                    .with("known", known.join(", ")),
            ));
        };
        if raw.situations.is_empty() {
            return Err(at(
                "situations",
                "a paper needs at least one situation".into(),
                Problem::new("exam_no_situations"),
            ));
        }
        check_count(raw.situations.len(), &[], &at)?;
        let situations = raw
            .situations
            .iter()
            .map(|part| parse_situation(file, text, part, profile))
            .collect::<Result<Vec<_>, _>>()?;
        check_count(0, &situations, &at)?;
        let pass_mark = Percent::new(raw.pass_mark).ok_or_else(|| {
            at(
                "pass_mark",
                format!(
                    "the pass mark is a first-try accuracy from 0 to 100 (%), not {}",
                    raw.pass_mark
                ),
                Problem::new("paper_pass_mark").with("value", raw.pass_mark),
            )
        })?;
        let counts = parse_counts(&raw, &at)?;
        let limits = parse_limits(raw.limits, &at)?;
        let min_pace = raw
            .min_pace
            .map(|value| parse_min_pace(value, &at))
            .transpose()?;
        Ok(ExamPaper {
            title: raw.title,
            title_es: raw.title_es.unwrap_or_default(),
            title_it: raw.title_it.unwrap_or_default(),
            table: profile.id.clone(),
            situations,
            order: match raw.order {
                RawOrder::Fixed => Order::Fixed,
                RawOrder::Shuffled { seed } => Order::Shuffled { seed },
            },
            pass_mark,
            limits,
            decision_seconds: counts.decision_seconds,
            exam_minutes: counts.exam_minutes,
            attempts: counts.attempts,
            typed_amounts: raw.typed_amounts,
            fewest_chips: raw.fewest_chips,
            trainee_deals: raw.trainee_deals,
            valid_months: counts.valid_months,
            min_pace,
        })
    }

    /// The paper in its file format, fields in the order of docs/instructor.md, optional ones only when
    /// set: what an editor writes and [`ExamPaper::parse`] reads back unchanged.
    pub fn to_ron(&self) -> String {
        let quote = |text: &str| ron::to_string(text).unwrap_or_else(|_| format!("{text:?}"));
        let mut out = format!(
            "ExamPaper(\n    format: {PAPER_FORMAT},\n    title: {},\n",
            quote(&self.title)
        );
        if !self.title_es.is_empty() {
            out += &format!("    title_es: {},\n", quote(&self.title_es));
        }
        if !self.title_it.is_empty() {
            out += &format!("    title_it: {},\n", quote(&self.title_it));
        }
        out += &format!("    table: {},\n    situations: [\n", quote(&self.table));
        for situation in &self.situations {
            match situation {
                Situation::File(path) => {
                    out += &format!("        File({}),\n", quote(&path.to_string_lossy()));
                }
                Situation::Generated { focus, seed, count } => {
                    out += &format!(
                        "        Generated(focus: {}, seed: {seed}, count: {count}),\n",
                        quote(focus.id())
                    );
                }
                Situation::Fresh {
                    focus,
                    count,
                    places,
                } => {
                    let places =
                        places.map_or(String::new(), |places| format!(", places: {places}"));
                    out += &format!(
                        "        Fresh(focus: {}, count: {count}{places}),\n",
                        quote(focus.id())
                    );
                }
            }
        }
        out += "    ],\n";
        out += &match self.order {
            Order::Fixed => "    order: Fixed,\n".to_string(),
            Order::Shuffled { seed } => format!("    order: Shuffled(seed: {seed}),\n"),
        };
        out += &format!("    pass_mark: {},\n", self.pass_mark.get());
        if !self.limits.is_empty() {
            out += "    limits: [\n";
            for limit in &self.limits {
                out += &format!(
                    "        (category: {:?}, mistakes: {}),\n",
                    limit.category, limit.mistakes
                );
            }
            out += "    ],\n";
        }
        if let Some(seconds) = self.decision_seconds {
            out += &format!("    decision_seconds: {seconds},\n");
        }
        if let Some(minutes) = self.exam_minutes {
            out += &format!("    exam_minutes: {minutes},\n");
        }
        out += &format!(
            "    attempts: {},\n    typed_amounts: {},\n    trainee_deals: {},\n    valid_months: {},\n",
            self.attempts, self.typed_amounts, self.trainee_deals, self.valid_months
        );
        // Only a paper that asks for chips says so: older papers read and hash unchanged.
        if self.fewest_chips {
            out = out.replacen(
                "    trainee_deals:",
                "    fewest_chips: true,\n    trainee_deals:",
                1,
            );
        }
        if let Some(pace) = self.min_pace {
            // `{:?}` keeps a decimal point (6.0), so the value reads back as a float.
            out += &format!("    min_pace: {:?},\n", pace.per_minute());
        }
        out += ")\n";
        out
    }

    /// The title in Spanish when `spanish` and the paper gives one, else the English title.
    pub fn title_in(&self, spanish: bool) -> &str {
        self.title_for(if spanish { "es" } else { "en" })
    }

    /// The title in the language of locale `code` (`es`, `es-AR`, `it`, `en`) when the paper
    /// gives one, else the English title.
    pub fn title_for(&self, code: &str) -> &str {
        crate::core::scenario::in_language(code, &self.title, &self.title_es, &self.title_it)
    }

    /// The limit set for `category`, if any.
    pub fn limit(&self, category: Category) -> Option<u32> {
        self.limits
            .iter()
            .find(|limit| limit.category == category)
            .map(|limit| limit.mistakes)
    }

    /// The paper draws fresh situations at each attempt.
    pub fn has_fresh(&self) -> bool {
        self.situations
            .iter()
            .any(|situation| matches!(situation, Situation::Fresh { .. }))
    }

    /// The scenario files the paper names, relative to its folder, in the paper's order.
    pub fn files(&self) -> Vec<&Path> {
        self.situations
            .iter()
            .filter_map(|situation| match situation {
                Situation::File(path) => Some(path.as_path()),
                Situation::Generated { .. } | Situation::Fresh { .. } => None,
            })
            .collect()
    }

    /// The situations to play, in the paper's order: `files` holds each named file's path (as
    /// the paper writes it) and text, read by the caller. Generated situations are built here,
    /// fresh ones from `fresh_seed` (drawn at the start of each attempt). `paper_file` names the
    /// paper in messages, `folder` (the paper's) the scenario files.
    pub fn situations(
        &self,
        paper_file: &str,
        paper_text: &str,
        folder: &Path,
        files: &[(PathBuf, String)],
        profiles: &Profiles,
        fresh_seed: u64,
    ) -> Result<Vec<Scenario>, Diagnostic> {
        let mut scenarios = Vec::new();
        for (index, situation) in self.situations.iter().enumerate() {
            match situation {
                Situation::File(path) => {
                    scenarios.push(
                        self.file_situation(paper_file, paper_text, folder, files, profiles, path)?,
                    );
                }
                Situation::Generated { focus, seed, count } => {
                    let options = generate::Options {
                        focus: *focus,
                        ..generate::Options::default()
                    };
                    scenarios.extend(
                        self.generated(paper_file, paper_text, profiles, &options, *seed, *count)?,
                    );
                }
                Situation::Fresh {
                    focus,
                    count,
                    places,
                } => {
                    let defaults = generate::Options::default();
                    let options = generate::Options {
                        focus: *focus,
                        places: places.unwrap_or(defaults.places),
                        ..defaults
                    };
                    // Each fresh entry draws from its own stretch of seeds.
                    let seed = fresh_seed.wrapping_add(u64::from(MAX_GENERATED) * index as u64);
                    scenarios.extend(
                        self.generated(paper_file, paper_text, profiles, &options, seed, *count)?,
                    );
                }
            }
        }
        if let Order::Shuffled { seed } = self.order {
            let mut rng = shoe::rng(seed);
            shoe::shuffle(&mut rng, &mut scenarios);
        }
        Ok(scenarios)
    }

    /// A situation the paper names by file: read by the caller into `files`, for the paper's
    /// table, payable in the table's chips when the paper is paid in chips.
    fn file_situation(
        &self,
        paper_file: &str,
        paper_text: &str,
        folder: &Path,
        files: &[(PathBuf, String)],
        profiles: &Profiles,
        path: &Path,
    ) -> Result<Scenario, Diagnostic> {
        let at_situations = || field_position(paper_text, "situations");
        let Some((_, text)) = files.iter().find(|(named, _)| named == path) else {
            return Err(Diagnostic::new(
                paper_file,
                at_situations(),
                format!("the situation `{}` was not read", path.display()),
            )
            .because(Problem::new("paper_situation_not_read").with("path", path.display())));
        };
        let name = folder.join(path).display().to_string();
        let scenario = Scenario::parse(&name, text, profiles)?;
        if scenario.profile.id != self.table {
            return Err(Diagnostic::new(
                paper_file,
                at_situations(),
                format!(
                    "the situation `{}` is for the table `{}`, the paper for `{}`",
                    path.display(),
                    scenario.profile.id,
                    self.table
                ),
            )
            .because(
                Problem::new("exam_other_table")
                    .with("title", path.display())
                    .with("table", &scenario.profile.id)
                    .with("paper", &self.table),
            ));
        }
        self.payable_in_chips(paper_file, paper_text, path, &scenario)?;
        Ok(scenario)
    }

    /// A paper paid in chips refuses a situation with a payout the table's chips cannot make
    /// (procedures.md section 7), naming the file, round, place and amount.
    fn payable_in_chips(
        &self,
        paper_file: &str,
        paper_text: &str,
        path: &std::path::Path,
        scenario: &Scenario,
    ) -> Result<(), Diagnostic> {
        let first = crate::core::scenario::unpayable(scenario)
            .into_iter()
            .next();
        match first {
            Some(first) if self.fewest_chips => Err(Diagnostic::new(
                paper_file,
                field_position(paper_text, "situations"),
                format!(
                    "{}: round {}, place {}: the payout of {} cannot be cut from the table's chips, and this paper pays in chips",
                    path.display(),
                    first.round,
                    first.place,
                    first.amount.fixed()
                ),
            )),
            _ => Ok(()),
        }
    }

    /// `count` situations of the generator from `seed`, `seed + 1`, ….
    fn generated(
        &self,
        paper_file: &str,
        paper_text: &str,
        profiles: &Profiles,
        options: &generate::Options,
        seed: u64,
        count: NonZeroU32,
    ) -> Result<Vec<Scenario>, Diagnostic> {
        let Some(profile) = profiles.get(&self.table) else {
            return Err(Diagnostic::new(
                paper_file,
                field_position(paper_text, "table"),
                format!("no profile `{}`", self.table),
            )
            .because(
                Problem::new("no_profile")
                    .with("id", &self.table)
                    .with("known", known_profiles(profiles)),
            ));
        };
        (0..u64::from(count.get()))
            .map(|offset| {
                let this_seed = seed.wrapping_add(offset);
                // A paper paid in chips keeps the generator's stakes payable (CHIPS).
                let options = if self.fewest_chips {
                    options.payable(profile)
                } else {
                    *options
                };
                generate::scenario(profile, &options, this_seed).map_err(|error| {
                    Diagnostic::new(
                        paper_file,
                        field_position(paper_text, "situations"),
                        format!("seed {this_seed}: {error}"),
                    )
                    .because(error.problem())
                })
            })
            .collect()
    }
}

/// A paper on disk with the texts of the scenario files it names: what its signature covers.
#[derive(Clone, Debug)]
pub struct PaperFiles {
    pub path: PathBuf,
    pub text: String,
    pub paper: ExamPaper,
    /// Each named file as the paper writes it, and its text.
    pub situations: Vec<(PathBuf, String)>,
}

impl PaperFiles {
    /// The situations to play, in order; fresh situations as seed 0 draws them (what `check`
    /// and signing try).
    pub fn scenarios(&self, profiles: &Profiles) -> Result<Vec<Scenario>, Diagnostic> {
        self.scenarios_drawn(profiles, 0)
    }

    /// The situations to play, fresh situations drawn from `fresh_seed`.
    pub fn scenarios_drawn(
        &self,
        profiles: &Profiles,
        fresh_seed: u64,
    ) -> Result<Vec<Scenario>, Diagnostic> {
        self.paper.situations(
            &self.path.display().to_string(),
            &self.text,
            self.path.parent().unwrap_or(Path::new(".")),
            &self.situations,
            profiles,
            fresh_seed,
        )
    }
}
