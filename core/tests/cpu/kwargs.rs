//! Every op checks its arguments (issue 23): each op's keywords against PyTorch's own signatures
//! (`core/testdata/signatures/`, written by `scripts/refdata/signatures.py` with real PyTorch), an
//! unknown keyword as PyTorch's TypeError, a keyword PyTorch accepts but the playground does not
//! yet honour as NotImplementedError naming it, tensors on two devices and partly overlapping
//! in-place writes refused in PyTorch's words. The values of honoured keywords are checked against
//! PyTorch's output by `core/tests/programs/keyword_arguments.py`.

use crate::common;

use std::collections::{BTreeMap, BTreeSet};

use tpu_core::runtime::{run_to_end, Outcome, RunConfig};
use tpu_core::torch::signatures::{positional_limits, POSITIONAL, SIGNATURES};

fn run(src: &str) -> Outcome {
    run_to_end(src, common::cpu(), &RunConfig::default())
}

/// The error `src` raised, as (class, message); panics when it raised none.
fn error(src: &str) -> (String, String) {
    let out = run(src);
    let e = out
        .error
        .unwrap_or_else(|| panic!("{src:?} raised nothing; printed {:?}", out.stdout));
    (e.kind, e.message)
}

fn stdout(src: &str) -> String {
    let out = run(src);
    if let Some(e) = out.error {
        panic!("{src:?} raised {}: {}", e.kind, e.message);
    }
    out.stdout
}

/// `core/testdata/signatures/pytorch.txt`: qualified name -> PyTorch's keywords (None for `?`).
fn pytorch() -> BTreeMap<String, Option<BTreeSet<String>>> {
    tpu_testdata::read("signatures/pytorch.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut words = l.split_whitespace();
            let name = words.next().unwrap().to_string();
            let rest: Vec<&str> = words.collect();
            let kw = (rest != ["?"]).then(|| rest.iter().map(|s| s.to_string()).collect());
            (name, kw)
        })
        .collect()
}

