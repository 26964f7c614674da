//! The set operations done natively, step for step as CPython 3.11's `Objects/setobject.c` does
//! them, so the sets they make are laid out (and iterate) as CPython's: which side is walked,
//! what is copied first, when the table is presized and when dummies are resized away.
//!
//! Only for items that compare without Python code (no instances of user classes, no unhashable
//! items): [`SetArg::of`] answers `None` otherwise and the callers fall back to the general
//! machines in `hashed`, which give the right members in a possibly different order.
//!
//! Every loop charges the time limit per item ([`poll`]), so a `set(range(10**7))` or a big
//! union is interrupted like any other long native call; an operation stopped half way leaves
//! its target half updated, as the run ends with the `TimeoutError`.

use std::cell::RefCell;
use std::rc::Rc;

use crate::errors::PyErr;
use crate::native::poll;
use crate::table::{self, DictTable, Find, SetTable};
use crate::value::Value;

type R<T> = Result<T, PyErr>;

/// The other operand of a set operation.
pub enum SetArg {
    Set(Rc<RefCell<SetTable>>),
    Dict(Rc<RefCell<DictTable>>),
    /// Any other iterable's items, hashed, in iteration order (duplicates kept).
    Items(Vec<(i64, Value)>),
}

fn native_hash(v: &Value) -> Option<i64> {
    if table::holds_instance(v) {
        return None;
    }
    table::hash_native(v).ok().flatten()
}

fn all_native<'a>(mut vs: impl Iterator<Item = &'a Value>) -> bool {
    vs.all(|v| !table::holds_instance(v))
}

impl SetArg {
    /// `v` as an operand, when everything in it compares natively. Also `None` once the time
    /// limit has passed: the general path's first poll then raises it.
    pub fn of(v: &Value) -> Option<SetArg> {
        Some(match v {
            Value::Set(s) => {
                if !all_native(s.borrow().iter()) {
                    return None;
                }
                SetArg::Set(s.clone())
            }
            Value::Dict(d) => {
                if !all_native(d.borrow().iter().map(|e| &e.0)) {
                    return None;
                }
                SetArg::Dict(d.clone())
            }
            Value::List(_)
            | Value::Tuple(_)
            | Value::Str(_)
            | Value::Range { .. }
            | Value::DictView(_) => {
                // Only iterables that can be walked again: the fallback must see the same items.
                let other = v;
                let items = crate::builtins::iterate(other).ok()?;
                let mut out = Vec::with_capacity(items.len());
                for k in items {
                    poll().ok()?;
                    out.push((native_hash(&k)?, k));
                }
                SetArg::Items(out)
            }
            _ => return None,
        })
    }

    fn is(&self, t: &Rc<RefCell<SetTable>>) -> bool {
        matches!(self, SetArg::Set(s) if Rc::ptr_eq(s, t))
    }
}

/// Whether the set's own items all compare natively.
pub fn native_set(t: &Rc<RefCell<SetTable>>) -> bool {
    all_native(t.borrow().iter())
}

fn contains(t: &SetTable, h: i64, k: &Value) -> bool {
    matches!(t.find(h, k), Find::Hit(_))
}

fn add(t: &mut SetTable, h: i64, k: Value) {
    if let Find::Miss = t.find(h, k.key_ref()) {
        t.push(h, k);
    }
}

fn discard(t: &mut SetTable, h: i64, k: &Value) -> bool {
    match t.find(h, k) {
        Find::Hit(i) => {
            t.remove_at(i);
            true
        }
        _ => false,
    }
}

trait KeyRef {
    fn key_ref(&self) -> &Value;
}

impl KeyRef for Value {
    fn key_ref(&self) -> &Value {
        self
    }
}

fn pairs(t: &SetTable) -> Vec<(i64, Value)> {
    t.iter_hashed().map(|(h, e)| (h, e.clone())).collect()
}

/// `set_update_internal`: adds `other`'s items to `so`.
pub fn update(so: &Rc<RefCell<SetTable>>, other: &SetArg) -> R<()> {
    match other {
        SetArg::Set(o) => {
            if Rc::ptr_eq(so, o) {
                return Ok(());
            }
            let o = o.borrow();
            let mut t = so.borrow_mut();
            if !t.merge_empty(&o) {
                for (h, e) in o.iter_hashed() {
                    poll()?;
                    add(&mut t, h, e.clone());
                }
            }
        }
        SetArg::Dict(d) => {
            let d = d.borrow();
            let mut t = so.borrow_mut();
            t.presize(d.len());
            for (h, e) in d.iter_hashed() {
                poll()?;
                add(&mut t, h, e.0.clone());
            }
        }
        SetArg::Items(items) => {
            let mut t = so.borrow_mut();
            for (h, k) in items {
                poll()?;
                add(&mut t, *h, k.clone());
            }
        }
    }
    Ok(())
}

fn new_set() -> Rc<RefCell<SetTable>> {
    Rc::new(RefCell::new(SetTable::new()))
}

