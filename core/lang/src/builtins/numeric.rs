//! The numeric builtins: `abs`, `round` (CPython's correctly rounded decimal rounding of floats,
//! ints to negative digits), `divmod` and `pow` (three-argument `pow` with modular inverses), over
//! the built-in numbers natively and user objects through their special methods.

use super::super::arith;
use super::super::code::BinOp;
use super::super::dunder;
use super::super::errors::PyErr;
use super::super::native::{Args, Ctx, Flow, NativeResult, Then};
use super::super::value::Value;
use super::{as_i64, one_arg};
use crate::attr;

pub(super) fn abs(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let v = one_arg(a, "abs")?;
    Ok(match v {
        Value::Int(i) => i
            .checked_abs()
            .map(Value::Int)
            .unwrap_or_else(|| crate::long::abs(&num_bigint::BigInt::from(*i))),
        Value::Long(b) => crate::long::abs(b),
        Value::Bool(b) => Value::Int(*b as i64),
        Value::Float(f) => Value::Float(f.abs()),
        Value::Complex(re, im) => Value::Float(crate::complex::abs(*re, *im)?),
        Value::Foreign(_) => return (ctx.host.call_method)(ctx, v, "abs", &[]),
        Value::Object(_) => match attr::special(v, "__abs__") {
            Some(m) => return Err(Flow::call(m, Vec::new(), Then::Tail)),
            None => return Err(bad_abs(v).into()),
        },
        other => return Err(bad_abs(other).into()),
    })
}

fn bad_abs(v: &Value) -> PyErr {
    PyErr::type_error(format!(
        "bad operand type for abs(): '{}'",
        dunder::type_name(v)
    ))
}

pub(super) fn round(_ctx: &mut Ctx, a: &Args) -> NativeResult {
    let Some(v) = a.pos.first() else {
        return Err(PyErr::type_error("round() missing required argument 'number' (pos 1)").into());
    };
    let nd = a.get(1, "ndigits").cloned().unwrap_or(Value::None);
    if !matches!(v, Value::Object(_)) && super::needs_index(&nd) {
        // `round(x, obj)`: obj's `__index__` gives the digits.
        let args = Args {
            pos: vec![v.clone(), nd.clone()],
            kw: Vec::new(),
        };
        if let Some(f) = super::index_retry(&args, "round", round) {
            return Err(f);
        }
    }
    if let Value::Object(_) = v {
        // An instance rounds itself: `__round__()`, or `__round__(ndigits)` when one is given.
        return match attr::special(v, "__round__") {
            Some(m) => {
                let args = match nd {
                    Value::None => Vec::new(),
                    n => vec![n],
                };
                Err(Flow::call(m, args, Then::Tail))
            }
            None => Err(PyErr::type_error(format!(
                "type {} doesn't define __round__ method",
                dunder::type_name(v)
            ))
            .into()),
        };
    }
    match (v, nd) {
        (Value::Int(_) | Value::Long(_) | Value::Bool(_), Value::None) => Ok(crate::long::norm(
            crate::long::big_of(v).unwrap_or_default(),
        )),
        (Value::Int(_) | Value::Long(_) | Value::Bool(_), n) => {
            let n = match &n {
                Value::Long(b) if b.sign() == num_bigint::Sign::Minus => return Ok(Value::Int(0)),
                Value::Long(_) => i64::MAX,
                n => as_i64(n, "")?,
            };
            Ok(crate::long::round_digits(
                &crate::long::big_of(v).unwrap_or_default(),
                n,
            )?)
        }
        (Value::Float(f), Value::None) => {
            if !f.is_finite() {
                return Err(if f.is_nan() {
                    PyErr::value_error("cannot convert float NaN to integer")
                } else {
                    PyErr::new("OverflowError", "cannot convert float infinity to integer")
                }
                .into());
            }
            // Python rounds half to even.
            let r = f.round();
            let r = if (f - f.trunc()).abs() == 0.5 {
                2.0 * (f / 2.0).round()
            } else {
                r
            };
            Ok(crate::long::from_f64(r)?)
        }
        (Value::Float(f), Value::Int(n)) => {
            // CPython's bounds: past these every double is already rounded (or rounds to zero).
            const NDIGITS_MAX: i64 = 323;
            const NDIGITS_MIN: i64 = -308;
            if n > NDIGITS_MAX || !f.is_finite() {
                return Ok(Value::Float(*f));
            }
            if n < NDIGITS_MIN {
                return Ok(Value::Float(0.0 * f));
            }
            if n < 0 {
                let r = round_to_tens(*f, n);
                if r.is_infinite() {
                    return Err(PyErr::new(
                        "OverflowError",
                        "rounded value too large to represent",
                    )
                    .into());
                }
                return Ok(Value::Float(r));
            }
            // Round through the correctly rounded decimal string, as CPython does.
            let s = format!("{:.*}", n as usize, f);
            Ok(Value::Float(s.parse().unwrap_or(*f)))
        }
        (Value::Float(f), Value::Bool(b)) => {
            let args = Args {
                pos: vec![Value::Float(*f), Value::Int(b as i64)],
                kw: Vec::new(),
            };
            round(_ctx, &args)
        }
        // Digits past any i64: every double is already rounded, or rounds to zero.
        (Value::Float(f), Value::Long(ref b)) => {
            Ok(Value::Float(if b.sign() == num_bigint::Sign::Minus {
                0.0 * f
            } else {
                *f
            }))
        }
        (Value::Float(_), ref other) => Err(PyErr::type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            dunder::type_name(other)
        ))
        .into()),
        (Value::Foreign(_), _) => {
            Err(PyErr::type_error("type Tensor doesn't define __round__ method").into())
        }
        (other, _) => Err(PyErr::type_error(format!(
            "type {} doesn't define __round__ method",
            dunder::type_name(other)
        ))
        .into()),
    }
}

