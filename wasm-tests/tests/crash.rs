//! The page survives a panic and does not grow with use: a panic inside a run (triggered by the
//! `test-hooks` entry point, inside the run's task as a core bug would be) ends the run with an
//! internal-error report, keeps the editor's text and leaves Run working on a fresh runtime; and
//! 1,000 consecutive runs in one page keep the wasm memory within a stated bound.
//! Its own test binary, so the panic hook and the memory figure see only this file's page.
#![cfg(target_arch = "wasm32")]

use tpu_web::runner::yield_to_browser;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, HtmlTextAreaElement};

wasm_bindgen_test_configure!(run_in_browser);

fn mount(id: &str) -> Element {
    let d = web_sys::window().and_then(|w| w.document()).expect("document");
    let el = d.create_element("div").expect("div");
    el.set_id(id);
    d.body().expect("body").append_child(&el).expect("append");
    let props = tpu_web::app::AppProps {
        force_cpu: true,
        ..Default::default()
    };
    yew::Renderer::<tpu_web::app::App>::with_root_and_props(el.clone(), props).render();
    el
}

fn state(el: &Element) -> String {
    el.query_selector("main")
        .unwrap()
        .unwrap()
        .get_attribute("data-state")
        .unwrap_or_default()
}

fn text(el: &Element, sel: &str) -> String {
    el.query_selector(sel)
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap_or_default()
}

fn click(el: &Element, sel: &str) {
    let b: HtmlElement = el.query_selector(sel).unwrap().unwrap().dyn_into().unwrap();
    b.click();
}

/// Whether Run cannot be clicked (also before the page has rendered it).
fn run_disabled(el: &Element) -> bool {
    match el.query_selector("#run").ok().flatten() {
        Some(b) => b.has_attribute("disabled"),
        None => true,
    }
}

/// Yields until `done` holds, at most `turns` browser turns; whether it held.
async fn until(turns: usize, mut done: impl FnMut() -> bool) -> bool {
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
async fn run_program(el: &Element, program: &str, expected: &str) {
    let area: HtmlTextAreaElement = el
        .query_selector("#editor")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    area.set_value(program);
    area.dispatch_event(&web_sys::Event::new("input").unwrap())
        .unwrap();
    assert!(until(2000, || !run_disabled(el)).await, "Run never enabled");
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

#[wasm_bindgen_test]
async fn a_panic_in_a_run_reports_an_internal_error_keeps_the_text_and_the_next_run_works() {
    let el = mount("app-crash");
    assert!(until(2000, || !run_disabled(&el)).await, "no device");
    let program = "import torch\nx = torch.ones(3, device='tpu') * 2\nprint(x.sum().item())\n";
    let area: HtmlTextAreaElement = el
        .query_selector("#editor")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    area.set_value(program);
    area.dispatch_event(&web_sys::Event::new("input").unwrap())
        .unwrap();
    assert!(until(2000, || !run_disabled(&el)).await, "no device");

    tpu_web::crash::panic_on_next_slice();
    click(&el, "#run");
    assert!(
        until(3000, || state(&el) == "error").await,
        "the crashed run never ended: {}",
        state(&el)
    );
    let console = text(&el, "#console");
    assert!(
        console.starts_with(
            "Internal error: a deliberate panic (test hook) inside a run (at web/src/crash.rs:"
        ),
        "{console}"
    );
    assert!(
        console.contains("This is a bug in the playground, not in your program. Please report this"),
        "{console}"
    );
    // The details name the settings and carry the program as a share link, as text.
    assert!(
        console.contains("run: mode Strict, chip v5e, backend CPU"),
        "{console}"
    );
    let expected_link = tpu_web::state::ShareState {
        source: program.to_string(),
        mode: tpu_core::dispatch::EagerMode::Strict,
        chip: tpu_core::chip::ChipId::V5e,
        topology: "2x2".to_string(),
    }
    .encode();
    assert!(
        console.contains(&format!("program: #{expected_link}")),
        "{console}"
    );
    assert_eq!(text(&el, "#status"), "internal error");
    // The editor still has the program.
    assert_eq!(area.value(), program);

    // The page is usable: Run comes back (a fresh device), and the same program runs to the end
    // on a fresh session. 2 * 3 = 6.0 is the program's own arithmetic.
    run_program(&el, program, "6.0\n").await;
    assert_eq!(area.value(), program);
    el.remove();
}

/// The wasm instance's memory, in bytes (it only grows, in 64 KiB pages).
fn wasm_memory_bytes() -> f64 {
    let memory: js_sys::WebAssembly::Memory = wasm_bindgen::memory().dyn_into().unwrap();
    let buffer: js_sys::ArrayBuffer = memory.buffer().dyn_into().unwrap();
    buffer.byte_length() as f64
}

/// Growth of the wasm memory allowed between the 100th and the 1,000th run of the same program.
/// A leak of 1 KiB a run would be 900 KiB; the bound is 1 MiB (16 pages), and the figure is
/// printed so the closing note can report it.
const GROWTH_BOUND: f64 = 1024.0 * 1024.0;

#[wasm_bindgen_test]
async fn a_thousand_runs_in_one_page_keep_memory_within_the_bound() {
    let el = mount("app-memory");
    // Each run is the first example (tensors on the tpu device, printing, `.item()`) with its own
    // last line, as a user editing and rerunning would make; the console must end with it.
    let example = tpu_web::examples::course()[0].source;
    let mut after_warmup = 0.0;
    let start = wasm_memory_bytes();
    // The example's own output, from its golden (real PyTorch's stdout).
    let golden = include_str!("../../core/tests/golden/01_hello_tpu.out");
    for i in 1..=1000 {
        let program = format!("{example}\nprint('run', {i})\n");
        run_program(&el, &program, &format!("{golden}run {i}\n")).await;
        if i == 100 {
            after_warmup = wasm_memory_bytes();
        }
    }
    let end = wasm_memory_bytes();
    let mib = |b: f64| b / 1024.0 / 1024.0;
    web_sys::console::log_1(
        &format!(
            "memory after 1000 runs: start {:.2} MiB, after 100 runs {:.2} MiB, after 1000 runs {:.2} MiB (growth {:.3} MiB over the last 900)",
            mib(start),
            mib(after_warmup),
            mib(end),
            mib(end - after_warmup)
        )
        .into(),
    );
    assert!(
        end - after_warmup <= GROWTH_BOUND,
        "memory grew {:.3} MiB between run 100 and run 1000",
        mib(end - after_warmup)
    );
    el.remove();
}
