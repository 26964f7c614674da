# The legacy hook-based nn.utils.weight_norm and nn.utils.spectral_norm: the weight_g/weight_v and
# weight_orig/weight_u parameters and buffers, dim options, power iterations in train vs eval,
# state_dict keys, and remove_weight_norm/remove_spectral_norm.
import warnings

import torch
import torch.nn as nn
from torch.nn.utils import remove_spectral_norm, remove_weight_norm, spectral_norm, weight_norm

warnings.filterwarnings("ignore")
device = "cpu"
torch.manual_seed(181)

lin = weight_norm(nn.Linear(4, 3).to(device))
print(sorted(n for n, _ in lin.named_parameters()), lin.weight_g.shape, lin.weight_v.shape)
print(torch.allclose(lin.weight, lin.weight_g * lin.weight_v / lin.weight_v.norm(dim=1, keepdim=True)))
x = torch.randn(5, 4, device=device)
lin(x).sum().backward()
print(lin.weight_g.grad.flatten().round(decimals=4))
with torch.no_grad():
    lin.weight_g.mul_(2)
print(lin(x)[0].round(decimals=4))
print(list(lin.state_dict().keys()))
remove_weight_norm(lin)
print(sorted(n for n, _ in lin.named_parameters()), lin(x)[0].round(decimals=4))
conv = weight_norm(nn.Conv1d(2, 3, 3).to(device), dim=None)
print(conv.weight_g.shape, conv.weight_g.round(decimals=4))
conv2 = weight_norm(nn.Conv1d(2, 3, 3).to(device), name="weight", dim=2)
print(conv2.weight_g.shape)

sn = spectral_norm(nn.Linear(5, 4).to(device), n_power_iterations=3)
print(sorted(n for n, _ in sn.named_parameters()), sorted(n for n, _ in sn.named_buffers()))
print(list(sn.state_dict().keys()))
for _ in range(5):
    sn(x[:, :4].repeat(1, 2)[:, :5])
sigma = torch.linalg.matrix_norm(sn.weight_orig.detach(), ord=2)
print(round(torch.linalg.matrix_norm(sn.weight.detach(), ord=2).item(), 3), round(sigma.item(), 4))
u_before = sn.weight_u.clone()
sn.eval()
sn(torch.randn(2, 5, device=device))
print(torch.equal(u_before, sn.weight_u))
sn.train()
sn(torch.randn(2, 5, device=device))
print(torch.allclose(u_before, sn.weight_u, atol=1e-4))
remove_spectral_norm(sn)
print(sorted(n for n, _ in sn.named_parameters()), round(torch.linalg.matrix_norm(sn.weight.detach(), ord=2).item(), 3))
try:
    remove_weight_norm(sn)
except ValueError as e:
    print("ValueError:", e)
