# torch.nn.utils.parametrizations: weight_norm, orthogonal (square: matrix_exp; tall and wide:
# householder, with PyTorch's randn completion), spectral_norm (its u/v draws and power
# iterations); values, gradients, state_dict keys and reprs as PyTorch's.
import torch
import torch.nn as nn
from torch.nn.utils import parametrizations, parametrize

device = "cpu"

torch.manual_seed(0)
m = parametrizations.weight_norm(nn.Linear(4, 3).to(device))
print(m)
print(list(m.state_dict().keys()))
print(m.parametrizations.weight.original0)
print(m.parametrizations.weight.original1)
print(m.weight)
x = torch.randn(5, 4, device=device)
m(x).pow(2).sum().backward()
print(m.parametrizations.weight.original0.grad)
print(m.parametrizations.weight.original1.grad)
print(m.bias.grad)

c = parametrizations.weight_norm(nn.Conv2d(2, 3, 2).to(device), dim=None)
print(c.parametrizations.weight.original0)
print(c.weight.shape, round(c.weight.norm().item(), 4))

# orthogonal: square, tall, wide
torch.manual_seed(1)
sq = parametrizations.orthogonal(nn.Linear(3, 3).to(device))
print(sq)
w = sq.weight
print(w)
print(torch.allclose(w @ w.T, torch.eye(3, device=device), atol=1e-5))
print(list(sq.state_dict().keys()))
print(sq.parametrizations.weight.original)
sq(torch.randn(2, 3, device=device)).sum().backward()
print(sq.parametrizations.weight.original.grad)

tall = parametrizations.orthogonal(nn.Linear(2, 4).to(device))
print(tall.weight)
print(torch.allclose(tall.weight.T @ tall.weight, torch.eye(2, device=device), atol=1e-5))
wide = parametrizations.orthogonal(nn.Linear(4, 2, bias=False).to(device))
print(wide.weight)
print(wide.parametrizations.weight[0].base.shape)
wide(torch.randn(3, 4, device=device)).pow(2).sum().backward()
print(wide.parametrizations.weight.original.grad)

# spectral_norm
torch.manual_seed(2)
sn = parametrizations.spectral_norm(nn.Linear(5, 4).to(device))
print(sn)
print(list(sn.state_dict().keys()))
print(sn.parametrizations.weight[0]._u)
print(sn.parametrizations.weight[0]._v)
print(sn.weight)
u0, v0 = sn.parametrizations.weight[0]._u, sn.parametrizations.weight[0]._v
print(round(torch.dot(u0, torch.mv(sn.weight, v0)).item(), 4))  # sigma of the normalised weight
y = sn(torch.randn(3, 5, device=device))
y.sum().backward()
print(sn.parametrizations.weight.original.grad)
sn.eval()
print(sn.weight)

conv = parametrizations.spectral_norm(nn.Conv2d(2, 3, 2).to(device))
print(conv.parametrizations.weight[0]._u)
print(conv(torch.randn(1, 2, 3, 3, device=device)))

# several parametrizations chained on one tensor
class Scale(nn.Module):
    def forward(self, X):
        return 2 * X

torch.manual_seed(3)
lin = nn.Linear(2, 2).to(device)
parametrize.register_parametrization(lin, "weight", Scale())
lin = parametrize.register_parametrization(lin, "weight", Scale())
print(lin)
print(lin.weight / lin.parametrizations.weight.original)

try:
    parametrizations.orthogonal(nn.Linear(3, 3).to(device), orthogonal_map="qr")
except ValueError as e:
    print("ValueError:", e)
try:
    parametrizations.spectral_norm(nn.Linear(3, 3).to(device), n_power_iterations=0)
except ValueError as e:
    print("ValueError:", e)
