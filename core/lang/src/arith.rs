//! Operators on Python scalars and containers, with CPython's results and error messages.

use std::rc::Rc;

use num_bigint::BigInt;

use super::code::{BinOp, CmpOp};
use super::errors::PyErr;
use super::long;
use super::value::Value;

fn unsupported(op: BinOp, a: &Value, b: &Value) -> PyErr {
    sequence_error(op, a, b, &|v| v.type_name().to_string())
        .unwrap_or_else(|| unsupported_types(op, a.type_name(), b.type_name()))
}

/// CPython's errors for a sequence that `+` or `*` cannot combine with the other operand (its
/// `sq_concat` and `sq_repeat`): `[1] + 1`, `"a" * 1.5`. An instance of a subclass counts as
/// its sequence; `name` gives an operand's type name.
pub fn sequence_error(
    op: BinOp,
    a: &Value,
    b: &Value,
    name: &dyn Fn(&Value) -> String,
) -> Option<PyErr> {
    let kind = |v: &Value| match crate::subclass::unwrap(v) {
        Value::Bytes(_) => Some("bytes"),
        Value::ByteArray(_) => Some("bytearray"),
        Value::List(_) => Some("list"),
        Value::Tuple(_) => Some("tuple"),
        Value::Str(_) => Some("str"),
        _ => None,
    };
    let int_like = |v: &Value| {
        matches!(
            crate::subclass::unwrap(v),
            Value::Int(_) | Value::Bool(_) | Value::Long(_)
        )
    };
    let repeat = |other: &Value| {
        PyErr::type_error(format!(
            "can't multiply sequence by non-int of type '{}'",
            name(other)
        ))
    };
    match op {
        BinOp::Add => kind(a).map(|k| {
            PyErr::type_error(format!(
                "can only concatenate {k} (not \"{}\") to {k}",
                name(b)
            ))
        }),
        BinOp::Mul if kind(a).is_some() && !int_like(b) => Some(repeat(b)),
        BinOp::Mul if kind(b).is_some() && !int_like(a) => Some(repeat(a)),
        _ => None,
    }
}

/// [`unsupported_types`]'s error for the augmented form of `op` (`|=` rather than `|`).
pub fn augmented(mut e: PyErr, op: BinOp) -> PyErr {
    let plain = format!("for {}:", op.symbol());
    // (`**` is "** or pow()" as a binary operator, plain `**=` augmented.)
    let symbol = op.symbol().trim_end_matches(" or pow()");
    if e.message.starts_with("unsupported operand type(s) ") {
        e.message = e.message.replacen(&plain, &format!("for {symbol}=:"), 1);
    }
    e
}

pub fn unsupported_types(op: BinOp, a: &str, b: &str) -> PyErr {
    PyErr::type_error(format!(
        "unsupported operand type(s) for {}: '{a}' and '{b}'",
        op.symbol()
    ))
}

/// A binary operator with a big int on one side: int arithmetic, float arithmetic through the
/// int's correctly rounded float, or a repetition count that cannot be one.
fn long_binary(op: BinOp, a: &Value, b: &Value) -> Result<Value, PyErr> {
    if let (Some(x), Some(y)) = (long::big_of(a), long::big_of(b)) {
        return long::binary(op, &x, &y).map_err(|e| {
            if e.kind.is_empty() {
                unsupported(op, a, b)
            } else {
                e
            }
        });
    }
    let float = |v: &Value| match v {
        Value::Float(f) => Some(Ok(*f)),
        Value::Long(l) => Some(long::to_f64(l)),
        _ => None,
    };
    if let (Some(x), Some(y)) = (float(a), float(b)) {
        if op == BinOp::Div
            || op == BinOp::Pow
            || matches!(a, Value::Float(_))
            || matches!(b, Value::Float(_))
        {
            return binary(op, &Value::Float(x?), &Value::Float(y?));
        }
    }
    let seq = |v: &Value| matches!(v, Value::Str(_) | Value::List(_) | Value::Tuple(_));
    if op == BinOp::Mul && (seq(a) || seq(b)) {
        return Err(PyErr::new(
            "OverflowError",
            "cannot fit 'int' into an index-sized integer",
        ));
    }
    Err(unsupported(op, a, b))
}

