# dtype mistakes in ordinary ops: float indices, in-place ops that cannot cast back, bool arithmetic, integer division results and type promotion surprises.
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

x = torch.arange(6, device=device)
f = torch.tensor([0.5, 1.5, 2.5], device=device)
attempt("index float", lambda: x[torch.tensor([0.0, 1.0], device=device)])
attempt("index float scalar", lambda: x[1.0])
attempt("index int32", lambda: x[torch.tensor([0, 2], dtype=torch.int32, device=device)].tolist())
attempt("index uint8", lambda: x[torch.tensor([1, 0, 1, 0, 1, 0], dtype=torch.uint8, device=device)].tolist())
attempt("index bool short", lambda: x[torch.tensor([True, False], device=device)])

def iadd():
    y = torch.arange(3, device=device)
    y += 0.5
    return y

attempt("int += float", iadd)

def imul():
    y = torch.arange(3, device=device)
    y *= 2
    return y.tolist()

attempt("int *= int", imul)

def idiv():
    y = torch.arange(3, device=device)
    y /= 2
    return y

attempt("int /= int", idiv)

def ifloordiv():
    y = torch.arange(5, device=device)
    y //= 2
    return y.tolist()

attempt("int //= int", ifloordiv)
attempt("int add_ tensor", lambda: torch.arange(3, device=device).add_(f))
attempt("float add_ int", lambda: f.clone().add_(torch.arange(3, device=device)).tolist())
attempt("bool add_", lambda: torch.tensor([True, False], device=device).add_(1))
attempt("bool add", lambda: (torch.tensor([True, False], device=device) + torch.tensor([True, True], device=device)).tolist())
attempt("bool sum", lambda: torch.tensor([True, True, False], device=device).sum().item())
attempt("bool mean", lambda: torch.tensor([True, True, False], device=device).mean())
attempt("int mean", lambda: x.mean())
attempt("int mean dtype", lambda: x.mean(dtype=torch.float32).item())
attempt("int std", lambda: x.std())
attempt("int div", lambda: (x / 4).tolist())
attempt("int floor", lambda: (x // 4).tolist())
attempt("neg floor", lambda: (-x // 4).tolist())
attempt("int pow neg", lambda: x ** -1)
attempt("int pow float", lambda: (x ** 0.5)[:3].tolist())
attempt("int sqrt", lambda: torch.sqrt(x)[:3].tolist())
attempt("int exp dtype", lambda: torch.exp(x).dtype)
attempt("int %", lambda: (x % 4).tolist())
attempt("float %", lambda: (torch.tensor([-3.5, 3.5], device=device) % 2).tolist())
attempt("bitwise float", lambda: f & f)
attempt("bitwise int", lambda: (x & 3).tolist())
attempt("invert float", lambda: ~f)
attempt("invert bool", lambda: (~torch.tensor([True, False], device=device)).tolist())
attempt("invert int", lambda: (~x).tolist())
attempt("logical float", lambda: torch.logical_and(f, f).tolist())
attempt("int div by zero", lambda: x // 0)
attempt("int remainder zero", lambda: x % 0)
attempt("int32 + int64", lambda: (torch.ones(2, dtype=torch.int32, device=device) + x[:2]).dtype)
attempt("uint8 + 300", lambda: (torch.tensor([250], dtype=torch.uint8, device=device) + 10).tolist())
attempt("half + double", lambda: (torch.ones(2, dtype=torch.float16, device=device) + torch.ones(2, dtype=torch.float64, device=device)).dtype)
attempt("int32 * 2.5", lambda: (torch.ones(2, dtype=torch.int32, device=device) * 2.5).dtype)
attempt("clamp int float", lambda: torch.arange(4, device=device).clamp(0.5, 2.5))
attempt("round int", lambda: torch.arange(4, device=device).round().tolist())
