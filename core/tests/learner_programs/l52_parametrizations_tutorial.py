# "Parametrizations Tutorial": Symmetric and SkewSymmetric parametrizations with
# parametrize.register_parametrization, original/parametrizations attributes, caching, a right
# inverse, stacking parametrizations, and removing them.
import torch
import torch.nn as nn
import torch.nn.utils.parametrize as parametrize

device = "cpu"
torch.manual_seed(31)


def symmetric(X):
    return X.triu() + X.triu(1).transpose(-1, -2)


X = torch.rand(3, 3)
A = symmetric(X)
assert torch.allclose(A, A.T)
print(A)


class Symmetric(nn.Module):
    def forward(self, X):
        return X.triu() + X.triu(1).transpose(-1, -2)


layer = nn.Linear(3, 3).to(device)
parametrize.register_parametrization(layer, "weight", Symmetric())
A = layer.weight
assert torch.allclose(A, A.T)
print(A)
print(layer)
print(layer.parametrizations.weight.original.shape, parametrize.is_parametrized(layer), parametrize.is_parametrized(layer, "bias"))


class Skew(nn.Module):
    def forward(self, X):
        A = X.triu(1)
        return A - A.transpose(-1, -2)


cnn = nn.Conv2d(in_channels=2, out_channels=2, kernel_size=3).to(device)
parametrize.register_parametrization(cnn, "weight", Skew())
print(cnn.weight[0, 1])
print(cnn.weight[1, 0])


class Noop(nn.Module):
    def forward(self, X):
        print("Computing the Parametrization")
        return X


layer = nn.Linear(2, 2).to(device)
parametrize.register_parametrization(layer, "weight", Noop())
print("Here, layer.weight is recomputed every time we call it")
foo = layer.weight + layer.weight.T
bar = layer.weight.sum()
with parametrize.cached():
    print("Here, it is computed just the first time layer.weight is called")
    foo = layer.weight + layer.weight.T
    bar = layer.weight.sum()


class CayleyMap(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.register_buffer("Id", torch.eye(n))

    def forward(self, X):
        return torch.linalg.solve(self.Id - X, self.Id + X)


layer = nn.Linear(3, 3).to(device)
parametrize.register_parametrization(layer, "weight", Skew())
parametrize.register_parametrization(layer, "weight", CayleyMap(3).to(device))
X = layer.weight
print(torch.dist(X.T @ X, torch.eye(3, device=device)) < 1e-5)
print(layer.parametrizations.weight)


class Symmetric2(nn.Module):
    def forward(self, X):
        return X.triu() + X.triu(1).T

    def right_inverse(self, A):
        return A.triu()


layer = nn.Linear(3, 3).to(device)
parametrize.register_parametrization(layer, "weight", Symmetric2())
X = torch.rand(3, 3).to(device)
X = X + X.T
layer.weight = X
print(torch.allclose(layer.weight, X))
print(layer.parametrizations.weight.original)

opt = torch.optim.SGD(layer.parameters(), lr=0.1)
loss = (layer(torch.ones(2, 3, device=device)) ** 2).sum()
loss.backward()
print(layer.parametrizations.weight.original.grad)
opt.step()
print(torch.allclose(layer.weight, layer.weight.T))

parametrize.remove_parametrizations(layer, "weight")
print(layer)
print(layer.weight.shape, type(layer.weight).__name__)
layer2 = nn.Linear(3, 3).to(device)
parametrize.register_parametrization(layer2, "weight", Symmetric2())
w_before = layer2.weight.detach().clone()
parametrize.remove_parametrizations(layer2, "weight", leave_parametrized=False)
print(torch.equal(layer2.weight, w_before), torch.equal(layer2.weight, layer2.weight.triu()))
