# The errors a newcomer meets first: a Linear whose in_features does not match the input, a
# matmul of mismatched shapes, mixed dtypes; each in PyTorch's words (addmm for a Linear with a
# bias, mm for a folded matmul, bmm's batch check).
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)
cases = [
    ("linear", lambda: nn.Linear(2, 2).to(device)(torch.randn(2, 3, device=device))),
    ("linear_nobias", lambda: nn.Linear(2, 2, bias=False).to(device)(torch.randn(2, 3, device=device))),
    ("linear_vec", lambda: nn.Linear(2, 2).to(device)(torch.randn(3, device=device))),
    ("linear_3d", lambda: nn.Linear(4, 2).to(device)(torch.randn(2, 5, 3, device=device))),
    ("mlp", lambda: nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(16, 2)).to(device)(torch.randn(3, 4, device=device))),
    ("F_linear", lambda: F.linear(torch.randn(5, 3, device=device), torch.randn(4, 2, device=device), torch.randn(4, device=device))),
    ("mm", lambda: torch.mm(torch.randn(2, 3, device=device), torch.randn(2, 2, device=device))),
    ("matmul_3d_2d", lambda: torch.randn(4, 2, 3, device=device) @ torch.randn(2, 2, device=device)),
    ("matmul_1d_2d", lambda: torch.randn(3, device=device) @ torch.randn(2, 2, device=device)),
    ("matmul_batched", lambda: torch.randn(2, 3, 4, device=device) @ torch.randn(2, 5, 6, device=device)),
    ("dot", lambda: torch.randn(3, device=device) @ torch.randn(2, device=device)),
    ("linear_double", lambda: nn.Linear(2, 2).to(device)(torch.randn(2, 2, device=device, dtype=torch.float64))),
    ("mm_double", lambda: torch.randn(2, 2, device=device, dtype=torch.float64) @ torch.randn(2, 2, device=device)),
    ("conv_channels", lambda: nn.Conv2d(3, 8, 3).to(device)(torch.randn(1, 1, 8, 8, device=device))),
]
for name, f in cases:
    try:
        f()
        print(name, "ok")
    except RuntimeError as e:
        print(name, "RuntimeError:", e)
