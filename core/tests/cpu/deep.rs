//! Deep programs and deep data end cleanly: nothing recursive on the program's depth may overflow
//! the native stack (which aborts the process: "fatal runtime error: stack overflow"). Each program
//! below aborted the CLI before the limits of `script::compile::depth`, `script::value_drop` and
//! the repr depth budget; each now ends as CPython 3.11 ends it (outputs checked with `python3`),
//! or, where CPython's answer depends on C stack it has and we do not, with CPython's error.
//!
//! The programs run on a thread with the CLI's main-thread stack (8 MiB), so a regression aborts
//! this test binary as it aborted the CLI.

use crate::common;

use tpu_core::runtime::{run_to_end, RunConfig};

/// Runs `source` to its end: (stdout, the error's header line if it raised).
fn run(source: String) -> (String, Option<String>) {
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(move || {
            let out = run_to_end(&source, common::cpu(), &RunConfig::default());
            (out.stdout, out.error.map(|e| e.header()))
        })
        .expect("spawn")
        .join()
        .expect("the program panicked")
}

const COMPILE_DEPTH: &str = "RecursionError: maximum recursion depth exceeded during compilation";
const REPR_DEPTH: &str =
    "RecursionError: maximum recursion depth exceeded while getting the repr of an object";

fn assert_raises(source: String, header: &str) {
    let (_, err) = run(source);
    assert_eq!(err.as_deref(), Some(header));
}

fn assert_prints(source: String, stdout: &str) {
    let (out, err) = run(source);
    assert_eq!(err, None);
    assert_eq!(out, stdout);
}

#[test]
fn deep_expressions_are_refused_at_compile_time() {
    // CPython: RecursionError for all three (for 20,000 minuses its parser gives up first, with a
    // bare MemoryError: the playground says RecursionError there too).
    let plus = format!("x = {}\nprint(x)\n", vec!["1"; 20_000].join("+"));
    assert_raises(plus, COMPILE_DEPTH);
    assert_raises(format!("x = {}1\n", "-".repeat(20_000)), COMPILE_DEPTH);
    assert_raises(
        format!("a = 1\nx = a{}\n", ".a".repeat(100_000)),
        COMPILE_DEPTH,
    );
    assert_raises(format!("x = f{}\n", "()".repeat(50_000)), COMPILE_DEPTH);
    // CPython's limit exactly: 2,998 minuses compile (3,000 levels with the statement and the
    // literal), 2,999 do not; one level less inside a function.
    assert_prints(format!("x = {}1\nprint(x)\n", "-".repeat(2998)), "1\n");
    assert_raises(format!("x = {}1\n", "-".repeat(2999)), COMPILE_DEPTH);
    assert_prints(
        format!("def f():\n    return {}1\nprint(f())\n", "-".repeat(2997)),
        "-1\n",
    );
    assert_raises(
        format!("def f():\n    return {}1\n", "-".repeat(2998)),
        COMPILE_DEPTH,
    );
    let terms = format!("x = {}\nprint(x)\n", vec!["1"; 2999].join("+"));
    assert_prints(terms, "2999\n");
}

#[test]
fn tokenizer_limits_are_cpythons() {
    let nested = |n: usize| format!("x = {}1{}\nprint(x)\n", "(".repeat(n), ")".repeat(n));
    assert_prints(nested(200), "1\n");
    assert_raises(nested(201), "SyntaxError: too many nested parentheses");
    assert_raises(nested(100_000), "SyntaxError: too many nested parentheses");
    // Brackets inside strings and comments do not count.
    let quoted = format!(
        "s = '{0}' + \"\"\"{0}\n{0}\"\"\"  # {0}\nprint(len(s))\n",
        "(".repeat(300)
    );
    assert_prints(quoted, "901\n");
    let indents = |n: usize| {
        let mut s: String = (0..n)
            .map(|i| format!("{}if 1:\n", " ".repeat(i)))
            .collect();
        s.push_str(&format!("{}print('in')\n", " ".repeat(n)));
        s
    };
    assert_prints(indents(99), "in\n");
    assert_raises(
        indents(100),
        "IndentationError: too many levels of indentation",
    );
    assert_raises(
        "if 1:\n\tx = 1\n        y = 2\n".into(),
        "TabError: inconsistent use of tabs and spaces in indentation",
    );
    assert_raises(
        "x = 1\ny = 2\0\n".into(),
        "SyntaxError: source code cannot contain null bytes",
    );
}

#[test]
fn deep_data_is_freed_without_recursion() {
    for wrap in ["[x]", "(x,)", "{1: x}", "{'k': [x]}", "[[x]]"] {
        let src =
            format!("x = []\nfor i in range(1000000):\n    x = {wrap}\nx = None\nprint('freed')\n");
        assert_prints(src, "freed\n");
    }
    // A linked list of instances, a chain of closures and one of bound methods.
    let nodes = "class N:\n    def __init__(self, nxt):\n        self.nxt = nxt\n\
                 head = None\nfor i in range(200000):\n    head = N(head)\nhead = None\nprint('freed')\n";
    assert_prints(nodes.into(), "freed\n");
    let closures = "f = None\nfor i in range(200000):\n    f = (lambda g: lambda: g)(f)\n\
                    f = None\nprint('freed')\n";
    assert_prints(closures.into(), "freed\n");
    // Freed at the program's end too (the VM's globals go with it).
    assert_prints(
        "x = []\nfor i in range(200000):\n    x = [x]\nprint('kept')\n".into(),
        "kept\n",
    );
}

#[test]
fn deep_repr_raises_recursion_error() {
    let nested =
        |n: usize, tail: &str| format!("x = []\nfor i in range({n}):\n    x = [x]\n{tail}");
    // CPython at module level: repr of 998 nested lists works, of 999 raises; str and print reach
    // one level further.
    assert_prints(nested(997, "print(len(repr(x)))\n"), "1996\n");
    assert_raises(nested(998, "print(len(repr(x)))\n"), REPR_DEPTH);
    assert_prints(nested(998, "print(len(str(x)))\n"), "1998\n");
    assert_raises(nested(998, "print(len(f'{x}'))\n"), REPR_DEPTH);
    assert_raises(nested(10_000, "s = repr(x)\n"), REPR_DEPTH);
    assert_raises(nested(10_000, "print(x)\n"), REPR_DEPTH);
    assert_raises(nested(10_000, "s = str(x)\n"), REPR_DEPTH);
    assert_prints(
        nested(
            10_000,
            "try:\n    repr(x)\nexcept RecursionError as e:\n    print('caught')\nprint('after')\n",
        ),
        "caught\nafter\n",
    );
}

#[test]
fn long_autograd_chains_are_freed_without_recursion() {
    // `s = s + x` in a loop makes a chain of nodes as long as the loop; the run's end frees it
    // (a node used to drop the next inside its own drop, as deep as the chain).
    let src = "import torch\nw = torch.ones(2, requires_grad=True)\ns = w\nfor i in range(300000):\n    s = s + w\nprint(s.shape)\n";
    assert_prints(src.to_string(), "torch.Size([2])\n");
}

#[test]
fn deep_hash_ends_cleanly() {
    // CPython's tuple hash recurses in C with no depth check: a 50,000-deep tuple hashes to the
    // same value here (the walk keeps its own stack), and nothing aborts.
    let src = "x = ()\nfor i in range(50000):\n    x = (x,)\nprint(hash(x))\n".to_string();
    let (out, err) = run(src);
    assert_eq!(err, None);
    assert_eq!(out, "5717290311753331073\n");
}
