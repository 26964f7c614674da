//! Loads and stores of names: constants, a frame's slots, closure cells, globals, and a class
//! body's namespace.

use super::super::fast::Fast;
use super::super::globals::Globals;
use super::super::push::{self, push_copy};
use super::super::step::{next, pop};
use super::super::{Frame, Step, Vm};
use crate::code::CodeObject;
use crate::errors::PyErr;
use crate::value::{FastMap, Value};

// The general path (`Vm::step`).
impl Vm {
    pub(in super::super) fn load_const(
        &mut self,
        fi: usize,
        i: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let v = frame.code.consts[i as usize].clone();
        frame.stack.push(v);
        next(frame, next_pc)
    }

    pub(in super::super) fn load_fast(
        &mut self,
        fi: usize,
        i: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        match &frame.locals[i as usize] {
            Some(v) => {
                let v = v.clone();
                frame.stack.push(v);
            }
            None => {
                let name = frame.code.locals[i as usize].clone();
                return Err(PyErr::new(
                    "UnboundLocalError",
                    format!("cannot access local variable '{name}' where it is not associated with a value"),
                ));
            }
        }
        next(frame, next_pc)
    }

    pub(in super::super) fn store_fast(
        &mut self,
        fi: usize,
        i: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let v = pop(frame);
        frame.locals[i as usize] = Some(v);
        next(frame, next_pc)
    }

    pub(in super::super) fn delete_fast(
        &mut self,
        fi: usize,
        i: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        if frame.locals[i as usize].take().is_none() {
            let name = frame.code.locals[i as usize].clone();
            return Err(PyErr::new(
                "UnboundLocalError",
                format!(
                    "cannot access local variable '{name}' where it is not associated with a value"
                ),
            ));
        }
        next(frame, next_pc)
    }

    pub(in super::super) fn load_deref(
        &mut self,
        fi: usize,
        i: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let v = frame.cells[i as usize].borrow().clone();
        match v {
            Some(v) => frame.stack.push(v),
            None => {
                let name = cell_name(&frame.code, i);
                let e = PyErr::new(
                    "NameError",
                    format!("cannot access free variable '{name}' where it is not associated with a value in enclosing scope"),
                );
                return Err(self.with_suggestion(fi, &name, e));
            }
        }
        next(frame, next_pc)
    }

    pub(in super::super) fn delete_deref(
        &mut self,
        fi: usize,
        i: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        if frame.cells[i as usize].borrow_mut().take().is_none() {
            let name = cell_name(&frame.code, i);
            if i as usize >= frame.code.cellvars.len() {
                return Err(PyErr::new(
                    "NameError",
                    format!("cannot access free variable '{name}' where it is not associated with a value in enclosing scope"),
                ));
            }
            return Err(PyErr::new(
                "UnboundLocalError",
                format!(
                    "cannot access local variable '{name}' where it is not associated with a value"
                ),
            ));
        }
        next(frame, next_pc)
    }

    pub(in super::super) fn store_deref(
        &mut self,
        fi: usize,
        i: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let v = pop(frame);
        *frame.cells[i as usize].borrow_mut() = Some(v);
        next(frame, next_pc)
    }

    pub(in super::super) fn load_globals(
        &mut self,
        fi: usize,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let d = self.scope_globals(fi)?;
        let frame = &mut self.frames[fi];
        frame.stack.push(d);
        next(frame, next_pc)
    }

    /// `globals()` in frame `fi`: the module's names (or exec'd code's dict), live.
    pub(crate) fn scope_globals(&mut self, fi: usize) -> Result<Value, PyErr> {
        if let Some(d) = self.exec_globals(&self.frames[fi].code) {
            return Ok(Value::Dict(d));
        }
        if let Some(unit) = &self.frames[fi].code.lib {
            // A library module's names as a dict: a copy, as `vars(module)` (the VM keeps a
            // module's names in the module; a store into the dict does not reach it).
            return match self.modules.get(&unit.module) {
                Some(Value::Module(m)) => Ok(m.namespace()),
                _ => Err(PyErr::runtime_error(format!(
                    "internal error: module '{}' is not loaded",
                    unit.module
                ))),
            };
        }
        Ok(Value::Dict(self.globals.live_dict()))
    }

