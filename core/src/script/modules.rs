//! Standard-library modules the playground provides (`math` for now).

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
        ("floor", |_, a| {
            Ok(Value::Int(float_arg(a, "floor")?.floor() as i64))
        }),
        ("ceil", |_, a| {
            Ok(Value::Int(float_arg(a, "ceil")?.ceil() as i64))
        }),
    ];
    for (n, f) in fns {
        m.set(n, NativeFunction::value(n, *f));
    }
    Value::Module(Rc::clone(&m))
}
