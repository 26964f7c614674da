//! The fast path: instructions that touch only the top frame's slots and stack (loads, stores,
//! small-int and float arithmetic, comparisons, jumps, `for` over a range or a list) run here in a
//! tight loop, without the per-instruction work of [`Vm::run`] (the dispatcher's replay log and
//! Debug check, which only matter around instructions that can launch kernels) and without the
//! general [`Vm::step`]'s dispatch. Anything else, and any case whose answer is not plain (an
//! overflow, a division by zero, an unbound local, a tensor's truth), stops the loop at that
//! instruction, which the general path then runs, with its errors and calls. So the two paths
//! agree on every program; this one is only quicker where it applies. Frames switch inside the
//! loop too: calls of plain functions and classes, returns, and generators resumed by `for`,
//! `yield from`, `await` or a native's continuation (`tuple(g)`), and their yields back.

use std::cell::RefCell;
use std::rc::Rc;

use super::ops::{arith, attrs, awaits, calls, containers, control, loads};
use super::{Exhaust, Frame, FrameKind, Step, Vm};
use crate::code::Instr;
use crate::errors::PyErr;
use crate::native::NativeResult;
use crate::objects::Generator;
use crate::value::{Function, Value};

/// What an instruction did in the fast loop; the loop's table acts on it. Each instruction's
/// function is `#[inline(always)]`, so this is a jump inside the loop, not a value returned.
pub(super) enum Fast {
    /// Done; the next instruction follows (the loop counts this one and moves on).
    Next,
    /// Not handled here: the loop stops before this instruction and the general path runs it.
    Stop,
    /// Done, with `pc` and the count already moved (a jump, a loop's step, a fused pair).
    Jumped,
    /// A native call's outcome that the general protocol finishes ([`Vm::complete`], popping
    /// this many values): the loop ends with it.
    Finish(usize, NativeResult),
    /// A call of a plain function (a bound method's receiver first): the loop enters its frame
    /// (the recursion limit was checked). `at`: where its arguments start on the caller's stack
    /// and what the caller keeps.
    Call {
        at: (usize, usize),
        f: Rc<Function>,
        receiver: Option<Rc<(Value, Value)>>,
        /// The call's value is not wanted (a `__setitem__`): its frame drops it.
        discard: bool,
        /// A class called: `f` is its `__init__` on this new instance, the call's value.
        init: Option<Value>,
    },
    /// The top frame's value went onto its caller's stack: the loop drops the frame and goes on
    /// in the caller.
    Returned,
    /// A generator's paused frame, resumed by this frame's `for` or `Send` (which moved on): the
    /// loop runs it until it yields or ends.
    Resume(Box<Frame>, Rc<RefCell<Generator>>, Exhaust),
    /// The top frame, a generator's, yielded its value onto its resumer's stack: the loop keeps
    /// the paused frame in its generator and goes on in the resumer.
    Yielded,
    /// A call of a generator function (or `async def`) binding its arguments one to one: its
    /// frame is made as for a call, then kept in a new generator, the call's value.
    MakeGen { at: (usize, usize), f: Rc<Function> },
    /// The top frame, a generator's, yielded this value to the native below, whose continuation
    /// answered this: the frame is kept in its generator, and the general protocol goes on.
    ToNative(NativeResult, Value),
}

