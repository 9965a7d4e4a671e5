#![cfg_attr(not(test), warn(clippy::unwrap_used, clippy::expect_used))]
//! Tallador: a Punto y Banca dealer trainer and hand-reconstruction tool.
//!
//! Six floors, imports only downward (`ARCHITECTURE.md`, checked by `tests/architecture.rs`):
//! [`core`] (the rules engine, pure: no file, clock or environment), [`text`] (translations and
//! the sentences of a diagnosis), [`session`] (training sessions, scoring, logs and the loader
//! over the core), [`inspect`] (the inspector's case and report), [`app`] (the window) and
//! [`cli`] (the launcher: arguments, the environment and the data folder; it starts the app).

#[cfg(feature = "app")]
pub mod app;
pub mod cli;
pub mod core;
pub mod inspect;
pub mod session;
pub mod text;
