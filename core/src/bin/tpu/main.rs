//! `tpu`: the playground's core on the command line.
//!
//! `tpu run FILE` prints the program's stdout to stdout and a CPython-style traceback to stderr; exit
//! status 0 on success, 1 on a program error, 2 on bad arguments, 70 on an internal error (a panic:
//! a bug in the playground, reported with what to send; 70 is sysexits' EX_SOFTWARE, apart from
//! Rust's own 101 so scripts can tell our report from an unhandled abort).
//!
//! Here: `run` and the dispatch to subcommands. `args` parses `tpu run`'s arguments, `alloc` is
//! the counting global allocator.

use std::process::ExitCode;
use std::time::Instant;

use tpu_core::cli::Failure;
use tpu_core::runtime::RunConfig;
use tpu_core::script::source_encoding::DecodeError;
use tpu_core::spmd::{SpmdConfig, World};

mod alloc;
mod args;

use args::{make_backend, parse_run, BackendChoice, RunArgs, USAGE};

fn run(args: RunArgs) -> ExitCode {
    let bytes = match std::fs::read(&args.file) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("tpu: can't open file '{}': {e}", args.file);
            return ExitCode::from(2);
        }
    };
    // As CPython reads a file (PEP 263); its SyntaxError here comes with no `File` line.
    let source = match tpu_core::script::source_encoding::decode(&bytes, &args.file) {
        Ok(s) => s,
        Err(DecodeError::Syntax(m)) => {
            eprintln!("SyntaxError: {m}");
            return ExitCode::from(1);
        }
        Err(DecodeError::Unsupported(m)) => {
            eprintln!("tpu: can't read '{}': {m}", args.file);
            return ExitCode::from(1);
        }
    };
    // Fail on a bad backend choice before compiling; every process then gets its own backend.
    if let Err(e) = make_backend(&args.backend) {
        eprintln!("tpu: {e}");
        return ExitCode::from(2);
    }
    let config = SpmdConfig {
        run: RunConfig {
            mode: args.mode,
            chip: args.chip,
            files: Some(tpu_lang::files::Files(std::rc::Rc::new(
                tpu_core::cli::files::DiskFiles,
            ))),
            // No instruction budget, as `python3` has none: a correct program that runs long
            // (pyperformance's scimark executes over 200 million instructions) runs to its end;
            // `--time-limit` or Ctrl-C stops an endless loop. The page keeps the budget beside
            // its Stop button.
            step_limit: u64::MAX,
            ..RunConfig::default()
        },
        topology: args.topology.clone(),
        algorithm: args.algorithm,
    };
    let choice = args.backend;
    CONTEXT.with(|c| {
        *c.borrow_mut() = format!(
            "run {}, mode {:?}, backend {}, chip {}",
            args.file,
            args.mode,
            match args.backend {
                BackendChoice::Auto => "auto",
                BackendChoice::Gpu => "gpu",
                BackendChoice::Cpu => "cpu",
            },
            args.chip.short()
        )
    });
    // A hidden switch for the CLI tests: panic between two slices of a run, through the core's own
    // run loop, so the internal-error path is exercised as a real bug would reach it.
    let inject_panic = std::env::var_os("TPU_DEBUG_PANIC").is_some();
    let started = Instant::now();
    // Never dropped: the process ends with this run, and freeing its objects one by one (80 ms for
    // a list of 10^7 items) would only delay the exit, past a time limit's deadline among others.
    // Nothing is kept only in memory (the compile cache's store writes as it goes).
    let mut world = match World::new(&source, config, Box::new(move || make_backend(&choice))) {
        Ok(w) => std::mem::ManuallyDrop::new(w),
        Err(e) => {
            eprint!("{}", e.render(&source));
            return ExitCode::from(1);
        }
    };
    if let Some(dir) = &args.compile_cache {
        world.set_compile_cache(tpu_core::fusion::persist::PersistentTier::open(Box::new(
            tpu_core::fusion::persist::DirStore { dir: dir.clone() },
        )));
    }
    world.stream_stdout(Box::new(stdout_sink()));
    // What the program writes to `sys.stderr` goes to this process's stderr (unbuffered, as
    // CPython's).
    tpu_core::script::native::set_stderr(Some(Box::new(|text: &str| {
        use std::io::Write;
        let _ = std::io::stderr().lock().write_all(text.as_bytes());
    })));
    // `input()` reads this process's stdin, a line at a time.
    tpu_core::script::native::set_stdin(Some(Box::new(|| {
        let mut line = String::new();
        match std::io::stdin().read_line(&mut line) {
            Ok(0) | Err(_) => None,
            Ok(_) => Some(line),
        }
    })));
    let deadline = args.time_limit.and_then(|d| started.checked_add(d));
    // Natives and the VM check both between instructions and inside long loops.
    tpu_core::limits::set_deadline(deadline);
    tpu_core::limits::set_host_budget(args.memory_limit);
    let result = world.run_blocking(|| {
        if inject_panic {
            panic!("TPU_DEBUG_PANIC is set: a deliberate panic to test the internal-error report");
        }
        deadline.is_none_or(|d| Instant::now() < d)
    });
    {
        use std::io::Write;
        flush_piped();
        let mut stdout = std::io::stdout().lock();
        let _ = stdout.write_all(world.stdout_as_printed().as_bytes());
        let _ = stdout.flush();
    }
    let wall = started.elapsed().as_secs_f64();
    let ok = matches!(result, Ok(()))
        || result
            .as_ref()
            .err()
            .and_then(|e| e.system_exit())
            .is_some_and(|(s, _)| s == 0);
    let code = match &result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.system_exit().is_some() => {
            // As CPython: no traceback; the code's text on stderr when it is not an int.
            let (status, text) = e.system_exit().unwrap_or((1, None));
            if let Some(text) = text {
                eprintln!("{text}");
            }
            ExitCode::from(status)
        }
        Err(e) => {
            // As torchrun shows a failed rank: its traceback with every line marked `[rankN]:`.
            let from_rank = world
                .failures()
                .iter()
                .find(|(_, f)| f.message == e.message && f.kind == e.kind)
                .and_then(|(r, _)| *r)
                .filter(|_| args.topology.is_some());
            // The ranks a failed rank left waiting, before its traceback (whose last line stays
            // the error, as CPython's does).
            if let Some(note) = world.stranded() {
                eprintln!("tpu: {note}");
            }
            let text = e.render(&source);
            match from_rank {
                Some(r) => text.lines().for_each(|l| eprintln!("[rank{r}]: {l}")),
                None => eprint!("{text}"),
            }
            // An uncaught KeyboardInterrupt: 130 (128 + SIGINT), as a shell sees CPython end.
            ExitCode::from(if e.derives_from("KeyboardInterrupt") {
                130
            } else {
                1
            })
        }
    };
    // The store unavailable or entries discarded: the run went on; say so in one line each.
    for notice in world.compile_cache_notices() {
        eprintln!("tpu: {notice}");
    }
    let ici = world.report();
    let Some((_, first)) = world.sessions().next() else {
        return code;
    };
    let report = first.report();
    if args.report {
        eprintln!(
            "tpu report: mode {:?}, backend {}, chip {}, {} ops, {} kernel launches, {} syncs, {} bytes read, {} bytes written, {} MXU cycles, {} SparseCore cycles, peak HBM {} ({} in tensors), modelled {:.3e} s on the chip, wall {:.3} s (this machine)",
            report.mode, report.backend, report.chip.short(), report.ops_dispatched, report.kernel_launches, report.syncs,
            report.hbm_bytes_read, report.hbm_bytes_written, report.mxu_cycles, report.sparsecore_cycles,
            tpu_core::device::hbm::format_size(report.peak_hbm_bytes),
            tpu_core::device::hbm::format_size(report.peak_hbm_allocated_bytes),
            report.modelled_time_s, wall
        );
        if report.matmuls > 0 {
            eprintln!(
                "tpu mxu: {} matmuls, {} multiply-accumulates in {} PE-cycles offered: {:.1}% of the MXUs used",
                report.matmuls, report.mxu_macs, report.mxu_pe_cycles,
                100.0 * report.mxu_macs as f64 / report.mxu_pe_cycles.max(1) as f64
            );
            for m in tpu_core::trace::distinct_matmuls(first.trace().events()) {
                eprintln!("  {}", m.describe());
            }
        }
        if let Some(topology) = &ici.topology {
            let total: u64 = ici.links.iter().map(|l| l.bytes).sum();
            eprintln!(
                "tpu ici: topology {topology}, {} ranks, {} collectives, {total} bytes over {} directed links, modelled {:.3e} s on the links (the figures above are the first process's)",
                ici.ranks, ici.collectives, ici.links.len(), ici.ici_modelled_s
            );
            for l in &ici.links {
                let dir = if l.dir == tpu_core::ici::Dir::Plus {
                    '+'
                } else {
                    '-'
                };
                eprintln!(
                    "  link {} -> {} (dim {} {dir}): {} bytes",
                    l.src, l.dst, l.dim, l.bytes
                );
            }
        }
        if let Some(f) = &report.fusion {
            eprintln!(
                "tpu report (fused): {} graphs, {} ops recorded, {} eliminated, {} fused kernels, compile cache {} hits / {} misses ({} entries, {} evicted)",
                f.graphs, f.ops_recorded, f.ops_eliminated, f.fused_kernels, f.cache_hits, f.cache_misses, f.cache_entries, f.cache_evictions
            );
            if f.gpu_pipelines > 0 {
                eprintln!(
                    "tpu report (GPU pipelines of generated kernels): {} kept, {} evicted",
                    f.gpu_pipelines, f.gpu_pipeline_evictions
                );
            }
            let c = &f.compiled;
            if c.calls > 0 {
                eprintln!(
                    "tpu report (torch.compile): {} calls, {} compiles, {} guard hits, {} graph breaks",
                    c.calls, c.compiles, c.cache_hits, c.graph_breaks
                );
            }
        }
    }
    let mut unwritten = false;
    if let Some(path) = &args.report_json {
        let mut v = serde_json::to_value(&report).unwrap_or_default();
        v["wall_time_s"] = serde_json::json!(wall);
        if ici.topology.is_some() {
            v["ici"] = serde_json::to_value(&ici).unwrap_or_default();
        }
        if let Err(e) = std::fs::write(path, v.to_string()) {
            eprintln!("tpu: can't write the report to '{path}': {e}");
            unwritten = true;
        }
    }
    if let (Some(path), true) = (&args.trace, args.chrome_trace) {
        // Chrome's format: one pid per process, named by its rank.
        let several = world.sessions().count() > 1;
        let processes = world
            .sessions()
            .map(|(rank, s)| {
                let label = match rank {
                    Some(r) if several => format!("rank {r} (modelled)"),
                    None if several => "launcher (modelled)".to_string(),
                    _ => "TPU Playground (modelled)".to_string(),
                };
                // The launcher is pid 0, rank r is pid r + 1.
                let pid = rank.map_or(0, |r| r + 1);
                tpu_core::trace::chrome::process_events(pid, &label, args.mode, s.trace().events())
            })
            .collect();
        let doc = tpu_core::trace::chrome::document(processes);
        if let Err(e) = std::fs::write(path, doc.to_string()) {
            eprintln!("tpu: can't write the trace to '{path}': {e}");
            unwritten = true;
        }
    } else if let Some(path) = &args.trace {
        // One process: its trace as before. Several: one trace per process, parent first.
        let docs: Vec<_> = world
            .sessions()
            .map(|(rank, s)| {
                let events: Vec<_> = s.trace().events().collect();
                serde_json::json!({ "rank": rank, "dropped": s.trace().dropped, "events": events })
            })
            .collect();
        let doc = if docs.len() == 1 {
            let mut d = docs.into_iter().next().unwrap_or_default();
            if let Some(o) = d.as_object_mut() {
                o.remove("rank");
            }
            d
        } else {
            serde_json::json!({ "processes": docs })
        };
        if let Err(e) = std::fs::write(path, doc.to_string()) {
            eprintln!("tpu: can't write the trace to '{path}': {e}");
            unwritten = true;
        }
    }
    // An output asked for and not written is a failure, unless the program's own status says so already.
    if unwritten && ok {
        return ExitCode::from(1);
    }
    code
}

