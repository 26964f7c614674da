//! Functions written in Rust that Python code calls (builtins, `torch.*`, tensor methods).
//!
//! A native either finishes (`Ok`), raises (`Flow::Raise`), or asks for device values it needs first
//! (`Flow::NeedsRead`): then it must not have done anything visible yet, because the VM re-executes the
//! same instruction once the host has resolved the reads. That is what keeps the VM from ever blocking.

use std::rc::Rc;

use super::errors::{PyErr, Span};
use super::value::{Function, Value};
use std::any::{Any, TypeId};

use super::host::Host;

/// Why a native did not return a value.
#[derive(Debug)]
pub enum Flow {
    Raise(PyErr),
    /// Device data must reach the host first; the runtime holds the pending reads.
    NeedsRead,
    /// Call back into Python (a `key=` function, a user's `forward`, a dunder method) through the
    /// VM's frame stack, so the callee can itself suspend, recurse or raise like any other call.
    Call(Box<PyCall>),
}

/// A call a native asks the VM to make for it, and what happens with its result.
#[derive(Debug)]
pub struct PyCall {
    pub func: Value,
    pub args: Args,
    pub then: Then,
}

/// What receives the result of a [`PyCall`].
#[derive(Debug)]
pub enum Then {
    /// The result is the native's own result (a tail call).
    Tail,
    /// A new continuation receives the result (replacing the current one when resuming).
    Resume(Box<dyn Continuation>),
    /// Only from [`Continuation::resume`]: the same continuation receives the next result too.
    Keep,
    /// A continuation stacked above the current one (from a native: above none): the call's
    /// result goes to it, and its result to the current continuation. For a native continuation
    /// that runs an operation which itself continues (`sum` over `__add__`s that may answer
    /// `NotImplemented`).
    Push(Box<dyn Continuation>),
    /// From a native: `.0` receives the result of `.1`, which receives the call's. From a
    /// continuation: `.0` replaces it, then as from a native.
    Nest(Box<dyn Continuation>, Box<dyn Continuation>),
    /// An operator's special method (`__add__`, `__eq__` ...): its frame answers
    /// `NotImplemented` by trying the next method, or the operator's fallback
    /// (`FrameKind::Operator`). Elsewhere it acts as `Resume` of the same object.
    Operator(Box<crate::dunder::Reflected>),
}

/// The rest of a native function, run when a Python call it made returns. It lives in a frame of
/// its own on the VM's stack, so a native that calls Python never holds the Rust stack.
pub trait Continuation: std::fmt::Debug {
    /// Receives the call's result. `Flow::NeedsRead` must leave `self` unchanged: it runs again.
    fn resume(&mut self, ctx: &mut Ctx, result: Value) -> NativeResult;
    /// An exception left the call: `Some` handles it (with a result), `None` lets it propagate.
    fn on_error(&mut self, _ctx: &mut Ctx, _err: &PyErr) -> Option<NativeResult> {
        None
    }
    /// For a continuation that calls one Python function once per item (`sorted(key=...)`,
    /// `map`, `min(key=...)`): `f`'s call just returned `result`; `Ok` keeps it and gives the one
    /// argument of the next call of `f`, which the VM makes by running the returning frame again
    /// in place (no native call, no new frame). `Err` gives `result` back: it goes to
    /// [`Continuation::resume`] as usual (the last item, or a call this one did not make).
    fn next_arg(&mut self, _f: &Rc<Function>, result: Value) -> Result<Value, Value> {
        Err(result)
    }
    /// For the continuation of a statement (`d[k] = v` with a user `__eq__`): its result is
    /// dropped rather than pushed on the instruction's frame.
    fn discards(&self) -> bool {
        false
    }
}

impl Flow {
    pub fn call(func: Value, pos: Vec<Value>, then: Then) -> Flow {
        Flow::Call(Box::new(PyCall {
            func,
            args: Args {
                pos,
                kw: Vec::new(),
            },
            then,
        }))
    }
}

impl From<PyErr> for Flow {
    fn from(e: PyErr) -> Self {
        Flow::Raise(e)
    }
}

pub type NativeResult = Result<Value, Flow>;

/// Arguments of a native call: positional (the receiver first for methods) and keyword.
#[derive(Debug, Clone)]
pub struct Args {
    pub pos: Vec<Value>,
    pub kw: Vec<(Rc<str>, Value)>,
}

