//! The rules engine: cards, money, profiles, the action language, the three dealing procedures,
//! scenarios, audit and odds. Pure: no I/O (the loader above, `session::load`, reads the files;
//! the core parses their text), no clock, no UI.

pub mod action;
pub mod audit;
pub mod bet;
pub mod card;
pub mod category;
pub mod chips;
pub mod diagnosis;
pub mod diagnostic;
pub mod game;
pub mod generate;
pub mod irregularity;
pub mod judge;
pub mod kind;
pub mod money;
pub mod odds;
pub mod plant;
pub mod procedure;
pub mod profile;
pub mod round;
pub mod rule;
pub mod scenario;
pub mod sequence;
pub mod shoe;
pub mod simulate;
pub mod tableau;
pub mod view;

pub use action::{Action, Discard, Hand, Place, Target};
pub use bet::{Bet, CommissionBox, Declaration, PlaceResult, Side, Winner};
pub use card::{Card, Suit};
pub use category::Category;
pub use money::Money;
pub use profile::{Profile, Profiles, TableKind};
pub use rule::RuleId;
