# Linear algebra over the native matmul and elementwise ops: products (dot, mv, addmm, ...,
# tensordot), distances and norms, cross products, and Gauss-Jordan elimination with partial
# pivoting for det/inv/solve. torch.linalg (torch/linalg.py) re-exports the linalg.* forms.
import math

import torch
from _torch_nn import affine as _affine
from torch._ops.reduce import _dtype_name, _wrap as _wrap_dim


class _LinAlgError(RuntimeError):
    """torch.linalg.LinAlgError: a singular input."""
    __module__ = "torch._C"  # (CPython's, which its tracebacks print)


def _check_1d(a, b):
    if a.dim() != 1 or b.dim() != 1:
        raise RuntimeError(f"1D tensors expected, but got {a.dim()}D and {b.dim()}D tensors")
    if a.dtype != b.dtype:
        raise RuntimeError(
            f"dot : expected both vectors to have same dtype, but found {_dtype_name(a.dtype)} and {_dtype_name(b.dtype)}"
        )
    if a.shape[0] != b.shape[0]:
        n, m = a.shape[0], b.shape[0]
        raise RuntimeError(
            f"inconsistent tensor size, expected tensor [{n}] and src [{m}] to have the same number "
            f"of elements, but got {n} and {m} elements respectively"
        )


def _broadcast_shape(s1, s2):
    n = max(len(s1), len(s2))
    s1, s2 = [1] * (n - len(s1)) + list(s1), [1] * (n - len(s2)) + list(s2)
    for a, b in zip(s1, s2):
        if a != b and a != 1 and b != 1:
            raise RuntimeError(f"The size of tensor a ({a}) must match the size of tensor b ({b}) at non-singleton dimension")
    return [a if b == 1 else b for a, b in zip(s1, s2)]


def _cross_operands(a, b):
    if a.dim() != b.dim():
        raise RuntimeError("linalg.cross: inputs must have the same number of dimensions.")
    shape = _broadcast_shape(a.shape, b.shape)
    return a.expand(shape), b.expand(shape)


def dot(input, other):
    """The inner product of two 1-d tensors."""
    _check_1d(input, other)
    return input.matmul(other)


def vdot(input, other):
    """dot with the first argument conjugated (the same for real tensors)."""
    return dot(input, other)


def mv(input, vec):
    """Matrix times vector."""
    if input.dim() != 2 or vec.dim() != 1:
        raise RuntimeError(f"vector + matrix @ vector expected, got 1, {input.dim()}, {vec.dim()}")
    if input.shape[1] != vec.shape[0]:
        rows, cols = input.shape
        raise RuntimeError(f"size mismatch, got input ({rows}), mat ({rows}x{cols}), vec ({vec.shape[0]})")
    return input.matmul(vec)


def inner(input, other):
    """The sum over the last dims of input and other, for every pair of their other indices."""
    if input.dim() == 0 or other.dim() == 0:
        return input * other
    if input.shape[-1] != other.shape[-1]:
        raise RuntimeError(
            f"inner() the last dimension must match on both input tensors but got shapes "
            f"{list(input.shape)} and {list(other.shape)}"
        )
    k = input.shape[-1]
    out = input.reshape(-1, k).matmul(other.reshape(-1, k).t())
    return out.reshape(list(input.shape[:-1]) + list(other.shape[:-1]))


def _add_scaled(input, product, beta, alpha):
    # beta * input + alpha * product, where beta == 0 ignores input (NaN included), as in BLAS.
    # input broadcasts to the product's shape (one way, as PyTorch's expand).
    input = input.expand(product.shape)
    scaled = product if alpha == 1 else product * alpha
    if beta == 0:
        return scaled + torch.zeros_like(input)
    return scaled + (input if beta == 1 else input * beta)


def addmm(input, mat1, mat2, *, beta=1, alpha=1):
    """beta * input + alpha * (mat1 @ mat2); with beta = alpha = 1 one matmul with the bias in
    its epilogue (AddmmBackward0)."""
    if beta == 1 and alpha == 1 and mat1.dim() == 2 and mat2.dim() == 2:
        return _affine(mat1, mat2, input)
    return _add_scaled(input, mat1.mm(mat2), beta, alpha)


def addmv(input, mat, vec, *, beta=1, alpha=1):
    """beta * input + alpha * (mat @ vec)."""
    return torch._rename_grad_fn(_add_scaled(input, mv(mat, vec), beta, alpha), "AddmvBackward0")


def addr(input, vec1, vec2, *, beta=1, alpha=1):
    """beta * input + alpha * outer(vec1, vec2)."""
    return torch._rename_grad_fn(_add_scaled(input, torch.outer(vec1, vec2), beta, alpha), "AddrBackward0")


