//! The resumable VM: an explicit frame stack that can stop at any instruction.
//!
//! `run(budget)` executes at most `budget` instructions and says why it stopped. Nothing here blocks:
//! when an instruction needs device data (`.item()`, `print(t)`, `if t > 0:`), the VM returns
//! [`RunOutcome::NeedsValue`] with the instruction not yet executed; the host resolves the reads and
//! calls `run` again, which re-executes it. Python calls never recurse on the Rust stack, and neither
//! do natives that call Python (`sorted(key=...)`, a dunder method, a module's `forward`): they leave
//! a continuation frame ([`FrameKind::Native`]) that receives the call's result. So deep recursion is
//! a `RecursionError`, never a crashed page, and any point can suspend.

mod caches;
mod call;
mod exc;
mod fast;
mod flow;
mod frames;
mod uncaught;
pub(crate) use frames::getframe;
mod globals;
mod import;
mod ops;
mod push;
mod step;
#[cfg(test)]
mod tests;

pub(crate) use call::{awaited_value, GEN_CLOSE, GEN_SEND, GEN_THROW};
pub(crate) use exc::err_from_value;
pub(crate) use ops::calls::new_class;

use std::cell::RefCell;
use std::rc::Rc;

use super::builtins;
use super::code::CodeObject;
use super::errors::{PyErr, Span};
use super::finalize;
use super::native::{Args, Continuation, Ctx, Flow};
use super::objects::{Attrs, Generator};
use super::value::{Cell, FastMap, Function, Iter, Value};

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

/// The most Python frames a run may stack, whatever `sys.setrecursionlimit` asked: frames are on
/// the heap (a few hundred bytes each with their stacks), so this bounds memory, where CPython's
/// C stack would crash the process first.
pub const MAX_FRAMES: usize = 200_000;

impl Vm {
    /// Frames a call may not reach: `sys.setrecursionlimit`'s value, bounded by [`MAX_FRAMES`].
    #[inline(always)]
    pub(crate) fn frame_limit(&self) -> usize {
        self.ctx.recursion_limit.min(MAX_FRAMES)
    }
}

/// What a generator frame does when its code returns.
#[derive(Debug, Clone, Copy)]
pub enum Exhaust {
    /// Resumed by a `for` loop: pop the loop's iterator and jump past the loop.
    ForIter(u32),
    /// Resumed by `next()` or a native: raise `StopIteration` in the resumer.
    Raise,
    /// Resumed by an `await`'s `Send(t)`: its return value replaces the awaited iterator in the
    /// caller, which goes on at `t`.
    Send(u32),
    /// `close()`: `GeneratorExit` was thrown in; the generator's end, or that exception (or a
    /// `StopIteration`) leaving it, is `None` for the caller; a `yield` is a RuntimeError.
    Close,
}

/// What happens with a frame's result, and frames that are not Python code.
#[derive(Debug)]
pub enum FrameKind {
    Normal,
    /// The caller pushes nothing (a property setter run by an assignment).
    Discard,
    /// `__init__` of this new instance: the call's value is the instance.
    Init(Value),
    Gen(Rc<RefCell<Generator>>, Exhaust),
    /// A class body: its namespace becomes the class.
    ClassBody,
    /// A native's continuation waiting for a Python call (`pending`: a result to retry after a read).
    Native {
        cont: Box<dyn Continuation>,
        pending: Option<Value>,
    },
    /// `__next__` of a user iterator called by a `for` loop; `StopIteration` ends the loop.
    ForNext(u32),
    /// An operator's special method: `NotImplemented` tries the next one (`dunder::Reflected`).
    Operator(Box<crate::dunder::Reflected>),
}

#[derive(Debug)]
pub struct Frame {
    pub(crate) code: Rc<CodeObject>,
    pub(crate) pc: usize,
    pub(crate) stack: Vec<Value>,
    pub(crate) locals: Vec<Option<Value>>,
    pub(crate) cells: Vec<Cell>,
    /// Active `try` handlers: (handler pc, stack depth to restore, `handling` depth to restore:
    /// the handlers an exception left unfinished inside the `try` are over once it is caught).
    pub(crate) handlers: Vec<(u32, u32, u32)>,
    pub(crate) func: Option<Rc<Function>>,
    /// The namespace of a class body.
    pub(crate) ns: Option<Rc<RefCell<Attrs>>>,
    /// A class body's namespace when its metaclass's `__prepare__` gave a mapping other than a
    /// dict: its names are stored and read through `__setitem__`/`__getitem__`.
    pub(crate) ns_map: Option<Value>,
    pub(crate) kind: FrameKind,
    /// A call made by the instruction before `pc` has not returned yet (tracebacks point at it).
    pub(crate) in_call: bool,
    /// Exceptions whose handlers are running in this frame (the context of a new one).
    pub(crate) handling: Vec<PyErr>,
    /// A function frame's `locals()` dict, CPython's `f_locals`: one dict for the frame,
    /// refreshed from the slots on each `locals()`, so what `exec(s)` stored there stays.
    pub(crate) f_locals: Option<Rc<RefCell<crate::table::DictTable>>>,
}