/// A subcommand whose module parses its own arguments: its text on stdout, or its failure's message
/// (after `tpu NAME: `, which the module does not write) and status: 2 on bad arguments, 1 on an
/// output it could not write.
fn subcommand(name: &str, cli: impl Fn(&[String]) -> Result<String, Failure>) -> ExitCode {
    let rest: Vec<String> = std::env::args().skip(2).collect();
    match cli(&rest) {
        Ok(out) => {
            println!("{}", out.trim_end());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("tpu {name}: {}", e.message());
            ExitCode::from(e.status())
        }
    }
}

/// The program's output on its way to a pipe or file: block-buffered, as CPython's, flushed when the
/// run ends and by the panic hook, so an internal error loses nothing already printed.
static PIPED: std::sync::Mutex<Option<std::io::BufWriter<std::io::Stdout>>> =
    std::sync::Mutex::new(None);

/// Where a lone process's prints go as it prints them: to a terminal at once (Rust's stdout is
/// line-buffered, as CPython's is on a terminal), to a pipe through [`PIPED`].
fn stdout_sink() -> impl FnMut(&str) {
    use std::io::{IsTerminal, Write};
    let terminal = std::io::stdout().is_terminal();
    move |text| {
        if terminal {
            let _ = std::io::stdout().lock().write_all(text.as_bytes());
        } else if let Ok(mut piped) = PIPED.lock() {
            let out = piped.get_or_insert_with(|| {
                std::io::BufWriter::with_capacity(64 << 10, std::io::stdout())
            });
            let _ = out.write_all(text.as_bytes());
        }
    }
}

