//! Coroutines: `await` (`GetAwaitable`, then a `Send` loop around a `Yield`, as CPython 3.11's
//! `GET_AWAITABLE`/`SEND`) and `async for`'s `GetAIter`/`GetANext`. A coroutine is a generator
//! whose `Generator::coroutine` is set; `Exhaust::Send` brings its return value back to the
//! `Send` that resumed it.

use std::cell::RefCell;
use std::rc::Rc;

use super::super::fast::Fast;
use super::super::push::move_top;
use super::super::step::{next, pop, top};
use super::super::{args, Exhaust, Frame, FrameKind, Step, Vm};
use crate::attr;
use crate::dunder;
use crate::errors::PyErr;
use crate::objects::Generator;
use crate::value::Value;

impl Vm {
    /// `GetAwaitable`: a coroutine stays; an object's `__await__()` replaces it.
    pub(in super::super) fn get_awaitable(
        &mut self,
        fi: usize,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let v = top(frame, 0).clone();
        if let Value::Generator(g) = &v {
            if g.borrow().coroutine {
                return next(frame, next_pc);
            }
        }
        match attr::special(&v, "__await__") {
            Some(m) => {
                frame.stack.pop();
                frame.pc = next_pc;
                frame.in_call = true;
                self.start_call(m, args(Vec::new()), FrameKind::Normal)
            }
            None => Err(PyErr::type_error(format!(
                "object {} can't be used in 'await' expression",
                dunder::type_name(&v)
            ))),
        }
    }

    /// `Send(t)`: sends the top value into the iterator below it.
    pub(in super::super) fn send_op(
        &mut self,
        fi: usize,
        t: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let v = pop(frame);
        let it = top(frame, 0).clone();
        match &it {
            Value::Generator(g) => {
                if !g.borrow().coroutine && g.borrow().finished {
                    // `yield from` an exhausted generator: None at once.
                    frame.stack.pop();
                    frame.stack.push(Value::None);
                    frame.pc = t as usize;
                    return Ok(Step::Next);
                }
                frame.pc = next_pc;
                frame.in_call = true;
                self.resume_gen_with(g.clone(), Exhaust::Send(t), v, None)
            }
            Value::Iterator(i) => {
                let n = i.borrow_mut().next_value()?;
                match n {
                    Some(x) => {
                        frame.stack.push(x);
                        next(frame, next_pc)
                    }
                    None => {
                        frame.stack.pop();
                        frame.stack.push(Value::None);
                        frame.pc = t as usize;
                        Ok(Step::Next)
                    }
                }
            }
            Value::Object(_) => {
                // `__next__()` (or `send(v)`); its StopIteration ends the loop through the
                // `ForNext` marker, on the `None` pad before `t` (its value is not kept).
                let (name, args) = match v {
                    Value::None => ("__next__", Vec::new()),
                    v => ("send", vec![v]),
                };
                let Some(m) = attr::special(&it, name) else {
                    return Err(PyErr::type_error(format!(
                        "'{}' object is not an iterator",
                        dunder::type_name(&it)
                    )));
                };
                frame.pc = next_pc;
                frame.in_call = true;
                self.push_marker(FrameKind::ForNext(t.saturating_sub(1)));
                self.start_call(m, super::super::args(args), FrameKind::Normal)
            }
            other => Err(PyErr::type_error(format!(
                "__await__() returned non-iterator of type '{}'",
                dunder::type_name(other)
            ))),
        }
    }

    /// `GetAIter` (`aiter` replaces the top value) and `GetANext` (`anext` pushed above it).
    pub(in super::super) fn async_iter_op(
        &mut self,
        fi: usize,
        anext: bool,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let v = top(frame, 0).clone();
        let name = if anext { "__anext__" } else { "__aiter__" };
        let Some(m) = attr::special(&v, name) else {
            let what = if anext {
                "received an object from __aiter__ that does not implement __anext__:"
            } else {
                "requires an object with __aiter__ method, got"
            };
            return Err(PyErr::type_error(format!(
                "'async for' {what} {}",
                dunder::type_name(&v)
            )));
        };
        if !anext {
            frame.stack.pop();
        }
        frame.pc = next_pc;
        frame.in_call = true;
        self.start_call(m, args(Vec::new()), FrameKind::Normal)
    }
}

// The fast loop (`Vm::run_fast`): a generator resumed by `for`, `yield from` or `await`, and its
// `yield` back to the Python frame that resumed it, switch frames without leaving the loop, as a
// plain call and return do. Anything else (a finished or running generator, a native or `next()`
// resuming it, `close()`, the recursion limit) goes the general way, which has every case.

