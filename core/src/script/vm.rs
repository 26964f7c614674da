//! The resumable VM: an explicit frame stack that can stop at any instruction.
//!
//! `run(budget)` executes at most `budget` instructions and says why it stopped. Nothing here blocks:
//! when an instruction needs device data (`.item()`, `print(t)`, `if t > 0:`), the VM returns
//! [`RunOutcome::NeedsValue`] with the instruction not yet executed; the host resolves the reads and
//! calls `run` again, which re-executes it. Python calls never recurse on the Rust stack, so deep
//! recursion is a `RecursionError`, not a crashed page.

use std::collections::HashMap;
use std::rc::Rc;

use super::arith;
use super::builtins;
use super::code::{CodeObject, Instr, UnaryOp};
use super::compile::SWAPPED;
use super::errors::{PyErr, Span, TraceEntry};
use super::native::{Args, Ctx, Flow};
use super::value::{Function, Iter, Value};
use crate::torch;

/// Why `run` returned.
#[derive(Debug)]
pub enum RunOutcome {
    Done,
    /// Device reads are pending; resolve them (the runtime knows which) and call `run` again.
    NeedsValue,
    OutOfBudget,
    Error(PyErr),
}

/// CPython's default recursion limit.
pub const RECURSION_LIMIT: usize = 1000;

struct Frame {
    code: Rc<CodeObject>,
    pc: usize,
    stack: Vec<Value>,
    locals: Vec<Option<Value>>,
}

pub struct Vm {
    frames: Vec<Frame>,
    globals: HashMap<Rc<str>, Value>,
    builtins: HashMap<&'static str, Value>,
    pub ctx: Ctx,
    /// Instructions executed so far, over all slices.
    pub steps: u64,
    /// The program ends with an error past this many instructions (the Stop button's automatic twin).
    pub step_limit: u64,
}

/// What one instruction did to control flow.
enum Step {
    Next,
    Wait,
    Finished,
}

impl Vm {
    pub fn new(code: Rc<CodeObject>, ctx: Ctx) -> Self {
        let nlocals = code.locals.len();
        Vm {
            frames: vec![Frame {
                code,
                pc: 0,
                stack: Vec::with_capacity(16),
                locals: vec![None; nlocals],
            }],
            globals: HashMap::new(),
            builtins: builtins::table(),
            ctx,
            steps: 0,
            step_limit: u64::MAX,
        }
    }

    pub fn is_done(&self) -> bool {
        self.frames.is_empty()
    }

    /// The source position of the instruction about to run (for the page's Step and gutter).
    pub fn current_span(&self) -> Option<Span> {
        self.frames
            .last()
            .and_then(|f| f.code.spans.get(f.pc).copied())
    }

    pub fn run(&mut self, budget: u64) -> RunOutcome {
        let mut left = budget;
        while !self.frames.is_empty() {
            if left == 0 {
                return RunOutcome::OutOfBudget;
            }
            if self.steps >= self.step_limit {
                let e = PyErr::runtime_error(format!(
                    "the program ran past its budget of {} steps and was stopped (an endless loop?)",
                    self.step_limit
                ));
                return RunOutcome::Error(self.unwind(e));
            }
            match self.step() {
                Ok(Step::Next) => {
                    left -= 1;
                    self.steps += 1;
                }
                Ok(Step::Wait) => return RunOutcome::NeedsValue,
                Ok(Step::Finished) => return RunOutcome::Done,
                Err(e) => return RunOutcome::Error(self.unwind(e)),
            }
        }
        RunOutcome::Done
    }

    /// Adds one traceback entry per live frame (outermost first), then drops the frames.
    fn unwind(&mut self, mut e: PyErr) -> PyErr {
        // A compile-time or native error may already carry the innermost position.
        let preset = std::mem::take(&mut e.traceback);
        let mut tb = Vec::new();
        for f in &self.frames {
            let span = f.code.spans.get(f.pc).copied().unwrap_or_default();
            tb.push(TraceEntry {
                span,
                scope: f.code.name.clone(),
            });
        }
        if tb.is_empty() {
            tb = preset;
        }
        e.traceback = tb;
        self.frames.clear();
        e
    }

