# Sorting records the way a learner does with tensors: stable multi-key sort (secondary then
# primary), descending stable sort keeping original order of ties, sort of floats with -0.0 and
# duplicates, argsort on rows of a matrix, searchsorted on sorted output, topk of ties sorted=True,
# and torch.sort on int8/bool/float64.
import torch

device = "cpu"
torch.manual_seed(585)

age = torch.tensor([30, 25, 30, 25, 40, 30, 25], device=device)
score = torch.tensor([88, 92, 75, 92, 60, 88, 70], device=device)
idx = torch.argsort(score, descending=True, stable=True)
idx = idx[torch.argsort(age[idx], stable=True)]
print(idx.tolist(), age[idx].tolist(), score[idx].tolist())
print(torch.sort(score, descending=True, stable=True))
f = torch.tensor([0.0, -0.0, 1.5, -2.0, 1.5, 0.0, -2.0], device=device)
v, i = torch.sort(f, stable=True)
print(v, i)
v, i = torch.sort(f, descending=True, stable=True)
print(v, i)
m = torch.tensor([[3, 1, 2, 1], [0, 0, 5, 0], [9, 8, 8, 9]], device=device)
print(m.argsort(dim=1, stable=True), m.argsort(dim=0, descending=True, stable=True))
sv, _ = torch.sort(torch.tensor([5.0, 1.0, 3.0, 3.0, 9.0], device=device))
q = torch.tensor([3.0, 0.0, 10.0, 4.0], device=device)
print(torch.searchsorted(sv, q), torch.searchsorted(sv, q, right=True), torch.searchsorted(sv, q, side="right"))
print(torch.topk(torch.tensor([2, 7, 7, 1, 7], device=device), 3))
print(torch.sort(torch.tensor([3, -1, 3, 0], dtype=torch.int8, device=device), stable=True))
print(torch.sort(torch.tensor([True, False, True], device=device), descending=True, stable=True))
print(torch.sort(torch.tensor([0.1, 0.3, 0.2], dtype=torch.float64, device=device), descending=True))
x = torch.randint(0, 3, (2, 6), device=device)
print(x, x.sort(dim=1, stable=True).indices)
print(torch.argsort(torch.tensor([1, 1, 1, 1], device=device), descending=True, stable=True))
r = torch.tensor([0.5, 0.2, 0.5, 0.9], device=device)
ranks = torch.empty_like(r, dtype=torch.long)
ranks[r.argsort(stable=True)] = torch.arange(4, device=device)
print(ranks)
