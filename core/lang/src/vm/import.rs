//! `import`: native modules and library files (`crate::library`), each loaded once per run.
//!
//! `import a.b.c` loads `a`, `a.b`, `a.b.c` in turn, as CPython does. A native module is made by its
//! pack; a library file's body runs as a frame of its own (so it can import, raise and wait for a
//! device read like any code) in its module's namespace, which is the native module's when the name
//! has both. The module is entered in [`Vm::modules`] (`sys.modules`) before its body runs, so a
//! circular import sees the partial module, and a second import finds it. While a body runs, the
//! importing instruction has not advanced: when the body returns (a `Discard` frame) the
//! instruction runs again and goes on to the next part of the name.
//!
//! Library code keeps its globals in its module's namespace: `LoadLibGlobal` and friends look
//! the module up by the name its code carries ([`LibUnit::module`]), then the builtins.

use std::cell::RefCell;
use std::rc::Rc;

use super::{Frame, FrameKind, Step, Vm};
use crate::code::{CodeObject, Instr};
use crate::errors::PyErr;
use crate::library;
use crate::native::{Flow, Then};
use crate::table::DictTable;
use crate::value::{Module, Value};

fn not_found(name: &str) -> PyErr {
    PyErr::new("ModuleNotFoundError", format!("No module named '{name}'"))
}

impl Vm {
    /// `ImportName(i)`: pushes the module, or runs a library module's body first.
    pub(super) fn import_name(&mut self, fi: usize, i: u32, next_pc: usize) -> Result<Step, PyErr> {
        let name = self.frames[fi].code.names[i as usize].clone();
        if let Some(m) = self.import(&name)? {
            let f = &mut self.frames[fi];
            f.stack.push(m);
            f.pc = next_pc;
        }
        Ok(Step::Next)
    }

    /// `ImportFrom(i)`: the module's attribute, else its submodule of that name.
    pub(super) fn import_from(&mut self, fi: usize, i: u32, next_pc: usize) -> Result<Step, PyErr> {
        let name = self.frames[fi].code.names[i as usize].clone();
        let module = self.frames[fi].stack.last().cloned().unwrap_or(Value::None);
        let Value::Module(m) = &module else {
            // Not a module object (a native value bound in `sys.modules`): its attribute, the
            // module staying under it.
            let r = crate::dunder::getattr(&mut self.ctx, &module, &name);
            return self.complete(fi, 0, r, next_pc);
        };
        if let Some(v) = m.get(&name) {
            let f = &mut self.frames[fi];
            f.stack.push(v);
            f.pc = next_pc;
            return Ok(Step::Next);
        }
        let full = format!("{}.{name}", m.name);
        if library::find(&full).is_none() && !self.modules.contains_key(full.as_str()) {
            // A native submodule, then the module's `__getattr__` (PEP 562); else CPython's
            // ImportError.
            if library::native(&mut self.ctx, &full).is_none() {
                // (CPython names where the module's file is; a built-in one has none.)
                let place = match m.name.as_str() {
                    "builtins" | "sys" | "time" => " (unknown location)",
                    _ => "",
                };
                let refusal = PyErr::new(
                    "ImportError",
                    format!("cannot import name '{name}' from '{}'{place}", m.name),
                );
                if m.get("__getattr__").is_some() {
                    // Its AttributeError is the statement's ImportError, as CPython's
                    // (`try: from collections import Mapping` / `except ImportError:`).
                    let r = match crate::dunder::getattr(&mut self.ctx, &module, &name) {
                        Err(Flow::Raise(e)) if e.derives_from("AttributeError") => {
                            Err(Flow::Raise(refusal))
                        }
                        Err(Flow::Call(mut call)) if matches!(call.then, Then::Tail) => {
                            call.then = Then::Resume(Box::new(ImportedByGetattr(refusal)));
                            Err(Flow::Call(call))
                        }
                        r => r,
                    };
                    return self.complete(fi, 0, r, next_pc);
                }
                return Err(refusal);
            }
        }
        if let Some(v) = self.import(&full)? {
            let f = &mut self.frames[fi];
            f.stack.push(v);
            f.pc = next_pc;
        }
        Ok(Step::Next)
    }