fn as_int(v: &Value) -> Option<i64> {
    match v {
        Value::Int(i) => Some(*i),
        Value::Bool(b) => Some(*b as i64),
        _ => None,
    }
}

fn as_float(v: &Value) -> Option<f64> {
    match v {
        Value::Float(f) => Some(*f),
        other => as_int(other).map(|i| i as f64),
    }
}

/// Python's float `%` (CPython's `float_rem`): the result takes the divisor's sign, a zero
/// one too.
fn py_fmod(a: f64, b: f64) -> f64 {
    let m = a % b;
    if m == 0.0 {
        0.0f64.copysign(b)
    } else if (m < 0.0) != (b < 0.0) {
        m + b
    } else {
        m
    }
}

/// Python's float `//` and `%` together, as CPython's `_float_div_mod` computes them: the
/// quotient from the remainder, rounded to the nearest integer, its zero signed as `a / b`.
pub fn float_div_mod(a: f64, b: f64) -> (f64, f64) {
    let mut m = a % b;
    let mut div = (a - m) / b;
    if m != 0.0 {
        if (b < 0.0) != (m < 0.0) {
            m += b;
            div -= 1.0;
        }
    } else {
        m = 0.0f64.copysign(b);
    }
    let q = if div != 0.0 {
        let f = div.floor();
        if div - f > 0.5 {
            f + 1.0
        } else {
            f
        }
    } else {
        0.0f64.copysign(a / b)
    };
    (q, m)
}

