//! `torch.compile` and Compiled mode: one captured graph per call, cut at the return; the guard
//! cache (a hit on the same shapes, a recompile naming the failed guard in Dynamo's words); what
//! `fullgraph=True` refuses and what a graph break does; the API's errors. Expected texts come
//! from real PyTorch 2.15 through scripts/compile_goldens.py (core/tests/golden_compile/compile.json).
//! Compiled results equal to eager PyTorch's are core/tests/programs/compile_*.py (torch_programs.rs,
//! every mode, both backends); the oracle's programs in Compiled mode are in oracle_programs.rs.

mod common;

use serde_json::Value as Json;
use tpu_core::device::{Backend, BackendKind};
use tpu_core::dispatch::EagerMode;
use tpu_core::runtime::{RunConfig, Session};
use tpu_core::script::PyErr;
use tpu_core::trace::{Event, MaterializationReason as R};

struct Run {
    stdout: String,
    events: Vec<Event>,
    error: Option<PyErr>,
}

fn run_in(source: &str, backend: Box<dyn Backend>, mode: EagerMode) -> Run {
    let config = RunConfig {
        mode,
        ..RunConfig::default()
    };
    let mut s = Session::new(source, backend, &config).expect("compiles");
    let error = s.run_blocking(|| true).err();
    Run {
        stdout: s.take_stdout(),
        events: s.trace().events().cloned().collect(),
        error,
    }
}

fn run(source: &str) -> Run {
    let r = run_in(source, common::cpu(), EagerMode::Compiled);
    if let Some(e) = &r.error {
        panic!("program raised:\n{}", e.render(source));
    }
    r
}

fn golden() -> Json {
    let path = common::repo_dir().join("core/tests/golden_compile/compile.json");
    serde_json::from_str(&std::fs::read_to_string(path).expect("golden")).expect("json")
}

/// The torch.compile guard lookups of the function `name`: (hit, what differed).
fn lookups(events: &[Event], name: &str) -> Vec<(bool, Option<String>)> {
    let kernel = format!("torch.compile({name})");
    events
        .iter()
        .filter_map(|e| match e {
            Event::CacheLookup {
                kernel: k,
                hit,
                differs,
                ..
            } if *k == kernel => Some((*hit, differs.clone())),
            _ => None,
        })
        .collect()
}

/// Graph cuts as (reason, line, ops).
fn cuts(events: &[Event]) -> Vec<(R, u32, usize)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::GraphCut {
                reason, line, ops, ..
            } => Some((*reason, *line, *ops)),
            _ => None,
        })
        .collect()
}

const RECOMPILES: &str = r#"import torch
def f(x, n):
    return x * n
cf = torch.compile(f)
for x, n in [(torch.ones(4, 8, device="tpu"), 2), (torch.ones(4, 8, device="tpu"), 2),
             (torch.ones(2, 8, device="tpu"), 2), (torch.ones(2, 8, dtype=torch.float64, device="tpu"), 2),
             (torch.ones(2, 8, dtype=torch.float64, device="tpu"), 3),
             (torch.ones(2, 8, 1, dtype=torch.float64, device="tpu"), 3)]:
    print(cf(x, n).sum().item())
"#;

fn check_recompiles(backend: Box<dyn Backend>) {
    let gpu = backend.info().kind == BackendKind::Gpu;
    let r = run_in(RECOMPILES, backend, EagerMode::Compiled);
    assert!(r.error.is_none(), "{:?}", r.error);
    assert_eq!(r.stdout, "64.0\n64.0\n32.0\n32.0\n48.0\n48.0\n");
    let g = golden();
    let texts: Vec<Option<String>> = g["recompiles"]
        .as_array()
        .expect("recompiles")
        .iter()
        .map(|t| Some(t.as_str().expect("text").to_string()))
        .collect();
    assert_eq!(texts.len(), 4);
    // Call 1 compiles, call 2 hits, calls 3-6 each recompile for the guard PyTorch names.
    let mut expected = vec![(false, None), (true, None)];
    expected.extend(texts.into_iter().map(|t| (false, t)));
    assert_eq!(lookups(&r.events, "f"), expected);
    // Each call is one graph, cut where it returned (line 9): `x * n`, one op. WebGPU has no
    // float64, so on the GPU the float64 calls' op runs on the CPU reference (a host fallback,
    // never recorded) and their graphs are empty.
    let returns: Vec<_> = cuts(&r.events)
        .into_iter()
        .filter(|c| c.0 == R::CompiledFunctionReturn)
        .collect();
    assert_eq!(
        returns,
        vec![(R::CompiledFunctionReturn, 9, 1); if gpu { 3 } else { 6 }]
    );
}

