//! Any bytes as a scenario or profile file: never a panic, and a refusal always names a place.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tallador::core::diagnostic::decode_utf8;
use tallador::core::scenario::Scenario;
use tallador::core::{Profile, Profiles};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = decode_utf8("fuzz.ron", data) else { return };
    let profiles = Profiles::default();
    match Scenario::parse("fuzz.ron", &text, &profiles) {
        Ok(scenario) => {
            // A valid scenario plans, prints and reads back as itself.
            let again = Scenario::parse("again.ron", &scenario.to_ron(), &profiles);
            assert_eq!(again.as_ref().ok(), Some(&scenario));
            let _ = tallador::core::sequence::sequence_text(&scenario, Default::default());
        }
        Err(error) => assert!(error.position.is_some(), "no position: {error}"),
    }
    let _ = Profile::parse("fuzz.ron", &text);
});
