//! Freeing deep data without deep recursion: `x = []; for i in range(10**6): x = [x]` then
//! `x = None` frees a million nested lists, and Rust's drop glue would free each inside the one
//! holding it, a native stack frame per level (the CLI aborted with "stack overflow", the page's
//! worker died). CPython bounds the same walk with its "trashcan".
//!
//! Here [`Value`]'s `Drop` frees a value that owns other values (the last reference to a list,
//! tuple, dict, set, instance, function, iterator, generator, ...) by moving its contents out and
//! dropping them one level deeper, counting levels in a thread-local. Past [`DROP_RECURSION`]
//! levels a value is queued instead, and the outermost drop frees the queue in a loop, so the
//! native stack holds at most [`DROP_RECURSION`] levels whatever the data's depth.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use super::value::{Iter, Value};

/// Levels freed by plain recursion before values are queued: deep enough that ordinary data never
/// queues, shallow enough for the page's 1 MiB wasm stack (a level is a few hundred bytes).
pub const DROP_RECURSION: u32 = 100;

thread_local! {
    /// Nesting of the drops running on this thread.
    static DEPTH: Cell<u32> = const { Cell::new(0) };
    /// Values met past [`DROP_RECURSION`], freed by the outermost drop.
    static QUEUE: RefCell<Vec<Value>> = const { RefCell::new(Vec::new()) };
}

impl Value {
    /// Whether the value may own other values (whose freeing could recurse).
    #[inline(always)]
    fn owns_values(&self) -> bool {
        !matches!(
            self,
            Value::None
                | Value::Bool(_)
                | Value::Int(_)
                | Value::Float(_)
                | Value::Complex(..)
                | Value::Str(_)
                | Value::Range { .. }
                | Value::Native(_)
                | Value::Module(_)
                | Value::Foreign(_)
                | Value::Class(_)
                | Value::NotImplemented
                | Value::Ellipsis
        )
    }

    /// Whether this is the last reference to what it owns: dropping it frees the contents.
    #[inline(always)]
    fn last_reference(&self) -> bool {
        fn one<T: ?Sized>(r: &Rc<T>) -> bool {
            Rc::strong_count(r) == 1
        }
        match self {
            Value::List(r) => one(r),
            Value::Set(r) => one(r),
            Value::Dict(r) => one(r),
            Value::Tuple(r) => one(r),
            Value::Slice(r) => one(r),
            Value::Function(r) => one(r),
            Value::BoundNative(r) => one(r),
            Value::Iterator(r) => one(r),
            Value::Object(r) => one(r),
            Value::BoundMethod(r) => one(r),
            Value::Generator(r) => one(r),
            Value::StaticMethod(r) | Value::ClassMethod(r) => one(r),
            Value::Property(r) => one(r),
            Value::Super(r) => one(r),
            _ => false,
        }
    }
}

impl Drop for Value {
    #[inline(always)]
    fn drop(&mut self) {
        if self.owns_values() && self.last_reference() {
            if let Value::Object(o) = self {
                if crate::finalize::any_class() && crate::finalize::defer(o) {
                    return;
                }
            }
            if let Value::Generator(g) = self {
                if crate::finalize::defer_gen(g) {
                    return;
                }
            }
            drop_owner(self);
        }
    }
}

/// Resets the depth however the drop ends (a panic in a drop unwinds through it).
struct Level(u32);

impl Drop for Level {
    fn drop(&mut self) {
        let _ = DEPTH.try_with(|d| d.set(self.0));
    }
}

/// Whether freeing the value's contents may free further owners (a list of numbers cannot
/// recurse: Rust's own drop is as good, without the bookkeeping below, which was ~5% of a loop
/// that makes and drops a list, a tuple, a dict and an instance per iteration).
fn holds_owners(v: &Value) -> bool {
    // A child still referenced elsewhere only loses a count.
    let frees = |x: &Value| x.owns_values() && x.last_reference();
    match v {
        Value::List(r) => r.try_borrow().map_or(true, |l| l.iter().any(frees)),
        Value::Set(r) => r.try_borrow().map_or(true, |l| l.iter().any(frees)),
        Value::Dict(r) => r
            .try_borrow()
            .map_or(true, |d| d.iter().any(|(k, x)| frees(k) || frees(x))),
        Value::Tuple(r) => r.iter().any(frees),
        Value::Object(o) => {
            o.attrs.try_borrow().map_or(true, |a| a.any(frees))
                || o.base.as_ref().is_some_and(frees)
        }
        _ => true,
    }
}

/// Frees a list's items when none of them frees anything further (`holds_owners` said so): the
/// ints, floats, bools and Nones are forgotten rather than passed one by one to the drop glue,
/// which `Drop for Value` keeps out of line (dropping a list of 300,000 ints went from 6% to 12%
/// of a loop that builds it); the others (strs, tensors, shared containers) lose a count as usual.
fn drop_flat_list(v: &mut Value) {
    if let Value::List(r) = v {
        if let Some(c) = Rc::get_mut(r) {
            for x in std::mem::take(c.get_mut()) {
                if matches!(
                    x,
                    Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::None
                ) {
                    std::mem::forget(x);
                } else {
                    drop(x);
                }
            }
        }
    }
}