#[test]
fn every_op_accepts_exactly_pytorchs_keywords() {
    let reference = pytorch();
    let mut problems = Vec::new();
    let ours: BTreeSet<&str> = SIGNATURES.iter().map(|s| s.name).collect();
    assert_eq!(ours.len(), SIGNATURES.len(), "an op is listed twice");
    for sig in SIGNATURES {
        let honoured: BTreeSet<String> = sig.kw.iter().map(|s| s.to_string()).collect();
        let refused: BTreeSet<String> = sig.refused.iter().map(|s| s.to_string()).collect();
        if let Some(both) = honoured.intersection(&refused).next() {
            problems.push(format!(
                "{}: '{both}' is both honoured and refused",
                sig.name
            ));
        }
        let accepted: BTreeSet<String> = honoured.union(&refused).cloned().collect();
        match reference.get(sig.name) {
            None => problems.push(format!(
                "{}: not in signatures/pytorch.txt (rerun scripts/refdata/signatures.py)",
                sig.name
            )),
            // A class PyTorch's stubs do not describe (no_grad, enable_grad): no keywords.
            Some(None) if accepted.is_empty() => {}
            Some(None) => problems.push(format!("{}: PyTorch's keywords unknown", sig.name)),
            Some(Some(theirs)) if *theirs != accepted => problems.push(format!(
                "{}: PyTorch accepts {theirs:?}, the playground {accepted:?}",
                sig.name
            )),
            Some(Some(_)) => {}
        }
    }
    for name in reference.keys() {
        if !ours.contains(name.as_str()) {
            problems.push(format!("{name}: in pytorch.txt but no longer registered"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The table is not trivially small: every torch function, F function and Tensor method.
    assert!(SIGNATURES.len() >= 200, "{} ops", SIGNATURES.len());
}

#[test]
fn every_op_has_pytorchs_positional_counts() {
    // Written with the keywords by scripts/refdata/signatures.py: an op added to the table
    // without rerunning it would take any number of positional arguments.
    let listed: BTreeSet<&str> = POSITIONAL.iter().map(|p| p.0).collect();
    let missing: Vec<&str> = SIGNATURES
        .iter()
        .map(|s| s.name)
        .filter(|n| !listed.contains(n))
        .collect();
    assert!(
        missing.is_empty(),
        "rerun scripts/refdata/signatures.py: {missing:?}"
    );
    assert!(POSITIONAL.windows(2).all(|w| w[0].0 < w[1].0), "not sorted");
    // The lookup the wrappers evaluate at compile time finds each entry.
    for &(name, lo, hi) in POSITIONAL {
        assert_eq!(positional_limits(name), (lo, hi), "{name}");
    }
    assert_eq!(positional_limits("torch.no_such_op"), (0, u8::MAX));
    // Most ops have a bound (the int-list varargs and a few hand-bound ones do not).
    let bounded = POSITIONAL.iter().filter(|p| p.2 != u8::MAX).count();
    assert!(
        bounded * 10 > POSITIONAL.len() * 9,
        "{bounded} of {}",
        POSITIONAL.len()
    );
}

#[test]
fn extra_positional_arguments_raise_pytorchs_type_error() {
    // Each used to run with the extra argument ignored (a silent wrong answer where it meant
    // something: `torch.tensor(data, torch.float64)` kept float32).
    let x = "import torch\nimport torch.nn.functional as F\nx = torch.ones(2, 2)\n";
    for (call, message) in [
        (
            "torch.cat([x, x], 0, 1)",
            "cat() takes from 1 to 2 positional arguments but 3 were given",
        ),
        (
            "x.mm(x, 2)",
            "mm() takes 1 positional argument but 2 were given",
        ),
        (
            "torch.tensor([1.], torch.float64)",
            "tensor() takes 1 positional argument but 2 were given",
        ),
        (
            "torch.relu(x, 1)",
            "relu() takes 1 positional argument but 2 were given",
        ),
        (
            "x.relu(1)",
            "TensorBase.relu() takes no arguments (1 given)",
        ),
        (
            "x.float(torch.float64)",
            "float() takes 0 positional arguments but 1 was given",
        ),
        (
            "x.transpose(0, 1, 2)",
            "transpose() takes 2 positional arguments but 3 were given",
        ),
        (
            "F.relu(x, False, 1)",
            "relu() takes from 1 to 2 positional arguments but 3 were given",
        ),
        (
            "x.size(0, 1)",
            "size() takes from 0 to 1 positional arguments but 2 were given",
        ),
    ] {
        assert_eq!(
            error(&format!("{x}{call}\n")),
            ("TypeError".into(), message.into()),
            "{call}"
        );
    }
    // What PyTorch does take: int lists as varargs, a deprecated scalar-first add_, optional
    // positionals up to the most.
    assert_eq!(
        stdout(&format!(
            "{x}g = torch.ones(2, 2)\nx.add_(-0.5, g)\nprint(x.view(4).tolist(), torch.zeros(1, 2, 1).shape, \
             x.permute(1, 0).shape, torch.sum(x, 1, True).shape, torch.cat([x, x], 1).shape, \
             x.to('cpu', torch.float64, False, False).dtype)\n"
        )),
        "[0.5, 0.5, 0.5, 0.5] torch.Size([1, 2, 1]) torch.Size([2, 2]) torch.Size([2, 1]) torch.Size([2, 4]) torch.float64\n"
    );
    // to()'s flags positionally: non_blocking, then copy (a new tensor even with nothing to do).
    assert_eq!(
        stdout(&format!(
            "{x}print(x.to(torch.float32, False, True) is x, x.to(torch.float32, False) is x, \
             x.to('cpu', torch.float32, False, True) is x)\n"
        )),
        "False True False\n"
    );
}

#[test]
fn unknown_keywords_raise_pytorchs_type_error() {
    for (src, message) in [
        (
            "import torch\ntorch.ones(3).sum(bogus=5)",
            "sum() got an unexpected keyword argument 'bogus'",
        ),
        (
            "import torch\ntorch.relu(torch.ones(3), bogus=1)",
            "relu() got an unexpected keyword argument 'bogus'",
        ),
        (
            "import torch\ntorch.add(torch.ones(3), 1, beta=2)",
            "add() got an unexpected keyword argument 'beta'",
        ),
        (
            "import torch\nimport torch.nn.functional as F\nF.relu(torch.ones(3), bogus=1)",
            "relu() got an unexpected keyword argument 'bogus'",
        ),
        (
            // amax has no dtype= in PyTorch, though sum has.
            "import torch\ntorch.ones(3).amax(dtype=torch.float64)",
            "amax() got an unexpected keyword argument 'dtype'",
        ),
        (
            "import torch\ntorch.zeros(2, bogus=1)",
            "zeros() got an unexpected keyword argument 'bogus'",
        ),
    ] {
        assert_eq!(error(src), ("TypeError".into(), message.into()), "{src}");
    }
}

#[test]
fn accepted_but_unsupported_keywords_are_refused_by_name() {
    for (src, message) in [
        (
            "import torch\nx = torch.ones(2)\ntorch.add(x, x, out=torch.ones(3))",
            "torch.add(out=...) with an out tensor of another shape (PyTorch would resize it) is not supported in the playground yet",
        ),
        (
            "import torch\ntorch.empty_like(torch.ones(1, 2, 2, 2).sum(dtype=torch.float64, keepdim=True, dim=0), memory_format=torch.channels_last)",
            "torch.empty_like: memory_format=torch.channels_last is not supported in the playground yet",
        ),
        (
            "import torch\ntorch.zeros(2, pin_memory=True)",
            "torch.zeros: the keyword argument 'pin_memory' is not supported in the playground yet",
        ),
        (
            "import torch\nimport torch.nn.functional as F\nF.embedding(torch.tensor([0]), torch.ones(2, 2), scale_grad_by_freq=True)",
            "torch.nn.functional.embedding: the keyword argument 'scale_grad_by_freq' is not supported in the playground yet",
        ),
    ] {
        assert_eq!(
            error(src),
            ("NotImplementedError".into(), message.into()),
            "{src}"
        );
    }
}

#[test]
fn rounding_mode_is_checked_in_pytorchs_words() {
    let (kind, message) =
        error("import torch\ntorch.div(torch.tensor([7.]), 2, rounding_mode='bogus')");
    assert_eq!(kind, "RuntimeError");
    assert_eq!(
        message,
        "div expected rounding_mode to be one of None, 'trunc', or 'floor' but found 'bogus'"
    );
    // 7 / 2 is 3.5 only without a mode (the program: every mode gave 3.5).
    assert_eq!(
        stdout(
            "import torch\na = torch.tensor([7., -7.])\nfor m in [None, 'trunc', 'floor']:\n    print(torch.div(a, 2, rounding_mode=m))"
        ),
        "tensor([ 3.5000, -3.5000])\ntensor([ 3., -3.])\ntensor([ 3., -4.])\n"
    );
}

const SAME_DEVICE: &str =
    "Expected all tensors to be on the same device, but found at least two devices";

#[test]
fn tensors_on_two_devices_are_refused() {
    let cases = [
        ("a + b", "tpu:0 and cpu"),
        ("b + a", "cpu and tpu:0"),
        ("b.mul_(a)", "cpu and tpu:0"),
        ("a @ b", "tpu:0 and cpu"),
        ("torch.maximum(a, b)", "tpu:0 and cpu"),
        ("torch.where(a > 0, a, b)", "tpu:0 and cpu"),
        ("torch.add(a, b, alpha=2)", "tpu:0 and cpu"),
        ("torch.cat([a, b])", "tpu:0 and cpu"),
        ("torch.stack([b, a])", "cpu and tpu:0"),
        ("a.index_select(0, torch.tensor([0]))", "tpu:0 and cpu"),
        ("a.gather(0, torch.tensor([[0, 1]]))", "tpu:0 and cpu"),
        (
            "torch.nn.functional.embedding(torch.tensor([0]), a)",
            "tpu:0 and cpu",
        ),
        ("a < b", "tpu:0 and cpu"),
    ];
    for (expr, devices) in cases {
        let src = format!(
            "import torch\na = torch.ones(2, 2, device='tpu')\nb = torch.ones(2, 2)\n{expr}\n"
        );
        assert_eq!(
            error(&src),
            ("RuntimeError".into(), format!("{SAME_DEVICE}, {devices}!")),
            "{expr}"
        );
    }
}

#[test]
fn a_zero_dim_cpu_tensor_joins_a_device_tensor() {
    assert_eq!(
        stdout(
            "import torch\na = torch.ones(2, device='tpu')\ns = torch.tensor(2.)\nprint((a + s).device.type, (s * a).device.type, torch.maximum(s, a).device.type)\na += s\nprint(a)"
        ),
        "tpu tpu tpu\ntensor([3., 3.])\n"
    );
    // A module moved with .to("tpu") keeps its Parameter objects; they meet tpu inputs.
    assert_eq!(
        stdout(
            "import torch\nm = torch.nn.Linear(2, 3).to('tpu')\nx = torch.ones(4, 2, device='tpu')\nprint(m(x).shape, (m.weight * x.sum()).shape, m(x).device.type)\nprint((m(x) + torch.ones(4, 3, device='tpu')).shape)"
        ),
        "torch.Size([4, 3]) torch.Size([3, 2]) tpu\ntorch.Size([4, 3])\n"
    );
}

const OVERLAP: &str = "unsupported operation: some elements of the input tensor and the written-to tensor refer to a single memory location. Please clone() the tensor before performing the operation.";

#[test]
fn partly_overlapping_in_place_writes_are_refused() {
    for stmt in [
        "x[1:] += x[:-1]",
        "x[1:].add_(x[:-1])",
        "x[:-1].mul_(x[1:])",
        "x[1:].copy_(x[:-1])",
        "x[1:] = x[:-1]",
    ] {
        let src = format!("import torch\nx = torch.arange(5.)\n{stmt}\n");
        assert_eq!(
            error(&src),
            ("RuntimeError".into(), OVERLAP.into()),
            "{stmt}"
        );
    }
    // A full overlap and disjoint pieces of one tensor are fine, as in PyTorch.
    assert_eq!(
        stdout(
            "import torch\nx = torch.arange(5.)\nx += x\nx[:2] *= x[3:]\nx[:2] = x[3:]\nprint(x)"
        ),
        "tensor([6., 8., 4., 6., 8.])\n"
    );
}

#[test]
fn every_function_in_the_table_is_registered() {
    let mut src = String::from("import torch\nimport torch.nn.functional\n");
    for sig in SIGNATURES {
        if !sig.name.starts_with("Tensor.") {
            src.push_str(&format!("assert callable({}), '{}'\n", sig.name, sig.name));
        }
    }
    // The methods are checked against the method table by signatures.rs's unit test; here, that
    // each is reachable from a tensor.
    src.push_str("t = torch.ones(2)\n");
    for sig in SIGNATURES {
        if let Some(m) = sig.name.strip_prefix("Tensor.") {
            src.push_str(&format!("assert callable(t.{m}), '{m}'\n"));
        }
    }
    assert_eq!(stdout(&src), "");
}

#[test]
fn integer_division_by_zero_is_pytorchs_runtime_error() {
    // PyTorch: `RuntimeError: ZeroDivisionError`, so `except RuntimeError` catches it.
    for src in [
        "import torch\ntorch.tensor([1, 2]) // 0\n",
        "import torch\ntorch.tensor([1, 2]) % torch.tensor([1, 0])\n",
    ] {
        assert_eq!(
            error(src),
            ("RuntimeError".into(), "ZeroDivisionError".into()),
            "{src}"
        );
    }
    assert_eq!(
        stdout("import torch\ntry:\n    torch.tensor([3]) // 0\nexcept RuntimeError as e:\n    print('caught', e)\n"),
        "caught ZeroDivisionError\n"
    );
}

#[test]
fn reductions_over_a_non_empty_dim_of_an_empty_tensor_are_empty() {
    // PyTorch (zero_numel_check_dims): a max over a dim of size 3 of a (5, 0, 3) tensor is a
    // (5, 0) result; over the dim of size 0 an IndexError, over no dim a RuntimeError.
    let out = stdout(
        "import torch\nz = torch.zeros(5, 0, 3)\nv, i = z.max(dim=2)\nprint(v.shape, i.shape, i.dtype)\n\
         v, i = torch.min(z, 2, keepdim=True)\nprint(v.shape, i.shape)\n\
         print(z.argmax(dim=2).shape, z.argmin(2).shape, z.amax(dim=2).shape, z.amin(dim=(0, 2)).shape)\n\
         print(z.sum(dim=1).shape, z.sum(dim=1).sum().item(), z.sum(dim=2).shape)\n",
    );
    assert_eq!(
        out,
        "torch.Size([5, 0]) torch.Size([5, 0]) torch.int64\n\
         torch.Size([5, 0, 1]) torch.Size([5, 0, 1])\n\
         torch.Size([5, 0]) torch.Size([5, 0]) torch.Size([5, 0]) torch.Size([0])\n\
         torch.Size([5, 3]) 0.0 torch.Size([5, 0])\n"
    );
    // The sum over an empty dim is +0, as PyTorch prints it (not `-0.`).
    assert_eq!(
        stdout("import torch\nprint(torch.zeros(2, 0).sum(dim=1))\n"),
        "tensor([0., 0.])\n"
    );
    for (call, name, dim) in [
        ("z.max(dim=1)", "max", 1),
        ("z.min(dim=-2)", "min", 1),
        ("z.argmax(dim=1)", "argmax", 1),
        ("z.amax(dim=(1, 2))", "amax", 1),
        ("z.amin(1)", "amin", 1),
        ("torch.zeros(0).max(dim=0)", "max", 0),
    ] {
        assert_eq!(
            error(&format!("import torch\nz = torch.zeros(5, 0, 3)\n{call}\n")),
            (
                "IndexError".into(),
                format!("{name}(): Expected reduction dim {dim} to have non-zero size.")
            ),
            "{call}"
        );
    }
    for (call, name) in [
        ("z.max()", "max"),
        ("z.argmin()", "argmin"),
        ("z.amax()", "amax"),
    ] {
        assert_eq!(
            error(&format!("import torch\nz = torch.zeros(5, 0, 3)\n{call}\n")),
            (
                "RuntimeError".into(),
                format!("{name}(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the 'dim' argument.")
            ),
            "{call}"
        );
    }
}
