//! Shared by the browser suites: driving a mounted page (mount, click, wait, read) and comparing
//! printed text with PyTorch's.
#![allow(dead_code)]

use tpu_web::run::slices::yield_to_browser;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, HtmlTextAreaElement};

/// A fresh host element for one mounted component, as a first visit (the page restores kept
/// work; each mount here starts from none).
pub fn host(id: &str) -> Element {
    tpu_web::saved::forget();
    let d = web_sys::window()
        .and_then(|w| w.document())
        .expect("document");
    let el = d.create_element("div").expect("div");
    el.set_id(id);
    d.body().expect("body").append_child(&el).expect("append");
    el
}

/// What a test that needs WebGPU does when the browser has no adapter (`why`): fails where the
/// build promised one (`TPU_REQUIRE_GPU=1` when scripts/test.sh compiles the suites for
/// SwiftShader), otherwise logs on the console that `test` is skipped. One decision for every
/// tree: [`tpu_testdata::no_adapter`].
pub fn no_webgpu(test: &str, why: &str) {
    web_sys::console::log_1(&tpu_testdata::no_adapter(test, why).into());
}

/// Gives the browser `turns` turns (renders, timers).
pub async fn settle(turns: usize) {
    for _ in 0..turns {
        yield_to_browser().await;
    }
}

/// Gives the browser turns until `done()` holds, for at most `secs` seconds of wall time (then
/// panics naming `what`). A bound in time, not in turns: a turn through a `MessageChannel` takes
/// a fraction of a millisecond (`yield_to_browser`), so a count of turns says nothing of how long
/// a run, a worker or an adapter was given on a loaded machine.
pub async fn wait_for(what: &str, secs: f64, mut done: impl FnMut() -> bool) {
    let start = js_sys::Date::now();
    while !done() {
        if js_sys::Date::now() - start > secs * 1000.0 {
            panic!("waited {secs} s for {what}");
        }
        yield_to_browser().await;
    }
}

/// Mounts the page (on the CPU) as a first visit: the work a previous test kept is forgotten.
pub fn mount(id: &str) -> Element {
    tpu_web::saved::forget();
    reopen(id, "")
}

/// Mounts the page as a reload or a new tab would, opening `hash` (a share link, "" for none)
/// with whatever local storage holds.
pub fn reopen(id: &str, hash: &str) -> Element {
    let d = web_sys::window()
        .and_then(|w| w.document())
        .expect("document");
    let el = d.create_element("div").expect("div");
    el.set_id(id);
    d.body().expect("body").append_child(&el).expect("append");
    let props = tpu_web::app::AppProps {
        backend: tpu_web::run::device::BackendChoice::Cpu,
        hash: hash.to_string().into(),
        ..Default::default()
    };
    yew::Renderer::<tpu_web::app::App>::with_root_and_props(el.clone(), props).render();
    el
}

pub fn state(el: &Element) -> String {
    el.query_selector("main")
        .unwrap()
        .unwrap()
        .get_attribute("data-state")
        .unwrap_or_default()
}

pub fn text(el: &Element, sel: &str) -> String {
    el.query_selector(sel)
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap_or_default()
}

pub fn click(el: &Element, sel: &str) {
    let b: HtmlElement = el.query_selector(sel).unwrap().unwrap().dyn_into().unwrap();
    b.click();
}

/// Whether Run cannot be clicked (also before the page has rendered it).
pub fn run_disabled(el: &Element) -> bool {
    match el.query_selector("#run").ok().flatten() {
        Some(b) => b.has_attribute("disabled"),
        None => true,
    }
}

/// Yields until `done` holds, at most `turns` browser turns; whether it held.
pub async fn until(turns: usize, mut done: impl FnMut() -> bool) -> bool {
    for _ in 0..turns {
        if done() {
            return true;
        }
        yield_to_browser().await;
    }
    done()
}

/// Puts `program` in the editor, clicks Run once the page can run, and waits until the run has
/// ended with `expected` as the whole console (so a run that never started cannot pass for one).
pub async fn run_program(el: &Element, program: &str, expected: &str) {
    assert!(until(2000, || !run_disabled(el)).await, "Run never enabled");
    let area: HtmlTextAreaElement = el
        .query_selector("#editor")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    area.set_value(program);
    area.dispatch_event(&web_sys::Event::new("input").unwrap())
        .unwrap();
    click(el, "#run");
    assert!(
        until(5000, || state(el) == "done"
            && !run_disabled(el)
            && text(el, "#console") == expected)
        .await,
        "the run did not end with the expected output: state {}, console {:?}",
        state(el),
        text(el, "#console")
    );
}

pub fn editor(el: &Element) -> HtmlTextAreaElement {
    el.query_selector("#editor")
        .unwrap()
        .expect("the editor")
        .dyn_into()
        .unwrap()
}

/// Types `program` into the editor as the user would (one input event).
pub fn type_program(el: &Element, program: &str) {
    let area = editor(el);
    area.set_value(program);
    area.dispatch_event(&web_sys::Event::new("input").unwrap())
        .unwrap();
}

/// Chooses `value` in the `<select>` at `sel`, as the user would (one change event).
pub fn select(el: &Element, sel: &str, value: &str) {
    let s: web_sys::HtmlSelectElement =
        el.query_selector(sel).unwrap().unwrap().dyn_into().unwrap();
    s.set_value(value);
    s.dispatch_event(&web_sys::Event::new("change").unwrap())
        .unwrap();
}

pub fn selected(el: &Element, sel: &str) -> String {
    let s: web_sys::HtmlSelectElement =
        el.query_selector(sel).unwrap().unwrap().dyn_into().unwrap();
    s.value()
}

/// Text identical except numbers, which may differ by `rel` relative (as core/tests/common).
pub fn same_output(expected: &str, actual: &str, rel: f64) -> bool {
    if expected == actual {
        return true;
    }
    let (el, al): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), actual.lines().collect());
    el.len() == al.len()
        && el.iter().zip(&al).all(|(e, a)| {
            let split = |s: &str| -> Vec<String> {
                s.split(|c: char| c.is_whitespace() || "[](),=:".contains(c))
                    .filter(|t| !t.is_empty())
                    .map(String::from)
                    .collect()
            };
            let (et, at) = (split(e), split(a));
            e == a
                || (et.len() == at.len()
                    && et.iter().zip(&at).all(|(x, y)| {
                        x == y
                            || match (x.parse::<f64>(), y.parse::<f64>()) {
                                (Ok(p), Ok(q)) => {
                                    (p - q).abs() <= rel * p.abs().max(q.abs()).max(1e-30)
                                }
                                _ => false,
                            }
                    }))
        })
}

/// Runs `source` through the page's runner on the CPU backend: (stdout, the error's header line if
/// it raised, or "stopped").
pub async fn run_source(source: &str) -> (String, Option<String>) {
    use std::cell::{Cell, RefCell};
    use std::rc::Rc;
    use tpu_web::run::slices::{run_with, End};
    let out = Rc::new(RefCell::new(String::new()));
    let o = out.clone();
    let finish = run_with(
        source,
        Box::new(tpu_core::device::CpuBackend::new(None)),
        &Default::default(),
        Rc::new(Cell::new(false)),
        move |t| o.borrow_mut().push_str(&t),
        |_| {},
    )
    .await;
    let err = match finish.end {
        End::Done => None,
        End::Failed(e, _) => Some(e.header()),
        End::Stopped => Some("stopped".into()),
    };
    let stdout = out.borrow().clone();
    (stdout, err)
}
