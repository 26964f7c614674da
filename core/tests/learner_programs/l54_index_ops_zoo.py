# Indexing ops side by side: index_add with alpha, index_copy, index_fill, masked_scatter, put_
# with accumulate, take, take_along_dim, scatter with reduce, scatter_reduce with include_self,
# index_select, advanced indexing assignment with duplicates, and nonzero/argwhere.
import torch

device = "cpu"
torch.manual_seed(53)

base = torch.zeros(4, 3, device=device)
src = torch.arange(6, dtype=torch.float, device=device).reshape(2, 3)
idx = torch.tensor([1, 1], device=device)
print(base.index_add(0, idx, src, alpha=2))
print(base.index_copy(0, torch.tensor([3, 0], device=device), src))
print(base.index_fill(1, torch.tensor([0, 2], device=device), -1.0))
m = torch.tensor([[True, False, True], [False, True, False]], device=device)
print(torch.zeros(2, 3, device=device).masked_scatter(m, torch.tensor([10.0, 20.0, 30.0, 40.0], device=device)))
t = torch.zeros(2, 3, device=device)
t.put_(torch.tensor([0, 4, 4], device=device), torch.tensor([1.0, 2.0, 3.0], device=device), accumulate=True)
print(t)
print(torch.take(src, torch.tensor([[0, 5], [2, 3]], device=device)))
scores = torch.randn(3, 4, device=device)
am = scores.argmax(dim=1, keepdim=True)
print(torch.take_along_dim(scores, am, dim=1).round(decimals=4), am.squeeze(1))
print(torch.take_along_dim(src, torch.tensor([5, 0], device=device)))
s = torch.ones(2, 4, device=device)
ind = torch.tensor([[0, 1, 0, 3], [2, 2, 2, 2]], device=device)
vals = torch.arange(1.0, 9.0, device=device).reshape(2, 4)
print(s.scatter(1, ind, 5.0))
for red in ["sum", "prod", "mean", "amax", "amin"]:
    print(red, torch.full((2, 4), 2.0, device=device).scatter_reduce(1, ind, vals, reduce=red, include_self=False))
print(torch.full((2, 4), 2.0, device=device).scatter_reduce(1, ind, vals, reduce="mean", include_self=True))
x = torch.zeros(5, device=device)
x[torch.tensor([0, 0, 2], device=device)] = torch.tensor([1.0, 2.0, 3.0], device=device)
print(x[2], x[1])
x.index_put_((torch.tensor([1, 1, 4], device=device),), torch.tensor([1.0, 1.0, 5.0], device=device), accumulate=True)
print(x[1:])
print(torch.nonzero(src > 2), torch.argwhere(src > 3))
print(torch.nonzero(src > 2, as_tuple=True))
print(src.index_select(1, torch.tensor([2, 0, 2], device=device)))
g = torch.arange(12, device=device).reshape(3, 4)
print(g[[0, 2]][:, [1, 3]], g[[0, 2], [1, 3]], g[1:, None, 2], g[..., -1])
print(g[torch.tensor([True, False, True], device=device)])
g[g % 5 == 0] = -1
print(g)
print(torch.where(g > 5), torch.where(g > 5, g, 0))
