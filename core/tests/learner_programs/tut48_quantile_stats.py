# Descriptive statistics: quantile with interpolation modes, nanquantile, median/nanmedian with
# indices, mode, kthvalue, var/std with correction, var_mean/std_mean, aminmax, nanmean/nansum,
# histogram with density, cov with weights, corrcoef, cummin/cummax, and a z-score normaliser.
import torch

device = "cpu"
torch.manual_seed(0)
data = torch.tensor([[3.0, 1.0, 4.0, 1.0, 5.0], [9.0, 2.0, 6.0, 5.0, 3.0]], device=device)
r = lambda t: [round(v, 4) for v in t.flatten().tolist()]
q = torch.tensor([0.1, 0.5, 0.75], device=device)
for mode in ["linear", "lower", "higher", "midpoint", "nearest"]:
    print(mode, r(torch.quantile(data, q, dim=1, interpolation=mode)), r(torch.quantile(data, 0.3, interpolation=mode)))
print(torch.quantile(data, q, dim=1, keepdim=True).shape)
med = data.median(dim=1)
print(med.values, med.indices, data.median(), torch.median(torch.tensor([1.0, 2.0, 3.0, 4.0], device=device)))
md = torch.mode(torch.tensor([[1, 2, 2, 3, 3], [4, 4, 1, 1, 0]], device=device), dim=1)
print(md.values, md.indices)
kv = torch.kthvalue(data, 2, dim=1)
print(kv.values, kv.indices, torch.kthvalue(data.flatten(), 6))
print(r(data.var(dim=1)), r(data.var(dim=1, correction=0)), r(data.std(dim=1, unbiased=False)), r(torch.var(data, dim=1, correction=2)))
v, m = torch.var_mean(data, dim=1, keepdim=True)
s, m2 = torch.std_mean(data, correction=0)
print(r(v), r(m), r(s), r(m2))
mn, mx = torch.aminmax(data, dim=0)
print(mn, mx, torch.aminmax(data))
counts, edges = torch.histogram(data.flatten(), bins=4)
print(counts, r(edges))
dens, _ = torch.histogram(data.flatten(), bins=3, range=(0.0, 9.0), density=True)
print(r(dens), r(torch.histogram(data.flatten(), bins=torch.tensor([0.0, 2.0, 5.0, 10.0], device=device)).hist))
print(r(torch.cov(data)), r(torch.cov(data, correction=0)))
print(r(torch.cov(data, fweights=torch.tensor([1, 2, 1, 1, 3], device=device), aweights=torch.tensor([0.5, 1.0, 1.0, 2.0, 1.0], device=device))))
print(r(torch.corrcoef(data)))
cm = torch.cummin(data, dim=1)
print(cm.values, cm.indices, torch.cummax(data, dim=1).indices)
feats = torch.randn(100, 3, device=device) * torch.tensor([1.0, 5.0, 0.1], device=device) + torch.tensor([0.0, 10.0, -3.0], device=device)
mu, sd = feats.mean(0), feats.std(0)
z = (feats - mu) / sd
print(r(mu), r(sd), r(z.mean(0).abs() < 1e-5), r(z.std(0)))
print(r(torch.quantile(feats, torch.tensor([0.25, 0.75], device=device), dim=0)))
print(r(feats.max(0).values - feats.min(0).values), r(torch.logsumexp(feats, 0)), r(feats[:10].prod(0).sign()))
