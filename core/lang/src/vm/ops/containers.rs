//! Containers and strings: subscripts, building lists, tuples, sets, dicts and slices, the
//! comprehensions' appends, `*`/`**` unpacking into a container, unpacking a sequence into
//! names, and f-strings.

use std::rc::Rc;

use super::super::fast::Fast;
use super::super::push::{copy_value, drop_value, push_copy, store_slot};
use super::super::step::{next, pop, top};
use super::super::{Frame, Step, Vm};
use crate::code::Instr;
use crate::conts::hashed::{self, KeyAct, Tab};
use crate::errors::PyErr;
use crate::native::Then;
use crate::table::{self, Find};
use crate::value::Value;
use crate::{builtins, conts, dunder};

// The general path (`Vm::step`).
impl Vm {
    pub(in super::super) fn load_subscr(
        &mut self,
        fi: usize,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let (obj, idx) = (top(frame, 1).clone(), top(frame, 0).clone());
        let r = dunder::getitem(&mut self.ctx, &obj, &idx);
        self.complete(fi, 2, r, next_pc)
    }

    pub(in super::super) fn store_subscr(
        &mut self,
        fi: usize,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let (v, obj, idx) = (
            top(frame, 2).clone(),
            top(frame, 1).clone(),
            top(frame, 0).clone(),
        );
        let r = dunder::setitem(&mut self.ctx, &obj, &idx, v);
        self.complete_none(fi, 3, r, next_pc)
    }

    pub(in super::super) fn delete_subscr(
        &mut self,
        fi: usize,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let (obj, idx) = (top(frame, 1).clone(), top(frame, 0).clone());
        let r = dunder::delitem(&mut self.ctx, &obj, &idx);
        self.complete_none(fi, 2, r, next_pc)
    }

    pub(in super::super) fn build_list(
        &mut self,
        fi: usize,
        n: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let items = frame.stack.split_off(frame.stack.len() - n as usize);
        frame.stack.push(Value::list(items));
        next(frame, next_pc)
    }

    pub(in super::super) fn build_tuple(
        &mut self,
        fi: usize,
        n: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let items = frame.stack.split_off(frame.stack.len() - n as usize);
        frame.stack.push(Value::tuple(items));
        next(frame, next_pc)
    }

    pub(in super::super) fn build_set(
        &mut self,
        fi: usize,
        n: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let items = frame.stack[frame.stack.len() - n as usize..].to_vec();
        let r = hashed::new_set(&mut self.ctx, items);
        self.complete(fi, n as usize, r, next_pc)
    }

    pub(in super::super) fn build_const_set(
        &mut self,
        fi: usize,
        n: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let items = frame.stack[frame.stack.len() - n as usize..].to_vec();
        let folded = table::SetTable::from_values(table::SetTable::from_values(items).keys());
        let r = Ok(Value::Set(Rc::new(std::cell::RefCell::new(
            folded.copy_set(),
        ))));
        self.complete(fi, n as usize, r, next_pc)
    }

    pub(in super::super) fn build_dict(
        &mut self,
        fi: usize,
        n: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let items = &frame.stack[frame.stack.len() - 2 * n as usize..];
        let pairs: Vec<(Value, Value)> = items
            .chunks(2)
            .map(|kv| (kv[0].clone(), kv[1].clone()))
            .collect();
        let r = hashed::new_dict(&mut self.ctx, pairs);
        self.complete(fi, 2 * n as usize, r, next_pc)
    }

    pub(in super::super) fn build_slice(
        &mut self,
        fi: usize,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let step = pop(frame);
        let stop = pop(frame);
        let start = pop(frame);
        frame.stack.push(Value::Slice(Rc::new([start, stop, step])));
        next(frame, next_pc)
    }

