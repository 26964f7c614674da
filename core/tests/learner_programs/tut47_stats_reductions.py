# Statistics reductions: quantile interpolation modes, nanmean/nansum/nanmedian (NaN-free), std/var with
# correction, std_mean/var_mean, aminmax, mode, median/kthvalue with indices, logsumexp, count_nonzero.
import torch

device = "cpu"
torch.manual_seed(0)
x = torch.tensor([[3.0, 1.0, 4.0, 1.0, 5.0], [9.0, 2.0, 6.0, 5.0, 3.0]], device=device)
q = torch.tensor([0.1, 0.5, 0.9], device=device)
for mode in ["linear", "lower", "higher", "midpoint", "nearest"]:
    print(mode, torch.quantile(x, q, dim=1, interpolation=mode).tolist())
print(torch.quantile(x, 0.25), torch.quantile(x, 0.75, dim=0, keepdim=True))
n = torch.tensor([1.0, 2.0, 3.0, 4.0], device=device)
print(torch.nanmean(n), torch.nansum(n), torch.nanmedian(n), torch.nanquantile(n, 0.5))
print(torch.std(x, dim=1), torch.std(x, dim=1, correction=0), torch.var(x, unbiased=False), torch.var(x, dim=0, keepdim=True))
print(torch.std_mean(x, dim=1), torch.var_mean(x, correction=2))
print(torch.aminmax(x), torch.aminmax(x, dim=1, keepdim=True))
print(torch.mode(torch.tensor([1, 2, 2, 3, 3, 3, 1], device=device)), torch.mode(x, dim=1))
print(torch.median(x), torch.median(x, dim=1), torch.kthvalue(x, 2, dim=1))
print(torch.logsumexp(x, dim=1), torch.count_nonzero(x > 3, dim=1), torch.count_nonzero(x))
print(x.max(dim=0), x.argmin(dim=1, keepdim=True), x.amax(dim=(0, 1)), x.sum(dim=-1, dtype=torch.float64))
print(x.mean(dim=(0, 1)), x.prod(dim=1), x.cumprod(dim=1)[:, -1], x.norm(p=1, dim=1), torch.dist(x[0], x[1], p=3))
print(torch.cov(x), torch.corrcoef(x), torch.cov(x, correction=0, fweights=torch.tensor([1, 2, 1, 1, 1], device=device)))
print(torch.histogram(x.cpu().view(-1), bins=3), torch.unique(x, return_counts=True, sorted=True))
print(torch.all(x > 0, dim=1), torch.any(x > 8, dim=1), x.isclose(torch.full_like(x, 3.0)).sum())
