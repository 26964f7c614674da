# nn.init's orthogonal_ (QR of PyTorch's draw, so PyTorch's values), sparse_ and dirac_.
import torch
import torch.nn as nn
device = "cpu"
torch.manual_seed(0)
w = torch.empty(3, 5, device=device)
nn.init.orthogonal_(w)
print(w, torch.allclose(w @ w.T, torch.eye(3, device=device), atol=1e-5))
w2 = torch.empty(4, 2, device=device)
print(nn.init.orthogonal_(w2, gain=2.0))
lin = nn.Linear(4, 4).to(device)
nn.init.orthogonal_(lin.weight)
print(lin.weight)
s = torch.empty(5, 3, device=device)
print(nn.init.sparse_(s, 0.4))
c = torch.empty(2, 2, 3, device=device)
print(nn.init.dirac_(c))
c4 = torch.empty(4, 2, 3, 3, device=device)
print(nn.init.dirac_(c4, groups=2)[2:, :, 1])
try:
    nn.init.orthogonal_(torch.empty(3, device=device))
except ValueError as e:
    print("ValueError", e)
