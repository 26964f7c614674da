//! Standard-library modules the playground provides: `math`, `time`, `sys` (`random` has its own file).

use std::rc::Rc;

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

use super::errors::PyErr;
use super::native::{Args, Ctx, Flow, NativeFunction, NativeResult};
use super::subclass::number;
use super::value::{Module, Value};

/// A math function given an instance: `_prelude._math_retry` converts it (its `__float__`, else
/// its `__index__`) and calls the function again, as CPython's math accepts any such object.
fn retry_with_floats(a: &Args, name: &str) -> Option<Flow> {
    // (Instances and host values: `math.exp(torch.tensor(2.0))` converts through `__float__`.)
    if !a
        .pos
        .iter()
        .any(|v| matches!(number(v), Value::Object(_) | Value::Foreign(_)))
    {
        return None;
    }
    let mut pos = vec![Value::str(name)];
    pos.extend(a.pos.iter().cloned());
    let retry = NativeFunction::value("_math_retry", |ctx, a| {
        super::builtins::call_prelude(ctx, "_math_retry", a)
    });
    Some(Flow::call(retry, pos, super::native::Then::Tail))
}

pub(crate) fn float_arg(a: &Args, name: &str) -> Result<f64, Flow> {
    if let Some(f) = retry_with_floats(a, name) {
        return Err(f);
    }
    Ok(float_arg_native(a, name)?)
}

