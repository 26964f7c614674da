//! Fused mode: what fused with what, why something did not, why each graph was cut, the loop
//! heuristic on the MLP training example, and the compile cache. The inspector
//! (`tpu_core::fusion::inspect`) records what each flushed graph became.

mod common;

use tpu_core::device::Backend;
use tpu_core::dispatch::EagerMode;
use tpu_core::fusion::inspect::Inspector;
use tpu_core::fusion::FuseRefusal;
use tpu_core::runtime::{RunConfig, Session};
use tpu_core::trace::{Event, MaterializationReason as R};

struct Run {
    stdout: String,
    inspector: Inspector,
    events: Vec<Event>,
    report: tpu_core::runtime::Report,
}

fn run_on(source: &str, backend: Box<dyn Backend>) -> Run {
    let config = RunConfig {
        mode: EagerMode::Fused,
        ..RunConfig::default()
    };
    let mut s = Session::new(source, backend, &config).expect("compiles");
    s.dispatcher_mut().fusion.inspector = Some(Inspector::default());
    if let Err(e) = s.run_blocking(|| true) {
        panic!("program raised:\n{}", e.render(source));
    }
    let r = Run {
        stdout: s.take_stdout(),
        events: s.trace().events().cloned().collect(),
        report: s.report(),
        inspector: s.dispatcher_mut().fusion.inspector.take().expect("on"),
    };
    // The trace's running total (the page's Step graph counter) counts every cut.
    assert_eq!(s.trace().totals.graphs, r.inspector.graphs.len() as u64);
    r
}

fn run(source: &str) -> Run {
    run_on(source, common::cpu())
}

#[test]
fn an_elementwise_chain_becomes_one_kernel_that_writes_only_its_result() {
    let r = run("import torch\n\
         x = torch.tensor([1.0, -2.0, 3.0], device=\"tpu\")\n\
         y = torch.relu(x * 2.0 + 1.0)\n\
         print(y)\n");
    assert_eq!(r.stdout, "tensor([3., 0., 7.])\n");
    let g = &r.inspector.graphs;
    assert_eq!(g.len(), 1);
    assert_eq!((g[0].reason, g[0].line), (R::Print, 4));
    assert_eq!(g[0].ops, ["mul", "add", "relu"]);
    assert_eq!(g[0].kernels.len(), 1);
    assert_eq!(g[0].kernels[0].name, "mul+add+relu");
    // x*2 and x*2+1 were dropped by the program: they stay in registers.
    assert_eq!(g[0].kernels[0].outputs, 1);
    // HBM: read x (12 bytes) and the two scalar operands (4 bytes each) once, write y once.
    // Strict moves every intermediate: 44 bytes read and 36 written over three kernels.
    let launched: Vec<(u64, u64)> = r
        .events
        .iter()
        .filter_map(|e| match e {
            Event::KernelLaunched {
                bytes_read,
                bytes_written,
                ..
            } => Some((*bytes_read, *bytes_written)),
            _ => None,
        })
        .collect();
    assert_eq!(launched, [(20, 12)]);
}

#[test]
fn an_intermediate_the_program_still_holds_is_an_extra_output() {
    let r = run("import torch\n\
         x = torch.tensor([1.0, 2.0], device=\"tpu\")\n\
         a = x * 3.0\n\
         b = a - 1.0\n\
         print(b)\n\
         print(a)\n");
    assert_eq!(r.stdout, "tensor([2., 5.])\ntensor([3., 6.])\n");
    let k = &r.inspector.graphs[0].kernels;
    assert_eq!((k[0].name.as_str(), k[0].outputs), ("mul+sub", 2));
}

#[test]
fn a_result_nothing_can_read_is_never_computed() {
    let r = run("import torch\n\
         x = torch.tensor([1.0, 2.0], device=\"tpu\")\n\
         x * 5.0\n\
         y = x + 1.0\n\
         print(y)\n");
    let g = &r.inspector.graphs[0];
    assert_eq!(g.ops, ["mul", "add"]);
    assert_eq!(g.eliminated, 1);
    assert_eq!(g.kernels.len(), 1);
    assert_eq!(g.kernels[0].name, "add");
    assert_eq!(r.report.fusion.expect("stats").ops_eliminated, 1);
}

