//! The inspector's tools, apart from the screen: the disputed hand as typed and reconstructed
//! ([`case`]) and the printable report of a reconstruction ([`report`]).

pub mod case;
pub mod report;
