//! Calls and returns: `Call`/`CallMethod` (the general path's are [`Vm::call_op`]), `f(*a, **k)`,
//! `return` and `yield`, and the definitions that make what is called: functions and classes.

use std::cell::RefCell;
use std::rc::Rc;

use super::super::caches::Specials;
use super::super::call::bind_args;
use super::super::fast::Fast;
use super::super::push::{move_top, push_copy, push_moved};
use super::super::step::{is_simple, next, pop};
use super::super::{Exhaust, Frame, FrameKind, Step, Vm};
use crate::code::Instr;
use crate::conts;
use crate::errors::PyErr;
use crate::metaclass;
use crate::native::{Args, Ctx};
use crate::native::{Flow, Then};
use crate::objects::{self, Attrs, Class};
use crate::value::{Function, Value};

// The general path (`Vm::step`).
impl Vm {
    pub(in super::super) fn call_ex(
        &mut self,
        fi: usize,
        kw: bool,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
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
        self.call_instr(fi, n, next_pc, callee, Args { pos, kw: kws })
    }

    /// `Return`.
    pub(in super::super) fn return_value(&mut self, fi: usize) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let v = pop(frame);
        let mut frame = self.frames.pop().expect("a frame is running");
        let kind = std::mem::replace(&mut frame.kind, FrameKind::Normal);
        self.recycle(frame);
        self.returned(kind, v)
    }

    /// `Yield`.
    pub(in super::super) fn yield_value(
        &mut self,
        fi: usize,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let v = pop(frame);
        frame.pc = next_pc;
        let mut frame = self.frames.pop().expect("a frame is running");
        let kind = std::mem::replace(&mut frame.kind, FrameKind::Normal);
        let FrameKind::Gen(g, exhaust) = kind else {
            return Err(PyErr::runtime_error(
                "internal error: yield outside a generator",
            ));
        };
        g.borrow_mut().frame = Some(frame);
        if matches!(exhaust, Exhaust::Close) {
            return Err(PyErr::runtime_error("generator ignored GeneratorExit"));
        }
        self.deliver(v)
    }

    pub(in super::super) fn make_function(
        &mut self,
        fi: usize,
        code: u32,
        ndefaults: u32,
        kwdefaults: bool,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let code = frame.code.codes[code as usize].clone();
        let kwd = if kwdefaults {
            match pop(frame) {
                Value::Dict(ref d) => d
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
            dict: RefCell::default(),
        })));
        next(frame, next_pc)
    }

    pub(in super::super) fn build_class(
        &mut self,
        fi: usize,
        nbases: u32,
        kw: bool,
        pc: usize,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        // A namespace this class statement's `__prepare__` call left (over the operands, the
        // call's own result).
        let prepared = match self.ctx.prepared.last() {
            Some((depth, _)) if *depth == fi => {
                pop(&mut self.frames[fi]);
                self.ctx.prepared.pop().map(|(_, ns)| ns)
            }
            _ => None,
        };
        // The bases `__mro_entries__` gave, on a second run (under a namespace `__prepare__` left).
        let resolved = match self.ctx.resolved_bases.last() {
            Some(depth) if *depth == fi => {
                self.ctx.resolved_bases.pop();
                Some(pop(&mut self.frames[fi]))
            }
            _ => None,
        };
        let frame = &mut self.frames[fi];
        let top = frame.stack.len() - kw as usize;
        let written = &frame.stack[top - nbases as usize..top];
        if resolved.is_none() && written.iter().any(|v| has_mro_entries(&mut self.ctx, v)) {
            // A base that is not a class but says what to put in its place (`list[int]`,
            // `Generic[T]`'s subscriptions): CPython's `update_bases`, then this statement again.
            let Some(f) = self
                .ctx
                .prelude
                .as_ref()
                .and_then(|m| m.get("_resolve_bases"))
            else {
                return Err(PyErr::runtime_error(
                    "internal error: no _prelude._resolve_bases",
                ));
            };
            let call = Flow::Call(Box::new(crate::native::PyCall {
                func: f,
                args: super::super::args(vec![Value::tuple(written.to_vec())]),
                then: Then::Resume(Box::new(conts::ResolvedBases { frame: fi })),
            }));
            return self.complete_retry(fi, 0, Err(call), pc);
        }
        let operands =
            frame.stack[frame.stack.len() - nbases as usize - 2 - kw as usize..].to_vec();
        let mut kwargs: Vec<(Rc<str>, Value)> = Vec::new();
        if kw {
            if let Value::Dict(ref d) = pop(frame) {
                for (k, v) in d.borrow().iter() {
                    if let Value::Str(k) = k {
                        kwargs.push((k.clone(), v.clone()));
                    }
                }
            }
        }
        let bases = frame.stack.split_off(frame.stack.len() - nbases as usize);
        let name = pop(frame).to_str();
        let body = pop(frame);
        let orig_bases = resolved.as_ref().map(|_| Value::tuple(bases.clone()));
        let bases = match &resolved {
            Some(Value::Tuple(items)) => items.to_vec(),
            _ => bases,
        };
        let mut base_classes = Vec::new();
        for b in bases {
            base_classes.push(metaclass::base_class(&b)?);
        }
        crate::subclass::check_bases(&base_classes)?;
        let object_written = !base_classes.is_empty();
        if base_classes.is_empty() {
            if let Some(Value::Class(o)) = self.builtins.get("object") {
                base_classes.push(o.clone());
            }
        }
        // The metaclass: the one asked for, or the most derived of the bases' (None: `type`).
        // One that is not a class deriving from `type` is any callable, called as CPython does.
        let explicit = kwargs
            .iter()
            .position(|(k, _)| &**k == "metaclass")
            .map(|i| kwargs.remove(i).1);
        let meta = match &explicit {
            None => metaclass::winner(None, &base_classes)?.map(Value::Class),
            Some(Value::Native(n)) if n.name == "type" => {
                metaclass::winner(None, &base_classes)?.map(Value::Class)
            }
            Some(Value::Class(m)) if metaclass::is_metaclass(m) => {
                metaclass::winner(Some(m.clone()), &base_classes)?.map(Value::Class)
            }
            Some(other) => Some(other.clone()),
        };
        let Value::Function(ref body) = body else {
            return Err(PyErr::runtime_error("internal error: class body"));
        };
        if prepared.is_none() {
            if let Some(prepare) = metaclass::python_prepare(meta.as_ref()) {
                // `M.__prepare__(name, bases, **kw)` first; the statement runs again on its result.
                frame.stack.extend(operands);
                if let Some(r) = resolved {
                    frame.stack.push(r);
                    self.ctx.resolved_bases.push(fi);
                }
                let bases = metaclass::written_bases(&base_classes, object_written);
                let call = Flow::call(
                    prepare,
                    vec![Value::str(&name), bases],
                    Then::Resume(Box::new(conts::Prepared::new(fi, &meta))),
                );
                let Flow::Call(mut c) = call else {
                    unreachable!("a call")
                };
                c.args.kw = kwargs;
                return self.complete_retry(fi, 0, Err(Flow::Call(c)), pc);
            }
        }
        let (ns, ns_map) = match prepared {
            Some(Value::Dict(ref d)) => (crate::exec::namespace_over(d.clone()), None),
            Some(m) => (Rc::new(RefCell::new(Attrs::default())), Some(m)),
            None => (Rc::new(RefCell::new(Attrs::default())), None),
        };
        if let Some(orig) = orig_bases {
            // CPython keeps the bases as written when `__mro_entries__` replaced any.
            match &ns_map {
                Some(m) => {
                    let r = crate::dunder::setitem(
                        &mut self.ctx,
                        m,
                        &Value::str("__orig_bases__"),
                        orig,
                    );
                    if let Err(Flow::Call(c)) = r {
                        self.start_call(c.func, c.args, FrameKind::Discard)?;
                    }
                }
                None => ns.borrow_mut().set("__orig_bases__", orig),
            }
        }
        let frame = &mut self.frames[fi];
        frame.pc = next_pc;
        frame.in_call = true;
        let fresh = self.pooled_frame(body.code.clone());
        let mut body_frame = bind_args(fresh, body, super::super::args(Vec::new()))?;
        body_frame.ns = Some(ns.clone());
        body_frame.ns_map = ns_map.clone();
        body_frame.kind = FrameKind::ClassBody;
        self.push_native(
            Box::new(conts::MakeClass {
                name,
                qualname: body.code.qualname.clone(),
                bases: base_classes,
                ns,
                ns_map: ns_map.clone(),
                kw: kwargs,
                meta,
                object_written,
            }),
            None,
        );
        self.frames.push(body_frame);
        if let Some(m) = ns_map {
            // CPython's body stores `__module__` and `__qualname__` first, through the mapping.
            let module = body.code.lib.as_ref().map_or("__main__", |l| &l.module);
            let first = [
                ("__qualname__", Value::str(&body.code.qualname)),
                ("__module__", Value::str(module)),
            ];
            for (k, v) in first {
                if let Err(Flow::Call(c)) =
                    crate::dunder::setitem(&mut self.ctx, &m, &Value::str(k), v)
                {
                    self.start_call(c.func, c.args, FrameKind::Discard)?;
                }
            }
        }
        Ok(Step::Next)
    }
}

