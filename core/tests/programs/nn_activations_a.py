# The ELU family, leaky/parametric ReLUs, Hardtanh/ReLU6 and Threshold (Python modules over
# torch.nn.functional): reprs, values on seeded inputs with edge values (the kinks themselves),
# and gradients, including at the kinks.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(6)


def show(*vals):
    # Full-precision floats (tolist), so the comparison's 1e-5 tolerance covers a last-ulp
    # difference that a 4-decimal print could round across.
    print(*[v.detach().tolist() if torch.is_tensor(v) else v for v in vals])


edge = torch.tensor([-30.0, -6.0, -3.0, -1.0, -0.5, -1e-3, -1e-6, 0.0, 1e-6, 0.5, 1.0, 3.0, 6.0, 7.5], device=device)
x = torch.cat([edge, torch.randn(10, device=device) * 3])
w = torch.randn(24, device=device)

mods = [
    nn.ELU(), nn.ELU(alpha=0.5), nn.ELU(2.0, inplace=True), nn.CELU(), nn.CELU(alpha=2.5),
    nn.SELU(), nn.SELU(inplace=True), nn.LeakyReLU(), nn.LeakyReLU(0.2), nn.LeakyReLU(negative_slope=-0.5),
    nn.Hardtanh(), nn.Hardtanh(-2.0, 3.0), nn.Hardtanh(min_val=-0.5, max_val=0.5, inplace=True), nn.ReLU6(), nn.ReLU6(inplace=True),
    nn.Threshold(0.5, -2.0), nn.Threshold(threshold=-1, value=7, inplace=True),
]
for m in mods:
    show(m)
    inp = x.clone().requires_grad_(True)
    y = m(inp.clone()) if "inplace=True" in repr(m) else m(inp)
    show(y.detach())
    (y * w).sum().backward()
    show(inp.grad)

show(F.elu(edge), F.elu(edge, 0.3))
show(F.celu(edge, alpha=0.7))
show(F.selu(edge))
show(F.leaky_relu(edge, 0.1), F.leaky_relu(edge, negative_slope=0.05))
show(F.hardtanh(edge, -2.5, 2.5), F.relu6(edge))
show(F.threshold(edge, 0.0, -1.0))
show(F.elu(edge[:8]).tolist())
show(F.selu(edge[:8]).tolist())
show(F.celu(edge[:8], 0.5).tolist())

# In place: the input itself comes back, changed.
t = edge.clone()
r = F.elu(t, inplace=True)
show(r is t, t)
t = edge.clone()
show(F.leaky_relu_(t, 0.3) is t, t)
t = edge.clone()
show(F.hardtanh_(t) is t, t)
t = edge.clone()
show(F.relu6(t, inplace=True) is t, t)
t = edge.clone()
F.threshold_(t, 0.5, 9.0)
show(t)

# PReLU: one slope, or one per channel (dim 1), each a learnable Parameter.
p1 = nn.PReLU().to(device)
p3 = nn.PReLU(3, init=0.1).to(device)
show(p1)
show(p3)
show(p1.weight, p3.weight, p3.num_parameters)
show([n for n, _ in p3.named_parameters()], p3.weight.shape)
a = torch.randn(4, 3, 2, device=device, requires_grad=True)
out = p3(a)
show(out.detach())
(out * torch.randn(4, 3, 2, device=device)).sum().backward()
show(a.grad)
show(p3.weight.grad)
b = torch.randn(5, device=device, requires_grad=True)
out = p1(b)
show(out.detach())
out.sum().backward()
show(b.grad, p1.weight.grad)
show(F.prelu(edge, torch.tensor([0.3], device=device)))
try:
    p3(torch.randn(2, 4, device=device))
except RuntimeError as e:
    show("RuntimeError:", e)
try:
    nn.Hardtanh(1.0, -1.0)
except AssertionError as e:
    show("AssertionError:", e)

# Double precision goes through the same formulas.
d = torch.tensor([-2.0, -0.25, 0.0, 0.75], dtype=torch.float64, device=device)
show(F.elu(d), F.selu(d), F.leaky_relu(d, 0.2), F.hardtanh(d))
