//! The class view's command: the class of the overview's folder read within the class
//! screen's days, idle days counted to the time applied.

use std::path::PathBuf;

use super::super::TalladorApp;
use super::super::files;
use crate::session::Stamp;
use crate::session::class::{ClassOptions, ClassView, DateRange};
use crate::text::told::Told;

/// A day typed in a field: empty is no bound, anything else must read as YYYY-MM-DD.
fn day(text: &str) -> Result<Option<chrono::NaiveDate>, Told> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .map(Some)
        .map_err(|_| Told::with("class.bad_date", &[("text", text)]))
}

impl TalladorApp {
    /// Reads the class of the overview's folder (a day that does not read keeps the class on
    /// show and says why).
    pub(super) fn load_class(&mut self, now: Stamp) {
        let folder = PathBuf::from(self.overview.folder.trim());
        let screen = &mut self.class;
        screen.message = None;
        screen.folder = folder.display().to_string();
        let dates = match (day(&screen.from), day(&screen.to)) {
            (Ok(from), Ok(to)) => DateRange { from, to },
            (Err(why), _) | (_, Err(why)) => {
                screen.message = Some(why);
                return;
            }
        };
        if !folder.is_dir() {
            screen.view = None;
            screen.message = Some(Told::with(
                "overview.not_a_folder",
                &[("folder", &screen.folder)],
            ));
            return;
        }
        let (roster, key) = files::register_inputs(self.overview.data_folder.as_deref());
        let options = ClassOptions {
            dates,
            roster,
            ..ClassOptions::default()
        };
        screen.view = Some(ClassView::load(&folder, &key, options, None, now));
    }
}