#[test]
fn a_second_call_hits_and_a_new_shape_recompiles_naming_the_failed_guard_on_cpu() {
    check_recompiles(common::cpu());
}

#[test]
fn a_second_call_hits_and_a_new_shape_recompiles_naming_the_failed_guard_on_gpu() {
    check_recompiles(common::gpu());
}

#[test]
fn a_capture_is_one_graph_even_where_the_loop_heuristic_would_cut_fused_code() {
    // 24 identical iterations of two ops: in Fused mode the repeated-op heuristic cuts after the
    // 22nd op (two periods of 11); inside a capture nothing cuts until the function returns.
    let body = "def steps(x):\n    for _ in range(24):\n        x = x * 1.0001\n        x = x + 0.5\n    return x\n";
    let src = format!(
        "import torch\n{body}x = torch.ones(3, device=\"tpu\")\n\
         y = torch.compile(steps)(x)\nz = steps(x)\nprint(torch.equal(y, z))\n"
    );
    let r = run(&src);
    assert_eq!(r.stdout, "True\n");
    let c = cuts(&r.events);
    // The compiled call: one graph of all 48 ops, cut at its return (line 8).
    assert_eq!(c[0], (R::CompiledFunctionReturn, 8, 48));
    // The same function called eagerly in Compiled mode runs as in Fused: the heuristic cuts it.
    assert!(
        c[1..].iter().any(|x| x.0 == R::RepeatedOpDetection),
        "{c:?}"
    );
}

#[test]
fn torch_compile_captures_in_strict_mode_too_and_pending_ops_run_before_the_call() {
    let src = "import torch\n\
         @torch.compile\n\
         def f(x):\n    return (x * 2.0 + 1.0).relu()\n\
         x = torch.tensor([1.0, -2.0, 3.0], device=\"tpu\")\n\
         print(f(x))\n\
         y = x - 1.0\n\
         print(f(y))\n";
    let strict = run_in(src, common::cpu(), EagerMode::Strict);
    assert_eq!(
        strict.stdout,
        "tensor([3., 0., 7.])\ntensor([1., 0., 5.])\n"
    );
    assert_eq!(
        cuts(&strict.events),
        [
            (R::CompiledFunctionReturn, 6, 3),
            (R::CompiledFunctionReturn, 8, 3)
        ]
    );
    // Compiled mode defers `x - 1.0` outside the function: it runs first, cut for the compile.
    let compiled = run(src);
    assert_eq!(compiled.stdout, strict.stdout);
    assert_eq!(
        cuts(&compiled.events),
        [
            (R::CompiledFunctionReturn, 6, 3),
            (R::Compile, 8, 1),
            (R::CompiledFunctionReturn, 8, 3)
        ]
    );
}

/// Programs that need a host value inside the compiled function, the op as the graph-break reason
/// names it, the line of that op, and the ops recorded before it (the graph the break cuts).
const UNCAPTURABLE: &[(&str, &str, u32, usize)] = &[
    (
        "def f(x):\n    y = x * 2\n    print(y)\n    return y + 1\n",
        "print",
        4,
        1,
    ),
    (
        "def f(x):\n    y = x * 2\n    if y.sum() > 0:\n        return y + 1\n    return y - 1\n",
        "bool",
        4,
        3,
    ),
    (
        "def f(x):\n    y = x * 2\n    print(y.tolist())\n    return y + 1\n",
        "Tensor.tolist",
        4,
        1,
    ),
    (
        "def f(x):\n    y = x * 2\n    y.sum().backward()\n    return y + 1\n",
        "Tensor.backward",
        4,
        2,
    ),
];

fn program(body: &str, fullgraph: bool) -> String {
    let grad = body.contains("backward");
    format!(
        "import torch\n{body}x = torch.ones(3, device=\"tpu\", requires_grad={})\n\
         print(torch.compile(f, fullgraph={})(x))\n",
        if grad { "True" } else { "False" },
        if fullgraph { "True" } else { "False" }
    )
}

