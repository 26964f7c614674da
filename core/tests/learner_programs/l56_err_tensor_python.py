# Python protocol mistakes with tensors: truth value of multi-element tensors, len of a scalar, in, hash, format strings, and numpy-style methods that do not exist.
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

a = torch.tensor([1.0, 2.0, 3.0], device=device)
attempt("if", lambda: "y" if a > 1 else "n")
attempt("and", lambda: (a > 0) and (a < 5))
attempt("if single", lambda: "y" if torch.tensor([2.0], device=device) > 1 else "n")
attempt("while", lambda: [i for i in range(2) if a.sum()])
attempt("in", lambda: 2.0 in a)
attempt("in missing", lambda: 5 in a)
attempt("in tensor", lambda: torch.tensor([2.0], device=device) in a)
attempt("in str", lambda: "x" in a)
attempt("len", lambda: len(a))
attempt("len scalar", lambda: len(a.sum()))
attempt("hash eq", lambda: hash(a) == hash(a))
attempt("set", lambda: len({a, a}))
attempt("dict key", lambda: {a: 1}[a])
attempt("format f", lambda: "{:.2f}".format(a.sum()))
attempt("format multi", lambda: "{:.2f}".format(a))
attempt("format plain", lambda: "{}".format(a.sum()))
attempt("fstring", lambda: f"{a[0]:.1f}")
attempt("round", lambda: round(a.sum()))
attempt("round nd", lambda: round(a[0], 1))
attempt("int", lambda: int(a))
attempt("int one", lambda: int(a[1]))
attempt("index", lambda: [10, 20, 30][a[1]])
attempt("index long", lambda: [10, 20, 30][torch.tensor(1, device=device)])
attempt("range", lambda: list(range(torch.tensor(3, device=device))))
attempt("range float", lambda: list(range(a[1])))
attempt("min py", lambda: min(a).item())
attempt("sorted", lambda: [t.item() for t in sorted(a, reverse=True)])
attempt("sum py", lambda: sum(a).item())
attempt("list", lambda: [t.item() for t in list(a)])
attempt("max py 2d", lambda: max(torch.ones(2, 2, device=device)))
attempt("numpy method", lambda: a.astype(torch.long))
attempt("np attr", lambda: a.size(5))
attempt("size idx", lambda: a.size()[1])
attempt("append", lambda: a.append(4.0))
attempt("copy", lambda: a.copy())
attempt("T 1d", lambda: a.T.shape)
attempt("abs", lambda: abs(-a).tolist())
attempt("pow py", lambda: (2 ** a).tolist())
attempt("rsub", lambda: (1 - a).tolist())
attempt("rtruediv", lambda: (6 / a).tolist())
