# Index assignment in the graph (PyTorch's CopySlices): into a result that requires grad, and of
# a value that requires grad into a tensor that does not (filling a preallocated output).
import torch

device = "cpu"
torch.manual_seed(0)

x = torch.tensor([1.0, 2.0, 3.0], device=device, requires_grad=True)
z = x * 1
z[1] = 0.0
print(z)
(z * z).sum().backward()
print(x.grad)

# An RNN-style loop writing rows of a preallocated output.
w = torch.randn(2, 3, device=device, requires_grad=True)
out = torch.zeros(4, 3, device=device)
for t in range(4):
    out[t] = torch.tanh(w[t % 2] * t)
print(out)
out.sum().backward()
print(w.grad)

# Slices, steps, a broadcast scalar row, advanced and boolean indices.
w.grad = None
y = torch.zeros(3, 4, device=device)
y[:, 1:3] = w[:, :2].t() * 2 if False else w[:2, :2].repeat(2, 1)[:3]
y[0, ::2] = w[1, 2]
y[torch.tensor([2, 0], device=device), 3] = w[0, :2] * 10
mask = torch.tensor([True, False, True], device=device)
y[mask, 0] = y[mask, 0] + 1.5
print(y, y.requires_grad)
(y ** 2).sum().backward()
print(w.grad)

# A second write over the first, then a scalar fill of a region.
a = torch.ones(2, 3, device=device, requires_grad=True)
b = a * 3
b[0] = a[1] * a[0]
b[:, 2] = 7.0
print(b)
b.sum().backward()
print(a.grad)

# Outside grad mode nothing is recorded; a leaf that requires grad is still refused.
with torch.no_grad():
    c = torch.zeros(3, device=device)
    c[0] = x[0]
print(c, c.requires_grad)
try:
    x[0] = 5.0
except RuntimeError as e:
    print("RuntimeError", str(e).split(".")[0])