def addbmm(input, batch1, batch2, *, beta=1, alpha=1):
    """beta * input + alpha * (the sum over the batch of batch1[i] @ batch2[i])."""
    return torch._rename_grad_fn(_add_scaled(input, batch1.bmm(batch2).sum(0), beta, alpha),
                                 "AddbmmBackward0")


def baddbmm(input, batch1, batch2, *, beta=1, alpha=1):
    """beta * input + alpha * (batch1 @ batch2), batch by batch."""
    return torch._rename_grad_fn(_add_scaled(input, batch1.bmm(batch2), beta, alpha),
                                 "BaddbmmBackward0")


def cross(input, other, dim=None):
    """The cross product of 3-vectors along dim (torch.cross: the first dim of size 3 when None)."""
    a, b = _cross_operands(input, other)
    if dim is None:
        dims = [i for i, s in enumerate(a.shape) if s == 3]
        if not dims:
            raise RuntimeError(f"no dimension of size 3 in input")
        dim = dims[0]
    return _cross(a, b, dim, "linalg.cross")


def _cross(a, b, dim, name):
    d = dim % max(a.dim(), 1)
    if a.shape[d] != 3 or b.shape[d] != 3:
        raise RuntimeError(f"{name}: inputs dimension {dim} must have length 3. Got {a.shape[d]} and {b.shape[d]}")
    i1 = torch.tensor([1, 2, 0], device=a.device)
    i2 = torch.tensor([2, 0, 1], device=a.device)
    return torch._rename_grad_fn(a.index_select(d, i1) * b.index_select(d, i2) - a.index_select(d, i2) * b.index_select(d, i1),
                                 "LinalgCrossBackward0")


def linalg_cross(input, other, *, dim=-1):
    """torch.linalg.cross: the cross product along dim (default the last)."""
    a, b = _cross_operands(input, other)
    return _cross(a, b, dim, "linalg.cross")


def _pnorm(x, p, dim, keepdim=False):
    # The vector p-norm of x over dim (None: all entries), under ATen's node.
    return torch._rename_grad_fn(_pnorm_raw(x, p, dim, keepdim), "LinalgVectorNormBackward0")


def _pnorm_raw(x, p, dim, keepdim):
    dims = tuple(range(x.dim())) if dim is None else dim
    a = x.abs()
    if p == float("inf"):
        return a.amax(dims, keepdim=keepdim)
    if p == float("-inf"):
        return a.amin(dims, keepdim=keepdim)
    if p == 0:
        return (x != 0).to(x.dtype).sum(dims, keepdim=keepdim)
    if p == 1:
        return a.sum(dims, keepdim=keepdim)
    s = (x * x if p == 2 else a.pow(p)).sum(dims, keepdim=keepdim)
    # The root of a zero sum is 0 with a zero gradient (PyTorch's norm backward), not NaN.
    zero = s == 0
    root = torch.where(zero, torch.ones_like(s), s)
    root = root.sqrt() if p == 2 else root.pow(1.0 / p)
    return torch.where(zero, torch.zeros_like(s), root)


def cdist(x1, x2, p=2.0, compute_mode=None):
    """The p-norm distance between each row of x1 and each row of x2 (batched)."""
    if x1.dim() < 2 or x2.dim() < 2:
        raise RuntimeError(f"cdist only supports at least 2D tensors, X{1 if x1.dim() < 2 else 2} got: {min(x1.dim(), x2.dim())}D")
    if x1.shape[-1] != x2.shape[-1]:
        raise RuntimeError(
            f"X1 and X2 must have the same number of columns. X1: {x1.shape[-1]} X2: {x2.shape[-1]}"
        )
    if p < 0:
        raise RuntimeError("cdist only supports non-negative p values")
    return torch._rename_grad_fn(_pnorm_raw(x1.unsqueeze(-2) - x2.unsqueeze(-3), p, -1, False), "CdistBackward0")


def dist(input, other, p=2):
    """The p-norm of input - other."""
    return torch._rename_grad_fn(_pnorm_raw(input - other, p, None, False), "DistBackward0")


def tensordot(a, b, dims=2, out=None):
    """The sum of products over the given dims of a and b (the last `dims` of a with b's first)."""
    if torch.is_tensor(dims):
        dims = dims.tolist()
    if isinstance(dims, int):
        if dims < 0:
            raise RuntimeError(f"tensordot expects dims >= 0, but got dims={dims}")
        da, db = list(range(-dims, 0)), list(range(dims))
    else:
        da, db = dims
        da = [da] if isinstance(da, int) else list(da)
        db = [db] if isinstance(db, int) else list(db)
    for i, j in zip(da, db):
        # A size-1 dim contracted with a longer one: the longer side is summed first (as ATen does).
        if b.shape[j] == 1 and a.shape[i] != 1:
            a = a.sum(i, keepdim=True)
        elif a.shape[i] == 1 and b.shape[j] != 1:
            b = b.sum(j, keepdim=True)
        elif a.shape[i] != b.shape[j]:
            raise RuntimeError(
                f"contracted dimensions need to match, but first has size {a.shape[i]} in dim {i} "
                f"and second has size {b.shape[j]} in dim {j}"
            )
    da = [d % a.dim() for d in da]
    db = [d % b.dim() for d in db]
    ka = [d for d in range(a.dim()) if d not in da]
    kb = [d for d in range(b.dim()) if d not in db]
    k = 1
    for d in da:
        k *= a.shape[d]
    left = _merged(a, ka + da, (-1, k))
    right = _merged(b, db + kb, (k, -1))
    return left.matmul(right).reshape([a.shape[d] for d in ka] + [b.shape[d] for d in kb])


