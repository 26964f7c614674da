//! Writing values into the VM's stack and a frame's slots: the fast loop's pushes and a call's
//! arguments. Each writes the value's fields straight into the next slot (room reserved first,
//! the length raised only once the slot holds a whole value), which is the VM's only `unsafe`
//! (`Ctx::host_state` has the crate's other one); each block states why it is sound. Kept apart from the fast loop so that all of it can be
//! read in one place.

use std::rc::Rc;

use crate::native::NativeFunction;
use crate::value::{Function, Value};

/// Pushes a copy of `v`, writing the variant's fields straight into the stack's next slot.
/// Building the value first and pushing it let the compiler merge every push into one tail that
/// copies a temporary as two 16-byte loads over its 1-byte tag and 8-byte payload stores: the
/// CPU cannot forward those stores, and the stall was a quarter of the fast loop's time on a
/// method call (perf, `cargo bench -p tpu-core --bench vm -- class`).
#[inline(always)]
pub(super) fn push_copy(stack: &mut Vec<Value>, v: &Value) {
    stack.reserve(1);
    let len = stack.len();
    // SAFETY: `reserve` made room for one more value past `len`; the slot is fully written (a
    // whole `Value`, its reference counts taken by `clone`) before the length covers it.
    unsafe {
        write_copy(stack.as_mut_ptr().add(len), v);
        stack.set_len(len + 1);
    }
}

/// `Dup`: pushes a copy of the top value as [`push_copy`] does. `false`: the stack is empty.
#[inline(always)]
pub(super) fn dup_top(stack: &mut Vec<Value>) -> bool {
    let Some(len) = stack.len().checked_sub(1) else {
        return false;
    };
    stack.reserve(1);
    // SAFETY: the room reserved past the top is written from the top (a different slot; no
    // reallocation can happen in between) before the length covers it.
    unsafe {
        let base = stack.as_mut_ptr();
        write_copy(base.add(len + 1), &*base.add(len));
        stack.set_len(len + 2);
    }
    true
}

/// Writes a copy of `v` into the uninitialised slot `dst`, field by field for the common variants.
///
/// # Safety
/// `dst` must be valid for a write of one `Value` and not overlap `v`.
#[inline(always)]
unsafe fn write_copy(dst: *mut Value, v: &Value) {
    match *v {
        Value::Int(x) => dst.write(Value::Int(x)),
        Value::Float(x) => dst.write(Value::Float(x)),
        Value::Bool(b) => dst.write(Value::Bool(b)),
        Value::None => dst.write(Value::None),
        Value::Object(ref o) => dst.write(Value::Object(o.clone())),
        Value::Function(ref f) => dst.write(Value::Function(f.clone())),
        Value::List(ref l) => dst.write(Value::List(l.clone())),
        Value::Str(ref s) => dst.write(Value::Str(s.clone())),
        _ => dst.write(v.clone()),
    }
}

/// Pushes `Some` copy of `v` onto a frame's slots as [`push_copy`] does (a call's arguments).
#[inline(always)]
pub(super) fn push_slot(locals: &mut Vec<Option<Value>>, v: &Value) {
    locals.reserve(1);
    let len = locals.len();
    // SAFETY: as in `push_copy`: room was reserved and the slot is written before it counts.
    unsafe {
        let dst = locals.as_mut_ptr().add(len);
        match *v {
            Value::Int(x) => dst.write(Some(Value::Int(x))),
            Value::Float(x) => dst.write(Some(Value::Float(x))),
            Value::Bool(b) => dst.write(Some(Value::Bool(b))),
            Value::None => dst.write(Some(Value::None)),
            Value::Object(ref o) => dst.write(Some(Value::Object(o.clone()))),
            Value::List(ref l) => dst.write(Some(Value::List(l.clone()))),
            Value::Str(ref s) => dst.write(Some(Value::Str(s.clone()))),
            _ => dst.write(Some(v.clone())),
        }
        locals.set_len(len + 1);
    }
}

