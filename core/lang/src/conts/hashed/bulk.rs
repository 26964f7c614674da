//! Many keys at once: [`Bulk`] inserts (`update`, `{**d}`, new dicts and sets), [`Filter`] keeps the
//! items found or not found in a table (the set operators), and the tables' hashed entries.

use std::cell::RefCell;
use std::rc::Rc;

use crate::native::{collect_polled, poll, Ctx, Flow, NativeResult};
use crate::table::{DictTable, SetTable};
use crate::value::Value;

use super::lookup::{Found, Probe, Tab};
use super::{drive, drive_stmt, Items, Machine, Want};

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

/// A machine that builds a new set of `items`.
pub fn set_builder(items: Items) -> Bulk {
    let t = Rc::new(RefCell::new(SetTable::with_capacity(items.len())));
    Bulk::new(Tab::Set(t.clone()), items, Value::Set(t))
}
