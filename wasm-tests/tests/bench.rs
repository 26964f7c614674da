//! The language's, the dispatcher's, Fused mode's and the WGSL matmuls' speed in the browser, and
//! the clock behind it.
//!
//! `time.perf_counter()` reads `performance.now()`: tested against the JS clock read around the
//! same run. The benchmarks print their figures (wasm-pack shows the console) and assert only that
//! each program ran, never a speed: `wasm-pack test --release --headless --chrome wasm-tests --test
//! bench -- --nocapture` for figures from the build the page ships (debug builds are several times
//! slower).
#![cfg(target_arch = "wasm32")]

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use tpu_core::bench::{dispatch, programs, vm};
use tpu_core::device::{Backend, CpuBackend, GpuBackend, MatmulKernel};
use tpu_core::dispatch::EagerMode;
use tpu_core::ops::{cpu, Kernel};
use tpu_core::runtime::{run_to_end, Report, RunConfig};
use tpu_core::tensor::{DType, HostData, Storage};
use tpu_web::run::slices::{self, End};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn js_now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .expect("the page has window.performance")
        .now()
}

#[wasm_bindgen_test]
fn perf_counter_reads_the_browsers_clock() {
    // A busy loop between two readings: the difference must be what the JS clock saw around the
    // whole run (at most), and more than the 1 microsecond a fake step clock would give.
    let src = "import time\nt0 = time.perf_counter()\ns = 0\nfor i in range(100000):\n    s += i * 2\nt1 = time.perf_counter()\nt2 = time.perf_counter()\nns = time.perf_counter_ns()\nprint(t0 >= 0.0, t1 > t0, t2 >= t1, ns > 0)\nprint(t1 - t0)\n";
    let js0 = js_now_ms();
    let out = run_to_end(src, Box::new(CpuBackend::new(None)), &RunConfig::default());
    let js_elapsed_s = (js_now_ms() - js0) / 1e3;
    assert!(out.error.is_none(), "{:?}", out.error);
    let mut lines = out.stdout.lines();
    assert_eq!(lines.next(), Some("True True True True"));
    let py_elapsed: f64 = lines.next().unwrap().parse().unwrap();
    // 300k instructions take well over a millisecond in any browser; performance.now()'s
    // resolution is at most 0.1 ms (Chrome without cross-origin isolation).
    assert!(py_elapsed > 1e-3, "perf_counter saw only {py_elapsed} s");
    assert!(
        py_elapsed <= js_elapsed_s + 2e-4,
        "perf_counter saw {py_elapsed} s inside a run the page timed at {js_elapsed_s} s"
    );
}

#[wasm_bindgen_test]
fn vm_benchmarks_in_the_browser() {
    let best = |f: fn() -> f64| (0..5).map(|_| f()).fold(f64::MAX, f64::min);
    console_log!(
        "wasm start-up (runtime + `pass`): {:.2} ms; with `import torch` and a tensor: {:.2} ms",
        best(vm::startup_s) * 1e3,
        best(vm::startup_torch_s) * 1e3
    );
    console_log!(
        "{:<26} {:>10} {:>12} {:>10}",
        "case",
        "n",
        "best ms",
        "ns/instr"
    );
    for case in vm::CASES {
        let n = if case.needs_torch { 20_000 } else { 200_000 };
        let r = vm::run_case(case, n).unwrap_or_else(|e| panic!("{}: {e}", case.name));
        assert!(
            r.best_s > 0.0,
            "{}: perf_counter did not advance",
            case.name
        );
        console_log!(
            "{:<26} {:>10} {:>12.2} {:>10.1}",
            case.name,
            n,
            r.best_s * 1e3,
            r.ns_per_instruction
        );
    }
}

#[wasm_bindgen_test]
fn dispatch_benchmark_in_the_browser() {
    let r = dispatch::run(1000, EagerMode::Strict).expect("the dispatch benchmark runs");
    assert_eq!(r.rows.len(), 8);
    console_log!("wasm {}", dispatch::render(&r));
}