impl Vm {
    /// Runs up to `fuel` fast-path instructions in the top frame; returns how many ran. Stops
    /// before the first instruction it does not handle (the caller runs that one generally), or
    /// after a native call that needs the general protocol: then the second value is that
    /// instruction's outcome, as [`Vm::step`] would have returned it (not counted in the first).
    pub(super) fn run_fast(&mut self, fuel: u64) -> (u64, Option<Result<Step, PyErr>>) {
        let mut n = 0;
        // Calls and returns between plain Python functions switch frames without leaving.
        'frames: loop {
            // At the recursion limit a call goes the general way, which raises RecursionError.
            // A generator dropped by a return or a yield waits to be closed (`finalize`).
            if crate::finalize::closing() {
                return (n, None);
            }
            let depth = self.frames.len();
            let full = depth >= self.frame_limit();
            let Some((frame, callers)) = self.frames.split_last_mut() else {
                return (n, None);
            };
            if !matches!(
                frame.kind,
                FrameKind::Normal
                    | FrameKind::Init(_)
                    | FrameKind::Discard
                    | FrameKind::Gen(..)
                    | FrameKind::Operator(_)
            ) {
                return (n, None);
            }
            let code = frame.code.clone();
            let instrs = &code.instrs[..];
            let mut pc = frame.pc;
            // In library code a native's line is the program's: found once for this frame.
            let mut lib_span = None;
            while n < fuel {
                let Some(&instr) = instrs.get(pc) else { break };
                // What the loop does after an instruction's function, written out in that
                // instruction's own arm, where it folds to the outcomes that instruction has. One
                // shared `match` after the table compiled to a second jump table (27 indirect
                // jumps in `run_fast` against 18) and cost 10-25% more CPU time on the `for`,
                // float and `sorted(key=)` cases.
                macro_rules! then {
                    ($went:expr) => {
                        match $went {
                            Fast::Next => {
                                pc += 1;
                                n += 1;
                                // A generator dropped by it waits to be closed: now, generally.
                                if crate::finalize::closing() {
                                    break;
                                }
                            }
                            Fast::Stop => break,
                            // (Not tested after a jump, the loops' hot edge: what a jump drops
                            // (a `for` loop's exhausted list) is closed after the next plain
                            // instruction, a load at the least, before any call runs.)
                            Fast::Jumped => {}
                            Fast::Finish(npop, r) => {
                                return (n, Some(self.complete(depth - 1, npop, r, pc + 1)));
                            }
                            Fast::Call {
                                at,
                                f,
                                receiver,
                                discard,
                                init,
                            } => {
                                n += 1;
                                // Cannot fail: the recursion limit was checked (`fast_call_op`).
                                let _ = self.fast_call(depth - 1, at, pc + 1, f, receiver);
                                if discard {
                                    if let Some(callee) = self.frames.last_mut() {
                                        callee.kind = FrameKind::Discard;
                                    }
                                } else if let Some(inst) = init {
                                    if let Some(callee) = self.frames.last_mut() {
                                        callee.kind = FrameKind::Init(inst);
                                    }
                                }
                                continue 'frames;
                            }
                            Fast::Returned => {
                                n += 1;
                                if let Some(done) = self.frames.pop() {
                                    self.recycle_returned(done);
                                }
                                continue 'frames;
                            }
                            Fast::Resume(mut resumed, g, exhaust) => {
                                n += 1;
                                resumed.kind = FrameKind::Gen(g, exhaust);
                                self.frames.push(resumed);
                                continue 'frames;
                            }
                            Fast::Yielded => {
                                n += 1;
                                self.pause_top_gen();
                                continue 'frames;
                            }
                            Fast::MakeGen { at, f } => {
                                n += 1;
                                self.fast_make_gen(depth - 1, at, pc + 1, f);
                                continue 'frames;
                            }
                            Fast::ToNative(r, v) => {
                                self.pause_top_gen();
                                return (n, Some(self.after_native(r, Some(v))));
                            }
                        }
                    };
                }
                // One function per instruction, with its family in `vm/ops/`.
                match instr {
                    Instr::LoadFast(i) => match instrs.get(pc + 1) {
                        Some(&Instr::LoadFast(j)) if n + 2 <= fuel => {
                            then!(loads::fast_load_fast2(frame, i, j, &mut pc, &mut n))
                        }
                        _ => then!(loads::fast_load_fast(frame, i)),
                    },
                    Instr::StoreFast(i) => then!(loads::fast_store_fast(frame, i)),
                    Instr::LoadConst(i) => then!(loads::fast_load_const(frame, &code, i)),
                    Instr::LoadGlobal(i) => then!(loads::fast_load_global(
                        frame,
                        &code,
                        i,
                        &mut self.globals,
                        &self.builtins
                    )),
                    Instr::LoadLibGlobal(i) => {
                        then!(loads::fast_load_lib_global(frame, &code, i, &self.builtins))
                    }
                    Instr::StoreGlobal(i) => then!(loads::fast_store_global(
                        frame,
                        &code,
                        i,
                        &mut self.globals,
                        &self.builtins
                    )),
                    Instr::Binary(op) | Instr::InPlace(op) => then!(arith::fast_binary(frame, op)),
                    Instr::Unary(op) => then!(arith::fast_unary(frame, op)),
                    Instr::Compare(op) => then!(arith::fast_compare(frame, op)),
                    Instr::Jump(t) => then!(control::fast_jump(t, &mut pc, &mut n)),
                    Instr::JumpIfFalse(t) | Instr::JumpIfTrue(t) => {
                        then!(control::fast_jump_if(frame, instr, t, &mut pc, &mut n))
                    }
                    Instr::ForIter(t) => match frame.stack.last() {
                        Some(Value::Generator(_)) => {
                            then!(awaits::fast_for_gen(frame, t, pc, full))
                        }
                        _ => then!(control::fast_for_iter(
                            frame, instrs, t, &mut pc, &mut n, fuel
                        )),
                    },
                    Instr::Send(t) => then!(awaits::fast_send(frame, t, pc, full)),
                    Instr::Yield => match &frame.kind {
                        FrameKind::Gen(_, super::Exhaust::Raise) => then!(
                            awaits::fast_yield_to_native(frame, callers, pc, &mut self.ctx)
                        ),
                        _ => then!(awaits::fast_yield(frame, callers, pc)),
                    },
                    Instr::JumpIfFalseOrPop(t) | Instr::JumpIfTrueOrPop(t) => {
                        then!(control::fast_jump_or_pop(frame, instr, t, &mut pc, &mut n))
                    }
                    Instr::GetIter => then!(control::fast_get_iter(frame, &mut self.ctx)),
                    Instr::LoadDeref(i) => then!(loads::fast_load_deref(frame, i)),
                    Instr::StoreDeref(i) => then!(loads::fast_store_deref(frame, i)),
                    Instr::Pop => then!(control::fast_pop(frame)),
                    Instr::Dup => then!(control::fast_dup(frame)),
                    Instr::Rot2 => then!(control::fast_rot2(frame)),
                    Instr::LoadAttr(i) => then!(attrs::fast_load_attr(frame, &code, i)),
                    Instr::StoreAttr(raw) => then!(attrs::fast_store_attr(frame, &code, raw)),
                    Instr::LoadMethod(i) => then!(attrs::fast_load_method(frame, &code, i)),
                    Instr::LoadSubscr => then!(containers::fast_load_subscr(frame, full)),
                    Instr::StoreSubscr => {
                        then!(containers::fast_store_subscr(
                            frame,
                            self.ctx.max_items,
                            full
                        ))
                    }
                    Instr::DeleteSubscr => then!(containers::fast_delete_subscr(frame)),
                    Instr::UnpackSequence(k) => then!(containers::fast_unpack_to_locals(
                        frame, instrs, k, &mut pc, &mut n, fuel
                    )),
                    Instr::MapAdd(d) => {
                        then!(containers::fast_map_add(frame, d, self.ctx.max_items))
                    }
                    Instr::ListAppend(d) => {
                        then!(containers::fast_list_append(frame, d, self.ctx.max_items))
                    }
                    Instr::BuildList(k) => then!(containers::fast_build(frame, k, false)),
                    Instr::BuildTuple(k) => then!(containers::fast_build(frame, k, true)),
                    Instr::BuildSlice => then!(containers::fast_build_slice(frame)),
                    Instr::SetAdd(d) => {
                        then!(containers::fast_set_add(frame, d, self.ctx.max_items))
                    }
                    Instr::Call { .. } | Instr::CallMethod(_) => then!(calls::fast_call_op(
                        frame,
                        instr,
                        pc,
                        match code.lib {
                            None => code.spans[pc],
                            Some(_) => *lib_span
                                .get_or_insert_with(|| super::import::program_span_below(callers)),
                        },
                        full,
                        &self.specials,
                        &mut self.ctx,
                        &mut self.arg_vecs
                    )),
                    Instr::Return => then!(calls::fast_return(frame, callers, &mut pc, &mut n)),
                    _ => break,
                }
            }
            frame.pc = pc;
            return (n, None);
        }
    }
}

