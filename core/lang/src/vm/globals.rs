//! The module's global names, in numbered slots.
//!
//! A name gets a slot the first time it is stored or loaded and keeps it: deleting it empties the
//! slot. Each slot also holds what the builtins give for its name (looked up once, when the slot
//! is made; the builtins never change), so `len` inside a loop is one slot read rather than a
//! missed globals lookup and then a builtins lookup. A `LoadGlobal` remembers its slot in its code
//! object ([`CodeObject::global_slots`]) under this table's `id`, unique on the thread, so a code
//! object run by several VMs (one per rank) never reads another VM's slot: it looks the name up
//! again. This is CPython's idea (3.11's `LOAD_GLOBAL` caches the dict's keys version and an
//! index) with a simpler key: slots never move, so the table's identity is the whole key.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use crate::code::CodeObject;
use crate::table::DictTable;
use crate::value::{FastMap, Value};

thread_local! {
    static NEXT_ID: Cell<u64> = const { Cell::new(1) };
}

#[derive(Debug)]
struct Slot {
    value: Option<Value>,
    builtin: Option<Value>,
}

#[derive(Debug)]
pub(crate) struct Globals {
    id: u64,
    index: FastMap<Rc<str>, u32>,
    slots: Vec<Slot>,
    /// Once the program has asked for `globals()`: the names live in this dict, which it may
    /// read and write, and the slots keep only the builtins (`LoadGlobal` then goes the general
    /// way, through the dict). Few programs ask; those that do pay a dict lookup per global.
    dict: Option<Rc<RefCell<DictTable>>>,
}

impl Default for Globals {
    fn default() -> Self {
        Globals {
            id: NEXT_ID.with(|n| n.replace(n.get() + 1)),
            index: FastMap::default(),
            slots: Vec::new(),
            dict: None,
        }
    }
}

impl Globals {
    /// The global named `name` (not a builtin).
    pub(crate) fn get(&self, name: &str) -> Option<Value> {
        if let Some(d) = &self.dict {
            return d.borrow().get_plain(&Value::str(name)).cloned();
        }
        let &i = self.index.get(name)?;
        self.slots[i as usize].value.clone()
    }

    pub(crate) fn insert(
        &mut self,
        name: Rc<str>,
        v: Value,
        builtins: &FastMap<&'static str, Value>,
    ) {
        if let Some(d) = &self.dict {
            d.borrow_mut().insert_plain(Value::Str(name), v);
            return;
        }
        let i = self.slot_of(&name, builtins);
        self.slots[i as usize].value = Some(v);
    }

    pub(crate) fn remove(&mut self, name: &str) -> Option<Value> {
        if let Some(d) = &self.dict {
            let key = Value::str(name);
            let old = d.borrow().get_plain(&key).cloned()?;
            let kept: Vec<(Value, Value)> = d
                .borrow()
                .iter()
                .filter(|(k, _)| !matches!(k, Value::Str(s) if &**s == name))
                .cloned()
                .collect();
            *d.borrow_mut() = DictTable::from_pairs(kept);
            return Some(old);
        }
        let &i = self.index.get(name)?;
        self.slots[i as usize].value.take()
    }

    /// Every global's value (the run's end: `Drop for Vm`).
    pub(crate) fn values(&self) -> Vec<Value> {
        if let Some(d) = &self.dict {
            return d.borrow().iter().map(|(_, v)| v.clone()).collect();
        }
        self.slots.iter().filter_map(|s| s.value.clone()).collect()
    }

    /// The names bound now, in the order their slots were made (the dict's, once there is one).
    pub(crate) fn bound_names(&self) -> Vec<Rc<str>> {
        if let Some(d) = &self.dict {
            return d
                .borrow()
                .iter()
                .filter_map(|(k, _)| match k {
                    Value::Str(s) => Some(s.clone()),
                    _ => None,
                })
                .collect();
        }
        let mut names: Vec<(u32, Rc<str>)> = self
            .index
            .iter()
            .filter(|(_, &i)| self.slots[i as usize].value.is_some())
            .map(|(n, &i)| (i, n.clone()))
            .collect();
        tpu_emu::sort::sort_by_key(&mut names, |(i, _)| *i);
        names.into_iter().map(|(_, n)| n).collect()
    }

    /// `globals()`: the module's names as a dict the program shares with the VM from now on.
    pub(crate) fn live_dict(&mut self) -> Rc<RefCell<DictTable>> {
        if let Some(d) = &self.dict {
            return d.clone();
        }
        let mut names: Vec<(u32, Rc<str>)> =
            self.index.iter().map(|(n, &i)| (i, n.clone())).collect();
        tpu_emu::sort::sort_by_key(&mut names, |(i, _)| *i);
        let pairs: Vec<(Value, Value)> = names
            .into_iter()
            .filter_map(|(i, n)| {
                self.slots[i as usize]
                    .value
                    .take()
                    .map(|v| (Value::Str(n), v))
            })
            .collect();
        let d = Rc::new(RefCell::new(DictTable::from_pairs(pairs)));
        self.dict = Some(d.clone());
        d
    }

    /// `LoadGlobal` once the names live in the dict: the global, else the builtin.
    pub(crate) fn load_from_dict(
        &mut self,
        code: &CodeObject,
        i: u32,
        builtins: &FastMap<&'static str, Value>,
    ) -> Option<Value> {
        let d = self.dict.clone()?;
        let name = &code.names[i as usize];
        if let Some(v) = d.borrow().get_plain(&Value::Str(name.clone())) {
            return Some(v.clone());
        }
        let slot = self.cached_slot(code, i, builtins);
        self.slots[slot as usize].builtin.clone()
    }