    /// `ListAppend(d)` and `SetAdd(d)`.
    pub(in super::super) fn comp_add(
        &mut self,
        fi: usize,
        d: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let target = top(frame, d as usize).clone();
        match target {
            Value::List(ref l) => {
                let v = pop(frame);
                let n = l.borrow().len();
                self.ctx.check_items(n + 1)?;
                l.borrow_mut().push(v);
                next(frame, next_pc)
            }
            Value::Set(ref s) => {
                let v = top(frame, 0).clone();
                let r = hashed::key_stmt(&mut self.ctx, Tab::Set(s.clone()), &v, KeyAct::Add);
                self.complete_none(fi, 1, r, next_pc)
            }
            _ => Err(PyErr::runtime_error("internal error: bad comprehension")),
        }
    }

    pub(in super::super) fn map_add(
        &mut self,
        fi: usize,
        d: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let (k, v) = (top(frame, 1).clone(), top(frame, 0).clone());
        let r = match top(frame, d as usize + 1) {
            Value::Dict(m) => {
                let m = m.clone();
                hashed::key_stmt(&mut self.ctx, Tab::Dict(m), &k, KeyAct::Store(v))
            }
            _ => Ok(()),
        };
        self.complete_none(fi, 2, r, next_pc)
    }

    /// `ListExtend`, `SetUpdate` and `DictUpdate`.
    pub(in super::super) fn extend(
        &mut self,
        fi: usize,
        pc: usize,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let src = crate::subclass::plain(top(frame, 0));
        // `{**m}` reads a mapping by its keys (`extend_into`), not by iterating it.
        let mapping =
            matches!(top(frame, 1), Value::Dict(_)) && conts::mapping::is_user_mapping(&src);
        if !mapping && matches!(src, Value::Generator(_) | Value::Object(_)) {
            let r = conts::collect(&src, Then::Tail);
            return self.complete_retry(fi, 1, r, pc);
        }
        let dst = top(frame, 1).clone();
        let r = builtins::extend_into(&mut self.ctx, &dst, &src);
        self.complete_none(fi, 1, r, next_pc)
    }

    pub(in super::super) fn list_to_tuple(
        &mut self,
        fi: usize,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let v = pop(frame);
        let t = match v {
            Value::List(ref l) => Value::tuple(l.borrow().clone()),
            other => other,
        };
        frame.stack.push(t);
        next(frame, next_pc)
    }

    pub(in super::super) fn unpack_sequence(
        &mut self,
        fi: usize,
        n: u32,
        pc: usize,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let v = top(frame, 0).clone();
        let items = match builtins::native_items(&v) {
            Some(items) => items.map_err(|e| unpack_error(&v, e))?,
            None => {
                // A generator or user iterable: collect it through the frame stack first.
                let r = unpack_collect(&v);
                return self.complete_retry(fi, 1, r, pc);
            }
        };
        if items.len() != n as usize {
            return Err(if items.len() > n as usize {
                PyErr::value_error(format!("too many values to unpack (expected {n})"))
            } else {
                PyErr::value_error(format!(
                    "not enough values to unpack (expected {n}, got {})",
                    items.len()
                ))
            });
        }
        let frame = &mut self.frames[fi];
        frame.stack.pop();
        frame.stack.extend(items.into_iter().rev());
        next(frame, next_pc)
    }

    pub(in super::super) fn unpack_ex(
        &mut self,
        fi: usize,
        (before, after): (u16, u16),
        pc: usize,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let v = top(frame, 0).clone();
        let items = match builtins::native_items(&v) {
            Some(items) => items.map_err(|e| unpack_error(&v, e))?,
            None => {
                let r = unpack_collect(&v);
                return self.complete_retry(fi, 1, r, pc);
            }
        };
        let (b, a) = (before as usize, after as usize);
        if items.len() < b + a {
            return Err(PyErr::value_error(format!(
                "not enough values to unpack (expected at least {}, got {})",
                b + a,
                items.len()
            )));
        }
        let frame = &mut self.frames[fi];
        frame.stack.pop();
        let mid = Value::list(items[b..items.len() - a].to_vec());
        for x in items[items.len() - a..].iter().rev() {
            frame.stack.push(x.clone());
        }
        frame.stack.push(mid);
        for x in items[..b].iter().rev() {
            frame.stack.push(x.clone());
        }
        next(frame, next_pc)
    }