impl Vm {
    /// [`Fast::MakeGen`]: the frame `fast_call` makes, kept in a new generator on the caller's
    /// stack instead of run.
    fn fast_make_gen(&mut self, fi: usize, at: (usize, usize), next_pc: usize, f: Rc<Function>) {
        let qualname = f.code.qualname.clone();
        let coroutine = f.code.is_coroutine;
        let type_name = Generator::type_for(&f.code);
        let code = f.code.clone();
        // Cannot fail: the recursion limit was checked (`fast_call_op`).
        let _ = self.fast_call(fi, at, next_pc, f, None);
        let Some(frame) = self.frames.pop() else {
            return;
        };
        let g = Generator {
            code,
            frame: Some(frame),
            started: false,
            finished: false,
            qualname,
            coroutine,
            finalized: coroutine,
            type_name,
        };
        let caller = &mut self.frames[fi];
        caller.in_call = false;
        caller
            .stack
            .push(Value::Generator(Rc::new(RefCell::new(g))));
    }

    /// The top frame, a generator's that yielded, back into its generator.
    fn pause_top_gen(&mut self) {
        if let Some(mut paused) = self.frames.pop() {
            let kind = std::mem::replace(&mut paused.kind, FrameKind::Normal);
            if let FrameKind::Gen(g, _) = kind {
                g.borrow_mut().frame = Some(paused);
            }
        }
    }
}
