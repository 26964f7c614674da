//! Control flow and iteration: the stack's shuffles, jumps (conditional on a value's truth), and
//! `for` loops (`GetIter`, `ForIter`).

use super::super::fast::Fast;
use super::super::push::{drop_value, dup_top, pop_drop, push_int};
use super::super::step::{next, pop, top};
use super::super::{Exhaust, Frame, FrameKind, Step, Vm};
use crate::attr;
use crate::code::Instr;
use crate::dunder;
use crate::errors::PyErr;
use crate::native::{Continuation, Ctx, Flow, NativeFunction, NativeResult};
use crate::value::{Iter, Value};

/// The names of the two markers [`TruthAnswer`] leaves on a frame's stack: natives no program can
/// reach, read and dropped by the instruction that asked.
const TRUE_MARKER: &str = "\0truth:True";
const FALSE_MARKER: &str = "\0truth:False";

/// What a `__bool__` or `__len__` called for `and`/`or` answered, as CPython's `PyObject_IsTrue`
/// takes it: a bool, or a length (an int, not negative).
#[derive(Debug)]
struct TruthAnswer;

impl Continuation for TruthAnswer {
    fn resume(&mut self, _: &mut Ctx, v: Value) -> NativeResult {
        let b = match v {
            Value::Bool(b) => b,
            Value::Int(i) if i < 0 => {
                return Err(PyErr::value_error("__len__() should return >= 0").into())
            }
            Value::Int(i) => i != 0,
            Value::Long(_) => {
                return Err(PyErr::new(
                    "OverflowError",
                    "cannot fit 'int' into an index-sized integer",
                )
                .into())
            }
            other => {
                return Err(PyErr::type_error(format!(
                    "'{}' object cannot be interpreted as an integer",
                    other.type_name()
                ))
                .into())
            }
        };
        let name = if b { TRUE_MARKER } else { FALSE_MARKER };
        Ok(NativeFunction::value(name, |_, _| Ok(Value::None)))
    }
}

/// The answer a [`TruthAnswer`] marker holds, if `v` is one.
fn truth_marker(v: &Value) -> Option<bool> {
    match v {
        Value::Native(n) if n.name == TRUE_MARKER => Some(true),
        Value::Native(n) if n.name == FALSE_MARKER => Some(false),
        _ => None,
    }
}

// The general path (`Vm::step`).
impl Vm {
    /// `Pop`, `Dup`, `Rot2` and `Rot3`.
    pub(in super::super) fn shuffle(
        &mut self,
        fi: usize,
        instr: Instr,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        match instr {
            Instr::Pop => {
                frame.stack.pop();
            }
            Instr::Dup => {
                let v = top(frame, 0).clone();
                frame.stack.push(v);
            }
            Instr::Rot2 => {
                let n = frame.stack.len();
                frame.stack.swap(n - 1, n - 2);
            }
            Instr::Rot3 => {
                let v = pop(frame);
                let n = frame.stack.len();
                frame.stack.insert(n - 2, v);
            }
            _ => unreachable!("only the stack's shuffles come here"),
        }
        next(frame, next_pc)
    }

