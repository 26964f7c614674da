//! The playground's limits, each ending a program with a clear error (or, for output and the trace,
//! a note and a counter) instead of a hang, a frozen page or a crash. The step budget, recursion and
//! Python object memory are in `language.rs`, HBM in `memory.rs`, the time limit in `cli.rs`; this
//! file has the tensor and run-size limits. Expected numbers are closed forms of the programs' shapes.

mod common;

use tpu_core::dispatch::{check_op_budget, MAX_OP_FLOPS};
use tpu_core::ops::Kernel;
use tpu_core::runtime::{run_to_end, Outcome, Progress, RunConfig, Session};
use tpu_core::spmd::{SpmdConfig, World};

fn run(source: &str) -> Outcome {
    run_to_end(source, common::cpu(), &RunConfig::default())
}

fn error(source: &str) -> (String, String, u32) {
    let out = run(source);
    let e = out
        .error
        .unwrap_or_else(|| panic!("no error; printed {}", out.stdout));
    let line = e.traceback.last().map(|s| s.span.line).unwrap_or(0);
    (e.kind.to_string(), e.message, line)
}

#[test]
fn a_tensor_of_more_than_64_dimensions_is_refused_at_its_line() {
    // Creation names the shape's rank.
    let (kind, msg, line) = error("import torch\nt = torch.zeros([1] * 65)\n");
    assert_eq!(kind, "RuntimeError");
    assert_eq!(
        msg,
        "a tensor of 65 dimensions has more than the playground allows (64)"
    );
    assert_eq!(line, 2);
    // 64 is allowed.
    let out = run("import torch\nprint(torch.zeros([1] * 64).dim())\n");
    assert_eq!((out.stdout.as_str(), out.error.is_none()), ("64\n", true));
    // Views build rank without creating data: the VM checks every tensor a native returns. The
    // loop starts at 1 dimension, so the 64th unsqueeze (i == 63) is the one refused.
    let src = "import torch\nx = torch.zeros(1)\nfor i in range(1000):\n    x = x.unsqueeze(0)\n";
    let (kind, msg, line) = error(src);
    assert_eq!(
        (kind.as_str(), msg.as_str(), line),
        (
            "RuntimeError",
            "a tensor of 65 dimensions has more than the playground allows (64)",
            4
        )
    );
    let out = run("import torch\nx = torch.zeros(1)\ntry:\n    while True:\n        x = x[None]\nexcept RuntimeError:\n    print(x.dim())\n");
    assert_eq!(out.stdout, "64\n", "{:?}", out.error);
}

#[test]
fn a_tensor_or_result_over_the_element_limit_is_refused() {
    let limit = 1usize << 28;
    let (kind, msg, line) = error("import torch\nx = 1\nt = torch.zeros(1 << 29)\n");
    assert_eq!((kind.as_str(), line), ("RuntimeError", 3));
    assert_eq!(
        msg,
        format!(
            "a tensor of shape [536870912] is larger than the playground allows ({limit} elements)"
        )
    );
    // An outer product of two legal vectors: 2^15 * 2^15 = 2^30 elements.
    let (kind, msg, line) = error("import torch\na = torch.ones(1 << 15)\nb = a[:, None] * a\n");
    assert_eq!((kind.as_str(), line), ("RuntimeError", 3));
    assert_eq!(
        msg,
        format!(
            "the result of mul would have 1073741824 elements, more than the playground allows ({limit})"
        )
    );
}

