# torch.utils.checkpoint: checkpoint (use_reentrant=False) on blocks and checkpoint_sequential;
# gradients equal the plain forward's, and the forward runs twice (counted with a hook).
import torch
import torch.nn as nn
from torch.utils.checkpoint import checkpoint, checkpoint_sequential

device = "cpu"
torch.manual_seed(28)

blocks = nn.ModuleList([nn.Sequential(nn.Linear(6, 6), nn.Tanh()) for _ in range(3)]).to(device)
head = nn.Linear(6, 1).to(device)
calls = [0]
blocks[1].register_forward_hook(lambda m, i, o: calls.__setitem__(0, calls[0] + 1))
x = torch.randn(4, 6).to(device)


def run(use_ckpt):
    h = x
    for b in blocks:
        h = checkpoint(b, h, use_reentrant=False) if use_ckpt else b(h)
    return head(h).sum()


for flag in [False, True]:
    for p in list(blocks.parameters()) + list(head.parameters()):
        p.grad = None
    calls[0] = 0
    loss = run(flag)
    loss.backward()
    print(flag, f"loss {loss.item():.5f}", "forward calls", calls[0],
          f"grad {blocks[0][0].weight.grad.abs().sum().item():.5f}")

seq = nn.Sequential(*[nn.Linear(6, 6) if i % 2 == 0 else nn.ReLU() for i in range(6)]).to(device)
inp = torch.randn(3, 6, requires_grad=True).to(device)
out1 = seq(inp)
g1 = torch.autograd.grad(out1.sum(), inp)[0]
out2 = checkpoint_sequential(seq, 2, inp, use_reentrant=False)
g2 = torch.autograd.grad(out2.sum(), inp)[0]
print("sequential same", torch.allclose(out1, out2), torch.allclose(g1, g2, atol=1e-6))
