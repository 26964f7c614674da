# Shape mistakes a learner hits building an MLP/CNN, caught and printed the way they debug:
# matmul, Linear, cat, stack, view vs reshape, broadcasting, conv input channels.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


def attempt(label, fn):
    try:
        r = fn()
        print(label, "ok", tuple(r.shape))
    except Exception as e:
        print(label, type(e).__name__)
        print("  ", str(e))


a = torch.randn(3, 4, device=device)
b = torch.randn(5, 6, device=device)
attempt("matmul", lambda: a @ b)
attempt("mm", lambda: torch.mm(a, b))
attempt("bmm", lambda: torch.bmm(torch.randn(2, 3, 4, device=device), torch.randn(3, 4, 5, device=device)))
attempt("matmul 1d", lambda: torch.matmul(torch.randn(3, device=device), torch.randn(4, device=device)))
attempt("dot", lambda: torch.dot(torch.randn(3, device=device), torch.randn(4, device=device)))
fc = nn.Linear(10, 2).to(device)
attempt("linear", lambda: fc(torch.randn(4, 12, device=device)))
attempt("linear 3d ok", lambda: fc(torch.randn(2, 3, 10, device=device)))
img = torch.randn(2, 3, 8, 8, device=device)
attempt("flatten forgot", lambda: nn.Linear(3 * 8 * 8, 5).to(device)(img))
attempt("cat", lambda: torch.cat([a, b]))
attempt("cat dim", lambda: torch.cat([a, torch.randn(3, 2, device=device)], dim=0))
attempt("cat ok", lambda: torch.cat([a, torch.randn(3, 2, device=device)], dim=1))
attempt("stack", lambda: torch.stack([a, a.t()]))
attempt("view", lambda: a.view(5, -1))
attempt("view two -1", lambda: a.view(-1, -1))
attempt("view non-contig", lambda: a.t().view(12))
attempt("reshape non-contig", lambda: a.t().reshape(12))
attempt("add broadcast", lambda: a + torch.randn(3, device=device))
attempt("add broadcast ok", lambda: a + torch.randn(3, 1, device=device))
attempt("conv channels", lambda: nn.Conv2d(1, 4, 3).to(device)(img))
attempt("conv 2d input", lambda: nn.Conv2d(3, 4, 3).to(device)(torch.randn(8, 8, device=device)))
attempt("conv too small", lambda: nn.Conv2d(3, 4, 5).to(device)(torch.randn(1, 3, 3, 3, device=device)))
attempt("bn features", lambda: nn.BatchNorm1d(5).to(device)(torch.randn(4, 3, device=device)))
attempt("layernorm", lambda: nn.LayerNorm(5).to(device)(torch.randn(4, 3, device=device)))
attempt("expand", lambda: torch.randn(2, 3, device=device).expand(4, 3))
attempt("squeeze dim", lambda: torch.randn(2, 3, device=device).squeeze(5))
attempt("transpose dim", lambda: torch.randn(2, 3, device=device).transpose(0, 2))
attempt("permute", lambda: torch.randn(2, 3, device=device).permute(1, 0, 2))
attempt("lstm input", lambda: nn.LSTM(4, 8).to(device)(torch.randn(5, 3, 6, device=device))[0])
