"""Learning PyTorch with Examples, part "PyTorch: nn"
(https://pytorch.org/tutorials/beginner/pytorch_with_examples.html).

The polynomial fit as a linear layer over the features (x, x^2, x^3), with nn.Sequential,
nn.MSELoss and a hand-written gradient-descent update. Changed from the tutorial: 200 points
instead of 2000 (learning rate ten times larger), 500 steps instead of 2000, a fixed seed;
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

# The output is linear in (x, x^2, x^3): build those features as a (200, 3) tensor.
# x.unsqueeze(-1) has shape (200, 1); raising it to p broadcasts to (200, 3).
p = torch.tensor([1, 2, 3], device=device)
xx = x.unsqueeze(-1).pow(p)

# Linear(3, 1) maps each row of features to one value; Flatten(0, 1) turns the (200, 1)
# result into a (200,) vector like y.
model = torch.nn.Sequential(
    torch.nn.Linear(3, 1),
    torch.nn.Flatten(0, 1)
).to(device)

# Sum of squared errors, as before.
loss_fn = torch.nn.MSELoss(reduction='sum')

learning_rate = 1e-5
for t in range(500):
    # Forward: calling the module runs its layers in turn.
    y_pred = model(xx)

    loss = loss_fn(y_pred, y)
    if t % 100 == 99:
        print(t, f"{loss.item():.6g}")

    # Clear the parameters' gradients, then compute new ones.
    model.zero_grad()
    loss.backward()

    # Gradient descent on every parameter of the model.
    with torch.no_grad():
        for param in model.parameters():
            param -= learning_rate * param.grad

# The first layer holds the coefficients: weight columns for x, x^2, x^3 and the bias.
linear_layer = model[0]
print(f'Result: y = {linear_layer.bias.item():.6g} + {linear_layer.weight[:, 0].item():.6g} x + {linear_layer.weight[:, 1].item():.6g} x^2 + {linear_layer.weight[:, 2].item():.6g} x^3')
