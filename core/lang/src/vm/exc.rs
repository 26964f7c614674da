//! Raising: where an exception is caught (a `try` handler, a continuation, a `for` loop's
//! `StopIteration`), and the traceback it carries if nothing catches it.

use std::rc::Rc;

use super::{Exhaust, FrameKind, Step, Vm};
use crate::errors::{ExcValue, PyErr, TraceEntry};
use crate::objects::{self, Instance};
use crate::value::Value;

impl Vm {
    /// Records the Python frames live now, outermost first, as the traceback of a new exception.
    pub(crate) fn snapshot(&self, mut e: PyErr) -> PyErr {
        let reraise = e.value.is_some() && (!e.traceback.is_empty() || e.is_bare_reraise());
        let mut tb = Vec::new();
        // The prelude's functions stand for builtins CPython writes in C: no line of theirs.
        let shown = |f: &super::Frame| {
            !f.is_native()
                && f.code
                    .lib
                    .as_ref()
                    .is_none_or(|u| &*u.path != "_prelude.py")
        };
        let python: Vec<&super::Frame> = self
            .frames
            .iter()
            .filter(|f| shown(f))
            .map(|f| &**f)
            .collect();
        // A re-raised exception keeps its entries from the frame that caught it inward; the frames
        // outside that one come first, as CPython's traceback grows while it unwinds. (Re-raised
        // by a prelude function, that frame has no entry: every shown one stays.)
        let by_shown = self.frames.last().is_some_and(|f| shown(f));
        let upto = if reraise && by_shown {
            python.len().saturating_sub(1)
        } else {
            python.len()
        };
        for f in &python[..upto] {
            tb.push(trace_entry(f));
        }
        if reraise {
            tb.append(&mut e.traceback);
            e.traceback = tb;
        } else if !tb.is_empty() {
            e.traceback = tb;
        }
        e
    }

    /// Unwinds to the nearest handler. Returns the error if nothing caught it (the program is over).
    pub(crate) fn raise(&mut self, e: PyErr) -> Option<PyErr> {
        let mut e = self.snapshot(e);
        if e.context().is_none() {
            let handled = self.frames.iter().rev().find_map(|f| f.handling.last());
            if let Some(h) = handled {
                if !same_exception(h, &e) {
                    e.set_context(h.clone());
                }
            }
        }
        while let Some(top) = self.frames.last_mut() {
            match &mut top.kind {
                FrameKind::Native { cont, .. } => {
                    let handled = cont.on_error(&mut self.ctx, &e);
                    match handled {
                        Some(r) => match self.after_native(r, None) {
                            Ok(Step::Wait) | Ok(Step::Next) | Ok(Step::Finished) => return None,
                            Err(e2) => {
                                e = self.snapshot(e2);
                                continue;
                            }
                        },
                        None => {
                            self.frames.pop();
                        }
                    }
                }
                FrameKind::ForNext(target) if e.kind == "StopIteration" => {
                    let target = *target as usize;
                    self.frames.pop();
                    let caller = self.frames.last_mut()?;
                    caller.stack.pop();
                    caller.pc = target;
                    caller.in_call = false;
                    return None;
                }
                _ => {
                    if let Some((target, depth, handling)) = top.handlers.pop() {
                        // Caught here: its traceback runs from this frame inward.
                        let outer = self.frames.iter().filter(|f| !f.is_native()).count() - 1;
                        if e.traceback.len() > outer {
                            e.traceback.drain(..outer);
                        }
                        let top = self.frames.last_mut().expect("checked above");
                        top.stack.truncate(depth as usize);
                        top.handling.truncate(handling as usize);
                        top.pc = target as usize;
                        top.in_call = false;
                        let v = self.exc_value(&e);
                        e.value = Some(ExcValue(v.clone()));
                        let top = self.frames.last_mut().expect("checked above");
                        top.stack.push(v);
                        top.handling.push(e);
                        return None;
                    }
                    let (closed, pep479) = match &top.kind {
                        FrameKind::Gen(g, exhaust) => {
                            let mut g = g.borrow_mut();
                            g.finished = true;
                            let closed = matches!(exhaust, Exhaust::Close)
                                && matches!(e.kind.as_str(), "GeneratorExit" | "StopIteration");
                            // PEP 479: a StopIteration out of a generator's body is a
                            // RuntimeError (not for the library's stand-ins for C iterators,
                            // `map`, itertools, whose CPython versions let it end them).
                            let native = top.code.lib.as_ref().is_some_and(|u| {
                                &*u.path == "_prelude.py" || crate::library::c_in_cpython(&u.path)
                            });
                            let stop = !closed && !native && is_stop_iteration(&e);
                            (closed, stop.then_some(g.coroutine))
                        }
                        _ => (false, None),
                    };
                    self.frames.pop();
                    if let Some(coroutine) = pep479 {
                        e = self.pep479(e, coroutine);
                        continue;
                    }
                    if closed {
                        // `close()` succeeded: the generator let GeneratorExit end it.
                        match self.deliver(Value::None) {
                            Ok(_) => return None,
                            Err(e2) => {
                                e = self.snapshot(e2);
                                continue;
                            }
                        }
                    }
                }
            }
        }
        // (Named as its traceback prints it while the class is still whole: the run's end
        // clears classes' attributes, `__module__` among them.)
        self.uncaught_message(e).map(PyErr::qualified)
    }