pub fn binary(op: BinOp, a: &Value, b: &Value) -> Result<Value, PyErr> {
    if matches!(a, Value::Complex(..)) || matches!(b, Value::Complex(..)) {
        return super::complex::binary(op, a, b).unwrap_or_else(|| Err(unsupported(op, a, b)));
    }
    if matches!(a, Value::Long(_)) || matches!(b, Value::Long(_)) {
        return long_binary(op, a, b);
    }
    // bool's own `&`, `|` and `^` give bools (`True & False` is False, not 0).
    if let (Value::Bool(x), Value::Bool(y)) = (a, b) {
        match op {
            BinOp::BitAnd => return Ok(Value::Bool(x & y)),
            BinOp::BitOr => return Ok(Value::Bool(x | y)),
            BinOp::BitXor => return Ok(Value::Bool(x ^ y)),
            _ => {}
        }
    }
    if let (Some(x), Some(y)) = (as_int(a), as_int(b)) {
        return int_binary(op, x, y).map_err(|e| {
            if e.kind.is_empty() {
                unsupported(op, a, b)
            } else {
                e
            }
        });
    }
    if let (Some(x), Some(y)) = (as_float(a), as_float(b)) {
        let zero = || PyErr::new("ZeroDivisionError", "float division by zero");
        return Ok(Value::Float(fresh_if_nan(match op {
            BinOp::Add => x + y,
            BinOp::Sub => x - y,
            BinOp::Mul => x * y,
            BinOp::Div => {
                if y == 0.0 {
                    return Err(zero());
                }
                x / y
            }
            BinOp::FloorDiv => {
                if y == 0.0 {
                    return Err(PyErr::new(
                        "ZeroDivisionError",
                        "float floor division by zero",
                    ));
                }
                float_div_mod(x, y).0
            }
            BinOp::Mod => {
                if y == 0.0 {
                    return Err(PyErr::new("ZeroDivisionError", "float modulo"));
                }
                py_fmod(x, y)
            }
            BinOp::Pow => {
                if x == 0.0 && y < 0.0 {
                    return Err(PyErr::new(
                        "ZeroDivisionError",
                        "0.0 cannot be raised to a negative power",
                    ));
                }
                if x < 0.0 && x.is_finite() && y.is_finite() && y.fract() != 0.0 {
                    // A negative number to a fractional power is complex, as in CPython.
                    return binary(op, &Value::Complex(x, 0.0), &Value::Complex(y, 0.0));
                }
                let r = x.powf(y);
                if r.is_infinite() && x.is_finite() && y.is_finite() {
                    return Err(PyErr::new(
                        "OverflowError",
                        "(34, 'Numerical result out of range')",
                    ));
                }
                r
            }
            _ => return Err(unsupported(op, a, b)),
        })));
    }
    match (op, a, b) {
        (BinOp::Add, Value::Str(x), Value::Str(y)) => {
            super::native::check_str_len(x.len() + y.len())?;
            Ok(Value::str(&format!("{x}{y}")))
        }
        (BinOp::Add, Value::Bytes(_) | Value::ByteArray(_), _) => {
            let Some(y) = super::bytes::view(b) else {
                return Err(PyErr::type_error(format!(
                    "can't concat {} to {}",
                    b.type_name(),
                    a.type_name()
                )));
            };
            let mut x = super::bytes::view(a).unwrap_or_default();
            super::native::check_str_len(x.len() + y.len())?;
            x.extend_from_slice(&y);
            Ok(super::bytes::like(a, x))
        }
        (BinOp::Mul, Value::Bytes(_) | Value::ByteArray(_), n)
        | (BinOp::Mul, n, Value::Bytes(_) | Value::ByteArray(_))
            if as_int(n).is_some() =>
        {
            let seq = if as_int(a).is_some() { b } else { a };
            let x = super::bytes::view(seq).unwrap_or_default();
            let times = as_int(n).unwrap_or(0).max(0) as usize;
            if x.len()
                .checked_mul(times)
                .is_none_or(|c| c > isize::MAX as usize)
            {
                return Err(PyErr::new("MemoryError", ""));
            }
            super::native::check_str_len(x.len().saturating_mul(times))?;
            Ok(super::bytes::like(seq, x.repeat(times)))
        }
        (BinOp::Add, Value::List(x), Value::List(y)) => {
            let mut v = x.borrow().clone();
            v.extend(y.borrow().iter().cloned());
            Ok(Value::list(v))
        }
        (BinOp::Add, Value::Tuple(x), Value::Tuple(y)) => {
            let mut v = x.to_vec();
            v.extend(y.iter().cloned());
            Ok(Value::tuple(v))
        }
        (BinOp::Mul, Value::Str(s), n) | (BinOp::Mul, n, Value::Str(s)) if as_int(n).is_some() => {
            let times = as_int(n).unwrap_or(0).max(0) as usize;
            // CPython counts characters against the largest index-sized integer first.
            if s.chars()
                .count()
                .checked_mul(times)
                .is_none_or(|c| c > isize::MAX as usize)
            {
                return Err(PyErr::new("OverflowError", "repeated string is too long"));
            }
            // A str is limited by its bytes (not counted as "a container of N items").
            super::native::check_str_len(s.len().saturating_mul(times))?;
            Ok(Value::str(&s.repeat(times)))
        }
        (BinOp::Mul, Value::List(l), n) | (BinOp::Mul, n, Value::List(l))
            if as_int(n).is_some() =>
        {
            let items = l.borrow();
            let times = as_int(n).unwrap_or(0).max(0) as usize;
            Ok(Value::list(repeat(&items, times)?))
        }
        (BinOp::Mul, Value::Tuple(t), n) | (BinOp::Mul, n, Value::Tuple(t))
            if as_int(n).is_some() =>
        {
            let times = as_int(n).unwrap_or(0).max(0) as usize;
            Ok(Value::tuple(repeat(t, times)?))
        }
        _ => Err(unsupported(op, a, b)),
    }
}

/// `items` repeated `times` times, refused before allocating past the object memory limit: with
/// CPython's bare MemoryError where no machine could hold the result (more items than an
/// index-sized integer counts), with the playground's limit named otherwise.
fn repeat(items: &[Value], times: usize) -> Result<Vec<Value>, PyErr> {
    let total = items
        .len()
        .checked_mul(times)
        .filter(|&n| n <= isize::MAX as usize)
        .ok_or_else(|| PyErr::new("MemoryError", ""))?;
    check_size(total)?;
    let mut v = Vec::with_capacity(total);
    for _ in 0..times {
        // Chunked against the time limit, as every big copy is (`native::clone_polled`).
        for c in items.chunks(1 << 15) {
            super::native::poll_n(c.len())?;
            v.extend_from_slice(c);
        }
    }
    Ok(v)
}

