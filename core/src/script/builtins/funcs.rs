//! The builtin functions (`print`, `len`, `sorted` ...). Those that call back into Python (a `key=`,
//! `map`'s function, a user `__len__`) return `Flow::Call` and finish in a continuation.

use std::cell::RefCell;
use std::rc::Rc;

use super::super::arith;
use super::super::code::{BinOp, CmpOp};
use super::super::conts::{self, Finish, KeyUse};
use super::super::dunder;
use super::super::errors::PyErr;
use super::super::native::{Args, Continuation, Ctx, Flow, NativeFn, NativeResult, Then};
use super::super::objects::{self, Property};
use super::super::value::{range_len, Value};
use super::{as_i64, builtin_type_name, dict_set, one_arg, set_insert, TYPE_NAMES};
use crate::torch;

pub const FUNCS: &[(&str, NativeFn)] = &[
    ("print", print),
    ("range", range),
    ("len", len),
    ("str", str_),
    ("repr", repr),
    ("int", int),
    ("float", float),
    ("bool", bool_),
    ("abs", abs),
    ("min", min),
    ("max", max),
    ("sum", sum),
    ("list", list),
    ("tuple", tuple),
    ("dict", dict),
    ("set", set),
    ("frozenset", set),
    ("enumerate", enumerate),
    ("zip", zip),
    ("map", map),
    ("filter", filter),
    ("sorted", sorted),
    ("reversed", reversed),
    ("any", any),
    ("all", all),
    ("round", round),
    ("isinstance", isinstance),
    ("issubclass", issubclass),
    ("getattr", getattr),
    ("setattr", setattr),
    ("hasattr", hasattr),
    ("delattr", delattr),
    ("type", type_),
    ("id", id),
    ("iter", iter),
    ("next", next),
    ("divmod", divmod),
    ("pow", pow),
    ("hash", hash),
    ("callable", callable),
    ("property", property),
    ("staticmethod", staticmethod),
    ("classmethod", classmethod),
    ("chr", chr),
    ("ord", ord),
    ("format", format),
    ("vars", vars),
    ("hex", hex),
    ("bin", bin),
    ("super", super_),
    ("slice", slice),
];

fn slice(_: &mut Ctx, a: &Args) -> NativeResult {
    let parts: [Value; 3] = match a.pos.as_slice() {
        [stop] => [Value::None, stop.clone(), Value::None],
        [start, stop] => [start.clone(), stop.clone(), Value::None],
        [start, stop, step] => [start.clone(), stop.clone(), step.clone()],
        _ => {
            return Err(PyErr::type_error(format!(
                "slice expected at most 3 arguments, got {}",
                a.pos.len()
            ))
            .into())
        }
    };
    Ok(Value::Slice(Rc::new(parts)))
}

fn print(ctx: &mut Ctx, a: &Args) -> NativeResult {
    a.check_kw("print", &["sep", "end", "flush", "file"])?;
    let text_kw = |name: &str, default: &str| -> Result<String, PyErr> {
        match a.kwarg(name) {
            Some(Value::None) | None => Ok(default.to_string()),
            Some(Value::Str(s)) => Ok(s.to_string()),
            Some(o) => Err(PyErr::type_error(format!(
                "{name} must be None or a string, not {}",
                o.type_name()
            ))),
        }
    };
    let sep = text_kw("sep", " ")?;
    let end = text_kw("end", "\n")?;
    // Everything is formatted first: a pending device read must leave no partial output behind.
    conts::stringify(ctx, a.pos.clone(), Finish::Print { sep, end })
}

fn range(_: &mut Ctx, a: &Args) -> NativeResult {
    let ints: Result<Vec<i64>, PyErr> = a.pos.iter().map(|v| as_i64(v, "")).collect();
    let ints = ints?;
    let (start, stop, step) = match ints.as_slice() {
        [stop] => (0, *stop, 1),
        [start, stop] => (*start, *stop, 1),
        [start, stop, step] => (*start, *stop, *step),
        [] => return Err(PyErr::type_error("range expected at least 1 argument, got 0").into()),
        _ => {
            return Err(PyErr::type_error(format!(
                "range expected at most 3 arguments, got {}",
                ints.len()
            ))
            .into())
        }
    };
    if step == 0 {
        return Err(PyErr::value_error("range() arg 3 must not be zero").into());
    }
    Ok(Value::Range { start, stop, step })
}

