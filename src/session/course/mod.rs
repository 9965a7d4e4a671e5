//! A course (docs/courses.md): what an instructor sets for a class over weeks, read from
//! `Course(format: 1, …)` into a type that cannot hold an invalid value. Ordered modules, each a
//! set of quick drills, library situations and generated focuses with a mastery gate, ending in
//! one or more exam papers that open only when every gate before them is met.
//!
//! The text is checked here against what it names (the profiles, the drills, the library, the
//! focuses); the papers and the seal are found at the edge ([`load`]), and a trainee's standing
//! is worked out from the logs ([`progress`]).

pub mod class;
pub mod load;
pub mod progress;

use std::num::NonZeroU32;
use std::path::PathBuf;

use ron::value::RawValue;
use serde::Deserialize;

use crate::core::diagnostic::{self, Diagnostic, Position, Problem};
use crate::core::generate::{self, Focus};
use crate::core::profile::field_position;
use crate::core::scenario::in_language;
use crate::core::{Profile, Profiles};
use crate::session::exam::paper::Percent;
use crate::session::library::Library;
use crate::session::quiz::Drill;

/// The version of the course format this build reads.
pub const COURSE_FORMAT: u32 = 1;

/// The most items a gate may look back over.
pub const MAX_OVER_LAST: u32 = 500;

/// The slowest median decision time a pace floor may set, in seconds.
pub const MAX_MEDIAN_SECONDS: u32 = 60;

/// One thing a module trains.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CourseItem {
    /// A quick drill (`third-card`, `what-now`, …).
    Drill(Drill),
    /// A library situation by its name below the library's root (`casilleros/twelve-boxes.ron`).
    Situation(String),
    /// Random situations of a focus (`banca-draws`, `irregularities`, …).
    Focus(Focus),
}

/// When a module is mastered: first-try accuracy of at least `first_try` over the last
/// `over_last` items, then (only once accuracy is met) a median decision time no slower than
/// `median_seconds`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Gate {
    pub first_try: Percent,
    pub over_last: NonZeroU32,
    pub median_seconds: Option<NonZeroU32>,
}

impl Gate {
    /// The fewest right answers at the first try, of the last `over_last`, that meet the gate
    /// (it holds when right × 100 ≥ `first_try` × `over_last`): 90 % of 20 is 18, 85 % of 20
    /// is 17, 80 % of 6 is 5. What the course screen tells the trainee to aim at.
    pub fn right_needed(&self) -> u32 {
        let over = self.over_last.get();
        let needed = (u64::from(self.first_try.get()) * u64::from(over)).div_ceil(100);
        u32::try_from(needed).unwrap_or(over)
    }
}

/// One step of a course.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Module {
    /// Letters, digits and `-`, unique in the course.
    pub id: String,
    pub title: String,
    /// The Spanish title (empty: use `title`).
    pub title_es: String,
    /// The Italian title (empty: use `title`).
    pub title_it: String,
    /// At least one.
    pub items: Vec<CourseItem>,
    pub gate: Gate,
}

impl Module {
    /// The title in Spanish when `spanish` and the module gives one.
    pub fn title_in(&self, spanish: bool) -> &str {
        self.title_for(if spanish { "es" } else { "en" })
    }

    /// The title in the language `code` (`es`, `es-AR`, `it`, `en`) when the module gives
    /// one, else the English title.
    pub fn title_for(&self, code: &str) -> &str {
        in_language(code, &self.title, &self.title_es, &self.title_it)
    }
}

/// A course, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Course {
    pub name: String,
    /// The Spanish name (empty: use `name`).
    pub name_es: String,
    /// The Italian name (empty: use `name`).
    pub name_it: String,
    /// The table: a profile id that exists.
    pub table: String,
    /// At least one, in the order they open.
    pub modules: Vec<Module>,
    /// The exam papers, relative to the course's folder: at least one.
    pub exams: Vec<PathBuf>,
}

impl Course {
    /// The name in Spanish when `spanish` and the course gives one.
    pub fn name_in(&self, spanish: bool) -> &str {
        self.name_for(if spanish { "es" } else { "en" })
    }

    /// The name in the language `code` when the course gives one, else the English name.
    pub fn name_for(&self, code: &str) -> &str {
        in_language(code, &self.name, &self.name_es, &self.name_it)
    }
}

#[derive(Deserialize)]
#[serde(rename = "Course", deny_unknown_fields)]
struct RawCourse<'a> {
    format: u32,
    name: String,
    name_es: Option<String>,
    name_it: Option<String>,
    table: String,
    #[serde(borrow)]
    modules: Vec<&'a RawValue>,
    exams: Vec<String>,
}

