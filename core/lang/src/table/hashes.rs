//! Python's hashes, as CPython computes them (`Python/pyhash.c`, `Objects/tupleobject.c`): ints,
//! floats, strs and bytes, tuples (xxHash's round), frozensets, identity; natively or with the
//! answers of instances' `__hash__` supplied.

use crate::errors::PyErr;
use crate::value::Value;

use super::SetTable;

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

/// A str's hash: FNV-1a (CPython randomises str hashes per process, so none is expected, but for
/// the empty str's, 0).
pub fn hash_str(s: &str) -> i64 {
    hash_bytes(s.as_bytes())
}

/// A bytes' hash: str's over the same bytes, so `hash(b'abc') == hash('abc')` as in CPython,
/// which hashes an ASCII str's and a bytes' data with one function.
pub fn hash_bytes(s: &[u8]) -> i64 {
    // CPython's one fixed str/bytes hash: the empty one's is 0 whatever the process's seed.
    if s.is_empty() {
        return 0;
    }
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
        Value::Long(b) => crate::long::hash(b),
        Value::Bool(b) => *b as i64,
        Value::Float(f) => hash_float(*f),
        Value::Complex(re, im) => crate::complex::hash(*re, *im),
        Value::Str(s) => hash_str(s),
        Value::Bytes(b) => hash_bytes(b),
        Value::None => 0x0FCA_8642,
        Value::Object(_) => return Ok(None),
        Value::Set(t) if t.borrow().frozen => frozenset_hash(&t.borrow()),
        Value::List(_) | Value::Dict(_) | Value::Set(_) | Value::Slice(_) | Value::ByteArray(_) => {
            return Err(unhashable(v.type_name()))
        }
        Value::Range { start, stop, step } => {
            let n = crate::value::range_len(*start, *stop, *step);
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
        Value::Object(o) if tuple_hashed(o).is_some() => {
            hash_with(v, &mut std::iter::empty()).map(|r| r.ok())
        }
        other => hash_leaf(other),
    }
}

/// The tuple an instance of a tuple subclass carries, when its class keeps tuple's `__hash__`
/// (a namedtuple): it hashes as that tuple, walked with the others, with no call.
fn tuple_hashed(o: &crate::objects::Instance) -> Option<&[Value]> {
    let Some(Value::Tuple(t)) = &o.base else {
        return None;
    };
    let (owner, _) = o.class.lookup_owner("__hash__")?;
    (owner.builtin && owner.name == "tuple").then_some(&t[..])
}

/// `hash(v)` where the hashes of the instances met (in walk order) come from `known`; `Ok(Err(obj))`
/// names the first instance whose hash `known` did not give.
pub fn hash_with(
    v: &Value,
    known: &mut dyn Iterator<Item = i64>,
) -> Result<Result<i64, Value>, PyErr> {
    let root: &[Value] = match v {
        Value::Tuple(t) => t,
        Value::Object(o) if tuple_hashed(o).is_some() => tuple_hashed(o).expect("checked"),
        _ => {
            return Ok(match hash_leaf(v)? {
                Some(h) => Ok(h),
                None => known.next().ok_or_else(|| v.clone()),
            })
        }
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
            Value::Object(o) if tuple_hashed(o).is_some() => {
                stack.push((tuple_hashed(o).expect("checked"), 0, TupleHasher::new()));
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
