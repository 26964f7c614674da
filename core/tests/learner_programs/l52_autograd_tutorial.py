# "Automatic Differentiation with torch.autograd": a one-layer network with BCE-with-logits, grad_fn,
# gradients, no_grad/detach, and Jacobian-vector products with retain_graph.
import torch

device = "cpu"
torch.manual_seed(4)

x = torch.ones(5, device=device)
y = torch.zeros(3, device=device)
w = torch.randn(5, 3, requires_grad=True, device=device)
b = torch.randn(3, requires_grad=True, device=device)
z = torch.matmul(x, w) + b
loss = torch.nn.functional.binary_cross_entropy_with_logits(z, y)

print(f"Gradient function for z = {type(z.grad_fn).__name__}")
print(f"Gradient function for loss = {type(loss.grad_fn).__name__}")
print(f"loss {loss.item():.5f}")

loss.backward()
print(w.grad)
print(b.grad)

z = torch.matmul(x, w) + b
print(z.requires_grad)
with torch.no_grad():
    z = torch.matmul(x, w) + b
print(z.requires_grad)

z = torch.matmul(x, w) + b
z_det = z.detach()
print(z_det.requires_grad)

inp = torch.eye(4, 5, requires_grad=True, device=device)
out = (inp + 1).pow(2).t()
out.backward(torch.ones_like(out), retain_graph=True)
print(f"First call\n{inp.grad}")
out.backward(torch.ones_like(out), retain_graph=True)
print(f"\nSecond call\n{inp.grad}")
inp.grad.zero_()
out.backward(torch.ones_like(out), retain_graph=True)
print(f"\nCall after zeroing gradients\n{inp.grad}")

print(out.grad_fn.next_functions[0][0].name())
print(inp.is_leaf, out.is_leaf)