/// Refuses to build a container past the object memory limit (before allocating it).
fn check_size(items: usize) -> Result<(), PyErr> {
    let limit = super::native::MAX_ITEMS;
    if items > limit {
        return Err(PyErr::new(
            "MemoryError",
            format!("a container of {items} items exceeds the playground's memory limit for Python objects ({limit} items)"),
        ));
    }
    // The run's whole budget too, before the container is built.
    super::native::check_host_memory(items.saturating_mul(std::mem::size_of::<Value>()))
}

fn int_binary(op: BinOp, x: i64, y: i64) -> Result<Value, PyErr> {
    let zero = |m: &str| PyErr::new("ZeroDivisionError", m);
    // A result past i64 is computed again as big ints.
    let big = || long::binary(op, &BigInt::from(x), &BigInt::from(y));
    Ok(match op {
        BinOp::Add => return x.checked_add(y).map(Value::Int).map_or_else(big, Ok),
        BinOp::Sub => return x.checked_sub(y).map(Value::Int).map_or_else(big, Ok),
        BinOp::Mul => return x.checked_mul(y).map(Value::Int).map_or_else(big, Ok),
        BinOp::Div => {
            if y == 0 {
                return Err(zero("division by zero"));
            }
            // Past 2**53 an int does not convert exactly: the quotient is rounded from the
            // exact ratio, as CPython's.
            const EXACT: u64 = 1 << 53;
            if x.unsigned_abs() > EXACT || y.unsigned_abs() > EXACT {
                return Ok(Value::Float(long::true_div(
                    &BigInt::from(x),
                    &BigInt::from(y),
                )?));
            }
            Value::Float(x as f64 / y as f64)
        }
        BinOp::FloorDiv => {
            if y == 0 {
                return Err(zero("integer division or modulo by zero"));
            }
            // Only `i64::MIN // -1` (2**63) does not fit.
            match x.checked_div_euclid(y) {
                Some(_) => Value::Int(floor_div(x, y)),
                None => return big(),
            }
        }
        BinOp::Mod => {
            if y == 0 {
                return Err(zero("integer modulo by zero"));
            }
            // `i64::MIN % -1` overflows Rust's `%` (a panic); every int modulo -1 is 0. Not
            // `x - (x // y) * y`: the product can pass i64::MIN before the subtraction brings it
            // back (`-(2**63) + 50` modulo 8241, which the fuzzer found).
            Value::Int(match x.checked_rem(y) {
                // Python's remainder takes the divisor's sign.
                Some(r) if r != 0 && ((r < 0) != (y < 0)) => r + y,
                Some(r) => r,
                None => 0,
            })
        }
        BinOp::Pow => {
            if y < 0 {
                if x == 0 {
                    return Err(zero("0.0 cannot be raised to a negative power"));
                }
                Value::Float((x as f64).powf(y as f64))
            } else {
                match u32::try_from(y).ok().and_then(|e| x.checked_pow(e)) {
                    Some(r) => Value::Int(r),
                    None => return big(),
                }
            }
        }
        BinOp::LShift => {
            if y < 0 {
                return Err(PyErr::value_error("negative shift count"));
            }
            let r = if y >= 63 {
                None
            } else {
                x.checked_mul(1i64 << y)
            };
            match r {
                Some(r) => Value::Int(r),
                None if x == 0 => Value::Int(0),
                None => return big(),
            }
        }
        BinOp::RShift => {
            if y < 0 {
                return Err(PyErr::value_error("negative shift count"));
            }
            Value::Int(x >> y.min(63))
        }
        BinOp::BitAnd => Value::Int(x & y),
        BinOp::BitOr => Value::Int(x | y),
        BinOp::BitXor => Value::Int(x ^ y),
        BinOp::MatMul => return Err(PyErr::new("", "")),
    })
}