def _merged(t, order, shape):
    # t permuted to `order` and reshaped. A permuted operand is cloned: in the fused and compiled
    # modes a matmul operand that is a transposed view merged by reshape is misread (a fusion
    # bug, when the region has another output); the clone avoids it.
    if order == sorted(order):
        return t.reshape(shape)
    return t.permute(*order).reshape(shape).clone()


def multi_dot(tensors):
    """torch.linalg.multi_dot: the product of a chain of matrices (first/last may be vectors)."""
    if len(tensors) < 2:
        raise RuntimeError(f"multi_dot(): expected at least 2 tensors but got {len(tensors)}")
    ms = list(tensors)
    first, last = ms[0].dim() == 1, ms[-1].dim() == 1
    if first:
        ms[0] = ms[0].unsqueeze(0)
    if last:
        ms[-1] = ms[-1].unsqueeze(-1)
    for i, m in enumerate(ms):
        if m.dim() != 2:
            raise RuntimeError(
                f"multi_dot(): tensor {i} must be 2D but got {m.dim()}D" if 0 < i < len(ms) - 1
                else f"multi_dot(): the {'first' if i == 0 else 'last'} tensor must be 1D or 2D but got {tensors[i].dim()}D"
            )
    out = ms[0]
    for m in ms[1:]:
        out = out.mm(m)
    if first:
        out = out.squeeze(0)
    if last:
        out = out.squeeze(-1)
    return out


def chain_matmul(*matrices):
    """The product of 2-d matrices, in order."""
    if len(matrices) == 1:
        return matrices[0].clone()
    return multi_dot(matrices)


def _square(A, name):
    if A.dim() < 2 or A.shape[-1] != A.shape[-2]:
        if A.dim() < 2:
            raise RuntimeError(f"{name}: The input tensor A must have at least 2 dimensions.")
        raise RuntimeError(
            f"{name}: A must be batches of square matrices, but they are {A.shape[-2]} by {A.shape[-1]} matrices"
        )


def _eye_like(A):
    n = A.shape[-1]
    return torch.eye(n, dtype=A.dtype, device=A.device).expand(A.shape)


def matrix_power(A, n):
    """A multiplied by itself n times (n < 0: the inverse's power; n = 0: the identity)."""
    _square(A, "linalg.matrix_power")
    if n == 0:
        return _eye_like(A).clone()
    if n < 0:
        A, n = inv(A), -n
    out = None
    while n:
        if n & 1:
            out = A if out is None else out.matmul(A)
        n >>= 1
        if n:
            A = A.matmul(A)
    return out


def _gauss_jordan(A, B):
    """Gauss-Jordan elimination with partial pivoting of [A | B] (B may be None), batched over
    A's leading dims. Returns (the pivots, the row-swap signs' product, A^-1 B or None)."""
    n = A.shape[-1]
    M = A if B is None else torch.cat([A, B], -1)
    rows = torch.arange(n, device=A.device)
    sign = torch.ones(A.shape[:-2], dtype=A.dtype, device=A.device)
    pivots = []
    for k in range(n):
        col = M[..., :, k].abs()
        col = torch.where(rows >= k, col, torch.full_like(col, -1.0))
        p = col.argmax(-1, keepdim=True)  # (..., 1): the pivot row
        ek = (rows == k).to(M.dtype).unsqueeze(-1)  # (n, 1)
        ep = (rows == p).to(M.dtype).unsqueeze(-1)  # (..., n, 1)
        row_k = M[..., k : k + 1, :]
        row_p = M.gather(-2, p.unsqueeze(-1).expand(*M.shape[:-2], 1, M.shape[-1]))
        M = M + ek * (row_p - row_k) + ep * (row_k - row_p)  # swap rows k and p
        sign = torch.where(p.squeeze(-1) == k, sign, -sign)
        piv = M[..., k, k]
        pivots.append(piv)
        if B is None and k == n - 1:
            break
        safe = torch.where(piv == 0, torch.ones_like(piv), piv).unsqueeze(-1).unsqueeze(-1)
        pivot_row = M[..., k : k + 1, :] / safe
        factors = M[..., :, k : k + 1]
        if B is None:  # elimination below the pivot is enough for det
            factors = factors * (rows > k).to(M.dtype).unsqueeze(-1)
        else:
            factors = factors * (rows != k).to(M.dtype).unsqueeze(-1)
        M = M - factors * pivot_row
        if B is not None:
            M = M + ek * (pivot_row - M[..., k : k + 1, :])
    pivots = torch.stack(pivots, -1)
    return pivots, sign, None if B is None else M[..., :, n:]


