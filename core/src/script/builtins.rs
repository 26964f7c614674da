//! Python's builtins, the methods of built-in types, indexing, iteration and `format()`.

use std::collections::HashMap;
use std::rc::Rc;

use super::errors::PyErr;
use super::format_spec;
use super::native::{Args, Ctx, Flow, NativeFunction, NativeResult};
use super::value::{range_len, Iter, Value};
use crate::torch;

pub fn table() -> HashMap<&'static str, Value> {
    let entries: &[(&'static str, super::native::NativeFn)] = &[
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
        ("enumerate", enumerate),
        ("zip", zip),
        ("round", round),
        ("isinstance", isinstance),
    ];
    entries
        .iter()
        .map(|(n, f)| (*n, NativeFunction::value(n, *f)))
        .collect()
}

/// `str(v)`, reading device data where `v` is a tensor.
pub fn to_str(ctx: &mut Ctx, v: &Value) -> Result<String, Flow> {
    match v {
        Value::Torch(_) => torch::repr(ctx, v),
        Value::List(_) | Value::Tuple(_) | Value::Dict(_) if contains_torch(v) => {
            // Containers of tensors print their elements' reprs, which may need reads.
            let items = iterate(v)?;
            let mut parts = Vec::with_capacity(items.len());
            for it in &items {
                parts.push(repr_of(ctx, it)?);
            }
            Ok(match v {
                Value::Tuple(_) if parts.len() == 1 => format!("({},)", parts[0]),
                Value::Tuple(_) => format!("({})", parts.join(", ")),
                _ => format!("[{}]", parts.join(", ")),
            })
        }
        other => Ok(other.to_str()),
    }
}

fn contains_torch(v: &Value) -> bool {
    match v {
        Value::List(l) => l
            .borrow()
            .iter()
            .any(|x| matches!(x, Value::Torch(_)) || contains_torch(x)),
        Value::Tuple(t) => t
            .iter()
            .any(|x| matches!(x, Value::Torch(_)) || contains_torch(x)),
        _ => false,
    }
}

pub fn repr_of(ctx: &mut Ctx, v: &Value) -> Result<String, Flow> {
    match v {
        Value::Str(_) => Ok(v.repr()),
        other => to_str(ctx, other),
    }
}

fn print(ctx: &mut Ctx, a: &Args) -> NativeResult {
    a.check_kw("print", &["sep", "end", "flush", "file"])?;
    let sep = match a.kwarg("sep") {
        Some(Value::None) | None => " ".to_string(),
        Some(Value::Str(s)) => s.to_string(),
        Some(o) => {
            return Err(PyErr::type_error(format!(
                "sep must be None or a string, not {}",
                o.type_name()
            ))
            .into())
        }
    };
    let end = match a.kwarg("end") {
        Some(Value::None) | None => "\n".to_string(),
        Some(Value::Str(s)) => s.to_string(),
        Some(o) => {
            return Err(PyErr::type_error(format!(
                "end must be None or a string, not {}",
                o.type_name()
            ))
            .into())
        }
    };
    // Format everything first: a pending device read must leave no partial output behind.
    let mut parts = Vec::with_capacity(a.pos.len());
    for v in &a.pos {
        parts.push(to_str(ctx, v)?);
    }
    let mut text = parts.join(&sep);
    text.push_str(&end);
    ctx.write(&text);
    Ok(Value::None)
}

fn as_i64(v: &Value, what: &str) -> Result<i64, PyErr> {
    match v {
        Value::Int(i) => Ok(*i),
        Value::Bool(b) => Ok(*b as i64),
        other => Err(PyErr::type_error(format!(
            "'{}' object cannot be interpreted as an integer{}",
            other.type_name(),
            what
        ))),
    }
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

fn one_arg<'a>(a: &'a Args, name: &str) -> Result<&'a Value, PyErr> {
    if a.pos.len() != 1 {
        return Err(PyErr::type_error(format!(
            "{name}() takes exactly one argument ({} given)",
            a.pos.len()
        )));
    }
    Ok(&a.pos[0])
}

