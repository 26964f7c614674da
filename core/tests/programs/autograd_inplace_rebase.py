# In-place ops on results inside the autograd graph: PyTorch rebases the tensor's history onto
# the in-place op, so the gradient flows through it.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
x = torch.ones(3, device=device, requires_grad=True)
y = x * 2
y.add_(1)
y.mul_(3)
print(y, y.grad_fn.name())
y.sum().backward()
print(x.grad)

w = torch.randn(4, 3, device=device, requires_grad=True)
h = w @ torch.ones(3, device=device)
h.sub_(0.5)
h *= 2
h.clamp_(max=2.0)
print(h.grad_fn.name(), h)
h.sum().backward()
print(w.grad)

net = nn.Sequential(nn.Linear(3, 5), nn.ReLU(inplace=True), nn.Linear(5, 1)).to(device)
out = net(torch.randn(4, 3, device=device)).sum()
out.backward()
print(net[0].weight.grad)
print(net[0].bias.grad)

a = torch.randn(5, device=device, requires_grad=True)
b = a + 1
b.div_(2).neg_()
b.sigmoid_()
b.sum().backward()
print(b.grad_fn.name(), a.grad)

with torch.no_grad():
    c = a * 3
    c.add_(1)
print(c.requires_grad, c)
