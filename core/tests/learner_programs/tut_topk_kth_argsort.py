# Selecting and ordering: topk (largest/smallest, sorted), kthvalue and median on ties, argsort
# with stable=True keeping the original order of equal keys, sort on several keys by chained
# stable sorts, msort and ranking.
import torch

device = "cpu"
torch.manual_seed(20)
x = torch.tensor([3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0, 5.5, 3.0], device=device)
v, i = x.topk(3)
print(v.tolist(), i.tolist())
v, i = torch.topk(x, 3, largest=False)
print(v.tolist(), sorted(i.tolist()))
print(x.kthvalue(3).values.item(), x.kthvalue(5).values.item(), x.median().item())
print(torch.argsort(x, stable=True).tolist())
print(torch.argsort(x, descending=True, stable=True).tolist())
s = torch.sort(x, stable=True)
print(s.values.tolist(), s.indices.tolist())
print(torch.msort(torch.tensor([[2, 1], [1, 3], [0, 2]], device=device)).tolist())

names = ["ann", "bob", "cid", "dan", "eve", "fay"]
age = torch.tensor([30, 25, 30, 25, 40, 30], device=device)
score = torch.tensor([7, 9, 9, 7, 8, 7], device=device)
order = torch.argsort(score, descending=True, stable=True)
order = order[torch.argsort(age[order], stable=True)]
print([names[k] for k in order.tolist()])

m = torch.randint(0, 5, (3, 6), device=device)
print(m.tolist())
print(m.sort(dim=1, stable=True).indices.tolist())
print(m.topk(2, dim=0).values.tolist())
print(m.kthvalue(2, dim=1, keepdim=True).values.tolist())
ranks = torch.empty_like(x, dtype=torch.long)
ranks[torch.argsort(x, stable=True)] = torch.arange(len(x), device=device)
print("ranks:", ranks.tolist())
print(x.argsort(stable=True).argsort(stable=True).tolist())
f = torch.randn(8, device=device)
vals, idx = f.topk(8)
print(torch.equal(vals, f.sort(descending=True).values), round(vals[0].item(), 4))
try:
    x.topk(11)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    x.kthvalue(0)
except (RuntimeError, IndexError) as e:
    print(type(e).__name__)
print(torch.tensor([[1, 2], [3, 4]], device=device).flatten().topk(1).indices.tolist())