fn len(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let v = one_arg(a, "len")?;
    let n = match v {
        Value::Str(s) => s.chars().count() as i64,
        Value::List(l) => l.borrow().len() as i64,
        Value::Tuple(t) => t.len() as i64,
        Value::Dict(d) => d.borrow().len() as i64,
        Value::Range { start, stop, step } => range_len(*start, *stop, *step),
        Value::Torch(_) => return torch::len(ctx, v),
        other => {
            return Err(PyErr::type_error(format!(
                "object of type '{}' has no len()",
                other.type_name()
            ))
            .into())
        }
    };
    Ok(Value::Int(n))
}

fn str_(ctx: &mut Ctx, a: &Args) -> NativeResult {
    match a.pos.first() {
        None => Ok(Value::str("")),
        Some(v) => Ok(Value::str(&to_str(ctx, v)?)),
    }
}

fn repr(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let v = one_arg(a, "repr")?;
    Ok(Value::str(&repr_of(ctx, v)?))
}

fn int(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let Some(v) = a.pos.first() else {
        return Ok(Value::Int(0));
    };
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
            Value::Int(f.trunc() as i64)
        }
        Value::Str(s) => match s.trim().replace('_', "").parse::<i64>() {
            Ok(i) => Value::Int(i),
            Err(_) => {
                return Err(PyErr::value_error(format!(
                    "invalid literal for int() with base 10: {}",
                    v.repr()
                ))
                .into())
            }
        },
        Value::Torch(_) => return torch::to_python_number(ctx, v, "int"),
        other => {
            return Err(PyErr::type_error(format!(
                "int() argument must be a string, a bytes-like object or a real number, not '{}'",
                other.type_name()
            ))
            .into())
        }
    })
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
            let t = s.trim().to_ascii_lowercase();
            let parsed = match t.as_str() {
                "inf" | "+inf" | "infinity" => Some(f64::INFINITY),
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
                other.type_name()
            ))
            .into())
        }
    })
}

fn bool_(ctx: &mut Ctx, a: &Args) -> NativeResult {
    match a.pos.first() {
        None => Ok(Value::Bool(false)),
        Some(v @ Value::Torch(_)) => Ok(Value::Bool(torch::truthy(ctx, v)?)),
        Some(v) => Ok(Value::Bool(v.truthy()?)),
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
        other => {
            return Err(PyErr::type_error(format!(
                "bad operand type for abs(): '{}'",
                other.type_name()
            ))
            .into())
        }
    })
}

fn extreme(a: &Args, name: &str, want: std::cmp::Ordering) -> NativeResult {
    let items = if a.pos.len() == 1 {
        iterate(&a.pos[0])?
    } else {
        a.pos.clone()
    };
    if items.is_empty() {
        return Err(PyErr::value_error(format!("{name}() iterable argument is empty")).into());
    }
    let mut best = items[0].clone();
    for it in &items[1..] {
        let op = if want == std::cmp::Ordering::Less {
            super::code::CmpOp::Lt
        } else {
            super::code::CmpOp::Gt
        };
        if let Value::Bool(true) = super::arith::compare(op, it, &best)? {
            best = it.clone();
        }
    }
    Ok(best)
}

fn min(_: &mut Ctx, a: &Args) -> NativeResult {
    extreme(a, "min", std::cmp::Ordering::Less)
}

fn max(_: &mut Ctx, a: &Args) -> NativeResult {
    extreme(a, "max", std::cmp::Ordering::Greater)
}

fn sum(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let Some(v) = a.pos.first() else {
        return Err(
            PyErr::type_error("sum() takes at least 1 positional argument (0 given)").into(),
        );
    };
    let mut acc = a.get(1, "start").cloned().unwrap_or(Value::Int(0));
    for it in iterate(v)? {
        acc = if matches!(acc, Value::Torch(_)) || matches!(it, Value::Torch(_)) {
            torch::binary(ctx, super::code::BinOp::Add, &acc, &it, false)?
        } else {
            super::arith::binary(super::code::BinOp::Add, &acc, &it)?
        };
    }
    Ok(acc)
}

fn list(_: &mut Ctx, a: &Args) -> NativeResult {
    Ok(Value::list(match a.pos.first() {
        Some(v) => iterate(v)?,
        None => Vec::new(),
    }))
}

fn tuple(_: &mut Ctx, a: &Args) -> NativeResult {
    Ok(Value::tuple(match a.pos.first() {
        Some(v) => iterate(v)?,
        None => Vec::new(),
    }))
}

