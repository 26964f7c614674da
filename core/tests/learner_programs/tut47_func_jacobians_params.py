# torch.func for parameters: jacrev over a dict of params, jacfwd/jacrev argnums, vmap of jacrev
# for per-sample Jacobians, hessian of a tiny model's loss, and chunk_size.
import torch
import torch.nn as nn
from torch.func import jacrev, jacfwd, hessian, vmap, functional_call

device = "cpu"
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 2), nn.Tanh(), nn.Linear(2, 1)).to(device)
params = {k: v.detach() for k, v in model.named_parameters()}
x = torch.randn(4, 3, device=device)


def f(p, inp):
    return functional_call(model, p, (inp,)).squeeze(-1)


J = jacrev(f)(params, x)
print({k: tuple(v.shape) for k, v in J.items()})
print(J["2.bias"].view(-1))
Jx = jacrev(f, argnums=1)(params, x)
print(Jx.shape, torch.allclose(Jx.sum(1), vmap(jacrev(lambda p, xi: f(p, xi.unsqueeze(0)).squeeze(0), argnums=1), in_dims=(None, 0))(params, x), atol=1e-6))
per_sample = vmap(jacrev(lambda p, xi: f(p, xi.unsqueeze(0)).squeeze(0)), in_dims=(None, 0))(params, x)
print(per_sample["0.weight"].shape, torch.allclose(per_sample["0.weight"], J["0.weight"], atol=1e-6))


def g(a, b):
    return torch.stack([a[0] * b[1], a[1] ** 2 + b[0]])


a = torch.tensor([1.0, 2.0], device=device)
b = torch.tensor([3.0, 4.0], device=device)
ja, jb = jacfwd(g, argnums=(0, 1))(a, b)
print(ja, jb)
print(jacrev(g, argnums=(0, 1), chunk_size=1)(a, b)[1])


def loss(p):
    return f(p, x).pow(2).mean()


H = hessian(loss)(params)
print(sorted(H.keys()), tuple(H["2.bias"]["2.bias"].shape), tuple(H["0.weight"]["2.weight"].shape))
print(H["2.bias"]["2.bias"], H["2.weight"]["2.bias"].view(-1))


def sq(z):
    return (z ** 2).sum()


print(hessian(sq)(torch.ones(3, device=device)))
print(vmap(jacrev(torch.sin))(torch.tensor([[0.0, 1.0], [2.0, 3.0]], device=device)))
