import torch
device = "cpu"
x = torch.tensor([1.0, -2.0, 3.0], requires_grad=True, device=device)
w = torch.tensor([0.5, 0.25, 2.0], requires_grad=True, device=device)
y = x * w
z = y.exp().sum() + (y ** 2).mean()
gx, gw = torch.autograd.grad(z, [x, w], retain_graph=True)
print(gx, gw, x.grad, w.grad)
gy, = torch.autograd.grad(z, y, retain_graph=True)
print(gy)
u = torch.zeros(2, requires_grad=True)
print(torch.autograd.grad(z, [x, u], allow_unused=True, retain_graph=True))
print(torch.autograd.grad(z, [x, u], materialize_grads=True, retain_graph=True))
try:
    torch.autograd.grad(z, [x, u], retain_graph=True)
except RuntimeError as e:
    print("RuntimeError:", e)
print(torch.autograd.grad([y.sum(), (y * 2).sum()], x, retain_graph=True))
print(torch.autograd.grad(y, x, grad_outputs=torch.ones(3), retain_graph=True))
try:
    torch.autograd.grad(y, x)
except RuntimeError as e:
    print("RuntimeError:", e)
seen = []
h = x.register_hook(lambda g: seen.append(g.clone()))
h2 = y.register_hook(lambda g: g * 0.5)
y.retain_grad()
print(y.retains_grad, x.retains_grad, x.is_leaf)
(y * y).sum().backward()
print(x.grad, y.grad, seen)
h.remove(); h2.remove()
x.grad = None
y2 = x * w
(y2 * y2).sum().backward()
print(x.grad, len(seen))
def double(g):
    return g * 2
x.grad.zero_()
x.register_hook(double)
(x * 3).sum().backward()
print(x.grad)
try:
    torch.ones(2).register_hook(print)
except RuntimeError as e:
    print("RuntimeError:", e)
a = torch.randn(4, 3, requires_grad=True)
with torch.no_grad():
    pass
b = a.relu()
c = b.sum(dim=0)
c.retain_grad()
b.retain_grad()
c.pow(2).sum().backward()
print(b.grad.shape, c.grad.shape, torch.equal(c.grad, 2 * c.detach()))
