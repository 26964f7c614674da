# torch.nn.utils.parametrize: a custom parametrization with right_inverse, stacking two, cached(),
# remove_parametrizations(leave_parametrized), and parametrizations.orthogonal on a Linear.
import torch
import torch.nn as nn
import torch.nn.utils.parametrize as P
from torch.nn.utils import parametrizations

device = "cpu"
torch.manual_seed(0)


class Symmetric(nn.Module):
    def forward(self, X):
        return X.triu() + X.triu(1).transpose(-1, -2)

    def right_inverse(self, A):
        return A.triu()


class Scale(nn.Module):
    def __init__(self, s):
        super().__init__()
        self.s = s

    def forward(self, X):
        return X * self.s

    def right_inverse(self, A):
        return A / self.s


lin = nn.Linear(3, 3).to(device)
P.register_parametrization(lin, "weight", Symmetric())
print(torch.allclose(lin.weight, lin.weight.T), P.is_parametrized(lin), P.is_parametrized(lin, "bias"))
print(lin.parametrizations.weight.original.shape, [n for n, _ in lin.named_parameters()])
P.register_parametrization(lin, "weight", Scale(2.0))
print(type(lin.parametrizations.weight).__name__, len(lin.parametrizations.weight))
A = torch.tensor([[1.0, 2.0, 3.0], [2.0, 4.0, 5.0], [3.0, 5.0, 6.0]], device=device)
lin.weight = A
print(lin.weight)
print(lin.parametrizations.weight.original)
with P.cached():
    w1 = lin.weight
    w2 = lin.weight
    print(w1 is w2)
opt = torch.optim.SGD(lin.parameters(), lr=0.1)
x = torch.randn(4, 3, device=device)
lin(x).pow(2).sum().backward()
print(lin.parametrizations.weight.original.grad)
opt.step()
print(torch.allclose(lin.weight, lin.weight.T))
P.remove_parametrizations(lin, "weight", leave_parametrized=True)
print(P.is_parametrized(lin), type(lin.weight).__name__, lin.weight.shape)

orth = parametrizations.orthogonal(nn.Linear(4, 4).to(device))
W = orth.weight
print(torch.allclose(W @ W.T, torch.eye(4, device=device), atol=1e-5), [n for n, _ in orth.named_parameters()])
opt = torch.optim.Adam(orth.parameters(), lr=0.05)
for _ in range(5):
    opt.zero_grad()
    loss = (orth(torch.ones(2, 4, device=device)) - 1).pow(2).mean()
    loss.backward()
    opt.step()
W = orth.weight
print(torch.allclose(W @ W.T, torch.eye(4, device=device), atol=1e-4), round(loss.item(), 4))