#[test]
fn one_op_over_the_compute_budget_is_refused_up_front_naming_it() {
    // 8192x8192 @ 8192x8192 is 2 * 8192^3 = 1.0995e12 flops. The operands are broadcast views of
    // one element, so the test allocates nothing big: the refusal must come before any work.
    let src = "import torch\na = torch.ones(1, 1).expand(8192, 8192)\nc = a @ a\n";
    let started = std::time::Instant::now();
    let (kind, msg, line) = error(src);
    assert!(
        started.elapsed().as_secs() < 30,
        "the refusal took {:?}",
        started.elapsed()
    );
    assert_eq!((kind.as_str(), line), ("RuntimeError", 3));
    assert_eq!(
        msg,
        format!(
            "mm would take {:.3e} floating-point operations, more than the playground's per-op budget ({:.3e}): one op runs without a pause, so an op this big would freeze the page; use smaller tensors",
            2.0 * 8192f64.powi(3),
            (1u64 << 32) as f64
        )
    );
    // The boundary: 2 * 1024 * 1024 * 2048 = 2^32 flops exactly is allowed, one column more is not.
    assert_eq!(MAX_OP_FLOPS, 1 << 32);
    let at = Kernel::Matmul {
        m: 1024,
        k: 1024,
        n: 2048,
    };
    assert!(check_op_budget("mm", &at).is_ok());
    let over = Kernel::Matmul {
        m: 1024,
        k: 1024,
        n: 2049,
    };
    assert!(check_op_budget("mm", &over).is_err());
    // A batched matmul counts its batch.
    let (_, msg, _) =
        error("import torch\na = torch.ones(1, 1, 1).expand(64, 512, 512)\nc = torch.bmm(a, a)\n");
    assert!(
        msg.starts_with(&format!(
            "bmm would take {:.3e} floating-point operations",
            2.0 * 64.0 * 512f64.powi(3)
        )),
        "{msg}"
    );
}

#[test]
fn printing_forever_is_truncated_with_a_note_even_when_the_host_drains_output() {
    // The page takes the output after every slice; the limit must count what was printed, not
    // what is still buffered. The step budget ends the program.
    let config = RunConfig {
        step_limit: 400_000,
        ..RunConfig::default()
    };
    let mut s = Session::new(
        "while True:\n    print('x' * 1000)\n",
        common::cpu(),
        &config,
    )
    .expect("compiles");
    let mut shown = String::new();
    let err = loop {
        match s.step(1_000) {
            Progress::Running => shown.push_str(&s.take_stdout()),
            Progress::NeedsValue => s.wait_reads().expect("reads"),
            Progress::Done => panic!("an endless loop ended"),
            Progress::Failed(e) => break e,
        }
    };
    shown.push_str(&s.take_stdout());
    assert!(
        err.message.contains("step"),
        "ended by the step budget: {}",
        err.message
    );
    let note = "\n[output truncated: the playground keeps the first 4 MiB]\n";
    assert!(shown.ends_with(note), "{}", &shown[shown.len() - 100..]);
    assert_eq!(shown.matches("[output truncated").count(), 1);
    // The first 4 MiB exactly: lines of 1000 'x' and a newline, the last one cut where 4 MiB ends.
    let kept = &shown[..shown.len() - note.len()];
    assert_eq!(kept.len(), 4usize << 20);
    let lines: Vec<&str> = kept.lines().collect();
    assert_eq!(lines.len(), (4usize << 20) / 1001 + 1);
    assert!(lines[..lines.len() - 1]
        .iter()
        .all(|l| l.len() == 1000 && l.bytes().all(|b| b == b'x')));
    assert_eq!(lines[lines.len() - 1], "x".repeat((4usize << 20) % 1001));
}

#[test]
fn one_print_of_more_than_4_mib_keeps_its_first_4_mib() {
    // A 2-byte character straddles the limit: the cut falls before it, never inside it.
    let program = "print('x' * ((4 << 20) - 1) + 'é' + 'y' * 100)\nprint('after')\n";
    let mut s = Session::new(program, common::cpu(), &RunConfig::default()).expect("compiles");
    let mut shown = String::new();
    loop {
        match s.step(1_000) {
            Progress::Running => shown.push_str(&s.take_stdout()),
            Progress::NeedsValue => s.wait_reads().expect("reads"),
            Progress::Done => break,
            Progress::Failed(e) => panic!("{}", e.message),
        }
    }
    shown.push_str(&s.take_stdout());
    let note = "\n[output truncated: the playground keeps the first 4 MiB]\n";
    let kept = shown.strip_suffix(note).expect("the note last, once");
    assert_eq!(kept.len(), (4 << 20) - 1);
    assert!(kept.bytes().all(|b| b == b'x'));
}