/// Writes out what [`PIPED`] holds (without waiting for a lock a panicking thread may hold).
fn flush_piped() {
    use std::io::Write;
    if let Ok(mut piped) = PIPED.try_lock() {
        if let Some(out) = piped.as_mut() {
            let _ = out.flush();
        }
    }
}

/// Exit status of an internal error (sysexits.h `EX_SOFTWARE`).
const INTERNAL_ERROR: u8 = 70;

thread_local! {
    /// What the run is, for the internal-error report (file, mode, backend, chip).
    static CONTEXT: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
}

/// Replaces Rust's panic message with an internal-error report: the panic's message and place, the
/// run's settings, and what to send. `main` catches the unwind and exits with [`INTERNAL_ERROR`].
fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        // What the program printed before the bug comes first, as it would have.
        flush_piped();
        let what = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a panic with no message".into());
        let at = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        let context = CONTEXT
            .try_with(|c| c.try_borrow().map(|c| c.clone()).unwrap_or_default())
            .unwrap_or_default();
        eprintln!(
            "tpu: internal error: {what}{at}\n\
             This is a bug in the playground, not in your program. Please report this, with the program and \
             this message (tpu {}{}).",
            env!("CARGO_PKG_VERSION"),
            if context.is_empty() { String::new() } else { format!(", {context}") }
        );
    }));
}

fn main() -> ExitCode {
    install_panic_hook();
    match std::panic::catch_unwind(cli) {
        Ok(code) => code,
        Err(_) => ExitCode::from(INTERNAL_ERROR),
    }
}

fn cli() -> ExitCode {
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
        "collective" => subcommand("collective", |a| {
            tpu_core::cli::collective::cli(a).map_err(Failure::Usage)
        }),
        "mxu" => subcommand("mxu", tpu_core::cli::mxu::cli),
        "calibrate" => subcommand("calibrate", |a| {
            tpu_core::cli::calibrate::cli(a).map_err(Failure::Usage)
        }),
        "bench" => subcommand("bench", |a| tpu_core::bench::cli(a).map_err(Failure::Usage)),
        other => {
            eprintln!("tpu: unknown command '{other}'\n{USAGE}");
            ExitCode::from(2)
        }
    }
}