    /// `EnterNamespace(k)`: the frame's names live in the dict constant `k` (`crate::exec`).
    pub(in super::super) fn enter_namespace(
        &mut self,
        fi: usize,
        k: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let Value::Dict(d) = &frame.code.consts[k as usize] else {
            return Err(PyErr::runtime_error(
                "internal error: EnterNamespace without a dict",
            ));
        };
        frame.ns = Some(crate::exec::namespace_over(d.clone()));
        next(frame, next_pc)
    }

    pub(in super::super) fn load_locals(
        &mut self,
        fi: usize,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let d = self.scope_locals(fi)?;
        let frame = &mut self.frames[fi];
        frame.stack.push(d);
        next(frame, next_pc)
    }

    /// `locals()` in frame `fi`: a class body's namespace itself, the module's globals, or a
    /// function's locals in the frame's one dict (CPython's `f_locals`): each call writes the
    /// slots' values into it and drops the names unbound since, keeping what else is there.
    pub(crate) fn scope_locals(&mut self, fi: usize) -> Result<Value, PyErr> {
        let frame = &mut self.frames[fi];
        if let Some(m) = &frame.ns_map {
            // A class body under a `__prepare__` mapping: the mapping itself, as CPython's.
            return Ok(m.clone());
        }
        if let Some(ns) = &frame.ns {
            // A class body's (or exec'd code's) namespace itself, live, as CPython's: what
            // `exec` writes there is the class's.
            return Ok(Value::Dict(ns.borrow_mut().live_dict()));
        }
        if frame.code.is_module {
            return self.scope_globals(fi);
        }
        let code = &frame.code;
        let dict = frame.f_locals.get_or_insert_with(Default::default).clone();
        let mut d = dict.borrow_mut();
        let mut put = |name: &std::rc::Rc<str>, v: Option<Value>| {
            let k = Value::Str(name.clone());
            match v {
                Some(v) => d.insert_plain(k, v),
                None => {
                    if let Some(h) = crate::table::hash_native(&k).ok().flatten() {
                        if let crate::table::Find::Hit(i) = d.find(h, &k) {
                            d.remove_at(i);
                        }
                    }
                }
            }
        };
        for (name, v) in code.locals.iter().zip(frame.locals.iter()) {
            // The compiler's hidden slots (`.t1`, a comprehension's `.0`) are no names.
            if !name.starts_with('.') {
                put(name, v.clone());
            }
        }
        let names = code.cellvars.iter().chain(code.freevars.iter());
        for (name, cell) in names.zip(frame.cells.iter()) {
            put(name, cell.borrow().clone());
        }
        drop(d);
        Ok(Value::Dict(dict))
    }

    /// `name 'x' is not defined`, with the name CPython's display would offer after it (the
    /// frame's local variables, its globals, the builtins: [`crate::suggest::for_name`]).
    fn name_error(&self, fi: usize, name: &str) -> PyErr {
        self.with_suggestion(fi, name, PyErr::name_error(name))
    }

    /// A NameError about `name` (not defined, or a free variable unbound) with its suggestion.
    fn with_suggestion(&self, fi: usize, name: &str, mut e: PyErr) -> PyErr {
        let code = &self.frames[fi].code;
        let locals: Vec<&str> = match code.is_module || code.is_class_body {
            true => Vec::new(),
            false => code.locals.iter().map(|s| &**s).collect(),
        };
        let bound = self.globals.bound_names();
        let globals: Vec<&str> = bound.iter().map(|s| &**s).collect();
        e.set_suggestion(crate::suggest::for_name(name, &locals, &globals));
        e
    }

    pub(in super::super) fn load_global(
        &mut self,
        fi: usize,
        i: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let code = &self.frames[fi].code;
        let v = match self.globals.load(code, i, &self.builtins) {
            Some(v) => v.clone(),
            None => match self.globals.load_from_dict(code, i, &self.builtins) {
                Some(v) => v,
                None => {
                    let name = &code.names[i as usize];
                    match self.added_builtin(name) {
                        Some(v) => v,
                        None => {
                            let name = name.clone();
                            return Err(self.name_error(fi, &name));
                        }
                    }
                }
            },
        };
        let frame = &mut self.frames[fi];
        frame.stack.push(v);
        next(frame, next_pc)
    }