/// `set_copy`.
pub fn copy(so: &Rc<RefCell<SetTable>>) -> Rc<RefCell<SetTable>> {
    Rc::new(RefCell::new(so.borrow().copy_set()))
}

/// `set(other)`: a new set with `other`'s items.
pub fn make(other: &SetArg) -> R<Rc<RefCell<SetTable>>> {
    let t = new_set();
    update(&t, other)?;
    Ok(t)
}

/// `so | a | b ...` and `so.union(a, b, ...)`.
pub fn union(so: &Rc<RefCell<SetTable>>, others: &[SetArg]) -> R<Rc<RefCell<SetTable>>> {
    let r = copy(so);
    for o in others {
        if !o.is(so) {
            update(&r, o)?;
        }
    }
    Ok(r)
}

/// `set_intersection`: walks the smaller set (`other` when equal), or the iterable.
pub fn intersection(so: &Rc<RefCell<SetTable>>, other: &SetArg) -> R<Rc<RefCell<SetTable>>> {
    if other.is(so) {
        return Ok(copy(so));
    }
    let r = new_set();
    {
        let mut t = r.borrow_mut();
        match other {
            SetArg::Set(o) => {
                let (mut a, mut b) = (so.borrow(), o.borrow());
                if b.len() > a.len() {
                    std::mem::swap(&mut a, &mut b);
                }
                for (h, k) in pairs(&b) {
                    poll()?;
                    if contains(&a, h, &k) {
                        add(&mut t, h, k);
                    }
                }
            }
            SetArg::Dict(d) => {
                let s = so.borrow();
                for (h, e) in d.borrow().iter_hashed() {
                    poll()?;
                    if contains(&s, h, &e.0) {
                        add(&mut t, h, e.0.clone());
                    }
                }
            }
            SetArg::Items(items) => {
                let s = so.borrow();
                for (h, k) in items {
                    poll()?;
                    if contains(&s, *h, k) {
                        add(&mut t, *h, k.clone());
                    }
                }
            }
        }
    }
    Ok(r)
}

/// `set_intersection_multi`.
pub fn intersection_multi(
    so: &Rc<RefCell<SetTable>>,
    others: &[SetArg],
) -> R<Rc<RefCell<SetTable>>> {
    if others.is_empty() {
        return Ok(copy(so));
    }
    let mut r = so.clone();
    for o in others {
        r = intersection(&r, o)?;
    }
    Ok(r)
}

/// Replaces `so`'s contents with `r`'s (`set_swap_bodies`), keeping `so`'s type and finger.
pub fn replace(so: &Rc<RefCell<SetTable>>, r: Rc<RefCell<SetTable>>) {
    if Rc::ptr_eq(so, &r) {
        return;
    }
    let frozen = so.borrow().frozen;
    let mut body = r.borrow().clone();
    body.frozen = frozen;
    *so.borrow_mut() = body;
}

/// `set_difference_update_internal`.
pub fn difference_update(so: &Rc<RefCell<SetTable>>, other: &SetArg) -> R<()> {
    if other.is(so) {
        so.borrow_mut().clear();
        return Ok(());
    }
    let mut t = so.borrow_mut();
    match other {
        SetArg::Set(o) => {
            for (h, k) in o.borrow().iter_hashed() {
                poll()?;
                discard(&mut t, h, k);
            }
        }
        SetArg::Dict(d) => {
            for (h, e) in d.borrow().iter_hashed() {
                poll()?;
                discard(&mut t, h, &e.0);
            }
        }
        SetArg::Items(items) => {
            for (h, k) in items {
                poll()?;
                discard(&mut t, *h, k);
            }
        }
    }
    t.shed_dummies();
    Ok(())
}

/// `set_difference`: copies and discards when `so` is over four times `other`'s size (or
/// `other` is neither a set nor a dict), else builds from `so`'s items not in `other`.
pub fn difference(so: &Rc<RefCell<SetTable>>, other: &SetArg) -> R<Rc<RefCell<SetTable>>> {
    let other_size = match other {
        SetArg::Set(o) => o.borrow().len(),
        SetArg::Dict(d) => d.borrow().len(),
        SetArg::Items(_) => usize::MAX,
    };
    if other_size == usize::MAX || (so.borrow().len() >> 2) > other_size {
        let r = copy(so);
        difference_update(&r, other)?;
        return Ok(r);
    }
    let r = new_set();
    {
        let mut t = r.borrow_mut();
        let s = pairs(&so.borrow());
        for (h, k) in s {
            poll()?;
            let found = match other {
                SetArg::Set(o) => contains(&o.borrow(), h, &k),
                SetArg::Dict(d) => matches!(d.borrow().find(h, &k), Find::Hit(_)),
                SetArg::Items(_) => unreachable!("copied above"),
            };
            if !found {
                add(&mut t, h, k);
            }
        }
    }
    Ok(r)
}

