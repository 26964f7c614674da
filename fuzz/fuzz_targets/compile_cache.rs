//! The persistent compile cache's loader over arbitrary bytes: it never panics, and every entry it
//! accepts re-encodes to exactly the bytes of the record it was read from.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tpu_core::fusion::persist::{decode, encode, encode_record};

fuzz_target!(|data: &[u8]| {
    let (entries, _discarded) = decode(data);
    for (key, e) in &entries {
        let record = encode_record(*key, e);
        // The accepted record is in the input, byte for byte.
        assert!(
            data.windows(record.len()).any(|w| w == record.as_slice()),
            "an accepted entry re-encodes to bytes not in the input"
        );
        let (again, why) = decode(&encode([(*key, e)]));
        assert!(why.is_empty());
        assert_eq!(again, vec![(*key, e.clone())]);
    }
});
