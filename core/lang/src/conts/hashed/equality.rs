//! `==` with Python's semantics as a resumable walk ([`EqWalk`]): containers compared item by
//! item with an explicit stack, instances through their `__eq__`; `equals` and `equal_native`.

use std::cell::RefCell;
use std::rc::Rc;

use crate::arith;
use crate::attr;
use crate::errors::PyErr;
use crate::native::{poll, Ctx, Flow, NativeResult};
use crate::table::{DictTable, Find, SetTable};
use crate::value::Value;

use super::{drive, Machine, Want};

/// A list's or a tuple's items, read afresh at each step (a user `__eq__` may change a list).
#[derive(Debug, Clone)]
pub(super) enum Seq {
    List(Rc<RefCell<Vec<Value>>>),
    Tuple(Rc<[Value]>),
}

impl Seq {
    fn len(&self) -> usize {
        match self {
            Seq::List(l) => l.borrow().len(),
            Seq::Tuple(t) => t.len(),
        }
    }

    pub(super) fn get(&self, i: usize) -> Option<Value> {
        match self {
            Seq::List(l) => l.borrow().get(i).cloned(),
            Seq::Tuple(t) => t.get(i).cloned(),
        }
    }

    pub(super) fn of(v: &Value) -> Option<Seq> {
        match v {
            Value::List(l) => Some(Seq::List(l.clone())),
            Value::Tuple(t) => Some(Seq::Tuple(t.clone())),
            _ => None,
        }
    }
}

/// One container pair being compared, with where the comparison is.
#[derive(Debug)]
enum Level {
    Seq {
        a: Seq,
        b: Seq,
        pos: usize,
    },
    /// `dict == dict`: each of `a`'s keys looked up in `b` (by its stored hash), then the values.
    Map {
        a: Rc<RefCell<DictTable>>,
        b: Rc<RefCell<DictTable>>,
        pos: usize,
        phase: MapPhase,
    },
    Set {
        a: Rc<RefCell<SetTable>>,
        b: Rc<RefCell<SetTable>>,
        pos: usize,
        /// Slots of `b` whose keys only `__eq__` can compare with `a`'s key `.2`, and the one
        /// being compared.
        cands: Option<(Vec<usize>, usize, Value)>,
    },
}

#[derive(Debug)]
enum MapPhase {
    Key,
    /// `b`'s candidate slots for `a`'s key `.2` (of value `.3`), and the one being compared.
    Cands(Vec<usize>, usize, Value, Value),
    /// The key was found in `b`: the values are being compared.
    Value,
}

/// A user `__eq__` call in flight.
#[derive(Debug)]
struct Pending {
    x: Value,
    y: Value,
    stage: Stage,
}

#[derive(Debug, PartialEq)]
enum Stage {
    Forward,
    Reflected,
    /// The `__bool__`/`__len__` of what `__eq__` returned.
    Bool(crate::conts::checks::Check),
}

/// What the first look at a pair decides.
enum Look {
    Is(bool),
    Descend(Level),
    Python,
}

/// CPython's depth for nested comparisons (`Py_EnterRecursiveCall` against the recursion limit).
const MAX_DEPTH: usize = crate::vm::RECURSION_LIMIT - 20;

fn recursion_error() -> PyErr {
    PyErr::new(
        "RecursionError",
        "maximum recursion depth exceeded in comparison",
    )
}

fn look(x: &Value, y: &Value) -> Look {
    match (x, y) {
        (Value::Int(a), Value::Int(b)) => Look::Is(a == b),
        (Value::Str(a), Value::Str(b)) => Look::Is(Rc::ptr_eq(a, b) || a == b),
        _ if arith::identical(x, y) => Look::Is(true),
        (Value::Object(_), _) | (_, Value::Object(_)) => Look::Python,
        (Value::List(a), Value::List(b)) => {
            if a.borrow().len() != b.borrow().len() {
                return Look::Is(false);
            }
            Look::Descend(Level::Seq {
                a: Seq::List(a.clone()),
                b: Seq::List(b.clone()),
                pos: 0,
            })
        }
        (Value::Tuple(a), Value::Tuple(b)) => {
            if a.len() != b.len() {
                return Look::Is(false);
            }
            Look::Descend(Level::Seq {
                a: Seq::Tuple(a.clone()),
                b: Seq::Tuple(b.clone()),
                pos: 0,
            })
        }
        // Slices compare as the tuples of their start, stop and step.
        (Value::Slice(a), Value::Slice(b)) => Look::Descend(Level::Seq {
            a: Seq::Tuple(Rc::from(a.to_vec())),
            b: Seq::Tuple(Rc::from(b.to_vec())),
            pos: 0,
        }),
        (Value::Dict(a), Value::Dict(b)) => {
            if a.borrow().len() != b.borrow().len() {
                return Look::Is(false);
            }
            Look::Descend(Level::Map {
                a: a.clone(),
                b: b.clone(),
                pos: 0,
                phase: MapPhase::Key,
            })
        }
        (Value::Set(a), Value::Set(b)) => {
            if a.borrow().len() != b.borrow().len() {
                return Look::Is(false);
            }
            Look::Descend(Level::Set {
                a: a.clone(),
                b: b.clone(),
                pos: 0,
                cands: None,
            })
        }
        _ => Look::Is(arith::equal(x, y)),
    }
}

