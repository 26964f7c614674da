//! PyTorch's own test inputs: the float32 samples of OpInfo's `op_db` and ModuleInfo's
//! `module_db` (core/testdata/opinfo, written by scripts/refdata/opinfo_samples.py with real
//! PyTorch 2.15), one program per function or module printing a line per sample, run on both
//! backends in every eager mode and compared line by line as scripts/opinfo_run.py compares them
//! (same text, floats within 1e-4 relative / 1e-5 absolute, an expected error matched by its
//! exception type). A name passes when all its samples do.
//!
//! The figures are printed ("N of 354 functions, M of 114 modules, K of S samples pass") and
//! must not fall below the floors measured when they were last raised: a regression fails the
//! test; a gain is a floor to raise here.

mod common;

use tpu_core::device::Backend;
use tpu_core::dispatch::EagerMode;
use tpu_core::runtime::{run_to_end, RunConfig};

/// (functions, modules, samples) passing, per backend and mode, as last measured.
fn floor(gpu: bool, mode: EagerMode) -> (usize, usize, usize) {
    match (gpu, mode) {
        (true, EagerMode::Debug) => (327, 110, 2660),
        (false, EagerMode::Debug) => (328, 110, 2661),
        (true, _) => (329, 110, 2657),
        (false, _) => (331, 110, 2664),
    }
}

/// The numbers the Python runner's `NUMBER` pattern finds, and the text between them.
fn split_numbers(line: &str) -> (Vec<String>, Vec<String>) {
    let b = line.as_bytes();
    let (mut texts, mut nums) = (Vec::new(), Vec::new());
    let (mut i, mut start) = (0, 0);
    while i < b.len() {
        if let Some(end) = number_at(b, i) {
            texts.push(line[start..i].to_string());
            nums.push(line[i..end].to_string());
            i = end;
            start = end;
        } else {
            i += 1;
        }
    }
    texts.push(line[start..].to_string());
    (texts, nums)
}

/// `-?(?:\d+\.\d*(?:e[-+]?\d+)?|\d+e[-+]?\d+|inf|nan)` at `i`: where the match ends.
fn number_at(b: &[u8], i: usize) -> Option<usize> {
    let j = if b[i] == b'-' { i + 1 } else { i };
    for word in [&b"inf"[..], b"nan"] {
        if b[j..].starts_with(word) {
            return Some(j + 3);
        }
    }
    let digits = |mut k: usize| {
        while k < b.len() && b[k].is_ascii_digit() {
            k += 1;
        }
        k
    };
    let exponent = |k: usize| -> Option<usize> {
        if k < b.len() && b[k] == b'e' {
            let s = if k + 1 < b.len() && (b[k + 1] == b'-' || b[k + 1] == b'+') {
                k + 2
            } else {
                k + 1
            };
            let e = digits(s);
            (e > s).then_some(e)
        } else {
            None
        }
    };
    let d = digits(j);
    if d == j {
        return None;
    }
    if d < b.len() && b[d] == b'.' {
        let f = digits(d + 1);
        return Some(exponent(f).unwrap_or(f));
    }
    exponent(d)
}

fn close(ours: &str, theirs: &str) -> bool {
    let (Ok(x), Ok(y)) = (ours.parse::<f64>(), theirs.parse::<f64>()) else {
        return ours == theirs;
    };
    if !y.is_finite() {
        return ours == theirs;
    }
    (x - y).abs() <= 1e-5 + 1e-4 * y.abs()
}

/// One sample's line against PyTorch's.
fn same_line(got: &str, want: &str) -> bool {
    let field = |s: &str, n: usize| s.split(": ").nth(n).unwrap_or("").to_string();
    if field(want, 1).starts_with("error") {
        return field(got, 0) == field(want, 0) && field(got, 1) == field(want, 1);
    }
    let ((gt, gn), (wt, wn)) = (split_numbers(got), split_numbers(want));
    gt == wt && gn.len() == wn.len() && gn.iter().zip(&wn).all(|(a, b)| close(a, b))
}

fn by_sample(text: &str) -> Vec<(String, String)> {
    text.lines()
        .filter(|l| l.starts_with("sample "))
        .map(|l| (l.split(':').next().unwrap_or("").to_string(), l.to_string()))
        .collect()
}

