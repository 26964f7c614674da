# The error messages learners meet most, caught and printed: matmul shape mismatch, Linear input
# size, cat of mismatched tensors, view on a non-contiguous tensor, backward on a non-scalar,
# backward twice, in-place on a leaf, cross_entropy with float targets of the wrong shape, index out
# of range, and dtype mismatches.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


def attempt(label, fn):
    try:
        fn()
        print(label, "ok")
    except Exception as e:
        print(label, type(e).__name__ + ":", str(e).split("\n")[0])


a = torch.randn(2, 3, device=device)
b = torch.randn(4, 5, device=device)
attempt("matmul", lambda: a @ b)
attempt("mm", lambda: torch.mm(a, b))
attempt("linear", lambda: nn.Linear(4, 2).to(device)(a))
attempt("cat", lambda: torch.cat([a, b]))
attempt("stack", lambda: torch.stack([a, a.t()]))
attempt("view", lambda: a.t().view(6))
attempt("reshape ok", lambda: a.t().reshape(6))
attempt("view size", lambda: a.view(4, 2))
attempt("add broadcast", lambda: a + b[:2])
x = torch.randn(3, device=device, requires_grad=True)
attempt("backward non-scalar", lambda: (x * 2).backward())
y = (x ** 2).sum()
y.backward()
attempt("backward twice", lambda: y.backward())
attempt("leaf inplace", lambda: x.add_(1))
attempt("numpy grad", lambda: x.tolist() and x.detach().requires_grad)
logits = torch.randn(4, 3, device=device)
attempt("ce target range", lambda: F.cross_entropy(logits, torch.tensor([0, 1, 3, 2], device=device)))
attempt("ce target dtype", lambda: F.cross_entropy(logits, torch.tensor([0.0, 1.0, 2.0, 1.0], device=device)))
attempt("nll shape", lambda: F.nll_loss(logits, torch.tensor([0, 1], device=device)))
attempt("index", lambda: a[5])
attempt("index dim", lambda: a[:, 3])
attempt("gather dtype", lambda: a.gather(1, torch.tensor([[0], [1]], dtype=torch.int32, device=device)))
attempt("long float mm", lambda: torch.ones(2, 2, dtype=torch.long, device=device) @ torch.ones(2, 2, device=device))
attempt("embedding float", lambda: nn.Embedding(5, 2).to(device)(torch.tensor([1.0, 2.0], device=device)))
attempt("embedding range", lambda: nn.Embedding(5, 2).to(device)(torch.tensor([1, 7], device=device)))
attempt("conv channels", lambda: nn.Conv2d(3, 4, 3).to(device)(torch.randn(1, 1, 8, 8, device=device)))
attempt("conv dims", lambda: nn.Conv2d(3, 4, 3).to(device)(torch.randn(3, 8, device=device)))
attempt("bn batch 1", lambda: nn.BatchNorm1d(3).to(device)(torch.randn(1, 3, device=device)))
attempt("mse shapes", lambda: F.mse_loss(torch.randn(3, 1, device=device), torch.randn(3, device=device)))
attempt("bce range", lambda: F.binary_cross_entropy(torch.tensor([0.5, 1.5], device=device), torch.tensor([1.0, 0.0], device=device)))
attempt("item", lambda: a.item())
attempt("squeeze dim", lambda: a.squeeze(0).shape)
attempt("expand", lambda: a.expand(3, 3))
attempt("permute", lambda: a.permute(0))
attempt("lstm input", lambda: nn.LSTM(4, 3).to(device)(torch.randn(5, 2, 3, device=device)))
attempt("softmax no dim", lambda: F.softmax(torch.tensor([1, 2], device=device), dim=0))
attempt("max dim", lambda: a.max(dim=2))
attempt("split size", lambda: torch.split(a, [1, 1], dim=0))
attempt("randint bounds", lambda: torch.randint(5, 2, (3,)))
attempt("zeros neg", lambda: torch.zeros(-1))
attempt("optimizer empty", lambda: torch.optim.SGD([], lr=0.1))
attempt("optimizer lr", lambda: torch.optim.Adam(nn.Linear(1, 1).parameters(), lr=-1))
