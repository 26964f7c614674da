//! Python's arbitrary-precision `int` past the i64 fast path.
//!
//! An int is `Value::Int(i64)` whenever it fits, and `Value::Long` (a `num_bigint::BigInt`) only
//! when it does not: [`norm`] keeps that invariant, so the loop's small-int paths never see a big
//! one and two equal ints always have the same variant. The i64 paths overflow into here
//! (`arith::int_binary`), and every result comes back through [`norm`].
//!
//! What CPython 3.11 does is the reference: floor division and modulo round toward negative
//! infinity, `int / int` and `float(int)` are correctly rounded, comparisons with floats are exact,
//! `hash` is the value modulo 2**61 - 1, and `str()`/`int(str)` refuse more than 4300 digits
//! (`sys.set_int_max_str_digits`). Ints larger than [`MAX_BITS`] end in a MemoryError before they
//! are built: one multiplication of such numbers would run past any time limit uninterrupted.

use std::cell::Cell;
use std::cmp::Ordering;
use std::rc::Rc;

use num_bigint::{BigInt, Sign};
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

use super::code::BinOp;
use super::errors::PyErr;
use super::value::Value;

/// The largest int a program may build, in bits (2 MiB of digits, about 5 million decimal digits).
pub const MAX_BITS: u64 = 1 << 24;

/// CPython's default for `sys.get_int_max_str_digits()`.
pub const DEFAULT_MAX_STR_DIGITS: usize = 4300;
/// CPython's `sys.int_info.str_digits_check_threshold`: smaller limits are refused.
pub const STR_DIGITS_THRESHOLD: usize = 640;

thread_local! {
    static MAX_STR_DIGITS: Cell<usize> = const { Cell::new(DEFAULT_MAX_STR_DIGITS) };
}

/// `sys.get_int_max_str_digits()` (0 is no limit).
pub fn max_str_digits() -> usize {
    MAX_STR_DIGITS.with(|c| c.get())
}

/// `sys.set_int_max_str_digits(n)`; a run starts with the default (`reset_max_str_digits`).
pub fn set_max_str_digits(n: i64) -> Result<(), PyErr> {
    if n != 0 && n < STR_DIGITS_THRESHOLD as i64 {
        return Err(PyErr::value_error(format!(
            "maxdigits must be 0 or larger than {STR_DIGITS_THRESHOLD}"
        )));
    }
    MAX_STR_DIGITS.with(|c| c.set(n as usize));
    Ok(())
}

pub fn reset_max_str_digits() {
    MAX_STR_DIGITS.with(|c| c.set(DEFAULT_MAX_STR_DIGITS));
}

/// The int `b` as a value: `Int` when it fits in i64, else `Long`.
pub fn norm(b: BigInt) -> Value {
    match b.to_i64() {
        Some(i) => Value::Int(i),
        None => Value::Long(Rc::new(b)),
    }
}

/// The int an int-like value (int, bool, big int) holds.
pub fn big_of(v: &Value) -> Option<BigInt> {
    match v {
        Value::Int(i) => Some(BigInt::from(*i)),
        Value::Bool(b) => Some(BigInt::from(*b as i64)),
        Value::Long(b) => Some((**b).clone()),
        _ => None,
    }
}

fn too_big() -> PyErr {
    PyErr::new(
        "MemoryError",
        format!(
            "an int of more than {MAX_BITS} bits exceeds the playground's memory limit for ints"
        ),
    )
}

/// Refuses a result of about `bits` bits before computing it; charges the work (in 64-bit
/// limbs) to the time limit.
fn check_bits(bits: u64) -> Result<(), PyErr> {
    if bits > MAX_BITS {
        return Err(too_big());
    }
    super::native::poll_n((bits / 64) as usize + 1)
}

pub fn overflow_float() -> PyErr {
    PyErr::new("OverflowError", "int too large to convert to float")
}

