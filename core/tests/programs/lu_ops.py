# torch.lu (square, wide, tall, batched, singular; infos) and lu_solve / torch.linalg.lu_solve, with gradients.
import torch

device = "cpu"


def r(t):
    return [round(v, 4) for v in t.reshape(-1).tolist()]


A = torch.tensor([[1.0, 2.0, -1.0], [4.0, 0.5, 2.0], [-2.0, 3.0, 1.0]], device=device, requires_grad=True)
for name, M in [("square", A), ("wide", A[:2]), ("tall", A[:, :2]), ("batch", torch.stack([A, A.t() * 2]))]:
    A.grad = None
    LU, piv = torch.lu(M)
    (LU * torch.arange(float(LU.numel()), device=device).reshape(LU.shape) / 5).sum().backward()
    print(name, r(LU), piv.tolist(), piv.dtype, "grad", r(A.grad))
LU, piv, info = torch.lu(torch.tensor([[0.0, 1.0], [0.0, 2.0]], device=device), get_infos=True)
print("singular", r(LU), piv.tolist(), info.item(), info.dtype)
LU, piv, info = A.detach().lu(get_infos=True)
print("method", r(LU), piv.tolist(), info.tolist())

B = torch.tensor([[1.0, 0.5], [-2.0, 3.0], [0.25, 1.0]], device=device, requires_grad=True)
A.grad = None
LU, piv = torch.lu(A)
X = torch.lu_solve(B, LU, piv)
(X * torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], device=device)).sum().backward()
print("lu_solve", r(X), "check", r(A.detach() @ X.detach()), "grads", r(B.grad), r(A.grad))
Xb = torch.linalg.lu_solve(*torch.lu(torch.stack([A.detach(), A.detach().t()])), B.detach())
print("linalg batch", r(Xb))
print("method", r(B.detach().lu_solve(*torch.lu(A.detach()))))
for bad in [
    lambda: torch.lu(A, pivot=False),
    lambda: torch.lu(torch.ones(3, device=device)),
    lambda: torch.lu(torch.ones(2, 2, dtype=torch.int64, device=device)),
    lambda: torch.lu_solve(torch.ones(2, 1, device=device), *torch.lu(A.detach())),
]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
