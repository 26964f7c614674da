# Shape mistakes with matmul, mm, bmm, mv, dot and Linear: the messages PyTorch prints, and the shapes that broadcast.
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
b = torch.randn(4, 5, device=device)
attempt("matmul 2d", lambda: a @ b)
attempt("matmul 1d 2d", lambda: torch.randn(4, device=device) @ a)
attempt("matmul 2d 1d", lambda: a @ torch.randn(4, device=device))
attempt("matmul 1d 1d", lambda: torch.randn(3, device=device) @ torch.randn(4, device=device))
attempt("matmul 0d", lambda: torch.tensor(2.0, device=device) @ a)
attempt("matmul bcast", lambda: (torch.randn(2, 1, 2, 3, device=device) @ torch.randn(3, 3, 4, device=device)).shape)
attempt("mm", lambda: torch.mm(a, b))
attempt("bmm 2d", lambda: torch.bmm(a, a.t()))
attempt("bmm batch", lambda: torch.bmm(torch.randn(2, 2, 3, device=device), torch.randn(3, 3, 2, device=device)))
attempt("bmm inner", lambda: torch.bmm(torch.randn(2, 2, 3, device=device), torch.randn(2, 4, 2, device=device)))
attempt("mv", lambda: torch.mv(a, torch.randn(4, device=device)))
attempt("mv 2d", lambda: torch.mv(a, torch.randn(3, 1, device=device)))
attempt("dot", lambda: torch.dot(torch.randn(3, device=device), torch.randn(4, device=device)))
attempt("dot 2d", lambda: torch.dot(a, a))
attempt("dot dtype", lambda: torch.dot(torch.ones(3, device=device), torch.ones(3, dtype=torch.long, device=device)))
attempt("mm dtype", lambda: torch.mm(a, torch.ones(3, 2, dtype=torch.float64, device=device)))
attempt("linear in", lambda: nn.Linear(4, 2).to(device)(a))
attempt("linear 1d", lambda: nn.Linear(3, 2).to(device)(torch.ones(3, device=device)).shape)
attempt("F.linear", lambda: F.linear(a, torch.randn(2, 4, device=device)))
attempt("F.linear bias", lambda: F.linear(a, torch.randn(2, 3, device=device), torch.randn(3, device=device)))
attempt("F.linear bias 2d", lambda: F.linear(a, torch.randn(2, 3, device=device), torch.randn(2, 1, device=device)).shape)
attempt("linear int", lambda: nn.Linear(3, 2).to(device)(torch.ones(2, 3, dtype=torch.long, device=device)))
attempt("linear double", lambda: nn.Linear(3, 2).to(device)(torch.ones(2, 3, dtype=torch.float64, device=device)))
attempt("outer", lambda: torch.outer(a, a))
attempt("einsum", lambda: torch.einsum("ij,jk->ik", a, b))
attempt("einsum ops", lambda: torch.einsum("ij,jk->ik", a))
attempt("matmul int", lambda: torch.ones(2, 2, dtype=torch.long, device=device) @ torch.ones(2, 2, dtype=torch.long, device=device))
