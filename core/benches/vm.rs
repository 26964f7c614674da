//! The VM against CPython on the same machine in the same run: the cases of `tpu_core::bench::vm`
//! (loops, calls, a native method, a user class's method, an `nn.Module` call, `sorted(key=...)`).
//! Each program times `work(n)` itself with `time.perf_counter()` (best of three), in our VM (CPU
//! backend) and in `python3`. `cargo bench -p tpu-core --bench vm`.
//! The `nn.Module` case needs PyTorch on the CPython side: set `TORCH_PYTHON` to a python with
//! torch (e.g. /work/torchenv/bin/python); without it that row shows our time alone.
//! The target is within 2x of CPython natively on loops and calls.
//! Each case runs `VM_BENCH_ROUNDS` times (default 3) on each side, taking turns; the table
//! shows each side's best.
//! Arguments after `--` keep only the cases whose name contains one of them
//! (`cargo bench -p tpu-core --bench vm -- method dict`); cargo's own `--bench` flag is ignored.

use std::process::Command;

use tpu_core::bench::vm::{run_case, startup_s, startup_torch_s, timed_program, VmRun, CASES};

const N: u64 = 1_000_000;

fn cpython(python: &str, src: &str) -> Option<f64> {
    let out = Command::new(python).arg("-c").arg(src).output().ok()?;
    String::from_utf8_lossy(&out.stdout).trim().parse().ok()
}

fn main() {
    let torch_python = std::env::var("TORCH_PYTHON").ok();
    let filters: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let rounds: usize = std::env::var("VM_BENCH_ROUNDS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(3)
        .max(1);
    let best = |f: fn() -> f64| (0..5).map(|_| f()).fold(f64::MAX, f64::min);
    println!(
        "start-up (runtime + `pass`): {:.2} ms; with `import torch` and a tensor: {:.2} ms",
        best(startup_s) * 1e3,
        best(startup_torch_s) * 1e3
    );
    println!(
        "{:<26} {:>10} {:>10} {:>7} {:>9}",
        "case (n = 1e6)", "ours", "CPython", "ratio", "ns/instr"
    );
    for case in CASES {
        if !filters.is_empty() && !filters.iter().any(|f| case.name.contains(f.as_str())) {
            continue;
        }
        let n = if case.needs_torch { N / 10 } else { N };
        let python = if case.needs_torch {
            torch_python.as_deref()
        } else {
            Some("python3")
        };
        // Ours and CPython take turns, `rounds` times each, and each keeps its best: on a busy
        // machine a burst of load then slows both sides alike instead of one.
        let mut ours: Option<VmRun> = None;
        let mut theirs: Option<f64> = None;
        let mut failed = None;
        for _ in 0..rounds {
            match run_case(case, n) {
                Ok(r) => {
                    ours = Some(match ours {
                        Some(o) if o.best_s <= r.best_s => o,
                        _ => r,
                    })
                }
                Err(e) => {
                    failed = Some(e);
                    break;
                }
            }
            if let Some(c) = python.and_then(|p| cpython(p, &timed_program(case, n))) {
                theirs = Some(theirs.map_or(c, |t: f64| t.min(c)));
            }
        }
        let ours = match (ours, failed) {
            (Some(r), None) => r,
            (_, e) => {
                println!("{:<26} failed: {}", case.name, e.unwrap_or_default());
                continue;
            }
        };
        let name = if n == N {
            case.name.to_string()
        } else {
            format!("{} (n = {n})", case.name)
        };
        match theirs {
            Some(c) => println!(
                "{name:<26} {:>8.1}ms {:>8.1}ms {:>6.2}x {:>9.1}",
                ours.best_s * 1e3,
                c * 1e3,
                ours.best_s / c,
                ours.ns_per_instruction
            ),
            None => println!(
                "{name:<26} {:>8.1}ms {:>10} {:>7} {:>9.1}",
                ours.best_s * 1e3,
                "-",
                "-",
                ours.ns_per_instruction
            ),
        }
    }
}