    pub(in super::super) fn format_value(
        &mut self,
        fi: usize,
        conversion: u8,
        has_spec: bool,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let spec = if has_spec {
            top(frame, 0).to_str()
        } else {
            String::new()
        };
        let v = top(frame, has_spec as usize).clone();
        let r = conts::format_value(&mut self.ctx, &v, conversion, &spec);
        self.complete(fi, 1 + has_spec as usize, r, next_pc)
    }

    pub(in super::super) fn build_string(
        &mut self,
        fi: usize,
        n: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let items = frame.stack.split_off(frame.stack.len() - n as usize);
        let mut s = String::new();
        for it in items {
            s.push_str(&it.to_str());
            crate::native::check_str_len(s.len())?;
        }
        frame.stack.push(Value::str(&s));
        next(frame, next_pc)
    }
}

// The fast loop (`Vm::run_fast`).

/// `obj[idx]` when its answer is plain: an int index in range of a list or tuple, or a str key a
/// dict holds (only a str equals a str in Python's `==`, so the scan compares strs alone).
#[inline]
fn subscr(obj: &Value, idx: &Value) -> Option<Value> {
    match (obj, idx) {
        (Value::List(l), &Value::Int(i)) => {
            let l = l.borrow();
            l.get(plain_index(i, l.len())?).cloned()
        }
        (Value::Tuple(t), &Value::Int(i)) => t.get(plain_index(i, t.len())?).cloned(),
        (Value::Object(o), &Value::Int(i)) => crate::array_fast::get(o, i),
        (Value::Dict(d), Value::Int(_) | Value::Str(_)) => {
            let d = d.borrow();
            let found = match d.find_small(idx) {
                Some(f) => f,
                None => d.find(plain_hash(idx)?, idx),
            };
            match found {
                Find::Hit(i) => d.slot(i).map(|e| e.1.clone()),
                _ => None,
            }
        }
        _ => None,
    }
}

/// `obj[idx] = v` when it is plain: an int index in range of a list, or a str key of a dict
/// (replaced where a key equal to it is, else added, as `dict_set` does). `false`: not done.
#[inline]
fn store_subscr(obj: &Value, idx: &Value, v: &Value, max_items: usize) -> bool {
    match (obj, idx) {
        (Value::List(l), &Value::Int(i)) => {
            let mut l = l.borrow_mut();
            match plain_index(i, l.len()) {
                Some(j) => {
                    l[j] = v.clone();
                    true
                }
                None => false,
            }
        }
        (Value::Dict(d), Value::Int(_) | Value::Str(_)) => {
            dict_store_plain(&mut d.borrow_mut(), idx, v, max_items)
        }
        (Value::Object(o), &Value::Int(i)) => crate::array_fast::set(o, i, v),
        _ => false,
    }
}

/// A Python index (negative from the end) into `len` items, when it is in range.
#[inline]
fn plain_index(i: i64, len: usize) -> Option<usize> {
    let j = if i < 0 { i.checked_add(len as i64)? } else { i };
    (0..len as i64).contains(&j).then_some(j as usize)
}

#[inline(always)]
pub(in super::super) fn fast_load_subscr(frame: &mut Frame, full: bool) -> Fast {
    let stack = &mut frame.stack;
    // `xs[i]` on a list or tuple in range, `d[k]` on a dict with a str key
    // that is there, a Python class's `__getitem__` entered as a call;
    // errors and everything else go the general way.
    let len = stack.len();
    if len < 2 {
        return Fast::Stop;
    }
    let Some(v) = subscr(&stack[len - 2], &stack[len - 1]) else {
        return user_item_call(&stack[len - 2], "__getitem__", 2, len - 2, full, false);
    };
    stack.truncate(len - 2);
    stack.push(v);
    Fast::Next
}

