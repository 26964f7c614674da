//! The language's contracts beyond single programs' output: the oracle's programs compile, the
//! budgets stop runaway programs with clear errors, and running in slices changes nothing.

use crate::common;

use tpu_core::runtime::{run_to_end, Progress, RunConfig, Session};
use tpu_core::script::compile::compile_program;

fn run(source: &str, step_limit: u64) -> tpu_core::runtime::Outcome {
    let config = RunConfig {
        step_limit,
        ..RunConfig::default()
    };
    run_to_end(source, common::cpu(), &config)
}

#[test]
fn oracle_programs_compile() {
    let dir = tpu_testdata::path("programs");
    let mut n = 0;
    for sub in [dir.clone(), dir.join("dist")] {
        for entry in std::fs::read_dir(&sub).expect("programs") {
            let path = entry.expect("entry").path();
            if path.extension().and_then(|e| e.to_str()) != Some("py") {
                continue;
            }
            let source = std::fs::read_to_string(&path).expect("program");
            if let Err(e) = compile_program(&source) {
                panic!(
                    "{} does not compile:\n{}",
                    path.display(),
                    e.render(&source)
                );
            }
            n += 1;
        }
    }
    assert!(n >= 9, "only {n} oracle programs found");
}

#[test]
fn an_endless_loop_stops_at_the_step_budget() {
    let out = run("n = 0\nwhile True:\n    n += 1\n", 100_000);
    let e = out.error.expect("stopped");
    assert_eq!(e.kind, "RuntimeError");
    assert!(
        e.message.contains("budget of 100000 steps"),
        "{}",
        e.message
    );
    assert!(matches!(e.span().map(|s| s.line), Some(2) | Some(3)));
}

#[test]
fn deep_recursion_is_a_recursion_error_not_a_crash() {
    let src = "def f(n):\n    return f(n + 1) + 1\nf(0)\n";
    let e = run(src, u64::MAX).error.expect("raised");
    assert_eq!(
        e.header(),
        "RecursionError: maximum recursion depth exceeded"
    );
    assert_eq!(
        e.traceback.len(),
        1000,
        "one entry per frame up to the limit"
    );
    // Recursion through natives (a key function calling sorted again) is also bounded.
    let src = "def k(x):\n    return sorted([1, 2], key=k)\nk(0)\n";
    let e = run(src, u64::MAX).error.expect("raised");
    assert_eq!(e.kind, "RecursionError");
}

#[test]
fn huge_allocations_hit_the_object_memory_limit() {
    for src in [
        "x = [0] * (10 ** 9)\n",
        "s = 'ab' * (10 ** 10)\n",
        "x = list(range(10 ** 9))\n",
    ] {
        let e = run(src, u64::MAX).error.expect("raised");
        assert_eq!(e.kind, "MemoryError", "{src}");
        assert!(e.message.contains("memory limit"), "{}", e.message);
    }
}

#[test]
fn running_in_slices_gives_the_same_output() {
    let src = r#"
class Acc:
    def __init__(self):
        self.items = []
    def __call__(self, x):
        self.items.append(x)
        return len(self.items)
def gen(n):
    for i in range(n):
        try:
            yield i * i
        finally:
            pass
acc = Acc()
print(sorted((acc(v) for v in gen(6)), key=lambda x: -x))
print([str(x) for x in map(lambda v: v + 1, gen(3))], acc.items)
"#;
    let whole = run_to_end(src, common::cpu(), &RunConfig::default());
    assert!(whole.error.is_none(), "{:?}", whole.error);
    for budget in [1, 2, 3, 7] {
        let mut s = Session::new(src, common::cpu(), &RunConfig::default()).expect("compiles");
        let mut slices = 0;
        loop {
            match s.step(budget) {
                Progress::Running => slices += 1,
                Progress::Done => break,
                Progress::NeedsValue => panic!("no device reads here"),
                Progress::Failed(e) => panic!("{}", e.render(src)),
            }
        }
        assert!(slices > 10);
        assert_eq!(s.take_stdout(), whole.stdout, "budget {budget}");
    }
}

