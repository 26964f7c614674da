//! The compile cache of fused kernels, in TorchTPU's three tiers: per chip (each dispatcher owns
//! one), per host (shared by the chips of one emulated host: one compiles, the others find it) and
//! persistent (a cache directory natively; see [`super::persist`]).
//!
//! Keyed by the group's structural hash, which includes its shapes, access patterns and dtype.
//! Every lookup is a hit (naming the tier that answered) or a miss; a miss for code that was
//! compiled before under another key says what differed, as TorchTPU's recompilation log does.
//!
//! The chip and host tiers keep the [`MAX_ENTRIES`] most recently used entries each (an [`Lru`]):
//! a loop over ever new shapes compiles a kernel per shape, and an unbounded cache would hold all
//! of them for the rest of the run. An evicted entry is compiled again when it comes back (a miss).

use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap};
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

/// Entries the chip tier (and each host tier) keeps: the least recently used goes first.
pub const MAX_ENTRIES: usize = 512;

/// A map from keys to values that keeps the `capacity` most recently used ones.
#[derive(Debug)]
pub struct Lru<V> {
    /// Key -> (value, tick of its last use).
    map: HashMap<u64, (V, u64)>,
    /// Tick of last use -> key, oldest first.
    order: BTreeMap<u64, u64>,
    tick: u64,
    capacity: usize,
    /// Entries dropped to stay within the capacity.
    pub evictions: u64,
}

impl<V> Default for Lru<V> {
    fn default() -> Self {
        Lru::with_capacity(MAX_ENTRIES)
    }
}

impl<V> Lru<V> {
    pub fn with_capacity(capacity: usize) -> Self {
        Lru {
            map: HashMap::new(),
            order: BTreeMap::new(),
            tick: 0,
            capacity: capacity.max(1),
            evictions: 0,
        }
    }

    pub fn len(&self) -> usize {
        self.map.len()
    }

    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    pub fn capacity(&self) -> usize {
        self.capacity
    }

    pub fn contains_key(&self, key: &u64) -> bool {
        self.map.contains_key(key)
    }

    /// The value of `key` without counting it as used.
    pub fn peek(&self, key: &u64) -> Option<&V> {
        self.map.get(key).map(|(v, _)| v)
    }

    /// The value of `key`, now the most recently used.
    pub fn get(&mut self, key: &u64) -> Option<&V> {
        self.tick += 1;
        let tick = self.tick;
        let (v, last) = self.map.get_mut(key)?;
        self.order.remove(last);
        *last = tick;
        self.order.insert(tick, *key);
        Some(v)
    }

    /// Inserts (or replaces) `key` as the most recently used, evicting the least recently used
    /// entries past the capacity.
    pub fn insert(&mut self, key: u64, value: V) {
        self.tick += 1;
        if let Some((_, last)) = self.map.insert(key, (value, self.tick)) {
            self.order.remove(&last);
        }
        self.order.insert(self.tick, key);
        while self.map.len() > self.capacity {
            let Some((_, old)) = self.order.pop_first() else {
                break;
            };
            self.map.remove(&old);
            self.evictions += 1;
        }
    }

    pub fn remove(&mut self, key: &u64) -> Option<V> {
        let (v, last) = self.map.remove(key)?;
        self.order.remove(&last);
        Some(v)
    }
}

impl<V: Clone> Clone for Lru<V> {
    fn clone(&self) -> Self {
        Lru {
            map: self.map.clone(),
            order: self.order.clone(),
            tick: self.tick,
            capacity: self.capacity,
            evictions: self.evictions,
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct CacheStats {
    /// Entries the chip tier holds now (at most [`MAX_ENTRIES`]).
    pub entries: u64,
    /// Entries the chip tier dropped, least recently used first, to stay within its bound.
    pub evictions: u64,
    /// Hits of any tier.
    pub hits: u64,
    pub misses: u64,
    pub chip_hits: u64,
    pub host_hits: u64,
    pub persistent_hits: u64,
}

/// The entries compiled by the chips of one host, shared by their dispatchers (the SPMD runner
/// hands one to each rank of the host).
pub type HostCache = Rc<RefCell<Lru<Entry>>>;

#[derive(Default)]
pub struct CompileCache {
    entries: Lru<Entry>,
    /// Code key -> the structural key compiled most recently for it.
    by_code: Lru<u64>,
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
        let tier = if self.entries.get(&key).is_some() {
            Some(CacheTier::Chip)
        } else if self
            .host
            .as_ref()
            .is_some_and(|h| h.borrow_mut().get(&key) == Some(&entry))
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
            if tier != CacheTier::Chip {
                self.entries.insert(key, entry);
            }
            self.count();
            return Lookup::Hit(tier);
        }
        self.stats.misses += 1;
        let differs = self
            .by_code
            .peek(&code)
            .and_then(|k| self.entries.peek(k))
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
        self.count();
        Lookup::Miss { differs }
    }

    fn count(&mut self) {
        self.stats.entries = self.entries.len() as u64;
        self.stats.evictions = self.entries.evictions;
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
    fn the_lru_keeps_the_most_recently_used_and_counts_what_it_dropped() {
        let mut l = Lru::with_capacity(3);
        for k in 0..3 {
            l.insert(k, k * 10);
        }
        // Using 0 makes 1 the least recently used: it goes when a fourth arrives.
        assert_eq!(l.get(&0), Some(&0));
        l.insert(3, 30);
        assert_eq!((l.len(), l.evictions), (3, 1));
        assert!(!l.contains_key(&1));
        assert!([0, 2, 3].iter().all(|k| l.contains_key(k)));
        // Replacing a key neither grows the map nor evicts.
        l.insert(2, 21);
        assert_eq!((l.len(), l.evictions, l.peek(&2)), (3, 1, Some(&21)));
    }

    #[test]
    fn a_loop_over_new_shapes_keeps_the_cache_bounded() {
        let mut c = CompileCache::default();
        let n = MAX_ENTRIES as u64 * 3;
        for i in 0..n {
            let shape = [i as usize + 1];
            c.lookup(100 + i, 7, &shape, "float32", vec![vec![1]]);
        }
        assert_eq!(c.stats.entries, MAX_ENTRIES as u64);
        assert_eq!(c.stats.evictions, n - MAX_ENTRIES as u64);
        assert_eq!(c.stats.misses, n);
        // The newest is still a hit; the oldest was evicted and compiles again, naming the change.
        assert_eq!(
            c.lookup(100 + n - 1, 7, &[n as usize], "float32", vec![vec![1]]),
            Lookup::Hit(CacheTier::Chip)
        );
        assert_eq!(
            c.lookup(100, 7, &[1], "float32", vec![vec![1]]),
            Lookup::Miss {
                differs: Some(format!("shape [{n}] -> [1]"))
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
