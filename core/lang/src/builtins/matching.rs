//! The `match` statement's runtime (PEP 634, as CPython 3.11's `MATCH_SEQUENCE`, `MATCH_MAPPING`,
//! `GET_LEN` and `MATCH_CLASS`): natives the compiler (`compile/pattern.rs`) loads as constants and calls, so
//! a pattern needs no instruction of its own and no builtin a program could rebind.
//!
//! What counts as a sequence or a mapping is CPython's type flag, `__abc_tpflags__` here as in
//! CPython's `collections.abc` (Sequence `1 << 5`, Mapping `1 << 6`), found along a class's MRO: the
//! library's deque, namedtuples, array, defaultdict/OrderedDict/Counter and ChainMap carry it, as
//! their CPython types do.

use super::super::conts::AttrOr;
use super::super::dunder;
use super::super::errors::PyErr;
use super::super::native::{Args, Ctx, Flow, NativeFn, NativeFunction, NativeResult, Then};
use super::super::value::Value;
use super::introspect::is_instance_of;
use super::is_type_name;

const SEQUENCE: i64 = 1 << 5;
const MAPPING: i64 = 1 << 6;

/// The built-in types whose one positional sub-pattern matches the subject itself (`int(x)`).
const MATCH_SELF: &[&str] = &[
    "bool",
    "bytearray",
    "bytes",
    "dict",
    "float",
    "frozenset",
    "int",
    "list",
    "set",
    "str",
    "tuple",
];

/// The helpers, by the name the compiler asks for (and a code object's constants show).
pub(crate) fn helper(name: &str) -> Option<Value> {
    let f: NativeFn = match name {
        "len" => super::funcs::len,
        "sequence length" => sequence_length,
        "match mapping" => is_mapping,
        "mapping length" => mapping_length,
        "match class" => match_class,
        "match attribute" => match_attribute,
        "match getattr" => match_getattr,
        "match key" => match_key,
        // `except*` (compile/trystar.rs): the steps of `_excgroup.py`, over the prelude's names.
        "except* begin" => |ctx, a| super::call_prelude(ctx, "_star_begin", a),
        "except* match" => |ctx, a| super::call_prelude(ctx, "_star_match", a),
        "except* raised" => |ctx, a| super::call_prelude(ctx, "_star_raised", a),
        "except* end" => |ctx, a| super::call_prelude(ctx, "_star_end", a),
        // `compile(..., "single")`'s expression statements (compile/stmt.rs).
        "displayhook" => |ctx, a| super::call_prelude(ctx, "_displayhook", a),
        _ => return None,
    };
    Some(NativeFunction::value(name, f))
}

/// An instance's CPython type flags: its class's `__abc_tpflags__`, else those of the built-in
/// type it derives from (a subclass of list is a sequence, of dict a mapping).
fn flags(v: &Value) -> i64 {
    let Value::Object(o) = v else { return 0 };
    match o.class.lookup("__abc_tpflags__") {
        Some(Value::Int(f)) => f,
        _ => match &o.base {
            Some(Value::List(_) | Value::Tuple(_)) => SEQUENCE,
            Some(Value::Dict(_)) => MAPPING,
            _ => 0,
        },
    }
}

/// `case [...]` takes lists, tuples, ranges and classes flagged as sequences; never str, bytes or
/// dict.
fn is_sequence(v: &Value) -> bool {
    match v {
        Value::List(_) | Value::Tuple(_) | Value::Range { .. } => true,
        Value::Foreign(f) => f.is_instance("tuple") || f.is_instance("list"),
        other => flags(other) & SEQUENCE != 0,
    }
}

/// `case {...}` takes dicts and classes flagged as mappings.
fn mapping(v: &Value) -> bool {
    matches!(v, Value::Dict(_)) || flags(v) & MAPPING != 0
}

fn is_mapping(_: &mut Ctx, a: &Args) -> NativeResult {
    Ok(Value::Bool(a.pos.first().is_some_and(mapping)))
}

/// A sequence's `len()` (its `__len__` for a class), -1 for any other value: CPython's
/// MATCH_SEQUENCE and GET_LEN in one call.
fn sequence_length(ctx: &mut Ctx, a: &Args) -> NativeResult {
    match a.pos.first() {
        Some(Value::List(l)) => Ok(Value::Int(l.borrow().len() as i64)),
        Some(Value::Tuple(t)) => Ok(Value::Int(t.len() as i64)),
        Some(v) if is_sequence(v) => super::funcs::len(ctx, a),
        _ => Ok(Value::Int(-1)),
    }
}

/// The same for mappings: MATCH_MAPPING and GET_LEN.
fn mapping_length(ctx: &mut Ctx, a: &Args) -> NativeResult {
    match a.pos.first() {
        Some(Value::Dict(d)) => Ok(Value::Int(d.borrow().len() as i64)),
        Some(v) if mapping(v) => super::funcs::len(ctx, a),
        _ => Ok(Value::Int(-1)),
    }
}

/// `match key(k0, ..., ki)`: CPython's refusal of a mapping pattern that looks a key up twice,
/// when a dotted name's value equals another key (literal repeats are refused at compile time).
/// Keys compare as the VM's `==` does natively (a Python `__eq__` is not called).
fn match_key(_: &mut Ctx, a: &Args) -> NativeResult {
    if let Some((key, before)) = a.pos.split_last() {
        if before.iter().any(|b| super::super::arith::equal(b, key)) {
            return Err(PyErr::new(
                "ValueError",
                format!("mapping pattern checks duplicate key ({})", key.repr()),
            )
            .into());
        }
    }
    Ok(Value::None)
}