#[test]
fn a_matmul_after_elementwise_ops_is_refused_as_not_elementwise() {
    // A matmul can head a group (its epilogue follows it), never join one.
    let r = run("import torch\n\
         x = torch.tensor([[1.0, 2.0, 3.0]], device=\"tpu\")\n\
         w = torch.ones(3, 2, device=\"tpu\")\n\
         s = (x * 2.0 + 1.0) @ w\n\
         print(s.sum().item())\n");
    assert_eq!(r.stdout, "30.0\n");
    assert_eq!(
        r.inspector.refusals(),
        [(
            "mm".to_string(),
            "mul+add".to_string(),
            FuseRefusal::NotElementwise
        )]
    );
    // The full sum joined the matmul's group as its reduction.
    assert_eq!(r.inspector.fused(), ["mul+add", "mm+sum"]);
    assert_eq!(r.inspector.cuts(), [(R::ScalarConversion, 5)]);
}

#[test]
fn a_broadcast_result_of_another_shape_is_refused_as_a_shape_mismatch() {
    let r = run("import torch\n\
         x = torch.tensor([1.0, 2.0], device=\"tpu\")\n\
         a = x * 2.0\n\
         b = a.reshape(2, 1) + x\n\
         print(b)\n");
    assert_eq!(r.stdout, "tensor([[3., 4.],\n        [5., 6.]])\n");
    assert_eq!(
        r.inspector.refusals(),
        [(
            "add".to_string(),
            "mul".to_string(),
            FuseRefusal::ShapeMismatch {
                group: vec![2],
                op: vec![2, 2]
            }
        )]
    );
}

#[test]
fn a_transposed_read_of_a_group_value_is_refused_as_breaking_contiguity() {
    // (`a.t() + 1.0` alone runs in `a.t()`'s own order, TensorIterator's, which reads `a`
    // densely; beside a row-major `x`, whose order wins as the first operand, it is a
    // transposed read.)
    let r = run("import torch\n\
         x = torch.tensor([[1.0, 2.0], [3.0, 4.0]], device=\"tpu\")\n\
         a = x * 2.0\n\
         b = x + a.t()\n\
         print(b)\n");
    assert_eq!(r.stdout, "tensor([[ 3.,  8.],\n        [ 7., 12.]])\n");
    assert_eq!(
        r.inspector.refusals(),
        [(
            "add".to_string(),
            "mul".to_string(),
            FuseRefusal::ViewBreaksContiguity
        )]
    );
    // The refused op still runs fused-as-one with what follows; nothing is lost.
    assert_eq!(r.inspector.graphs[0].kernels.len(), 2);
}

#[test]
fn a_group_past_eight_storage_buffers_is_split() {
    // Nine distinct inputs: the seventh add would bind 8 inputs and 1 output.
    let r = run("import torch\n\
         t = [torch.full((4,), float(i), device=\"tpu\") for i in range(9)]\n\
         s = t[0] + t[1] + t[2] + t[3] + t[4] + t[5] + t[6] + t[7] + t[8]\n\
         print(s)\n");
    assert_eq!(r.stdout, "tensor([36., 36., 36., 36.])\n");
    let refusals = r.inspector.refusals();
    assert_eq!(refusals.len(), 1, "{refusals:?}");
    assert_eq!(
        refusals[0].2,
        FuseRefusal::StorageBuffers {
            needed: 9,
            limit: 8
        }
    );
    let graph = r.inspector.graphs.last().expect("a graph");
    let names: Vec<&str> = graph
        .kernels
        .iter()
        .filter(|k| k.ops > 1)
        .map(|k| k.name.as_str())
        .collect();
    assert_eq!(names, ["add+add+add+add+add+add", "add+add"]);
}

