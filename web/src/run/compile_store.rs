//! The compile cache's persistent tier in the page (issue 6, item 4): the browser's local
//! storage holds the same versioned, checksummed file the CLI keeps in a cache directory
//! (`tpu_emu::fusion::persist`), so a kernel compiled in one run is a `persistent` hit in the
//! next run, and after a reload.
//!
//! Local storage holds strings, so each byte is stored as the character of the same code
//! (U+0000 to U+00FF): compact and lossless. A stored string with any other character is not a
//! cache file; it loads as bytes the decoder discards with a notice, never as entries.
//!
//! Storage that is missing or refuses (private mode, quota, policy) is a notice and the run goes on
//! without the tier: the loader and the writer both turn every failure into `Err`, which
//! `PersistentTier` reports once.

use std::cell::RefCell;
use std::rc::Rc;

use tpu_emu::fusion::persist::{CacheStore, PersistentTier};
use tpu_torch::runtime::Session;

use crate::saved::{js_text, storage};

/// The local-storage key of the cache file.
pub const KEY: &str = "tpu-playground.compile-cache";

/// The compile cache in the browser's local storage.
pub struct LocalStore;

/// Bytes as one character each.
pub fn to_text(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| char::from(b)).collect()
}

/// Characters back to bytes; a character past U+00FF makes the whole text no cache file: bytes
/// that fail the decoder's magic check, so they are discarded with its notice.
pub fn from_text(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| u8::try_from(u32::from(c)).ok())
        .collect::<Option<Vec<u8>>>()
        .unwrap_or_else(|| b"not a cache file".to_vec())
}

impl CacheStore for LocalStore {
    fn load(&mut self) -> Result<Option<Vec<u8>>, String> {
        let s = storage()?;
        let text = s
            .get_item(KEY)
            .map_err(|e| js_text(&e, "local storage could not be read"))?;
        Ok(text.map(|t| from_text(&t)))
    }

    fn save(&mut self, bytes: &[u8]) -> Result<(), String> {
        storage()?
            .set_item(KEY, &to_text(bytes))
            .map_err(|e| js_text(&e, "local storage refused the write"))
    }

    fn describe(&self) -> String {
        "browser's local storage".into()
    }
}

/// The persistent tier over local storage, read now.
pub fn open() -> PersistentTier {
    PersistentTier::open(Box::new(LocalStore))
}

/// Gives a single-chip session the persistent tier over `store`.
pub fn attach(session: &mut Session, store: Box<dyn CacheStore>) {
    session.dispatcher_mut().fusion.cache.persistent =
        Some(Rc::new(RefCell::new(PersistentTier::open(store))));
}

/// What the page read from local storage for a run in the worker, which has no local storage.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Stored {
    Nothing,
    /// The stored text, one character per byte (see [`to_text`]).
    Text(String),
    /// Local storage could not be read: the error, for the same notice the page would give.
    Unreadable(String),
}

impl Stored {
    /// Reads local storage now, on the page.
    pub fn read() -> Stored {
        match LocalStore.load() {
            Ok(None) => Stored::Nothing,
            Ok(Some(bytes)) => Stored::Text(to_text(&bytes)),
            Err(e) => Stored::Unreadable(e),
        }
    }
}

/// The worker's store: loads what the page sent with `start`, and hands each write to `sent`
/// (the worker posts it to the page, which writes local storage). Described as the browser's
/// local storage, since that is where the bytes live, so the notices read as on the page.
pub struct RelayStore {
    pub stored: Stored,
    pub sent: Box<dyn FnMut(String)>,
}

impl CacheStore for RelayStore {
    fn load(&mut self) -> Result<Option<Vec<u8>>, String> {
        match &self.stored {
            Stored::Nothing => Ok(None),
            Stored::Text(t) => Ok(Some(from_text(t))),
            Stored::Unreadable(e) => Err(e.clone()),
        }
    }

    fn save(&mut self, bytes: &[u8]) -> Result<(), String> {
        (self.sent)(to_text(bytes));
        Ok(())
    }

    fn describe(&self) -> String {
        LocalStore.describe()
    }
}

/// The page's side of [`RelayStore::save`]: writes local storage; a refusal is the notice the
/// in-page run would have given (the tier stops writing after it there; here the page says it once).
pub fn store_text(text: &str) -> Result<(), String> {
    storage()?
        .set_item(KEY, text)
        .map_err(|e| js_text(&e, "local storage refused the write"))
        .map_err(|e| {
            format!(
                "compile cache: the {} cannot be written ({e}); running without it",
                LocalStore.describe()
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_byte_survives_the_text_round_trip() {
        let bytes: Vec<u8> = (0..=255).collect();
        assert_eq!(from_text(&to_text(&bytes)), bytes);
        // Something else stored under the key is no cache file.
        assert_eq!(from_text("TPUCACHE\u{20ac}"), b"not a cache file".to_vec());
    }
}
