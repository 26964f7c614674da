//! Sets and dicts keyed by Python equality, sorting, and what can be iterated without Python calls.

use std::rc::Rc;

use super::super::arith;
use super::super::code::{BinOp, CmpOp};
use super::super::conts::hashed::{self, Filter, FilterThen, Tab};
use super::super::errors::PyErr;
use super::super::native::{Ctx, Flow, NativeResult};
use super::super::table::{self, DictTable};
use super::super::value::{FastMap, Value};
use super::{as_i64, iterate};

/// `d[k] = v` by native code for keys of built-in types (keyword arguments' names).
pub fn dict_set(d: &mut DictTable, k: Value, v: Value) -> Result<(), PyErr> {
    if let Value::List(_) | Value::Dict(_) | Value::Set(_) = k {
        return Err(table::unhashable(k.type_name()));
    }
    d.insert_plain(k, v);
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
    if let (Value::Dict(d), Value::Dict(_)) = (dst, src) {
        let items = hashed::entries(src);
        return hashed::bulk_stmt(ctx, Tab::Dict(d.clone()), items);
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
            let items = items.into_iter().map(|k| (None, k, Value::None)).collect();
            return hashed::bulk_stmt(ctx, Tab::Set(s.clone()), items);
        }
        _ => {}
    }
    Ok(())
}

/// `|`, `&`, `-`, `^` on sets (`inplace`: `|=` ... change `a`).
pub fn set_binary(ctx: &mut Ctx, op: BinOp, a: &Value, b: &Value, inplace: bool) -> NativeResult {
    let (Value::Set(x), Value::Set(y)) = (a, b) else {
        return Err(arith::unsupported_types(op, a.type_name(), b.type_name()).into());
    };
    let (tx, ty) = (Tab::Set(x.clone()), Tab::Set(y.clone()));
    let into = |_: bool| {
        if inplace {
            FilterThen::Into(x.clone())
        } else {
            FilterThen::NewSet
        }
    };
    match op {
        BinOp::BitOr => {
            let target = if inplace {
                x.clone()
            } else {
                Rc::new(std::cell::RefCell::new(x.borrow().clone()))
            };
            let result = Value::Set(target.clone());
            hashed::bulk(ctx, Tab::Set(target), hashed::hashed_keys(&ty), result)
        }
        BinOp::BitAnd => {
            // CPython walks the smaller set and keeps its items.
            let (from, against) = if y.borrow().len() > x.borrow().len() {
                (&tx, &ty)
            } else {
                (&ty, &tx)
            };
            let f = Filter::new(hashed::hashed_keys(from), against.clone(), true, into(true));
            hashed::filter(ctx, f)
        }
        BinOp::Sub => {
            let f = Filter::new(hashed::hashed_keys(&tx), ty, false, into(true));
            hashed::filter(ctx, f)
        }
        BinOp::BitXor => {
            let f = Filter::new(hashed::hashed_keys(&tx), ty.clone(), false, into(true))
                .then_pass(hashed::hashed_keys(&ty), tx);
            hashed::filter(ctx, f)
        }
        _ => Err(arith::unsupported_types(op, "set", "set").into()),
    }
}

/// A stable sort of `items` by `keys` with Python's `<` (`None`: the items are their own keys).
pub fn sort_by_keys(
    mut items: Vec<Value>,
    keys: Option<&[Value]>,
    reverse: bool,
) -> Result<Vec<Value>, PyErr> {
    use super::super::native::{collect_polled, poll, poll_n};
    use std::cmp::Ordering;
    // Every O(n) pass below is chunked against the time limit: at 10^7 items, making a vector and
    // touching its fresh pages takes long enough to matter. Past the deadline, the rest of a sort's
    // comparisons answer Equal at once and the error is returned after it.
    let mut late = false;
    let mut on_time = || {
        late = late || poll().is_err();
        !late
    };
    let all_ints = |ks: &[Value]| ks.iter().all(|k| matches!(k, Value::Int(_)));
    let int_of = |k: &Value| match k {
        Value::Int(i) => *i,
        _ => 0,
    };
    // Ints sorted as their own keys: equal ints are indistinguishable, so the sort need not be
    // stable or move values; the sorted ints are written back over the items, with no copy.
    if keys.is_none() && all_ints(&items) {
        let mut ks = collect_polled(items.len(), items.iter().map(int_of))?;
        if reverse {
            ks.sort_unstable_by(|a, b| if on_time() { b.cmp(a) } else { Ordering::Equal });
        } else {
            ks.sort_unstable_by(|a, b| if on_time() { a.cmp(b) } else { Ordering::Equal });
        }
        poll_n(0)?;
        for (slots, ks) in items.chunks_mut(1 << 15).zip(ks.chunks(1 << 15)) {
            poll_n(slots.len())?;
            for (slot, k) in slots.iter_mut().zip(ks) {
                *slot = Value::Int(*k);
            }
        }
        return Ok(items);
    }
    let keys: &[Value] = keys.unwrap_or(&items);
    let mut idx: Vec<usize> = collect_polled(items.len(), 0..items.len())?;
    // All-int or all-str keys are totally ordered as Python orders them (a str by code points,
    // which UTF-8's byte order keeps): sorted directly, stable, without a `<` per comparison.
    if all_ints(keys) {
        let ks = collect_polled(keys.len(), keys.iter().map(int_of))?;
        if reverse {
            idx.sort_by(|&i, &j| {
                if on_time() {
                    ks[j].cmp(&ks[i])
                } else {
                    Ordering::Equal
                }
            });
        } else {
            idx.sort_by(|&i, &j| {
                if on_time() {
                    ks[i].cmp(&ks[j])
                } else {
                    Ordering::Equal
                }
            });
        }
    } else if keys.iter().all(|k| matches!(k, Value::Str(_))) {
        let s = |i: usize| match &keys[i] {
            Value::Str(s) => &**s,
            _ => "",
        };
        if reverse {
            idx.sort_by(|&i, &j| {
                if on_time() {
                    s(j).cmp(s(i))
                } else {
                    Ordering::Equal
                }
            });
        } else {
            idx.sort_by(|&i, &j| {
                if on_time() {
                    s(i).cmp(s(j))
                } else {
                    Ordering::Equal
                }
            });
        }
    } else {
        let mut err = None;
        idx.sort_by(|&i, &j| {
            if err.is_some() || !on_time() {
                return Ordering::Equal;
            }
            let (a, b) = if reverse {
                (&keys[j], &keys[i])
            } else {
                (&keys[i], &keys[j])
            };
            match arith::compare(CmpOp::Lt, a, b) {
                Ok(Value::Bool(true)) => Ordering::Less,
                Ok(_) => match arith::compare(CmpOp::Lt, b, a) {
                    Ok(Value::Bool(true)) => Ordering::Greater,
                    _ => Ordering::Equal,
                },
                Err(e) => {
                    err.get_or_insert(e);
                    Ordering::Equal
                }
            }
        });
        if let Some(e) = err {
            return Err(e);
        }
    }
    poll_n(0)?;
    let n = idx.len();
    let mut taken: Vec<Option<Value>> = std::mem::take(&mut items).into_iter().map(Some).collect();
    collect_polled(
        n,
        idx.into_iter()
            .map(|i| taken[i].take().unwrap_or(Value::None)),
    )
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
        other => Err(PyErr::type_error(format!(
            "'{}' object does not support item deletion",
            other.type_name()
        ))),
    }
}
