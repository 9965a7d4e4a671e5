//! The command line's exit statuses and the one message for an altered log, shared by the
//! commands of `cli.rs` and `cli/certification.rs`.

use crate::core::diagnostic::Diagnostic;
use crate::session::log::{Altered, Integrity, SessionLog};

/// Exit status: all is well.
pub const OK: i32 = 0;
/// Exit status: deviations found, or a log altered.
pub const FINDINGS: i32 = 1;
/// Exit status: bad input.
pub const BAD_INPUT: i32 = 2;

/// Where a log's chain breaks, as `FILE:LINE:COLUMN: the log was altered …`.
pub(crate) fn altered_diagnostic(name: &str, text: &str, altered: Integrity) -> Diagnostic {
    let position = match altered {
        Integrity::Altered(Altered::Step(index)) => SessionLog::position_of_step(text, index),
        Integrity::Altered(Altered::Summary) => {
            crate::core::profile::field_position(text, "summary")
        }
        _ => crate::core::profile::field_position(text, "header_hash"),
    };
    Diagnostic::new(
        name,
        position,
        format!("the log was {altered}: its content no longer matches its hash"),
    )
}
