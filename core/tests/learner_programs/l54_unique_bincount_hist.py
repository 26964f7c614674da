# Counting and binning: unique with dim/return_inverse/return_counts, unique_consecutive,
# bincount with weights and minlength, histc, histogram with custom edges and density,
# bucketize/searchsorted right vs left, and counts via one_hot.
import torch
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(59)

x = torch.tensor([3, 1, 2, 3, 3, 1, 7], device=device)
print(torch.unique(x))
u, inv, cnt = torch.unique(x, return_inverse=True, return_counts=True)
print(u, inv, cnt)
print(torch.unique(x, sorted=True, return_counts=True))
rows = torch.tensor([[1, 2], [3, 4], [1, 2], [0, 9]], device=device)
print(torch.unique(rows, dim=0, return_inverse=True))
print(torch.unique(rows.T, dim=1, return_counts=True))
print(torch.unique_consecutive(torch.tensor([1, 1, 2, 2, 2, 1, 3, 3], device=device), return_counts=True, return_inverse=True))
print(torch.bincount(x))
print(torch.bincount(x, minlength=10))
w = torch.tensor([0.5, 1.0, 1.5, 2.0, 0.25, 1.0, 3.0], device=device)
print(torch.bincount(x, weights=w))
print(torch.bincount(torch.tensor([], dtype=torch.long, device=device)))
data = torch.tensor([0.1, 0.4, 0.45, 0.9, 1.0, -0.2, 0.5], device=device)
print(torch.histc(data, bins=4, min=0, max=1))
print(torch.histc(data, bins=3))
h = torch.histogram(data, bins=torch.tensor([0.0, 0.25, 0.5, 1.0], device=device))
print(h)
print(h.hist, h.bin_edges)
hd = torch.histogram(data, bins=4, range=(0.0, 1.0), density=True)
print(hd.hist.round(decimals=4))
bounds = torch.tensor([0.0, 0.5, 1.0], device=device)
print(torch.bucketize(data, bounds), torch.bucketize(data, bounds, right=True))
print(torch.searchsorted(bounds, data), torch.searchsorted(bounds, data, side="right"))
print(torch.searchsorted(torch.tensor([[1, 3, 5], [2, 4, 6]], device=device), torch.tensor([[3], [3]], device=device)))
labels = torch.randint(0, 4, (12,), device=device)
print(labels, F.one_hot(labels).sum(0), F.one_hot(labels, num_classes=6).shape)
vals, counts = labels.unique(return_counts=True)
print(vals[counts.argmax()], torch.mode(labels))
print(x.unique().dtype, cnt.dtype, torch.histc(data, 2).dtype, torch.bincount(x, weights=w.double()).dtype)
