//! The library layer (`script::library`, `vm::import`): Python files shipped inside the crates,
//! imported like any module. A pack registered here (as a higher crate registers its own) gives
//! the test modules; torch's own files (`torch/nn/modules/container.py`) are tested through the
//! containers they define.

use crate::common;

use tpu_core::runtime::{run_to_end, Progress, RunConfig, Session};
use tpu_core::script::library::{register, Pack};

static TEST_PACK: Pack = Pack {
    name: "tests",
    files: || {
        &[
        (
            "demo/__init__.py",
            "print('demo loaded')\nloads = 1\nfrom .helpers import twice\n",
        ),
        (
            "demo/helpers.py",
            "SCALE = 2\n\ndef twice(x):\n    return x * SCALE\n\ndef divide(a, b):\n    return a // b\n",
        ),
        (
            "demo/deep/__init__.py",
            "from .. import helpers\nVALUE = helpers.twice(21)\n",
        ),
        (
            "demo/broken.py",
            "x = 1\nraise ValueError('broken at import')\n",
        ),
        (
            "demo/needs_missing.py",
            "import no_such_module_here\n",
        ),
        (
            "demo/shapes.py",
            "class Box:\n    SIDES = 4\n    def __init__(self, w):\n        self.w = w\n    def area(self):\n        return self.w * self.w\n    def __repr__(self):\n        return 'Box(' + str(self.w) + ')'\n",
        ),
    ]
    },
    // A file left out of the module, as the page's build leaves some: fetched on first import.
    lazy_paths: || &["demo/fetched.py"],
    lazy_files: || {
        Ok(&[(
            "demo/fetched.py",
            "from .helpers import twice\nFETCHED = twice(50)\n",
        )])
    },
    natives: |_, _| None,
};

/// A pack whose left-out files cannot be read (the page offline).
static UNREACHABLE_PACK: Pack = Pack {
    name: "tests-unreachable",
    files: || &[],
    lazy_paths: || &["faraway.py"],
    lazy_files: || Err("HTTP 404 for lib/x.lzma".to_string()),
    natives: |_, _| None,
};

fn run(source: &str) -> tpu_core::runtime::Outcome {
    register(&TEST_PACK);
    run_to_end(source, common::cpu(), &RunConfig::default())
}

fn ok(source: &str) -> String {
    let out = run(source);
    if let Some(e) = out.error {
        panic!("{}", e.render(source));
    }
    out.stdout
}

#[test]
fn a_library_module_runs_once_per_run_and_a_second_import_is_the_same_object() {
    let src = "import demo\nimport demo as d2\nimport demo.helpers\nprint(demo is d2, demo.loads)\nprint(demo.helpers.twice(4), demo.twice(5))\n";
    assert_eq!(ok(src), "demo loaded\nTrue 1\n8 10\n");
    // Each run executes the body afresh (its own module objects), the compiled code is reused.
    assert_eq!(ok(src), "demo loaded\nTrue 1\n8 10\n");
}

#[test]
fn submodules_and_relative_imports_resolve_in_their_package() {
    let src = "from demo.deep import VALUE\nfrom demo import helpers\nimport demo.deep\nprint(VALUE, helpers.SCALE, demo.deep.helpers is helpers)\n";
    assert_eq!(ok(src), "demo loaded\n42 2 True\n");
    // A library module's globals are its own: the program's `SCALE` does not change it.
    let src = "SCALE = 100\nfrom demo.helpers import twice\nprint(twice(3), SCALE)\n";
    assert_eq!(ok(src), "demo loaded\n6 100\n");
}

#[test]
fn classes_from_a_library_module_behave_as_the_programs_own() {
    let src = "from demo.shapes import Box\nclass Cube(Box):\n    def volume(self):\n        return self.area() * self.w\nc = Cube(3)\nprint(c, c.area(), c.volume(), Cube.SIDES, isinstance(c, Box))\n";
    assert_eq!(ok(src), "demo loaded\nBox(3) 9 27 4 True\n");
}

