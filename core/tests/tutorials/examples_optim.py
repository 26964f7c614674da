"""Learning PyTorch with Examples, part "PyTorch: optim"
(https://pytorch.org/tutorials/beginner/pytorch_with_examples.html).

The nn model of examples_nn.py trained by torch.optim.RMSprop instead of a hand-written update.
Changed from the tutorial: 200 points instead of 2000, 600 steps instead of 2000, a fixed seed;
data and model go on `device` (this part of the tutorial uses the CPU only).

Values print to six significant digits (the tutorial prints every digit): their last digits
depend on the order a sum adds its terms in, which differs between machines.
"""
import math

import torch

torch.manual_seed(0)
device = "cpu"

x = torch.linspace(-math.pi, math.pi, 200, device=device)
y = torch.sin(x)

p = torch.tensor([1, 2, 3], device=device)
xx = x.unsqueeze(-1).pow(p)

model = torch.nn.Sequential(
    torch.nn.Linear(3, 1),
    torch.nn.Flatten(0, 1)
).to(device)
loss_fn = torch.nn.MSELoss(reduction='sum')

# The optimizer holds the parameters it updates; RMSprop scales each step by a running
# average of the squared gradients.
learning_rate = 1e-3
optimizer = torch.optim.RMSprop(model.parameters(), lr=learning_rate)
for t in range(600):
    y_pred = model(xx)

    loss = loss_fn(y_pred, y)
    if t % 100 == 99:
        print(t, f"{loss.item():.6g}")

    # zero_grad clears the gradients of all the optimizer's parameters.
    optimizer.zero_grad()

    loss.backward()

    # One update of every parameter.
    optimizer.step()

linear_layer = model[0]
print(f'Result: y = {linear_layer.bias.item():.6g} + {linear_layer.weight[:, 0].item():.6g} x + {linear_layer.weight[:, 1].item():.6g} x^2 + {linear_layer.weight[:, 2].item():.6g} x^3')
