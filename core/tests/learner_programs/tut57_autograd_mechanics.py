# "Autograd mechanics" notes: requires_grad propagation and freezing a pretrained part, grad
# modes (no_grad, enable_grad, set_grad_enabled, inference_mode) and their interplay, version
# counters and the in-place correctness check, and non-leaf requires_grad rules.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
x = torch.randn(5, 5, device=device)
y = torch.randn(5, 5, device=device)
z = torch.randn((5, 5), requires_grad=True, device=device)
a = x + y
print(a.requires_grad)
b = a + z
print(b.requires_grad)

model = nn.Sequential(nn.Linear(8, 6), nn.ReLU(), nn.Linear(6, 4)).to(device)
for param in model.parameters():
    param.requires_grad = False
model[2] = nn.Linear(6, 3).to(device)
optimizer = torch.optim.SGD(model[2].parameters(), lr=1e-2, momentum=0.9)
out = model(torch.randn(2, 8, device=device))
out.sum().backward()
print(model[0].weight.grad, model[2].weight.grad.shape, [p.requires_grad for p in model.parameters()])
optimizer.step()

x = torch.ones(2, requires_grad=True)
with torch.no_grad():
    y = x * 2
    with torch.enable_grad():
        w = x * 3
print(y.requires_grad, w.requires_grad)
torch.set_grad_enabled(False)
y = x * 2
torch.set_grad_enabled(True)
print(y.requires_grad, torch.is_grad_enabled())
with torch.set_grad_enabled(False):
    print((x * 2).requires_grad)
with torch.inference_mode():
    t = x * 2
print(t.requires_grad)
(t.clone() * x).sum().backward()
print(x.grad)
with torch.inference_mode(mode=False):
    print((x * 2).requires_grad)


@torch.inference_mode()
def f(v):
    return v * 2


print(f(x).requires_grad)

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
b = a.sigmoid()
print(b._version)
c = b * 2
b.mul_(2)
print(b._version)
try:
    c = (b.sigmoid() * b).sum()
    b2 = a.sigmoid()
    s = b2.sum()
    b2.add_(1)
    s.backward()
    print("sum ok", a.grad)
    a.grad = None
    e = a.exp()
    e.add_(1)
    e.sum().backward()
    print("exp ok")
except RuntimeError as err:
    print("RuntimeError:", str(err).split(" Hint")[0])

n = a * 2
try:
    n.requires_grad_(False)
except RuntimeError as e:
    print("RuntimeError:", e)
print(n.detach().requires_grad_(True).is_leaf)
leaf = torch.zeros(3, requires_grad=True)
try:
    leaf.add_(1)
except RuntimeError as e:
    print("RuntimeError:", e)
with torch.no_grad():
    leaf.add_(1)
print(leaf, leaf._version)