fn enumerate(_: &mut Ctx, a: &Args) -> NativeResult {
    let Some(v) = a.pos.first() else {
        return Err(PyErr::type_error("enumerate() missing required argument 'iterable'").into());
    };
    let start = match a.get(1, "start") {
        Some(s) => as_i64(s, "")?,
        None => 0,
    };
    let items: Vec<Value> = iterate(v)?
        .into_iter()
        .enumerate()
        .map(|(i, x)| Value::tuple(vec![Value::Int(start + i as i64), x]))
        .collect();
    Ok(super::vm::seq_iter(items))
}

fn zip(_: &mut Ctx, a: &Args) -> NativeResult {
    let seqs: Result<Vec<Vec<Value>>, PyErr> = a.pos.iter().map(iterate).collect();
    let seqs = seqs?;
    let n = seqs.iter().map(|s| s.len()).min().unwrap_or(0);
    let items = (0..n)
        .map(|i| Value::tuple(seqs.iter().map(|s| s[i].clone()).collect()))
        .collect();
    Ok(super::vm::seq_iter(items))
}

fn round(_: &mut Ctx, a: &Args) -> NativeResult {
    let Some(v) = a.pos.first() else {
        return Err(PyErr::type_error("round() missing required argument 'number' (pos 1)").into());
    };
    let nd = a.get(1, "ndigits").cloned().unwrap_or(Value::None);
    match (v, nd) {
        (Value::Int(i), _) => Ok(Value::Int(*i)),
        (Value::Float(f), Value::None) => {
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
            // Round through the correctly rounded decimal string, as CPython does.
            let s = format!("{:.*}", n.max(0) as usize, f);
            Ok(Value::Float(s.parse().unwrap_or(*f)))
        }
        (other, _) => Err(PyErr::type_error(format!(
            "type {} doesn't define __round__ method",
            other.type_name()
        ))
        .into()),
    }
}

fn isinstance(_: &mut Ctx, a: &Args) -> NativeResult {
    let (Some(v), Some(t)) = (a.pos.first(), a.pos.get(1)) else {
        return Err(PyErr::type_error("isinstance expected 2 arguments").into());
    };
    let names: Vec<String> = match t {
        Value::Tuple(ts) => ts.iter().map(builtin_type_name).collect(),
        other => vec![builtin_type_name(other)],
    };
    Ok(Value::Bool(names.iter().any(|n| {
        n == v.type_name() || (n == "int" && matches!(v, Value::Bool(_)))
    })))
}

fn builtin_type_name(v: &Value) -> String {
    match v {
        Value::Native(n) => n.name.clone(),
        other => other.type_name().to_string(),
    }
}

/// All items of an iterable that the VM can walk natively.
pub fn iterate(v: &Value) -> Result<Vec<Value>, PyErr> {
    Ok(match v {
        Value::List(l) => l.borrow().clone(),
        Value::Tuple(t) => t.to_vec(),
        Value::Str(s) => s.chars().map(|c| Value::str(&c.to_string())).collect(),
        Value::Dict(d) => d.borrow().iter().map(|(k, _)| k.clone()).collect(),
        Value::Range { start, stop, step } => {
            let n = range_len(*start, *stop, *step);
            if n > 10_000_000 {
                return Err(PyErr::new("MemoryError", "range too large to materialise"));
            }
            (0..n).map(|i| Value::Int(start + i * step)).collect()
        }
        Value::Iterator(it) => {
            let mut out = Vec::new();
            let mut it = it.borrow_mut();
            while let Some(x) = it.next_value() {
                out.push(x);
            }
            out
        }
        Value::Torch(t) => t.iter_values()?,
        other => {
            return Err(PyErr::type_error(format!(
                "'{}' object is not iterable",
                other.type_name()
            )))
        }
    })
}

pub fn make_iter(_: &mut Ctx, v: &Value) -> Result<Value, PyErr> {
    let it = match v {
        Value::Range { start, stop, step } => Iter::Range {
            next: *start,
            stop: *stop,
            step: *step,
        },
        Value::List(l) => Iter::List {
            list: l.clone(),
            pos: 0,
        },
        Value::Iterator(_) => return Ok(v.clone()),
        Value::Str(s) => Iter::Chars {
            chars: s.chars().collect(),
            pos: 0,
        },
        other => Iter::Seq {
            items: Rc::from(iterate(other)?),
            pos: 0,
        },
    };
    Ok(Value::Iterator(Rc::new(std::cell::RefCell::new(it))))
}