#[test]
fn a_traceback_through_a_library_function_names_its_file_and_line() {
    let src = "from demo.helpers import divide\n\ndef go():\n    return divide(1, 0)\n\ngo()\n";
    let e = run(src).error.expect("raised");
    assert_eq!(e.kind, "ZeroDivisionError");
    // The editor's gutter shows the program's line that called into the library.
    assert_eq!(e.span().map(|s| s.line), Some(4));
    let text = e.render(src);
    assert!(
        text.ends_with(
            "  File \"<program>\", line 6, in <module>\n    go()\n  File \"<program>\", line 4, in go\n    return divide(1, 0)\n           ^^^^^^^^^^^^\n  File \"<lib>/demo/helpers.py\", line 7, in divide\n    return a // b\n           ~~^^~~\nZeroDivisionError: integer division or modulo by zero\n"
        ),
        "{text}"
    );
}

#[test]
fn an_error_inside_a_library_module_body_names_the_module_and_can_be_caught() {
    let src = "try:\n    import demo.broken\nexcept ValueError as e:\n    print('caught', e)\n";
    assert_eq!(ok(src), "demo loaded\ncaught broken at import\n");
    let src = "import demo.broken\n";
    let e = run(src).error.expect("raised");
    let text = e.render(src);
    assert!(
        text.contains("  File \"<program>\", line 1, in <module>\n    import demo.broken\n  File \"<lib>/demo/broken.py\", line 2, in <module>\n    raise ValueError('broken at import')\nValueError: broken at import\n"),
        "{text}"
    );
}

#[test]
fn a_missing_module_is_a_module_not_found_error_naming_it() {
    let e = run("import demo.nothing\n").error.expect("raised");
    assert_eq!(
        e.header(),
        "ModuleNotFoundError: No module named 'demo.nothing'"
    );
    let e = run("import nothing_at_all.sub\n").error.expect("raised");
    assert_eq!(
        e.header(),
        "ModuleNotFoundError: No module named 'nothing_at_all'"
    );
    let src = "import demo.needs_missing\n";
    let e = run(src).error.expect("raised");
    assert_eq!(
        e.header(),
        "ModuleNotFoundError: No module named 'no_such_module_here'"
    );
    assert!(e
        .render(src)
        .contains("<lib>/demo/needs_missing.py\", line 1"));
    let e = run("from demo import nothing\n").error.expect("raised");
    assert_eq!(
        e.header(),
        "ImportError: cannot import name 'nothing' from 'demo'"
    );
    let e = run("from . import x\n").error.expect("refused");
    assert_eq!(
        e.header(),
        "ImportError: attempted relative import with no known parent package"
    );
}

#[test]
fn torch_nn_containers_come_from_the_library_file() {
    let src = "import torch.nn as nn\nimport torch.nn.modules.container as c\nprint(nn.Sequential is c.Sequential, nn.ModuleList is c.ModuleList)\nprint(nn.Sequential)\n";
    assert_eq!(
        ok(src),
        "True True\n<class 'torch.nn.modules.container.Sequential'>\n"
    );
    let src = "import torch\nfrom torch import nn\ns = nn.Sequential(nn.Linear(2, 2), 3)\n";
    let e = run(src).error.expect("raised");
    assert_eq!(e.header(), "TypeError: int is not a Module subclass");
    assert!(
        e.render(src)
            .contains("File \"<lib>/torch/nn/modules/container.py\", line "),
        "{}",
        e.render(src)
    );
}

#[test]
fn a_step_inside_a_library_function_names_its_file_and_line_and_the_gutter_stays_on_the_program() {
    register(&TEST_PACK);
    let src = "from demo.helpers import twice\ny = twice(5)\nprint(y)\n";
    let mut s = Session::new(src, common::cpu(), &RunConfig::default()).expect("compiles");
    let mut inside = None;
    loop {
        if let Some((Some(file), span)) = s.current_location() {
            if &*file == "demo/helpers.py" && span.line == 4 {
                inside = Some(s.current_span().map(|p| p.line));
            }
        }
        match s.step(1) {
            Progress::Running | Progress::NeedsValue => {}
            Progress::Done => break,
            Progress::Failed(e) => panic!("{}", e.render(src)),
        }
    }
    // A Step stopped at `return x * SCALE` (line 4 of the library file) while the program's
    // gutter showed line 2, the call into it.
    assert_eq!(inside, Some(Some(2)));
}

