//! How an instruction finishes: with a value, with a call whose result stands in for the value,
//! or by waiting for a device read; and how a returning frame hands its value on.

use std::rc::Rc;

use super::push::{move_to_slots, pop_drop, push_slot};
use super::step::is_simple;
use super::{Exhaust, FrameKind, Step, Vm};
use crate::code::Instr;
use crate::dunder;
use crate::errors::PyErr;
use crate::native::{Args, Flow, NativeResult, Then};
use crate::value::{Function, Value};

impl Vm {
    /// Finishes an instruction that pops `npop` values and pushes one result (or calls for it).
    pub(super) fn complete(
        &mut self,
        fi: usize,
        npop: usize,
        r: NativeResult,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        match r {
            Ok(v) => {
                if matches!(v, Value::Foreign(_)) {
                    (self.ctx.host.check_result)(&v)?;
                }
                let f = &mut self.frames[fi];
                let n = f.stack.len() - npop;
                f.stack.truncate(n);
                f.stack.push(v);
                f.pc = next_pc;
                Ok(Step::Next)
            }
            Err(Flow::NeedsRead) => Ok(Step::Wait),
            Err(Flow::Raise(e)) => Err(e),
            Err(Flow::Call(c)) => {
                let f = &mut self.frames[fi];
                let n = f.stack.len() - npop;
                f.stack.truncate(n);
                f.pc = next_pc;
                f.in_call = true;
                let c = *c;
                match c.then {
                    Then::Resume(k) | Then::Push(k) => self.push_native(k, None),
                    Then::Nest(outer, inner) => {
                        self.push_native(outer, None);
                        self.push_native(inner, None);
                    }
                    Then::Operator(r) => {
                        return self.start_call(c.func, c.args, FrameKind::Operator(r))
                    }
                    Then::Tail | Then::Keep => {}
                }
                self.start_call(c.func, c.args, FrameKind::Normal)
            }
        }
    }

    /// Like [`Vm::complete`] for instructions that push nothing (stores, deletes).
    pub(super) fn complete_none(
        &mut self,
        fi: usize,
        npop: usize,
        r: Result<(), Flow>,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        match r {
            Ok(()) => {
                let f = &mut self.frames[fi];
                let n = f.stack.len() - npop;
                f.stack.truncate(n);
                f.pc = next_pc;
                Ok(Step::Next)
            }
            Err(Flow::NeedsRead) => Ok(Step::Wait),
            Err(Flow::Raise(e)) => Err(e),
            Err(Flow::Call(c)) => {
                let f = &mut self.frames[fi];
                let n = f.stack.len() - npop;
                f.stack.truncate(n);
                f.pc = next_pc;
                f.in_call = true;
                let c = *c;
                match c.then {
                    // The continuation's result is dropped (it `discards`).
                    Then::Resume(k) | Then::Push(k) => self.push_native(k, None),
                    Then::Operator(r) => self.push_native(r, None),
                    Then::Nest(outer, inner) => {
                        self.push_native(outer, None);
                        self.push_native(inner, None);
                    }
                    Then::Tail | Then::Keep => {
                        return self.start_call(c.func, c.args, FrameKind::Discard)
                    }
                }
                self.start_call(c.func, c.args, FrameKind::Normal)
            }
        }
    }

    /// Like `complete`, but the instruction runs again on the call's result (which replaces the
    /// popped operands): for operations that need an iterable collected first.
    pub(super) fn complete_retry(
        &mut self,
        fi: usize,
        npop: usize,
        r: NativeResult,
        pc: usize,
    ) -> Result<Step, PyErr> {
        let s = self.complete(fi, npop, r, pc)?;
        if let Some(f) = self.frames.get_mut(fi) {
            f.in_call = false;
        }
        Ok(s)
    }

    pub(super) fn call_instr(
        &mut self,
        fi: usize,
        npop: usize,
        next_pc: usize,
        callee: Value,
        args: Args,
    ) -> Result<Step, PyErr> {
        // Natives run before anything is popped: one that needs a device read runs again.
        // (A bound native's receiver is already the first argument.)
        let mut args = args;
        if let Value::Native(n) = &callee {
            self.implicit_scope(n.f, &mut args)?;
        }
        let r = match &callee {
            Value::Native(n) => {
                let r = (n.f)(&mut self.ctx, &args);
                Some(crate::builtins::index_retried(r, &args, &n.name, n.f))
            }
            Value::BoundNative(b) => {
                let r = (b.1.f)(&mut self.ctx, &args);
                Some(crate::builtins::index_retried(r, &args, &b.1.name, b.1.f))
            }
            _ => None,
        };
        match r {
            Some(r) => {
                // The native is done with its arguments: keep the vector for the next call.
                let Args { mut pos, .. } = args;
                pos.clear();
                if self.arg_vecs.len() < 16 {
                    self.arg_vecs.push(pos);
                }
                self.complete(fi, npop, r, next_pc)
            }
            None => {
                let f = &mut self.frames[fi];
                let n = f.stack.len() - npop;
                f.stack.truncate(n);
                f.pc = next_pc;
                f.in_call = true;
                self.start_call(callee, args, FrameKind::Normal)
            }
        }
    }

