//! Emulated HBM through the language, on both backends: `torch.tpu.memory_allocated()` and friends,
//! the caching allocator as a program sees it, PyTorch's out-of-memory error at its line, and the
//! fast failure of a request far beyond the chip (nothing allocated, host or device).
//!
//! Expected byte counts are derived from shapes and dtypes: numel * element size (float32 4,
//! float16 2, int64 8, float64 8, bool 1), rounded up to whole 512-byte blocks as PyTorch's caching
//! allocator rounds (`kMinBlockSize`); an empty tensor takes no block. The chip's capacity is its
//! HBM (TPU v5e: 16 GiB, the default chip).

mod common;

use tpu_core::chip::ChipId;
use tpu_core::device::hbm::{format_size, Hbm};
use tpu_core::device::Backend;
use tpu_core::dispatch::{Dispatcher, EagerMode};
use tpu_core::ops::Kernel;
use tpu_core::runtime::{run_to_end, RunConfig, Session};
use tpu_core::tensor::{DType, HostData, Tensor};
use tpu_core::trace::{Event, MaterializationReason};
use tpu_emu::Stop;

const GIB: u64 = 1 << 30;

fn both(check: impl Fn(fn() -> Box<dyn Backend>, &str)) {
    check(common::cpu, "cpu");
    check(common::gpu, "gpu");
}

fn run(src: &str, backend: fn() -> Box<dyn Backend>) -> tpu_core::runtime::Outcome {
    run_to_end(src, backend(), &RunConfig::default())
}

fn ok(src: &str, backend: fn() -> Box<dyn Backend>, label: &str) -> String {
    let out = run(src, backend);
    if let Some(e) = &out.error {
        panic!("[{label}] raised:\n{}", e.render(src));
    }
    out.stdout
}

#[test]
fn memory_allocated_is_the_rounded_bytes_of_live_tpu_tensors() {
    let src = r#"
import torch
device = "tpu"
a = torch.zeros(300, device=device)
print(torch.tpu.memory_allocated())
b = torch.ones(5, 7, dtype=torch.int64, device=device)
print(torch.tpu.memory_allocated())
c = torch.zeros(3, dtype=torch.float16, device=device)
print(torch.tpu.memory_allocated())
d = torch.zeros(1000, dtype=torch.bool, device=device)
print(torch.tpu.memory_allocated())
e = torch.zeros(0, device=device)
print(torch.tpu.memory_allocated())
f = torch.randn(128, 4, dtype=torch.float64, device=device)
print(torch.tpu.memory_allocated())
g = a + 1
print(torch.tpu.memory_allocated())
h = a.sum()
print(torch.tpu.memory_allocated())
v = a[10:20]
w = a.reshape(30, 10)
print(torch.tpu.memory_allocated())
on_cpu = torch.zeros(1000)
on_cpu2 = on_cpu * 2
print(torch.tpu.memory_allocated())
"#;
    // a: 300*4 = 1200 -> 1536; b: 35*8 = 280 -> 512; c: 3*2 = 6 -> 512; d: 1000*1 -> 1024;
    // e: empty, no block; f: 512*8 = 4096 (whole blocks); g = a + 1: float32 like a, 1536;
    // h = a.sum(): one float32, 4 -> 512; views share a's storage; CPU tensors take no HBM.
    let steps = [1536u64, 512, 512, 1024, 0, 4096, 1536, 512, 0, 0];
    let mut total = 0;
    let expected: String = steps
        .iter()
        .map(|s| {
            total += s;
            format!("{total}\n")
        })
        .collect();
    both(|b, label| assert_eq!(ok(src, b, label), expected, "[{label}]"));
}

