# The autograd tutorial tour: a one-layer network's loss gradients, requires_grad_ after creation,
# grad_fn chain names, retain_grad on non-leaf tensors, gradient accumulation and zeroing,
# vector-Jacobian products with gradient=..., detach and no_grad, and tensor hooks on intermediates.
import torch

device = "cpu"
torch.manual_seed(0)

x = torch.ones(5, device=device)
y = torch.zeros(3, device=device)
w = torch.randn(5, 3, device=device, requires_grad=True)
b = torch.randn(3, device=device, requires_grad=True)
z = torch.matmul(x, w) + b
loss = torch.nn.functional.binary_cross_entropy_with_logits(z, y)
print(f"Gradient function for z = {type(z.grad_fn).__name__}")
print(f"Gradient function for loss = {type(loss.grad_fn).__name__}")
loss.backward()
print(w.grad.round(decimals=4))
print(b.grad.round(decimals=4))

z = torch.matmul(x, w) + b
print(z.requires_grad)
with torch.no_grad():
    z = torch.matmul(x, w) + b
print(z.requires_grad)
z_det = (torch.matmul(x, w) + b).detach()
print(z_det.requires_grad)

inp = torch.eye(4, 5, device=device, requires_grad=True)
out = (inp + 1).pow(2).t()
out.backward(torch.ones_like(out), retain_graph=True)
print(f"First call\n{inp.grad}")
out.backward(torch.ones_like(out), retain_graph=True)
print(f"Second call\n{inp.grad}")
inp.grad.zero_()
out.backward(torch.ones_like(out), retain_graph=True)
print(f"Call after zeroing gradients\n{inp.grad}")

a = torch.tensor([2.0, 3.0], device=device, requires_grad=True)
h = a * a
h.retain_grad()
seen = []
h.register_hook(lambda g: seen.append(g.clone()))
q = (h * torch.tensor([1.0, 10.0], device=device)).sum()
q.backward()
print("h.grad", h.grad, "a.grad", a.grad, "hook saw", seen[0])
print("is_leaf", a.is_leaf, h.is_leaf, "grad_fn", h.grad_fn.name())

c = torch.randn(3, device=device).requires_grad_()
v = c * 2
while v.data.norm() < 100:
    v = v * 2
grad_out = torch.tensor([0.1, 1.0, 0.0001], device=device)
v.backward(grad_out)
print("vjp", c.grad)
d = torch.tensor(1.0, requires_grad=True)
e = d ** 3
g1, = torch.autograd.grad(e, d, retain_graph=True)
print("dy/dx", g1.item())
hooked = torch.tensor([1.0, 2.0], requires_grad=True)
handle = hooked.register_hook(lambda g: g * 100)
(hooked * 3).sum().backward()
print("hook scaled grad", hooked.grad)
handle.remove()
hooked.grad = None
(hooked * 3).sum().backward()
print("after remove", hooked.grad)