impl Args {
    pub fn len(&self) -> usize {
        self.pos.len()
    }

    pub fn is_empty(&self) -> bool {
        self.pos.is_empty()
    }

    /// Positional argument `i`, or keyword `name`.
    pub fn get(&self, i: usize, name: &str) -> Option<&Value> {
        self.pos.get(i).or_else(|| self.kwarg(name))
    }

    pub fn kwarg(&self, name: &str) -> Option<&Value> {
        self.kw.iter().find(|(k, _)| &**k == name).map(|(_, v)| v)
    }

    /// Rejects keywords the native does not know, with CPython's message.
    pub fn check_kw(&self, fname: &str, allowed: &[&str]) -> Result<(), PyErr> {
        for (k, _) in &self.kw {
            if !allowed.contains(&&**k) {
                return Err(PyErr::type_error(format!(
                    "{fname}() got an unexpected keyword argument '{k}'"
                )));
            }
        }
        Ok(())
    }
}

pub type NativeFn = fn(&mut Ctx, &Args) -> NativeResult;

pub struct NativeFunction {
    pub name: String,
    pub f: NativeFn,
}

impl std::fmt::Debug for NativeFunction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "<native {}>", self.name)
    }
}

impl NativeFunction {
    pub fn value(name: &str, f: NativeFn) -> Value {
        Value::Native(Rc::new(NativeFunction {
            name: name.to_string(),
            f,
        }))
    }
}

/// Where a streaming host sends the program's output as it is printed ([`Ctx::stdout_sink`]).
pub type StdoutSink = Box<dyn FnMut(&str)>;

/// Everything a native can touch: the program's output, the host binding and its state, and where
/// in the source the current instruction is (so ops can be traced to their line).
pub struct Ctx {
    pub stdout: String,
    /// Where printed text goes as it is printed, when the host streams it (the CLI writes it to
    /// its stdout at once, so a crash or a kill loses nothing already printed); `None`: into
    /// `stdout`, which the host drains after each slice (the page, the SPMD runner).
    pub stdout_sink: Option<StdoutSink>,
    /// The binding over the language (see `host`): `Host::NONE` for the language alone.
    pub host: &'static Host,
    /// The binding's own state (torch's dispatcher, autograd, distributed state): see
    /// [`Ctx::host_state`]. Private, so it is only ever set with its `host_type`.
    host_state: Box<dyn Any>,
    host_type: TypeId,
    pub span: Span,
    /// Output beyond this many bytes is dropped with a note, so a printing loop cannot exhaust memory.
    /// Counted over the whole run, not over `stdout` (which hosts drain as they show it).
    pub stdout_limit: usize,
    pub stdout_truncated: bool,
    /// Bytes the program has printed so far, drained or not.
    pub stdout_written: usize,
    /// The largest container (in elements) a program may build: the object memory limit.
    pub max_items: usize,
    /// `sys.getrecursionlimit()`: CPython's 1000 until `sys.setrecursionlimit`. Frames live on
    /// the heap, so the VM honours a higher limit up to [`crate::vm::MAX_FRAMES`].
    pub recursion_limit: usize,
    /// The `random` module's generator (CPython's Mersenne Twister).
    pub random: super::random::Mt19937,
    /// Where `time.perf_counter()` counts from: a reading of [`clock_secs`] when the run began.
    pub started: f64,
    /// Seconds the program has slept (`time.sleep` waits for nothing: it moves the clocks on).
    pub slept: f64,
    /// The library module `_prelude` (core/lang/lib/_prelude.py), loaded before the program:
    /// the builtins whose general case is Python (lazy `map`, `filter`, and `zip`/`enumerate`
    /// over generators and objects). None in a VM without the language's library.
    pub prelude: Option<Rc<crate::value::Module>>,
    /// Namespaces a metaclass's `__prepare__` returned, each with the frame whose class
    /// statement (`BuildClass`, run again) takes it.
    pub prepared: Vec<(usize, Value)>,
    /// Frames whose class statement runs again over the bases `_prelude._resolve_bases` made
    /// (`__mro_entries__`), left on the frame's stack.
    pub resolved_bases: Vec<usize>,
    /// The run's files (`open`, `torch.save`): in memory unless the host gives its own store.
    pub files: Rc<dyn crate::files::FileStore>,
    /// The program's classes by qualified name, the latest of each (`files::find_main_class`).
    pub main_classes: std::collections::HashMap<String, std::rc::Weak<crate::objects::Class>>,
    /// The run's `sys` module once imported: `print` writes to its current `stdout`, which a
    /// program may replace (`sys.stdout = buffer`).
    pub sys: Option<Rc<crate::value::Module>>,
    /// The globals dicts `exec`/`eval` have run code in, in order: code compiled for the i-th
    /// keeps its globals there (its unit's module is `exec::space_name(i)`; see `exec`).
    pub exec_spaces: Vec<Rc<std::cell::RefCell<crate::table::DictTable>>>,
    /// Each of `exec_spaces` by its address.
    pub exec_index: std::collections::HashMap<usize, usize>,
    /// The `__builtins__` `exec`/`eval` put in a globals dict without one: names missing from
    /// the dict come from the VM's builtins while it is this dict.
    pub exec_builtins: Rc<std::cell::RefCell<crate::table::DictTable>>,
}

