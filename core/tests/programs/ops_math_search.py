# Differences, histograms, counting and searching written in Python over native ops
# (torch/_ops/reduce.py).
import torch

device = "cpu"
x = torch.tensor([[1.0, 4.0, 9.0, 16.0], [2.0, 3.0, 5.0, 7.0]], device=device)

print(torch.diff(x), x.diff(dim=0), torch.diff(x, n=2))
print(torch.diff(x, n=3, dim=1), torch.diff(x, n=5).shape, torch.diff(x, n=0).equal(x))
print(torch.diff(x, prepend=torch.zeros(2, 1, device=device), append=x[:, :2]))
print(torch.diff(x[0], prepend=torch.tensor([0.5], device=device), n=2))
print(torch.diff(torch.tensor([True, True, False, True], device=device)))
print(torch.diff(torch.tensor([3, 1, 4, 1, 5], device=device)))

h = torch.tensor([1.0, 2.0, 1.0, 5.0, 4.0, 4.5, 0.0, 6.0, 2.5], device=device)
print(torch.histc(h, bins=4, min=1, max=5), h.histc(5))
print(torch.histc(torch.tensor([2.0, 2.0, 2.0], device=device), bins=4))
print(torch.histc(h.reshape(3, 3), bins=3, min=0.5, max=3.5))

b = torch.tensor([1, 3, 3, 0, 5, 1, 1], device=device)
print(torch.bincount(b), b.bincount(minlength=8))
print(torch.bincount(b, weights=torch.tensor([0.5, 1.0, 2.0, 0.25, 1.0, 1.0, 3.0], device=device)))
print(torch.bincount(torch.tensor([], dtype=torch.long, device=device)), torch.bincount(b[:0], minlength=3))

s = torch.tensor([1.0, 3.0, 5.0, 7.0, 9.0], device=device)
v = torch.tensor([[3.0, 6.0, 9.0], [0.0, 10.0, 5.0]], device=device)
print(torch.searchsorted(s, v), torch.searchsorted(s, v, right=True), torch.searchsorted(s, v, side="right"))
print(torch.searchsorted(s, 5.0), torch.searchsorted(s, 5, right=True), torch.searchsorted(s, v, out_int32=True).dtype)
ss = torch.tensor([[1.0, 3.0, 5.0], [2.0, 4.0, 6.0]], device=device)
print(torch.searchsorted(ss, torch.tensor([[3.0, 6.0], [1.0, 4.0]], device=device)))
unsorted = torch.tensor([9.0, 1.0, 7.0, 3.0, 5.0], device=device)
print(torch.searchsorted(unsorted, v, sorter=torch.argsort(unsorted)))
print(torch.bucketize(v, s), torch.bucketize(v, s, right=True), torch.bucketize(4.0, s))
print(torch.isin(torch.tensor([[1, 2], [3, 4]], device=device), torch.tensor([2, 3, 7], device=device)))
print(torch.isin(v, s, invert=True), torch.isin(v, 6.0), torch.isin(3, torch.tensor([1, 3], device=device)))

g = x.clone().requires_grad_()
(torch.diff(g, n=2) ** 2).sum().backward()
print(g.grad)
g = x.clone().requires_grad_()
(torch.diff(g, dim=0, prepend=g[:1] * 2) * torch.arange(4.0, device=device)).sum().backward()
print(g.grad)