/// `float(b)`, correctly rounded (half to even), or CPython's OverflowError.
pub fn to_f64(b: &BigInt) -> Result<f64, PyErr> {
    let f = to_f64_inf(b);
    if f.is_finite() {
        Ok(f)
    } else {
        Err(overflow_float())
    }
}

/// `b` rounded to the nearest float (infinite past the largest one).
fn to_f64_inf(b: &BigInt) -> f64 {
    let bits = b.bits();
    let mag = b.magnitude();
    let f = if bits <= 64 {
        mag.to_u64().unwrap_or(0) as f64
    } else {
        // The top 55 bits and a sticky bit for the rest: rounding that to 53 bits is the
        // correctly rounded value of the whole (u64 -> f64 rounds half to even).
        let shift = bits - 55;
        let top = (mag >> shift).to_u64().unwrap_or(0);
        let sticky = mag.trailing_zeros().is_some_and(|t| t < shift) as u64;
        if bits > 1100 {
            f64::INFINITY
        } else {
            libm::ldexp((top | sticky) as f64, shift as i32)
        }
    };
    if b.sign() == Sign::Minus {
        -f
    } else {
        f
    }
}

/// `a / b` for ints, correctly rounded as CPython's true division.
pub fn true_div(a: &BigInt, b: &BigInt) -> Result<f64, PyErr> {
    if b.is_zero() {
        return Err(PyErr::new("ZeroDivisionError", "division by zero"));
    }
    let limit = BigInt::from(1u64 << 53);
    if a.abs() <= limit && b.abs() <= limit {
        return Ok(to_f64_inf(a) / to_f64_inf(b));
    }
    let negative = (a.sign() == Sign::Minus) != (b.sign() == Sign::Minus);
    let (na, nb) = (a.abs(), b.abs());
    if na.is_zero() {
        return Ok(if negative { -0.0 } else { 0.0 });
    }
    // The quotient scaled by 2**-shift to 55 or 56 bits, truncated; the remainder says whether
    // anything nonzero was cut off below it.
    let shift = na.bits() as i64 - nb.bits() as i64 - 55;
    let (q, r) = if shift >= 0 {
        na.div_rem(&(nb << shift as u64))
    } else {
        (na << (-shift) as u64).div_rem(&nb)
    };
    let q = q.to_u64().unwrap_or(0);
    // Rounded once, half to even, to 53 bits, or at 2**-1074 for a subnormal result, so the
    // scaling below is exact (a float rounded twice can be one unit off).
    let bits = 64 - q.leading_zeros() as i64;
    let drop = (bits - 53).max(-1074 - shift);
    let f = if drop >= 64 {
        0.0
    } else {
        let kept = q >> drop;
        let rest = q & ((1u64 << drop) - 1);
        let half = 1u64 << (drop - 1);
        let up = rest > half || (rest == half && (!r.is_zero() || kept & 1 == 1));
        let m = kept + up as u64;
        let e = shift + drop;
        if e > 1100 {
            f64::INFINITY
        } else {
            libm::ldexp(m as f64, e as i32)
        }
    };
    if f.is_infinite() {
        return Err(PyErr::new(
            "OverflowError",
            "integer division result too large for a float",
        ));
    }
    Ok(if negative { -f } else { f })
}

/// The exact order of an int and a float (`None` with a NaN).
pub fn cmp_float(b: &BigInt, f: f64) -> Option<Ordering> {
    if f.is_nan() {
        return None;
    }
    if f.is_infinite() {
        return Some(if f > 0.0 {
            Ordering::Less
        } else {
            Ordering::Greater
        });
    }
    let whole = f.trunc();
    let fi = from_f64_exact(whole);
    Some(match b.cmp(&fi) {
        Ordering::Equal => 0.0f64.partial_cmp(&(f - whole)).unwrap_or(Ordering::Equal),
        o => o,
    })
}

