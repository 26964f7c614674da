//! The hash table under `dict` and `set`.
//!
//! A dict's table is CPython 3.7+'s design: an index table over an entries vector kept in
//! insertion order, with the index a `hashbrown::HashTable` of entry positions. Deleted entries
//! leave holes that later inserts do not reuse (so order is insertion order, as in CPython); the
//! vector is compacted when the holes outnumber the entries.
//!
//! A set's table (`E::SET`) is instead CPython 3.11's set table itself (`Objects/setobject.c`):
//! the entries vector *is* the slot array (a power of two, 8 at least), filled by CPython's probe
//! (9 linear probes, then perturbed jumps), grown when `fill * 5 >= mask * 3`, with deleted
//! entries left as dummies that a later add reuses and `set.pop` scanning from a finger. A set
//! iterates (and prints) in slot order, so in CPython's order whenever the hashes are CPython's:
//! ints, bools, floats and tuples of them. The set operations that build a new layout do it in
//! CPython's steps (`conts::setops`). Strs hash differently from CPython's (whose str hashes are
//! randomised per process anyway), so a set of strs has a stable order that is not CPython's; so
//! do `None` and instances, hashed by address in CPython. The index is unused for sets.
//!
//! Hashes are Python's (`hash(x)`), equal to CPython's for numbers and tuples, stored per entry so
//! a rehash or a set operation never calls `__hash__` again. What compares keys lives with the
//! callers (`conts::hashed`): natively for built-in keys, through `__eq__` calls for instances.
//!
//! Here: the table and the dict's layout. `set_slots` holds the set's CPython layout, `hashes`
//! Python's hash functions.

use hashbrown::HashTable;

use super::arith;
use super::value::Value;

mod hashes;
mod set_slots;

pub use hashes::{
    frozenset_hash, hash_bytes, hash_float, hash_int, hash_leaf, hash_native, hash_str, hash_with,
    identity_hash, unhashable, TupleHasher,
};

/// What a table holds: a key, with a value for dicts.
pub trait Entry: Clone {
    /// Whether the table is a set's, laid out slot for slot as CPython's set table.
    const SET: bool = false;
    fn key(&self) -> &Value;
}

impl Entry for Value {
    const SET: bool = true;
    fn key(&self) -> &Value {
        self
    }
}

impl Entry for (Value, Value) {
    fn key(&self) -> &Value {
        &self.0
    }
}

#[derive(Clone, Debug)]
pub struct Table<E> {
    index: HashTable<usize>,
    slots: Vec<Option<E>>,
    hashes: Vec<i64>,
    len: usize,
    /// Counts renumberings of the slots (compaction, `clear`), so an iterator holding a slot
    /// position can tell its position no longer means what it did.
    layout: u64,
    /// A set's table that is a `frozenset`: immutable and hashable (dicts never set it).
    pub frozen: bool,
    /// Sets only: slots used or dummy (CPython's `fill`), where `set.pop` starts (`finger`), and
    /// which empty slots are dummies (a deleted entry, which a probe walks past).
    fill: usize,
    finger: usize,
    dummy: Vec<bool>,
}

/// A dict's table: keys with their values.
pub type DictTable = Table<(Value, Value)>;
/// A set's table.
pub type SetTable = Table<Value>;

impl<E> Default for Table<E> {
    fn default() -> Self {
        Table {
            index: HashTable::new(),
            slots: Vec::new(),
            hashes: Vec::new(),
            len: 0,
            layout: 0,
            frozen: false,
            fill: 0,
            finger: 0,
            dummy: Vec::new(),
        }
    }
}

/// The index's hash of a Python hash. hashbrown places an entry by the low bits and tags it with
/// the top 7: the low bits stay Python's (consecutive ints then sit in consecutive buckets, as in
/// CPython, which keeps a loop over them in cache), and the top 7 come from a multiply (a small
/// int's own top bits are all zero, which would make every tag equal).
#[inline]
fn mix(h: i64) -> u64 {
    const TOP7: u64 = 0xFE00_0000_0000_0000;
    let x = h as u64;
    (x & !TOP7) | (x.wrapping_mul(0x9E37_79B9_7F4A_7C15) & TOP7)
}

/// How a lookup ended without Python code.
pub enum Find {
    Hit(usize),
    Miss,
    /// These slots (in probe order) hold keys of the same hash that only Python code can compare.
    Ask(Vec<usize>),
}

