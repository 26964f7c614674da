# Hardswish, Hardsigmoid, Mish, LogSigmoid, Softplus (beta, threshold), Softsign, the shrinks and
# Tanhshrink: reprs, values on seeded inputs with edge values (the kinks, large and tiny
# magnitudes), and gradients, including at the kinks.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(3)


def show(*vals):
    # Full-precision floats (tolist), so the comparison's 1e-5 tolerance covers a last-ulp
    # difference that a 4-decimal print could round across.
    print(*[v.detach().tolist() if torch.is_tensor(v) else v for v in vals])


edge = torch.tensor([-60.0, -30.0, -11.0, -3.0, -1.0, -0.5, -1e-4, 0.0, 1e-4, 0.5, 1.0, 3.0, 11.0, 30.0], device=device)
x = torch.cat([edge, torch.randn(10, device=device) * 4])
w = torch.randn(24, device=device)

mods = [
    nn.Hardswish(), nn.Hardswish(inplace=True), nn.Hardsigmoid(), nn.Hardsigmoid(True),
    nn.Mish(), nn.Mish(inplace=True), nn.LogSigmoid(),
    nn.Softplus(beta=2.0), nn.Softplus(0.5, 5.0), nn.Softplus(beta=2.5, threshold=4),
    nn.Softsign(), nn.Softshrink(), nn.Softshrink(1.0), nn.Softshrink(lambd=0),
    nn.Hardshrink(), nn.Hardshrink(lambd=3.0),
]
for m in mods:
    show(m)
    inp = x.clone().requires_grad_(True)
    y = m(inp.clone())
    show(y.detach())
    (y * w).sum().backward()
    show(inp.grad)

# Tanhshrink away from 0, where x - tanh(x) keeps its digits.
r = torch.randn(6, device=device)
t = torch.cat([torch.tensor([-20.0, -3.0, -1.0, 0.75, 2.0, 9.0], device=device), torch.sign(r) * (r.abs() * 2 + 0.5)])
ts = t.clone().requires_grad_(True)
show(nn.Tanhshrink())
y = nn.Tanhshrink()(ts)
show(y.detach())
(y * w[:12]).sum().backward()
show(ts.grad)

show(F.hardswish(edge), F.hardsigmoid(edge))
show(F.mish(edge))
show(F.logsigmoid(edge))
show(F.softplus(edge, beta=2), F.softplus(edge, 1.25, 10))
show(F.softsign(edge), F.softshrink(edge, 0.25), F.hardshrink(edge, 1.0))
show(F.logsigmoid(edge).tolist())
show(F.mish(edge).tolist())
show(F.softplus(edge, beta=0.5).tolist())
show(F.hardswish(edge).tolist())
t = edge.clone()
show(F.hardswish(t, inplace=True) is t, t)
t = edge.clone()
show(F.mish(t, inplace=True) is t, t)
try:
    F.softshrink(edge, -0.5)
except RuntimeError as e:
    show("RuntimeError:", e)
d = torch.tensor([-4.0, -0.25, 0.0, 0.75, 5.0], dtype=torch.float64, device=device)
show(F.hardswish(d), F.mish(d), F.logsigmoid(d), F.softplus(d, 2.0), F.softsign(d))
