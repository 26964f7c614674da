//! Exceptions and `with`: `try` blocks' handlers, `except` matching, `raise`, and the type of the
//! exception a `with` block hands to `__exit__`. (Unwinding is [`Vm::raise`], in `vm/exc.rs`.)
//! None of these run in the fast loop.

use super::super::exc::{err_from_value, exc_matches, is_class};
use super::super::step::{next, pop, top};
use super::super::{Step, Vm};
use crate::builtins;
use crate::errors::PyErr;
use crate::objects;
use crate::value::Value;

impl Vm {
    pub(in super::super) fn setup_except(
        &mut self,
        fi: usize,
        t: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let depth = frame.stack.len() as u32;
        let handling = frame.handling.len() as u32;
        frame.handlers.push((t, depth, handling));
        if matches!(frame.kind, super::super::FrameKind::Gen(..)) {
            // It may be left paused in here: the program's end closes what is left.
            crate::finalize::note_gen_handler();
        }
        next(frame, next_pc)
    }

    pub(in super::super) fn pop_block(&mut self, fi: usize, next_pc: usize) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        frame.handlers.pop();
        next(frame, next_pc)
    }

    pub(in super::super) fn pop_except(
        &mut self,
        fi: usize,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        frame.handling.pop();
        next(frame, next_pc)
    }

    pub(in super::super) fn exc_match(&mut self, fi: usize, next_pc: usize) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let pattern = pop(frame);
        let exc = top(frame, 0).clone();
        let m = exc_matches(&exc, &pattern)?;
        self.frames[fi].stack.push(Value::Bool(m));
        next(&mut self.frames[fi], next_pc)
    }

    /// `Raise(form)`.
    /// `Raise(form)`: 0 raise again, 1 `raise x`, 2 `raise x from y`, 3 a named handler's
    /// cleanup raising on (see `compile::stmt`).
    pub(in super::super) fn raise_exc(&mut self, fi: usize, form: u8) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let cause = if form == 2 { Some(pop(frame)) } else { None };
        let v = pop(frame);
        if form == 3 {
            // A named handler's cleanup raising on what its body raised: the error as caught
            // (its context, its texts), which the handler being left must not replace.
            if let Some(h) = frame.handling.last() {
                if h.value.as_ref().is_some_and(|x| {
                    matches!((&x.0, &v), (Value::Object(a), Value::Object(b)) if std::rc::Rc::ptr_eq(a, b))
                }) {
                    return Err(h.clone());
                }
            }
            return self.raise_exc_value(fi, 0, v, None);
        }
        self.raise_exc_value(fi, form, v, cause)
    }

    fn raise_exc_value(
        &mut self,
        fi: usize,
        form: u8,
        v: Value,
        cause: Option<Value>,
    ) -> Result<Step, PyErr> {
        if form == 0 && matches!(v, Value::None) {
            return Err(PyErr::runtime_error("No active exception to reraise"));
        }
        // `raise ValueError` raises an instance made with no arguments; `from KeyError` is
        // caused by one.
        let instance = |v: Value| match is_class(&v) {
            Some(c) if c.is_exception() => {
                let inst = objects::Instance::new(c.clone());
                inst.attrs
                    .borrow_mut()
                    .set("args", Value::tuple(Vec::new()));
                Value::Object(inst)
            }
            _ => v,
        };
        let v = instance(v);
        let cause = cause.map(instance);
        let mut e = err_from_value(&v, form == 0);
        if form == 0 && e.traceback.is_empty() && e.value.is_some() {
            e.mark_bare_reraise();
        }
        if form != 0 {
            // `raise e` of an exception raised before: as CPython's, its traceback grows from
            // this line, ahead of the frames it already crossed.
            if let Value::Object(o) = &v {
                let old = o.traceback.borrow().clone();
                let frame = &self.frames[fi];
                let prelude = frame
                    .code
                    .lib
                    .as_ref()
                    .is_some_and(|u| &*u.path == "_prelude.py");
                if !old.is_empty() && !prelude && o.class.is_exception() {
                    e.traceback = std::iter::once(crate::vm::exc::trace_entry(frame))
                        .chain(old)
                        .collect();
                }
            }
        }
        if let (Some(cause), Value::Object(o)) = (cause, &v) {
            if !matches!(cause, Value::None) {
                e.set_cause(err_from_value(&cause, true));
            }
            // `raise ... from x` (None too) hides the implicit context, as CPython's.
            let mut attrs = o.attrs.borrow_mut();
            attrs.set("__cause__", cause);
            attrs.set("__suppress_context__", Value::Bool(true));
        }
        Err(e)
    }

    pub(in super::super) fn type_of(&mut self, fi: usize, next_pc: usize) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let v = pop(frame);
        frame.stack.push(builtins::type_of(&self.builtins, &v));
        next(frame, next_pc)
    }
}
