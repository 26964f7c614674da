//! Calls: binding arguments to parameters, instantiating classes, resuming generators, and running
//! natives whose results may themselves be calls back into Python.

use std::cell::RefCell;
use std::rc::Rc;

use super::{Exhaust, Frame, FrameKind, Step, Vm};

/// How deep natives may call natives in Rust (see `Vm::native_nesting`).
const NATIVE_NESTING_LIMIT: u32 = 200;
use crate::attr;
use crate::errors::PyErr;
use crate::metaclass::{InitAfterNew, PLAIN_CALL};
use crate::native::{Args, Continuation, Ctx, Flow, NativeFn, NativeResult, Then};
use crate::objects::{self, Generator, Instance};
use crate::value::{Function, Value};

/// A native that needed a device read after the instruction that called it was consumed: retried.
/// `init`: the native is a class's `__init__` (a collective in `DistributedDataParallel`), so
/// the call's value is the new instance, as `FrameKind::Init` gives when it does not stop.
#[derive(Debug)]
struct Retry {
    f: NativeFn,
    args: Args,
    init: Option<Value>,
}

impl Continuation for Retry {
    fn resume(&mut self, ctx: &mut Ctx, _: Value) -> NativeResult {
        let r = (self.f)(ctx, &self.args);
        match (&self.init, r) {
            (Some(inst), Ok(_)) => Ok(inst.clone()),
            (_, r) => r,
        }
    }
}

impl Vm {
    /// Starts a call whose result goes to the current top frame (or its continuation).
    /// `eval(s)`/`exec(s)` called other than by name (`f = eval; f(s)`, `map(eval, xs)`): the
    /// globals and locals of the innermost Python frame, as CPython's.
    pub(crate) fn implicit_scope(
        &mut self,
        f: crate::native::NativeFn,
        args: &mut Args,
    ) -> Result<(), PyErr> {
        // `eval(s)`/`exec(s)` get the globals and locals; `dir()` the locals, as a keyword
        // no call can spell (`introspect::SCOPE`); `sys.exc_info()` the exception handled.
        if std::ptr::fn_addr_eq(f, crate::modules::exc_info as crate::native::NativeFn) {
            let handled = self.frames.iter().rev().find_map(|f| f.handling.last());
            if let Some(crate::errors::ExcValue(v)) = handled.and_then(|e| e.value.as_ref()) {
                let v = v.clone();
                args.kw
                    .push((Rc::from(crate::builtins::introspect::SCOPE), v));
            }
            return Ok(());
        }
        if std::ptr::fn_addr_eq(f, super::getframe as crate::native::NativeFn) {
            let chain = self.frame_objects()?;
            args.kw
                .push((Rc::from(crate::builtins::introspect::SCOPE), chain));
            return Ok(());
        }
        let dir = crate::exec::is_dir(f);
        if !crate::exec::takes_scope(f)
            || args.pos.len() != usize::from(!dir)
            || !args.kw.is_empty()
        {
            return Ok(());
        }
        // The program's frame (or exec'd code's) nearest the top: library frames between stand
        // for CPython's C (`map(eval, xs)` runs in `_prelude`).
        let Some(fi) = self.frames.iter().rposition(|f| {
            !f.is_native() && (f.code.lib.is_none() || self.exec_globals(&f.code).is_some())
        }) else {
            return Ok(());
        };
        if dir {
            let locals = self.scope_locals(fi)?;
            args.kw
                .push((Rc::from(crate::builtins::introspect::SCOPE), locals));
            return Ok(());
        }
        let globals = self.scope_globals(fi)?;
        let locals = self.scope_locals(fi)?;
        args.pos.push(globals);
        args.pos.push(locals);
        Ok(())
    }

