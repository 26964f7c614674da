# Sparse-style aggregation with dense ops: segment sums with index_add, segment means and maxes with
# scatter_reduce (include_self), index_copy/index_fill, and a bag-of-words matrix built from
# (row, col, value) triples with index_put_(accumulate=True) and with a flat index_add_.
import torch

device = "cpu"
torch.manual_seed(25)
vals = torch.tensor([1.0, 4.0, 2.0, 8.0, 5.0, 7.0], device=device)
seg = torch.tensor([0, 0, 1, 2, 2, 2], device=device)
sums = torch.zeros(4, device=device).index_add(0, seg, vals)
print("sum:", sums.tolist())
print("alpha:", torch.zeros(4, device=device).index_add(0, seg, vals, alpha=0.5).tolist())
for reduce in ["sum", "prod", "mean", "amax", "amin"]:
    a = torch.zeros(4, device=device).scatter_reduce(0, seg, vals, reduce=reduce, include_self=False)
    b = torch.ones(4, device=device).scatter_reduce(0, seg, vals, reduce=reduce)
    print(reduce, [round(v, 4) for v in a.tolist()], [round(v, 4) for v in b.tolist()])

feat = torch.randn(6, 3, device=device)
pooled = torch.zeros(3, 3, device=device).index_add_(0, seg, feat)
counts = torch.bincount(seg, minlength=3).clamp(min=1).unsqueeze(1)
print([[round(v, 4) for v in r] for r in (pooled / counts).tolist()])
mx = torch.full((3, 3), float("-inf"), device=device).scatter_reduce(0, seg[:, None].expand(-1, 3), feat, "amax")
print([[round(v, 4) for v in r] for r in mx.tolist()])

t = torch.zeros(5, 2, device=device)
t.index_copy_(0, torch.tensor([4, 0], device=device), torch.tensor([[1.0, 2.0], [3.0, 4.0]], device=device))
print(t.tolist())
t.index_fill_(1, torch.tensor([1], device=device), -1.0)
print(t.tolist())
print(torch.index_select(t, 0, torch.tensor([0, 0, 4], device=device)).tolist())

rows = torch.tensor([0, 0, 1, 2, 2, 2], device=device)
cols = torch.tensor([1, 3, 0, 1, 1, 2], device=device)
counts = torch.tensor([1.0, 2.0, 1.0, 1.0, 1.0, 3.0], device=device)
dense = torch.zeros(3, 4, device=device)
dense.index_put_((rows, cols), counts, accumulate=True)
print(dense.tolist())
flat = torch.zeros(12, device=device).index_add_(0, rows * 4 + cols, counts).view(3, 4)
print(torch.equal(flat, dense))
tfidf = dense * torch.log(3 / (dense > 0).sum(0).clamp(min=1).float())
print([[round(v, 4) for v in r] for r in tfidf.tolist()])