/// Ops run by library code are traced to the program's line that called into it: the matmul of a
/// `Sequential`'s `Linear` belongs to `y = model(x)`, not to a line of container.py (which the
/// page's gutter and timeline would show at that number in the user's program).
#[test]
fn ops_inside_library_code_are_traced_to_the_programs_line() {
    use tpu_core::trace::Event;
    let src = "import torch\nfrom torch import nn\nmodel = nn.Sequential(nn.Linear(3, 2), nn.ReLU())\nx = torch.ones(4, 3)\n\ny = model(x)\nprint(y.shape)\n";
    let mut s = Session::new(src, common::cpu(), &RunConfig::default()).expect("compiles");
    if let Err(e) = s.run_blocking(|| true) {
        panic!("program raised:\n{}", e.render(src));
    }
    let lines: Vec<(String, u32)> = s
        .trace()
        .events()
        .filter_map(|e| match e {
            Event::OpDispatched { op, line, .. } => Some((op.to_string(), *line)),
            _ => None,
        })
        .collect();
    let after_x: Vec<&(String, u32)> = lines.iter().filter(|(_, l)| *l > 4).collect();
    assert!(!after_x.is_empty(), "{lines:?}");
    assert!(after_x.iter().all(|(_, l)| *l == 6), "{lines:?}");
}

/// The build embeds each library file slimmed (`core/build_lib.rs`: comments and docstrings out):
/// compiled, each is the same code as its source file, line for line (tracebacks' line numbers),
/// but for docstrings, which become "".
#[test]
fn embedded_library_files_compile_to_their_sources_code_without_docstrings() {
    use tpu_core::script::code::CodeObject;
    use tpu_core::script::Value;
    // Instructions with each constant written out (a docstring's "" may merge with another "" in
    // the slimmed file's constant table, shifting indices); strings as `str`, compared below.
    fn listing(c: &CodeObject) -> String {
        let text = format!("{:?}", c.instrs);
        let mut out = String::new();
        let mut rest = text.as_str();
        while let Some(i) = rest.find("LoadConst(") {
            out.push_str(&rest[..i]);
            let tail = &rest[i + 10..];
            let end = tail.find(')').expect("LoadConst(k)");
            let k: usize = tail[..end].parse().expect("an index");
            match &c.consts[k] {
                Value::Str(_) => out.push_str("LoadConst(str)"),
                v => out.push_str(&format!("LoadConst({})", v.repr())),
            }
            rest = &tail[end + 1..];
        }
        out.push_str(rest);
        // A call's keyword names are a constant too (`kwnames: k`, u32::MAX for none).
        let mut named = String::new();
        let mut rest = out.as_str();
        while let Some(i) = rest.find("kwnames: ") {
            named.push_str(&rest[..i]);
            let tail = &rest[i + 9..];
            let end = tail
                .find(|ch: char| !ch.is_ascii_digit())
                .unwrap_or(tail.len());
            let k: usize = tail[..end].parse().expect("an index");
            match c.consts.get(k) {
                Some(v) => named.push_str(&format!("kwnames: {}", v.repr())),
                None => named.push_str(&format!("kwnames: {k}")),
            }
            rest = &tail[end..];
        }
        named.push_str(rest);
        named
    }
    fn strs(c: &CodeObject) -> Vec<String> {
        c.consts
            .iter()
            .filter_map(|v| match v {
                Value::Str(s) => Some(s.to_string()),
                _ => None,
            })
            .collect()
    }
    fn same(a: &CodeObject, b: &CodeObject, at: &str) {
        let lines = |c: &CodeObject| c.spans.iter().map(|s| s.line).collect::<Vec<_>>();
        assert_eq!(listing(a), listing(b), "{at}: {}", a.qualname);
        assert_eq!(lines(a), lines(b), "{at}: {} lines", a.qualname);
        assert_eq!(a.names, b.names, "{at}: {}", a.qualname);
        assert_eq!(a.locals, b.locals, "{at}: {}", a.qualname);
        // Every string but a docstring (the function's, or a bare string statement: a module's or
        // class's docstring) is kept.
        let bare: Vec<String> = a
            .instrs
            .windows(2)
            .filter(|w| format!("{:?}", w[1]) == "Pop")
            .filter_map(|w| {
                let t = format!("{:?}", w[0]);
                let k: usize = t
                    .strip_prefix("LoadConst(")?
                    .strip_suffix(')')?
                    .parse()
                    .ok()?;
                match &a.consts[k] {
                    Value::Str(s) => Some(s.to_string()),
                    _ => None,
                }
            })
            .collect();
        let (sa, sb) = (strs(a), strs(b));
        for x in &sa {
            let doc = a.doc.as_deref() == Some(x.as_str()) || bare.contains(x);
            assert!(
                doc || sb.contains(x),
                "{at}: {} lost the string {x:?}",
                a.qualname
            );
        }
        for y in &sb {
            assert!(
                y.is_empty() || sa.contains(y),
                "{at}: {} gained {y:?}",
                a.qualname
            );
        }
        assert!(
            b.doc.as_deref().is_none_or(str::is_empty),
            "{at}: {} kept its docstring",
            a.qualname
        );
        assert_eq!(a.codes.len(), b.codes.len(), "{at}: {}", a.qualname);
        for (x, y) in a.codes.iter().zip(&b.codes) {
            same(x, y, at);
        }
    }
    tpu_core::script::library::register(&tpu_core::torch::LIBRARY);
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let (mut checked, mut before, mut after) = (0, 0, 0);
    for (pack, path, slim) in tpu_core::script::library::embedded_files() {
        let folder = match pack {
            "lang" => "lang/lib",
            "torch" => "torch/lib",
            _ => continue,
        };
        let source = std::fs::read_to_string(root.join(folder).join(path)).expect("source");
        let at = format!("{pack}/{path}");
        assert_eq!(
            source.lines().count(),
            slim.lines().count(),
            "{at}: line count"
        );
        let module = path.trim_end_matches(".py").replace('/', ".");
        let init = module.ends_with(".__init__") || module == "__init__";
        let module = module.trim_end_matches(".__init__").to_string();
        let package = match (init, module.rsplit_once('.')) {
            (true, _) => module.clone(),
            (false, Some((parent, _))) => parent.to_string(),
            (false, None) => String::new(),
        };
        let unit = || {
            std::rc::Rc::new(tpu_core::script::code::LibUnit {
                path: path.into(),
                module: module.as_str().into(),
                package: package.clone(),
            })
        };
        let compile = tpu_core::script::compile::compile_library;
        let a = compile(&source, unit()).expect("the source compiles");
        let b = compile(slim, unit()).expect("the slimmed compiles");
        same(&a, &b, &at);
        before += source.len();
        after += slim.len();
        checked += 1;
    }
    assert!(checked > 60, "{checked} library files");
    assert!(after * 10 < before * 9, "slimmed {before} -> {after} bytes");
}

