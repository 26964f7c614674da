# torch.nn.utils.parametrize with user parametrizations: right_inverse at registration, chained
# parametrizations, cached(), remove_parametrizations (leave_parametrized True/False), a
# parametrized buffer, the model's repr and state_dict, training through the original, and
# PyTorch's errors.
import torch
import torch.nn as nn
import torch.nn.utils.parametrize as parametrize

device = "cpu"


class Symmetric(nn.Module):
    def forward(self, X):
        return X.triu() + X.triu(1).transpose(-1, -2)


class Skew(nn.Module):
    def forward(self, X):
        A = X.triu(1)
        return A - A.transpose(-1, -2)


class MatrixExponential(nn.Module):
    def forward(self, X):
        return torch.matrix_exp(X)

    def right_inverse(self, A):
        return A - A.T  # any X with exp(X) = A would do; this one keeps the shape


class NoBias(nn.Module):
    def __init__(self, scale):
        super().__init__()
        self.scale = nn.Parameter(torch.tensor(scale))

    def forward(self, x):
        return x * self.scale


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.mix = nn.Linear(3, 3)
        self.proj = nn.Conv1d(3, 2, 1)
        self.register_buffer("table", torch.arange(4.0))

    def forward(self, x):
        h = self.mix(x)
        return self.proj(h.unsqueeze(-1)).squeeze(-1) + self.table[:2]


torch.manual_seed(0)
model = Model().to(device)
parametrize.register_parametrization(model.mix, "weight", Symmetric())
parametrize.register_parametrization(model.proj, "bias", NoBias(0.5))
parametrize.register_parametrization(model, "table", NoBias(2.0))
print(model)
print(list(model.state_dict().keys()))
print([n for n, _ in model.named_parameters()])
print(model.mix.weight)
print(torch.equal(model.mix.weight, model.mix.weight.T))
print(model.table)
print(parametrize.is_parametrized(model), parametrize.is_parametrized(model.mix, "bias"))
print(parametrize.type_before_parametrizations(model.proj).__name__)

opt = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.randn(4, 3, device=device)
for step in range(3):
    opt.zero_grad()
    loss = model(x).pow(2).mean()
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 5))
print(model.mix.parametrizations.weight.original)
print(model.proj.parametrizations.bias[0].scale)

with parametrize.cached():
    w1 = model.mix.weight
    w2 = model.mix.weight
    print(w1 is w2)
print(model.mix.weight is model.mix.weight)

# right_inverse runs at registration: original = A - A^T
torch.manual_seed(1)
lin = nn.Linear(3, 3).to(device)
with torch.no_grad():
    w0 = lin.weight.clone()
lin = parametrize.register_parametrization(lin, "weight", MatrixExponential())
print(torch.allclose(lin.parametrizations.weight.original, w0 - w0.T))
print(lin.weight.detach())

# chaining: Skew then MatrixExponential gives an orthogonal matrix
torch.manual_seed(2)
layer = nn.Linear(3, 3).to(device)
parametrize.register_parametrization(layer, "weight", Skew())
parametrize.register_parametrization(layer, "weight", MatrixExponential(), unsafe=True)
print(layer)
Q = layer.weight
print(torch.allclose(Q @ Q.T, torch.eye(3, device=device), atol=1e-5))

# remove: keep the parametrized value, or go back to the original
parametrize.remove_parametrizations(layer, "weight")
print(layer)
print(torch.allclose(layer.weight, Q))
parametrize.remove_parametrizations(model.mix, "weight", leave_parametrized=False)
print(model.mix.weight)
print(list(model.state_dict().keys()))


# assigning to a parametrized tensor sets the original through right_inverse
class SymmetricInit(nn.Module):
    def forward(self, X):
        return X.triu() + X.triu(1).transpose(-1, -2)

    def right_inverse(self, A):
        return A.triu()


torch.manual_seed(4)
sym = parametrize.register_parametrization(nn.Linear(3, 3).to(device), "weight", SymmetricInit())
X = torch.rand(3, 3, device=device)
X = X + X.T
sym.weight = X
print(sym.parametrizations.weight.original)
print(torch.allclose(sym.weight, X))
from torch.nn.utils import parametrizations

orth = parametrizations.orthogonal(nn.Linear(3, 3).to(device))
Q = torch.linalg.qr(torch.randn(3, 3, device=device))[0]
orth.weight = Q
print(torch.allclose(orth.weight, Q, atol=1e-6))
print(orth.parametrizations.weight.original)


class Bad(nn.Module):
    def forward(self, X):
        return X[0]


try:
    parametrize.register_parametrization(model.proj, "weight", Bad())
except ValueError as e:
    print("ValueError:", e)
try:
    parametrize.register_parametrization(model.proj, "nothing", Symmetric())
except ValueError as e:
    print("ValueError:", str(e).splitlines()[-1])
try:
    parametrize.remove_parametrizations(model.mix, "weight")
except ValueError as e:
    print("ValueError:", str(e).splitlines()[-1])
try:
    model.proj.missing
except AttributeError as e:
    print("AttributeError:", e)
