//! `tpu bench fused`: Strict against Fused (and Compiled) on the MLP training example and on an elementwise-heavy
//! block (a pre-norm GELU MLP with layer norm and a residual add), measured in one run: wall time on
//! this machine, kernel launches, HBM bytes and the emulated chip's modelled time, as ratios.

use std::time::Instant;

use serde::Serialize;

use tpu_emu::device::{Backend, CpuBackend, GpuBackend};
use tpu_emu::dispatch::EagerMode;
use tpu_torch::runtime::{run_to_end, Report, RunConfig};

pub use super::programs::{BLOCK, MLP};

#[derive(Debug, Serialize)]
pub struct ModeRun {
    pub wall_s: f64,
    pub report: Report,
}

#[derive(Debug, Serialize)]
pub struct Comparison {
    pub program: &'static str,
    pub strict: ModeRun,
    pub fused: ModeRun,
    /// Compiled mode: the same graphs as Fused, with torch.compile's host model (a guard check
    /// per op instead of per-op dispatch).
    pub compiled: ModeRun,
    /// Strict over Fused: how many times fewer (or faster) Fused is.
    pub launches_ratio: f64,
    pub hbm_bytes_ratio: f64,
    pub modelled_time_ratio: f64,
    pub wall_time_ratio: f64,
    /// Strict over Compiled, modelled.
    pub compiled_modelled_time_ratio: f64,
    /// Whether every mode printed the same text.
    pub same_output: bool,
}

fn backend(gpu: bool) -> Result<Box<dyn Backend>, String> {
    if gpu {
        Ok(Box::new(pollster::block_on(GpuBackend::new())?))
    } else {
        Ok(Box::new(CpuBackend::new(None)))
    }
}

fn run(source: &str, mode: EagerMode, gpu: bool) -> Result<(ModeRun, String), String> {
    let config = RunConfig {
        mode,
        ..RunConfig::default()
    };
    let b = backend(gpu)?;
    let start = Instant::now();
    let out = run_to_end(source, b, &config);
    let wall_s = start.elapsed().as_secs_f64();
    if let Some(e) = out.error {
        return Err(e.render(source));
    }
    let report = out.report.ok_or("no report")?;
    Ok((ModeRun { wall_s, report }, out.stdout))
}

fn ratio(a: f64, b: f64) -> f64 {
    if b > 0.0 {
        a / b
    } else {
        f64::NAN
    }
}

pub fn compare(program: &'static str, source: &str, gpu: bool) -> Result<Comparison, String> {
    let (strict, s_out) = run(source, EagerMode::Strict, gpu)?;
    let (fused, f_out) = run(source, EagerMode::Fused, gpu)?;
    let (compiled, c_out) = run(source, EagerMode::Compiled, gpu)?;
    let bytes = |r: &Report| (r.hbm_bytes_read + r.hbm_bytes_written) as f64;
    Ok(Comparison {
        program,
        launches_ratio: ratio(
            strict.report.kernel_launches as f64,
            fused.report.kernel_launches as f64,
        ),
        hbm_bytes_ratio: ratio(bytes(&strict.report), bytes(&fused.report)),
        modelled_time_ratio: ratio(strict.report.modelled_time_s, fused.report.modelled_time_s),
        wall_time_ratio: ratio(strict.wall_s, fused.wall_s),
        compiled_modelled_time_ratio: ratio(
            strict.report.modelled_time_s,
            compiled.report.modelled_time_s,
        ),
        same_output: s_out == f_out && s_out == c_out,
        strict,
        fused,
        compiled,
    })
}

pub fn cli(args: &[String]) -> Result<String, String> {
    let mut gpu = false;
    let mut json = false;
    for a in args {
        match a.as_str() {
            "--backend" => {}
            "gpu" => gpu = true,
            "cpu" => gpu = false,
            "--json" => json = true,
            other => return Err(format!("unknown option '{other}'")),
        }
    }
    let rows = vec![
        compare("mlp_training (04_train_mlp.py)", MLP, gpu)?,
        compare("gelu_layernorm_block", BLOCK, gpu)?,
    ];
    if json {
        return serde_json::to_string_pretty(&rows).map_err(|e| e.to_string());
    }
    let mut out = format!(
        "Strict vs Fused vs Compiled, one run each, backend {} (ratios are Strict / Fused)\n",
        if gpu { "gpu" } else { "cpu" }
    );
    for c in &rows {
        let (s, f) = (&c.strict.report, &c.fused.report);
        out += &format!(
            "{}\n  launches      {:>8} -> {:>8}  ({:.2}x fewer)\n  HBM bytes     {:>8} -> {:>8}  ({:.2}x fewer)\n  modelled time {:.3e} s -> {:.3e} s  ({:.2}x faster, {:+.0}%)\n  wall time     {:.3} s -> {:.3} s  ({:.2}x)\n  same output: {}\n",
            c.program,
            s.kernel_launches,
            f.kernel_launches,
            c.launches_ratio,
            s.hbm_bytes_read + s.hbm_bytes_written,
            f.hbm_bytes_read + f.hbm_bytes_written,
            c.hbm_bytes_ratio,
            s.modelled_time_s,
            f.modelled_time_s,
            c.modelled_time_ratio,
            (c.modelled_time_ratio - 1.0) * 100.0,
            c.strict.wall_s,
            c.fused.wall_s,
            c.wall_time_ratio,
            c.same_output
        );
        let k = &c.compiled.report;
        out += &format!(
            "  compiled: {} launches, modelled {:.3e} s ({:.2}x faster than Strict), wall {:.3} s\n",
            k.kernel_launches, k.modelled_time_s, c.compiled_modelled_time_ratio, c.compiled.wall_s
        );
        if let Some(st) = &f.fusion {
            out += &format!(
                "  fused: {} graphs, {} fused kernels, cache {} hits / {} misses\n",
                st.graphs, st.fused_kernels, st.cache_hits, st.cache_misses
            );
        }
    }
    Ok(out)
}