/// Takes `g`'s paused frame to resume it, the caller going on at `next_pc` once it yields or
/// ends (`None`: the general path decides).
#[inline]
fn take_gen_frame(
    caller: &mut Frame,
    g: &Rc<RefCell<Generator>>,
    sent: Value,
    next_pc: usize,
) -> Result<Box<Frame>, Value> {
    let mut gb = g.borrow_mut();
    if gb.finished {
        return Err(sent);
    }
    let Some(mut frame) = gb.frame.take() else {
        return Err(sent);
    };
    if gb.started {
        // The value of the paused `yield` expression.
        frame.stack.push(sent);
    }
    gb.started = true;
    caller.pc = next_pc;
    caller.in_call = true;
    Ok(frame)
}

/// `ForIter(t)` over a generator.
#[inline(never)]
pub(in super::super) fn fast_for_gen(frame: &mut Frame, t: u32, pc: usize, full: bool) -> Fast {
    let Some(Value::Generator(g)) = frame.stack.last() else {
        return Fast::Stop;
    };
    if full {
        return Fast::Stop;
    }
    let g = g.clone();
    match take_gen_frame(frame, &g, Value::None, pc + 1) {
        Ok(f) => Fast::Resume(f, g, Exhaust::ForIter(t)),
        Err(_) => Fast::Stop,
    }
}

/// `Send(t)`: the top value sent into the generator below it (`yield from`, `await`).
#[inline(never)]
pub(in super::super) fn fast_send(frame: &mut Frame, t: u32, pc: usize, full: bool) -> Fast {
    let len = frame.stack.len();
    if full || len < 2 {
        return Fast::Stop;
    }
    let Value::Generator(g) = &frame.stack[len - 2] else {
        return Fast::Stop;
    };
    let g = g.clone();
    let Some(sent) = frame.stack.pop() else {
        return Fast::Stop;
    };
    match take_gen_frame(frame, &g, sent, pc + 1) {
        Ok(f) => Fast::Resume(f, g, Exhaust::Send(t)),
        Err(sent) => {
            frame.stack.push(sent);
            Fast::Stop
        }
    }
}

/// `Yield` from a generator resumed by a Python frame's `for` or `Send`: the value lands on
/// that frame's stack and the loop goes on there ([`Fast::Yielded`]).
#[inline(always)]
pub(in super::super) fn fast_yield(
    frame: &mut Frame,
    callers: &mut [Box<Frame>],
    pc: usize,
) -> Fast {
    if !matches!(
        frame.kind,
        FrameKind::Gen(_, Exhaust::ForIter(_) | Exhaust::Send(_))
    ) || frame.stack.is_empty()
    {
        return Fast::Stop;
    }
    let Some(caller) = callers.last_mut() else {
        return Fast::Stop;
    };
    if caller.is_native() {
        return Fast::Stop;
    }
    move_top(&mut frame.stack, &mut caller.stack);
    caller.in_call = false;
    frame.pc = pc + 1;
    Fast::Yielded
}

/// `Yield` to a native that resumed the generator (`tuple(g)`, `set(g)`, `"".join(g)`): its
/// continuation takes the value here; when it asks for the next item of the same generator, the
/// generator goes on in place (`true`). Any other answer is [`Fast::ToNative`], which the general
/// protocol finishes.
#[inline(never)]
pub(in super::super) fn fast_yield_to_native(
    frame: &mut Frame,
    callers: &mut [Box<Frame>],
    pc: usize,
    ctx: &mut crate::native::Ctx,
) -> Fast {
    let FrameKind::Gen(g, Exhaust::Raise) = &frame.kind else {
        return Fast::Stop;
    };
    let Some(FrameKind::Native {
        cont,
        pending: None,
    }) = callers.last_mut().map(|f| &mut f.kind)
    else {
        return Fast::Stop;
    };
    let Some(v) = frame.stack.pop() else {
        return Fast::Stop;
    };
    let r = cont.resume(ctx, v.clone());
    match r {
        Err(crate::native::Flow::Call(c))
            if c.args.pos.is_empty()
                && c.args.kw.is_empty()
                && matches!(&c.func, Value::Generator(h) if Rc::ptr_eq(g, h))
                && matches!(
                    c.then,
                    crate::native::Then::Resume(_) | crate::native::Then::Keep
                ) =>
        {
            if let crate::native::Then::Resume(k) = c.then {
                *cont = k;
            }
            // `next(g)` again: the paused `yield` is None, and the generator goes on.
            frame.stack.push(Value::None);
            Fast::Next
        }
        r => {
            frame.pc = pc + 1;
            Fast::ToNative(r, v)
        }
    }
}
