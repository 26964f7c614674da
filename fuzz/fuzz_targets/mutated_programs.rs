//! Structured mutations of real programs (the examples and the PyTorch-checked test programs):
//! lines deleted, duplicated, swapped, re-indented, numbers and names replaced, hostile lines
//! inserted, chosen by the input's bytes; run in strict or fused mode. Mutants stay close to real
//! programs, so they reach deep into the torch bindings where random text rarely gets.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tpu_fuzz::Bytes;

// `TEST_PROGRAMS`: every `core/tests/programs/*.py` (fuzz/build.rs writes the list).
include!(concat!(env!("OUT_DIR"), "/test_programs.rs"));

/// The programs mutants start from: the examples (the page's list, `assets/examples/`), then the
/// test programs, each read from its file at build time.
fn programs() -> &'static [&'static str] {
    static ALL: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    ALL.get_or_init(|| {
        let examples = tpu_web::examples::all().iter().map(|e| e.source);
        examples.chain(TEST_PROGRAMS.iter().copied()).collect()
    })
}

const NUMBERS: [&str; 14] = [
    "0",
    "-1",
    "1",
    "2",
    "7",
    "-0.0",
    "1e308",
    "1e-320",
    "2**63",
    "10**6",
    "(1 << 40)",
    "float('nan')",
    "float('inf')",
    "3.5",
];

const NAMES: [&str; 12] = [
    "None", "x", "torch", "self", "[]", "()", "''", "0", "True", "model", "loss", "torch.nn",
];

const LINES: [&str; 16] = [
    "x = x.T",
    "del x",
    "raise ValueError('mutant')",
    "return",
    "break",
    "continue",
    "yield 1",
    "torch.manual_seed(-1)",
    "x = torch.zeros(0, 3, device='tpu')",
    "x = torch.randn(3, 0) @ torch.randn(0, 4)",
    "print(torch.tensor([]).sum().item())",
    "torch.set_printoptions(precision=100)",
    "x = torch.arange(10)[::-1]",
    "import math",
    "global x",
    "pass",
];

fn mutate(source: &str, b: &mut Bytes) -> String {
    let mut lines: Vec<String> = source.lines().map(str::to_string).collect();
    let rounds = 1 + b.below(6);
    for _ in 0..rounds {
        if lines.is_empty() {
            lines.push(String::new());
        }
        let n = lines.len();
        let i = b.below(n);
        match b.below(9) {
            0 => {
                lines.remove(i);
            }
            1 => {
                let l = lines[i].clone();
                lines.insert(i, l);
            }
            2 => lines.swap(i, b.below(n)),
            3 => {
                // The first number on the line, replaced.
                let l = &lines[i];
                if let Some(start) = l.find(|c: char| c.is_ascii_digit()) {
                    let end = l[start..]
                        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '.'))
                        .map_or(l.len(), |e| start + e);
                    let with = b.pick(&NUMBERS);
                    lines[i] = format!("{}{with}{}", &l[..start], &l[end..]);
                }
            }
            4 => {
                // One identifier, replaced.
                let l = lines[i].clone();
                let words: Vec<(usize, usize)> = word_spans(&l);
                if !words.is_empty() {
                    let (s, e) = words[b.below(words.len())];
                    let with = b.pick(&NAMES);
                    lines[i] = format!("{}{with}{}", &l[..s], &l[e..]);
                }
            }
            7 => {
                // Deep nesting: the right-hand side of an assignment wrapped many levels deep
                // (the compiler's and the parser's depth limits, on any program).
                let l = lines[i].clone();
                if let Some(eq) = l.find(" = ") {
                    let depth = *b.pick(&[2usize, 50, 199, 201, 999, 3000, 20000]);
                    let (open, close) = *b.pick(&[("(", ")"), ("[", "]"), ("-", ""), ("not ", "")]);
                    lines[i] = format!(
                        "{} = {}{}{}",
                        &l[..eq],
                        open.repeat(depth),
                        &l[eq + 3..],
                        close.repeat(depth)
                    );
                }
            }
            8 => {
                // A class whose __eq__/__hash__ misbehave, put through the hash tables.
                let indent: String = lines[i].chars().take_while(|c| *c == ' ').collect();
                let body = b.pick(&HASH_EQ);
                for (k, line) in body.lines().enumerate() {
                    lines.insert(i + k, format!("{indent}{line}"));
                }
            }
            5 => {
                let indent: String = lines[i].chars().take_while(|c| *c == ' ').collect();
                lines.insert(i, format!("{indent}{}", b.pick(&LINES)));
            }
            _ => {
                let l = lines[i].trim_start().to_string();
                lines[i] = format!("{}{l}", " ".repeat(4 * b.below(4)));
            }
        }
    }
    lines.join("\n") + "\n"
}

/// Classes with hostile `__hash__`/`__eq__` and a use of each in a dict, a set, `in`, `==`.
const HASH_EQ: [&str; 4] = [
    "class H:\n    def __hash__(self): return 1\n    def __eq__(self, o): return True\nprint(len({H(), H(), 1}), H() in [2], {H(): 1}.get(3))",
    "class H:\n    def __hash__(self): raise ValueError('hash')\ntry:\n    {H()}\nexcept ValueError as e:\n    print(e)",
    "class H:\n    n = 0\n    def __hash__(self): return 7\n    def __eq__(self, o):\n        d.clear()\n        return False\nd = {H(): 1, H(): 2}\nprint(len(d))",
    "class H:\n    def __eq__(self, o): return [self] == [o]\n    __hash__ = object.__hash__\nh = H()\nprint(h in {h}, [h] == [H()] if False else 0)",
];

fn word_spans(l: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = None;
    for (k, c) in l.char_indices().chain(std::iter::once((l.len(), ' '))) {
        let word = c.is_ascii_alphanumeric() || c == '_';
        match (start, word) {
            (None, true) => start = Some(k),
            (Some(s), false) => {
                if l[s..k].starts_with(|c: char| c.is_ascii_alphabetic()) {
                    out.push((s, k));
                }
                start = None;
            }
            _ => {}
        }
    }
    out
}

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes(data);
    let program = *b.pick(programs());
    let fused = b.byte() & 1 == 1;
    let mutant = mutate(program, &mut b);
    tpu_fuzz::run(&mutant, fused);
});
