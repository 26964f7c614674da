//! Equality and hashing with Python's semantics, as resumable machines: `==` on containers, `in`,
//! `list.count/index/remove`, and every dict and set operation. Built-in values are compared and
//! hashed natively (no allocation on the plain paths); where an instance of a user class is met,
//! the machine asks the VM to call its `__eq__` or `__hash__` (`Flow::Call`) and goes on with the
//! answer, as CPython's `PyObject_RichCompareBool` (identity first) and `PyObject_Hash` do.
//!
//! Nested containers are walked with an explicit stack, so depth costs no Rust stack; past
//! CPython's recursion limit the walk raises its RecursionError.
//!
//! Here: the machines' driver and `in`. The rooms: `equality` (the `==` walk), `lookup` (hashing
//! and one-key operations), `bulk` (many keys: updates, new tables, the set operators' filter),
//! `scan` (`in`, `count`, `index`, `remove` on lists and tuples).

use std::cell::RefCell;
use std::rc::Rc;

use super::super::errors::PyErr;
use super::super::native::{Continuation, Ctx, Flow, NativeResult, Then};
use super::super::table::SetTable;
use super::super::value::{Value, ViewKind};

mod bulk;
mod equality;
mod lookup;
mod scan;

pub use bulk::{
    bulk, bulk_stmt, entries, filter, hashed_keys, new_dict, new_set, set_builder, tab_len, Bulk,
    Filter, FilterThen,
};
pub use equality::{equal_native, equals, EqWalk};
pub use lookup::{hash, key_op, key_stmt, Found, KeyAct, KeyOp, Probe, Tab};
pub use scan::{scan, Scan, ScanAct};

/// Keys to insert or look up: each with its hash when known (from another table), and its value
/// (`None` for sets).
pub type Items = Vec<(Option<i64>, Value, Value)>;

/// What makes the second machine of a [`Chain`] from the first one's result.
type ThenMake = Box<dyn FnOnce(Value) -> Result<Box<dyn Machine>, PyErr>>;

/// What a machine wants next.
pub enum Want<T> {
    Done(T),
    /// Call this with these arguments and give the result to the next step.
    Call(Value, Vec<Value>),
}

pub trait Machine: std::fmt::Debug {
    /// `input`: the result of the call asked for last (`None` on the first step). A step that
    /// fails with `Flow::NeedsRead` must leave the machine unchanged (it runs again).
    fn step(&mut self, ctx: &mut Ctx, input: Option<Value>) -> Result<Want<Value>, Flow>;
}

/// The continuation that drives a machine through the VM's calls.
#[derive(Debug)]
struct Drive {
    m: Box<dyn Machine>,
    discard: bool,
}

impl Continuation for Drive {
    fn resume(&mut self, ctx: &mut Ctx, v: Value) -> NativeResult {
        match self.m.step(ctx, Some(v))? {
            Want::Done(v) => Ok(v),
            Want::Call(f, args) => Err(Flow::call(f, args, Then::Keep)),
        }
    }

    fn discards(&self) -> bool {
        self.discard
    }
}

/// Runs `m` natively as far as it goes; a call it needs continues it in a frame of its own.
pub fn drive<M: Machine + 'static>(ctx: &mut Ctx, mut m: M) -> NativeResult {
    match m.step(ctx, None)? {
        Want::Done(v) => Ok(v),
        Want::Call(f, args) => Err(Flow::call(
            f,
            args,
            Then::Resume(Box::new(Drive {
                m: Box::new(m),
                discard: false,
            })),
        )),
    }
}

/// As [`drive`], for statements (stores, deletes): the machine's result is dropped.
pub fn drive_stmt<M: Machine + 'static>(ctx: &mut Ctx, mut m: M) -> Result<(), Flow> {
    match m.step(ctx, None)? {
        Want::Done(_) => Ok(()),
        Want::Call(f, args) => Err(Flow::call(
            f,
            args,
            Then::Resume(Box::new(Drive {
                m: Box::new(m),
                discard: true,
            })),
        )),
    }
}

/// `x in container` for dicts, sets, lists and tuples; `None` for other containers.
pub fn contains(ctx: &mut Ctx, container: &Value, x: &Value, negate: bool) -> Option<NativeResult> {
    Some(match container {
        Value::Dict(_) | Value::Set(_) => key_op(
            ctx,
            Tab::of(container).expect("a table"),
            x,
            KeyAct::Contains(negate),
        ),
        Value::List(_) | Value::Tuple(_) => {
            scan(ctx, container, x, ScanAct::Contains(negate), 0, usize::MAX)
        }
        // A key in the dict; a value or an item among the view's items.
        Value::DictView(v) if v.kind == ViewKind::Keys => {
            key_op(ctx, Tab::Dict(v.dict.clone()), x, KeyAct::Contains(negate))
        }
        Value::DictView(v) => {
            let items = Value::list(v.items());
            scan(ctx, &items, x, ScanAct::Contains(negate), 0, usize::MAX)
        }
        _ => return None,
    })
}

/// A keys or items view as a set, for the set operators CPython's views offer (`d.keys() & s`).
pub fn view_as_set(v: &Value) -> Option<Value> {
    match v {
        Value::DictView(d) if d.kind != ViewKind::Values => Some(Value::Set(Rc::new(
            RefCell::new(SetTable::from_values(d.items())),
        ))),
        _ => None,
    }
}

/// Runs one machine, then the machine made from its result.
pub struct Chain {
    cur: Box<dyn Machine>,
    next: Option<ThenMake>,
}

impl std::fmt::Debug for Chain {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Chain({:?})", self.cur)
    }
}

impl Chain {
    pub fn new(
        first: impl Machine + 'static,
        next: impl FnOnce(Value) -> Result<Box<dyn Machine>, PyErr> + 'static,
    ) -> Self {
        Chain {
            cur: Box::new(first),
            next: Some(Box::new(next)),
        }
    }
}

impl Machine for Chain {
    fn step(&mut self, ctx: &mut Ctx, mut input: Option<Value>) -> Result<Want<Value>, Flow> {
        loop {
            match self.cur.step(ctx, input.take())? {
                Want::Call(f, a) => return Ok(Want::Call(f, a)),
                Want::Done(v) => match self.next.take() {
                    Some(next) => self.cur = next(v)?,
                    None => return Ok(Want::Done(v)),
                },
            }
        }
    }
}