#[test]
fn unsupported_syntax_is_refused_with_its_line() {
    let e = compile_program("x = 1\ntype Alias = int\n").expect_err("refused");
    assert_eq!(e.kind, "SyntaxError");
    assert!(e.message.contains("not supported in the playground yet"));
    assert_eq!(e.span().map(|s| s.line), Some(2));
}

#[test]
fn a_lone_surrogate_is_refused_not_made_u_fffd() {
    // CPython's str holds '\ud800'; the playground's (UTF-8) cannot, and the parser would have
    // made it U+FFFD: a wrong value, so the program is refused at the literal's line.
    for (src, escape, line) in [
        ("x = 1\ns = '\\ud800'\n", "\\ud800", 2),
        ("s = 'a' 'b\\uDFFF'\n", "\\uDFFF", 1),
        ("x = 1\n\ns = f'{x}\\U0000dc00'\n", "\\U0000dc00", 3),
        ("s = '\u{fffd}' + '\\ud800'\n", "\\ud800", 1),
    ] {
        let e = compile_program(src).expect_err(src);
        assert_eq!(e.kind, "SyntaxError", "{src}");
        assert_eq!(
            e.message,
            format!("lone surrogates are not supported: the playground's str cannot hold '{escape}' (a UTF-16 surrogate code point, U+D800 to U+DFFF)"),
            "{src}"
        );
        assert_eq!(e.span().map(|s| s.line), Some(line), "{src}");
    }
    // A literal U+FFFD, an escaped backslash and a raw string are no lone surrogates.
    for src in [
        "s = '\u{fffd}\\\\ud800'\n",
        "s = r'\u{fffd}\\ud800'\n",
        "s = '\\ufffd'\n",
    ] {
        assert!(compile_program(src).is_ok(), "{src}");
    }
    let e = run("chr(0xd800)\n", u64::MAX).error.expect("raised");
    assert_eq!(e.kind, "NotImplementedError");
    assert!(
        e.message
            .starts_with("chr(0xd800): lone surrogates are not supported"),
        "{}",
        e.message
    );
}

#[test]
fn assigning_class_is_refused_not_stored_as_an_attribute() {
    // It was stored as a plain attribute, leaving type(b) unchanged: a silent wrong answer.
    let src = "class A: pass\nclass B(A): pass\nb = B()\nb.__class__ = A\n";
    let e = run(src, u64::MAX).error.expect("raised");
    assert_eq!(e.kind, "NotImplementedError");
    assert_eq!(
        e.message,
        "assigning __class__ is not supported in the playground yet"
    );
    assert_eq!(e.span().map(|s| s.line), Some(4));
}

#[test]
fn errors_carry_the_line_for_the_gutter() {
    let src = "def f(x):\n    return x['k']\n\nf({})\n";
    let e = run(src, u64::MAX).error.expect("raised");
    assert_eq!(e.header(), "KeyError: 'k'");
    let lines: Vec<u32> = e.traceback.iter().map(|t| t.span.line).collect();
    assert_eq!(lines, vec![4, 2]);
    assert_eq!(e.span().map(|s| s.line), Some(2));
}

