"""Learning PyTorch with Examples, part "PyTorch: Custom nn Modules"
(https://pytorch.org/tutorials/beginner/pytorch_with_examples.html).

The polynomial as an nn.Module subclass whose four coefficients are Parameters, trained with
SGD. Changed from the tutorial: 200 points instead of 2000 (learning rate ten times larger),
500 steps instead of 2000, a fixed seed;
data and model go on `device` (this part of the tutorial uses the CPU only).

Values print to six significant digits (the tutorial prints every digit): their last digits
depend on the order a sum adds its terms in, which differs between machines.
"""
import math

import torch

torch.manual_seed(0)
device = "cpu"


class Polynomial3(torch.nn.Module):
    def __init__(self):
        """Four scalar Parameters: assigning them as attributes registers them with the module."""
        super().__init__()
        self.a = torch.nn.Parameter(torch.randn(()))
        self.b = torch.nn.Parameter(torch.randn(()))
        self.c = torch.nn.Parameter(torch.randn(()))
        self.d = torch.nn.Parameter(torch.randn(()))

    def forward(self, x):
        """Evaluates the polynomial at every element of x."""
        return self.a + self.b * x + self.c * x ** 2 + self.d * x ** 3

    def string(self):
        """The fitted polynomial as text (an ordinary method: modules may have any)."""
        return f'y = {self.a.item():.6g} + {self.b.item():.6g} x + {self.c.item():.6g} x^2 + {self.d.item():.6g} x^3'


x = torch.linspace(-math.pi, math.pi, 200, device=device)
y = torch.sin(x)

model = Polynomial3().to(device)

# model.parameters() yields the four Parameters registered in __init__.
criterion = torch.nn.MSELoss(reduction='sum')
optimizer = torch.optim.SGD(model.parameters(), lr=1e-5)
for t in range(500):
    y_pred = model(x)

    loss = criterion(y_pred, y)
    if t % 100 == 99:
        print(t, f"{loss.item():.6g}")

    optimizer.zero_grad()
    loss.backward()
    optimizer.step()

print(f'Result: {model.string()}')
