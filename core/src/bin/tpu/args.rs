//! `tpu run`'s usage and arguments: parsing them (sizes, topologies, backends, modes) and making
//! the backend they name.

use std::time::{Duration, Instant};

use tpu_core::chip::ChipId;
use tpu_core::device::{Backend, CpuBackend, GpuBackend};
use tpu_core::dispatch::EagerMode;
use tpu_core::ici::{Algorithm, Topology};

pub(super) const USAGE: &str = "usage:
  tpu run FILE [--mode strict|debug|fused|compiled] [--backend auto|gpu|cpu] [--chip v4|v5e|v5p|v6e] [--report] [--report-json FILE]
               [--trace FILE [--trace-format events|chrome]] [--time-limit SECONDS] [--memory-limit SIZE (e.g. 512M, 2G; default: 4G or half the RAM)]
               [--topology 2x2 [--algorithm ALG]]
               [--compile-cache DIR (default $TORCH_TPU_CACHE_DIR)]
  tpu collective all_reduce|reduce_scatter|all_gather|all_to_all --topology 4x4x4 --bytes N
               [--algorithm ring|bidirectional_ring|dim_ordered|dim_ordered_unidirectional|rotated|direct]
               [--link-bandwidth B] [--latency S] [--json]
  tpu mxu M K N [--array 8] [--dataflow ws|os|is] [--mode scalesim|tpu] [--json] [--frames out.json]
  tpu mxu --topology FILE.csv [--array 8] [--dataflow ws|os|is] [--mode scalesim|tpu] [--json]
  tpu calibrate [--json]
  tpu bench matmul [--sizes 64,256,512] [--seconds 0.3] [--json]
  tpu bench fused [--backend cpu|gpu] [--json]
  tpu bench dispatch [--iterations 2000] [--mode strict|debug|fused|compiled] [--json]
  tpu --version";

#[derive(Clone, Copy)]
pub(super) enum BackendChoice {
    Auto,
    Gpu,
    Cpu,
}

pub(super) struct RunArgs {
    pub(super) file: String,
    pub(super) mode: EagerMode,
    pub(super) backend: BackendChoice,
    pub(super) chip: ChipId,
    pub(super) report: bool,
    pub(super) report_json: Option<String>,
    pub(super) trace: Option<String>,
    /// `--trace-format chrome`: the trace in Chrome's Trace Event format (Perfetto), not the events.
    pub(super) chrome_trace: bool,
    pub(super) time_limit: Option<Duration>,
    /// The host memory budget in bytes: Python objects and CPU tensors, all the process allocates.
    pub(super) memory_limit: usize,
    pub(super) topology: Option<Topology>,
    pub(super) algorithm: Option<Algorithm>,
    /// The compile cache's persistent tier: `--compile-cache DIR`, else `TORCH_TPU_CACHE_DIR`.
    pub(super) compile_cache: Option<std::path::PathBuf>,
}