/// Pushes an int as [`push_copy`] does (the next value of a `for` over a range).
#[inline(always)]
pub(super) fn push_int(stack: &mut Vec<Value>, x: i64) {
    stack.reserve(1);
    let len = stack.len();
    // SAFETY: as in `push_copy`: room was reserved and the slot is written before it counts.
    unsafe {
        stack.as_mut_ptr().add(len).write(Value::Int(x));
        stack.set_len(len + 1);
    }
}

/// Moves `stack[from..]` onto the end of `locals` as `Some` values and shortens `stack` to `from`:
/// a call's arguments change hands without touching their reference counts (a copy and then a
/// drop of the caller's stack each took and gave back a count), each written field by field as
/// [`push_slot`] does.
#[inline(always)]
pub(super) fn move_to_slots(stack: &mut Vec<Value>, from: usize, locals: &mut Vec<Option<Value>>) {
    let n = stack.len().saturating_sub(from);
    locals.reserve(n);
    // SAFETY: the stack is shortened first, so its values in `from..from + n` are no longer its
    // own (were anything to unwind, they would leak, never be dropped twice); each is then read
    // exactly once into the room `reserve` made in `locals`, whose length covers them only after.
    unsafe {
        stack.set_len(stack.len() - n);
        let src = stack.as_ptr().add(from);
        let start = locals.len();
        let dst = locals.as_mut_ptr().add(start);
        for k in 0..n {
            let v = &*src.add(k);
            let d = dst.add(k);
            match *v {
                Value::Int(x) => d.write(Some(Value::Int(x))),
                Value::Float(x) => d.write(Some(Value::Float(x))),
                Value::Bool(b) => d.write(Some(Value::Bool(b))),
                Value::None => d.write(Some(Value::None)),
                Value::Object(ref o) => d.write(Some(Value::Object(std::ptr::read(o)))),
                Value::List(ref l) => d.write(Some(Value::List(std::ptr::read(l)))),
                _ => d.write(Some(std::ptr::read(v))),
            }
        }
        locals.set_len(start + n);
    }
}

/// Moves the top of `from` onto `to` (a return value into its caller's stack) without touching its
/// reference count, field by field as [`push_copy`] writes.
#[inline(always)]
pub(super) fn move_top(from: &mut Vec<Value>, to: &mut Vec<Value>) {
    let Some(top) = from.len().checked_sub(1) else {
        return;
    };
    to.reserve(1);
    // SAFETY: `from` is shortened first, so its old top is no longer its own; that value is read
    // exactly once into the room `reserve` made in `to`, whose length covers it only after.
    unsafe {
        from.set_len(top);
        let v = &*from.as_ptr().add(top);
        let len = to.len();
        let dst = to.as_mut_ptr().add(len);
        match *v {
            Value::Int(x) => dst.write(Value::Int(x)),
            Value::Float(x) => dst.write(Value::Float(x)),
            Value::Bool(b) => dst.write(Value::Bool(b)),
            Value::None => dst.write(Value::None),
            Value::Object(ref o) => dst.write(Value::Object(std::ptr::read(o))),
            _ => dst.write(std::ptr::read(v)),
        }
        to.set_len(len + 1);
    }
}

/// Pushes `v`, moved (no reference count taken or given back), field by field as [`push_copy`].
#[inline(always)]
pub(super) fn push_moved(stack: &mut Vec<Value>, v: Value) {
    stack.reserve(1);
    let len = stack.len();
    // SAFETY: as in `push_copy`: room was reserved and the slot is written before it counts.
    unsafe {
        let dst = stack.as_mut_ptr().add(len);
        match v {
            Value::Int(x) => dst.write(Value::Int(x)),
            Value::Float(x) => dst.write(Value::Float(x)),
            Value::Bool(b) => dst.write(Value::Bool(b)),
            Value::None => dst.write(Value::None),
            other => dst.write(other),
        }
        stack.set_len(len + 1);
    }
}

