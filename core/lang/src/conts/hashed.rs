//! Equality and hashing with Python's semantics, as resumable machines: `==` on containers, `in`,
//! `list.count/index/remove`, and every dict and set operation. Built-in values are compared and
//! hashed natively (no allocation on the plain paths); where an instance of a user class is met,
//! the machine asks the VM to call its `__eq__` or `__hash__` (`Flow::Call`) and goes on with the
//! answer, as CPython's `PyObject_RichCompareBool` (identity first) and `PyObject_Hash` do.
//!
//! Nested containers are walked with an explicit stack, so depth costs no Rust stack; past
//! CPython's recursion limit the walk raises its RecursionError.

use std::cell::RefCell;
use std::rc::Rc;

use super::super::arith;
use super::super::errors::PyErr;
use super::super::native::{poll, Continuation, Ctx, Flow, NativeResult, Then};
use super::super::table::{self, DictTable, Entry, Find, SetTable, Table};
use super::super::value::{Value, ViewKind};
use crate::attr;

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

// Equality.

/// A list's or a tuple's items, read afresh at each step (a user `__eq__` may change a list).
#[derive(Debug, Clone)]
enum Seq {
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

    fn get(&self, i: usize) -> Option<Value> {
        match self {
            Seq::List(l) => l.borrow().get(i).cloned(),
            Seq::Tuple(t) => t.get(i).cloned(),
        }
    }

