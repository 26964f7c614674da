"""Learning PyTorch with Examples, part "PyTorch: Defining new autograd functions"
(https://pytorch.org/tutorials/beginner/pytorch_with_examples.html).

Fits y = sin(x) with y = a + b * P3(c + d * x), where P3 is the Legendre polynomial of degree
three, written as a torch.autograd.Function with its own forward and backward. Changed from the
tutorial: 200 points instead of 2000 (learning rate ten times larger), 500 steps instead of 2000.

Values print with six decimals (the tutorial prints every digit): a and c stay zero up to
rounding noise, and the last digits depend on the order a sum adds its terms in.
"""
import math

import torch


class LegendrePolynomial3(torch.autograd.Function):
    """P3(x) = (5x^3 - 3x) / 2, with its derivative 3/2 (5x^2 - 1) given by hand."""

    @staticmethod
    def forward(ctx, input):
        # Keep the input: backward needs it to evaluate the derivative.
        ctx.save_for_backward(input)
        return 0.5 * (5 * input ** 3 - 3 * input)

    @staticmethod
    def backward(ctx, grad_output):
        # Chain rule: the incoming gradient times P3'(input).
        input, = ctx.saved_tensors
        return grad_output * 1.5 * (5 * input ** 2 - 1)


dtype = torch.float
device = "cpu"

x = torch.linspace(-math.pi, math.pi, 200, device=device, dtype=dtype)
y = torch.sin(x)

# Start near the answer: random starts make this model converge slowly.
a = torch.full((), 0.0, device=device, dtype=dtype, requires_grad=True)
b = torch.full((), -1.0, device=device, dtype=dtype, requires_grad=True)
c = torch.full((), 0.0, device=device, dtype=dtype, requires_grad=True)
d = torch.full((), 0.3, device=device, dtype=dtype, requires_grad=True)

learning_rate = 5e-5
for t in range(500):
    # A Function is used through its apply method.
    P3 = LegendrePolynomial3.apply

    # Forward: autograd records P3 as one node whose backward is ours.
    y_pred = a + b * P3(c + d * x)

    loss = (y_pred - y).pow(2).sum()
    if t % 100 == 99:
        print(t, f"{loss.item():.6g}")

    loss.backward()

    with torch.no_grad():
        a -= learning_rate * a.grad
        b -= learning_rate * b.grad
        c -= learning_rate * c.grad
        d -= learning_rate * d.grad

        a.grad = None
        b.grad = None
        c.grad = None
        d.grad = None

print(f'Result: y = {a.item():.6f} + {b.item():.6f} * P3({c.item():.6f} + {d.item():.6f} x)')
