# Matrix factorizations over the native matmul and elementwise ops, batched and in the autograd
# graph as their steps are: Householder QR as LAPACK's geqrf/orgqr/ormqr write it (so Q and R,
# and geqrf's packed reflectors, carry LAPACK's signs), Cholesky column by column, slogdet from
# the partial-pivoting elimination of linalg.py, and the symmetric eigenproblem and the SVD by
# cyclic Jacobi rotations. Eigenvalues and singular values are unique; eigenvectors and singular
# vectors only up to sign, and LAPACK's sign choice (from its tridiagonal/bidiagonal reduction)
# is not reproduced: each vector here is scaled so its largest-magnitude entry is positive.
import torch
from torch._ops.linalg import _LinAlgError, _gauss_jordan, _square
from torch._ops.reduce import ReturnType, _dtype_name


def _named(outputs, node):
    """The outputs of one factorization under a node named as PyTorch's kernel's
    (torch.linalg.svd(A).S.grad_fn is LinalgSvdBackward0, not the composition's last op)."""
    return tuple(torch._rename_grad_fn(t, node) for t in outputs)


def _float_matrix(A, name, square=False):
    if A.dim() < 2:
        raise RuntimeError(f"{name}: The input tensor A must have at least 2 dimensions.")
    if not A.is_floating_point():
        raise RuntimeError(f"{name}: Expected a floating point or complex tensor as input. Got {_dtype_name(A.dtype)}")
    if square:
        _square(A, name)


def _col(M, j):
    return M[..., :, j]


def _set_col(M, j, col):
    cols = torch.arange(M.shape[-1], device=M.device)
    return torch.where(cols == j, col.unsqueeze(-1), M)


def _reflect(M, v, tau, left=True):
    """H M (left) or M H for H = I - tau v v^T, v a batch of vectors, tau a batch of scalars."""
    t = tau.unsqueeze(-1).unsqueeze(-1)
    if left:
        return M - t * v.unsqueeze(-1) * (v.unsqueeze(-2) @ M)
    return M - t * (M @ v.unsqueeze(-1)) * v.unsqueeze(-2)


def _geqr2(A):
    """LAPACK's geqr2: A reduced to R by Householder reflectors H_i = I - tau_i v_i v_i^T, returned
    packed (R on and above the diagonal, each v_i's tail below it; v_i[i] = 1) with the taus.
    Each reflector is dlarfg's: beta = -sign(alpha) * ||(alpha, x)||, and tau = 0 (H = I) when the
    column below the diagonal is already zero."""
    m, n = A.shape[-2], A.shape[-1]
    rows = torch.arange(m, device=A.device)
    cols = torch.arange(n, device=A.device)
    taus = []
    for i in range(min(m, n)):
        alpha = A[..., i, i]
        x = torch.where(rows > i, _col(A, i), torch.zeros_like(_col(A, i)))
        xnorm2 = (x * x).sum(-1)
        zero = xnorm2 == 0
        norm = torch.sqrt(torch.where(zero, torch.ones_like(alpha), alpha * alpha + xnorm2))
        beta = torch.where(alpha >= 0, -norm, norm)
        tau = torch.where(zero, torch.zeros_like(alpha), (beta - alpha) / beta)
        denom = torch.where(zero, torch.ones_like(alpha), alpha - beta)
        v = torch.where(rows == i, torch.ones_like(x), x / denom.unsqueeze(-1))
        beta = torch.where(zero, alpha, beta)
        # H_i reaches the columns right of i only: those left of it hold earlier reflectors.
        A = torch.where(cols > i, _reflect(A, v, tau), A)
        A = _set_col(A, i, torch.where(rows < i, _col(A, i), torch.where(rows == i, beta.unsqueeze(-1), v)))
        taus.append(tau)
    if not taus:
        return A, torch.zeros(A.shape[:-2] + (0,), dtype=A.dtype, device=A.device)
    return A, torch.stack(taus, -1)


def _reflector(packed, i):
    rows = torch.arange(packed.shape[-2], device=packed.device)
    col = _col(packed, i)
    return torch.where(rows == i, torch.ones_like(col), torch.where(rows > i, col, torch.zeros_like(col)))


def _apply_q(packed, tau, C, left=True, transpose=False):
    """Q C, Q^T C, C Q or C Q^T for Q = H_1 ... H_k, the reflectors packed as geqrf leaves them."""
    order = range(tau.shape[-1])
    if left != transpose:  # Q C = H_1 (... (H_k C)); C Q^T = C H_k ... H_1
        order = reversed(order)
    for i in order:
        C = _reflect(C, _reflector(packed, i), tau[..., i], left)
    return C


