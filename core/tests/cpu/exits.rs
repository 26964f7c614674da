//! How a program ends, as CPython 3.11 ends it (each expectation checked with `python3 FILE`):
//! `SystemExit` and its code, `sys.exit`, `exit`, `quit`, an uncaught KeyboardInterrupt's 130,
//! CPython's messages for a bare `raise`, and a RecursionError's traceback with its repeated
//! lines collapsed; and the CLI's refusal of a time limit its clock cannot hold.

use std::process::Command;

fn tpu(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tpu"))
        .args(args)
        .env("XDG_RUNTIME_DIR", std::env::temp_dir())
        // Programs that write files write them in the temporary directory, not in the clone.
        .current_dir(std::env::temp_dir())
        .output()
        .expect("run tpu");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Runs `text` as a program on the CPU backend: (status, stdout, stderr).
fn run(name: &str, text: &str) -> (i32, String, String) {
    let path = std::env::temp_dir().join(format!("tpu-exits-{}-{name}.py", std::process::id()));
    std::fs::write(&path, text).expect("write program");
    let r = tpu(&["run", path.to_str().expect("path"), "--backend", "cpu"]);
    let _ = std::fs::remove_file(&path);
    r
}

#[test]
fn system_exit_ends_quietly_with_its_code() {
    assert_eq!(
        run("code", "print('before')\nraise SystemExit(3)\n"),
        (3, "before\n".into(), String::new())
    );
    assert_eq!(
        run("msg", "raise SystemExit('msg')\n"),
        (1, String::new(), "msg\n".into())
    );
    assert_eq!(
        run("none", "raise SystemExit\n"),
        (0, String::new(), String::new())
    );
    assert_eq!(run("sys", "import sys\nsys.exit(4)\n").0, 4);
    assert_eq!(
        run("sysmsg", "import sys\nsys.exit('bye')\n"),
        (1, String::new(), "bye\n".into())
    );
    assert_eq!(run("exit", "exit()\n"), (0, String::new(), String::new()));
    // A bool is an int: `sys.exit(False)` is status 0, quietly; a str "False" is a message.
    assert_eq!(
        run("false", "import sys\nsys.exit(False)\n"),
        (0, String::new(), String::new())
    );
    assert_eq!(run("true", "import sys\nsys.exit(True)\n").0, 1);
    assert_eq!(
        run("strfalse", "import sys\nsys.exit('False')\n"),
        (1, String::new(), "False\n".into())
    );
    assert_eq!(run("quit", "quit(5)\n").0, 5);
    assert_eq!(run("wrap", "raise SystemExit(256 + 7)\n").0, 7);
    assert_eq!(run("sub", "class E(SystemExit): pass\nraise E(9)\n").0, 9);
    let (code, out, _) = run(
        "attr",
        "print(SystemExit().code, SystemExit(2).code, SystemExit(1, 2).code)\n\
         try:\n    exit(7)\nexcept SystemExit as e:\n    print(e.code, type(e.code).__name__)\n\
         import sys\ntry:\n    sys.exit('x')\nexcept SystemExit as e:\n    print(repr(e.code))\n",
    );
    assert_eq!(code, 0);
    assert_eq!(out, "None 2 (1, 2)\n7 int\n'x'\n");
}

#[test]
fn an_uncaught_keyboard_interrupt_exits_130() {
    let (code, _, stderr) = run("kbd", "raise KeyboardInterrupt\n");
    assert_eq!(code, 130);
    assert!(stderr.ends_with("\nKeyboardInterrupt\n"), "{stderr}");
}

#[test]
fn a_bare_raise_outside_a_handler_says_so() {
    let (code, _, stderr) = run("bare", "def f():\n    raise\nf()\n");
    assert_eq!(code, 1);
    assert!(
        stderr.ends_with("RuntimeError: No active exception to reraise\n"),
        "{stderr}"
    );
}

#[test]
fn a_recursion_error_collapses_repeated_lines() {
    let (code, _, stderr) = run("rec", "def f(): f()\nf()\n");
    assert_eq!(code, 1);
    // CPython 3.11's text.
    let expected = "Traceback (most recent call last):\n  \
        File \"<program>\", line 2, in <module>\n    f()\n  \
        File \"<program>\", line 1, in f\n    def f(): f()\n             ^^^\n  \
        File \"<program>\", line 1, in f\n    def f(): f()\n             ^^^\n  \
        File \"<program>\", line 1, in f\n    def f(): f()\n             ^^^\n  \
        [Previous line repeated 996 more times]\n\
        RecursionError: maximum recursion depth exceeded\n";
    assert_eq!(stderr, expected);
}

#[test]
fn a_time_limit_beyond_the_clock_is_a_usage_error() {
    let path = std::env::temp_dir().join(format!("tpu-exits-{}-tl.py", std::process::id()));
    std::fs::write(&path, "print(1)\n").expect("write program");
    let p = path.to_str().expect("path");
    for limit in ["1e20", "1e19", "1e300"] {
        let (code, out, stderr) = tpu(&["run", p, "--backend", "cpu", "--time-limit", limit]);
        assert_eq!(code, 2, "--time-limit {limit}: {stderr}");
        assert_eq!(out, "");
        assert!(stderr.contains("--time-limit"), "{stderr}");
        assert!(stderr.contains("usage:"), "{stderr}");
    }
    assert_eq!(
        tpu(&["run", p, "--backend", "cpu", "--time-limit", "1e6"]),
        (0, "1\n".into(), String::new())
    );
    let _ = std::fs::remove_file(&path);
}

#[test]
fn the_edges_of_64_bit_ints_end_cleanly() {
    // CPython: 0, then 9223372036854775808 (a big int), while torch wraps as two's-complement
    // hardware does.
    let (code, out, stderr) = run(
        "int",
        "m = -9223372036854775807 - 1\nprint(m % -1)\n\
         import torch\nprint(torch.tensor([m]) // -1, torch.tensor([m]) % -1)\nprint(m // -1)\n",
    );
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(
        out,
        "0\ntensor([-9223372036854775808]) tensor([0])\n9223372036854775808\n"
    );
    // A negative base to a fractional power is complex, as in CPython.
    let (code, out, stderr) = run("cplx", "print((-8) ** 0.5)\n");
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(out, "(1.7319121124709868e-16+2.8284271247461903j)\n");
}

#[test]
fn what_was_printed_survives_an_internal_error() {
    // The output used to be written only when the run ended, and a panic lost it all.
    let path = std::env::temp_dir().join(format!("tpu-exits-{}-panic.py", std::process::id()));
    std::fs::write(
        &path,
        "print('before')\nfor i in range(300000):\n    pass\n",
    )
    .expect("write");
    let out = Command::new(env!("CARGO_BIN_EXE_tpu"))
        .args(["run", path.to_str().expect("path"), "--backend", "cpu"])
        .env("XDG_RUNTIME_DIR", std::env::temp_dir())
        .env("TPU_DEBUG_PANIC", "1")
        .output()
        .expect("run tpu");
    let _ = std::fs::remove_file(&path);
    assert_eq!(out.status.code(), Some(70));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "before\n");
}

#[test]
fn values_cached_in_thread_locals_are_freed_at_exit_without_a_panic() {
    // The process's thread-locals are torn down in an order Rust does not fix: a value held by
    // one (object's methods made once) was freed after the drop queue's own was gone, and the
    // run ended in "cannot access a Thread Local Storage value during or after destruction".
    let program = "import csv, statistics\n\
        rows = [('city', 'temp'), ('Oslo', -3.5), ('Rome', 14.0)]\n\
        with open('tpu-exits-weather.csv', 'w', newline='') as f:\n    csv.writer(f).writerows(rows)\n\
        with open('tpu-exits-weather.csv', newline='') as f:\n    data = list(csv.DictReader(f))\n\
        print(statistics.mean(float(r['temp']) for r in data))\n";
    let (code, out, err) = run("tls", program);
    assert_eq!((code, out.as_str()), (0, "5.25\n"), "{err}");
    assert!(!err.contains("internal error"), "{err}");
}
