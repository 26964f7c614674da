# Checking gradients the way a learner does: compare autograd with central finite differences
# in float64 for a small MLP loss, torch.autograd.gradcheck on a custom function, gradient of
# a norm at a point, retain_grad on intermediates, and .grad accumulation across two backward calls.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(595)

net = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 1)).double().to(device)
x = torch.randn(5, 3, dtype=torch.float64, device=device)
y = torch.randn(5, 1, dtype=torch.float64, device=device)


def loss_fn():
    return ((net(x) - y) ** 2).mean()


loss_fn().backward()
w = net[0].weight
num = torch.zeros_like(w)
eps = 1e-6
with torch.no_grad():
    for i in range(w.shape[0]):
        for j in range(w.shape[1]):
            w[i, j] += eps
            lp = loss_fn().item()
            w[i, j] -= 2 * eps
            lm = loss_fn().item()
            w[i, j] += eps
            num[i, j] = (lp - lm) / (2 * eps)
print((num - w.grad).abs().max().item() < 1e-6, w.grad[0].round(decimals=5))


class Cube(torch.autograd.Function):
    @staticmethod
    def forward(ctx, t):
        ctx.save_for_backward(t)
        return t ** 3

    @staticmethod
    def backward(ctx, g):
        (t,) = ctx.saved_tensors
        return 3 * t ** 2 * g


inp = torch.randn(4, dtype=torch.float64, requires_grad=True, device=device)
print(torch.autograd.gradcheck(Cube.apply, (inp,)), torch.autograd.gradgradcheck(lambda t: t.sin() * t, (inp,)))
p = torch.tensor([3.0, 4.0], requires_grad=True, device=device)
p.norm().backward()
print(p.grad)
a = torch.tensor([1.0, 2.0], requires_grad=True, device=device)
h = a * 3
h.retain_grad()
out = (h ** 2).sum()
out.backward(retain_graph=True)
print(h.grad, a.grad, h.is_leaf, h.requires_grad)
out.backward()
print(a.grad, h.grad)
a.grad.zero_()
(a * a).sum().backward()
print(a.grad)
