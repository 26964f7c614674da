# torch.nn.utils.parametrize: constraining weights (symmetric, positive) with
# register_parametrization, reading .original, caching, removing with leave_parametrized, and the
# new-style weight_norm and orthogonal parametrizations.
import torch
import torch.nn as nn
import torch.nn.utils.parametrize as P
from torch.nn.utils.parametrizations import weight_norm, orthogonal

device = "cpu"
torch.manual_seed(7)


class Symmetric(nn.Module):
    def forward(self, X):
        return X.triu() + X.triu(1).transpose(-1, -2)


class Positive(nn.Module):
    def forward(self, X):
        return nn.functional.softplus(X)


layer = nn.Linear(3, 3).to(device)
P.register_parametrization(layer, "weight", Symmetric())
W = layer.weight
print("symmetric:", torch.equal(W, W.T), P.is_parametrized(layer), P.is_parametrized(layer, "bias"))
print(sorted(n for n, _ in layer.named_parameters()))
print(type(layer.parametrizations.weight).__name__, len(layer.parametrizations.weight))

opt = torch.optim.SGD(layer.parameters(), lr=0.1)
x = torch.randn(4, 3, device=device)
for _ in range(3):
    opt.zero_grad()
    layer(x).pow(2).mean().backward()
    opt.step()
print("still symmetric:", torch.allclose(layer.weight, layer.weight.T))
P.register_parametrization(layer, "bias", Positive())
print("bias positive:", bool((layer.bias > 0).all()))
with P.cached():
    a = layer.weight
    b = layer.weight
    print("cached same object:", a is b)
P.remove_parametrizations(layer, "weight", leave_parametrized=True)
print("removed:", P.is_parametrized(layer, "weight"), torch.allclose(layer.weight, layer.weight.T))
print(sorted(n for n, _ in layer.named_parameters()))

lin = weight_norm(nn.Linear(4, 2).to(device))
print(sorted(n for n, _ in lin.named_parameters()))
g = lin.parametrizations.weight.original0
v = lin.parametrizations.weight.original1
print(tuple(g.shape), tuple(v.shape))
print("norm rows match g:", torch.allclose(lin.weight.norm(dim=1, keepdim=True), g, atol=1e-6))

q = orthogonal(nn.Linear(4, 4).to(device))
Q = q.weight
print("orthogonal:", torch.allclose(Q @ Q.T, torch.eye(4, device=device), atol=1e-5))
try:
    P.register_parametrization(nn.Linear(2, 2), "nope", Positive())
except Exception as e:
    print(type(e).__name__)
