//! Wall time of the ICI step simulator on a 16x16x16 all-reduce (4096 chips, sizes only, with
//! every directed link's counter and per-step timeline kept), and of the analytic model on full
//! pods. Plain `std::time`, best of a few runs: `cargo bench -p tpu-core --bench ici`.
//! The target is under one second in the browser; wasm is timed separately.

use std::time::{Duration, Instant};

use tpu_emu::ici::{estimate, simulate_sizes, Algorithm, Collective, Topology};

fn best_of<T>(runs: usize, mut f: impl FnMut() -> T) -> (Duration, T) {
    let mut best = Duration::MAX;
    let mut last = None;
    for _ in 0..runs {
        let start = Instant::now();
        let out = f();
        best = best.min(start.elapsed());
        last = Some(out);
    }
    (best, last.expect("at least one run"))
}

fn main() {
    // 1.5 GiB: 3 * 2^29 splits evenly into 4096 chunks of 6 lanes (the rotated schedule).
    let bytes = 3 << 29;
    let pod = Topology::parse("16x16x16").expect("a 3-D torus");
    let link = pod.link_params();
    for algorithm in [
        Algorithm::DimOrdered,
        Algorithm::DimOrderedUnidirectional,
        Algorithm::Rotated,
    ] {
        let (time, report) = best_of(3, || {
            simulate_sizes(&pod, algorithm, Collective::AllReduce, bytes, link).expect("a schedule")
        });
        let transfers: usize = report.traffic.steps.iter().map(|s| s.transfers.len()).sum();
        println!(
            "step simulator  16x16x16 all_reduce 1.5 GiB {:<27} {:>9.1} ms  ({} steps, {} link transfers, t_total {:.3} us)",
            algorithm.name(),
            time.as_secs_f64() * 1e3,
            report.figures.steps,
            transfers,
            report.figures.t_total_us
        );
    }
    for name in ["v4-pod", "v5p-pod", "torus-100k"] {
        let t = Topology::parse(name).expect("a preset");
        let (time, figures) = best_of(5, || {
            estimate(
                &t,
                Algorithm::Rotated,
                Collective::AllReduce,
                bytes as f64,
                t.link_params(),
            )
            .expect("a model")
        });
        println!(
            "analytic model  {name:<10} ({:>6} chips) all_reduce 1.5 GiB rotated {:>9.3} ms  (t_total {:.3} us)",
            t.chips(),
            time.as_secs_f64() * 1e3,
            figures.t_total_us
        );
    }
}