/// The int of an integral finite float, exactly.
fn from_f64_exact(f: f64) -> BigInt {
    if f.abs() < 9.0e15 {
        return BigInt::from(f as i64);
    }
    let (m, e) = libm::frexp(f);
    // f = m * 2**e with 0.5 <= |m| < 1: 53 bits of mantissa as an integer, shifted.
    let mant = libm::ldexp(m, 53) as i64;
    let e = e - 53;
    if e >= 0 {
        BigInt::from(mant) << e as u64
    } else {
        BigInt::from(mant) >> (-e) as u64
    }
}

/// `int(f)` of a float, any size.
pub fn from_f64(f: f64) -> Result<Value, PyErr> {
    if f.is_nan() {
        return Err(PyErr::value_error("cannot convert float NaN to integer"));
    }
    if f.is_infinite() {
        return Err(PyErr::new(
            "OverflowError",
            "cannot convert float infinity to integer",
        ));
    }
    Ok(norm(from_f64_exact(f.trunc())))
}

/// The exact order of an i64 and a float (CPython compares ints and floats exactly, so
/// `2**53 + 1 == 2.0**53` is False).
pub fn cmp_i64_float(i: i64, f: f64) -> Option<Ordering> {
    if i.unsigned_abs() <= 1 << 53 {
        (i as f64).partial_cmp(&f)
    } else {
        cmp_float(&BigInt::from(i), f)
    }
}

/// CPython's `hash()` of an int: its value modulo 2**61 - 1, keeping the sign (-1 is -2).
pub fn hash(b: &BigInt) -> i64 {
    const MODULUS: u64 = (1 << 61) - 1;
    let m = (b.magnitude() % MODULUS).to_u64().unwrap_or(0) as i64;
    let h = if b.sign() == Sign::Minus { -m } else { m };
    if h == -1 {
        -2
    } else {
        h
    }
}

fn str_limit_error() -> PyErr {
    PyErr::value_error(format!(
        "Exceeds the limit ({} digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit",
        max_str_digits()
    ))
}

/// `str(b)`, refused past `sys.get_int_max_str_digits()` digits as CPython refuses it.
pub fn to_decimal(b: &BigInt) -> Result<String, PyErr> {
    let limit = max_str_digits();
    // log10(2) < 0.30103: a number of `bits` bits has at least (bits - 1) * 0.30103 digits.
    if limit > 0
        && (b.bits().saturating_sub(1) as f64 * std::f64::consts::LOG10_2) as usize >= limit
    {
        return Err(str_limit_error());
    }
    super::native::poll_n(b.bits() as usize / 64 + 1)?;
    let s = b.to_string();
    let digits = s.len() - (b.sign() == Sign::Minus) as usize;
    if limit > 0 && digits > limit {
        return Err(str_limit_error());
    }
    Ok(s)
}

/// `str(b)` where no error can be raised (debug output, messages): the digits, or a summary
/// past the limit.
pub fn display(b: &BigInt) -> String {
    to_decimal(b).unwrap_or_else(|_| format!("<int of {} bits>", b.bits()))
}

/// `int(text, base)` of a string of digits (already stripped of sign, prefix and underscores),
/// past i64. `None` if a character is not a digit of `base`.
pub fn parse_digits(digits: &str, base: u32, negative: bool) -> Result<Option<Value>, PyErr> {
    let limit = max_str_digits();
    if base == 10 && limit > 0 && digits.len() > limit {
        return Err(PyErr::value_error(format!(
            "Exceeds the limit ({limit} digits) for integer string conversion: value has {} digits; use sys.set_int_max_str_digits() to increase the limit",
            digits.len()
        )));
    }
    check_bits((digits.len() as f64 * (base as f64).log2()) as u64)?;
    let Some(b) = BigInt::parse_bytes(digits.as_bytes(), base) else {
        return Ok(None);
    };
    Ok(Some(norm(if negative { -b } else { b })))
}

/// `bin`/`oct`/`hex` digits of `b` with their prefix (`-0x1f`).
pub fn to_radix(b: &BigInt, radix: u32, prefix: &str) -> Result<String, PyErr> {
    super::native::poll_n(b.bits() as usize / 64 + 1)?;
    let digits = b.magnitude().to_str_radix(radix);
    let sign = if b.sign() == Sign::Minus { "-" } else { "" };
    Ok(format!("{sign}{prefix}{digits}"))
}

