//! Standard-library modules the playground provides: `math`, `time`, `sys` (`random` has its own file).

use std::rc::Rc;

use super::errors::PyErr;
use super::native::{Args, Ctx, NativeFunction, NativeResult};
use super::value::{Module, Value};

fn float_arg(a: &Args, name: &str) -> Result<f64, PyErr> {
    match a.pos.first() {
        Some(Value::Float(f)) => Ok(*f),
        Some(Value::Int(i)) => Ok(*i as f64),
        Some(Value::Bool(b)) => Ok(*b as u8 as f64),
        Some(other) => Err(PyErr::type_error(format!(
            "must be real number, not {}",
            other.type_name()
        ))),
        None => Err(PyErr::type_error(format!(
            "math.{name}() takes exactly one argument (0 given)"
        ))),
    }
}

fn domain(x: f64, ok: bool) -> NativeResult {
    if ok {
        Ok(Value::Float(x))
    } else {
        Err(PyErr::value_error("math domain error").into())
    }
}

pub fn math() -> Value {
    let m = Module::new("math");
    m.set("pi", Value::Float(std::f64::consts::PI));
    m.set("e", Value::Float(std::f64::consts::E));
    m.set("tau", Value::Float(std::f64::consts::TAU));
    m.set("inf", Value::Float(f64::INFINITY));
    m.set("nan", Value::Float(f64::NAN));
    let fns: &[(&str, super::native::NativeFn)] = &[
        ("sqrt", |_: &mut Ctx, a: &Args| {
            let x = float_arg(a, "sqrt")?;
            domain(x.sqrt(), x >= 0.0 || x.is_nan())
        }),
        ("exp", |_, a| Ok(Value::Float(float_arg(a, "exp")?.exp()))),
        ("log", |_, a| {
            let x = float_arg(a, "log")?;
            domain(x.ln(), x > 0.0 || x.is_nan())
        }),
        ("sin", |_, a| Ok(Value::Float(float_arg(a, "sin")?.sin()))),
        ("cos", |_, a| Ok(Value::Float(float_arg(a, "cos")?.cos()))),
        ("tanh", |_, a| {
            Ok(Value::Float(float_arg(a, "tanh")?.tanh()))
        }),
        ("floor", |_, a| to_int(float_arg(a, "floor")?.floor())),
        ("ceil", |_, a| to_int(float_arg(a, "ceil")?.ceil())),
        ("trunc", |_, a| to_int(float_arg(a, "trunc")?.trunc())),
        ("tan", |_, a| Ok(Value::Float(float_arg(a, "tan")?.tan()))),
        ("asin", |_, a| {
            let x = float_arg(a, "asin")?;
            domain(x.asin(), (-1.0..=1.0).contains(&x))
        }),
        ("acos", |_, a| {
            let x = float_arg(a, "acos")?;
            domain(x.acos(), (-1.0..=1.0).contains(&x))
        }),
        ("atan", |_, a| {
            Ok(Value::Float(float_arg(a, "atan")?.atan()))
        }),
        ("atan2", |_, a| {
            let (y, x) = two(a, "atan2")?;
            Ok(Value::Float(y.atan2(x)))
        }),
        ("sinh", |_, a| {
            Ok(Value::Float(float_arg(a, "sinh")?.sinh()))
        }),
        ("cosh", |_, a| {
            Ok(Value::Float(float_arg(a, "cosh")?.cosh()))
        }),
        ("log2", |_, a| {
            let x = float_arg(a, "log2")?;
            domain(x.log2(), x > 0.0 || x.is_nan())
        }),
        ("log10", |_, a| {
            let x = float_arg(a, "log10")?;
            domain(x.log10(), x > 0.0 || x.is_nan())
        }),
        ("log1p", |_, a| {
            let x = float_arg(a, "log1p")?;
            domain(x.ln_1p(), x > -1.0 || x.is_nan())
        }),
        ("expm1", |_, a| {
            Ok(Value::Float(float_arg(a, "expm1")?.exp_m1()))
        }),
        ("pow", |_, a| {
            let (x, y) = two(a, "pow")?;
            Ok(Value::Float(x.powf(y)))
        }),
        ("fabs", |_, a| Ok(Value::Float(float_arg(a, "fabs")?.abs()))),
        ("hypot", |_, a| {
            let (x, y) = two(a, "hypot")?;
            Ok(Value::Float(x.hypot(y)))
        }),
        ("degrees", |_, a| {
            Ok(Value::Float(float_arg(a, "degrees")?.to_degrees()))
        }),
        ("radians", |_, a| {
            Ok(Value::Float(float_arg(a, "radians")?.to_radians()))
        }),
        ("isnan", |_, a| {
            Ok(Value::Bool(float_arg(a, "isnan")?.is_nan()))
        }),
        ("isinf", |_, a| {
            Ok(Value::Bool(float_arg(a, "isinf")?.is_infinite()))
        }),
        ("isfinite", |_, a| {
            Ok(Value::Bool(float_arg(a, "isfinite")?.is_finite()))
        }),
        ("copysign", |_, a| {
            let (x, y) = two(a, "copysign")?;
            Ok(Value::Float(x.copysign(y)))
        }),
        ("fmod", |_, a| {
            let (x, y) = two(a, "fmod")?;
            domain(x % y, y != 0.0)
        }),
        ("isclose", |_, a| {
            let (x, y) = two(a, "isclose")?;
            let rel = match a.kwarg("rel_tol") {
                Some(v) => num(v)?,
                None => 1e-9,
            };
            let abs = match a.kwarg("abs_tol") {
                Some(v) => num(v)?,
                None => 0.0,
            };
            Ok(Value::Bool(
                x == y || (x - y).abs() <= (rel * x.abs().max(y.abs())).max(abs),
            ))
        }),
        ("factorial", |_, a| {
            let n = match a.pos.first() {
                Some(Value::Int(n)) => *n,
                _ => {
                    return Err(
                        PyErr::type_error("factorial() only accepts integral values").into(),
                    )
                }
            };
            if n < 0 {
                return Err(
                    PyErr::value_error("factorial() not defined for negative values").into(),
                );
            }
            let mut r: i64 = 1;
            for k in 2..=n {
                r = r.checked_mul(k).ok_or_else(|| {
                    PyErr::new(
                        "OverflowError",
                        "integer result does not fit in 64 bits (the playground's int is 64-bit)",
                    )
                })?;
            }
            Ok(Value::Int(r))
        }),
        ("gcd", |_, a| {
            let mut g: i64 = 0;
            for v in &a.pos {
                let mut x = super::builtins::as_i64(v, "")?.abs();
                let mut y = g;
                while y != 0 {
                    (x, y) = (y, x % y);
                }
                g = x;
            }
            Ok(Value::Int(g))
        }),
        ("prod", |_, a| {
            let mut acc = a.kwarg("start").cloned().unwrap_or(Value::Int(1));
            for v in super::builtins::iterate(a.pos.first().unwrap_or(&Value::None))? {
                acc = super::arith::binary(super::code::BinOp::Mul, &acc, &v)?;
            }
            Ok(acc)
        }),
        ("fsum", |_, a| {
            // Exact summation (Shewchuk's algorithm), as math.fsum guarantees.
            let mut partials: Vec<f64> = Vec::new();
            for v in super::builtins::iterate(a.pos.first().unwrap_or(&Value::None))? {
                let mut x = num(&v)?;
                let mut i = 0;
                for j in 0..partials.len() {
                    let mut y = partials[j];
                    if x.abs() < y.abs() {
                        std::mem::swap(&mut x, &mut y);
                    }
                    let hi = x + y;
                    let lo = y - (hi - x);
                    if lo != 0.0 {
                        partials[i] = lo;
                        i += 1;
                    }
                    x = hi;
                }
                partials.truncate(i);
                partials.push(x);
            }
            Ok(Value::Float(partials.iter().sum()))
        }),
    ];
    for (n, f) in fns {
        m.set(n, NativeFunction::value(n, *f));
    }
    Value::Module(Rc::clone(&m))
}

