# frexp, triangular_solve (upper/lower, transpose, unit diagonal, batched) and lu_unpack, with gradients.
import torch

device = "cpu"


def r(t):
    return [round(v, 4) for v in t.reshape(-1).tolist()]


x = torch.tensor([-8.5, 0.75, 1.0, 3.0, -0.0625, 1000.0, 0.0, 2.5e-3], device=device, requires_grad=True)
m, e = torch.frexp(x)
(m * torch.arange(8.0, device=device)).sum().backward()
print("frexp", m.tolist(), e.tolist(), e.dtype, x.grad.tolist())
out = x.detach().frexp()
print("fields", out.mantissa.tolist() == m.tolist(), out.exponent.tolist() == e.tolist(), len(out))
d = torch.frexp(torch.tensor([6.0, -0.3], dtype=torch.float64, device=device))
print("float64", d[0].tolist(), d[1].tolist())

A = torch.tensor([[2.0, 0.5, -1.0], [0.3, 1.5, 0.25], [-0.4, 0.6, 3.0]], device=device, requires_grad=True)
b = torch.tensor([[1.0, -2.0], [0.5, 4.0], [3.0, 1.0]], device=device, requires_grad=True)
for upper, transpose, unit in [(True, False, False), (False, False, False), (True, True, False), (False, True, True)]:
    A.grad = None
    b.grad = None
    X, C = torch.triangular_solve(b, A, upper=upper, transpose=transpose, unitriangular=unit)
    (X * torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], device=device)).sum().backward()
    print("triangular", upper, transpose, unit, r(X), r(C), "grads", r(b.grad), r(A.grad))
X, _ = torch.triangular_solve(torch.stack([b.detach(), -b.detach()]), A.detach())
print("batch", r(X))

Q = torch.tensor([[0.1, 2.0, 1.0], [3.0, 1.0, -1.0], [1.0, -4.0, 0.5], [2.0, 0.5, 5.0]], device=device)
for M in [Q[:3], Q[:, :2], Q[:2], Q]:
    P, L, U = torch.lu_unpack(*torch.lu(M))
    print("lu_unpack", list(P.shape), r(P), r(L), r(U), "back", r(P @ L @ U))
B = torch.stack([Q[:3], A.detach().t()])
P, L, U = torch.lu_unpack(*torch.lu(B))
print("lu_unpack batch", r(P), r(P @ L @ U - B))