#[derive(Deserialize)]
#[serde(rename = "Module", deny_unknown_fields)]
struct RawModule<'a> {
    id: String,
    title: String,
    title_es: Option<String>,
    title_it: Option<String>,
    #[serde(borrow)]
    items: Vec<&'a RawValue>,
    gate: RawGate,
}

#[derive(Deserialize)]
#[serde(rename = "Gate", deny_unknown_fields)]
struct RawGate {
    first_try: u32,
    over_last: u32,
    median_seconds: Option<u32>,
}

#[derive(Deserialize)]
#[serde(rename = "Item")]
enum RawItem {
    Drill(String),
    Situation(String),
    Focus(String),
}

fn ron_options() -> ron::Options {
    ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
}

/// A part of the course's text (a module, an item), where it is, and how to refuse at it.
struct Part<'a> {
    file: &'a str,
    text: &'a str,
    base: Position,
}

impl<'a> Part<'a> {
    /// The part of this part's text that `text` is a slice of.
    fn inside(&self, text: &'a str) -> Part<'a> {
        let base =
            Position::of_slice(self.text, text).map_or(self.base, |inner| inner.inside(self.base));
        Part {
            file: self.file,
            text,
            base,
        }
    }

    fn parse<T: Deserialize<'a>>(&self) -> Result<T, Diagnostic> {
        ron_options()
            .from_str(self.text)
            .map_err(|error| diagnostic::from_ron(self.file, &error, self.base))
    }

    /// A refusal at the part itself.
    fn refuse(&self, message: String, problem: Problem) -> Diagnostic {
        Diagnostic::new(self.file, Some(self.base), message).because(problem)
    }

    /// A refusal at one of the part's fields (the part itself when the field is not written).
    fn at(&self, field: &str, message: String, problem: Problem) -> Diagnostic {
        let position =
            field_position(self.text, field).map_or(self.base, |inner| inner.inside(self.base));
        Diagnostic::new(self.file, Some(position), message).because(problem)
    }
}

/// A course's format (the one this version reads), name and table.
fn check_head<'p>(
    raw: &RawCourse<'_>,
    course: &Part<'_>,
    profiles: &'p Profiles,
) -> Result<&'p Profile, Diagnostic> {
    if raw.format != COURSE_FORMAT {
        return Err(course.at(
            "format",
            format!(
                "course format {} is not known (this version reads format {COURSE_FORMAT})",
                raw.format
            ),
            Problem::new("format_unknown")
                .with("format", raw.format)
                .with("reads", COURSE_FORMAT),
        ));
    }
    if raw.name.trim().is_empty() {
        return Err(course.at(
            "name",
            "the course needs a name".into(),
            Problem::new("course_no_name"),
        ));
    }
    profiles.get(&raw.table).ok_or_else(|| {
        let known: Vec<&str> = profiles.all().iter().map(|p| p.id.as_str()).collect();
        course.at(
            "table",
            format!("no profile `{}` (known: {})", raw.table, known.join(", ")),
            Problem::new("no_profile")
                .with("id", &raw.table)
                .with("known", known.join(", ")),
        )
    })
}

/// A module's gate, each figure in its range.
fn parse_gate(raw: &RawGate, module: &Part<'_>) -> Result<Gate, Diagnostic> {
    let range = |field: &str, value: u32, min: u32, max: u32| {
        module.at(
            field,
            format!("`{field}` must be from {min} to {max}, not {value}"),
            Problem::new("course_gate_range")
                .with("field", field)
                .with("min", min)
                .with("max", max)
                .with("value", value),
        )
    };
    let first_try = Percent::new(raw.first_try)
        .filter(|percent| percent.get() >= 1)
        .ok_or_else(|| range("first_try", raw.first_try, 1, 100))?;
    let over_last = NonZeroU32::new(raw.over_last)
        .filter(|count| count.get() <= MAX_OVER_LAST)
        .ok_or_else(|| range("over_last", raw.over_last, 1, MAX_OVER_LAST))?;
    let median_seconds = raw
        .median_seconds
        .map(|seconds| {
            NonZeroU32::new(seconds)
                .filter(|seconds| seconds.get() <= MAX_MEDIAN_SECONDS)
                .ok_or_else(|| range("median_seconds", seconds, 1, MAX_MEDIAN_SECONDS))
        })
        .transpose()?;
    Ok(Gate {
        first_try,
        over_last,
        median_seconds,
    })
}