    /// The RuntimeError a StopIteration leaving a generator (or coroutine) becomes, caused by
    /// it, with its traceback.
    fn pep479(&mut self, mut e: PyErr, coroutine: bool) -> PyErr {
        let what = if coroutine { "coroutine" } else { "generator" };
        let msg = format!("{what} raised StopIteration");
        // The StopIteration's traceback is the generator's frames; the RuntimeError's, the
        // frames outside it.
        let outer = self.frames.iter().filter(|f| !f.is_native()).count();
        let inner = e.traceback.split_off(outer.min(e.traceback.len()));
        let outside = std::mem::replace(&mut e.traceback, inner);
        let stop = self.exc_value(&e);
        let Some(Value::Class(cls)) = self.builtins.get("RuntimeError") else {
            return PyErr::runtime_error(msg);
        };
        let inst = Instance::new(cls.clone());
        if objects::init_args(&inst, &[Value::str(&msg)]).is_err() {
            return PyErr::runtime_error(msg);
        }
        {
            let mut attrs = inst.attrs.borrow_mut();
            attrs.set("__cause__", stop.clone());
            attrs.set("__context__", stop);
            attrs.set("__suppress_context__", Value::Bool(true));
        }
        let mut r = err_from_value(&Value::Object(inst), false);
        r.traceback = outside;
        r.set_cause(e);
        r
    }

    /// The exception object a handler sees: the raised instance, or a built-in one made from a
    /// native's error.
    pub(crate) fn exc_value(&self, e: &PyErr) -> Value {
        if let Some(ExcValue(v)) = &e.value {
            if let Value::Object(o) = v {
                *o.traceback.borrow_mut() = e.traceback.clone();
                link_context(o, e);
            }
            return v.clone();
        }
        let cls = match self.builtins.get(e.kind.as_str()) {
            Some(Value::Class(c)) => c.clone(),
            _ => match self.builtins.get("Exception") {
                Some(Value::Class(c)) => c.clone(),
                _ => return Value::None,
            },
        };
        let inst = Instance::new(cls);
        let args = if let Some(key) = e.arg() {
            match key {
                // A codec's error: its (encoding, object, start, end, reason).
                Value::Tuple(t) if e.kind.starts_with("Unicode") && t.len() == 5 => t.to_vec(),
                // A SyntaxError's (msg, (filename, lineno, offset, text, end_lineno, end_offset)).
                Value::Tuple(t)
                    if matches!(
                        e.kind.as_str(),
                        "SyntaxError" | "IndentationError" | "TabError"
                    ) && t.len() == 2 =>
                {
                    t.to_vec()
                }
                _ => vec![key.clone()],
            }
        } else if e.message.is_empty() {
            Vec::new()
        } else if e.kind == "KeyError" || e.kind == "SystemExit" {
            // (`sys.exit(3)`'s message is its code's text: `args` holds the code again.)
            // A native's KeyError message is the key's repr; `args` holds the key itself.
            vec![key_from_repr(&e.message)]
        } else {
            vec![Value::str(&e.message)]
        };
        if objects::init_args(&inst, &args).is_err() {
            inst.attrs.borrow_mut().set("args", Value::tuple(args));
        }
        // The VM's own NameError and AttributeError name what was missing (`e.name`), as
        // CPython's do; an instance the program made has only what its constructor was given.
        let quoted = |rest: &str| rest.split('\'').nth(1).map(Value::str);
        let missing = match e.kind.as_str() {
            "NameError" => e.message.strip_prefix("name ").and_then(quoted),
            "AttributeError" => e
                .message
                .split_once(" has no attribute ")
                .and_then(|(_, r)| quoted(r)),
            _ => None,
        };
        if let Some(name) = missing {
            inst.attrs.borrow_mut().set("name", name);
        }
        if let Some(obj) = e.obj() {
            inst.attrs.borrow_mut().set("obj", obj.clone());
        }
        *inst.traceback.borrow_mut() = e.traceback.clone();
        link_context(&inst, e);
        Value::Object(inst)
    }
}