    /// `Call` and `CallMethod` in the general path. `CallMethod`: with the marker, a plain call of
    /// the value above it (the marker popped with it); else the method with its receiver as the
    /// first argument.
    pub(super) fn call_op(
        &mut self,
        fi: usize,
        instr: Instr,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let (argc, kwnames, marker) = match instr {
            Instr::CallMethod(argc) => {
                let len = frame.stack.len();
                match frame.stack[len - argc as usize - 2] {
                    Value::NotImplemented => (argc, u32::MAX, 1),
                    _ => (argc + 1, u32::MAX, 0),
                }
            }
            Instr::Call { argc, kwnames } => (argc, kwnames, 0),
            _ => unreachable!("only the two calls come here"),
        };
        let nkw = if kwnames == u32::MAX {
            0
        } else {
            match &frame.code.consts[kwnames as usize] {
                Value::Tuple(t) => t.len(),
                _ => 0,
            }
        };
        let total = argc as usize + nkw;
        let base = frame.stack.len() - total - 1;
        let bottom = base - marker;
        let callee = frame.stack[base].clone();
        if nkw == 0 {
            match &callee {
                Value::Function(f) if is_simple(f, argc) => {
                    return self.fast_call(fi, (base + 1, bottom), next_pc, f.clone(), None);
                }
                Value::BoundMethod(b) => {
                    if let Value::Function(f) = &b.1 {
                        if is_simple(f, argc + 1) {
                            let (f, recv) = (f.clone(), b.clone());
                            let at = (base + 1, bottom);
                            return self.fast_call(fi, at, next_pc, f, Some(recv));
                        }
                    }
                }
                _ => {}
            }
        }
        // Argument vectors of finished native calls are reused (`call_instr`).
        let mut pos: Vec<Value> = self.arg_vecs.pop().unwrap_or_default();
        if let Value::BoundNative(b) = &callee {
            // The receiver comes first for methods of built-in types.
            pos.push(b.0.clone());
        }
        pos.extend_from_slice(&frame.stack[base + 1..base + 1 + argc as usize]);
        let kw: Vec<(Rc<str>, Value)> = if nkw > 0 {
            let Value::Tuple(names) = &frame.code.consts[kwnames as usize] else {
                unreachable!("kwnames is a tuple of str by construction")
            };
            names
                .iter()
                .zip(frame.stack[base + 1 + argc as usize..].iter())
                .map(|(n, v)| match n {
                    Value::Str(s) => (s.clone(), v.clone()),
                    other => (Rc::from(other.to_str().as_str()), v.clone()),
                })
                .collect()
        } else {
            Vec::new()
        };
        let npop = total + 1 + marker;
        self.call_instr(fi, npop, next_pc, callee, Args { pos, kw })
    }

    /// A call of a plain function with its positional parameters (and defaults): the arguments move
    /// from the caller's stack into the new frame's slots with no intermediate vectors. The callee
    /// is at `base`, its arguments above it; the caller's stack keeps `bottom` values (`base`, or
    /// one less under `CallMethod`'s marker).
    pub(super) fn fast_call(
        &mut self,
        fi: usize,
        // Where the arguments start on the caller's stack, and where its stack ends after.
        (from, bottom): (usize, usize),
        next_pc: usize,
        f: Rc<Function>,
        // A bound method's pair (its receiver first): a thin pointer, not a value moved about.
        receiver: Option<Rc<(Value, Value)>>,
    ) -> Result<Step, PyErr> {
        if self.frames.len() >= self.frame_limit() {
            return Err(PyErr::new(
                "RecursionError",
                "maximum recursion depth exceeded",
            ));
        }
        let nlocals = f.code.locals.len();
        let mut frame = match self.pool.pop() {
            Some(mut frame) => {
                // A loop calling one function gets back the frame it last ran in.
                if !Rc::ptr_eq(&frame.code, &f.code) {
                    frame.code = f.code.clone();
                }
                frame.pc = 0;
                frame
            }
            None => Box::new(super::Frame::new(f.code.clone(), FrameKind::Normal)),
        };
        // The parameters are the first slots, in order; the rest start unbound.
        let locals = &mut frame.locals;
        locals.clear();
        if let Some(b) = &receiver {
            push_slot(locals, &b.0);
        }
        let caller = &mut self.frames[fi];
        // Moved, and written in place (see `push::push_copy`: a temporary stalled the store
        // forward).
        move_to_slots(&mut caller.stack, from, locals);
        // Parameters not given take their defaults (`is_simple` checked there are enough).
        let argcount = f.code.argcount as usize;
        let first_default = argcount - f.defaults.len();
        while locals.len() < argcount {
            push_slot(locals, &f.defaults[locals.len() - first_default]);
        }
        locals.resize(nlocals.max(locals.len()), None);
        let callee_and_marker = caller.stack.len() - bottom;
        pop_drop(&mut caller.stack, callee_and_marker);
        caller.pc = next_pc;
        caller.in_call = true;
        if !f.cells.is_empty() {
            frame.cells = f.cells.clone();
        }
        frame.func = Some(f);
        self.frames.push(frame);
        Ok(Step::Next)
    }