impl Frame {
    pub(crate) fn new(code: Rc<CodeObject>, kind: FrameKind) -> Frame {
        let nlocals = code.locals.len();
        Frame {
            code,
            pc: 0,
            stack: Vec::with_capacity(8),
            locals: vec![None; nlocals],
            cells: Vec::new(),
            handlers: Vec::new(),
            func: None,
            ns: None,
            ns_map: None,
            kind,
            in_call: false,
            handling: Vec::new(),
            f_locals: None,
        }
    }

    pub(crate) fn is_native(&self) -> bool {
        matches!(self.kind, FrameKind::Native { .. } | FrameKind::ForNext(_))
    }
}

pub struct Vm {
    /// Boxed, so a call moves a pointer, and a finished frame keeps its vectors for the next.
    #[allow(clippy::vec_box)] // a Frame is ~200 bytes: pushing and popping boxes is the point
    pub(crate) frames: Vec<Box<Frame>>,
    pub(crate) globals: globals::Globals,
    pub(crate) builtins: FastMap<&'static str, Value>,
    /// Natives calling natives in Rust (`Vm::native_done` starting the call a native asked for,
    /// which may be another native's): a bound on that recursion, as `RECURSION_LIMIT` bounds
    /// the frames (a list subclass nested 100,000 deep compares by such a chain).
    pub(crate) native_nesting: u32,
    pub ctx: Ctx,
    /// Instructions executed so far, over all slices.
    pub steps: u64,
    /// The program ends with an error past this many instructions (the Stop button's automatic twin).
    pub step_limit: u64,
    /// The code object of continuation frames, which run no bytecode.
    empty: Rc<CodeObject>,
    /// Finished frames with their vectors, reused by calls (a call allocates nothing).
    #[allow(clippy::vec_box)] // as `frames`, whose boxes move here and back
    pool: Vec<Box<Frame>>,
    /// Emptied argument vectors of native calls, reused by the next ones.
    pub(crate) arg_vecs: Vec<Vec<Value>>,
    /// `property` objects the program has made (`objects::enter_program`).
    properties: u64,
    /// Natives the fast loop answers itself (`len`, `list.append`).
    specials: caches::Specials,
    /// The modules imported so far, by name (`sys.modules`): see `import`.
    pub(crate) modules: FastMap<Rc<str>, Value>,
    /// After the program's end, where a class defines `__del__`: the globals' slots still to set
    /// to None (`Vm::shutdown_turn`).
    shutdown: Option<std::collections::VecDeque<u32>>,
    /// Whether the functions registered with `atexit` have been called (once, at the end).
    exit_funcs_called: bool,
    /// The uncaught exception's own `__str__` is running (or ran): its text is the message the
    /// traceback ends with, as CPython prints `str(e)` (see `Vm::raise`).
    uncaught_str: bool,
}

/// Modules refer to each other in circles (`torch` holds `torch.nn`, whose Python part did
/// `import torch`), and reference counting never frees a circle: each run would keep every module
/// it imported, and all they hold, for the life of the page. The VM's end empties their
/// namespaces, which breaks every such circle (a function finds its module's globals by name,
/// never through a reference of its own, so no other edge closes one).
impl Drop for Vm {
    fn drop(&mut self) {
        let modules: Vec<Value> = self.modules.drain().map(|(_, m)| m).collect();
        for m in &modules {
            if let Value::Module(m) = m {
                // A class's methods name it as their owner (for `super()`): a cycle reference
                // counting never frees, one per class and run, unless the classes are emptied.
                for (_, v) in m.pairs().iter() {
                    if let Value::Class(c) = v {
                        empty_class(c, 0);
                    }
                }
                m.clear();
            }
        }
        for v in self.globals.values() {
            if let Value::Class(c) = &v {
                empty_class(c, 0);
            }
        }
        // The classes code run by `exec` made, in the globals dicts it ran in.
        for d in std::mem::take(&mut self.ctx.exec_spaces) {
            let values: Vec<Value> = d.borrow().iter().map(|(_, v)| v.clone()).collect();
            for v in &values {
                if let Value::Class(c) = v {
                    empty_class(c, 0);
                }
            }
        }
    }
}

