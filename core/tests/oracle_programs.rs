//! The oracle's programs (../shared/oracle/programs), run with `device = "tpu"`, print what real
//! PyTorch printed, on the CPU backend and on the GPU backend.
//!
//! `PASSING` lists the programs expected to pass so far; each must pass, and the count is asserted,
//! so a program that starts failing, or one added without being checked, fails the test.

mod common;

use tpu_core::device::Backend;
use tpu_core::runtime::{run_to_end, RunConfig};

/// Programs that print PyTorch's text today.
const PASSING: &[&str] = &[
    "tensor_basics",
    "broadcast_reduce",
    "autograd_basics",
    "indexing_and_shapes",
    "linear_regression_manual",
    "mlp_regression_sgd",
    "two_layer_net_sgd_momentum",
    "embedding_bag_of_words",
    "activations_norms",
];

/// Programs compared with a wider tolerance than [`REL`], and why.
///
/// activations_norms: PyTorch computes `F.gelu` (erf) on contiguous float32 tensors of two or more
/// elements through oneDNN's `eltwise_gelu_erf`, which since oneDNN 3.x evaluates a piecewise minimax
/// polynomial rather than erf (measured with real PyTorch 2.15: `gelu(-3.0)` prints -4.050225e-03 with
/// oneDNN, -4.049689e-03 with `torch.backends.mkldnn.flags(enabled=False)`, and the exact value is
/// -4.049696e-03). We compute the exact function, so that line differs by 1.3e-4 relative; every other
/// number of the program is well inside it.
const WIDER: &[(&str, f64)] = &[("activations_norms", 2e-4)];

/// Numbers may differ in the last digits (see the oracle's README): 1e-5 relative.
const REL: f64 = 1e-5;

fn check(backend: fn() -> Box<dyn Backend>, label: &str) {
    let dir = common::oracle_dir().join("programs");
    let mut failures = Vec::new();
    let mut checked = 0;
    for name in PASSING {
        let source = std::fs::read_to_string(dir.join(format!("{name}.py"))).expect("program");
        let expected = std::fs::read_to_string(dir.join(format!("{name}.out"))).expect("output");
        assert_eq!(
            source.matches("\ndevice = \"cpu\"\n").count(),
            1,
            "{name}: the device line must appear exactly once"
        );
        let source = source.replace("\ndevice = \"cpu\"\n", "\ndevice = \"tpu\"\n");
        let out = run_to_end(&source, backend(), &RunConfig::default());
        if let Some(e) = &out.error {
            failures.push(format!("{name} [{label}] raised:\n{}", e.render(&source)));
            continue;
        }
        let rel = WIDER
            .iter()
            .find(|(n, _)| n == name)
            .map_or(REL, |&(_, r)| r);
        if let Err(d) = common::same_output(&expected, &out.stdout, rel) {
            failures.push(format!("{name} [{label}]: {d}"));
            continue;
        }
        checked += 1;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert_eq!(checked, PASSING.len());
    assert_eq!(
        PASSING.len(),
        9,
        "update the count when a program starts passing"
    );
}

#[test]
fn oracle_programs_print_pytorchs_text_on_cpu() {
    check(common::cpu, "cpu");
}

#[test]
fn oracle_programs_print_pytorchs_text_on_gpu() {
    check(common::gpu, "gpu");
}
