//! Deep programs and deep data end cleanly in the browser too, through the page's runner: deep
//! programs refused, the deepest repr, deep data freed and hashed. Two stacks matter there: the
//! module's linear-memory stack (`.cargo/config.toml` links it with 8 MiB, the CLI's main-thread
//! stack; overflowing it is "memory access out of bounds") and V8's own call stack, which holds
//! the wasm frames ("Maximum call stack size exceeded"). Either traps the test.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::*;

mod common;

wasm_bindgen_test_configure!(run_in_browser);

use common::run_source as run;

const COMPILE_DEPTH: &str = "RecursionError: maximum recursion depth exceeded during compilation";
const REPR_DEPTH: &str =
    "RecursionError: maximum recursion depth exceeded while getting the repr of an object";

#[wasm_bindgen_test]
async fn deep_programs_are_refused_at_compile_time() {
    // Parsed without recursion (left-associative chains, attribute chains), refused by the
    // iterative depth check, and the refused tree taken apart without recursion. (A chain of 2,998
    // unary minuses, which CPython and the CLI accept, overflows V8's own call stack in ruff's
    // recursive parser: the page's limit there is lower, see docs/ARCHITECTURE.md.)
    let plus = |n: usize| format!("x = {}\nprint(x)\n", vec!["1"; n].join("+"));
    assert_eq!(run(&plus(20_000)).await.1.as_deref(), Some(COMPILE_DEPTH));
    let chain = format!("a = 1\nx = a{}\n", ".a".repeat(100_000));
    assert_eq!(run(&chain).await.1.as_deref(), Some(COMPILE_DEPTH));
}

#[wasm_bindgen_test]
async fn deep_data_is_printed_freed_and_hashed_without_a_trap() {
    let nested =
        |n: usize, tail: &str| format!("x = []\nfor i in range({n}):\n    x = [x]\n{tail}");
    assert_eq!(
        run(&nested(997, "print(len(repr(x)))\n")).await,
        ("1996\n".into(), None)
    );
    assert_eq!(
        run(&nested(10_000, "print(x)\n")).await.1.as_deref(),
        Some(REPR_DEPTH)
    );
    assert_eq!(
        run(&nested(200_000, "x = None\nprint('freed')\n")).await,
        ("freed\n".into(), None)
    );
    // CPython's value (its tuple hash has no depth limit; the walk here keeps its own stack).
    assert_eq!(
        run("x = ()\nfor i in range(50000):\n    x = (x,)\nprint(hash(x))\n").await,
        ("5717290311753331073\n".into(), None)
    );
}