def geqrf(input):
    """torch.geqrf: (a, tau), LAPACK's packed Householder QR."""
    _float_matrix(input, "geqrf")
    a, tau = _geqr2(input)
    return ReturnType("geqrf", ("a", "tau"), (a, tau))


def householder_product(A, tau):
    """torch.linalg.householder_product (orgqr): the first n columns of H_1 ... H_k."""
    _float_matrix(A, "torch.linalg.householder_product")
    m, n = A.shape[-2], A.shape[-1]
    if m < n:
        raise RuntimeError("torch.linalg.householder_product: input.shape[-2] must be greater than or equal to input.shape[-1]")
    if tau.shape[-1] > n:
        raise RuntimeError("torch.linalg.householder_product: input.shape[-1] must be greater than or equal to tau.shape[-1]")
    eye = torch.eye(m, n, dtype=A.dtype, device=A.device).expand(*A.shape[:-2], m, n)
    return _apply_q(A, tau, eye)


def orgqr(input, tau):
    return householder_product(input, tau)


def ormqr(input, tau, other, left=True, transpose=False):
    """torch.ormqr: other multiplied by geqrf's Q (on the left or right, transposed or not)."""
    _float_matrix(input, "torch.ormqr")
    return _apply_q(input, tau, other, left, transpose)


def linalg_qr(A, mode="reduced"):
    """torch.linalg.qr: Q with orthonormal columns and upper-triangular R, A = Q R, with LAPACK's
    signs. mode: 'reduced' (Q m x k), 'complete' (Q m x m) or 'r' (R only; Q empty)."""
    if mode not in ("reduced", "complete", "r"):
        raise RuntimeError(f"qr received unrecognized mode '{mode}' but expected one of 'reduced' (default), 'r', or 'complete'")
    _float_matrix(A, "linalg.qr")
    m, n = A.shape[-2], A.shape[-1]
    k = min(m, n)
    packed, tau = _geqr2(A)
    rows = m if mode == "complete" else k
    R = packed[..., :rows, :].triu()
    if mode == "r":
        Q = torch.empty(0, dtype=A.dtype, device=A.device)
    else:
        qcols = m if mode == "complete" else k
        eye = torch.eye(m, qcols, dtype=A.dtype, device=A.device).expand(*A.shape[:-2], m, qcols)
        Q = _apply_q(packed, tau, eye)
    return ReturnType("linalg_qr", ("Q", "R"), _named((Q, R), "LinalgQrBackward0"))


_REMOVED = "This function was deprecated since version 1.9 and is now removed. "


def qr(input, some=True):
    """torch.qr: removed from PyTorch (2.15 raises this), in favour of torch.linalg.qr."""
    mode = "reduced" if some else "complete"
    raise RuntimeError(
        _REMOVED + "`torch.qr` is deprecated in favor of `torch.linalg.qr` and the boolean parameter `some` "
        "has been replaced with a string parameter `mode`.\n\nQ, R = torch.qr(A) should be replaced with:\n"
        "Q, R = torch.linalg.qr(A, mode='reduced')\n\nand\n\nQ, R = torch.qr(A, some=False) should be replaced "
        f"with:\nQ, R = torch.linalg.qr(A, mode='complete')\n\nSince `some` was set to {bool(some)}, use mode='{mode}'."
    )


def _slogdet(A, name):
    _float_matrix(A, name, square=True)
    if A.shape[-1] == 0:
        ones = torch.ones(A.shape[:-2], dtype=A.dtype, device=A.device)
        return ones, A.sum((-2, -1))
    pivots, sign, _ = _gauss_jordan(A.transpose(-2, -1), None)  # as det (linalg.py)
    sign = sign * pivots.sign().prod(-1)
    return sign, pivots.abs().log().sum(-1)


def linalg_slogdet(A):
    """torch.linalg.slogdet: (sign, log|det|); a singular matrix gives (0, -inf)."""
    sign, logabsdet = _slogdet(A, "linalg.slogdet")
    return ReturnType("linalg_slogdet", ("sign", "logabsdet"), _named((sign, logabsdet), "LinalgSlogdetBackward0"))


def slogdet(input):
    sign, logabsdet = _slogdet(input, "linalg.slogdet")
    return ReturnType("slogdet", ("sign", "logabsdet"), _named((sign, logabsdet), "LinalgSlogdetBackward0"))