fn zero_div(m: &str) -> PyErr {
    PyErr::new("ZeroDivisionError", m)
}

/// Python's floor division and modulo.
fn floor_div_mod(a: &BigInt, b: &BigInt) -> (BigInt, BigInt) {
    a.div_mod_floor(b)
}

/// A binary operator on two ints, at least one of them past i64 or the i64 result overflowing.
/// `Err` with an empty kind for an operator ints do not have (the caller names the types).
pub fn binary(op: BinOp, a: &BigInt, b: &BigInt) -> Result<Value, PyErr> {
    let (ba, bb) = (a.bits(), b.bits());
    Ok(match op {
        BinOp::Add => {
            check_bits(ba.max(bb) + 1)?;
            norm(a + b)
        }
        BinOp::Sub => {
            check_bits(ba.max(bb) + 1)?;
            norm(a - b)
        }
        BinOp::Mul => {
            check_bits(ba + bb)?;
            // Multiplication is superlinear: charge the product of the sizes, in limbs.
            super::native::poll_n(((ba / 64 + 1) * (bb / 64 + 1)).min(1 << 40) as usize / 64)?;
            norm(a * b)
        }
        BinOp::Div => Value::Float(true_div(a, b)?),
        BinOp::FloorDiv => {
            if b.is_zero() {
                return Err(zero_div("integer division or modulo by zero"));
            }
            check_bits(ba)?;
            norm(floor_div_mod(a, b).0)
        }
        BinOp::Mod => {
            if b.is_zero() {
                return Err(zero_div("integer modulo by zero"));
            }
            check_bits(ba)?;
            norm(floor_div_mod(a, b).1)
        }
        BinOp::Pow => {
            if b.sign() == Sign::Minus {
                if a.is_zero() {
                    return Err(zero_div("0.0 cannot be raised to a negative power"));
                }
                let base = to_f64(a)?;
                let e = to_f64_inf(b);
                return Ok(Value::Float(base.powf(e)));
            }
            if a.is_zero() || a.is_one() {
                return Ok(norm(a.clone()));
            }
            if *a == BigInt::from(-1) {
                return Ok(Value::Int(if b.is_even() { 1 } else { -1 }));
            }
            let e = b.to_u64().filter(|&e| e <= MAX_BITS).ok_or_else(too_big)?;
            // |a| >= 2: the result has at least e * (bits(a) - 1) bits.
            let bits = (ba.saturating_sub(1)).saturating_mul(e).max(e);
            check_bits(bits)?;
            norm(pow_polled(a, e)?)
        }
        BinOp::LShift => {
            if b.sign() == Sign::Minus {
                return Err(PyErr::value_error("negative shift count"));
            }
            if a.is_zero() {
                return Ok(Value::Int(0));
            }
            let s = b.to_u64().filter(|&s| s <= MAX_BITS).ok_or_else(too_big)?;
            check_bits(ba + s)?;
            norm(a << s)
        }
        BinOp::RShift => {
            if b.sign() == Sign::Minus {
                return Err(PyErr::value_error("negative shift count"));
            }
            match b.to_u64().filter(|&s| s < ba + 1) {
                // Arithmetic shift: rounds toward negative infinity, as Python's.
                Some(s) => norm(a >> s),
                None => Value::Int(if a.sign() == Sign::Minus { -1 } else { 0 }),
            }
        }
        BinOp::BitAnd => norm(a & b),
        BinOp::BitOr => norm(a | b),
        BinOp::BitXor => norm(a ^ b),
        BinOp::MatMul => return Err(PyErr::new("", "")),
    })
}