fn num(v: &Value) -> Result<f64, PyErr> {
    match v {
        Value::Float(f) => Ok(*f),
        Value::Int(i) => Ok(*i as f64),
        Value::Bool(b) => Ok(*b as u8 as f64),
        other => Err(PyErr::type_error(format!(
            "must be real number, not {}",
            other.type_name()
        ))),
    }
}

fn two(a: &Args, name: &str) -> Result<(f64, f64), PyErr> {
    match (a.pos.first(), a.pos.get(1)) {
        (Some(x), Some(y)) => Ok((num(x)?, num(y)?)),
        _ => Err(PyErr::type_error(format!(
            "{name} expected 2 arguments, got {}",
            a.pos.len()
        ))),
    }
}

fn to_int(x: f64) -> NativeResult {
    if x.is_nan() {
        return Err(PyErr::value_error("cannot convert float NaN to integer").into());
    }
    if x.is_infinite() {
        return Err(PyErr::new("OverflowError", "cannot convert float infinity to integer").into());
    }
    Ok(Value::Int(x as i64))
}

/// `time.perf_counter()` and friends: seconds since the run began, from `Instant` natively and
/// `performance.now()` in the browser (see `native::clock_secs`).
pub fn time() -> Value {
    let m = Module::new("time");
    let fns: &[(&str, super::native::NativeFn)] = &[
        ("perf_counter", elapsed),
        ("time", elapsed),
        ("monotonic", elapsed),
        ("process_time", elapsed),
        ("perf_counter_ns", |ctx, a| match elapsed(ctx, a)? {
            Value::Float(f) => Ok(Value::Int((f * 1e9) as i64)),
            other => Ok(other),
        }),
        ("sleep", |_, _| Ok(Value::None)),
    ];
    for (n, f) in fns {
        m.set(n, NativeFunction::value(n, *f));
    }
    Value::Module(m)
}