    pub(crate) fn start_call(
        &mut self,
        func: Value,
        mut args: Args,
        kind: FrameKind,
    ) -> Result<Step, PyErr> {
        match func {
            Value::Function(ref f) => {
                let mut frame = bind_args(self.pooled_frame(f.code.clone()), f, args)?;
                if f.code.is_generator {
                    let g = Generator {
                        code: f.code.clone(),
                        frame: Some(frame),
                        started: false,
                        finished: false,
                        qualname: f.code.qualname.clone(),
                        coroutine: f.code.is_coroutine,
                        finalized: f.code.is_coroutine || f.code.is_async_gen,
                        type_name: Generator::type_for(&f.code),
                    };
                    let gen = Value::Generator(Rc::new(RefCell::new(g)));
                    if f.code.is_async_gen {
                        return self.async_generator(gen, kind);
                    }
                    return self.finish_call(kind, gen);
                }
                if self.frames.len() >= self.frame_limit() {
                    return Err(PyErr::new(
                        "RecursionError",
                        "maximum recursion depth exceeded",
                    ));
                }
                frame.kind = kind;
                self.frames.push(frame);
                Ok(Step::Next)
            }
            Value::Native(ref n) => {
                self.implicit_scope(n.f, &mut args)?;
                let r = (n.f)(&mut self.ctx, &args);
                let r = crate::builtins::index_retried(r, &args, &n.name, n.f);
                self.native_done(r, n.f, args, kind)
            }
            Value::BoundNative(ref b) => {
                args.pos.insert(0, b.0.clone());
                let r = (b.1.f)(&mut self.ctx, &args);
                let r = crate::builtins::index_retried(r, &args, &b.1.name, b.1.f);
                self.native_done(r, b.1.f, args, kind)
            }
            Value::BoundMethod(ref b) => {
                args.pos.insert(0, b.0.clone());
                self.start_call(b.1.clone(), args, kind)
            }
            Value::Class(ref c) => self.instantiate(c.clone(), args, kind),
            Value::Foreign(_) => {
                // Built-in torch objects that are callable (nn modules): the callee rides as the
                // first argument so a retry after a device read can call it again.
                args.pos.insert(0, func.clone());
                let r = call_foreign(&mut self.ctx, &args);
                self.native_done(r, call_foreign, args, kind)
            }
            Value::Generator(ref g) => self.resume_by(g.clone(), args, kind),
            // A staticmethod object calls its function (CPython 3.10+).
            Value::StaticMethod(ref f) => self.start_call((**f).clone(), args, kind),
            Value::Object(_) => match attr::special(&func, "__call__") {
                Some(m) => self.start_call(m, args, kind),
                None => Err(not_callable(&func)),
            },
            other => Err(not_callable(&other)),
        }
    }

    fn native_done(
        &mut self,
        r: NativeResult,
        f: NativeFn,
        args: Args,
        kind: FrameKind,
    ) -> Result<Step, PyErr> {
        match r {
            Ok(v) => {
                if matches!(v, Value::Foreign(_)) {
                    (self.ctx.host.check_result)(&v)?;
                }
                self.finish_call(kind, v)
            }
            Err(Flow::Raise(e)) => Err(e),
            Err(Flow::NeedsRead) => {
                let init = match kind {
                    FrameKind::Init(inst) => Some(inst),
                    _ => None,
                };
                self.push_native(Box::new(Retry { f, args, init }), Some(Value::None));
                Ok(Step::Wait)
            }
            Err(Flow::Call(c)) => {
                // The call may be another native's, run here in Rust: bounded.
                if self.native_nesting >= NATIVE_NESTING_LIMIT {
                    return Err(PyErr::new(
                        "RecursionError",
                        "maximum recursion depth exceeded",
                    ));
                }
                self.native_nesting += 1;
                let r = self.native_call(*c, kind);
                self.native_nesting -= 1;
                r
            }
        }
    }