#[test]
fn a_topology_of_more_than_256_chips_is_refused() {
    let config = SpmdConfig {
        run: RunConfig::default(),
        topology: Some(tpu_core::ici::Topology::parse("8x8x8").expect("topology")),
        algorithm: None,
    };
    let err = match World::new("print(1)\n", config, Box::new(|| Ok(common::cpu()))) {
        Ok(_) => panic!("512 ranks started"),
        Err(e) => e,
    };
    assert_eq!(err.kind, "ValueError");
    assert_eq!(
        err.message,
        "a 8x8x8 topology has 512 chips; the playground runs a program on at most 256 (`tpu collective` models whole pods)"
    );
    // mp.spawn is held to the same cap.
    let src =
        "import torch.multiprocessing as mp\ndef f(rank):\n    pass\nmp.spawn(f, nprocs=257)\n";
    let config = SpmdConfig {
        run: RunConfig::default(),
        topology: None,
        algorithm: None,
    };
    let mut world = World::new(src, config, Box::new(|| Ok(common::cpu()))).expect("compiles");
    let err = world
        .run_blocking(|| true)
        .expect_err("257 processes refused");
    assert_eq!(err.kind, "ValueError", "{}", err.message);
    assert!(err.message.contains("257"), "{}", err.message);
}

#[test]
fn the_trace_keeps_its_newest_events_and_counts_the_rest() {
    // 60,000 adds log an op and a kernel each: more than the ring's 100,000 events.
    let out =
        run("import torch\nx = torch.zeros(2)\nfor i in range(60000):\n    x = x + 1\nprint(x)\n");
    assert_eq!(out.stdout, "tensor([60000., 60000.])\n", "{:?}", out.error);
    let r = out.report.expect("report");
    assert_eq!(r.ops_dispatched, 60_000);
    assert!(r.trace_events_dropped > 0, "nothing dropped");
}

/// Report of a Fused-mode run over `shapes` distinct shapes, each one fused kernel (`x * 2 + 1`,
/// flushed by `.item()`), on `backend`.
fn many_shapes(shapes: usize, backend: Box<dyn tpu_core::device::Backend>) -> Outcome {
    let src = format!(
        "import torch\nt = 0.0\nfor n in range(1, {}):\n    x = torch.ones(n, device='tpu')\n    t += (x * 2 + 1).sum().item()\nprint(t)\n",
        shapes + 1
    );
    let config = RunConfig {
        mode: tpu_core::dispatch::EagerMode::Fused,
        ..RunConfig::default()
    };
    run_to_end(&src, backend, &config)
}

#[test]
fn fused_modes_compile_cache_keeps_a_bounded_number_of_kernels() {
    use tpu_core::fusion::cache::MAX_ENTRIES;
    let shapes = MAX_ENTRIES + 100;
    let out = many_shapes(shapes, common::cpu());
    // sum over n of 3n, exact in float32 at these sizes.
    let expected = 3 * shapes * (shapes + 1) / 2;
    assert_eq!(out.stdout, format!("{expected}.0\n"), "{:?}", out.error);
    let f = out.report.expect("report").fusion.expect("fused stats");
    // Every distinct shape missed once (its kernel compiled); the cache holds only the newest.
    assert!(f.cache_misses >= shapes as u64, "{f:?}");
    assert_eq!(f.cache_entries, MAX_ENTRIES as u64, "{f:?}");
    assert_eq!(
        f.cache_evictions,
        f.cache_misses - MAX_ENTRIES as u64,
        "{f:?}"
    );
    assert_eq!((f.gpu_pipelines, f.gpu_pipeline_evictions), (0, 0));
}

#[test]
fn the_gpu_backend_keeps_a_bounded_number_of_generated_pipelines() {
    use tpu_core::device::gpu::MAX_GENERATED;
    let Some(gpu) =
        common::gpu_adapter("the_gpu_backend_keeps_a_bounded_number_of_generated_pipelines")
    else {
        return;
    };
    let shapes = MAX_GENERATED + 20;
    let out = many_shapes(shapes, Box::new(gpu));
    let expected = 3 * shapes * (shapes + 1) / 2;
    assert_eq!(out.stdout, format!("{expected}.0\n"), "{:?}", out.error);
    let f = out.report.expect("report").fusion.expect("fused stats");
    assert_eq!(f.gpu_pipelines, MAX_GENERATED as u64, "{f:?}");
    assert!(f.gpu_pipeline_evictions >= 20, "{f:?}");
}