fn elapsed(ctx: &mut Ctx, _: &Args) -> NativeResult {
    Ok(Value::Float(super::native::clock_secs() - ctx.started))
}

/// `sys`: what tutorials read from it.
pub fn sys() -> Value {
    let m = Module::new("sys");
    m.set("version", Value::str("3.11 (TPU Playground)"));
    m.set("platform", Value::str("tpu-playground"));
    m.set("maxsize", Value::Int(i64::MAX));
    m.set(
        "getrecursionlimit",
        NativeFunction::value("getrecursionlimit", |_, _| {
            Ok(Value::Int(super::vm::RECURSION_LIMIT as i64))
        }),
    );
    m.set("argv", Value::list(vec![Value::str("<program>")]));
    m.set(
        "exit",
        NativeFunction::value("exit", super::objects::raise_system_exit),
    );
    Value::Module(m)
}

/// `os`: the rank's environment (empty for a program alone; what `torchrun` sets for a rank the
/// SPMD runner launched), one dict shared by every import, for `os.environ[...]` and `getenv`.
pub fn os(ctx: &mut Ctx) -> Value {
    let m = Module::new("os");
    m.set("environ", (ctx.host.environ)(ctx));
    m.set(
        "getenv",
        NativeFunction::value("getenv", |ctx, a| {
            let key = a.pos.first().cloned().unwrap_or(Value::None);
            let environ = (ctx.host.environ)(ctx);
            let Value::Dict(ref environ) = environ else {
                return Ok(Value::None);
            };
            let found = environ.borrow().iter().find_map(|(k, v)| match (k, &key) {
                (Value::Str(k), Value::Str(want)) if k == want => Some(v.clone()),
                _ => None,
            });
            Ok(found.unwrap_or_else(|| a.pos.get(1).cloned().unwrap_or(Value::None)))
        }),
    );
    m.set("sep", Value::str("/"));
    Value::Module(m)
}
