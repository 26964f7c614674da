# Reductions with their options: dims as tuples, keepdim, std/var with correction and unbiased,
# var_mean/std_mean, aminmax, logsumexp with -inf rows, nansum/nanmean, prod of ints, count_nonzero,
# any/all over dims, max/min with indices on ties, median of even counts, nanmedian, mode, and
# norms with p and dims.
import torch

device = "cpu"
torch.manual_seed(109)

x = torch.tensor([[1.0, 4.0, 4.0, 2.0], [3.0, 0.0, -1.0, 3.0], [2.0, 2.0, 2.0, 2.0]], device=device)
print(x.sum(dim=(0, 1)), x.sum((1,), keepdim=True), x.mean(dim=(-1, -2), keepdim=True))
print(x.std(dim=1), x.std(dim=1, unbiased=False), x.var(dim=0, correction=0), x.var(correction=2))
print(torch.var_mean(x, dim=1), torch.std_mean(x, dim=0, keepdim=True))
print(torch.aminmax(x), torch.aminmax(x, dim=1))
print(x.max(dim=1), x.min(dim=0))
print(x.argmax(dim=1), x.argmin(), x.argmax(dim=0, keepdim=True))
print(torch.logsumexp(x, dim=1), torch.logsumexp(x, dim=(0, 1)))
ints = torch.tensor([[1, 2, 3], [4, 5, 6]], device=device)
print(ints.prod(), ints.prod(dim=1), ints.sum().dtype, ints.prod(dtype=torch.float32), ints.cumsum(0).dtype)
print(torch.tensor([True, True, False], device=device).sum(), torch.count_nonzero(x), torch.count_nonzero(x, dim=0))
b = x > 1.5
print(b.any(), b.all(), b.any(dim=1), b.all(dim=0), torch.any(b, dim=(0, 1)) if hasattr(torch, "any") else None)
print(torch.median(torch.tensor([4.0, 1.0, 3.0, 2.0], device=device)), torch.median(x, dim=1))
print(torch.tensor([1.0, 2.0, 3.0, 4.0], device=device).quantile(0.5), x.quantile(torch.tensor([0.25, 0.75], device=device), dim=1))
print(torch.mode(torch.tensor([[1, 2, 2, 3, 3], [5, 4, 4, 5, 1]], device=device), dim=1))
print(x.norm(), x.norm(p=1, dim=1), x.norm(p=float("inf"), dim=0), torch.linalg.vector_norm(x, ord=3, dim=1))
print(torch.linalg.matrix_norm(x[:, :3], ord="fro"), torch.linalg.matrix_norm(x[:, :3], ord=1), torch.linalg.norm(x, ord="nuc").round(decimals=4))
print(x.amax(dim=(0, 1)), x.amin(dim=1, keepdim=True).shape, x.max(), x.min())
print(torch.max(x, torch.full_like(x, 2.5)))
try:
    ints.mean()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    torch.tensor([], device=device).max()
except RuntimeError as e:
    print("RuntimeError:", e)
print(torch.tensor([], device=device).sum(), torch.tensor([], device=device).prod())