    /// CPython's shutdown of `__main__`: the slots to clear, in the order their names were made
    /// (as CPython 3.11's shutdown frees `__main__`'s dict; dunders kept).
    pub(crate) fn shutdown_order(&self) -> Vec<u32> {
        let mut names: Vec<(u32, &Rc<str>)> = self.index.iter().map(|(n, &i)| (i, n)).collect();
        tpu_emu::sort::sort_by_key(&mut names, |(i, _)| *i);
        names
            .into_iter()
            .filter(|(_, n)| !n.starts_with("__"))
            .map(|(i, _)| i)
            .collect()
    }

    /// The values of the names [`Globals::shutdown_order`] clears, in that order (the live
    /// dict's order once `globals()` made one).
    pub(crate) fn shutdown_values(&self) -> Vec<Value> {
        if let Some(d) = &self.dict {
            return d
                .borrow()
                .iter()
                .filter(|(k, _)| !matches!(k, Value::Str(n) if n.starts_with("__")))
                .map(|(_, v)| v.clone())
                .collect();
        }
        self.shutdown_order()
            .into_iter()
            .filter_map(|i| self.slots[i as usize].value.clone())
            .collect()
    }

    /// Sets slot `i` to None (shutdown); the old value drops after the slot holds None, as
    /// CPython's `PyDict_SetItem` does.
    pub(crate) fn clear_for_shutdown(&mut self, i: u32) {
        let slot = &mut self.slots[i as usize];
        if slot.value.is_some() {
            let old = slot.value.replace(Value::None);
            drop(old);
        }
    }

    /// `builtins.name = v`: the builtin `name`'s slot now falls back to `v`.
    pub(crate) fn rebind_builtin(&mut self, name: &str, v: Value) {
        if let Some(&i) = self.index.get(name) {
            self.slots[i as usize].builtin = Some(v);
        }
    }

    /// The slot of `name`, made (with its builtin) when it has none.
    fn slot_of(&mut self, name: &Rc<str>, builtins: &FastMap<&'static str, Value>) -> u32 {
        if let Some(&i) = self.index.get(name) {
            return i;
        }
        let i = self.slots.len() as u32;
        self.slots.push(Slot {
            value: None,
            builtin: builtins.get(&**name).cloned(),
        });
        self.index.insert(name.clone(), i);
        i
    }

    /// The slot of `code`'s name `i`, remembered in `code` for the next time.
    #[inline]
    fn cached_slot(
        &mut self,
        code: &CodeObject,
        i: u32,
        builtins: &FastMap<&'static str, Value>,
    ) -> u32 {
        let cached = code
            .global_slots
            .borrow()
            .get(i as usize)
            .and_then(|&(id, slot)| (id == self.id).then_some(slot));
        match cached {
            Some(slot) => slot,
            None => {
                let slot = self.slot_of(&code.names[i as usize], builtins);
                let mut cache = code.global_slots.borrow_mut();
                if cache.len() < code.names.len() {
                    cache.resize(code.names.len(), (0, 0));
                }
                cache[i as usize] = (self.id, slot);
                slot
            }
        }
    }

    /// `StoreGlobal(i)` of `code`: by the remembered slot, as loads are.
    #[inline]
    pub(crate) fn store(
        &mut self,
        code: &CodeObject,
        i: u32,
        v: Value,
        builtins: &FastMap<&'static str, Value>,
    ) {
        if let Some(d) = &self.dict {
            d.borrow_mut()
                .insert_plain(Value::Str(code.names[i as usize].clone()), v);
            return;
        }
        let slot = self.cached_slot(code, i, builtins);
        self.slots[slot as usize].value = Some(v);
    }

    /// What `LoadGlobal(i)` of `code` reads: the global, else the builtin, else `None` (a
    /// `NameError`). Its slot is remembered in `code` for the next time.
    #[inline]
    pub(crate) fn load(
        &mut self,
        code: &CodeObject,
        i: u32,
        builtins: &FastMap<&'static str, Value>,
    ) -> Option<&Value> {
        if self.dict.is_some() {
            // The dict answers, on the general path (`load_from_dict`).
            return None;
        }
        let slot = self.cached_slot(code, i, builtins);
        let s = &self.slots[slot as usize];
        s.value.as_ref().or(s.builtin.as_ref())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtins;

    #[test]
    fn a_global_shadows_a_builtin_until_deleted_and_two_tables_never_share_a_cached_slot() {
        let b = builtins::table(&[]);
        let code = CodeObject {
            names: vec![Rc::from("len"), Rc::from("x")],
            ..CodeObject::default()
        };
        let mut g = Globals::default();
        // `len` is the builtin, and `x` is unbound, until stored.
        assert!(matches!(g.load(&code, 0, &b), Some(Value::Native(_))));
        assert!(g.load(&code, 1, &b).is_none());
        g.insert(Rc::from("len"), Value::Int(3), &b);
        g.insert(Rc::from("x"), Value::Int(7), &b);
        assert!(matches!(g.load(&code, 0, &b), Some(Value::Int(3))));
        assert!(matches!(g.load(&code, 1, &b), Some(Value::Int(7))));
        assert!(matches!(g.remove("len"), Some(Value::Int(3))));
        assert!(matches!(g.load(&code, 0, &b), Some(Value::Native(_))));
        // A second table (another rank's VM) with other slots, through the same code object.
        let mut h = Globals::default();
        h.insert(Rc::from("y"), Value::Int(1), &b);
        h.insert(Rc::from("x"), Value::Int(9), &b);
        assert!(matches!(h.load(&code, 1, &b), Some(Value::Int(9))));
        assert!(matches!(g.load(&code, 1, &b), Some(Value::Int(7))));
    }
}
