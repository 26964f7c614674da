# Segment statistics the way graph-network and recommender posts compute them: scatter_add_,
# scatter_reduce with sum/prod/mean/amax/amin and include_self, index_reduce, index_put_ with
# accumulate, index_copy_, masked_scatter_, put_, bincount with weights, histc, unique_consecutive.
import torch

device = "cpu"
torch.manual_seed(0)

values = torch.tensor([1.0, 5.0, 2.0, 8.0, 3.0, 4.0], device=device)
segment = torch.tensor([0, 1, 0, 2, 1, 1], device=device)
num_segments = 4

sums = torch.zeros(num_segments, device=device).scatter_add_(0, segment, values)
print("sum", sums)
counts = torch.bincount(segment, minlength=num_segments)
print("count", counts, "mean", sums / counts.clamp(min=1))
for reduce in ["sum", "prod", "mean", "amax", "amin"]:
    base = torch.full((num_segments,), 10.0, device=device)
    with_self = base.scatter_reduce(0, segment, values, reduce=reduce)
    without = base.scatter_reduce(0, segment, values, reduce=reduce, include_self=False)
    print(reduce, with_self.tolist(), without.tolist())

x = torch.ones(5, 3, device=device)
t = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0], [2.0, 2.0, 2.0]], device=device)
idx = torch.tensor([0, 4, 2, 0], device=device)
for reduce in ["prod", "mean", "amax", "amin"]:
    print(reduce, x.clone().index_reduce_(0, idx, t, reduce).tolist())
print(x.clone().index_reduce_(0, idx, t, "amax", include_self=False).tolist())
print(x.clone().index_add_(0, idx, t, alpha=2.0).tolist())
print(torch.zeros(5, 3, device=device).index_copy_(0, torch.tensor([1, 3], device=device), t[:2]))

acc = torch.zeros(3, 3, device=device)
rows = torch.tensor([0, 0, 2, 0], device=device)
cols = torch.tensor([1, 1, 2, 1], device=device)
acc.index_put_((rows, cols), torch.tensor([1.0, 2.0, 3.0, 4.0], device=device), accumulate=True)
print(acc)
acc2 = torch.zeros(3, 3, device=device)
acc2[rows[2:], cols[2:]] = 7.0
print(acc2)

src = torch.arange(1.0, 7.0, device=device)
target = torch.zeros(2, 4, device=device)
mask = torch.tensor([[True, False, True, False], [False, True, True, True]], device=device)
print(target.masked_scatter_(mask, src))
flat = torch.zeros(2, 3, device=device)
flat.put_(torch.tensor([0, 4, 4], device=device), torch.tensor([1.0, 2.0, 3.0], device=device), accumulate=True)
print(flat)

w = torch.tensor([0.5, 1.0, 1.5, 2.0, 0.5, 1.0], device=device)
print(torch.bincount(segment, weights=w), torch.bincount(torch.tensor([], dtype=torch.long, device=device)))
data = torch.randn(100, device=device)
print(torch.histc(data, bins=5, min=-2, max=2))
print(torch.histc(torch.tensor([1.0, 2.0, 1.0, 4.0], device=device), bins=4))
seq = torch.tensor([1, 1, 2, 2, 2, 3, 1, 1], device=device)
out, inverse, cnt = torch.unique_consecutive(seq, return_inverse=True, return_counts=True)
print(out, inverse, cnt)
u, c = torch.unique(seq, sorted=True, return_counts=True)
print(u, c)
pairs = torch.tensor([[1, 2], [3, 4], [1, 2], [0, 9]], device=device)
print(torch.unique(pairs, dim=0, return_inverse=True))

edge_index = torch.tensor([[0, 1, 1, 2, 3], [1, 0, 2, 1, 2]], device=device)
node_feat = torch.tensor([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0], [2.0, -1.0]], device=device)
messages = node_feat[edge_index[0]]
agg = torch.zeros_like(node_feat).index_add_(0, edge_index[1], messages)
deg = torch.bincount(edge_index[1], minlength=4).float().unsqueeze(1)
print(agg / deg.clamp(min=1))
print(torch.zeros(4, 2, device=device).scatter_reduce(0, edge_index[1].unsqueeze(1).expand(-1, 2), messages, reduce="amax", include_self=False))
