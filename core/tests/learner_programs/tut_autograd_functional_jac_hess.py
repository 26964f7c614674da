# torch.autograd.functional: jacobian of a vector function (and with vectorize=True), hessian of a
# scalar function, vjp/jvp/hvp/vhp, jacobians of several inputs returned as tuples, the softmax Jacobian,
# and a Newton step using the Hessian on a quadratic.
import torch
from torch.autograd.functional import jacobian, hessian, vjp, jvp, hvp, vhp

device = "cpu"
torch.manual_seed(0)


def f(x):
    return torch.stack([x[0] ** 2 * x[1], 5 * x[0] + torch.sin(x[1]), x[1] * x[2]])


x = torch.tensor([1.0, 2.0, 3.0], device=device)
J = jacobian(f, x)
print("jacobian:\n", J)
print("vectorized equal:", torch.allclose(jacobian(f, x, vectorize=True), J))
expected = torch.tensor([[2 * 1.0 * 2.0, 1.0, 0.0], [5.0, torch.cos(torch.tensor(2.0)).item(), 0.0], [0.0, 3.0, 2.0]])
print("matches analytic:", torch.allclose(J.cpu(), expected))


def g(x):
    return (x ** 3).sum() + x[0] * x[1]


H = hessian(g, x)
print("hessian:\n", H)

v = torch.tensor([1.0, 0.0, -1.0], device=device)
out, vj = vjp(f, x, v)
print("vjp:", vj, "== v @ J:", torch.allclose(vj, v @ J))
out, jv = jvp(f, x, v)
print("jvp:", jv, "== J @ v:", torch.allclose(jv, J @ v))
val, hv = hvp(g, x, v)
print("hvp:", hv, "value:", val.item())
val, vh = vhp(g, x, v)
print("vhp equals hvp for symmetric H:", torch.allclose(vh, hv))


def two_inputs(a, b):
    return a @ b


a = torch.randn(2, 3, device=device)
b = torch.randn(3, device=device)
Ja, Jb = jacobian(two_inputs, (a, b))
print("jacobian shapes:", tuple(Ja.shape), tuple(Jb.shape))
print("d(a@b)/db equals a:", torch.allclose(Jb, a))

# A function of a matrix: the Jacobian of softmax is diag(s) - s s^T.
z = torch.tensor([0.5, 1.0, -0.5], device=device)
Js = jacobian(lambda t: torch.softmax(t, 0), z)
s = torch.softmax(z, 0)
print("softmax jacobian ok:", torch.allclose(Js, torch.diag(s) - torch.outer(s, s), atol=1e-6))
print("rows sum to zero:", Js.sum(1).abs().max().item() < 1e-6)

# Newton's method on a quadratic converges in one step.
A = torch.tensor([[3.0, 1.0], [1.0, 2.0]], device=device)
bvec = torch.tensor([1.0, -1.0], device=device)
quad = lambda w: 0.5 * w @ A @ w - bvec @ w
w = torch.zeros(2, device=device)
grad = jacobian(quad, w)
Hq = hessian(quad, w)
w_new = w - torch.linalg.solve(Hq, grad)
print("newton step:", w_new, "exact:", torch.linalg.solve(A, bvec))

# Newton's method on a non-quadratic (Rosenbrock) for a few steps, in float64.
rosen = lambda w: (1 - w[0]) ** 2 + 100 * (w[1] - w[0] ** 2) ** 2
w = torch.tensor([-1.2, 1.0], dtype=torch.float64, device=device)
for it in range(6):
    gr = jacobian(rosen, w)
    Hr = hessian(rosen, w)
    w = w - torch.linalg.solve(Hr, gr)
    print(f"newton iter {it + 1}: w = [{w[0].item():.4f}, {w[1].item():.4f}] f = {rosen(w).item():.6f}")