    fn of(v: &Value) -> Option<Seq> {
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
    Bool,
}

/// What the first look at a pair decides.
enum Look {
    Is(bool),
    Descend(Level),
    Python,
}

/// CPython's depth for nested comparisons (`Py_EnterRecursiveCall` against the recursion limit).
const MAX_DEPTH: usize = super::super::vm::RECURSION_LIMIT - 20;

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
        if *stage == Stage::Bool {
            let b = v.truthy()?;
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
        match super::super::dunder::truthy(ctx, &v) {
            Ok(b) => {
                self.pending = None;
                self.ret = Some(b);
                Ok(None)
            }
            Err(Flow::Call(c)) => {
                self.pending.as_mut().expect("a call was asked").stage = Stage::Bool;
                Ok(Some(Want::Call(c.func, c.args.pos)))
            }
            Err(e) => Err(e),
        }
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

// Hashing and lookups.

/// The hash `__hash__` returned, as `hash()` gives it.
fn user_hash(v: &Value) -> Result<i64, PyErr> {
    match v {
        // CPython keeps a `__hash__` answer that fits a machine word as it is (-1 is -2); a
        // bigger one is hashed as an int.
        Value::Int(-1) => Ok(-2),
        Value::Int(i) => Ok(*i),
        Value::Long(b) => Ok(crate::long::hash(b)),
        Value::Bool(b) => Ok(*b as i64),
        _ => Err(PyErr::type_error(
            "__hash__ method should return an integer",
        )),
    }
}

/// `hash(key)`, through the `__hash__` of the instances in it: `known` holds their answers so far.
#[derive(Debug, Default)]
struct HashOf {
    known: Vec<i64>,
    asking: bool,
}

impl HashOf {
    fn step(&mut self, key: &Value, input: Option<Value>) -> Result<Want<i64>, PyErr> {
        if self.asking {
            self.asking = false;
            self.known
                .push(user_hash(&input.expect("the hash asked for"))?);
        }
        loop {
            match table::hash_with(key, &mut self.known.iter().copied())? {
                Ok(h) => return Ok(Want::Done(h)),
                Err(obj) => match attr::special(&obj, "__hash__") {
                    None => self.known.push(table::identity_hash(&obj)),
                    Some(Value::None) => {
                        return Err(table::unhashable(&super::super::dunder::type_name(&obj)))
                    }
                    Some(m) => {
                        self.asking = true;
                        return Ok(Want::Call(m, Vec::new()));
                    }
                },
            }
        }
    }
}

/// Where a key is in a table.
#[derive(Debug, Clone, Copy)]
pub enum Found {
    Hit(usize),
    /// Absent; its hash, for inserting it.
    Miss(i64),
}

/// Finds a key in a table: its hash (calling `__hash__` where it must), then the entries of that
/// hash, compared by identity, natively, or through `__eq__` (the stored key's first).
#[derive(Debug)]
pub struct Probe {
    key: Value,
    hash: Option<i64>,
    hashing: HashOf,
    cands: Option<(Vec<usize>, usize)>,
    layout: u64,
    eq: Option<EqWalk>,
}

impl Probe {
    pub fn new(key: Value) -> Self {
        Probe {
            key,
            hash: None,
            hashing: HashOf::default(),
            cands: None,
            layout: 0,
            eq: None,
        }
    }

    /// A key whose hash is known (taken from another table).
    pub fn hashed(key: Value, hash: i64) -> Self {
        let mut p = Probe::new(key);
        p.hash = Some(hash);
        p
    }

    pub fn key(&self) -> &Value {
        &self.key
    }

    pub fn step<E: Entry>(
        &mut self,
        ctx: &mut Ctx,
        mut input: Option<Value>,
        t: &RefCell<Table<E>>,
    ) -> Result<Want<Found>, Flow> {
        if self.hash.is_none() {
            match self.hashing.step(&self.key, input.take())? {
                Want::Done(h) => self.hash = Some(h),
                Want::Call(f, a) => return Ok(Want::Call(f, a)),
            }
        }
        let hash = self.hash.expect("set above");
        if let Some(w) = self.eq.as_mut() {
            match w.run(ctx, input.take())? {
                Want::Call(f, a) => return Ok(Want::Call(f, a)),
                Want::Done(r) => {
                    self.eq = None;
                    let (c, ci) = self.cands.as_mut().expect("comparing a candidate");
                    let slot = c[*ci];
                    *ci += 1;
                    if r {
                        let tb = t.borrow();
                        if tb.layout() == self.layout && tb.slot(slot).is_some() {
                            return Ok(Want::Done(Found::Hit(slot)));
                        }
                        // The table changed under the call: look again, as CPython does.
                        self.cands = None;
                    }
                }
            }
        }
        loop {
            let tb = t.borrow();
            if self.cands.is_none() {
                match tb.find(hash, &self.key) {
                    Find::Hit(i) => return Ok(Want::Done(Found::Hit(i))),
                    Find::Miss => return Ok(Want::Done(Found::Miss(hash))),
                    Find::Ask(c) => {
                        self.cands = Some((c, 0));
                        self.layout = tb.layout();
                    }
                }
            }
            let (c, ci) = self.cands.as_mut().expect("set above");
            let Some(&slot) = c.get(*ci) else {
                return Ok(Want::Done(Found::Miss(hash)));
            };
            let Some(e) = tb.slot(slot) else {
                *ci += 1;
                continue;
            };
            let stored = e.key().clone();
            drop(tb);
            let mut w = EqWalk::new(stored, self.key.clone());
            match w.run(ctx, None)? {
                Want::Done(true) => return Ok(Want::Done(Found::Hit(slot))),
                Want::Done(false) => {
                    if let Some((_, ci)) = self.cands.as_mut() {
                        *ci += 1;
                    }
                }
                Want::Call(f, a) => {
                    self.eq = Some(w);
                    return Ok(Want::Call(f, a));
                }
            }
        }
    }
}

/// A dict or a set.
#[derive(Debug, Clone)]
pub enum Tab {
    Dict(Rc<RefCell<DictTable>>),
    Set(Rc<RefCell<SetTable>>),
}

impl Tab {
    fn probe(
        &self,
        p: &mut Probe,
        ctx: &mut Ctx,
        input: Option<Value>,
    ) -> Result<Want<Found>, Flow> {
        match self {
            Tab::Dict(t) => p.step(ctx, input, t),
            Tab::Set(t) => p.step(ctx, input, t),
        }
    }

    fn len(&self) -> usize {
        match self {
            Tab::Dict(t) => t.borrow().len(),
            Tab::Set(t) => t.borrow().len(),
        }
    }

    pub fn value_len(&self) -> usize {
        self.len()
    }

    pub fn value(&self) -> Value {
        match self {
            Tab::Dict(t) => Value::Dict(t.clone()),
            Tab::Set(t) => Value::Set(t.clone()),
        }
    }

    pub fn of(v: &Value) -> Option<Tab> {
        match v {
            Value::Dict(t) => Some(Tab::Dict(t.clone())),
            Value::Set(t) => Some(Tab::Set(t.clone())),
            _ => None,
        }
    }
}

/// What to do with one key.
#[derive(Debug)]
pub enum KeyAct {
    /// `d[k]`.
    GetItem,
    /// `d.get(k, default)`.
    Get(Value),
    /// `k in d` (`true`: `not in`).
    Contains(bool),
    /// `d[k] = v`.
    Store(Value),
    SetDefault(Value),
    /// `d.pop(k[, default])`.
    Pop(Option<Value>),
    /// `del d[k]`.
    Del,
    /// `s.add(k)`.
    Add,
    /// `s.remove(k)`.
    Remove,
    /// `s.discard(k)`.
    Discard,
}

#[derive(Debug)]
pub struct KeyOp {
    tab: Tab,
    probe: Probe,
    act: KeyAct,
}

fn key_error(k: &Value) -> Flow {
    PyErr::new("KeyError", k.repr()).into()
}

impl KeyOp {
    pub fn new(tab: Tab, key: Value, act: KeyAct) -> Self {
        KeyOp {
            tab,
            probe: Probe::new(key),
            act,
        }
    }

    fn finish(&mut self, ctx: &mut Ctx, f: Found) -> NativeResult {
        let key = self.probe.key();
        let act = std::mem::replace(&mut self.act, KeyAct::Discard);
        match (&self.tab, act, f) {
            (Tab::Dict(t), KeyAct::GetItem, Found::Hit(i)) => Ok(slot_value(t, i)),
            (_, KeyAct::GetItem, Found::Miss(_)) => Err(key_error(key)),
            (Tab::Dict(t), KeyAct::Get(_), Found::Hit(i)) => Ok(slot_value(t, i)),
            (_, KeyAct::Get(d), Found::Miss(_)) => Ok(d),
            (_, KeyAct::Contains(neg), f) => Ok(Value::Bool(matches!(f, Found::Hit(_)) != neg)),
            (Tab::Dict(t), KeyAct::Store(v), Found::Hit(i)) => {
                if let Some(e) = t.borrow_mut().slot_mut(i) {
                    e.1 = v;
                }
                Ok(Value::None)
            }
            (Tab::Dict(t), KeyAct::Store(v), Found::Miss(h)) => {
                ctx.check_items(t.borrow().len() + 1)?;
                t.borrow_mut().push(h, (key.clone(), v));
                Ok(Value::None)
            }
            (Tab::Dict(t), KeyAct::SetDefault(_), Found::Hit(i)) => Ok(slot_value(t, i)),
            (Tab::Dict(t), KeyAct::SetDefault(d), Found::Miss(h)) => {
                ctx.check_items(t.borrow().len() + 1)?;
                t.borrow_mut().push(h, (key.clone(), d.clone()));
                Ok(d)
            }
            (Tab::Dict(t), KeyAct::Pop(_), Found::Hit(i)) => Ok(t.borrow_mut().remove_at(i).1),
            (_, KeyAct::Pop(d), Found::Miss(_)) => d.ok_or_else(|| key_error(key)),
            (Tab::Dict(t), KeyAct::Del, Found::Hit(i)) => {
                t.borrow_mut().remove_at(i);
                Ok(Value::None)
            }
            (_, KeyAct::Del | KeyAct::Remove, Found::Miss(_)) => Err(key_error(key)),
            (Tab::Set(t), KeyAct::Add, Found::Miss(h)) => {
                ctx.check_items(t.borrow().len() + 1)?;
                t.borrow_mut().push(h, key.clone());
                Ok(Value::None)
            }
            (Tab::Set(t), KeyAct::Remove | KeyAct::Discard, Found::Hit(i)) => {
                t.borrow_mut().remove_at(i);
                Ok(Value::None)
            }
            _ => Ok(Value::None),
        }
    }
}

fn slot_value(t: &RefCell<DictTable>, i: usize) -> Value {
    t.borrow()
        .slot(i)
        .map(|e| e.1.clone())
        .unwrap_or(Value::None)
}

impl Machine for KeyOp {
    fn step(&mut self, ctx: &mut Ctx, input: Option<Value>) -> Result<Want<Value>, Flow> {
        match self.tab.probe(&mut self.probe, ctx, input)? {
            Want::Call(f, a) => Ok(Want::Call(f, a)),
            Want::Done(found) => Ok(Want::Done(self.finish(ctx, found)?)),
        }
    }
}

/// One key operation on a dict or set, as an expression.
pub fn key_op(ctx: &mut Ctx, tab: Tab, key: &Value, act: KeyAct) -> NativeResult {
    drive(ctx, KeyOp::new(tab, key.clone(), act))
}

/// One key operation as a statement (`d[k] = v`, `del d[k]`).
pub fn key_stmt(ctx: &mut Ctx, tab: Tab, key: &Value, act: KeyAct) -> Result<(), Flow> {
    drive_stmt(ctx, KeyOp::new(tab, key.clone(), act))
}

/// Inserts many keys (with values, for a dict) in order: a later equal key replaces the value
/// and keeps the first key, as CPython's dict does; a set keeps the first.
#[derive(Debug)]
pub struct Bulk {
    tab: Tab,
    items: std::vec::IntoIter<(Option<i64>, Value, Value)>,
    cur: Option<(Probe, Value)>,
    result: Value,
}

impl Bulk {
    /// `items`: keys, each with its hash when known, and its value (`None` for sets).
    pub fn new(tab: Tab, items: Items, result: Value) -> Self {
        Bulk {
            tab,
            items: items.into_iter(),
            cur: None,
            result,
        }
    }
}

impl Machine for Bulk {
    fn step(&mut self, ctx: &mut Ctx, mut input: Option<Value>) -> Result<Want<Value>, Flow> {
        loop {
            poll()?;
            if self.cur.is_none() {
                let Some((h, k, v)) = self.items.next() else {
                    return Ok(Want::Done(std::mem::replace(&mut self.result, Value::None)));
                };
                let p = match h {
                    Some(h) => Probe::hashed(k, h),
                    None => Probe::new(k),
                };
                self.cur = Some((p, v));
            }
            let (p, _) = self.cur.as_mut().expect("set above");
            let found = match self.tab.probe(p, ctx, input.take())? {
                Want::Call(f, a) => return Ok(Want::Call(f, a)),
                Want::Done(found) => found,
            };
            let (p, v) = self.cur.take().expect("set above");
            match (&self.tab, found) {
                (Tab::Dict(t), Found::Hit(i)) => {
                    if let Some(e) = t.borrow_mut().slot_mut(i) {
                        e.1 = v;
                    }
                }
                (Tab::Dict(t), Found::Miss(h)) => {
                    ctx.check_items(t.borrow().len() + 1)?;
                    t.borrow_mut().push(h, (p.key, v));
                }
                (Tab::Set(t), Found::Miss(h)) => {
                    ctx.check_items(t.borrow().len() + 1)?;
                    t.borrow_mut().push(h, p.key);
                }
                (Tab::Set(_), Found::Hit(_)) => {}
            }
        }
    }
}

/// Adds `items` (keys with values) to `tab`, then answers `result`.
pub fn bulk(ctx: &mut Ctx, tab: Tab, items: Items, result: Value) -> NativeResult {
    drive(ctx, Bulk::new(tab, items, result))
}

pub fn bulk_stmt(ctx: &mut Ctx, tab: Tab, items: Items) -> Result<(), Flow> {
    drive_stmt(ctx, Bulk::new(tab, items, Value::None))
}

/// The keys of a set or dict with their stored hashes (no `__hash__` called again).
pub fn hashed_keys(tab: &Tab) -> Items {
    match tab {
        Tab::Dict(t) => t
            .borrow()
            .iter_hashed()
            .map(|(h, e)| (Some(h), e.0.clone(), Value::None))
            .collect(),
        Tab::Set(t) => t
            .borrow()
            .iter_hashed()
            .map(|(h, e)| (Some(h), e.clone(), Value::None))
            .collect(),
    }
}

/// What a [`Filter`] answers.
#[derive(Debug)]
pub enum FilterThen {
    /// A new set of the items kept.
    NewSet,
    /// The items kept replace the contents of this set (`&=`, `-=`, `^=`).
    Into(Rc<RefCell<SetTable>>),
    /// As `Into`, for the `*_update` methods, which answer None.
    Update(Rc<RefCell<SetTable>>),
    /// `true` when every item was kept (stops at the first that is not).
    All,
}

/// Keeps the items found (or not found) in a table; for `&`, `-`, `^`, `issubset`, `isdisjoint`.
#[derive(Debug)]
pub struct Filter {
    items: Items,
    pos: usize,
    against: Tab,
    keep_found: bool,
    out: Vec<(i64, Value)>,
    probe: Option<Probe>,
    /// A second pass (`^`: then the other side's items not in the first).
    next: Option<(Items, Tab)>,
    then: FilterThen,
}

impl Filter {
    pub fn new(items: Items, against: Tab, keep_found: bool, then: FilterThen) -> Self {
        Filter {
            items,
            pos: 0,
            against,
            keep_found,
            out: Vec::new(),
            probe: None,
            next: None,
            then,
        }
    }

    pub fn then_pass(mut self, items: Items, against: Tab) -> Self {
        self.next = Some((items, against));
        self
    }
}

impl Machine for Filter {
    fn step(&mut self, ctx: &mut Ctx, mut input: Option<Value>) -> Result<Want<Value>, Flow> {
        loop {
            poll()?;
            if self.pos >= self.items.len() {
                if let Some((items, against)) = self.next.take() {
                    self.items = items;
                    self.against = against;
                    self.pos = 0;
                    continue;
                }
                let out = std::mem::take(&mut self.out);
                return Ok(Want::Done(match &self.then {
                    FilterThen::NewSet => {
                        Value::Set(Rc::new(RefCell::new(out.into_iter().collect())))
                    }
                    FilterThen::Into(t) => {
                        *t.borrow_mut() = out.into_iter().collect();
                        Value::Set(t.clone())
                    }
                    FilterThen::Update(t) => {
                        *t.borrow_mut() = out.into_iter().collect();
                        Value::None
                    }
                    FilterThen::All => Value::Bool(true),
                }));
            }
            if self.probe.is_none() {
                let (h, k, _) = &self.items[self.pos];
                self.probe = Some(match h {
                    Some(h) => Probe::hashed(k.clone(), *h),
                    None => Probe::new(k.clone()),
                });
            }
            let p = self.probe.as_mut().expect("set above");
            let found = match self.against.probe(p, ctx, input.take())? {
                Want::Call(f, a) => return Ok(Want::Call(f, a)),
                Want::Done(found) => found,
            };
            let p = self.probe.take().expect("set above");
            let keep = matches!(found, Found::Hit(_)) == self.keep_found;
            if keep {
                let h = match (found, self.items[self.pos].0) {
                    (_, Some(h)) => h,
                    (Found::Miss(h), None) => h,
                    (Found::Hit(_), None) => p.hash.expect("hashed to be found"),
                };
                self.out.push((h, p.key));
            } else if matches!(self.then, FilterThen::All) {
                return Ok(Want::Done(Value::Bool(false)));
            }
            self.pos += 1;
        }
    }
}

pub fn filter(ctx: &mut Ctx, f: Filter) -> NativeResult {
    drive(ctx, f)
}

/// What a [`Scan`] of a list or tuple does with the items equal to `x`.
#[derive(Debug, Clone, Copy)]
pub enum ScanAct {
    /// `x in seq` (`true`: `not in`).
    Contains(bool),
    Count,
    Index,
    Remove,
}

/// `in`, `count`, `index` and `remove` on lists and tuples: each item compared with `x` (the
/// item first, as CPython's `list_contains` and `list.count` do).
#[derive(Debug)]
pub struct Scan {
    seq: Seq,
    x: Value,
    pos: usize,
    stop: usize,
    act: ScanAct,
    count: i64,
    eq: Option<EqWalk>,
}

impl Scan {
    fn found(&mut self, r: bool) -> Option<NativeResult> {
        if !r {
            self.pos += 1;
            return None;
        }
        Some(match self.act {
            ScanAct::Contains(neg) => Ok(Value::Bool(!neg)),
            ScanAct::Index => Ok(Value::Int(self.pos as i64)),
            ScanAct::Remove => {
                if let Seq::List(l) = &self.seq {
                    let mut l = l.borrow_mut();
                    if self.pos < l.len() {
                        l.remove(self.pos);
                    }
                }
                Ok(Value::None)
            }
            ScanAct::Count => {
                self.count += 1;
                self.pos += 1;
                return None;
            }
        })
    }

    fn not_found(&self) -> NativeResult {
        match self.act {
            ScanAct::Contains(neg) => Ok(Value::Bool(neg)),
            ScanAct::Count => Ok(Value::Int(self.count)),
            ScanAct::Index => Err(PyErr::value_error(match &self.seq {
                Seq::Tuple(_) => "tuple.index(x): x not in tuple".to_string(),
                Seq::List(_) => format!("{} is not in list", self.x.repr()),
            })
            .into()),
            ScanAct::Remove => Err(PyErr::value_error("list.remove(x): x not in list").into()),
        }
    }
}

impl Machine for Scan {
    fn step(&mut self, ctx: &mut Ctx, mut input: Option<Value>) -> Result<Want<Value>, Flow> {
        if let Some(w) = self.eq.as_mut() {
            match w.run(ctx, input.take())? {
                Want::Call(f, a) => return Ok(Want::Call(f, a)),
                Want::Done(r) => {
                    self.eq = None;
                    if let Some(out) = self.found(r) {
                        return Ok(Want::Done(out?));
                    }
                }
            }
        }
        loop {
            poll()?;
            if self.pos >= self.stop {
                return Ok(Want::Done(self.not_found()?));
            }
            let Some(item) = self.seq.get(self.pos) else {
                return Ok(Want::Done(self.not_found()?));
            };
            let r = match (&item, &self.x) {
                (Value::Int(a), Value::Int(b)) => a == b,
                _ => {
                    let mut w = EqWalk::new(item, self.x.clone());
                    match w.run(ctx, None)? {
                        Want::Done(r) => r,
                        Want::Call(f, a) => {
                            self.eq = Some(w);
                            return Ok(Want::Call(f, a));
                        }
                    }
                }
            };
            if let Some(out) = self.found(r) {
                return Ok(Want::Done(out?));
            }
        }
    }
}

/// `x in seq`, `seq.count(x)`, `seq.index(x, start, stop)`, `seq.remove(x)`.
pub fn scan(
    ctx: &mut Ctx,
    seq: &Value,
    x: &Value,
    act: ScanAct,
    start: usize,
    stop: usize,
) -> NativeResult {
    let Some(seq) = Seq::of(seq) else {
        return Err(PyErr::type_error("internal error: scan of a non-sequence").into());
    };
    drive(
        ctx,
        Scan {
            seq,
            x: x.clone(),
            pos: start,
            stop,
            act,
            count: 0,
            eq: None,
        },
    )
}

/// `hash(x)`.
#[derive(Debug)]
struct HashBuiltin {
    key: Value,
    h: HashOf,
}

impl Machine for HashBuiltin {
    fn step(&mut self, _: &mut Ctx, input: Option<Value>) -> Result<Want<Value>, Flow> {
        Ok(match self.h.step(&self.key, input)? {
            Want::Done(h) => Want::Done(Value::Int(h)),
            Want::Call(f, a) => Want::Call(f, a),
        })
    }
}

pub fn hash(ctx: &mut Ctx, v: &Value) -> NativeResult {
    drive(
        ctx,
        HashBuiltin {
            key: v.clone(),
            h: HashOf::default(),
        },
    )
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

use crate::native::collect_polled;

/// A new dict of `pairs` (later keys replace earlier equal ones).
pub fn new_dict(ctx: &mut Ctx, pairs: Vec<(Value, Value)>) -> NativeResult {
    let t = Rc::new(RefCell::new(DictTable::with_capacity(pairs.len())));
    let n = pairs.len();
    let items = collect_polled(n, pairs.into_iter().map(|(k, v)| (None, k, v)))?;
    bulk(ctx, Tab::Dict(t.clone()), items, Value::Dict(t))
}

/// A new set of `items`.
pub fn new_set(ctx: &mut Ctx, items: Vec<Value>) -> NativeResult {
    let t = Rc::new(RefCell::new(SetTable::with_capacity(items.len())));
    let n = items.len();
    let items = collect_polled(n, items.into_iter().map(|k| (None, k, Value::None)))?;
    bulk(ctx, Tab::Set(t.clone()), items, Value::Set(t))
}

/// The length of a table, for the size checks of iterators.
pub fn tab_len(t: &Tab) -> usize {
    t.len()
}

/// A dict's entries with their stored hashes (for `update` and `{**d}`).
pub fn entries(d: &Value) -> Items {
    match d {
        Value::Dict(t) => t
            .borrow()
            .iter_hashed()
            .map(|(h, e)| (Some(h), e.0.clone(), e.1.clone()))
            .collect(),
        Value::Set(t) => t
            .borrow()
            .iter_hashed()
            .map(|(h, e)| (Some(h), e.clone(), Value::None))
            .collect(),
        _ => Vec::new(),
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

/// A machine that builds a new set of `items`.
pub fn set_builder(items: Items) -> Bulk {
    let t = Rc::new(RefCell::new(SetTable::with_capacity(items.len())));
    Bulk::new(Tab::Set(t.clone()), items, Value::Set(t))
}
