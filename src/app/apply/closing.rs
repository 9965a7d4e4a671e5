//! Closing a session that ends (a training session, an audit drill, a quiz): as it finishes,
//! or when the trainee leaves it before. Shared by the applier's families.

use crate::session::drill::AuditDrill;
use crate::session::quiz::QuizSession;
use crate::session::{Session, Stamp};

/// A session that ends: a training session, an audit drill, a quiz. It is closed as it
/// finishes, or when the trainee leaves it before.
pub trait Closing {
    /// Every step is done.
    fn finished(&self) -> bool;
    /// Writes the summary and the end time.
    fn end(&mut self, now: Stamp);
}

impl Closing for Session {
    fn finished(&self) -> bool {
        self.is_finished()
    }
    fn end(&mut self, now: Stamp) {
        self.close(now);
    }
}

impl Closing for AuditDrill {
    fn finished(&self) -> bool {
        self.is_finished()
    }
    fn end(&mut self, now: Stamp) {
        self.close(now);
    }
}

impl Closing for QuizSession {
    fn finished(&self) -> bool {
        self.is_over()
    }
    fn end(&mut self, now: Stamp) {
        self.close(now);
    }
}

/// Closes `session` if it is still under way: a finished one was closed as it finished, and
/// keeps that end time.
pub fn close_unfinished(session: &mut impl Closing, now: Stamp) {
    if !session.finished() {
        session.end(now);
    }
}

/// Closes `session` if every step is done; says whether it is.
pub fn close_when_finished(session: &mut impl Closing, now: Stamp) -> bool {
    let finished = session.finished();
    if finished {
        session.end(now);
    }
    finished
}