fn norm_index(i: i64, len: usize, what: &str) -> Result<usize, PyErr> {
    let j = if i < 0 { i + len as i64 } else { i };
    if j < 0 || j >= len as i64 {
        return Err(PyErr::new(
            "IndexError",
            format!("{what} index out of range"),
        ));
    }
    Ok(j as usize)
}

/// Start, stop, step of a slice over `len` items, clamped as CPython's `slice.indices` does.
pub fn slice_indices(s: &[Value; 3], len: usize) -> Result<(i64, i64, i64), PyErr> {
    let get = |v: &Value| -> Result<Option<i64>, PyErr> {
        match v {
            Value::None => Ok(None),
            other => as_i64(other, "").map(Some).map_err(|_| {
                PyErr::type_error(
                    "slice indices must be integers or None or have an __index__ method",
                )
            }),
        }
    };
    let n = len as i64;
    let step = get(&s[2])?.unwrap_or(1);
    if step == 0 {
        return Err(PyErr::value_error("slice step cannot be zero"));
    }
    let clamp = |v: Option<i64>, default: i64| -> i64 {
        match v {
            None => default,
            Some(i) => {
                let i = if i < 0 { i + n } else { i };
                if step > 0 {
                    i.clamp(0, n)
                } else {
                    i.clamp(-1, n - 1)
                }
            }
        }
    };
    let (start, stop) = if step > 0 {
        (clamp(get(&s[0])?, 0), clamp(get(&s[1])?, n))
    } else {
        (clamp(get(&s[0])?, n - 1), clamp(get(&s[1])?, -1))
    };
    Ok((start, stop, step))
}

fn slice_items(items: &[Value], s: &[Value; 3]) -> Result<Vec<Value>, PyErr> {
    let (start, stop, step) = slice_indices(s, items.len())?;
    let n = range_len(start, stop, step);
    Ok((0..n)
        .map(|i| items[(start + i * step) as usize].clone())
        .collect())
}

pub fn getitem(ctx: &mut Ctx, obj: &Value, idx: &Value) -> Result<Value, Flow> {
    Ok(match (obj, idx) {
        (Value::Torch(_), _) => return torch::getitem(ctx, obj, idx),
        (Value::List(l), Value::Slice(s)) => Value::list(slice_items(&l.borrow(), s)?),
        (Value::Tuple(t), Value::Slice(s)) => Value::tuple(slice_items(t, s)?),
        (Value::Str(st), Value::Slice(s)) => {
            let chars: Vec<Value> = st.chars().map(|c| Value::str(&c.to_string())).collect();
            let picked = slice_items(&chars, s)?;
            Value::str(&picked.iter().map(|v| v.to_str()).collect::<String>())
        }
        (Value::List(l), i) => {
            let l = l.borrow();
            l[norm_index(
                as_i64(i, "").map_err(|_| index_type("list", i))?,
                l.len(),
                "list",
            )?]
            .clone()
        }
        (Value::Tuple(t), i) => t[norm_index(
            as_i64(i, "").map_err(|_| index_type("tuple", i))?,
            t.len(),
            "tuple",
        )?]
        .clone(),
        (Value::Str(s), i) => {
            let chars: Vec<char> = s.chars().collect();
            let j = norm_index(
                as_i64(i, "").map_err(|_| index_type("string", i))?,
                chars.len(),
                "string",
            )?;
            Value::str(&chars[j].to_string())
        }
        (Value::Range { start, stop, step }, i) => {
            let n = range_len(*start, *stop, *step);
            let j = norm_index(as_i64(i, "")?, n as usize, "range object")?;
            Value::Int(start + j as i64 * step)
        }
        (Value::Dict(d), k) => match d
            .borrow()
            .iter()
            .find(|(key, _)| super::arith::equal(key, k))
        {
            Some((_, v)) => v.clone(),
            None => return Err(PyErr::new("KeyError", k.repr()).into()),
        },
        (other, _) => {
            return Err(PyErr::type_error(format!(
                "'{}' object is not subscriptable",
                other.type_name()
            ))
            .into())
        }
    })
}

fn index_type(what: &str, i: &Value) -> PyErr {
    PyErr::type_error(format!(
        "{what} indices must be integers or slices, not {}",
        i.type_name()
    ))
}

