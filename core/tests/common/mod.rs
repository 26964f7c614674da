//! Shared by the integration tests: backends, the oracle's location, and PyTorch-output comparison.
#![allow(dead_code)]

use std::path::PathBuf;

use tpu_core::device::{Backend, CpuBackend, GpuBackend};

pub fn repo_dir() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

pub fn cpu() -> Box<dyn Backend> {
    Box::new(CpuBackend::new(None))
}

/// The wgpu backend on this machine's adapter (Mesa's software Vulkan in CI), or `None` where there
/// is none: [`tpu_testdata::no_adapter`] decides, so under `TPU_REQUIRE_GPU=1` (CI) this fails
/// the test, and by hand it prints that `test` is skipped.
pub fn gpu_adapter(test: &str) -> Option<GpuBackend> {
    match pollster::block_on(GpuBackend::new()) {
        Ok(g) => Some(g),
        Err(why) => {
            eprintln!("{}", tpu_testdata::no_adapter(test, &why));
            None
        }
    }
}

/// The wgpu backend on this machine's adapter. Where there is none, under `TPU_REQUIRE_GPU=1` the
/// test fails; by hand the GPU half of the test runs on the CPU backend, and says so on stderr.
pub fn gpu() -> Box<dyn Backend> {
    match gpu_adapter("the GPU half of this test (it runs on the CPU backend instead)") {
        Some(g) => Box::new(g),
        None => Box::new(CpuBackend::new(Some("no GPU adapter".into()))),
    }
}

/// Compares program output with PyTorch's: text identical, except numbers, which may differ by
/// `rel` relative (the oracle's README asks ~1e-5 for platform differences in the last digit).
pub fn same_output(expected: &str, actual: &str, rel: f64) -> Result<(), String> {
    if expected == actual {
        return Ok(());
    }
    let (el, al): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), actual.lines().collect());
    if el.len() != al.len() {
        return Err(format!(
            "{} lines expected, {} printed\n--- expected\n{expected}\n--- printed\n{actual}",
            el.len(),
            al.len()
        ));
    }
    for (i, (e, a)) in el.iter().zip(&al).enumerate() {
        if e == a {
            continue;
        }
        let split = |s: &'_ str| -> Vec<String> {
            s.split(|c: char| c.is_whitespace() || "[](),=:".contains(c))
                .filter(|t| !t.is_empty())
                .map(String::from)
                .collect()
        };
        let (et, at) = (split(e), split(a));
        let close = et.len() == at.len()
            && et.iter().zip(&at).all(|(x, y)| {
                x == y
                    || match (x.parse::<f64>(), y.parse::<f64>()) {
                        (Ok(p), Ok(q)) => (p - q).abs() <= rel * p.abs().max(q.abs()).max(1e-30),
                        _ => false,
                    }
            });
        if !close {
            return Err(format!("line {}:\n  expected: {e}\n  printed:  {a}", i + 1));
        }
    }
    Ok(())
}

/// Whether `backend` gives the CPU reference's bits for the ops its tests compare exactly: the CPU
/// itself, and the software adapters CI runs (Mesa's lavapipe, Chrome's SwiftShader), measured to
/// round each WGSL `/` correctly and never to fuse a multiply and an add. WGSL promises neither
/// (division within 2.5 ulp, fma contraction allowed), and on NVIDIA's Vulkan driver (an H200)
/// both happen: there those tests compare within `ops::tolerance`'s bounds instead.
pub fn bit_exact(backend: &dyn Backend) -> bool {
    let info = backend.info();
    let name = info.adapter.to_lowercase();
    info.kind == tpu_core::device::BackendKind::Cpu
        || name.contains("llvmpipe")
        || name.contains("swiftshader")
}

/// `cpu` and `gpu` agree: bit for bit on a [`bit_exact`] backend, else to a relative 1e-5 (the
/// loosest per-output bound the compared ops allow, 3 ulp of a division, with room for K-term
/// sums of fused products).
pub fn agree(cpu: &str, gpu: &str, exact: bool) {
    if exact {
        assert_eq!(cpu, gpu);
    } else if let Err(e) = same_output(cpu, gpu, 1e-5) {
        panic!("{e}");
    }
}

/// Every `.py` in `dir` (a folder of `core/tests`), each with the stdout real PyTorch 2.15 printed
/// in `NAME.out`, run with its one `device = "cpu"` line made `"tpu"` on `backend` in every eager
/// mode; floats compared to a relative `rel`. Panics listing every program that differed.
///
/// `modes`: the eager modes to run every program in. The GPU suites run one mode per test, so the
/// test harness runs them side by side (on lavapipe each run keeps one core busy).
pub fn check_program_dir(
    dir: &str,
    backend: fn() -> Box<dyn Backend>,
    label: &str,
    rel: f64,
    modes: &[tpu_core::dispatch::EagerMode],
) {
    check_program_dir_every(dir, backend, label, rel, modes, 1);
}

/// [`check_program_dir`] over every `every`-th program in name order (CI's time: a suite whose
/// programs all run elsewhere on another backend).
///
/// The runs are spread over as many threads as the machine has cores (each builds its own
/// backend and interpreter, as a test thread does): a suite that is one long test would otherwise
/// keep one core of CI's two busy while the other waits.
pub fn check_program_dir_every(
    dir: &str,
    backend: fn() -> Box<dyn Backend>,
    label: &str,
    rel: f64,
    modes: &[tpu_core::dispatch::EagerMode],
    every: usize,
) {
    let dir = repo_dir().join("core/tests").join(dir);
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .expect("programs dir")
        .filter_map(|e| {
            let p = e.ok()?.path();
            (p.extension()? == "py").then_some(p)
        })
        .collect();
    names.sort();
    assert!(names.len() >= 2, "{dir:?} lost files");
    let names: Vec<_> = names.into_iter().step_by(every.max(1)).collect();
    let jobs: Vec<_> = modes
        .iter()
        .flat_map(|&mode| names.iter().map(move |p| (mode, p.clone())))
        .collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut failures: Vec<(usize, String)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..workers.min(jobs.len()))
            .map(|_| {
                s.spawn(|| {
                    let mut found = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some((mode, path)) = jobs.get(i) else {
                            return found;
                        };
                        if let Some(f) = check_program(path, *mode, backend, label, rel) {
                            found.push((i, f));
                        }
                    }
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a program runner panicked"))
            .collect()
    });
    failures.sort();
    let failures: Vec<String> = failures.into_iter().map(|(_, f)| f).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Runs one program of a [`check_program_dir`] suite: `Some` describes how it differed.
fn check_program(
    path: &std::path::Path,
    mode: tpu_core::dispatch::EagerMode,
    backend: fn() -> Box<dyn Backend>,
    label: &str,
    rel: f64,
) -> Option<String> {
    use tpu_core::runtime::{run_to_end, RunConfig};
    let source = std::fs::read_to_string(path).expect("program");
    let expected = std::fs::read_to_string(path.with_extension("out")).expect("golden");
    // A program on PyTorch's meta device runs as it is (real sizes, no values).
    let lines = source.matches("\ndevice = \"cpu\"\n").count()
        + source.matches("\ndevice = \"meta\"\n").count();
    assert_eq!(
        lines, 1,
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
        return Some(format!(
            "{name} [{label}, {mode:?}] raised:\n{}",
            e.render(&source)
        ));
    }
    same_output(&expected, &out.stdout, rel)
        .err()
        .map(|d| format!("{name} [{label}, {mode:?}]: {d}"))
}
