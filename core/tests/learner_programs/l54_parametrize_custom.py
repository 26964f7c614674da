# torch.nn.utils.parametrize: a symmetric-matrix parametrization with right_inverse, the
# "parametrizations.weight.original" key layout, cached(), stacking two parametrizations, and
# remove_parametrizations with and without leave_parametrized.
import torch
import torch.nn as nn
import torch.nn.utils.parametrize as P

device = "cpu"
torch.manual_seed(13)


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

    def right_inverse(self, Y):
        return Y / self.s


lin = nn.Linear(3, 3).to(device)
P.register_parametrization(lin, "weight", Symmetric())
print(P.is_parametrized(lin), P.is_parametrized(lin, "bias"))
w = lin.weight
print(torch.allclose(w, w.T))
print(list(lin.state_dict().keys()))
print(lin)
P.register_parametrization(lin, "weight", Scale(2.0))
print(lin.parametrizations.weight)
print(lin.weight.round(decimals=4))
orig = lin.parametrizations.weight.original
with torch.no_grad():
    lin.weight = torch.eye(3, device=device) * 4
print(orig.round(decimals=4))
print(lin.weight.round(decimals=4))
x = torch.randn(2, 3, device=device)
lin(x).sum().backward()
print(orig.grad.round(decimals=4))
with P.cached():
    a = lin.weight
    b = lin.weight
    print(a is b)
print(lin.weight is lin.weight)
opt = torch.optim.SGD(lin.parameters(), lr=0.1)
print([n for n, _ in lin.named_parameters()])
opt.step()
print(lin.weight.round(decimals=4))
P.remove_parametrizations(lin, "weight", leave_parametrized=True)
print(P.is_parametrized(lin), list(lin.state_dict().keys()))
print(lin.weight.round(decimals=4))
lin2 = nn.Linear(2, 2).to(device)
P.register_parametrization(lin2, "weight", Scale(3.0), unsafe=True)
before = lin2.parametrizations.weight.original.clone()
P.remove_parametrizations(lin2, "weight", leave_parametrized=False)
print(torch.equal(lin2.weight, before))
