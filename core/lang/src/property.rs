//! `property` objects' own attributes: `fget`/`fset`/`fdel`, `getter`/`setter`/`deleter` (a copy
//! with one accessor replaced) and the descriptor protocol called by hand (`prop.__get__(obj,
//! cls)`, `__set__`, `__delete__`), as CPython's; the messages for a missing accessor.

use std::rc::Rc;

use crate::errors::PyErr;
use crate::native::{Args, Flow, NativeFunction, NativeResult, Then};
use crate::objects::Property;
use crate::value::Value;

/// `prop.name` for a property `obj` (= `p`).
pub(crate) fn property_attr(obj: &Value, p: &Rc<Property>, name: &str) -> Result<Value, Flow> {
    let method = |f: fn(&mut crate::native::Ctx, &Args) -> NativeResult| {
        Ok(Value::BoundNative(Rc::new((
            obj.clone(),
            Rc::new(NativeFunction {
                name: name.into(),
                f,
            }),
        ))))
    };
    match name {
        "getter" => method(|_, a| property_with(a, 0)),
        "setter" => method(|_, a| property_with(a, 1)),
        "deleter" => method(|_, a| property_with(a, 2)),
        "__get__" => method(descr_get),
        "__set__" => method(descr_set),
        "__delete__" => method(descr_delete),
        "fset" => Ok(p.fset.clone()),
        "fdel" => Ok(p.fdel.clone()),
        "__doc__" => Ok(p.doc.clone()),
        // Abstract when an accessor is (`@property` over `@abstractmethod`), as CPython's.
        "__isabstractmethod__" => Ok(Value::Bool([&p.fget, &p.fset, &p.fdel].iter().any(|f| {
            !matches!(f, Value::None)
                && matches!(
                    crate::attr::getattr(f, "__isabstractmethod__"),
                    Ok(Value::Bool(true))
                )
        }))),
        "fget" => Ok(p.fget.clone()),
        _ => Err(PyErr::attribute_error("property", name).into()),
    }
}

/// `prop.getter(f)`, `prop.setter(f)`, `prop.deleter(f)`: a copy of the property with accessor
/// `which` (0, 1, 2) replaced.
fn property_with(a: &Args, which: usize) -> NativeResult {
    let (Value::Property(p), Some(f)) = (&a.pos[0], a.pos.get(1)) else {
        let name = ["getter", "setter", "deleter"][which];
        return Err(PyErr::type_error(format!("{name}() takes exactly one argument")).into());
    };
    let mut parts = [p.fget.clone(), p.fset.clone(), p.fdel.clone()];
    parts[which] = f.clone();
    let [fget, fset, fdel] = parts;
    let doc = if which == 0 {
        Value::None
    } else {
        p.doc.clone()
    };
    Ok(Property::full(fget, fset, fdel, doc))
}

/// The property bound as a method's receiver, and the call's other arguments, which must number
/// `min..=max` (CPython's wrapper messages, whose name is empty).
fn unpack(a: &Args, min: usize, max: usize) -> Result<(Rc<Property>, &[Value]), Flow> {
    let Some(Value::Property(p)) = a.pos.first() else {
        return Err(PyErr::type_error("descriptor needs a property").into());
    };
    let rest = &a.pos[1..];
    if rest.len() < min || rest.len() > max || !a.kw.is_empty() {
        let msg = if min == max {
            format!(" expected {min} arguments, got {}", rest.len())
        } else if rest.len() < min {
            format!(" expected at least {min} argument, got {}", rest.len())
        } else {
            format!(" expected at most {max} arguments, got {}", rest.len())
        };
        return Err(PyErr::type_error(msg).into());
    }
    Ok((p.clone(), rest))
}

/// `prop.__get__(obj, type=None)`: the property itself for `obj` None, else its getter's result.
fn descr_get(_: &mut crate::native::Ctx, a: &Args) -> NativeResult {
    let (p, rest) = unpack(a, 1, 2)?;
    let obj = rest[0].clone();
    if matches!(obj, Value::None) {
        return Ok(a.pos[0].clone());
    }
    if matches!(p.fget, Value::None) {
        return Err(missing(&p, &obj, "getter").into());
    }
    Err(Flow::call(p.fget.clone(), vec![obj], Then::Tail))
}

/// `prop.__set__(obj, value)`: the setter's call.
fn descr_set(_: &mut crate::native::Ctx, a: &Args) -> NativeResult {
    let (p, rest) = unpack(a, 2, 2)?;
    if matches!(p.fset, Value::None) {
        return Err(missing(&p, &rest[0], "setter").into());
    }
    Err(Flow::call(p.fset.clone(), rest.to_vec(), Then::Tail))
}

/// `prop.__delete__(obj)`: the deleter's call.
fn descr_delete(_: &mut crate::native::Ctx, a: &Args) -> NativeResult {
    let (p, rest) = unpack(a, 1, 1)?;
    if matches!(p.fdel, Value::None) {
        return Err(missing(&p, &rest[0], "deleter").into());
    }
    Err(Flow::call(p.fdel.clone(), rest.to_vec(), Then::Tail))
}

/// CPython's `property 'x' of 'C' object has no setter`: the name is the one the property is
/// bound to in the receiver's class (or its bases); one found nowhere is left out, as CPython's
/// message leaves it out for a property that was never named.
pub(crate) fn missing(p: &Rc<Property>, obj: &Value, accessor: &str) -> PyErr {
    let (class, name) = match obj {
        Value::Object(o) => {
            let name = o.class.mro().iter().find_map(|c| {
                c.attrs
                    .borrow()
                    .pairs()
                    .into_iter()
                    .find_map(|(k, v)| match &v {
                        Value::Property(q) if Rc::ptr_eq(q, p) => Some(k),
                        _ => None,
                    })
            });
            (o.class.qualname.clone(), name)
        }
        other => (other.type_name().to_string(), None),
    };
    let msg = match name {
        Some(n) => format!("property '{n}' of '{class}' object has no {accessor}"),
        None => format!("property of '{class}' object has no {accessor}"),
    };
    PyErr::new("AttributeError", msg)
}