/// Takes a program's or library's class's attributes (and those of the classes nested in it)
/// at the run's end, breaking the class -> method -> owner cycles.
fn empty_class(c: &Rc<super::objects::Class>, depth: u32) {
    if c.builtin || depth > 32 {
        return;
    }
    let Ok(mut attrs) = c.attrs.try_borrow_mut() else {
        return;
    };
    let taken = attrs.take();
    drop(attrs);
    c.forget_lookups();
    for (_, v) in &taken {
        if let Value::Class(inner) = v {
            empty_class(inner, depth + 1);
        }
    }
    drop(taken);
}

/// What one instruction did to control flow.
pub(crate) enum Step {
    Next,
    Wait,
    Finished,
}

impl Vm {
    pub fn new(code: Rc<CodeObject>, mut ctx: Ctx) -> Self {
        let builtins = builtins::table(ctx.host.exceptions);
        // A new program: nothing of an earlier one on this thread is finalized in it.
        finalize::reset();
        crate::weak::reset();
        crate::cycles::reset();
        crate::long::reset_max_str_digits();
        let mut globals = globals::Globals::default();
        globals.insert(Rc::from("__name__"), Value::str("__main__"), &builtins);
        (ctx.host.on_start)(&mut ctx, &builtins);
        let specials = caches::Specials::new(&builtins);
        let mut vm = Vm {
            frames: vec![Box::new(Frame::new(code, FrameKind::Normal))],
            globals,
            builtins,
            ctx,
            steps: 0,
            step_limit: u64::MAX,
            empty: Rc::new(CodeObject::default()),
            pool: Vec::new(),
            arg_vecs: Vec::new(),
            properties: 0,
            specials,
            modules: FastMap::default(),
            shutdown: None,
            exit_funcs_called: false,
            uncaught_str: false,
            native_nesting: 0,
        };
        vm.main_dunders();
        vm.load_prelude();
        vm
    }

    /// The names CPython's `__main__` holds before a script's first line, in its order.
    fn main_dunders(&mut self) {
        let doc = self.frames[0]
            .code
            .doc
            .as_deref()
            .map_or(Value::None, Value::str);
        let _ = self.load("builtins");
        let builtins = self.modules.get("builtins").cloned().unwrap_or(Value::None);
        let annotations = Value::Dict(Rc::new(RefCell::new(crate::table::DictTable::default())));
        let names = [
            ("__doc__", doc),
            ("__package__", Value::None),
            ("__loader__", Value::None),
            ("__spec__", Value::None),
            ("__annotations__", annotations),
            ("__builtins__", builtins),
            ("__file__", Value::str("<program>")),
            ("__cached__", Value::None),
        ];
        for (n, v) in names {
            self.globals.insert(Rc::from(n), v, &self.builtins);
        }
    }

    /// Pushes `_prelude`'s body above the program's first frame (it runs first and returns to
    /// the program's first instruction) and hands the module to the natives (`Ctx::prelude`).
    fn load_prelude(&mut self) {
        if crate::library::find("_prelude").is_none() {
            return;
        }
        if let Ok(true) = self.load("_prelude") {
            if let Some(Value::Module(m)) = self.modules.get("_prelude") {
                self.ctx.prelude = Some(m.clone());
            }
        }
    }

    /// The source position in the user's program of the instruction about to run (for the page's
    /// Step and gutter): inside a library file, the program's line that called into it.
    pub fn current_span(&self) -> Option<Span> {
        import::program_span(&self.frames)
    }

    /// The innermost position, library files included: (the library path, or `None` for the
    /// program; the span), so a Step inside `torch/nn/modules/container.py` can name its line.
    pub fn current_location(&self) -> Option<(Option<Rc<str>>, Span)> {
        import::innermost(&self.frames)
    }

    pub fn run(&mut self, budget: u64) -> RunOutcome {
        super::objects::enter_program(self.properties);
        // Another VM of this thread may have run since: its library globals are not ours.
        crate::value::namespace_changed();
        let r = self.run_slice(budget);
        self.properties = super::objects::leave_program();
        r
    }