fn float_arg_native(a: &Args, name: &str) -> Result<f64, PyErr> {
    if a.pos.len() > 1 {
        // `math.log(8, 2)` must not quietly drop its base: one-argument functions say so.
        return Err(PyErr::type_error(format!(
            "math.{name}() takes exactly one argument ({} given)",
            a.pos.len()
        )));
    }
    match a.pos.first().map(number) {
        Some(Value::Float(f)) => Ok(*f),
        Some(Value::Int(i)) => Ok(*i as f64),
        Some(Value::Long(b)) => super::long::to_f64(b),
        Some(Value::Bool(b)) => Ok(*b as u8 as f64),
        Some(other) => Err(PyErr::type_error(format!(
            "must be real number, not {}",
            super::dunder::type_name(other)
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
    m.set("nan", Value::Float(super::arith::MATH_NAN));
    let fns: &[(&str, super::native::NativeFn)] = &[
        ("log", |_, a| {
            if let Some(f) = retry_with_floats(a, "log") {
                return Err(f);
            }
            let ln = |v: &Value| -> Result<f64, PyErr> {
                if let Value::Long(b) = number(v) {
                    return big_log(b, f64::ln);
                }
                let x = num(v)?;
                if x > 0.0 || x.is_nan() {
                    Ok(x.ln())
                } else {
                    Err(PyErr::value_error("math domain error"))
                }
            };
            match a.pos.as_slice() {
                [x] => Ok(Value::Float(ln(x)?)),
                [x, base] => {
                    let (n, d) = (ln(x)?, ln(base)?);
                    if d == 0.0 {
                        return Err(
                            PyErr::new("ZeroDivisionError", "float division by zero").into()
                        );
                    }
                    Ok(Value::Float(n / d))
                }
                _ => Err(PyErr::type_error(format!(
                    "log expected 1 or 2 arguments, got {}",
                    a.pos.len()
                ))
                .into()),
            }
        }),
        ("isqrt", |_, a| {
            let n = int_arg(a, 0, "isqrt")?;
            if n.is_negative() {
                return Err(PyErr::value_error("isqrt() argument must be nonnegative").into());
            }
            Ok(match n.to_u64() {
                Some(n) => Value::Int(isqrt(n) as i64),
                None => super::long::isqrt(&n),
            })
        }),
        ("comb", |_, a| {
            let (n, k) = (int_arg(a, 0, "comb")?, int_arg(a, 1, "comb")?);
            nonneg(&n, "n")?;
            nonneg(&k, "k")?;
            Ok(super::long::comb(&n, &k, false)?)
        }),
        ("perm", |_, a| {
            let n = int_arg(a, 0, "perm")?;
            let k = match a.pos.get(1) {
                None | Some(Value::None) => n.clone(),
                Some(_) => int_arg(a, 1, "perm")?,
            };
            nonneg(&n, "n")?;
            nonneg(&k, "k")?;
            Ok(super::long::comb(&n, &k, true)?)
        }),
        ("lcm", |_, a| {
            let mut l = BigInt::one();
            for i in 0..a.pos.len() {
                let x = int_arg(a, i, "lcm")?.abs();
                if x.is_zero() || l.is_zero() {
                    l = BigInt::zero();
                    continue;
                }
                l = l.lcm(&x);
            }
            Ok(super::long::norm(l))
        }),
        ("modf", |_, a| {
            let x = float_arg(a, "modf")?;
            let int = if x.is_infinite() { x } else { x.trunc() };
            let frac = if x.is_infinite() {
                0.0f64.copysign(x)
            } else {
                (x - int).copysign(x)
            };
            Ok(Value::tuple(vec![Value::Float(frac), Value::Float(int)]))
        }),
        ("frexp", |_, a| {
            let x = float_arg(a, "frexp")?;
            if x == 0.0 || !x.is_finite() {
                return Ok(Value::tuple(vec![Value::Float(x), Value::Int(0)]));
            }
            // x = m * 2**e with 0.5 <= |m| < 1, exactly (subnormals scaled up first).
            let (x, bias) = if x.abs() < f64::MIN_POSITIVE {
                (x * 2f64.powi(64), -64)
            } else {
                (x, 0)
            };
            let bits = x.to_bits();
            let e = ((bits >> 52) & 0x7ff) as i64 - 1022;
            let m = f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52));
            Ok(Value::tuple(vec![Value::Float(m), Value::Int(e + bias)]))
        }),
        ("ldexp", |_, a| {
            let x = num(a.pos.first().unwrap_or(&Value::None))?;
            let e =
                int_arg(a, 1, "ldexp")?.clamp(BigInt::from(-1_000_000), BigInt::from(1_000_000));
            let r = super::mathfns::ldexp(x, e.to_i32().unwrap_or(0));
            if r.is_infinite() && x.is_finite() {
                return Err(PyErr::new("OverflowError", "math range error").into());
            }
            Ok(Value::Float(r))
        }),
        ("floor", |ctx, a| round_to_int(ctx, a, "floor", f64::floor)),
        ("ceil", |ctx, a| round_to_int(ctx, a, "ceil", f64::ceil)),
        ("trunc", |ctx, a| round_to_int(ctx, a, "trunc", f64::trunc)),
        ("atan2", |_, a| {
            let (y, x) = two(a, "atan2")?;
            Ok(Value::Float(y.atan2(x)))
        }),
        ("log2", |_, a| {
            if let (Some(Value::Long(b)), 1) = (a.pos.first().map(number), a.pos.len()) {
                return Ok(Value::Float(big_log(b, f64::log2)?));
            }
            let x = float_arg(a, "log2")?;
            domain(x.log2(), x > 0.0 || x.is_nan())
        }),
        ("log10", |_, a| {
            if let (Some(Value::Long(b)), 1) = (a.pos.first().map(number), a.pos.len()) {
                return Ok(Value::Float(big_log(b, f64::log10)?));
            }
            let x = float_arg(a, "log10")?;
            domain(x.log10(), x > 0.0 || x.is_nan())
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
            if rel < 0.0 || abs < 0.0 {
                return Err(PyErr::value_error("tolerances must be non-negative").into());
            }
            if x == y {
                return Ok(Value::Bool(true));
            }
            if x.is_infinite() || y.is_infinite() {
                return Ok(Value::Bool(false));
            }
            let diff = (y - x).abs();
            Ok(Value::Bool(
                diff <= (rel * y).abs() || diff <= (rel * x).abs() || diff <= abs,
            ))
        }),
        ("factorial", |_, a| {
            if a.pos.first().is_some_and(super::builtins::needs_index) {
                int_arg(a, 0, "factorial")?;
            }
            let n = match a.pos.first().map(number) {
                Some(Value::Int(n)) => *n,
                Some(Value::Bool(b)) => *b as i64,
                Some(Value::Long(b)) if b.is_negative() => -1,
                Some(Value::Long(_)) => {
                    return Err(PyErr::new(
                        "OverflowError",
                        "factorial() argument should not exceed 9223372036854775807",
                    )
                    .into())
                }
                Some(_) => {
                    return Err(PyErr::type_error(format!(
                        "'{}' object cannot be interpreted as an integer",
                        super::dunder::type_name(&a.pos[0])
                    ))
                    .into())
                }
                None => {
                    return Err(PyErr::type_error(
                        "factorial() takes exactly one argument (0 given)",
                    )
                    .into())
                }
            };
            if n < 0 {
                return Err(
                    PyErr::value_error("factorial() not defined for negative values").into(),
                );
            }
            Ok(super::long::factorial(n as u64)?)
        }),
        ("gcd", |_, a| {
            let mut g = BigInt::zero();
            for i in 0..a.pos.len() {
                g = g.gcd(&int_arg(a, i, "gcd")?);
            }
            Ok(super::long::norm(g))
        }),
        ("prod", prod),
    ];
    for (n, f) in fns {
        m.set(n, NativeFunction::value(n, *f));
    }
    super::mathfns::install(&m);
    Value::Module(Rc::clone(&m))
}

/// `math.prod(iterable, *, start=1)`: `*` over any items (generators collected first).
fn prod(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if a.pos.len() != 1 {
        return Err(PyErr::type_error(format!(
            "prod() takes exactly 1 positional argument ({} given)",
            a.pos.len()
        ))
        .into());
    }
    let mut acc = a.kwarg("start").cloned().unwrap_or(Value::Int(1));
    let items = super::conts::items_arg(prod, a, 0)?;
    // Instances (an int subclass's too, whose `__mul__` may be its own): Python's `*`.
    if std::iter::once(&acc)
        .chain(&items)
        .any(|v| matches!(v, Value::Object(_) | Value::Foreign(_)))
    {
        let args = super::vm::args(vec![Value::list(items), acc]);
        return super::builtins::call_prelude(ctx, "_math_prod", &args);
    }
    for v in items {
        acc = super::arith::binary(super::code::BinOp::Mul, &acc, &v)?;
    }
    Ok(acc)
}

pub(crate) fn num(v: &Value) -> Result<f64, PyErr> {
    match number(v) {
        Value::Float(f) => Ok(*f),
        Value::Int(i) => Ok(*i as f64),
        Value::Long(b) => super::long::to_f64(b),
        Value::Bool(b) => Ok(*b as u8 as f64),
        _ => Err(PyErr::type_error(format!(
            "must be real number, not {}",
            super::dunder::type_name(v)
        ))),
    }
}

pub(crate) fn two(a: &Args, name: &str) -> Result<(f64, f64), Flow> {
    if let Some(f) = retry_with_floats(a, name) {
        return Err(f);
    }
    Ok(two_native(a, name)?)
}

fn two_native(a: &Args, name: &str) -> Result<(f64, f64), PyErr> {
    match a.pos.as_slice() {
        [x, y] => Ok((num(x)?, num(y)?)),
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
    Ok(super::long::from_f64(x)?)
}

/// `math.log` of a big int: through its top bits and exponent, so past the floats too.
fn big_log(b: &BigInt, log: fn(f64) -> f64) -> Result<f64, PyErr> {
    if !b.is_positive() {
        return Err(PyErr::value_error("math domain error"));
    }
    Ok(super::long::log_with(b, log))
}

/// `math.floor`/`ceil`/`trunc`: an int is itself, a float rounds to an int of any size.
fn round_to_int(ctx: &mut Ctx, a: &Args, name: &str, f: fn(f64) -> f64) -> NativeResult {
    let first = a.pos.first().map(|v| match v {
        // An int or float subclass's instance without its own method: its number's.
        Value::Object(o)
            if o.class
                .lookup_owner(&format!("__{name}__"))
                .is_none_or(|(owner, _)| owner.builtin) =>
        {
            number(v)
        }
        _ => v,
    });
    match first {
        // An instance: its `__floor__`/`__ceil__`/`__trunc__`, or its float (`_prelude`).
        Some(v @ Value::Object(_)) if a.pos.len() == 1 => {
            let args = Args {
                pos: vec![v.clone(), Value::str(name)],
                kw: Vec::new(),
            };
            super::builtins::call_prelude(ctx, "_math_round", &args)
        }
        Some(v @ (Value::Int(_) | Value::Long(_))) if a.pos.len() == 1 => Ok(v.clone()),
        Some(Value::Bool(b)) if a.pos.len() == 1 => Ok(Value::Int(*b as i64)),
        Some(Value::Float(x)) if a.pos.len() == 1 => to_int(f(*x)),
        _ => to_int(f(float_arg(a, name)?)),
    }
}

/// Positional argument `i` as an int of any size, in CPython's words when it is not one.
/// The integer argument `i` of math function `name`. An instance with `__index__` is converted
/// as CPython's `PyNumber_Index` converts it: `_prelude._math_index_retry` calls `math.name`
/// again with each such argument's `__index__()`.
fn int_arg(a: &Args, i: usize, name: &str) -> Result<BigInt, Flow> {
    match a.pos.get(i) {
        Some(v) if matches!(number(v), Value::Int(_) | Value::Bool(_) | Value::Long(_)) => {
            Ok(super::long::big_of(number(v)).unwrap_or_default())
        }
        Some(v) if super::builtins::needs_index(v) => {
            let mut pos = vec![Value::str(name)];
            pos.extend(a.pos.iter().cloned());
            let retry = NativeFunction::value("_math_index_retry", |ctx, a| {
                super::builtins::call_prelude(ctx, "_math_index_retry", a)
            });
            Err(Flow::call(retry, pos, crate::native::Then::Tail))
        }
        Some(other) => Err(PyErr::type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            super::dunder::type_name(other)
        ))
        .into()),
        None => Err(PyErr::type_error(format!(
            "{name}() missing required argument (pos {})",
            i + 1
        ))
        .into()),
    }
}

fn nonneg(v: &BigInt, what: &str) -> Result<(), PyErr> {
    if v.is_negative() {
        return Err(PyErr::value_error(format!(
            "{what} must be a non-negative integer"
        )));
    }
    Ok(())
}

/// The integer square root, exactly (a float's estimate corrected both ways).
fn isqrt(n: u64) -> u64 {
    let mut r = (n as f64).sqrt() as u64;
    while r.checked_mul(r).is_none_or(|sq| sq > n) {
        r -= 1;
    }
    while (r + 1).checked_mul(r + 1).is_some_and(|sq| sq <= n) {
        r += 1;
    }
    r
}

/// `time.perf_counter()` and friends: seconds since the run began, from `Instant` natively and
/// `performance.now()` in the browser (see `native::clock_secs`); `time.time()` the calendar's
/// (`native::epoch_secs`).
pub fn time() -> Value {
    let m = Module::new("time");
    let fns: &[(&str, super::native::NativeFn)] = &[
        ("perf_counter", elapsed),
        // The calendar's seconds since 1970 (moved on by `sleep` as the other clocks are).
        ("time", |ctx, _| {
            Ok(Value::Float(super::native::epoch_secs() + ctx.slept))
        }),
        ("monotonic", elapsed),
        // CPU time: what the program ran, not what it slept.
        ("process_time", |ctx, _| {
            Ok(Value::Float(super::native::clock_secs() - ctx.started))
        }),
        ("perf_counter_ns", |ctx, a| match elapsed(ctx, a)? {
            Value::Float(f) => Ok(Value::Int((f * 1e9) as i64)),
            other => Ok(other),
        }),
        ("sleep", sleep),
    ];
    for (n, f) in fns {
        m.set(n, NativeFunction::value(n, *f));
    }
    Value::Module(m)
}

/// `sys.setrecursionlimit(n)`: CPython's checks on `n`; the VM stacks at most
/// `vm::MAX_FRAMES` frames whatever the limit (frames are on the heap, not the C stack).
fn setrecursionlimit(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let n = match a.pos.as_slice() {
        [Value::Int(n)] => *n,
        [Value::Bool(b)] => *b as i64,
        [Value::Long(_)] => {
            return Err(
                PyErr::new("OverflowError", "Python int too large to convert to C int").into(),
            )
        }
        [other] => {
            return Err(PyErr::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                other.type_name()
            ))
            .into())
        }
        args => {
            return Err(PyErr::type_error(format!(
                "setrecursionlimit() takes exactly one argument ({} given)",
                args.len()
            ))
            .into())
        }
    };
    if n < 1 {
        return Err(PyErr::value_error("recursion limit must be greater or equal than 1").into());
    }
    if n > i32::MAX as i64 {
        return Err(PyErr::new("OverflowError", "Python int too large to convert to C int").into());
    }
    ctx.recursion_limit = n as usize;
    Ok(Value::None)
}

