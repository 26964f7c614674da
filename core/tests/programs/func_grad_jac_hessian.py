# torch.func: grad, grad_and_value, vjp, jvp, jacrev, jacfwd, hessian, vmap over pytrees.
import torch
from torch.func import grad, grad_and_value, vjp, jvp, jacrev, jacfwd, hessian, vmap, linearize

device = "cpu"

x = torch.tensor([0.5, -1.0, 2.0], device=device)
f = lambda t: (t ** 3).sum()
print("grad", grad(f)(x))
print("grad of sin", grad(lambda t: torch.sin(t).sum())(x))
g, v = grad_and_value(lambda t: (t * t).sum())(x)
print("grad_and_value", g, v)
gaux = grad(lambda a, b: ((a * b).sum(), a + b), argnums=(0, 1), has_aux=True)(x, x * 2)
print("argnums+aux", gaux)
print("dict grad", grad(lambda p: (p["w"] * p["b"]).sum())({"w": x, "b": torch.ones(3, device=device)}))

out, vjp_fn = vjp(lambda t: t.sin() * 2, x)
print("vjp out", out)
print("vjp", vjp_fn(torch.ones(3, device=device)))
out, tangent = jvp(lambda t: t ** 2, (x,), (torch.tensor([1.0, 0.0, 1.0], device=device),))
print("jvp", out, tangent)
out, jvp_fn = linearize(lambda t: t.exp() * t, x)
print("linearize", out, jvp_fn(torch.tensor([1.0, 0.0, -1.0], device=device)))

A = torch.tensor([[1.0, 2.0, 0.0], [0.0, -1.0, 3.0]], device=device)
lin = lambda t: A @ t.tanh()
J = jacrev(lin)(x)
print("jacrev", J.shape)
print(J)
print("jacfwd", jacfwd(lin)(x))
print("jacrev argnums", [t.shape for t in jacrev(lambda a, b: a * b, argnums=(0, 1))(x, x)])
# (Positive points: PyTorch's forward-over-reverse hessian writes -0. off the diagonal where
# the point is negative; the playground's finite differences give 0.)
xp = torch.tensor([0.5, 1.0, 2.0], device=device)
H = hessian(f)(xp)
print("hessian", H.shape)
print(H)
print("hessian tanh", hessian(lambda t: t.tanh().sum() + (t[0] * t[1]))(xp))
print("hessian argnums", hessian(lambda a, b: (a * a * b).sum(), argnums=1)(xp, xp).shape)
print("grad grad", grad(grad(lambda s: s ** 4))(torch.tensor(1.5, device=device)))

xs = torch.arange(6.0, device=device).reshape(2, 3)
print("vmap grad", vmap(grad(f))(xs))
print("vmap dict", vmap(lambda t: {"s": t.sum(), "m": t * 2})(xs))
try:
    grad(lambda t: t * 2)(x)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    grad(f, argnums=2)(x)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    jvp(torch.sin, (x,), (x, x))
except RuntimeError as e:
    print("RuntimeError:", e)
