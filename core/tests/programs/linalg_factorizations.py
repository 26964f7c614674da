# Matrix factorizations: QR and geqrf/ormqr with LAPACK's signs, Cholesky, slogdet, and the
# sign-free parts of eigh/SVD (eigenvalues, singular values, reconstructions, orthonormality).
# (A singular slogdet, -inf, is left out: Debug mode stops at the first inf an op makes.)
import torch

device = "cpu"
torch.manual_seed(0)
A = torch.tensor([[2.0, -1.0, 0.5], [1.0, 3.0, -2.0], [0.5, 1.5, 4.0], [-1.0, 0.25, 1.0]], device=device)

Q, R = torch.linalg.qr(A)
print("Q", Q)
print("R", R)
print("QR=A", torch.allclose(Q @ R, A, atol=1e-5), "QtQ=I", torch.allclose(Q.T @ Q, torch.eye(3, device=device), atol=1e-5))
Qc, Rc = torch.linalg.qr(A, mode="complete")
print("complete", Qc.shape, Rc.shape, torch.allclose(Qc @ Rc, A, atol=1e-5))
print("r mode", torch.linalg.qr(A, mode="r").R)
Qw, Rw = torch.linalg.qr(A.T)
print("wide", Qw.shape, Rw.shape, torch.allclose(Qw @ Rw, A.T, atol=1e-5))
a, tau = torch.geqrf(A)
print("geqrf", a, tau)
C = torch.arange(8.0, device=device).reshape(4, 2)
print("ormqr", torch.ormqr(a, tau, C))
print("ormqr T", torch.ormqr(a, tau, C, transpose=True))
print("householder", torch.linalg.householder_product(a, tau))
for removed in (lambda: torch.qr(A), lambda: A.qr(False), lambda: torch.cholesky(A)):
    try:
        removed()
    except RuntimeError as e:
        print(str(e).splitlines()[-1])

S = A.T @ A + torch.eye(3, device=device)
L = torch.linalg.cholesky(S)
print("L", L)
print("LLt=S", torch.allclose(L @ L.T, S, atol=1e-4), "upper", torch.allclose(torch.linalg.cholesky(S, upper=True), L.T))
print("cholesky_ex", torch.linalg.cholesky_ex(S).info)
try:
    torch.linalg.cholesky(torch.tensor([[1.0, 2.0], [2.0, 1.0]], device=device))
except Exception as e:
    print(type(e).__name__, isinstance(e, torch.linalg.LinAlgError), isinstance(e, RuntimeError), e)

print(torch.linalg.slogdet(S), torch.slogdet(-S))

w, V = torch.linalg.eigh(S)
print("eigvalsh", w, torch.linalg.eigvalsh(S))
print("eigh V diag V^T = S", torch.allclose(V @ torch.diag(w) @ V.T, S, atol=1e-4), torch.allclose(V.T @ V, torch.eye(3, device=device), atol=1e-5))

U, sv, Vh = torch.linalg.svd(A, full_matrices=False)
print("svd S", sv, torch.linalg.svdvals(A))
print("U S Vh = A", torch.allclose(U @ torch.diag(sv) @ Vh, A, atol=1e-5), U.shape, Vh.shape)
Uf, _, Vhf = torch.linalg.svd(A)
print("full", Uf.shape, Vhf.shape, torch.allclose(Uf.T @ Uf, torch.eye(4, device=device), atol=1e-5))
u, s2, v = torch.svd(A)
print("torch.svd", s2, v.shape, torch.allclose(u @ torch.diag(s2) @ v.T, A, atol=1e-5))
print("rank", torch.linalg.matrix_rank(A), torch.linalg.matrix_rank(torch.ones(3, 3, device=device)))
print("pinv", torch.linalg.pinv(A))
print("cond", torch.linalg.cond(S))
b = torch.tensor([1.0, 2.0, 0.0, -1.0], device=device)
print("lstsq", torch.linalg.lstsq(A, b.unsqueeze(-1)), torch.linalg.lstsq(A, b.unsqueeze(-1)).rank)

# Batched, and gradients through QR and slogdet.
B = torch.stack([S, 2 * S + torch.eye(3, device=device)])
print("batched", torch.linalg.cholesky(B)[1], torch.linalg.slogdet(B).logabsdet)
X = A.clone().requires_grad_()
Qx, Rx = torch.linalg.qr(X)
(Rx.diagonal().abs().sum() + Qx.sum()).backward()
print("qr grad", X.grad)
Y = S.clone().requires_grad_()
torch.linalg.slogdet(Y).logabsdet.backward()
print("slogdet grad", Y.grad)
