# Miscellaneous tensor mistakes: item() of a multi-element tensor, bool of a tensor,
# index out of range, device strings, dtype mismatches in ops, torch.tensor of ragged lists.
import torch

device = "cpu"
torch.manual_seed(0)


def attempt(label, fn):
    try:
        r = fn()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


t = torch.tensor([1.5, 2.5, 3.5], device=device)
attempt("item multi", lambda: t.item())
attempt("item one", lambda: t[1:2].item())
attempt("float()", lambda: float(t))
attempt("int()", lambda: int(t[0]))
attempt("bool", lambda: bool(t > 2))
attempt("index", lambda: t[3])
attempt("index neg", lambda: t[-4])
attempt("index 2d", lambda: torch.zeros(2, 3, device=device)[1, 3])
attempt("too many idx", lambda: t[0, 0])
attempt("index_select", lambda: t.index_select(0, torch.tensor([0, 5], device=device)))
attempt("gather", lambda: torch.zeros(2, 2, device=device).gather(1, torch.tensor([[0, 2], [1, 0]], device=device)))
attempt("float index", lambda: t[torch.tensor([0.0, 1.0], device=device)])
attempt("mask shape", lambda: t[torch.tensor([True, False], device=device)])
attempt("device typo", lambda: torch.zeros(2, device="gpu"))
attempt("ragged", lambda: torch.tensor([[1, 2], [3]], device=device))
attempt("mm dtype", lambda: torch.mm(torch.ones(2, 2, device=device), torch.ones(2, 2, dtype=torch.long, device=device)))
attempt("matmul dtype", lambda: torch.ones(2, 2, dtype=torch.float64, device=device) @ torch.ones(2, 2, device=device))
attempt("add ok promote", lambda: (torch.ones(2, dtype=torch.int32, device=device) + torch.ones(2, device=device)).dtype)
attempt("inplace int result", lambda: torch.ones(2, dtype=torch.long, device=device).add_(0.5))
attempt("div_ int", lambda: torch.ones(2, dtype=torch.long, device=device).div_(2))
attempt("numpy-less sum", lambda: sum(torch.tensor([1, 2, 3], device=device)))
attempt("len 0d", lambda: len(torch.tensor(5, device=device)))
attempt("iter 0d", lambda: list(torch.tensor(5, device=device)))
attempt("randn float size", lambda: torch.randn(2.0, 3, device=device))
attempt("zeros neg", lambda: torch.zeros(-1, device=device))
attempt("arange bad", lambda: torch.arange(0, 5, 0, device=device))
attempt("tolist", lambda: torch.tensor([[1, 2]], device=device).tolist())
