# Gradients at the kinks, as PyTorch 2.15 computes them: clamp passes none at its bounds,
# maximum/minimum split a tie in half; and nn.ReLU(inplace=True) changes its input and says so.
import torch
import torch.nn as nn

device = "cpu"
x = torch.tensor([-3.0, -1.0, 0.0, 0.5, 3.0, 6.0], device=device, requires_grad=True)
x.clamp(0.0, 3.0).sum().backward()
print(x.grad.tolist())
x.grad = None
x.clamp(min=0.0).sum().backward()
print(x.grad.tolist())
x.grad = None
torch.minimum(x, torch.zeros(6, device=device)).sum().backward()
print(x.grad.tolist())
x.grad = None
torch.maximum(x, torch.full((6,), 3.0, device=device)).sum().backward()
print(x.grad.tolist())
x.grad = None
torch.relu(x).sum().backward()
print(x.grad.tolist())
print(nn.ReLU(inplace=True), nn.SiLU(inplace=True), nn.ReLU(), nn.Sequential(nn.ReLU(True)))
z = torch.tensor([-1.0, 2.0], device=device)
y = nn.ReLU(inplace=True)(z)
print(z, y)