#[test]
fn every_materialization_reason_cuts_the_graph_at_its_line() {
    let r = run("import torch\n\
         x = torch.tensor([1.0, 2.0], device=\"tpu\", requires_grad=True)\n\
         y = x * 2.0\n\
         print(y.sum().item())\n\
         z = y + 1.0\n\
         print(z.tolist())\n\
         w = z * z\n\
         if w.sum() > 0:\n    print(w)\n\
         loss = (w * 3.0).sum()\n\
         loss.backward()\n\
         v = x.grad + 1.0\n");
    assert_eq!(
        r.inspector.cuts(),
        [
            (R::ScalarConversion, 4),
            (R::CpuConversion, 6),
            (R::ControlFlow, 8),
            (R::AutogradSync, 11),
            (R::EndOfProgram, 0),
        ]
    );
    // Each cut is also in the trace, numbered.
    let cut_lines: Vec<(u64, u32)> = r
        .events
        .iter()
        .filter_map(|e| match e {
            Event::GraphCut { graph, line, .. } => Some((*graph, *line)),
            _ => None,
        })
        .collect();
    // The print at line 9 cut nothing: the condition at line 8 had computed w already.
    assert_eq!(cut_lines, [(1, 4), (2, 6), (3, 8), (4, 11), (5, 0)]);
}

#[test]
fn a_host_fallback_op_cuts_the_graph_for_its_inputs() {
    // On the GPU, float64 stays on the host (ops::wgsl::HostOnly::NoWideTypes): the cast runs on
    // the CPU reference, which needs x*2.
    let backend = common::gpu();
    if backend.info().kind != tpu_core::device::BackendKind::Gpu {
        eprintln!("NOTE: no GPU adapter; the host-fallback cut needs the GPU backend");
        return;
    }
    let r = run_on(
        "import torch\n\
         x = torch.tensor([1.0, 2.0], device=\"tpu\")\n\
         y = (x * 2.0).double()\n\
         print(y)\n",
        backend,
    );
    assert_eq!(r.stdout, "tensor([2., 4.], dtype=torch.float64)\n");
    assert_eq!(r.inspector.cuts(), [(R::HostFallback, 3)]);
}

#[test]
fn the_loop_heuristic_finds_the_mlp_training_step_and_later_steps_hit_the_cache() {
    let path = common::repo_dir().join("assets/examples/04_train_mlp.py");
    let source = std::fs::read_to_string(path).expect("example");
    let r = run(&source);
    let graphs = &r.inspector.graphs;
    let heuristic: Vec<_> = graphs
        .iter()
        .enumerate()
        .filter(|(_, g)| g.reason == R::RepeatedOpDetection)
        .collect();
    // 60 steps: the first two are needed to see a repeat, then one cut per step.
    assert!(heuristic.len() >= 55, "{} heuristic cuts", heuristic.len());
    // The period found is one training step: the ops of one heuristic graph plus the backward
    // graph that follows it (the step is cut twice: after backward, and by the heuristic).
    let (i, g) = heuristic[5];
    let step_ops = g.ops.len() + graphs[i + 1].ops.len();
    assert_eq!(graphs[i + 1].reason, R::AutogradSync);
    assert_eq!(g.period, Some(step_ops));
    assert!(step_ops > 10 && step_ops <= 128);
    // From the third step on every graph repeats the same ops, and every fused kernel is a hit.
    for (_, later) in &heuristic[3..] {
        assert_eq!(later.ops, g.ops);
        for k in &later.kernels {
            assert_ne!(k.cache_hit, Some(false), "{} missed", k.name);
        }
    }
    let f = r.report.fusion.expect("stats");
    assert!(f.cache_hits > 10 * f.cache_misses, "{f:?}");
    assert!(f.fused_kernels > 0);
}

