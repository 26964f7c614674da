//! The first example in a real browser, on WebGPU and on the CPU fallback, and the page mounting.
//! Headless Chromium gets `--enable-unsafe-webgpu` from webdriver.json: its adapter is SwiftShader.
#![cfg(target_arch = "wasm32")]

mod common;

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use tpu_core::device::{Backend, BackendKind, CpuBackend, GpuBackend};
use tpu_web::run::slices::{self, End};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const EXAMPLE: &str = include_str!("../../assets/examples/01_hello_tpu.py");
/// Written by scripts/goldens.py from a real PyTorch 2.15 run of the example with device = "cpu".
const GOLDEN: &str = include_str!("../../core/tests/golden/01_hello_tpu.out");

// `GOLDENS`: every example's golden, `core/tests/golden/*.out` (wasm-tests/build.rs writes the list).
include!(concat!(env!("OUT_DIR"), "/goldens.rs"));

async fn run(source: &str, backend: Box<dyn Backend>) -> (String, Option<String>) {
    let out = Rc::new(RefCell::new(String::new()));
    let sink = out.clone();
    let finish = slices::run(source, backend, Rc::new(Cell::new(false)), move |t| {
        sink.borrow_mut().push_str(&t)
    })
    .await;
    let err = match finish.end {
        End::Done => None,
        End::Failed(_, text) => Some(text),
        End::Stopped => Some("stopped".into()),
    };
    let text = out.borrow().clone();
    (text, err)
}

#[wasm_bindgen_test]
async fn first_example_prints_pytorchs_text_on_webgpu() {
    let gpu = GpuBackend::new()
        .await
        .expect("headless Chromium with --enable-unsafe-webgpu has a WebGPU adapter");
    assert_eq!(gpu.info().kind, BackendKind::Gpu);
    assert_eq!(gpu.info().api, "WebGPU");
    let (out, err) = run(EXAMPLE, Box::new(gpu)).await;
    assert_eq!(err, None);
    assert_eq!(out, GOLDEN);
}

#[wasm_bindgen_test]
async fn first_example_prints_pytorchs_text_on_the_cpu_fallback() {
    let cpu = CpuBackend::new(Some("no WebGPU in this browser".into()));
    assert_eq!(cpu.info().badge(), "CPU: no WebGPU in this browser");
    let (out, err) = run(EXAMPLE, Box::new(cpu)).await;
    assert_eq!(err, None);
    assert_eq!(out, GOLDEN);
}

#[wasm_bindgen_test]
async fn webgpu_matmul_equals_the_cpu_reference() {
    // 37x29 @ 29x23: shapes that are no multiple of the systolic tile, so edge PEs idle.
    let src = "import torch\ntorch.manual_seed(3)\na = torch.randn(37, 29)\nb = torch.randn(29, 23)\nc = a @ b\nprint(c.sum().item())\nprint(c[36].tolist())\n";
    let gpu = GpuBackend::new().await.expect("WebGPU adapter");
    let (on_gpu, e1) = run(src, Box::new(gpu)).await;
    let (on_cpu, e2) = run(src, Box::new(CpuBackend::new(None))).await;
    assert_eq!((e1, e2), (None, None));
    assert_eq!(on_gpu, on_cpu);
}

#[wasm_bindgen_test]
async fn a_program_error_names_its_line() {
    let (out, err) = run(
        "x = 1\nprint(x)\nprint(y)\n",
        Box::new(CpuBackend::new(None)),
    )
    .await;
    assert_eq!(out, "1\n");
    let err = err.expect("a NameError");
    assert!(
        err.contains(
            "line 3, in <module>\n    print(y)\n          ^\nNameError: name 'y' is not defined"
        ),
        "{err}"
    );
}

