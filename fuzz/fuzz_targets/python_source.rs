//! Arbitrary source text through the whole front end and VM: parse, compile, run under a small
//! step budget. Any Python error is fine; a panic, a hang or an internal error is a finding.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(source) = std::str::from_utf8(data) {
        tpu_fuzz::run(source, false);
    }
});
