//! The page does not grow with use: 1,000 consecutive runs in one page keep the wasm memory within
//! a stated bound (the figure is printed for the closing note). Its own test binary, so the memory
//! it measures is this page's alone.
#![cfg(target_arch = "wasm32")]

mod common;

use common::{mount, run_program};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

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