    fn step(&mut self) -> Result<Step, PyErr> {
        let fi = self.frames.len() - 1;
        let frame = &mut self.frames[fi];
        let instr = frame.code.instrs[frame.pc];
        self.ctx.span = frame.code.spans[frame.pc];
        self.ctx.torch.dispatcher.begin_instruction();
        let mut next_pc = frame.pc + 1;
        match instr {
            Instr::LoadConst(i) => {
                let v = frame.code.consts[i as usize].clone();
                frame.stack.push(v);
            }
            Instr::LoadFast(i) => match &frame.locals[i as usize] {
                Some(v) => {
                    let v = v.clone();
                    frame.stack.push(v);
                }
                None => {
                    let name = frame.code.locals[i as usize].clone();
                    return Err(PyErr::new(
                        "UnboundLocalError",
                        format!("cannot access local variable '{name}' where it is not associated with a value"),
                    ));
                }
            },
            Instr::StoreFast(i) => {
                let v = pop(frame);
                frame.locals[i as usize] = Some(v);
            }
            Instr::LoadGlobal(i) => {
                let name = &frame.code.names[i as usize];
                let v = match self.globals.get(name) {
                    Some(v) => v.clone(),
                    None => match self.builtins.get(&**name) {
                        Some(v) => v.clone(),
                        None => return Err(PyErr::name_error(name)),
                    },
                };
                frame.stack.push(v);
            }
            Instr::StoreGlobal(i) => {
                let name = frame.code.names[i as usize].clone();
                let v = pop(frame);
                self.globals.insert(name, v);
            }
            Instr::LoadAttr(i) => {
                let name = frame.code.names[i as usize].clone();
                let obj = top(frame, 0).clone();
                let v = getattr(&mut self.ctx, &obj, &name)?;
                let frame = &mut self.frames[fi];
                frame.stack.pop();
                frame.stack.push(v);
            }
            Instr::StoreAttr(raw) => {
                let i = raw & !SWAPPED;
                let name = frame.code.names[i as usize].clone();
                let (obj, value) = if raw & SWAPPED != 0 {
                    let v = pop(frame);
                    (pop(frame), v)
                } else {
                    let o = pop(frame);
                    (o, pop(frame))
                };
                setattr(&mut self.ctx, &obj, &name, value)?;
            }
            Instr::LoadSubscr => {
                let (obj, idx) = (top(frame, 1).clone(), top(frame, 0).clone());
                match builtins::getitem(&mut self.ctx, &obj, &idx) {
                    Ok(v) => {
                        let frame = &mut self.frames[fi];
                        frame.stack.truncate(frame.stack.len() - 2);
                        frame.stack.push(v);
                    }
                    Err(Flow::NeedsRead) => return Ok(Step::Wait),
                    Err(Flow::Raise(e)) => return Err(e),
                }
            }
            Instr::StoreSubscr => {
                // Popped only once the store is done: a tensor store may stop for a device read,
                // and then this instruction runs again with its operands still on the stack.
                let (v, obj, idx) = (
                    top(frame, 2).clone(),
                    top(frame, 1).clone(),
                    top(frame, 0).clone(),
                );
                match builtins::setitem(&mut self.ctx, &obj, &idx, v) {
                    Ok(()) => {
                        let frame = &mut self.frames[fi];
                        frame.stack.truncate(frame.stack.len() - 3);
                    }
                    Err(Flow::NeedsRead) => return Ok(Step::Wait),
                    Err(Flow::Raise(e)) => return Err(e),
                }
            }
            Instr::Binary(op) | Instr::InPlace(op) => {
                let (a, b) = (top(frame, 1).clone(), top(frame, 0).clone());
                let inplace = matches!(instr, Instr::InPlace(_));
                let r = if is_torch(&a) || is_torch(&b) {
                    torch::binary(&mut self.ctx, op, &a, &b, inplace)
                } else if let (true, Value::List(l)) =
                    (inplace && op == super::code::BinOp::Add, &a)
                {
                    // `lst += xs` extends in place: aliases see the change.
                    let items = builtins::iterate(&b)?;
                    l.borrow_mut().extend(items);
                    Ok(a.clone())
                } else {
                    arith::binary(op, &a, &b).map_err(Flow::Raise)
                };
                match r {
                    Ok(v) => {
                        let frame = &mut self.frames[fi];
                        frame.stack.truncate(frame.stack.len() - 2);
                        frame.stack.push(v);
                    }
                    Err(Flow::NeedsRead) => return Ok(Step::Wait),
                    Err(Flow::Raise(e)) => return Err(e),
                }
            }
            Instr::Unary(op) => {
                let a = top(frame, 0).clone();
                let r = match (op, &a) {
                    (_, Value::Torch(_)) if op != UnaryOp::Not => {
                        torch::unary(&mut self.ctx, op, &a)
                    }
                    (UnaryOp::Not, _) => match self.truthy(&a) {
                        Ok(b) => Ok(Value::Bool(!b)),
                        Err(f) => Err(f),
                    },
                    (UnaryOp::Neg, Value::Int(i)) => {
                        i.checked_neg().map(Value::Int).ok_or_else(|| {
                            Flow::Raise(PyErr::new("OverflowError", "integer overflow"))
                        })
                    }
                    (UnaryOp::Neg, Value::Bool(b)) => Ok(Value::Int(-(*b as i64))),
                    (UnaryOp::Neg, Value::Float(f)) => Ok(Value::Float(-f)),
                    (UnaryOp::Pos, Value::Int(_) | Value::Float(_)) => Ok(a.clone()),
                    (UnaryOp::Pos, Value::Bool(b)) => Ok(Value::Int(*b as i64)),
                    (UnaryOp::Invert, Value::Int(i)) => Ok(Value::Int(!i)),
                    (UnaryOp::Invert, Value::Bool(b)) => Ok(Value::Int(!(*b as i64))),
                    _ => Err(Flow::Raise(PyErr::type_error(format!(
                        "bad operand type for unary {}: '{}'",
                        match op {
                            UnaryOp::Neg => "-",
                            UnaryOp::Pos => "+",
                            UnaryOp::Invert => "~",
                            UnaryOp::Not => "not",
                        },
                        a.type_name()
                    )))),
                };
                match r {
                    Ok(v) => {
                        let frame = &mut self.frames[fi];
                        frame.stack.pop();
                        frame.stack.push(v);
                    }
                    Err(Flow::NeedsRead) => return Ok(Step::Wait),
                    Err(Flow::Raise(e)) => return Err(e),
                }
            }
            Instr::Compare(op) => {
                let (a, b) = (top(frame, 1).clone(), top(frame, 0).clone());
                let r = if (is_torch(&a) || is_torch(&b))
                    && !matches!(op, super::code::CmpOp::Is | super::code::CmpOp::IsNot)
                {
                    torch::compare(&mut self.ctx, op, &a, &b)
                } else {
                    arith::compare(op, &a, &b).map_err(Flow::Raise)
                };
                match r {
                    Ok(v) => {
                        let frame = &mut self.frames[fi];
                        frame.stack.truncate(frame.stack.len() - 2);
                        frame.stack.push(v);
                    }
                    Err(Flow::NeedsRead) => return Ok(Step::Wait),
                    Err(Flow::Raise(e)) => return Err(e),
                }
            }
            Instr::Call { argc, kwnames } => {
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
                let callee = frame.stack[base].clone();
                let mut pos: Vec<Value> = frame.stack[base + 1..base + 1 + argc as usize].to_vec();
                let kw: Vec<(Rc<str>, Value)> = if nkw > 0 {
                    let Value::Tuple(names) = &frame.code.consts[kwnames as usize] else {
                        unreachable!("kwnames is a tuple of str by construction")
                    };
                    names
                        .iter()
                        .zip(frame.stack[base + 1 + argc as usize..].iter())
                        .map(|(n, v)| (Rc::from(n.to_str().as_str()), v.clone()))
                        .collect()
                } else {
                    Vec::new()
                };
                match callee {
                    Value::Function(f) => {
                        let new = bind_args(&f, pos, kw)?;
                        if self.frames.len() >= RECURSION_LIMIT {
                            return Err(PyErr::new(
                                "RecursionError",
                                "maximum recursion depth exceeded",
                            ));
                        }
                        let frame = &mut self.frames[fi];
                        frame.stack.truncate(base);
                        frame.pc = next_pc;
                        self.frames.push(new);
                        return Ok(Step::Next);
                    }
                    Value::Native(n) => {
                        let args = Args { pos, kw };
                        match (n.f)(&mut self.ctx, &args) {
                            Ok(v) => {
                                let frame = &mut self.frames[fi];
                                frame.stack.truncate(base);
                                frame.stack.push(v);
                            }
                            Err(Flow::NeedsRead) => return Ok(Step::Wait),
                            Err(Flow::Raise(e)) => return Err(e),
                        }
                    }
                    Value::BoundNative(b) => {
                        pos.insert(0, b.0.clone());
                        let args = Args { pos, kw };
                        match (b.1.f)(&mut self.ctx, &args) {
                            Ok(v) => {
                                let frame = &mut self.frames[fi];
                                frame.stack.truncate(base);
                                frame.stack.push(v);
                            }
                            Err(Flow::NeedsRead) => return Ok(Step::Wait),
                            Err(Flow::Raise(e)) => return Err(e),
                        }
                    }
                    Value::Torch(_) => {
                        // Built-in torch objects that are callable (nn modules).
                        let args = Args { pos, kw };
                        match torch::call(&mut self.ctx, &callee, &args) {
                            Ok(v) => {
                                let frame = &mut self.frames[fi];
                                frame.stack.truncate(base);
                                frame.stack.push(v);
                            }
                            Err(Flow::NeedsRead) => return Ok(Step::Wait),
                            Err(Flow::Raise(e)) => return Err(e),
                        }
                    }
                    other => {
                        return Err(PyErr::type_error(format!(
                            "'{}' object is not callable",
                            other.type_name()
                        )))
                    }
                }
            }
            Instr::Pop => {
                frame.stack.pop();
            }
            Instr::Dup => {
                let v = top(frame, 0).clone();
                frame.stack.push(v);
            }
            Instr::Jump(t) => next_pc = t as usize,
            Instr::JumpIfFalse(t) | Instr::JumpIfTrue(t) => {
                let v = top(frame, 0).clone();
                let b = match self.truthy(&v) {
                    Ok(b) => b,
                    Err(Flow::NeedsRead) => return Ok(Step::Wait),
                    Err(Flow::Raise(e)) => return Err(e),
                };
                self.frames[fi].stack.pop();
                if b == matches!(instr, Instr::JumpIfTrue(_)) {
                    next_pc = t as usize;
                }
            }
            Instr::JumpIfFalseOrPop(t) | Instr::JumpIfTrueOrPop(t) => {
                let v = top(frame, 0).clone();
                let b = match self.truthy(&v) {
                    Ok(b) => b,
                    Err(Flow::NeedsRead) => return Ok(Step::Wait),
                    Err(Flow::Raise(e)) => return Err(e),
                };
                if b == matches!(instr, Instr::JumpIfTrueOrPop(_)) {
                    next_pc = t as usize;
                } else {
                    self.frames[fi].stack.pop();
                }
            }
            Instr::GetIter => {
                let v = pop(frame);
                let it = builtins::make_iter(&mut self.ctx, &v)?;
                self.frames[fi].stack.push(it);
            }
            Instr::ForIter(t) => {
                let next = match top(frame, 0) {
                    Value::Iterator(it) => it.borrow_mut().next_value(),
                    _ => None,
                };
                match next {
                    Some(v) => frame.stack.push(v),
                    None => {
                        frame.stack.pop();
                        next_pc = t as usize;
                    }
                }
            }
            Instr::BuildList(n) => {
                let items = frame.stack.split_off(frame.stack.len() - n as usize);
                frame.stack.push(Value::list(items));
            }
            Instr::BuildTuple(n) => {
                let items = frame.stack.split_off(frame.stack.len() - n as usize);
                frame.stack.push(Value::tuple(items));
            }
            Instr::BuildDict(n) => {
                let items = frame.stack.split_off(frame.stack.len() - 2 * n as usize);
                let mut pairs: Vec<(Value, Value)> = Vec::with_capacity(n as usize);
                for kv in items.chunks(2) {
                    match pairs.iter_mut().find(|(k, _)| arith::equal(k, &kv[0])) {
                        Some(p) => p.1 = kv[1].clone(),
                        None => pairs.push((kv[0].clone(), kv[1].clone())),
                    }
                }
                frame
                    .stack
                    .push(Value::Dict(Rc::new(std::cell::RefCell::new(pairs))));
            }
            Instr::BuildSlice => {
                let step = pop(frame);
                let stop = pop(frame);
                let start = pop(frame);
                frame.stack.push(Value::Slice(Rc::new([start, stop, step])));
            }
            Instr::UnpackSequence(n) => {
                let v = top(frame, 0).clone();
                let items = builtins::iterate(&v)?;
                if items.len() != n as usize {
                    return Err(if items.len() > n as usize {
                        PyErr::value_error(format!("too many values to unpack (expected {n})"))
                    } else {
                        PyErr::value_error(format!(
                            "not enough values to unpack (expected {n}, got {})",
                            items.len()
                        ))
                    });
                }
                let frame = &mut self.frames[fi];
                frame.stack.pop();
                frame.stack.extend(items.into_iter().rev());
            }
            Instr::MakeFunction { code, ndefaults } => {
                let code = frame.code.codes[code as usize].clone();
                let defaults = frame
                    .stack
                    .split_off(frame.stack.len() - ndefaults as usize);
                frame
                    .stack
                    .push(Value::Function(Rc::new(Function { code, defaults })));
            }
            Instr::Return => {
                let v = frame.stack.pop().unwrap_or(Value::None);
                self.frames.pop();
                match self.frames.last_mut() {
                    Some(caller) => caller.stack.push(v),
                    None => return Ok(Step::Finished),
                }
                return Ok(Step::Next);
            }
            Instr::FormatValue {
                conversion,
                has_spec,
            } => {
                let spec = if has_spec {
                    top(frame, 0).to_str()
                } else {
                    String::new()
                };
                let v = top(frame, has_spec as usize).clone();
                let r = builtins::format_value(&mut self.ctx, &v, conversion, &spec);
                match r {
                    Ok(s) => {
                        let frame = &mut self.frames[fi];
                        frame
                            .stack
                            .truncate(frame.stack.len() - 1 - has_spec as usize);
                        frame.stack.push(Value::str(&s));
                    }
                    Err(Flow::NeedsRead) => return Ok(Step::Wait),
                    Err(Flow::Raise(e)) => return Err(e),
                }
            }
            Instr::BuildString(n) => {
                let items = frame.stack.split_off(frame.stack.len() - n as usize);
                let mut s = String::new();
                for it in items {
                    s.push_str(&it.to_str());
                }
                frame.stack.push(Value::str(&s));
            }
            Instr::ImportName(i) => {
                let name = frame.code.names[i as usize].clone();
                let m = builtins::import(&mut self.ctx, &name)?;
                self.frames[fi].stack.push(m);
            }
        }
        self.frames[fi].pc = next_pc;
        Ok(Step::Next)
    }