    /// Starts the call a native asked for, its result going where `c.then` says.
    #[inline]
    fn native_call(&mut self, c: crate::native::PyCall, kind: FrameKind) -> Result<Step, PyErr> {
        match c.then {
            Then::Resume(k) | Then::Push(k) => {
                self.push_native(k, None);
                self.start_call(c.func, c.args, FrameKind::Normal)
            }
            Then::Nest(outer, inner) => {
                self.push_native(outer, None);
                self.push_native(inner, None);
                self.start_call(c.func, c.args, FrameKind::Normal)
            }
            Then::Operator(r) if matches!(kind, FrameKind::Normal) => {
                self.start_call(c.func, c.args, FrameKind::Operator(r))
            }
            Then::Operator(r) => {
                self.push_native(r, None);
                self.start_call(c.func, c.args, FrameKind::Normal)
            }
            Then::Tail | Then::Keep => self.start_call(c.func, c.args, kind),
        }
    }

    /// A call that finished without a frame of its own.
    pub(crate) fn finish_call(&mut self, kind: FrameKind, v: Value) -> Result<Step, PyErr> {
        match kind {
            FrameKind::Init(inst) => self.deliver(inst),
            // A native special method (a built-in base's `__lt__`) answered an operator: its
            // `NotImplemented` passes to the next method and `!=` negates, as for a Python one.
            kind @ FrameKind::Operator(_) => self.returned(kind, v),
            FrameKind::Discard if self.frames.last().is_some_and(|f| !f.is_native()) => {
                if let Some(f) = self.frames.last_mut() {
                    f.in_call = false;
                }
                Ok(Step::Next)
            }
            _ => self.deliver(v),
        }
    }

    fn instantiate(
        &mut self,
        c: Rc<objects::Class>,
        args: Args,
        kind: FrameKind,
    ) -> Result<Step, PyErr> {
        let mut args = args;
        if args.kw.last().is_some_and(|(k, _)| &**k == PLAIN_CALL) {
            // `type.__call__` reached from a metaclass's `__call__`: no metaclass again.
            args.kw.pop();
        } else if let Some(m) = c.meta() {
            if let Some((owner, call)) = m.lookup_owner("__call__") {
                if !owner.builtin {
                    args.pos.insert(0, Value::Class(c));
                    return self.start_call(call, args, kind);
                }
            }
        }
        crate::metaclass::check_abstract(&c)?;
        if c.builtin && c.name == "object" && !args.pos.is_empty() {
            return Err(PyErr::type_error("object() takes no arguments"));
        }
        if let Some((owner, new)) = c.lookup_owner("__new__") {
            // `object.__new__` is the default below; any other `__new__` (a program's, or
            // `type.__new__` making a class) decides the object, then `__init__` runs on it if it
            // is an instance of `c`, as `type.__call__` does.
            if !(owner.builtin && owner.name == "object") {
                let new = match &new {
                    Value::StaticMethod(f) => (**f).clone(),
                    other => other.clone(),
                };
                let mut a = Args {
                    pos: args.pos.clone(),
                    kw: args.kw.clone(),
                };
                a.pos.insert(0, Value::Class(c.clone()));
                let discard = matches!(kind, FrameKind::Discard);
                self.push_native(
                    Box::new(InitAfterNew {
                        cls: c,
                        args,
                        discard,
                    }),
                    None,
                );
                return self.start_call(new, a, FrameKind::Normal);
            }
        }
        let mut c = c;
        if c.builtin && c.name == "OSError" && (2..=5).contains(&args.pos.len()) {
            // `OSError(errno.ENOENT, ...)` is a FileNotFoundError (CPython's errno map).
            let sub = objects::os_error_subclass(&args.pos[0]).and_then(|n| self.builtins.get(n));
            if let Some(Value::Class(sub)) = sub {
                c = sub.clone();
            }
        }
        let inst = Instance::new(c.clone());
        if c.is_exception() {
            objects::init_args(&inst, &args.pos)?;
        }
        if c.is_exception() && !args.kw.is_empty() {
            // The native `__init__` is not called below: its keywords are checked here.
            if let Some(Value::Native(ref n)) = c.lookup("__init__") {
                if n.name == "__init__" {
                    crate::objects::exception_keywords(&inst, &args.kw)?;
                }
            }
        }
        let inst = Value::Object(inst);
        match c.lookup("__init__") {
            Some(init @ Value::Function(_)) => {
                let mut a = args;
                a.pos.insert(0, inst.clone());
                self.start_call(init, a, FrameKind::Init(inst))
            }
            Some(Value::Native(ref n)) if !(n.name == "__init__" && c.is_exception()) => {
                let mut a = args;
                a.pos.insert(0, inst.clone());
                let r = (n.f)(&mut self.ctx, &a);
                self.native_done(r, n.f, a, FrameKind::Init(inst))
            }
            _ => {
                if !c.is_exception() && (!args.pos.is_empty() || !args.kw.is_empty()) {
                    return Err(PyErr::type_error(format!(
                        "{}() takes no arguments",
                        c.name
                    )));
                }
                self.deliver(inst)
            }
        }
    }

