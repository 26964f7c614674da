# Binning data: torch.bucketize with left/right boundaries, searchsorted on sorted rows, histc,
# torch.histogram with explicit edges and density, bincount with weights, and a quantile binning
# of a feature for a tabular model.
import torch

device = "cpu"
torch.manual_seed(21)
bounds = torch.tensor([0.0, 1.0, 2.5, 4.0], device=device)
vals = torch.tensor([-1.0, 0.0, 0.5, 1.0, 2.5, 3.0, 4.0, 9.0], device=device)
print(torch.bucketize(vals, bounds).tolist())
print(torch.bucketize(vals, bounds, right=True).tolist())
print(torch.searchsorted(bounds, vals).tolist(), torch.searchsorted(bounds, vals, side="right").tolist())
rows = torch.tensor([[1.0, 3, 5, 7], [2.0, 4, 6, 8]], device=device)
print(torch.searchsorted(rows, torch.tensor([[4.0], [4.0]], device=device)).tolist())
print(torch.bucketize(torch.tensor(2.0, device=device), bounds).item(), torch.bucketize(vals, bounds, out_int32=True).dtype)

data = torch.randn(1000, device=device)
h = torch.histc(data, bins=8, min=-3, max=3)
print(h.tolist(), int(h.sum().item()))
print(torch.histc(torch.tensor([1.0, 2.0, 1.0], device=device), bins=4).tolist())
cpu_data = data.cpu()
hist, edges = torch.histogram(cpu_data, bins=4, range=(-2.0, 2.0))
print(hist.tolist(), edges.tolist())
hist, edges = torch.histogram(cpu_data, bins=torch.tensor([-4.0, -1.0, 0.0, 1.0, 4.0]), density=True)
print([round(v, 4) for v in hist.tolist()])

labels = torch.tensor([0, 2, 2, 3, 0, 2], device=device)
print(torch.bincount(labels).tolist(), torch.bincount(labels, minlength=6).tolist())
w = torch.tensor([0.5, 1.0, 1.0, 2.0, 0.5, 1.5], device=device)
print(torch.bincount(labels, weights=w).tolist())
try:
    torch.bincount(torch.tensor([-1, 2], device=device))
except RuntimeError as e:
    print("RuntimeError:", e)

age = torch.rand(20, device=device) * 80
qs = torch.quantile(age, torch.tensor([0.25, 0.5, 0.75], device=device))
bins = torch.bucketize(age, qs)
print([round(v, 2) for v in qs.tolist()], torch.bincount(bins).tolist())
onehot = torch.nn.functional.one_hot(bins, 4)
print(tuple(onehot.shape), onehot.sum(0).tolist())
means = torch.zeros(4, device=device).index_add_(0, bins, age) / torch.bincount(bins, minlength=4)
print([round(v, 2) for v in means.tolist()])
