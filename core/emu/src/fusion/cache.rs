//! The compile cache of fused kernels, in TorchTPU's three tiers: per chip (each dispatcher owns
//! one), per host (shared by the chips of one emulated host: one compiles, the others find it) and
//! persistent (a cache directory natively; see [`super::persist`]).
//!
//! Keyed by the group's structural hash, which includes its shapes, access patterns and dtype.
//! Every lookup is a hit (naming the tier that answered) or a miss; a miss for code that was
//! compiled before under another key says what differed, as TorchTPU's recompilation log does.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::persist::PersistentTier;

/// Which tier of the compile cache answered a lookup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CacheTier {
    /// This chip's own cache (the process's).
    Chip,
    /// Another chip of the same host compiled it.
    Host,
    /// A cache directory written by an earlier run.
    Persistent,
}

/// What an entry was compiled for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub code: u64,
    pub shape: Vec<usize>,
    pub dtype: String,
    pub strides: Vec<Vec<isize>>,
}

/// The answer to one lookup.
#[derive(Clone, Debug, PartialEq)]
pub enum Lookup {
    Hit(CacheTier),
    /// Compiled now; `differs` names what changed since an earlier entry for the same code.
    Miss {
        differs: Option<String>,
    },
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct CacheStats {
    pub entries: u64,
    /// Hits of any tier.
    pub hits: u64,
    pub misses: u64,
    pub chip_hits: u64,
    pub host_hits: u64,
    pub persistent_hits: u64,
}

/// The entries compiled by the chips of one host, shared by their dispatchers (the SPMD runner
/// hands one to each rank of the host).
pub type HostCache = Rc<RefCell<HashMap<u64, Entry>>>;

#[derive(Default)]
pub struct CompileCache {
    entries: HashMap<u64, Entry>,
    /// Code key -> the structural key compiled most recently for it.
    by_code: HashMap<u64, u64>,
    pub stats: CacheStats,
    /// The host tier, when the chip is one of a host's (set by the SPMD runner).
    pub host: Option<HostCache>,
    /// The persistent tier, when a cache directory (or store) was given.
    pub persistent: Option<Rc<RefCell<PersistentTier>>>,
}

impl CompileCache {
    /// Looks `key` up in the chip, host and persistent tiers in turn; a lower-tier hit fills the
    /// tiers above it, and a miss compiles and fills all of them.
    pub fn lookup(
        &mut self,
        key: u64,
        code: u64,
        shape: &[usize],
        dtype: &'static str,
        strides: Vec<Vec<isize>>,
    ) -> Lookup {
        let entry = Entry {
            code,
            shape: shape.to_vec(),
            dtype: dtype.to_string(),
            strides,
        };
        let tier = if self.entries.contains_key(&key) {
            Some(CacheTier::Chip)
        } else if self
            .host
            .as_ref()
            .is_some_and(|h| h.borrow().get(&key) == Some(&entry))
        {
            Some(CacheTier::Host)
        } else if self
            .persistent
            .as_ref()
            .is_some_and(|p| p.borrow_mut().get(key, &entry))
        {
            Some(CacheTier::Persistent)
        } else {
            None
        };
        if let Some(tier) = tier {
            self.stats.hits += 1;
            match tier {
                CacheTier::Chip => self.stats.chip_hits += 1,
                CacheTier::Host => self.stats.host_hits += 1,
                CacheTier::Persistent => {
                    self.stats.persistent_hits += 1;
                    if let Some(h) = &self.host {
                        h.borrow_mut().insert(key, entry.clone());
                    }
                }
            }
            self.by_code.insert(code, key);
            self.entries.entry(key).or_insert(entry);
            self.stats.entries = self.entries.len() as u64;
            return Lookup::Hit(tier);
        }
        self.stats.misses += 1;
        let differs = self
            .by_code
            .get(&code)
            .and_then(|k| self.entries.get(k))
            .map(|old| {
                if old.shape != entry.shape {
                    format!("shape {:?} -> {:?}", old.shape, entry.shape)
                } else if old.dtype != entry.dtype {
                    format!("dtype {} -> {}", old.dtype, entry.dtype)
                } else {
                    format!(
                        "input layout (strides) {:?} -> {:?}",
                        old.strides, entry.strides
                    )
                }
            });
        if let Some(h) = &self.host {
            h.borrow_mut().insert(key, entry.clone());
        }
        if let Some(p) = &self.persistent {
            p.borrow_mut().put(key, entry.clone());
        }
        self.entries.insert(key, entry);
        self.by_code.insert(code, key);
        self.stats.entries = self.entries.len() as u64;
        Lookup::Miss { differs }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_lookup_hits_and_a_new_shape_names_what_differed() {
        let mut c = CompileCache::default();
        assert_eq!(
            c.lookup(1, 7, &[4, 8], "float32", vec![vec![8, 1]]),
            Lookup::Miss { differs: None }
        );
        assert_eq!(
            c.lookup(1, 7, &[4, 8], "float32", vec![vec![8, 1]]),
            Lookup::Hit(CacheTier::Chip)
        );
        assert_eq!(
            c.lookup(2, 7, &[2, 8], "float32", vec![vec![8, 1]]),
            Lookup::Miss {
                differs: Some("shape [4, 8] -> [2, 8]".into())
            }
        );
        // Other code, never seen: a plain miss.
        assert_eq!(
            c.lookup(3, 9, &[2, 8], "float32", vec![vec![8, 1]]),
            Lookup::Miss { differs: None }
        );
        assert_eq!(
            c.stats,
            CacheStats {
                entries: 3,
                hits: 1,
                misses: 3,
                chip_hits: 1,
                ..CacheStats::default()
            }
        );
    }

    #[test]
    fn a_chip_of_the_same_host_finds_what_another_compiled() {
        let host = HostCache::default();
        let mut a = CompileCache {
            host: Some(host.clone()),
            ..CompileCache::default()
        };
        let mut b = CompileCache {
            host: Some(host),
            ..CompileCache::default()
        };
        assert!(matches!(
            a.lookup(1, 7, &[4], "float32", vec![vec![1]]),
            Lookup::Miss { .. }
        ));
        assert_eq!(
            b.lookup(1, 7, &[4], "float32", vec![vec![1]]),
            Lookup::Hit(CacheTier::Host)
        );
        // The host hit filled b's own tier.
        assert_eq!(
            b.lookup(1, 7, &[4], "float32", vec![vec![1]]),
            Lookup::Hit(CacheTier::Chip)
        );
        // A chip of another host compiles its own.
        let mut c = CompileCache {
            host: Some(HostCache::default()),
            ..CompileCache::default()
        };
        assert!(matches!(
            c.lookup(1, 7, &[4], "float32", vec![vec![1]]),
            Lookup::Miss { .. }
        ));
    }
}
