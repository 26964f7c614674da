//! Deserializing the trace's `&'static str` names (an op's name, a dtype, a graph break's op).
//!
//! The core writes those fields from its own statics so that a dispatched op's event allocates no
//! text (the hot path). A deserialized event (the page reading a worker's trace) cannot point into
//! another process's statics, so each distinct name is leaked once and shared by every later event
//! that carries it: the names come from the op table and the dtypes, a few hundred bytes in all,
//! so the set stays small however many events are read. The alternative, `Cow<'static, str>` in
//! the events, would make every reader of the hot-path type match on ownership for no gain.

use std::collections::BTreeSet;
use std::sync::Mutex;

use serde::{Deserialize, Deserializer};

static NAMES: Mutex<BTreeSet<&'static str>> = Mutex::new(BTreeSet::new());

/// The one `&'static str` for `text`: the interned copy, made (leaked) the first time it is seen.
pub fn intern(text: &str) -> &'static str {
    let mut names = NAMES.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&s) = names.get(text) {
        return s;
    }
    let s: &'static str = Box::leak(text.to_owned().into_boxed_str());
    names.insert(s);
    s
}

/// `deserialize_with` for a `&'static str` field.
pub fn name<'de, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    let text = std::borrow::Cow::<'de, str>::deserialize(d)?;
    Ok(intern(&text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_leaked_once_and_shared() {
        let a = intern("addmm_interned_test");
        let b = intern(&String::from("addmm_interned_test"));
        assert!(std::ptr::eq(a, b));
        assert_eq!(a, "addmm_interned_test");
    }
}