#[test]
fn the_caching_allocator_keeps_freed_blocks_reserved_and_reuses_them() {
    let src = r#"
import torch
device = "tpu"
x = torch.randn(256, 1024, device=device)
y = x * 2
print(torch.tpu.memory_allocated(), torch.tpu.memory_reserved())
del y
print(torch.tpu.memory_allocated(), torch.tpu.memory_reserved())
for step in range(5):
    y = x * 3
print(torch.tpu.memory_allocated(), torch.tpu.memory_reserved(), torch.tpu.max_memory_reserved())
del y
small = torch.zeros(10, device=device)
print(torch.tpu.memory_allocated(), torch.tpu.memory_reserved())
torch.tpu.empty_cache()
print(torch.tpu.memory_allocated(), torch.tpu.memory_reserved())
print(torch.tpu.max_memory_allocated())
torch.tpu.reset_peak_memory_stats()
print(torch.tpu.max_memory_allocated(), torch.tpu.max_memory_reserved())
"#;
    // x and y: 256*1024*4 = 1 MiB each. After `del y` its block is cached: reserved stays 2 MiB.
    // Each loop step's `x * 3` takes the cached block (same size); the previous y's block goes back
    // to the cache when the name is rebound, so at most three 1 MiB blocks are ever reserved (x,
    // the live y, the new result). `small` (40 -> 512 bytes) is a new size: reserved grows by 512.
    // empty_cache releases the cached 1 MiB blocks; the peak of allocated was x + y + a new
    // result = 3 MiB, and reset_peak_memory_stats brings both peaks down to the current values.
    let mib = 1 << 20;
    let expected = format!(
        "{a} {a}\n{m} {a}\n{a} {r} {r}\n{s} {r2}\n{s} {s}\n{r}\n{s} {s}\n",
        a = 2 * mib,
        m = mib,
        r = 3 * mib,
        s = mib + 512,
        r2 = 3 * mib + 512
    );
    both(|b, label| assert_eq!(ok(src, b, label), expected, "[{label}]"));
}

#[test]
fn moving_tensors_and_modules_moves_their_hbm() {
    let src = r#"
import torch
import torch.nn as nn
c = torch.zeros(1000)
print(torch.tpu.memory_allocated())
t = c.to("tpu")
print(torch.tpu.memory_allocated(), t.device.type)
back = t.cpu()
del t
print(torch.tpu.memory_allocated())
c.add_(1)
u = c.to(device="tpu:0")
print(u.sum().item(), back.sum().item())
del u
model = nn.Sequential(nn.Linear(100, 50), nn.ReLU(), nn.Linear(50, 10)).to("tpu")
print(torch.tpu.memory_allocated())
z = torch.zeros_like(model[0].weight)
print(torch.tpu.memory_allocated(), z.device.type)
del z
model.cpu()
print(torch.tpu.memory_allocated())
"#;
    // 1000 float32 = 4000 -> 4096 bytes. `.cpu()` is a copy holding no HBM, so deleting the tpu
    // tensor frees it; the CPU original changed afterwards is not seen by earlier copies.
    // Sequential: weights 50*100*4 = 20000 -> 20480, 10*50*4 = 2000 -> 2048; biases 50*4 = 200
    // -> 512, 10*4 = 40 -> 512: 23552 bytes. (`u.sum()` is freed with its statement's name.)
    // zeros_like of a parameter on the chip is on the chip: another 20480 bytes.
    let expected = "0\n4096 tpu\n0\n1000.0 0.0\n23552\n44032 tpu\n0\n";
    both(|b, label| assert_eq!(ok(src, b, label), expected, "[{label}]"));
}

#[test]
fn an_oversize_allocation_is_pytorchs_oom_error_at_its_line() {
    let src = "import torch\ndevice = \"tpu\"\nkeep = torch.zeros(1024, 1024, device=device)\nprint(\"before\")\nbig = torch.empty(5 * 2**30, device=device)\nprint(\"never\")\n";
    both(|b, label| {
        let out = run(src, b);
        assert_eq!(out.stdout, "before\n", "[{label}]");
        let e = out.error.expect("an OOM error");
        assert_eq!(e.kind, "torch.OutOfMemoryError");
        assert_eq!(e.span().map(|s| s.line), Some(5), "[{label}]");
        // 5 GiB elements of float32 = 20 GiB requested; 4 MiB (1024*1024*4) allocated;
        // free = 16 GiB - 4 MiB, 15.996 GiB, which c10's two decimals print as 16.00 GiB.
        let requested = 5 * GIB * 4;
        let allocated = 1024 * 1024 * 4;
        assert_eq!(format_size(requested), "20.00 GiB");
        let expected = format!(
            "TPU out of memory. Tried to allocate {}. TPU 0 (TPU v5e) has a total capacity of {} of which {} is free. Of the allocated memory {} is allocated by PyTorch, and 0 bytes is reserved by PyTorch but unallocated.",
            format_size(requested),
            format_size(16 * GIB),
            format_size(16 * GIB - allocated),
            format_size(allocated),
        );
        assert_eq!(e.message, expected, "[{label}]");
        assert!(e.message.contains("Tried to allocate 20.00 GiB"));
        assert!(e.message.contains("of which 16.00 GiB is free"));
        assert!(e.message.contains("4.00 MiB is allocated by PyTorch"));
        let rendered = e.render(src);
        assert!(
            rendered.contains("line 5")
                && rendered.contains("torch.OutOfMemoryError: TPU out of memory."),
            "{rendered}"
        );
        // The run ends cleanly: the report is there, the failed request never counted.
        let report = out.report.expect("report");
        assert_eq!(report.peak_hbm_allocated_bytes, allocated);
    });
}