    /// `ImportStar`: binds the module's public names (its `__all__`, else each name without a
    /// leading underscore) in the namespace the statement runs in.
    pub(super) fn import_star(&mut self, fi: usize, next_pc: usize) -> Result<Step, PyErr> {
        if let Some(step) = self.star_fill(fi)? {
            return Ok(step);
        }
        let module = self.frames[fi].stack.pop().unwrap_or(Value::None);
        let Value::Module(m) = &module else {
            return Err(PyErr::type_error(
                "from ... import * needs a module, not a value bound in sys.modules",
            ));
        };
        let names: Vec<(String, Value)> = match m.get("__all__") {
            Some(all @ (Value::List(_) | Value::Tuple(_))) => {
                let listed = match &all {
                    Value::List(l) => l.borrow().clone(),
                    Value::Tuple(t) => t.to_vec(),
                    _ => Vec::new(),
                };
                let mut out = Vec::with_capacity(listed.len());
                for n in listed {
                    let Value::Str(n) = &n else {
                        return Err(PyErr::type_error(format!(
                            "Item in {}.__all__ must be str, not {}",
                            m.name,
                            n.type_name()
                        )));
                    };
                    let v = m.get(n).ok_or_else(|| {
                        PyErr::new(
                            "AttributeError",
                            format!("module '{}' has no attribute '{n}'", m.name),
                        )
                    })?;
                    out.push((n.to_string(), v));
                }
                out
            }
            _ => m
                .pairs()
                .into_iter()
                .filter(|(n, _)| !n.starts_with('_'))
                .collect(),
        };
        let code = self.frames[fi].code.clone();
        if let Some(ns) = self.frames[fi].ns.clone() {
            let mut ns = ns.borrow_mut();
            for (n, v) in names {
                ns.set(&n, v);
            }
        } else if code.lib.is_some() {
            let ns = self.namespace(&code)?;
            for (n, v) in names {
                ns.set(&n, v);
            }
        } else {
            for (n, v) in names {
                self.globals.insert(Rc::from(n.as_str()), v, &self.builtins);
            }
        }
        let f = &mut self.frames[fi];
        f.pc = next_pc;
        Ok(Step::Next)
    }

    /// Names of the module's `__all__` that its `__getattr__` makes (PEP 562), as CPython's star
    /// import gets them by `getattr`: the prelude's `_star_fill` makes each and sets it on the
    /// module, in a frame of its own, and the instruction (its pc not advanced, the module still
    /// on the stack) runs again. `None` when nothing is missing.
    fn star_fill(&mut self, fi: usize) -> Result<Option<Step>, PyErr> {
        let m = match self.frames[fi].stack.last() {
            Some(Value::Module(m)) => m.clone(),
            _ => return Ok(None),
        };
        if m.get("__getattr__").is_none() {
            return Ok(None);
        }
        let listed = match &m.get("__all__") {
            Some(Value::List(l)) => l.borrow().clone(),
            Some(Value::Tuple(t)) => t.to_vec(),
            _ => return Ok(None),
        };
        let missing: Vec<Value> = listed
            .into_iter()
            .filter(|n| matches!(n, Value::Str(s) if m.get(s).is_none()))
            .collect();
        if missing.is_empty() {
            return Ok(None);
        }
        let fill = self
            .ctx
            .prelude
            .as_ref()
            .and_then(|p| p.get("_star_fill"))
            .ok_or_else(|| PyErr::runtime_error("internal error: no _prelude._star_fill"))?;
        let args = crate::native::Args {
            pos: vec![Value::Module(m), Value::list(missing)],
            kw: Vec::new(),
        };
        self.start_call(fill, args, FrameKind::Discard).map(Some)
    }

    /// Imports `name` and its parents: `Some(module)` when all are loaded, `None` when a library
    /// module's body was pushed (the instruction runs again when it returns).
    fn import(&mut self, name: &str) -> Result<Option<Value>, PyErr> {
        let mut from = 0;
        loop {
            let end = name[from..].find('.').map_or(name.len(), |k| from + k);
            let part = &name[..end];
            if !self.modules.contains_key(part) && self.load(part)? {
                return Ok(None);
            }
            if end == name.len() {
                return Ok(self.modules.get(name).cloned());
            }
            from = end + 1;
        }
    }