#[test]
fn a_tensor_over_256_mib_runs_on_the_gpu_backend() {
    // 2^26 + 3 float32 elements are 268435468 bytes: past WebGPU's default largest buffer
    // (256 MiB), within the playground's element limit. The device is opened with the adapter's
    // own limits; an op over a buffer past even those (lavapipe binds at most 128 MiB) runs on
    // the CPU reference, as an op the GPU lacks does.
    use tpu_core::dispatch::EagerMode;
    for mode in [EagerMode::Strict, EagerMode::Fused] {
        let Some(gpu) = common::gpu_adapter("a_tensor_over_256_mib_runs_on_the_gpu_backend") else {
            return;
        };
        eprintln!(
            "the adapter's largest tensor buffer: {} bytes",
            gpu.max_tensor_bytes()
        );
        let src = "import torch\nx = torch.ones(2**26 + 3, device='tpu')\ny = x * 2\nprint(y.shape, y[-1].item(), y[0].item(), (y[:5] + 1).tolist())\n";
        let config = RunConfig {
            mode,
            ..RunConfig::default()
        };
        let out = run_to_end(src, Box::new(gpu), &config);
        assert_eq!(
            out.stdout, "torch.Size([67108867]) 2.0 2.0 [3.0, 3.0, 3.0, 3.0, 3.0]\n",
            "{mode:?}: {:?}",
            out.error
        );
    }
}

#[test]
fn a_buffer_past_the_adapters_limits_is_an_out_of_memory_error() {
    use tpu_core::device::Backend;
    use tpu_core::ops::{Access, BinaryOp};
    use tpu_core::tensor::{DType, HostData, Storage};
    let Some(mut gpu) =
        common::gpu_adapter("a_buffer_past_the_adapters_limits_is_an_out_of_memory_error")
    else {
        return;
    };
    // One element broadcast to one more than the device's largest buffer holds: refused before
    // any buffer is created, as PyTorch's out-of-memory error (nothing big allocated here).
    let n = (gpu.max_tensor_bytes() / 4 + 1) as usize;
    let one = Storage::from_host(HostData::F32(vec![1.0]), DType::Float32);
    let kernel = Kernel::Binary {
        op: BinaryOp::Add,
        shape: vec![n],
        a: Access {
            strides: vec![0],
            offset: 0,
        },
        b: Access {
            strides: vec![0],
            offset: 0,
        },
    };
    let e = match gpu.launch(&kernel, &[&one, &one], DType::Float32) {
        Ok(_) => panic!("a buffer of {n} floats was created"),
        Err(e) => e,
    };
    assert_eq!(e.1, tpu_core::device::DeviceFault::OutOfMemory, "{}", e.0);
    let err = tpu_core::dispatch::device_error(&e);
    assert_eq!(err.kind, "torch.OutOfMemoryError");
    assert!(
        err.message
            .starts_with("TPU out of memory. Tried to allocate "),
        "{}",
        err.message
    );
}

#[test]
fn the_ranks_of_a_run_share_one_bound_on_tpu_tensors() {
    // 16 ranks each hold 1 MiB of float32 (2^18 elements) until the barrier; the bound of 8 MiB
    // lets 8 of them allocate, and the 9th to try raises PyTorch's out-of-memory error.
    let src = "import torch\nimport torch.distributed as dist\ndist.init_process_group('gloo')\nx = torch.ones(2**18, device='tpu')\ndist.barrier()\nprint(x.sum().item())\n";
    let config = SpmdConfig {
        run: RunConfig {
            host_memory_limit: 8 << 20,
            ..RunConfig::default()
        },
        topology: Some(tpu_core::ici::Topology::parse("4x4").expect("topology")),
        algorithm: None,
    };
    let mut world = World::new(src, config, Box::new(|| Ok(common::cpu()))).expect("compiles");
    let err = world
        .run_blocking(|| true)
        .expect_err("the bound was exceeded");
    let oom: Vec<_> = world
        .failures()
        .iter()
        .filter(|(_, e)| e.kind == "torch.OutOfMemoryError")
        .collect();
    assert_eq!(oom.len(), 8, "{}: {}", err.kind, err.message);
    let e = &oom[0].1;
    assert_eq!(
        e.message,
        "TPU out of memory. Tried to allocate 1024.00 KiB. The 16 TPUs of this run hold 8.00 MiB of tensors together, and the playground allows at most 8.00 MiB (host memory backs every TPU's HBM), so 0 bytes is free. Of the allocated memory 0 bytes is allocated by PyTorch on TPU 0 (TPU v5e)."
    );
    // Under the default bound the same program runs.
    let config = SpmdConfig {
        run: RunConfig::default(),
        topology: Some(tpu_core::ici::Topology::parse("4x4").expect("topology")),
        algorithm: None,
    };
    let mut world = World::new(src, config, Box::new(|| Ok(common::cpu()))).expect("compiles");
    world.run_blocking(|| true).expect("runs");
    assert_eq!(
        world.stdout().lines().filter(|l| *l == "262144.0").count(),
        16
    );
}

