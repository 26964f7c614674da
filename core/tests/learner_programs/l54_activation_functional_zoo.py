# Activation functions with their parameters, as functions and modules, with gradients at tricky
# points: softplus beta/threshold, elu/celu/selu, hardswish/hardsigmoid, mish/silu, glu, rrelu in
# eval, relu6, threshold, logsigmoid, softmin, tanhshrink/softshrink/hardshrink, softsign, gelu.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(113)

x = torch.tensor([-2.0, -1.0, -0.5, 0.0, 0.5, 1.0, 2.5, 25.0], device=device, requires_grad=True)
fns = {
    "softplus": lambda t: F.softplus(t, beta=2, threshold=10),
    "elu": lambda t: F.elu(t, alpha=0.7),
    "celu": lambda t: F.celu(t, alpha=2.0),
    "selu": F.selu,
    "hardswish": F.hardswish,
    "hardsigmoid": F.hardsigmoid,
    "mish": F.mish,
    "silu": F.silu,
    "relu6": F.relu6,
    "threshold": lambda t: F.threshold(t, 0.5, -2.0),
    "logsigmoid": F.logsigmoid,
    "tanhshrink": F.tanhshrink,
    "softshrink": lambda t: F.softshrink(t, 0.75),
    "hardshrink": lambda t: F.hardshrink(t, 0.5),
    "softsign": F.softsign,
    "gelu": F.gelu,
    "gelu_tanh": lambda t: F.gelu(t, approximate="tanh"),
    "leaky": lambda t: F.leaky_relu(t, 0.1),
    "hardtanh": lambda t: F.hardtanh(t, -0.5, 2.0),
    "sigmoid": torch.sigmoid,
}
for name, fn in fns.items():
    y = fn(x)
    (g,) = torch.autograd.grad(y.sum(), x)
    print(f"{name:11s}", [f"{v:.4f}" for v in y.tolist()], [f"{v:.4f}" for v in g.tolist()])
r = nn.RReLU(0.1, 0.3)
r.eval()
print(r(x).round(decimals=4))
print(F.glu(torch.arange(8.0, device=device).reshape(2, 4), dim=1).round(decimals=4))
print(F.softmin(torch.tensor([1.0, 2.0, 3.0], device=device), dim=0).round(decimals=4))
print(F.log_softmax(torch.tensor([[1.0, 2.0], [3.0, 5.0]], device=device), dim=0).round(decimals=4))
pr = nn.PReLU(num_parameters=2, init=0.1).to(device)
inp = torch.tensor([[-1.0, -2.0], [1.0, -3.0]], device=device)
out = pr(inp)
out.sum().backward()
print(out, pr.weight.grad)
print(nn.Softmax2d()(torch.ones(1, 3, 1, 1, device=device)).flatten().round(decimals=4))
print(F.normalize(torch.tensor([[3.0, 4.0], [0.0, 0.0]], device=device), dim=1), F.normalize(torch.tensor([1.0, -1.0], device=device), p=1, dim=0))
print(nn.Hardswish()(torch.tensor([2.0], device=device)), nn.SiLU()(torch.tensor([1.0], device=device)).round(decimals=4), nn.Tanh()(torch.tensor([0.5], device=device)).round(decimals=4))
