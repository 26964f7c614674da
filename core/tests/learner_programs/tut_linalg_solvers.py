# Solving linear systems the right way: linalg.solve vs inv, lstsq for over-determined fits, QR,
# Cholesky with cholesky_solve, solve_triangular, det/slogdet, condition numbers, and errors for
# singular or non-PD matrices.
import torch

device = "cpu"
torch.manual_seed(23)
A = torch.tensor([[4.0, 1.0, 0.5], [1.0, 3.0, 0.2], [0.5, 0.2, 2.0]], device=device)
b = torch.tensor([1.0, 2.0, 3.0], device=device)
x = torch.linalg.solve(A, b)
print([round(v, 4) for v in x.tolist()], torch.allclose(A @ x, b, atol=1e-5))
print(torch.allclose(torch.linalg.inv(A) @ b, x, atol=1e-5))
B = torch.randn(3, 2, device=device)
X = torch.linalg.solve(A, B)
print(tuple(X.shape), torch.allclose(A @ X, B, atol=1e-5))

t = torch.linspace(0, 1, 8, device=device)
y = 2.0 + 3.0 * t - 1.5 * t**2 + 0.01 * torch.randn(8, device=device)
V = torch.stack([torch.ones_like(t), t, t**2], 1)
sol = torch.linalg.lstsq(V, y.unsqueeze(1))
print([round(v, 2) for v in sol.solution.flatten().tolist()])
normal = torch.linalg.solve(V.T @ V, V.T @ y)
print(torch.allclose(normal, sol.solution.flatten(), atol=1e-3))

Q, R = torch.linalg.qr(V)
print(tuple(Q.shape), tuple(R.shape), torch.allclose(Q.T @ Q, torch.eye(3, device=device), atol=1e-5))
print("R upper:", torch.allclose(R, R.triu()))
coef = torch.linalg.solve_triangular(R, (Q.T @ y).unsqueeze(1), upper=True)
print([round(v, 2) for v in coef.flatten().tolist()])
Qc, Rc = torch.linalg.qr(V, mode="complete")
print(tuple(Qc.shape), tuple(Rc.shape))

L = torch.linalg.cholesky(A)
print("lower:", torch.allclose(L, L.tril()), torch.allclose(L @ L.T, A, atol=1e-5))
xc = torch.cholesky_solve(b.unsqueeze(1), L)
print(torch.allclose(xc.flatten(), x, atol=1e-5))
U = torch.linalg.cholesky(A, upper=True)
print(torch.allclose(U, L.T))
print(round(torch.linalg.det(A).item(), 4))
sign, logabs = torch.linalg.slogdet(A)
print(sign.item(), round(logabs.item(), 4))
print(round(torch.linalg.cond(A).item(), 4), round(torch.linalg.matrix_norm(A).item(), 4), round(torch.linalg.matrix_norm(A, ord=2).item(), 4))
print(torch.linalg.matrix_rank(torch.tensor([[1.0, 2.0], [2.0, 4.0]], device=device)).item())

S = torch.tensor([[1.0, 2.0], [2.0, 4.0]], device=device)
try:
    torch.linalg.solve(S, torch.ones(2, device=device))
except RuntimeError as e:
    print("RuntimeError:", str(e)[:60])
try:
    torch.linalg.cholesky(torch.tensor([[1.0, 2.0], [2.0, 1.0]], device=device))
except RuntimeError as e:
    print("RuntimeError:", str(e)[:60])
L2, info = torch.linalg.cholesky_ex(torch.tensor([[1.0, 2.0], [2.0, 1.0]], device=device))
print("info:", info.item())
Ab = torch.stack([A, 2 * A])
print(tuple(torch.linalg.solve(Ab, torch.ones(2, 3, device=device)).shape), [round(v, 4) for v in torch.linalg.det(Ab).tolist()])
