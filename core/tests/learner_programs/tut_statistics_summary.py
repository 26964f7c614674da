# Descriptive statistics with tensors: mean/median/mode, var and std with correction=0/1,
# quantiles (with interpolation modes), min/max/aminmax, histc and bincount, std_mean/var_mean,
# covariance and correlation (torch.cov/corrcoef), z-scores, and per-group statistics by masks.
import torch

device = "cpu"
torch.manual_seed(42)

x = torch.tensor([2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0], device=device)
print("mean", x.mean().item(), "median", x.median().item(), "mode", x.mode().values.item())
print("var unbiased", round(x.var().item(), 4), "var biased", x.var(correction=0).item())
print("std unbiased", round(x.std().item(), 4), "std biased", x.std(unbiased=False).item())
print("std_mean:", torch.std_mean(x), "var_mean:", torch.var_mean(x, correction=0))
print("quantiles:", torch.quantile(x, torch.tensor([0.25, 0.5, 0.75], device=device)))
for mode in ("linear", "lower", "higher", "nearest", "midpoint"):
    print(f"  q=0.3 {mode:8s}", round(torch.quantile(x, 0.3, interpolation=mode).item(), 4))
print("aminmax:", torch.aminmax(x))
print("even-length median picks the lower:", torch.tensor([1.0, 2.0, 3.0, 4.0]).median().item())

data = torch.randn(1000, device=device) * 2 + 1
hist = torch.histc(data, bins=8, min=-5, max=7)
print("histc:", hist.long().tolist(), "sum", int(hist.sum().item()))
edges = torch.linspace(-5, 7, 9)
print("bin edges:", edges.tolist())
counts = torch.bincount(torch.tensor([0, 1, 1, 3, 3, 3], device=device))
print("bincount:", counts.tolist(), "weighted:", torch.bincount(torch.tensor([0, 1, 1], device=device), weights=torch.tensor([0.5, 1.0, 2.0], device=device)).tolist())
print(f"sample mean {data.mean().item():.3f} std {data.std().item():.3f}")
z = (data - data.mean()) / data.std()
print(f"z-scores: mean {z.mean().abs().item() < 1e-5} std {z.std().item():.4f} beyond 3: {(z.abs() > 3).sum().item()}")

m = torch.randn(3, 200, device=device)
m[1] = m[0] * 0.8 + m[1] * 0.6
m[2] = -m[0] + 0.1 * m[2]
print("cov:\n", torch.cov(m).round(decimals=3))
print("corrcoef:\n", torch.corrcoef(m).round(decimals=3))
centered = m - m.mean(1, keepdim=True)
print("cov by hand matches:", torch.allclose(centered @ centered.T / 199, torch.cov(m), atol=1e-5))
print("cov correction=0 ratio:", round((torch.cov(m, correction=0)[0, 0] / torch.cov(m)[0, 0]).item(), 4))

groups = torch.randint(0, 3, (30,), device=device)
values = torch.randn(30, device=device) + groups.float()
for g in range(3):
    vals = values[groups == g]
    print(f"group {g}: n={vals.numel():2d} mean {vals.mean().item():+.3f} min {vals.min().item():+.3f} max {vals.max().item():+.3f}")
sums = torch.zeros(3, device=device).scatter_add_(0, groups, values)
cnts = torch.bincount(groups, minlength=3)
print("group means via scatter_add:", (sums / cnts).round(decimals=3))
mat = torch.tensor([[1.0, 5.0, 3.0], [4.0, 2.0, 6.0]], device=device)
print("max over dim 1:", mat.max(dim=1), "argmin dim 0:", mat.argmin(dim=0))
print("logsumexp rows:", mat.logsumexp(1), "prod:", mat.prod(1), "cumsum:", mat.cumsum(1))
print("count_nonzero:", torch.count_nonzero(mat > 2, dim=1), "all/any:", (mat > 0).all().item(), (mat > 5).any(dim=1))