    /// A generator resumed as its methods ask (`builtins::iterables`): `next()` with no arguments,
    /// or one keyword marker, [`GEN_SEND`], [`GEN_THROW`] or [`GEN_CLOSE`], carrying the value.
    fn resume_by(
        &mut self,
        g: Rc<RefCell<Generator>>,
        args: Args,
        kind: FrameKind,
    ) -> Result<Step, PyErr> {
        let Some((marker, v)) = args.kw.into_iter().next() else {
            return self.resume_gen(g, Exhaust::Raise);
        };
        match &*marker {
            GEN_SEND => self.resume_gen_with(g, Exhaust::Raise, v, None),
            GEN_THROW => {
                let e = thrown(&v)?;
                self.throw_gen(g, Exhaust::Raise, e)
            }
            GEN_CLOSE => {
                let idle = {
                    let mut gb = g.borrow_mut();
                    let idle = gb.finished || !gb.started;
                    gb.finished |= idle;
                    idle
                };
                if idle {
                    return self.finish_call(kind, Value::None);
                }
                let exit = thrown(&Value::str("GeneratorExit"))?;
                self.throw_gen(g, Exhaust::Close, exit)
            }
            _ => Err(not_callable(&Value::Generator(g))),
        }
    }

    /// Runs a generator until its next `yield` (or its end).
    pub(crate) fn resume_gen(
        &mut self,
        g: Rc<RefCell<Generator>>,
        exhaust: Exhaust,
    ) -> Result<Step, PyErr> {
        self.resume_gen_with(g, exhaust, Value::None, None)
    }

    /// Resumes a generator with `sent` as the value of its paused `yield`, or with `throw` raised
    /// there (its handlers see it; uncaught, it leaves the generator, which is then finished).
    pub(crate) fn resume_gen_with(
        &mut self,
        g: Rc<RefCell<Generator>>,
        exhaust: Exhaust,
        sent: Value,
        throw: Option<PyErr>,
    ) -> Result<Step, PyErr> {
        let (frame, started) = {
            let mut gb = g.borrow_mut();
            if gb.finished {
                if gb.coroutine && !matches!(exhaust, Exhaust::Close) {
                    return Err(PyErr::runtime_error(
                        "cannot reuse already awaited coroutine",
                    ));
                }
                return Err(throw.unwrap_or_else(|| PyErr::new("StopIteration", "")));
            }
            let Some(frame) = gb.frame.take() else {
                let what = if gb.coroutine {
                    "coroutine"
                } else {
                    "generator"
                };
                return Err(PyErr::value_error(format!("{what} already executing")));
            };
            let started = gb.started;
            gb.started = true;
            (frame, started)
        };
        if self.frames.len() >= self.frame_limit() {
            g.borrow_mut().frame = Some(frame);
            return Err(PyErr::new(
                "RecursionError",
                "maximum recursion depth exceeded",
            ));
        }
        let mut frame = frame;
        if started {
            // The value of the paused `yield` expression.
            frame.stack.push(sent);
        }
        // Thrown in, the error is the paused `yield`'s: the traceback marks it.
        if started && throw.is_some() {
            frame.in_call = true;
        }
        frame.kind = FrameKind::Gen(g, exhaust);
        self.frames.push(frame);
        match throw {
            // Raised with the generator's frame on top: its handlers are the first to look.
            Some(e) => Err(e),
            None => Ok(Step::Next),
        }
    }
}

