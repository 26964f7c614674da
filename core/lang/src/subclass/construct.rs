//! `__new__` and `__init__` of the built-in types as bases: the mutable ones start empty and are
//! filled by `__init__`, the immutable ones take their value in `__new__`.

use std::rc::Rc;

use crate::errors::PyErr;
use crate::native::{Args, Continuation, Ctx, Flow, NativeResult, Then};
use crate::objects::{Class, Instance};
use crate::value::Value;

use super::{base_type, builtin, call_builtin, me, MUTABLE, SUBCLASSABLE};

/// `T.__new__(cls, *args)`: an instance carrying an empty container (list, dict, set: filled
/// by `__init__`), or the value `T(*args)` (the immutable types).
pub(super) fn new(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if let Some(Value::Native(n)) = a.pos.first() {
        // `int.__new__(int, "12")`: the built-in type itself makes the value.
        if let Some(t) = SUBCLASSABLE.iter().find(|t| **t == n.name) {
            let args = Args {
                pos: a.pos[1..].to_vec(),
                kw: a.kw.clone(),
            };
            return builtin(t)(ctx, &args);
        }
    }
    let Some(Value::Class(cls)) = a.pos.first() else {
        return Err(PyErr::type_error("__new__(X): X is not a type object").into());
    };
    let Some(t) = base_type(cls) else {
        return Err(
            PyErr::type_error(format!("{}.__new__ needs a built-in base", cls.name)).into(),
        );
    };
    crate::metaclass::check_abstract(cls)?;
    if MUTABLE.contains(&t) {
        let empty = call_builtin(ctx, t, Vec::new())?;
        return Ok(Value::Object(Instance::with_base(cls.clone(), empty)));
    }
    let args = Args {
        pos: a.pos[1..].to_vec(),
        kw: a.kw.clone(),
    };
    match builtin(t)(ctx, &args) {
        Ok(v) => Ok(Value::Object(Instance::with_base(cls.clone(), v))),
        // The value a Python call produces (`__index__`, or `tuple(map(int, s))` collecting
        // through its own continuation) is wrapped once made.
        Err(Flow::Call(mut c)) => {
            c.then = match std::mem::replace(&mut c.then, Then::Tail) {
                Then::Tail => Then::Resume(Box::new(Wrap(cls.clone()))),
                Then::Resume(k) => Then::Nest(Box::new(Wrap(cls.clone())), k),
                other => {
                    c.then = other;
                    return Err(PyErr::new(
                        "NotImplementedError",
                        format!("{t}.__new__ with this argument in a subclass"),
                    )
                    .into());
                }
            };
            Err(Flow::Call(c))
        }
        Err(e) => Err(e),
    }
}

/// The instance around the value a Python call (`__index__`, `__float__` ...) produced.
#[derive(Debug)]
struct Wrap(Rc<Class>);

impl Continuation for Wrap {
    fn resume(&mut self, _: &mut Ctx, v: Value) -> NativeResult {
        Ok(Value::Object(Instance::with_base(self.0.clone(), v)))
    }
}

/// `T.__init__(self, *args)` for list, dict and set: the container becomes `T(*args)`.
pub(super) fn init(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let base = me(a)?;
    let Some(t) = (match &base {
        Value::List(_) => Some("list"),
        Value::Dict(_) => Some("dict"),
        Value::Set(s) if !s.borrow().frozen => Some("set"),
        Value::ByteArray(_) => Some("bytearray"),
        _ => None,
    }) else {
        return Ok(Value::None);
    };
    if a.pos.len() == 1 && a.kw.is_empty() {
        return Ok(Value::None);
    }
    let args = Args {
        pos: a.pos[1..].to_vec(),
        kw: a.kw.clone(),
    };
    if t == "dict" {
        // `dict.__init__(d, ...)` is `d.update(...)`: what `d` holds stays (CPython's).
        return Err(Flow::Call(Box::new(crate::native::PyCall {
            func: crate::builtins::method(&base, "update")?,
            args,
            then: Then::Tail,
        })));
    }
    match builtin(t)(ctx, &args) {
        Ok(v) => {
            fill(&base, v);
            Ok(Value::None)
        }
        Err(Flow::Call(mut c)) => {
            // The container a Python call produces (`set(x + 1 for x in it)` collects through
            // its own continuation) fills `self` once made.
            c.then = match std::mem::replace(&mut c.then, Then::Tail) {
                Then::Tail => Then::Resume(Box::new(Fill(base))),
                Then::Resume(k) => Then::Nest(Box::new(Fill(base)), k),
                other => other,
            };
            Err(Flow::Call(c))
        }
        Err(e) => Err(e),
    }
}

fn fill(base: &Value, v: Value) {
    match (base, v) {
        (Value::List(b), Value::List(ref v)) => {
            let items = std::mem::take(&mut *v.borrow_mut());
            *b.borrow_mut() = items;
        }
        (Value::Dict(b), Value::Dict(ref v)) => {
            let items = std::mem::take(&mut *v.borrow_mut());
            *b.borrow_mut() = items;
        }
        (Value::Set(b), Value::Set(ref v)) => {
            let items = std::mem::take(&mut *v.borrow_mut());
            *b.borrow_mut() = items;
        }
        (Value::ByteArray(b), Value::ByteArray(ref v)) => {
            let items = std::mem::take(&mut *v.borrow_mut());
            *b.borrow_mut() = items;
        }
        _ => {}
    }
}

/// `__init__`'s container once a Python call produced it.
#[derive(Debug)]
struct Fill(Value);

impl Continuation for Fill {
    fn resume(&mut self, _: &mut Ctx, v: Value) -> NativeResult {
        fill(&self.0, v);
        Ok(Value::None)
    }
}