pub(crate) fn new_class(
    name: &str,
    qualname: &str,
    bases: Vec<Rc<Class>>,
    mut attrs: Attrs,
) -> Result<Rc<Class>, PyErr> {
    // A class that defines `__eq__` without `__hash__` is unhashable, as in CPython.
    if attrs.get("__eq__").is_some() && attrs.get("__hash__").is_none() {
        attrs.set("__hash__", Value::None);
    }
    // `type.__new__` makes these two implicit classmethods (so `super().__init_subclass__()`
    // binds the class).
    for name in ["__init_subclass__", "__class_getitem__"] {
        if let Some(f @ Value::Function(_)) = attrs.get(name) {
            attrs.set(name, Value::ClassMethod(Rc::new(f)));
        }
    }
    objects::note_attribute_hooks(&attrs);
    let mut c = Class::new(name, bases, attrs, false)?;
    crate::slots::add_members(&c)?;
    objects::note_slots(&c);
    if let Some(m) = Rc::get_mut(&mut c) {
        m.qualname = qualname.to_string();
    }
    objects::note_subclass(&c);
    objects::adopt_methods(&c);
    Ok(c)
}

// The fast loop (`Vm::run_fast`).

/// Resets a returning frame of `f` (a simple function, see [`is_simple`]) to run `f` again from
/// the start with `arg` as its first parameter, the others taking their defaults.
fn rerun_with(frame: &mut Frame, f: &Function, arg: Value) {
    frame.stack.clear();
    frame.handlers.clear();
    frame.handling.clear();
    let locals = &mut frame.locals;
    locals.clear();
    locals.push(Some(arg));
    let argcount = f.code.argcount as usize;
    let first_default = argcount - f.defaults.len();
    while locals.len() < argcount {
        locals.push(Some(f.defaults[locals.len() - first_default].clone()));
    }
    locals.resize(f.code.locals.len(), None);
}