/// Runs every program of `kind` ("functions" or "modules"): (names passing, samples passing,
/// samples, the data's total of names).
fn run_kind(
    kind: &str,
    backend: fn() -> Box<dyn Backend>,
    mode: EagerMode,
) -> (usize, usize, usize, usize) {
    let doc: serde_json::Value =
        serde_json::from_str(&tpu_testdata::read(&format!("opinfo/{kind}.json"))).expect("JSON");
    let total = doc["total"].as_u64().expect("total") as usize;
    let rows = doc[kind].as_array().expect("rows");
    let config = RunConfig {
        mode,
        ..RunConfig::default()
    };
    let (mut names, mut ok, mut all) = (0, 0, 0);
    for row in rows {
        let program = row["program"].as_str().expect("program");
        let source = program.replacen("device = \"cpu\"\n", "device = \"tpu\"\n", 1);
        let want = by_sample(row["expected"].as_str().expect("expected"));
        let out = run_to_end(&source, backend(), &config);
        let got = by_sample(&out.stdout);
        let passed = want
            .iter()
            .filter(|(k, w)| got.iter().any(|(g, line)| g == k && same_line(line, w)))
            .count();
        all += want.len();
        ok += passed;
        names += usize::from(!want.is_empty() && passed == want.len());
    }
    (names, ok, all, total)
}

fn check(backend: fn() -> Box<dyn Backend>, gpu: bool, modes: &[EagerMode]) {
    let mut below = Vec::new();
    for &mode in modes {
        let (f, fs, fall, ftotal) = run_kind("functions", backend, mode);
        let (m, ms, mall, mtotal) = run_kind("modules", backend, mode);
        let line = format!(
            "{f} of {ftotal} functions, {m} of {mtotal} modules, {} of {} samples pass ({}, {mode:?})",
            fs + ms,
            fall + mall,
            if gpu { "gpu" } else { "cpu" }
        );
        eprintln!("{line}");
        let (ff, mf, sf) = floor(gpu, mode);
        if f < ff || m < mf || fs + ms < sf {
            below.push(format!("{line}: below the floor {ff}/{mf}/{sf}"));
        }
    }
    assert!(below.is_empty(), "{}", below.join("\n"));
}

#[test]
fn number_pattern_matches_the_runners() {
    let (t, n) = split_numbers("sample 3: ok T(float32 [2] -1.5 2.0e-05 nan) grads 3e+2 7");
    assert_eq!(n, ["-1.5", "2.0e-05", "nan", "3e+2"]);
    assert_eq!(t[0], "sample 3: ok T(float32 [2] ");
    assert!(same_line("sample 0: ok 1.00001", "sample 0: ok 1.0"));
    assert!(!same_line("sample 0: ok 1.1", "sample 0: ok 1.0"));
    assert!(same_line(
        "sample 1: error ValueError: a",
        "sample 1: error ValueError: b"
    ));
    assert!(!same_line(
        "sample 1: error TypeError: a",
        "sample 1: error ValueError: a"
    ));
}

// One mode per test, on both backends, so the harness runs them side by side (a test is one
// thread; on lavapipe each keeps one core busy) and no long test is left running alone at the end.
#[test]
fn opinfo_samples_on_cpu_in_debug_mode() {
    check(common::cpu, false, &[EagerMode::Debug]);
}

#[test]
fn opinfo_samples_on_cpu_in_strict_mode() {
    check(common::cpu, false, &[EagerMode::Strict]);
}

#[test]
fn opinfo_samples_on_cpu_in_fused_mode() {
    check(common::cpu, false, &[EagerMode::Fused]);
}

#[test]
fn opinfo_samples_on_cpu_in_compiled_mode() {
    check(common::cpu, false, &[EagerMode::Compiled]);
}

#[test]
fn opinfo_samples_on_gpu_in_debug_mode() {
    check(common::gpu, true, &[EagerMode::Debug]);
}

#[test]
fn opinfo_samples_on_gpu_in_strict_mode() {
    check(common::gpu, true, &[EagerMode::Strict]);
}

#[test]
fn opinfo_samples_on_gpu_in_fused_mode() {
    check(common::gpu, true, &[EagerMode::Fused]);
}

#[test]
fn opinfo_samples_on_gpu_in_compiled_mode() {
    check(common::gpu, true, &[EagerMode::Compiled]);
}