def det(A):
    """The determinant of square matrices (batched), eliminated as PyTorch's LAPACK call sees a
    row-major matrix: A^T's LU, the same determinant with the same rounding as PyTorch's."""
    _square(A, "linalg.det")
    if A.shape[-1] == 0:
        return torch.ones(A.shape[:-2], dtype=A.dtype, device=A.device)
    pivots, sign, _ = _gauss_jordan(A.transpose(-2, -1), None)
    return torch._rename_grad_fn(sign * pivots.prod(-1), "LinalgDetBackward0")


def logdet(input):
    """log(det(input)) from the pivots' magnitudes: nan for a negative determinant, -inf for a singular one."""
    if not input.is_floating_point():
        raise NotImplementedError(
            f"logdet: Expected a floating point or complex tensor as input. Got {_dtype_name(input.dtype)}"
        )
    _square(input, "logdet")
    if input.shape[-1] == 0:
        return input.sum((-2, -1))  # 0 = log(1), still in the graph
    pivots, sign, _ = _gauss_jordan(input.transpose(-2, -1), None)
    negative = sign * pivots.sign().prod(-1) < 0
    logabs = pivots.abs().log().sum(-1)
    return torch.where(negative, torch.full_like(logabs, float("nan")), logabs)  # (PyTorch's node: Where)


def _singular(pivots, name, message):
    """Raises LinAlgError for the first singular matrix of the batch, as ATen's
    _linalg_check_errors words it (its batch element named when the input is batched)."""
    zero = (pivots == 0).reshape(-1, pivots.shape[-1])
    if bool(zero.any()):
        b = int(zero.any(-1).long().argmax())
        batch = f"(Batch element {b}): " if pivots.dim() > 1 else ""
        raise _LinAlgError(f"{name}: {batch}{message(int(zero[b].long().argmax()) + 1)}")


def _inv_zero_message(i):
    return (f"The diagonal element {i} is zero, the inversion could not be completed because the "
            "input matrix is singular.")


def inv(A):
    """The inverse of square matrices (batched); a singular one raises LinAlgError."""
    _square(A, "linalg.inv")
    pivots, _, X = _gauss_jordan(A, _eye_like(A))
    _singular(pivots, "linalg.inv", _inv_zero_message)
    return torch._rename_grad_fn(X, "LinalgInvExBackward0")


def inverse(input):
    """torch.inverse: torch.linalg.inv."""
    return inv(input)


def solve(A, B, *, left=True):
    """X with A @ X = B (left=False: X @ A = B); B may be a (batch of) vector(s)."""
    _square(A, "linalg.solve")
    if not left:
        return torch._rename_grad_fn(solve(A.transpose(-2, -1), B.transpose(-2, -1)).transpose(-2, -1),
                                     "LinalgSolveExBackward0")
    vector = B.dim() == 1 or (B.dim() == A.dim() - 1 and tuple(B.shape) == tuple(A.shape[:-1]))
    Bm = B.unsqueeze(-1) if vector else B
    batch = _broadcast_shape(A.shape[:-2], Bm.shape[:-2])
    A = A.expand(*batch, *A.shape[-2:])
    Bm = Bm.expand(*batch, *Bm.shape[-2:])
    pivots, _, X = _gauss_jordan(A, Bm)
    _singular(pivots, "torch.linalg.solve", lambda i: "The solver failed because the input matrix is singular.")
    return torch._rename_grad_fn(X.squeeze(-1) if vector else X, "LinalgSolveExBackward0")


def _gram(L, upper, name):
    """The matrix whose Cholesky factor is L: L @ L^T (upper: L^T @ L)."""
    _square(L, name)
    Lt = L.transpose(-2, -1)
    return Lt.matmul(L) if upper else L.matmul(Lt)


def cholesky_inverse(L, upper=False):
    """The inverse of the matrix whose Cholesky factor is L."""
    A = _gram(L, upper, "cholesky_inverse")
    return A if A.shape[-1] == 0 or A.numel() == 0 else torch._rename_grad_fn(inv(A), "CholeskyInverseBackward0")


def cholesky_solve(B, L, upper=False):
    """X with A @ X = B, for the matrix A whose Cholesky factor is L."""
    if L.dim() >= 2 and B.dim() >= 2 and L.shape[-1] == L.shape[-2] and B.shape[-2] != L.shape[-1]:
        raise RuntimeError(
            f"Incompatible matrix sizes for cholesky_solve: each A matrix is {L.shape[-1]} by {L.shape[-1]} but "
            f"each b matrix is {B.shape[-2]} by {B.shape[-1]}"
        )
    A = _gram(L, upper, "cholesky_solve")
    if B.numel() == 0 or A.numel() == 0:
        return A.matmul(B)  # empty, in the graph of both
    return torch._rename_grad_fn(solve(A, B), "CholeskySolveBackward0")


