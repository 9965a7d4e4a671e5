#![cfg_attr(not(test), warn(clippy::unwrap_used, clippy::expect_used))]
//! Tallador: a Punto y Banca dealer trainer and hand-reconstruction tool.
//!
//! Four floors, imports only downward: [`core`] (the rules engine, pure), [`session`] (training
//! sessions, scoring and logs over the core) and [`inspect`] (the inspector's case and report),
//! and the two shells, [`cli`] and [`app`].

#[cfg(feature = "app")]
pub mod app;
pub mod cli;
pub mod core;
pub mod inspect;
pub mod session;
pub mod text;
