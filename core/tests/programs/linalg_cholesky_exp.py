# cholesky_inverse, cholesky_solve (lower and upper factors) and matrix_exp, with gradients.
import torch

device = "cpu"
L = torch.tensor([[2.0, 0.0, 0.0], [0.5, 1.5, 0.0], [-0.25, 0.75, 1.25]], device=device, requires_grad=True)
B = torch.tensor([[1.0, -2.0], [0.5, 3.0], [2.0, 1.0]], device=device, requires_grad=True)


def r(t):
    return [round(v, 4) for v in t.reshape(-1).tolist()]


def run(name, out, *leaves):
    for t in leaves:
        t.grad = None
    (out * torch.arange(float(out.numel()), device=device).reshape(out.shape) / 10).sum().backward()
    print(name, r(out), "grads", [r(t.grad) for t in leaves])


run("cholesky_inverse", torch.cholesky_inverse(L), L)
run("cholesky_inverse upper", torch.cholesky_inverse(L.t(), upper=True), L)
run("cholesky_inverse method", L.cholesky_inverse(), L)
run("cholesky_solve", torch.cholesky_solve(B, L), B, L)
run("cholesky_solve upper", torch.cholesky_solve(B, L.t(), upper=True), B, L)
run("cholesky_solve batch", torch.cholesky_solve(torch.stack([B, B * 2]), L), B, L)
run("cholesky_solve method", B.cholesky_solve(L), B, L)

A = torch.tensor([[0.1, 0.4, -0.2], [-0.3, 0.2, 0.5], [0.25, -0.1, -0.4]], device=device, requires_grad=True)
run("matrix_exp", torch.matrix_exp(A), A)
run("matrix_exp scaled", torch.matrix_exp(A * 3), A)
run("matrix_exp batch", torch.linalg.matrix_exp(torch.stack([A, -A, A.t()])), A)
run("matrix_exp method", A.matrix_exp(), A)
print("matrix_exp zero", torch.matrix_exp(torch.zeros(2, 2, device=device)).tolist())
print("matrix_exp 1x1", r(torch.matrix_exp(torch.tensor([[1.0]], device=device))))
print("empty", list(torch.matrix_exp(torch.zeros(0, 3, 3, device=device)).shape), list(torch.cholesky_inverse(torch.zeros(0, 0, device=device)).shape))

for bad in [
    lambda: torch.matrix_exp(torch.ones(2, 3, device=device)),
    lambda: torch.matrix_exp(torch.ones(3, device=device)),
    lambda: torch.cholesky_inverse(torch.ones(2, 3, device=device)),
    lambda: torch.cholesky_inverse(torch.ones(3, device=device)),
    lambda: torch.cholesky_solve(torch.ones(2, 3, device=device), torch.ones(3, 3, device=device)),
]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
