# torch.linalg on small well-conditioned matrices: solve, lstsq, inv, det/slogdet, cholesky,
# qr (reconstruction), eigh (eigenvalues), svdvals, norms, matrix_rank, pinv, cross, multi_dot.
import torch

device = "cpu"
torch.manual_seed(14)

M = torch.randn(4, 4)
A = (M @ M.T + 4 * torch.eye(4)).to(device)
b = torch.randn(4, 2).to(device)
x = torch.linalg.solve(A, b)
print("solve residual", f"{(A @ x - b).abs().max().item():.2e}" if (A @ x - b).abs().max().item() > 1e-5 else "small")
print([round(v, 4) for v in x.flatten().tolist()])
X = torch.randn(6, 3).to(device)
y = (X @ torch.tensor([[1.0], [2.0], [-1.0]]).to(device)) + 0.01 * torch.randn(6, 1).to(device)
sol = torch.linalg.lstsq(X, y).solution
print("lstsq", [round(v, 3) for v in sol.flatten().tolist()])
print("inv ok", torch.allclose(torch.linalg.inv(A) @ A, torch.eye(4).to(device), atol=1e-5))
print(f"det {torch.linalg.det(A).item():.3f}")
sign, logabs = torch.linalg.slogdet(A)
print(f"slogdet {sign.item():.0f} {logabs.item():.4f}")
L = torch.linalg.cholesky(A)
print("cholesky lower", bool((L.triu(1) == 0).all()), torch.allclose(L @ L.T, A, atol=1e-5))
Q, R = torch.linalg.qr(X)
print("qr", tuple(Q.shape), tuple(R.shape), torch.allclose(Q @ R, X, atol=1e-5),
      torch.allclose(Q.T @ Q, torch.eye(3).to(device), atol=1e-5))
evals = torch.linalg.eigvalsh(A)
print("eigvalsh", [round(v, 4) for v in evals.tolist()])
w, V = torch.linalg.eigh(A)
print("eigh reconstruct", torch.allclose(V @ torch.diag(w) @ V.T, A, atol=1e-4))
print("svdvals", [round(v, 4) for v in torch.linalg.svdvals(X).tolist()])
U, Sv, Vh = torch.linalg.svd(X, full_matrices=False)
print("svd", tuple(U.shape), tuple(Sv.shape), tuple(Vh.shape), torch.allclose(U @ torch.diag(Sv) @ Vh, X, atol=1e-5))
print(f"norms fro {torch.linalg.norm(X).item():.4f} nuc {torch.linalg.matrix_norm(X, 'nuc').item():.4f} "
      f"inf {torch.linalg.vector_norm(X, float('inf')).item():.4f} 2 {torch.linalg.matrix_norm(X, 2).item():.4f}")
print("rank", torch.linalg.matrix_rank(X).item(), torch.linalg.matrix_rank(torch.ones(3, 3).to(device)).item())
P = torch.linalg.pinv(X)
print("pinv", tuple(P.shape), torch.allclose(P @ X, torch.eye(3).to(device), atol=1e-4))
print("cross", torch.linalg.cross(torch.tensor([1.0, 0, 0]).to(device), torch.tensor([0, 1.0, 0]).to(device)).tolist())
print("multi_dot", tuple(torch.linalg.multi_dot([X.T, X, torch.randn(3, 2).to(device)]).shape))
print(f"cond {torch.linalg.cond(A).item():.4f}")
print("matrix_power", torch.linalg.matrix_power(torch.tensor([[1.0, 1.0], [0.0, 1.0]]).to(device), 5).tolist())
