# Activation functions written by hand next to torch's: ReLU, LeakyReLU, ELU, SELU, GELU (exact
# erf and tanh approximation), SiLU/Swish, Mish, Softplus, Hardtanh, Hardswish, Softsign, their
# values on a grid, their derivatives via autograd at a few points, and module vs functional forms.
import math
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

x = torch.linspace(-3, 3, 7, device=device)
print("x:", x.tolist())
SELU_ALPHA, SELU_SCALE = 1.6732632423543772, 1.0507009873554805
manual = {
    "relu": lambda t: torch.clamp(t, min=0),
    "leaky_relu": lambda t: torch.where(t > 0, t, 0.01 * t),
    "elu": lambda t: torch.where(t > 0, t, torch.exp(t) - 1),
    "selu": lambda t: SELU_SCALE * torch.where(t > 0, t, SELU_ALPHA * (torch.exp(t) - 1)),
    "gelu": lambda t: 0.5 * t * (1 + torch.erf(t / math.sqrt(2))),
    "gelu_tanh": lambda t: 0.5 * t * (1 + torch.tanh(math.sqrt(2 / math.pi) * (t + 0.044715 * t ** 3))),
    "silu": lambda t: t * torch.sigmoid(t),
    "mish": lambda t: t * torch.tanh(F.softplus(t)),
    "softplus": lambda t: torch.log1p(torch.exp(t)),
    "hardtanh": lambda t: t.clamp(-1, 1),
    "hardswish": lambda t: t * (t + 3).clamp(0, 6) / 6,
    "softsign": lambda t: t / (1 + t.abs()),
    "hardsigmoid": lambda t: ((t + 3) / 6).clamp(0, 1),
}
builtin = {
    "relu": F.relu, "leaky_relu": F.leaky_relu, "elu": F.elu, "selu": F.selu, "gelu": F.gelu,
    "gelu_tanh": lambda t: F.gelu(t, approximate="tanh"), "silu": F.silu, "mish": F.mish,
    "softplus": F.softplus, "hardtanh": F.hardtanh, "hardswish": F.hardswish, "softsign": F.softsign,
    "hardsigmoid": F.hardsigmoid,
}
for name in manual:
    ours, theirs = manual[name](x), builtin[name](x)
    ok = torch.allclose(ours, theirs, atol=1e-6)
    print(f"{name:12s} match {ok}  values {[round(v, 3) for v in theirs.tolist()]}")

pts = torch.tensor([-1.0, 0.5, 2.0], device=device, requires_grad=True)
for name in ("relu", "elu", "gelu", "silu", "softplus", "mish"):
    pts.grad = None
    builtin[name](pts).sum().backward()
    print(f"d{name}/dx at [-1, 0.5, 2]: {[round(v, 4) for v in pts.grad.tolist()]}")
pts.grad = None
torch.sigmoid(pts).sum().backward()
s = torch.sigmoid(pts.detach())
print("sigmoid' == s(1-s):", torch.allclose(pts.grad, s * (1 - s)))

zero = torch.zeros(1, device=device, requires_grad=True)
F.relu(zero).backward()
print("relu'(0) in PyTorch:", zero.grad.item())

modules = [nn.ReLU(), nn.LeakyReLU(0.2), nn.ELU(alpha=0.5), nn.GELU(approximate="tanh"), nn.SiLU(), nn.PReLU(), nn.Softplus(beta=2), nn.Hardtanh(-2, 2), nn.Threshold(0.5, -1.0), nn.ReLU6(), nn.CELU(), nn.LogSigmoid(), nn.Tanhshrink(), nn.Softshrink(0.5), nn.Hardshrink(0.5)]
for m in modules:
    out = m.to(device)(x)
    print(f"{str(m):40s} {[round(v, 3) for v in out.tolist()]}")
print("PReLU weight:", nn.PReLU(num_parameters=3).weight.tolist())
print("GLU halves the dim:", tuple(F.glu(torch.randn(2, 6, device=device), dim=1).shape))
print("softmin:", F.softmin(torch.tensor([1.0, 2.0, 3.0], device=device), dim=0).round(decimals=4))
