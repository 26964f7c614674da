# Indexing mistakes: out-of-range integers and slices, too many indices, index_select with the wrong dim or dtype, boolean masks of the wrong shape, and assignments that do not fit.
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

a = torch.arange(12, device=device).view(3, 4)
attempt("row", lambda: a[3])
attempt("row neg", lambda: a[-4])
attempt("col", lambda: a[:, 4])
attempt("too many", lambda: a[0, 0, 0])
attempt("too many ellipsis", lambda: a[..., 0, 0, 0])
attempt("slice big", lambda: a[5:10].shape)
attempt("slice step neg", lambda: a[::-1])
attempt("slice step 0", lambda: a[::0])
attempt("none", lambda: a[None, :, None].shape)
attempt("list idx", lambda: a[[0, 2]].tolist())
attempt("list idx range", lambda: a[[0, 3]])
attempt("tensor idx range", lambda: a[torch.tensor([0, 5], device=device)])
attempt("tensor idx neg", lambda: a[torch.tensor([-1], device=device)].tolist())
attempt("2 lists", lambda: a[[0, 1], [1, 2]].tolist())
attempt("2 lists mismatch", lambda: a[[0, 1], [1, 2, 3]])
attempt("float idx", lambda: a[1.5])
attempt("tuple of lists", lambda: a[([0, 1],)].shape)
attempt("mask shape", lambda: a[torch.tensor([True, False], device=device)])
attempt("mask 2d", lambda: a[a > 5].tolist())
attempt("mask wrong 2d", lambda: a[torch.ones(4, 3, dtype=torch.bool, device=device)])
attempt("index_select dim", lambda: a.index_select(2, torch.tensor([0], device=device)))
attempt("index_select float", lambda: a.index_select(0, torch.tensor([0.0], device=device)))
attempt("index_select ok", lambda: a.index_select(1, torch.tensor([3, 0], device=device)).tolist())
attempt("narrow", lambda: a.narrow(0, 2, 2))
attempt("select", lambda: a.select(1, 4))
attempt("select dim", lambda: a.select(2, 0))
attempt("take", lambda: a.take(torch.tensor([12], device=device)))
attempt("take ok", lambda: a.take(torch.tensor([11, 0], device=device)).tolist())

def set_shape():
    b = a.clone()
    b[0] = torch.tensor([1, 2, 3], device=device)


def set_bcast():
    b = a.clone()
    b[:, 0] = torch.tensor([7, 8, 9], device=device)
    return b[:, 0].tolist()

attempt("set bcast", set_bcast)

def set_float():
    b = a.clone()
    b[0, 0] = 2.7
    return b[0, 0].item()

attempt("set float in int", set_float)

def set_mask():
    b = a.clone().float()
    b[b > 9] = torch.tensor([1.0, 2.0], device=device)
    return b[2].tolist()

attempt("set mask vals", set_mask)

def set_mask_bad():
    b = a.clone().float()
    b[b > 5] = torch.tensor([1.0, 2.0], device=device)

attempt("set mask bad", set_mask_bad)
attempt("len 0d", lambda: len(torch.tensor(3, device=device)))
attempt("iter 0d", lambda: list(torch.tensor(3, device=device)))
attempt("chunk 0", lambda: a.chunk(0))
attempt("split 0", lambda: a.split(0))
attempt("split sizes", lambda: a.split([1, 1]))
attempt("unbind dim", lambda: a.unbind(2))
attempt("topk big", lambda: a.topk(5))
attempt("kthvalue", lambda: a.float().kthvalue(5))