/// One item of a module: a drill asked at the course's table, a library situation of the
/// course's table, or a focus that applies to it.
fn parse_item(
    item: &Part<'_>,
    profile: &Profile,
    library: &Library,
) -> Result<CourseItem, Diagnostic> {
    let raw: RawItem = item.parse()?;
    match raw {
        RawItem::Drill(word) => {
            let Some(drill) = Drill::from_word(word.trim()) else {
                let known = Drill::ALL.map(Drill::id).join(", ");
                return Err(item.refuse(
                    format!("`{word}` is not a quick drill (the drills: {known})"),
                    Problem::new("course_unknown_drill")
                        .with("drill", &word)
                        .with("known", known),
                ));
            };
            if !drill.fits(profile.kind) {
                return Err(item.refuse(
                    format!(
                        "the drill `{word}` is not asked at the table `{}`",
                        profile.id
                    ),
                    Problem::new("course_drill_not_for_table")
                        .with("drill", &word)
                        .with("profile", &profile.id),
                ));
            }
            Ok(CourseItem::Drill(drill))
        }
        RawItem::Situation(name) => {
            let name = name.trim().replace('\\', "/");
            let Some(entry) = library.entries.iter().find(|entry| entry.name == name) else {
                return Err(item.refuse(
                    format!("the library has no situation `{name}`"),
                    Problem::new("course_no_situation").with("name", &name),
                ));
            };
            if entry.scenario.profile.id != profile.id {
                return Err(item.refuse(
                    format!(
                        "the situation `{name}` is for the table `{}`, the course for `{}`",
                        entry.scenario.profile.id, profile.id
                    ),
                    Problem::new("course_situation_other_table")
                        .with("name", &name)
                        .with("table", &entry.scenario.profile.id)
                        .with("course", &profile.id),
                ));
            }
            Ok(CourseItem::Situation(name))
        }
        RawItem::Focus(word) => {
            let focus: Focus = word.parse().map_err(|error: generate::UnknownFocus| {
                let known = Focus::ALL.map(Focus::id).join(", ");
                item.refuse(
                    format!("{error}"),
                    Problem::new("paper_unknown_focus")
                        .with("focus", &error.0)
                        .with("known", known),
                )
            })?;
            if !focus.applies_to(profile.kind) {
                return Err(item.refuse(
                    format!(
                        "focus `{focus}` does not apply to the table `{}`",
                        profile.id
                    ),
                    Problem::new("paper_focus_not_for_table")
                        .with("focus", focus.id())
                        .with("profile", &profile.id),
                ));
            }
            Ok(CourseItem::Focus(focus))
        }
    }
}

/// One module: its id (a word), title, items (at least one) and gate.
fn parse_module(
    module: &Part<'_>,
    profile: &Profile,
    library: &Library,
) -> Result<Module, Diagnostic> {
    let raw: RawModule = module.parse()?;
    let id = raw.id.trim().to_string();
    if id.is_empty()
        || !id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        return Err(module.at(
            "id",
            format!("a module's id is letters, digits and `-`, not `{}`", raw.id),
            Problem::new("course_module_id").with("id", &raw.id),
        ));
    }
    if raw.title.trim().is_empty() {
        return Err(module.at(
            "title",
            format!("the module `{id}` needs a title"),
            Problem::new("course_module_no_title").with("id", &id),
        ));
    }
    if raw.items.is_empty() {
        return Err(module.at(
            "items",
            format!("the module `{id}` needs at least one item"),
            Problem::new("course_module_no_items").with("id", &id),
        ));
    }
    let items = raw
        .items
        .iter()
        .map(|part| parse_item(&module.inside(part.get_ron()), profile, library))
        .collect::<Result<Vec<_>, _>>()?;
    let gate = parse_gate(&raw.gate, module)?;
    Ok(Module {
        id,
        title: raw.title,
        title_es: raw.title_es.unwrap_or_default(),
        title_it: raw.title_it.unwrap_or_default(),
        items,
        gate,
    })
}

