# PCA three ways on correlated data: torch.linalg.svd of the centered data, torch.linalg.eigh of
# the covariance (torch.cov), and torch.pca_lowrank; explained variance ratios, projection and
# reconstruction error, with sign-normalized components so the outputs compare.
import torch

device = "cpu"
torch.manual_seed(10)

n = 100
z = torch.randn(n, 2)
A = torch.tensor([[3.0, 1.0, 0.5, 0.0], [0.0, 1.0, -0.5, 0.2]])
X = (z @ A + 0.1 * torch.randn(n, 4)).to(device)
Xc = X - X.mean(dim=0, keepdim=True)
print("centered mean ~ 0:", torch.allclose(Xc.mean(0), torch.zeros(4, device=device), atol=1e-5))


def sign_fix(V):
    # make the largest-magnitude entry of each column positive
    idx = V.abs().argmax(dim=0)
    signs = torch.sign(V[idx, torch.arange(V.shape[1])])
    return V * signs


U, S, Vh = torch.linalg.svd(Xc, full_matrices=False)
print("singular values", S.round(decimals=3))
var_svd = S ** 2 / (n - 1)
ratio = var_svd / var_svd.sum()
print("explained ratio", ratio.round(decimals=4))
print("cumulative", ratio.cumsum(0).round(decimals=4))

C = torch.cov(Xc.T)
print("cov shape", tuple(C.shape), "symmetric", torch.allclose(C, C.T))
evals, evecs = torch.linalg.eigh(C)
evals, order = evals.sort(descending=True)
evecs = evecs[:, order]
print("eigh vs svd variances:", torch.allclose(evals, var_svd, rtol=1e-4, atol=1e-5))
print("components agree:", torch.allclose(sign_fix(evecs[:, :2]), sign_fix(Vh[:2].T), atol=1e-4))

k = 2
W = sign_fix(Vh[:k].T)
proj = Xc @ W
recon = proj @ W.T
err = ((Xc - recon) ** 2).sum(1).mean()
print("projected", tuple(proj.shape), f"recon error {err.item():.4f}")
print(f"dropped variance {(var_svd[k:].sum() * (n - 1) / n).item():.4f}")

U2, S2, V2 = torch.pca_lowrank(X, q=2, center=True, niter=4)
print("lowrank singular values close:", torch.allclose(S2, S[:2], rtol=1e-3))
print("orthonormal:", torch.allclose(W.T @ W, torch.eye(2, device=device), atol=1e-5))
print("reconstruction via U S Vh:", torch.allclose(U @ torch.diag(S) @ Vh, Xc, atol=1e-4))
