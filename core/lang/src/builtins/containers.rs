//! Sets and dicts keyed by Python equality, sorting, and what can be iterated without Python calls.

use std::rc::Rc;

use super::super::arith;
use super::super::code::{BinOp, CmpOp};
use super::super::errors::PyErr;
use super::super::native::{Ctx, Flow, NativeResult};
use super::super::value::{FastMap, Value};
use super::{as_i64, iterate};

/// Keys must be hashable, as in CPython (lists, dicts and sets are not).
pub(super) fn check_hashable(k: &Value) -> Result<(), PyErr> {
    match k {
        Value::List(_) | Value::Dict(_) | Value::Set(_) => Err(PyErr::type_error(format!(
            "unhashable type: '{}'",
            k.type_name()
        ))),
        Value::Tuple(t) => t.iter().try_for_each(check_hashable),
        _ => Ok(()),
    }
}

pub fn set_insert(set: &mut Vec<Value>, v: Value) -> Result<(), PyErr> {
    check_hashable(&v)?;
    if !set.iter().any(|x| arith::equal(x, &v)) {
        set.push(v);
    }
    Ok(())
}

pub fn dict_set(d: &mut Vec<(Value, Value)>, k: Value, v: Value) -> Result<(), PyErr> {
    check_hashable(&k)?;
    match d.iter_mut().find(|(key, _)| arith::equal(key, &k)) {
        Some(p) => p.1 = v,
        None => d.push((k, v)),
    }
    Ok(())
}

/// The items of `v` when no Python code is needed to produce them; `None` for generators and
/// instances of user classes (those are collected through the frame stack).
pub fn native_items(v: &Value) -> Option<Result<Vec<Value>, PyErr>> {
    match v {
        Value::Generator(_) | Value::Object(_) => None,
        other => Some(iterate(other)),
    }
}

/// `ListExtend`, `SetUpdate` and `DictUpdate`: add `src`'s items to the container `dst`.
pub fn extend_into(ctx: &mut Ctx, dst: &Value, src: &Value) -> Result<(), Flow> {
    if let (Value::Dict(d), Value::Dict(s)) = (dst, src) {
        let items = s.borrow().clone();
        let mut d = d.borrow_mut();
        for (k, v) in items {
            dict_set(&mut d, k, v)?;
        }
        return Ok(());
    }
    if let Value::Dict(_) = dst {
        return Err(
            PyErr::type_error(format!("'{}' object is not a mapping", src.type_name())).into(),
        );
    }
    let items = match native_items(src) {
        Some(items) => items.map_err(|e| {
            if e.kind == "TypeError" {
                PyErr::type_error(format!(
                    "Value after * must be an iterable, not {}",
                    src.type_name()
                ))
            } else {
                e
            }
        })?,
        None => {
            if let Value::List(_) = dst {
                return Err(super::super::conts::collect_then_extend(dst, src));
            }
            return Err(PyErr::unsupported("unpacking a generator into a set").into());
        }
    };
    match dst {
        Value::List(l) => {
            let n = l.borrow().len() + items.len();
            ctx.check_items(n)?;
            l.borrow_mut().extend(items);
        }
        Value::Set(s) => {
            let mut s = s.borrow_mut();
            for it in items {
                set_insert(&mut s, it)?;
            }
        }
        _ => {}
    }
    Ok(())
}

/// `|`, `&`, `-`, `^` on sets.
pub fn set_binary(op: BinOp, a: &Value, b: &Value, inplace: bool) -> NativeResult {
    let (Value::Set(x), Value::Set(y)) = (a, b) else {
        return Err(arith::unsupported_types(op, a.type_name(), b.type_name()).into());
    };
    let (xs, ys) = (x.borrow().clone(), y.borrow().clone());
    let has = |s: &[Value], v: &Value| s.iter().any(|x| arith::equal(x, v));
    let out: Vec<Value> = match op {
        BinOp::BitOr => {
            let mut o = xs.clone();
            for v in ys {
                if !has(&o, &v) {
                    o.push(v);
                }
            }
            o
        }
        BinOp::BitAnd => xs.into_iter().filter(|v| has(&ys, v)).collect(),
        BinOp::Sub => xs.into_iter().filter(|v| !has(&ys, v)).collect(),
        BinOp::BitXor => {
            let mut o: Vec<Value> = xs.iter().filter(|v| !has(&ys, v)).cloned().collect();
            o.extend(ys.iter().filter(|v| !has(&xs, v)).cloned());
            o
        }
        _ => return Err(arith::unsupported_types(op, "set", "set").into()),
    };
    if inplace {
        *x.borrow_mut() = out;
        return Ok(a.clone());
    }
    Ok(Value::Set(Rc::new(std::cell::RefCell::new(out))))
}

