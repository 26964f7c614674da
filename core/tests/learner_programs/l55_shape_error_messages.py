# The errors a learner hits while wiring a model, with PyTorch's messages: Linear in_features,
# Conv2d channels, 3-D input to Conv2d missing batch, BatchNorm1d with a batch of one in training,
# Embedding index out of range, LSTM input size, cat/stack mismatches, view on a transposed tensor,
# reshape to a bad size, expand of a non-singleton, and cross_entropy target shape.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(578)


def attempt(label, fn):
    try:
        out = fn()
        print(label, "ok", tuple(out.shape) if isinstance(out, torch.Tensor) else out)
    except (RuntimeError, ValueError, IndexError, TypeError) as e:
        print(label, type(e).__name__ + ":", str(e).splitlines()[0])


lin = nn.Linear(4, 3).to(device)
conv = nn.Conv2d(3, 8, 3).to(device)
attempt("linear", lambda: lin(torch.randn(2, 5, device=device)))
attempt("conv channels", lambda: conv(torch.randn(1, 4, 8, 8, device=device)))
attempt("conv unbatched", lambda: conv(torch.randn(3, 8, 8, device=device)))
attempt("conv too small", lambda: conv(torch.randn(1, 3, 2, 2, device=device)))
bn = nn.BatchNorm1d(4).to(device)
attempt("bn batch 1", lambda: bn(torch.randn(1, 4, device=device)))
bn.eval()
attempt("bn eval batch 1", lambda: bn(torch.randn(1, 4, device=device)))
emb = nn.Embedding(5, 2).to(device)
attempt("embedding float", lambda: emb(torch.tensor([1.0, 2.0], device=device)))
lstm = nn.LSTM(4, 6, batch_first=True).to(device)
attempt("lstm input", lambda: lstm(torch.randn(2, 3, 5, device=device)))
attempt("lstm h0", lambda: lstm(torch.randn(2, 3, 4, device=device), (torch.zeros(1, 3, 6, device=device), torch.zeros(1, 3, 6, device=device))))
a, b = torch.randn(2, 3, device=device), torch.randn(3, 3, device=device)
attempt("cat dim1", lambda: torch.cat([a, b], dim=1))
attempt("cat dim0", lambda: torch.cat([a, b], dim=0))
attempt("stack", lambda: torch.stack([a, b]))
attempt("view", lambda: a.t().view(-1))
attempt("reshape", lambda: a.reshape(4, -1))
attempt("view two -1", lambda: a.view(-1, -1))
attempt("expand", lambda: a.expand(4, 3))
attempt("expand ok", lambda: a[:1].expand(4, 3))
attempt("matmul", lambda: a @ a)
attempt("mm", lambda: torch.mm(a, torch.randn(2, 2, device=device)))
attempt("bmm", lambda: torch.bmm(a.unsqueeze(0), a.unsqueeze(0)))
attempt("ce target", lambda: F.cross_entropy(torch.randn(4, 3, device=device), torch.tensor([[0], [1], [2], [0]], device=device)))
attempt("ce float target shape", lambda: F.cross_entropy(torch.randn(4, 3, device=device), torch.rand(4, 2, device=device)))
attempt("mse broadcast", lambda: F.mse_loss(torch.randn(4, 1, device=device), torch.randn(4, device=device)))
attempt("add", lambda: a + b)
attempt("squeeze dim", lambda: a.squeeze(0))
attempt("transpose", lambda: a.transpose(0, 2))
attempt("index", lambda: a[2])
attempt("permute", lambda: a.permute(1))
