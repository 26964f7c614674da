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

use hashbrown::HashTable;

use super::arith;
use super::errors::PyErr;
use super::value::Value;

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
                v.sort_unstable();
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
        v.sort_unstable();
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
    fn probe_live(&self, hash: i64, mut visit: impl FnMut(usize) -> bool) {
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

    fn set_find(&self, hash: i64, key: &Value) -> Find {
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
    fn set_push(&mut self, hash: i64, e: E) -> usize {
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

// Python's hashes (CPython's Python/pyhash.c and Objects/tupleobject.c).

const MODULUS: u64 = (1 << 61) - 1;
const HASH_INF: i64 = 314_159;
const XXPRIME_1: u64 = 11_400_714_785_074_694_791;
const XXPRIME_2: u64 = 14_029_467_366_897_019_727;
const XXPRIME_5: u64 = 2_870_177_450_012_600_261;

fn fix(h: i64) -> i64 {
    if h == -1 {
        -2
    } else {
        h
    }
}

pub fn hash_int(i: i64) -> i64 {
    let h = (i.unsigned_abs() % MODULUS) as i64;
    fix(if i < 0 { -h } else { h })
}

pub fn hash_float(v: f64) -> i64 {
    if v.is_infinite() {
        return if v > 0.0 { HASH_INF } else { -HASH_INF };
    }
    if v.is_nan() {
        // CPython 3.10+ hashes a NaN by its object's address; floats here have no identity.
        return 0;
    }
    let (mut m, mut e) = libm::frexp(v);
    let mut sign = 1i64;
    if m < 0.0 {
        sign = -1;
        m = -m;
    }
    let mut x: u64 = 0;
    while m != 0.0 {
        x = ((x << 28) & MODULUS) | (x >> (61 - 28));
        m *= 268_435_456.0;
        e -= 28;
        let y = m as u64;
        m -= y as f64;
        x += y;
        if x >= MODULUS {
            x -= MODULUS;
        }
    }
    let e = if e >= 0 { e % 61 } else { 60 - ((-1 - e) % 61) } as u32;
    x = ((x << e) & MODULUS) | (x >> (61 - e));
    fix((x as i64) * sign)
}

/// A str's hash: FNV-1a (CPython randomises str hashes per process, so none is expected).
pub fn hash_str(s: &str) -> i64 {
    hash_bytes(s.as_bytes())
}

/// A bytes' hash: str's over the same bytes, so `hash(b'abc') == hash('abc')` as in CPython,
/// which hashes an ASCII str's and a bytes' data with one function.
pub fn hash_bytes(s: &[u8]) -> i64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in s {
        h = (h ^ *b as u64).wrapping_mul(0x0100_0000_01b3);
    }
    fix((h >> 1) as i64)
}

/// CPython's tuple hash (xxHash's round over the items' hashes).
pub struct TupleHasher(u64);

impl TupleHasher {
    pub fn new() -> Self {
        TupleHasher(XXPRIME_5)
    }

    pub fn add(&mut self, h: i64) {
        let lane = h as u64;
        self.0 = self.0.wrapping_add(lane.wrapping_mul(XXPRIME_2));
        self.0 = self.0.rotate_left(31);
        self.0 = self.0.wrapping_mul(XXPRIME_1);
    }

    pub fn finish(self, len: usize) -> i64 {
        let acc = self.0.wrapping_add((len as u64) ^ (XXPRIME_5 ^ 3_527_539));
        if acc == u64::MAX {
            return 1_546_275_796;
        }
        acc as i64
    }
}

impl Default for TupleHasher {
    fn default() -> Self {
        Self::new()
    }
}

fn addr_hash(p: usize) -> i64 {
    // CPython's _Py_HashPointer: the address rotated by 4 bits (its low bits are alignment).
    fix((p as u64).rotate_right(4) as i64)
}

/// `hash(v)` of one value that is not a tuple: `Ok(None)` for an instance of a user class (its
/// class decides), `Err` for an unhashable type.
pub fn hash_leaf(v: &Value) -> Result<Option<i64>, PyErr> {
    use std::rc::Rc;
    Ok(Some(match v {
        Value::Int(i) => hash_int(*i),
        Value::Long(b) => super::long::hash(b),
        Value::Bool(b) => *b as i64,
        Value::Float(f) => hash_float(*f),
        Value::Str(s) => hash_str(s),
        Value::Bytes(b) => hash_bytes(b),
        Value::None => 0x0FCA_8642,
        Value::Object(_) => return Ok(None),
        Value::Set(t) if t.borrow().frozen => frozenset_hash(&t.borrow()),
        Value::List(_) | Value::Dict(_) | Value::Set(_) | Value::Slice(_) | Value::ByteArray(_) => {
            return Err(unhashable(v.type_name()))
        }
        Value::Range { start, stop, step } => {
            let n = super::value::range_len(*start, *stop, *step);
            let mut t = TupleHasher::new();
            t.add(hash_int(n));
            t.add(if n == 0 {
                0x0FCA_8642
            } else {
                hash_int(*start)
            });
            t.add(if n <= 1 { 0x0FCA_8642 } else { hash_int(*step) });
            t.finish(3)
        }
        Value::Function(f) => addr_hash(Rc::as_ptr(f) as *const u8 as usize),
        // Natives compare by name (`arith::equal`), so they hash by name.
        Value::Native(n) => hash_str(&n.name),
        Value::Module(m) => addr_hash(Rc::as_ptr(m) as *const u8 as usize),
        Value::Class(c) => addr_hash(Rc::as_ptr(c) as *const u8 as usize),
        Value::Iterator(i) => addr_hash(Rc::as_ptr(i) as *const u8 as usize),
        Value::Generator(g) => addr_hash(Rc::as_ptr(g) as *const u8 as usize),
        Value::BoundMethod(b) => {
            let mut t = TupleHasher::new();
            t.add(hash_leaf(&b.0).ok().flatten().unwrap_or(0));
            t.add(hash_leaf(&b.1).ok().flatten().unwrap_or(0));
            t.finish(2)
        }
        Value::NotImplemented => 0x0BAD_C0DE,
        Value::Ellipsis => 0x0E11_1951,
        // Values of the torch binding (and the rest) compare by identity or by a value only the
        // binding knows: one shared hash keeps lookups right (they compare with `arith::equal`).
        _ => 0x7_04C4,
    }))
}

/// The hash of an instance whose class keeps `object`'s: its identity.
pub fn identity_hash(v: &Value) -> i64 {
    match v {
        Value::Object(o) => addr_hash(std::rc::Rc::as_ptr(o) as *const u8 as usize),
        other => hash_leaf(other).ok().flatten().unwrap_or(0),
    }
}

/// CPython's `frozenset_hash`: the items' shuffled hashes xored (so independent of order), then
/// the size and a final dispersal.
pub fn frozenset_hash(t: &SetTable) -> i64 {
    let shuffle = |h: u64| ((h ^ 89_869_747) ^ (h << 16)).wrapping_mul(3_644_798_167);
    let mut h: u64 = 0;
    for (eh, _) in t.iter_hashed() {
        h ^= shuffle(eh as u64);
    }
    h ^= (t.len() as u64 + 1).wrapping_mul(1_927_868_237);
    h ^= (h >> 11) ^ (h >> 25);
    h = h.wrapping_mul(69_069).wrapping_add(907_133_923);
    if h as i64 == -1 {
        590_923_713
    } else {
        h as i64
    }
}

pub fn unhashable(type_name: &str) -> PyErr {
    PyErr::type_error(format!("unhashable type: '{type_name}'"))
}

/// `hash(v)` without Python code: `Ok(None)` when an instance of a user class is reached (its
/// `__hash__` decides). Nested tuples are walked without recursion.
pub fn hash_native(v: &Value) -> Result<Option<i64>, PyErr> {
    match v {
        Value::Tuple(_) => hash_with(v, &mut std::iter::empty()).map(|r| r.ok()),
        other => hash_leaf(other),
    }
}

/// `hash(v)` where the hashes of the instances met (in walk order) come from `known`; `Ok(Err(obj))`
/// names the first instance whose hash `known` did not give.
pub fn hash_with(
    v: &Value,
    known: &mut dyn Iterator<Item = i64>,
) -> Result<Result<i64, Value>, PyErr> {
    let Value::Tuple(root) = v else {
        return Ok(match hash_leaf(v)? {
            Some(h) => Ok(h),
            None => known.next().ok_or_else(|| v.clone()),
        });
    };
    // Each level: the tuple, the next item, the hash so far.
    let mut stack: Vec<(&[Value], usize, TupleHasher)> = vec![(root, 0, TupleHasher::new())];
    loop {
        let top = stack.last_mut().expect("the root is popped last");
        if top.1 == top.0.len() {
            let (items, _, acc) = stack.pop().expect("non-empty");
            let h = acc.finish(items.len());
            match stack.last_mut() {
                Some(parent) => {
                    parent.2.add(h);
                    continue;
                }
                None => return Ok(Ok(h)),
            }
        }
        let item = &top.0[top.1];
        top.1 += 1;
        match item {
            Value::Tuple(t) => {
                // No depth limit: CPython's tuple hash recurses in C without one, and this walk
                // costs no Rust stack.
                stack.push((t, 0, TupleHasher::new()));
            }
            other => {
                let h = match hash_leaf(other)? {
                    Some(h) => h,
                    None => match known.next() {
                        Some(h) => h,
                        None => return Ok(Err(other.clone())),
                    },
                };
                stack.last_mut().expect("non-empty").2.add(h);
            }
        }
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
