# Gradients: scalar derivatives, the chain rule, accumulation, no_grad and detach, grad_fn names.
import torch

device = "cpu"
torch.manual_seed(4)

# f(x) = x^2 - 3x + 1, f'(x) = 2x - 3
x = torch.tensor(5.0, requires_grad=True, device=device)
f = x * x - 3 * x + 1
print("f =", f)
f.backward()
print("df/dx at 5:", x.grad)
print(x.is_leaf, f.is_leaf, f.requires_grad)

# chain rule through exp and a product of two leaves
a = torch.tensor(0.25, requires_grad=True, device=device)
b = torch.tensor(2.0, requires_grad=True, device=device)
c = a * b
e = torch.exp(c)
print("c =", c)
print("e =", e)
e.backward()
print("de/da =", a.grad, "check", (torch.exp(c) * b).item())
print("de/db =", b.grad, "check", (torch.exp(c) * a).item())

# a vector leaf and a scalar loss
v = torch.randn(4, device=device, requires_grad=True)
print("v =", v)
loss = (v ** 3).mean() + v.sin().sum()
print("loss =", loss)
loss.backward()
print("grad:", v.grad)
print("by hand:", 3 * v.detach() ** 2 / 4 + v.detach().cos())

# .grad adds up until it is zeroed
w = torch.tensor([2.0, 0.5, -1.0], requires_grad=True, device=device)
for i in range(3):
    (w * w * w).sum().backward()
    print(f"after backward {i}: {w.grad}")
w.grad.zero_()
print("zeroed:", w.grad)
(w * 4).sum().backward()
print("after one more:", w.grad)

# a bilinear form: d/dq (q^T M r) = M r
torch.manual_seed(5)
M = torch.randn(3, 3, device=device)
q = torch.randn(3, device=device, requires_grad=True)
r = torch.randn(3, device=device)
s = q @ M @ r
s.backward()
print("s =", round(s.item(), 5))
print("grad q:", q.grad)
print("M r:", M @ r)
print(torch.allclose(q.grad, M @ r))

# no_grad and detach cut the graph
with torch.no_grad():
    k = q + 1
print("k.requires_grad:", k.requires_grad)
d = q.detach()
print("d.requires_grad:", d.requires_grad, "d.is_leaf:", d.is_leaf)

# every non-leaf remembers the op that made it
m = torch.full((2, 3), 2.0, device=device, requires_grad=True)
n = m * m - 1
o = n.sum()
print(n)
print(o)
print(type(n.grad_fn).__name__, type(o.grad_fn).__name__)
o.backward()
print(m.grad)

# keeping the graph for a second backward
u = torch.tensor(0.5, requires_grad=True, device=device)
out = torch.sigmoid(u) * u
out.backward(retain_graph=True)
print("once:", round(u.grad.item(), 6))
out.backward()
print("twice:", round(u.grad.item(), 6))
