//! The benchmark in the browser: wall time of the ICI step simulator on a 16x16x16
//! all-reduce (4096 chips, 1.5 GiB, sizes only, every directed link's counter and per-step timeline
//! kept), and of the analytic model on full pods. It asserts only correctness (the simulator's
//! figures equal the closed-form model's, as `core/emu/src/ici/reference_tests.rs` holds them
//! natively) and prints the times; the figures go to docs/ici.md beside `cargo bench --bench ici`.
//! Measured with the page's own profile:
//! `wasm-pack test --mode no-install --release --headless --chrome wasm-tests -- --test ici_bench`.
#![cfg(target_arch = "wasm32")]

use tpu_core::ici::{estimate, simulate_sizes, Algorithm, Collective, Topology};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn best_of<T>(runs: usize, mut f: impl FnMut() -> T) -> (f64, T) {
    let mut best = f64::MAX;
    let mut last = None;
    for _ in 0..runs {
        let start = js_sys::Date::now();
        let out = f();
        best = best.min(js_sys::Date::now() - start);
        last = Some(out);
    }
    (best, last.expect("at least one run"))
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1e-30)
}

#[wasm_bindgen_test]
fn step_simulator_on_a_16x16x16_all_reduce() {
    // 1.5 GiB: 3 * 2^29 splits evenly into 4096 chunks of 6 lanes (the rotated schedule on a
    // 3-D torus), so the simulator's figures equal the model's exactly.
    let bytes: u64 = 3 << 29;
    let pod = Topology::parse("16x16x16").expect("a 3-D torus");
    let link = pod.link_params();
    for algorithm in [
        Algorithm::DimOrdered,
        Algorithm::DimOrderedUnidirectional,
        Algorithm::Rotated,
    ] {
        let (ms, report) = best_of(3, || {
            simulate_sizes(&pod, algorithm, Collective::AllReduce, bytes, link).expect("a schedule")
        });
        let model = estimate(&pod, algorithm, Collective::AllReduce, bytes as f64, link)
            .expect("the model");
        assert_eq!(report.figures.steps, model.steps, "{algorithm:?}");
        assert!(
            close(report.figures.t_total_us, model.t_total_us),
            "{algorithm:?}: {} vs {}",
            report.figures.t_total_us,
            model.t_total_us
        );
        assert!(close(
            report.figures.max_bytes_per_directed_link,
            model.max_bytes_per_directed_link
        ));
        assert_eq!(
            report.traffic.links.len() as u64,
            model.directed_links_used,
            "{algorithm:?}"
        );
        assert_eq!(report.traffic.steps.len() as u64, model.steps);
        console_log!(
            "wasm step simulator 16x16x16 all_reduce 1.5 GiB {:<27} {:>9.1} ms ({} steps)",
            algorithm.name(),
            ms,
            report.figures.steps
        );
    }
}

#[wasm_bindgen_test]
fn analytic_model_on_full_pods() {
    for (name, chips) in [("v4-pod", 4096), ("v5p-pod", 8960), ("torus-100k", 100_000)] {
        let t = Topology::parse(name).expect("a preset");
        assert_eq!(t.chips(), chips);
        let (ms, figures) = best_of(5, || {
            estimate(
                &t,
                Algorithm::Rotated,
                Collective::AllReduce,
                (3u64 << 29) as f64,
                t.link_params(),
            )
            .expect("a model")
        });
        assert!(figures.t_total_us > 0.0 && figures.t_total_us.is_finite());
        console_log!("wasm analytic model {name:<10} ({chips:>6} chips) all_reduce 1.5 GiB rotated {ms:>9.3} ms");
    }
}
