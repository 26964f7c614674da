# Reparameterizations: parametrizations.weight_norm (original0/original1), a custom symmetric
# parametrization via register_parametrization, spectral_norm's scale, and remove_parametrizations.
import torch
import torch.nn as nn
import torch.nn.utils.parametrize as P
from torch.nn.utils.parametrizations import weight_norm, spectral_norm

device = "cpu"
torch.manual_seed(27)

lin = weight_norm(nn.Linear(4, 3)).to(device)
print([n for n, _ in lin.named_parameters()])
g = lin.parametrizations.weight.original0
v = lin.parametrizations.weight.original1
print(tuple(g.shape), tuple(v.shape))
print("w = g * v/|v|", torch.allclose(lin.weight, g * v / v.norm(dim=1, keepdim=True), atol=1e-6))
x = torch.randn(5, 4).to(device)
opt = torch.optim.SGD(lin.parameters(), lr=0.1)
for step in range(3):
    loss = lin(x).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(f"step {step} loss {loss.item():.5f} g {[round(t, 4) for t in g.flatten().tolist()]}")


class Symmetric(nn.Module):
    def forward(self, X):
        return X.triu() + X.triu(1).transpose(-1, -2)


sq = nn.Linear(3, 3).to(device)
P.register_parametrization(sq, "weight", Symmetric())
print("symmetric", torch.equal(sq.weight, sq.weight.T), P.is_parametrized(sq), P.is_parametrized(sq, "bias"))
sq(torch.randn(2, 3).to(device)).sum().backward()
print("grad on original", tuple(sq.parametrizations.weight.original.grad.shape))
P.remove_parametrizations(sq, "weight")
print("removed", P.is_parametrized(sq), type(sq.weight).__name__, torch.equal(sq.weight, sq.weight.T))

sn = spectral_norm(nn.Linear(6, 4)).to(device)
for _ in range(10):
    sn(torch.randn(1, 6).to(device))
sn.eval()
sigma = torch.linalg.matrix_norm(sn.weight, 2).item()
print(f"spectral norm after power iteration {sigma:.3f}")