#[test]
fn the_chip_names_its_own_capacity_in_the_message() {
    let src = "import torch\nx = torch.zeros(2**28, dtype=torch.float64, device=\"tpu\")\ny = torch.empty(100 * 2**30, dtype=torch.bool, device=\"tpu\")\n";
    for (chip, name, cap) in [
        (ChipId::V4, "TPU v4", 32 * GIB),
        (ChipId::V5p, "TPU v5p", 95 * GIB),
        (ChipId::V6e, "TPU v6e (Trillium)", 32 * GIB),
    ] {
        let config = RunConfig {
            chip,
            ..RunConfig::default()
        };
        let out = run_to_end(src, common::cpu(), &config);
        let e = out.error.expect("OOM");
        // x: 2**28 float64 = 2 GiB live; y asks 100 GiB of bool.
        assert!(
            e.message.starts_with(&format!(
                "TPU out of memory. Tried to allocate 100.00 GiB. TPU 0 ({name}) has a total capacity of {} of which {} is free. Of the allocated memory 2.00 GiB",
                format_size(cap),
                format_size(cap - 2 * GIB)
            )),
            "{}",
            e.message
        );
        assert_eq!(e.span().map(|s| s.line), Some(3));
    }
}

#[test]
fn a_request_far_beyond_the_chip_fails_fast_without_allocating() {
    // 2**40 float32 elements would be 4 TiB of host memory if anything were allocated first; the
    // check comes before the playground's own element limit and before any data exists.
    let src = r#"
import torch
import time
device = "tpu"
start = time.perf_counter()
try:
    torch.zeros(1 << 40, device=device)
except torch.OutOfMemoryError as e:
    print("zeros:", str(e)[:48])
try:
    torch.ones(1 << 20, device=device) * torch.ones(1 << 20, 1, device=device)
except RuntimeError as e:
    print("outer:", type(e).__name__, str(e)[:48])
try:
    torch.randn(1 << 20, 1 << 20, device=device)
except MemoryError:
    print("not this")
except Exception as e:
    print("randn:", type(e).__name__)
print(torch.tpu.max_memory_allocated(), time.perf_counter() - start < 5)
"#;
    // The outer product's operands (4 MiB each) were allocated; its 4 TiB result never was.
    let expected = "zeros: TPU out of memory. Tried to allocate 4096.00 GiB\nouter: OutOfMemoryError TPU out of memory. Tried to allocate 4096.00 GiB\nrandn: OutOfMemoryError\n8388608 True\n";
    both(|b, label| assert_eq!(ok(src, b, label), expected, "[{label}]"));
}

#[test]
fn oom_is_a_runtime_error_and_the_class_is_torchs() {
    let src = r#"
import torch
print(torch.OutOfMemoryError, torch.tpu.OutOfMemoryError is torch.OutOfMemoryError)
print(issubclass(torch.OutOfMemoryError, RuntimeError))
try:
    torch.empty(2**36, device="tpu")
except RuntimeError as e:
    print(type(e).__name__, isinstance(e, torch.OutOfMemoryError))
x = torch.ones(3, device="tpu")
print(x + 1)
"#;
    let expected = "<class 'torch.OutOfMemoryError'> True\nTrue\nOutOfMemoryError True\ntensor([2., 2., 2.])\n";
    both(|b, label| assert_eq!(ok(src, b, label), expected, "[{label}]"));
}

#[test]
fn device_functions_and_torch_tpu() {
    let src = r#"
import torch
import torch_tpu
print(torch.tpu.is_available(), torch.tpu.device_count(), torch.tpu.current_device())
print(torch.tpu.get_device_name(), torch.tpu.get_device_name(0))
free, total = torch.tpu.mem_get_info()
print(free == total, total)
torch.tpu.synchronize()
torch_tpu.synchronize()
print(torch_tpu.get_eager_mode(), torch_tpu.is_available(), torch_tpu.device_count())
torch.tpu.memory_allocated(1)
"#;
    let config = RunConfig {
        chip: ChipId::V5p,
        ..RunConfig::default()
    };
    let mut s = Session::new(src, common::cpu(), &config).expect("compiles");
    let err = s
        .run_blocking(|| true)
        .expect_err("device 1 does not exist");
    assert_eq!(
        s.take_stdout(),
        format!(
            "True 1 0\nTPU v5p TPU v5p\nTrue {}\nstrict True 1\n",
            95 * GIB
        )
    );
    assert_eq!(err.kind, "RuntimeError");
    assert_eq!(err.span().map(|s| s.line), Some(11));
    // Each synchronize() is a sync point logged with its reason and line.
    let syncs: Vec<u32> = s
        .trace()
        .events()
        .filter_map(|e| match e {
            Event::Sync {
                reason: MaterializationReason::ExplicitSync,
                line,
                ..
            } => Some(*line),
            _ => None,
        })
        .collect();
    assert_eq!(syncs, vec![8, 9]);
}