/// Python's `//` on ints rounds toward negative infinity.
fn floor_div(x: i64, y: i64) -> i64 {
    let q = x / y;
    if (x % y != 0) && ((x < 0) != (y < 0)) {
        q - 1
    } else {
        q
    }
}

/// Equality without device reads or Python calls. Containers are walked without recursion
/// (`conts::hashed`), comparing instances of user classes inside them by identity; the VM's `==`,
/// `in` and the dict and set operations call their `__eq__` instead.
pub fn equal(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::List(_), Value::List(_))
        | (Value::Tuple(_), Value::Tuple(_))
        | (Value::Slice(_), Value::Slice(_))
        | (Value::Dict(_), Value::Dict(_))
        | (Value::Set(_), Value::Set(_)) => super::conts::hashed::equal_native(a, b),
        _ => equal_inner(a, b),
    }
}

fn equal_inner(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::None, Value::None) => true,
        (Value::Str(x), Value::Str(y)) => x == y,
        (Value::Bytes(x), Value::Bytes(y)) => x == y,
        (Value::Bytes(_) | Value::ByteArray(_), Value::Bytes(_) | Value::ByteArray(_)) => {
            super::bytes::view(a) == super::bytes::view(b)
        }
        (Value::Foreign(x), Value::Foreign(y)) => x.same_value(&**y),
        (
            Value::Range {
                start: a0,
                stop: a1,
                step: a2,
            },
            Value::Range {
                start: b0,
                stop: b1,
                step: b2,
            },
        ) => {
            let (n, m) = (
                super::value::range_len(*a0, *a1, *a2),
                super::value::range_len(*b0, *b1, *b2),
            );
            n == m && (n == 0 || (a0 == b0 && (n == 1 || a2 == b2)))
        }
        (Value::Native(x), Value::Native(y)) => x.name == y.name,
        (Value::Complex(..), _) | (_, Value::Complex(..)) => {
            super::complex::equal(a, b).unwrap_or(false)
        }
        (Value::BoundMethod(x), Value::BoundMethod(y)) => {
            identical(&x.0, &y.0) && identical(&x.1, &y.1)
        }
        _ => match num_order(a, b) {
            Some(o) => o == Some(std::cmp::Ordering::Equal),
            None => identical(a, b),
        },
    }
}

/// The exact order of two numbers (ints of any size, bools, floats), as CPython compares them:
/// `None` if either is not a number, `Some(None)` if they are unordered (a NaN).
pub fn num_order(a: &Value, b: &Value) -> Option<Option<std::cmp::Ordering>> {
    use std::cmp::Ordering;
    if let (Some(i), Some(j)) = (as_int(a), as_int(b)) {
        return Some(Some(i.cmp(&j)));
    }
    Some(match (a, b) {
        (Value::Float(x), Value::Float(y)) => x.partial_cmp(y),
        (Value::Long(x), Value::Float(f)) => long::cmp_float(x, *f),
        (Value::Float(f), Value::Long(x)) => long::cmp_float(x, *f).map(Ordering::reverse),
        (Value::Float(f), other) => long::cmp_i64_float(as_int(other)?, *f).map(Ordering::reverse),
        (other, Value::Float(f)) => long::cmp_i64_float(as_int(other)?, *f),
        (Value::Long(_), _) | (_, Value::Long(_)) => Some(long::big_of(a)?.cmp(&long::big_of(b)?)),
        _ => return None,
    })
}

/// The payload bits of a quiet NaN.
const NAN_PAYLOAD: u64 = (1 << 51) - 1;

thread_local! {
    /// The next NaN's tag (see [`fresh_nan`]); 1 is `math.nan`'s, 2 `json`'s.
    static NAN_TAG: std::cell::Cell<u64> = const { std::cell::Cell::new(3) };
}

/// `math.nan`: one NaN object, as CPython's module constant.
pub const MATH_NAN: f64 = f64::from_bits(0x7FF8_0000_0000_0001);

/// `json.decoder.NaN`: the one NaN object json's decoding gives, as CPython's module constant.
pub const JSON_NAN: f64 = f64::from_bits(0x7FF8_0000_0000_0002);