/// `Call` and `CallMethod`: a native runs here, a plain function is entered by the loop
/// ([`Fast::Call`]), anything else goes the general way.
#[allow(clippy::too_many_arguments)] // the loop's registers and the VM's parts it may use
#[inline(always)]
pub(in super::super) fn fast_call_op(
    frame: &mut Frame,
    instr: Instr,
    pc: usize,
    span: crate::errors::Span,
    full: bool,
    specials: &Specials,
    ctx: &mut Ctx,
    arg_vecs: &mut Vec<Vec<Value>>,
) -> Fast {
    let stack = &mut frame.stack;
    // As in `Vm::step`: `CallMethod` with the marker calls the value above it
    // (popping the marker too), else the method with its receiver first.
    let (argc, base, bottom) = match instr {
        Instr::Call { argc, kwnames } if kwnames == u32::MAX => {
            let Some(base) = stack.len().checked_sub(argc as usize + 1) else {
                return Fast::Stop;
            };
            (argc, base, base)
        }
        Instr::CallMethod(argc) => {
            let Some(at) = stack.len().checked_sub(argc as usize + 2) else {
                return Fast::Stop;
            };
            match stack[at] {
                Value::NotImplemented => (argc, at + 1, at),
                _ => (argc + 1, at, at),
            }
        }
        _ => return Fast::Stop,
    };
    if let Value::Native(nf) = &stack[base] {
        if let Some(v) = specials.call(ctx, nf, &stack[base + 1..]) {
            stack.truncate(bottom);
            push_moved(stack, v);
            return Fast::Next;
        }
    }
    let (f, receiver) = match &stack[base] {
        Value::Native(_) | Value::BoundNative(_) => {
            // A native runs here; if it launched or logged anything (or did
            // not simply return), the slice loop takes over after it.
            let mut pos = arg_vecs.pop().unwrap_or_default();
            let f = match &stack[base] {
                Value::Native(nf) => nf.f,
                Value::BoundNative(b) => {
                    pos.push(b.0.clone());
                    b.1.f
                }
                _ => unreachable!("matched above"),
            };
            if crate::exec::takes_scope(f) {
                // `f = eval; f(s)`: the general path gives it the caller's names.
                arg_vecs.push(pos);
                return Fast::Stop;
            }
            for v in &stack[base + 1..] {
                push_copy(&mut pos, v);
            }
            // The call's line: in library code the program's (`span`, as `Vm::step` finds it).
            ctx.span = span;
            let args = Args {
                pos,
                kw: Vec::new(),
            };
            let r = f(ctx, &args);
            // (An argument with `__index__` the native refused: converted, then again.)
            let r = match r {
                Err(crate::native::Flow::Raise(_)) => {
                    let name = match &stack[base] {
                        Value::Native(nf) => nf.name.clone(),
                        Value::BoundNative(b) => b.1.name.clone(),
                        _ => String::new(),
                    };
                    crate::builtins::index_retried(r, &args, &name, f)
                }
                r => r,
            };
            let mut pos = args.pos;
            pos.clear();
            if arg_vecs.len() < 16 {
                arg_vecs.push(pos);
            }
            match r {
                // Past the time limit the native may have cut its work short: the slice loop
                // ends the run.
                Ok(v)
                    if !matches!(v, Value::Foreign(_))
                        && (ctx.host.quiet)(ctx)
                        && !tpu_emu::limits::tripped() =>
                {
                    stack.truncate(bottom);
                    stack.push(v);
                }
                r => {
                    // As `Vm::call_instr` finishes it in the general path.
                    frame.pc = pc;
                    let npop = stack.len() - bottom;
                    return Fast::Finish(npop, r);
                }
            }
            return Fast::Next;
        }
        Value::Function(f) if is_simple(f, argc) => (f.clone(), None),
        Value::Function(f) if !full && f.code.is_generator && !f.code.is_async_gen => {
            let code = &f.code;
            if code.argcount < argc
                || (code.argcount - argc) as usize > f.defaults.len()
                || code.kwonlycount != 0
                || code.varargs
                || code.varkw
                || !code.cellvars.is_empty()
            {
                return Fast::Stop;
            }
            return Fast::MakeGen {
                at: (base + 1, bottom),
                f: f.clone(),
            };
        }
        Value::BoundMethod(b) => match &b.1 {
            Value::Function(f) if is_simple(f, argc + 1) => (f.clone(), Some(b.clone())),
            _ => return Fast::Stop,
        },
        Value::Class(c) if !full => {
            let Some(f) = plain_init(c, argc) else {
                return Fast::Stop;
            };
            let inst = Value::Object(objects::Instance::new(c.clone()));
            return Fast::Call {
                at: (base + 1, bottom),
                receiver: Some(Rc::new((inst.clone(), Value::Function(f.clone())))),
                f,
                discard: false,
                init: Some(inst),
            };
        }
        _ => return Fast::Stop,
    };
    if full {
        return Fast::Stop;
    }
    Fast::Call {
        at: (base + 1, bottom),
        f,
        receiver,
        discard: false,
        init: None,
    }
}

