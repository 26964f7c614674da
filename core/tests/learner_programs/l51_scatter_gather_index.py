# Indexing toolbox: gather/scatter (reduce), scatter_reduce with include_self=False,
# index_put_ accumulate, index_add, masked_select/masked_scatter, nonzero, take_along_dim.
import torch

device = "cpu"
torch.manual_seed(12)

logits = torch.randn(4, 5).to(device)
labels = torch.tensor([1, 0, 4, 2]).to(device)
picked = logits.gather(1, labels.unsqueeze(1)).squeeze(1)
print("gather", [round(v, 4) for v in picked.tolist()])
onehot = torch.zeros(4, 5).to(device).scatter_(1, labels.unsqueeze(1), 1.0)
print(onehot.tolist())
src = torch.arange(1.0, 7.0).to(device)
idx = torch.tensor([0, 1, 0, 2, 1, 0]).to(device)
print("scatter_add", torch.zeros(3).to(device).scatter_add(0, idx, src).tolist())
for red in ["sum", "prod", "mean", "amax", "amin"]:
    r1 = torch.full((3,), 10.0).to(device).scatter_reduce(0, idx, src, reduce=red)
    r2 = torch.full((3,), 10.0).to(device).scatter_reduce(0, idx, src, reduce=red, include_self=False)
    print(red, r1.tolist(), r2.tolist())
acc = torch.zeros(4).to(device)
acc.index_put_((torch.tensor([0, 1, 0, 3]).to(device),), torch.tensor([1.0, 2.0, 3.0, 4.0]).to(device), accumulate=True)
print("index_put acc", acc.tolist())
m = torch.zeros(3, 2).to(device).index_add(0, torch.tensor([2, 0, 2]).to(device), torch.ones(3, 2).to(device), alpha=2)
print("index_add", m.tolist())
mask = logits > 0.5
print("masked_select", [round(v, 4) for v in logits.masked_select(mask).tolist()])
filled = torch.zeros(2, 3).to(device).masked_scatter(torch.tensor([[True, False, True], [False, True, False]]).to(device),
                                                     torch.arange(10.0, 16.0).to(device))
print("masked_scatter", filled.tolist())
print("nonzero", mask.nonzero().tolist())
rows, cols = mask.nonzero(as_tuple=True)
print(rows.tolist(), cols.tolist())
top = logits.topk(2, dim=1)
print("topk idx", top.indices.tolist())
print("take_along_dim", [[round(v, 4) for v in r] for r in torch.take_along_dim(logits, top.indices, dim=1).tolist()])
print("where", torch.where(logits > 0, logits, torch.zeros(()).to(device)).gt(0).sum().item())
x = torch.arange(24).reshape(2, 3, 4).to(device)
print(x[..., [0, 3]][:, 1].tolist(), x[[0, 1], [2, 0]].tolist(), x[1, :, ::2].tolist())
print(x[x % 5 == 0].tolist(), x[:, None, 0, -1].shape)