/// 256 MiB of Python objects at ~16 bytes an element.
pub const MAX_ITEMS: usize = 16 << 20;

/// The longest str a program may build (bytes): a loop doubling a string (`s = f"{s} {s}"`) must
/// end in a MemoryError, not take the page's memory.
pub const MAX_STR_BYTES: usize = 64 << 20;

/// Refuses a str of `n` bytes over [`MAX_STR_BYTES`].
pub fn check_str_len(n: usize) -> Result<(), PyErr> {
    if n > MAX_STR_BYTES {
        return Err(PyErr::new(
            "MemoryError",
            format!(
                "a str of {n} bytes exceeds the playground's memory limit for Python objects ({MAX_STR_BYTES} bytes)"
            ),
        ));
    }
    check_host_memory(n)
}

/// What ends a run past its wall-clock limit (`tpu run --time-limit`): the VM's check, a native's
/// poll and the CLI's check between slices all give this one error.
pub fn time_limit_error() -> PyErr {
    PyErr::new(
        "TimeoutError",
        "the program ran past its time limit and was stopped",
    )
}

/// Charges one unit of a native's work against the time limit (see [`tpu_emu::limits`]): long
/// native loops call it per item, so the limit interrupts them.
#[inline]
pub fn poll() -> Result<(), PyErr> {
    poll_n(1)
}

/// Charges `n` units of a native's work (items compared, copied or formatted) against the time
/// limit; an error once the deadline has passed (the VM then ends the run with it).
#[inline]
pub fn poll_n(n: usize) -> Result<(), PyErr> {
    if tpu_emu::limits::poll_n(n) {
        return Err(time_limit_error());
    }
    Ok(())
}

/// Items copied or made between two polls by the chunked builders below (512 KiB of values): a
/// copy of millions of items, and the first touch of its fresh pages (which on a busy host can
/// cost more than the copy itself), stays interruptible by the time limit.
const POLL_CHUNK: usize = 1 << 15;

/// A copy of `src`, charging the time limit chunk by chunk.
pub fn clone_polled<T: Clone>(src: &[T]) -> Result<Vec<T>, PyErr> {
    let mut out = Vec::with_capacity(src.len());
    for c in src.chunks(POLL_CHUNK) {
        poll_n(c.len())?;
        out.extend_from_slice(c);
    }
    Ok(out)
}

/// The items of `it` (about `n` of them) collected, charging the time limit chunk by chunk.
pub fn collect_polled<T>(n: usize, mut it: impl Iterator<Item = T>) -> Result<Vec<T>, PyErr> {
    let mut out = Vec::with_capacity(n);
    loop {
        let before = out.len();
        out.extend(it.by_ref().take(POLL_CHUNK));
        if out.len() == before {
            return Ok(out);
        }
        poll_n(out.len() - before)?;
    }
}

/// Refuses to grow host memory by `bytes` past the run's host memory budget (`tpu run
/// --memory-limit`), as CPython refuses an allocation the system cannot give.
#[inline]
pub fn check_host_memory(bytes: usize) -> Result<(), PyErr> {
    tpu_emu::limits::check_host_bytes(bytes).map_err(|budget| {
        PyErr::new(
            "MemoryError",
            format!(
                "the program's objects and tensors would take more than its memory limit ({})",
                format_bytes(budget)
            ),
        )
    })
}

