//! Methods of list, tuple, dict, set, int and float (str's are in `strmethods`).

use std::cell::RefCell;
use std::rc::Rc;

use super::super::arith;
use super::super::conts::{self, KeyUse};
use super::super::errors::PyErr;
use super::super::native::{Args, Ctx, NativeFn, NativeFunction, NativeResult};
use super::super::value::{FastMap, Value};
use super::{as_i64, builtin_type_name, dict_set, iterate, set_insert};

/// `obj.name` for the built-in types: the method bound to its receiver.
pub fn method(obj: &Value, name: &str) -> Result<Value, PyErr> {
    let f: Option<NativeFn> = match obj {
        Value::List(_) => list_method(name),
        Value::Tuple(_) => tuple_method(name),
        Value::Dict(_) => dict_method(name),
        Value::Set(_) => set_method(name),
        Value::Str(_) => super::strmethods::str_method(name),
        Value::Int(_) | Value::Bool(_) => match name {
            "bit_length" => Some(|_, a| {
                Ok(Value::Int(
                    64 - as_i64(&a.pos[0], "")?.unsigned_abs().leading_zeros() as i64,
                ))
            }),
            "real" | "numerator" => return Ok(obj.clone()),
            "imag" => return Ok(Value::Int(0)),
            "denominator" => return Ok(Value::Int(1)),
            _ => None,
        },
        Value::Float(x) => match name {
            "is_integer" => Some(|_, a| match &a.pos[0] {
                Value::Float(f) => Ok(Value::Bool(f.fract() == 0.0 && f.is_finite())),
                _ => Ok(Value::Bool(false)),
            }),
            "real" => return Ok(Value::Float(*x)),
            "imag" => return Ok(Value::Float(0.0)),
            _ => None,
        },
        Value::Slice(s) => match name {
            "start" => return Ok(s[0].clone()),
            "stop" => return Ok(s[1].clone()),
            "step" => return Ok(s[2].clone()),
            _ => None,
        },
        Value::Range { start, stop, step } => match name {
            "start" => return Ok(Value::Int(*start)),
            "stop" => return Ok(Value::Int(*stop)),
            "step" => return Ok(Value::Int(*step)),
            _ => None,
        },
        Value::Native(n) if name == "__name__" => return Ok(Value::str(&n.name)),
        Value::Native(n) if n.name == "dict" && name == "fromkeys" => {
            return Ok(Value::Native(cached("dict", "fromkeys", dict_fromkeys)));
        }
        Value::Native(n) => {
            // `str.lower`, `list.append`: the method itself, taking its receiver first.
            let sample = match n.name.as_str() {
                "str" => Value::str(""),
                "list" => Value::list(Vec::new()),
                "dict" => Value::Dict(Rc::new(RefCell::new(Vec::new()))),
                "set" => Value::Set(Rc::new(RefCell::new(Vec::new()))),
                "int" => Value::Int(0),
                "float" => Value::Float(0.0),
                _ => return Err(PyErr::attribute_error("builtin_function_or_method", name)),
            };
            // Checks the method exists; the call itself checks its receiver (`unbound_call`).
            method(&sample, name)?;
            return Ok(Value::BoundNative(Rc::new((
                Value::tuple(vec![obj.clone(), Value::str(name)]),
                cached("unbound", name, unbound_call),
            ))));
        }
        Value::Generator(_) => match name {
            "__next__" => Some(super::iterables::next),
            _ => None,
        },
        _ => None,
    };
    match f {
        Some(f) => Ok(Value::BoundNative(Rc::new((
            obj.clone(),
            cached(obj.type_name(), name, f),
        )))),
        None => Err(PyErr::attribute_error(
            &super::super::dunder::type_name(obj),
            name,
        )),
    }
}

/// The native behind `obj.name` for a list, tuple, dict, set or str, unbound: it takes the
/// receiver as its first argument, as the method [`method`] binds does. For `LoadMethod`.
pub fn container_method(obj: &Value, name: &str) -> Option<Rc<NativeFunction>> {
    let f = match obj {
        Value::List(_) => list_method(name),
        Value::Tuple(_) => tuple_method(name),
        Value::Dict(_) => dict_method(name),
        Value::Set(_) => set_method(name),
        Value::Str(_) => super::strmethods::str_method(name),
        _ => None,
    }?;
    Some(cached(obj.type_name(), name, f))
}

fn tuple_method(name: &str) -> Option<NativeFn> {
    match name {
        "index" => Some(seq_index),
        "count" => Some(seq_count),
        _ => None,
    }
}

