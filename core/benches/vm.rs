//! The VM against CPython on the same machine in the same run: a loop, a Python function call, a
//! native method call, a method call on a user class, and a `sorted(key=...)` that calls back into
//! Python. Each program runs in our VM (CPU backend) and in `python3`, which times only the work
//! (not its start-up). Best of three. `cargo bench -p tpu-core --bench vm`.
//! The target is within 2x of CPython natively on loops and calls.

use std::process::Command;
use std::time::{Duration, Instant};

use tpu_core::device::CpuBackend;
use tpu_core::runtime::{run_to_end, RunConfig};

const N: u64 = 1_000_000;

const CASES: &[(&str, &str)] = &[
    (
        "loop (for, +=)",
        "def work(n):\n    s = 0\n    for i in range(n):\n        s += i\n    return s\n",
    ),
    (
        "while loop",
        "def work(n):\n    i = 0\n    s = 0\n    while i < n:\n        s = s + i * 2\n        i += 1\n    return s\n",
    ),
    (
        "python function call",
        "def f(x):\n    return x + 1\ndef work(n):\n    s = 0\n    for i in range(n):\n        s = f(s)\n    return s\n",
    ),
    (
        "native method call",
        "def work(n):\n    a = []\n    for i in range(n):\n        a.append(i)\n    return len(a)\n",
    ),
    (
        "method on a user class",
        "class C:\n    def __init__(self):\n        self.v = 0\n    def inc(self, d):\n        self.v += d\ndef work(n):\n    c = C()\n    for i in range(n):\n        c.inc(1)\n    return c.v\n",
    ),
    (
        "sorted(key=lambda)",
        "def work(n):\n    xs = list(range(n // 10))\n    for _ in range(10):\n        xs = sorted(xs, key=lambda v: -v)\n    return xs[0]\n",
    ),
];

fn best_of(runs: usize, mut f: impl FnMut() -> Duration) -> Duration {
    (0..runs).map(|_| f()).min().unwrap_or(Duration::MAX)
}

fn ours(body: &str) -> Duration {
    let src = format!("{body}print(work({N}))\n");
    best_of(3, || {
        let start = Instant::now();
        let out = run_to_end(&src, Box::new(CpuBackend::new(None)), &RunConfig::default());
        let t = start.elapsed();
        assert!(out.error.is_none(), "{:?}", out.error);
        t
    })
}

fn cpython(body: &str) -> Option<Duration> {
    let src = format!(
        "import time\n{body}best = 1e9\nfor _ in range(3):\n    t0 = time.perf_counter()\n    work({N})\n    best = min(best, time.perf_counter() - t0)\nprint(best)\n"
    );
    let out = Command::new("python3").arg("-c").arg(&src).output().ok()?;
    let secs: f64 = String::from_utf8_lossy(&out.stdout).trim().parse().ok()?;
    Some(Duration::from_secs_f64(secs))
}

fn main() {
    let start = Instant::now();
    let _ = run_to_end(
        "pass\n",
        Box::new(CpuBackend::new(None)),
        &RunConfig::default(),
    );
    println!(
        "start-up (compile + first run of `pass`): {:?}",
        start.elapsed()
    );
    println!(
        "{:<26} {:>12} {:>12} {:>8}",
        "case (n = 1e6)", "ours", "CPython", "ratio"
    );
    for (name, body) in CASES {
        let t = ours(body);
        match cpython(body) {
            Some(c) => println!(
                "{name:<26} {:>10.1}ms {:>10.1}ms {:>7.2}x",
                t.as_secs_f64() * 1e3,
                c.as_secs_f64() * 1e3,
                t.as_secs_f64() / c.as_secs_f64()
            ),
            None => println!(
                "{name:<26} {:>10.1}ms   (python3 not found)",
                t.as_secs_f64() * 1e3
            ),
        }
    }
}
