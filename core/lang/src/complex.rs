//! `complex`: a native value, `Value::Complex(re, im)`, as `float` is.
//!
//! Why native and not a library class: a literal (`2j`) is a compile-time constant, `type(1j) is
//! complex` and `isinstance` answer as for the other built-in numbers, ints and floats meet it in
//! the same `arith::binary` (so `(-8) ** 0.5` can answer a complex), and the float parts need
//! Rust's exact float repr and libm's `hypot`. Two f64s fit in a `Value` without growing it.
//! Arithmetic follows CPython 3.11's complexobject.c: an int or float operand is made complex
//! first (no mixed-mode arithmetic), division is Smith's, small integer powers are repeated
//! multiplication. `cmath` is Python (`core/lang/lib/cmath.py`) over this and the private native
//! module `_cmath` (libm's hypot).

use tpu_emu::tensor::format::py_float_repr;

use super::errors::PyErr;
use super::native::{Args, Ctx, NativeFunction, NativeResult};
use super::value::{Module, Value};
use crate::code::BinOp;

/// The parts of a number as a complex: ints through their correctly rounded float.
pub fn parts(v: &Value) -> Option<Result<(f64, f64), PyErr>> {
    Some(Ok(match v {
        Value::Complex(re, im) => (*re, *im),
        Value::Float(f) => (*f, 0.0),
        Value::Int(i) => (*i as f64, 0.0),
        Value::Bool(b) => (*b as u8 as f64, 0.0),
        Value::Long(b) => return Some(super::long::to_f64(b).map(|f| (f, 0.0))),
        _ => return None,
    }))
}

type C = (f64, f64);

fn prod(a: C, b: C) -> C {
    (a.0 * b.0 - a.1 * b.1, a.0 * b.1 + a.1 * b.0)
}

/// Smith's division, as CPython's `_Py_c_quot`; `None` for a zero divisor.
pub fn quot(a: C, b: C) -> Option<C> {
    let (abs_r, abs_i) = (b.0.abs(), b.1.abs());
    if abs_r >= abs_i {
        if abs_r == 0.0 {
            return None;
        }
        let ratio = b.1 / b.0;
        let denom = b.0 + b.1 * ratio;
        Some(((a.0 + a.1 * ratio) / denom, (a.1 - a.0 * ratio) / denom))
    } else if abs_i >= abs_r {
        let ratio = b.0 / b.1;
        let denom = b.0 * ratio + b.1;
        Some(((a.0 * ratio + a.1) / denom, (a.1 * ratio - a.0) / denom))
    } else {
        Some((f64::NAN, f64::NAN))
    }
}

/// `a ** b`: `Err(true)` for zero to a negative or complex power, `Err(false)` on overflow.
fn pow(a: C, b: C) -> Result<C, bool> {
    let r = if b.1 == 0.0 && b.0 == b.0.floor() && b.0.abs() <= 100.0 {
        // Repeated squaring for small integer exponents (CPython's c_powi).
        let n = b.0 as i64;
        let mut r = (1.0, 0.0);
        let mut p = a;
        let mut m = n.unsigned_abs();
        while m > 0 {
            if m & 1 == 1 {
                r = prod(r, p);
            }
            m >>= 1;
            if m > 0 {
                p = prod(p, p);
            }
        }
        if n < 0 {
            quot((1.0, 0.0), r).ok_or(true)?
        } else {
            r
        }
    } else if b == (0.0, 0.0) {
        (1.0, 0.0)
    } else if a == (0.0, 0.0) {
        if b.1 != 0.0 || b.0 < 0.0 {
            return Err(true);
        }
        (0.0, 0.0)
    } else {
        let vabs = a.0.hypot(a.1);
        let mut len = vabs.powf(b.0);
        let at = a.1.atan2(a.0);
        let mut phase = at * b.0;
        if b.1 != 0.0 {
            len /= (at * b.1).exp();
            phase += b.1 * vabs.ln();
        }
        if phase.is_infinite() {
            // libm's cos(inf) is a domain error, which CPython reports as this one.
            return Err(true);
        }
        (len * phase.cos(), len * phase.sin())
    };
    if r.0.is_infinite() || r.1.is_infinite() {
        return Err(false);
    }
    Ok(r)
}

