"""Learning PyTorch with Examples, part "PyTorch: Control Flow + Weight Sharing"
(https://pytorch.org/tutorials/beginner/pytorch_with_examples.html).

A module whose forward picks at random, on every call, whether to add a fourth- and a
fifth-order term, both with the same shared coefficient e: ordinary Python control flow builds
a different graph each step. Changed from the tutorial: 200 points instead of 2000 (learning
rate ten times larger), 400 steps printed every 100 instead of 30000 printed every 2000, and
both Python's random module and torch are seeded;
data and model go on `device` (this part of the tutorial uses the CPU only).

Values print to six significant digits (the tutorial prints every digit): their last digits
depend on the order a sum adds its terms in, which differs between machines.
"""
import math
import random

import torch

random.seed(0)
torch.manual_seed(0)
device = "cpu"


class DynamicNet(torch.nn.Module):
    def __init__(self):
        """Five scalar Parameters: a..d for the cubic, e shared by the optional terms."""
        super().__init__()
        self.a = torch.nn.Parameter(torch.randn(()))
        self.b = torch.nn.Parameter(torch.randn(()))
        self.c = torch.nn.Parameter(torch.randn(()))
        self.d = torch.nn.Parameter(torch.randn(()))
        self.e = torch.nn.Parameter(torch.randn(()))

    def forward(self, x):
        """The cubic, plus e * x^4 and maybe e * x^5: randint(4, 6) picks 4, 5 or 6, so the
        loop below runs zero, one or two times, reusing the Parameter e each time."""
        y = self.a + self.b * x + self.c * x ** 2 + self.d * x ** 3
        for exp in range(4, random.randint(4, 6)):
            y = y + self.e * x ** exp
        return y

    def string(self):
        return f'y = {self.a.item():.6g} + {self.b.item():.6g} x + {self.c.item():.6g} x^2 + {self.d.item():.6g} x^3 + {self.e.item():.6g} x^4 ? + {self.e.item():.6g} x^5 ?'


x = torch.linspace(-math.pi, math.pi, 200, device=device)
y = torch.sin(x)

model = DynamicNet().to(device)

# Plain SGD learns this model slowly; momentum helps.
criterion = torch.nn.MSELoss(reduction='sum')
optimizer = torch.optim.SGD(model.parameters(), lr=1e-7, momentum=0.9)
for t in range(400):
    y_pred = model(x)

    loss = criterion(y_pred, y)
    if t % 100 == 99:
        print(t, f"{loss.item():.6g}")

    optimizer.zero_grad()
    loss.backward()
    optimizer.step()

print(f'Result: {model.string()}')
