//! An object's or class's attributes (`Attrs`): a short list of slots until a program asks for
//! the `__dict__`, an exception's struct fields kept apart.

use std::cell::RefCell;
use std::rc::Rc;

use super::{exceptions, Class};
use crate::table::DictTable;
use crate::value::Value;

/// Attributes in definition order: objects have few, and `vars()` shows them in that order.
///
/// Kept as a short list of (name, value) slots until a program asks for the object's `__dict__`;
/// from then on they live in that dict (shared, as CPython's is), so `obj.__dict__.update(kw)` and
/// `obj.__dict__[k] = v` write the object's attributes and a later `obj.x = v` shows in the dict.
///
/// An exception keeps what CPython keeps in its C struct (`args`, `__traceback__`, OSError's
/// `errno` ...: [`exceptions::hidden_names`]) apart, in `hidden`: read and written as
/// attributes, never in its `__dict__` (`vars(ValueError('a'))` is `{}`).
#[derive(Debug, Default)]
pub struct Attrs {
    slots: Vec<(Rc<str>, Value)>,
    dict: Option<Rc<RefCell<DictTable>>>,
    hidden_names: &'static [&'static str],
    hidden: Vec<(Rc<str>, Value)>,
}

/// Whether two attribute names are the same: the pointer first (the compiler interns names),
/// then the length and first byte, which tell most different names apart without a `memcmp`
/// call (a short name's comparison was a tenth of an attribute-heavy loop's time).
#[inline(always)]
fn same_name(k: &Rc<str>, name: &Rc<str>) -> bool {
    Rc::ptr_eq(k, name)
        || (k.len() == name.len()
            && k.as_bytes().first() == name.as_bytes().first()
            && **k == **name)
}

/// [`same_name`] for a name given as text.
#[inline(always)]
pub(super) fn same_str(k: &str, name: &str) -> bool {
    k.len() == name.len() && k.as_bytes().first() == name.as_bytes().first() && k == name
}

fn str_key(name: &str) -> Value {
    Value::Str(Rc::from(name))
}

impl Attrs {
    /// The attributes of a new instance of `class` (an exception's keep their hidden part).
    pub fn for_instance(class: &Class) -> Attrs {
        Attrs {
            hidden_names: exceptions::hidden_names(class),
            ..Attrs::default()
        }
    }

    /// Whether `name` is kept in `hidden`.
    #[inline(always)]
    fn hides(&self, name: &str) -> bool {
        !self.hidden_names.is_empty() && self.hidden_names.contains(&name)
    }

    fn hidden_slot(&self, name: &str) -> Option<&Value> {
        self.hidden
            .iter()
            .find(|(k, _)| same_str(k, name))
            .map(|(_, v)| v)
    }

    fn set_hidden(&mut self, name: &str, v: Value) -> Option<Value> {
        match self.hidden.iter_mut().find(|(k, _)| same_str(k, name)) {
            Some(slot) => Some(std::mem::replace(&mut slot.1, v)),
            None => {
                self.hidden.push((Rc::from(name), v));
                None
            }
        }
    }

    /// Whether the attributes live in a `__dict__` a program holds (the VM's shortcuts, which
    /// read the slots by reference, step aside then).
    #[inline]
    pub fn is_dict(&self) -> bool {
        self.dict.is_some()
    }

    /// The attribute by reference, for the VM's shortcuts (None when the attributes live in a
    /// `__dict__` a program holds: the shortcut steps aside).
    #[inline]
    pub fn get_slot(&self, name: &str) -> Option<&Value> {
        if self.hides(name) {
            return self.hidden_slot(name);
        }
        match &self.dict {
            None => self
                .slots
                .iter()
                .find(|(k, _)| same_str(k, name))
                .map(|(_, v)| v),
            Some(_) => None,
        }
    }

    pub fn get(&self, name: &str) -> Option<Value> {
        if self.hides(name) {
            return self.hidden_slot(name).cloned();
        }
        match &self.dict {
            None => self
                .slots
                .iter()
                .find(|(k, _)| same_str(k, name))
                .map(|(_, v)| v.clone()),
            Some(d) => d.borrow().get_plain(&str_key(name)).cloned(),
        }
    }

    pub fn set(&mut self, name: &str, v: Value) {
        if self.hides(name) {
            self.set_hidden(name, v);
            return;
        }
        match &self.dict {
            None => match self.slots.iter_mut().find(|(k, _)| same_str(k, name)) {
                Some(slot) => slot.1 = v,
                None => self.slots.push((Rc::from(name), v)),
            },
            Some(d) => d.borrow_mut().insert_plain(str_key(name), v),
        }
    }

    /// As [`Attrs::get`], by reference and comparing the pointer first: the compiler interns
    /// names, and [`Attrs::set_rc`] keeps the pointer it is given, so `self.v` usually matches
    /// without comparing text. `None` once the attributes live in a dict: check
    /// [`Attrs::is_dict`] before reading `None` as "absent".
    #[inline]
    pub fn get_rc(&self, name: &Rc<str>) -> Option<&Value> {
        if self.hides(name) {
            return self.hidden_slot(name);
        }
        self.slots
            .iter()
            .find(|(k, _)| same_name(k, name))
            .map(|(_, v)| v)
    }

