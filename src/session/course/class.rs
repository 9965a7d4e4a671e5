//! A course's progress for the class view (`tallador class --course`, the class screen): where
//! each trainee of a folder stands in the course, worked out from their own logs as the
//! trainee's path works it out ([`progress`]), through the class view's seam
//! ([`CourseProgress`]).

use std::collections::BTreeMap;
use std::path::Path;

use super::Course;
use super::progress::{ModuleState, progress_of};
use crate::core::Profiles;
use crate::core::diagnostic::{self, Diagnostic};
use crate::session::class::{BelowGate, CourseProgress, CourseStanding};
use crate::session::exam::names;
use crate::session::exam::read::{self, FileKind};
use crate::session::facts::LogDigest;
use crate::session::log::SessionLog;

/// A course and the session logs of a folder, by trainee (the normalised name).
pub struct CourseClass<'a> {
    course: &'a Course,
    profiles: &'a Profiles,
    /// The language module titles are given in (`es`, `es-AR`, `it`, `en`).
    language: &'static str,
    logs: BTreeMap<String, Vec<SessionLog>>,
}

impl<'a> CourseClass<'a> {
    /// The logs of `folder` (sub-folders too) read for `course`; the files that look like logs
    /// and do not read are returned to be told.
    pub fn read(
        course: &'a Course,
        profiles: &'a Profiles,
        folder: &Path,
        language: &'static str,
    ) -> (CourseClass<'a>, Vec<Diagnostic>) {
        let (files, mut problems) =
            crate::session::load::ron_files(folder, crate::session::library::MAX_DEPTH);
        let mut logs: BTreeMap<String, Vec<SessionLog>> = BTreeMap::new();
        for path in files {
            let read = read::read_text(&path, FileKind::Log).and_then(|text| {
                if diagnostic::ron_kind(&text) != "SessionLog" {
                    return Ok(None);
                }
                SessionLog::parse(&path.display().to_string(), &text).map(Some)
            });
            match read {
                Ok(Some(log)) if log.profile == course.table => logs
                    .entry(names::normalised(&log.trainee))
                    .or_default()
                    .push(log),
                Ok(_) => {}
                Err(problem) => problems.push(problem),
            }
        }
        let class = CourseClass {
            course,
            profiles,
            language,
            logs,
        };
        (class, problems)
    }
}

impl CourseProgress for CourseClass<'_> {
    fn standing(&self, _trainee_id: &str, digests: &[&LogDigest]) -> Option<CourseStanding> {
        // The row's spellings of the name (one person under a roster id may have several).
        let mut spellings: Vec<String> = digests
            .iter()
            .map(|digest| names::normalised(&digest.trainee))
            .collect();
        spellings.sort();
        spellings.dedup();
        let logs: Vec<&SessionLog> = spellings
            .iter()
            .filter_map(|name| self.logs.get(name))
            .flatten()
            .collect();
        let standing = progress_of(self.course, self.profiles, &logs, None);
        let total = u32::try_from(standing.modules.len()).unwrap_or(u32::MAX);
        let met = u32::try_from(
            standing
                .modules
                .iter()
                .filter(|module| module.state == ModuleState::Mastered)
                .count(),
        )
        .unwrap_or(u32::MAX);
        let reached = standing
            .modules
            .iter()
            .position(|module| module.state != ModuleState::Mastered);
        let index = reached.unwrap_or(standing.modules.len().saturating_sub(1));
        let module = self.course.modules.get(index)?;
        let below_gate = reached.and_then(|index| {
            let figure = standing.modules.get(index)?.figure;
            let window = module.gate.over_last.get();
            (figure.counted >= window && !figure.accuracy_met).then(|| BelowGate {
                percent: figure.percent().unwrap_or(0),
                needed: u32::from(module.gate.first_try.get()),
                items: window,
            })
        });
        Some(CourseStanding {
            module: module.title_for(self.language).to_string(),
            gates_met: met,
            gates_total: total,
            below_gate,
        })
    }
}
