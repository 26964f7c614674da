# torch.func: grad and vmap for per-sample gradients of a linear model via functional_call,
# jacrev/jacfwd on a small function, and vmap over a batch of matrix-vector products.
import torch
import torch.nn as nn
from torch.func import grad, vmap, functional_call, jacrev, jacfwd

device = "cpu"
torch.manual_seed(29)

model = nn.Linear(3, 1).to(device)
params = {k: v.detach() for k, v in model.named_parameters()}
X = torch.randn(5, 3).to(device)
y = torch.randn(5, 1).to(device)


def loss_one(p, x, t):
    pred = functional_call(model, p, (x.unsqueeze(0),))
    return ((pred - t.unsqueeze(0)) ** 2).mean()


per_sample = vmap(grad(loss_one), in_dims=(None, 0, 0))(params, X, y)
print({k: tuple(v.shape) for k, v in per_sample.items()})
manual = []
for i in range(5):
    model.zero_grad()
    loss_one(dict(model.named_parameters()), X[i], y[i]).backward()
    manual.append(model.weight.grad.clone())
print("matches loop", torch.allclose(per_sample["weight"], torch.stack(manual), atol=1e-6))
print([round(v, 4) for v in per_sample["bias"].flatten().tolist()])


def f(x):
    return torch.stack([x[0] ** 2 * x[1], x[1].exp(), x.sum()])


pt = torch.tensor([1.0, 0.5])
print("jacrev", [[round(v, 4) for v in r] for r in jacrev(f)(pt).tolist()])
print("jacfwd == jacrev", torch.allclose(jacfwd(f)(pt), jacrev(f)(pt)))
M = torch.randn(4, 2, 3)
v = torch.randn(4, 3)
out = vmap(torch.mv)(M, v)
print(tuple(out.shape), torch.allclose(out, (M @ v.unsqueeze(-1)).squeeze(-1), atol=1e-6))
print(f"grad of sin sum {grad(lambda t: t.sin().sum())(torch.tensor([0.0, 1.0])).tolist()}")