#[wasm_bindgen_test]
async fn the_page_mounts_with_editor_run_button_and_badge() {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .expect("document");
    let host = document.create_element("div").expect("div");
    host.set_id("app");
    document
        .body()
        .expect("body")
        .append_child(&host)
        .expect("append");
    tpu_web::mount();
    // Yew renders on the next turns of the event loop, and the badge waits for WebGPU's answer.
    let badge_text = || {
        document
            .get_element_by_id("backend-badge")
            .and_then(|b| b.text_content())
            .unwrap_or_default()
    };
    common::wait_for("the badge's answer", 60.0, || {
        let badge = badge_text();
        !badge.is_empty() && !badge.starts_with("looking")
    })
    .await;
    let badge = badge_text();
    // The page's choice (issue 22): WebGPU on a hardware adapter, the CPU kernels where the
    // browser's WebGPU is a software renderer (SwiftShader in CI) or absent.
    let want = match tpu_core::device::GpuBackend::new().await {
        Ok(g) if g.is_software() => "CPU kernels: this browser's WebGPU runs on the CPU",
        Ok(_) => "WebGPU: ",
        Err(_) => "CPU kernels: ",
    };
    assert!(badge.starts_with(want), "badge: {badge}");
    let editor = document.get_element_by_id("editor").expect("editor");
    assert_eq!(
        editor.get_attribute("aria-label").as_deref(),
        Some("Program")
    );
    assert!(document.get_element_by_id("run").is_some());
    assert!(document.get_element_by_id("console").is_some());
}

// `TUTORIALS`: core/tests/tutorials (wasm-tests/build.rs writes the list).
include!(concat!(env!("OUT_DIR"), "/tutorials.rs"));

