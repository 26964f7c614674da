//! Random programs from a small Python + torch grammar: every one must end as output or a Python
//! error (or its step budget), never a panic and never an internal error. Unlike `hostile.rs`
//! (mutants of real programs, mostly syntax errors) these are all valid syntax, so they reach the
//! VM, the builtins and the torch bindings with odd but well-formed values: empty and 0-d tensors,
//! mixed dtypes and devices, wrong types, deep nesting.
//!
//! `GRAMMAR_PROGRAMS` (default 1,000 in CI) and `GRAMMAR_SEED` choose the run; the closing note's
//! figure is
//! `GRAMMAR_PROGRAMS=10000 cargo test -p tpu-core --test cpu -- grammar:: --nocapture`.

use crate::common;

use std::fmt::Write;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Duration, Instant};

use tpu_core::dispatch::EagerMode;
use tpu_core::runtime::{Progress, RunConfig, Session};

/// xorshift64*: the same programs on every run for a given seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

struct Gen {
    rng: Rng,
    /// Names assigned so far (at module level or in the current function).
    names: Vec<String>,
    funcs: Vec<String>,
    out: String,
}

const DEVICES: [&str; 2] = ["'tpu'", "'cpu'"];

impl Gen {
    fn name(&mut self) -> String {
        if self.names.is_empty() || self.rng.below(4) == 0 {
            format!("v{}", self.rng.below(6))
        } else {
            self.names[self.rng.below(self.names.len())].clone()
        }
    }

    fn small(&mut self) -> usize {
        self.rng.below(5)
    }

    fn tensor(&mut self) -> String {
        let dev = self.rng.pick(&DEVICES);
        let (a, b) = (self.small(), self.small());
        match self.rng.below(7) {
            0 => format!("torch.randn({a}, {b}, device={dev})"),
            1 => format!("torch.ones({a}, device={dev})"),
            2 => format!("torch.zeros({a}, {b}, dtype=torch.int64, device={dev})"),
            3 => format!("torch.arange({a}, device={dev})"),
            4 => format!(
                "torch.tensor([{}.5, -1.0, {}], device={dev})",
                self.small(),
                self.small()
            ),
            5 => format!("torch.tensor({}, device={dev})", self.small()),
            _ => format!("torch.full(({a},), {}.25, device={dev})", self.small()),
        }
    }

    fn expr(&mut self, depth: usize) -> String {
        if depth == 0 {
            return match self.rng.below(7) {
                0 => self.rng.below(100).to_string(),
                1 => format!("{}.{}", self.rng.below(10), self.rng.below(100)),
                2 => self.rng.pick(&["'ab'", "''", "'x y'", "\"q\""]).to_string(),
                3 => self.rng.pick(&["True", "False", "None"]).to_string(),
                4 => self.tensor(),
                _ => self.name(),
            };
        }
        let d = depth - 1;
        match self.rng.below(24) {
            0..=2 => {
                let op = self.rng.pick(&[
                    "+", "-", "*", "/", "//", "%", "**", "<", "==", "!=", "and", "or", "@", "&",
                ]);
                format!("({} {op} {})", self.expr(d), self.expr(d))
            }
            3 => format!("(-{})", self.expr(d)),
            4 => format!("(not {})", self.expr(d)),
            5 => {
                let f = self.rng.pick(&[
                    "len", "abs", "str", "int", "float", "bool", "repr", "list", "sorted", "type",
                ]);
                format!("{f}({})", self.expr(d))
            }
            6 => {
                let f = self
                    .rng
                    .pick(&["min", "max", "divmod", "pow", "round", "isinstance"]);
                format!("{f}({}, {})", self.expr(d), self.expr(d))
            }
            7 => format!("[{}, {}]", self.expr(d), self.expr(d)),
            8 => format!("({}, {})", self.expr(d), self.expr(d)),
            9 => format!("{{{}: {}}}", self.expr(0), self.expr(d)),
            10 => format!("{}[{}]", self.expr(d), self.expr(0)),
            11 => format!(
                "{}[{}:{}]",
                self.expr(d),
                self.rng.below(4) as i32 - 1,
                self.rng.below(5)
            ),
            12 => format!("list(range({}))", self.small()),
            13 => format!("[{} for i in range({})]", self.expr(d), self.small()),
            14 => format!("f\"{{{}}} {{{}!r:>6}}\"", self.expr(d), self.expr(0)),
            15 => format!(
                "({} if {} else {})",
                self.expr(d),
                self.expr(0),
                self.expr(d)
            ),
            16 => {
                let m = self.rng.pick(&[
                    "sum()",
                    "mean()",
                    "T",
                    "shape",
                    "item()",
                    "tolist()",
                    "float()",
                    "long()",
                    "reshape(-1)",
                    "abs()",
                    "max()",
                    "argmax()",
                    "t()",
                    "dim()",
                    "numel()",
                    "unsqueeze(0)",
                    "softmax(dim=0)",
                    "cpu()",
                    "to('tpu')",
                    "sqrt()",
                    "exp()",
                ]);
                format!("({}).{m}", self.expr(d))
            }
            17 => {
                let f = self.rng.pick(&[
                    "torch.relu",
                    "torch.sigmoid",
                    "torch.tanh",
                    "torch.sum",
                    "torch.flatten",
                    "torch.exp",
                    "torch.log",
                ]);
                format!("{f}({})", self.expr(d))
            }
            18 => {
                let f = self.rng.pick(&["torch.cat", "torch.stack"]);
                format!("{f}([{}, {}])", self.expr(d), self.expr(d))
            }
            19 => format!("torch.matmul({}, {})", self.expr(d), self.expr(d)),
            20 if !self.funcs.is_empty() => {
                let f = self.funcs[self.rng.below(self.funcs.len())].clone();
                format!("{f}({})", self.expr(d))
            }
            21 => format!(
                "(lambda a: {})({})",
                self.expr(d).replace("v0", "a"),
                self.expr(d)
            ),
            22 => format!("C({}).get()", self.expr(d)),
            _ => self.tensor(),
        }
    }

