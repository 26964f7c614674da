//! `tpu`: the playground's core on the command line.
//!
//! `tpu run FILE` prints the program's stdout to stdout and a CPython-style traceback to stderr; exit
//! status 0 on success, 1 on a program error, 2 on bad arguments.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use tpu_core::chip::ChipId;
use tpu_core::device::{Backend, CpuBackend, GpuBackend};
use tpu_core::dispatch::EagerMode;
use tpu_core::runtime::{RunConfig, Session};

const USAGE: &str = "usage:
  tpu run FILE [--mode strict|debug|fused] [--backend auto|gpu|cpu] [--chip v4|v5e|v5p|v6e] [--report] [--report-json FILE]
               [--trace FILE] [--time-limit SECONDS]
  tpu collective all_reduce|reduce_scatter|all_gather|all_to_all --topology 4x4x4 --bytes N
               [--algorithm ring|bidirectional_ring|dim_ordered|dim_ordered_unidirectional|rotated|direct]
               [--link-bandwidth B] [--latency S] [--json]
  tpu mxu M K N [--array 8] [--dataflow ws|os|is] [--mode scalesim|tpu] [--json] [--frames out.json]
  tpu bench matmul [--sizes 64,256,512] [--seconds 0.3] [--json]
  tpu bench fused [--backend cpu|gpu] [--json]
  tpu --version";

enum BackendChoice {
    Auto,
    Gpu,
    Cpu,
}

struct RunArgs {
    file: String,
    mode: EagerMode,
    backend: BackendChoice,
    chip: ChipId,
    report: bool,
    report_json: Option<String>,
    trace: Option<String>,
    time_limit: Option<Duration>,
}

fn parse_run(mut parser: lexopt::Parser) -> Result<RunArgs, String> {
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
    let mut time_limit = None;
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
                time_limit = Some(Duration::from_secs_f64(secs));
            }
            Value(v) if file.is_none() => file = Some(v.string().map_err(|e| e.to_string())?),
            other => return Err(other.unexpected().to_string()),
        }
    }
    if mode == EagerMode::Compiled {
        return Err(format!(
            "mode '{}' is not available yet: the playground runs strict, debug and fused modes today",
            format!("{mode:?}").to_lowercase()
        ));
    }
    Ok(RunArgs {
        file: file.ok_or("tpu run: missing FILE")?,
        mode,
        backend,
        chip,
        report,
        report_json,
        trace,
        time_limit,
    })
}

fn make_backend(choice: &BackendChoice) -> Result<Box<dyn Backend>, String> {
    match choice {
        BackendChoice::Cpu => Ok(Box::new(CpuBackend::new(None))),
        BackendChoice::Gpu => pollster::block_on(GpuBackend::new())
            .map(|g| Box::new(g) as Box<dyn Backend>)
            .map_err(|e| format!("--backend gpu: {e}")),
        BackendChoice::Auto => Ok(match pollster::block_on(GpuBackend::new()) {
            Ok(g) => Box::new(g),
            Err(why) => Box::new(CpuBackend::new(Some(why))),
        }),
    }
}

fn run(args: RunArgs) -> ExitCode {
    let source = match std::fs::read_to_string(&args.file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("tpu: can't open file '{}': {e}", args.file);
            return ExitCode::from(2);
        }
    };
    let backend = match make_backend(&args.backend) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("tpu: {e}");
            return ExitCode::from(2);
        }
    };
    let config = RunConfig {
        mode: args.mode,
        chip: args.chip,
        ..RunConfig::default()
    };
    let started = Instant::now();
    let mut session = match Session::new(&source, backend, &config) {
        Ok(s) => s,
        Err(e) => {
            eprint!("{}", e.render(&source));
            return ExitCode::from(1);
        }
    };
    let deadline = args.time_limit.map(|d| started + d);
    let printed = |s: &mut Session| {
        use std::io::Write;
        let out = s.take_stdout();
        let mut stdout = std::io::stdout().lock();
        let _ = stdout.write_all(out.as_bytes());
        let _ = stdout.flush();
    };
    let result = session.run_blocking(|| deadline.is_none_or(|d| Instant::now() < d));
    printed(&mut session);
    let wall = started.elapsed().as_secs_f64();
    let code = match &result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprint!("{}", e.render(&source));
            ExitCode::from(1)
        }
    };
    let report = session.report();
    if args.report {
        eprintln!(
            "tpu report: mode {:?}, backend {}, chip {}, {} ops, {} kernel launches, {} syncs, {} bytes read, {} bytes written, {} MXU cycles, modelled {:.3e} s on the chip, wall {:.3} s (this machine)",
            report.mode, report.backend, report.chip.short(), report.ops_dispatched, report.kernel_launches, report.syncs,
            report.hbm_bytes_read, report.hbm_bytes_written, report.mxu_cycles, report.modelled_time_s, wall
        );
        if let Some(f) = &report.fusion {
            eprintln!(
                "tpu report (fused): {} graphs, {} ops recorded, {} eliminated, {} fused kernels, compile cache {} hits / {} misses",
                f.graphs, f.ops_recorded, f.ops_eliminated, f.fused_kernels, f.cache_hits, f.cache_misses
            );
        }
    }
    if let Some(path) = &args.report_json {
        let mut v = serde_json::to_value(&report).unwrap_or_default();
        v["wall_time_s"] = serde_json::json!(wall);
        if let Err(e) = std::fs::write(path, v.to_string()) {
            eprintln!("tpu: can't write '{path}': {e}");
        }
    }
    if let Some(path) = &args.trace {
        let events: Vec<_> = session.trace().events().collect();
        let doc = serde_json::json!({ "dropped": session.trace().dropped, "events": events });
        if let Err(e) = std::fs::write(path, doc.to_string()) {
            eprintln!("tpu: can't write '{path}': {e}");
        }
    }
    code
}

/// A subcommand whose module parses its own arguments: its text on stdout, or status 2 on bad arguments.
fn subcommand(name: &str, cli: fn(&[String]) -> Result<String, String>) -> ExitCode {
    let rest: Vec<String> = std::env::args().skip(2).collect();
    match cli(&rest) {
        Ok(out) => {
            println!("{}", out.trim_end());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("tpu {name}: {e}");
            ExitCode::from(2)
        }
    }
}

fn main() -> ExitCode {
    let mut parser = lexopt::Parser::from_env();
    let cmd = match parser.next() {
        Ok(Some(lexopt::Arg::Value(v))) => v.to_string_lossy().into_owned(),
        Ok(Some(lexopt::Arg::Long("version"))) => {
            println!("tpu {}", env!("CARGO_PKG_VERSION"));
            return ExitCode::SUCCESS;
        }
        Ok(Some(lexopt::Arg::Long("help"))) | Ok(Some(lexopt::Arg::Short('h'))) => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    match cmd.as_str() {
        "run" => match parse_run(parser) {
            Ok(args) => run(args),
            Err(e) => {
                eprintln!("tpu run: {e}\n{USAGE}");
                ExitCode::from(2)
            }
        },
        "collective" => subcommand("collective", tpu_core::ici::cli::cli),
        "mxu" => subcommand("mxu", tpu_core::mxu::cli),
        "bench" => subcommand("bench", tpu_core::bench::cli),
        other => {
            eprintln!("tpu: unknown command '{other}'\n{USAGE}");
            ExitCode::from(2)
        }
    }
}
