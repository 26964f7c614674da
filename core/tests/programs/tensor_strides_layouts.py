# Strides as PyTorch reports them: views, and elementwise results that keep a permuted input's
# order (TensorIterator's rule), channels_last included.
import torch

device = "cpu"

a = torch.arange(6.0, device=device).reshape(2, 3)
print(a.stride(), a.stride(0), a.stride(-1), a.is_contiguous())
t = a.t()
print(t.stride(), t.is_contiguous(), (t + 1).stride(), t.exp().stride(), (t > 2).stride())
print((t * t).stride(), (t + t.contiguous()).stride(), (t.contiguous() + t).stride())
print(torch.where(t > 2, t, torch.zeros_like(t)).stride(), t.contiguous().stride())
print(a[:, ::2].stride(), a[1].stride(), a.expand(4, 2, 3).stride(), (a.expand(4, 2, 3) + 1).stride())
print(a.unsqueeze(1).stride(), a.view(3, 2).stride(), a.flatten().stride())

x = torch.arange(24.0, device=device).reshape(1, 2, 3, 4)
y = x.contiguous(memory_format=torch.channels_last)
print(y.stride(), y.is_contiguous(), y.is_contiguous(memory_format=torch.channels_last))
z = torch.relu(y - 3) * 2
print(z.stride(), z.is_contiguous(memory_format=torch.channels_last))
print((y + x).stride(), (x + y).stride(), torch.equal(y + x, x + y))
print(y.contiguous().stride(), y.reshape(2, 12).stride(), y[0, 1].stride())

b = torch.arange(24.0, device=device).reshape(2, 3, 4).permute(2, 0, 1)
print(b.shape, b.stride(), (b + 1).stride(), (b + torch.ones(3, device=device)).stride())
print((b + torch.ones(4, 2, 3, device=device)).stride(), b.sum(0).stride(), b.sum(0).tolist())
c = torch.ones(4, 1, 3, device=device).transpose(0, 2)
print(c.shape, c.stride(), (c + 1).stride())
print(torch.tensor(5.0, device=device).stride(), (a.t() @ a).stride(), a.t().clone().stride())
try:
    torch.tensor(1.0, device=device).stride(0)
except IndexError as e:
    print("IndexError:", e)
try:
    a.stride(2)
except IndexError as e:
    print("IndexError:", e)