def _mexp(A):
    """exp(A) of square matrices by scaling and squaring: a Taylor series of A / 2^s, squared s
    times. Computed in float64 and rounded once: PyTorch's float32 result (its optimized Taylor
    polynomials, Bader, Blanes and Casas 2019) is that accurate, a float32 series is not."""
    n = A.shape[-1]
    X = A if A.dtype == torch.float64 else A.double()
    norm = float(X.abs().sum(-2).amax())  # the largest 1-norm in the batch
    s = max(0, math.ceil(math.log2(norm / 0.25))) if norm > 0 else 0
    X = X / 2.0**s
    term = out = torch.eye(n, dtype=X.dtype, device=A.device).expand(X.shape)
    for k in range(1, 13):  # (1/4)^13 / 13! is far below float64's epsilon
        term = term.matmul(X) / k
        out = out + term
    for _ in range(s):
        out = out.matmul(out)
    return out.to(A.dtype)


class MatrixExp(torch.autograd.Function):
    """matrix_exp with ATen's backward (Mathias 1996): the gradient is the top right block of
    exp([[A^T, G], [0, A^T]])."""

    _node_name = "LinalgMatrixExpBackward0"

    @staticmethod
    def forward(ctx, A):
        ctx.save_for_backward(A)
        return _mexp(A)

    @staticmethod
    def backward(ctx, grad):
        (A,) = ctx.saved_tensors
        n = A.shape[-1]
        At = A.transpose(-2, -1)
        zeros = torch.zeros_like(At)
        meta = torch.cat([torch.cat([At, grad], -1), torch.cat([zeros, At], -1)], -2)
        return _mexp(meta)[..., :n, n:]


def matrix_exp(A):
    """exp(A) of square matrices."""
    _square(A, "linalg.matrix_exp")
    if A.numel() == 0:
        return A.clone()
    return MatrixExp.apply(A)


def pinverse(input, rcond=1e-15):
    """The Moore-Penrose pseudo-inverse of full-rank matrices, in float64: inv(A), or the normal
    equations' (A^T A)^-1 A^T (tall) / A^T (A A^T)^-1 (wide). A rank-deficient one is not provided."""
    if input.dim() < 2:
        raise RuntimeError(
            f"linalg.pinv({_dtype_name(input.dtype)}{{{list(input.shape)}}}): expected a tensor with 2 or more "
            "dimensions of float, double, cfloat or cdouble types"
        )
    m, n = input.shape[-2], input.shape[-1]
    if input.numel() == 0:
        return input.transpose(-2, -1) * 1  # empty, in the graph
    A = input.to(torch.float64)
    # rcond is PyTorch's rtol (atol 0): singular values at or below rcond * the largest are dropped.
    # Where that drops one, the pseudo-inverse is the SVD's (the normal equations would keep it).
    from torch._ops.factor import pinv, svdvals

    with torch.no_grad():
        S = svdvals(A)
        truncated = bool((S <= S.amax(-1, keepdim=True) * rcond).any())
    if truncated:
        return pinv(A, atol=0.0, rtol=rcond).to(input.dtype)
    At = A.transpose(-2, -1)
    try:
        if m == n:
            X = inv(A)
        elif m > n:
            X = solve(At.matmul(A), At)
        else:
            X = solve(A.matmul(At), A).transpose(-2, -1)
    except _LinAlgError:
        raise NotImplementedError("torch.pinverse of a rank-deficient matrix is not supported in the playground yet")
    return X.to(input.dtype)


def _lu_factor(A):
    """Partial-pivoting LU of (batched) m x n matrices as LAPACK's getrf: the packed factors (unit
    L below the diagonal, U on and above), the 1-based int32 row swaps, and the info (the first
    zero pivot's 1-based column, else 0)."""
    m, n = A.shape[-2], A.shape[-1]
    rows = torch.arange(m, device=A.device)
    cols = torch.arange(n, device=A.device)
    M, pivots = A, []
    info = torch.zeros(A.shape[:-2], dtype=torch.int32, device=A.device)
    for j in range(min(m, n)):
        col = M[..., :, j].abs()
        p = torch.where(rows >= j, col, torch.full_like(col, -1.0)).argmax(-1, keepdim=True)
        pivots.append(p.squeeze(-1) + 1)
        ej = (rows == j).to(M.dtype).unsqueeze(-1)
        ep = (rows == p).to(M.dtype).unsqueeze(-1)
        row_j = M[..., j : j + 1, :]
        row_p = M.gather(-2, p.unsqueeze(-1).expand(*M.shape[:-2], 1, n))
        M = M + ej * (row_p - row_j) + ep * (row_j - row_p)  # swap rows j and p
        piv = M[..., j, j]
        info = torch.where((info == 0) & (piv == 0), torch.full_like(info, j + 1), info)
        safe = torch.where(piv == 0, torch.ones_like(piv), piv).unsqueeze(-1).unsqueeze(-1)
        below = (rows > j).unsqueeze(-1)
        factors = torch.where(below, M[..., :, j : j + 1] / safe, torch.zeros_like(safe))
        M = M - factors * M[..., j : j + 1, :] * (cols > j).to(M.dtype)
        M = torch.where(below & (cols == j), factors, M)
    return M, torch.stack(pivots, -1).to(torch.int32), info


