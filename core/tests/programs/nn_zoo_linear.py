# F.linear, F.bilinear/nn.Bilinear (init under a seed), F.normalize, F.one_hot,
# F.cosine_similarity/nn.CosineSimilarity, nn.PairwiseDistance, nn.ParameterList and
# nn.ParameterDict: reprs, values, gradients and errors.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


def r(t):
    return [round(v, 3) for v in t.detach().flatten().tolist()]


def err(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ":", e)


x = torch.randn(3, 4, device=device, requires_grad=True)
w = torch.randn(2, 4, device=device, requires_grad=True)
b = torch.randn(2, device=device, requires_grad=True)
y = F.linear(x, w, b)
y.pow(2).sum().backward()
print(r(y), r(x.grad), r(w.grad), r(b.grad))
print(r(F.linear(x, w)), F.linear(torch.randn(2, 3, 4, device=device), w).shape)

bl = nn.Bilinear(3, 4, 2).to(device)
print(bl, nn.Bilinear(2, 2, 5, bias=False))
print(bl.weight.shape, r(bl.weight), r(bl.bias))
x1 = torch.randn(5, 3, device=device, requires_grad=True)
x2 = torch.randn(5, 4, device=device, requires_grad=True)
out = bl(x1, x2)
(out * torch.tensor([1.0, -2.0], device=device)).sum().backward()
print(out.shape, r(out), r(x1.grad), r(x2.grad), r(bl.weight.grad[1]), r(bl.bias.grad))
print(F.bilinear(torch.randn(2, 5, 3, device=device), torch.randn(2, 5, 4, device=device),
                 bl.weight).shape)
err(lambda: bl(torch.randn(5, 2, device=device), x2))
err(lambda: bl(x1, torch.randn(4, 4, device=device)))

v = torch.randn(3, 5, device=device, requires_grad=True)
n = F.normalize(v)
n2 = F.normalize(v, p=1.0, dim=0)
(n * torch.arange(15.0, device=device).reshape(3, 5)).sum().backward()
print(r(n), r(n2), r(v.grad))
print(F.normalize(torch.zeros(2, 3, device=device)).tolist())

lab = torch.tensor([[0, 2], [3, 1]], device=device)
print(F.one_hot(lab).tolist(), F.one_hot(lab, 5).shape, F.one_hot(lab, 5).dtype)
print(F.one_hot(torch.tensor([], dtype=torch.long, device=device), 3).shape)
err(lambda: F.one_hot(torch.tensor([1.0], device=device)))
err(lambda: F.one_hot(torch.tensor([-1, 0], device=device)))
err(lambda: F.one_hot(lab, 3))

a = torch.randn(4, 6, device=device, requires_grad=True)
c = torch.randn(4, 6, device=device, requires_grad=True)
cs = nn.CosineSimilarity()
print(cs, nn.CosineSimilarity(dim=0, eps=1e-6), nn.PairwiseDistance(), nn.PairwiseDistance(p=1.0))
s = cs(a, c)
(s * torch.tensor([1.0, 2.0, -1.0, 0.5], device=device)).sum().backward()
print(r(s), r(a.grad), r(c.grad))
print(r(F.cosine_similarity(a, c, dim=0)), r(F.cosine_similarity(a, c[0], dim=-1)))
print(r(F.cosine_similarity(torch.zeros(2, 3, device=device), torch.ones(2, 3, device=device))))
a.grad = None
d = nn.PairwiseDistance(p=1.0)(a, c)
d.sum().backward()
print(r(d), r(a.grad), r(nn.PairwiseDistance(keepdim=True)(a, c)))

# ParameterList / ParameterDict
torch.manual_seed(1)
pl = nn.ParameterList([nn.Parameter(torch.randn(2, 3, device=device)), torch.zeros(4, device=device)])
pl.append(nn.Parameter(torch.ones(1, device=device, dtype=torch.float64)))
print(pl)
print(len(pl), type(pl[1]).__name__, pl[1].requires_grad, [tuple(p.shape) for p in pl])
print(nn.ParameterList(), nn.ParameterList([nn.Parameter(torch.ones(3, device=device))]))
pd = nn.ParameterDict({"w": nn.Parameter(torch.ones(2, 2, device=device)), "b": torch.zeros(2, device=device)})
pd["s"] = nn.Parameter(torch.tensor(2.0, device=device))
print(pd)
print(list(pd.keys()), "w" in pd, len(pd), pd["b"].requires_grad)


class Holder(nn.Module):
    def __init__(self):
        super().__init__()
        self.ps = pl
        self.pd = pd

    def forward(self, x):
        return (x @ self.ps[0]).sum() * self.pd["s"]


h = Holder()
print(h)
print([name for name, _ in h.named_parameters()])
inp = torch.ones(1, 2, device=device)
h(inp).backward()
print(r(pl[0].grad), r(pd["s"].grad))
del pd["w"]
print(list(pd.keys()), [name for name, _ in h.named_parameters()])
err(lambda: pl[5])
err(lambda: pd["zz"])
