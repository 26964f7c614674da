//! Hostile programs never crash the emulator: seeded mutations of every program we have (the
//! examples, the oracle's programs, the golden programs) run under a step budget, and each must end
//! as output or as a Python error, never as a panic and never as an internal error. A short,
//! deterministic stand-in for the cargo-fuzz targets in `fuzz/`, so CI checks it on every change.

use crate::common;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;

use std::time::{Duration, Instant};

use tpu_core::runtime::{Progress, RunConfig, Session};
use tpu_core::script::PyErr;

/// Wall time per mutant: a mutant that makes a huge tensor legally (under the HBM and element
/// limits) stops with the CLI's TimeoutError rather than stalling the suite.
const TIME_LIMIT: Duration = Duration::from_secs(3);

/// Runs `src` to the end or to its time limit; the error it raised, if any.
fn run_limited(src: &str, config: &RunConfig) -> Option<PyErr> {
    let mut session = match Session::new(src, common::cpu(), config) {
        Ok(s) => s,
        Err(e) => return Some(e),
    };
    // Small slices, so the limit is checked often (a slice of one instruction may still be slow:
    // an op over a hundred million elements).
    let start = Instant::now();
    loop {
        match session.step(200) {
            Progress::Done => return None,
            Progress::Failed(e) => return Some(e),
            Progress::NeedsValue => {
                if let Err(e) = session.wait_reads() {
                    return Some(e);
                }
            }
            Progress::Running => {}
        }
        if start.elapsed() > TIME_LIMIT {
            return Some(PyErr::new(
                "TimeoutError",
                "stopped by the suite's time limit",
            ));
        }
    }
}

/// xorshift64*: a tiny seeded generator, so every run tries the same mutants.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Fragments a mutation may splice in: tokens that stress the parser, the VM and the tensor ops.
const FRAGMENTS: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    ":",
    ",",
    "**",
    "@",
    "-1",
    "0",
    "1e308",
    "10**30",
    "None",
    "lambda x: x",
    "\n",
    "    ",
    "\t",
    "'",
    "\"",
    "f'{",
    "}",
    "...",
    "yield",
    "return",
    "global x",
    "del x",
    ".view(-1, 7)",
    ".T",
    ".sum(dim=5)",
    "[::0]",
    "[None, ..., None]",
    ".item()",
    ".backward()",
    "torch.zeros(0)",
    "torch.ones(3, 0)",
    "float('nan')",
    "2**63",
    "not ",
    "is ",
    "await ",
    "class C(C): pass\n",
    "def f(*a, **k): return f(*a, **k)\n",
    "while x: pass\n",
];

fn mutate(src: &str, rng: &mut Rng) -> String {
    let lines: Vec<&str> = src.lines().collect();
    match rng.below(6) {
        // Drop a line.
        0 if !lines.is_empty() => {
            let i = rng.below(lines.len());
            let mut l = lines.clone();
            l.remove(i);
            l.join("\n")
        }
        // Duplicate a line somewhere else.
        1 if !lines.is_empty() => {
            let (i, j) = (rng.below(lines.len()), rng.below(lines.len()));
            let mut l = lines.clone();
            l.insert(j, lines[i]);
            l.join("\n")
        }
        // Cut the program at a character.
        2 => {
            let cut = rng.below(src.len());
            let mut k = cut;
            while !src.is_char_boundary(k) {
                k -= 1;
            }
            src[..k].to_string()
        }
        // Replace a number with another.
        3 => {
            let digits: Vec<usize> = src
                .char_indices()
                .filter(|(_, c)| c.is_ascii_digit())
                .map(|(i, _)| i)
                .collect();
            if digits.is_empty() {
                return src.to_string();
            }
            let i = digits[rng.below(digits.len())];
            let with = ["0", "-1", "9999999", "3", "1e9", "2**40"][rng.below(6)];
            format!("{}{}{}", &src[..i], with, &src[i + 1..])
        }
        // Splice in a fragment.
        _ => {
            let mut at = rng.below(src.len() + 1);
            while !src.is_char_boundary(at) {
                at -= 1;
            }
            let frag = FRAGMENTS[rng.below(FRAGMENTS.len())];
            format!("{}{}{}", &src[..at], frag, &src[at..])
        }
    }
}

fn corpus() -> Vec<(String, String)> {
    let root = common::repo_dir();
    let mut out = Vec::new();
    let mut add = |dir: &Path| {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        let mut paths: Vec<_> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        paths.sort();
        for p in paths {
            if p.extension().is_some_and(|e| e == "py") {
                let text = std::fs::read_to_string(&p).expect("program");
                let text = text.replace("\ndevice = \"cpu\"\n", "\ndevice = \"tpu\"\n");
                out.push((p.file_name().unwrap().to_string_lossy().into_owned(), text));
            }
        }
    };
    add(&root.join("assets/examples"));
    add(&root.join("core/tests/programs"));
    add(&root.join("core/tests/learner_programs"));
    add(&tpu_testdata::path("programs"));
    out
}

/// Mutants in all, shared among the corpus's programs (at least 8 each): the suite's time stays
/// what it was with 20 programs as the corpus grows (at 80 each, 80 programs took 10 minutes of
/// CI). A longer run, per program (one line):
/// `HOSTILE_MUTANTS=2000 HOSTILE_SEED=7 cargo test --release -p tpu-core --test cpu -- hostile:: --nocapture`.
const MUTANTS: usize = 1_600;

fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn mutated_programs_end_in_output_or_a_python_error() {
    let programs = corpus();
    assert!(programs.len() >= 10, "the corpus lost programs");
    let config = RunConfig {
        step_limit: 400_000,
        ..RunConfig::default()
    };
    let per_program = (MUTANTS / programs.len()).max(8);
    let mutants = setting("HOSTILE_MUTANTS", per_program as u64) as usize;
    let mut rng = Rng(0x5EED_CAFE_F00D_0001 ^ setting("HOSTILE_SEED", 0).wrapping_mul(0x9E37_79B9));
    let (mut runs, mut raised, mut timeouts, mut internal) = (0, 0, 0, Vec::new());
    for (name, src) in &programs {
        for k in 0..mutants {
            let mut m = mutate(src, &mut rng);
            if k % 3 == 2 {
                m = mutate(&m, &mut rng);
            }
            if std::env::var_os("HOSTILE_VERBOSE").is_some() {
                eprintln!("{name} mutant {k}:\n{m}\n----");
            }
            let result = catch_unwind(AssertUnwindSafe(|| run_limited(&m, &config)));
            runs += 1;
            match result {
                Err(_) => internal.push(format!("{name} mutant {k} panicked:\n{m}")),
                Ok(error) => {
                    if let Some(e) = error {
                        if e.kind == "TimeoutError" {
                            timeouts += 1;
                        }
                        raised += 1;
                        if e.message.contains("internal error") {
                            internal.push(format!("{name} mutant {k}: {}\n{m}", e.message));
                        }
                    }
                }
            }
        }
    }
    eprintln!(
        "{runs} mutants: {raised} raised a Python error ({timeouts} stopped at the time limit)"
    );
    assert!(
        internal.is_empty(),
        "{} of {runs} mutants crashed the emulator:\n\n{}",
        internal.len(),
        internal.join("\n\n----\n")
    );
    // The mutants must actually exercise the error paths (and the unmutated ones still run).
    assert!(raised > runs / 4, "only {raised} of {runs} mutants raised");
    assert!(raised < runs, "every mutant raised: the harness is broken");
}
