"""Automatic Differentiation with torch.autograd, rewritten for the playground.

Follows https://pytorch.org/tutorials/beginner/basics/autogradqs_tutorial.html: a one-layer
network (x, y, w, b, z) with a binary cross-entropy loss, its graph's grad_fn nodes, backward and
the leaf gradients, switching tracking off (torch.no_grad, detach), and the vector-Jacobian product
section where gradients accumulate over repeated backward calls until zeroed.

Changed: the grad_fn nodes print as their class names (PyTorch's repr holds a memory address, so it
differs from run to run), and tensors take `device=device`. w and b come from torch.manual_seed(0).
"""
import torch

device = "cpu"
torch.manual_seed(0)

# A single layer: input x, target y, trainable weights w and bias b.
x = torch.ones(5, device=device)  # input tensor
y = torch.zeros(3, device=device)  # expected output
w = torch.randn(5, 3, requires_grad=True, device=device)
b = torch.randn(3, requires_grad=True, device=device)
z = torch.matmul(x, w) + b
loss = torch.nn.functional.binary_cross_entropy_with_logits(z, y)

# Every tensor made by a tracked operation remembers the function that computes its gradient.
print(f"Gradient function for z = {type(z.grad_fn).__name__}")
print(f"Gradient function for loss = {type(loss.grad_fn).__name__}")

# Gradients of the loss with respect to the leaves w and b.
loss.backward()
print(w.grad)
print(b.grad)

# Turning tracking off: inside torch.no_grad() ...
z = torch.matmul(x, w) + b
print(z.requires_grad)

with torch.no_grad():
    z = torch.matmul(x, w) + b
print(z.requires_grad)

# ... or by detaching a result from the graph.
z = torch.matmul(x, w) + b
z_det = z.detach()
print(z_det.requires_grad)

# Vector-Jacobian products: backward on a non-scalar output takes the vector v, and each call adds
# v^T J to .grad until it is zeroed.
inp = torch.eye(4, 5, requires_grad=True, device=device)
out = (inp + 1).pow(2).t()
out.backward(torch.ones_like(out), retain_graph=True)
print(f"First call\n{inp.grad}")
out.backward(torch.ones_like(out), retain_graph=True)
print(f"\nSecond call\n{inp.grad}")
inp.grad.zero_()
out.backward(torch.ones_like(out), retain_graph=True)
print(f"\nCall after zeroing gradients\n{inp.grad}")