/// Values in [-1, 1) (xorshift), as `tpu bench matmul` makes them.
fn matrix(n: usize, seed: u64) -> Vec<f32> {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..n * n)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            ((s >> 40) as f32 / (1u64 << 24) as f32) * 2.0 - 1.0
        })
        .collect()
}

/// One `a @ b` on WebGPU as a program pays for it: the launch and the read-back of C.
async fn webgpu_matmul(g: &mut GpuBackend, a: &Rc<Storage>, b: &Rc<Storage>, n: usize) -> Vec<f32> {
    let out = g
        .launch(&Kernel::Matmul { m: n, k: n, n }, &[a, b], DType::Float32)
        .expect("the matmul launches");
    if !g.request_read(&out).expect("the read is requested") {
        for signal in g.read_signals() {
            let _ = signal.await;
        }
        assert!(g.complete_reads().expect("the read lands"));
    }
    let state = out.state.borrow();
    match &state.host {
        Some(HostData::F32(v)) => v.clone(),
        _ => panic!("the GPU result did not come back"),
    }
}

/// Milliseconds per call of `f` over at least `min_ms` (after one untimed call).
fn time_ms(min_ms: f64, mut f: impl FnMut()) -> f64 {
    f();
    let mut reps = 1u32;
    loop {
        let t0 = js_now_ms();
        for _ in 0..reps {
            f();
        }
        let dt = js_now_ms() - t0;
        if dt >= min_ms || reps >= 1 << 16 {
            return dt / reps as f64;
        }
        reps *= 2;
    }
}

/// `tpu bench matmul` in headless Chromium: both WGSL kernels on WebGPU (SwiftShader here) against
/// the CPU reference and `matrixmultiply` compiled to wasm, in GFLOP/s, and whether each kernel's
/// result equals the reference bit for bit (asserted: that is correctness, not speed).
#[wasm_bindgen_test]
async fn matmul_benchmark_in_the_browser() {
    let mut g = GpuBackend::new().await.expect("WebGPU adapter");
    console_log!("wasm matmul, square n x n, GFLOP/s (a WebGPU call is a launch and the read-back of C, A and B already on the device)");
    console_log!("adapter: {}", g.info().badge());
    console_log!(
        "{:>5} {:>10} {:>15} {:>9} {:>7} {:>9} {:>15}",
        "n",
        "reference",
        "matrixmultiply",
        "systolic",
        "tiled",
        "tiled/mm",
        "systolic/tiled"
    );
    for n in [64usize, 128, 256, 512] {
        let gflops = |ms: f64| 2.0 * (n as f64).powi(3) / (ms * 1e-3) / 1e9;
        let (a, b) = (matrix(n, 1), matrix(n, 2));
        let reference = cpu::matmul_f32(&a, &b, n, n, n);
        let ref_ms = time_ms(200.0, || {
            let _ = std::hint::black_box(cpu::matmul_f32(&a, &b, n, n, n));
        });
        let mut c = vec![0f32; n * n];
        let mm_ms = time_ms(200.0, || {
            // SAFETY: row-major n x n buffers of exactly n*n elements, strides (n, 1).
            unsafe {
                matrixmultiply::sgemm(
                    n,
                    n,
                    n,
                    1.0,
                    a.as_ptr(),
                    n as isize,
                    1,
                    b.as_ptr(),
                    n as isize,
                    1,
                    0.0,
                    c.as_mut_ptr(),
                    n as isize,
                    1,
                )
            };
        });
        let sa = Storage::from_host(HostData::F32(a.clone()), DType::Float32);
        let sb = Storage::from_host(HostData::F32(b.clone()), DType::Float32);
        let mut ms = [0.0; 2];
        for (i, kernel) in [MatmulKernel::Systolic, MatmulKernel::Tiled]
            .into_iter()
            .enumerate()
        {
            g.matmul = kernel;
            let got = webgpu_matmul(&mut g, &sa, &sb, n).await;
            let exact = got
                .iter()
                .zip(&reference)
                .all(|(x, y)| x.to_bits() == y.to_bits());
            assert!(
                exact,
                "{kernel:?} at n = {n} differs from the CPU reference"
            );
            let g = &mut g;
            let (sa, sb) = (&sa, &sb);
            let mut total = 0.0;
            let mut calls = 0u32;
            // Each call awaits its own read, so the loop is written out rather than a closure.
            let t0 = js_now_ms();
            while total < 200.0 || calls < 2 {
                let _ = webgpu_matmul(g, sa, sb, n).await;
                calls += 1;
                total = js_now_ms() - t0;
            }
            ms[i] = total / calls as f64;
        }
        console_log!(
            "{:>5} {:>10.2} {:>15.2} {:>9.2} {:>7.2} {:>9.2} {:>15.2}",
            n,
            gflops(ref_ms),
            gflops(mm_ms),
            gflops(ms[0]),
            gflops(ms[1]),
            mm_ms / ms[1],
            ms[1] / ms[0]
        );
    }
}