    /// Loads module `name`, whose parents are loaded. `true`: its library body was pushed.
    pub(super) fn load(&mut self, name: &str) -> Result<bool, PyErr> {
        // What the program entered in `sys.modules` itself (`sys.modules["__main__"]` is sys.py's).
        let entered = self
            .sys_modules()
            .and_then(|d| d.borrow().get_plain(&Value::str(name)).cloned());
        if let Some(v) = entered {
            if matches!(v, Value::None) {
                // `sys.modules[name] = None` blocks the import (how a program hides an
                // accelerator module, `sys.modules['_pickle'] = None`).
                return Err(PyErr::new(
                    "ModuleNotFoundError",
                    format!("import of {name} halted; None in sys.modules"),
                ));
            }
            self.modules.insert(Rc::from(name), v);
            return Ok(false);
        }
        if name == "builtins" {
            // The VM's builtins as a module; a name a program adds to it is a global's fallback
            // (`Vm::added_builtin`), one looked up where a NameError would be raised.
            let m = Module::new(name);
            // (The host's exception classes are in the table under dotted names: not builtins.)
            for (n, v) in self.builtins.iter().filter(|(n, _)| !n.contains('.')) {
                m.set(n, v.clone());
            }
            m.set("__name__", Value::str(name));
            m.set("__debug__", Value::Bool(true));
            m.set("True", Value::Bool(true));
            m.set("False", Value::Bool(false));
            m.set("None", Value::None);
            self.bind(name, Value::Module(m));
            return Ok(false);
        }
        let native = library::native(&mut self.ctx, name).transpose()?;
        let file = library::find(name);
        let (module, (path, package)) = match (native, file) {
            (None, None) => return Err(not_found(name)),
            (Some(v), None) => {
                if let Value::Module(m) = &v {
                    if m.get("__name__").is_none() {
                        m.set("__name__", Value::str(name));
                    }
                }
                self.bind(name, v);
                return Ok(false);
            }
            (Some(Value::Module(ref m)), Some(f)) => (m.clone(), f),
            (Some(_), Some(_)) => {
                return Err(PyErr::runtime_error(format!(
                    "internal error: the native part of '{name}' is not a module"
                )))
            }
            (None, Some(f)) => (Module::new(name), f),
        };
        let code = library::code_for(name, path, package)?;
        if module.get("__name__").is_none() {
            module.set("__name__", Value::str(name));
        }
        self.bind(name, Value::Module(module));
        if self.frames.len() >= self.frame_limit() {
            return Err(PyErr::new(
                "RecursionError",
                "maximum recursion depth exceeded",
            ));
        }
        self.frames
            .push(Box::new(Frame::new(code, FrameKind::Discard)));
        Ok(true)
    }

    /// Enters a loaded module in `sys.modules` and as an attribute of its parent package.
    ///
    /// The VM's own table is what `import` reads; once `sys` is imported, its `modules` dict
    /// mirrors it (made from the table when `sys` is bound, then kept in step here), and an
    /// entry a program puts there itself (`sys.modules["m"] = obj`) is what `import m` finds.
    fn bind(&mut self, name: &str, v: Value) {
        if let Some((parent, last)) = name.rsplit_once('.') {
            if let Some(Value::Module(p)) = self.modules.get(parent) {
                p.set(last, v.clone());
            }
        }
        self.modules.insert(Rc::from(name), v.clone());
        if let Some(d) = self.sys_modules() {
            d.borrow_mut().insert_plain(Value::str(name), v);
        } else if let (true, Value::Module(sys)) = (name == "sys", &v) {
            let mut names: Vec<&Rc<str>> = self.modules.keys().collect();
            names.sort();
            let pairs = names
                .into_iter()
                .map(|n| (Value::Str(n.clone()), self.modules[n].clone()));
            sys.set(
                "modules",
                Value::Dict(Rc::new(RefCell::new(DictTable::from_pairs(pairs)))),
            );
        }
    }

    /// `sys.modules`, once `sys` is imported.
    fn sys_modules(&self) -> Option<Rc<RefCell<DictTable>>> {
        match self.modules.get("sys")? {
            Value::Module(m) => match m.get("modules")? {
                Value::Dict(ref d) => Some(d.clone()),
                _ => None,
            },
            _ => None,
        }
    }

    /// `builtins.name = v`: code that calls `name` afterwards finds `v`, as CPython looks a name
    /// up in the module's globals, then in the builtins (the slots' remembered builtin and the
    /// table library code reads are updated; a new name is found through `added_builtin`).
    pub(crate) fn rebind_builtin(&mut self, name: &str, v: Value) {
        if let Some(slot) = self.builtins.get_mut(name) {
            *slot = v.clone();
            self.globals.rebind_builtin(name, v);
        }
    }