/// `a ** e` by squaring, charging each step's work to the time limit.
fn pow_polled(a: &BigInt, mut e: u64) -> Result<BigInt, PyErr> {
    let mut base = a.clone();
    let mut acc = BigInt::one();
    loop {
        if e & 1 == 1 {
            let w = (acc.bits() / 64 + 1) * (base.bits() / 64 + 1);
            super::native::poll_n((w / 64) as usize + 1)?;
            acc *= &base;
        }
        e >>= 1;
        if e == 0 {
            return Ok(acc);
        }
        let w = (base.bits() / 64 + 1).pow(2);
        super::native::poll_n((w / 64) as usize + 1)?;
        base = &base * &base;
    }
}

/// Three-argument `pow(a, e, m)`: `e` may be negative (a modular inverse), as CPython 3.8+.
pub fn pow_mod(a: &BigInt, e: &BigInt, m: &BigInt) -> Result<Value, PyErr> {
    if m.is_zero() {
        return Err(PyErr::value_error("pow() 3rd argument cannot be 0"));
    }
    check_bits(m.bits())?;
    let (base, e) = if e.sign() == Sign::Minus {
        let inv = mod_inverse(a, m)
            .ok_or_else(|| PyErr::value_error("base is not invertible for the given modulus"))?;
        (inv, -e)
    } else {
        (a.clone(), e.clone())
    };
    super::native::poll_n(((e.bits() * (m.bits() / 64 + 1).pow(2)) / 64) as usize + 1)?;
    let mm = m.abs();
    let r = base.mod_floor(&mm).modpow(&e, &mm);
    // The result takes the modulus's sign, as `%` does.
    let r = if m.sign() == Sign::Minus && !r.is_zero() {
        r + m
    } else {
        r
    };
    Ok(norm(r))
}

fn mod_inverse(a: &BigInt, m: &BigInt) -> Option<BigInt> {
    let mm = m.abs();
    let g = a.mod_floor(&mm).extended_gcd(&mm);
    if !g.gcd.is_one() {
        return None;
    }
    Some(g.x.mod_floor(&mm))
}

/// `-b`, `~b` and `abs(b)` of a big int.
pub fn neg(b: &BigInt) -> Value {
    norm(-b)
}

pub fn invert(b: &BigInt) -> Value {
    norm(-b - 1)
}

pub fn abs(b: &BigInt) -> Value {
    norm(b.abs())
}

/// `int.bit_length()` and `int.bit_count()`.
pub fn bit_length(b: &BigInt) -> i64 {
    b.bits() as i64
}

pub fn bit_count(b: &BigInt) -> i64 {
    b.magnitude().count_ones() as i64
}

/// `math.isqrt`, `math.factorial`, `math.gcd` past i64.
pub fn isqrt(b: &BigInt) -> Value {
    norm(b.sqrt())
}

pub fn gcd(a: &BigInt, b: &BigInt) -> Value {
    norm(a.gcd(b))
}

/// `math.factorial(n)` of any n whose result fits the int limit.
pub fn factorial(n: u64) -> Result<Value, PyErr> {
    // log2(n!) < n * log2(n).
    let bits = (n as f64 * (n.max(2) as f64).log2()) as u64;
    check_bits(bits)?;
    // Product of a range by halves keeps the operands balanced (fast multiplication).
    fn product(lo: u64, hi: u64) -> Result<BigInt, PyErr> {
        if hi - lo < 16 {
            let mut acc = BigInt::one();
            for k in lo..=hi {
                acc *= k;
            }
            return Ok(acc);
        }
        let mid = lo + (hi - lo) / 2;
        let (a, b) = (product(lo, mid)?, product(mid + 1, hi)?);
        super::native::poll_n(((a.bits() / 64 + 1) * (b.bits() / 64 + 1) / 64) as usize + 1)?;
        Ok(a * b)
    }
    if n < 2 {
        return Ok(Value::Int(1));
    }
    Ok(norm(product(2, n)?))
}