/// The items of an unpacking's right-hand side that is not a built-in sequence, collected
/// through the frame stack; one that cannot be iterated at all is CPython's "cannot unpack".
fn unpack_collect(v: &Value) -> crate::native::NativeResult {
    match conts::collect(v, Then::Tail) {
        // The only error raised before any call: `v` is not iterable.
        Err(crate::native::Flow::Raise(_)) => Err(PyErr::type_error(format!(
            "cannot unpack non-iterable {} object",
            dunder::type_name(v)
        ))
        .into()),
        r => r,
    }
}

/// An unpacking's error from iterating a built-in value: one that is not iterable at all is
/// CPython's "cannot unpack non-iterable int object"; any other error stays as it was.
fn unpack_error(v: &Value, e: PyErr) -> PyErr {
    let name = dunder::type_name(v);
    if e.kind == "TypeError" && e.message == format!("'{name}' object is not iterable") {
        return PyErr::type_error(format!("cannot unpack non-iterable {name} object"));
    }
    e
}

/// `a, b = t` for a tuple or list of exactly `n` items: its items onto the stack, last first.
/// A wrong length, or any other iterable, goes the general way (its error, its iterator).
#[inline(always)]
pub(in super::super) fn fast_unpack_sequence(frame: &mut Frame, n: u32) -> Fast {
    let stack = &mut frame.stack;
    let n = n as usize;
    let Some(top) = stack.pop() else {
        return Fast::Stop;
    };
    // Each item copied field by field (`push_copy`): ints and floats without a call to `clone`.
    match &top {
        Value::Tuple(t) if t.len() == n => {
            stack.reserve(n);
            for v in t.iter().rev() {
                push_copy(stack, v);
            }
        }
        Value::List(l) if l.borrow().len() == n => {
            stack.reserve(n);
            for v in l.borrow().iter().rev() {
                push_copy(stack, v);
            }
        }
        _ => {
            stack.push(top);
            return Fast::Stop;
        }
    }
    Fast::Next
}

/// `a, b, c = t` where `t` is a tuple or list of that length and the `StoreFast`s of the names
/// follow: each item goes straight into its slot, left to right as the stores would take them,
/// so the k + 1 instructions take one dispatch (when the fuel covers them all), and a finalizer
/// that a store's drop queued runs after the last, before anything else. Anything else is
/// [`fast_unpack_sequence`]'s.
#[inline(always)]
pub(in super::super) fn fast_unpack_to_locals(
    frame: &mut Frame,
    instrs: &[Instr],
    k: u32,
    pc: &mut usize,
    n: &mut u64,
    fuel: u64,
) -> Fast {
    let len = k as usize;
    let stores = match instrs.get(*pc + 1..*pc + 1 + len) {
        Some(s)
            if *n + (len as u64) < fuel && s.iter().all(|i| matches!(i, Instr::StoreFast(_))) =>
        {
            s
        }
        _ => return fast_unpack_sequence(frame, k),
    };
    let Some(top) = frame.stack.pop() else {
        return Fast::Stop;
    };
    let locals = &mut frame.locals;
    match &top {
        Value::Tuple(t) if t.len() == len => {
            for (v, store) in t.iter().zip(stores) {
                if let Instr::StoreFast(i) = *store {
                    store_slot(&mut locals[i as usize], copy_value(v));
                }
            }
        }
        Value::List(l) if l.borrow().len() == len => {
            for (j, store) in stores.iter().enumerate() {
                // One item at a time: a store's drop of the slot's old value runs no Python, but
                // the list is not kept borrowed across it.
                let v = copy_value(&l.borrow()[j]);
                if let Instr::StoreFast(i) = *store {
                    store_slot(&mut locals[i as usize], v);
                }
            }
        }
        _ => {
            frame.stack.push(top);
            return fast_unpack_sequence(frame, k);
        }
    }
    drop_value(top);
    // The loop counts the last store and moves past it (and closes what a store dropped).
    *pc += len;
    *n += len as u64;
    Fast::Next
}

