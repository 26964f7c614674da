//! The compile cache of fused kernels, per process (one per chip: each dispatcher owns one).
//!
//! Keyed by the group's structural hash, which includes its shapes, access patterns and dtype.
//! Every lookup is a hit or a miss; a miss for code that was compiled before under another key says
//! what differed, as TorchTPU's recompilation log does.

use std::collections::HashMap;

use serde::Serialize;

/// What an entry was compiled for.
#[derive(Clone, Debug)]
struct Entry {
    shape: Vec<usize>,
    dtype: &'static str,
    strides: Vec<Vec<isize>>,
}

/// The answer to one lookup.
#[derive(Clone, Debug, PartialEq)]
pub enum Lookup {
    Hit,
    /// Compiled now; `differs` names what changed since an earlier entry for the same code.
    Miss {
        differs: Option<String>,
    },
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct CacheStats {
    pub entries: u64,
    pub hits: u64,
    pub misses: u64,
}

#[derive(Default)]
pub struct CompileCache {
    entries: HashMap<u64, Entry>,
    /// Code key -> the structural key compiled most recently for it.
    by_code: HashMap<u64, u64>,
    pub stats: CacheStats,
}

impl CompileCache {
    /// Looks `key` up, inserting it on a miss.
    pub fn lookup(
        &mut self,
        key: u64,
        code: u64,
        shape: &[usize],
        dtype: &'static str,
        strides: Vec<Vec<isize>>,
    ) -> Lookup {
        if self.entries.contains_key(&key) {
            self.stats.hits += 1;
            self.by_code.insert(code, key);
            return Lookup::Hit;
        }
        self.stats.misses += 1;
        let differs = self
            .by_code
            .get(&code)
            .and_then(|k| self.entries.get(k))
            .map(|old| {
                if old.shape != shape {
                    format!("shape {:?} -> {:?}", old.shape, shape)
                } else if old.dtype != dtype {
                    format!("dtype {} -> {}", old.dtype, dtype)
                } else {
                    format!("input layout (strides) {:?} -> {:?}", old.strides, strides)
                }
            });
        self.entries.insert(
            key,
            Entry {
                shape: shape.to_vec(),
                dtype,
                strides,
            },
        );
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
            Lookup::Hit
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
                misses: 3
            }
        );
    }
}
