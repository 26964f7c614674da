# More dtype mistakes: Embedding with float or out-of-range indices, one_hot on floats, gather and scatter with non-long indices, argmax on bool, and casts.
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

emb = nn.Embedding(5, 2).to(device)
attempt("emb float", lambda: emb(torch.tensor([1.0, 2.0], device=device)))
attempt("emb int32", lambda: emb(torch.tensor([1, 2], dtype=torch.int32, device=device)).shape)
attempt("emb range", lambda: emb(torch.tensor([5], device=device)))
attempt("emb neg", lambda: emb(torch.tensor([-1], device=device)))
attempt("emb padding neg", lambda: nn.Embedding(5, 2, padding_idx=-1).padding_idx)
attempt("one_hot float", lambda: F.one_hot(torch.tensor([0.0, 1.0], device=device)))
attempt("one_hot classes", lambda: F.one_hot(torch.tensor([0, 3], device=device), 3))
attempt("one_hot neg", lambda: F.one_hot(torch.tensor([0, -1], device=device), 3))
attempt("one_hot ok", lambda: F.one_hot(torch.tensor([0, 2], device=device)).tolist())
attempt("one_hot dtype", lambda: F.one_hot(torch.tensor([0, 2], device=device)).dtype)
a = torch.randn(2, 3, device=device)
attempt("gather float idx", lambda: a.gather(1, torch.tensor([[0.0], [1.0]], device=device)))
attempt("gather rank", lambda: a.gather(1, torch.tensor([0, 1], device=device)))
attempt("gather range", lambda: a.gather(1, torch.tensor([[3], [1]], device=device)))
attempt("scatter dtype", lambda: torch.zeros(2, 3, device=device).scatter_(1, torch.tensor([[0], [1]], device=device), torch.ones(2, 1, dtype=torch.float64, device=device)))
attempt("scatter idx int", lambda: torch.zeros(2, 3, device=device).scatter(1, torch.tensor([[0], [1]], dtype=torch.int32, device=device), 1.0))
attempt("scatter_add", lambda: torch.zeros(3, device=device).scatter_add(0, torch.tensor([0, 0, 2], device=device), torch.ones(3, device=device)).tolist())
attempt("index_add dtype", lambda: torch.zeros(3, device=device).index_add(0, torch.tensor([0, 1], device=device), torch.ones(2, dtype=torch.long, device=device)))
attempt("max bool", lambda: torch.tensor([False, True], device=device).max().item())
attempt("sort bool", lambda: torch.tensor([True, False, True], device=device).sort().values.tolist())
attempt("type string", lambda: a.type("torch.IntTensor").dtype)
attempt("type short", lambda: a.type(torch.int16).dtype)
attempt("int()", lambda: int(torch.tensor([1, 2], device=device)))
attempt("float()", lambda: float(torch.tensor([2.5], device=device)))
attempt("bool() multi", lambda: bool(torch.tensor([1, 2], device=device)))
attempt("if tensor", lambda: "yes" if torch.tensor([0.0, 1.0], device=device) else "no")
attempt("item multi", lambda: a.item())
attempt("softmax int", lambda: F.softmax(torch.tensor([1, 2], device=device), dim=0))
attempt("softmax int dtype", lambda: F.softmax(torch.tensor([1, 2], device=device), dim=0, dtype=torch.float32).tolist())
attempt("log_softmax no dim", lambda: F.log_softmax(a).shape)
attempt("randn int", lambda: torch.randn(2, dtype=torch.long))
attempt("rand int", lambda: torch.rand(2, dtype=torch.int32))
