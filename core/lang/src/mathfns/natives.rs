//! The `math` module's natives for these functions, with CPython's errors: `math_1`'s checks,
//! `fsum`, `hypot` and `dist`, `pow`, and the retry through `_prelude` for non-float arguments.

use crate::errors::PyErr;
use crate::modules::{float_arg, num, two};
use crate::native::{Args, Ctx, Flow, NativeFunction, NativeResult};
use crate::value::{Module, Value};

use super::erf::{erf, erfc};
use super::gamma::{domain_error, gamma, lgamma, range_error};
use super::{acosh, asinh, atanh, cbrt, fsum, nextafter, remainder, ulp, vector_norm};

/// CPython's `math_1`: a NaN from a non-NaN is a domain error; an infinity from a finite
/// argument an overflow (`can_overflow`) or a singularity (a domain error).
fn math1(a: &Args, name: &str, f: fn(f64) -> f64, can_overflow: bool) -> NativeResult {
    let x = float_arg(a, name)?;
    let r = f(x);
    if r.is_nan() && !x.is_nan() {
        return Err(domain_error().into());
    }
    if r.is_infinite() && x.is_finite() {
        return Err(if can_overflow {
            range_error()
        } else {
            domain_error()
        }
        .into());
    }
    Ok(Value::Float(crate::arith::fresh_if_nan(r)))
}

/// The math functions CPython computes with `math_1` or its own C code (see the module's
/// comment), with CPython's errors.
pub fn install(m: &Module) {
    let fns: &[(&str, crate::native::NativeFn)] = &[
        ("sqrt", |_, a| math1(a, "sqrt", f64::sqrt, false)),
        ("exp", |_, a| math1(a, "exp", f64::exp, true)),
        ("exp2", |_, a| math1(a, "exp2", f64::exp2, true)),
        ("expm1", |_, a| math1(a, "expm1", f64::exp_m1, true)),
        ("sin", |_, a| math1(a, "sin", f64::sin, false)),
        ("cos", |_, a| math1(a, "cos", f64::cos, false)),
        ("tan", |_, a| math1(a, "tan", f64::tan, false)),
        ("asin", |_, a| math1(a, "asin", f64::asin, false)),
        ("acos", |_, a| math1(a, "acos", f64::acos, false)),
        ("atan", |_, a| math1(a, "atan", f64::atan, false)),
        ("sinh", |_, a| math1(a, "sinh", f64::sinh, true)),
        ("cosh", |_, a| math1(a, "cosh", f64::cosh, true)),
        ("tanh", |_, a| math1(a, "tanh", f64::tanh, false)),
        ("asinh", |_, a| math1(a, "asinh", asinh, false)),
        ("acosh", |_, a| math1(a, "acosh", acosh, false)),
        ("atanh", |_, a| math1(a, "atanh", atanh, false)),
        ("cbrt", |_, a| math1(a, "cbrt", cbrt, false)),
        ("fabs", |_, a| math1(a, "fabs", f64::abs, false)),
        ("erf", |_, a| math1(a, "erf", erf, false)),
        ("erfc", |_, a| math1(a, "erfc", erfc, false)),
        ("log1p", |_, a| {
            // CPython's m_log1p keeps the sign of a zero.
            math1(a, "log1p", |x| if x == 0.0 { x } else { x.ln_1p() }, false)
        }),
        ("gamma", |_, a| {
            Ok(Value::Float(gamma(float_arg(a, "gamma")?)?))
        }),
        ("lgamma", |_, a| {
            Ok(Value::Float(lgamma(float_arg(a, "lgamma")?)?))
        }),
        ("ulp", |_, a| Ok(Value::Float(ulp(float_arg(a, "ulp")?)))),
        ("remainder", |_, a| {
            let (x, y) = two(a, "remainder")?;
            Ok(Value::Float(remainder(x, y)?))
        }),
        ("nextafter", |_, a| {
            let (x, y) = two(a, "nextafter")?;
            Ok(Value::Float(nextafter(x, y)))
        }),
        ("pow", |_, a| {
            let (x, y) = two(a, "pow")?;
            Ok(Value::Float(pow(x, y)?))
        }),
        ("fmod", |_, a| {
            let (x, y) = two(a, "fmod")?;
            if y.is_infinite() && x.is_finite() {
                return Ok(Value::Float(x));
            }
            let r = x % y;
            if r.is_nan() && !x.is_nan() && !y.is_nan() {
                return Err(domain_error().into());
            }
            Ok(Value::Float(r))
        }),
        ("hypot", |_, a| {
            if a.pos
                .iter()
                .any(|v| matches!(crate::subclass::number(v), Value::Object(_)))
            {
                return Err(retry(a, "hypot"));
            }
            let mut v = a.pos.iter().map(num).collect::<Result<Vec<f64>, PyErr>>()?;
            Ok(Value::Float(norm(&mut v)))
        }),
        ("dist", dist),
        ("fsum", |ctx, a| {
            if a.pos.len() != 1 {
                return Err(PyErr::type_error(format!(
                    "math.fsum() takes exactly one argument ({} given)",
                    a.pos.len()
                ))
                .into());
            }
            fsum_native(ctx, a)
        }),
    ];
    for (n, f) in fns {
        m.set(n, NativeFunction::value(n, *f));
    }
}

