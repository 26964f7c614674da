# Reductions and statistics written in Python over native ops (torch/_ops/reduce.py).
import torch

device = "cpu"
x = torch.tensor([[3.0, 1.0, 2.0, 7.0], [0.5, 5.0, 4.0, -1.0], [2.5, -3.0, 6.0, 1.5]], device=device)

print(torch.kthvalue(x, 2, 1))
print(x.kthvalue(3, dim=0, keepdim=True))
print(torch.kthvalue(x[0], 1))
print(x.median(), torch.median(x, 1))
print(x.median(dim=0, keepdim=True))
v, i = torch.median(x, -1)
print(v.tolist(), i.tolist())
print(torch.nanmedian(x), x.nanmedian(1).values)
print(torch.mode(torch.tensor([[1.0, 2, 2, 1, 3], [4, 4, 5, 5, 5]], device=device)))
print(torch.tensor([1, 2, 1, 2, 0], device=device).mode())
print(torch.mode(torch.tensor([[1.0, 2], [1, 3], [0, 3]], device=device), 0, keepdim=True))
r = torch.kthvalue(x, 2, 1)
print(r[0].tolist(), r[-1].tolist(), len(r), r.indices.dtype)

for mode in ["linear", "lower", "higher", "midpoint", "nearest"]:
    print(mode, torch.quantile(x, 0.4, dim=1, interpolation=mode).tolist())
q = torch.tensor([0.0, 0.25, 0.5, 1.0], device=device)
print(torch.quantile(x, q))
print(x.quantile(q, dim=0, keepdim=True).shape, x.quantile(q, dim=0, keepdim=True)[1])
print(torch.quantile(x, 0.5, dim=1, keepdim=True))
print(torch.nanquantile(x, 0.75), x.nanquantile(q, 1))
print(torch.quantile(torch.tensor([0.0, 1.0, 2.0, 3.0], device=device), 0.625, interpolation="nearest"))
print(torch.quantile(x, 1 / 6, 1, interpolation="nearest").tolist(), torch.quantile(x, 0.9, 1).tolist(), x.quantile(torch.tensor([1 / 6, 0.9], device=device), 1, interpolation="nearest").tolist())

print(torch.nansum(x), x.nansum(1), torch.nansum(x, (0, 1), keepdim=True))
print(torch.nanmean(x, 0), x.nanmean())
print(torch.count_nonzero(torch.tensor([[0, 1, 2], [0, 0, 3]], device=device)), torch.count_nonzero(x - 2.5, dim=0))
print(torch.aminmax(x), x.aminmax(dim=1), torch.aminmax(x, dim=0, keepdim=True).max)
s, m = torch.std_mean(x, 1)
print(s, m)
print(torch.var_mean(x, dim=0, correction=0), torch.var_mean(x, False))
print(torch.std_mean(x, dim=(0, 1), keepdim=True))
print(torch.logcumsumexp(x, 1), x.logcumsumexp(0)[2])
print(torch.logcumsumexp(torch.tensor([100.0, 0.0, -50.0, 120.0], device=device), 0))

# gradients
g = x.clone().requires_grad_()
(torch.kthvalue(g, 2, 1).values.sum() + g.median() * 2 + torch.quantile(g, 0.3, dim=0).sum()).backward()
print(g.grad)
g = x.clone().requires_grad_()
(torch.logcumsumexp(g, 1).sum() + torch.nansum(g * g) + torch.nanmean(g) + torch.std_mean(g, 0)[0].sum()).backward()
print(g.grad)
g = x.clone().requires_grad_()
(torch.mode(g.round(), 1).values.sum() + torch.aminmax(g).min * 3 + torch.nanmedian(g, 0).values.sum()).backward()
print(g.grad)
