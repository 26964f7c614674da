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
//!
//! A generator dropped while paused inside a `try` or `with` is closed the same way ([`defer_gen`]):
//! CPython's `gen_dealloc` calls `close()`, so its `finally` blocks and `__exit__`s run where the
//! last reference went (`for x in gen(): break` prints the generator's `finally` before the line
//! after the loop). Generators are common and rarely dropped half-run, so this one does not turn
//! the fast loop off: the drop raises [`closing`], which the fast loop tests after each
//! instruction and leaves on.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use crate::native::{Args, Continuation, Ctx, NativeResult};
use crate::objects::{Generator, Instance};
use crate::value::Value;

/// What waits to be finalized.
#[derive(Debug)]
pub enum Pending {
    /// An instance whose class defines `__del__`.
    Del(Rc<Instance>),
    /// A generator paused inside a handler, to be closed.
    Close(Rc<RefCell<Generator>>),
}

thread_local! {
    /// Instances and generators whose last reference went, waiting for their finalizer.
    static PENDING: RefCell<Vec<Pending>> = const { RefCell::new(Vec::new()) };
    /// A generator or an instance waits in [`PENDING`] (the fast loop's test, cheaper than the queue's).
    static CLOSING: Cell<bool> = const { Cell::new(false) };
    /// A generator's frame entered a `try` or `with` since the program started: one may be left
    /// paused in there at the end, for the shutdown to close.
    static GEN_HANDLERS: Cell<bool> = const { Cell::new(false) };
    /// How many classes made on this thread since the program started define `__del__`.
    static CLASSES: Cell<u32> = const { Cell::new(0) };
}

/// A class defining `__del__` was made (or given one).
pub fn note_class() {
    CLASSES.with(|c| c.set(c.get().saturating_add(1)));
}

/// A generator's frame entered a handler (`try`, `with`).
pub fn note_gen_handler() {
    GEN_HANDLERS.with(|c| c.set(true));
}

/// Whether the program's end has anything to finalize: a class defines `__del__`, or a
/// generator may be paused inside a handler.
pub fn at_exit() -> bool {
    any_class() || GEN_HANDLERS.with(|c| c.get())
}

/// Whether any class of the running program defines `__del__` (the drop's and the loop's test).
#[inline(always)]
pub fn any_class() -> bool {
    CLASSES.with(|c| c.get() != 0)
}

/// A new program on this thread: nothing of a previous one is finalized in it.
pub fn reset() {
    CLASSES.with(|c| c.set(0));
    GEN_HANDLERS.with(|c| c.set(false));
    // Freeing one may queue others (a generator's frame holding another): until none is left.
    loop {
        let old = PENDING.with(|p| std::mem::take(&mut *p.borrow_mut()));
        if old.is_empty() {
            break;
        }
        drop(old);
    }
    CLOSING.with(|c| c.set(false));
}

/// Whether a generator waits to be closed or an instance for its `__del__`: the fast loop
/// leaves when this turns true.
#[inline(always)]
pub fn closing() -> bool {
    CLOSING.with(|c| c.get())
}

/// Called by `Value`'s drop for a generator's last reference: `true` when the generator is kept
/// to be closed (it is paused inside a `try` or `with`, whose handlers `close()` runs; one paused
/// outside any has nothing to run and is freed as it is).
#[inline(never)]
pub fn defer_gen(g: &Rc<RefCell<Generator>>) -> bool {
    let Ok(mut gb) = g.try_borrow_mut() else {
        return false;
    };
    if gb.finalized
        || !gb.started
        || gb.finished
        || gb.frame.as_ref().is_none_or(|f| f.handlers.is_empty())
    {
        return false;
    }
    gb.finalized = true;
    drop(gb);
    let queued = PENDING.try_with(|p| p.borrow_mut().push(Pending::Close(g.clone())));
    queued.is_ok() && CLOSING.try_with(|c| c.set(true)).is_ok()
}

/// Called by `Value`'s drop for an instance's last reference: `true` when the instance is kept
/// for its `__del__` (the drop then frees nothing).
#[inline(never)]
pub fn defer(o: &Rc<Instance>) -> bool {
    if o.finalized.get() || o.class.lookup("__del__").is_none() {
        return false;
    }
    o.finalized.set(true);
    let queued = PENDING.try_with(|p| p.borrow_mut().push(Pending::Del(o.clone())));
    // The fast loop leaves after this instruction and the general path runs the finalizer.
    queued.is_ok() && CLOSING.try_with(|c| c.set(true)).is_ok()
}