/// The name a class pattern's errors give a class (CPython's `tp_name`).
fn class_name(cls: &Value) -> String {
    match cls {
        Value::Class(c) => c.name.clone(),
        Value::Native(n) => n.name.clone(),
        other => other.type_name().to_string(),
    }
}

/// `match class(subject, cls, npos, kwnames)`: with no positional sub-patterns, whether the subject
/// is an instance of `cls`. With them, None when it is not, else the attributes to fetch: `(match_self, positional names from __match_args__..., keyword
/// names...)`, `match_self` true when the one positional sub-pattern is the subject itself.
fn match_class(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let [subject, cls, Value::Int(npos), Value::Tuple(kw)] = &a.pos[..] else {
        return Err(PyErr::type_error("match class: bad arguments").into());
    };
    let npos = (*npos).max(0) as usize;
    let is_type = match cls {
        Value::Class(_) | Value::Foreign(_) => true,
        // The built-in types, and the host's classes (`torch.Tensor`).
        Value::Native(n) => {
            is_type_name(&n.name) || ctx.host.classes.iter().any(|(name, _)| *name == n.name)
        }
        _ => false,
    };
    if !is_type {
        return Err(PyErr::type_error("called match pattern must be a type").into());
    }
    let instance = is_instance_of(subject, cls)?;
    if npos == 0 {
        return Ok(Value::Bool(instance));
    }
    if !instance {
        return Ok(Value::None);
    }
    let mut out = vec![Value::Bool(false)];
    if npos > 0 {
        let match_args = match cls {
            Value::Class(c) => c.lookup("__match_args__"),
            _ => None,
        };
        let (names, match_self) = match &match_args {
            Some(Value::Tuple(t)) => (t.to_vec(), false),
            Some(other) => {
                return Err(PyErr::type_error(format!(
                    "{}.__match_args__ must be a tuple (got {})",
                    class_name(cls),
                    super::super::dunder::type_name(other)
                ))
                .into())
            }
            // The self-matching built-in types, and classes deriving from one (as CPython's flag
            // is inherited), unless they define __match_args__.
            None => (
                Vec::new(),
                match cls {
                    Value::Native(n) => MATCH_SELF.contains(&n.name.as_str()),
                    Value::Class(c) => {
                        crate::subclass::base_type(c).is_some_and(|t| MATCH_SELF.contains(&t))
                    }
                    _ => false,
                },
            ),
        };
        let allowed = if match_self { 1 } else { names.len() };
        if allowed < npos {
            return Err(PyErr::type_error(format!(
                "{}() accepts {allowed} positional sub-pattern{} ({npos} given)",
                class_name(cls),
                if allowed == 1 { "" } else { "s" }
            ))
            .into());
        }
        if match_self {
            out[0] = Value::Bool(true);
            out.push(Value::None);
        } else {
            out.extend(names.into_iter().take(npos));
        }
    }
    out.extend(kw.iter().cloned());
    Ok(Value::tuple(out))
}

/// `match attribute(subject, cls, names, i, missing)`: the `i`th attribute `match class` named (the
/// subject itself for a self-matching type's positional sub-pattern), or `missing` when the
/// subject has no such attribute (an AttributeError: any other error propagates).
fn match_attribute(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let [subject, cls, Value::Tuple(names), Value::Int(i), missing] = &a.pos[..] else {
        return Err(PyErr::type_error("match attribute: bad arguments").into());
    };
    let i = (*i).max(0) as usize;
    if i == 0 && matches!(names.first(), Some(Value::Bool(true))) {
        return Ok(subject.clone());
    }
    let (Some(name), Some(before)) = (names.get(i + 1), names.get(1..i + 1)) else {
        return Err(PyErr::type_error("match attribute: bad arguments").into());
    };
    let Value::Str(s) = name else {
        return Err(PyErr::type_error(format!(
            "__match_args__ elements must be strings (got {})",
            super::super::dunder::type_name(name)
        ))
        .into());
    };
    if before
        .iter()
        .any(|b| matches!(b, Value::Str(t) if **t == **s))
    {
        return Err(PyErr::type_error(format!(
            "{}() got multiple sub-patterns for attribute {}",
            class_name(cls),
            name.repr()
        ))
        .into());
    }
    attribute_or(ctx, subject, s, missing)
}

/// `match getattr(subject, name, missing)`: a keyword sub-pattern's attribute when the class
/// pattern has no positional ones (no repeat to look for), or `missing`.
fn match_getattr(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let [subject, Value::Str(name), missing] = &a.pos[..] else {
        return Err(PyErr::type_error("match getattr: bad arguments").into());
    };
    attribute_or(ctx, subject, name, missing)
}

/// `getattr(subject, name, missing)`: only an AttributeError means `missing` (a property's or
/// `__getattr__`'s too, caught when their call returns).
fn attribute_or(ctx: &mut Ctx, subject: &Value, name: &str, missing: &Value) -> NativeResult {
    match dunder::getattr(ctx, subject, name) {
        Err(Flow::Raise(e)) if e.is_absent_attribute() => Ok(missing.clone()),
        Err(Flow::Call(mut c)) => {
            if matches!(c.then, Then::Tail) {
                c.then = Then::Resume(Box::new(AttrOr::Default(missing.clone())));
            }
            Err(Flow::Call(c))
        }
        r => r,
    }
}