/// What a level decides after a step.
enum Act {
    /// The level is done with this answer.
    Finish(bool),
    /// Compare this pair next (stored first, as CPython's lookups do).
    Compare(Value, Value),
}

fn map_step(
    a: &RefCell<DictTable>,
    b: &RefCell<DictTable>,
    pos: &mut usize,
    phase: &mut MapPhase,
    r: Option<bool>,
) -> Act {
    match std::mem::replace(phase, MapPhase::Key) {
        MapPhase::Value => {
            if r == Some(false) {
                return Act::Finish(false);
            }
            *pos += 1;
        }
        MapPhase::Cands(c, ci, k, va) => {
            let bt = b.borrow();
            if r == Some(true) {
                return match bt.slot(c[ci]) {
                    Some(eb) => {
                        *phase = MapPhase::Value;
                        Act::Compare(va, eb.1.clone())
                    }
                    None => Act::Finish(false),
                };
            }
            let ci = ci + 1;
            return match c.get(ci).and_then(|&s| bt.slot(s)) {
                Some(eb) => {
                    let stored = eb.0.clone();
                    *phase = MapPhase::Cands(c, ci, k.clone(), va);
                    Act::Compare(stored, k)
                }
                None => Act::Finish(false),
            };
        }
        MapPhase::Key => {}
    }
    let at = a.borrow();
    while *pos < at.slot_count() && at.slot(*pos).is_none() {
        *pos += 1;
    }
    let Some((k, va)) = at.slot(*pos).cloned() else {
        return Act::Finish(true);
    };
    let hash = at.hash_at(*pos);
    drop(at);
    let bt = b.borrow();
    match bt.find(hash, &k) {
        Find::Hit(i) => {
            *phase = MapPhase::Value;
            Act::Compare(va, bt.slot(i).expect("found").1.clone())
        }
        Find::Miss => Act::Finish(false),
        Find::Ask(c) => {
            let stored = bt.slot(c[0]).expect("live").0.clone();
            *phase = MapPhase::Cands(c, 0, k.clone(), va);
            Act::Compare(stored, k)
        }
    }
}

fn set_step(
    a: &RefCell<SetTable>,
    b: &RefCell<SetTable>,
    pos: &mut usize,
    cands: &mut Option<(Vec<usize>, usize, Value)>,
    r: Option<bool>,
) -> Act {
    if let Some((c, ci, k)) = cands.take() {
        if r == Some(true) {
            *pos += 1;
        } else {
            let ci = ci + 1;
            let stored = c.get(ci).and_then(|&s| b.borrow().slot(s).cloned());
            return match stored {
                Some(stored) => {
                    *cands = Some((c, ci, k.clone()));
                    Act::Compare(stored, k)
                }
                None => Act::Finish(false),
            };
        }
    }
    loop {
        let at = a.borrow();
        while *pos < at.slot_count() && at.slot(*pos).is_none() {
            *pos += 1;
        }
        let Some(k) = at.slot(*pos).cloned() else {
            return Act::Finish(true);
        };
        let hash = at.hash_at(*pos);
        drop(at);
        let bt = b.borrow();
        match bt.find(hash, &k) {
            Find::Hit(_) => *pos += 1,
            Find::Miss => return Act::Finish(false),
            Find::Ask(c) => {
                let stored = bt.slot(c[0]).expect("live").clone();
                *cands = Some((c, 0, k.clone()));
                return Act::Compare(stored, k);
            }
        }
    }
}

/// `x == y` as `PyObject_RichCompareBool` answers it, through the calls it needs.
#[derive(Debug)]
pub struct EqWalk {
    stack: Vec<Level>,
    pending: Option<Pending>,
    /// The answer of the last finished comparison, for the level above it.
    ret: Option<bool>,
    /// The pair to compare first (taken by the first step).
    start: Option<(Value, Value)>,
}

impl EqWalk {
    pub fn new(x: Value, y: Value) -> Self {
        EqWalk {
            stack: Vec::new(),
            pending: None,
            ret: None,
            start: Some((x, y)),
        }
    }

    /// Begins comparing `x` with `y`: answered now (in `ret`), a level pushed, or a call.
    fn begin(&mut self, x: Value, y: Value) -> Result<Option<Want<bool>>, PyErr> {
        match look(&x, &y) {
            Look::Is(r) => {
                self.ret = Some(r);
                Ok(None)
            }
            Look::Descend(l) => {
                if self.stack.len() >= MAX_DEPTH {
                    return Err(recursion_error());
                }
                self.stack.push(l);
                Ok(None)
            }
            Look::Python => Ok(self.ask(x, y, Stage::Forward)),
        }
    }