/// The program's end (`Vm::shutdown_turn`): queues the `__del__` of every instance the
/// program's globals reach, in about the order CPython 3.11's exit collection finalizes them:
/// the instances bound to names first (in the order the names were made), then level by level
/// what those values hold: at each level what instances hold before what containers hold, a
/// list's or tuple's items last to first (as their deallocation goes), a dict's values and an
/// instance's attributes in order. The walk is bounded; what it leaves is finalized as the
/// names are cleared.
pub fn queue_at_exit(roots: Vec<Value>) {
    const LIMIT: usize = 100_000;
    let mut seen = std::collections::HashSet::new();
    let mut level = roots;
    while !level.is_empty() && seen.len() < LIMIT {
        for v in &level {
            if let Value::Object(o) = v {
                defer(o);
            }
        }
        let (mut held_by_instances, mut held_by_containers) = (Vec::new(), Vec::new());
        for v in &level {
            let addr = match v {
                Value::Object(o) => Rc::as_ptr(o) as usize,
                Value::List(l) => Rc::as_ptr(l) as *const u8 as usize,
                Value::Tuple(t) => Rc::as_ptr(t) as *const u8 as usize,
                Value::Dict(d) => Rc::as_ptr(d) as *const u8 as usize,
                _ => continue,
            };
            if !seen.insert(addr) {
                continue;
            }
            match v {
                Value::Object(o) => {
                    held_by_instances.extend(o.attrs.borrow().pairs().into_iter().map(|(_, x)| x))
                }
                Value::List(l) => held_by_containers.extend(l.borrow().iter().rev().cloned()),
                Value::Tuple(t) => held_by_containers.extend(t.iter().rev().cloned()),
                Value::Dict(d) => {
                    held_by_containers.extend(d.borrow().iter().map(|(_, x)| x.clone()))
                }
                _ => {}
            }
        }
        held_by_instances.append(&mut held_by_containers);
        level = held_by_instances;
    }
}

/// What to finalize next: how the report names it, the callee and its arguments (an instance's
/// `__del__`, or a generator's `close()`, as CPython's `gen_dealloc` calls it).
pub fn next() -> Option<(String, Value, Args)> {
    loop {
        let (next, empty) = PENDING
            .try_with(|p| {
                // First dropped, first finalized: CPython runs each as its dealloc comes.
                let mut p = p.borrow_mut();
                let next = (!p.is_empty()).then(|| p.remove(0));
                (next, p.is_empty())
            })
            .ok()?;
        if empty {
            // (The loop leaves only while something waits: a close queued later raises it again.)
            CLOSING.with(|c| c.set(false));
        }
        match next? {
            Pending::Del(o) => {
                let Some(del) = o.class.lookup("__del__") else {
                    continue;
                };
                let what = match &del {
                    Value::Function(f) => format!(
                        "<function {}.__del__ at {:#x}>",
                        o.class.qualname,
                        Rc::as_ptr(f) as usize
                    ),
                    other => other.repr(),
                };
                let args = Args {
                    pos: vec![Value::Object(o)],
                    kw: Vec::new(),
                };
                return Some((what, del, args));
            }
            Pending::Close(g) => {
                let g = Value::Generator(g);
                let args = Args {
                    pos: Vec::new(),
                    kw: vec![(Rc::from(crate::vm::GEN_CLOSE), Value::None)],
                };
                return Some((g.repr(), g, args));
            }
        }
    }
}

/// What else waits when a finalizer starts: dropped in the same sweep (a list's items), they are
/// finalized after it, as CPython's deallocations run one after the other, while what its own
/// run drops is finalized at once, inside it ([`Finalizer`] puts these back when it ends).
pub fn take_rest() -> Vec<Pending> {
    let rest = PENDING.with(|p| std::mem::take(&mut *p.borrow_mut()));
    CLOSING.with(|c| c.set(false));
    rest
}

/// Puts [`take_rest`]'s items back, before anything queued since.
fn restore(rest: Vec<Pending>) {
    if rest.is_empty() {
        return;
    }
    let _ = PENDING.try_with(|p| {
        let mut p = p.borrow_mut();
        let later = std::mem::replace(&mut *p, rest);
        p.extend(later);
    });
    let _ = CLOSING.try_with(|c| c.set(true));
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
    /// [`take_rest`]: what waits until this one ends.
    pub rest: Vec<Pending>,
}

impl Continuation for Finalizer {
    fn resume(&mut self, _ctx: &mut Ctx, _result: Value) -> NativeResult {
        restore(std::mem::take(&mut self.rest));
        Ok(Value::None)
    }

    fn on_error(&mut self, _ctx: &mut Ctx, err: &crate::errors::PyErr) -> Option<NativeResult> {
        restore(std::mem::take(&mut self.rest));
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
