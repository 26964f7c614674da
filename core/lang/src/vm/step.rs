//! One instruction. Operations that may call back into Python (a dunder method, a property) return
//! `Flow::Call`; [`Vm::complete`] then pops the operands and makes the call, whose result lands
//! where the operation's own result would have. The table below calls one method per instruction;
//! the methods live with their family in `vm/ops/`.

use super::{Step, Vm};
use crate::code::Instr;
use crate::errors::PyErr;
use crate::value::{Function, Value};

impl Vm {
    pub(crate) fn step(&mut self) -> Result<Step, PyErr> {
        let fi = self.frames.len() - 1;
        let frame = &self.frames[fi];
        let pc = frame.pc;
        let instr = frame.code.instrs[pc];
        // What ops record as their line: the program's line, also while library code runs (a
        // `Sequential` forward's matmul belongs to the line that called the model).
        self.ctx.span = if frame.code.lib.is_none() {
            frame.code.spans[pc]
        } else {
            super::import::program_span(&self.frames).unwrap_or_default()
        };
        let next_pc = pc + 1;
        match instr {
            // Loads and stores (`ops::loads`).
            Instr::LoadConst(i) => self.load_const(fi, i, next_pc),
            Instr::LoadFast(i) => self.load_fast(fi, i, next_pc),
            Instr::StoreFast(i) => self.store_fast(fi, i, next_pc),
            Instr::DeleteFast(i) => self.delete_fast(fi, i, next_pc),
            Instr::LoadDeref(i) => self.load_deref(fi, i, next_pc),
            Instr::StoreDeref(i) => self.store_deref(fi, i, next_pc),
            Instr::DeleteDeref(i) => self.delete_deref(fi, i, next_pc),
            Instr::LoadGlobal(i) => self.load_global(fi, i, next_pc),
            Instr::StoreGlobal(i) => self.store_global(fi, i, next_pc),
            Instr::DeleteGlobal(i) => self.delete_global(fi, i, next_pc),
            Instr::LoadName(i) => self.load_name(fi, i, next_pc),
            Instr::StoreName(i) => self.store_name(fi, i, next_pc),
            Instr::DeleteName(i) => self.delete_name(fi, i, next_pc),
            // Attributes and imports (`ops::attrs`).
            Instr::LoadAttr(i) => self.load_attr(fi, i, next_pc),
            Instr::LoadContextAttr(i) => self.load_context_attr(fi, i, next_pc),
            Instr::StoreAttr(raw) => self.store_attr(fi, raw, next_pc),
            Instr::DeleteAttr(i) => self.delete_attr(fi, i, next_pc),
            Instr::LoadMethod(i) => self.load_method(fi, i, next_pc),
            Instr::LoadSuper => self.load_super(fi, next_pc),
            Instr::LoadClassCell => self.load_class_cell(fi, next_pc),
            Instr::LoadGlobals => self.load_globals(fi, next_pc),
            Instr::LoadLocals => self.load_locals(fi, next_pc),
            Instr::EnterNamespace(k) => self.enter_namespace(fi, k, next_pc),
            Instr::ImportName(i) => self.import_name(fi, i, next_pc),
            // Arithmetic and comparison (`ops::arith`).
            Instr::Binary(op) | Instr::InPlace(op) => self.binary(fi, instr, op, next_pc),
            Instr::Unary(op) => self.unary(fi, op, next_pc),
            Instr::Compare(op) => self.compare(fi, op, next_pc),
            // Calls, returns, functions and classes (`ops::calls`; `call_op` is in `flow`).
            Instr::Call { .. } | Instr::CallMethod(_) => self.call_op(fi, instr, next_pc),
            Instr::CallEx { kw } => self.call_ex(fi, kw, next_pc),
            Instr::Return => self.return_value(fi),
            Instr::Yield => self.yield_value(fi, next_pc),
            // Coroutines (`ops::awaits`).
            Instr::GetAwaitable => self.get_awaitable(fi, next_pc),
            Instr::Send(t) => self.send_op(fi, t, next_pc),
            Instr::GetAIter => self.async_iter_op(fi, false, next_pc),
            Instr::GetANext => self.async_iter_op(fi, true, next_pc),
            Instr::MakeFunction {
                code,
                ndefaults,
                kwdefaults,
            } => self.make_function(fi, code, ndefaults, kwdefaults, next_pc),
            Instr::BuildClass { nbases, kw } => self.build_class(fi, nbases, kw, pc, next_pc),
            // The stack, jumps and iteration (`ops::control`).
            Instr::Pop | Instr::Dup | Instr::Rot2 | Instr::Rot3 => self.shuffle(fi, instr, next_pc),
            Instr::Jump(t) => self.jump(fi, t),
            Instr::JumpIfFalse(t) | Instr::JumpIfTrue(t) => self.jump_if(fi, instr, t, next_pc),
            Instr::JumpIfFalseOrPop(t) | Instr::JumpIfTrueOrPop(t) => {
                self.jump_or_pop(fi, instr, t, next_pc)
            }
            Instr::GetIter => self.get_iter(fi, next_pc),
            Instr::ForIter(t) => self.for_iter(fi, t, next_pc),
            // Containers and strings (`ops::containers`).
            Instr::LoadSubscr => self.load_subscr(fi, next_pc),
            Instr::StoreSubscr => self.store_subscr(fi, next_pc),
            Instr::DeleteSubscr => self.delete_subscr(fi, next_pc),
            Instr::BuildList(n) => self.build_list(fi, n, next_pc),
            Instr::BuildTuple(n) => self.build_tuple(fi, n, next_pc),
            Instr::BuildSet(n) => self.build_set(fi, n, next_pc),
            Instr::BuildConstSet(n) => self.build_const_set(fi, n, next_pc),
            Instr::BuildDict(n) => self.build_dict(fi, n, next_pc),
            Instr::BuildSlice => self.build_slice(fi, next_pc),
            Instr::ListAppend(d) | Instr::SetAdd(d) => self.comp_add(fi, d, next_pc),
            Instr::MapAdd(d) => self.map_add(fi, d, next_pc),
            Instr::ListExtend | Instr::SetUpdate | Instr::DictUpdate => {
                self.extend(fi, pc, next_pc)
            }
            Instr::DictMerge => self.dict_merge(fi, pc, next_pc),
            Instr::ArgsExtend => self.args_extend(fi, pc, next_pc),
            Instr::ListToTuple => self.list_to_tuple(fi, next_pc),
            Instr::UnpackSequence(n) => self.unpack_sequence(fi, n, pc, next_pc),
            Instr::UnpackEx { before, after } => self.unpack_ex(fi, (before, after), pc, next_pc),
            Instr::FormatValue {
                conversion,
                has_spec,
            } => self.format_value(fi, conversion, has_spec, next_pc),
            Instr::BuildString(n) => self.build_string(fi, n, next_pc),
            // Exceptions and `with` (`ops::exceptions`).
            Instr::SetupExcept(t) => self.setup_except(fi, t, next_pc),
            Instr::PopBlock => self.pop_block(fi, next_pc),
            Instr::PopExcept => self.pop_except(fi, next_pc),
            Instr::ExcMatch => self.exc_match(fi, next_pc),
            Instr::Raise(form) => self.raise_exc(fi, form),
            Instr::TypeOf => self.type_of(fi, next_pc),
            // Imports and the library's own names (`import`).
            Instr::ImportFrom(i) => self.import_from(fi, i, next_pc),
            Instr::ImportStar => self.import_star(fi, next_pc),
            Instr::LoadLibGlobal(_)
            | Instr::StoreLibGlobal(_)
            | Instr::DeleteLibGlobal(_)
            | Instr::LoadLibName(_) => self.lib_name(fi, instr),
        }
    }
}

/// The end of an instruction that goes on to the next one.
#[inline]
pub(super) fn next(frame: &mut super::Frame, next_pc: usize) -> Result<Step, PyErr> {
    frame.pc = next_pc;
    Ok(Step::Next)
}

/// Whether a call with `argc` positional arguments binds them one to one, the parameters after
/// them taking their defaults, with nothing else to do.
#[inline]
pub(super) fn is_simple(f: &Function, argc: u32) -> bool {
    let code = &f.code;
    code.argcount >= argc
        && (code.argcount - argc) as usize <= f.defaults.len()
        && code.kwonlycount == 0
        && !code.varargs
        && !code.varkw
        && !code.is_generator
        && code.cellvars.is_empty()
}

pub(super) fn pop(frame: &mut super::Frame) -> Value {
    frame.stack.pop().expect("the compiler balances the stack")
}

pub(super) fn top(frame: &super::Frame, depth: usize) -> &Value {
    &frame.stack[frame.stack.len() - 1 - depth]
}