impl Vm {
    /// Raises `e` in a paused generator, or, when it is paused in an `await` (a `Send` loop) on
    /// another generator, in that one: the outer frame goes back on the stack, running its
    /// `Send`, so what the inner one yields, returns or raises reaches it as from a `send`.
    fn throw_gen(
        &mut self,
        g: Rc<RefCell<Generator>>,
        exhaust: Exhaust,
        e: PyErr,
    ) -> Result<Step, PyErr> {
        let Some((inner, yield_pc, end)) = awaiting(&g) else {
            return self.resume_gen_with(g, exhaust, Value::None, Some(e));
        };
        if self.frames.len() >= self.frame_limit() {
            return Err(PyErr::new(
                "RecursionError",
                "maximum recursion depth exceeded",
            ));
        }
        let Some(mut frame) = g.borrow_mut().frame.take() else {
            return Err(PyErr::value_error("generator already executing"));
        };
        frame.pc = yield_pc;
        frame.in_call = true;
        frame.kind = FrameKind::Gen(g, exhaust);
        self.frames.push(frame);
        self.throw_gen(inner, Exhaust::Send(end), e)
    }
}

impl Vm {
    /// An async generator's call: `_prelude.async_generator` made around its body's generator.
    fn async_generator(&mut self, gen: Value, kind: FrameKind) -> Result<Step, PyErr> {
        let wrap = self
            .ctx
            .prelude
            .as_ref()
            .and_then(|m| m.get("async_generator"))
            .ok_or_else(|| PyErr::runtime_error("internal error: no _prelude.async_generator"))?;
        self.start_call(wrap, super::args(vec![gen]), kind)
    }
}

/// `gi_yieldfrom` (`cr_await`): what a paused generator's `await` (its `Send` loop) is waiting
/// on, else None.
pub(crate) fn awaited_value(g: &Rc<RefCell<Generator>>) -> Value {
    let Ok(gb) = g.try_borrow() else {
        return Value::None;
    };
    let Some(frame) = gb.frame.as_ref().filter(|_| gb.started && !gb.finished) else {
        return Value::None;
    };
    let send = match frame.code.instrs.get(frame.pc) {
        Some(crate::code::Instr::Jump(send)) => *send as usize,
        _ => return Value::None,
    };
    match (frame.code.instrs.get(send), frame.stack.last()) {
        (Some(crate::code::Instr::Send(_)), Some(v)) => v.clone(),
        _ => Value::None,
    }
}

/// The generator a paused generator is awaiting (its `Send` loop's iterator, itself a paused
/// generator), the pc of the loop's `Yield` and the loop's end.
fn awaiting(g: &Rc<RefCell<Generator>>) -> Option<(Rc<RefCell<Generator>>, usize, u32)> {
    let gb = g.borrow();
    let frame = gb.frame.as_ref()?;
    if !gb.started || gb.finished {
        return None;
    }
    let crate::code::Instr::Jump(send) = *frame.code.instrs.get(frame.pc)? else {
        return None;
    };
    let crate::code::Instr::Send(end) = *frame.code.instrs.get(send as usize)? else {
        return None;
    };
    match frame.stack.last()? {
        Value::Generator(inner) => {
            let ib = inner.try_borrow().ok()?;
            (ib.started && !ib.finished && ib.frame.is_some())
                .then(|| (inner.clone(), send as usize + 1, end))
        }
        _ => None,
    }
}

