//! The scoring categories of procedures.md section 5: what kind of mistake a choice is.

use serde::{Deserialize, Serialize};

/// The scoring categories of procedures.md section 5.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Category {
    /// The tableau: a wrong draw or stand.
    Draw,
    /// Direction, collect-before-pay, box as a unit.
    Order,
    /// A wrong amount, commission or payout.
    Money,
    /// A box or a step skipped.
    Omission,
    /// A wrong announcement.
    Announce,
    /// An irregularity met with the wrong remedy, or a remedy where nothing irregular happened
    /// (procedures.md section 8.3).
    Irregularity,
}

impl Category {
    pub const ALL: [Category; 6] = [
        Category::Draw,
        Category::Order,
        Category::Money,
        Category::Omission,
        Category::Announce,
        Category::Irregularity,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Category::Draw => "draw",
            Category::Order => "order",
            Category::Money => "money",
            Category::Omission => "omission",
            Category::Announce => "announce",
            Category::Irregularity => "irregularity",
        }
    }
}
