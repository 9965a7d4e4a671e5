//! Certification: exam papers, grading a finished exam log against its paper,
//! instructors' keys and seals, the register of results, and xAPI statements for a
//! learning-management system. Pure types and functions; files are read and written at the
//! edge (`*::load`, `*::write`), so the command line and the window call the same code.

pub mod certificate;
pub mod collect;
pub mod decide;
pub mod grade;
pub mod ledger;
pub mod load;
pub mod names;
pub mod paper;
pub mod read;
pub mod register;
pub mod seal;
pub mod take;
pub mod xapi;

pub use decide::{Basis, Decided, NotCounted, decide};
pub use grade::{Criterion, Grade, grade};
pub use paper::{ExamPaper, PaperFiles};
pub use seal::{InstructorKey, PublicKey, Seal, SealStatus, SignedPaper, TrustedKeys};
