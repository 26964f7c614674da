# A torch.linalg tour on small well-conditioned matrices (in float64): solve vs inv, det and
# slogdet, qr with reconstruction, cholesky of an SPD matrix and cholesky_solve, lstsq for an
# overdetermined system, vector/matrix norms, matrix_rank, pinv, eigvalsh, and matrix_power.
import torch

device = "cpu"
torch.manual_seed(0)
torch.set_printoptions(precision=4)

A = torch.tensor([[4.0, 1.0, 2.0], [1.0, 3.0, 0.5], [2.0, 0.5, 5.0]], dtype=torch.float64, device=device)
b = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64, device=device)
x = torch.linalg.solve(A, b)
print("solve:", x)
print("inv @ b:", torch.linalg.inv(A) @ b)
print("residual:", f"{torch.linalg.norm(A @ x - b).item():.2e}" if torch.linalg.norm(A @ x - b).item() > 1e-12 else "< 1e-12")
B = torch.stack([b, 2 * b], dim=1)
print("multiple right-hand sides:\n", torch.linalg.solve(A, B))

print("det:", round(torch.linalg.det(A).item(), 6))
sign, logabs = torch.linalg.slogdet(A)
print("slogdet:", sign.item(), round(logabs.item(), 6), "exp:", round(logabs.exp().item(), 6))

Q, R = torch.linalg.qr(A)
print("R upper triangular:", torch.allclose(R, R.triu()))
print("Q orthogonal:", torch.allclose(Q.T @ Q, torch.eye(3, dtype=torch.float64, device=device)))
print("QR reconstructs A:", torch.allclose(Q @ R, A))

L = torch.linalg.cholesky(A)
print("cholesky L:\n", L)
print("L L^T == A:", torch.allclose(L @ L.T, A))
print("cholesky_solve:", torch.cholesky_solve(b.unsqueeze(1), L).squeeze(1))
try:
    torch.linalg.cholesky(torch.tensor([[1.0, 2.0], [2.0, 1.0]], dtype=torch.float64, device=device))
except RuntimeError as e:
    print("RuntimeError:", str(e).split(":")[0])

X = torch.randn(20, 3, dtype=torch.float64, device=device)
true_w = torch.tensor([2.0, -1.0, 0.5], dtype=torch.float64, device=device)
y = X @ true_w + 0.01 * torch.randn(20, dtype=torch.float64, device=device)
sol = torch.linalg.lstsq(X, y.unsqueeze(1))
print("lstsq solution:", sol.solution.squeeze(1))
normal_eq = torch.linalg.solve(X.T @ X, X.T @ y)
print("normal equations agree:", torch.allclose(sol.solution.squeeze(1), normal_eq))

v = torch.tensor([3.0, -4.0, 12.0], dtype=torch.float64, device=device)
print("vector norms: L2", torch.linalg.vector_norm(v).item(), "L1", torch.linalg.vector_norm(v, ord=1).item(),
      "inf", torch.linalg.vector_norm(v, ord=float("inf")).item())
print("matrix norms: fro", round(torch.linalg.matrix_norm(A).item(), 4), "nuc", round(torch.linalg.matrix_norm(A, ord="nuc").item(), 4),
      "2", round(torch.linalg.matrix_norm(A, ord=2).item(), 4), "1", torch.linalg.matrix_norm(A, ord=1).item())
print("torch.linalg.norm(A) == fro:", torch.isclose(torch.linalg.norm(A), torch.linalg.matrix_norm(A)).item())

low_rank = torch.outer(torch.arange(1.0, 5.0, dtype=torch.float64, device=device), torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64, device=device))
print("matrix_rank:", torch.linalg.matrix_rank(low_rank).item(), torch.linalg.matrix_rank(A).item())
P = torch.linalg.pinv(low_rank)
print("pinv shape:", tuple(P.shape), "A P A == A:", torch.allclose(low_rank @ P @ low_rank, low_rank))

evals = torch.linalg.eigvalsh(A)
print("eigvalsh:", evals)
print("trace == sum of eigenvalues:", torch.isclose(A.trace(), evals.sum()).item())
print("det == prod of eigenvalues:", torch.isclose(torch.linalg.det(A), evals.prod()).item())
print("matrix_power(A, 3) == A@A@A:", torch.allclose(torch.linalg.matrix_power(A, 3), A @ A @ A))
print("cond:", round(torch.linalg.cond(A).item(), 4))
print("cross:", torch.linalg.cross(torch.tensor([1.0, 0, 0], device=device), torch.tensor([0.0, 1, 0], device=device)))
try:
    torch.linalg.inv(torch.zeros(2, 2, device=device))
except RuntimeError as e:
    print("RuntimeError:", e)
