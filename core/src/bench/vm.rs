//! The VM's benchmark programs: loops, a Python function call, a native method call, a method on a
//! user class, an `nn.Module` call and a `sorted(key=...)` that calls back into Python. Each case
//! defines `work(n)`; [`timed_program`] wraps it in a harness that times `work` alone with
//! `time.perf_counter()` (best of three) and prints seconds, so the same text runs in our VM
//! (natively: core/benches/vm.rs; in the browser: wasm-tests/tests/bench.rs) and in CPython.

use tpu_emu::device::CpuBackend;
use tpu_lang::native::clock_secs;
use tpu_torch::runtime::{run_to_end, RunConfig};

/// One benchmark: a name and a program text defining `work(n)`.
#[derive(Debug, Clone, Copy)]
pub struct Case {
    pub name: &'static str,
    pub body: &'static str,
    /// The case imports torch (CPython needs PyTorch installed to run it).
    pub needs_torch: bool,
}

const fn case(name: &'static str, body: &'static str) -> Case {
    Case {
        name,
        body,
        needs_torch: false,
    }
}

pub const CASES: &[Case] = &[
    case(
        "loop (for, +=)",
        "def work(n):\n    s = 0\n    for i in range(n):\n        s += i\n    return s\n",
    ),
    case(
        "while loop",
        "def work(n):\n    i = 0\n    s = 0\n    while i < n:\n        s = s + i * 2\n        i += 1\n    return s\n",
    ),
    case(
        "float arithmetic",
        "def work(n):\n    x = 0.0\n    for i in range(n):\n        x = x * 0.5 + 1.5\n    return x\n",
    ),
    case(
        "python function call",
        "def f(x):\n    return x + 1\ndef work(n):\n    s = 0\n    for i in range(n):\n        s = f(s)\n    return s\n",
    ),
    case(
        "call with default arg",
        "def f(x, d=1):\n    return x + d\ndef work(n):\n    s = 0\n    for i in range(n):\n        s = f(s)\n    return s\n",
    ),
    case(
        "native method call",
        "def work(n):\n    a = []\n    for i in range(n):\n        a.append(i)\n    return len(a)\n",
    ),
    case(
        "builtin call (len)",
        "def work(n):\n    a = [1, 2, 3]\n    s = 0\n    for i in range(n):\n        s += len(a)\n    return s\n",
    ),
    case(
        "method on a user class",
        "class C:\n    def __init__(self):\n        self.v = 0\n    def inc(self, d):\n        self.v += d\ndef work(n):\n    c = C()\n    for i in range(n):\n        c.inc(1)\n    return c.v\n",
    ),
    case(
        "dict get/set (str keys)",
        "def work(n):\n    d = {'a': 0, 'b': 1}\n    for i in range(n):\n        d['a'] = d['b'] + i\n    return d['a']\n",
    ),
    case(
        "sorted(key=lambda)",
        "def work(n):\n    xs = list(range(n // 10))\n    for _ in range(10):\n        xs = sorted(xs, key=lambda v: -v)\n    return xs[0]\n",
    ),
    Case {
        name: "nn.Module call",
        body: "import torch.nn as nn\nclass M(nn.Module):\n    def __init__(self):\n        super().__init__()\n        self.k = 1\n    def forward(self, x):\n        return x + self.k\ndef work(n):\n    m = M()\n    s = 0\n    for i in range(n):\n        s = m(s)\n    return s\n",
        needs_torch: true,
    },
];

/// `case`'s program: runs `work(n)` three times and prints the best time in seconds.
pub fn timed_program(case: &Case, n: u64) -> String {
    format!(
        "import time\n{}best = 1e9\nfor _ in range(3):\n    t0 = time.perf_counter()\n    work({n})\n    best = min(best, time.perf_counter() - t0)\nprint(best)\n",
        case.body
    )
}

/// One case in our VM on the CPU backend: best seconds for `work(n)`, and the run's instructions
/// over its wall time (the per-instruction cost, start-up and harness included).
#[derive(Debug, Clone, Copy)]
pub struct VmRun {
    pub best_s: f64,
    pub ns_per_instruction: f64,
}

pub fn run_case(case: &Case, n: u64) -> Result<VmRun, String> {
    let src = timed_program(case, n);
    let t0 = clock_secs();
    let out = run_to_end(&src, Box::new(CpuBackend::new(None)), &RunConfig::default());
    let wall = clock_secs() - t0;
    if let Some(e) = out.error {
        return Err(e.render(&src));
    }
    let best_s = out
        .stdout
        .trim()
        .parse::<f64>()
        .map_err(|_| format!("{}: the harness printed {:?}", case.name, out.stdout))?;
    let steps = out.report.map(|r| r.steps).unwrap_or(0).max(1);
    Ok(VmRun {
        best_s,
        ns_per_instruction: wall * 1e9 / steps as f64,
    })
}

/// Start-up: seconds to create a runtime (compile, builtins, torch state) and run `pass`.
pub fn startup_s() -> f64 {
    let t0 = clock_secs();
    let _ = run_to_end(
        "pass\n",
        Box::new(CpuBackend::new(None)),
        &RunConfig::default(),
    );
    clock_secs() - t0
}

/// Start-up of a program that imports torch and makes one small tensor on the emulated TPU.
pub fn startup_torch_s() -> f64 {
    let t0 = clock_secs();
    let _ = run_to_end(
        "import torch\nx = torch.ones(2, device=\"tpu\")\n",
        Box::new(CpuBackend::new(None)),
        &RunConfig::default(),
    );
    clock_secs() - t0
}