def _cholesky(A, name):
    """The lower Cholesky factor column by column, and the info: the order of the first leading
    minor that is not positive-definite (0: none)."""
    _float_matrix(A, name, square=True)
    n = A.shape[-1]
    rows = torch.arange(n, device=A.device)
    L = torch.zeros_like(A)
    info = torch.zeros(A.shape[:-2], dtype=torch.int32, device=A.device)
    for j in range(n):
        lj = L[..., j, :].unsqueeze(-1)  # (..., n, 1): row j of L so far (zero from column j on)
        col = _col(A, j) - (L @ lj).squeeze(-1)
        d = col[..., j]
        bad = ~(d > 0)
        info = torch.where((info == 0) & bad, torch.full_like(info, j + 1), info)
        root = torch.sqrt(torch.where(bad, torch.ones_like(d), d))
        # (scaled by the root's reciprocal, as LAPACK's potf2 does, for its rounding)
        col = torch.where(rows > j, col * (1 / root).unsqueeze(-1), torch.where(rows == j, root.unsqueeze(-1), torch.zeros_like(col)))
        L = _set_col(L, j, col)
    return L, info


def _upper(L, upper):
    return L.transpose(-2, -1) if upper else L


def cholesky_ex(A, *, upper=False, check_errors=False):
    """torch.linalg.cholesky_ex: (L, info), info the order of the first leading minor that is not
    positive-definite (L then holds what was computed before it)."""
    L, info = _cholesky(A, "linalg.cholesky_ex")
    if check_errors:
        _check_cholesky(info)
    L = torch._rename_grad_fn(_upper(L, upper), "LinalgCholeskyExBackward0")
    return ReturnType("linalg_cholesky_ex", ("L", "info"), (L, info))


def _check_cholesky(info):
    bad = info.reshape(-1)
    if bad.numel() and bool((bad != 0).any()):
        k = int(bad[(bad != 0).long().argmax()])
        raise _LinAlgError(
            f"linalg.cholesky: The factorization could not be completed because the input is not "
            f"positive-definite (the leading minor of order {k} is not positive-definite)."
        )


def linalg_cholesky(A, *, upper=False):
    """torch.linalg.cholesky: L with A = L L^T (upper: U with A = U^T U)."""
    L, info = _cholesky(A, "linalg.cholesky")
    _check_cholesky(info)
    return torch._rename_grad_fn(_upper(L, upper), "LinalgCholeskyExBackward0")


def cholesky(input, upper=False):
    """torch.cholesky: removed from PyTorch (2.15 raises this), in favour of torch.linalg.cholesky."""
    raise RuntimeError(
        _REMOVED + "`torch.cholesky` is deprecated in favor of `torch.linalg.cholesky`.\nL = torch.cholesky(A) "
        "should be replaced with:\nL = torch.linalg.cholesky(A)\nU = torch.cholesky(A, upper=True) should be "
        "replaced with:\nU = torch.linalg.cholesky(A).mH"
    )


def _fix_signs(V):
    """Each column scaled so its largest-magnitude entry is positive."""
    idx = V.abs().argmax(-2, keepdim=True)
    s = V.gather(-2, idx).sign()
    return V * torch.where(s == 0, torch.ones_like(s), s)