#[test]
fn memory_summary_reports_the_allocators_figures() {
    let src = r#"
import torch
x = torch.zeros(1024, 1024, device="tpu")
y = torch.zeros(1024, device="tpu")
del y
print(torch.tpu.memory_summary())
"#;
    let out = ok(src, common::cpu, "cpu");
    // x: 4 MiB live; y: 4 KiB allocated then freed (cached). _format_size shows 4 MiB as 4096 KiB.
    assert!(
        out.contains("PyTorch TPU memory summary, device ID 0"),
        "{out}"
    );
    assert!(
        out.contains(
            "| Allocated memory      |   4096 KiB |   4100 KiB |   4100 KiB |   4096 B   |"
        ),
        "{out}"
    );
    assert!(
        out.contains(
            "| TPU reserved memory   |   4100 KiB |   4100 KiB |   4100 KiB |      0 B   |"
        ),
        "{out}"
    );
    assert!(out
        .contains("| Allocations           |       1    |       2    |       2    |       1    |"));
}

#[test]
fn the_trace_shows_hbm_over_time_and_the_report_its_peak() {
    let src = r#"
import torch
a = torch.zeros(1000, device="tpu")
b = a + 1
del b
torch.tpu.empty_cache()
"#;
    both(|backend, label| {
        let mut s = Session::new(src, backend(), &RunConfig::default()).expect("compiles");
        s.run_blocking(|| true).expect("runs");
        let mem: Vec<(String, u64, u64, u64, Option<u32>)> = s
            .trace()
            .events()
            .filter_map(|e| match e {
                Event::Memory {
                    action,
                    bytes,
                    allocated,
                    reserved,
                    line,
                } => Some((
                    serde_json::to_value(action)
                        .unwrap()
                        .as_str()
                        .unwrap()
                        .to_string(),
                    *bytes,
                    *allocated,
                    *reserved,
                    *line,
                )),
                _ => None,
            })
            .collect();
        // 1000 float32 = 4000 -> 4096 bytes per block.
        let expected = vec![
            ("alloc".to_string(), 4096, 4096, 4096, Some(3)),
            ("alloc".to_string(), 4096, 8192, 8192, Some(4)),
            ("free".to_string(), 4096, 4096, 8192, None),
            ("release_cache".to_string(), 4096, 4096, 4096, None),
        ];
        assert_eq!(mem, expected, "[{label}]");
        let r = s.report();
        assert_eq!((r.peak_hbm_bytes, r.peak_hbm_allocated_bytes), (8192, 8192));
        let json = serde_json::to_value(&r).unwrap();
        assert_eq!(json["peak_hbm_bytes"], 8192);
    });
}

/// The dispatcher's own path: an op whose output does not fit raises before launching anything.
#[test]
fn an_op_output_that_does_not_fit_raises_before_the_launch() {
    for (backend, label) in [(common::cpu(), "cpu"), (common::gpu(), "gpu")] {
        let mut d = Dispatcher::new(backend, EagerMode::Strict);
        // A 3.5 KiB chip (7 blocks), so that a real op overflows it.
        d.hbm = Hbm::with_capacity(3584, "TPU test");
        let a = Tensor::from_host(
            HostData::F32(vec![1.0; 16 * 16]),
            DType::Float32,
            vec![16, 16],
        );
        a.storage.charge(d.hbm.allocate(1024, 1).unwrap());
        let k = Kernel::Matmul {
            m: 16,
            k: 16,
            n: 16,
        };
        let c = d
            .execute(
                "matmul",
                k.clone(),
                &[&a, &a],
                DType::Float32,
                vec![16, 16],
                2,
            )
            .expect("fits: 1024 + 1024 of 3584");
        assert!(c.storage.on_hbm(), "[{label}]");
        let c2 = d
            .execute(
                "matmul",
                k.clone(),
                &[&a, &c],
                DType::Float32,
                vec![16, 16],
                3,
            )
            .expect("fits: 3072 of 3584");
        let launches = d.trace.totals.kernel_launches;
        match d.execute("matmul", k, &[&c, &c2], DType::Float32, vec![16, 16], 4) {
            Err(Stop::Raise(e)) => {
                assert_eq!(e.kind, "torch.OutOfMemoryError");
                assert!(e.message.starts_with("TPU out of memory. Tried to allocate 1024 bytes. TPU 0 (TPU test) has a total capacity of 3.50 KiB of which 512 bytes is free."), "{}", e.message);
            }
            other => panic!("[{label}] expected OOM, got {:?}", other.map(|t| t.shape)),
        }
        assert_eq!(
            d.trace.totals.kernel_launches, launches,
            "[{label}] nothing launched"
        );
        drop((c, c2));
        // The dispatcher's replay log holds the current instruction's outputs until the next
        // instruction begins; then their blocks go back.
        d.begin_instruction();
        assert_eq!(d.hbm.borrow().allocated_bytes.current, 1024);
    }
}