    fn run_slice(&mut self, budget: u64) -> RunOutcome {
        let mut left = budget;
        // The host memory budget, once a slice: what grew without a container's or a str's own
        // check (instances, tuples, big ints) is caught here, as CPython raises where it stands.
        if let Err(e) = super::native::check_host_memory(0) {
            if let Some(e) = self.raise(e) {
                return RunOutcome::Error(e);
            }
        }
        loop {
            // The program has ended: objects still alive are finalized as CPython's shutdown
            // clears `__main__` (only where a class defines `__del__`).
            if self.frames.is_empty() {
                if let Some(r) = self.call_exit_funcs() {
                    if let Err(e) = r {
                        if let Some(e) = self.raise(e) {
                            return RunOutcome::Error(e);
                        }
                    }
                    continue;
                }
                if !self.shutdown_turn() {
                    return RunOutcome::Done;
                }
            }
            if left == 0 {
                return RunOutcome::OutOfBudget;
            }
            // The time limit: one unit per general-path instruction (a call, an instruction of a
            // slow kind); natives charge their own loops, and a native that gave up on a tripped
            // deadline is seen here or below, whatever it returned.
            if tpu_emu::limits::poll() {
                return self.time_limit_hit();
            }
            if self.steps >= self.step_limit {
                let e = PyErr::runtime_error(format!(
                    "the program ran past its budget of {} steps and was stopped (an endless loop?)",
                    self.step_limit
                ));
                let e = self.snapshot(e);
                self.frames.clear();
                return RunOutcome::Error(e);
            }
            // Debug mode waits for each op's result and checks it before the program goes on.
            let r = match (self.ctx.host.before_turn)(&mut self.ctx) {
                Err(Flow::NeedsRead) => return RunOutcome::NeedsValue,
                Err(Flow::Raise(e)) => Err(e),
                Err(Flow::Call(_)) => Err(PyErr::runtime_error(
                    "internal error: the Debug-mode check called into Python",
                )),
                Ok(())
                    if (finalize::any_class() || finalize::closing()) && self.finalizer_due() =>
                {
                    self.start_finalizer()
                }
                Ok(()) => {
                    let top = self.frames.last_mut().expect("a frame runs");
                    match &mut top.kind {
                        FrameKind::Native { pending, .. } => match pending.take() {
                            Some(v) => self.resume_native(v),
                            None => Err(PyErr::runtime_error(
                                "internal error: a continuation frame ran without a result",
                            )),
                        },
                        _ => {
                            // Plain instructions first, then one the general path runs (at
                            // least one instruction a turn, within both budgets).
                            let fuel = left.min(self.step_limit - self.steps) - 1;
                            // (A drop that queues a `__del__` ends the fast loop after its
                            // instruction, `finalize::closing`: the finalizer runs next.)
                            let (n, done) = self.run_fast(fuel);
                            left -= n;
                            self.steps += n;
                            match done {
                                Some(r) => r,
                                // A generator to close first (the loop left for it).
                                None if finalize::closing() && self.finalizer_due() => continue,
                                None => self.step(),
                            }
                        }
                    }
                }
            };
            match r {
                Ok(Step::Next) => {
                    left -= 1;
                    self.steps += 1;
                }
                Ok(Step::Wait) => return RunOutcome::NeedsValue,
                Ok(Step::Finished)
                    if self.frames.is_empty() && (finalize::at_exit() || self.exit_funcs_due()) => {
                }
                Ok(Step::Finished) => return RunOutcome::Done,
                Err(_) if tpu_emu::limits::tripped() => return self.time_limit_hit(),
                Err(e) => {
                    left = left.saturating_sub(1);
                    self.steps += 1;
                    if let Some(e) = self.raise(e) {
                        return RunOutcome::Error(e);
                    }
                }
            }
        }
    }

    /// Whether an instance waits for its `__del__` and the VM is between two instructions of a
    /// Python frame (a continuation's frame on top waits for a result: not now).
    fn finalizer_due(&self) -> bool {
        !self.frames.last().is_some_and(|f| f.is_native()) && finalize::pending()
    }

    /// Calls the next queued instance's `__del__` (or generator's `close()`) in a frame of its
    /// own, over a [`finalize::Finalizer`] that drops its result and reports an exception leaving it.
    fn start_finalizer(&mut self) -> Result<Step, PyErr> {
        let Some((what, f, args)) = finalize::next() else {
            return Ok(Step::Next);
        };
        let rest = finalize::take_rest();
        self.push_native(Box::new(finalize::Finalizer { what, rest }), None);
        self.start_call(f, args, FrameKind::Normal)
    }