def _jacobi_eigh(A):
    """Eigenvalues (ascending) and eigenvectors of symmetric matrices by cyclic Jacobi rotations."""
    n = A.shape[-1]
    V = torch.eye(n, dtype=A.dtype, device=A.device).expand(A.shape)
    rows = torch.arange(n, device=A.device)
    eps = torch.finfo(A.dtype).eps
    for _ in range(30):
        off = (A - torch.diag_embed(A.diagonal(0, -2, -1))).square().sum((-2, -1))
        if float(off.max()) <= (eps * eps) * float(A.square().sum((-2, -1)).max()):
            break
        for p in range(n - 1):
            for q in range(p + 1, n):
                apq = A[..., p, q]
                small = apq == 0
                theta = (A[..., q, q] - A[..., p, p]) / (2 * torch.where(small, torch.ones_like(apq), apq))
                sgn = torch.where(theta >= 0, torch.ones_like(theta), -torch.ones_like(theta))
                t = sgn / (theta.abs() + torch.sqrt(theta * theta + 1))
                t = torch.where(small, torch.zeros_like(t), t)
                c = 1 / torch.sqrt(t * t + 1)
                s = t * c
                ep = (rows == p).to(A.dtype)
                eq = (rows == q).to(A.dtype)
                cu, su = c.unsqueeze(-1).unsqueeze(-1), s.unsqueeze(-1).unsqueeze(-1)
                J = (
                    torch.eye(n, dtype=A.dtype, device=A.device)
                    + (cu - 1) * (ep.unsqueeze(-1) * ep + eq.unsqueeze(-1) * eq)
                    + su * (ep.unsqueeze(-1) * eq - eq.unsqueeze(-1) * ep)
                )
                app, aqq = A[..., p, p], A[..., q, q]
                A = J.transpose(-2, -1) @ A @ J
                # The rotated pair as Jacobi's update writes it (exact where t is), not as the
                # products round it: a_pp - t a_pq, a_qq + t a_pq, and 0 off the diagonal.
                pp = (ep.unsqueeze(-1) * ep).bool()
                qq = (eq.unsqueeze(-1) * eq).bool()
                pq = (ep.unsqueeze(-1) * eq + eq.unsqueeze(-1) * ep).bool()
                A = torch.where(pp, (app - t * apq).unsqueeze(-1).unsqueeze(-1), A)
                A = torch.where(qq, (aqq + t * apq).unsqueeze(-1).unsqueeze(-1), A)
                A = torch.where(pq, torch.zeros_like(A), A)
                V = V @ J
    w = A.diagonal(0, -2, -1)
    w, order = w.sort(-1)
    V = V.gather(-1, order.unsqueeze(-2).expand(V.shape))
    return w, _fix_signs(V)


def _symmetric(A, UPLO, name):
    _float_matrix(A, name, square=True)
    if UPLO not in ("L", "U"):
        raise RuntimeError(f"Expected UPLO argument to be 'L' or 'U', but got {UPLO}")
    T = A.tril() if UPLO == "L" else A.triu()
    return T + T.transpose(-2, -1) - torch.diag_embed(A.diagonal(0, -2, -1))


def eigh(A, UPLO="L"):
    """torch.linalg.eigh: ascending eigenvalues and orthonormal eigenvectors of the symmetric
    matrix A's lower (UPLO='L') or upper triangle."""
    w, V = _jacobi_eigh(_symmetric(A, UPLO, "linalg.eigh"))
    return ReturnType("linalg_eigh", ("eigenvalues", "eigenvectors"), _named((w, V), "LinalgEighBackward0"))


def eigvalsh(A, UPLO="L"):
    return torch._rename_grad_fn(_jacobi_eigh(_symmetric(A, UPLO, "linalg.eigvalsh"))[0], "LinalgEighBackward0")


def _svd(A, full_matrices):
    """One-sided (Hestenes) Jacobi: columns of A rotated pairwise until orthogonal; their norms
    are the singular values (descending), the normalised columns U, the rotations V."""
    m, n = A.shape[-2], A.shape[-1]
    if m < n:
        U, S, Vh = _svd(A.transpose(-2, -1), full_matrices)
        return Vh.transpose(-2, -1), S, U.transpose(-2, -1)
    if n == 0:
        # No singular values: the full U is the identity (the only case whose vectors are
        # unique). Each output stays in A's graph, so a backward gives A its (empty) gradient.
        batch = tuple(A.shape[:-2])
        z = A.sum() * 0

        def eye(r, c):
            return torch.eye(r, c, dtype=A.dtype, device=A.device).expand(*batch, r, c) + z

        return eye(m, m if full_matrices else 0), A.new_zeros(batch + (0,)) + z, eye(0, 0)
    cols = torch.arange(n, device=A.device)
    V = torch.eye(n, dtype=A.dtype, device=A.device).expand(*A.shape[:-2], n, n)
    eps = torch.finfo(A.dtype).eps
    for _ in range(30):
        rotated = False
        for p in range(n - 1):
            for q in range(p + 1, n):
                ap, aq = _col(A, p), _col(A, q)
                alpha, beta, gamma = (ap * ap).sum(-1), (aq * aq).sum(-1), (ap * aq).sum(-1)
                small = gamma.abs() <= eps * torch.sqrt(alpha * beta)
                if not bool(small.all()):
                    rotated = True
                g = torch.where(small, torch.ones_like(gamma), gamma)
                # tan of the rotation, sgn(zeta) / (|zeta| + sqrt(zeta^2 + 1)) with
                # zeta = (beta - alpha) / (2 gamma), written without zeta, which overflows
                # where gamma is tiny.
                d = beta - alpha
                sgn = torch.where((d == 0) | ((d > 0) == (g > 0)), torch.ones_like(d), -torch.ones_like(d))
                ga = 2 * g.abs()
                t = torch.where(small, torch.zeros_like(d), sgn * ga / (d.abs() + torch.sqrt(d * d + ga * ga)))
                c = (1 / torch.sqrt(t * t + 1)).unsqueeze(-1)
                s = t.unsqueeze(-1) * c
                vp, vq = _col(V, p), _col(V, q)
                A = _set_col(_set_col(A, p, c * ap - s * aq), q, s * ap + c * aq)
                V = _set_col(_set_col(V, p, c * vp - s * vq), q, s * vp + c * vq)
        if not rotated:
            break
    S = A.norm(dim=-2)
    S, order = S.sort(-1, descending=True)
    A = A.gather(-1, order.unsqueeze(-2).expand(A.shape))
    V = V.gather(-1, order.unsqueeze(-2).expand(V.shape))
    U = A / torch.where(S == 0, torch.ones_like(S), S).unsqueeze(-2)
    # Signs: V's columns as _fix_signs makes them, U's following (A V = U S).
    idx = V.abs().argmax(-2, keepdim=True)
    flip = V.gather(-2, idx).sign()
    flip = torch.where(flip == 0, torch.ones_like(flip), flip)
    U, V = U * flip, V * flip
    if full_matrices and m > n:
        Q = linalg_qr(U, "complete")[0]
        U = torch.cat([U, Q[..., :, n:]], -1)
    return U, S, V.transpose(-2, -1)


