# nn.RReLU / F.rrelu / F.rrelu_ (eval: leaky_relu with the mean slope; training: one U(lower, upper)
# draw per non-positive element, in PyTorch's generator order), F.relu_ and F.gumbel_softmax
# (soft and hard, PyTorch's exponential_ draw), with gradients through both.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)
x = torch.randn(2, 4, 3, device=device, requires_grad=True)
m = nn.RReLU()
print(m)
print(nn.RReLU(0.1, 0.3, inplace=True))
m.eval()
print(m(x).detach())
m.train()
y = m(x)
print(y.detach())
y.sum().backward()
print(x.grad)
print(F.rrelu(x.detach(), training=True))
print(torch.rrelu(x.detach()))
z = x.detach().clone()
F.rrelu_(z, 0.2, 0.4, True)
print(z)
print(F.relu_(x.detach().clone()))

x.grad = None
g = F.gumbel_softmax(x, tau=2.0)
print(g.detach())
h = F.gumbel_softmax(x, tau=3.0, hard=True, dim=1)
print(h.detach())
(g * torch.arange(3.0, device=device)).sum().backward()
print(x.grad)
x.grad = None
(h * torch.arange(4.0, device=device).reshape(4, 1)).sum().backward()
print(x.grad)

try:
    F.rrelu(x.detach(), 0.5, 0.1, True)
except RuntimeError as e:
    print("RuntimeError:", e)
