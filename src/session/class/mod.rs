//! The class view: a whole class at once, from a folder of session logs (through the folder's
//! index cache, [`super::index`]) or from the school's LRS. One row per trainee (sessions,
//! first-try accuracy, pace, the last activity, the course's module and gates when a course is
//! given, and whether the trainee is at risk), a heat map of the rules each trainee misses, and
//! the situations the class finds hardest; a date filter keeps the sessions of some days.
//!
//! Figures are first tries of intact logs only, as in [`super::overview`]. Nothing here reads
//! the clock: how long a trainee has been idle is measured against a `now` handed in.

pub mod live;
pub mod lrs;
pub mod model;
pub mod stuck;
pub mod words;

pub use model::{
    BelowGate, ClassOptions, ClassRow, ClassView, CourseProgress, CourseStanding, DateRange,
    HeatMap, Risk, SessionFigures, Situation, Thresholds,
};
pub use stuck::{Answer, Stuck, StuckRule, stuck_trainees};
