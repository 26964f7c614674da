//! `__del__`: an instance whose class defines it is finalized when its last reference goes, as
//! CPython's reference counting does, and the objects still alive when the program ends are
//! finalized as CPython's shutdown clears `__main__`.
//!
//! A drop cannot run Python (it happens anywhere, in the middle of an instruction or of a native),
//! so the drop keeps the instance alive in a queue ([`defer`]) and the VM runs its `__del__`
//! between two instructions (`Vm::run_slice`), before the next one starts: what the finalizer
//! prints comes where CPython prints it. Each instance is finalized once (PEP 442); one that
//! `__del__` resurrects is not finalized again. While any class on the thread defines `__del__`,
//! the VM leaves its fast loop (which would run on past the drop) to the general path.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use crate::native::{Continuation, Ctx, NativeResult};
use crate::objects::Instance;
use crate::value::Value;

thread_local! {
    /// Instances whose last reference went, waiting for their `__del__`.
    static PENDING: RefCell<Vec<Rc<Instance>>> = const { RefCell::new(Vec::new()) };
    /// How many classes made on this thread since the program started define `__del__`.
    static CLASSES: Cell<u32> = const { Cell::new(0) };
}

/// A class defining `__del__` was made (or given one).
pub fn note_class() {
    CLASSES.with(|c| c.set(c.get().saturating_add(1)));
}

/// Whether any class of the running program defines `__del__` (the drop's and the loop's test).
#[inline(always)]
pub fn any_class() -> bool {
    CLASSES.with(|c| c.get() != 0)
}

/// A new program on this thread: nothing of a previous one is finalized in it.
pub fn reset() {
    CLASSES.with(|c| c.set(0));
    let old = PENDING.with(|p| std::mem::take(&mut *p.borrow_mut()));
    drop(old);
}

/// Called by `Value`'s drop for an instance's last reference: `true` when the instance is kept
/// for its `__del__` (the drop then frees nothing).
#[inline(never)]
pub fn defer(o: &Rc<Instance>) -> bool {
    if o.finalized.get() || o.class.lookup("__del__").is_none() {
        return false;
    }
    o.finalized.set(true);
    PENDING.try_with(|p| p.borrow_mut().push(o.clone())).is_ok()
}

/// The next instance to finalize, with its `__del__`.
pub fn next() -> Option<(Rc<Instance>, Value)> {
    loop {
        let o = PENDING.try_with(|p| p.borrow_mut().pop()).ok()??;
        if let Some(f) = o.class.lookup("__del__") {
            return Some((o, f));
        }
    }
}

/// Whether an instance waits for its `__del__`.
pub fn pending() -> bool {
    PENDING.with(|p| !p.borrow().is_empty())
}

/// The frame under a running `__del__`: its result is dropped, and an exception leaving it is
/// reported and ignored, as CPython's "Exception ignored in: ..." (on stderr natively).
#[derive(Debug)]
pub struct Finalizer {
    /// How CPython names the finalizer in the report (`<function A.__del__ at 0x...>`).
    pub what: String,
}

impl Continuation for Finalizer {
    fn resume(&mut self, _ctx: &mut Ctx, _result: Value) -> NativeResult {
        Ok(Value::None)
    }

    fn on_error(&mut self, _ctx: &mut Ctx, err: &crate::errors::PyErr) -> Option<NativeResult> {
        #[cfg(not(target_arch = "wasm32"))]
        eprintln!(
            "Exception ignored in: {}\n{}: {}",
            self.what, err.kind, err.message
        );
        #[cfg(target_arch = "wasm32")]
        let _ = err;
        Some(Ok(Value::None))
    }

    fn discards(&self) -> bool {
        true
    }
}