def lu(A, pivot=True, get_infos=False, out=None):
    """torch.lu: (packed LU, pivots) of partial-pivoting LU (and the infos when get_infos)."""
    if out is not None:
        raise NotImplementedError("torch.lu: the keyword argument 'out' is not supported in the playground yet")
    if not pivot:
        raise RuntimeError("linalg.lu_factor: LU without pivoting is not implemented on the CPU")
    if A.dim() < 2:
        raise RuntimeError(
            f"torch.lu_factor: Expected tensor with 2 or more dimensions. Got size: {list(A.shape)} instead"
        )
    if not A.is_floating_point():
        raise NotImplementedError(f"\"lu_cpu\" not implemented for '{_dtype_name(A.dtype)}'")
    LU, pivots, info = _lu_factor(A)
    if get_infos:
        from torch._ops.reduce import ReturnType

        return ReturnType("_lu_with_info", ("LU", "pivots", "info"), (LU, pivots, info))
    return LU, pivots


def _lu_args(A, pivot, name):
    if not pivot:
        raise RuntimeError("linalg.lu_factor: LU without pivoting is not implemented on the CPU")
    if A.dim() < 2:
        raise RuntimeError(
            f"{name}: Expected tensor with 2 or more dimensions. Got size: {list(A.shape)} instead"
        )
    if not A.is_floating_point():
        raise NotImplementedError(f"\"lu_cpu\" not implemented for '{_dtype_name(A.dtype)}'")


def _check_lu_info(info, name, message):
    """Raises as ATen's _linalg_check_errors does for the first nonzero info (its batch element
    named when A is batched): a RuntimeError for lu_factor, else LinAlgError."""
    flat = info.reshape(-1)
    if not flat.numel() or not bool((flat != 0).any()):
        return
    b = int((flat != 0).long().argmax())
    k = int(flat[b])
    batch = f"(Batch element {b}): " if info.dim() > 0 else ""
    error = RuntimeError if "lu_factor" in name else _LinAlgError
    raise error(f"{name}: {batch}{message(k)}")


def linalg_lu_factor_ex(A, *, pivot=True, check_errors=False):
    """torch.linalg.lu_factor_ex: (LU, pivots, info) of partial-pivoting LU, info the first zero
    pivot's 1-based column (0 when none)."""
    from torch._ops.reduce import ReturnType

    _lu_args(A, pivot, "torch.linalg.lu_factor_ex")
    LU, pivots, info = _lu_factor(A)
    if check_errors:
        _check_lu_info(info, "torch.linalg.lu_factor_ex", _lu_zero_message)
    return ReturnType("linalg_lu_factor_ex", ("LU", "pivots", "info"), (LU, pivots, info))


def _lu_zero_message(k):
    return (f"U[{k},{k}] is zero and using it on lu_solve would result in a division by zero. If you "
            "still want to perform the factorization, consider calling linalg.lu(A, pivot) or "
            "linalg.lu_factor_ex(A, pivot)")


def linalg_lu_factor(A, *, pivot=True):
    """torch.linalg.lu_factor: (LU, pivots); a zero pivot raises."""
    from torch._ops.reduce import ReturnType

    _lu_args(A, pivot, "torch.linalg.lu_factor")
    LU, pivots, info = _lu_factor(A)
    _check_lu_info(info, "torch.linalg.lu_factor", _lu_zero_message)
    return ReturnType("linalg_lu_factor", ("LU", "pivots"), (LU, pivots))


def linalg_lu(A, *, pivot=True):
    """torch.linalg.lu: (P, L, U) with A = P L U."""
    from torch._ops.reduce import ReturnType

    _lu_args(A, pivot, "linalg.lu")
    LU, pivots, _ = _lu_factor(A)
    P, L, U = lu_unpack(LU, pivots)
    return ReturnType("linalg_lu", ("P", "L", "U"), (P, L, U))


