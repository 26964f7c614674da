//! Sets and dicts keyed by Python equality, sorting, and what can be iterated without Python calls.

use std::rc::Rc;

use super::super::arith;
use super::super::code::{BinOp, CmpOp};
use super::super::conts::hashed::{self, Filter, FilterThen, Tab};
use super::super::conts::setops;
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
        Value::Object(o) if o.base.is_some() => match crate::subclass::plain(v) {
            Value::Object(_) => None,
            b => Some(iterate(&b)),
        },
        Value::Generator(_) | Value::Object(_) => None,
        Value::Foreign(f) if f.iter_needs_ctx() => None,
        Value::Class(c) if c.meta.borrow().is_some() => None,
        other => Some(iterate(other)),
    }
}

/// `ListExtend`, `SetUpdate` and `DictUpdate`: add `src`'s items to the container `dst`.
pub fn extend_into(ctx: &mut Ctx, dst: &Value, src: &Value) -> Result<(), Flow> {
    if let Value::Set(d) = dst {
        // `{*a, ...}`: CPython's SET_UPDATE, which presizes for a set or dict operand.
        if let (true, Some(arg)) = (setops::native_set(d), setops::SetArg::of(src)) {
            setops::update(d, &arg)?;
            ctx.check_items(d.borrow().len())?;
            return Ok(());
        }
    }
    if let (Value::Dict(d), Value::Dict(_)) = (dst, src) {
        let items = hashed::entries(src);
        return hashed::bulk_stmt(ctx, Tab::Dict(d.clone()), items);
    }
    if let Value::Dict(d) = dst {
        if super::super::conts::mapping::is_user_mapping(src) {
            return super::super::conts::mapping::MappingItems::start(
                src,
                d.clone(),
                Vec::new(),
                Value::None,
                true,
            )
            .map(|_| ());
        }
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
    if let (true, Some(arg)) = (setops::native_set(x), setops::SetArg::of(b)) {
        let r = match op {
            BinOp::BitOr if inplace => {
                setops::update(x, &arg)?;
                x.clone()
            }
            BinOp::BitOr => setops::union(x, &[arg])?,
            BinOp::BitAnd => {
                let r = setops::intersection(x, &arg)?;
                if inplace {
                    setops::replace(x, r);
                    x.clone()
                } else {
                    r
                }
            }
            BinOp::Sub if inplace => {
                setops::difference_update(x, &arg)?;
                x.clone()
            }
            BinOp::Sub => setops::difference(x, &arg)?,
            BinOp::BitXor if inplace => {
                setops::symmetric_difference_update(x, &arg)?;
                x.clone()
            }
            BinOp::BitXor => setops::symmetric_difference(x, &arg)?,
            _ => return Err(arith::unsupported_types(op, "set", "set").into()),
        };
        ctx.check_items(r.borrow().len())?;
        return Ok(Value::Set(r));
    }
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
                Rc::new(std::cell::RefCell::new(x.borrow().copy_set()))
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

/// A stable merge sort whose comparison may fail (a Python `<` that raises, the time limit passing):
/// the first error ends it. Rust's own sorts may panic when a comparison stops answering
/// consistently, which a comparison that gives up part way would do; this one just stops.
/// Runs of 24 are insertion-sorted, then merged bottom-up.
fn try_sort_by<T: Copy>(
    v: Vec<T>,
    mut less: impl FnMut(&T, &T) -> Result<bool, PyErr>,
) -> Result<Vec<T>, PyErr> {
    const RUN: usize = 24;
    let n = v.len();
    let mut a = v;
    for start in (0..n).step_by(RUN) {
        let end = (start + RUN).min(n);
        for i in start + 1..end {
            let x = a[i];
            let mut j = i;
            while j > start && less(&x, &a[j - 1])? {
                a[j] = a[j - 1];
                j -= 1;
            }
            a[j] = x;
        }
    }
    merge_runs(a, RUN, less)
}

/// A stable sort by a total order that cannot fail (ints, strs): Rust's sort on chunks of 64K,
/// the time limit charged between chunks (never inside one: the order stays consistent), then
/// the chunks merged as [`try_sort_by`] merges, charging the limit as they go.
fn sort_chunked<T: Copy>(
    mut v: Vec<T>,
    cmp: impl Fn(&T, &T) -> std::cmp::Ordering,
) -> Result<Vec<T>, PyErr> {
    const CHUNK: usize = 1 << 16;
    for c in v.chunks_mut(CHUNK) {
        super::super::native::poll_n(c.len())?;
        c.sort_by(&cmp);
    }
    let mut polled = 0u32;
    merge_runs(v, CHUNK, |a, b| {
        polled += 1;
        if polled == 4096 {
            polled = 0;
            super::super::native::poll_n(4096)?;
        }
        Ok(cmp(a, b) == std::cmp::Ordering::Less)
    })
}

/// Merges sorted runs of `run` items bottom-up. Right goes first only when strictly less, so
/// equal items keep their order; a merge whose halves are already in order is a copy.
fn merge_runs<T: Copy>(
    mut a: Vec<T>,
    run: usize,
    mut less: impl FnMut(&T, &T) -> Result<bool, PyErr>,
) -> Result<Vec<T>, PyErr> {
    let n = a.len();
    if n <= run {
        return Ok(a);
    }
    let mut b = super::super::native::collect_polled(n, a.iter().copied())?;
    let mut width = run;
    while width < n {
        for lo in (0..n).step_by(2 * width) {
            let mid = (lo + width).min(n);
            let hi = (lo + 2 * width).min(n);
            if mid == hi || !less(&a[mid], &a[mid - 1])? {
                b[lo..hi].copy_from_slice(&a[lo..hi]);
                continue;
            }
            let (mut i, mut j, mut k) = (lo, mid, lo);
            while i < mid && j < hi {
                if less(&a[j], &a[i])? {
                    b[k] = a[j];
                    j += 1;
                } else {
                    b[k] = a[i];
                    i += 1;
                }
                k += 1;
            }
            b[k..k + (mid - i)].copy_from_slice(&a[i..mid]);
            let k = k + (mid - i);
            b[k..k + (hi - j)].copy_from_slice(&a[j..hi]);
        }
        std::mem::swap(&mut a, &mut b);
        width *= 2;
    }
    Ok(a)
}

/// A stable sort of `items` by `keys` with Python's `<` (`None`: the items are their own keys).
/// Every comparison charges the time limit, and every O(n) pass is chunked against it.
pub fn sort_by_keys(
    mut items: Vec<Value>,
    keys: Option<&[Value]>,
    reverse: bool,
) -> Result<Vec<Value>, PyErr> {
    use super::super::native::{collect_polled, poll, poll_n};
    let all_ints = |ks: &[Value]| ks.iter().all(|k| matches!(k, Value::Int(_)));
    let int_of = |k: &Value| match k {
        Value::Int(i) => *i,
        _ => 0,
    };
    // Ints sorted as their own keys: equal ints are indistinguishable, so the sorted ints are
    // written back over the items, with no index and no copy of the values.
    if keys.is_none() && all_ints(&items) {
        let ks = collect_polled(items.len(), items.iter().map(int_of))?;
        let ks = sort_chunked(ks, |a, b| if reverse { b.cmp(a) } else { a.cmp(b) })?;
        for (slots, ks) in items.chunks_mut(1 << 15).zip(ks.chunks(1 << 15)) {
            poll_n(slots.len())?;
            for (slot, k) in slots.iter_mut().zip(ks) {
                *slot = Value::Int(*k);
            }
        }
        return Ok(items);
    }
    let keys: &[Value] = keys.unwrap_or(&items);
    let idx: Vec<usize> = collect_polled(items.len(), 0..items.len())?;
    // All-int or all-str keys are totally ordered as Python orders them (a str by code points,
    // which UTF-8's byte order keeps): compared directly, without a `<` per comparison.
    // With `reverse`, "before" is "greater", and equal keys still keep their order.
    let idx = if all_ints(keys) {
        let ks = collect_polled(keys.len(), keys.iter().map(int_of))?;
        sort_chunked(idx, |&i, &j| {
            if reverse {
                ks[j].cmp(&ks[i])
            } else {
                ks[i].cmp(&ks[j])
            }
        })?
    } else if keys.iter().all(|k| matches!(k, Value::Str(_))) {
        let s = |i: usize| match &keys[i] {
            Value::Str(s) => &**s,
            _ => "",
        };
        sort_chunked(idx, |&i, &j| {
            if reverse {
                s(j).cmp(s(i))
            } else {
                s(i).cmp(s(j))
            }
        })?
    } else {
        try_sort_by(idx, |&i, &j| {
            poll()?;
            let (a, b) = if reverse {
                (&keys[j], &keys[i])
            } else {
                (&keys[i], &keys[j])
            };
            Ok(matches!(
                arith::compare(CmpOp::Lt, a, b)?,
                Value::Bool(true)
            ))
        })?
    };
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
                Value::Foreign(f) => f.class_name(),
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
/// CPython 3.11's refusal of `del obj[idx]`: "doesn't" for an index (the sequence protocol's
/// words), "does not" for a slice (the mapping protocol's).
pub fn no_item_deletion(type_name: &str, idx: &Value) -> PyErr {
    let verb = match idx {
        Value::Slice(_) => "does not",
        _ => "doesn't",
    };
    PyErr::type_error(format!("'{type_name}' object {verb} support item deletion"))
}

pub fn delitem(obj: &Value, idx: &Value) -> Result<(), PyErr> {
    match obj {
        Value::List(l) => {
            if let Value::Slice(s) = idx {
                let n = l.borrow().len();
                let (start, stop, step) = super::slice_indices(s, n)?;
                let count = super::super::value::range_len(start, stop, step);
                let mut drop: Vec<usize> =
                    (0..count).map(|i| (start + i * step) as usize).collect();
                tpu_emu::sort::sort(&mut drop);
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
        Value::ByteArray(b) => {
            if !matches!(idx, Value::Slice(_)) && as_i64(idx, "").is_err() {
                return Err(PyErr::type_error(format!(
                    "bytearray indices must be integers or slices, not {}",
                    idx.type_name()
                )));
            }
            if let Ok(i) = as_i64(idx, "") {
                // One byte: removed in place, no round trip through a list.
                let mut b = b.borrow_mut();
                let j = super::index::norm_index(i, b.len(), "bytearray")?;
                b.remove(j);
                return Ok(());
            }
            let tmp = Value::list(b.borrow().iter().map(|&c| Value::Int(c as i64)).collect());
            delitem(&tmp, idx).map_err(|e| {
                match super::index::bytearray_words(e.into(), "assignment ") {
                    Flow::Raise(e) => e,
                    _ => PyErr::runtime_error("internal error: bytearray deletion"),
                }
            })?;
            *b.borrow_mut() = super::bytearray::ints_back(&tmp);
            Ok(())
        }
        other => Err(no_item_deletion(other.type_name(), idx)),
    }
}