/// A new NaN "object": floats are unboxed here, so a NaN made by `float('nan')` or an operation
/// carries a tag of its own in its payload bits. The same NaN met twice is then identical
/// (`x = float('nan'); [x] == [x]`, `x in [x]`), two made apart are not, as two objects in
/// CPython. (A payload never shows: repr, hashing and packing treat every NaN alike.)
pub fn fresh_nan(like: f64) -> f64 {
    let tag = NAN_TAG.with(|t| {
        let v = t.get();
        t.set(if v >= NAN_PAYLOAD { 3 } else { v + 1 });
        v
    });
    f64::from_bits((like.to_bits() & (1 << 63)) | 0x7FF8_0000_0000_0000 | tag)
}

/// `r` as an operation's new result: a NaN gets a tag of its own (see [`fresh_nan`]).
#[inline]
pub fn fresh_if_nan(r: f64) -> f64 {
    if r.is_nan() {
        fresh_nan(r)
    } else {
        r
    }
}

/// `is`: identity for reference types, value for the small immutable ones CPython interns.
pub fn identical(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::None, Value::None) => true,
        (Value::Bool(x), Value::Bool(y)) => x == y,
        (Value::List(x), Value::List(y)) => Rc::ptr_eq(x, y),
        (Value::Dict(x), Value::Dict(y)) => Rc::ptr_eq(x, y),
        // (CPython's empty tuple is one object.)
        (Value::Tuple(x), Value::Tuple(y)) => Rc::ptr_eq(x, y) || (x.is_empty() && y.is_empty()),
        (Value::Function(x), Value::Function(y)) => Rc::ptr_eq(x, y),
        (Value::Module(x), Value::Module(y)) => Rc::ptr_eq(x, y),
        (Value::Foreign(x), Value::Foreign(y)) => x.same_object(&**y),
        (Value::Int(x), Value::Int(y)) => x == y && (-5..=256).contains(x),
        (Value::Long(x), Value::Long(y)) => Rc::ptr_eq(x, y),
        // Floats and ranges are unboxed here: the same value stands for the same object, so
        // `x is x` holds. A NaN is the same object only by its tag (see `fresh_nan`): an untagged
        // one (from a native) is never identical, as two NaN objects are two keys of a set.
        (Value::Float(x), Value::Float(y)) => {
            x.to_bits() == y.to_bits() && (!x.is_nan() || x.to_bits() & NAN_PAYLOAD != 0)
        }
        (Value::Complex(a, b), Value::Complex(c, d)) => {
            a.to_bits() == c.to_bits() && b.to_bits() == d.to_bits() && !a.is_nan() && !b.is_nan()
        }
        (
            Value::Range { start, stop, step },
            Value::Range {
                start: s2,
                stop: e2,
                step: t2,
            },
        ) => (start, stop, step) == (s2, e2, t2),
        (Value::DictView(x), Value::DictView(y)) => Rc::ptr_eq(x, y),
        (Value::Object(x), Value::Object(y)) => Rc::ptr_eq(x, y),
        (Value::Class(x), Value::Class(y)) => Rc::ptr_eq(x, y),
        (Value::Set(x), Value::Set(y)) => Rc::ptr_eq(x, y),
        (Value::Generator(x), Value::Generator(y)) => Rc::ptr_eq(x, y),
        (Value::Iterator(x), Value::Iterator(y)) => Rc::ptr_eq(x, y),
        (Value::BoundMethod(x), Value::BoundMethod(y)) => Rc::ptr_eq(x, y),
        (Value::BoundNative(x), Value::BoundNative(y)) => {
            Rc::ptr_eq(x, y) || crate::builtins::same_unbound(x, y)
        }
        (Value::Property(x), Value::Property(y)) => Rc::ptr_eq(x, y),
        (Value::StaticMethod(x), Value::StaticMethod(y)) => Rc::ptr_eq(x, y),
        (Value::ClassMethod(x), Value::ClassMethod(y)) => Rc::ptr_eq(x, y),
        (Value::Slice(x), Value::Slice(y)) => Rc::ptr_eq(x, y),
        // A built-in type or method is made again where it is looked up: a type is the same
        // object by name (`type(b"") is bytes`), a function by name and code (`list.__init__`
        // is not object's).
        (Value::Native(x), Value::Native(y)) => {
            Rc::ptr_eq(x, y)
                || (x.name == y.name
                    && (crate::native::is_class_name(&x.name) || std::ptr::fn_addr_eq(x.f, y.f)))
        }
        (Value::NotImplemented, Value::NotImplemented) => true,
        (Value::Ellipsis, Value::Ellipsis) => true,
        (Value::Str(x), Value::Str(y)) => Rc::ptr_eq(x, y) || (x.len() <= 1 && x == y),
        // CPython keeps one object for the empty bytes and each single byte.
        (Value::Bytes(x), Value::Bytes(y)) => Rc::ptr_eq(x, y) || (x.len() <= 1 && x == y),
        (Value::ByteArray(x), Value::ByteArray(y)) => Rc::ptr_eq(x, y),
        _ => false,
    }
}

