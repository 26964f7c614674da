# torch.func for learners: functional_call with a dict of parameters, grad with has_aux and
# argnums, vmap with in_dims/out_dims and nested vmap, jacrev vs jacfwd, hessian, and
# stack_module_state for ensembles.
import copy

import torch
import torch.nn as nn
from torch.func import functional_call, grad, grad_and_value, hessian, jacfwd, jacrev, stack_module_state, vmap

device = "cpu"
torch.manual_seed(131)

model = nn.Linear(3, 1).to(device)
params = {k: v.detach() for k, v in model.named_parameters()}
x = torch.randn(5, 3, device=device)
y = torch.randn(5, 1, device=device)


def loss_fn(p, xb, yb):
    pred = functional_call(model, p, (xb,))
    loss = ((pred - yb) ** 2).mean()
    return loss, pred


g, pred = grad(loss_fn, has_aux=True)(params, x, y)
print(sorted(g.keys()), g["weight"].round(decimals=4), pred.shape)
(gv, (val, _)) = grad_and_value(loss_fn, has_aux=True)(params, x, y)
print(round(val.item(), 5), torch.allclose(gv["bias"], g["bias"]))
per_sample = vmap(grad(lambda p, xi, yi: loss_fn(p, xi.unsqueeze(0), yi.unsqueeze(0))[0]), in_dims=(None, 0, 0))(params, x, y)
print(per_sample["weight"].shape, torch.allclose(per_sample["weight"].mean(0), g["weight"], atol=1e-6))


def f(a, b):
    return (a * b).sin().sum()


print(grad(f, argnums=(0, 1))(torch.tensor([1.0, 2.0], device=device), torch.tensor([0.5, -1.0], device=device)))
batched_dot = vmap(torch.dot)
print(batched_dot(torch.ones(3, 2, device=device), torch.arange(6.0, device=device).reshape(3, 2)))
print(vmap(lambda r: r * 2, in_dims=1, out_dims=1)(torch.arange(6.0, device=device).reshape(2, 3)))
print(vmap(vmap(lambda a, b: a * b))(torch.ones(2, 3, device=device), torch.arange(6.0, device=device).reshape(2, 3)))


def h(v):
    return torch.stack([v[0] ** 2 * v[1], v[1].exp()])


v = torch.tensor([1.0, 0.5], device=device)
print(jacrev(h)(v).round(decimals=4), torch.allclose(jacrev(h)(v), jacfwd(h)(v)))
print(hessian(lambda v: (v ** 3).sum() + v[0] * v[1])(v))
models = [nn.Linear(3, 2).to(device) for _ in range(4)]
sp, sb = stack_module_state(models)
print({k: tuple(t.shape) for k, t in sp.items()}, sb)
base = copy.deepcopy(models[0]).to("meta")


def call(p, b, xb):
    return functional_call(base, (p, b), (xb,))


out = vmap(call, in_dims=(0, 0, None))(sp, sb, x)
print(out.shape, torch.allclose(out[2], models[2](x), atol=1e-6))
