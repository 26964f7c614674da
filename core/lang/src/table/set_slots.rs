//! A set's table laid out slot for slot as CPython 3.11's `setobject.c`: its probe sequence, growth,
//! dummies reused by later adds, and `set.pop`'s finger, so sets iterate in CPython's order.

use crate::arith;
use crate::value::Value;

use super::{native_key_eq, Entry, Find, Table};

/// CPython's set probe: `LINEAR_PROBES` neighbours after each slot (when they fit before the end),
/// then a jump perturbed by the hash's higher bits. `visit` answers `true` to stop.
#[inline]
fn probe_seq(mask: usize, hash: i64, mut visit: impl FnMut(usize) -> bool) {
    const LINEAR_PROBES: usize = 9;
    const PERTURB_SHIFT: u32 = 5;
    let mut perturb = hash as u64 as usize;
    let mut i = perturb & mask;
    loop {
        let probes = if i + LINEAR_PROBES <= mask {
            LINEAR_PROBES
        } else {
            0
        };
        for j in i..=i + probes {
            if visit(j) {
                return;
            }
        }
        perturb >>= PERTURB_SHIFT;
        i = (i.wrapping_mul(5).wrapping_add(1).wrapping_add(perturb)) & mask;
    }
}

/// A set's table, kept as CPython 3.11's `setobject.c` keeps it, so that it iterates in the same
/// slot order: the same probes, the same growth (when `fill * 5 >= mask * 3`), dummies for deleted
/// entries, reused by a later add that probes past them.
impl<E: Entry> Table<E> {
    fn set_mask(&self) -> usize {
        self.slots.len().max(8) - 1
    }

    fn set_alloc(&mut self) {
        if self.slots.is_empty() {
            self.slots = vec![None; 8];
            self.hashes = vec![0; 8];
            self.dummy = vec![false; 8];
        }
    }

    /// Visits slots in probe order up to the first never-used one, skipping dummies.
    #[inline]
    pub(super) fn probe_live(&self, hash: i64, mut visit: impl FnMut(usize) -> bool) {
        if self.slots.is_empty() {
            return;
        }
        probe_seq(self.slots.len() - 1, hash, |i| {
            if self.slots[i].is_some() {
                visit(i)
            } else {
                !self.dummy[i]
            }
        });
    }

    pub(super) fn set_find(&self, hash: i64, key: &Value) -> Find {
        let mut ask: Option<Vec<usize>> = None;
        let mut hit = None;
        self.probe_live(hash, |i| {
            if self.hashes[i] != hash {
                return false;
            }
            let e = self.slots[i].as_ref().expect("live");
            if let Some(v) = ask.as_mut() {
                v.push(i);
                return false;
            }
            match native_key_eq(e.key(), key) {
                Some(true) => {
                    hit = Some(i);
                    true
                }
                Some(false) => false,
                None => {
                    ask = Some(vec![i]);
                    false
                }
            }
        });
        match (hit, ask) {
            (Some(i), _) => Find::Hit(i),
            (None, Some(v)) => Find::Ask(v),
            (None, None) => Find::Miss,
        }
    }

    /// CPython's `set_add_entry` for a key known to be absent: the last dummy passed, else the
    /// never-used slot that ended the probe (which may grow the table).
    pub(super) fn set_push(&mut self, hash: i64, e: E) -> usize {
        self.set_alloc();
        let mask = self.slots.len() - 1;
        let (mut free, mut unused) = (None, 0);
        probe_seq(mask, hash, |i| {
            if self.slots[i].is_some() {
                false
            } else if self.dummy[i] {
                free = Some(i);
                false
            } else {
                unused = i;
                true
            }
        });
        self.len += 1;
        if let Some(i) = free {
            self.dummy[i] = false;
            self.slots[i] = Some(e);
            self.hashes[i] = hash;
            return i;
        }
        self.slots[unused] = Some(e);
        self.hashes[unused] = hash;
        self.fill += 1;
        if self.fill * 5 >= mask * 3 {
            self.set_resize(self.grown());
        }
        unused
    }

    fn grown(&self) -> usize {
        if self.len > 50000 {
            self.len * 2
        } else {
            self.len * 4
        }
    }

    /// CPython's `set_table_resize`: the smallest power of two (8 at least) above `minused`, the
    /// live entries re-inserted in slot order.
    fn set_resize(&mut self, minused: usize) {
        let mut size = 8;
        while size <= minused {
            size <<= 1;
        }
        let slots = std::mem::replace(&mut self.slots, vec![None; size]);
        let hashes = std::mem::replace(&mut self.hashes, vec![0; size]);
        self.dummy = vec![false; size];
        self.fill = self.len;
        self.layout += 1;
        for (s, h) in slots.into_iter().zip(hashes) {
            if let Some(e) = s {
                self.insert_clean(h, e);
            }
        }
    }

    /// CPython's `set_insert_clean`: into the first never-used slot (a table without dummies).
    fn insert_clean(&mut self, hash: i64, e: E) {
        let mask = self.slots.len() - 1;
        let mut at = 0;
        probe_seq(mask, hash, |i| {
            at = i;
            self.slots[i].is_none()
        });
        self.slots[at] = Some(e);
        self.hashes[at] = hash;
    }

    /// Grows a set's table before `n` entries are merged in (`set_merge`, `set_update` from a
    /// dict), as CPython does.
    pub fn presize(&mut self, n: usize) {
        if !E::SET {
            return;
        }
        self.set_alloc();
        if (self.fill + n) * 5 >= self.set_mask() * 3 {
            self.set_resize((self.len + n) * 2);
        }
    }

    /// CPython's `set_merge` of a set into this one when no comparison is needed: `true` when
    /// done (this table was empty), `false` when the caller must add `other`'s entries one by one
    /// (in slot order), the table now presized.
    pub fn merge_empty(&mut self, other: &Table<E>) -> bool {
        if other.len == 0 {
            return true;
        }
        self.presize(other.len);
        if self.fill != 0 {
            return false;
        }
        if self.slots.len() == other.slots.len() && other.fill == other.len {
            self.slots.clone_from(&other.slots);
            self.hashes.clone_from(&other.hashes);
            self.dummy.iter_mut().for_each(|d| *d = false);
        } else {
            for (s, h) in other.slots.iter().zip(&other.hashes) {
                if let Some(e) = s {
                    self.insert_clean(*h, e.clone());
                }
            }
        }
        self.fill = other.len;
        self.len = other.len;
        true
    }

    /// A new set holding this one's entries, as CPython's `set_copy` lays it out.
    pub fn copy_set(&self) -> Self {
        let mut t = Self::default();
        t.merge_empty(self);
        t
    }

    /// Removes the entry equal to `key` (of hash `hash`) known to be stored, comparing natively
    /// or, for instances, by identity: `false` when not there.
    pub fn discard_same(&mut self, hash: i64, key: &Value) -> bool {
        let mut at = None;
        self.probe_live(hash, |i| {
            let k = self.slots[i].as_ref().expect("live").key();
            if self.hashes[i] == hash
                && (native_key_eq(k, key).unwrap_or(false) || arith::identical(k, key))
            {
                at = Some(i);
                true
            } else {
                false
            }
        });
        match at {
            Some(i) => {
                self.remove_at(i);
                true
            }
            None => false,
        }
    }

    /// After discarding many (`difference_update`): CPython resizes when over a quarter of the
    /// slots are dummies.
    pub fn shed_dummies(&mut self) {
        if E::SET && self.fill - self.len > self.set_mask() / 4 {
            self.set_resize(self.grown());
        }
    }
}
