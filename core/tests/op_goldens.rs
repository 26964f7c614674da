//! Every op against real PyTorch, forward and backward: the cases in golden_ops/cases.json are
//! small programs with the stdout PyTorch 2.15 printed (written by scripts/torch_goldens.py), run
//! here on the CPU and GPU backends in every implemented eager mode (Debug, Strict, Fused): one
//! conformance suite, the same expected values. (Kernel-level CPU-vs-GPU tolerances: conformance.rs.)

mod common;

use tpu_core::device::{Backend, CpuBackend};
use tpu_core::dispatch::EagerMode;
use tpu_core::runtime::{run_to_end, RunConfig};

fn golden(section: &str) -> Vec<serde_json::Value> {
    let path = common::repo_dir().join("core/tests/golden_ops/cases.json");
    let text = std::fs::read_to_string(path).expect("golden_ops/cases.json");
    let doc: serde_json::Value = serde_json::from_str(&text).expect("valid JSON");
    doc[section].as_array().expect("section").clone()
}

fn cases() -> Vec<serde_json::Value> {
    golden("cases")
}

fn check(backend: &dyn Fn() -> Box<dyn Backend>, label: &str, mode: EagerMode) {
    let config = RunConfig {
        mode,
        ..RunConfig::default()
    };
    let label = format!("{label}, {mode:?}");
    let cases = cases();
    assert!(cases.len() >= 90, "the golden file lost cases");
    let mut failures = Vec::new();
    for case in &cases {
        let name = case["name"].as_str().expect("name");
        let program = case["program"].as_str().expect("program");
        let expected = case["stdout"].as_str().expect("stdout");
        let rel = case["rel"].as_f64().expect("rel");
        let out = run_to_end(program, backend(), &config);
        // Cases that make NaN or Inf on purpose: Debug mode must stop at the first one.
        if mode == EagerMode::Debug && case["debug_raises"].as_bool() == Some(true) {
            match &out.error {
                Some(e) if e.message.contains("first produced by") => {}
                other => failures.push(format!(
                    "{name} [{label}]: Debug mode should stop at the first NaN/Inf, got {:?}",
                    other.as_ref().map(|e| &e.message)
                )),
            }
            continue;
        }
        if let Some(e) = &out.error {
            failures.push(format!("{name} [{label}] raised:\n{}", e.render(program)));
            continue;
        }
        if let Err(d) = common::same_output(expected, &out.stdout, rel) {
            failures.push(format!("{name} [{label}]: {d}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases differ from PyTorch:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n\n")
    );
}

/// Every eager mode (the dispatcher's own list).
fn modes() -> Vec<EagerMode> {
    EagerMode::ALL.to_vec()
}

#[test]
fn ops_match_pytorch_on_cpu_in_every_mode() {
    for mode in modes() {
        check(&|| Box::new(CpuBackend::new(None)), "cpu", mode);
    }
}

/// The op goldens on the GPU in `mode`: one device for every run (a fresh backend per run, as the
/// page does). One mode per test, so the harness runs them side by side.
fn check_gpu(mode: EagerMode) {
    let Some(gpu) =
        common::gpu_adapter("the op goldens on the GPU (run on the CPU backend instead)")
    else {
        check(&common::gpu, "gpu (CPU fallback)", mode);
        return;
    };
    check(&|| Box::new(gpu.fresh()), "gpu", mode);
}

#[test]
fn ops_match_pytorch_on_gpu_in_debug_mode() {
    check_gpu(EagerMode::Debug);
}

#[test]
fn ops_match_pytorch_on_gpu_in_strict_mode() {
    check_gpu(EagerMode::Strict);
}

#[test]
fn ops_match_pytorch_on_gpu_in_fused_mode() {
    check_gpu(EagerMode::Fused);
}

#[test]
fn ops_match_pytorch_on_gpu_in_compiled_mode() {
    check_gpu(EagerMode::Compiled);
}

/// User errors carry PyTorch's exception type and message.
#[test]
fn errors_match_pytorch() {
    let errors = golden("errors");
    assert!(errors.len() >= 15, "the golden file lost error cases");
    let mut failures = Vec::new();
    for case in &errors {
        let name = case["name"].as_str().expect("name");
        let program = case["program"].as_str().expect("program");
        let out = run_to_end(program, common::cpu(), &RunConfig::default());
        let Some(e) = out.error else {
            failures.push(format!("{name}: no error raised"));
            continue;
        };
        let (kind, message) = (case["kind"].as_str(), case["message"].as_str());
        if Some(e.kind.as_str()) != kind || Some(e.message.as_str()) != message {
            failures.push(format!(
                "{name}:\n  expected {}: {}\n  raised   {}: {}",
                kind.unwrap_or(""),
                message.unwrap_or(""),
                e.kind,
                e.message
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