    /// Truthiness for a jump: `Err(step)` when a device read or a `__bool__`/`__len__` call must
    /// come first (the call's result replaces the value and the jump runs again).
    pub(super) fn truth(&mut self, fi: usize, v: &Value) -> Result<Result<bool, Step>, PyErr> {
        match dunder::truthy(&mut self.ctx, v) {
            Ok(b) => Ok(Ok(b)),
            Err(Flow::NeedsRead) => Ok(Err(Step::Wait)),
            Err(Flow::Raise(e)) => Err(e),
            Err(flow @ Flow::Call(_)) => {
                let pc = self.frames[fi].pc;
                Ok(Err(self.complete_retry(fi, 1, Err(flow), pc)?))
            }
        }
    }

    /// A frame's code returned `v`: hand it on according to what kind of frame it was.
    pub(super) fn returned(&mut self, kind: FrameKind, v: Value) -> Result<Step, PyErr> {
        match kind {
            FrameKind::Init(inst) => {
                if !matches!(v, Value::None) {
                    return Err(PyErr::type_error(format!(
                        "__init__() should return None, not '{}'",
                        v.type_name()
                    )));
                }
                self.deliver(inst)
            }
            FrameKind::Discard => self.finish_call(FrameKind::Discard, v),
            FrameKind::Operator(mut r) => {
                if matches!(v, Value::NotImplemented) {
                    return match r.next_call() {
                        Some((m, arg)) => {
                            let args = crate::native::Args {
                                pos: vec![arg],
                                kw: Vec::new(),
                            };
                            self.start_call(m, args, FrameKind::Operator(r))
                        }
                        None => match r.fail(&self.ctx) {
                            Ok(v) => self.deliver(v),
                            Err(Flow::Raise(e)) => Err(e),
                            // `seq * obj`: the repetition by obj's `__index__`, in Python.
                            Err(Flow::Call(c)) => {
                                self.start_call(c.func, c.args, FrameKind::Normal)
                            }
                            Err(_) => {
                                Err(PyErr::runtime_error("an operator's fallback cannot call"))
                            }
                        },
                    };
                }
                if !r.negate {
                    return self.deliver(v);
                }
                match dunder::truthy(&mut self.ctx, &v) {
                    Ok(b) => self.deliver(Value::Bool(!b)),
                    Err(Flow::Raise(e)) => Err(e),
                    // `!=` through an `__eq__` whose answer needs a `__bool__` call or a read.
                    Err(_) => {
                        self.push_native(Box::new(crate::conts::Negate), None);
                        self.deliver(v)
                    }
                }
            }
            FrameKind::Gen(g, exhaust) => {
                g.borrow_mut().finished = true;
                match exhaust {
                    Exhaust::ForIter(t) => {
                        let caller = self.frames.last_mut().expect("a for loop resumed it");
                        caller.stack.pop();
                        caller.pc = t as usize;
                        caller.in_call = false;
                        Ok(Step::Next)
                    }
                    Exhaust::Send(t) => {
                        let caller = self.frames.last_mut().expect("an await resumed it");
                        caller.stack.pop();
                        caller.stack.push(v);
                        caller.pc = t as usize;
                        caller.in_call = false;
                        Ok(Step::Next)
                    }
                    Exhaust::Close => self.deliver(Value::None),
                    Exhaust::Raise if matches!(v, Value::None) => {
                        Err(PyErr::new("StopIteration", ""))
                    }
                    // `return x` in a generator: `StopIteration(x)`, its `value` x.
                    Exhaust::Raise => {
                        let mut e = PyErr::new("StopIteration", v.repr());
                        if let Some(Value::Class(c)) = self.builtins.get("StopIteration") {
                            let inst = crate::objects::Instance::new(c.clone());
                            inst.attrs.borrow_mut().set("args", Value::tuple(vec![v]));
                            e.value = Some(crate::errors::ExcValue(Value::Object(inst)));
                        }
                        Err(e)
                    }
                }
            }
            _ => self.deliver(v),
        }
    }
}