    /// A name the program set on the `builtins` module, which the VM's table lacks.
    pub(super) fn added_builtin(&self, name: &str) -> Option<Value> {
        if self.builtins.contains_key(name) {
            // (The table answers for its own names; code given other builtins lacks them.)
            return None;
        }
        match self.modules.get("builtins")? {
            Value::Module(m) => m.get(name),
            _ => None,
        }
    }

    /// The namespace of the module whose library code `code` is: a module's, or the globals
    /// dict of code `exec`/`eval` ran (`crate::exec`).
    fn namespace(&self, code: &CodeObject) -> Result<Space, PyErr> {
        let unit = code.lib.as_ref().ok_or_else(|| {
            PyErr::runtime_error("internal error: a library instruction outside library code")
        })?;
        match self.modules.get(&unit.module) {
            Some(Value::Module(m)) => Ok(Space::Module(m.clone())),
            _ => match crate::exec::space(&self.ctx, &unit.module) {
                Some(d) => Ok(Space::Dict(d)),
                None => Err(PyErr::runtime_error(format!(
                    "internal error: module '{}' is not loaded",
                    unit.module
                ))),
            },
        }
    }

    /// The globals dict of code run by `exec`/`eval` (`globals()` there).
    pub(super) fn exec_globals(&self, code: &CodeObject) -> Option<Rc<RefCell<DictTable>>> {
        crate::exec::space(&self.ctx, &code.lib.as_ref()?.module)
    }

    /// `LoadLibGlobal`, `StoreLibGlobal`, `DeleteLibGlobal`, `LoadLibName`.
    pub(super) fn lib_name(&mut self, fi: usize, instr: Instr) -> Result<Step, PyErr> {
        let code = self.frames[fi].code.clone();
        let ns = self.namespace(&code)?;
        match instr {
            // A class body under a `__prepare__` mapping (`enum`'s): `ns[name]`, else the
            // module's globals and the builtins, as `load_name` reads the program's.
            Instr::LoadLibName(i) if self.frames[fi].ns_map.is_some() => {
                let m = self.frames[fi].ns_map.clone().expect("checked");
                let name = code.names[i as usize].clone();
                let fallback = ns
                    .get(&name)
                    .or_else(|| self.builtins.get(&*name).cloned())
                    .or_else(|| self.added_builtin(&name));
                let r = crate::dunder::getitem(&mut self.ctx, &m, &Value::Str(name.clone()));
                let r = crate::conts::NameFallback::attach(r, name, fallback);
                let next_pc = self.frames[fi].pc + 1;
                return self.complete(fi, 0, r, next_pc);
            }
            Instr::LoadLibGlobal(i) | Instr::LoadLibName(i) => {
                let name = &code.names[i as usize];
                let local = match instr {
                    Instr::LoadLibName(_) => {
                        let ns = self.frames[fi].ns.as_ref();
                        ns.and_then(|c| c.borrow().get(name))
                    }
                    _ => None,
                };
                if let (Instr::LoadLibGlobal(i), Space::Module(m)) = (instr, &ns) {
                    // Remembered for the fast loop (`loads::fast_load_lib_global`).
                    remember_lib_global(&code, i, m, self.builtins.contains_key(&**name));
                }
                let v = match local.or_else(|| ns.get(name)) {
                    Some(v) => v,
                    None => match &ns {
                        // `exec(s, {"__builtins__": d})`: d is the code's builtins.
                        Space::Dict(d) => match crate::exec::own_builtins(&self.ctx, d) {
                            Some(b) => b.get(name),
                            None => self.builtins.get(&**name).cloned(),
                        },
                        Space::Module(_) => self.builtins.get(&**name).cloned(),
                    }
                    .or_else(|| self.added_builtin(name))
                    .ok_or_else(|| PyErr::name_error(name))?,
                };
                self.frames[fi].stack.push(v);
            }
            Instr::StoreLibGlobal(i) => {
                let v = self.frames[fi].stack.pop();
                let v = v.expect("the compiler balances the stack");
                ns.set(&code.names[i as usize], v);
            }
            Instr::DeleteLibGlobal(i) => {
                let name = &code.names[i as usize];
                if ns.remove(name).is_none() {
                    return Err(PyErr::name_error(name));
                }
            }
            _ => unreachable!("lib_name is given library name instructions"),
        }
        self.frames[fi].pc += 1;
        Ok(Step::Next)
    }
}

