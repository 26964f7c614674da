//! Indexing and slicing of the built-in sequences and dicts.

use super::super::errors::PyErr;
use super::super::native::{Ctx, Flow};
use super::super::value::{range_len, Value};
use super::as_i64;
use std::rc::Rc;

pub(crate) fn norm_index(i: i64, len: usize, what: &str) -> Result<usize, PyErr> {
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
            // A big bound clamps like any bound past the ends.
            Value::Long(b) if b.sign() == num_bigint::Sign::Minus => Ok(Some(i64::MIN / 2)),
            Value::Long(_) => Ok(Some(i64::MAX / 2)),
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

fn slice_items<T: Clone>(items: &[T], s: &[Value; 3]) -> Result<Vec<T>, PyErr> {
    let (start, stop, step) = slice_indices(s, items.len())?;
    let n = range_len(start, stop, step);
    Ok((0..n)
        .map(|i| items[(start + i * step) as usize].clone())
        .collect())
}

/// `s[a:b:c]` on a str: a step of 1 by the byte offsets of its ends (`strindex`: a long
/// str's positions are indexed once), an ASCII one by bytes, by characters otherwise; a slice's
/// cost is then its length, not the string's.
fn slice_str(st: &Rc<str>, s: &[Value; 3]) -> Result<String, PyErr> {
    let count = crate::strindex::char_count(st);
    let (start, stop, step) = slice_indices(s, count)?;
    let n = range_len(start, stop, step) as usize;
    if step == 1 {
        let a = crate::strindex::byte_at(st, start as usize);
        let b = crate::strindex::byte_at(st, start as usize + n);
        return Ok(st[a..b].to_string());
    }
    if count == st.len() {
        let b = st.as_bytes();
        return Ok((0..n)
            .map(|i| b[(start + i as i64 * step) as usize] as char)
            .collect());
    }
    let chars: Vec<char> = st.chars().collect();
    Ok((0..n as i64)
        .map(|i| chars[(start + i * step) as usize])
        .collect())
}

pub fn getitem(ctx: &mut Ctx, obj: &Value, idx: &Value) -> Result<Value, Flow> {
    Ok(match (obj, idx) {
        (Value::Foreign(_), _) => return (ctx.host.getitem)(ctx, obj, idx),
        (Value::List(l), Value::Slice(s)) => Value::list(slice_items(&l.borrow(), s)?),
        (Value::Tuple(t), Value::Slice(s)) => Value::tuple(slice_items(t, s)?),
        (Value::Str(st), Value::Slice(s)) => Value::str(&slice_str(st, s)?),
        (Value::Bytes(b), Value::Slice(s)) => Value::bytes(&slice_items(b, s)?),
        (Value::ByteArray(b), Value::Slice(s)) => Value::bytearray(slice_items(&b.borrow(), s)?),
        (Value::Bytes(_) | Value::ByteArray(_), i) => {
            let (what, at) = match obj {
                Value::Bytes(_) => ("byte", ""),
                _ => ("bytearray", "bytearray "),
            };
            let i = as_i64(i, "").map_err(|_| index_type(what, i))?;
            let range = |_| PyErr::new("IndexError", format!("{at}index out of range"));
            // The byte itself, without copying the buffer.
            let byte = match obj {
                Value::Bytes(b) => b[norm_index(i, b.len(), "").map_err(range)?],
                Value::ByteArray(b) => {
                    let b = b.borrow();
                    b[norm_index(i, b.len(), "").map_err(range)?]
                }
                _ => unreachable!("matched bytes or bytearray"),
            };
            Value::Int(byte as i64)
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
            let i = as_i64(i, "").map_err(|_| index_type("string", i))?;
            // A long str's character positions are indexed once (`strindex`), not walked.
            let j = norm_index(i, crate::strindex::char_count(s), "string")?;
            let b = crate::strindex::byte_at(s, j);
            let c = s[b..].chars().next().unwrap_or_default();
            Value::str(c.encode_utf8(&mut [0; 4]))
        }
        (Value::Range { start, stop, step }, Value::Slice(s)) => {
            // A range of the selected positions: `range(10)[2:8:2]` is `range(2, 8, 2)`.
            let n = range_len(*start, *stop, *step);
            let (a, b, k) = slice_indices(s, n as usize)?;
            let overflow = || {
                PyErr::new(
                    "OverflowError",
                    "Python int too large to convert to C ssize_t",
                )
            };
            let at = |i: i64| -> Result<i64, PyErr> {
                i.checked_mul(*step)
                    .and_then(|x| x.checked_add(*start))
                    .ok_or_else(overflow)
            };
            let step = step.checked_mul(k).ok_or_else(overflow)?;
            Value::Range {
                start: at(a)?,
                stop: at(b)?,
                step,
            }
        }
        (Value::Range { start, stop, step }, i) => {
            let n = range_len(*start, *stop, *step);
            let j = norm_index(as_i64(i, "")?, n as usize, "range object")?;
            Value::Int(start + j as i64 * step)
        }
        (Value::Dict(d), k) => {
            // `d[[1]]` is a TypeError (unhashable), as in CPython, not a KeyError.
            use super::super::conts::hashed::{key_op, KeyAct, Tab};
            return key_op(ctx, Tab::Dict(d.clone()), k, KeyAct::GetItem);
        }
        // `list[int]`: a `types.GenericAlias` (`_prelude.GenericAlias`).
        (Value::Native(n), _)
            if [
                "list",
                "dict",
                "tuple",
                "set",
                "frozenset",
                "type",
                "enumerate",
            ]
            .contains(&n.name.as_str()) =>
        {
            let args = super::super::native::Args {
                pos: vec![obj.clone(), idx.clone()],
                kw: Vec::new(),
            };
            return super::call_prelude(ctx, "_generic_alias", &args);
        }
        // (A built-in type without `__class_getitem__`: `zip[int]`, `int[str]`.)
        (Value::Native(n), _) if obj.type_name() == "type" => {
            let msg = format!("type '{}' is not subscriptable", n.name);
            return Err(PyErr::type_error(msg).into());
        }
        (other, _) => {
            return Err(PyErr::type_error(format!(
                "'{}' object is not subscriptable",
                other.type_name()
            ))
            .into())
        }
    })
}

/// A list's error about a bytearray worked on as a list, in bytearray's words.
pub(super) fn bytearray_words(f: Flow, assignment: &str) -> Flow {
    match f {
        Flow::Raise(mut e) => {
            e.message = e
                .message
                .replace(&format!("list {assignment}index"), "bytearray index")
                .replace("assign sequence", "assign bytes");
            Flow::Raise(e)
        }
        f => f,
    }
}

fn index_type(what: &str, i: &Value) -> PyErr {
    if let Value::Long(_) = i {
        return PyErr::new("IndexError", "cannot fit 'int' into an index-sized integer");
    }
    let name = crate::dunder::type_name(i);
    // (CPython 3.11's str says it in other words.)
    if what == "string" {
        return PyErr::type_error(format!("string indices must be integers, not '{name}'"));
    }
    PyErr::type_error(format!(
        "{what} indices must be integers or slices, not {name}"
    ))
}

/// `obj[idx] = v` for built-in containers and tensors; a tensor store may wait for a device read.
pub fn setitem(ctx: &mut Ctx, obj: &Value, idx: &Value, v: Value) -> Result<(), Flow> {
    match obj {
        Value::Foreign(_) => (ctx.host.setitem)(ctx, obj, idx, v),
        Value::List(l) if matches!(idx, Value::Slice(_)) => {
            let Value::Slice(s) = idx else { unreachable!() };
            // The new items first: `l[:] = l` reads the list it writes.
            let items = match super::native_items(&v) {
                // CPython's words for a value that is no iterable, by the slice's kind.
                Some(Err(e)) if e.kind == "TypeError" && e.message.ends_with("is not iterable") => {
                    let plain = matches!(s[2], Value::None | Value::Int(1));
                    return Err(PyErr::type_error(if plain {
                        "can only assign an iterable"
                    } else {
                        "must assign iterable to extended slice"
                    })
                    .into());
                }
                Some(items) => items?,
                None => {
                    return Err(PyErr::new(
                        "NotImplementedError",
                        "assigning a generator or iterator object to a list slice is not supported by the playground yet",
                    )
                    .into())
                }
            };
            let mut l = l.borrow_mut();
            let (start, stop, step) = slice_indices(s, l.len())?;
            if step == 1 {
                let stop = stop.max(start) as usize;
                l.splice(start as usize..stop, items);
                return Ok(());
            }
            let count = super::super::value::range_len(start, stop, step);
            if items.len() as i64 != count {
                return Err(PyErr::value_error(format!(
                    "attempt to assign sequence of size {} to extended slice of size {count}",
                    items.len()
                ))
                .into());
            }
            for (k, x) in items.into_iter().enumerate() {
                l[(start + k as i64 * step) as usize] = x;
            }
            Ok(())
        }
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
            use super::super::conts::hashed::{key_stmt, KeyAct, Tab};
            key_stmt(ctx, Tab::Dict(d.clone()), idx, KeyAct::Store(v))
        }
        Value::ByteArray(b) => {
            // One byte, or a slice from bytes-like data or ints, in place: O(1) and O(slice).
            match idx {
                Value::Slice(s)
                    if !matches!(
                        v,
                        Value::Int(_)
                            | Value::Bool(_)
                            | Value::Str(_)
                            | Value::Float(_)
                            | Value::None
                    ) =>
                {
                    if let Some(items) = super::bytearray::bytes_from_iterable(&v)? {
                        let mut b = b.borrow_mut();
                        let (start, stop, step) = slice_indices(s, b.len())?;
                        if step == 1 {
                            let stop = stop.max(start) as usize;
                            b.splice(start as usize..stop, items);
                            return Ok(());
                        }
                        let count = super::super::value::range_len(start, stop, step);
                        if items.len() as i64 != count {
                            return Err(PyErr::value_error(format!(
                                "attempt to assign bytes of size {} to extended slice of size {count}",
                                items.len()
                            ))
                            .into());
                        }
                        for (k, x) in items.into_iter().enumerate() {
                            b[(start + k as i64 * step) as usize] = x;
                        }
                        return Ok(());
                    }
                }
                Value::Slice(_) => {}
                _ => {
                    let i = as_i64(idx, "").map_err(|_| index_type("bytearray", idx))?;
                    let byte = super::super::bytes::byte_of(&v)?;
                    let mut b = b.borrow_mut();
                    let j = norm_index(i, b.len(), "bytearray")?;
                    b[j] = byte;
                    return Ok(());
                }
            }
            // Anything else as a list of ints, then back: the list's rules, bytearray's words.
            let v = match idx {
                Value::Slice(_)
                    if !matches!(
                        v,
                        Value::Int(_)
                            | Value::Bool(_)
                            | Value::Str(_)
                            | Value::Float(_)
                            | Value::None
                    ) =>
                {
                    match super::bytearray::bytes_from_iterable(&v)? {
                        Some(items) => {
                            Value::list(items.iter().map(|&c| Value::Int(c as i64)).collect())
                        }
                        None => v,
                    }
                }
                Value::Slice(_) => {
                    return Err(PyErr::type_error(
                        "can assign only bytes, buffers, or iterables of ints in range(0, 256)",
                    )
                    .into())
                }
                _ => {
                    as_i64(idx, "").map_err(|_| index_type("bytearray", idx))?;
                    Value::Int(super::super::bytes::byte_of(&v)? as i64)
                }
            };
            let tmp = Value::list(b.borrow().iter().map(|&c| Value::Int(c as i64)).collect());
            setitem(ctx, &tmp, idx, v).map_err(|f| bytearray_words(f, "assignment "))?;
            *b.borrow_mut() = super::bytearray::ints_back(&tmp);
            Ok(())
        }
        other => Err(PyErr::type_error(format!(
            "'{}' object does not support item assignment",
            other.type_name()
        ))
        .into()),
    }
}