/// The keyword markers of a generator's `send`, `throw` and `close` (a NUL cannot start a keyword a
/// program writes).
pub const GEN_SEND: &str = "\0send";
pub const GEN_THROW: &str = "\0throw";
pub const GEN_CLOSE: &str = "\0close";

/// The error `gen.throw(v)` raises: `v` an exception instance, or a class instantiated with no
/// arguments (the name of a built-in one, as `close` passes "GeneratorExit"), as `raise v`.
fn thrown(v: &Value) -> Result<PyErr, PyErr> {
    if let Value::Str(name) = v {
        return Ok(PyErr::new(name, ""));
    }
    let v = match v {
        Value::Class(c) if c.is_exception() => {
            let inst = objects::Instance::new(c.clone());
            inst.attrs
                .borrow_mut()
                .set("args", Value::tuple(Vec::new()));
            Value::Object(inst)
        }
        other => other.clone(),
    };
    match &v {
        Value::Object(o) if o.class.is_exception() => Ok(super::exc::err_from_value(&v, false)),
        other => Err(PyErr::type_error(format!(
            "exceptions must be classes or instances deriving from BaseException, not {}",
            other.type_name()
        ))),
    }
}

fn not_callable(v: &Value) -> PyErr {
    let name = match v {
        Value::Object(o) => o.class.name.clone(),
        other => other.type_name().to_string(),
    };
    PyErr::type_error(format!("'{name}' object is not callable"))
}

fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("{n} {word}")
    } else {
        format!("{n} {word}s")
    }
}

fn and_list(names: &[String]) -> String {
    match names.len() {
        1 => names[0].clone(),
        2 => format!("{} and {}", names[0], names[1]),
        n => format!("{}, and {}", names[..n - 1].join(", "), names[n - 1]),
    }
}

/// A function's `__qualname__` as its argument errors print it: the one assigned to it, else its
/// code's. Looked up only when an error is formatted.
struct Qualname<'a>(&'a Rc<Function>);

impl std::fmt::Display for Qualname<'_> {
    fn fmt(&self, out: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let assigned = self.0.dict.borrow().get("__qualname__");
        match &assigned {
            Some(Value::Str(s)) => out.write_str(s),
            _ => out.write_str(&self.0.code.qualname),
        }
    }
}

