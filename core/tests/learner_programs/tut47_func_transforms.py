# torch.func: vmap with in_dims/out_dims, grad with has_aux and argnums, jacrev/jacfwd, hessian,
# functional_call with a model, and vjp/jvp.
import torch
import torch.nn as nn
from torch.func import vmap, grad, jacrev, jacfwd, hessian, functional_call, vjp, jvp, grad_and_value

device = "cpu"
torch.manual_seed(0)


def f(x, w):
    return (torch.sin(x) * w).sum()


x = torch.randn(3, device=device)
w = torch.randn(3, device=device)
print(grad(f)(x, w))
print(grad(f, argnums=1)(x, w))
gx, gw = grad(f, argnums=(0, 1))(x, w)
print(gx, gw)


def loss_aux(x):
    y = x ** 2
    return y.sum(), {"max": y.max()}


g, aux = grad(loss_aux, has_aux=True)(x)
print(g, aux["max"])
g, v = grad_and_value(lambda t: (t ** 3).sum())(x)
print(g, v)

batch = torch.randn(4, 3, device=device)
print(vmap(torch.dot, in_dims=(0, None))(batch, w))
print(vmap(lambda a, b: a * b, in_dims=(1, 0), out_dims=1)(batch, torch.randn(3, 4, device=device)).shape)
print(vmap(grad(f), in_dims=(0, None))(batch, w))


def g2(x):
    return torch.stack([x[0] * x[1], x[1] ** 2, torch.exp(x[2])])


print(jacrev(g2)(x))
print(jacfwd(g2)(x))
print(hessian(lambda t: (t[0] ** 2 * t[1] + t[2] ** 3))(x))

model = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 1)).to(device)
params = {k: v.detach() for k, v in model.named_parameters()}
out = functional_call(model, params, (batch,))
print(out.shape, torch.allclose(out, model(batch)))


def loss_fn(p, xb):
    return functional_call(model, p, (xb,)).pow(2).mean()


grads = grad(loss_fn)(params, batch)
print(sorted(grads.keys()), grads["2.bias"])
per_sample = vmap(grad(loss_fn), in_dims=(None, 0))(params, batch.unsqueeze(1))
print(per_sample["0.weight"].shape, torch.allclose(per_sample["2.bias"].mean(0), grads["2.bias"], atol=1e-6))

out, fn = vjp(g2, x)
print(out, fn(torch.ones(3, device=device)))
out, tang = jvp(g2, (x,), (torch.ones(3, device=device),))
print(tang)
