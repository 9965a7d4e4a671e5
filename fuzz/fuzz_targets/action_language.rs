//! Any bytes as an action file: never a panic; every action read prints back to itself.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tallador::core::action::{parse_file, parse_line};
use tallador::core::Action;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(actions) = parse_file("fuzz.txt", text, 99) {
        for line in actions {
            let printed = line.action.to_string();
            assert_eq!(printed.parse::<Action>(), Ok(line.action), "{printed}");
        }
    }
    for line in text.lines() {
        let _ = parse_line(line);
    }
});
