# Fusing a transformer block: in fused mode its elementwise ops run as a few fused kernels; the fused-graphs panel shows each graph and why it was cut.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "tpu"
torch.manual_seed(0)


class Block(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.norm = nn.LayerNorm(d)
        self.up = nn.Linear(d, 4 * d)
        self.down = nn.Linear(4 * d, d)

    def forward(self, x):
        # LayerNorm, a matmul, GELU, a matmul and a residual add: in strict mode every one of
        # them (and the ops inside LayerNorm) is a kernel of its own.
        return x + self.down(F.gelu(self.up(self.norm(x))))


block = Block(32).to(device)
x = torch.randn(8, 32, device=device)
with torch.no_grad():
    for i in range(3):
        x = block(x)
        # .item() needs the value on the host: in fused mode it cuts the graph here.
        print(f"pass {i}: mean {x.mean().item():.4f}  max {x.max().item():.4f}")

# opens: mode=fused panel=graphs