impl<E: Entry> Table<E> {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn with_capacity(n: usize) -> Self {
        if E::SET {
            // CPython's sets start at 8 slots whatever is coming.
            return Self::default();
        }
        Table {
            index: HashTable::with_capacity(n),
            slots: Vec::with_capacity(n),
            hashes: Vec::with_capacity(n),
            len: 0,
            layout: 0,
            frozen: false,
            fill: 0,
            finger: 0,
            dummy: Vec::new(),
        }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn layout(&self) -> u64 {
        self.layout
    }

    /// The entries in insertion order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &E> {
        self.slots.iter().flatten()
    }

    pub fn iter_mut(&mut self) -> impl Iterator<Item = &mut E> {
        self.slots.iter_mut().flatten()
    }

    /// Entries with their stored hashes.
    pub fn iter_hashed(&self) -> impl Iterator<Item = (i64, &E)> {
        self.slots
            .iter()
            .zip(self.hashes.iter())
            .filter_map(|(s, h)| s.as_ref().map(|e| (*h, e)))
    }

    pub fn keys(&self) -> Vec<Value> {
        self.iter().map(|e| e.key().clone()).collect()
    }

    /// Slot `i` (holes are `None`); slots past the end are `None` too.
    pub fn slot(&self, i: usize) -> Option<&E> {
        self.slots.get(i).and_then(|s| s.as_ref())
    }

    pub fn slot_mut(&mut self, i: usize) -> Option<&mut E> {
        self.slots.get_mut(i).and_then(|s| s.as_mut())
    }

    pub fn slot_count(&self) -> usize {
        self.slots.len()
    }

    pub fn hash_at(&self, i: usize) -> i64 {
        self.hashes[i]
    }

    /// Looks `key` (of hash `hash`) up, comparing natively where that gives Python's answer.
    pub fn find(&self, hash: i64, key: &Value) -> Find {
        if E::SET {
            return self.set_find(hash, key);
        }
        let mut ask: Option<Vec<usize>> = None;
        for &i in self.index.iter_hash(mix(hash)) {
            if self.hashes[i] != hash {
                continue;
            }
            let Some(e) = &self.slots[i] else { continue };
            if let Some(v) = ask.as_mut() {
                v.push(i);
                continue;
            }
            match native_key_eq(e.key(), key) {
                Some(true) => return Find::Hit(i),
                Some(false) => {}
                None => ask = Some(vec![i]),
            }
        }
        match ask {
            Some(mut v) => {
                // Probe order is not slot order: ask in insertion order, as a linear scan would.
                tpu_emu::sort::sort(&mut v);
                Find::Ask(v)
            }
            None => Find::Miss,
        }
    }

    /// Looks `key` up in a table of at most 8 slots by comparing keys, without hashing (a short
    /// scan is cheaper than hashing a str key): `None` when the table is larger or a comparison
    /// needs Python code.
    #[inline]
    pub fn find_small(&self, key: &Value) -> Option<Find> {
        if self.slots.len() > 8 {
            return None;
        }
        if let Value::Str(k) = key {
            // Only a str (or an instance, through `__eq__`) can equal a str.
            for (i, s) in self.slots.iter().enumerate() {
                match s.as_ref().map(|e| e.key()) {
                    Some(Value::Str(x)) if std::rc::Rc::ptr_eq(x, k) || **x == **k => {
                        return Some(Find::Hit(i))
                    }
                    Some(Value::Object(_)) => return None,
                    _ => {}
                }
            }
            return Some(Find::Miss);
        }
        for (i, s) in self.slots.iter().enumerate() {
            if let Some(e) = s {
                if native_key_eq(e.key(), key)? {
                    return Some(Find::Hit(i));
                }
            }
        }
        Some(Find::Miss)
    }

    /// Where `key` is when its hash and every comparison are native (no `__hash__` or `__eq__`
    /// to call): `Ok(slot)`, or `Err(hash)` when absent. `None` when Python code must answer
    /// (an instance's `__hash__` or `__eq__`), or the key is unhashable, whose error the general
    /// path raises.
    pub fn find_native(&self, key: &Value) -> Option<Result<usize, i64>> {
        let h = match key {
            // The common keys' hashes directly (`hash_with`'s walk is for tuples and the rest).
            Value::Int(i) => hash_int(*i),
            Value::Str(s) => hash_str(s),
            Value::Object(_) => return None,
            _ => match hash_with(key, &mut std::iter::empty()) {
                Ok(Ok(h)) => h,
                _ => return None,
            },
        };
        match self.find(h, key) {
            Find::Hit(i) => Some(Ok(i)),
            Find::Miss => Some(Err(h)),
            Find::Ask(_) => None,
        }
    }

