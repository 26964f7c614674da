"""Learning PyTorch with Examples, part "PyTorch: Tensors"
(https://pytorch.org/tutorials/beginner/pytorch_with_examples.html).

Fits y = sin(x) on [-pi, pi] with a third-order polynomial whose gradients are worked out by
hand. Changed from the tutorial: 200 points instead of 2000 (so the learning rate is ten times
larger, which keeps each step the same size), 500 steps instead of 2000, a fixed seed.

Values print to six significant digits (the tutorial prints every digit): their last digits
depend on the order a sum adds its terms in, which differs between machines.
"""
import math

import torch

torch.manual_seed(0)
dtype = torch.float
device = "cpu"

# Inputs and targets: sample the sine on an even grid.
x = torch.linspace(-math.pi, math.pi, 200, device=device, dtype=dtype)
y = torch.sin(x)

# The four coefficients start at random values.
a = torch.randn((), device=device, dtype=dtype)
b = torch.randn((), device=device, dtype=dtype)
c = torch.randn((), device=device, dtype=dtype)
d = torch.randn((), device=device, dtype=dtype)

learning_rate = 1e-5
for t in range(500):
    # Forward: evaluate the polynomial at every point.
    y_pred = a + b * x + c * x ** 2 + d * x ** 3

    # Sum of squared errors, as a Python number.
    loss = (y_pred - y).pow(2).sum().item()
    if t % 100 == 99:
        print(t, f"{loss:.6g}")

    # Backward by hand: d(loss)/d(coefficient) for each coefficient.
    grad_y_pred = 2.0 * (y_pred - y)
    grad_a = grad_y_pred.sum()
    grad_b = (grad_y_pred * x).sum()
    grad_c = (grad_y_pred * x ** 2).sum()
    grad_d = (grad_y_pred * x ** 3).sum()

    # One step of gradient descent.
    a -= learning_rate * grad_a
    b -= learning_rate * grad_b
    c -= learning_rate * grad_c
    d -= learning_rate * grad_d

print(f'Result: y = {a.item():.6g} + {b.item():.6g} x + {c.item():.6g} x^2 + {d.item():.6g} x^3')