/// A binary operator with a complex on either side (and a number on the other).
pub fn binary(op: BinOp, a: &Value, b: &Value) -> Option<Result<Value, PyErr>> {
    let (x, y) = match (parts(a)?, parts(b)?) {
        (Ok(x), Ok(y)) => (x, y),
        (Err(e), _) | (_, Err(e)) => return Some(Err(e)),
    };
    let r = match op {
        BinOp::Add => (x.0 + y.0, x.1 + y.1),
        BinOp::Sub => (x.0 - y.0, x.1 - y.1),
        BinOp::Mul => prod(x, y),
        BinOp::Div => match quot(x, y) {
            Some(q) => q,
            None => {
                return Some(Err(PyErr::new(
                    "ZeroDivisionError",
                    "complex division by zero",
                )))
            }
        },
        BinOp::Pow => match pow(x, y) {
            Ok(p) => p,
            Err(zero) => {
                return Some(Err(if zero {
                    PyErr::new("ZeroDivisionError", "0.0 to a negative or complex power")
                } else {
                    PyErr::new("OverflowError", "complex exponentiation")
                }))
            }
        },
        _ => return None,
    };
    Some(Ok(Value::Complex(r.0, r.1)))
}

/// `abs(z)`: libm's hypot, CPython's OverflowError when finite parts overflow.
pub fn abs(re: f64, im: f64) -> Result<f64, PyErr> {
    if re.is_infinite() || im.is_infinite() {
        return Ok(f64::INFINITY);
    }
    if re.is_nan() || im.is_nan() {
        return Ok(f64::NAN);
    }
    let r = re.hypot(im);
    if r.is_infinite() {
        return Err(PyErr::new("OverflowError", "absolute value too large"));
    }
    Ok(r)
}

/// `==` between a complex and another value: `None` when the other is not a number.
pub fn equal(a: &Value, b: &Value) -> Option<bool> {
    let (z, other) = match (a, b) {
        (Value::Complex(..), _) => (a, b),
        _ => (b, a),
    };
    let Value::Complex(re, im) = *z else {
        return None;
    };
    match other {
        Value::Complex(r2, i2) => Some(re == *r2 && im == *i2),
        // An int compares exactly with the real part, as float == int does.
        _ if parts(other).is_some() => Some(
            im == 0.0
                && super::arith::num_order(&Value::Float(re), other)
                    == Some(Some(std::cmp::Ordering::Equal)),
        ),
        _ => None,
    }
}

/// CPython's hash: the parts' hashes combined with 1000003, -1 made -2.
pub fn hash(re: f64, im: f64) -> i64 {
    use super::table::hash_float;
    let h = (hash_float(re) as u64).wrapping_add(1_000_003u64.wrapping_mul(hash_float(im) as u64));
    if h as i64 == -1 {
        -2
    } else {
        h as i64
    }
}

/// A part as `repr` writes it: the float's repr without a trailing `.0`.
fn part(x: f64) -> String {
    let s = py_float_repr(x);
    match s.strip_suffix(".0") {
        Some(t) => t.to_string(),
        None => s,
    }
}

/// `repr(z)` and `str(z)`: `2j` when the real part is +0, else `(1+2j)`.
pub fn repr(re: f64, im: f64) -> String {
    if re == 0.0 && re.is_sign_positive() {
        return format!("{}j", part(im));
    }
    let sign = if im.is_nan() || im.is_sign_positive() {
        "+"
    } else {
        ""
    };
    format!("({}{sign}{}j)", part(re), part(im))
}

/// The longest prefix of `s` that C's strtod reads: its value and length.
fn float_prefix(s: &[u8]) -> Option<(f64, usize)> {
    let mut i = 0;
    if i < s.len() && (s[i] == b'+' || s[i] == b'-') {
        i += 1;
    }
    let rest = s[i..].to_ascii_lowercase();
    for word in ["infinity", "inf", "nan"] {
        if rest.starts_with(word.as_bytes()) {
            let v = if word == "nan" {
                f64::NAN
            } else {
                f64::INFINITY
            };
            let v = if s[0] == b'-' { -v } else { v };
            return Some((v, i + word.len()));
        }
    }
    let digits = |s: &[u8], mut j: usize| {
        while j < s.len() && s[j].is_ascii_digit() {
            j += 1;
        }
        j
    };
    let int_end = digits(s, i);
    let mut end = int_end;
    let mut any = int_end > i;
    if end < s.len() && s[end] == b'.' {
        let frac_end = digits(s, end + 1);
        any |= frac_end > end + 1;
        end = frac_end;
    }
    if !any {
        return None;
    }
    if end < s.len() && (s[end] == b'e' || s[end] == b'E') {
        let mut j = end + 1;
        if j < s.len() && (s[j] == b'+' || s[j] == b'-') {
            j += 1;
        }
        let k = digits(s, j);
        if k > j {
            end = k;
        }
    }
    let text = std::str::from_utf8(&s[..end]).ok()?;
    let text = text.strip_suffix('.').unwrap_or(text);
    Some((text.parse().ok()?, end))
}