    /// `key in table` where native hashing and comparisons give Python's answer (the VM's fast
    /// loop asks this first; [`Table::find_native`]'s cases). A str key in a small dict is
    /// found by the unhashed scan (any other key must hash first, so that an unhashable one
    /// raises rather than compare equal to nothing).
    pub fn contains_native(&self, key: &Value) -> Option<bool> {
        if let (Value::Str(_), false) = (key, E::SET) {
            match self.find_small(key) {
                Some(Find::Hit(_)) => return Some(true),
                Some(Find::Miss) => return Some(false),
                Some(Find::Ask(_)) => return None,
                None => {}
            }
        }
        self.find_native(key).map(|r| r.is_ok())
    }

    /// The slots holding keys of hash `hash`, in insertion order.
    pub fn candidates(&self, hash: i64) -> Vec<usize> {
        if E::SET {
            let mut v = Vec::new();
            self.probe_live(hash, |i| {
                if self.hashes[i] == hash {
                    v.push(i);
                }
                false
            });
            return v;
        }
        let mut v: Vec<usize> = self
            .index
            .iter_hash(mix(hash))
            .copied()
            .filter(|&i| self.hashes[i] == hash && self.slots[i].is_some())
            .collect();
        tpu_emu::sort::sort(&mut v);
        v
    }

    /// Adds an entry whose key is known to be absent; answers its slot.
    pub fn push(&mut self, hash: i64, e: E) -> usize {
        if E::SET {
            return self.set_push(hash, e);
        }
        let i = self.slots.len();
        self.slots.push(Some(e));
        self.hashes.push(hash);
        let hashes = &self.hashes;
        self.index.insert_unique(mix(hash), i, |&j| mix(hashes[j]));
        self.len += 1;
        i
    }

    /// Removes the entry in slot `i`.
    pub fn remove_at(&mut self, i: usize) -> E {
        let e = self.slots[i].take().expect("a live slot");
        if E::SET {
            // CPython leaves a dummy: later probes walk past it, `fill` keeps counting it.
            self.dummy[i] = true;
            self.len -= 1;
            return e;
        }
        if let Ok(entry) = self.index.find_entry(mix(self.hashes[i]), |&j| j == i) {
            entry.remove();
        }
        self.len -= 1;
        if self.len == 0 {
            self.clear_slots();
        } else if self.slots.len() > 16 && self.slots.len() > 2 * self.len {
            self.compact();
        }
        e
    }

    /// The last entry, removed (`dict.popitem`).
    pub fn pop_last(&mut self) -> Option<E> {
        let i = self.slots.iter().rposition(|s| s.is_some())?;
        Some(self.remove_at(i))
    }

    /// The first entry, removed (`set.pop`).
    pub fn pop_first(&mut self) -> Option<E> {
        if E::SET {
            // CPython's set_pop: the first live slot from the finger on, wrapping around.
            if self.len == 0 {
                return None;
            }
            let n = self.slots.len();
            let mut i = self.finger & (n - 1);
            while self.slots[i].is_none() {
                i = (i + 1) & (n - 1);
            }
            self.finger = i + 1;
            return Some(self.remove_at(i));
        }
        let i = self.slots.iter().position(|s| s.is_some())?;
        Some(self.remove_at(i))
    }

    pub fn clear(&mut self) {
        self.clear_slots();
    }

    fn clear_slots(&mut self) {
        self.index.clear();
        self.slots.clear();
        self.hashes.clear();
        self.dummy.clear();
        self.fill = 0;
        self.len = 0;
        self.layout += 1;
    }

    fn compact(&mut self) {
        let slots = std::mem::take(&mut self.slots);
        let hashes = std::mem::take(&mut self.hashes);
        self.index.clear();
        self.len = 0;
        self.layout += 1;
        for (s, h) in slots.into_iter().zip(hashes) {
            if let Some(e) = s {
                self.push(h, e);
            }
        }
    }