#[inline(always)]
pub(in super::super) fn fast_store_subscr(frame: &mut Frame, max_items: usize, full: bool) -> Fast {
    let stack = &mut frame.stack;
    let len = stack.len();
    if len < 3 {
        return Fast::Stop;
    }
    if !store_subscr(&stack[len - 2], &stack[len - 1], &stack[len - 3], max_items) {
        // `obj[k] = v` is `__setitem__(obj, k, v)`: the stack holds v, obj, k.
        let call = user_item_call(&stack[len - 2], "__setitem__", 3, len - 3, full, true);
        if matches!(call, Fast::Call { .. }) {
            stack[len - 3..].rotate_left(1);
        }
        return call;
    }
    stack.truncate(len - 3);
    Fast::Next
}

/// `obj[k]` or `obj[k] = v` on an instance of a Python class whose `__getitem__` or
/// `__setitem__` is a plain function taking `argc` arguments: a call the loop enters, its
/// arguments from `from` on the stack. Anything else (a built-in base, a native method, the
/// recursion limit) stops the loop, and the general path does it.
#[inline]
fn user_item_call(
    obj: &Value,
    name: &str,
    argc: u32,
    from: usize,
    full: bool,
    discard: bool,
) -> Fast {
    let Value::Object(o) = obj else {
        return Fast::Stop;
    };
    if o.base.is_some() || full {
        return Fast::Stop;
    }
    match o.class.lookup(name) {
        Some(Value::Function(ref f)) if super::super::step::is_simple(f, argc) => Fast::Call {
            at: (from, from),
            f: f.clone(),
            receiver: None,
            discard,
            init: None,
        },
        _ => Fast::Stop,
    }
}

/// The hash of a dict key whose hash and equality the fast loop can decide (ints and strs).
#[inline]
fn plain_hash(k: &Value) -> Option<i64> {
    match k {
        Value::Int(i) => Some(table::hash_int(*i)),
        Value::Str(s) => Some(table::hash_str(s)),
        _ => None,
    }
}

/// `d[k] = v` for a plain key: `false` when the general path must do it (a key only `__eq__`
/// can compare, or a dict at the size limit).
#[inline]
fn dict_store_plain(
    d: &mut crate::table::DictTable,
    k: &Value,
    v: &Value,
    max_items: usize,
) -> bool {
    // A small dict is scanned without hashing the key; a new key is hashed to be stored.
    let (found, hash) = match d.find_small(k) {
        Some(f) => (f, None),
        None => match plain_hash(k) {
            Some(h) => (d.find(h, k), Some(h)),
            None => return false,
        },
    };
    match found {
        Find::Hit(i) => {
            if let Some(e) = d.slot_mut(i) {
                e.1 = v.clone();
            }
            true
        }
        Find::Miss if d.len() < max_items => match hash.or_else(|| plain_hash(k)) {
            Some(h) => {
                d.push(h, (k.clone(), v.clone()));
                true
            }
            None => false,
        },
        _ => false,
    }
}

/// `MapAdd(d)` (a dict comprehension's store) for a plain key.
// Kept out of `run_fast`: inlined there it slowed the other instructions.
#[inline(never)]
pub(in super::super) fn fast_map_add(frame: &mut Frame, d: u32, max_items: usize) -> Fast {
    let stack = &mut frame.stack;
    let len = stack.len();
    // The stack holds the dict, what the comprehension keeps above it, then the key and value.
    if len < d as usize + 2 {
        return Fast::Stop;
    }
    let Value::Dict(t) = &stack[len - 2 - d as usize] else {
        return Fast::Stop;
    };
    let (k, v) = (&stack[len - 2], &stack[len - 1]);
    if !dict_store_plain(&mut t.borrow_mut(), k, v, max_items) {
        return Fast::Stop;
    }
    stack.truncate(len - 2);
    Fast::Next
}