impl Course {
    /// Reads a course's text; `file` names it in messages. The table must be one of
    /// `profiles`, every situation one of `library`'s. The exam papers are checked at the edge
    /// ([`load::CourseFiles`]).
    pub fn parse(
        file: &str,
        text: &str,
        profiles: &Profiles,
        library: &Library,
    ) -> Result<Course, Diagnostic> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let course = Part {
            file,
            text,
            base: Position { line: 1, column: 1 },
        };
        let raw: RawCourse = course.parse()?;
        let profile = check_head(&raw, &course, profiles)?;
        if raw.modules.is_empty() {
            return Err(course.at(
                "modules",
                "a course needs at least one module".into(),
                Problem::new("course_no_modules"),
            ));
        }
        let mut modules: Vec<Module> = Vec::new();
        for part in &raw.modules {
            let part = course.inside(part.get_ron());
            let module = parse_module(&part, profile, library)?;
            if modules.iter().any(|seen| seen.id == module.id) {
                return Err(part.at(
                    "id",
                    format!("two modules have the id `{}`", module.id),
                    Problem::new("course_module_twice").with("id", &module.id),
                ));
            }
            modules.push(module);
        }
        let exams = parse_exams(&raw.exams, &course)?;
        Ok(Course {
            name: raw.name,
            name_es: raw.name_es.unwrap_or_default(),
            name_it: raw.name_it.unwrap_or_default(),
            table: profile.id.clone(),
            modules,
            exams,
        })
    }

    /// Where the course's text names the exam paper `path` (for a message about it).
    pub fn exam_position(text: &str, path: &std::path::Path) -> Option<Position> {
        let quoted = format!("\"{}\"", path.display());
        text.find(&quoted)
            .map(|offset| Position::of_offset(text, offset))
            .or_else(|| field_position(text, "exams"))
    }
}

/// The exam papers: at least one, none blank.
fn parse_exams(raw: &[String], course: &Part<'_>) -> Result<Vec<PathBuf>, Diagnostic> {
    if raw.is_empty() || raw.iter().any(|path| path.trim().is_empty()) {
        return Err(course.at(
            "exams",
            "a course ends in at least one exam paper (a path relative to the course)".into(),
            Problem::new("course_no_exams"),
        ));
    }
    Ok(raw.iter().map(|path| PathBuf::from(path.trim())).collect())
}

/// The quick drills that train `rules` (the rules missed in a round) at a table of
/// `profile`, the drill that trains the most of them first; none when no drill trains any.
pub fn drills_for_rules(rules: &[crate::core::RuleId], profile: &Profile) -> Vec<Drill> {
    let mut scored: Vec<(usize, Drill)> = Drill::ALL
        .into_iter()
        .filter(|drill| drill.fits(profile.kind))
        .filter_map(|drill| {
            let mut rng = crate::core::shoe::rng(1);
            let trained: std::collections::BTreeSet<crate::core::RuleId> = drill
                .keys(profile)
                .iter()
                .filter_map(|key| crate::session::quiz::items::generate(key, profile, &mut rng))
                .map(|item| item.rule)
                .collect();
            let missed = rules.iter().filter(|rule| trained.contains(rule)).count();
            (missed > 0).then_some((missed, drill))
        })
        .collect();
    scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    scored.into_iter().map(|(_, drill)| drill).collect()
}

impl Course {
    /// The course in its file format, optional fields only when set: what the course editor
    /// writes and [`Course::parse`] reads back unchanged.
    pub fn to_ron(&self) -> String {
        let quote = |text: &str| ron::to_string(text).unwrap_or_else(|_| format!("{text:?}"));
        let mut out = format!(
            "Course(\n    format: {COURSE_FORMAT},\n    name: {},\n",
            quote(&self.name)
        );
        if !self.name_es.is_empty() {
            out += &format!("    name_es: {},\n", quote(&self.name_es));
        }
        if !self.name_it.is_empty() {
            out += &format!("    name_it: {},\n", quote(&self.name_it));
        }
        out += &format!("    table: {},\n    modules: [\n", quote(&self.table));
        for module in &self.modules {
            out += &format!(
                "        Module(\n            id: {},\n            title: {},\n",
                quote(&module.id),
                quote(&module.title)
            );
            if !module.title_es.is_empty() {
                out += &format!("            title_es: {},\n", quote(&module.title_es));
            }
            if !module.title_it.is_empty() {
                out += &format!("            title_it: {},\n", quote(&module.title_it));
            }
            let items: Vec<String> = module
                .items
                .iter()
                .map(|item| match item {
                    CourseItem::Drill(drill) => format!("Drill({})", quote(drill.id())),
                    CourseItem::Situation(name) => format!("Situation({})", quote(name)),
                    CourseItem::Focus(focus) => format!("Focus({})", quote(focus.id())),
                })
                .collect();
            out += &format!("            items: [{}],\n", items.join(", "));
            let gate = &module.gate;
            let pace = gate.median_seconds.map_or(String::new(), |seconds| {
                format!(", median_seconds: {seconds}")
            });
            out += &format!(
                "            gate: Gate(first_try: {}, over_last: {}{pace}),\n        ),\n",
                gate.first_try.get(),
                gate.over_last
            );
        }
        let exams: Vec<String> = self
            .exams
            .iter()
            .map(|exam| quote(&exam.to_string_lossy()))
            .collect();
        out += &format!("    ],\n    exams: [{}],\n)\n", exams.join(", "));
        out
    }
}
