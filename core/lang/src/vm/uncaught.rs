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