// The run-wide limits of `tpu run`: the time limit inside long native calls and the host memory
// budget. They run the binary, whose counting allocator the memory budget reads.

/// Runs `tpu run` on `program` with `args`: (exit status, stdout, stderr, wall seconds).
fn tpu_run(name: &str, program: &str, args: &[&str]) -> (i32, String, String, f64) {
    let path =
        std::env::temp_dir().join(format!("tpu-limits-test-{}-{name}.py", std::process::id()));
    std::fs::write(&path, program).expect("write program");
    let started = std::time::Instant::now();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tpu"))
        .args(["run", path.to_str().expect("path"), "--backend", "cpu"])
        .args(args)
        .output()
        .expect("run tpu");
    let wall = started.elapsed().as_secs_f64();
    let _ = std::fs::remove_file(&path);
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        wall,
    )
}

const TIMEOUT: &str = "TimeoutError: the program ran past its time limit and was stopped\n";

/// A program whose every statement is one long native call ends at `--time-limit 1` with the
/// CLI's timeout error at `line`, well before the 100,000 instructions the CLI checks between.
/// (5 s: a hang guard for a debug build, not a speed claim.)
fn stops_at_the_time_limit(name: &str, program: &str, line: u32) -> String {
    let (code, stdout, stderr, wall) = tpu_run(name, program, &["--time-limit", "1"]);
    assert_eq!(code, 1, "{name}: stdout {stdout:?} stderr {stderr}");
    assert!(stderr.ends_with(TIMEOUT), "{name}: {stderr}");
    assert!(stderr.contains(&format!("line {line}")), "{name}: {stderr}");
    assert!(wall < 5.0, "{name} took {wall:.2} s");
    stdout
}

#[test]
fn the_time_limit_interrupts_long_list_scans() {
    // Each `index` compares 10^6 items; the loop runs until stopped.
    let src = "l = list(range(10**6))\nwhile True:\n    i = l.index(999999)\n";
    stops_at_the_time_limit("index", src, 3);
    let src = "l = [str(i) for i in range(1000)] * 1000\nwhile True:\n    n = l.count('x') + ('y' in l)\n";
    stops_at_the_time_limit("count", src, 3);
}

#[test]
fn the_time_limit_interrupts_bulk_building_and_sorting() {
    // One `set(range(10**7))` builds 10^7 entries; one sorted() of 10^7 items compares more.
    stops_at_the_time_limit(
        "set",
        "for i in range(100):\n    s = set(range(10**7))\n",
        2,
    );
    stops_at_the_time_limit(
        "sorted",
        "l = list(range(10**6, 0, -1)) * 10\nwhile True:\n    s = sorted(l)\n",
        3,
    );
}

#[test]
fn the_time_limit_interrupts_printing_a_big_tensor_and_prints_none_of_it() {
    let src = "import torch\ntorch.set_printoptions(threshold=10**9)\nt = torch.arange(2**24)\nwhile True:\n    print(t)\n";
    let stdout = stops_at_the_time_limit("tensor", src, 5);
    // Whole printouts only (none at all in a debug build): never a cut one.
    assert!(
        stdout.is_empty() || stdout.ends_with("])\n"),
        "{}",
        &stdout[stdout.len().saturating_sub(100)..]
    );
    // A big container's repr, through the same rendering as print's.
    let src = "l = list(range(10**6))\nwhile True:\n    s = repr(l)\n";
    stops_at_the_time_limit("list", src, 3);
}

