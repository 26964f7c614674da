# Tensor.to(..., copy=True): a new tensor even when the dtype and device already match (with
# ToCopyBackward0, its layout preserved), so writes to it leave the original alone.
import torch

device = "cpu"
x = torch.tensor([1.0, 2.0, 3.0], device=device, requires_grad=True)
y = x.to(torch.float32, copy=True)
print(y, y is x, x.to(torch.float32) is x)
print(x.to(copy=True), x.to(device, copy=True))
w = x.detach().to(device, copy=True)
w[0] = 5.0
print(x, w)
print(x.to(torch.float64, copy=True))
t = torch.arange(6.0, device=device).view(2, 3).t()
c = t.to(copy=True)
print(c.stride(), t.stride(), c.is_contiguous(), c)
(y * 2).sum().backward()
print(x.grad)
