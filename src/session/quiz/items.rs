//! [`generate`], which deals any item from its history key through its drill's file. The item
//! builders a test or the trainer calls with a
//! given table (`payout`, `cut_payout`, `colour_up`) live with their drills and are named here
//! too.

use crate::core::Profile;
use crate::core::shoe::ShoeRng;

use super::drills::{Drill, Item};

pub use super::drills::{colour_up, cut_payout, payout};

/// Makes the item of `key` for a table of `profile` (the session picks a profile that fits the
/// drill); `None` for a key that names no item (every key of [`super::Drill::keys`] does).
pub fn generate(key: &str, profile: &Profile, rng: &mut ShoeRng) -> Option<Item> {
    let parts: Vec<&str> = key.split(':').collect();
    Drill::of_key(key)?.rules().item(&parts, profile, rng)
}