/// Binds a call's arguments to the parameter slots of `frame` (a fresh or pooled frame for
/// `f.code`), with CPython's error messages.
pub(crate) fn bind_args(
    mut frame: Box<Frame>,
    f: &Rc<Function>,
    args: Args,
) -> Result<Box<Frame>, PyErr> {
    let code = &f.code;
    // (Errors name the function by its `__qualname__` now, as CPython's: a `functools.wraps`
    // wrapper by the wrapped function's.)
    let name = Qualname(f);
    let argc = code.argcount as usize;
    let kwonly = code.kwonlycount as usize;
    frame.func = Some(f.clone());
    let Args { pos, kw } = args;
    let npos = pos.len();
    let mut extra = Vec::new();
    for (i, v) in pos.into_iter().enumerate() {
        if i < argc {
            frame.locals[i] = Some(v);
        } else {
            extra.push(v);
        }
    }
    let mut slot = argc + kwonly;
    if code.varargs {
        frame.locals[slot] = Some(Value::tuple(extra));
        slot += 1;
    } else if !extra.is_empty() {
        let given = npos;
        let ndef = f.defaults.len();
        let takes = if ndef > 0 {
            format!("from {} to {} positional arguments", argc - ndef, argc)
        } else {
            plural(argc, "positional argument")
        };
        // CPython counts the keyword-only arguments given too, in the same breath.
        let kw_given = kw
            .iter()
            .filter(|(k, _)| code.locals[argc..argc + kwonly].contains(k))
            .count();
        let kw_note = if kw_given > 0 {
            format!(
                " positional argument{} (and {kw_given} keyword-only argument{})",
                if given == 1 { "" } else { "s" },
                if kw_given == 1 { "" } else { "s" }
            )
        } else {
            String::new()
        };
        return Err(PyErr::type_error(format!(
            "{name}() takes {takes} but {given}{kw_note} {} given",
            if given == 1 && kw_given == 0 {
                "was"
            } else {
                "were"
            }
        )));
    }
    let mut kwdict: Vec<(Value, Value)> = Vec::new();
    // Positional-only parameters take no keyword: the name goes to `**kwargs` if there is one
    // (CPython's PEP 570 rule), else it is an error naming them all.
    let posonly = code.posonlycount as usize;
    let mut posonly_named = Vec::new();
    for (k, v) in kw {
        match code.locals[posonly..argc + kwonly]
            .iter()
            .position(|n| *n == k)
            .map(|i| i + posonly)
        {
            Some(i) => {
                if frame.locals[i].is_some() {
                    return Err(PyErr::type_error(format!(
                        "{name}() got multiple values for argument '{k}'"
                    )));
                }
                frame.locals[i] = Some(v);
            }
            None if code.varkw => kwdict.push((Value::Str(k), v)),
            None if code.locals[..posonly].contains(&k) => posonly_named.push(k.to_string()),
            None => {
                return Err(PyErr::type_error(format!(
                    "{name}() got an unexpected keyword argument '{k}'"
                )))
            }
        }
    }
    if !posonly_named.is_empty() {
        return Err(PyErr::type_error(format!(
            "{name}() got some positional-only arguments passed as keyword arguments: '{}'",
            posonly_named.join(", ")
        )));
    }
    if code.varkw {
        frame.locals[slot] = Some(Value::Dict(Rc::new(RefCell::new(
            crate::table::DictTable::from_pairs(kwdict),
        ))));
    }
    let first_default = argc - f.defaults.len();
    let mut missing = Vec::new();
    for i in 0..argc {
        if frame.locals[i].is_none() {
            if i >= first_default {
                frame.locals[i] = Some(f.defaults[i - first_default].clone());
            } else {
                missing.push(format!("'{}'", code.locals[i]));
            }
        }
    }
    if !missing.is_empty() {
        return Err(PyErr::type_error(format!(
            "{name}() missing {} required positional argument{}: {}",
            missing.len(),
            if missing.len() == 1 { "" } else { "s" },
            and_list(&missing)
        )));
    }
    let mut missing_kw = Vec::new();
    for i in argc..argc + kwonly {
        if frame.locals[i].is_none() {
            let pname = &code.locals[i];
            match f.kwdefaults.iter().find(|(k, _)| k == pname) {
                Some((_, v)) => frame.locals[i] = Some(v.clone()),
                None => missing_kw.push(format!("'{pname}'")),
            }
        }
    }
    if !missing_kw.is_empty() {
        return Err(PyErr::type_error(format!(
            "{name}() missing {} required keyword-only argument{}: {}",
            missing_kw.len(),
            if missing_kw.len() == 1 { "" } else { "s" },
            and_list(&missing_kw)
        )));
    }
    let ncells = code.cellvars.len();
    frame.cells = (0..ncells)
        .map(|_| Rc::new(RefCell::new(None)))
        .chain(f.cells.iter().cloned())
        .collect();
    for &(local, cell) in &code.cell_params {
        *frame.cells[cell as usize].borrow_mut() = frame.locals[local as usize].clone();
    }
    Ok(frame)
}

/// Calls the foreign object in `args.pos[0]` with the remaining arguments.
fn call_foreign(ctx: &mut crate::native::Ctx, args: &Args) -> NativeResult {
    let rest = Args {
        pos: args.pos[1..].to_vec(),
        kw: args.kw.clone(),
    };
    (ctx.host.call)(ctx, &args.pos[0], &rest)
}