/// The zeros of Unicode 14.0's decimal digit runs (category Nd, ten in a row), past ASCII's.
const DIGIT_ZEROS: [u32; 65] = [
    0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xde6,
    0xe50, 0xed0, 0xf20, 0x1040, 0x1090, 0x17e0, 0x1810, 0x1946, 0x19d0, 0x1a80, 0x1a90, 0x1b50,
    0x1bb0, 0x1c40, 0x1c50, 0xa620, 0xa8d0, 0xa900, 0xa9d0, 0xa9f0, 0xaa50, 0xabf0, 0xff10,
    0x104a0, 0x10d30, 0x11066, 0x110f0, 0x11136, 0x111d0, 0x112f0, 0x11450, 0x114d0, 0x11650,
    0x116c0, 0x11730, 0x118e0, 0x11950, 0x11c50, 0x11d50, 0x11da0, 0x16a60, 0x16ac0, 0x16b50,
    0x1d7ce, 0x1d7d8, 0x1d7e2, 0x1d7ec, 0x1d7f6, 0x1e140, 0x1e2f0, 0x1e950, 0x1fbf0,
];

/// A number's text as CPython reads it first: Unicode spaces become ' ', Unicode decimal digits
/// their ASCII digit, and the first other non-ASCII character '?' (ending the text).
pub fn ascii_digits(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if (c as u32) < 127 {
            out.push(c);
        } else if c.is_whitespace() {
            out.push(' ');
        } else if let Some(z) = DIGIT_ZEROS
            .iter()
            .find(|z| (**z..**z + 10).contains(&(c as u32)))
        {
            out.push(char::from(b'0' + (c as u32 - z) as u8));
        } else {
            out.push('?');
            break;
        }
    }
    out
}

/// `complex(str)`: CPython's forms (`1+2j`, `2j`, `1`, `(1-j)`, `-j`, `j`) and messages.
pub fn parse(text: &str) -> Result<(f64, f64), PyErr> {
    let malformed = || PyErr::value_error("complex() arg is a malformed string");
    let mut s: Vec<u8> = ascii_digits(text).into_bytes();
    if s.contains(&b'_') {
        // Underscores only between digits.
        let bad = || {
            PyErr::value_error(format!(
                "could not convert string to complex: {}",
                Value::str(text).repr()
            ))
        };
        let mut out = Vec::with_capacity(s.len());
        let mut prev = 0u8;
        for &c in &s {
            if c == b'_' {
                if !prev.is_ascii_digit() {
                    return Err(bad());
                }
            } else {
                if prev == b'_' && !c.is_ascii_digit() {
                    return Err(bad());
                }
                out.push(c);
            }
            prev = c;
        }
        if prev == b'_' {
            return Err(bad());
        }
        s = out;
    }
    let space = |c: u8| matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c);
    let mut i = 0;
    let skip = |i: &mut usize| {
        while *i < s.len() && space(s[*i]) {
            *i += 1;
        }
    };
    skip(&mut i);
    let bracket = i < s.len() && s[i] == b'(';
    if bracket {
        i += 1;
        skip(&mut i);
    }
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    let (mut x, mut y) = (0.0, 0.0);
    let is_j = |c: u8| c == b'j' || c == b'J';
    if let Some((z, n)) = float_prefix(&s[i..]) {
        i += n;
        if at(i) == b'+' || at(i) == b'-' {
            x = z;
            match float_prefix(&s[i..]) {
                Some((v, n)) => {
                    y = v;
                    i += n;
                }
                None => {
                    y = if at(i) == b'+' { 1.0 } else { -1.0 };
                    i += 1;
                }
            }
            if !is_j(at(i)) {
                return Err(malformed());
            }
            i += 1;
        } else if is_j(at(i)) {
            i += 1;
            y = z;
        } else {
            x = z;
        }
    } else {
        y = match at(i) {
            b'+' => {
                i += 1;
                1.0
            }
            b'-' => {
                i += 1;
                -1.0
            }
            _ => 1.0,
        };
        if !is_j(at(i)) {
            return Err(malformed());
        }
        i += 1;
    }
    skip(&mut i);
    if bracket {
        if at(i) != b')' {
            return Err(malformed());
        }
        i += 1;
        skip(&mut i);
    }
    if i != s.len() {
        return Err(malformed());
    }
    Ok((x, y))
}

