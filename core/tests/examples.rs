//! Every example with a golden prints what real PyTorch printed (goldens written by
//! scripts/goldens.py from a real PyTorch 2.15 run with `device = "cpu"`), on both backends, in
//! Strict and in Fused mode.

mod common;

use tpu_core::dispatch::EagerMode;
use tpu_core::runtime::{run_to_end, RunConfig};

fn check_examples(
    backend: fn() -> Box<dyn tpu_core::device::Backend>,
    label: &str,
    mode: EagerMode,
) {
    let config = RunConfig {
        mode,
        ..RunConfig::default()
    };
    let golden_dir = common::repo_dir().join("core/tests/golden");
    let mut checked = 0;
    let mut failures = Vec::new();
    for entry in std::fs::read_dir(&golden_dir).expect("golden dir") {
        let path = entry.expect("entry").path();
        let Some(stem) = path.file_stem().and_then(|s| s.to_str()).map(String::from) else {
            continue;
        };
        let example = common::repo_dir().join(format!("assets/examples/{stem}.py"));
        let source = std::fs::read_to_string(&example).expect("example for golden");
        let expected = std::fs::read_to_string(&path).expect("golden");
        let out = run_to_end(&source, backend(), &config);
        if let Some(e) = &out.error {
            failures.push(format!("{stem} [{label}] raised:\n{}", e.render(&source)));
            continue;
        }
        // Our own examples are chosen so the text is exact, not merely close.
        if let Err(d) = common::same_output(&expected, &out.stdout, 0.0) {
            failures.push(format!("{stem} [{label}]: {d}"));
        }
        checked += 1;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(checked >= 1, "no example was checked");
}

#[test]
fn examples_print_pytorchs_text_on_cpu() {
    check_examples(common::cpu, "cpu", EagerMode::Strict);
}

#[test]
fn examples_print_pytorchs_text_on_gpu() {
    check_examples(common::gpu, "gpu", EagerMode::Strict);
}

#[test]
fn examples_print_pytorchs_text_in_fused_mode_on_cpu() {
    check_examples(common::cpu, "cpu fused", EagerMode::Fused);
}

#[test]
fn examples_print_pytorchs_text_in_fused_mode_on_gpu() {
    check_examples(common::gpu, "gpu fused", EagerMode::Fused);
}
