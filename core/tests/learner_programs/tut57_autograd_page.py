# "Automatic Differentiation with torch.autograd": a one-layer network, grad_fn names,
# gradients, no_grad/detach, and Jacobian products with backward(gradient) and retain_graph.
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
print(z.grad_fn.name(), [type(f[0]).__name__ for f in z.grad_fn.next_functions])
loss.backward()
print(w.grad)
print(b.grad)
print(round(loss.item(), 4))

z = torch.matmul(x, w) + b
print(z.requires_grad)
with torch.no_grad():
    z = torch.matmul(x, w) + b
print(z.requires_grad)
z = torch.matmul(x, w) + b
z_det = z.detach()
print(z_det.requires_grad, z_det.is_leaf, z.is_leaf, w.is_leaf)

inp = torch.eye(4, 5, device=device, requires_grad=True)
out = (inp + 1).pow(2).t()
out.backward(torch.ones_like(out), retain_graph=True)
print(f"First call\n{inp.grad}")
out.backward(torch.ones_like(out), retain_graph=True)
print(f"\nSecond call\n{inp.grad}")
inp.grad.zero_()
out.backward(torch.ones_like(out), retain_graph=True)
print(f"\nCall after zeroing gradients\n{inp.grad}")
inp.grad = None
v = torch.arange(20.0, device=device).reshape(5, 4) / 10
out.backward(v)
print(inp.grad)
try:
    out.backward(v)
except RuntimeError as e:
    print("RuntimeError", str(e).split(".")[0])

a = torch.tensor([2.0, 3.0], device=device, requires_grad=True)
c = torch.tensor([6.0, 4.0], device=device, requires_grad=True)
Q = 3 * a ** 3 - c ** 2
Q.backward(gradient=torch.tensor([1.0, 1.0], device=device))
print(9 * a ** 2 == a.grad, -2 * c == c.grad)
print(a.grad, c.grad)

t = torch.randn(3, device=device)
print(t.requires_grad)
t.requires_grad_()
print(t.requires_grad, t.grad_fn)
s = (t * 2).sum()
print(torch.autograd.grad(s, t))
try:
    (torch.randn(3, device=device, requires_grad=True) * 2).backward()
except RuntimeError as e:
    print("RuntimeError", e)
