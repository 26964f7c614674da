//! The programs `tpu bench fused` compares Strict, Fused and Compiled on, natively and in the
//! browser suites (wasm-tests/tests/bench.rs).

/// The MLP training example, as the page ships it.
pub const MLP: &str = include_str!("../../../assets/examples/04_train_mlp.py");

/// The elementwise-heavy block: layer norm, Linear, GELU, Linear, residual add, 20 times.
pub const BLOCK: &str = "import torch
import torch.nn as nn
torch.manual_seed(0)
device = \"tpu\"
x = torch.randn(64, 128, device=device)
block = nn.Sequential(nn.LayerNorm(128), nn.Linear(128, 256), nn.GELU(), nn.Linear(256, 128)).to(device)
with torch.no_grad():
    for i in range(20):
        x = x + block(x)
print(x.sum().item())
";