def linalg_svd(A, full_matrices=True, *, driver=None):
    """torch.linalg.svd: U, S (descending), Vh with A = U diag(S) Vh."""
    _float_matrix(A, "linalg.svd")
    U, S, Vh = _svd(A, full_matrices)
    return ReturnType("linalg_svd", ("U", "S", "Vh"), _named((U, S, Vh), "LinalgSvdBackward0"))


def svd(input, some=True, compute_uv=True):
    """torch.svd (deprecated form): V rather than Vh; some=False gives the full U and V."""
    _float_matrix(input, "linalg.svd")
    U, S, Vh = _svd(input, not some)
    V = Vh.transpose(-2, -1)
    if not compute_uv:
        U, V = torch.zeros_like(U), torch.zeros_like(V)
    return ReturnType("svd", ("U", "S", "V"), _named((U, S, V), "LinalgSvdBackward0"))


def svdvals(A, *, driver=None):
    _float_matrix(A, "linalg.svdvals")
    return torch._rename_grad_fn(_svd(A, False)[1], "LinalgSvdBackward0")


def _tolerance(S, m, n, atol, rtol, hermitian_or_none):
    smax = S.amax(-1, keepdim=True) if S.shape[-1] else S.sum(-1, keepdim=True)
    if rtol is None:
        rtol = 0.0 if atol is not None and atol > 0 else torch.finfo(S.dtype).eps * max(m, n)
    return torch.clamp(smax * rtol, min=atol or 0.0)


def matrix_rank(A, tol=None, hermitian=False, *, atol=None, rtol=None):
    """torch.linalg.matrix_rank: the number of singular values above max(atol, rtol * S.max())
    (PyTorch's second overload takes tol, then hermitian, positionally: atol=tol, rtol=0)."""
    _float_matrix(A, "torch.linalg.matrix_rank")
    if tol is not None:
        atol, rtol = tol, 0.0
    S = svdvals(A)
    return (S > _tolerance(S, A.shape[-2], A.shape[-1], atol, rtol, None)).sum(-1)


def pinv(A, *, atol=None, rtol=None, hermitian=False, rcond=None):
    """torch.linalg.pinv: the pseudo-inverse from the SVD, singular values at or below the
    tolerance dropped."""
    _float_matrix(A, "linalg.pinv")
    if rcond is not None:
        rtol = rcond
    U, S, Vh = _svd(A, False)
    keep = S > _tolerance(S, A.shape[-2], A.shape[-1], atol, rtol, None)
    Sinv = torch.where(keep, 1 / torch.where(keep, S, torch.ones_like(S)), torch.zeros_like(S))
    return torch._rename_grad_fn((Vh.transpose(-2, -1) * Sinv.unsqueeze(-2)) @ U.transpose(-2, -1),
                                 "LinalgPinvBackward0")


