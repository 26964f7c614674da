# torch.where and masked ops with broadcasting: where with scalars and (n,1)x(1,m) shapes,
# masked_fill with broadcast masks, masked_select/masked_scatter, boolean indexing assignment,
# where's single-argument form, clamp with tensor bounds, and masked means over padded batches.
import torch

device = "cpu"
torch.manual_seed(565)

a = torch.arange(4, device=device).view(4, 1).float()
b = torch.arange(3, device=device).view(1, 3).float()
print(torch.where(a > b, a, b))
print(torch.where(a > 1, a * 10, -b))
print(torch.where(b == 1, 1.5, 0.0), torch.where(a > 1.5, 1, 0).dtype)
m = torch.randn(3, 4, device=device)
mask = torch.tensor([True, False, True, False], device=device)
print(m.masked_fill(mask, 0.0).round(decimals=3))
print(m.masked_fill(mask.view(1, 4) & (m > 0), -1).round(decimals=3))
print(m.masked_select(m > 0).round(decimals=3))
src = torch.arange(20, device=device).float()
print(torch.zeros(3, 4, device=device).masked_scatter(m > 0, src))
t = m.clone()
t[t < 0] = 0
print(t.round(decimals=3))
t[:, mask] *= 2
print(t.round(decimals=3))
print(torch.where(m > 0.5))
nz = torch.nonzero(m > 0.5, as_tuple=False)
print(nz, nz.shape)
lo = torch.tensor([-0.5, -0.1, 0.0, -1.0], device=device)
hi = torch.tensor([0.5, 0.1, 1.0, 0.0], device=device)
print(m.clamp(min=lo, max=hi).round(decimals=3))
print(torch.clamp(m, max=hi).round(decimals=3))
x = torch.randn(2, 5, 3, device=device)
lengths = torch.tensor([3, 5], device=device)
pad = torch.arange(5, device=device)[None, :] < lengths[:, None]
print(pad)
mean = (x * pad.unsqueeze(-1)).sum(1) / pad.sum(1, keepdim=True)
print(mean.round(decimals=4))
x2 = x.masked_fill(~pad.unsqueeze(-1), float("-inf"))
print(x2.max(1).values.round(decimals=4))
print(torch.where(pad, lengths.unsqueeze(1), -1))
print(torch.masked_fill(torch.ones(2, 2, device=device, dtype=torch.long), torch.tensor([[True, False], [False, True]], device=device), 7))
