# Autograd on the TPU: the forward pass records a graph; backward() fills .grad with the derivatives.
import torch

device = "tpu"

x = torch.tensor([1.0, 2.0, 3.0], device=device, requires_grad=True)
w = torch.tensor([0.5, -1.0, 2.0], device=device, requires_grad=True)

# y = sum(w * x^2): each op remembers how to send gradients back (see grad_fn).
y = (w * x * x).sum()
print(y)

y.backward()
print("dy/dx =", x.grad)  # 2 * w * x
print("dy/dw =", w.grad)  # x^2

# Gradients accumulate until you zero them, as in every training loop.
(w * x).sum().backward()
print("dy/dw after a second backward:", w.grad)

with torch.no_grad():
    z = w * 2
print(z.requires_grad, z)
