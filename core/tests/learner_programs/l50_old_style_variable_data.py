# Older-tutorial idioms still found in blog posts: torch.autograd.Variable, manual SGD through
# p.data and p.grad.data, grad.data.zero_(), .data.copy_ for target networks, add_ with alpha,
# zero_grad(set_to_none) defaults, and retain_grad on intermediate tensors.
import torch
import torch.nn as nn
from torch.autograd import Variable

device = "cpu"
torch.manual_seed(0)

x = Variable(torch.randn(8, 3, device=device))
y = Variable(torch.randn(8, 1, device=device), requires_grad=False)
w = Variable(torch.zeros(3, 1, device=device), requires_grad=True)
print(type(w).__name__, w.requires_grad, x.requires_grad)
for it in range(5):
    loss = ((x.mm(w) - y) ** 2).mean()
    loss.backward()
    w.data -= 0.1 * w.grad.data
    w.grad.data.zero_()
    print(f"it {it} loss {loss.data.item():.5f}")
print(w.data.view(-1), w.grad)

net = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 1)).to(device)
target = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 1)).to(device)
for p_t, p in zip(target.parameters(), net.parameters()):
    p_t.data.copy_(p.data)
print(all(torch.equal(a, b) for a, b in zip(target.parameters(), net.parameters())))
opt = torch.optim.SGD(net.parameters(), lr=0.05)
for it in range(3):
    opt.zero_grad()
    out = net(x)
    loss = nn.functional.smooth_l1_loss(out, y)
    loss.backward()
    for p in net.parameters():
        p.data.add_(p.grad.data, alpha=-0.05)
    print(f"manual {loss.item():.5f}")
opt.zero_grad()
print([p.grad for p in net.parameters()][:1])
tau = 0.5
for p_t, p in zip(target.parameters(), net.parameters()):
    p_t.data.mul_(1 - tau).add_(tau * p.data)
print(target[0].bias.data.round(decimals=4), net[0].bias.data.round(decimals=4))
h = net[0](x)
h.retain_grad()
z = net[2](torch.tanh(h)).sum()
z.backward()
print(h.grad.shape, h.grad[0].round(decimals=4), h.is_leaf, h.retains_grad)
d = net[0].weight.data
d[0, 0] = 5.0
print(net[0].weight[0, 0].item(), net[0].weight.requires_grad, d.requires_grad)
print(Variable(torch.ones(2)).data, torch.autograd.Variable is not None)