/// One program in one mode on a fresh backend (WebGPU where the browser has it): its output,
/// report and wall time on the page's clock.
async fn timed_run(source: &str, mode: EagerMode) -> (String, Report, f64) {
    let backend: Box<dyn Backend> = match GpuBackend::new().await {
        Ok(g) => Box::new(g),
        Err(why) => {
            let note =
                tpu_testdata::no_adapter("the WebGPU timings (run on the CPU instead)", &why);
            web_sys::console::log_1(&note.into());
            Box::new(CpuBackend::new(Some(why)))
        }
    };
    let out = Rc::new(RefCell::new(String::new()));
    let sink = out.clone();
    let config = RunConfig {
        mode,
        ..Default::default()
    };
    let t0 = js_now_ms();
    let finish = slices::run_with(
        source,
        backend,
        &config,
        Rc::new(Cell::new(false)),
        move |t| sink.borrow_mut().push_str(&t),
        |_| {},
    )
    .await;
    let wall_s = (js_now_ms() - t0) / 1e3;
    assert!(matches!(finish.end, End::Done), "{mode:?} run failed");
    let text = out.borrow().clone();
    (text, finish.report.expect("a report"), wall_s)
}

/// `tpu bench fused` in the browser: Strict, Fused and Compiled on the MLP training example and
/// the GELU/LayerNorm block, on WebGPU. Prints the figures; asserts only what does not depend on
/// speed (the same output in every mode, fewer launches and bytes when fused).
#[wasm_bindgen_test]
async fn fused_benchmark_in_the_browser() {
    for (name, source) in [
        ("mlp_training", programs::MLP),
        ("gelu_layernorm_block", programs::BLOCK),
    ] {
        let (s_out, strict, s_wall) = timed_run(source, EagerMode::Strict).await;
        let (f_out, fused, f_wall) = timed_run(source, EagerMode::Fused).await;
        let (c_out, compiled, c_wall) = timed_run(source, EagerMode::Compiled).await;
        assert_eq!(f_out, s_out, "{name}: Fused printed otherwise");
        assert_eq!(c_out, s_out, "{name}: Compiled printed otherwise");
        let bytes = |r: &Report| (r.hbm_bytes_read + r.hbm_bytes_written) as f64;
        assert!(fused.kernel_launches < strict.kernel_launches);
        assert!(bytes(&fused) < bytes(&strict));
        console_log!(
            "{name} on {}: launches {} / {} / {} (Strict/Fused {:.2}x), HBM bytes {:.0} / {:.0} / {:.0} ({:.2}x), modelled {:.3e} / {:.3e} / {:.3e} s ({:.2}x, {:.2}x), wall {:.3} / {:.3} / {:.3} s ({:.2}x, {:.2}x)  [Strict / Fused / Compiled]",
            strict.backend,
            strict.kernel_launches,
            fused.kernel_launches,
            compiled.kernel_launches,
            strict.kernel_launches as f64 / fused.kernel_launches as f64,
            bytes(&strict),
            bytes(&fused),
            bytes(&compiled),
            bytes(&strict) / bytes(&fused),
            strict.modelled_time_s,
            fused.modelled_time_s,
            compiled.modelled_time_s,
            strict.modelled_time_s / fused.modelled_time_s,
            strict.modelled_time_s / compiled.modelled_time_s,
            s_wall,
            f_wall,
            c_wall,
            s_wall / f_wall,
            s_wall / c_wall,
        );
    }
}