/// `4 GiB`, `512 MiB`, `1000 bytes`: a budget as the CLI's flag would write it.
pub fn format_bytes(n: usize) -> String {
    const UNITS: [(&str, u32); 3] = [("GiB", 30), ("MiB", 20), ("KiB", 10)];
    for (unit, shift) in UNITS {
        if n >= 1 << shift && n.is_multiple_of(1 << shift) {
            return format!("{} {unit}", n >> shift);
        }
    }
    format!("{n} bytes")
}

/// A monotonic wall clock in seconds from an arbitrary origin: `Instant` natively.
#[cfg(not(target_arch = "wasm32"))]
pub fn clock_secs() -> f64 {
    use std::sync::OnceLock;
    static ORIGIN: OnceLock<std::time::Instant> = OnceLock::new();
    ORIGIN
        .get_or_init(std::time::Instant::now)
        .elapsed()
        .as_secs_f64()
}

/// A monotonic wall clock in seconds: `performance.now()` in the browser (a page or a worker),
/// since `Instant` panics in wasm32-unknown-unknown.
#[cfg(target_arch = "wasm32")]
pub fn clock_secs() -> f64 {
    #[wasm_bindgen::prelude::wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_namespace = performance, js_name = now)]
        fn performance_now() -> f64;
    }
    performance_now() / 1e3
}

/// The calendar clock, seconds since the Unix epoch (`time.time()`): `SystemTime` natively.
#[cfg(not(target_arch = "wasm32"))]
pub fn epoch_secs() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64())
}

/// The calendar clock, seconds since the Unix epoch: JavaScript's `Date.now()` in the browser
/// (`SystemTime` panics in wasm32-unknown-unknown).
#[cfg(target_arch = "wasm32")]
pub fn epoch_secs() -> f64 {
    #[wasm_bindgen::prelude::wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_namespace = Date, js_name = now)]
        fn date_now() -> f64;
    }
    date_now() / 1e3
}

thread_local! {
    /// The classes of the host whose VM last started on this thread (`Host::classes`): their
    /// class objects are natives, one object by name as the built-in types are ([`is_class_name`]).
    static HOST_CLASSES: std::cell::Cell<&'static [(&'static str, &'static str)]> =
        const { std::cell::Cell::new(&[]) };
}

/// Whether a native of this name is a class object: a built-in type or one of the host's classes
/// (`torch.dtype`), so every native of the name is the same object (`type(x) is torch.dtype`).
pub fn is_class_name(name: &str) -> bool {
    crate::builtins::is_type_name(name)
        || HOST_CLASSES.with(|c| c.get().iter().any(|(n, _)| *n == name))
}

impl Ctx {
    /// Refuses a container past the object memory limit with a clear `MemoryError`.
    pub fn check_items(&self, n: usize) -> Result<(), PyErr> {
        if n > self.max_items {
            return Err(PyErr::new(
                "MemoryError",
                format!(
                    "a container of {n} items exceeds the playground's memory limit for Python objects ({} items)",
                    self.max_items
                ),
            ));
        }
        // The host's total too: many containers each under the cap can still take the machine.
        check_host_memory(std::mem::size_of::<Value>())
    }

    pub fn new<S: Any>(host: &'static Host, host_state: S) -> Self {
        HOST_CLASSES.with(|c| c.set(host.classes));
        Ctx {
            stdout: String::new(),
            host,
            host_state: Box::new(host_state),
            host_type: TypeId::of::<S>(),
            span: Span::default(),
            stdout_limit: 4 << 20,
            stdout_truncated: false,
            stdout_written: 0,
            max_items: MAX_ITEMS,
            recursion_limit: crate::vm::RECURSION_LIMIT,
            random: super::random::Mt19937::from_seed_u64(5489),
            prelude: None,
            prepared: Vec::new(),
            resolved_bases: Vec::new(),
            files: crate::files::MemoryFiles::new(),
            main_classes: Default::default(),
            sys: None,
            exec_spaces: Vec::new(),
            exec_index: Default::default(),
            exec_builtins: Default::default(),
            started: clock_secs(),
            slept: 0.0,
            stdout_sink: None,
        }
    }

