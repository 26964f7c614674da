# Activation functions and LayerNorm at six printed digits.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.set_printoptions(precision=6)

z = torch.tensor([[-2.5, -0.5, 0.0, 1.0, 1.5],
                  [0.25, -1.0, 2.0, -3.0, 0.75]], device=device)
print("softmax over columns:")
print(F.softmax(z, dim=1))
print("softmax over rows:")
print(F.softmax(z, dim=0))
print("log_softmax over columns:")
print(F.log_softmax(z, dim=1))
print("gelu, tanh approximation:")
print(F.gelu(z, approximate="tanh"))
print("relu:", F.relu(z[1]))
print("sigmoid:", torch.sigmoid(z[1]))
print("tanh:", torch.tanh(z[1]))
print("silu:", F.silu(z[1]))
print("gelu of one value:", F.gelu(torch.tensor([0.8], device=device)))

norm = nn.LayerNorm(5).to(device)
print("layer norm, initial affine:")
print(norm(z))
with torch.no_grad():
    norm.weight.copy_(torch.tensor([0.5, 1.0, -2.0, 1.5, 1.0]))
    norm.bias.copy_(torch.tensor([0.1, 0.0, 0.0, -0.3, 0.2]))
print("layer norm, set affine:")
print(norm(z))

grid = torch.linspace(-1.5, 1.5, steps=7, device=device)
print("grid:", grid)
print("relu(grid):", F.relu(grid))
print("softmax(grid):", F.softmax(grid, dim=0))
print("softmax sums to:", round(F.softmax(grid, dim=0).sum().item(), 6))