fn len(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let v = one_arg(a, "len")?;
    let n = match v {
        Value::Str(s) => s.chars().count() as i64,
        Value::List(l) => l.borrow().len() as i64,
        Value::Tuple(t) => t.len() as i64,
        Value::Dict(d) => d.borrow().len() as i64,
        Value::Set(d) => d.borrow().len() as i64,
        Value::Range { start, stop, step } => range_len(*start, *stop, *step),
        Value::Torch(_) => return torch::len(ctx, v),
        Value::Object(_) if objects::special(v, "__len__").is_some() => {
            let m = objects::special(v, "__len__").expect("checked");
            return Err(Flow::call(m, Vec::new(), Then::Tail));
        }
        other => {
            return Err(PyErr::type_error(format!(
                "object of type '{}' has no len()",
                dunder::type_name(other)
            ))
            .into())
        }
    };
    Ok(Value::Int(n))
}

fn str_(ctx: &mut Ctx, a: &Args) -> NativeResult {
    match a.pos.first() {
        None => Ok(Value::str("")),
        Some(v @ Value::Str(_)) => Ok(v.clone()),
        Some(v) => conts::stringify(ctx, vec![v.clone()], Finish::Str),
    }
}

fn repr(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let v = one_arg(a, "repr")?;
    conts::stringify(ctx, vec![v.clone()], Finish::Repr)
}

fn parse_int(s: &str, base: u32, orig: &Value) -> Result<i64, PyErr> {
    let bad = || {
        PyErr::value_error(format!(
            "invalid literal for int() with base {base}: {}",
            orig.repr()
        ))
    };
    let t = s.trim().replace('_', "");
    let (neg, digits) = match t.strip_prefix('-') {
        Some(r) => (true, r.to_string()),
        None => (false, t.trim_start_matches('+').to_string()),
    };
    let digits = if base == 16 {
        digits
            .trim_start_matches("0x")
            .trim_start_matches("0X")
            .to_string()
    } else if base == 2 {
        digits.trim_start_matches("0b").to_string()
    } else {
        digits
    };
    if digits.is_empty() {
        return Err(bad());
    }
    let v = i64::from_str_radix(&digits, base).map_err(|e| {
        if matches!(e.kind(), std::num::IntErrorKind::PosOverflow) {
            PyErr::new(
                "OverflowError",
                "integer does not fit in 64 bits (the playground's int is 64-bit)",
            )
        } else {
            bad()
        }
    })?;
    Ok(if neg { -v } else { v })
}

fn int(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let Some(v) = a.pos.first() else {
        return Ok(Value::Int(0));
    };
    if let Some(b) = a.get(1, "base") {
        let base = as_i64(b, "")? as u32;
        return match v {
            Value::Str(s) => Ok(Value::Int(parse_int(s, base, v)?)),
            _ => Err(PyErr::type_error("int() can't convert non-string with explicit base").into()),
        };
    }
    Ok(match v {
        Value::Int(_) => v.clone(),
        Value::Bool(b) => Value::Int(*b as i64),
        Value::Float(f) => {
            if f.is_nan() {
                return Err(PyErr::value_error("cannot convert float NaN to integer").into());
            }
            if f.is_infinite() {
                return Err(PyErr::new(
                    "OverflowError",
                    "cannot convert float infinity to integer",
                )
                .into());
            }
            if f.abs() >= 9.2e18 {
                return Err(PyErr::new(
                    "OverflowError",
                    "int too large: the playground's int is 64-bit",
                )
                .into());
            }
            Value::Int(f.trunc() as i64)
        }
        Value::Str(s) => Value::Int(parse_int(s, 10, v)?),
        Value::Torch(_) => return torch::to_python_number(ctx, v, "int"),
        Value::Object(_) => match objects::special(v, "__int__") {
            Some(m) => return Err(Flow::call(m, Vec::new(), Then::Tail)),
            None => return Err(int_type_error(v).into()),
        },
        other => return Err(int_type_error(other).into()),
    })
}

