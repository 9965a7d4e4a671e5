//! Live: the LRS read again every few seconds on a thread of its own, so the class view shows a
//! trainee stuck on a step within seconds, and the window never waits for the network. The
//! window takes the latest reading when it draws ([`LiveReader::take`]).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::Value;

use crate::session::lrs::client::Client;
use crate::session::lrs::problem::LrsProblem;

/// What one reading gave: the LRS's statements, or why they could not be read.
pub type Reading = Result<Vec<Value>, LrsProblem>;

/// How often the class is read again from the LRS.
pub const EVERY: Duration = Duration::from_secs(3);

/// The thread that reads the LRS every [`EVERY`]; stopped when dropped.
#[derive(Debug)]
pub struct LiveReader {
    latest: Arc<Mutex<Option<Reading>>>,
    stop: Arc<AtomicBool>,
}

impl LiveReader {
    /// Reads the LRS of `client` now, then every `every`, until dropped.
    pub fn start(client: Client, every: Duration) -> LiveReader {
        let latest = Arc::new(Mutex::new(None));
        let stop = Arc::new(AtomicBool::new(false));
        let (slot, stopped) = (Arc::clone(&latest), Arc::clone(&stop));
        std::thread::spawn(move || {
            while !stopped.load(Ordering::Relaxed) {
                let reading = client.statements();
                if let Ok(mut slot) = slot.lock() {
                    *slot = Some(reading);
                }
                // Waits in short steps, so a reader dropped stops soon.
                let mut waited = Duration::ZERO;
                while waited < every && !stopped.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(50));
                    waited += Duration::from_millis(50);
                }
            }
        });
        LiveReader { latest, stop }
    }

    /// The reading since the last taken, if any.
    pub fn take(&self) -> Option<Reading> {
        self.latest.lock().ok()?.take()
    }
}

impl Drop for LiveReader {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}