    /// `atexit._run_exitfuncs`, when the program imported `atexit` and registered a function
    /// that has not been called: the functions run at the end, before `__main__` is cleared, as
    /// CPython's do (on a normal end; an uncaught exception or `sys.exit` ends the run at once).
    fn exit_funcs_due(&self) -> bool {
        if self.exit_funcs_called {
            return false;
        }
        let Some(Value::Module(m)) = self.modules.get("atexit") else {
            return false;
        };
        matches!(m.get("_callbacks"), Some(Value::List(ref l)) if !l.borrow().is_empty())
    }

    /// Starts [`Vm::exit_funcs_due`]'s call (`None`: none is due).
    fn call_exit_funcs(&mut self) -> Option<Result<Step, PyErr>> {
        if !self.exit_funcs_due() {
            return None;
        }
        self.exit_funcs_called = true;
        let Some(Value::Module(m)) = self.modules.get("atexit") else {
            return None;
        };
        let f = m.get("_run_exitfuncs")?;
        self.push_native(
            Box::new(finalize::Finalizer {
                what: "atexit._run_exitfuncs".into(),
                rest: Vec::new(),
            }),
            None,
        );
        let none = Args {
            pos: Vec::new(),
            kw: Vec::new(),
        };
        Some(self.start_call(f, none, FrameKind::Normal))
    }

    /// After the program's last instruction, where a class defines `__del__`: clears `__main__`'s
    /// names in the order they were made (CPython's shutdown) until a finalizer is due; `false`
    /// when none is left and the run is over.
    fn shutdown_turn(&mut self) -> bool {
        if !finalize::at_exit() {
            return false;
        }
        if self.shutdown.is_none() {
            self.shutdown = Some(self.globals.shutdown_order().into());
            // CPython 3.11 collects `__main__` as a cycle at exit: every finalizer runs while
            // the globals are still bound, before any is cleared.
            if finalize::any_class() {
                finalize::queue_at_exit(self.globals.shutdown_values());
            }
        }
        loop {
            if finalize::pending() {
                return true;
            }
            match self.shutdown.as_mut().and_then(|q| q.pop_front()) {
                Some(i) => self.globals.clear_for_shutdown(i),
                None => return false,
            }
        }
    }

    /// Ends the run at the time limit: not an exception the program can catch, the same error the
    /// CLI gives when it finds the limit passed between slices.
    fn time_limit_hit(&mut self) -> RunOutcome {
        let mut e = super::native::time_limit_error();
        if let Some(span) = self.current_span() {
            e = e.at(span);
        }
        self.frames.clear();
        RunOutcome::Error(e)
    }

    /// Hands a call's result to whatever waits for it: a continuation, or the caller's stack.
    pub(crate) fn deliver(&mut self, v: Value) -> Result<Step, PyErr> {
        let Some(top) = self.frames.last_mut() else {
            return Ok(Step::Finished);
        };
        match &top.kind {
            FrameKind::Native { .. } => self.resume_native(v),
            FrameKind::ForNext(_) => {
                self.frames.pop();
                self.deliver(v)
            }
            _ => {
                top.stack.push(v);
                top.in_call = false;
                Ok(Step::Next)
            }
        }
    }

    fn resume_native(&mut self, v: Value) -> Result<Step, PyErr> {
        let fi = self.frames.len() - 1;
        let FrameKind::Native { cont, .. } = &mut self.frames[fi].kind else {
            return Err(PyErr::runtime_error(
                "internal error: no continuation to resume",
            ));
        };
        let r = cont.resume(&mut self.ctx, v.clone());
        self.after_native(r, Some(v))
    }

