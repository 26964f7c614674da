# Sorting with ties: sort(stable=True) keeps the original order of equal keys, descending stable
# sorts, argsort, topk/kthvalue on ties, sort of bool and int tensors, msort, sorting along dim 0,
# ranking by argsort of argsort, and lexicographic sort by two keys.
import torch

device = "cpu"
torch.manual_seed(167)

keys = torch.tensor([3, 1, 2, 3, 1, 2, 3, 0], device=device)
v, i = torch.sort(keys, stable=True)
print(v, i)
v, i = torch.sort(keys, descending=True, stable=True)
print(v, i)
print(torch.argsort(keys, stable=True), torch.argsort(keys, descending=True, stable=True))
f = torch.tensor([0.5, -1.0, 0.5, 2.0, -1.0], device=device)
print(f.sort(stable=True), f.sort(descending=True, stable=True).indices)
print(torch.topk(torch.tensor([1.0, 3.0, 3.0, 2.0, 3.0], device=device), 2), torch.topk(f, 3, largest=False))
print(torch.kthvalue(torch.tensor([5.0, 1.0, 5.0, 3.0], device=device), 3))
print(torch.tensor([True, False, True, False], device=device).sort(stable=True))
m = torch.tensor([[3, 1], [1, 2], [2, 2]], device=device)
print(m.sort(dim=0), torch.msort(m))
scores = torch.tensor([0.3, 0.9, 0.1, 0.9, 0.5], device=device)
rank = scores.argsort(descending=True, stable=True).argsort(stable=True)
print(rank)
primary = torch.tensor([2, 1, 2, 1, 0], device=device)
secondary = torch.tensor([5, 9, 1, 3, 7], device=device)
o = secondary.argsort(stable=True)
o = o[primary[o].argsort(stable=True)]
print(o, primary[o], secondary[o])
x = torch.randn(3, 5, device=device)
vals, idx = x.sort(dim=1, descending=True)
print(torch.equal(x.gather(1, idx), vals), vals[:, 0].round(decimals=4))
print(torch.topk(x, 2, dim=0, sorted=True).indices, x.topk(1).values.squeeze(1).round(decimals=4))
print(torch.sort(torch.tensor([], device=device)), torch.topk(torch.tensor([1.0], device=device), 0))