/// `time.sleep(secs)`: nothing to wait for in a playground run (the page cannot block), so the
/// clocks move on by `secs` instead: `time.time()`, `monotonic()` and `perf_counter()` after it read
/// at least `secs` more, as a program that measures its sleeps expects. CPython's checks on `secs`.
fn sleep(ctx: &mut Ctx, a: &Args) -> NativeResult {
    // `_PyTime_t` counts nanoseconds in an i64: about 9.22e9 seconds at most.
    const MAX_SECS: f64 = 9_223_372_036.0;
    let secs = match a.pos.as_slice() {
        [Value::Float(f)] => *f,
        [Value::Int(i)] if *i as f64 > MAX_SECS => {
            return Err(PyErr::new(
                "OverflowError",
                "timestamp too large to convert to C _PyTime_t",
            )
            .into())
        }
        [Value::Int(i)] => *i as f64,
        [Value::Bool(b)] => *b as u8 as f64,
        [Value::Long(_)] => {
            return Err(PyErr::new(
                "OverflowError",
                "timestamp too large to convert to C _PyTime_t",
            )
            .into())
        }
        [other] => {
            return Err(PyErr::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                super::dunder::type_name(other)
            ))
            .into())
        }
        args => {
            return Err(PyErr::type_error(format!(
                "time.sleep() takes exactly one argument ({} given)",
                args.len()
            ))
            .into())
        }
    };
    if secs.is_nan() {
        return Err(PyErr::value_error("Invalid value NaN (not a number)").into());
    }
    if secs < 0.0 {
        return Err(PyErr::value_error("sleep length must be non-negative").into());
    }
    if secs > MAX_SECS {
        return Err(PyErr::new(
            "OverflowError",
            "timestamp out of range for platform time_t",
        )
        .into());
    }
    ctx.slept += secs;
    Ok(Value::None)
}