    /// Inserts or replaces when the key's equality is native (built-in keys): `Err` gives the
    /// entry back when an `__eq__` must be asked.
    pub fn insert_native(
        &mut self,
        hash: i64,
        e: E,
        replace: impl FnOnce(&mut E, E),
    ) -> Result<bool, E> {
        match self.find(hash, e.key()) {
            Find::Hit(i) => {
                replace(self.slots[i].as_mut().expect("found"), e);
                Ok(false)
            }
            Find::Miss => {
                self.push(hash, e);
                Ok(true)
            }
            Find::Ask(_) => Err(e),
        }
    }
}

impl<E: Entry> FromIterator<(i64, E)> for Table<E> {
    fn from_iter<T: IntoIterator<Item = (i64, E)>>(iter: T) -> Self {
        let mut t = Table::new();
        for (h, e) in iter {
            t.push(h, e);
        }
        t
    }
}

/// Key equality when no Python code decides it: `None` when either side is (or holds) an
/// instance of a user class.
#[inline]
pub fn native_key_eq(a: &Value, b: &Value) -> Option<bool> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => Some(x == y),
        (Value::Str(x), Value::Str(y)) => Some(std::rc::Rc::ptr_eq(x, y) || x == y),
        _ => {
            if arith::identical(a, b) {
                return Some(true);
            }
            if holds_instance(a) || holds_instance(b) {
                return None;
            }
            Some(super::conts::hashed::equal_native(a, b))
        }
    }
}

/// Whether a hashable value is, or is a tuple holding, an instance of a user class.
pub fn holds_instance(v: &Value) -> bool {
    match v {
        Value::Object(_) => true,
        Value::Tuple(t) => {
            let mut stack: Vec<&Value> = t.iter().collect();
            while let Some(x) = stack.pop() {
                match x {
                    Value::Object(_) => return true,
                    Value::Tuple(t) => stack.extend(t.iter()),
                    _ => {}
                }
            }
            false
        }
        _ => false,
    }
}

impl DictTable {
    /// A dict made by native code from keys that need no Python code to hash or compare (strs,
    /// ints); a later equal key replaces the earlier one's value.
    pub fn from_pairs(pairs: impl IntoIterator<Item = (Value, Value)>) -> Self {
        let mut t = DictTable::new();
        for (k, v) in pairs {
            t.insert_plain(k, v);
        }
        t
    }

    /// `d[k] = v` for a key of a built-in type (an instance is keyed by identity).
    pub fn insert_plain(&mut self, k: Value, v: Value) {
        let h = hash_native(&k)
            .ok()
            .flatten()
            .unwrap_or_else(|| identity_hash(&k));
        if let Err(e) = self.insert_native(h, (k, v), |e, n| e.1 = n.1) {
            self.push(h, e);
        }
    }

    /// `d.get(k)` for a key of a built-in type.
    pub fn get_plain(&self, k: &Value) -> Option<&Value> {
        let h = hash_native(k).ok().flatten()?;
        match self.find(h, k) {
            Find::Hit(i) => self.slot(i).map(|e| &e.1),
            _ => None,
        }
    }
}

impl SetTable {
    /// A set made by native code from values of built-in types.
    pub fn from_values(items: impl IntoIterator<Item = Value>) -> Self {
        let mut t = SetTable::new();
        for k in items {
            let h = hash_native(&k)
                .ok()
                .flatten()
                .unwrap_or_else(|| identity_hash(&k));
            if let Err(e) = t.insert_native(h, k, |_, _| {}) {
                t.push(h, e);
            }
        }
        t
    }
}

impl FromIterator<(Value, Value)> for DictTable {
    fn from_iter<T: IntoIterator<Item = (Value, Value)>>(iter: T) -> Self {
        DictTable::from_pairs(iter)
    }
}

impl<'a, E: Entry> IntoIterator for &'a Table<E> {
    type Item = &'a E;
    type IntoIter = std::iter::Flatten<std::slice::Iter<'a, Option<E>>>;

    fn into_iter(self) -> Self::IntoIter {
        self.slots.iter().flatten()
    }
}

impl DictTable {
    /// A dict of keys known to be distinct (parameters by identity, say), in order.
    pub fn from_unique(pairs: impl IntoIterator<Item = (Value, Value)>) -> Self {
        let mut t = DictTable::new();
        for (k, v) in pairs {
            let h = hash_native(&k)
                .ok()
                .flatten()
                .unwrap_or_else(|| identity_hash(&k));
            t.push(h, (k, v));
        }
        t
    }
}
