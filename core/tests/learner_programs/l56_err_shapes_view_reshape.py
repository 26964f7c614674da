# view and reshape mistakes: incompatible sizes, two -1, non-contiguous views after transpose and permute, and the slices view accepts.
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

a = torch.arange(12, device=device)
attempt("view 5", lambda: a.view(5, 2))
attempt("view -1 -1", lambda: a.view(-1, -1))
attempt("reshape -1 -1", lambda: a.reshape(-1, -1))
attempt("view -1 bad", lambda: a.view(5, -1))
attempt("view 0", lambda: a.view(0, -1))
attempt("view ok", lambda: a.view(3, -1).tolist())
m = a.view(3, 4)
attempt("t view", lambda: m.t().view(12))
attempt("t reshape", lambda: m.t().reshape(12).tolist())
attempt("t contiguous view", lambda: m.t().contiguous().view(-1).tolist())
attempt("permute view", lambda: a.view(2, 3, 2).permute(2, 0, 1).view(-1))
attempt("slice view", lambda: m[:, 1:3].view(-1))
attempt("slice view ok", lambda: m[1:].view(-1).tolist())
attempt("col slice view", lambda: m[:, :2].view(3, 1, 2).shape)
attempt("is_contiguous", lambda: (m.t().is_contiguous(), m[:, 1:].is_contiguous(), m[1:].is_contiguous()))
attempt("view tuple", lambda: a.view((4, 3)).shape)
attempt("view list", lambda: a.view([2, 6]).shape)
attempt("flatten", lambda: m.flatten(2))
attempt("unflatten", lambda: a.unflatten(0, (5, -1)))
attempt("unflatten ok", lambda: a.unflatten(0, (2, -1)).shape)
attempt("squeeze dim", lambda: m.squeeze(2))
attempt("squeeze nonone", lambda: m.squeeze(0).shape)
attempt("unsqueeze", lambda: m.unsqueeze(3))
attempt("unsqueeze -3", lambda: m.unsqueeze(-3).shape)
attempt("transpose", lambda: m.transpose(0, 2))
attempt("permute dup", lambda: m.permute(0, 0))
attempt("permute few", lambda: m.permute(1))
attempt("T 3d", lambda: torch.ones(2, 3, 4, device=device).mT.shape)
attempt("view_as", lambda: a.view_as(torch.ones(5, device=device)))
attempt("resize", lambda: torch.ones(2, 2, device=device).reshape(4, 1).squeeze().tolist())
