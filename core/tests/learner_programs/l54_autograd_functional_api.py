# torch.autograd.functional: jacobian of single and multiple inputs/outputs, vectorize and
# strategy="forward-mode", hessian, vjp/jvp/hvp/vhp, and create_graph results.
import torch
from torch.autograd.functional import jacobian, hessian, vjp, jvp, hvp, vhp

device = "cpu"
torch.manual_seed(31)


def f(x):
    return torch.stack([x[0] * x[1], x[1].sin(), x.pow(2).sum()])


x = torch.tensor([1.0, 2.0], device=device)
J = jacobian(f, x)
print(J.round(decimals=4))
print(torch.allclose(jacobian(f, x, vectorize=True), J))
print(torch.allclose(jacobian(f, x, vectorize=True, strategy="forward-mode"), J))


def g(a, b):
    return a * b.sum(), a.exp()


a = torch.tensor([0.5, -1.0], device=device)
b = torch.tensor([2.0, 3.0, 4.0], device=device)
Jg = jacobian(g, (a, b))
print(type(Jg).__name__, len(Jg), type(Jg[0]).__name__)
for row in Jg:
    for block in row:
        print(tuple(block.shape), block.round(decimals=4).flatten().tolist())


def energy(p):
    return (p[0] ** 2 * p[1] + p[1] ** 3).sum()


p = torch.tensor([1.0, 2.0], device=device)
print(hessian(energy, p).round(decimals=4))


def pair(u, v):
    return (u * v).sum() + u.pow(3).sum()


H = hessian(pair, (torch.ones(2, device=device), torch.full((2,), 2.0, device=device)))
print([[tuple(h.shape) for h in row] for row in H])
print(H[0][0], H[0][1])
val, vj = vjp(f, x, torch.tensor([1.0, 0.0, 1.0], device=device))
print(val.round(decimals=4), vj.round(decimals=4))
val, jv = jvp(f, x, torch.tensor([0.0, 1.0], device=device))
print(jv.round(decimals=4))
val, hv = hvp(energy, p, torch.tensor([1.0, 0.0], device=device))
print(val, hv)
val, vh = vhp(energy, p, torch.tensor([1.0, 0.0], device=device))
print(vh)
print(jacobian(lambda t: t.sum(), x))
print(jacobian(lambda t: t * 2, torch.tensor(3.0, device=device)))