    fn line(&mut self, indent: usize, text: &str) {
        let _ = writeln!(self.out, "{}{text}", "    ".repeat(indent));
    }

    fn block(&mut self, indent: usize, depth: usize) {
        let n = 1 + self.rng.below(3);
        for _ in 0..n {
            self.stmt(indent, depth);
        }
    }

    fn stmt(&mut self, indent: usize, depth: usize) {
        let d = if depth == 0 {
            0
        } else {
            self.rng.below(depth + 1)
        };
        match self.rng.below(if depth == 0 { 5 } else { 13 }) {
            0 | 1 => {
                let name = format!("v{}", self.rng.below(6));
                let depth = 1 + self.rng.below(3);
                let e = self.expr(depth);
                self.line(indent, &format!("{name} = {e}"));
                self.names.push(name);
            }
            2 => {
                let (a, b) = (self.expr(2), self.expr(1));
                self.line(indent, &format!("print({a}, {b})"));
            }
            3 => {
                let (n, e) = (self.name(), self.expr(1));
                self.line(indent, &format!("{n} += {e}"));
            }
            4 => {
                let e = self.expr(2);
                self.line(indent, &format!("print({e})"));
            }
            5 => {
                let c = self.expr(1);
                self.line(indent, &format!("if {c}:"));
                self.block(indent + 1, d.saturating_sub(1));
                self.line(indent, "else:");
                self.block(indent + 1, d.saturating_sub(1));
            }
            6 => {
                let k = self.small();
                self.line(indent, &format!("for i in range({k}):"));
                self.names.push("i".into());
                self.block(indent + 1, d.saturating_sub(1));
            }
            7 => {
                let k = self.small();
                self.line(indent, "n = 0");
                self.line(indent, &format!("while n < {k}:"));
                self.line(indent + 1, "n += 1");
                self.block(indent + 1, d.saturating_sub(1));
            }
            // Functions at module level (or in a top-level `try:`), so later calls find them.
            8 if indent <= 1 => {
                let f = format!("f{}", self.funcs.len());
                self.line(indent, &format!("def {f}(v0, v1=2):"));
                let saved = std::mem::replace(&mut self.names, vec!["v0".into(), "v1".into()]);
                self.block(indent + 1, d.saturating_sub(1));
                let r = self.expr(2);
                self.line(indent + 1, &format!("return {r}"));
                self.names = saved;
                self.funcs.push(f);
            }
            9 => {
                self.line(indent, "try:");
                self.block(indent + 1, d.saturating_sub(1));
                self.line(indent, "except Exception as err:");
                self.line(indent + 1, "print(type(err).__name__)");
            }
            10 => {
                self.line(indent, "with torch.no_grad():");
                self.block(indent + 1, d.saturating_sub(1));
            }
            11 => {
                let e = self.expr(1);
                self.line(indent, &format!("assert {e}, 'checked'"));
            }
            _ => {
                let (n, e, v) = (self.name(), self.expr(0), self.expr(1));
                self.line(indent, &format!("{n}[{e}] = {v}"));
            }
        }
    }

