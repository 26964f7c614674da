# Sorting and counting: sort (stable, descending), argsort to ranks, topk and kthvalue, unique with
# return_inverse/return_counts, unique_consecutive, searchsorted and bucketize for binning,
# histc, and a leaderboard with ties broken by a secondary key.
import torch

device = "cpu"
torch.manual_seed(19)

scores = torch.tensor([88, 92, 75, 92, 60, 88, 100, 75], device=device)
names = ["ann", "bob", "cat", "dan", "eve", "fay", "gus", "hal"]
vals, order = torch.sort(scores, descending=True, stable=True)
print(vals.tolist(), order.tolist())
print([names[i] for i in order.tolist()])
ranks = torch.empty_like(order)
ranks[order] = torch.arange(len(scores), device=device)
print("ranks", ranks.tolist())
print("argsort", torch.argsort(scores).tolist() == torch.sort(scores, stable=True).indices.tolist())
print("topk", scores.topk(3).values.tolist(), "smallest", scores.topk(2, largest=False).values.tolist())
kv = torch.kthvalue(scores, 3)
print("3rd smallest", kv.values.item(), "min/max", scores.min().item(), scores.max().item())
u, inv, cnt = torch.unique(scores, sorted=True, return_inverse=True, return_counts=True)
print(u.tolist(), inv.tolist(), cnt.tolist())
print("reconstructed:", torch.equal(u[inv], scores))
print("most common", u[cnt.argmax()].item())
print(torch.unique_consecutive(torch.tensor([1, 1, 2, 2, 2, 3, 1, 1]), return_counts=True))

boundaries = torch.tensor([60, 70, 80, 90], device=device)
grades = torch.bucketize(scores, boundaries, right=True)
letters = ["F", "D", "C", "B", "A"]
print([letters[g] for g in grades.tolist()])
print(torch.searchsorted(boundaries, torch.tensor([59, 60, 85, 95], device=device)).tolist())
print(torch.searchsorted(boundaries, torch.tensor([60, 90], device=device), right=True).tolist())
x = torch.randn(200, device=device)
print("histc", torch.histc(x, bins=5, min=-2, max=2).tolist())
print("sorted check", bool((torch.sort(x).values.diff() >= 0).all()))

# Two keys: sort by secondary first, then stable sort by primary.
age = torch.tensor([30, 25, 30, 22, 25, 30, 40, 22], device=device)
idx = torch.argsort(age, stable=True)
idx = idx[torch.argsort(scores[idx], descending=True, stable=True)]
print([(names[i], scores[i].item(), age[i].item()) for i in idx.tolist()[:5]])
m = torch.tensor([[3, 1, 2], [9, 7, 8]], device=device)
print(m.sort(dim=1).values.tolist(), m.sort(dim=0, descending=True).indices.tolist())
print(torch.msort(m.t()).tolist())