    pub(in super::super) fn jump(&mut self, fi: usize, t: u32) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        frame.pc = t as usize;
        Ok(Step::Next)
    }

    /// `JumpIfFalse(t)` and `JumpIfTrue(t)`.
    pub(in super::super) fn jump_if(
        &mut self,
        fi: usize,
        instr: Instr,
        t: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        if let Some(Value::Bool(b)) = frame.stack.last() {
            let b = *b;
            frame.stack.pop();
            frame.pc = if b == matches!(instr, Instr::JumpIfTrue(_)) {
                t as usize
            } else {
                next_pc
            };
            return Ok(Step::Next);
        }
        let v = top(frame, 0).clone();
        let b = match self.truth(fi, &v)? {
            Ok(b) => b,
            Err(step) => return Ok(step),
        };
        let f = &mut self.frames[fi];
        f.stack.pop();
        f.pc = if b == matches!(instr, Instr::JumpIfTrue(_)) {
            t as usize
        } else {
            next_pc
        };
        Ok(Step::Next)
    }

    /// `JumpIfFalseOrPop(t)` and `JumpIfTrueOrPop(t)`.
    pub(in super::super) fn jump_or_pop(
        &mut self,
        fi: usize,
        instr: Instr,
        t: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let v = top(frame, 0).clone();
        let b = if let Some(b) = truth_marker(&v) {
            // The retry after a `__bool__`/`__len__` call: its answer above the operand.
            frame.stack.pop();
            b
        } else {
            match dunder::truthy(&mut self.ctx, &v) {
                Ok(b) => b,
                Err(Flow::NeedsRead) => return Ok(Step::Wait),
                Err(Flow::Raise(e)) => return Err(e),
                Err(Flow::Call(call)) => {
                    // The operand stays: the call's answer comes back as a marker above it, and
                    // the instruction runs again (`and`/`or` give the operand, not the answer).
                    let flow = crate::conts::checks::truth_then(call, Box::new(TruthAnswer));
                    let pc = self.frames[fi].pc;
                    return self.complete_retry(fi, 0, Err(flow), pc);
                }
            }
        };
        let f = &mut self.frames[fi];
        if b == matches!(instr, Instr::JumpIfTrueOrPop(_)) {
            f.pc = t as usize;
        } else {
            f.stack.pop();
            f.pc = next_pc;
        }
        Ok(Step::Next)
    }

    pub(in super::super) fn get_iter(&mut self, fi: usize, next_pc: usize) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let v = top(frame, 0).clone();
        let r = dunder::iter(&mut self.ctx, &v);
        self.complete(fi, 1, r, next_pc)
    }

    pub(in super::super) fn for_iter(
        &mut self,
        fi: usize,
        t: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let it = top(frame, 0).clone();
        match &it {
            Value::Iterator(i) => {
                let next = i.borrow_mut().next_value()?;
                match next {
                    Some(v) => frame.stack.push(v),
                    None => {
                        frame.stack.pop();
                        frame.pc = t as usize;
                        return Ok(Step::Next);
                    }
                }
            }
            Value::Generator(g) => {
                if g.borrow().finished {
                    frame.stack.pop();
                    frame.pc = t as usize;
                    return Ok(Step::Next);
                }
                frame.pc = next_pc;
                frame.in_call = true;
                return self.resume_gen(g.clone(), Exhaust::ForIter(t));
            }
            _ => {
                let Some(next) = attr::special(&it, "__next__") else {
                    return Err(PyErr::type_error(format!(
                        "'{}' object is not an iterator",
                        dunder::type_name(&it)
                    )));
                };
                frame.pc = next_pc;
                frame.in_call = true;
                self.push_marker(FrameKind::ForNext(t));
                return self.start_call(next, super::super::args(Vec::new()), FrameKind::Normal);
            }
        }
        next(frame, next_pc)
    }
}

// The fast loop (`Vm::run_fast`).

#[inline(always)]
pub(in super::super) fn fast_jump(t: u32, pc: &mut usize, n: &mut u64) -> Fast {
    *pc = t as usize;
    *n += 1;
    Fast::Jumped
}

/// `JumpIfFalse(t)` and `JumpIfTrue(t)`.
#[inline(always)]
pub(in super::super) fn fast_jump_if(
    frame: &mut Frame,
    instr: Instr,
    t: u32,
    pc: &mut usize,
    n: &mut u64,
) -> Fast {
    let stack = &mut frame.stack;
    let b = match stack.last() {
        Some(Value::Bool(b)) => *b,
        Some(Value::Int(i)) => *i != 0,
        Some(Value::None) => false,
        Some(v) => match plain_truth(v) {
            Some(b) => b,
            None => return Fast::Stop,
        },
        None => return Fast::Stop,
    };
    pop_drop(stack, 1);
    *n += 1;
    *pc = if b == matches!(instr, Instr::JumpIfTrue(_)) {
        t as usize
    } else {
        *pc + 1
    };
    Fast::Jumped
}

/// `JumpIfFalseOrPop(t)` and `JumpIfTrueOrPop(t)` (`and`, `or`).
#[inline(always)]
pub(in super::super) fn fast_jump_or_pop(
    frame: &mut Frame,
    instr: Instr,
    t: u32,
    pc: &mut usize,
    n: &mut u64,
) -> Fast {
    let stack = &mut frame.stack;
    let Some(b) = stack.last().and_then(plain_truth) else {
        return Fast::Stop;
    };
    *n += 1;
    if b == matches!(instr, Instr::JumpIfTrueOrPop(_)) {
        *pc = t as usize;
    } else {
        pop_drop(stack, 1);
        *pc += 1;
    }
    Fast::Jumped
}