#[inline(never)]
fn drop_owner(v: &mut Value) {
    if !holds_owners(v) {
        drop_flat_list(v);
        return;
    }
    // During thread teardown the thread-locals may be gone: free as Rust would.
    let Ok(depth) = DEPTH.try_with(|d| d.get()) else {
        return;
    };
    if depth >= DROP_RECURSION {
        let v = std::mem::replace(v, Value::None);
        let mut slot = Some(v);
        let _ = QUEUE.try_with(|q| q.borrow_mut().extend(slot.take()));
        return; // (`slot` still holds it if the queue is gone: freed here, as Rust would)
    }
    DEPTH.with(|d| d.set(depth + 1));
    let _level = Level(depth);
    release(v);
    if depth == 0 {
        // The outermost drop: free what deeper ones queued, each from one level down again.
        // (During thread teardown the queue may be gone before DEPTH: nothing was queued.)
        while let Some(next) = QUEUE.try_with(|q| q.borrow_mut().pop()).ok().flatten() {
            drop(next);
        }
        let _ = QUEUE.try_with(|q| {
            let mut q = q.borrow_mut();
            if q.capacity() > 1024 {
                *q = Vec::new();
            }
        });
    }
}

/// Moves the contents out of the value (the last reference to them) and frees them here, where
/// the values they hold are dropped one level deeper.
fn release(v: &mut Value) {
    use std::mem::{replace, take};
    match v {
        Value::List(r) => {
            if let Some(c) = Rc::get_mut(r) {
                // Last item first, as CPython's list_dealloc (the order `__del__`s print in).
                let mut items = take(c.get_mut());
                while let Some(x) = items.pop() {
                    drop(x);
                }
            }
        }
        Value::Set(r) => {
            if let Some(c) = Rc::get_mut(r) {
                drop(take(c.get_mut()));
            }
        }
        Value::Dict(r) => {
            if let Some(c) = Rc::get_mut(r) {
                drop(take(c.get_mut()));
            }
        }
        Value::Tuple(r) => {
            if let Some(items) = Rc::get_mut(r) {
                // Last item first, as CPython's tupledealloc.
                for x in items.iter_mut().rev().filter(|x| x.owns_values()) {
                    drop(replace(x, Value::None));
                }
            }
        }
        Value::Slice(r) => {
            if let Some(items) = Rc::get_mut(r) {
                for x in items.iter_mut() {
                    drop(replace(x, Value::None));
                }
            }
        }
        Value::Function(r) => {
            if let Some(f) = Rc::get_mut(r) {
                drop(take(&mut f.defaults));
                drop(take(&mut f.kwdefaults));
                drop(take(&mut f.cells));
            }
        }
        Value::BoundNative(r) => {
            if let Some(b) = Rc::get_mut(r) {
                drop(replace(&mut b.0, Value::None));
            }
        }
        Value::Iterator(r) => {
            if let Some(i) = Rc::get_mut(r) {
                drop(replace(i.get_mut(), Iter::Done));
            }
        }
        Value::Object(r) => {
            if let Some(o) = Rc::get_mut(r) {
                drop(take(o.attrs.get_mut()));
                drop(o.base.take());
            }
        }
        Value::BoundMethod(r) => {
            if let Some(b) = Rc::get_mut(r) {
                drop(replace(&mut b.0, Value::None));
                drop(replace(&mut b.1, Value::None));
            }
        }
        Value::Generator(r) => {
            if let Some(g) = Rc::get_mut(r) {
                drop(g.get_mut().frame.take());
            }
        }
        Value::StaticMethod(r) | Value::ClassMethod(r) => {
            if let Some(x) = Rc::get_mut(r) {
                drop(replace(x, Value::None));
            }
        }
        Value::Property(r) => {
            if let Some(p) = Rc::get_mut(r) {
                drop(replace(&mut p.fget, Value::None));
                drop(replace(&mut p.fset, Value::None));
            }
        }
        Value::Super(r) => {
            if let Some(s) = Rc::get_mut(r) {
                drop(replace(&mut s.1, Value::None));
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A chain far deeper than any native stack holds frees without overflowing it (this test
    /// aborts the test binary with "stack overflow" if the drop recurses per level).
    #[test]
    fn deep_chains_free_iteratively() {
        let mut x = Value::list(Vec::new());
        for _ in 0..1_000_000 {
            x = Value::list(vec![x]);
        }
        drop(x);
        let mut t = Value::tuple(Vec::new());
        for i in 0..300_000 {
            t = match i % 3 {
                0 => Value::tuple(vec![t, Value::Int(1)]),
                1 => Value::Dict(Rc::new(RefCell::new(crate::table::DictTable::from_pairs(
                    vec![(Value::Int(0), t)],
                )))),
                _ => Value::BoundMethod(Rc::new((t, Value::None))),
            };
        }
        drop(t);
        assert_eq!(DEPTH.with(|d| d.get()), 0);
        assert!(QUEUE.with(|q| q.borrow().is_empty()));
    }

    /// Shared contents are not freed by dropping one reference.
    #[test]
    fn shared_contents_survive() {
        let inner = Value::list(vec![Value::Int(7)]);
        let outer = Value::list(vec![inner.clone()]);
        drop(outer);
        assert_eq!(inner.repr(), "[7]");
    }
}