/// A stable sort of `items` by `keys` with Python's `<`.
pub fn sort_by_keys(items: Vec<Value>, keys: &[Value], reverse: bool) -> Result<Vec<Value>, PyErr> {
    let mut idx: Vec<usize> = (0..items.len()).collect();
    // All-int or all-str keys are totally ordered as Python orders them (a str by code points,
    // which UTF-8's byte order keeps): sorted directly, stable, without a `<` per comparison.
    let ints: Option<Vec<i64>> = keys
        .iter()
        .map(|k| match k {
            Value::Int(i) => Some(*i),
            _ => None,
        })
        .collect();
    if let Some(ks) = ints {
        if reverse {
            idx.sort_by(|&i, &j| ks[j].cmp(&ks[i]));
        } else {
            idx.sort_by_key(|&i| ks[i]);
        }
        return Ok(idx.into_iter().map(|i| items[i].clone()).collect());
    }
    if keys.iter().all(|k| matches!(k, Value::Str(_))) {
        let s = |i: usize| match &keys[i] {
            Value::Str(s) => &**s,
            _ => "",
        };
        if reverse {
            idx.sort_by(|&i, &j| s(j).cmp(s(i)));
        } else {
            idx.sort_by(|&i, &j| s(i).cmp(s(j)));
        }
        return Ok(idx.into_iter().map(|i| items[i].clone()).collect());
    }
    let mut err = None;
    idx.sort_by(|&i, &j| {
        let (a, b) = if reverse {
            (&keys[j], &keys[i])
        } else {
            (&keys[i], &keys[j])
        };
        match arith::compare(CmpOp::Lt, a, b) {
            Ok(Value::Bool(true)) => std::cmp::Ordering::Less,
            Ok(_) => match arith::compare(CmpOp::Lt, b, a) {
                Ok(Value::Bool(true)) => std::cmp::Ordering::Greater,
                _ => std::cmp::Ordering::Equal,
            },
            Err(e) => {
                err.get_or_insert(e);
                std::cmp::Ordering::Equal
            }
        }
    });
    if let Some(e) = err {
        return Err(e);
    }
    Ok(idx.into_iter().map(|i| items[i].clone()).collect())
}

/// `type(v)`: the class of an instance, or the built-in type's constructor.
pub fn type_of(builtins: &FastMap<&'static str, Value>, v: &Value) -> Value {
    match v {
        Value::Object(o) => Value::Class(o.class.clone()),
        other => {
            let name = match other {
                Value::Class(_) => "type",
                o => o.type_name(),
            };
            match builtins.get(name) {
                Some(t) => t.clone(),
                None => super::super::native::NativeFunction::value(name, |_, _| {
                    Err(PyErr::type_error("cannot create instances of this type").into())
                }),
            }
        }
    }
}

/// `del obj[idx]` on lists and dicts.
pub fn delitem(obj: &Value, idx: &Value) -> Result<(), PyErr> {
    match obj {
        Value::List(l) => {
            if let Value::Slice(s) = idx {
                let n = l.borrow().len();
                let (start, stop, step) = super::slice_indices(s, n)?;
                let count = super::super::value::range_len(start, stop, step);
                let mut drop: Vec<usize> =
                    (0..count).map(|i| (start + i * step) as usize).collect();
                drop.sort_unstable();
                let mut l = l.borrow_mut();
                for i in drop.into_iter().rev() {
                    l.remove(i);
                }
                return Ok(());
            }
            let mut l = l.borrow_mut();
            let n = l.len();
            let i = as_i64(idx, "")?;
            let j = super::index::norm_index(i, n, "list assignment")?;
            l.remove(j);
            Ok(())
        }
        Value::Dict(d) => {
            let mut d = d.borrow_mut();
            match d.iter().position(|(k, _)| arith::equal(k, idx)) {
                Some(i) => {
                    d.remove(i);
                    Ok(())
                }
                None => Err(PyErr::new("KeyError", idx.repr())),
            }
        }
        other => Err(PyErr::type_error(format!(
            "'{}' object does not support item deletion",
            other.type_name()
        ))),
    }
}