/// `math.comb(n, k)` and `math.perm(n, k)` for any non-negative n, k.
pub fn comb(n: &BigInt, k: &BigInt, perm: bool) -> Result<Value, PyErr> {
    if k > n {
        return Ok(Value::Int(0));
    }
    let k = if !perm && (n - k) < *k {
        n - k
    } else {
        k.clone()
    };
    let kk = k.to_u64().filter(|&k| k <= MAX_BITS).ok_or_else(too_big)?;
    check_bits(kk.saturating_mul(n.bits()))?;
    let mut acc = BigInt::one();
    for i in 0..kk {
        super::native::poll_n((acc.bits() / 64) as usize + 1)?;
        acc *= n - BigInt::from(i);
        if !perm {
            acc /= i + 1;
        }
    }
    Ok(norm(acc))
}

/// `round(b, ndigits)` for a negative `ndigits`: to a multiple of 10**-ndigits, half to even.
pub fn round_digits(b: &BigInt, ndigits: i64) -> Result<Value, PyErr> {
    if ndigits >= 0 {
        return Ok(norm(b.clone()));
    }
    let p = (-ndigits) as u64;
    if p as f64 * std::f64::consts::LOG2_10 > b.bits() as f64 + 4.0 {
        return Ok(Value::Int(0));
    }
    let m = BigInt::from(10).pow(p as u32);
    let (q, r) = b.div_mod_floor(&m);
    let twice: BigInt = &r * 2u32;
    let up = match twice.cmp(&m) {
        Ordering::Greater => true,
        Ordering::Less => false,
        Ordering::Equal => q.is_odd(),
    };
    Ok(norm(if up { (q + 1) * m } else { q * m }))
}

/// The float of an int-like value, big ones correctly rounded (OverflowError past the floats).
pub fn value_to_f64(v: &Value) -> Result<Option<f64>, PyErr> {
    Ok(match v {
        Value::Int(i) => Some(*i as f64),
        Value::Bool(b) => Some(*b as i64 as f64),
        Value::Float(f) => Some(*f),
        Value::Long(b) => Some(to_f64(b)?),
        _ => None,
    })
}

/// `log(b)` of a positive int for `log` one of ln, log2, log10, as CPython's `loghelper`: through
/// the float when the int converts, else `log(m) + log(2) * e` for `b = m * 2**e`, 0.5 <= m < 1.
pub fn log_with(b: &BigInt, log: fn(f64) -> f64) -> f64 {
    let f = to_f64_inf(b);
    if f.is_finite() {
        return log(f);
    }
    // The top 64 bits as the mantissa: rounding them to a float loses nothing the log can see.
    let e = b.bits();
    let shift = e - 64;
    let m = libm::ldexp(to_f64_inf(&(b >> shift)), -64);
    log(m) + log(2.0) * e as f64
}

/// The error when a big int is used where a machine-sized one is needed.
pub fn index_overflow() -> PyErr {
    PyErr::new(
        "OverflowError",
        "Python int too large to convert to C ssize_t",
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn big(s: &str) -> BigInt {
        s.parse().unwrap()
    }

    #[test]
    fn float_conversion_rounds_half_to_even() {
        // 2**53 + 1 is halfway between two floats: rounds to the even one, 2**53.
        assert_eq!(
            to_f64(&big("9007199254740993")).unwrap(),
            9007199254740992.0
        );
        // 2**64 + 2**11 + 1 is just above halfway: rounds up.
        let x = (BigInt::one() << 64u32) + BigInt::from(2049);
        assert_eq!(to_f64(&x).unwrap(), 18446744073709555712.0);
        assert!(to_f64(&(BigInt::one() << 1024u32)).is_err());
    }

    #[test]
    fn division_and_hash_as_cpython() {
        assert_eq!(
            true_div(&(BigInt::one() << 70u32), &BigInt::from(3)).unwrap(),
            393530540239137101141.33333333333
        );
        assert_eq!(hash(&(BigInt::one() << 70u32)), 512);
        assert_eq!(hash(&-(BigInt::one() << 64u32)), -8);
        assert_eq!(
            cmp_float(&big("9007199254740993"), 9007199254740992.0),
            Some(Ordering::Greater)
        );
    }
}
