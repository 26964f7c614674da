//! Every example with a golden prints what real PyTorch printed (goldens written by
//! scripts/goldens.py from a real PyTorch 2.15 run with `device = "cpu"`), on both backends, in
//! Strict and in Fused mode.
//! Examples run as `tpu run` runs them (through the SPMD runner, so `mp.spawn` works), and an
//! example whose comments say `tpu run --topology T` runs that way too, once per chip of T.
//!
//! Except `14_out_of_memory`: it uses `torch.tpu` (HBM statistics, the out-of-memory error), which
//! real PyTorch on a CPU cannot run, so its golden is written by hand from PyTorch's rules and
//! message structure, each figure derived as follows:
//! * `16.00 GiB`: TPU v5e's HBM (the chip data, sourced in `chip::generations`);
//! * `4198400` = 1024 * 1024 * 4 (weight) + 1024 * 4 (bias), both whole 512-byte blocks;
//!   `5246976` adds the batch, 256 * 1024 * 4; after `del x` the batch's block stays reserved;
//! * the error is CUDA's message (c10/cuda/CUDACachingAllocator.cpp) with TPU and the chip named:
//!   7e9 * 4 bytes = 26.08 GiB requested (a multiple of 512, no rounding); free = 16 GiB - 4198400
//!   bytes = 16.00 GiB by c10's `format_size` (two decimals); 4198400 bytes allocated = 4.00 MiB;
//!   `0 bytes` reserved but unallocated because an allocation that does not fit first releases the
//!   cache (so after the error, reserved = allocated = 4198400);
//! * the table is the program's own arithmetic, 7e9 * {4, 2} / {1, 2, 4} bytes in GiB.

mod common;

use tpu_core::dispatch::EagerMode;
use tpu_core::ici::Topology;
use tpu_core::runtime::RunConfig;
use tpu_core::spmd::{SpmdConfig, World};

struct Outcome {
    stdout: String,
    error: Option<tpu_core::script::PyErr>,
}

fn run_to_end(
    source: &str,
    backend: fn() -> Box<dyn tpu_core::device::Backend>,
    topology: Option<Topology>,
    mode: EagerMode,
) -> Outcome {
    let config = SpmdConfig {
        run: RunConfig {
            mode,
            ..RunConfig::default()
        },
        topology,
        algorithm: None,
    };
    match World::new(source, config, Box::new(move || Ok(backend()))) {
        Ok(mut w) => {
            let error = w.run_blocking(|| true).err();
            Outcome {
                stdout: w.stdout(),
                error,
            }
        }
        Err(e) => Outcome {
            stdout: String::new(),
            error: Some(e),
        },
    }
}

/// `T` from a `tpu run --topology T` in the example's comments.
fn topology_of(source: &str) -> Option<Topology> {
    source
        .lines()
        .take_while(|l| l.starts_with('#'))
        .find_map(|l| l.split("--topology ").nth(1))
        .and_then(|rest| rest.split_whitespace().next())
        .map(|t| Topology::parse(t).expect("the example's topology"))
}

fn check_examples(
    backend: fn() -> Box<dyn tpu_core::device::Backend>,
    label: &str,
    mode: EagerMode,
) {
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
        let launches = [None, topology_of(&source)];
        for topology in launches
            .into_iter()
            .enumerate()
            .filter_map(|(i, t)| (i == 0 || t.is_some()).then_some(t))
        {
            let how = topology.as_ref().map_or("plain".to_string(), |t| t.name());
            let out = run_to_end(&source, backend, topology, mode);
            if let Some(e) = &out.error {
                failures.push(format!(
                    "{stem} [{label}, {how}] raised:\n{}",
                    e.render(&source)
                ));
                continue;
            }
            // Our own examples are chosen so the text is exact, not merely close.
            if let Err(d) = common::same_output(&expected, &out.stdout, 0.0) {
                failures.push(format!("{stem} [{label}, {how}]: {d}"));
            }
            checked += 1;
        }
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

/// Lesson 5's NaN hunt: Strict and Fused print PyTorch's `nan`s (its golden, above), while Debug
/// mode stops at the line that divides 0 by 0, naming the op and that line.
#[test]
fn the_nan_hunt_stops_in_debug_mode_at_the_line_that_made_the_nan() {
    let path = common::repo_dir().join("assets/examples/05_debug_nan.py");
    let source = std::fs::read_to_string(path).expect("lesson 5");
    let line = 1 + source
        .lines()
        .position(|l| l.starts_with("z = (x - mean) / std "))
        .expect("the dividing line") as u32;
    let out = run_to_end(&source, common::cpu, None, EagerMode::Debug);
    let e = out.error.expect("Debug mode stops at the NaN");
    assert_eq!(
        e.span().map(|s| s.line),
        Some(line),
        "{}",
        e.render(&source)
    );
    let named = format!("NaN first produced by `torch.div` at line {line}");
    assert!(e.message.contains(&named), "{}", e.message);
    assert!(!out.stdout.contains("nan"), "{}", out.stdout);
}