    fn program(&mut self) -> String {
        self.out.clear();
        self.names.clear();
        self.funcs.clear();
        self.out.push_str("import torch\nimport math\n");
        // Every name starts bound (a number, a tensor on each device, a list, a string, None), so
        // programs get past their first line.
        self.out.push_str(
            "v0 = 3\nv1 = torch.ones(2, 3, device='tpu')\nv2 = torch.arange(4.0)\nv3 = [1, 2.5, 'a']\nv4 = 'text'\nv5 = None\n",
        );
        self.out.push_str(
            "class C:\n    def __init__(self, v):\n        self.v = v\n    def get(self):\n        return self.v\n",
        );
        let n = 4 + self.rng.below(10);
        for _ in 0..n {
            // Most top-level statements are guarded, so one TypeError does not end the program
            // before the rest of it has run; unguarded ones still end programs early.
            if self.rng.below(4) == 0 {
                self.stmt(0, 2);
            } else {
                self.line(0, "try:");
                self.stmt(1, 2);
                self.line(0, "except Exception as err:");
                self.line(1, "print('raised', type(err).__name__)");
            }
        }
        std::mem::take(&mut self.out)
    }
}

#[derive(Default, Debug)]
struct Tally {
    finished: usize,
    raised: std::collections::BTreeMap<String, usize>,
    out_of_time: usize,
    internal: Vec<String>,
}

fn run_one(src: &str, mode: EagerMode, tally: &mut Tally) {
    let config = RunConfig {
        mode,
        step_limit: 20_000,
        ..RunConfig::default()
    };
    let result = catch_unwind(AssertUnwindSafe(|| -> Result<Option<String>, String> {
        let mut s = match Session::new(src, common::cpu(), &config) {
            Ok(s) => s,
            Err(e) => return Ok(Some(format!("{}: {}", e.kind, e.message))),
        };
        let start = Instant::now();
        loop {
            match s.step(500) {
                Progress::Done => return Ok(None),
                Progress::Failed(e) => return Ok(Some(format!("{}: {}", e.kind, e.message))),
                Progress::NeedsValue => s.wait_reads().map_err(|e| e.message)?,
                Progress::Running => {}
            }
            if start.elapsed() > Duration::from_secs(3) {
                return Err("out of time".into());
            }
        }
    }));
    match result {
        Err(p) => {
            let what = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            tally
                .internal
                .push(format!("panic ({what}) in {mode:?}:\n{src}"))
        }
        Ok(Err(e)) if e == "out of time" => tally.out_of_time += 1,
        Ok(Err(e)) => tally.internal.push(format!("read failed ({e}):\n{src}")),
        Ok(Ok(None)) => tally.finished += 1,
        Ok(Ok(Some(e))) => {
            if e.contains("internal error") {
                tally.internal.push(format!("{e} in {mode:?}:\n{src}"));
            } else {
                let kind = e.split(':').next().unwrap_or("").to_string();
                if kind == "SyntaxError" && std::env::var_os("GRAMMAR_SHOW").is_some() {
                    println!("{e}\n{src}");
                }
                *tally.raised.entry(kind).or_default() += 1;
            }
        }
    }
}

#[test]
fn random_grammar_programs_never_panic_or_fail_internally() {
    let count: usize = std::env::var("GRAMMAR_PROGRAMS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    let seed: u64 = std::env::var("GRAMMAR_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0x5EED_0010);
    let mut g = Gen {
        rng: Rng(seed | 1),
        names: Vec::new(),
        funcs: Vec::new(),
        out: String::new(),
    };
    let mut tally = Tally::default();
    let started = Instant::now();
    for k in 0..count {
        let src = g.program();
        // `GRAMMAR_LAST=path` keeps the program about to run: what to look at after an abort
        // (a stack overflow cannot be caught).
        if let Some(path) = std::env::var_os("GRAMMAR_LAST") {
            let _ = std::fs::write(path, format!("# program {k}, mode {}\n{src}", k % 3));
        }
        // Every third program also in fused mode (its own recording and graph paths).
        let mode = if k % 3 == 2 {
            EagerMode::Fused
        } else {
            EagerMode::Strict
        };
        run_one(&src, mode, &mut tally);
    }
    println!(
        "{count} grammar programs (seed {seed:#x}) in {:.1} s: {} finished, {} raised a Python error {:?}, {} out of time, {} internal errors or panics",
        started.elapsed().as_secs_f64(),
        tally.finished,
        tally.raised.values().sum::<usize>(),
        tally.raised,
        tally.out_of_time,
        tally.internal.len()
    );
    assert!(
        tally.internal.is_empty(),
        "{} internal errors; the first:\n{}",
        tally.internal.len(),
        tally.internal[0]
    );
    // A generator whose programs all fail at once would test nothing past the first error.
    assert!(
        tally.finished * 10 >= count,
        "only {} of {count} programs ran to the end",
        tally.finished
    );
}