    /// As [`Attrs::set`], keeping `name`'s pointer for a new attribute (see [`Attrs::get_rc`]);
    /// returns the value it replaced.
    #[inline]
    pub fn set_rc(&mut self, name: &Rc<str>, v: Value) -> Option<Value> {
        if self.hides(name) {
            return self.set_hidden(name, v);
        }
        if let Some(d) = &self.dict {
            let mut d = d.borrow_mut();
            let key = Value::Str(name.clone());
            let old = d.get_plain(&key).cloned();
            d.insert_plain(key, v);
            return old;
        }
        match self.slots.iter_mut().find(|(k, _)| same_name(k, name)) {
            Some(slot) => Some(std::mem::replace(&mut slot.1, v)),
            None => {
                self.slots.push((name.clone(), v));
                None
            }
        }
    }

    pub fn remove(&mut self, name: &str) -> Option<Value> {
        if self.hides(name) {
            let i = self.hidden.iter().position(|(k, _)| same_str(k, name))?;
            return Some(self.hidden.remove(i).1);
        }
        match &self.dict {
            None => {
                let i = self.slots.iter().position(|(k, _)| same_str(k, name))?;
                Some(self.slots.remove(i).1)
            }
            Some(d) => {
                let mut d = d.borrow_mut();
                let key = str_key(name);
                let h = crate::table::hash_str(name);
                match d.find(h, &key) {
                    crate::table::Find::Hit(i) => Some(d.remove_at(i).1),
                    _ => None,
                }
            }
        }
    }

    /// The attributes as (name, value) pairs in order; a key of a `__dict__` that is not a str
    /// (legal in CPython, never an attribute) is left out.
    pub fn pairs(&self) -> Vec<(Rc<str>, Value)> {
        match &self.dict {
            None => self.slots.clone(),
            Some(d) => d
                .borrow()
                .iter()
                .filter_map(|(k, v)| match k {
                    Value::Str(s) => Some((s.clone(), v.clone())),
                    _ => None,
                })
                .collect(),
        }
    }

    /// Whether any value satisfies `f` (true when the dict is borrowed: the caller's "maybe").
    pub fn any(&self, f: impl Fn(&Value) -> bool) -> bool {
        if self.hidden.iter().any(|(_, v)| f(v)) {
            return true;
        }
        match &self.dict {
            None => self.slots.iter().any(|(_, v)| f(v)),
            Some(d) => d
                .try_borrow()
                .map_or(true, |d| d.iter().any(|(k, v)| f(k) || f(v))),
        }
    }

    /// The attribute names in order.
    pub fn names(&self) -> Vec<Rc<str>> {
        self.pairs().into_iter().map(|(k, _)| k).collect()
    }

    /// The object's `__dict__`: made on first request from the slots, and from then on where the
    /// attributes live.
    pub fn live_dict(&mut self) -> Rc<RefCell<DictTable>> {
        if let Some(d) = &self.dict {
            return d.clone();
        }
        let pairs = std::mem::take(&mut self.slots)
            .into_iter()
            .map(|(k, v)| (Value::Str(k), v));
        let d = Rc::new(RefCell::new(DictTable::from_pairs(pairs)));
        self.dict = Some(d.clone());
        d
    }

    /// `obj.__dict__ = d`: the object's attributes are `d` from now on.
    pub fn replace_dict(&mut self, d: Rc<RefCell<DictTable>>) -> Vec<(Rc<str>, Value)> {
        self.dict = Some(d);
        std::mem::take(&mut self.slots)
    }

    /// A snapshot copy of the attributes as a new dict (a class's `__dict__`, read-only in
    /// CPython as a mappingproxy).
    pub fn snapshot(&self) -> DictTable {
        DictTable::from_pairs(self.pairs().into_iter().map(|(k, v)| (Value::Str(k), v)))
    }

    /// The `__dict__` the attributes live in, once a program has asked for it.
    pub fn dict_rc(&self) -> Option<Rc<RefCell<DictTable>>> {
        self.dict.clone()
    }

    /// Calls `f` with each value held in the slots (not in a `__dict__`: see [`Attrs::dict_rc`]).
    pub fn each_value(&self, f: &mut impl FnMut(&Value)) {
        self.slots.iter().for_each(|(_, v)| f(v));
        self.hidden.iter().for_each(|(_, v)| f(v));
    }

    /// Empties the attributes, handing them back (dropped by the caller after its borrows end).
    pub fn take(&mut self) -> Vec<(Rc<str>, Value)> {
        let mut out = self.pairs();
        out.append(&mut self.hidden);
        self.slots.clear();
        if let Some(d) = &self.dict {
            let t = std::mem::take(&mut *d.borrow_mut());
            drop(t);
        }
        out
    }
}