/// `SetAdd(d)` (a set comprehension's add) for a plain item.
// Kept out of `run_fast`: inlined there it slowed the other instructions.
#[inline(never)]
pub(in super::super) fn fast_set_add(frame: &mut Frame, d: u32, max_items: usize) -> Fast {
    let stack = &mut frame.stack;
    let len = stack.len();
    if len < d as usize + 1 {
        return Fast::Stop;
    }
    let Value::Set(t) = &stack[len - 1 - d as usize] else {
        return Fast::Stop;
    };
    let k = &stack[len - 1];
    let Some(h) = plain_hash(k) else {
        return Fast::Stop;
    };
    let mut t = t.borrow_mut();
    match t.find(h, k) {
        Find::Hit(_) => {}
        Find::Miss if t.len() < max_items => {
            t.push(h, k.clone());
        }
        _ => return Fast::Stop,
    }
    drop(t);
    stack.pop();
    Fast::Next
}

/// `del d[k]` for a plain key the dict holds.
// Kept out of `run_fast`: inlined there it slowed the other instructions.
#[inline(never)]
pub(in super::super) fn fast_delete_subscr(frame: &mut Frame) -> Fast {
    let stack = &mut frame.stack;
    let len = stack.len();
    if len < 2 {
        return Fast::Stop;
    }
    let Value::Dict(t) = &stack[len - 2] else {
        return Fast::Stop;
    };
    let k = &stack[len - 1];
    let Some(h) = plain_hash(k) else {
        return Fast::Stop;
    };
    let mut t = t.borrow_mut();
    let Find::Hit(i) = t.find(h, k) else {
        return Fast::Stop;
    };
    let old = t.remove_at(i);
    drop(t);
    drop(old);
    stack.truncate(len - 2);
    Fast::Next
}

/// `BuildList(n)` and `BuildTuple(n)`.
#[inline(never)]
pub(in super::super) fn fast_build(frame: &mut Frame, n: u32, tuple: bool) -> Fast {
    let stack = &mut frame.stack;
    let Some(from) = stack.len().checked_sub(n as usize) else {
        return Fast::Stop;
    };
    let items = stack.split_off(from);
    stack.push(if tuple {
        Value::tuple(items)
    } else {
        Value::list(items)
    });
    Fast::Next
}

/// `BuildSlice`: `start:stop:step` as a slice.
#[inline(never)]
pub(in super::super) fn fast_build_slice(frame: &mut Frame) -> Fast {
    let stack = &mut frame.stack;
    let Some(from) = stack.len().checked_sub(3) else {
        return Fast::Stop;
    };
    let mut parts = stack.drain(from..);
    let (Some(start), Some(stop), Some(step)) = (parts.next(), parts.next(), parts.next()) else {
        unreachable!("three values")
    };
    drop(parts);
    stack.push(Value::Slice(Rc::new([start, stop, step])));
    Fast::Next
}

/// `ListAppend(d)`: a list comprehension's append.
#[inline]
pub(in super::super) fn fast_list_append(frame: &mut Frame, d: u32, max_items: usize) -> Fast {
    let stack = &mut frame.stack;
    let len = stack.len();
    if len < d as usize + 1 {
        return Fast::Stop;
    }
    let Value::List(l) = &stack[len - 1 - d as usize] else {
        return Fast::Stop;
    };
    let l = l.clone();
    let mut items = l.borrow_mut();
    // Past the memory limit, the general path raises the MemoryError.
    if items.len() + 1 > max_items {
        return Fast::Stop;
    }
    if let Some(v) = stack.pop() {
        items.push(v);
    }
    Fast::Next
}