pub fn setitem(ctx: &mut Ctx, obj: &Value, idx: &Value, v: Value) -> Result<(), Flow> {
    match obj {
        Value::Torch(_) => torch::setitem(ctx, obj, idx, v),
        Value::List(l) => {
            let mut l = l.borrow_mut();
            let n = l.len();
            let j = norm_index(
                as_i64(idx, "").map_err(|_| index_type("list", idx))?,
                n,
                "list assignment",
            )?;
            l[j] = v;
            Ok(())
        }
        Value::Dict(d) => {
            let mut d = d.borrow_mut();
            match d.iter_mut().find(|(k, _)| super::arith::equal(k, idx)) {
                Some(p) => p.1 = v,
                None => d.push((idx.clone(), v)),
            }
            Ok(())
        }
        other => Err(PyErr::type_error(format!(
            "'{}' object does not support item assignment",
            other.type_name()
        ))
        .into()),
    }
}

/// `format(v, spec)` and the pieces of an f-string.
pub fn format_value(ctx: &mut Ctx, v: &Value, conversion: u8, spec: &str) -> Result<String, Flow> {
    let v = match conversion {
        1 => Value::str(&to_str(ctx, v)?),
        2 => Value::str(&repr_of(ctx, v)?),
        _ => v.clone(),
    };
    if spec.is_empty() {
        return to_str(ctx, &v);
    }
    match &v {
        Value::Torch(_) => torch::format(ctx, &v, spec),
        other => Ok(format_spec::format(other, spec)?),
    }
}

pub fn import(ctx: &mut Ctx, name: &str) -> Result<Value, PyErr> {
    match name {
        "torch" | "torch.nn" | "torch.nn.functional" | "torch_tpu" => torch::import(ctx, name),
        "math" => Ok(super::modules::math()),
        _ => Err(PyErr::new(
            "ModuleNotFoundError",
            format!("No module named '{name}'"),
        )),
    }
}

/// Methods of the built-in types.
pub fn method(obj: &Value, name: &str) -> Result<Value, PyErr> {
    let f: Option<super::native::NativeFn> = match (obj, name) {
        (Value::List(_), "append") => Some(list_append),
        (Value::Str(_), "join") => Some(str_join),
        (Value::Str(_), "upper") => Some(|_, a| Ok(Value::str(&a.pos[0].to_str().to_uppercase()))),
        (Value::Str(_), "lower") => Some(|_, a| Ok(Value::str(&a.pos[0].to_str().to_lowercase()))),
        (Value::Str(_), "strip") => Some(|_, a| Ok(Value::str(a.pos[0].to_str().trim()))),
        (Value::Dict(_), "items") => Some(|_, a| match &a.pos[0] {
            Value::Dict(d) => Ok(Value::list(
                d.borrow()
                    .iter()
                    .map(|(k, v)| Value::tuple(vec![k.clone(), v.clone()]))
                    .collect(),
            )),
            _ => unreachable!("bound to a dict"),
        }),
        _ => None,
    };
    match f {
        Some(f) => Ok(Value::BoundNative(Rc::new((
            obj.clone(),
            Rc::new(NativeFunction {
                name: name.to_string(),
                f,
            }),
        )))),
        None => Err(PyErr::attribute_error(obj.type_name(), name)),
    }
}

fn list_append(_: &mut Ctx, a: &Args) -> NativeResult {
    if let (Value::List(l), Some(v)) = (&a.pos[0], a.pos.get(1)) {
        l.borrow_mut().push(v.clone());
        return Ok(Value::None);
    }
    Err(PyErr::type_error("list.append() takes exactly one argument (0 given)").into())
}

fn str_join(_: &mut Ctx, a: &Args) -> NativeResult {
    let sep = a.pos[0].to_str();
    let Some(items) = a.pos.get(1) else {
        return Err(PyErr::type_error("str.join() takes exactly one argument (0 given)").into());
    };
    let mut parts = Vec::new();
    for (i, it) in iterate(items)?.iter().enumerate() {
        match it {
            Value::Str(s) => parts.push(s.to_string()),
            other => {
                return Err(PyErr::type_error(format!(
                    "sequence item {i}: expected str instance, {} found",
                    other.type_name()
                ))
                .into())
            }
        }
    }
    Ok(Value::str(&parts.join(&sep)))
}