/// Notes where `LoadLibGlobal(i)` of `code` finds its name: the module's place for it, else
/// the builtin (nothing: the general path raises or finds an added builtin each time).
fn remember_lib_global(code: &CodeObject, i: u32, m: &Rc<Module>, builtin: bool) {
    use crate::code::{LibFound, LibGlobal};
    let name = &code.names[i as usize];
    if m.is_live() {
        // The names live in the module's dict, which the program writes unseen.
        return;
    }
    let found = match (m.position(name), builtin) {
        (Some(at), _) => LibFound::Module(Rc::downgrade(m), at),
        (None, true) => LibFound::Builtin,
        (None, false) => return,
    };
    let mut cache = code.lib_globals.borrow_mut();
    if cache.len() < code.names.len() {
        cache.resize_with(code.names.len(), LibGlobal::default);
    }
    cache[i as usize] = LibGlobal {
        epoch: crate::value::namespace_epoch(),
        found,
    };
}

/// Where library code's globals live.
enum Space {
    Module(Rc<Module>),
    /// The globals dict of code `exec`/`eval` ran.
    Dict(Rc<RefCell<DictTable>>),
}

impl Space {
    fn get(&self, name: &str) -> Option<Value> {
        match self {
            Space::Module(m) => m.get(name),
            Space::Dict(d) => d.borrow().get_plain(&Value::str(name)).cloned(),
        }
    }

    fn set(&self, name: &str, v: Value) {
        match self {
            Space::Module(m) => m.set(name, v),
            Space::Dict(d) => d.borrow_mut().insert_plain(Value::str(name), v),
        }
    }

    fn remove(&self, name: &str) -> Option<Value> {
        match self {
            Space::Module(m) => m.remove(name),
            Space::Dict(d) => {
                let key = Value::str(name);
                let hash = crate::table::hash_native(&key).ok().flatten()?;
                let found = d.borrow().find(hash, &key);
                match found {
                    crate::table::Find::Hit(i) => {
                        let removed = d.borrow_mut().remove_at(i);
                        Some(removed.1)
                    }
                    _ => None,
                }
            }
        }
    }
}

/// The span a frame stands at: the instruction about to run, or the call it is inside.
fn frame_span(f: &Frame) -> Option<crate::errors::Span> {
    let pc = if f.in_call {
        f.pc.saturating_sub(1)
    } else {
        f.pc
    };
    f.code.spans.get(pc).copied()
}

/// The innermost frame of the user's program: its span (`Vm::current_span`).
pub(super) fn program_span(frames: &[Box<Frame>]) -> Option<crate::errors::Span> {
    let mut python = frames.iter().rev().filter(|f| !f.is_native());
    let top = python.next()?;
    if top.code.lib.is_none() {
        // As before the library layer: the top frame's instruction about to run.
        return top.code.spans.get(top.pc).copied();
    }
    python
        .find(|f| f.code.lib.is_none())
        .and_then(|f| frame_span(f))
}

/// What [`program_span`] answers while a library frame runs above `callers`: the span of the
/// innermost program frame below it (the fast loop asks once per library frame it enters).
pub(super) fn program_span_below(callers: &[Box<Frame>]) -> crate::errors::Span {
    callers
        .iter()
        .rev()
        .filter(|f| !f.is_native())
        .find(|f| f.code.lib.is_none())
        .and_then(|f| frame_span(f))
        .unwrap_or_default()
}

/// The innermost Python frame's file (a library path, `None` for the program) and span.
pub(super) fn innermost(frames: &[Box<Frame>]) -> Option<(Option<Rc<str>>, crate::errors::Span)> {
    let f = frames.iter().rev().find(|f| !f.is_native())?;
    let span = f.code.spans.get(f.pc).copied()?;
    Some((f.code.lib.as_ref().map(|u| u.path.clone()), span))
}

/// `from m import name` answered by the module's `__getattr__`: its value, or for an
/// AttributeError the statement's ImportError.
#[derive(Debug)]
struct ImportedByGetattr(PyErr);

impl crate::native::Continuation for ImportedByGetattr {
    fn resume(&mut self, _: &mut crate::native::Ctx, result: Value) -> crate::native::NativeResult {
        Ok(result)
    }

    fn on_error(
        &mut self,
        _: &mut crate::native::Ctx,
        err: &PyErr,
    ) -> Option<crate::native::NativeResult> {
        err.derives_from("AttributeError")
            .then(|| Err(Flow::Raise(self.0.clone())))
    }
}
