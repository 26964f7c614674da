//! Whole programs in core/tests/programs, each with the stdout real PyTorch 2.15 printed
//! (written by scripts/program_goldens.py), run with `device = "tpu"` on the CPU and GPU backends in
//! every implemented eager mode (Fused once crashed on `x @ w + x`, which only nn_containers has).

mod common;

use tpu_core::device::Backend;
use tpu_core::dispatch::EagerMode;
use tpu_core::runtime::{run_to_end, RunConfig};

/// Float32 values may differ from PyTorch's in the last digits (see the oracle's README).
const REL: f64 = 1e-5;

fn check(backend: fn() -> Box<dyn Backend>, label: &str) {
    for mode in EagerMode::ALL {
        check_mode(backend, &format!("{label}, {mode:?}"), mode);
    }
}

fn check_mode(backend: fn() -> Box<dyn Backend>, label: &str, mode: EagerMode) {
    let dir = common::repo_dir().join("core/tests/programs");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .expect("programs dir")
        .filter_map(|e| {
            let p = e.ok()?.path();
            (p.extension()? == "py").then_some(p)
        })
        .collect();
    names.sort();
    assert!(names.len() >= 2, "the programs lost files");
    let mut failures = Vec::new();
    for path in &names {
        let source = std::fs::read_to_string(path).expect("program");
        let expected = std::fs::read_to_string(path.with_extension("out")).expect("golden");
        assert_eq!(
            source.matches("\ndevice = \"cpu\"\n").count(),
            1,
            "{path:?}: the device line must appear exactly once"
        );
        let source = source.replace("\ndevice = \"cpu\"\n", "\ndevice = \"tpu\"\n");
        let config = RunConfig {
            mode,
            ..RunConfig::default()
        };
        let out = run_to_end(&source, backend(), &config);
        let name = path.file_stem().unwrap().to_string_lossy();
        if let Some(e) = &out.error {
            failures.push(format!("{name} [{label}] raised:\n{}", e.render(&source)));
            continue;
        }
        if let Err(d) = common::same_output(&expected, &out.stdout, REL) {
            failures.push(format!("{name} [{label}]: {d}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn programs_print_pytorchs_text_on_cpu() {
    check(common::cpu, "cpu");
}

#[test]
fn programs_print_pytorchs_text_on_gpu() {
    check(common::gpu, "gpu");
}
