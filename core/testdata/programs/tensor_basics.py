# Making tensors, their dtypes and shapes, conversions, and how PyTorch prints them.
import torch

device = "cpu"
torch.manual_seed(3)

ints = torch.tensor([5, -1, 0, 12], device=device)
floats = torch.tensor([0.5, -4.0, 2.25], device=device)
flags = torch.tensor([False, True, True], device=device)
for t in (ints, floats, flags):
    print(t, t.dtype, t.shape, t.numel())
print(floats.size(), ints.dim())

print(torch.zeros(3, 2, device=device))
print(torch.ones(2, 2, dtype=torch.int64, device=device))
print(torch.full((2, 3), -1.5, device=device))
print(torch.eye(2, 4, device=device))
print(torch.arange(3, 15, 2, device=device))
print(torch.arange(-1.0, 1.0, 0.5, device=device))
print(torch.linspace(0, 10, steps=6, device=device))

g = torch.randn(2, 5, device=device)
print(g)
print(torch.rand(3, 2, device=device))
print(torch.randint(-3, 3, (2, 6), device=device))
print(torch.ones_like(g))
print(torch.zeros_like(ints))
print(torch.rand_like(floats))

# conversions between dtypes
print(g.to(torch.int64))
print(ints.float() / 4)
print(floats.int())
print((g < 0).long())
print(floats.double())
print(torch.tensor([0.7, -1.3], dtype=torch.float64, device=device))
print(ints.to(torch.bool))

# magnitudes decide between fixed and scientific notation
print(torch.tensor([2e-6, 3.0], device=device))
print(torch.tensor([5e8, 1.0, 2.0], device=device))
print(torch.tensor([4e-9, 5e-9], device=device))
print(torch.tensor([7.0, 8.0], device=device) * 1e12)
print(torch.tensor([1000.0, 20.0, 3.0], device=device))
print(torch.tensor([0.02, 0.5], device=device))
print(torch.tensor([[-99999, 2], [3, 400]], device=device))

# large tensors are summarised
print(torch.arange(1500, device=device))
print(torch.randn(60, 80, device=device))
print(torch.arange(900, dtype=torch.float32, device=device).reshape(30, 30) / 9)

# scalars and Python values
total = g.sum()
print(total)
print(total.item())
print(ints.sum().item(), ints.min().item(), floats.max().item())
print(torch.tensor(-2.75, device=device))
print(torch.tensor(7, device=device))
print(torch.tensor(False, device=device))
print(floats.tolist(), flags.tolist())
print(g[1].tolist())
print(torch.tensor([[5, 6], [7, 8]], device=device).tolist())
print(f"mean={g.mean().item():.4f} max={g.max().item():.4f} shape={tuple(g.shape)}")
