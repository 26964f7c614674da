//! The CPU reference and the wgpu backend compute the same values for the ops both run: the same
//! bits on the software adapters CI uses, within the tolerance elsewhere (see common::bit_exact).
//! (With no adapter on the machine the GPU half runs on the CPU and says so: see common::gpu.)

mod common;

use tpu_core::runtime::{run_to_end, RunConfig};

/// Both backends' output, and whether the GPU adapter promises the reference's bits.
fn both(src: &str) -> (String, String, bool) {
    let cpu = run_to_end(src, common::cpu(), &RunConfig::default());
    let backend = common::gpu();
    let exact = common::bit_exact(backend.as_ref());
    let gpu = run_to_end(src, backend, &RunConfig::default());
    assert!(cpu.error.is_none(), "cpu: {:?}", cpu.error);
    assert!(gpu.error.is_none(), "gpu: {:?}", gpu.error);
    (cpu.stdout, gpu.stdout, exact)
}

#[test]
fn matmul_of_odd_shapes_agrees() {
    // 37x29 @ 29x23: no multiple of the systolic tile (8) or the tiled kernel's (16).
    let src = "import torch\ntorch.manual_seed(3)\na = torch.randn(37, 29)\nb = torch.randn(29, 23)\nc = a @ b\nprint(c.sum().item())\nprint(c[36].tolist())\n";
    let (cpu, gpu, exact) = both(src);
    common::agree(&cpu, &gpu, exact);
}

#[test]
fn elementwise_broadcast_and_relu_agree_exactly() {
    let src = "import torch\ntorch.manual_seed(5)\nx = torch.randn(4, 1, 3)\ny = torch.randn(5, 1)\nz = torch.relu(x * y - x / (y + 3.0))\nprint(z.tolist())\nprint(z.sum().item())\n";
    let (cpu, gpu, exact) = both(src);
    common::agree(&cpu, &gpu, exact);
}

#[test]
fn systolic_and_tiled_kernels_agree() {
    use tpu_core::device::MatmulKernel;
    let src = "import torch\ntorch.manual_seed(11)\na = torch.randn(70, 45)\nb = torch.randn(45, 33)\nprint((a @ b).tolist())\n";
    let Some(mut tiled) = common::gpu_adapter("the systolic/tiled comparison (CPU checked only)")
    else {
        let (cpu, _, _) = both(src);
        assert!(cpu.starts_with("[["));
        return;
    };
    tiled.matmul = MatmulKernel::Tiled;
    let tiled = run_to_end(src, Box::new(tiled), &RunConfig::default());
    let (cpu, systolic, exact) = both(src);
    common::agree(&tiled.stdout, &systolic, exact);
    common::agree(&cpu, &systolic, exact);
}

#[test]
fn backward_through_an_expand_finishes_on_the_gpu_in_every_mode() {
    // The gradient of a broadcast batched matmul flows through `expand`'s backward: an in-place
    // accumulate into fresh zeros that needs its input read to the host. The zeros are made anew
    // each time the instruction is retried after that read, so a read made on them never reached
    // the retry and the run waited forever (the regression the op-golden suites caught). Expected
    // values: d/dw sum(ones(2,2,3) @ w) = sum over the batch and rows of ones = 4 everywhere, as
    // PyTorch prints it (the playground's current device is tpu:0, which PyTorch's repr omits).
    let src = "import torch\nw = torch.ones(3, 2, requires_grad=True, device='tpu')\n(torch.ones(2, 2, 3, device='tpu') @ w).sum().backward()\nprint(w.grad)\n";
    for mode in tpu_core::dispatch::EagerMode::ALL {
        let cfg = RunConfig {
            mode,
            ..RunConfig::default()
        };
        let out = run_to_end(src, common::gpu(), &cfg);
        assert!(out.error.is_none(), "{mode:?}: {:?}", out.error);
        assert_eq!(
            out.stdout, "tensor([[4., 4.],\n        [4., 4.],\n        [4., 4.]])\n",
            "{mode:?}"
        );
    }
}