pub(super) fn parse_run(mut parser: lexopt::Parser) -> Result<RunArgs, String> {
    use lexopt::prelude::*;
    let mut file = None;
    // TorchTPU selects the mode from the environment; flags override it.
    let mut mode = if std::env::var("TORCH_TPU_LAUNCH_BLOCKING").as_deref() == Ok("1") {
        EagerMode::Debug
    } else if std::env::var("TORCH_TPU_DEFER_AND_FUSE").as_deref() == Ok("1") {
        EagerMode::Fused
    } else {
        EagerMode::Strict
    };
    let mut backend = BackendChoice::Auto;
    let mut chip = ChipId::V5e;
    let mut report = false;
    let mut report_json = None;
    let mut trace = None;
    let mut chrome_trace = false;
    let mut time_limit = None;
    let mut memory_limit = default_memory_limit();
    let mut topology = None;
    let mut algorithm = None;
    let mut compile_cache = std::env::var_os("TORCH_TPU_CACHE_DIR")
        .filter(|v| !v.is_empty())
        .map(std::path::PathBuf::from);
    while let Some(arg) = parser.next().map_err(|e| e.to_string())? {
        match arg {
            Long("mode") => {
                let v: String = parser
                    .value()
                    .map_err(|e| e.to_string())?
                    .string()
                    .map_err(|e| e.to_string())?;
                mode = EagerMode::parse(&v).ok_or(format!(
                    "unknown mode '{v}' (debug, strict, fused, compiled)"
                ))?;
            }
            Long("backend") => {
                let v: String = parser
                    .value()
                    .map_err(|e| e.to_string())?
                    .string()
                    .map_err(|e| e.to_string())?;
                backend = match v.as_str() {
                    "auto" => BackendChoice::Auto,
                    "gpu" => BackendChoice::Gpu,
                    "cpu" => BackendChoice::Cpu,
                    _ => return Err(format!("unknown backend '{v}' (auto, gpu, cpu)")),
                };
            }
            Long("chip") => {
                let v: String = parser
                    .value()
                    .map_err(|e| e.to_string())?
                    .string()
                    .map_err(|e| e.to_string())?;
                chip = v
                    .parse()
                    .map_err(|_| format!("unknown chip '{v}' (v4, v5e, v5p, v6e)"))?;
            }
            Long("report") => report = true,
            Long("report-json") => {
                report_json = Some(
                    parser
                        .value()
                        .map_err(|e| e.to_string())?
                        .string()
                        .map_err(|e| e.to_string())?,
                )
            }
            Long("trace") => {
                trace = Some(
                    parser
                        .value()
                        .map_err(|e| e.to_string())?
                        .string()
                        .map_err(|e| e.to_string())?,
                )
            }
            Long("trace-format") => {
                let v: String = parser
                    .value()
                    .map_err(|e| e.to_string())?
                    .string()
                    .map_err(|e| e.to_string())?;
                chrome_trace = match v.as_str() {
                    "events" => false,
                    "chrome" => true,
                    _ => return Err(format!("unknown trace format '{v}' (events, chrome)")),
                };
            }
            Long("time-limit") => {
                let v: String = parser
                    .value()
                    .map_err(|e| e.to_string())?
                    .string()
                    .map_err(|e| e.to_string())?;
                let secs: f64 = v
                    .parse()
                    .map_err(|_| format!("--time-limit wants seconds, got '{v}'"))?;
                if !(secs > 0.0 && secs.is_finite()) {
                    return Err(format!(
                        "--time-limit wants a positive number of seconds, got '{v}'"
                    ));
                }
                // A limit the clock cannot hold (`1e20` overflows a Duration, `1e19` an Instant)
                // is a usage error, not a panic.
                let limit = Duration::try_from_secs_f64(secs)
                    .ok()
                    .filter(|d| Instant::now().checked_add(*d).is_some())
                    .ok_or_else(|| {
                        format!("--time-limit {v} is more seconds than the clock can count")
                    })?;
                time_limit = Some(limit);
            }
            Long("memory-limit") => {
                let v: String = parser
                    .value()
                    .map_err(|e| e.to_string())?
                    .string()
                    .map_err(|e| e.to_string())?;
                memory_limit = parse_size(&v).ok_or_else(|| {
                    format!("--memory-limit wants a size such as 512M or 2G, got '{v}'")
                })?;
            }
            Long("topology") => {
                let v: String = parser
                    .value()
                    .map_err(|e| e.to_string())?
                    .string()
                    .map_err(|e| e.to_string())?;
                topology = Some(Topology::parse(&v).map_err(|e| format!("--topology: {e}"))?);
            }
            Long("compile-cache") => {
                compile_cache = Some(parser.value().map_err(|e| e.to_string())?.into());
            }
            Long("algorithm") => {
                let v: String = parser
                    .value()
                    .map_err(|e| e.to_string())?
                    .string()
                    .map_err(|e| e.to_string())?;
                algorithm = Some(Algorithm::parse(&v).ok_or(format!(
                    "unknown algorithm '{v}' (ring, bidirectional_ring, dim_ordered, dim_ordered_unidirectional, rotated)"
                ))?);
            }
            Value(v) if file.is_none() => file = Some(v.string().map_err(|e| e.to_string())?),
            other => return Err(other.unexpected().to_string()),
        }
    }
    // An option that would change nothing is refused, not silently ignored.
    if algorithm.is_some() && topology.is_none() {
        return Err(
            "--algorithm applies only to a run on several chips: give --topology too".into(),
        );
    }
    Ok(RunArgs {
        file: file.ok_or("missing FILE")?,
        mode,
        backend,
        chip,
        report,
        report_json,
        trace,
        chrome_trace,
        time_limit,
        memory_limit,
        topology,
        algorithm,
        compile_cache,
    })
}

/// `4096`, `64K`, `512M`, `2G` (powers of 1024; a trailing `B` or `iB` allowed): a positive byte count.
fn parse_size(v: &str) -> Option<usize> {
    let t = v.trim();
    let t = t
        .strip_suffix("iB")
        .or_else(|| t.strip_suffix('B'))
        .unwrap_or(t);
    let (digits, shift) = match t.char_indices().last()? {
        (i, 'K' | 'k') => (&t[..i], 10),
        (i, 'M' | 'm') => (&t[..i], 20),
        (i, 'G' | 'g') => (&t[..i], 30),
        (i, 'T' | 't') => (&t[..i], 40),
        _ => (t, 0),
    };
    let n: usize = digits.parse().ok()?;
    n.checked_mul(1usize << shift).filter(|&b| b > 0)
}

/// 4 GiB, or half the machine's RAM where that is less (Linux's /proc/meminfo).
fn default_memory_limit() -> usize {
    let cap = 4usize << 30;
    let total = std::fs::read_to_string("/proc/meminfo").ok().and_then(|m| {
        let line = m.lines().find(|l| l.starts_with("MemTotal:"))?;
        let kib: usize = line.split_whitespace().nth(1)?.parse().ok()?;
        kib.checked_mul(1024)
    });
    total.map_or(cap, |t| cap.min(t / 2))
}

pub(super) fn make_backend(choice: &BackendChoice) -> Result<Box<dyn Backend>, String> {
    match choice {
        BackendChoice::Cpu => Ok(Box::new(CpuBackend::new(None))),
        BackendChoice::Gpu => pollster::block_on(GpuBackend::new())
            .map(|g| Box::new(g) as Box<dyn Backend>)
            .map_err(|e| format!("--backend gpu: {e}")),
        BackendChoice::Auto => Ok(match pollster::block_on(GpuBackend::new()) {
            // A software adapter (lavapipe) runs the same kernels slower than the CPU path.
            Ok(g) if g.is_software() => Box::new(CpuBackend::new(Some(format!(
                "the GPU adapter is a software renderer ({}); --backend gpu uses it anyway",
                g.info().adapter
            )))),
            Ok(g) => Box::new(g),
            Err(why) => Box::new(CpuBackend::new(Some(why))),
        }),
    }
}
