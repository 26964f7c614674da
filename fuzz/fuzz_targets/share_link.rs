//! The page's share-link decoder over arbitrary hashes: it returns a state or a message, never
//! panics, and whatever it accepts re-encodes to a hash that decodes to the same state.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tpu_web::state::ShareState;

fuzz_target!(|data: &[u8]| {
    let hash = String::from_utf8_lossy(data);
    if let Ok(Some(state)) = ShareState::decode(&hash) {
        let again = ShareState::decode(&state.encode());
        assert_eq!(again, Ok(Some(state)));
    }
});