/// Where frame `f` is now, as a traceback entry.
pub(crate) fn trace_entry(f: &super::Frame) -> TraceEntry {
    let pc = if f.in_call {
        f.pc.saturating_sub(1)
    } else {
        f.pc
    };
    let span = f.code.spans.get(pc).copied().unwrap_or_default();
    let file = f.code.lib.as_ref().map(|u| u.path.to_string());
    let native = file
        .as_deref()
        .is_some_and(|p| crate::library::c_function_in_cpython(p, &f.code.qualname));
    TraceEntry {
        span,
        scope: f.code.name.clone(),
        file,
        native,
    }
}

/// CPython's exception chaining attributes on the instance a handler sees: `__context__` (the
/// exception being handled when this one was raised), `__cause__` (`raise ... from`, else None)
/// and `__suppress_context__` (whether a cause was given).
fn link_context(o: &Instance, e: &PyErr) {
    let mut attrs = o.attrs.borrow_mut();
    // Raised while nothing was being handled, it keeps the context it had (CPython's).
    match e.context().and_then(|c| c.value.as_ref()) {
        Some(ExcValue(v)) => attrs.set("__context__", v.clone()),
        None if attrs.get("__context__").is_none() => attrs.set("__context__", Value::None),
        None => {}
    }
    let caused = attrs.get("__cause__").is_some();
    if !caused {
        attrs.set("__cause__", Value::None);
    }
    if attrs.get("__suppress_context__").is_none() {
        attrs.set("__suppress_context__", Value::Bool(caused));
    }
}

fn key_from_repr(r: &str) -> Value {
    if let Ok(i) = r.parse::<i64>() {
        return Value::Int(i);
    }
    let b = r.as_bytes();
    if b.len() >= 2 && (b[0] == b'\'' || b[0] == b'"') && b[b.len() - 1] == b[0] {
        return Value::str(&r[1..r.len() - 1]);
    }
    if let Some(inner) = r.strip_prefix('b').filter(|s| !s.contains('\\')) {
        if let Value::Str(s) = &key_from_repr(inner) {
            return Value::bytes(s.as_bytes());
        }
    }
    Value::str(r)
}

/// The error that raising `v` (an exception instance or class already instantiated) means.
pub(crate) fn err_from_value(v: &Value, keep_traceback: bool) -> PyErr {
    match v {
        Value::Object(o) if o.class.is_exception() => {
            let mut e = PyErr::new(&o.class.name, objects::exception_str(o));
            if keep_traceback {
                e.traceback = o.traceback.borrow().clone();
            }
            e.value = Some(ExcValue(v.clone()));
            e
        }
        _ => PyErr::type_error("exceptions must derive from BaseException"),
    }
}

/// `except C:` matching for a class or a tuple of classes.
pub(crate) fn exc_matches(v: &Value, pattern: &Value) -> Result<bool, PyErr> {
    match pattern {
        Value::Class(c) => {
            if !c.is_exception() {
                return Err(PyErr::type_error(
                    "catching classes that do not inherit from BaseException is not allowed",
                ));
            }
            Ok(objects::instance_of(v, c))
        }
        Value::Tuple(items) => {
            for it in items.iter() {
                if exc_matches(v, it)? {
                    return Ok(true);
                }
            }
            Ok(false)
        }
        _ => Err(PyErr::type_error(
            "catching classes that do not inherit from BaseException is not allowed",
        )),
    }
}

pub(crate) fn is_class(v: &Value) -> Option<&Rc<objects::Class>> {
    match v {
        Value::Class(c) => Some(c),
        _ => None,
    }
}

/// Whether two errors are the same raised object (a re-raise is not its own context).
fn same_exception(a: &PyErr, b: &PyErr) -> bool {
    match (&a.value, &b.value) {
        (Some(ExcValue(Value::Object(x))), Some(ExcValue(Value::Object(y)))) => Rc::ptr_eq(x, y),
        _ => a.kind == b.kind && a.message == b.message && a.traceback == b.traceback,
    }
}

/// Whether `e` is a StopIteration (or of a subclass).
fn is_stop_iteration(e: &PyErr) -> bool {
    match &e.value {
        Some(ExcValue(Value::Object(o))) => o.class.derives_from_builtin("StopIteration"),
        _ => e.kind == "StopIteration",
    }
}