    fn emit(&mut self, text: &str) {
        // Past the time limit what was being formatted may be cut short: not printed.
        if tpu_emu::limits::tripped() {
            return;
        }
        match &mut self.stdout_sink {
            Some(sink) => sink(text),
            None => self.stdout.push_str(text),
        }
    }

    /// The host's state, if it is an `S`. Natives reach it several times per op, so this compares
    /// the `TypeId` recorded when the state was boxed instead of asking the box (a virtual call).
    #[inline]
    pub fn host_state<S: Any>(&mut self) -> Option<&mut S> {
        if self.host_type != TypeId::of::<S>() {
            return None;
        }
        let p: *mut dyn Any = self.host_state.as_mut();
        // SAFETY: `host_state` and `host_type` are private and set together in `Ctx::new`, from one
        // value of type `S'` with `host_type == TypeId::of::<S'>()`; the check above makes `S` that
        // very type, so the pointer is to a live, uniquely borrowed `S` (through `&mut self`).
        Some(unsafe { &mut *(p as *mut S) })
    }

    /// [`Ctx::host_state`] for a shared borrow.
    #[inline]
    pub fn host_state_ref<S: Any>(&self) -> Option<&S> {
        if self.host_type != TypeId::of::<S>() {
            return None;
        }
        let p: *const dyn Any = self.host_state.as_ref();
        // SAFETY: as in `host_state`, for a shared borrow.
        Some(unsafe { &*(p as *const S) })
    }

    pub fn write(&mut self, text: &str) {
        // The page and the SPMD runner take `stdout` after every slice, so its length says nothing
        // about what the run has printed: count every byte written.
        if self.stdout_written + text.len() > self.stdout_limit {
            if !self.stdout_truncated {
                // The first 4 MiB, as the note says: the part of this write that still fits (one
                // print of more than the limit keeps its start), cut at a character's end.
                self.stdout_truncated = true;
                let mut cut = self.stdout_limit.saturating_sub(self.stdout_written);
                while !text.is_char_boundary(cut) {
                    cut -= 1;
                }
                self.stdout_written += cut;
                self.emit(&text[..cut]);
                self.emit("\n[output truncated: the playground keeps the first 4 MiB]\n");
            }
            return;
        }
        self.stdout_written += text.len();
        self.emit(text);
    }
}

thread_local! {
    static STDERR: std::cell::RefCell<Option<StdoutSink>> = const { std::cell::RefCell::new(None) };
}

/// Gives this thread's runs a stderr (the CLI's), or takes it away: what a program writes to
/// `sys.stderr` (`print(..., file=sys.stderr)`, `logging`, `warnings`) goes there. Without one it
/// goes to the run's output with the rest (the page's one console).
pub fn set_stderr(sink: Option<StdoutSink>) {
    STDERR.with(|s| *s.borrow_mut() = sink);
}

impl Ctx {
    /// Text the program writes to `sys.stderr`: to the host's stderr where it has one
    /// ([`set_stderr`]), else into the output with what it prints.
    pub fn write_err(&mut self, text: &str) {
        if tpu_emu::limits::tripped() {
            return;
        }
        let sent = STDERR.with(|s| match s.borrow_mut().as_mut() {
            Some(sink) => {
                sink(text);
                true
            }
            None => false,
        });
        if !sent {
            self.write(text);
        }
    }
}

/// Where `input()` reads a line from: the host's stdin, when it has one ([`set_stdin`]).
pub type StdinSource = Box<dyn FnMut() -> Option<String>>;

thread_local! {
    static STDIN: std::cell::RefCell<Option<StdinSource>> = const { std::cell::RefCell::new(None) };
}

/// Gives this thread's runs a stdin (the CLI's), or takes it away: each call of `source` gives
/// the next line with its end, `None` at the end of the input. Without one, `input()` meets the
/// end of its input at once (EOFError), as CPython's with an empty stdin.
pub fn set_stdin(source: Option<StdinSource>) {
    STDIN.with(|s| *s.borrow_mut() = source);
}

/// The next line of the run's stdin (with its end), `None` at its end or without one.
pub(crate) fn read_stdin_line() -> Option<String> {
    STDIN.with(|s| s.borrow_mut().as_mut().and_then(|f| f()))
}
