//! Internal errors on the page: a panic in the core or the page must not leave a dead page.
//!
//! On `wasm32-unknown-unknown` a panic cannot unwind (stable Rust builds std with panic=abort
//! there): the panic hook runs, then the instance executes `unreachable`, which throws a
//! `WebAssembly.RuntimeError` out of whatever JS called into the module. The instance itself stays
//! usable: its memory, its exports and every task that was not on the stack survive. What dies is
//! the call that panicked: a run's task in `wasm-bindgen-futures`' queue (the queue clears its
//! "scheduled" flag before running tasks, so later tasks still run), with its `Session` leaked
//! (no destructors run). Yew schedules renders in a task of their own, so a panic in a run never
//! holds Yew's scheduler lock.
//!
//! So the hook (1) builds the report: the panic's message and place, "please report this", and
//! the run's details (mode, chip, backend, the program as a share link) as text; (2) logs it with
//! `console.error`; (3) hands it to the app with a zero-delay timeout, i.e. in a fresh JS task
//! after the trap has unwound; (4) if the app has not taken it a second later (Yew is dead),
//! writes it into `#console` directly, as text (not earlier: replacing Yew's text node would
//! detach the node Yew keeps updating). The app then ends the run as failed, shows
//! the report, keeps the editor's text (it is the app's state, untouched) and detects a new device,
//! so the next Run makes a fresh `Session` on a fresh backend. Limits, said plainly: a panic inside
//! Yew's own rendering leaves Yew's scheduler locked (its lock is a `RefCell` borrow never
//! released); then step (4) is what the user sees, and the editor's text is still in the textarea
//! to copy. After a trap std believes the thread panics forever (the panic count is never
//! decremented): `std::thread::panicking()` stays true and every `Mutex` whose guard drops is
//! poisoned, so the GPU backend locks its mutexes ignoring poison. Each trap also leaks the stack frames it abandoned (wasm's shadow stack pointer is not
//! restored), a few KiB per crash out of 1 MiB.

use std::cell::{Cell, RefCell};

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::Callback;

/// What a panic left: the message and place, and the run's details.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrashReport {
    pub message: String,
    /// The run's settings and program, as [`set_context`] last described them.
    pub details: String,
}

impl CrashReport {
    /// The console text, rendered as text by the page.
    pub fn text(&self) -> String {
        format!(
            "Internal error: {}\n\nThis is a bug in the playground, not in your program. Please report this, \
             with the details below. Your program is kept in the editor; the next Run starts a fresh \
             runtime.\n\n{}\n",
            self.message,
            if self.details.is_empty() {
                "(no run had started)"
            } else {
                &self.details
            }
        )
    }
}

/// Where the worker sends a panic's message.
type Post = std::rc::Rc<dyn Fn(String)>;

thread_local! {
    static SINK: RefCell<Option<Callback<CrashReport>>> = const { RefCell::new(None) };
    static CONTEXT: RefCell<String> = const { RefCell::new(String::new()) };
    static INSTALLED: Cell<bool> = const { Cell::new(false) };
    /// In the worker: where a panic's message goes (the page).
    static WORKER_POST: RefCell<Option<Post>> = const { RefCell::new(None) };
    /// A report handed to the app and not yet acknowledged.
    static PENDING: Cell<bool> = const { Cell::new(false) };
    #[cfg(feature = "test-hooks")]
    static INJECT: Cell<bool> = const { Cell::new(false) };
}

/// How long the app has to take a report before the hook writes it into the page itself.
const FALLBACK_MS: i32 = 1000;

/// The app calls this when it has shown a report.
pub fn acknowledge() {
    PENDING.with(|p| p.set(false));
}

/// Installs the hook (once) and makes `sink` the app that receives reports.
pub fn install(sink: Callback<CrashReport>) {
    SINK.with(|s| *s.borrow_mut() = Some(sink));
    install_hook();
}

/// Describes the run about to start, for a report.
pub fn set_context(details: String) {
    CONTEXT.with(|c| *c.borrow_mut() = details);
}

/// The panic's message and place, as a report says them.
fn message_of(info: &std::panic::PanicHookInfo) -> String {
    let what = info
        .payload()
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| info.payload().downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic with no message".into());
    let at = info
        .location()
        .map(|l| format!(" (at {}:{})", l.file(), l.line()))
        .unwrap_or_default();
    format!("{what}{at}")
}

/// The run's details as [`set_context`] last described them.
pub fn context() -> String {
    CONTEXT
        .try_with(|c| c.try_borrow().map(|c| c.clone()).unwrap_or_default())
        .unwrap_or_default()
}

/// In the worker (no page, no Yew): a panic posts its message to the page through `post`, which
/// then reports it as the page's own crashes are reported ([`deliver`]) and starts a fresh worker.
pub fn install_worker(post: Post) {
    WORKER_POST.with(|w| *w.borrow_mut() = Some(post));
    install_hook();
}

fn install_hook() {
    // std refuses to change the hook while a panic is in progress, and in wasm one never ends
    // (see the module's notes): then the hook installed first stays.
    if !std::thread::panicking() && !INSTALLED.with(|i| i.replace(true)) {
        // The hook before ours (std's, or a test harness's) still runs after it.
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            hook(info);
            previous(info);
        }));
    }
}

/// A crash that happened elsewhere (in the worker): handed to the app as the hook hands the
/// page's own, with this page's run details.
pub fn deliver(message: String) {
    let report = CrashReport {
        message,
        details: context(),
    };
    web_sys::console::error_1(&JsValue::from_str(&report.text()));
    let sink = SINK.with(|s| s.borrow().clone());
    if let Some(sink) = sink {
        sink.emit(report);
    }
}

fn hook(info: &std::panic::PanicHookInfo) {
    let worker = WORKER_POST
        .try_with(|w| w.try_borrow().ok().and_then(|w| w.clone()))
        .ok()
        .flatten();
    if let Some(post) = worker {
        post(message_of(info));
        return;
    }
    let report = CrashReport {
        message: message_of(info),
        details: context(),
    };
    let text = report.text();
    web_sys::console::error_1(&JsValue::from_str(&text));
    let Some(window) = web_sys::window() else {
        return;
    };
    let _ = PENDING.try_with(|p| p.set(true));
    let sink = SINK
        .try_with(|s| s.try_borrow().ok().and_then(|s| s.clone()))
        .ok()
        .flatten();
    if let Some(sink) = sink {
        let deliver = Closure::once_into_js(move || sink.emit(report));
        let _ = window
            .set_timeout_with_callback_and_timeout_and_arguments_0(deliver.unchecked_ref(), 0);
    }
    let fallback = Closure::once_into_js(move || {
        if PENDING.with(|p| p.replace(false)) {
            let console = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.get_element_by_id("console"));
            if let Some(console) = console {
                console.set_text_content(Some(&text));
            }
        }
    });
    let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
        fallback.unchecked_ref(),
        FALLBACK_MS,
    );
}

/// Test-only: the next slice of a run panics, inside the run's task, as a bug in the core would.
#[cfg(feature = "test-hooks")]
pub fn panic_on_next_slice() {
    INJECT.with(|i| i.set(true));
}

/// Called by the runner before each slice; panics once if [`panic_on_next_slice`] asked it to
/// (a no-op in the page's build, which has no `test-hooks`).
pub(crate) fn injected() {
    #[cfg(feature = "test-hooks")]
    if INJECT.with(|i| i.replace(false)) {
        panic!("a deliberate panic (test hook) inside a run");
    }
}
