//! Hashing and one-key lookups: `hash()` through `__hash__` (`HashOf`), the [`Probe`] that finds a
//! key in a dict's or a set's table, and [`KeyOp`], each single-key operation (`d[k]`, `in`, `pop`,
//! `s.add` ...).

use std::cell::RefCell;
use std::rc::Rc;

use crate::attr;
use crate::errors::PyErr;
use crate::native::{Ctx, Flow, NativeResult};
use crate::table::{self, DictTable, Entry, Find, SetTable, Table};
use crate::value::Value;

use super::equality::EqWalk;
use super::{drive, drive_stmt, Machine, Want};

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
                        return Err(table::unhashable(&crate::dunder::type_name(&obj)))
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
    pub(super) key: Value,
    pub(super) hash: Option<i64>,
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
    pub(super) fn probe(
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

    fn find_native(&self, key: &Value) -> Option<Found> {
        match self {
            Tab::Dict(t) => native_found(t, key),
            Tab::Set(t) => native_found(t, key),
        }
    }

    pub(super) fn len(&self) -> usize {
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
    PyErr::key_error(k.clone()).into()
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
    if let Some(found) = tab.find_native(key) {
        return KeyOp::new(tab, key.clone(), act).finish(ctx, found);
    }
    drive(ctx, KeyOp::new(tab, key.clone(), act))
}

/// One key operation as a statement (`d[k] = v`, `del d[k]`).
pub fn key_stmt(ctx: &mut Ctx, tab: Tab, key: &Value, act: KeyAct) -> Result<(), Flow> {
    if let Some(found) = tab.find_native(key) {
        return KeyOp::new(tab, key.clone(), act)
            .finish(ctx, found)
            .map(|_| ());
    }
    drive_stmt(ctx, KeyOp::new(tab, key.clone(), act))
}

/// Where `key` is in `t` when no Python code need answer ([`Table::find_native`]): the common
/// case, answered without the probe's machine.
fn native_found<E: Entry>(t: &RefCell<Table<E>>, key: &Value) -> Option<Found> {
    Some(match t.borrow().find_native(key)? {
        Ok(i) => Found::Hit(i),
        Err(h) => Found::Miss(h),
    })
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
