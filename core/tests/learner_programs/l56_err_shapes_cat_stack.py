# cat and stack with mismatched shapes, dims out of range, empty lists and a non-tuple argument.
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
b = torch.randn(2, 4, device=device)
attempt("cat dim0", lambda: torch.cat([a, b]))
attempt("cat dim1", lambda: torch.cat([a, b], dim=1).shape)
attempt("cat dim2", lambda: torch.cat([a, b], dim=2))
attempt("cat -3", lambda: torch.cat([a, a], dim=-3))
attempt("cat rank", lambda: torch.cat([a, torch.ones(3, device=device)]))
attempt("cat empty", lambda: torch.cat([]))
attempt("cat one", lambda: torch.cat([a]).shape)
attempt("cat 1d empty", lambda: torch.cat([a, torch.tensor([], device=device)]).shape)
attempt("cat dtype", lambda: torch.cat([a, torch.ones(1, 3, dtype=torch.long, device=device)]).dtype)
attempt("cat int bool", lambda: torch.cat([torch.ones(2, dtype=torch.long, device=device), torch.ones(2, dtype=torch.bool, device=device)]).dtype)
attempt("stack", lambda: torch.stack([a, b]))
attempt("stack rank", lambda: torch.stack([a, a[0]]))
attempt("stack dim", lambda: torch.stack([a, a], dim=3))
attempt("stack dim ok", lambda: torch.stack([a, a], dim=2).shape)
attempt("stack -1", lambda: torch.stack([a, a], dim=-1).shape)
attempt("stack empty", lambda: torch.stack([]))
attempt("hstack", lambda: torch.hstack([a, torch.ones(3, 3, device=device)]))
attempt("vstack", lambda: torch.vstack([a, b]))
attempt("vstack 1d", lambda: torch.vstack([torch.ones(3, device=device), torch.zeros(3, device=device)]).shape)
attempt("dstack", lambda: torch.dstack([a, a]).shape)
attempt("column_stack", lambda: torch.column_stack([torch.ones(3, device=device), torch.ones(2, device=device)]))
attempt("cat tuple gen", lambda: torch.cat(tuple(t for t in [a, a])).shape)
attempt("cat scalar", lambda: torch.cat([torch.tensor(1.0, device=device), torch.tensor(2.0, device=device)]))
attempt("stack scalar", lambda: torch.stack([torch.tensor(1.0, device=device), torch.tensor(2.0, device=device)]).tolist())