    pub(in super::super) fn store_global(
        &mut self,
        fi: usize,
        i: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let v = pop(frame);
        self.globals.store(&frame.code, i, v, &self.builtins);
        next(frame, next_pc)
    }

    pub(in super::super) fn delete_global(
        &mut self,
        fi: usize,
        i: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let name = frame.code.names[i as usize].clone();
        if self.globals.remove(&name).is_none() {
            return Err(PyErr::name_error(&name));
        }
        next(frame, next_pc)
    }

    pub(in super::super) fn load_name(
        &mut self,
        fi: usize,
        i: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let name = frame.code.names[i as usize].clone();
        if let Some(m) = frame.ns_map.clone() {
            // A `__prepare__`'s mapping: `ns[name]`, else the globals and builtins.
            let fallback = match self.globals.get(&name) {
                Some(v) => Some(v),
                None => self.builtins.get(&*name).cloned(),
            };
            let r = crate::dunder::getitem(&mut self.ctx, &m, &Value::Str(name.clone()));
            let r = crate::conts::NameFallback::attach(r, name, fallback);
            return self.complete(fi, 0, r, next_pc);
        }
        let local = frame.ns.as_ref().and_then(|ns| ns.borrow().get(&name));
        let v = match local {
            Some(v) => v,
            None => match self.globals.get(&name) {
                Some(v) => v,
                None => match self.builtins.get(&*name) {
                    Some(v) => v.clone(),
                    None => match self.added_builtin(&name) {
                        Some(v) => v,
                        None => return Err(self.name_error(fi, &name)),
                    },
                },
            },
        };
        self.frames[fi].stack.push(v);
        next(&mut self.frames[fi], next_pc)
    }

    pub(in super::super) fn delete_name(
        &mut self,
        fi: usize,
        i: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let name = frame.code.names[i as usize].clone();
        if let Some(m) = frame.ns_map.clone() {
            let key = Value::Str(name.clone());
            let r = crate::dunder::delitem(&mut self.ctx, &m, &key).map(|_| Value::None);
            // A KeyError is CPython's NameError.
            let r = crate::conts::NameFallback::attach(r, name, None).map(|_| ());
            return self.complete_none(fi, 0, r, next_pc);
        }
        let gone = match &frame.ns {
            Some(ns) => ns.borrow_mut().remove(&name).is_some(),
            None => self.globals.remove(&name).is_some(),
        };
        if !gone {
            return Err(PyErr::name_error(&name));
        }
        next(frame, next_pc)
    }

    pub(in super::super) fn store_name(
        &mut self,
        fi: usize,
        i: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let name = frame.code.names[i as usize].clone();
        let v = pop(frame);
        if let Some(m) = frame.ns_map.clone() {
            let r = crate::dunder::setitem(&mut self.ctx, &m, &Value::Str(name), v);
            return self.complete_none(fi, 0, r, next_pc);
        }
        match &frame.ns {
            Some(ns) => {
                ns.borrow_mut().set_rc(&name, v);
            }
            None => {
                self.globals.insert(name, v, &self.builtins);
            }
        }
        next(frame, next_pc)
    }
}

fn cell_name(code: &CodeObject, i: u32) -> String {
    let i = i as usize;
    code.cellvars
        .get(i)
        .or_else(|| code.freevars.get(i.wrapping_sub(code.cellvars.len())))
        .map(|s| s.to_string())
        .unwrap_or_else(|| "?".into())
}

// The fast loop (`Vm::run_fast`).

#[inline(always)]
pub(in super::super) fn fast_load_fast(frame: &mut Frame, i: u32) -> Fast {
    let stack = &mut frame.stack;
    match &frame.locals[i as usize] {
        Some(v) => push_copy(stack, v),
        None => return Fast::Stop,
    }
    Fast::Next
}

/// `LoadFast(i)` followed by `LoadFast(j)` (`a + b`, `f(x, y)`): both pushed for one dispatch
/// (CPython's LOAD_FAST__LOAD_FAST), the loop counting the second. An unbound second slot leaves
/// the second load to its own turn.
#[inline(always)]
pub(in super::super) fn fast_load_fast2(
    frame: &mut Frame,
    i: u32,
    j: u32,
    pc: &mut usize,
    n: &mut u64,
) -> Fast {
    let stack = &mut frame.stack;
    match &frame.locals[i as usize] {
        Some(v) => push_copy(stack, v),
        None => return Fast::Stop,
    }
    if let Some(w) = &frame.locals[j as usize] {
        push_copy(stack, w);
        *pc += 1;
        *n += 1;
    }
    Fast::Next
}

