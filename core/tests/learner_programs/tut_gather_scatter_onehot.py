# gather/scatter idioms: picking the target class's log-probability with gather, one-hot by
# scatter_, a per-class sum with scatter_add_ and index_add_, scatter_reduce "amax"/"mean",
# top-k masking with scatter, and the errors for mismatched index shapes.
import torch
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(12)

logits = torch.randn(5, 4, device=device)
targets = torch.tensor([2, 0, 3, 3, 1], device=device)
logp = F.log_softmax(logits, dim=1)
picked = logp.gather(1, targets.unsqueeze(1)).squeeze(1)
print(picked.round(decimals=4))
print("nll matches:", torch.allclose(-picked.mean(), F.nll_loss(logp, targets)))

one_hot = torch.zeros(5, 4, device=device).scatter_(1, targets.unsqueeze(1), 1.0)
print(one_hot)
print("equals F.one_hot:", torch.equal(one_hot.long(), F.one_hot(targets, 4)))

values = torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0, 6.0], device=device)
groups = torch.tensor([0, 1, 0, 2, 1, 0], device=device)
sums = torch.zeros(3, device=device).scatter_add_(0, groups, values)
print("scatter_add", sums)
print("index_add", torch.zeros(3, device=device).index_add_(0, groups, values))
print("amax", torch.zeros(3, device=device).scatter_reduce(0, groups, values, reduce="amax", include_self=False))
print("mean", torch.zeros(3, device=device).scatter_reduce(0, groups, values, reduce="mean", include_self=False))
print("counts", torch.bincount(groups))

k = 2
topv, topi = logits.topk(k, dim=1)
mask = torch.zeros_like(logits, dtype=torch.bool).scatter_(1, topi, True)
filtered = logits.masked_fill(~mask, float("-inf"))
print(mask.int())
print(F.softmax(filtered, dim=1).round(decimals=4))

x = torch.arange(12, device=device).view(3, 4)
idx = torch.tensor([[3, 0], [1, 1], [2, 3]], device=device)
print(torch.gather(x, 1, idx))
print(x.gather(0, torch.tensor([[2, 1, 0, 2]], device=device)))
print(torch.take_along_dim(x, idx, dim=1))
# Scatter back into a zero matrix.
out = torch.zeros(3, 4, dtype=torch.long, device=device).scatter(1, idx, torch.gather(x, 1, idx))
print(out)
try:
    x.gather(1, torch.tensor([0, 1], device=device))
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    torch.zeros(3, device=device).scatter_add_(0, groups, values.long())
except RuntimeError as e:
    print("RuntimeError:", e)
# Gradient flows through gather.
w = torch.randn(3, 4, device=device, requires_grad=True)
w.gather(1, idx).sum().backward()
print(w.grad)