/// `set_difference_multi`.
pub fn difference_multi(so: &Rc<RefCell<SetTable>>, others: &[SetArg]) -> R<Rc<RefCell<SetTable>>> {
    let Some((first, rest)) = others.split_first() else {
        return Ok(copy(so));
    };
    let r = difference(so, first)?;
    for o in rest {
        difference_update(&r, o)?;
    }
    Ok(r)
}

/// `set_symmetric_difference_update`: each of `other`'s items is discarded from `so`, or added
/// when it was not there.
pub fn symmetric_difference_update(so: &Rc<RefCell<SetTable>>, other: &SetArg) -> R<()> {
    if other.is(so) {
        so.borrow_mut().clear();
        return Ok(());
    }
    let items: Vec<(i64, Value)> = match other {
        SetArg::Set(o) => pairs(&o.borrow()),
        SetArg::Dict(d) => d
            .borrow()
            .iter_hashed()
            .map(|(h, e)| (h, e.0.clone()))
            .collect(),
        SetArg::Items(_) => {
            let o = make(other)?;
            let p = pairs(&o.borrow());
            p
        }
    };
    let mut t = so.borrow_mut();
    for (h, k) in items {
        poll()?;
        if !discard(&mut t, h, &k) {
            add(&mut t, h, k);
        }
    }
    Ok(())
}

/// `set_symmetric_difference`: a copy of `other`, updated with `so`.
pub fn symmetric_difference(
    so: &Rc<RefCell<SetTable>>,
    other: &SetArg,
) -> R<Rc<RefCell<SetTable>>> {
    let r = match other {
        SetArg::Set(o) => copy(o),
        _ => make(other)?,
    };
    symmetric_difference_update(&r, &SetArg::Set(so.clone()))?;
    Ok(r)
}

/// CPython's `dictviews_to_set`: a keys view copies its dict as `set(dict)` does; `None` when
/// something in it needs Python code.
fn view_to_set(v: &Value) -> R<Option<Rc<RefCell<SetTable>>>> {
    let arg = match v {
        Value::DictView(d) if d.kind == crate::value::ViewKind::Keys => {
            SetArg::of(&Value::Dict(d.dict.clone()))
        }
        _ => SetArg::of(v),
    };
    arg.map(|a| make(&a)).transpose()
}

/// `|`, `&`, `-`, `^` with a keys or items view on either side, as CPython's `dictviews_*`
/// build their results: `None` when something needs Python code (or the general path's errors).
pub fn view_op(op: crate::code::BinOp, a: &Value, b: &Value) -> R<Option<Rc<RefCell<SetTable>>>> {
    use crate::code::BinOp;
    let is_view =
        |v: &Value| matches!(v, Value::DictView(d) if d.kind != crate::value::ViewKind::Values);
    if !(is_view(a) || is_view(b)) {
        return Ok(None);
    }
    macro_rules! some {
        ($e:expr) => {
            match $e {
                Some(x) => x,
                None => return Ok(None),
            }
        };
    }
    Ok(Some(match op {
        BinOp::BitOr => {
            let r = some!(view_to_set(a)?);
            update(&r, &some!(SetArg::of(b)))?;
            r
        }
        BinOp::Sub => {
            let r = some!(view_to_set(a)?);
            difference_update(&r, &some!(SetArg::of(b)))?;
            r
        }
        BinOp::BitXor => {
            let r = some!(view_to_set(a)?);
            symmetric_difference_update(&r, &some!(SetArg::of(b)))?;
            r
        }
        BinOp::BitAnd => {
            // `_PyDictView_Intersect`: the view as `self`; an exact set at least as large asks
            // `set.intersection`; else the smaller side is walked against the larger view.
            let (mut me, mut other) = if is_view(a) { (a, b) } else { (b, a) };
            let len = |v: &Value| match v {
                Value::DictView(d) => d.dict.borrow().len(),
                _ => 0,
            };
            if let Value::Set(s) = other {
                if !s.borrow().frozen && len(me) <= s.borrow().len() {
                    if !native_set(s) {
                        return Ok(None);
                    }
                    return intersection(s, &some!(SetArg::of(me))).map(Some);
                }
            }
            if is_view(other) && len(other) > len(me) {
                std::mem::swap(&mut me, &mut other);
            }
            let within = some!(view_to_set(me)?);
            let r = new_set();
            {
                let w = within.borrow();
                let mut t = r.borrow_mut();
                let items: Vec<(i64, Value)> = match some!(SetArg::of(other)) {
                    SetArg::Set(o) => pairs(&o.borrow()),
                    SetArg::Dict(d) => d
                        .borrow()
                        .iter_hashed()
                        .map(|(h, e)| (h, e.0.clone()))
                        .collect(),
                    SetArg::Items(items) => items,
                };
                for (h, k) in items {
                    poll()?;
                    if contains(&w, h, &k) {
                        add(&mut t, h, k);
                    }
                }
            }
            r
        }
        _ => return Ok(None),
    }))
}
