//! The words: the translation layer (Fluent files per locale, with a fallback chain) and the
//! sentences that tell a diagnosis, a diagnostic or an error in the trainee's language. Above the
//! core, below the session: it imports the core only, and a caller above hands it the key of its
//! own values (a session's mode) through [`i18n::TextKey`].

pub mod explain;
pub mod i18n;
pub mod told;