/// `str.lower(s)`, `list.append(l, x)`: the receiver must be an instance of the type, as CPython's
/// method descriptors insist, before the bound method runs.
fn unbound_call(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let Some(Value::Tuple(info)) = a.pos.first() else {
        return Err(PyErr::runtime_error("internal error: unbound method").into());
    };
    let (ty, name) = (builtin_type_name(&info[0]), info[1].to_str());
    let Some(receiver) = a.pos.get(1) else {
        return Err(
            PyErr::type_error(format!("unbound method {ty}.{name}() needs an argument")).into(),
        );
    };
    if receiver.type_name() != ty {
        return Err(PyErr::type_error(format!(
            "descriptor '{name}' for '{ty}' objects doesn't apply to a '{}' object",
            receiver.type_name()
        ))
        .into());
    }
    let Value::BoundNative(ref b) = method(receiver, &name)? else {
        return Err(PyErr::runtime_error("internal error: unbound method").into());
    };
    let args = Args {
        pos: a.pos[1..].to_vec(),
        kw: a.kw.clone(),
    };
    (b.1.f)(ctx, &args)
}

thread_local! {
    /// One function object per (type, method): `lst.append(x)` in a loop allocates no name.
    static METHODS: RefCell<FastMap<&'static str, FastMap<String, Rc<NativeFunction>>>> =
        RefCell::new(FastMap::default());
}

fn cached(type_name: &'static str, name: &str, f: NativeFn) -> Rc<NativeFunction> {
    METHODS.with(|m| {
        let mut m = m.borrow_mut();
        let per_type = m.entry(type_name).or_default();
        if let Some(nf) = per_type.get(name) {
            return nf.clone();
        }
        let nf = Rc::new(NativeFunction {
            name: name.to_string(),
            f,
        });
        per_type.insert(name.to_string(), nf.clone());
        nf
    })
}

/// `dict.fromkeys(keys, value=None)`.
fn dict_fromkeys(_: &mut Ctx, a: &Args) -> NativeResult {
    let Some(keys) = a.pos.first() else {
        return Err(PyErr::type_error("fromkeys expected at least 1 argument, got 0").into());
    };
    let value = a.pos.get(1).cloned().unwrap_or(Value::None);
    let mut out = Vec::new();
    for k in iterate(keys)? {
        dict_set(&mut out, k, value.clone())?;
    }
    Ok(Value::Dict(Rc::new(RefCell::new(out))))
}

fn list_of(a: &Args) -> &Rc<RefCell<Vec<Value>>> {
    match &a.pos[0] {
        Value::List(l) => l,
        _ => unreachable!("bound to a list"),
    }
}

fn arg<'a>(a: &'a Args, i: usize, what: &str) -> Result<&'a Value, PyErr> {
    a.pos
        .get(i)
        .ok_or_else(|| PyErr::type_error(format!("{what} takes exactly one argument (0 given)")))
}

fn list_method(name: &str) -> Option<NativeFn> {
    Some(match name {
        "append" => |ctx, a| {
            let v = arg(a, 1, "list.append()")?.clone();
            let l = list_of(a);
            let n = l.borrow().len();
            ctx.check_items(n + 1)?;
            l.borrow_mut().push(v);
            Ok(Value::None)
        },
        "extend" => |ctx, a| {
            arg(a, 1, "list.extend()")?;
            let items = conts::items_arg(list_extend_again, a, 1)?;
            let l = list_of(a);
            let n = l.borrow().len() + items.len();
            ctx.check_items(n)?;
            l.borrow_mut().extend(items);
            Ok(Value::None)
        },
        "insert" => |_, a| {
            let i = as_i64(arg(a, 1, "insert")?, "")?;
            let v = arg(a, 2, "insert")?.clone();
            let l = list_of(a);
            let n = l.borrow().len() as i64;
            let j = if i < 0 { (i + n).max(0) } else { i.min(n) };
            l.borrow_mut().insert(j as usize, v);
            Ok(Value::None)
        },
        "pop" => |_, a| {
            let l = list_of(a);
            let n = l.borrow().len();
            if n == 0 {
                return Err(PyErr::new("IndexError", "pop from empty list").into());
            }
            let i = match a.pos.get(1) {
                Some(v) => as_i64(v, "")?,
                None => -1,
            };
            let j = if i < 0 { i + n as i64 } else { i };
            if j < 0 || j >= n as i64 {
                return Err(PyErr::new("IndexError", "pop index out of range").into());
            }
            Ok(l.borrow_mut().remove(j as usize))
        },
        "remove" => |_, a| {
            let v = arg(a, 1, "list.remove()")?;
            let l = list_of(a);
            let pos = l.borrow().iter().position(|x| arith::equal(x, v));
            match pos {
                Some(i) => {
                    l.borrow_mut().remove(i);
                    Ok(Value::None)
                }
                None => Err(PyErr::value_error("list.remove(x): x not in list").into()),
            }
        },
        "index" => seq_index,
        "count" => seq_count,
        "reverse" => |_, a| {
            list_of(a).borrow_mut().reverse();
            Ok(Value::None)
        },
        "clear" => |_, a| {
            list_of(a).borrow_mut().clear();
            Ok(Value::None)
        },
        "copy" => |_, a| Ok(Value::list(list_of(a).borrow().clone())),
        "sort" => |_, a| {
            a.check_kw("sort", &["key", "reverse"])?;
            let reverse = match a.kwarg("reverse") {
                Some(v) => v.truthy()?,
                None => false,
            };
            let items = list_of(a).borrow().clone();
            match a.kwarg("key") {
                Some(k) if !matches!(k, Value::None) => conts::keyed_into(
                    k.clone(),
                    items,
                    KeyUse::Sorted { reverse },
                    None,
                    Some(a.pos[0].clone()),
                ),
                _ => {
                    let keys = items.clone();
                    *list_of(a).borrow_mut() = super::sort_by_keys(items, &keys, reverse)?;
                    Ok(Value::None)
                }
            }
        },
        _ => return None,
    })
}