pub fn compare(op: CmpOp, a: &Value, b: &Value) -> Result<Value, PyErr> {
    let ord = |a: &Value, b: &Value| -> Result<std::cmp::Ordering, PyErr> {
        match (a, b) {
            (Value::Str(x), Value::Str(y)) => Ok(x.cmp(y)),
            (Value::Bytes(_) | Value::ByteArray(_), Value::Bytes(_) | Value::ByteArray(_)) => {
                Ok(super::bytes::view(a).cmp(&super::bytes::view(b)))
            }
            (Value::List(x), Value::List(y)) => {
                let (x, y) = (x.borrow().clone(), y.borrow().clone());
                seq_order(op, &x, &y)
            }
            (Value::Tuple(x), Value::Tuple(y)) => seq_order(op, x, y),
            (Value::Slice(x), Value::Slice(y)) => seq_order(op, &x[..], &y[..]),
            (Value::Set(_), Value::Set(_)) => set_order(a, b),
            // Keys and items views order as sets, against sets and each other.
            (Value::DictView(_), Value::Set(_) | Value::DictView(_))
            | (Value::Set(_), Value::DictView(_))
                if [a, b].iter().all(|v| {
                    matches!(v, Value::Set(_)) || super::conts::hashed::view_as_set(v).is_some()
                }) =>
            {
                let as_set = |v: &Value| super::conts::hashed::view_as_set(v).unwrap_or(v.clone());
                set_order(&as_set(a), &as_set(b))
            }
            _ => match num_order(a, b) {
                Some(o) => o.ok_or_else(|| PyErr::new("", "nan")),
                None => Err(PyErr::type_error(format!(
                    "'{}' not supported between instances of '{}' and '{}'",
                    op.symbol(),
                    a.type_name(),
                    b.type_name()
                ))),
            },
        }
    };
    let result = match op {
        CmpOp::Eq => equal(a, b),
        CmpOp::Ne => !equal(a, b),
        CmpOp::Is => identical(a, b),
        CmpOp::IsNot => !identical(a, b),
        CmpOp::In | CmpOp::NotIn => {
            let found = contains(b, a)?;
            if op == CmpOp::In {
                found
            } else {
                !found
            }
        }
        CmpOp::Lt | CmpOp::Le | CmpOp::Gt | CmpOp::Ge => match ord(a, b) {
            Ok(o) => match op {
                CmpOp::Lt => o.is_lt(),
                CmpOp::Le => o.is_le(),
                CmpOp::Gt => o.is_gt(),
                _ => o.is_ge(),
            },
            // NaN compares false with everything.
            Err(e) if e.kind.is_empty() => false,
            Err(e) => return Err(e),
        },
    };
    Ok(Value::Bool(result))
}

/// Whether any of `items` equals `item`, charging the time limit per item.
fn any_equal<'a>(items: impl Iterator<Item = &'a Value>, item: &Value) -> Result<bool, PyErr> {
    for v in items {
        super::native::poll()?;
        if identical(v, item) || equal(v, item) {
            return Ok(true);
        }
    }
    Ok(false)
}