#[test]
fn a_new_shape_misses_the_cache_and_says_what_differed() {
    let r = run("import torch\n\
         for n in [3, 3, 5]:\n    x = torch.ones(n, device=\"tpu\")\n    print(torch.relu(x * 2.0 - 1.0))\n");
    let lookups: Vec<(bool, Option<String>)> = r
        .events
        .iter()
        .filter_map(|e| match e {
            Event::CacheLookup { hit, differs, .. } => Some((*hit, differs.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(
        lookups,
        [
            (false, None),
            (true, None),
            (false, Some("shape [3] -> [5]".to_string()))
        ]
    );
}

#[test]
fn in_place_updates_read_the_values_recorded_before_them() {
    // b reads a before the in-place add; c after it. Both are recorded before any flush.
    let r = run("import torch\n\
         a = torch.tensor([1.0, 2.0], device=\"tpu\")\n\
         b = a * 10.0\n\
         a.add_(1.0)\n\
         c = a * 10.0\n\
         print(b, c, a)\n");
    assert_eq!(
        r.stdout,
        "tensor([10., 20.]) tensor([20., 30.]) tensor([2., 3.])\n"
    );
}

#[test]
fn gpu_fused_kernels_equal_the_cpu_loop_bit_for_bit_for_exact_ops() {
    let backend = common::gpu();
    if backend.info().kind != tpu_core::device::BackendKind::Gpu {
        eprintln!("NOTE: no GPU adapter; nothing to compare");
        return;
    }
    let source = "import torch\n\
         torch.manual_seed(0)\n\
         x = torch.randn(1000, device=\"tpu\")\n\
         w = torch.randn(1000, device=\"tpu\")\n\
         y = torch.maximum(torch.relu(x * w - x / 3.0), -torch.abs(w)) / (w * w + 0.5)\n\
         print(sum(y.tolist()), y[:4].tolist())\n";
    let exact = common::bit_exact(backend.as_ref());
    let gpu = run_on(source, backend);
    let cpu = run(source);
    common::agree(&cpu.stdout, &gpu.stdout, exact);
    assert!(
        gpu.inspector.fused().iter().any(|k| k.contains("mul+div")),
        "{:?}",
        gpu.inspector.fused()
    );
}

const LINEAR_RELU: &str = "import torch\n\
     torch.manual_seed(0)\n\
     x = torch.randn(4, 3, device=\"tpu\")\n\
     w = torch.randn(5, 3, device=\"tpu\")\n\
     b = torch.randn(5, device=\"tpu\")\n\
     y = torch.relu(x @ w.t() + b)\n\
     print(y.tolist())\n";

#[test]
fn a_matmul_takes_its_epilogue_and_reads_a_transposed_operand_through_its_view() {
    let fused = run(LINEAR_RELU);
    assert_eq!(fused.inspector.fused(), ["contiguous+mm+add+relu"]);
    let k = &fused.inspector.graphs[0].kernels;
    assert_eq!(k.len(), 1);
    assert_eq!(k[0].outputs, 1);
    // Strict computes the same bits: the epilogue runs on the reference's own matmul result.
    let strict = tpu_core::runtime::run_to_end(LINEAR_RELU, common::cpu(), &RunConfig::default());
    assert_eq!(fused.stdout, strict.stdout);
}

/// A residual (`x @ w + x`): the epilogue reads the matmul's own left operand. It once shared the
/// head's input slot, which the element loop has no offsets for (a panic on the CPU, an undefined
/// WGSL identifier on the GPU). Expected values: x = 1s (2x2), w = 2s, so x @ w = 4 and + x = 5.
#[test]
fn an_epilogue_may_read_the_matmuls_own_operand() {
    let source = "import torch\n\
         x = torch.ones(2, 2, device=\"tpu\")\n\
         w = torch.full((2, 2), 2.0, device=\"tpu\")\n\
         print(torch.relu(x @ w) + x)\n";
    let expected = "tensor([[5., 5.],\n        [5., 5.]])\n";
    let cpu = run(source);
    assert_eq!(cpu.stdout, expected);
    assert_eq!(cpu.inspector.fused(), ["mm+relu+add"]);
    let backend = common::gpu();
    if backend.info().kind == tpu_core::device::BackendKind::Gpu {
        assert_eq!(run_on(source, backend).stdout, expected);
    }
}

#[test]
fn a_copy_the_program_still_holds_is_not_folded_into_the_matmul() {
    let r = run("import torch\n\
         x = torch.ones(2, 3, device=\"tpu\")\n\
         w = torch.ones(4, 3, device=\"tpu\")\n\
         wt = w.t().contiguous()\n\
         y = torch.relu(x @ wt - 1.0)\n\
         print(y)\n\
         print(wt.shape)\n");
    assert_eq!(
        r.stdout,
        "tensor([[2., 2., 2., 2.],\n        [2., 2., 2., 2.]])\ntorch.Size([3, 4])\n"
    );
    assert_eq!(
        r.inspector.refusals(),
        [(
            "mm".to_string(),
            "contiguous".to_string(),
            FuseRefusal::SecondConsumer
        )]
    );
    assert_eq!(r.inspector.fused(), ["mm+sub+relu"]);
}

#[test]
fn the_gpu_matmul_epilogue_kernel_equals_the_cpu_loop_bit_for_bit() {
    let backend = common::gpu();
    if backend.info().kind != tpu_core::device::BackendKind::Gpu {
        eprintln!("NOTE: no GPU adapter; nothing to compare");
        return;
    }
    let exact = common::bit_exact(backend.as_ref());
    let gpu = run_on(LINEAR_RELU, backend);
    let cpu = run(LINEAR_RELU);
    assert_eq!(gpu.inspector.fused(), ["contiguous+mm+add+relu"]);
    common::agree(&cpu.stdout, &gpu.stdout, exact);
}

#[test]
fn a_reduction_takes_its_elementwise_producers_and_consumers() {
    let source = "import torch\n\
         import torch.nn.functional as F\n\
         x = torch.tensor([[1.0, 2.0, 4.0], [0.0, -1.0, 1.0]], device=\"tpu\")\n\
         y = F.layer_norm(x, (3,))\n\
         print(y)\n";
    let r = run(source);
    // mean(x) | (x - mean)^2, mean, + eps, rsqrt | (x - mean) * rstd: the middle kernel holds a
    // reduction between its producers ([2, 3]) and its consumers ([2, 1]).
    let names: Vec<&str> = r.inspector.graphs[0]
        .kernels
        .iter()
        .map(|k| k.name.as_str())
        .collect();
    assert_eq!(names, ["mean", "sub+mul+mean+add+rsqrt", "mul"]);
    // x - mean is read again by the last kernel: an extra output; the squares stay in registers.
    assert_eq!(r.inspector.graphs[0].kernels[1].outputs, 2);
    let strict = tpu_core::runtime::run_to_end(source, common::cpu(), &RunConfig::default());
    assert_eq!(r.stdout, strict.stdout);
}

#[test]
fn an_instruction_retried_after_a_read_records_nothing_twice() {
    // On the GPU, a loss computed in float64 puts host-fallback ops (ops::wgsl::HostOnly::
    // NoWideTypes) in the backward pass: the instruction cuts the graph, stops for the read and
    // runs again; the Replay log answers what it had already recorded. Every op then counts
    // once, as in Strict.
    let backend = common::gpu();
    if backend.info().kind != tpu_core::device::BackendKind::Gpu {
        eprintln!("NOTE: no GPU adapter; retries need device reads");
        return;
    }
    let source = "import torch
torch.manual_seed(0)
w = torch.randn(4, 3, device=\"tpu\", requires_grad=True)
x = torch.randn(8, 4, device=\"tpu\")
for step in range(3):
    y = torch.tanh(x @ w)
    loss = (y.double() ** 2).mean()
    loss.backward()
    with torch.no_grad():
        w -= 0.1 * w.grad
    w.grad.zero_()
    print(loss.item())
";
    let fused = run_on(source, backend);
    let strict = tpu_core::runtime::run_to_end(source, common::gpu(), &RunConfig::default());
    let strict_report = strict.report.expect("report");
    assert_eq!(fused.stdout, strict.stdout);
    assert_eq!(fused.report.ops_dispatched, strict_report.ops_dispatched);
    assert!(fused
        .inspector
        .cuts()
        .iter()
        .any(|(r, _)| *r == R::HostFallback));
}

#[test]
fn an_in_place_update_of_a_whole_tensor_joins_the_chain_that_computes_it() {
    let r = run("import torch\n\
         p = torch.tensor([1.0, 2.0], device=\"tpu\")\n\
         g = torch.tensor([0.5, 0.5], device=\"tpu\")\n\
         p.sub_(g * 2.0)\n\
         print(p)\n");
    assert_eq!(r.stdout, "tensor([0., 1.])\n");
    assert_eq!(r.inspector.fused(), ["mul+sub+copy_"]);
    // Only p's new contents are written; the product and difference stay in registers.
    assert_eq!(r.inspector.graphs[0].kernels[0].outputs, 1);
}

/// Reductions over the last, a middle and two outer dimensions, over more elements than a
/// workgroup has lanes, with producers before and consumers after them.
const REDUCTIONS: &str = "import torch\n\
import torch.nn.functional as F\n\
torch.manual_seed(0)\n\
x = torch.randn(3, 700, device=\"tpu\")\n\
y = torch.randn(4, 5, 6, device=\"tpu\")\n\
a = ((x * 2.0 + 1.0).mean(dim=1, keepdim=True) + 3.0).exp()\n\
b = (y.abs() + 0.5).prod(dim=1) * 2.0\n\
c = (y - 1.0).amax(dim=(0, 2)) + 0.25\n\
d = (y * y).sum(dim=(0, 2), keepdim=True).sqrt()\n\
e = F.layer_norm(torch.randn(64, 128, device=\"tpu\"), (128,))\n\
print(a.tolist(), b.tolist(), c.tolist(), d.tolist())\n\
print(e.sum(dim=1).tolist())\n";

#[test]
fn gpu_reduction_groups_run_as_one_kernel_with_stricts_bits() {
    let backend = common::gpu();
    if backend.info().kind != tpu_core::device::BackendKind::Gpu {
        eprintln!("NOTE: no GPU adapter; nothing to compare");
        return;
    }
    let fused = run_on(REDUCTIONS, backend);
    // The unfused GPU kernels, one op each: the fused reduction kernel walks each group's
    // elements in the same order and meets in the same tree, so every printed digit agrees.
    let strict = tpu_core::runtime::run_to_end(REDUCTIONS, common::gpu(), &RunConfig::default());
    assert!(strict.error.is_none());
    assert_eq!(fused.stdout, strict.stdout);
    let kernels = fused.inspector.fused();
    for group in [
        "mul+add+mean+add+exp",
        "abs+add+prod+mul",
        "sub+max+add",
        "mul+sum+sqrt",
        "sub+mul+mean+add+rsqrt",
    ] {
        assert!(
            kernels.iter().any(|k| k == group),
            "no kernel {group} among {kernels:?}"
        );
    }
}

#[test]
fn fused_saves_modelled_time_on_the_mlp_loop_by_launching_less() {
    let path = common::repo_dir().join("assets/examples/04_train_mlp.py");
    let source = std::fs::read_to_string(path).expect("example");
    let fused = run(&source).report;
    let strict = tpu_core::runtime::run_to_end(&source, common::cpu(), &RunConfig::default())
        .report
        .expect("a report");
    // Every mode pays the same host work per op and per launch (chip::host), so the saving is
    // the launches Fused did not make (this loop is host-bound: the device finishes each small
    // kernel before the host has launched the next).
    assert_eq!(strict.ops_dispatched, fused.ops_dispatched);
    let saved_launches = (strict.kernel_launches - fused.kernel_launches) as f64;
    let saved = strict.modelled_time_s - fused.modelled_time_s;
    let expected = saved_launches * tpu_core::chip::host::PER_LAUNCH_S;
    assert!(
        (saved - expected).abs() <= 0.01 * expected,
        "saved {saved} s, {saved_launches} launches x PER_LAUNCH_S = {expected} s"
    );
    // What TorchTPU reports for Fused eager over Strict: 50-100% faster.
    let speedup = strict.modelled_time_s / fused.modelled_time_s;
    assert!((1.5..=2.0).contains(&speedup), "Fused {speedup:.2}x Strict");
}