fn fsum_native(_: &mut Ctx, a: &Args) -> NativeResult {
    let items = crate::conts::items_arg(fsum_native, a, 0)?;
    if items
        .iter()
        .any(|v| matches!(crate::subclass::number(v), Value::Object(_)))
    {
        // Instances (`Fraction`, `Decimal`): converted in `_prelude._math_fsum_retry`.
        let f = NativeFunction::value("_math_fsum_retry", |ctx, a| {
            crate::builtins::call_prelude(ctx, "_math_fsum_retry", a)
        });
        return Err(Flow::call(
            f,
            vec![Value::list(items.to_vec())],
            crate::native::Then::Tail,
        ));
    }
    fsum_items(&items)
}

fn fsum_items(items: &[Value]) -> NativeResult {
    Ok(Value::Float(fsum(items.iter().map(num))?))
}

/// Calls `_prelude._math_retry`, which converts instances with `__float__`/`__index__`.
fn retry(a: &Args, name: &str) -> Flow {
    let mut pos = vec![Value::str(name)];
    pos.extend(a.pos.iter().cloned());
    let f = NativeFunction::value("_math_retry", |ctx, a| {
        crate::builtins::call_prelude(ctx, "_math_retry", a)
    });
    Flow::call(f, pos, crate::native::Then::Tail)
}

/// The norm of these coordinates, as CPython's hypot.
fn norm(v: &mut [f64]) -> f64 {
    let mut max = 0.0f64;
    let mut found_nan = false;
    for x in v.iter_mut() {
        *x = x.abs();
        found_nan |= x.is_nan();
        if *x > max {
            max = *x;
        }
    }
    vector_norm(v, max, found_nan)
}

fn dist(_: &mut Ctx, a: &Args) -> NativeResult {
    if a.pos.len() != 2 {
        return Err(
            PyErr::type_error(format!("dist expected 2 arguments, got {}", a.pos.len())).into(),
        );
    }
    let p = crate::conts::items_arg(dist, a, 0)?;
    let q = crate::conts::items_arg(dist, a, 1)?;
    if p.len() != q.len() {
        return Err(
            PyErr::value_error("both points must have the same number of dimensions").into(),
        );
    }
    let mut v = Vec::with_capacity(p.len());
    for (x, y) in p.iter().zip(&q) {
        v.push(num(x)? - num(y)?);
    }
    Ok(Value::Float(norm(&mut v)))
}

/// CPython's `math_pow`: C99's special values, then libm's pow with CPython's errors.
fn pow(x: f64, y: f64) -> Result<f64, PyErr> {
    if !x.is_finite() || !y.is_finite() {
        return Ok(if x.is_nan() {
            if y == 0.0 {
                1.0
            } else {
                x
            }
        } else if y.is_nan() {
            if x == 1.0 {
                1.0
            } else {
                y
            }
        } else if x.is_infinite() {
            let odd_y = y.is_finite() && (y.abs() % 2.0) == 1.0;
            if y > 0.0 {
                if odd_y {
                    x
                } else {
                    x.abs()
                }
            } else if y == 0.0 {
                1.0
            } else if odd_y {
                0.0f64.copysign(x)
            } else {
                0.0
            }
        } else if x.abs() == 1.0 {
            1.0
        } else if (y > 0.0 && x.abs() > 1.0) || (y < 0.0 && x.abs() < 1.0) {
            f64::INFINITY
        } else {
            0.0
        });
    }
    let r = x.powf(y);
    if r.is_nan() || (r.is_infinite() && x == 0.0) {
        return Err(domain_error());
    }
    if r.is_infinite() {
        return Err(range_error());
    }
    Ok(r)
}
