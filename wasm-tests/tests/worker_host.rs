//! The page's side of the worker (`runner::Runner`, `WorkerLink`) against stand-in workers written
//! in JS that speak the protocol and misbehave on purpose: a panic report, an uncaught exception, a
//! Stop that is never answered, a script that does not exist. Each must end the run with what the
//! page shows for it (a crash report, "stopped" with the note) and leave a fresh worker behind;
//! a missing script must leave the page running programs itself, saying why.
#![cfg(target_arch = "wasm32")]

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use tpu_core::runtime::RunConfig;
use tpu_web::crash::CrashReport;
use tpu_web::run::runner::{Runner, STOP_MS};
use tpu_web::run::slices::{self, Control, End, Finish};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// A stand-in worker: answers Detect with a badge naming `mode`, and Start as `mode` says.
fn fake_worker(mode: &str) -> String {
    let script = format!(
        r#"
const MODE = "{mode}";
const post = (m) => self.postMessage(JSON.stringify(m));
self.onmessage = (e) => {{
  const m = JSON.parse(e.data);
  if (m.detect) {{ post({{badge: {{badge: "fake worker " + MODE}}}}); return; }}
  if (!m.start) return;
  post({{output: {{text: "started\n"}}}});
  if (MODE === "crash") post({{crashed: {{message: "boom (at fake.rs:1)"}}}});
  if (MODE === "throw") throw new Error("fake failure");
  if (MODE === "done") post({{finished: {{end: "Done", report: null, events: []}}}});
  // "hang": Stop is never answered.
}};
"#
    );
    let parts = js_sys::Array::of1(&script.into());
    let bag = web_sys::BlobPropertyBag::new();
    bag.set_type("text/javascript");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &bag).expect("blob");
    web_sys::Url::create_object_url_with_blob(&blob).expect("url")
}

struct Host {
    runner: Runner,
    changed: Rc<Cell<u32>>,
}

async fn host(mode: &str) -> Host {
    let changed = Rc::new(Cell::new(0));
    let count = changed.clone();
    let runner = Runner::with_worker(
        &fake_worker(mode),
        tpu_web::run::device::BackendChoice::Cpu,
        Rc::new(move || count.set(count.get() + 1)),
    )
    .await;
    assert!(runner.in_worker(), "the stand-in worker started");
    assert_eq!(runner.badge(), format!("fake worker {mode}"));
    assert_eq!(runner.placement().0, "runs in a worker");
    Host { runner, changed }
}

/// Runs a program; returns what it printed and the finish (`None`: it crashed).
async fn run(runner: &Runner, control: Rc<Control>) -> (String, Option<Finish>) {
    let out = Rc::new(RefCell::new(String::new()));
    let sink = out.clone();
    let finish = runner
        .run(
            "print(1)\n",
            &RunConfig::default(),
            control,
            move |t| sink.borrow_mut().push_str(&t),
            |_| {},
            |_| {},
        )
        .await;
    let text = out.borrow().clone();
    (text, finish)
}

/// Crash reports handed to the app.
fn crash_sink() -> Rc<RefCell<Vec<CrashReport>>> {
    let reports: Rc<RefCell<Vec<CrashReport>>> = Rc::default();
    let into = reports.clone();
    tpu_web::crash::install(yew::Callback::from(move |r| into.borrow_mut().push(r)));
    tpu_web::crash::set_context("run: the stand-in's details".into());
    reports
}

/// Waits (bounded) for the fresh worker: the restart says so on the badge (one change), then the
/// new worker's badge arrives (another).
async fn until_fresh(h: &Host, before: u32, badge: &str) {
    for _ in 0..500 {
        if h.changed.get() >= before + 2 && h.runner.badge() == badge {
            return;
        }
        slices::sleep_ms(10).await;
    }
    panic!(
        "no badge from a fresh worker: {} after {} changes",
        h.runner.badge(),
        h.changed.get() - before
    );
}

#[wasm_bindgen_test]
async fn a_run_in_the_worker_returns_what_the_worker_sent() {
    let h = host("done").await;
    let (text, finish) = run(&h.runner, Rc::new(Control::new(Rc::default()))).await;
    assert_eq!(text, "started\n");
    let finish = finish.expect("finished");
    assert_eq!(finish.end, End::Done);
    assert_eq!(finish.report, None);
}

#[wasm_bindgen_test]
async fn a_panic_in_the_worker_is_reported_and_a_fresh_worker_started() {
    let reports = crash_sink();
    let h = host("crash").await;
    let before = h.changed.get();
    let (text, finish) = run(&h.runner, Rc::new(Control::new(Rc::default()))).await;
    assert_eq!(text, "started\n");
    assert!(finish.is_none(), "a crash ends the run without a finish");
    let r = reports.borrow_mut().pop().expect("a crash report");
    assert_eq!(r.message, "boom (at fake.rs:1)");
    assert_eq!(r.details, "run: the stand-in's details");
    assert!(r.text().contains("Please report this"));
    until_fresh(&h, before, "fake worker crash").await;
}

#[wasm_bindgen_test]
async fn an_uncaught_exception_in_the_worker_is_a_crash_too() {
    let reports = crash_sink();
    let h = host("throw").await;
    let before = h.changed.get();
    let (_, finish) = run(&h.runner, Rc::new(Control::new(Rc::default()))).await;
    assert!(finish.is_none());
    let r = reports.borrow_mut().pop().expect("a crash report");
    assert!(
        r.message
            .starts_with("the worker running the program failed:")
            && r.message.contains("fake failure"),
        "{}",
        r.message
    );
    until_fresh(&h, before, "fake worker throw").await;
}

#[wasm_bindgen_test]
async fn a_stop_the_worker_does_not_answer_ends_it_after_a_second() {
    let h = host("hang").await;
    let before = h.changed.get();
    let control = Rc::new(Control::new(Rc::default()));
    let stopper = control.clone();
    wasm_bindgen_futures::spawn_local(async move {
        slices::sleep_ms(50).await;
        stopper.request_stop();
    });
    let started = js_sys::Date::now();
    let (text, finish) = run(&h.runner, control).await;
    let took = js_sys::Date::now() - started;
    let finish = finish.expect("a stopped finish");
    assert_eq!(finish.end, End::Stopped);
    assert!(
        text.starts_with("started\n") && text.ends_with("it was ended and a fresh one started\n"),
        "{text:?}"
    );
    // Not before the grace period (what the user waits at most is a second more).
    assert!(took >= f64::from(STOP_MS), "{took}");
    until_fresh(&h, before, "fake worker hang").await;
}

#[wasm_bindgen_test]
async fn without_a_worker_script_the_page_runs_programs_itself_and_says_why() {
    let runner = Runner::with_worker(
        "no-such-worker.js",
        tpu_web::run::device::BackendChoice::Cpu,
        Rc::new(|| {}),
    )
    .await;
    assert!(!runner.in_worker());
    let (what, why) = runner.placement();
    assert_eq!(what, "runs on the page");
    assert!(why.contains("no worker could be started"), "{why}");
    assert!(
        runner
            .badge()
            .starts_with("CPU kernels: chosen by ?backend=cpu\n"),
        "{}",
        runner.badge()
    );
    // And it runs programs.
    let (text, finish) = run(&runner, Rc::new(Control::new(Rc::default()))).await;
    assert_eq!(text, "1\n");
    assert_eq!(finish.expect("finished").end, End::Done);
}