/// A cheap stand-in for fuzzing: mangled versions of every conformance case (lines dropped,
/// duplicated or cut short, characters removed) must compile or fail with a `PyErr`, and run to an
/// end or an error within a small budget, never panic.
#[test]
fn mangled_programs_never_panic() {
    let dir = common::repo_dir().join("core/tests/python/cases");
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = |n: usize| -> usize {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((seed >> 33) as usize) % n.max(1)
    };
    let mut panics = Vec::new();
    let mut tried = 0;
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("cases")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().and_then(|e| e.to_str()) == Some("py"))
        .collect();
    paths.sort();
    for path in paths {
        let source = std::fs::read_to_string(&path).expect("case");
        let lines: Vec<&str> = source.lines().collect();
        for kind in 0..4 {
            let mut l: Vec<String> = lines.iter().map(|s| s.to_string()).collect();
            let i = next(l.len());
            match kind {
                0 => {
                    l.remove(i);
                }
                1 => {
                    let dup = l[i].clone();
                    l.insert(i, dup);
                }
                2 => l.truncate(i + 1),
                _ => {
                    let chars: Vec<char> = l[i].chars().collect();
                    if !chars.is_empty() {
                        let j = next(chars.len());
                        l[i] = chars[..j].iter().chain(chars[j + 1..].iter()).collect();
                    }
                }
            }
            let mangled = l.join("\n") + "\n";
            tried += 1;
            let ok = std::panic::catch_unwind(|| {
                let _ = run(&mangled, 200_000);
            });
            if ok.is_err() {
                panics.push(format!("{}:\n{mangled}", path.display()));
            }
        }
    }
    assert!(tried >= 1200);
    assert!(
        panics.is_empty(),
        "{} panicked:\n{}",
        panics.len(),
        panics.join("\n")
    );
}

/// Every builtin and every method of the built-in types, called with zero to three arguments of
/// assorted types: each call returns or raises a Python exception, none panics.
#[test]
fn builtins_with_odd_arguments_raise_instead_of_panicking() {
    let funcs = "print range len str repr int float bool abs min max sum list tuple dict set \
        frozenset enumerate zip map filter sorted reversed any all round isinstance issubclass \
        getattr setattr hasattr delattr type id iter next divmod pow hash callable property \
        staticmethod classmethod chr ord format vars hex bin super slice";
    let receivers = ["'s'", "[3, 1]", "{'a': 1}", "{1, 2}", "(1, 2)", "7", "2.5"];
    let methods = "append extend insert pop remove index count reverse clear copy sort keys \
        values items get setdefault update popitem add discard union intersection difference \
        issubset issuperset join split rsplit splitlines strip lstrip rstrip upper lower title \
        capitalize swapcase replace startswith endswith find rfind rindex isdigit isalpha \
        isalnum isspace isupper islower center ljust rjust zfill partition rpartition format \
        removeprefix removesuffix bit_length is_integer";
    let args = [
        "",
        "None",
        "0",
        "-1",
        "'x'",
        "[1]",
        "(1, 'a')",
        "2.5",
        "0, 0",
        "'a', 'b'",
        "[], {}, 1",
    ];
    let mut src = String::from("import random\nimport math\n");
    let mut calls = Vec::new();
    for f in funcs.split_whitespace() {
        for a in args {
            calls.push(format!("{f}({a})"));
        }
    }
    for r in receivers {
        for m in methods.split_whitespace() {
            for a in args {
                calls.push(format!("({r}).{m}({a})"));
            }
        }
    }
    for m in [
        "random.randint",
        "random.choice",
        "random.seed",
        "math.sqrt",
        "math.log",
    ] {
        for a in args {
            calls.push(format!("{m}({a})"));
        }
    }
    for c in &calls {
        src.push_str(&format!("try:\n    {c}\nexcept Exception:\n    pass\n"));
    }
    let out = std::panic::catch_unwind(|| run(&src, 50_000_000));
    let out = out.expect("no builtin may panic");
    assert!(
        out.error.is_none(),
        "{}",
        out.error.map(|e| e.render(&src)).unwrap_or_default()
    );
    assert!(calls.len() > 2000);
}

#[test]
fn what_memoryview_lacks_is_a_not_implemented_error_naming_it() {
    // Views of bytes, bytearray and arrays work, and casts between formats
    // (`cases/memoryview_cast_tolist.py`); a cast to a shape does not.
    let e = run("memoryview(b'abcd').cast('B', (2, 2))\n", u64::MAX)
        .error
        .expect("raised");
    assert_eq!(e.kind, "NotImplementedError");
    assert_eq!(
        e.message,
        "memoryview.cast with a shape is not supported by the playground"
    );
}
