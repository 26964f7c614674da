//! `int | None`: `|` between classes (and built-in types, and None) makes a `types.UnionType`,
//! printed as CPython prints it (`int | None`), equal to another of the same members in any
//! order, and accepted by `isinstance`/`issubclass` as the tuple of its members.
//!
//! A union is an instance of one built-in class per thread whose `__args__` holds the members,
//! flattened and without repeats (`int | int` is `int` itself, as in CPython).

use std::rc::Rc;

use crate::errors::PyErr;
use crate::native::{Args, Ctx, NativeFunction, NativeResult};
use crate::objects::{Attrs, Class, Instance};
use crate::value::Value;

thread_local! {
    static UNION: Rc<Class> = union_class();
}

fn union_class() -> Rc<Class> {
    let mut attrs = Attrs::default();
    attrs.set("__module__", Value::str("types"));
    attrs.set("__repr__", NativeFunction::value("__repr__", repr));
    attrs.set("__or__", NativeFunction::value("__or__", or));
    attrs.set("__ror__", NativeFunction::value("__ror__", ror));
    attrs.set("__eq__", NativeFunction::value("__eq__", eq));
    attrs.set("__hash__", NativeFunction::value("__hash__", hash));
    // Prints as `<class 'types.UnionType'>` through its `__module__`.
    Class::new("UnionType", Vec::new(), attrs, true).expect("no bases")
}

/// The members of `v` when it is a union.
pub fn members(v: &Value) -> Option<Vec<Value>> {
    let Value::Object(o) = v else { return None };
    if !UNION.with(|u| Rc::ptr_eq(u, &o.class)) {
        return None;
    }
    match &o.attrs.borrow().get("__args__") {
        Some(Value::Tuple(t)) => Some(t.to_vec()),
        _ => Some(Vec::new()),
    }
}

/// Whether `v` may stand on either side of a union's `|`.
fn type_like(v: &Value) -> bool {
    match v {
        Value::Class(_) | Value::None => true,
        Value::Native(n) => crate::builtins::is_type_name(&n.name) || n.name == "NoneType",
        other => members(other).is_some() || alias_repr(other).is_some(),
    }
}

/// Whether `v` is a `types.GenericAlias` (`list[int]`).
pub fn is_alias(v: &Value) -> bool {
    alias_repr(v).is_some()
}

/// The repr a `types.GenericAlias` (`list[int]`, `_prelude.GenericAlias`) keeps.
fn alias_repr(v: &Value) -> Option<Rc<str>> {
    let Value::Object(o) = v else { return None };
    if o.class.name != "GenericAlias" || o.attrs.borrow().get("__origin__").is_none() {
        return None;
    }
    match &o.attrs.borrow().get("_repr") {
        Some(Value::Str(s)) => Some(s.clone()),
        _ => None,
    }
}

fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Class(x), Value::Class(y)) => Rc::ptr_eq(x, y),
        (Value::Native(x), Value::Native(y)) => x.name == y.name,
        (Value::Object(x), Value::Object(y)) => {
            Rc::ptr_eq(x, y)
                || matches!((alias_repr(a), alias_repr(b)), (Some(p), Some(q)) if p == q)
        }
        _ => false,
    }
}

/// `a | b` when both are classes, types, None or unions; `None`: not a union's operands.
pub fn make(a: &Value, b: &Value) -> Option<Value> {
    if !type_like(a) || !type_like(b) || matches!((a, b), (Value::None, Value::None)) {
        return None;
    }
    let mut args: Vec<Value> = Vec::new();
    for side in [a, b] {
        let items = members(side).unwrap_or_else(|| vec![side.clone()]);
        for item in items {
            let item = match item {
                Value::None => crate::builtins::introspect::type_of(&Value::None),
                other => other,
            };
            if !args.iter().any(|x| same(x, &item)) {
                args.push(item);
            }
        }
    }
    if args.len() == 1 {
        return args.pop();
    }
    let inst = UNION.with(|u| Instance::new(u.clone()));
    inst.attrs.borrow_mut().set("__args__", Value::tuple(args));
    Some(Value::Object(inst))
}

fn name_of(v: &Value) -> String {
    match v {
        Value::Class(c) => c.qualname(),
        Value::Native(n) if n.name == "NoneType" => "None".to_string(),
        Value::Native(n) => n.name.clone(),
        other => match alias_repr(other) {
            Some(r) => r.to_string(),
            None => other.type_name().to_string(),
        },
    }
}

fn this(a: &Args) -> Result<Vec<Value>, PyErr> {
    a.pos
        .first()
        .and_then(members)
        .ok_or_else(|| PyErr::type_error("descriptor requires a 'types.UnionType' object"))
}

fn repr(_: &mut Ctx, a: &Args) -> NativeResult {
    let names: Vec<String> = this(a)?.iter().map(name_of).collect();
    Ok(Value::str(&names.join(" | ")))
}

fn or(_: &mut Ctx, a: &Args) -> NativeResult {
    Ok(match (a.pos.first(), a.pos.get(1)) {
        (Some(x), Some(y)) => make(x, y).unwrap_or(Value::NotImplemented),
        _ => Value::NotImplemented,
    })
}

fn ror(_: &mut Ctx, a: &Args) -> NativeResult {
    Ok(match (a.pos.first(), a.pos.get(1)) {
        (Some(x), Some(y)) => make(y, x).unwrap_or(Value::NotImplemented),
        _ => Value::NotImplemented,
    })
}

fn eq(_: &mut Ctx, a: &Args) -> NativeResult {
    let mine = this(a)?;
    let Some(theirs) = a.pos.get(1).and_then(members) else {
        return Ok(Value::NotImplemented);
    };
    let covers = |x: &[Value], y: &[Value]| x.iter().all(|v| y.iter().any(|w| same(v, w)));
    Ok(Value::Bool(
        covers(&mine, &theirs) && covers(&theirs, &mine),
    ))
}

fn hash(_: &mut Ctx, a: &Args) -> NativeResult {
    // Order-free: the members' names, xored.
    let mut h: i64 = 0x2545_f491;
    for m in this(a)? {
        let s = name_of(&m);
        let mut x: i64 = 0;
        for b in s.bytes() {
            x = x.wrapping_mul(1_000_003).wrapping_add(b as i64);
        }
        h ^= x;
    }
    Ok(Value::Int(if h == -1 { -2 } else { h }))
}