/// The tutorials in the page's runner (wasm32), Strict mode on the CPU backend; every mode on both
/// backends runs natively (core/tests/tutorials.rs). In four parts: wasm-bindgen-test allows a
/// test 20 s.
async fn tutorials_part(part: usize) {
    assert!(TUTORIALS.len() >= 4, "the tutorials went missing");
    let mut failures = Vec::new();
    for (name, program, golden) in TUTORIALS.iter().skip(part).step_by(4) {
        let source = program.replace("\ndevice = \"cpu\"\n", "\ndevice = \"tpu\"\n");
        let (out, err) = run_in_mode(
            &source,
            Box::new(CpuBackend::new(None)),
            tpu_core::dispatch::EagerMode::Strict,
        )
        .await;
        if err.is_some() || !common::same_output(golden, &out, 1e-5) {
            failures.push(format!("{name}: {err:?}\n{out}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[wasm_bindgen_test]
async fn tutorials_in_the_browser_part_0() {
    tutorials_part(0).await;
}

#[wasm_bindgen_test]
async fn tutorials_in_the_browser_part_1() {
    tutorials_part(1).await;
}

#[wasm_bindgen_test]
async fn tutorials_in_the_browser_part_2() {
    tutorials_part(2).await;
}

#[wasm_bindgen_test]
async fn tutorials_in_the_browser_part_3() {
    tutorials_part(3).await;
}

/// The conformance suite in the browser: every case of the op goldens (programs with the stdout
/// real PyTorch 2.15 printed, written by scripts/torch_goldens.py) on WebGPU and on the CPU
/// backend, in every implemented eager mode, against the same expected text.
const OP_GOLDENS: &str = include_str!("../../core/tests/golden_ops/cases.json");

async fn run_in_mode(
    source: &str,
    backend: Box<dyn Backend>,
    mode: tpu_core::dispatch::EagerMode,
) -> (String, Option<String>) {
    let out = Rc::new(RefCell::new(String::new()));
    let sink = out.clone();
    let config = tpu_core::runtime::RunConfig {
        mode,
        ..Default::default()
    };
    let finish = slices::run_with(
        source,
        backend,
        &config,
        Rc::new(Cell::new(false)),
        move |t| sink.borrow_mut().push_str(&t),
        |_| {},
    )
    .await;
    let err = match finish.end {
        End::Done => None,
        End::Failed(_, text) => Some(text),
        End::Stopped => Some("stopped".into()),
    };
    let text = out.borrow().clone();
    (text, err)
}

/// One backend in one mode over every case (one test each: wasm-bindgen-test's 20 s limit).
async fn goldens(webgpu: bool, mode: tpu_core::dispatch::EagerMode) {
    let doc: serde_json::Value = serde_json::from_str(OP_GOLDENS).expect("valid JSON");
    let cases = doc["cases"].as_array().expect("cases");
    assert!(cases.len() >= 90, "the golden file lost cases");
    let gpu = if webgpu {
        Some(GpuBackend::new().await.expect("WebGPU adapter"))
    } else {
        None
    };
    let mut failures = Vec::new();
    for case in cases {
        let name = case["name"].as_str().expect("name");
        let program = case["program"].as_str().expect("program");
        let expected = case["stdout"].as_str().expect("stdout");
        let rel = case["rel"].as_f64().expect("rel");
        let backend: Box<dyn Backend> = match &gpu {
            Some(g) => Box::new(g.fresh()),
            None => Box::new(CpuBackend::new(None)),
        };
        // Cases that make NaN or Inf on purpose (`debug_raises`): Debug mode must stop at the
        // first one. WGSL leaves NaN and infinity to the implementation (SwiftShader, the CI
        // browser's adapter, drops them), so on WebGPU they are checked natively on lavapipe
        // (`core/tests/op_goldens.rs`) and here on the browser's CPU backend only.
        let nonfinite = case["debug_raises"].as_bool() == Some(true);
        if nonfinite && webgpu {
            continue;
        }
        let (out, err) = run_in_mode(program, backend, mode).await;
        if nonfinite && mode == tpu_core::dispatch::EagerMode::Debug {
            if !err
                .as_deref()
                .is_some_and(|e| e.contains("first produced by"))
            {
                failures.push(format!(
                    "{name} [{mode:?}]: Debug mode should stop at the first NaN/Inf, got {err:?}"
                ));
            }
            continue;
        }
        if let Some(e) = err {
            failures.push(format!("{name} [{mode:?}] raised: {e}"));
        } else if !common::same_output(expected, &out, rel) {
            failures.push(format!(
                "{name} [{mode:?}]\n--- expected\n{expected}--- printed\n{out}"
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} cases differ from PyTorch:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[wasm_bindgen_test]
async fn op_goldens_on_webgpu_in_debug_mode() {
    goldens(true, tpu_core::dispatch::EagerMode::Debug).await;
}

#[wasm_bindgen_test]
async fn op_goldens_on_webgpu_in_strict_mode() {
    goldens(true, tpu_core::dispatch::EagerMode::Strict).await;
}

#[wasm_bindgen_test]
async fn op_goldens_on_webgpu_in_fused_mode() {
    goldens(true, tpu_core::dispatch::EagerMode::Fused).await;
}

#[wasm_bindgen_test]
async fn op_goldens_on_the_cpu_in_debug_mode() {
    goldens(false, tpu_core::dispatch::EagerMode::Debug).await;
}

#[wasm_bindgen_test]
async fn op_goldens_on_the_cpu_in_strict_mode() {
    goldens(false, tpu_core::dispatch::EagerMode::Strict).await;
}

#[wasm_bindgen_test]
async fn op_goldens_on_the_cpu_in_fused_mode() {
    goldens(false, tpu_core::dispatch::EagerMode::Fused).await;
}

/// Every example the page runs as one process, on the CPU fallback in the browser (wasm32, where
/// `usize` is 32 bits), prints its golden: real PyTorch's output (scripts/goldens.py), or for
/// `14_out_of_memory` the hand-derived one (core/tests/examples.rs says how). The distributed
/// example runs once per chip through the page (page_world.rs).
#[wasm_bindgen_test]
async fn every_single_process_example_prints_its_golden_in_the_browser() {
    for e in tpu_web::examples::course() {
        if e.source.contains("torch.distributed") {
            continue;
        }
        let golden = GOLDENS
            .iter()
            .find(|(n, _)| *n == e.name)
            .unwrap_or_else(|| panic!("{} has no core/tests/golden/{0}.out", e.name))
            .1;
        let (out, err) = run(e.source, Box::new(CpuBackend::new(None))).await;
        assert_eq!(err, None, "{}", e.name);
        assert_eq!(out, golden, "{}", e.name);
    }
}
