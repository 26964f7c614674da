# Programs that look wrong but PyTorch accepts: broadcasting a column against a row, integer division, views of slices sharing memory, negative indices, empty reductions and in-place ops through views.
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

col = torch.arange(3, device=device).view(3, 1)
row = torch.arange(3, device=device)
attempt("col minus row", lambda: (col - row).tolist())
attempt("pred minus target", lambda: ((torch.ones(4, 1, device=device) - torch.arange(4.0, device=device)) ** 2).mean().item())
attempt("int div", lambda: (torch.tensor([7, -7], device=device) / 2).tolist())
attempt("int floor div", lambda: (torch.tensor([7, -7], device=device) // 2).tolist())
attempt("div trunc", lambda: torch.div(torch.tensor([7, -7], device=device), 2, rounding_mode="trunc").tolist())
attempt("div floor", lambda: torch.div(torch.tensor([7, -7], device=device), 2, rounding_mode="floor").tolist())
attempt("div bad mode", lambda: torch.div(torch.tensor([7], device=device), 2, rounding_mode="round"))
attempt("fmod", lambda: torch.fmod(torch.tensor([-7, 7], device=device), 3).tolist())
attempt("remainder", lambda: torch.remainder(torch.tensor([-7, 7], device=device), 3).tolist())

def slice_view():
    a = torch.zeros(4, device=device)
    v = a[1:3]
    v.fill_(5)
    return a.tolist()

attempt("slice view", slice_view)

def slice_clone():
    a = torch.zeros(4, device=device)
    v = a[1:3].clone()
    v.fill_(5)
    return a.tolist()

attempt("slice clone", slice_clone)

def fancy_copy():
    a = torch.zeros(4, device=device)
    v = a[[1, 2]]
    v.fill_(5)
    return a.tolist()

attempt("fancy copy", fancy_copy)

def mask_setitem():
    a = torch.zeros(4, device=device)
    a[a == 0] = 2.0
    return a.tolist()

attempt("mask setitem", mask_setitem)

def chained_fancy():
    a = torch.zeros(4, device=device)
    a[[1, 2]][0] = 9.0
    return a.tolist()

attempt("chained fancy", chained_fancy)

def view_shares():
    a = torch.arange(6.0, device=device)
    b = a.view(2, 3)
    b[0, 0] = 100
    return a[0].item()

attempt("view shares", view_shares)

def reshape_shares():
    a = torch.arange(6.0, device=device).view(2, 3).t()
    b = a.reshape(6)
    b[0] = 100
    return a[0, 0].item()

attempt("reshape copy", reshape_shares)
attempt("sum empty", lambda: torch.tensor([], device=device).sum().item())
attempt("prod empty", lambda: torch.tensor([], device=device).prod().item())
attempt("max empty", lambda: torch.tensor([], device=device).max())
attempt("neg index", lambda: torch.arange(5, device=device)[-1].item())
attempt("neg slice", lambda: torch.arange(5, device=device)[-3:-1].tolist())
attempt("reverse slice", lambda: torch.arange(5, device=device)[3:1].tolist())
attempt("flip", lambda: torch.arange(5, device=device).flip(0).tolist())
attempt("float eq", lambda: (torch.tensor([0.1], device=device) + 0.2 == 0.3).item())
attempt("round half", lambda: torch.tensor([0.5, 1.5, 2.5, -0.5], device=device).round().tolist())
attempt("int overflow", lambda: (torch.tensor([127], dtype=torch.int8, device=device) + 1).tolist())
attempt("uint8 neg", lambda: (torch.tensor([0], dtype=torch.uint8, device=device) - 1).tolist())
attempt("float32 big", lambda: torch.tensor([16777217], dtype=torch.float32, device=device).long().item())
attempt("sum keepdim", lambda: torch.ones(2, 3, device=device).sum(1, keepdim=True).shape)
attempt("sum bool dtype", lambda: (torch.ones(3, device=device) > 0).sum().dtype)
attempt("mean int dim", lambda: torch.ones(2, 3, device=device).mean((0, 1)).item())
attempt("nan argmax", lambda: torch.tensor([1.0, float("nan"), 3.0], device=device).argmax().item())
attempt("squeeze all", lambda: torch.ones(1, 3, 1, device=device).squeeze().shape)
attempt("scalar tensor shape", lambda: (torch.tensor(3.0, device=device).shape, torch.tensor([3.0], device=device).shape))
attempt("scalar + 1d", lambda: (torch.tensor(3.0, device=device) + torch.ones(2, device=device)).tolist())
attempt("add_ alpha", lambda: torch.ones(2, device=device).add_(torch.ones(2, device=device), alpha=3).tolist())
attempt("clamp min>max", lambda: torch.arange(4.0, device=device).clamp(min=3, max=1).tolist())
attempt("topk ties", lambda: torch.tensor([1, 3, 3, 2], device=device).topk(2).values.tolist())