/// `LoadDeref(i)`: a closure cell's value (an empty cell's NameError is the general path's).
#[inline(always)]
pub(in super::super) fn fast_load_deref(frame: &mut Frame, i: u32) -> Fast {
    let v = match frame.cells.get(i as usize) {
        Some(cell) => match &*cell.borrow() {
            Some(v) => v.clone(),
            None => return Fast::Stop,
        },
        None => return Fast::Stop,
    };
    frame.stack.push(v);
    Fast::Next
}

/// `StoreDeref(i)`.
#[inline(always)]
pub(in super::super) fn fast_store_deref(frame: &mut Frame, i: u32) -> Fast {
    if frame.cells.len() <= i as usize || frame.stack.is_empty() {
        return Fast::Stop;
    }
    let v = frame.stack.pop();
    let old = std::mem::replace(&mut *frame.cells[i as usize].borrow_mut(), v);
    // Dropped after the cell's borrow ends (a finalizer may read the cell).
    drop(old);
    Fast::Next
}

#[inline(always)]
pub(in super::super) fn fast_store_fast(frame: &mut Frame, i: u32) -> Fast {
    let stack = &mut frame.stack;
    let slot = &mut frame.locals[i as usize];
    let len = stack.len();
    match stack.last() {
        Some(&Value::Int(x)) => push::store_slot(slot, Value::Int(x)),
        Some(&Value::Float(x)) => push::store_slot(slot, Value::Float(x)),
        Some(_) => {
            *slot = stack.pop();
            return Fast::Next;
        }
        None => return Fast::Stop,
    }
    // A scalar was copied field by field: dropping it from the stack is free.
    debug_assert!(len > 0);
    push::pop_plain(stack, 1);
    Fast::Next
}

#[inline(always)]
pub(in super::super) fn fast_load_const(frame: &mut Frame, code: &CodeObject, i: u32) -> Fast {
    push_copy(&mut frame.stack, &code.consts[i as usize]);
    Fast::Next
}

/// `StoreGlobal(i)`: a module-level store (`x = ...` in a loop at the top of a program).
#[inline(always)]
pub(in super::super) fn fast_store_global(
    frame: &mut Frame,
    code: &CodeObject,
    i: u32,
    globals: &mut Globals,
    builtins: &FastMap<&'static str, Value>,
) -> Fast {
    let Some(v) = frame.stack.pop() else {
        return Fast::Stop;
    };
    globals.store(code, i, v, builtins);
    Fast::Next
}

#[inline(always)]
pub(in super::super) fn fast_load_global(
    frame: &mut Frame,
    code: &CodeObject,
    i: u32,
    globals: &mut Globals,
    builtins: &FastMap<&'static str, Value>,
) -> Fast {
    let Some(v) = globals.load(code, i, builtins) else {
        return Fast::Stop;
    };
    push_copy(&mut frame.stack, v);
    Fast::Next
}

/// `LoadLibGlobal(i)` where the general path found it before and no module's names have
/// changed since (`remember_lib_global` in `vm/import.rs`): the value from its module's place,
/// or the builtin. Anything else stops the loop.
#[inline(always)]
pub(in super::super) fn fast_load_lib_global(
    frame: &mut Frame,
    code: &CodeObject,
    i: u32,
    builtins: &FastMap<&'static str, Value>,
) -> Fast {
    use crate::code::LibFound;
    let cache = code.lib_globals.borrow();
    let Some(entry) = cache.get(i as usize) else {
        return Fast::Stop;
    };
    if entry.epoch != crate::value::namespace_epoch() {
        return Fast::Stop;
    }
    let v = match &entry.found {
        LibFound::Module(m, at) => match m.upgrade().and_then(|m| m.value_at(*at)) {
            Some(v) => v,
            None => return Fast::Stop,
        },
        LibFound::Builtin => match builtins.get(&*code.names[i as usize]) {
            Some(v) => v.clone(),
            None => return Fast::Stop,
        },
        LibFound::Nothing => return Fast::Stop,
    };
    drop(cache);
    frame.stack.push(v);
    Fast::Next
}
