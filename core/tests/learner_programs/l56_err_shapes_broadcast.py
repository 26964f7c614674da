# Broadcasting failures and surprises: which shapes combine, which raise, and the in-place case where the result cannot be written back.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


def attempt(label, fn):
    try:
        r = fn()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__ + ":", str(e).split("\n")[0])

a = torch.randn(2, 3, device=device)
attempt("add", lambda: a + torch.randn(3, 2, device=device))
attempt("mul 3d", lambda: torch.ones(2, 3, 4, device=device) * torch.ones(3, 3, device=device))
attempt("col row", lambda: (torch.arange(3, device=device).view(3, 1) + torch.arange(4, device=device)).tolist())
attempt("surprise", lambda: (torch.ones(3, device=device) - torch.ones(3, 1, device=device)).shape)
attempt("inplace grow", lambda: torch.ones(3, device=device).add_(torch.ones(2, 3, device=device)))
attempt("inplace ok", lambda: torch.ones(2, 3, device=device).add_(torch.ones(3, device=device)).sum().item())
attempt("inplace mul_", lambda: torch.ones(1, 3, device=device).mul_(torch.ones(2, 1, device=device)))
attempt("sub", lambda: a - torch.ones(4, device=device))
attempt("where", lambda: torch.where(a > 0, a, torch.zeros(2, device=device)))
attempt("masked_fill", lambda: a.masked_fill(torch.tensor([True, False], device=device), 0.0))
attempt("masked_fill ok", lambda: a.masked_fill(torch.tensor([[True], [False]], device=device), 0.0).eq(0).sum().item())
attempt("expand", lambda: a.expand(4, 3).shape)
attempt("expand bad", lambda: a.expand(2, 4))
attempt("expand fewer", lambda: a.expand(3))
attempt("expand -1", lambda: torch.ones(3, 1, device=device).expand(-1, 4).shape)
attempt("broadcast_to", lambda: torch.broadcast_to(a, (3, 3)))
attempt("broadcast_tensors", lambda: torch.broadcast_tensors(a, torch.ones(4, 1, device=device)))
attempt("broadcast_shapes", lambda: torch.broadcast_shapes((2, 3), (3, 1)))
attempt("broadcast_shapes ok", lambda: torch.broadcast_shapes((2, 1), (1, 4)))
attempt("eq shapes", lambda: torch.equal(a, a[:1]))
attempt("eq op", lambda: (a == a[:, :2]))
attempt("allclose", lambda: torch.allclose(a, torch.ones(3, device=device)))
attempt("mse bcast", lambda: F.mse_loss(torch.ones(4, 1, device=device), torch.zeros(4, device=device)).item())
attempt("lt", lambda: torch.ones(2, device=device) < torch.ones(3, device=device))
attempt("maximum", lambda: torch.maximum(a, torch.ones(2, device=device)))
attempt("copy_", lambda: a.clone().copy_(torch.ones(3, 3, device=device)))
attempt("copy_ bcast", lambda: a.clone().copy_(torch.ones(3, device=device)).sum().item())
