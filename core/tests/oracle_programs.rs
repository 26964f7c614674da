//! The oracle's programs (../shared/oracle/programs), run with `device = "tpu"`, print what real
//! PyTorch printed, on the CPU backend and on the GPU backend.
//!
//! `PASSING` lists the programs expected to pass so far; each must pass, and the count is asserted,
//! so a program that starts failing, or one added without being checked, fails the test. Of the others,
//! activations_norms differs in one number: PyTorch's vectorised float32 erf (used for tensors of
//! five or more elements) prints gelu(-3.0) as -4.050225e-03, ours as -4.049694e-03.

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
];

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
        if let Err(d) = common::same_output(&expected, &out.stdout, REL) {
            failures.push(format!("{name} [{label}]: {d}"));
            continue;
        }
        checked += 1;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert_eq!(checked, PASSING.len());
    assert_eq!(
        PASSING.len(),
        8,
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