    fn truthy(&mut self, v: &Value) -> Result<bool, Flow> {
        match v {
            Value::Torch(_) => torch::truthy(&mut self.ctx, v),
            other => other.truthy().map_err(Flow::Raise),
        }
    }
}

fn is_torch(v: &Value) -> bool {
    matches!(v, Value::Torch(_))
}

fn pop(frame: &mut Frame) -> Value {
    frame.stack.pop().expect("the compiler balances the stack")
}

fn top(frame: &Frame, depth: usize) -> &Value {
    &frame.stack[frame.stack.len() - 1 - depth]
}

fn bind_args(f: &Rc<Function>, pos: Vec<Value>, kw: Vec<(Rc<str>, Value)>) -> Result<Frame, PyErr> {
    let code = &f.code;
    let argc = code.argcount as usize;
    if pos.len() > argc {
        return Err(PyErr::type_error(format!(
            "{}() takes {} positional argument{} but {} {} given",
            code.name,
            argc,
            if argc == 1 { "" } else { "s" },
            pos.len(),
            if pos.len() == 1 { "was" } else { "were" }
        )));
    }
    let mut locals: Vec<Option<Value>> = vec![None; code.locals.len()];
    for (i, v) in pos.into_iter().enumerate() {
        locals[i] = Some(v);
    }
    for (k, v) in kw {
        match code.locals[..argc].iter().position(|n| *n == k) {
            Some(i) => {
                if locals[i].is_some() {
                    return Err(PyErr::type_error(format!(
                        "{}() got multiple values for argument '{k}'",
                        code.name
                    )));
                }
                locals[i] = Some(v);
            }
            None => {
                return Err(PyErr::type_error(format!(
                    "{}() got an unexpected keyword argument '{k}'",
                    code.name
                )))
            }
        }
    }
    let first_default = argc - f.defaults.len();
    let mut missing = Vec::new();
    for (i, slot) in locals.iter_mut().enumerate().take(argc) {
        if slot.is_none() {
            if i >= first_default {
                *slot = Some(f.defaults[i - first_default].clone());
            } else {
                missing.push(format!("'{}'", code.locals[i]));
            }
        }
    }
    if !missing.is_empty() {
        let list = match missing.len() {
            1 => missing[0].clone(),
            n => format!("{} and {}", missing[..n - 1].join(", "), missing[n - 1]),
        };
        return Err(PyErr::type_error(format!(
            "{}() missing {} required positional argument{}: {}",
            code.name,
            missing.len(),
            if missing.len() == 1 { "" } else { "s" },
            list
        )));
    }
    Ok(Frame {
        code: code.clone(),
        pc: 0,
        stack: Vec::with_capacity(16),
        locals,
    })
}

fn getattr(ctx: &mut Ctx, obj: &Value, name: &str) -> Result<Value, PyErr> {
    match obj {
        Value::Module(m) => m.get(name).ok_or_else(|| {
            PyErr::new(
                "AttributeError",
                format!("module '{}' has no attribute '{name}'", m.name),
            )
        }),
        Value::Torch(_) => torch::getattr(ctx, obj, name),
        _ => builtins::method(obj, name),
    }
}

fn setattr(ctx: &mut Ctx, obj: &Value, name: &str, v: Value) -> Result<(), PyErr> {
    match obj {
        Value::Module(m) => {
            m.set(name, v);
            Ok(())
        }
        Value::Torch(_) => torch::setattr(ctx, obj, name, v),
        other => Err(PyErr::new(
            "AttributeError",
            format!("'{}' object has no attribute '{name}'", other.type_name()),
        )),
    }
}

/// Used by tests and the runtime: a fresh iterator over a list of values.
pub fn seq_iter(items: Vec<Value>) -> Value {
    Value::Iterator(Rc::new(std::cell::RefCell::new(Iter::Seq {
        items: Rc::from(items),
        pos: 0,
    })))
}