def inv_ex(A, *, check_errors=False):
    """torch.linalg.inv_ex: (inverse, info), from the LU factors as LAPACK's getrf/getrs (a
    singular A gives infs and its first zero pivot's column as info)."""
    from torch._ops.reduce import ReturnType

    _square(A, "linalg.inv_ex")
    LU, pivots, info = _lu_factor(A)
    if check_errors:
        _check_lu_info(info, "linalg.inv_ex", _inv_zero_message)
    X = linalg_lu_solve(LU, pivots, _eye_like(A).expand(A.shape))
    return ReturnType("linalg_inv_ex", ("inverse", "info"), (X, info))


def solve_ex(A, B, *, left=True, check_errors=False):
    """torch.linalg.solve_ex: (result, info), from the LU factors of A."""
    from torch._ops.reduce import ReturnType

    _square(A, "linalg.solve_ex")
    if not left:
        X, info = solve_ex(A.transpose(-2, -1), B.transpose(-2, -1), check_errors=check_errors)
        return ReturnType("linalg_solve_ex", ("result", "info"), (X.transpose(-2, -1), info))
    vector = B.dim() == 1 or (B.dim() == A.dim() - 1 and tuple(B.shape) == tuple(A.shape[:-1]))
    Bm = B.unsqueeze(-1) if vector else B
    batch = _broadcast_shape(A.shape[:-2], Bm.shape[:-2])
    A = A.expand(*batch, *A.shape[-2:])
    LU, pivots, info = _lu_factor(A)
    if check_errors:
        _check_lu_info(info, "torch.linalg.solve_ex",
                       lambda k: "The solver failed because the input matrix is singular.")
    X = linalg_lu_solve(LU, pivots, Bm.expand(*batch, *Bm.shape[-2:]))
    return ReturnType("linalg_solve_ex", ("result", "info"), (X.squeeze(-1) if vector else X, info))


def lu_solve(b, LU_data, LU_pivots):
    """torch.lu_solve: X with A X = b, for A's partial-pivoting LU (torch.lu's LU and pivots)."""
    return linalg_lu_solve(LU_data, LU_pivots, b)


def linalg_lu_solve(LU, pivots, B, *, left=True, adjoint=False):
    """torch.linalg.lu_solve: b's rows swapped as the pivots say, then the unit-lower and upper
    triangular solves, row by row."""
    if not left or adjoint:
        raise NotImplementedError(
            "torch.linalg.lu_solve: left=False and adjoint=True are not supported in the playground yet"
        )
    _square(LU, "torch.linalg.lu_solve")
    n = LU.shape[-1]
    if B.dim() < 2 or B.shape[-2] != n:
        raise RuntimeError(
            "linalg.lu_solve: Incompatible shapes of A and B for the equation AX = B "
            f"({n}x{n} and {B.shape[-2] if B.dim() >= 2 else 1}x{B.shape[-1]})"
        )
    batch = _broadcast_shape(LU.shape[:-2], B.shape[:-2])
    LU = LU.expand(*batch, n, n)
    B = B.expand(*batch, *B.shape[-2:])
    perm = _permutation(pivots.expand(*batch, n), n)
    y = B.gather(-2, perm.unsqueeze(-1).expand(B.shape))
    return _triangular(LU, _triangular(LU, y, False, True), True, False)


def _permutation(pivots, n):
    """The row order perm (PA = A[perm]) that LAPACK's 1-based pivots' swaps make, in turn."""
    idx = torch.arange(n, device=pivots.device)
    perm = idx.expand(*pivots.shape[:-1], n)
    piv = pivots.long() - 1
    for i in range(pivots.shape[-1]):  # perm[i] and perm[piv[i]] trade places
        p = piv[..., i : i + 1]
        at_i, at_p = perm[..., i : i + 1], perm.gather(-1, p)
        perm = torch.where(idx == i, at_p, torch.where(idx == p, at_i, perm))
    return perm


def _triangular(T, B, upper, unit):
    """X with T X = B for triangular T (the other triangle ignored), row by row."""
    n = T.shape[-1]
    if n == 0:
        return B.clone()
    xs = [None] * n
    for i in reversed(range(n)) if upper else range(n):
        lo, hi = (i + 1, n) if upper else (0, i)  # the rows already solved
        r = B[..., i : i + 1, :]
        if hi > lo:
            r = r - T[..., i : i + 1, lo:hi].matmul(torch.cat(xs[lo:hi], -2))
        xs[i] = r if unit else r / T[..., i : i + 1, i : i + 1]
    return torch.cat(xs, -2)


def triangular_solve(b, A, upper=True, transpose=False, unitriangular=False):
    """(X with A X = b (A^T X = b when transpose) for triangular A, a copy of A)."""
    from torch._ops.reduce import ReturnType

    _square(A, "torch.triangular_solve")
    T = A.transpose(-2, -1) if transpose else A
    batch = _broadcast_shape(A.shape[:-2], b.shape[:-2])
    n = A.shape[-1]
    X = _triangular(T.expand(*batch, n, n), b.expand(*batch, *b.shape[-2:]), upper != transpose, unitriangular)
    return ReturnType("triangular_solve", ("solution", "cloned_coefficient"), (X, A.clone()))