    /// Applies what a continuation returned; `retry` is the result to re-deliver after a read.
    fn after_native(
        &mut self,
        r: super::native::NativeResult,
        retry: Option<Value>,
    ) -> Result<Step, PyErr> {
        use super::native::{Flow, Then};
        match r {
            Ok(out) => {
                let discard = matches!(
                    self.frames.last().map(|f| &f.kind),
                    Some(FrameKind::Native { cont, .. }) if cont.discards()
                );
                self.frames.pop();
                if discard {
                    return self.finish_call(FrameKind::Discard, out);
                }
                self.deliver(out)
            }
            Err(Flow::NeedsRead) => match retry {
                Some(v) => {
                    if let Some(FrameKind::Native { pending, .. }) =
                        self.frames.last_mut().map(|f| &mut f.kind)
                    {
                        *pending = Some(v);
                    }
                    Ok(Step::Wait)
                }
                None => Err(PyErr::runtime_error(
                    "a device read was needed while handling an exception; this is not supported yet",
                )),
            },
            Err(Flow::Raise(e)) => {
                self.frames.pop();
                Err(e)
            }
            Err(Flow::Call(c)) => {
                let c = *c;
                match c.then {
                    Then::Tail => {
                        self.frames.pop();
                    }
                    Then::Resume(k) => {
                        if let Some(FrameKind::Native { cont, .. }) =
                            self.frames.last_mut().map(|f| &mut f.kind)
                        {
                            *cont = k;
                        }
                    }
                    Then::Keep => {}
                    Then::Push(inner) => self.push_native(inner, None),
                    Then::Operator(r) => {
                        return self.start_call(c.func, c.args, FrameKind::Operator(r))
                    }
                    Then::Nest(outer, inner) => {
                        if let Some(FrameKind::Native { cont, .. }) =
                            self.frames.last_mut().map(|f| &mut f.kind)
                        {
                            *cont = outer;
                        }
                        self.push_native(inner, None);
                    }
                }
                self.start_call(c.func, c.args, FrameKind::Normal)
            }
        }
    }

    pub(crate) fn push_native(&mut self, cont: Box<dyn Continuation>, pending: Option<Value>) {
        let mut frame = self.pooled_frame(self.empty.clone());
        frame.kind = FrameKind::Native { cont, pending };
        self.frames.push(frame);
    }

    /// Keeps a finished frame's vectors for the next call.
    pub(crate) fn recycle(&mut self, mut frame: Box<Frame>) {
        if self.pool.len() < 64 {
            frame.stack.clear();
            frame.locals.clear();
            frame.cells.clear();
            frame.handlers.clear();
            frame.handling.clear();
            frame.func = None;
            frame.ns = None;
            frame.ns_map = None;
            frame.kind = FrameKind::Normal;
            frame.in_call = false;
            frame.f_locals = None;
            self.pool.push(frame);
        }
    }

    /// As [`Vm::recycle`], for a plain function's frame that returned in the fast loop: its kind
    /// is `Normal` already and its other vectors are usually empty, so only what holds something
    /// is reset.
    #[inline]
    pub(crate) fn recycle_returned(&mut self, mut frame: Box<Frame>) {
        debug_assert!(matches!(
            frame.kind,
            FrameKind::Normal | FrameKind::Operator(_)
        ));
        if matches!(frame.kind, FrameKind::Operator(_)) {
            frame.kind = FrameKind::Normal;
        }
        if self.pool.len() < 64 {
            frame.stack.clear();
            frame.locals.clear();
            if !frame.cells.is_empty() {
                frame.cells.clear();
            }
            frame.handlers.clear();
            if !frame.handling.is_empty() {
                frame.handling.clear();
            }
            frame.func = None;
            if frame.ns.is_some() {
                frame.ns = None;
            }
            if frame.f_locals.is_some() {
                frame.f_locals = None;
            }
            frame.in_call = false;
            self.pool.push(frame);
        }
    }

    /// A frame for `code`, reusing a pooled one and its vectors.
    pub(crate) fn pooled_frame(&mut self, code: Rc<CodeObject>) -> Box<Frame> {
        match self.pool.pop() {
            Some(mut frame) => {
                frame.locals.resize(code.locals.len(), None);
                frame.code = code;
                frame.pc = 0;
                frame
            }
            None => Box::new(Frame::new(code, FrameKind::Normal)),
        }
    }

    pub(crate) fn push_marker(&mut self, kind: FrameKind) {
        let mut frame = self.pooled_frame(self.empty.clone());
        frame.kind = kind;
        self.frames.push(frame);
    }
}

/// Used by tests and the runtime: a fresh iterator over a list of values.
pub fn seq_iter(items: Vec<Value>) -> Value {
    Value::Iterator(Rc::new(RefCell::new(Iter::Seq {
        items: Rc::from(items),
        pos: 0,
    })))
}

/// Arguments from positional values only.
pub(crate) fn args(pos: Vec<Value>) -> Args {
    Args {
        pos,
        kw: Vec::new(),
    }
}
