# Randomized low-rank SVD and PCA (torch.svd_lowrank, torch.pca_lowrank): Algorithm 5.1 of Halko,
# Martinsson and Tropp (2009), "Finding structure with randomness", over the native matmul and
# torch.linalg.qr/svd. A Gaussian test matrix of shape (n, q) (one torch.randn draw, as PyTorch
# draws it, so a seeded program samples the same one) spans the range of A, niter power (subspace)
# iterations sharpen it, and the small projected matrix is decomposed exactly. A wide A is handled
# through its transpose (mT: tensors here are real, so the conjugate transpose is the transpose).
# Dense inputs only: a sparse A is refused.
import torch


def _floating(A):
    return A.dtype if A.is_floating_point() or A.is_complex() else torch.float32


def _basis(A, q, niter, M):
    # An orthonormal (m, q) basis approximately spanning the columns of A - M.
    R = torch.randn(A.shape[-1], q, dtype=_floating(A), device=A.device)
    X = A @ R
    if M is not None:
        X = X - M @ R
    Q = torch.linalg.qr(X).Q
    for _ in range(niter):
        X = A.mT @ Q
        if M is not None:
            X = X - M.mT @ Q
        Q = torch.linalg.qr(X).Q
        X = A @ Q
        if M is not None:
            X = X - M @ Q
        Q = torch.linalg.qr(X).Q
    return Q


def _dense(A, name):
    if getattr(A, "is_sparse", False):
        raise NotImplementedError(f"torch.{name} of a sparse tensor is not provided in the playground yet")


def _lowrank(A, q, niter, M):
    m, n = A.shape[-2:]
    if M is not None:
        M = M.broadcast_to(A.size())
    wide = m < n
    if wide:
        A = A.mT
        if M is not None:
            M = M.mT
    Q = _basis(A, q, niter, M)
    B = Q.mT @ A
    if M is not None:
        B = B - Q.mT @ M
    U, S, Vh = torch.linalg.svd(B, full_matrices=False)
    V = Vh.mT
    U = Q @ U
    if wide:
        U, V = V, U
    return U, S, V


def svd_lowrank(A, q=6, niter=2, M=None):
    _dense(A, "svd_lowrank")
    q = 6 if q is None else q
    niter = 2 if niter is None else niter
    return _lowrank(A, q, niter, M)


def pca_lowrank(A, q=None, center=True, niter=2):
    _dense(A, "pca_lowrank")
    m, n = A.shape[-2:]
    if q is None:
        q = min(6, m, n)
    elif not (q >= 0 and q <= min(m, n)):
        raise ValueError(f"q(={q}) must be non-negative integer and not greater than min(m, n)={min(m, n)}")
    if not (niter >= 0):
        raise ValueError(f"niter(={niter}) must be non-negative integer")
    if not center:
        return _lowrank(A, q, niter, None)
    return _lowrank(A - A.mean(dim=(-2,), keepdim=True), q, niter, None)
