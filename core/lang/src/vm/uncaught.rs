//! The last line of an uncaught exception and of those chained to it: `str(e)`, which may run
//! the program's own `__str__`/`__repr__`, called one after another before the traceback prints.

use super::{FrameKind, Vm};
use crate::errors::{ExcValue, PyErr};
use crate::native::{Args, Continuation, Ctx, Flow, NativeResult, Then};
use crate::objects;
use crate::value::Value;

/// How many exceptions of a chain get their text from Python (CPython's chain has no bound, but a
/// traceback this long is read by no one).
const MAX_CHAIN: usize = 50;

/// CPython's text for an exception whose `str()` raised or gave no str.
const FAILED: &str = "<exception str() failed>";

impl Vm {
    /// Nothing caught `e`: each exception of its chain whose class defines `__str__` in Python,
    /// or whose arguments are objects with text of their own (`ValueError(obj)`, a KeyError's
    /// user key), gets its last line from `str(exc)`, as CPython's traceback prints it. The calls
    /// run in a frame of their own over [`UncaughtStr`], which then raises `e` again with the
    /// texts; `None` while they run.
    pub(super) fn uncaught_message(&mut self, mut e: PyErr) -> Option<PyErr> {
        if self.uncaught_str {
            return Some(e);
        }
        let mut cur = Some(&mut e);
        for _ in 0..MAX_CHAIN {
            let Some(x) = cur else { break };
            self.suggest_attribute(x);
            cur = x.chained_mut();
        }
        if e.value.is_none() && e.arg().is_some() {
            let v = self.exc_value(&e);
            e.value = Some(ExcValue(v));
        }
        let Some(str_fn) = self.builtins.get("str").cloned() else {
            return Some(e);
        };
        // (depth in the chain, the exception object), innermost last, so `pop` takes the top.
        let mut todo = Vec::new();
        let mut cur = Some(&mut e);
        let mut depth = 0;
        while let Some(x) = cur {
            if let Some(ExcValue(Value::Object(o))) = &x.value {
                let python_str = matches!(o.class.lookup("__str__"), Some(Value::Function(_)));
                let object_args = objects::exception_args(o)
                    .iter()
                    .any(|a| matches!(a, Value::Object(_)));
                if python_str || object_args {
                    todo.push((depth, Value::Object(o.clone())));
                }
            }
            depth += 1;
            cur = if depth < MAX_CHAIN {
                x.chained_mut()
            } else {
                None
            };
        }
        todo.reverse();
        let Some((at, obj)) = todo.pop() else {
            return Some(e);
        };
        self.uncaught_str = true;
        let fallback = e.clone();
        self.push_native(
            Box::new(UncaughtStr {
                err: e,
                str_fn: str_fn.clone(),
                at,
                todo,
            }),
            None,
        );
        let args = Args {
            pos: vec![obj],
            kw: Vec::new(),
        };
        match self.start_call(str_fn, args, FrameKind::Normal) {
            Ok(_) => None,
            Err(_) => {
                self.frames.clear();
                Some(fallback)
            }
        }
    }
}

impl Vm {
    /// A failed attribute lookup's "Did you mean" ([`crate::suggest`]): the nearest name of
    /// `dir(obj)`. Not for the emulator's host values (tensors) and the `torch` module: PyTorch's
    /// `dir(tensor)` and `dir(torch)` hold over 750 names, past which CPython offers nothing,
    /// where the emulator's listings are shorter; nor for an object whose `dir` runs Python code.
    fn suggest_attribute(&mut self, e: &mut PyErr) {
        if !e.derives_from("AttributeError") || e.suggestion().is_some() {
            return;
        }
        let obj = match (&e.value, e.obj()) {
            (Some(ExcValue(Value::Object(o))), _) => o.attrs.borrow().get("obj"),
            (_, o) => o.cloned(),
        };
        let Some(obj) = obj.filter(|o| !matches!(o, Value::None)) else {
            return;
        };
        let host = match &obj {
            Value::Foreign(_) => true,
            Value::Module(m) => m.name == "torch",
            _ => false,
        };
        if host {
            return;
        }
        let name = match &e.value {
            Some(ExcValue(Value::Object(o))) => match &o.attrs.borrow().get("name") {
                Some(Value::Str(s)) => s.to_string(),
                _ => return,
            },
            // (The VM's own error: its name is its message's last quoted word.)
            _ => match e.message.rsplit_once("attribute '") {
                Some((_, n)) if n.ends_with('\'') => n[..n.len() - 1].to_string(),
                _ => return,
            },
        };
        let args = Args {
            pos: vec![obj],
            kw: Vec::new(),
        };
        let names: Vec<Value> = match &crate::builtins::introspect::dir(&mut self.ctx, &args) {
            Ok(Value::List(l)) => l.borrow().clone(),
            _ => return,
        };
        let strs: Vec<&str> = names
            .iter()
            .filter_map(|v| match v {
                Value::Str(s) => Some(&**s),
                _ => None,
            })
            .collect();
        e.set_suggestion(crate::suggest::nearest(&name, &strs).map(str::to_string));
    }
}

/// Under the calls of `str()` for an uncaught exception's chain: sets each text as the message of
/// its exception (`at` steps down the chain), or CPython's `<exception str() failed>` if the call
/// raised, then raises the whole error again.
#[derive(Debug)]
struct UncaughtStr {
    err: PyErr,
    str_fn: Value,
    at: usize,
    todo: Vec<(usize, Value)>,
}

impl UncaughtStr {
    fn set(&mut self, text: String) -> NativeResult {
        let mut e = Some(&mut self.err);
        for _ in 0..self.at {
            e = e.and_then(|x| x.chained_mut());
        }
        if let Some(e) = e {
            e.message = text;
        }
        match self.todo.pop() {
            Some((at, obj)) => {
                self.at = at;
                Err(Flow::call(self.str_fn.clone(), vec![obj], Then::Keep))
            }
            None => Err(Flow::Raise(self.err.clone())),
        }
    }
}

impl Continuation for UncaughtStr {
    fn resume(&mut self, _: &mut Ctx, result: Value) -> NativeResult {
        self.set(match &result {
            Value::Str(s) => s.to_string(),
            _ => FAILED.to_string(),
        })
    }

    fn on_error(&mut self, _: &mut Ctx, _: &PyErr) -> Option<NativeResult> {
        Some(self.set(FAILED.to_string()))
    }
}