#[test]
fn fullgraph_refuses_what_dynamo_cannot_trace_with_its_error_and_the_line() {
    let g = golden();
    for &(body, op, line, _) in UNCAPTURABLE {
        let src = program(body, true);
        let r = run_in(&src, common::cpu(), EagerMode::Compiled);
        let e = r.error.unwrap_or_else(|| panic!("{op}: no error"));
        let want = &g["unsupported"][op];
        assert_eq!(
            e.kind,
            format!(
                "{}.{}",
                want["module"].as_str().unwrap(),
                want["class"].as_str().unwrap()
            ),
            "{op}"
        );
        assert_eq!(
            e.message.lines().next(),
            want["first_line"].as_str(),
            "{op}"
        );
        assert!(
            e.message.contains(&format!("line {line}, in f")),
            "{op}: {}",
            e.message
        );
        assert_eq!(e.traceback.last().map(|t| t.span.line), Some(line), "{op}");
        // The class is Dynamo's: `except RuntimeError` catches it, as in PyTorch.
        let caught = src.replace(
            "print(torch.compile(f, fullgraph=True)(x))\n",
            "try:\n    torch.compile(f, fullgraph=True)(x)\nexcept RuntimeError as e:\n    print(type(e).__name__)\n",
        );
        assert_eq!(run(&caught).stdout, "Unsupported\n", "{op}");
    }
}

#[test]
fn without_fullgraph_the_graph_breaks_at_the_op_and_the_result_is_eagers() {
    for &(body, op, line, before) in UNCAPTURABLE {
        let src = program(body, false);
        let call_line = body.lines().count() as u32 + 3;
        let compiled = run(&src);
        // The same program with torch.compile removed, in Strict mode.
        let plain = src.replace("torch.compile(f, fullgraph=False)", "f");
        let eager = run_in(&plain, common::cpu(), EagerMode::Strict);
        assert_eq!(compiled.stdout, eager.stdout, "{op}");
        let c = cuts(&compiled.events);
        // What was recorded before the op is one graph; the rest runs at the return.
        assert_eq!(c[0], (R::GraphBreak { op }, line, before), "{op}: {c:?}");
        assert!(
            c.iter()
                .any(|x| x.0 == R::CompiledFunctionReturn && x.1 == call_line),
            "{op}: {c:?}"
        );
    }
}

#[test]
fn what_pytorch_captures_under_fullgraph_runs_and_still_breaks_the_emulated_graph() {
    let g = golden();
    for (op, body) in [
        (
            "Tensor.item",
            "def f(x):\n    s = (x * 2).sum().item()\n    return x * s\n",
        ),
        (
            "Tensor.tolist (int)",
            "def f(x):\n    return (x * 2).int().tolist()\n",
        ),
        ("Tensor.cpu", "def f(x):\n    return (x * 2).cpu() + 1\n"),
    ] {
        assert_eq!(g["captured"][op], Json::Bool(true), "{op}");
        let src = program(body, true);
        let r = run(&src);
        let plain = src.replace("torch.compile(f, fullgraph=True)", "f");
        assert_eq!(
            r.stdout,
            run_in(&plain, common::cpu(), EagerMode::Strict).stdout,
            "{op}"
        );
    }
    let r = run(&program(
        "def f(x):\n    s = (x * 2).sum().item()\n    return x * s\n",
        true,
    ));
    assert_eq!(r.stdout, "tensor([6., 6., 6.])\n");
    assert_eq!(
        cuts(&r.events)[0],
        (R::GraphBreak { op: "Tensor.item" }, 3, 2)
    );
}

#[test]
fn bad_backend_and_mode_are_pytorchs_errors() {
    let g = golden();
    for (arg, key, kind) in [
        (
            "backend=\"foo\"",
            "backend",
            "torch._dynamo.exc.InvalidBackend",
        ),
        ("mode=\"fast\"", "mode", "RuntimeError"),
    ] {
        let src = format!("import torch\ndef f(x):\n    return x\ntorch.compile(f, {arg})\n");
        let r = run_in(&src, common::cpu(), EagerMode::Compiled);
        let e = r.error.expect("an error");
        assert_eq!(e.kind, kind);
        assert_eq!(
            Some(e.message.as_str()),
            g["errors"][key]["message"].as_str()
        );
        assert_eq!(e.traceback.last().map(|t| t.span.line), Some(4));
    }
    // disable=True hands the function back; a non-callable is refused.
    let r =
        run("import torch\ndef f(x):\n    return x\nprint(torch.compile(f, disable=True) is f)\n");
    assert_eq!(r.stdout, "True\n");
    let r = run_in(
        "import torch\ntorch.compile(3)\n",
        common::cpu(),
        EagerMode::Compiled,
    );
    assert!(r.error.expect("an error").message.contains("not callable"));
}