    /// Calls `x.__eq__(y)` (`Forward`) or `y.__eq__(x)` (`Reflected`), skipping a side whose
    /// class has none; with neither, identity answers (in `ret`).
    fn ask(&mut self, x: Value, y: Value, stage: Stage) -> Option<Want<bool>> {
        if stage == Stage::Forward {
            if let Some(m) = attr::special(&x, "__eq__") {
                let args = vec![y.clone()];
                self.pending = Some(Pending { x, y, stage });
                return Some(Want::Call(m, args));
            }
        }
        if let Some(m) = attr::special(&y, "__eq__") {
            let args = vec![x.clone()];
            self.pending = Some(Pending {
                x,
                y,
                stage: Stage::Reflected,
            });
            return Some(Want::Call(m, args));
        }
        self.ret = Some(arith::identical(&x, &y));
        None
    }

    /// Takes the result of the pending call.
    fn answer(&mut self, ctx: &mut Ctx, v: Value) -> Result<Option<Want<bool>>, Flow> {
        let stage = &self.pending.as_ref().expect("a call was asked").stage;
        if let Stage::Bool(check) = *stage {
            let b = crate::conts::checks::truth_of(check, &v)?;
            self.pending = None;
            self.ret = Some(b);
            return Ok(None);
        }
        if matches!(v, Value::NotImplemented) {
            let p = self.pending.take().expect("a call was asked");
            if p.stage == Stage::Forward {
                return Ok(self.ask(p.x, p.y, Stage::Reflected));
            }
            self.ret = Some(arith::identical(&p.x, &p.y));
            return Ok(None);
        }
        if let (Value::Object(_) | Value::Class(_), Some((m, check))) =
            (&v, crate::dunder::truth_method(&v))
        {
            self.pending.as_mut().expect("a call was asked").stage = Stage::Bool(check);
            return Ok(Some(Want::Call(m, Vec::new())));
        }
        let b = crate::dunder::truthy(ctx, &v)?;
        self.pending = None;
        self.ret = Some(b);
        Ok(None)
    }

    /// Runs until the answer or a call. `input`: the result of the call asked for last.
    pub fn run(&mut self, ctx: &mut Ctx, input: Option<Value>) -> Result<Want<bool>, Flow> {
        if let Some(v) = input {
            if let Some(w) = self.answer(ctx, v)? {
                return Ok(w);
            }
        }
        Ok(self.walk()?)
    }

    /// The walk between calls; needs no context.
    fn walk(&mut self) -> Result<Want<bool>, PyErr> {
        if let Some((x, y)) = self.start.take() {
            if let Some(w) = self.begin(x, y)? {
                return Ok(w);
            }
        }
        loop {
            // Deep structures compare item by item: each charges the time limit.
            poll()?;
            let r = self.ret.take();
            let Some(top) = self.stack.last_mut() else {
                return Ok(Want::Done(r.unwrap_or(false)));
            };
            let act = match top {
                Level::Seq { a, b, pos } => {
                    if r == Some(false) {
                        Act::Finish(false)
                    } else {
                        if r.is_some() {
                            *pos += 1;
                        }
                        let (la, lb) = (a.len(), b.len());
                        if *pos >= la || *pos >= lb {
                            Act::Finish(la == lb)
                        } else {
                            Act::Compare(
                                a.get(*pos).expect("in range"),
                                b.get(*pos).expect("in range"),
                            )
                        }
                    }
                }
                Level::Map { a, b, pos, phase } => map_step(a, b, pos, phase, r),
                Level::Set { a, b, pos, cands } => set_step(a, b, pos, cands, r),
            };
            match act {
                Act::Finish(v) => {
                    self.stack.pop();
                    self.ret = Some(v);
                }
                Act::Compare(x, y) => {
                    if let Some(w) = self.begin(x, y)? {
                        return Ok(w);
                    }
                }
            }
        }
    }
}

/// Equality of values whose comparison needs no Python code (keys without instances); an
/// instance met inside answers by identity, and a walk too deep answers `false`.
pub fn equal_native(a: &Value, b: &Value) -> bool {
    match EqWalk::new(a.clone(), b.clone()).walk() {
        Ok(Want::Done(r)) => r,
        _ => arith::identical(a, b),
    }
}

/// `a == b` (or `!=`) on containers, with the instances inside them.
#[derive(Debug)]
struct Equals {
    walk: EqWalk,
    negate: bool,
}

impl Machine for Equals {
    fn step(&mut self, ctx: &mut Ctx, input: Option<Value>) -> Result<Want<Value>, Flow> {
        Ok(match self.walk.run(ctx, input)? {
            Want::Done(r) => Want::Done(Value::Bool(r != self.negate)),
            Want::Call(f, a) => Want::Call(f, a),
        })
    }
}

pub fn equals(ctx: &mut Ctx, a: &Value, b: &Value, negate: bool) -> NativeResult {
    drive(
        ctx,
        Equals {
            walk: EqWalk::new(a.clone(), b.clone()),
            negate,
        },
    )
}