/// Drops the top `k` values (fewer if the stack is shorter), reading each one's tag in place: a
/// scalar needs nothing, an instance gives back its count inline, anything else runs the drop
/// glue. (Popping the value out first read it whole, over the field stores that wrote it.)
#[inline(always)]
pub(super) fn pop_drop(stack: &mut Vec<Value>, k: usize) {
    for _ in 0..k {
        let Some(top) = stack.len().checked_sub(1) else {
            return;
        };
        // SAFETY: the stack is shortened first, so the old top is no longer its own; it is then
        // dropped exactly once, in place.
        unsafe {
            stack.set_len(top);
            let v = stack.as_mut_ptr().add(top);
            match *v {
                Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::None => {}
                // (An instance's last reference goes through `Value`'s drop while a class
                // defines `__del__`: it may have a finalizer to queue.)
                Value::Object(ref o)
                    if Rc::strong_count(o) > 1 || !crate::finalize::any_class() =>
                {
                    drop(std::ptr::read(o))
                }
                Value::Function(ref f) => drop(std::ptr::read(f)),
                _ => std::ptr::drop_in_place(v),
            }
        }
    }
}

/// A copy of `v`, built variant by variant for the common ones (`Clone` is a call).
#[inline(always)]
pub(super) fn copy_value(v: &Value) -> Value {
    match *v {
        Value::Int(x) => Value::Int(x),
        Value::Float(x) => Value::Float(x),
        Value::Bool(b) => Value::Bool(b),
        Value::None => Value::None,
        Value::Object(ref o) => Value::Object(o.clone()),
        _ => v.clone(),
    }
}

/// Drops `v`, inline for a scalar (nothing); `Value`'s drop otherwise (inline for a shared
/// value: its count; see `script::value_drop`).
#[inline(always)]
pub(super) fn drop_value(v: Value) {
    match v {
        v @ (Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::None) => std::mem::forget(v),
        other => drop(other),
    }
}

/// What `LoadMethod` puts under its receiver.
pub(super) enum Method {
    Function(Rc<Function>),
    Native(Rc<NativeFunction>),
}

impl Method {
    fn into_value(self) -> Value {
        match self {
            Method::Function(f) => Value::Function(f),
            Method::Native(f) => Value::Native(f),
        }
    }
}

/// Puts `v` under the top value (`LoadMethod`: the method goes below its receiver), moving the
/// top up a slot field by field rather than swapping two whole values.
#[inline(always)]
pub(super) fn insert_below_top(stack: &mut Vec<Value>, v: Method) {
    let Some(top) = stack.len().checked_sub(1) else {
        stack.push(v.into_value());
        return;
    };
    stack.reserve(1);
    // SAFETY: `reserve` made room past the top; the top is read once and written one slot up
    // (no overlap: different slots), then `v` is written where it was, and only then does the
    // length cover both.
    unsafe {
        let base = stack.as_mut_ptr();
        let old = base.add(top);
        let new = base.add(top + 1);
        match *old {
            Value::Object(ref o) => new.write(Value::Object(std::ptr::read(o))),
            Value::List(ref l) => new.write(Value::List(std::ptr::read(l))),
            _ => new.write(std::ptr::read(old)),
        }
        // Written variant by variant: a `Value` built first and then copied whole stalled on
        // its own stores (perf).
        match v {
            Method::Function(f) => old.write(Value::Function(f)),
            Method::Native(f) => old.write(Value::Native(f)),
        }
        stack.set_len(top + 2);
    }
}

/// Whether `v` holds nothing to free (no reference count, no heap): an int, a float, a bool,
/// None. Such a value can be forgotten instead of dropped.
#[inline(always)]
fn plain(v: &Value) -> bool {
    matches!(
        v,
        Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::None
    )
}

/// Removes the top `n` values, all [`plain`] (the caller has matched them), without running
/// `Value`'s drop: since `Drop for Value` (value_drop.rs) exists, a truncate calls the drop glue
/// out of line for every value, ints included, which was ~10% of a `for` loop's time.
#[inline(always)]
pub(super) fn pop_plain(stack: &mut Vec<Value>, n: usize) {
    for _ in 0..n {
        if let Some(v) = stack.pop() {
            debug_assert!(plain(&v));
            std::mem::forget(v);
        }
    }
}

/// Stores `v` in a frame's slot; the value it replaces is dropped only when it holds something.
#[inline(always)]
pub(super) fn store_slot(slot: &mut Option<Value>, v: Value) {
    let old = slot.replace(v);
    match old {
        Some(ref o) if !plain(o) => drop(old),
        // Nothing to free: no call into the drop glue.
        _ => std::mem::forget(old),
    }
}