/// What the grammar runs found, each fixed; expected text from CPython 3 and PyTorch 2 runs of
/// the same lines (`python3`, `/work/torchenv/bin/python`).
#[test]
fn findings_of_the_random_runs_stay_fixed() {
    let run = |src: &str| {
        let out = tpu_core::runtime::run_to_end(src, common::cpu(), &RunConfig::default());
        assert!(out.error.is_none(), "{src}: {:?}", out.error);
        out.stdout
    };
    // A list holding itself: printing and comparing overflowed the Rust stack (an abort).
    assert_eq!(
        run("a = [1]\na.append(a)\nprint(a)\nd = {}\nd['x'] = d\nprint(d, repr(d), str(a))\nt = ([],)\nt[0].append(t)\nprint(t)\nb = [a, a]\nprint(b)\nprint(a == a)\nv = [1]\nv += (v, True)\nprint(v)\n"),
        "[1, [...]]\n{'x': {...}} {'x': {...}} [1, [...]]\n([(...)],)\n[[1, [...]], [1, [...]]]\nTrue\n[1, [...], True]\n"
    );
    // A string doubling in a loop (`v4 = f"{v4} {v4!r:>6}"` inside an endless loop) grew until
    // memory ran out: strings are capped at 64 MiB with a MemoryError. 2^27 bytes is the first
    // doubling of 'x' past 2^26.
    assert_eq!(
        run("s = 'ab'\ntry:\n    while True:\n        s = f\"{s} {s!r:>6}\"\nexcept MemoryError as e:\n    print(type(e).__name__, len(s) < 64 * 2**20)\nt = 'x'\ntry:\n    while True:\n        t = t + t\nexcept MemoryError as e:\n    print(e)\n"),
        "MemoryError True\na str of 134217728 bytes exceeds the playground's memory limit for Python objects (67108864 bytes)\n"
    );
    // Reductions over dim 0 of a 0-d tensor indexed an empty shape (a panic).
    assert_eq!(
        run("import torch\nprint(torch.tensor(1.).softmax(dim=0), torch.tensor(2.).cumsum(0), torch.tensor(2.).log_softmax(0))\nprint(torch.tensor(3.).argmax(0), torch.tensor(3.).sum(0))\n"),
        "tensor(1.) tensor(2.) tensor(0.)\ntensor(0) tensor(3.)\n"
    );
    // Fuzz finding (tensor_ops): transposing a 0-d tensor swapped two dims of an empty list.
    // Expected text from PyTorch 2.15: `torch.tensor(-1).transpose(0, -1)` is itself.
    assert_eq!(
        run("import torch\nx = torch.tensor(-1)\na = x.transpose(0, -1)\nprint(a, x + a, torch.tensor(2., requires_grad=True).transpose(0, 0), x.swapaxes(-1, 0).shape)\n"),
        "tensor(-1) tensor(-2) tensor(2., grad_fn=<TransposeBackward0>) torch.Size([])\n"
    );
    // Fuzz finding (tensor_ops): `torch.cat` of 0-d tensors indexed their empty shapes. PyTorch
    // 2.15's message, position of the first 0-d part included.
    assert_eq!(
        run("import torch\ny = torch.tensor(3)\nfor parts in ([y, y], [torch.zeros(2), y]):\n    try:\n        torch.cat(parts, dim=-1)\n    except RuntimeError as e:\n        print(e)\nprint(torch.stack([y, y]))\n"),
        "zero-dimensional tensor (at position 0) cannot be concatenated\nzero-dimensional tensor (at position 1) cannot be concatenated\ntensor([3, 3])\n"
    );
}
