//! PyTorch's `meta` device on the emulated TPU (issue 21, item 6): tensors with shapes and dtypes but
//! no values, whose ops are dispatched, fused and priced as on `tpu` and computed by no kernel.
//! What a meta program prints and raises is held to real PyTorch by `programs/meta_device.py` and
//! lesson 15's golden; here, what only the emulator has: the prices, the HBM, and the sizes.

mod common;

use tpu_core::device::Backend;
use tpu_core::dispatch::EagerMode;
use tpu_core::runtime::{run_to_end, Report, RunConfig};

/// A forward pass within the per-op compute budget: matmuls, an activation, a norm, a softmax.
const FORWARD: &str = "import torch
import torch.nn.functional as F

device = \"tpu\"
x = torch.randn(64, 128, device=device)
w = torch.randn(128, 256, device=device)
h = F.gelu(x @ w)
h = F.layer_norm(h, (256,))
s = F.softmax(h @ h.t() / 16.0, dim=-1)
y = (s @ h).sum(dim=0)
print(y.shape)
";

fn report(
    src: &str,
    mode: EagerMode,
    backend: fn() -> Box<dyn Backend>,
    config: RunConfig,
) -> Report {
    let out = run_to_end(src, backend(), &RunConfig { mode, ..config });
    if let Some(e) = &out.error {
        panic!("[{mode:?}] raised:\n{}", e.render(src));
    }
    assert_eq!(out.stdout, "torch.Size([256])\n");
    out.report.expect("a report")
}

#[test]
fn a_program_on_meta_is_priced_exactly_as_on_tpu_in_every_mode() {
    let meta = FORWARD.replace("device = \"tpu\"", "device = \"meta\"");
    for backend in [common::cpu as fn() -> Box<dyn Backend>, common::gpu] {
        for mode in EagerMode::ALL {
            let real = report(FORWARD, mode, backend, RunConfig::default());
            let priced = report(&meta, mode, backend, RunConfig::default());
            assert!(real.kernel_launches > 0 && real.mxu_cycles > 0, "{mode:?}");
            // Every count and the modelled clock; Debug's checks of results are syncs of the
            // values, which a meta tensor has none of.
            let same = |r: &Report| {
                (
                    r.ops_dispatched,
                    r.kernel_launches,
                    r.hbm_bytes_read,
                    r.hbm_bytes_written,
                    r.flops,
                    r.mxu_cycles,
                    r.matmuls,
                    r.mxu_macs,
                    r.peak_hbm_bytes,
                    r.peak_hbm_allocated_bytes,
                    // The same graphs and cache lookups; a GPU pipeline is only built to run.
                    r.fusion.clone().map(|mut f| {
                        f.gpu_pipelines = 0;
                        f
                    }),
                )
            };
            assert_eq!(same(&real), same(&priced), "{mode:?}");
            assert_eq!(real.modelled_time_s, priced.modelled_time_s, "{mode:?}");
        }
    }
}

#[test]
fn sizes_the_compute_budget_refuses_on_tpu_run_on_meta_at_once() {
    // 2 * 4096 * 4096 * 16384 flops: far past the per-op budget on `tpu`.
    let src = "import torch
device = \"meta\"
x = torch.randn(4096, 4096, device=device, requires_grad=True)
w = torch.randn(4096, 16384, device=device, requires_grad=True)
y = (x @ w).relu().sum()
y.backward()
print(x.grad.shape, w.grad.shape)
";
    for mode in EagerMode::ALL {
        let out = run_to_end(
            src,
            common::cpu(),
            &RunConfig {
                mode,
                ..RunConfig::default()
            },
        );
        assert!(out.error.is_none(), "{mode:?}: {:?}", out.error);
        assert_eq!(
            out.stdout,
            "torch.Size([4096, 4096]) torch.Size([4096, 16384])\n"
        );
        let r = out.report.unwrap();
        // The forward matmul and the two of the backward, each 4096^2 * 16384 multiply-adds,
        // in six bf16 passes (float32 at the default "highest" precision).
        assert_eq!(r.matmuls, 3, "{mode:?}");
        assert_eq!(r.mxu_macs, 6 * 3 * 4096 * 4096 * 16384, "{mode:?}");
        assert!(r.modelled_time_s > 3.0 * 2.0 * 4096f64.powi(2) * 16384.0 / 197e12);
    }
    let on_tpu = run_to_end(
        &src.replace("\"meta\"", "\"tpu\""),
        common::cpu(),
        &RunConfig::default(),
    );
    let e = on_tpu.error.expect("refused on tpu").render(src);
    assert!(e.contains("per-op budget"), "{e}");
}

#[test]
fn meta_tensors_take_the_chips_hbm_but_no_host_memory() {
    // 1 GiB of meta tensors under an 8 MiB host limit: nothing holds their values.
    let small_host = RunConfig {
        host_memory_limit: 8 << 20,
        ..RunConfig::default()
    };
    let fits = "import torch
xs = [torch.empty(2**26, device=\"meta\") for _ in range(4)]
print(torch.cat(xs).shape)
";
    let out = run_to_end(fits, common::cpu(), &small_host);
    assert!(out.error.is_none(), "{:?}", out.error);
    let r = out.report.unwrap();
    assert_eq!(
        r.peak_hbm_allocated_bytes,
        8 << 28,
        "four 256 MiB tensors and their cat"
    );
    // The chip's 16 GiB (v5e) still bounds them, with PyTorch's error.
    let too_many = "import torch
xs = [torch.empty(2**26, device=\"meta\") for _ in range(65)]
";
    let e = run_to_end(too_many, common::cpu(), &small_host)
        .error
        .expect("out of HBM")
        .render(too_many);
    assert!(
        e.contains("torch.OutOfMemoryError: TPU out of memory. Tried to allocate 256.00 MiB"),
        "{e}"
    );
    assert!(
        !e.contains("host memory"),
        "the chip's bound, not the host's: {e}"
    );
}

#[test]
fn a_modules_parameters_on_meta_take_their_bytes_of_hbm() {
    // 1024 * 4096 * 4 (weight) + 4096 * 4 (bias): whole 512-byte blocks. Made on meta directly,
    // or moved there from the CPU, and for a LayerNorm made on the CPU then moved.
    let src = "import torch
import torch.nn as nn
a = nn.Linear(1024, 4096, device=\"meta\")
print(torch.tpu.memory_allocated())
b = nn.Linear(1024, 4096).to(\"meta\")
print(torch.tpu.memory_allocated())
c = nn.LayerNorm(4096, device=\"meta\")
print(torch.tpu.memory_allocated())
del a, b
print(torch.tpu.memory_allocated())
";
    let out = run_to_end(src, common::cpu(), &RunConfig::default());
    assert!(out.error.is_none(), "{:?}", out.error);
    let linear = 1024 * 4096 * 4 + 4096 * 4;
    let norm = 2 * 4096 * 4;
    assert_eq!(
        out.stdout,
        format!("{linear}\n{}\n{}\n{norm}\n", 2 * linear, 2 * linear + norm)
    );
}
