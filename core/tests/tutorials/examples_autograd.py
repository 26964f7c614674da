"""Learning PyTorch with Examples, part "PyTorch: Tensors and autograd"
(https://pytorch.org/tutorials/beginner/pytorch_with_examples.html).

The same polynomial fit as examples_tensor.py, with the gradients computed by autograd.
Changed from the tutorial: 200 points instead of 2000 (learning rate ten times larger),
500 steps instead of 2000, a fixed seed.

Values print to six significant digits (the tutorial prints every digit): their last digits
depend on the order a sum adds its terms in, which differs between machines.
"""
import math

import torch

torch.manual_seed(0)
dtype = torch.float
device = "cpu"

# Data tensors need no gradients (requires_grad is False by default).
x = torch.linspace(-math.pi, math.pi, 200, device=device, dtype=dtype)
y = torch.sin(x)

# The coefficients do: autograd records every operation on them.
a = torch.randn((), device=device, dtype=dtype, requires_grad=True)
b = torch.randn((), device=device, dtype=dtype, requires_grad=True)
c = torch.randn((), device=device, dtype=dtype, requires_grad=True)
d = torch.randn((), device=device, dtype=dtype, requires_grad=True)

learning_rate = 1e-5
for t in range(500):
    # Forward: the polynomial, built from tensor operations autograd can follow.
    y_pred = a + b * x + c * x ** 2 + d * x ** 3

    # The loss stays a tensor (shape ()) so that we can call backward on it.
    loss = (y_pred - y).pow(2).sum()
    if t % 100 == 99:
        print(t, f"{loss.item():.6g}")

    # Fills a.grad, b.grad, c.grad and d.grad.
    loss.backward()

    # The update itself must not be recorded, hence no_grad.
    with torch.no_grad():
        a -= learning_rate * a.grad
        b -= learning_rate * b.grad
        c -= learning_rate * c.grad
        d -= learning_rate * d.grad

        # Gradients accumulate: clear them before the next backward.
        a.grad = None
        b.grad = None
        c.grad = None
        d.grad = None

print(f'Result: y = {a.item():.6g} + {b.item():.6g} x + {c.item():.6g} x^2 + {d.item():.6g} x^3')