fn contains(container: &Value, item: &Value) -> Result<bool, PyErr> {
    Ok(match container {
        Value::List(l) => any_equal(l.borrow().iter(), item)?,
        Value::Tuple(t) => any_equal(t.iter(), item)?,
        Value::Dict(d) => match super::table::hash_native(item)? {
            Some(h) => !matches!(d.borrow().find(h, item), super::table::Find::Miss),
            None => d.borrow().iter().any(|(k, _)| equal(k, item)),
        },
        Value::Set(d) => match super::table::hash_native(item)? {
            Some(h) => !matches!(d.borrow().find(h, item), super::table::Find::Miss),
            None => d.borrow().iter().any(|k| equal(k, item)),
        },
        Value::Iterator(it) => {
            let mut it = it.borrow_mut();
            let mut found = false;
            while let Some(x) = it.next_value()? {
                if equal(&x, item) {
                    found = true;
                    break;
                }
            }
            found
        }
        Value::Str(s) => match crate::subclass::text(item) {
            Some(sub) => s.contains(sub),
            None => {
                return Err(PyErr::type_error(format!(
                    "'in <string>' requires string as left operand, not {}",
                    crate::dunder::type_name(item)
                )))
            }
        },
        Value::Bytes(_) | Value::ByteArray(_) => {
            let hay = super::bytes::view(container).unwrap_or_default();
            match (item, super::bytes::view(item)) {
                (_, Some(sub)) => sub.is_empty() || hay.windows(sub.len()).any(|w| w == sub),
                (Value::Int(_) | Value::Bool(_) | Value::Long(_), _) => {
                    hay.contains(&super::bytes::byte_of(item)?)
                }
                (other, None) => {
                    return Err(PyErr::type_error(format!(
                        "a bytes-like object is required, not '{}'",
                        other.type_name()
                    )))
                }
            }
        }
        Value::Range { start, stop, step } => match as_int(item) {
            Some(i) => {
                let inside = if *step > 0 {
                    i >= *start && i < *stop
                } else {
                    i <= *start && i > *stop
                };
                inside && (i - start) % step == 0
            }
            None => false,
        },
        other => {
            return Err(PyErr::type_error(format!(
                "argument of type '{}' is not iterable",
                other.type_name()
            )))
        }
    })
}

/// Lexicographic order of sequences: the first unequal pair decides, then the lengths.
fn seq_order(op: CmpOp, x: &[Value], y: &[Value]) -> Result<std::cmp::Ordering, PyErr> {
    for (a, b) in x.iter().zip(y.iter()) {
        // Identity first, as CPython's `PyObject_RichCompareBool` (a NaN equals itself here).
        if identical(a, b) || equal(a, b) {
            continue;
        }
        return match compare(CmpOp::Lt, a, b)? {
            Value::Bool(true) => Ok(std::cmp::Ordering::Less),
            _ => match compare(CmpOp::Gt, a, b)? {
                Value::Bool(true) => Ok(std::cmp::Ordering::Greater),
                // Unordered elements (NaN): every comparison is false.
                _ => Err(PyErr::new("", "nan")),
            },
        };
    }
    let _ = op;
    Ok(x.len().cmp(&y.len()))
}

/// Subset order; incomparable sets make every ordering comparison false.
fn set_order(a: &Value, b: &Value) -> Result<std::cmp::Ordering, PyErr> {
    let (Value::Set(x), Value::Set(y)) = (a, b) else {
        return Err(PyErr::new("", "unordered"));
    };
    let (x, y) = (x.borrow(), y.borrow());
    let sub = x.iter().all(|k| y.iter().any(|k2| equal(k, k2)));
    let sup = y.iter().all(|k| x.iter().any(|k2| equal(k, k2)));
    match (sub, sup) {
        (true, true) => Ok(std::cmp::Ordering::Equal),
        (true, false) => Ok(std::cmp::Ordering::Less),
        (false, true) => Ok(std::cmp::Ordering::Greater),
        _ => Err(PyErr::new("", "unordered")),
    }
}