#[test]
fn a_big_str_is_a_memory_error() {
    let (code, _, stderr, _) = tpu_run("str", "s = 'x' * 10**9\n", &[]);
    assert_eq!(code, 1);
    assert!(
        stderr.ends_with("MemoryError: a str of 1000000000 bytes exceeds the playground's memory limit for Python objects (67108864 bytes)\n"),
        "{stderr}"
    );
    // `replace` is refused by the size of what it would build, before building it.
    let src = "s = 'a' * 2**20\nt = s.replace('a', 'b' * 100)\n";
    let (code, _, stderr, _) = tpu_run("replace", src, &[]);
    assert_eq!(code, 1);
    assert!(
        stderr.ends_with("MemoryError: a str of 104857600 bytes exceeds the playground's memory limit for Python objects (67108864 bytes)\n"),
        "{stderr}"
    );
}

#[test]
fn many_lists_each_under_the_item_limit_end_in_a_memory_error_the_program_can_catch() {
    // 60 lists of 10^7 items is ~19 GB, each list under the 16M-item cap; a 512 MiB budget ends
    // it after a few. The program catches the MemoryError and goes on.
    let src = "ls = []\ntry:\n    for i in range(60):\n        ls.append([0] * 10**7)\nexcept MemoryError as e:\n    print(len(ls), e)\n";
    let (code, stdout, stderr, wall) = tpu_run("lists", src, &["--memory-limit", "512M"]);
    assert_eq!(code, 0, "{stderr}");
    let (n, msg) = stdout.trim_end().split_once(' ').expect("caught");
    let n: usize = n.parse().expect("a count");
    // 320 MB a list (32-byte values): one fits in 512 MiB, a third cannot.
    assert!((1..=2).contains(&n), "{stdout}");
    assert_eq!(
        msg,
        "the program's objects and tensors would take more than its memory limit (512 MiB)"
    );
    assert!(wall < 5.0, "took {wall:.2} s");
    // Uncaught: the traceback and status 1.
    let src = "ls = []\nfor i in range(60):\n    ls.append([0] * 10**7)\n";
    let (code, _, stderr, _) = tpu_run("lists2", src, &["--memory-limit", "512M"]);
    assert_eq!(code, 1);
    assert!(stderr.contains("line 3"), "{stderr}");
    assert!(stderr.ends_with("MemoryError: the program's objects and tensors would take more than its memory limit (512 MiB)\n"), "{stderr}");
}

#[test]
fn cpu_tensors_count_against_the_memory_budget() {
    // 40 MB a tensor under a 256 MiB budget: refused before the budget is passed.
    let src = "import torch\nts = []\nfor i in range(60):\n    ts.append(torch.ones(10**7))\n";
    let (code, _, stderr, wall) = tpu_run("tensors", src, &["--memory-limit", "256M"]);
    assert_eq!(code, 1, "{stderr}");
    assert!(stderr.contains("line 4"), "{stderr}");
    assert!(
        stderr.ends_with("RuntimeError: DefaultCPUAllocator: not enough memory: you tried to allocate 40000000 bytes (the playground's memory limit for a run is 256 MiB)\n"),
        "{stderr}"
    );
    assert!(wall < 5.0, "took {wall:.2} s");
    // A bad size is a usage error.
    let (code, _, stderr, _) = tpu_run("badsize", "print(1)\n", &["--memory-limit", "lots"]);
    assert_eq!(code, 2, "{stderr}");
}

#[test]
fn a_graph_a_hundred_thousand_ops_long_is_freed_without_running_the_stack_out() {
    // Each node's create_graph record (`autograd::graph::Graph`) holds its inputs, which hold
    // their nodes: dropping the chain must stay a loop (a test thread has a 2 MiB stack).
    let src = "import torch\nx = torch.ones(3, requires_grad=True)\ns = torch.zeros(3)\n\
               for i in range(100000):\n    s = s * 1.0 + x\nprint(s[0].item())\ndel s\n\
               y = x\nfor i in range(50000):\n    y = torch.tanh(y)\nprint(y.requires_grad)\n";
    let out = run(src);
    assert_eq!(
        (out.stdout.as_str(), out.error.map(|e| e.message)),
        ("100000.0\nTrue\n", None)
    );
}