/// Buffer donation: on in Debug and Strict, off in Fused and Compiled, as TorchTPU sets it.
#[test]
fn an_in_place_write_donates_its_buffer_in_strict_and_debug_only() {
    let src = r#"
import torch
x = torch.zeros(1024, device="tpu")
torch.tpu.reset_peak_memory_stats()
for i in range(3):
    x.add_(1.0)
print(x.sum().item(), torch.tpu.max_memory_allocated())
"#;
    // x is 1024 float32 = 4096 bytes. `x.add_(1.0)` computes x + 1.0 (a new 4096-byte block),
    // then writes it into x. With donation the write's result takes x's own block: the peak is
    // x and the sum, 8192 bytes. Without it the result needs a block of its own before x adopts
    // it: 12288 bytes at the peak.
    let block = 4096u64;
    for (mode, donated, peak) in [
        (EagerMode::Debug, 3, 2 * block),
        (EagerMode::Strict, 3, 2 * block),
    ] {
        both(|b, label| {
            let config = RunConfig {
                mode,
                ..RunConfig::default()
            };
            let mut s = Session::new(src, b(), &config).expect("compiles");
            s.run_blocking(|| true).expect("runs");
            assert_eq!(
                s.take_stdout(),
                format!("3072.0 {peak}\n"),
                "[{label} {mode:?}]"
            );
            assert_eq!(s.report().buffers_donated, donated, "[{label} {mode:?}]");
            let donations = s
                .trace()
                .events()
                .filter(|e| {
                    matches!(e, Event::Memory { action: tpu_core::device::hbm::MemoryAction::Donate, bytes, line: Some(6), .. } if *bytes == block)
                })
                .count();
            assert_eq!(donations as u64, donated, "[{label} {mode:?}]");
        });
    }
    for mode in [EagerMode::Fused, EagerMode::Compiled] {
        both(|b, label| {
            let config = RunConfig {
                mode,
                ..RunConfig::default()
            };
            let mut s = Session::new(src, b(), &config).expect("compiles");
            s.run_blocking(|| true).expect("runs");
            assert!(s.take_stdout().starts_with("3072.0 "), "[{label} {mode:?}]");
            assert_eq!(s.report().buffers_donated, 0, "[{label} {mode:?}]");
        });
    }
}

/// Fused and Compiled hold a graph's results in HBM once the graph runs, as Strict holds each
/// op's: the result the program keeps takes its bytes (512 KiB weight + 128 KiB input + 256 KiB
/// result), the fused intermediate (the matmul before `relu`) none.
#[test]
fn a_graphs_results_take_their_hbm_in_every_mode() {
    let src = "import torch
w = torch.randn(256, 512, device=\"tpu\")
x = torch.randn(128, 256, device=\"tpu\")
y = (x @ w).relu()
s = y.sum().item()
print(torch.tpu.memory_allocated())
";
    let expected = format!("{}\n", (256 * 512 + 128 * 256 + 128 * 512) * 4);
    for mode in EagerMode::ALL {
        both(|b, label| {
            let out = run_to_end(
                src,
                b(),
                &RunConfig {
                    mode,
                    ..RunConfig::default()
                },
            );
            assert!(out.error.is_none(), "[{label} {mode:?}] {:?}", out.error);
            assert_eq!(out.stdout, expected, "[{label} {mode:?}]");
            let peak = out.report.unwrap().peak_hbm_allocated_bytes;
            assert!(peak >= 917504, "[{label} {mode:?}] peak {peak}");
        });
    }
}