fn int_type_error(v: &Value) -> PyErr {
    PyErr::type_error(format!(
        "int() argument must be a string, a bytes-like object or a real number, not '{}'",
        dunder::type_name(v)
    ))
}

fn float(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let Some(v) = a.pos.first() else {
        return Ok(Value::Float(0.0));
    };
    Ok(match v {
        Value::Float(_) => v.clone(),
        Value::Int(i) => Value::Float(*i as f64),
        Value::Bool(b) => Value::Float(*b as u8 as f64),
        Value::Str(s) => {
            let t = s.trim().to_ascii_lowercase().replace('_', "");
            let parsed = match t.as_str() {
                "inf" | "+inf" | "infinity" | "+infinity" => Some(f64::INFINITY),
                "-inf" | "-infinity" => Some(f64::NEG_INFINITY),
                "nan" | "+nan" | "-nan" => Some(f64::NAN),
                _ => t.parse::<f64>().ok(),
            };
            match parsed {
                Some(f) => Value::Float(f),
                None => {
                    return Err(PyErr::value_error(format!(
                        "could not convert string to float: {}",
                        v.repr()
                    ))
                    .into())
                }
            }
        }
        Value::Torch(_) => return torch::to_python_number(ctx, v, "float"),
        other => {
            return Err(PyErr::type_error(format!(
                "float() argument must be a string or a real number, not '{}'",
                dunder::type_name(other)
            ))
            .into())
        }
    })
}

fn bool_(ctx: &mut Ctx, a: &Args) -> NativeResult {
    match a.pos.first() {
        None => Ok(Value::Bool(false)),
        Some(v) => match dunder::truthy(ctx, v) {
            Ok(b) => Ok(Value::Bool(b)),
            Err(Flow::Call(c)) => Err(Flow::call(
                c.func,
                c.args.pos,
                Then::Resume(Box::new(conts::ToBool)),
            )),
            Err(f) => Err(f),
        },
    }
}