/// `round(x, n)` for a negative `n`: `x` to the nearest multiple of `10**-n`, half to even, from
/// its exact decimal digits (CPython's `_Py_dg_dtoa` mode 3), so `round(1e300, -300)` is 1e+300.
fn round_to_tens(x: f64, n: i64) -> f64 {
    if x == 0.0 {
        return x;
    }
    // Every double's exact decimal expansion has fewer than 800 significant digits.
    let exact = format!("{:.800e}", x.abs());
    let (mant, exp) = exact.split_once('e').unwrap_or((&exact, "0"));
    let e10: i64 = exp.parse().unwrap_or(0);
    let zero = 0.0f64.copysign(x);
    let digits = e10 + 1 + n;
    if digits < 0 {
        return zero;
    }
    if digits == 0 {
        // Below 10**-n: it rounds up past half of it, to even (zero) at exactly half.
        let m: Vec<u8> = mant.bytes().filter(u8::is_ascii_digit).collect();
        let up = m[0] > b'5' || (m[0] == b'5' && m[1..].iter().any(|&d| d != b'0'));
        return match up {
            true => format!("1e{}", -n).parse::<f64>().unwrap_or(x).copysign(x),
            false => zero,
        };
    }
    // Rust's exact formatting rounds half to even, as dtoa.
    format!("{:.*e}", (digits - 1) as usize, x)
        .parse()
        .unwrap_or(x)
}

pub(super) fn divmod(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let (Some(x), Some(y)) = (a.pos.first(), a.pos.get(1)) else {
        return Err(PyErr::type_error("divmod expected 2 arguments").into());
    };
    if matches!(x, Value::Object(_)) || matches!(y, Value::Object(_)) {
        return super::call_prelude(ctx, "_divmod", a);
    }
    if matches!(x, Value::Complex(..)) || matches!(y, Value::Complex(..)) {
        return Err(PyErr::type_error(format!(
            "unsupported operand type(s) for divmod(): '{}' and '{}'",
            x.type_name(),
            y.type_name()
        ))
        .into());
    }
    let float = matches!(x, Value::Float(_)) || matches!(y, Value::Float(_));
    let q = arith::binary(BinOp::FloorDiv, x, y).map_err(|e| match e.kind.as_str() {
        "ZeroDivisionError" if float => PyErr::new("ZeroDivisionError", "float divmod()"),
        // (Named as divmod's own, not as the `//` it is made of.)
        "TypeError" if e.message.starts_with("unsupported operand type(s) for //:") => {
            PyErr::type_error(e.message.replacen("for //:", "for divmod():", 1))
        }
        _ => e,
    })?;
    let r = arith::binary(BinOp::Mod, x, y)?;
    Ok(Value::tuple(vec![q, r]))
}

