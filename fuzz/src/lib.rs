//! What the fuzz targets share: running a program under small budgets and judging how it ended.
//! A program may print, raise any Python error, or run out of its budget; it may never panic (the
//! fuzzer catches that itself) or end in an internal error (asserted here).

use std::time::{Duration, Instant};

use tpu_core::device::CpuBackend;
use tpu_core::runtime::{Progress, RunConfig, Session};

/// Host memory an input may hold (objects and tensors), as `tpu run --memory-limit`: past it the
/// program gets a MemoryError, well inside libFuzzer's `-rss_limit_mb` (4 GiB in scripts/fuzz.sh),
/// so a program that grows (the hostile suite's sixty big lists) is a Python error, not an OOM.
pub const HOST_BUDGET: usize = 1 << 30;

/// The platform allocator, counted into `HOST_BYTES` as the `tpu` binary's is, so the budget holds.
#[global_allocator]
static ALLOCATOR: tpu_core::limits::CountingSystem = tpu_core::limits::CountingSystem;

/// Instructions per input: enough for the example programs' loops to get going, small enough to
/// keep thousands of inputs a minute.
pub const STEPS: u64 = 20_000;

/// Wall time per input. One instruction can be a whole op over 2^28 elements (legal), so the VM's
/// step budget alone does not bound time; past this the input counts as done, not as a finding
/// (the per-op budget bounds any one op; libFuzzer's own -timeout catches a real hang).
pub const WALL: Duration = Duration::from_secs(2);

/// Runs `source` on the CPU backend in strict mode (and, when `fused`, in fused mode) and panics
/// if it ends in an internal error.
pub fn run(source: &str, fused: bool) {
    // Replaying a finding (`FUZZ_SHOW=1 cargo +nightly fuzz run -s none <target> <file>`) shows
    // the program the bytes became, since a panic's message alone does not.
    if std::env::var_os("FUZZ_SHOW").is_some() {
        eprintln!("--- program ({}) ---\n{source}\n---", if fused { "fused" } else { "strict" });
    }
    let mode = if fused {
        tpu_core::dispatch::EagerMode::Fused
    } else {
        tpu_core::dispatch::EagerMode::Strict
    };
    let config = RunConfig {
        mode,
        step_limit: STEPS,
        ..RunConfig::default()
    };
    let mut session = match Session::new(source, Box::new(CpuBackend::new(None)), &config) {
        Ok(s) => s,
        Err(e) => return check(&e, source),
    };
    let start = Instant::now();
    // The deadline reaches inside long native calls (a sort of 10^7 items is one instruction), as
    // `tpu run --time-limit` does; a program stopped by it ends in the CLI's TimeoutError.
    tpu_core::limits::set_deadline(Some(start + WALL));
    tpu_core::limits::set_host_budget(HOST_BUDGET);
    let ended = loop {
        match session.step(500) {
            Progress::Done => break None,
            Progress::Failed(e) => break Some(e),
            Progress::NeedsValue => {
                if let Err(e) = session.wait_reads() {
                    break Some(e);
                }
            }
            Progress::Running => {}
        }
        if start.elapsed() > WALL {
            break None;
        }
    };
    tpu_core::limits::set_deadline(None);
    if let Some(e) = ended {
        check(&e, source);
    }
}

/// Instructions for [`output`]'s programs: a library call per input (`json.loads` of a few
/// kilobytes in the library's Python) needs more than [`STEPS`].
pub const OUTPUT_STEPS: u64 = 2_000_000;

/// Runs `source` (strict mode, CPU) to the end and returns what it printed, or the first line of
/// the Python error it ended in (`ZeroDivisionError: ...`); panics on an internal error, as [`run`]
/// does. For the targets that compare a program's answer with a reference.
pub fn output(source: &str) -> Result<String, String> {
    if std::env::var_os("FUZZ_SHOW").is_some() {
        eprintln!("--- program ---\n{source}\n---");
    }
    let config = RunConfig {
        step_limit: OUTPUT_STEPS,
        ..RunConfig::default()
    };
    let mut session = Session::new(source, Box::new(CpuBackend::new(None)), &config)
        .map_err(|e| {
            check(&e, source);
            e.header()
        })?;
    tpu_core::limits::set_deadline(Some(Instant::now() + WALL));
    tpu_core::limits::set_host_budget(HOST_BUDGET);
    let ended = loop {
        match session.step(5_000) {
            Progress::Done => break Ok(()),
            Progress::Failed(e) => break Err(e),
            Progress::NeedsValue => {
                if let Err(e) = session.wait_reads() {
                    break Err(e);
                }
            }
            Progress::Running => {}
        }
    };
    tpu_core::limits::set_deadline(None);
    let printed = session.take_stdout();
    match ended {
        Ok(()) => Ok(printed),
        Err(e) => {
            check(&e, source);
            Err(e.header())
        }
    }
}

/// Panics when the run ended in one of the engine's own internal errors. A program whose text
/// holds the phrase itself (a mutated corpus program can raise any message) is not judged by it.
fn check(e: &tpu_core::script::PyErr, source: &str) {
    assert!(
        !e.message.contains("internal error") || source.contains("internal error"),
        "internal error: {}\n--- program ---\n{source}",
        e.message
    );
}

/// Reads bytes as choices: each call takes one byte (0 when the input is used up).
pub struct Bytes<'a>(pub &'a [u8]);

impl Bytes<'_> {
    pub fn byte(&mut self) -> u8 {
        match self.0.split_first() {
            Some((b, rest)) => {
                self.0 = rest;
                *b
            }
            None => 0,
        }
    }

    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            self.byte() as usize % n
        }
    }

    pub fn pick<'s, T>(&mut self, items: &'s [T]) -> &'s T {
        &items[self.below(items.len())]
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}