def lu_unpack(LU_data, LU_pivots, unpack_data=True, unpack_pivots=True):
    """(P, L, U) with A = P L U, from torch.lu's packed factors and pivots."""
    from torch._ops.reduce import ReturnType

    m, n = LU_data.shape[-2], LU_data.shape[-1]
    k = min(m, n)
    empty = torch.zeros(0, dtype=LU_data.dtype, device=LU_data.device)
    L = U = P = empty
    if unpack_data:
        eye = torch.eye(m, k, dtype=LU_data.dtype, device=LU_data.device)
        L = LU_data[..., :, :k].tril(-1) + eye
        U = LU_data[..., :k, :].triu()
    if unpack_pivots:
        perm = _permutation(LU_pivots, m)
        P = (perm.unsqueeze(-2) == torch.arange(m, device=perm.device).unsqueeze(-1)).to(LU_data.dtype)
    return ReturnType("lu_unpack", ("P", "L", "U"), (P, L, U))


def vector_norm(x, ord=2, dim=None, keepdim=False, *, dtype=None):
    """The vector ord-norm of x over dim (None: all entries)."""
    if not x.is_floating_point():
        raise NotImplementedError(
            f"linalg.vector_norm: Expected a floating point or complex tensor as input. Got {_dtype_name(x.dtype)}"
        )
    if dtype is not None:
        x = x.to(dtype)
    if isinstance(dim, int):
        dim = (dim,)
    return _pnorm(x, ord, dim, keepdim)


def matrix_norm(A, ord="fro", dim=(-2, -1), keepdim=False, *, dtype=None):
    """The matrix norm of A over the two dims: 'fro', 1, -1, inf, -inf, and from the singular
    values (those of A with the two dims moved last, as ATen does) 'nuc' (their sum), 2 (the
    largest) and -2 (the smallest)."""
    if dtype is not None:
        A = A.to(dtype)
    if A.dim() < 2:
        raise RuntimeError(f"linalg.matrix_norm: The input tensor A must have at least 2 dimensions.")
    dim = tuple(dim)
    if len(dim) != 2:
        raise RuntimeError(f"linalg.matrix_norm: dim must be a 2-tuple. Got {' '.join(str(d) for d in dim)}")
    r, c = _wrap_dim(dim[0], A.dim()), _wrap_dim(dim[1], A.dim())
    if r == c:
        raise RuntimeError(f"linalg.matrix_norm: dims must be different. Got ({dim[0]}, {dim[1]})")
    if isinstance(ord, str) and ord not in ("fro", "nuc"):
        raise RuntimeError(f"linalg.matrix_norm: Order {ord} not supported.")
    if ord == "fro":
        return _pnorm(A, 2, (r, c), keepdim)
    if ord in ("nuc", 2, -2):
        import torch._ops.factor as factor

        rest = [d for d in range(A.dim()) if d not in (r, c)]
        S = factor.svdvals(A.permute(rest + [r, c]))
        out = S.sum(-1) if ord == "nuc" else (S.amax(-1) if ord == 2 else S.amin(-1))
        if keepdim:
            for d in sorted((r, c)):
                out = out.unsqueeze(d)
        return out
    if ord in (1, -1, float("inf"), float("-inf")):
        inner_dim, outer_dim = (r, c) if ord in (1, -1) else (c, r)
        sums = A.abs().sum(inner_dim, keepdim=True)
        out = sums.amax(outer_dim, keepdim=True) if ord > 0 else sums.amin(outer_dim, keepdim=True)
        return out if keepdim else out.squeeze(max(r, c)).squeeze(min(r, c))
    raise RuntimeError(f"linalg.matrix_norm: Order {ord} not supported.")


def norm(A, ord=None, dim=None, keepdim=False, *, dtype=None):
    """torch.linalg.norm: a vector norm over one dim, a matrix norm over two."""
    if isinstance(dim, int):
        dim = (dim,)
    if dim is None and ord is not None:
        if A.dim() not in (1, 2):
            raise RuntimeError(f"linalg.norm: If dim is not specified but ord is, the input must be 1D or 2D. Got {A.dim()}D.")
        dim = tuple(range(A.dim()))
    if isinstance(ord, str) or (dim is not None and len(dim) == 2):
        return matrix_norm(A, "fro" if ord is None else ord, dim or (-2, -1), keepdim, dtype=dtype)
    return vector_norm(A, 2 if ord is None else ord, dim, keepdim, dtype=dtype)


def vecdot(x, y, *, dim=-1):
    """torch.linalg.vecdot: the dot product along dim, broadcasting the rest."""
    return (x * y).sum(dim)


# torch.linalg: importing it binds it on torch (it re-exports the functions above).
import torch.linalg
