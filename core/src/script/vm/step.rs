//! One instruction. Operations that may call back into Python (a dunder method, a property) return
//! `Flow::Call`; [`Vm::complete`] then pops the operands and makes the call, whose result lands
//! where the operation's own result would have.

use std::cell::RefCell;
use std::rc::Rc;

use super::call::bind_args;
use super::exc::{err_from_value, exc_matches, is_class};
use super::{Exhaust, FrameKind, Step, Vm};
use crate::script::code::{BinOp, CmpOp, CodeObject, Instr};
use crate::script::compile::SWAPPED;
use crate::script::dunder;
use crate::script::errors::PyErr;
use crate::script::native::{Args, Flow, Then};
use crate::script::objects::{self, Attrs, Class};
use crate::script::value::{Function, Value};
use crate::script::{builtins, conts};

impl Vm {
    pub(crate) fn step(&mut self) -> Result<Step, PyErr> {
        let fi = self.frames.len() - 1;
        let frame = &mut self.frames[fi];
        let pc = frame.pc;
        let instr = frame.code.instrs[pc];
        self.ctx.span = frame.code.spans[pc];
        let next_pc = pc + 1;
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
            Instr::DeleteFast(i) => {
                if frame.locals[i as usize].take().is_none() {
                    let name = frame.code.locals[i as usize].clone();
                    return Err(PyErr::new(
                        "UnboundLocalError",
                        format!("cannot access local variable '{name}' where it is not associated with a value"),
                    ));
                }
            }
            Instr::LoadDeref(i) => {
                let v = frame.cells[i as usize].borrow().clone();
                match v {
                    Some(v) => frame.stack.push(v),
                    None => {
                        let name = cell_name(&frame.code, i);
                        return Err(PyErr::new(
                            "NameError",
                            format!("cannot access free variable '{name}' where it is not associated with a value in enclosing scope"),
                        ));
                    }
                }
            }
            Instr::StoreDeref(i) => {
                let v = pop(frame);
                *frame.cells[i as usize].borrow_mut() = Some(v);
            }
            Instr::LoadGlobal(i) => {
                let v = match self.globals.load(&frame.code, i, &self.builtins) {
                    Some(v) => v.clone(),
                    None => return Err(PyErr::name_error(&frame.code.names[i as usize])),
                };
                frame.stack.push(v);
            }
            Instr::StoreGlobal(i) => {
                let name = frame.code.names[i as usize].clone();
                let v = pop(frame);
                self.globals.insert(name, v, &self.builtins);
            }
            Instr::DeleteGlobal(i) => {
                let name = frame.code.names[i as usize].clone();
                if self.globals.remove(&name).is_none() {
                    return Err(PyErr::name_error(&name));
                }
            }
            Instr::LoadName(i) => {
                let name = frame.code.names[i as usize].clone();
                let local = frame
                    .ns
                    .as_ref()
                    .and_then(|ns| ns.borrow().get(&name).cloned());
                let v = match local {
                    Some(v) => v,
                    None => match self.globals.get(&name) {
                        Some(v) => v.clone(),
                        None => match self.builtins.get(&*name) {
                            Some(v) => v.clone(),
                            None => return Err(PyErr::name_error(&name)),
                        },
                    },
                };
                self.frames[fi].stack.push(v);
            }
            Instr::StoreName(i) => {
                let name = frame.code.names[i as usize].clone();
                let v = pop(frame);
                match &frame.ns {
                    Some(ns) => {
                        ns.borrow_mut().set_rc(&name, v);
                    }
                    None => {
                        self.globals.insert(name, v, &self.builtins);
                    }
                }
            }
            Instr::LoadAttr(i) => {
                let name = frame.code.names[i as usize].clone();
                let obj = top(frame, 0).clone();
                let r = dunder::getattr(&mut self.ctx, &obj, &name);
                return self.complete(fi, 1, r, next_pc);
            }
            Instr::StoreAttr(raw) => {
                let i = raw & !SWAPPED;
                let name = frame.code.names[i as usize].clone();
                let (obj, value) = if raw & SWAPPED != 0 {
                    (top(frame, 1).clone(), top(frame, 0).clone())
                } else {
                    (top(frame, 0).clone(), top(frame, 1).clone())
                };
                let r = dunder::setattr(&mut self.ctx, &obj, &name, value);
                return self.complete_none(fi, 2, r, next_pc);
            }
            Instr::DeleteAttr(i) => {
                let name = frame.code.names[i as usize].clone();
                let obj = top(frame, 0).clone();
                let r = dunder::delattr(&obj, &name);
                return self.complete_none(fi, 1, r.map_err(Flow::Raise), next_pc);
            }
            Instr::LoadSubscr => {
                let (obj, idx) = (top(frame, 1).clone(), top(frame, 0).clone());
                let r = dunder::getitem(&mut self.ctx, &obj, &idx);
                return self.complete(fi, 2, r, next_pc);
            }
            Instr::StoreSubscr => {
                let (v, obj, idx) = (
                    top(frame, 2).clone(),
                    top(frame, 1).clone(),
                    top(frame, 0).clone(),
                );
                let r = dunder::setitem(&mut self.ctx, &obj, &idx, v);
                return self.complete_none(fi, 3, r, next_pc);
            }
            Instr::DeleteSubscr => {
                let (obj, idx) = (top(frame, 1).clone(), top(frame, 0).clone());
                let r = dunder::delitem(&mut self.ctx, &obj, &idx);
                return self.complete_none(fi, 2, r, next_pc);
            }
            Instr::Binary(op) | Instr::InPlace(op) => {
                let n = frame.stack.len();
                if let (Value::Int(x), Value::Int(y)) = (&frame.stack[n - 2], &frame.stack[n - 1]) {
                    // Small-int arithmetic is most of a loop's work: no clones, no dispatch.
                    let r = match op {
                        BinOp::Add => x.checked_add(*y),
                        BinOp::Sub => x.checked_sub(*y),
                        BinOp::Mul => x.checked_mul(*y),
                        _ => None,
                    };
                    if let Some(r) = r {
                        frame.stack.truncate(n - 2);
                        frame.stack.push(Value::Int(r));
                        frame.pc = next_pc;
                        return Ok(Step::Next);
                    }
                }
                let (a, b) = (top(frame, 1).clone(), top(frame, 0).clone());
                let inplace = matches!(instr, Instr::InPlace(_));
                let r = dunder::binary(&mut self.ctx, op, &a, &b, inplace);
                return self.complete(fi, 2, r, next_pc);
            }
            Instr::Unary(op) => {
                let a = top(frame, 0).clone();
                let r = dunder::unary(&mut self.ctx, op, &a);
                return self.complete(fi, 1, r, next_pc);
            }
            Instr::Compare(op) => {
                let n = frame.stack.len();
                if let (Value::Int(x), Value::Int(y)) = (&frame.stack[n - 2], &frame.stack[n - 1]) {
                    let r = match op {
                        CmpOp::Lt => Some(x < y),
                        CmpOp::Le => Some(x <= y),
                        CmpOp::Gt => Some(x > y),
                        CmpOp::Ge => Some(x >= y),
                        CmpOp::Eq => Some(x == y),
                        CmpOp::Ne => Some(x != y),
                        _ => None,
                    };
                    if let Some(r) = r {
                        frame.stack.truncate(n - 2);
                        frame.stack.push(Value::Bool(r));
                        frame.pc = next_pc;
                        return Ok(Step::Next);
                    }
                }
                let (a, b) = (top(frame, 1).clone(), top(frame, 0).clone());
                let r = dunder::compare(&mut self.ctx, op, &a, &b);
                return self.complete(fi, 2, r, next_pc);
            }
            Instr::LoadMethod(i) => {
                // The general case: the attribute as `LoadAttr` gives it, under the marker.
                let name = frame.code.names[i as usize].clone();
                let obj = top(frame, 0).clone();
                let r = dunder::getattr(&mut self.ctx, &obj, &name);
                if !matches!(r, Err(Flow::NeedsRead)) {
                    // (A read leaves the stack as it was: the instruction runs again.)
                    let n = frame.stack.len();
                    frame.stack.insert(n - 1, Value::NotImplemented);
                }
                return self.complete(fi, 1, r, next_pc);
            }
            Instr::Call { .. } | Instr::CallMethod(_) => return self.call_op(fi, instr, next_pc),
            Instr::CallEx { kw } => {
                let n = 2 + kw as usize;
                let base = frame.stack.len() - n;
                let callee = frame.stack[base].clone();
                let mut pos = match &frame.stack[base + 1] {
                    Value::List(l) => l.borrow().clone(),
                    Value::Tuple(t) => t.to_vec(),
                    _ => Vec::new(),
                };
                if let Value::BoundNative(b) = &callee {
                    pos.insert(0, b.0.clone());
                }
                let mut kws = Vec::new();
                if kw {
                    match &frame.stack[base + 2] {
                        Value::Dict(d) => {
                            for (k, v) in d.borrow().iter() {
                                match k {
                                    Value::Str(s) => kws.push((s.clone(), v.clone())),
                                    _ => return Err(PyErr::type_error("keywords must be strings")),
                                }
                            }
                        }
                        other => {
                            return Err(PyErr::type_error(format!(
                                "argument after ** must be a mapping, not {}",
                                other.type_name()
                            )))
                        }
                    }
                }
                return self.call_instr(fi, n, next_pc, callee, Args { pos, kw: kws });
            }
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
            Instr::Jump(t) => {
                frame.pc = t as usize;
                return Ok(Step::Next);
            }
            Instr::JumpIfFalse(t) | Instr::JumpIfTrue(t) => {
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
                return Ok(Step::Next);
            }
            Instr::JumpIfFalseOrPop(t) | Instr::JumpIfTrueOrPop(t) => {
                let v = top(frame, 0).clone();
                let b = match self.truth(fi, &v)? {
                    Ok(b) => b,
                    Err(step) => return Ok(step),
                };
                let f = &mut self.frames[fi];
                if b == matches!(instr, Instr::JumpIfTrueOrPop(_)) {
                    f.pc = t as usize;
                } else {
                    f.stack.pop();
                    f.pc = next_pc;
                }
                return Ok(Step::Next);
            }
            Instr::GetIter => {
                let v = top(frame, 0).clone();
                let r = dunder::iter(&mut self.ctx, &v);
                return self.complete(fi, 1, r, next_pc);
            }
            Instr::ForIter(t) => {
                let it = top(frame, 0).clone();
                match &it {
                    Value::Iterator(i) => {
                        let next = i.borrow_mut().next_value();
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
                        let Some(next) = objects::special(&it, "__next__") else {
                            return Err(PyErr::type_error(format!(
                                "'{}' object is not an iterator",
                                dunder::type_name(&it)
                            )));
                        };
                        frame.pc = next_pc;
                        frame.in_call = true;
                        self.push_marker(FrameKind::ForNext(t));
                        return self.start_call(next, super::args(Vec::new()), FrameKind::Normal);
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
            Instr::BuildSet(n) => {
                let items = frame.stack.split_off(frame.stack.len() - n as usize);
                let mut set = Vec::with_capacity(items.len());
                for it in items {
                    builtins::set_insert(&mut set, it)?;
                }
                frame.stack.push(Value::Set(Rc::new(RefCell::new(set))));
            }
            Instr::BuildDict(n) => {
                let items = frame.stack.split_off(frame.stack.len() - 2 * n as usize);
                let mut pairs: Vec<(Value, Value)> = Vec::with_capacity(n as usize);
                for kv in items.chunks(2) {
                    builtins::dict_set(&mut pairs, kv[0].clone(), kv[1].clone())?;
                }
                frame.stack.push(Value::Dict(Rc::new(RefCell::new(pairs))));
            }
            Instr::BuildSlice => {
                let step = pop(frame);
                let stop = pop(frame);
                let start = pop(frame);
                frame.stack.push(Value::Slice(Rc::new([start, stop, step])));
            }
            Instr::ListAppend(d) | Instr::SetAdd(d) => {
                let v = pop(frame);
                let target = top(frame, d as usize - 1).clone();
                match target {
                    Value::List(l) => {
                        let n = l.borrow().len();
                        self.ctx.check_items(n + 1)?;
                        l.borrow_mut().push(v);
                    }
                    Value::Set(s) => builtins::set_insert(&mut s.borrow_mut(), v)?,
                    _ => return Err(PyErr::runtime_error("internal error: bad comprehension")),
                }
            }
            Instr::MapAdd(d) => {
                let v = pop(frame);
                let k = pop(frame);
                if let Value::Dict(m) = top(frame, d as usize - 1) {
                    let m = m.clone();
                    builtins::dict_set(&mut m.borrow_mut(), k, v)?;
                }
            }
            Instr::ListExtend | Instr::SetUpdate | Instr::DictUpdate => {
                let src = top(frame, 0).clone();
                if matches!(src, Value::Generator(_) | Value::Object(_)) {
                    let r = conts::collect(&src, Then::Tail);
                    return self.complete_retry(fi, 1, r, pc);
                }
                let dst = top(frame, 1).clone();
                let r = builtins::extend_into(&mut self.ctx, &dst, &src);
                return self.complete_none(fi, 1, r, next_pc);
            }
            Instr::ListToTuple => {
                let v = pop(frame);
                let t = match v {
                    Value::List(l) => Value::tuple(l.borrow().clone()),
                    other => other,
                };
                frame.stack.push(t);
            }
            Instr::UnpackSequence(n) => {
                let v = top(frame, 0).clone();
                let items = match builtins::native_items(&v) {
                    Some(items) => items?,
                    None => {
                        // A generator or user iterable: collect it through the frame stack first.
                        let r = conts::collect(&v, Then::Tail);
                        return self.complete_retry(fi, 1, r, pc);
                    }
                };
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
            Instr::UnpackEx { before, after } => {
                let v = top(frame, 0).clone();
                let items = match builtins::native_items(&v) {
                    Some(items) => items?,
                    None => {
                        let r = conts::collect(&v, Then::Tail);
                        return self.complete_retry(fi, 1, r, pc);
                    }
                };
                let (b, a) = (before as usize, after as usize);
                if items.len() < b + a {
                    return Err(PyErr::value_error(format!(
                        "not enough values to unpack (expected at least {}, got {})",
                        b + a,
                        items.len()
                    )));
                }
                let frame = &mut self.frames[fi];
                frame.stack.pop();
                let mid = Value::list(items[b..items.len() - a].to_vec());
                for x in items[items.len() - a..].iter().rev() {
                    frame.stack.push(x.clone());
                }
                frame.stack.push(mid);
                for x in items[..b].iter().rev() {
                    frame.stack.push(x.clone());
                }
            }
            Instr::MakeFunction {
                code,
                ndefaults,
                kwdefaults,
            } => {
                let code = frame.code.codes[code as usize].clone();
                let kwd = if kwdefaults {
                    match pop(frame) {
                        Value::Dict(d) => d
                            .borrow()
                            .iter()
                            .map(|(k, v)| (Rc::from(k.to_str().as_str()), v.clone()))
                            .collect(),
                        _ => Vec::new(),
                    }
                } else {
                    Vec::new()
                };
                let defaults = frame
                    .stack
                    .split_off(frame.stack.len() - ndefaults as usize);
                let cells = code
                    .free_from
                    .iter()
                    .map(|&i| frame.cells[i as usize].clone())
                    .collect();
                frame.stack.push(Value::Function(Rc::new(Function {
                    code,
                    defaults,
                    kwdefaults: kwd,
                    cells,
                    owner: RefCell::new(None),
                })));
            }
            Instr::BuildClass { nbases } => {
                let bases = frame.stack.split_off(frame.stack.len() - nbases as usize);
                let name = pop(frame).to_str();
                let body = pop(frame);
                let mut base_classes = Vec::new();
                for b in bases {
                    match b {
                        Value::Class(c) => base_classes.push(c),
                        other => {
                            return Err(PyErr::type_error(format!(
                                "the playground can only subclass classes, not '{}'",
                                other.type_name()
                            )))
                        }
                    }
                }
                if base_classes.is_empty() {
                    if let Some(Value::Class(o)) = self.builtins.get("object") {
                        base_classes.push(o.clone());
                    }
                }
                let Value::Function(body) = body else {
                    return Err(PyErr::runtime_error("internal error: class body"));
                };
                let ns = Rc::new(RefCell::new(Attrs::default()));
                frame.pc = next_pc;
                frame.in_call = true;
                let fresh = self.pooled_frame(body.code.clone());
                let mut body_frame = bind_args(fresh, &body, super::args(Vec::new()))?;
                body_frame.ns = Some(ns.clone());
                body_frame.kind = FrameKind::ClassBody;
                self.push_native(
                    Box::new(conts::MakeClass {
                        name,
                        qualname: body.code.qualname.clone(),
                        bases: base_classes,
                        ns,
                    }),
                    None,
                );
                self.frames.push(body_frame);
                return Ok(Step::Next);
            }
            Instr::LoadSuper => {
                let owner = frame.func.as_ref().and_then(|f| f.owner.borrow().clone());
                let receiver = frame.locals.first().cloned().flatten();
                match (owner, receiver) {
                    (Some(c), Some(r)) => frame.stack.push(Value::Super(Rc::new((c, r)))),
                    _ => return Err(PyErr::runtime_error("super(): no arguments")),
                }
            }
            Instr::Return => {
                let v = pop(frame);
                let mut frame = self.frames.pop().expect("a frame is running");
                let kind = std::mem::replace(&mut frame.kind, FrameKind::Normal);
                self.recycle(frame);
                return self.returned(kind, v);
            }
            Instr::Yield => {
                let v = pop(frame);
                frame.pc = next_pc;
                let mut frame = self.frames.pop().expect("a frame is running");
                let kind = std::mem::replace(&mut frame.kind, FrameKind::Normal);
                let FrameKind::Gen(g, _) = kind else {
                    return Err(PyErr::runtime_error(
                        "internal error: yield outside a generator",
                    ));
                };
                g.borrow_mut().frame = Some(frame);
                return self.deliver(v);
            }
            Instr::SetupExcept(t) => {
                let depth = frame.stack.len() as u32;
                frame.handlers.push((t, depth));
            }
            Instr::PopBlock => {
                frame.handlers.pop();
            }
            Instr::PopExcept => {
                frame.handling.pop();
            }
            Instr::ExcMatch => {
                let pattern = pop(frame);
                let exc = top(frame, 0).clone();
                let m = exc_matches(&exc, &pattern)?;
                self.frames[fi].stack.push(Value::Bool(m));
            }
            Instr::Raise(form) => {
                let cause = if form == 2 { Some(pop(frame)) } else { None };
                let v = pop(frame);
                let v = match is_class(&v) {
                    // `raise ValueError` raises an instance made with no arguments.
                    Some(c) if c.is_exception() => {
                        let inst = objects::Instance::new(c.clone());
                        inst.attrs
                            .borrow_mut()
                            .set("args", Value::tuple(Vec::new()));
                        Value::Object(inst)
                    }
                    _ => v,
                };
                let mut e = err_from_value(&v, form == 0);
                if let (Some(cause), Value::Object(o)) = (cause, &v) {
                    if !matches!(cause, Value::None) {
                        e.cause = Some(Box::new(err_from_value(&cause, true)));
                    }
                    o.attrs.borrow_mut().set("__cause__", cause);
                }
                return Err(e);
            }
            Instr::TypeOf => {
                let v = pop(frame);
                frame.stack.push(builtins::type_of(&self.builtins, &v));
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
                let r = conts::format_value(&mut self.ctx, &v, conversion, &spec);
                return self.complete(fi, 1 + has_spec as usize, r, next_pc);
            }
            Instr::BuildString(n) => {
                let items = frame.stack.split_off(frame.stack.len() - n as usize);
                let mut s = String::new();
                for it in items {
                    s.push_str(&it.to_str());
                    crate::script::native::check_str_len(s.len())?;
                }
                frame.stack.push(Value::str(&s));
            }
            Instr::ImportName(i) => return self.import_name(fi, i, next_pc),
            Instr::ImportFrom(i) => return self.import_from(fi, i, next_pc),
            Instr::LoadLibGlobal(_)
            | Instr::StoreLibGlobal(_)
            | Instr::DeleteLibGlobal(_)
            | Instr::LoadLibName(_) => return self.lib_name(fi, instr),
        }
        self.frames[fi].pc = next_pc;
        Ok(Step::Next)
    }
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

fn cell_name(code: &CodeObject, i: u32) -> String {
    code.cellvars
        .get(i as usize)
        .map(|s| s.to_string())
        .unwrap_or_else(|| "?".into())
}

pub(crate) fn new_class(
    name: &str,
    qualname: &str,
    bases: Vec<Rc<Class>>,
    attrs: Attrs,
) -> Result<Rc<Class>, PyErr> {
    let mut c = Class::new(name, bases, attrs, false)?;
    if let Some(m) = Rc::get_mut(&mut c) {
        m.qualname = qualname.to_string();
    }
    objects::adopt_methods(&c);
    Ok(c)
}

fn pop(frame: &mut super::Frame) -> Value {
    frame.stack.pop().expect("the compiler balances the stack")
}

fn top(frame: &super::Frame, depth: usize) -> &Value {
    &frame.stack[frame.stack.len() - 1 - depth]
}