def cond(A, p=None):
    """torch.linalg.cond: the 2-norm condition number S.max() / S.min() (other p: norm(A) * norm(inv(A)))."""
    _float_matrix(A, "linalg.cond")
    if p is None or p == 2:
        S = svdvals(A)
        return S[..., 0] / S[..., -1]
    if p == -2:
        S = svdvals(A)
        return S[..., -1] / S[..., 0]
    from torch._ops.linalg import inv, matrix_norm

    return matrix_norm(A, p) * matrix_norm(inv(A), p)


def _gels_full_rank(R):
    """gels (no rank test of its own) refuses an R with a zero on its diagonal, as LAPACK's
    triangular solve reports it: the first such batch element and 1-based column. Our QR leaves
    rounding where LAPACK's leaves an exact zero, so a diagonal entry within eps * max(m, n) of the
    largest counts as zero."""
    d = R.diagonal(dim1=-2, dim2=-1).abs()
    cut = d.amax(-1, keepdim=True) * (torch.finfo(R.dtype).eps * max(R.shape[-2], R.shape[-1]))
    zero = d <= cut
    if not bool(zero.any()):
        return
    flat = zero.reshape(-1, zero.shape[-1])
    b = int(flat.any(-1).long().argmax())
    col = int(flat[b].long().argmax()) + 1
    where = f"(Batch element {b}): " if R.dim() > 2 else ""
    raise _LinAlgError(
        f"torch.linalg.lstsq: {where}The least squares solution could not be computed because "
        f"the input matrix does not have full rank (error code: {col})."
    )


def lstsq(A, B, rcond=None, *, driver=None):
    """torch.linalg.lstsq as the CPU's LAPACK drivers give it: the least-squares solution of A X = B
    (the minimum-norm one where A is wide or, under rcond, rank-deficient), with what each driver
    reports: gels the residuals, gelsy the rank, gelsd/gelss the rank, the singular values and
    (full rank) the residuals. rcond (None: eps * max(m, n)) is the relative cut below which a
    singular value counts as zero; a full-rank A is solved through its QR, a truncated one through
    the pseudo-inverse. gelsy truncates through a pivoted QR: where that would drop a singular
    value that is not negligible, it is not provided (an error, not another driver's answer)."""
    _float_matrix(A, "linalg.lstsq")
    if driver is None:
        driver = "gelsy"
    if driver not in ("gels", "gelsy", "gelsd", "gelss"):
        raise RuntimeError(
            "torch.linalg.lstsq: parameter `driver` should be one of (gels, gelsy, gelsd, gelss)"
        )
    vector = B.dim() == A.dim() - 1
    Bm = B.unsqueeze(-1) if vector else B
    m, n = A.shape[-2], A.shape[-1]
    eps = torch.finfo(A.dtype).eps
    if rcond is None:
        rcond = eps * max(m, n)
    elif rcond < 0:
        rcond = eps  # LAPACK: a negative rcond means the machine precision
    empty = torch.empty(0, dtype=A.dtype, device=A.device)
    S = svdvals(A) if driver != "gels" else None
    full = True
    if S is not None:
        smax = S.amax(-1, keepdim=True) if S.shape[-1] else S.sum(-1, keepdim=True)
        kept = S > smax * rcond
        rank = kept.sum(-1)
        full = bool(kept.all())
        if not full and driver == "gelsy":
            negligible = S <= smax * (100 * eps * max(m, n))
            if not bool((kept | negligible).all()):
                raise NotImplementedError(
                    "torch.linalg.lstsq: driver 'gelsy' (the CPU default) with an rcond that drops "
                    "a singular value of A is not supported in the playground yet; pass "
                    "driver='gelsd' for the SVD's truncation"
                )
    if full and m >= n:
        from torch._ops.linalg import _triangular

        Q, R = linalg_qr(A)
        if driver == "gels":
            _gels_full_rank(R)
        X = _triangular(R, Q.transpose(-2, -1) @ Bm, True, False)
    elif full:
        X = pinv(A) @ Bm
    else:
        X = pinv(A, rtol=rcond) @ Bm
    residuals = empty
    if m > n and driver != "gelsy" and (driver == "gels" or full):
        residuals = (A @ X - Bm).pow(2).sum(-2)
    if vector:
        X = X.squeeze(-1)
    if driver == "gels":
        rank = torch.empty(0, dtype=torch.int64, device=A.device)
    singular = S if driver in ("gelsd", "gelss") else empty
    return ReturnType("linalg_lstsq", ("solution", "residuals", "rank", "singular_values"),
                      (X, residuals, rank, singular))
