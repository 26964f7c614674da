//! `object`'s own special methods called explicitly, as CPython's slot wrappers:
//! `object.__hash__(self)` in a class that defines `__eq__`, `super().__eq__(other)`,
//! `object.__repr__(self)`, `object.__format__(self, spec)`. They are not in `object`'s
//! namespace (every class would then find them there, and the operators of every instance go
//! through Python-level calls): attribute lookups that miss fall back to them (`attr.rs`).

use super::super::errors::PyErr;
use super::super::native::{Args, Ctx, NativeFn, NativeFunction, NativeResult};
use super::super::table::identity_hash;
use super::super::value::Value;

/// The receiver, or CPython's TypeError for a call without one.
fn this<'a>(a: &'a Args, name: &str) -> Result<&'a Value, PyErr> {
    a.pos.first().ok_or_else(|| {
        PyErr::type_error(format!(
            "descriptor '{name}' of 'object' object needs an argument"
        ))
    })
}

/// The receiver and the one argument of a comparison.
fn pair<'a>(a: &'a Args, name: &str) -> Result<(&'a Value, &'a Value), PyErr> {
    let s = this(a, name)?;
    match a.pos.len() {
        2 => Ok((s, &a.pos[1])),
        n => Err(PyErr::type_error(format!(
            "expected 1 argument, got {}",
            n - 1
        ))),
    }
}

fn arg_count(a: &Args, name: &str, n: usize) -> Result<(), PyErr> {
    this(a, name)?;
    match a.pos.len() - 1 {
        k if k == n => Ok(()),
        0 => Err(PyErr::type_error(format!(
            "object.{name}() takes exactly one argument (0 given)"
        ))),
        k => Err(PyErr::type_error(format!(
            "object.{name}() takes no arguments ({k} given)"
        ))),
    }
}

thread_local! {
    /// Each method made once, so `getattr(C, "__lt__") is getattr(object, "__lt__")` holds
    /// (functools.total_ordering asks so).
    static MADE: std::cell::RefCell<Vec<(&'static str, Value)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// `object.name` where the class and its bases lack `name` (None: no such method).
pub(crate) fn object_method(name: &str) -> Option<Value> {
    if let Some(v) = MADE.with(|m| {
        m.borrow()
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.clone())
    }) {
        return Some(v);
    }
    let (name, v) = make(name)?;
    MADE.with(|m| m.borrow_mut().push((name, v.clone())));
    Some(v)
}

fn make(name: &str) -> Option<(&'static str, Value)> {
    let (name, f): (&'static str, NativeFn) = match name {
        "__hash__" => ("__hash__", |_, a| {
            arg_count(a, "__hash__", 0)?;
            Ok(Value::Int(identity_hash(&a.pos[0])))
        }),
        "__eq__" => ("__eq__", |_, a| {
            let (s, o) = pair(a, "__eq__")?;
            Ok(match crate::arith::identical(s, o) {
                true => Value::Bool(true),
                false => Value::NotImplemented,
            })
        }),
        "__ne__" => ("__ne__", |ctx, a| {
            pair(a, "__ne__")?;
            super::call_prelude(ctx, "_object_ne", a)
        }),
        "__lt__" => ("__lt__", |_, a| {
            pair(a, "__lt__")
                .map(|_| Value::NotImplemented)
                .map_err(Into::into)
        }),
        "__le__" => ("__le__", |_, a| {
            pair(a, "__le__")
                .map(|_| Value::NotImplemented)
                .map_err(Into::into)
        }),
        "__gt__" => ("__gt__", |_, a| {
            pair(a, "__gt__")
                .map(|_| Value::NotImplemented)
                .map_err(Into::into)
        }),
        "__ge__" => ("__ge__", |_, a| {
            pair(a, "__ge__")
                .map(|_| Value::NotImplemented)
                .map_err(Into::into)
        }),
        "__repr__" => ("__repr__", |_, a| {
            arg_count(a, "__repr__", 0)?;
            Ok(Value::str(&default_repr(&a.pos[0])))
        }),
        "__str__" => ("__str__", |ctx, a| {
            arg_count(a, "__str__", 0)?;
            super::funcs::repr(ctx, a)
        }),
        "__format__" => ("__format__", object_format),
        "__dir__" => ("__dir__", |ctx, a| {
            arg_count(a, "__dir__", 0)?;
            super::introspect::object_dir(ctx, a)
        }),
        "__sizeof__" => ("__sizeof__", |_, a| {
            arg_count(a, "__sizeof__", 0)?;
            // CPython's basic size: with a `__dict__` pointer, or without (`__slots__`, object()).
            Ok(Value::Int(match &a.pos[0] {
                Value::Object(o) if !o.class.builtin && o.class.slots_only().is_none() => 24,
                _ => 16,
            }))
        }),
        "__getstate__" => ("__getstate__", |_, a| {
            arg_count(a, "__getstate__", 0)?;
            Ok(match &a.pos[0] {
                // Only `__slots__`: CPython's `(None, {slot: value})`, or None with none set.
                Value::Object(o) if crate::attr::slots_only(&o.class).is_some() => {
                    let d = o.attrs.borrow_mut().live_dict();
                    if d.borrow().is_empty() {
                        Value::None
                    } else {
                        Value::tuple(vec![Value::None, Value::Dict(d)])
                    }
                }
                Value::Object(o) => {
                    let d = o.attrs.borrow_mut().live_dict();
                    if d.borrow().is_empty() {
                        Value::None
                    } else {
                        Value::Dict(d)
                    }
                }
                _ => Value::None,
            })
        }),
        "__reduce_ex__" => ("__reduce_ex__", |ctx, a| {
            arg_count(a, "__reduce_ex__", 1)?;
            super::call_prelude(ctx, "_object_reduce_ex", a)
        }),
        "__reduce__" => ("__reduce__", |ctx, a| {
            arg_count(a, "__reduce__", 0)?;
            let args = Args {
                pos: vec![a.pos[0].clone(), Value::Int(0)],
                kw: Vec::new(),
            };
            super::call_prelude(ctx, "_object_reduce_ex", &args)
        }),
        "__subclasshook__" => {
            let f = NativeFunction::value("__subclasshook__", |_, _| Ok(Value::NotImplemented));
            return Some(("__subclasshook__", Value::ClassMethod(std::rc::Rc::new(f))));
        }
        _ => return None,
    };
    Some((name, NativeFunction::value(name, f)))
}

/// `<__main__.A object at 0x...>` whatever the class's own `__repr__`.
fn default_repr(v: &Value) -> String {
    match v {
        Value::Object(o) => format!(
            "<{} object at {}>",
            o.class.qualname(),
            crate::value::addr(&**o)
        ),
        other => format!("<{} object at {}>", other.type_name(), "0x000000000000"),
    }
}

/// `object.__format__(self, spec)`: `str(self)` for an empty spec, else CPython's TypeError.
fn object_format(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arg_count(a, "__format__", 1)?;
    match &a.pos[1] {
        Value::Str(s) if s.is_empty() => super::funcs::str_(
            ctx,
            &Args {
                pos: vec![a.pos[0].clone()],
                kw: Vec::new(),
            },
        ),
        Value::Str(_) => Err(PyErr::type_error(format!(
            "unsupported format string passed to {}.__format__",
            match &a.pos[0] {
                Value::Object(o) => o.class.name.to_string(),
                v => v.type_name().to_string(),
            }
        ))
        .into()),
        v => Err(PyErr::type_error(format!(
            "__format__() argument must be str, not {}",
            v.type_name()
        ))
        .into()),
    }
}