fn list_extend_again(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let f = list_method("extend").expect("extend exists");
    f(ctx, a)
}

fn seq_items(v: &Value) -> Vec<Value> {
    match v {
        Value::List(l) => l.borrow().clone(),
        Value::Tuple(t) => t.to_vec(),
        _ => Vec::new(),
    }
}

fn seq_index(_: &mut Ctx, a: &Args) -> NativeResult {
    let v = arg(a, 1, "index")?;
    let items = seq_items(&a.pos[0]);
    match items.iter().position(|x| arith::equal(x, v)) {
        Some(i) => Ok(Value::Int(i as i64)),
        None => Err(PyErr::value_error(match &a.pos[0] {
            Value::Tuple(_) => "tuple.index(x): x not in tuple".to_string(),
            _ => format!("{} is not in list", v.repr()),
        })
        .into()),
    }
}

fn seq_count(_: &mut Ctx, a: &Args) -> NativeResult {
    let v = arg(a, 1, "count")?;
    let n = seq_items(&a.pos[0])
        .iter()
        .filter(|x| arith::equal(x, v))
        .count();
    Ok(Value::Int(n as i64))
}

fn dict_of(a: &Args) -> &Rc<RefCell<Vec<(Value, Value)>>> {
    match &a.pos[0] {
        Value::Dict(d) => d,
        _ => unreachable!("bound to a dict"),
    }
}

fn dict_method(name: &str) -> Option<NativeFn> {
    Some(match name {
        "keys" => |_, a| {
            Ok(Value::list(
                dict_of(a).borrow().iter().map(|(k, _)| k.clone()).collect(),
            ))
        },
        "values" => |_, a| {
            Ok(Value::list(
                dict_of(a).borrow().iter().map(|(_, v)| v.clone()).collect(),
            ))
        },
        "items" => |_, a| {
            Ok(Value::list(
                dict_of(a)
                    .borrow()
                    .iter()
                    .map(|(k, v)| Value::tuple(vec![k.clone(), v.clone()]))
                    .collect(),
            ))
        },
        "get" => |_, a| {
            let k = arg(a, 1, "get")?;
            let d = dict_of(a).borrow();
            Ok(d.iter()
                .find(|(key, _)| arith::equal(key, k))
                .map(|(_, v)| v.clone())
                .unwrap_or_else(|| a.pos.get(2).cloned().unwrap_or(Value::None)))
        },
        "pop" => |_, a| {
            let k = arg(a, 1, "pop")?;
            let mut d = dict_of(a).borrow_mut();
            match d.iter().position(|(key, _)| arith::equal(key, k)) {
                Some(i) => Ok(d.remove(i).1),
                None => match a.pos.get(2) {
                    Some(v) => Ok(v.clone()),
                    None => Err(PyErr::new("KeyError", k.repr()).into()),
                },
            }
        },
        "popitem" => |_, a| match dict_of(a).borrow_mut().pop() {
            Some((k, v)) => Ok(Value::tuple(vec![k, v])),
            None => Err(PyErr::new("KeyError", "'popitem(): dictionary is empty'").into()),
        },
        "setdefault" => |_, a| {
            let k = arg(a, 1, "setdefault")?;
            let default = a.pos.get(2).cloned().unwrap_or(Value::None);
            let mut d = dict_of(a).borrow_mut();
            if let Some((_, v)) = d.iter().find(|(key, _)| arith::equal(key, k)) {
                return Ok(v.clone());
            }
            dict_set(&mut d, k.clone(), default.clone())?;
            Ok(default)
        },
        "update" => |_, a| {
            let mut pairs: Vec<(Value, Value)> = Vec::new();
            if let Some(src) = a.pos.get(1) {
                match src {
                    Value::Dict(s) => pairs = s.borrow().clone(),
                    other => {
                        for p in iterate(other)? {
                            let kv = iterate(&p)?;
                            if kv.len() != 2 {
                                return Err(PyErr::value_error("dictionary update sequence element #0 has length 1; 2 is required").into());
                            }
                            pairs.push((kv[0].clone(), kv[1].clone()));
                        }
                    }
                }
            }
            for (k, v) in &a.kw {
                pairs.push((Value::Str(k.clone()), v.clone()));
            }
            let mut d = dict_of(a).borrow_mut();
            for (k, v) in pairs {
                dict_set(&mut d, k, v)?;
            }
            Ok(Value::None)
        },
        "clear" => |_, a| {
            dict_of(a).borrow_mut().clear();
            Ok(Value::None)
        },
        "copy" => |_, a| {
            Ok(Value::Dict(Rc::new(RefCell::new(
                dict_of(a).borrow().clone(),
            ))))
        },
        _ => return None,
    })
}