#[test]
fn re_runs_what_regex_lite_cannot_on_the_backtracking_engine() {
    // CPython accepts these; regex-lite has no backtracking, so `re` compiles them with
    // `_rebacktrack.py` and they match where CPython's do.
    let out = ok(r#"import re
for p, s in [(r"(a)\1", "xaa"), (r"(?P<x>a)(?P=x)", "baa"), (r"a(?=b)", "ab"), (r"a(?!b)", "ab a"),
             (r"(?<=a)b", "bab"), (r"(?<!a)b", "ab b"), (r"(?>a+)", "caa"), (r"a*+", "aaa"),
             (r"(a)?(?(1)b|c)", "xab")]:
    print(re.search(p, s).span())
"#);
    assert_eq!(
        out,
        "(1, 3)\n(1, 3)\n(0, 1)\n(3, 4)\n(2, 3)\n(3, 4)\n(1, 3)\n(0, 3)\n(1, 3)\n"
    );
}

#[test]
fn a_left_out_file_is_found_and_read_on_first_import_and_a_failed_read_is_an_import_error() {
    assert_eq!(
        ok("from demo.fetched import FETCHED\nprint(FETCHED)\n"),
        "demo loaded\n100\n"
    );
    register(&UNREACHABLE_PACK);
    let out = run("try:\n    import faraway\nexcept ImportError as e:\n    print(e)\n");
    assert!(out.error.is_none(), "{:?}", out.error);
    assert_eq!(
        out.stdout,
        "cannot import faraway: the library file could not be fetched (HTTP 404 for lib/x.lzma)\n"
    );
}
