# Ties everywhere: argmax/argmin of repeated values (first occurrence), max/min with dim on ties,
# mode, median of even length (lower), argsort stable vs values, unique sorted with counts,
# topk of equal values with ties across rows, and ranking students with equal scores.
import torch

device = "cpu"
torch.manual_seed(566)

x = torch.tensor([[1.0, 3.0, 3.0, 0.0], [2.0, 2.0, 2.0, 2.0], [0.0, -1.0, 5.0, 5.0]], device=device)
print(x.argmax(), x.argmin(), x.argmax(1), x.argmin(1), x.argmax(0))
print(x.max(1), x.min(0))
print(x.max(1, keepdim=True).indices.shape)
print(torch.mode(torch.tensor([3, 1, 3, 1, 2], device=device)))
print(torch.mode(x, 1))
print(torch.median(torch.tensor([4.0, 1.0, 3.0, 2.0], device=device)), x.median(1))
print(torch.nanmedian(torch.tensor([2.0, 2.0, 1.0, 1.0], device=device)))
scores = torch.tensor([88, 92, 88, 75, 92, 60], device=device)
names = ["ann", "bob", "cid", "dan", "eve", "fay"]
order = scores.argsort(descending=True, stable=True)
print([names[i] for i in order.tolist()])
v, ix = scores.sort(stable=True)
print(v.tolist(), ix.tolist())
u, inv, cnt = torch.unique(scores, return_inverse=True, return_counts=True)
print(u, inv, cnt)
print(torch.unique_consecutive(torch.tensor([1, 1, 2, 2, 2, 1, 3, 3], device=device), return_counts=True))
print(torch.topk(torch.tensor([[1.0, 1.0, 1.0], [0.0, 2.0, 2.0]], device=device), 2))
y = torch.tensor([0.0, 0.0, 1.0, 1.0, 1.0, 0.0], device=device)
print(y.argmax(), y.argmin(), (y == y.max()).nonzero().flatten())
logits = torch.tensor([[0.2, 0.2, 0.1], [0.5, 0.1, 0.5]], device=device)
print(logits.softmax(-1).argmax(-1), torch.max(logits, dim=-1))
bools = torch.tensor([False, True, True, False], device=device)
print(bools.int().argmax(), torch.argmax(bools.float()), bools.any(), bools.all())
print(torch.cummax(torch.tensor([1, 3, 3, 2, 5, 5], device=device), 0))
print(torch.cummin(torch.tensor([4.0, 2.0, 2.0, 3.0, 1.0, 1.0], device=device), 0))
