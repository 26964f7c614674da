//! `tpu bench dispatch`: eager dispatch overhead per op for small tensors, through the language and
//! the dispatcher in Strict mode on the CPU backend. The program (dispatch.py) times its own loops
//! with `time.perf_counter()`, so scripts/bench_dispatch_torch.py runs the very same text in real
//! PyTorch on CPU and the browser suite (wasm-tests/tests/bench.rs) runs it in wasm.

use serde::Serialize;

use tpu_emu::device::CpuBackend;
use tpu_emu::dispatch::EagerMode;
use tpu_torch::runtime::{run_to_end, RunConfig};

/// The benchmark program, with `device = "tpu"` and `N = 2000` (both replaced by [`program`]).
pub const PROGRAM: &str = include_str!("dispatch.py");

/// The name of the empty-loop case whose cost is subtracted from the others.
pub const EMPTY: &str = "empty loop";

#[derive(Debug, Clone, Serialize)]
pub struct OpRow {
    pub op: String,
    /// Microseconds per loop iteration, the loop's own cost included.
    pub us_per_iter: f64,
    /// Microseconds per op: `us_per_iter` less the empty loop's.
    pub us_per_op: f64,
}

#[derive(Debug, Clone, Serialize)]
pub struct DispatchReport {
    pub mode: String,
    pub backend: String,
    pub iterations: u64,
    pub rows: Vec<OpRow>,
}

/// The program text for `iterations` iterations a case.
pub fn program(iterations: u64) -> String {
    PROGRAM.replacen("N = 2000", &format!("N = {iterations}"), 1)
}

/// Reads the program's `name: microseconds` lines into rows, less the empty loop's cost.
pub fn parse(stdout: &str) -> Result<Vec<OpRow>, String> {
    let mut raw = Vec::new();
    for line in stdout.lines().filter(|l| !l.trim().is_empty()) {
        let (name, us) = line
            .rsplit_once(": ")
            .ok_or_else(|| format!("unexpected benchmark output line {line:?}"))?;
        let us: f64 = us
            .trim()
            .parse()
            .map_err(|_| format!("unexpected benchmark output line {line:?}"))?;
        raw.push((name.to_string(), us));
    }
    let empty = raw
        .iter()
        .find(|(n, _)| n == EMPTY)
        .map(|(_, us)| *us)
        .ok_or("the benchmark printed no empty-loop line")?;
    Ok(raw
        .into_iter()
        .map(|(op, us)| OpRow {
            us_per_op: if op == EMPTY { us } else { us - empty },
            op,
            us_per_iter: us,
        })
        .collect())
}

/// Runs the benchmark in our VM in `mode` on the CPU backend.
pub fn run(iterations: u64, mode: EagerMode) -> Result<DispatchReport, String> {
    let src = program(iterations);
    let config = RunConfig {
        mode,
        ..RunConfig::default()
    };
    let out = run_to_end(&src, Box::new(CpuBackend::new(None)), &config);
    if let Some(e) = out.error {
        return Err(e.render(&src));
    }
    Ok(DispatchReport {
        mode: format!("{mode:?}"),
        backend: "cpu".into(),
        iterations,
        rows: parse(&out.stdout)?,
    })
}

/// The report as a table.
pub fn render(r: &DispatchReport) -> String {
    let mut out = format!(
        "eager dispatch overhead per op, 4x4 float32 on device \"tpu\" ({} mode, {} backend), {} iterations, best of 3\n{:<12} {:>12} {:>10}\n",
        r.mode, r.backend, r.iterations, "op", "us/iter", "us/op"
    );
    for row in &r.rows {
        out.push_str(&format!(
            "{:<12} {:>12.3} {:>10.3}\n",
            row.op, row.us_per_iter, row.us_per_op
        ));
    }
    out.push_str("(us/op: the loop's cost per iteration less the empty loop's)\n");
    out
}

#[cfg(not(target_arch = "wasm32"))]
pub fn cli(args: &[String]) -> Result<String, String> {
    let mut iterations = 2000;
    let mut json = false;
    let mut mode = EagerMode::Strict;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--iterations" => {
                iterations = it
                    .next()
                    .and_then(|s| s.parse().ok())
                    .filter(|n: &u64| (1..=10_000_000).contains(n))
                    .ok_or("--iterations wants a number from 1 to 10000000")?
            }
            "--mode" => {
                mode = match it.next().map(String::as_str) {
                    Some("strict") => EagerMode::Strict,
                    Some("debug") => EagerMode::Debug,
                    Some("fused") => EagerMode::Fused,
                    Some("compiled") => EagerMode::Compiled,
                    _ => return Err("--mode wants strict, debug, fused or compiled".into()),
                }
            }
            "--json" => json = true,
            other => return Err(format!("unknown option '{other}'")),
        }
    }
    let report = run(iterations, mode)?;
    if json {
        return serde_json::to_string_pretty(&report).map_err(|e| e.to_string());
    }
    Ok(render(&report))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_subtracts_the_empty_loop() {
        let rows = parse("empty loop: 0.5000\nadd: 2.2500\n").unwrap();
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[1].op, "add");
        assert_eq!(rows[1].us_per_iter, 2.25);
        // 2.25 - 0.5, both exact in binary.
        assert_eq!(rows[1].us_per_op, 1.75);
        assert!(parse("add: 1.0\n").is_err());
        assert!(parse("garbage\n").is_err());
    }

    #[test]
    fn the_program_runs_every_case_in_our_vm() {
        let r = run(3, EagerMode::Strict).unwrap();
        let names: Vec<&str> = r.rows.iter().map(|r| r.op.as_str()).collect();
        assert_eq!(
            names,
            [
                "empty loop",
                "add",
                "mul",
                "relu",
                "sum",
                "matmul 4x4",
                "view",
                "index a[1]"
            ]
        );
        assert!(program(7).contains("N = 7\n"));
    }
}