fn abs(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let v = one_arg(a, "abs")?;
    Ok(match v {
        Value::Int(i) => Value::Int(
            i.checked_abs()
                .ok_or_else(|| PyErr::new("OverflowError", "integer overflow"))?,
        ),
        Value::Bool(b) => Value::Int(*b as i64),
        Value::Float(f) => Value::Float(f.abs()),
        Value::Torch(_) => return torch::call_method(ctx, v, "abs", &[]),
        Value::Object(_) => match objects::special(v, "__abs__") {
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

fn extreme(f: NativeFn, a: &Args, name: &str, use_: KeyUse) -> NativeResult {
    a.check_kw(name, &["key", "default"])?;
    if a.pos.is_empty() {
        return Err(
            PyErr::type_error(format!("{name} expected at least 1 argument, got 0")).into(),
        );
    }
    let items = if a.pos.len() == 1 {
        conts::items_arg(f, a, 0)?
    } else {
        a.pos.clone()
    };
    let default = a.kwarg("default").cloned();
    match a.kwarg("key") {
        Some(k) if !matches!(k, Value::None) => conts::keyed(k.clone(), items, use_, default),
        _ => {
            if items.is_empty() {
                return match default {
                    Some(d) => Ok(d),
                    None => {
                        Err(PyErr::value_error(format!("{name}() arg is an empty sequence")).into())
                    }
                };
            }
            let op = if matches!(use_, KeyUse::Min) {
                CmpOp::Lt
            } else {
                CmpOp::Gt
            };
            let mut best = items[0].clone();
            for it in &items[1..] {
                if let Value::Bool(true) = arith::compare(op, it, &best)? {
                    best = it.clone();
                }
            }
            Ok(best)
        }
    }
}

fn min(_: &mut Ctx, a: &Args) -> NativeResult {
    extreme(min, a, "min", KeyUse::Min)
}

fn max(_: &mut Ctx, a: &Args) -> NativeResult {
    extreme(max, a, "max", KeyUse::Max)
}

fn sum(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if a.pos.is_empty() {
        return Err(
            PyErr::type_error("sum() takes at least 1 positional argument (0 given)").into(),
        );
    }
    let items = conts::items_arg(sum, a, 0)?;
    let mut acc = a.get(1, "start").cloned().unwrap_or(Value::Int(0));
    if let Value::Str(_) = acc {
        return Err(PyErr::type_error("sum() can't sum strings [use ''.join(seq) instead]").into());
    }
    for it in items {
        acc = if matches!(acc, Value::Torch(_)) || matches!(it, Value::Torch(_)) {
            torch::binary(ctx, BinOp::Add, &acc, &it, false)?
        } else {
            arith::binary(BinOp::Add, &acc, &it)?
        };
    }
    Ok(acc)
}

fn list(ctx: &mut Ctx, a: &Args) -> NativeResult {
    Ok(Value::list(match a.pos.first() {
        Some(_) => {
            let items = conts::items_arg(list, a, 0)?;
            ctx.check_items(items.len())?;
            items
        }
        None => Vec::new(),
    }))
}

fn tuple(_: &mut Ctx, a: &Args) -> NativeResult {
    Ok(Value::tuple(match a.pos.first() {
        Some(_) => conts::items_arg(tuple, a, 0)?,
        None => Vec::new(),
    }))
}

fn dict(_: &mut Ctx, a: &Args) -> NativeResult {
    let mut out: Vec<(Value, Value)> = Vec::new();
    if let Some(src) = a.pos.first() {
        if let Value::Dict(d) = src {
            out = d.borrow().clone();
        } else {
            for (i, pair) in conts::items_arg(dict, a, 0)?.into_iter().enumerate() {
                let kv = match super::native_items(&pair) {
                    Some(Ok(kv)) => kv,
                    _ => {
                        return Err(PyErr::type_error(format!(
                            "cannot convert dictionary update sequence element #{i} to a sequence"
                        ))
                        .into())
                    }
                };
                if kv.len() != 2 {
                    return Err(PyErr::value_error(format!(
                        "dictionary update sequence element #{i} has length {}; 2 is required",
                        kv.len()
                    ))
                    .into());
                }
                dict_set(&mut out, kv[0].clone(), kv[1].clone())?;
            }
        }
    }
    for (k, v) in &a.kw {
        dict_set(&mut out, Value::Str(k.clone()), v.clone())?;
    }
    Ok(Value::Dict(Rc::new(RefCell::new(out))))
}

fn set(_: &mut Ctx, a: &Args) -> NativeResult {
    let mut out = Vec::new();
    if !a.pos.is_empty() {
        for it in conts::items_arg(set, a, 0)? {
            set_insert(&mut out, it)?;
        }
    }
    Ok(Value::Set(Rc::new(RefCell::new(out))))
}

fn enumerate(_: &mut Ctx, a: &Args) -> NativeResult {
    if a.pos.is_empty() {
        return Err(PyErr::type_error("enumerate() missing required argument 'iterable'").into());
    }
    let start = match a.get(1, "start") {
        Some(s) => as_i64(s, "")?,
        None => 0,
    };
    let items: Vec<Value> = conts::items_arg(enumerate, a, 0)?
        .into_iter()
        .enumerate()
        .map(|(i, x)| Value::tuple(vec![Value::Int(start + i as i64), x]))
        .collect();
    Ok(super::super::vm::seq_iter(items))
}

fn zip_items(f: NativeFn, a: &Args) -> Result<Vec<Value>, Flow> {
    let mut seqs = Vec::with_capacity(a.pos.len());
    for i in 0..a.pos.len() {
        seqs.push(conts::items_arg(f, a, i)?);
    }
    let n = seqs.iter().map(|s| s.len()).min().unwrap_or(0);
    Ok((0..n)
        .map(|i| Value::tuple(seqs.iter().map(|s| s[i].clone()).collect()))
        .collect())
}

fn zip(_: &mut Ctx, a: &Args) -> NativeResult {
    Ok(super::super::vm::seq_iter(zip_items(zip, a)?))
}

fn map(_: &mut Ctx, a: &Args) -> NativeResult {
    if a.pos.len() < 2 {
        return Err(PyErr::type_error("map() must have at least two arguments.").into());
    }
    let mut seqs = Vec::with_capacity(a.pos.len() - 1);
    for i in 1..a.pos.len() {
        seqs.push(conts::items_arg(map, a, i)?);
    }
    let n = seqs.iter().map(|s| s.len()).min().unwrap_or(0);
    let items = (0..n)
        .map(|i| Value::tuple(seqs.iter().map(|s| s[i].clone()).collect()))
        .collect();
    conts::keyed(a.pos[0].clone(), items, KeyUse::Map, None)
}

fn filter(_: &mut Ctx, a: &Args) -> NativeResult {
    if a.pos.len() != 2 {
        return Err(
            PyErr::type_error(format!("filter expected 2 arguments, got {}", a.pos.len())).into(),
        );
    }
    let items = conts::items_arg(filter, a, 1)?;
    match &a.pos[0] {
        Value::None => {
            let mut out = Vec::new();
            for it in items {
                if it.truthy()? {
                    out.push(it);
                }
            }
            Ok(super::super::vm::seq_iter(out))
        }
        f => conts::keyed(f.clone(), items, KeyUse::Filter, None),
    }
}

fn sorted(_: &mut Ctx, a: &Args) -> NativeResult {
    a.check_kw("sorted", &["key", "reverse"])?;
    if a.pos.len() != 1 {
        return Err(
            PyErr::type_error(format!("sorted expected 1 argument, got {}", a.pos.len())).into(),
        );
    }
    let items = conts::items_arg(sorted, a, 0)?;
    let reverse = match a.kwarg("reverse") {
        Some(v) => v.truthy()?,
        None => false,
    };
    match a.kwarg("key") {
        Some(k) if !matches!(k, Value::None) => {
            conts::keyed(k.clone(), items, KeyUse::Sorted { reverse }, None)
        }
        _ => {
            let keys = items.clone();
            Ok(Value::list(super::sort_by_keys(items, &keys, reverse)?))
        }
    }
}

fn reversed(_: &mut Ctx, a: &Args) -> NativeResult {
    let v = one_arg(a, "reversed")?;
    if let Value::Object(_) = v {
        if let Some(m) = objects::special(v, "__reversed__") {
            return Err(Flow::call(m, Vec::new(), Then::Tail));
        }
    }
    if matches!(
        v,
        Value::Dict(_) | Value::Set(_) | Value::Iterator(_) | Value::Generator(_)
    ) {
        return Err(
            PyErr::type_error(format!("'{}' object is not reversible", v.type_name())).into(),
        );
    }
    let mut items = conts::items_arg(reversed, a, 0)?;
    items.reverse();
    Ok(super::super::vm::seq_iter(items))
}

fn any(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let v = one_arg(a, "any")?;
    let _ = v;
    for it in conts::items_arg(any, a, 0)? {
        if dunder::truthy(ctx, &it)? {
            return Ok(Value::Bool(true));
        }
    }
    Ok(Value::Bool(false))
}

fn all(ctx: &mut Ctx, a: &Args) -> NativeResult {
    one_arg(a, "all")?;
    for it in conts::items_arg(all, a, 0)? {
        if !dunder::truthy(ctx, &it)? {
            return Ok(Value::Bool(false));
        }
    }
    Ok(Value::Bool(true))
}

fn round(_: &mut Ctx, a: &Args) -> NativeResult {
    let Some(v) = a.pos.first() else {
        return Err(PyErr::type_error("round() missing required argument 'number' (pos 1)").into());
    };
    let nd = a.get(1, "ndigits").cloned().unwrap_or(Value::None);
    match (v, nd) {
        (Value::Int(i), _) => Ok(Value::Int(*i)),
        (Value::Bool(b), _) => Ok(Value::Int(*b as i64)),
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
            Ok(Value::Int(r as i64))
        }
        (Value::Float(f), Value::Int(n)) => {
            if n < 0 {
                let p = 10f64.powi((-n) as i32);
                return Ok(Value::Float((f / p).round_ties_even() * p));
            }
            // Round through the correctly rounded decimal string, as CPython does.
            let s = format!("{:.*}", n as usize, f);
            Ok(Value::Float(s.parse().unwrap_or(*f)))
        }
        (Value::Torch(_), _) => {
            Err(PyErr::type_error("type Tensor doesn't define __round__ method").into())
        }
        (other, _) => Err(PyErr::type_error(format!(
            "type {} doesn't define __round__ method",
            dunder::type_name(other)
        ))
        .into()),
    }
}

/// `isinstance`'s test against one class-like value.
fn is_instance_of(v: &Value, t: &Value) -> Result<bool, PyErr> {
    Ok(match t {
        Value::Class(c) => objects::instance_of(v, c),
        Value::Native(n) if TYPE_NAMES.contains(&n.name.as_str()) => {
            let name = n.name.as_str();
            name == v.type_name()
                || (name == "int" && matches!(v, Value::Bool(_)))
                || name == "object"
                || (name == "frozenset" && matches!(v, Value::Set(_)))
        }
        Value::Tuple(ts) => {
            for t in ts.iter() {
                if is_instance_of(v, t)? {
                    return Ok(true);
                }
            }
            false
        }
        Value::Torch(_) | Value::Native(_) => builtin_type_name(t) == v.type_name(),
        _ => {
            return Err(PyErr::type_error(
                "isinstance() arg 2 must be a type, a tuple of types, or a union",
            ))
        }
    })
}

fn isinstance(_: &mut Ctx, a: &Args) -> NativeResult {
    let (Some(v), Some(t)) = (a.pos.first(), a.pos.get(1)) else {
        return Err(PyErr::type_error(format!(
            "isinstance expected 2 arguments, got {}",
            a.pos.len()
        ))
        .into());
    };
    Ok(Value::Bool(is_instance_of(v, t)?))
}

fn issubclass(_: &mut Ctx, a: &Args) -> NativeResult {
    let (Some(c), Some(t)) = (a.pos.first(), a.pos.get(1)) else {
        return Err(PyErr::type_error("issubclass expected 2 arguments").into());
    };
    let Value::Class(c) = c else {
        if let Value::Native(n) = c {
            return Ok(Value::Bool(match t {
                Value::Native(m) => n.name == m.name || (n.name == "bool" && m.name == "int"),
                Value::Class(k) => k.builtin && k.name == "object",
                _ => false,
            }));
        }
        return Err(PyErr::type_error("issubclass() arg 1 must be a class").into());
    };
    let check = |t: &Value| match t {
        Value::Class(k) => c.is_subclass(k),
        _ => false,
    };
    Ok(Value::Bool(match t {
        Value::Tuple(ts) => ts.iter().any(check),
        other => check(other),
    }))
}

fn attr_name(a: &Args, f: &str) -> Result<String, PyErr> {
    match a.pos.get(1) {
        Some(Value::Str(s)) => Ok(s.to_string()),
        Some(_) => Err(PyErr::type_error(format!(
            "{f}(): attribute name must be string"
        ))),
        None => Err(PyErr::type_error(format!(
            "{f} expected at least 2 arguments, got {}",
            a.pos.len()
        ))),
    }
}

fn getattr(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let name = attr_name(a, "getattr")?;
    match dunder::getattr(ctx, &a.pos[0], &name) {
        Err(Flow::Raise(e)) if e.kind == "AttributeError" && a.pos.len() > 2 => {
            Ok(a.pos[2].clone())
        }
        r => r,
    }
}

fn setattr(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let name = attr_name(a, "setattr")?;
    let v = a.pos.get(2).cloned().unwrap_or(Value::None);
    dunder::setattr(ctx, &a.pos[0], &name, v)?;
    Ok(Value::None)
}

fn delattr(_: &mut Ctx, a: &Args) -> NativeResult {
    let name = attr_name(a, "delattr")?;
    dunder::delattr(&a.pos[0], &name)?;
    Ok(Value::None)
}

fn hasattr(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let name = attr_name(a, "hasattr")?;
    Ok(Value::Bool(match dunder::getattr(ctx, &a.pos[0], &name) {
        Ok(_) | Err(Flow::Call(_)) => true,
        Err(Flow::Raise(e)) if e.kind == "AttributeError" => false,
        Err(f) => return Err(f),
    }))
}

fn type_(_: &mut Ctx, a: &Args) -> NativeResult {
    let v = one_arg(a, "type")?;
    Ok(match v {
        Value::Object(o) => Value::Class(o.class.clone()),
        other => {
            let name = match other {
                Value::Class(_) => "type",
                o => o.type_name(),
            };
            match FUNCS.iter().find(|(n, _)| *n == name) {
                Some((n, f)) => super::NativeFunction::value(n, *f),
                None => super::NativeFunction::value(name, type_),
            }
        }
    })
}

fn id(_: &mut Ctx, a: &Args) -> NativeResult {
    let v = one_arg(a, "id")?;
    let p = match v {
        Value::List(l) => Rc::as_ptr(l) as *const u8 as usize,
        Value::Dict(d) => Rc::as_ptr(d) as *const u8 as usize,
        Value::Object(o) => Rc::as_ptr(o) as *const u8 as usize,
        Value::Class(c) => Rc::as_ptr(c) as *const u8 as usize,
        Value::Function(f) => Rc::as_ptr(f) as *const u8 as usize,
        Value::Int(i) => *i as usize,
        other => other as *const Value as usize,
    };
    Ok(Value::Int(p as i64 & i64::MAX))
}

fn iter(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let v = one_arg(a, "iter")?;
    dunder::iter(ctx, v)
}

/// `next(it, default)`: the default replaces `StopIteration`.
#[derive(Debug)]
struct NextDefault(Value);

impl Continuation for NextDefault {
    fn resume(&mut self, _: &mut Ctx, v: Value) -> NativeResult {
        Ok(v)
    }

    fn on_error(&mut self, _: &mut Ctx, err: &PyErr) -> Option<NativeResult> {
        (err.kind == "StopIteration").then(|| Ok(self.0.clone()))
    }
}

pub(super) fn next(_: &mut Ctx, a: &Args) -> NativeResult {
    let Some(it) = a.pos.first() else {
        return Err(PyErr::type_error("next expected at least 1 argument, got 0").into());
    };
    let default = a.pos.get(1).cloned();
    let then = || match &default {
        Some(d) => Then::Resume(Box::new(NextDefault(d.clone()))),
        None => Then::Tail,
    };
    match it {
        Value::Iterator(i) => {
            let n = i.borrow_mut().next_value();
            match (n, &default) {
                (Some(v), _) => Ok(v),
                (None, Some(d)) => Ok(d.clone()),
                (None, None) => Err(PyErr::new("StopIteration", "").into()),
            }
        }
        Value::Generator(g) => {
            if g.borrow().finished {
                return match default {
                    Some(d) => Ok(d),
                    None => Err(PyErr::new("StopIteration", "").into()),
                };
            }
            Err(Flow::call(it.clone(), Vec::new(), then()))
        }
        Value::Object(_) => match objects::special(it, "__next__") {
            Some(m) => Err(Flow::call(m, Vec::new(), then())),
            None => Err(not_iterator(it).into()),
        },
        other => Err(not_iterator(other).into()),
    }
}

fn not_iterator(v: &Value) -> PyErr {
    PyErr::type_error(format!(
        "'{}' object is not an iterator",
        dunder::type_name(v)
    ))
}

fn divmod(_: &mut Ctx, a: &Args) -> NativeResult {
    let (Some(x), Some(y)) = (a.pos.first(), a.pos.get(1)) else {
        return Err(PyErr::type_error("divmod expected 2 arguments").into());
    };
    let q = arith::binary(BinOp::FloorDiv, x, y)?;
    let r = arith::binary(BinOp::Mod, x, y)?;
    Ok(Value::tuple(vec![q, r]))
}

fn pow(_: &mut Ctx, a: &Args) -> NativeResult {
    let (Some(x), Some(y)) = (a.pos.first(), a.pos.get(1)) else {
        return Err(PyErr::type_error("pow expected at least 2 arguments").into());
    };
    match a.pos.get(2) {
        None | Some(Value::None) => Ok(arith::binary(BinOp::Pow, x, y)?),
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
            Ok(Value::Int(r.rem_euclid(m128) as i64))
        }
    }
}

fn hash(_: &mut Ctx, a: &Args) -> NativeResult {
    let v = one_arg(a, "hash")?;
    match v {
        Value::Int(i) => Ok(Value::Int(if *i == -1 { -2 } else { *i })),
        Value::Bool(b) => Ok(Value::Int(*b as i64)),
        Value::Float(f) if f.fract() == 0.0 && f.abs() < 1e18 => Ok(Value::Int(*f as i64)),
        Value::List(_) | Value::Dict(_) | Value::Set(_) => {
            Err(PyErr::type_error(format!("unhashable type: '{}'", v.type_name())).into())
        }
        other => {
            use std::hash::{Hash, Hasher};
            let mut h = std::collections::hash_map::DefaultHasher::new();
            other.repr().hash(&mut h);
            Ok(Value::Int((h.finish() >> 2) as i64))
        }
    }
}

fn callable(_: &mut Ctx, a: &Args) -> NativeResult {
    let v = one_arg(a, "callable")?;
    Ok(Value::Bool(match v {
        Value::Function(_)
        | Value::Native(_)
        | Value::BoundNative(_)
        | Value::BoundMethod(_)
        | Value::Class(_) => true,
        Value::Object(_) => objects::special(v, "__call__").is_some(),
        _ => false,
    }))
}

fn property(_: &mut Ctx, a: &Args) -> NativeResult {
    let fget = a.get(0, "fget").cloned().unwrap_or(Value::None);
    let fset = a.get(1, "fset").cloned().unwrap_or(Value::None);
    Ok(Value::Property(Rc::new(Property { fget, fset })))
}

fn staticmethod(_: &mut Ctx, a: &Args) -> NativeResult {
    Ok(Value::StaticMethod(Rc::new(
        one_arg(a, "staticmethod")?.clone(),
    )))
}

fn classmethod(_: &mut Ctx, a: &Args) -> NativeResult {
    Ok(Value::ClassMethod(Rc::new(
        one_arg(a, "classmethod")?.clone(),
    )))
}

fn chr(_: &mut Ctx, a: &Args) -> NativeResult {
    let i = as_i64(one_arg(a, "chr")?, "")?;
    match u32::try_from(i).ok().and_then(char::from_u32) {
        Some(c) => Ok(Value::str(&c.to_string())),
        None => Err(PyErr::value_error("chr() arg not in range(0x110000)").into()),
    }
}

fn ord(_: &mut Ctx, a: &Args) -> NativeResult {
    match one_arg(a, "ord")? {
        Value::Str(s) if s.chars().count() == 1 => {
            Ok(Value::Int(s.chars().next().map(|c| c as i64).unwrap_or(0)))
        }
        Value::Str(s) => Err(PyErr::type_error(format!(
            "ord() expected a character, but string of length {} found",
            s.chars().count()
        ))
        .into()),
        other => Err(PyErr::type_error(format!(
            "ord() expected string of length 1, but {} found",
            other.type_name()
        ))
        .into()),
    }
}

fn format(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let Some(v) = a.pos.first() else {
        return Err(PyErr::type_error("format expected at least 1 argument, got 0").into());
    };
    let spec = a.pos.get(1).map(|s| s.to_str()).unwrap_or_default();
    conts::format_value(ctx, v, 0, &spec)
}

fn vars(_: &mut Ctx, a: &Args) -> NativeResult {
    objects::getattr(one_arg(a, "vars")?, "__dict__")
}

fn radix(a: &Args, name: &str, prefix: &str, base: u32) -> NativeResult {
    let i = as_i64(one_arg(a, name)?, "")?;
    let mag = i.unsigned_abs();
    let digits = match base {
        16 => format!("{mag:x}"),
        2 => format!("{mag:b}"),
        _ => format!("{mag:o}"),
    };
    Ok(Value::str(&format!(
        "{}{prefix}{digits}",
        if i < 0 { "-" } else { "" }
    )))
}

fn hex(_: &mut Ctx, a: &Args) -> NativeResult {
    radix(a, "hex", "0x", 16)
}

fn bin(_: &mut Ctx, a: &Args) -> NativeResult {
    radix(a, "bin", "0b", 2)
}

fn super_(_: &mut Ctx, a: &Args) -> NativeResult {
    match (a.pos.first(), a.pos.get(1)) {
        (Some(Value::Class(c)), Some(obj)) => Ok(Value::Super(Rc::new((c.clone(), obj.clone())))),
        _ => Err(PyErr::runtime_error("super(): no arguments").into()),
    }
}
