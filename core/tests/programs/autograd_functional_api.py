# torch.autograd.functional: jacobian, hessian, vjp, jvp, hvp, vhp with PyTorch's return shapes.
import torch
from torch.autograd.functional import jacobian, hessian, vjp, jvp, hvp, vhp

device = "cpu"

x = torch.tensor([1.0, 2.0, 3.0], device=device)
y = torch.tensor([0.5, -0.5], device=device)


def f(a):
    return a.exp() * a.sum()


def g(a, b):
    return (a[:2] * b).sin(), a.sum() * b


def s(a):
    return (a ** 3).sum() + a[0] * a[2]


def s2(a, b):
    return (a[:2] * b * b).sum()


J = jacobian(f, x)
print("jacobian", J.shape)
print(J)
Jt = jacobian(g, (x, y))
print("tuple jacobian", [[t.shape for t in row] for row in Jt])
print(Jt[0][1])
print(Jt[1][0])
print("strict/vectorize accepted", jacobian(f, x, create_graph=False, strict=False, vectorize=True).shape)

H = hessian(s, x)
print("hessian", H)
# (A positive b: PyTorch's double backward writes -0. for the zero entries beside a negative
# b, where the playground's finite differences give 0.)
Ht = hessian(s2, (x, y.abs()))
print("tuple hessian", [[t.shape for t in row] for row in Ht])
print(Ht[1][1])
print(Ht[0][1])

out, v = vjp(f, x, torch.tensor([1.0, 0.0, -1.0], device=device))
print("vjp", out, v)
print("vjp signs", vjp(lambda a: a * a, -x, torch.tensor([1.0, 0.0, 1.0], device=device))[1])
out, v = vjp(s, x)
print("vjp scalar", out, v)
out, t = jvp(f, x, torch.tensor([1.0, 0.0, 0.0], device=device))
print("jvp", out, t)
outs, ts = jvp(g, (x, y), (torch.ones(3, device=device), torch.zeros(2, device=device)))
print("jvp tuple", outs, ts)
out, hv = hvp(s, x, torch.tensor([1.0, 1.0, 0.0], device=device))
print("hvp", out, hv)
out, vh = vhp(s2, (x, y), (torch.ones(3, device=device), torch.ones(2, device=device)))
print("vhp", out, vh)

for bad in (lambda: vjp(f, x),
            lambda: jvp(f, x, torch.ones(2, device=device)),
            lambda: hessian(f, x),
            lambda: jacobian(lambda a: 3, x),
            lambda: jacobian(lambda a: a * 0 + 1, x, strict=True)):
    try:
        bad()
    except (RuntimeError, TypeError) as e:
        print(type(e).__name__ + ":", e)