#[test]
fn a_module_call_and_its_forward_are_one_cached_graph_each_call() {
    let src = "import torch\nimport torch.nn as nn\n\
         class Net(nn.Module):\n    def __init__(self):\n        super().__init__()\n        self.fc = nn.Linear(4, 3)\n\
         \n    def forward(self, x):\n        return torch.tanh(self.fc(x))\n\
         torch.manual_seed(0)\n\
         m = torch.compile(Net().to(\"tpu\"))\n\
         x = torch.ones(2, 4, device=\"tpu\")\n\
         a = m(x)\nb = m.forward(x)\nc = m(torch.ones(5, 4, device=\"tpu\"))\n\
         print(torch.equal(a, b), tuple(c.shape))\n";
    let r = run(src);
    assert_eq!(r.stdout, "True (5, 3)\n");
    assert_eq!(
        lookups(&r.events, "Net.forward"),
        [
            (false, None),
            (true, None),
            (
                false,
                Some("tensor 'x' size mismatch at index 0. expected 2, actual 5".into())
            )
        ]
    );
}

#[test]
fn compiled_mode_runs_the_same_kernels_as_fused_with_the_compiled_host_costs() {
    // The compiled training step (forward + loss compiled, backward and SGD around it).
    let path = common::repo_dir().join("core/tests/programs/compile_training.py");
    let src = std::fs::read_to_string(path)
        .expect("program")
        .replace("\ndevice = \"cpu\"\n", "\ndevice = \"tpu\"\n");
    let config = |mode| RunConfig {
        mode,
        ..RunConfig::default()
    };
    let report = |mode| {
        let mut s = Session::new(&src, common::cpu(), &config(mode)).expect("compiles");
        s.run_blocking(|| true).expect("runs");
        s.report()
    };
    let (fused, compiled) = (report(EagerMode::Fused), report(EagerMode::Compiled));
    // The same graphs, kernels and syncs: the modes differ only in the host's per-op cost
    // (chip::host: FUSED.per_op_s 5 us, COMPILED.per_op_s 0.5 us), so Compiled's modelled time
    // is lower, by at most the difference over every dispatched op.
    assert_eq!(compiled.ops_dispatched, fused.ops_dispatched);
    assert_eq!(compiled.kernel_launches, fused.kernel_launches);
    assert_eq!(compiled.syncs, fused.syncs);
    let saved = fused.modelled_time_s - compiled.modelled_time_s;
    let per_op = tpu_core::chip::host::FUSED.per_op_s - tpu_core::chip::host::COMPILED.per_op_s;
    assert!(saved > 0.0, "{saved}");
    assert!(
        saved <= per_op * fused.ops_dispatched as f64 * (1.0 + 1e-9),
        "{saved}"
    );
    // Six calls of the step: one compile, five guard hits, no graph break.
    let stats = compiled.fusion.expect("stats").compiled;
    assert_eq!(
        (
            stats.calls,
            stats.compiles,
            stats.cache_hits,
            stats.graph_breaks
        ),
        (6, 1, 5, 0)
    );
}

#[test]
fn a_nested_compiled_call_is_inlined_and_an_error_inside_ends_the_capture() {
    let src = r#"import torch
inner = torch.compile(lambda x: x * 2.0)
@torch.compile
def outer(x):
    return inner(x) + 1.0
def bad(x):
    y = x * 3.0
    return y[7]
x = torch.ones(3, device="tpu")
print(outer(x))
try:
    torch.compile(bad)(x)
except IndexError as e:
    print("IndexError", e)
print(outer(x) * x)
"#;
    let r = run(src);
    assert_eq!(
        r.stdout,
        "tensor([3., 3., 3.])\n\
         IndexError index 7 is out of bounds for dimension 0 with size 3\n\
         tensor([3., 3., 3.])\n"
    );
    // The inner function is inlined into the outer's capture: no lookup of its own.
    assert!(lookups(&r.events, "<lambda>").is_empty());
    assert_eq!(lookups(&r.events, "outer"), [(false, None), (true, None)]);
    let c = cuts(&r.events);
    // outer's call (mul, add) is one graph; bad's `x * 3.0` still runs when the error leaves it
    // (cut at its call, line 12); the second outer call is one graph again.
    assert_eq!(c[0], (R::CompiledFunctionReturn, 10, 2));
    assert_eq!(c[1], (R::CompiledFunctionReturn, 12, 1));
    assert_eq!(c[2], (R::CompiledFunctionReturn, 15, 2));
}
