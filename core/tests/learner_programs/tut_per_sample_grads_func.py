# Per-sample gradients the torch.func way (as in DP-SGD tutorials): functional_call + grad + vmap,
# checked against a loop of single-example backward passes, then clipping each example's gradient
# before averaging; jacrev and vmap on plain functions too.
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.func import functional_call, grad, vmap, jacrev

device = "cpu"
torch.manual_seed(41)
model = nn.Sequential(nn.Linear(3, 5), nn.Tanh(), nn.Linear(5, 2)).to(device)
x = torch.randn(6, 3, device=device)
y = torch.randint(0, 2, (6,), device=device)
params = {k: v.detach() for k, v in model.named_parameters()}


def loss_one(p, xi, yi):
    out = functional_call(model, p, (xi.unsqueeze(0),))
    return F.cross_entropy(out, yi.unsqueeze(0))


per_sample = vmap(grad(loss_one), in_dims=(None, 0, 0))(params, x, y)
print({k: tuple(v.shape) for k, v in per_sample.items()})

loop = []
for i in range(6):
    model.zero_grad()
    F.cross_entropy(model(x[i:i + 1]), y[i:i + 1]).backward()
    loop.append(model[0].weight.grad.clone())
print("matches loop:", torch.allclose(torch.stack(loop), per_sample["0.weight"], atol=1e-6))
mean_grad = per_sample["2.bias"].mean(0)
model.zero_grad()
F.cross_entropy(model(x), y).backward()
print("mean == batch grad:", torch.allclose(mean_grad, model[2].bias.grad, atol=1e-6))

flat = torch.cat([g.flatten(1) for g in per_sample.values()], 1)
norms = flat.norm(dim=1)
print([round(v, 4) for v in norms.tolist()])
clip = 0.5
factor = (clip / (norms + 1e-6)).clamp(max=1.0)
clipped = {k: (g * factor.view(-1, *([1] * (g.dim() - 1)))).mean(0) for k, g in per_sample.items()}
print("clipped norms <= clip:", bool(((flat * factor[:, None]).norm(dim=1) <= clip + 1e-5).all()))
print({k: round(v.abs().sum().item(), 4) for k, v in clipped.items()})


def f(v):
    return torch.stack([v[0] * v[1], v[1].sin(), v.pow(2).sum()])


J = jacrev(f)(torch.tensor([1.0, 2.0], device=device))
print([[round(a, 4) for a in row] for row in J.tolist()])
batched = vmap(lambda r: r.dot(r))(x)
print([round(v, 4) for v in batched.tolist()])
print(tuple(vmap(torch.outer)(x, x).shape))
dsin = grad(lambda t: t.sin())(torch.tensor(0.5, device=device))
print(round(dsin.item(), 5), round(grad(grad(lambda t: t ** 3))(torch.tensor(2.0, device=device)).item(), 4))