fn elapsed(ctx: &mut Ctx, _: &Args) -> NativeResult {
    Ok(Value::Float(
        super::native::clock_secs() - ctx.started + ctx.slept,
    ))
}

/// `sys`: what tutorials read from it.
pub fn sys() -> Value {
    let m = Module::new("sys");
    m.set("version", Value::str("3.11 (TPU Playground)"));
    m.set("platform", Value::str("tpu-playground"));
    m.set("maxsize", Value::Int(i64::MAX));
    // `version_info`, `float_info`, `int_info`, `hash_info`: struct sequences made by sys's
    // Python part (`core/lang/lib/sys.py`) on first use.
    m.set(
        "getrecursionlimit",
        NativeFunction::value("getrecursionlimit", |ctx, _| {
            Ok(Value::Int(ctx.recursion_limit as i64))
        }),
    );
    m.set(
        "setrecursionlimit",
        NativeFunction::value("setrecursionlimit", setrecursionlimit),
    );
    m.set("argv", Value::list(vec![Value::str("<program>")]));
    m.set("exc_info", NativeFunction::value("exc_info", exc_info));
    m.set(
        "_getframe",
        NativeFunction::value("_getframe", crate::vm::getframe),
    );
    // `sys.stdout` and `sys.stderr`: the run's output and its error stream (the CLI's stdout and
    // stderr; the page has one console, which shows both), with `write` and `flush` for programs
    // that print through them.
    fn stream_write(ctx: &mut Ctx, a: &Args, err: bool) -> NativeResult {
        match a.pos.first() {
            Some(Value::Str(s)) => {
                match err {
                    true => ctx.write_err(s),
                    false => ctx.write(s),
                }
                Ok(Value::Int(s.chars().count() as i64))
            }
            Some(other) => Err(PyErr::type_error(format!(
                "write() argument must be str, not {}",
                other.type_name()
            ))
            .into()),
            None => Err(PyErr::type_error("write() takes exactly one argument (0 given)").into()),
        }
    }
    /// `writelines(lines)`: each str written in turn, any iterable (`_prelude._writelines`).
    fn stream_lines(ctx: &mut Ctx, a: &Args, err: bool) -> NativeResult {
        let lines = a.pos.first().cloned().ok_or_else(|| {
            PyErr::type_error("writelines() takes exactly one argument (0 given)")
        })?;
        let args = crate::vm::args(vec![Value::Bool(err), lines]);
        crate::builtins::call_prelude(ctx, "_writelines", &args)
    }
    for name in ["sys.stdout", "sys.stderr"] {
        let f = Module::new(name);
        f.set(
            "write",
            match name {
                "sys.stderr" => NativeFunction::value("write", |ctx, a| stream_write(ctx, a, true)),
                _ => NativeFunction::value("write", |ctx, a| stream_write(ctx, a, false)),
            },
        );
        f.set(
            "flush",
            NativeFunction::value("flush", |_, _| Ok(Value::None)),
        );
        f.set(
            "writelines",
            match name {
                "sys.stderr" => {
                    NativeFunction::value("writelines", |ctx, a| stream_lines(ctx, a, true))
                }
                _ => NativeFunction::value("writelines", |ctx, a| stream_lines(ctx, a, false)),
            },
        );
        // The attributes programs read off a text stream (`logging` shows `name`).
        f.set("name", Value::str(&format!("<{}>", &name[4..])));
        f.set("encoding", Value::str("utf-8"));
        f.set(
            "errors",
            Value::str(if name == "sys.stderr" {
                "backslashreplace"
            } else {
                "strict"
            }),
        );
        f.set("mode", Value::str("w"));
        f.set("closed", Value::Bool(false));
        f.set(
            "isatty",
            NativeFunction::value("isatty", |_, _| Ok(Value::Bool(false))),
        );
        f.set(
            "writable",
            NativeFunction::value("writable", |_, _| Ok(Value::Bool(true))),
        );
        f.set(
            "readable",
            NativeFunction::value("readable", |_, _| Ok(Value::Bool(false))),
        );
        m.set(&name[4..], Value::Module(f.clone()));
        m.set(&format!("__{}__", &name[4..]), Value::Module(f));
    }
    // `sys.stdin`: a run has no input, so it reads as at its end.
    let stdin = Module::new("sys.stdin");
    for (k, v) in [
        ("name", "<stdin>"),
        ("encoding", "utf-8"),
        ("errors", "strict"),
        ("mode", "r"),
    ] {
        stdin.set(k, Value::str(v));
    }
    stdin.set("closed", Value::Bool(false));
    stdin.set(
        "readline",
        NativeFunction::value("readline", |_, _| Ok(Value::str(""))),
    );
    stdin.set(
        "read",
        NativeFunction::value("read", |_, _| Ok(Value::str(""))),
    );
    stdin.set(
        "readlines",
        NativeFunction::value("readlines", |_, _| Ok(Value::list(Vec::new()))),
    );
    stdin.set(
        "isatty",
        NativeFunction::value("isatty", |_, _| Ok(Value::Bool(false))),
    );
    m.set("stdin", Value::Module(stdin.clone()));
    m.set("__stdin__", Value::Module(stdin));
    m.set(
        "get_int_max_str_digits",
        NativeFunction::value("get_int_max_str_digits", |_, _| {
            Ok(Value::Int(super::long::max_str_digits() as i64))
        }),
    );
    m.set(
        "set_int_max_str_digits",
        NativeFunction::value("set_int_max_str_digits", |_, a| {
            let n = a.get(0, "maxdigits").ok_or_else(|| {
                PyErr::type_error(
                    "set_int_max_str_digits() missing required argument 'maxdigits' (pos 1)",
                )
            })?;
            super::long::set_max_str_digits(super::builtins::as_i64(n, "")?)?;
            Ok(Value::None)
        }),
    );
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

/// `sys.exc_info()`: the VM gives it the exception being handled (`Vm::implicit_scope`) as
/// `(type, value, None)`; the playground has no traceback objects.
pub fn exc_info(_: &mut Ctx, a: &Args) -> NativeResult {
    let v =
        a.kw.iter()
            .find(|(k, _)| &**k == crate::builtins::introspect::SCOPE)
            .map_or(Value::None, |(_, v)| v.clone());
    let t = match &v {
        Value::None => Value::None,
        v => crate::builtins::introspect::type_of(v),
    };
    Ok(Value::tuple(vec![t, v, Value::None]))
}