pub(super) fn pow(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if !a.kw.is_empty() {
        // `pow(base=2, exp=10, mod=None)`: the keywords in their places.
        a.check_kw("pow", &["base", "exp", "mod"])?;
        let mut pos = Vec::new();
        for (i, k) in ["base", "exp", "mod"].into_iter().enumerate() {
            match a.get(i, k) {
                Some(v) if pos.len() == i => pos.push(v.clone()),
                _ => break,
            }
        }
        return pow(
            ctx,
            &Args {
                pos,
                kw: Vec::new(),
            },
        );
    }
    let (Some(x), Some(y)) = (a.pos.first(), a.pos.get(1)) else {
        let (name, at) = if a.pos.is_empty() {
            ("base", 1)
        } else {
            ("exp", 2)
        };
        let msg = format!("pow() missing required argument '{name}' (pos {at})");
        return Err(PyErr::type_error(msg).into());
    };
    let m = a.pos.get(2).map(crate::subclass::number);
    let y = crate::subclass::number(y);
    match m {
        // `x ** y`, with instances' `__pow__`/`__rpow__` as the operator has them.
        None | Some(Value::None) => dunder::binary(ctx, BinOp::Pow, x, &a.pos[1], false),
        // An instance's own three-argument power (`Decimal`, a user's number): `x.__pow__(y, m)`.
        // CPython's ternary pow tries no reflected method.
        Some(_) if matches!(x, Value::Object(_)) => match attr::special(x, "__pow__") {
            Some(f) => Err(Flow::call(f, a.pos[1..3].to_vec(), Then::Tail)),
            None => Err(PyErr::type_error(format!(
                "unsupported operand type(s) for ** or pow(): '{}', '{}', '{}'",
                dunder::type_name(x),
                dunder::type_name(&a.pos[1]),
                dunder::type_name(&a.pos[2])
            ))
            .into()),
        },
        // The first float or complex operand's power answers, as CPython tries each type's:
        // a float's refuses any modulus, a complex's says "complex modulo".
        Some(m)
            if [x, y, m]
                .iter()
                .any(|v| matches!(v, Value::Float(_) | Value::Complex(..))) =>
        {
            match [x, y, m]
                .into_iter()
                .find(|v| matches!(v, Value::Float(_) | Value::Complex(..)))
            {
                Some(Value::Float(_)) => Err(PyErr::type_error(
                    "pow() 3rd argument not allowed unless all arguments are integers",
                )
                .into()),
                _ => Err(PyErr::value_error("complex modulo").into()),
            }
        }
        Some(m)
            if [x, y, m].iter().any(|v| matches!(v, Value::Long(_)))
                || matches!(y, Value::Int(e) if *e < 0) =>
        {
            let big = |v: &Value| {
                crate::long::big_of(v).ok_or_else(|| {
                    PyErr::type_error(
                        "pow() 3rd argument not allowed unless all arguments are integers",
                    )
                })
            };
            Ok(crate::long::pow_mod(&big(x)?, &big(y)?, &big(m)?)?)
        }
        Some(m) => {
            let (b, e, m) = (as_i64(x, "")?, as_i64(y, "")?, as_i64(m, "")?);
            if m == 0 {
                return Err(PyErr::value_error("pow() 3rd argument cannot be 0").into());
            }
            if e < 0 {
                return Err(
                    PyErr::value_error("base is not invertible for the given modulus").into(),
                );
            }
            let (mut r, mut b, mut e, m128) =
                (1i128, (b as i128).rem_euclid(m as i128), e, m as i128);
            while e > 0 {
                if e & 1 == 1 {
                    r = r * b % m128;
                }
                b = b * b % m128;
                e >>= 1;
            }
            // The result takes the modulus's sign, as `%` does.
            let r = r.rem_euclid(m128);
            Ok(Value::Int(if m < 0 && r != 0 { r + m128 } else { r } as i64))
        }
    }
}
