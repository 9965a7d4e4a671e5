//! The school's Learning Record Store (xAPI), live: the attempt's cmi5 statements as they
//! happen ([`live`]), through a durable queue in the data folder ([`queue`]: written before
//! they are sent, removed only once the LRS has stored them), sent in batches with retry and
//! backoff by one sender thread ([`outbox`]) over a small blocking HTTP client ([`client`]).
//! Statement ids are version-5 UUIDs of the attempt's sealed header, so a resend after a crash
//! or a lost answer is the same statement, never a second one. A statement the LRS refuses is
//! kept with the LRS's answer and never retried blindly. [`register`] reads the school's
//! results back (each statement once, whatever the LRS's pages do: [`pages`]) and holds them
//! against the sealed logs (attempts absent from the LRS, clocks that do not fit the LRS's
//! `stored` times, attempts numbered in the order the LRS stored them).
//!
//! Without settings ([`settings`], `lrs.ron` in the data folder) nothing here runs.

pub mod client;
pub mod live;
pub mod outbox;
pub mod pages;
pub mod problem;
pub mod queue;
pub mod rebuild;
pub mod register;
pub mod settings;
pub mod statements;
pub mod status;

pub use settings::LrsSettings;
pub use status::QueueStatus;
