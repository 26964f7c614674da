# Tensor-level mistakes and their messages: broadcasting failures, wrong dims for transpose/
# permute/squeeze/expand, gather/index_select index problems, masked_fill with a float mask,
# torch.where dtype mixes, topk k too large, in-place broadcast onto a smaller tensor, item() on
# empty, arange/linspace arguments, and the ones that silently work (broadcast traps) printed.
import torch

device = "cpu"
torch.manual_seed(0)


def attempt(label, fn):
    try:
        out = fn()
        print(f"{label}: ok", "" if out is None else out)
    except Exception as e:
        msg = str(e).strip().splitlines()[0] if str(e).strip() else ""
        print(f"{label}: {type(e).__name__}: {msg}")


a = torch.randn(3, 4, device=device)
attempt("broadcast add", lambda: a + torch.ones(3, device=device))
attempt("broadcast ok", lambda: tuple((a + torch.ones(4, device=device)).shape))
attempt("broadcast trap", lambda: tuple((torch.ones(3, 1) - torch.ones(3)).shape))
attempt("transpose dim", lambda: a.transpose(0, 2))
attempt("squeeze non-1", lambda: tuple(a.squeeze(0).shape))
attempt("unsqueeze range", lambda: a.unsqueeze(3))
attempt("expand bad", lambda: a.expand(3, 5))
attempt("index_select float idx", lambda: a.index_select(0, torch.tensor([0.0])))
attempt("gather out of range", lambda: a.gather(1, torch.tensor([[4]] * 3, device=device)))
attempt("gather float index", lambda: a.gather(1, torch.zeros(3, 1)))
attempt("masked_fill float mask", lambda: a.masked_fill(torch.zeros(3, 4), 0.0))
attempt("masked_fill shape", lambda: a.masked_fill(torch.zeros(2, 4, dtype=torch.bool), 0.0))
attempt("where mixed", lambda: torch.where(torch.tensor([True, False]), torch.tensor([1, 2]), 0.5))
attempt("topk too large", lambda: a.topk(5))
attempt("kthvalue range", lambda: a.kthvalue(0))
attempt("inplace broadcast", lambda: torch.ones(3).add_(torch.ones(2, 3)))
attempt("item empty", lambda: torch.tensor([]).item())
attempt("max empty", lambda: torch.tensor([]).max())
attempt("arange step 0", lambda: torch.arange(0, 5, 0))
attempt("linspace steps", lambda: torch.linspace(0, 1, -1))
attempt("chunk 0", lambda: torch.arange(4).chunk(0))
attempt("split too big ok", lambda: [t.tolist() for t in torch.arange(4).split(10)])
attempt("split sizes", lambda: torch.arange(4).split([1, 2]))
attempt("bool index shape", lambda: a[torch.tensor([True, False])])
attempt("too many indices", lambda: a[0, 0, 0])
attempt("mean of ints", lambda: torch.arange(4).mean())
attempt("mean dtype arg", lambda: torch.arange(4).mean(dtype=torch.float32).item())
attempt("sum bool dtype", lambda: torch.tensor([True, True]).sum().dtype)
attempt("argmax ties", lambda: torch.tensor([1, 3, 3]).argmax().item())
attempt("clamp min>max", lambda: torch.arange(5.0).clamp(min=3, max=1).tolist())
attempt("sqrt int", lambda: torch.tensor([4]).sqrt())
attempt("float // 0", lambda: (torch.tensor([1]) // 0))
attempt("int % 0", lambda: (torch.tensor([1]) % 0))
