# Dimension mistakes in reductions and functional ops: dims out of range, softmax without dim, sum over a repeated dim, argmax keepdim, and cumsum on bool.
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

a = torch.arange(6.0, device=device).view(2, 3)
attempt("sum dim 2", lambda: a.sum(2))
attempt("sum dim -3", lambda: a.sum(-3))
attempt("sum dup", lambda: a.sum((0, 0)))
attempt("sum dims ok", lambda: a.sum((0, 1)).item())
attempt("sum dim list", lambda: a.sum([1]).tolist())
attempt("mean dim", lambda: a.mean(3))
attempt("max dim", lambda: a.max(2))
attempt("amax tuple", lambda: a.amax(dim=(0, 1)).item())
attempt("max two tensors", lambda: torch.max(a, a[0]).tolist())
attempt("max tensor dim ret", lambda: type(a.max(1)).__name__)
attempt("max unpack", lambda: [t.tolist() for t in a.max(1)])
attempt("argmax dim", lambda: a.argmax(2))
attempt("argmax keep", lambda: a.argmax(1, keepdim=True).shape)
attempt("softmax dim", lambda: F.softmax(a, dim=2))
attempt("softmax -1", lambda: [round(v, 4) for v in F.softmax(a, dim=-1)[0].tolist()])
attempt("log_softmax 3", lambda: F.log_softmax(a, 3))
attempt("nn.Softmax dim", lambda: nn.Softmax(dim=5)(a))
attempt("cumsum dim", lambda: a.cumsum(2))
attempt("cumsum no dim", lambda: a.cumsum())
attempt("cumsum bool", lambda: torch.tensor([True, True, False], device=device).cumsum(0).tolist())
attempt("cumsum dtype", lambda: torch.tensor([True, True], device=device).cumsum(0).dtype)
attempt("var unbiased", lambda: a.var(unbiased=False).item())
attempt("var correction", lambda: round(a.var(correction=0).item(), 4))
attempt("norm dim", lambda: a.norm(dim=2))
attempt("norm p str", lambda: a.norm(p="fro").item() > 0)
attempt("sort dim", lambda: a.sort(dim=2))
attempt("topk dim", lambda: a.topk(1, dim=2))
attempt("median dim", lambda: a.median(3))
attempt("mode", lambda: a.mode(1).values.tolist())
attempt("unique dim", lambda: torch.unique(a, dim=3))
attempt("all float", lambda: a.all().item())
attempt("any dim", lambda: (a > 3).any(dim=2))
attempt("count_nonzero", lambda: a.count_nonzero(dim=1).tolist())
attempt("logsumexp dim", lambda: a.logsumexp(dim=2))
attempt("diff", lambda: a.diff(dim=2))
attempt("roll", lambda: a.roll(1, dims=2))
attempt("flip dims", lambda: a.flip(2))
attempt("movedim", lambda: a.movedim(0, 2))