/// The builtin `complex(real=0, imag=0)`.
pub fn construct(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if let Some((k, _)) = a.kw.iter().find(|(k, _)| !matches!(&**k, "real" | "imag")) {
        return Err(PyErr::type_error(format!(
            "'{k}' is an invalid keyword argument for complex()"
        ))
        .into());
    }
    if a.pos.len() > 2 {
        return Err(PyErr::type_error(format!(
            "complex() takes at most 2 arguments ({} given)",
            a.pos.len()
        ))
        .into());
    }
    // A subclass's instance of str, int, float or complex is its value, unless its class has
    // its own `__complex__`.
    let own = |v: &Value| match v {
        Value::Object(o) if o.base.is_some() => o
            .class
            .lookup_owner("__complex__")
            .is_some_and(|(owner, _)| !owner.builtin),
        _ => false,
    };
    let base = |v: &Value| -> Value {
        match v {
            Value::Object(o) if !own(v) => match &o.base {
                Some(b @ Value::Str(_)) => b.clone(),
                _ => crate::subclass::number(v).clone(),
            },
            _ => v.clone(),
        }
    };
    let (r, i) = (a.get(0, "real").map(base), a.get(1, "imag").map(base));
    let (r, i) = (r.as_ref(), i.as_ref());
    if let Some(Value::Str(s)) = r {
        if i.is_some() {
            return Err(
                PyErr::type_error("complex() can't take second arg if first is a string").into(),
            );
        }
        let (x, y) = parse(s)?;
        return Ok(Value::Complex(x, y));
    }
    if let Some(Value::Str(_)) = i {
        return Err(PyErr::type_error("complex() second arg can't be a string").into());
    }
    if matches!(r, Some(Value::Object(_))) || matches!(i, Some(Value::Object(_))) {
        // Instances: `__complex__`, else `__float__` or `__index__`, in Python.
        return super::builtins::call_prelude(ctx, "_complex", a);
    }
    let r_complex = matches!(r, Some(Value::Complex(..)));
    let r = match r {
        None => (0.0, 0.0),
        Some(v) => parts(v).ok_or_else(|| {
            PyErr::type_error(format!(
                "complex() first argument must be a string or a number, not '{}'",
                super::dunder::type_name(v)
            ))
        })??,
    };
    let Some(i) = i else {
        return Ok(Value::Complex(r.0, r.1));
    };
    let im = parts(i).ok_or_else(|| {
        PyErr::type_error(format!(
            "complex() second argument must be a number, not '{}'",
            super::dunder::type_name(i)
        ))
    })??;
    // complex(a, b) is a + b*1j, the parts of a complex argument added only where there are
    // some (so complex(1, -0.0) keeps its -0.0).
    let re = if matches!(i, Value::Complex(..)) {
        r.0 - im.1
    } else {
        r.0
    };
    let im = if r_complex { im.0 + r.1 } else { im.0 };
    Ok(Value::Complex(re, im))
}

/// The private module `_cmath`: what `cmath.py` needs that `math` does not give.
pub fn module() -> Value {
    let m = Module::new("_cmath");
    // libm's hypot (math.hypot is CPython's own vector norm, which cmathmodule.c does not use).
    m.set(
        "hypot",
        NativeFunction::value("hypot", |_, a| match (a.pos.first(), a.pos.get(1)) {
            (Some(Value::Float(x)), Some(Value::Float(y))) => Ok(Value::Float(x.hypot(*y))),
            _ => Err(PyErr::type_error("_cmath.hypot takes two floats").into()),
        }),
    );
    Value::Module(m)
}
