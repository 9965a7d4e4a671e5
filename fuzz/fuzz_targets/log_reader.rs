//! Any bytes as a session log: never a panic; a log that reads back verifies without panicking,
//! and a log written by the app reads back as itself.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tallador::core::diagnostic::decode_utf8;
use tallador::session::log::SessionLog;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = decode_utf8("fuzz.ron", data) else { return };
    match SessionLog::parse("fuzz.ron", &text) {
        Ok(log) => {
            let _ = log.verify();
            if let Ok(again) = log.to_ron() {
                let reread = SessionLog::parse("again.ron", &again);
                assert!(reread.is_ok(), "a written log does not read back: {:?}", reread.err());
            }
        }
        Err(error) => assert!(error.position.is_some(), "no position: {error}"),
    }
});