fn set_of(a: &Args) -> &Rc<RefCell<Vec<Value>>> {
    match &a.pos[0] {
        Value::Set(s) => s,
        _ => unreachable!("bound to a set"),
    }
}

fn new_set(items: Vec<Value>) -> Value {
    Value::Set(Rc::new(RefCell::new(items)))
}

fn other_items(a: &Args) -> Result<Vec<Value>, PyErr> {
    let mut out = Vec::new();
    for v in &a.pos[1..] {
        out.extend(iterate(v)?);
    }
    Ok(out)
}

fn set_method(name: &str) -> Option<NativeFn> {
    Some(match name {
        "add" => |_, a| {
            let v = arg(a, 1, "set.add()")?.clone();
            set_insert(&mut set_of(a).borrow_mut(), v)?;
            Ok(Value::None)
        },
        "remove" => set_remove,
        "discard" => set_discard,
        "pop" => |_, a| {
            let mut s = set_of(a).borrow_mut();
            if s.is_empty() {
                return Err(PyErr::new("KeyError", "'pop from an empty set'").into());
            }
            Ok(s.remove(0))
        },
        "update" => |_, a| {
            let items = other_items(a)?;
            let mut s = set_of(a).borrow_mut();
            for it in items {
                set_insert(&mut s, it)?;
            }
            Ok(Value::None)
        },
        "union" => |_, a| {
            let mut out = set_of(a).borrow().clone();
            for it in other_items(a)? {
                set_insert(&mut out, it)?;
            }
            Ok(new_set(out))
        },
        "intersection" => |_, a| {
            let other = other_items(a)?;
            let out = set_of(a)
                .borrow()
                .iter()
                .filter(|x| other.iter().any(|y| arith::equal(x, y)))
                .cloned()
                .collect();
            Ok(new_set(out))
        },
        "difference" => |_, a| {
            let other = other_items(a)?;
            let out = set_of(a)
                .borrow()
                .iter()
                .filter(|x| !other.iter().any(|y| arith::equal(x, y)))
                .cloned()
                .collect();
            Ok(new_set(out))
        },
        "issubset" => |_, a| {
            let other = other_items(a)?;
            Ok(Value::Bool(
                set_of(a)
                    .borrow()
                    .iter()
                    .all(|x| other.iter().any(|y| arith::equal(x, y))),
            ))
        },
        "issuperset" => |_, a| {
            let other = other_items(a)?;
            let s = set_of(a).borrow();
            Ok(Value::Bool(
                other.iter().all(|x| s.iter().any(|y| arith::equal(x, y))),
            ))
        },
        "clear" => |_, a| {
            set_of(a).borrow_mut().clear();
            Ok(Value::None)
        },
        "copy" => |_, a| Ok(new_set(set_of(a).borrow().clone())),
        _ => return None,
    })
}

fn set_remove(_: &mut Ctx, a: &Args) -> NativeResult {
    let v = arg(a, 1, "set.remove()")?;
    let mut s = set_of(a).borrow_mut();
    match s.iter().position(|x| arith::equal(x, v)) {
        Some(i) => {
            s.remove(i);
            Ok(Value::None)
        }
        None => Err(PyErr::new("KeyError", v.repr()).into()),
    }
}

fn set_discard(_: &mut Ctx, a: &Args) -> NativeResult {
    let v = arg(a, 1, "set.discard()")?;
    let mut s = set_of(a).borrow_mut();
    if let Some(i) = s.iter().position(|x| arith::equal(x, v)) {
        s.remove(i);
    }
    Ok(Value::None)
}
