# In-place operations and autograd, with the errors a learner hits: in-place on a leaf that
# requires grad, detach sharing storage,
# and the no_grad way to update weights.
import torch

device = "cpu"
torch.manual_seed(0)
w = torch.randn(3, device=device, requires_grad=True)
try:
    w += 1
except RuntimeError as e:
    print("RuntimeError:", str(e)[:70])
with torch.no_grad():
    w += 1
print(w.requires_grad, w.is_leaf, w.grad_fn)

a = torch.randn(3, device=device, requires_grad=True)
a2 = a.detach()
a2[0] = 100.0
print(a[0].item(), a2.requires_grad)
e = a * 1
e[1] = 0.0
e.sum().backward()
print(a.grad, type(e.grad_fn).__name__)

x = torch.ones(2, 2, device=device, requires_grad=True)
y = x * 1
y[0, 0] = 5.0
y.relu_()
print(y.grad_fn.name(), y)
y.sum().backward()
print(x.grad)

p = torch.nn.Parameter(torch.tensor([1.0, 2.0], device=device))
for _ in range(3):
    loss = (p ** 2).sum()
    loss.backward()
    with torch.no_grad():
        p -= 0.1 * p.grad
        p.grad.zero_()
print(p, p.grad)
v = torch.zeros(3, device=device)
v.requires_grad_()
print(v.is_leaf, v.requires_grad)
try:
    torch.ones(2, device=device).sum().backward()
except RuntimeError as e:
    print("RuntimeError:", str(e)[:60])