/// The `__init__` a call of class `c` with `argc` arguments runs on a new plain instance, when
/// that is all the call does (as `Vm::instantiate` decides): no metaclass, `object.__new__`, not
/// an exception, and a Python `__init__` taking the arguments one to one.
#[inline(never)]
fn plain_init(c: &Rc<Class>, argc: u32) -> Option<Rc<Function>> {
    if c.builtin || c.meta.borrow().is_some() {
        return None;
    }
    let Some(Value::Function(ref f)) = c.lookup("__init__") else {
        return None;
    };
    if !is_simple(f, argc + 1) {
        return None;
    }
    if let Some((owner, _)) = c.lookup_owner("__new__") {
        if !(owner.builtin && owner.name == "object") {
            return None;
        }
    }
    (!c.is_exception()).then(|| f.clone())
}

/// `Return`: to a Python frame (the loop drops this one, [`Fast::Returned`]), or to a key
/// function's continuation, which may run this frame again in place.
#[inline(always)]
pub(in super::super) fn fast_return(
    frame: &mut Frame,
    callers: &mut [Box<Frame>],
    pc: &mut usize,
    n: &mut u64,
) -> Fast {
    let stack = &mut frame.stack;
    // A plain frame returning to a Python frame: the value lands on its stack.
    let Some(caller) = callers.last_mut() else {
        return Fast::Stop;
    };
    match &frame.kind {
        FrameKind::Normal => {}
        // `__init__` returned None: the call's value is the new instance.
        FrameKind::Init(_) if matches!(stack.last(), Some(Value::None)) && !caller.is_native() => {
            let FrameKind::Init(inst) = std::mem::replace(&mut frame.kind, FrameKind::Normal)
            else {
                unreachable!("matched above")
            };
            if let Some(top) = stack.last_mut() {
                *top = inst;
            }
        }
        // A call whose value is not wanted (a `__setitem__` the loop called): dropped.
        FrameKind::Discard if frame.func.is_some() && !caller.is_native() && !stack.is_empty() => {
            crate::vm::push::pop_drop(stack, 1);
            frame.kind = FrameKind::Normal;
            caller.in_call = false;
            return Fast::Returned;
        }
        // An operator's method answered: unless with `NotImplemented` or to be negated, it
        // returns as a plain call does.
        FrameKind::Operator(r)
            if !r.negate && !matches!(stack.last(), Some(Value::NotImplemented)) => {}
        _ => return Fast::Stop,
    }
    if stack.is_empty() {
        return Fast::Stop;
    }
    if let FrameKind::Native {
        cont,
        pending: None,
    } = &mut caller.kind
    {
        // A key function returning to `sorted`/`map`/`min`: its frame runs
        // again in place on the next item, when the continuation has one.
        let Some(f) = frame.func.clone().filter(|f| is_simple(f, 1)) else {
            return Fast::Stop;
        };
        let Some(v) = stack.pop() else {
            return Fast::Stop;
        };
        match cont.next_arg(&f, v) {
            Ok(arg) => {
                rerun_with(frame, &f, arg);
                *pc = 0;
                *n += 1;
                return Fast::Jumped;
            }
            Err(v) => {
                stack.push(v);
                return Fast::Stop;
            }
        }
    }
    if caller.is_native() {
        return Fast::Stop;
    }
    move_top(stack, &mut caller.stack);
    caller.in_call = false;
    Fast::Returned
}

/// A base written in a class statement that is not a class but has `__mro_entries__` (a host
/// class may: its Python equivalent, `Host::class_attr`).
fn has_mro_entries(ctx: &mut crate::native::Ctx, v: &Value) -> bool {
    match v {
        Value::Object(o) => o.class.lookup("__mro_entries__").is_some(),
        Value::Native(n) => {
            crate::hostclass::path(ctx, &n.name).is_some()
                && (ctx.host.class_attr)(ctx, &n.name, "__mro_entries__").is_some()
        }
        _ => false,
    }
}