/// A value's truth when no Python code or device read decides it: built-in values, and instances
/// of classes with neither `__bool__` nor `__len__` (always true).
#[inline]
fn plain_truth(v: &Value) -> Option<bool> {
    match v {
        // A native may be `TruthAnswer`'s marker, which only the general path reads.
        Value::Foreign(_) | Value::Class(_) | Value::Native(_) => None,
        Value::Object(o) => (o.base.is_none()
            && o.class.lookup("__bool__").is_none()
            && o.class.lookup("__len__").is_none())
        .then_some(true),
        v => v.truthy().ok(),
    }
}

/// `GetIter` on a built-in container, an iterator or a generator: no Python code runs.
#[inline(never)]
pub(in super::super) fn fast_get_iter(frame: &mut Frame, ctx: &mut crate::native::Ctx) -> Fast {
    let stack = &mut frame.stack;
    let Some(top) = stack.last_mut() else {
        return Fast::Stop;
    };
    match top {
        Value::Iterator(_) => {}
        Value::Generator(g) if !g.borrow().coroutine => {}
        Value::List(_)
        | Value::Tuple(_)
        | Value::Dict(_)
        | Value::Set(_)
        | Value::Str(_)
        | Value::Range { .. } => match crate::builtins::make_iter(ctx, top) {
            Ok(it) => *top = it,
            Err(_) => return Fast::Stop,
        },
        _ => return Fast::Stop,
    }
    Fast::Next
}

#[inline(always)]
pub(in super::super) fn fast_for_iter(
    frame: &mut Frame,
    instrs: &[Instr],
    t: u32,
    pc: &mut usize,
    n: &mut u64,
    fuel: u64,
) -> Fast {
    let stack = &mut frame.stack;
    let Some(Value::Iterator(it)) = stack.last() else {
        return Fast::Stop;
    };
    // Every `Iter` steps without calling back into Python; a range's next
    // value is pushed as it is made.
    let mut iter = it.borrow_mut();
    if let Iter::Range { next, stop, step } = &mut *iter {
        let v = *next;
        if (*step > 0 && v < *stop) || (*step < 0 && v > *stop) {
            *next += *step;
            drop(iter);
            // `for i in range(...)`: the `StoreFast` that follows takes the
            // value straight into its slot (two instructions, one dispatch,
            // when the fuel covers both).
            if let (Some(&Instr::StoreFast(j)), true) = (instrs.get(*pc + 1), *n + 2 <= fuel) {
                match &mut frame.locals[j as usize] {
                    Some(Value::Int(x)) => *x = v,
                    slot => {
                        if let Some(old) = slot.replace(Value::Int(v)) {
                            drop_value(old);
                        }
                    }
                }
                *pc += 2;
                *n += 2;
                return Fast::Jumped;
            }
            push_int(stack, v);
            *pc += 1;
            *n += 1;
            return Fast::Jumped;
        }
    }
    let Ok(next) = iter.next_value() else {
        // The general path raises the error.
        return Fast::Stop;
    };
    drop(iter);
    *n += 1;
    match next {
        Some(v) => {
            stack.push(v);
            *pc += 1;
        }
        None => {
            stack.pop();
            *pc = t as usize;
        }
    }
    Fast::Jumped
}

#[inline(always)]
pub(in super::super) fn fast_pop(frame: &mut Frame) -> Fast {
    let stack = &mut frame.stack;
    if stack.is_empty() {
        return Fast::Stop;
    }
    pop_drop(stack, 1);
    Fast::Next
}

#[inline(always)]
pub(in super::super) fn fast_dup(frame: &mut Frame) -> Fast {
    let stack = &mut frame.stack;
    if !dup_top(stack) {
        return Fast::Stop;
    }
    Fast::Next
}

#[inline(always)]
pub(in super::super) fn fast_rot2(frame: &mut Frame) -> Fast {
    let stack = &mut frame.stack;
    let len = stack.len();
    if len < 2 {
        return Fast::Stop;
    }
    stack.swap(len - 1, len - 2);
    Fast::Next
}
