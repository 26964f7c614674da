# A DCGAN-style discriminator built the way the tutorial writes it, with LeakyReLU(0.2,
# inplace=True), plus functional in-place activations called for their side effect
# (F.leaky_relu(h, inplace=True), F.hardtanh_, F.threshold_, relu6): the tensor changes in place
# and gradients flow as PyTorch's.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

D = nn.Sequential(
    nn.Conv2d(1, 4, 4, 2, 1, bias=False), nn.LeakyReLU(0.2, inplace=True),
    nn.Conv2d(4, 8, 4, 2, 1, bias=False), nn.BatchNorm2d(8), nn.LeakyReLU(0.2, inplace=True),
    nn.Conv2d(8, 1, 2, 1, 0, bias=False), nn.Sigmoid(),
).to(device)
print(D)
imgs = torch.randn(4, 1, 8, 8, device=device)
opt = torch.optim.Adam(D.parameters(), lr=2e-3, betas=(0.5, 0.999))
for step in range(4):
    out = D(imgs).view(-1)
    loss = F.binary_cross_entropy(out, torch.ones_like(out))
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(f"step {step} loss {loss.item():.4f}")

lin = nn.Linear(3, 4).to(device)
x = torch.randn(2, 3, device=device)
h = lin(x)
F.leaky_relu(h, 0.1, inplace=True)
print(h.detach(), h.requires_grad)
(h * torch.arange(4.0, device=device)).sum().backward()
print(lin.bias.grad)
lin.zero_grad()
h = lin(x)
F.hardtanh_(h, -0.2, 0.2)
h.sum().backward()
print(h.detach(), lin.bias.grad)
lin.zero_grad()
h = lin(x) * 10
F.relu6(h, inplace=True)
F.threshold_(h, 1.0, -1.0)
h.pow(2).sum().backward()
print(h.detach(), lin.weight.grad)
act = nn.LeakyReLU(0.05, inplace=True)
h = lin(x)
y = act(h)
print(y is h, act)
w = torch.randn(3, device=device, requires_grad=True)
try:
    F.leaky_relu_(w)
except RuntimeError as e:
    print("leaf:", e)
