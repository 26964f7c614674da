# torch.linalg: the linear algebra namespace, over torch/_ops/linalg.py.
from torch._ops.linalg import (
    _LinAlgError,
    det,
    inv,
    matrix_exp,
    matrix_norm,
    matrix_power,
    multi_dot,
    norm,
    solve,
    vecdot,
    vector_norm,
)
from torch._ops.linalg import linalg_cross as cross
from torch._ops.linalg import linalg_lu_solve as lu_solve
from torch._ops.linalg import linalg_lu_factor as lu_factor
from torch._ops.linalg import linalg_lu_factor_ex as lu_factor_ex
from torch._ops.linalg import linalg_lu as lu
from torch._ops.linalg import inv_ex, solve_ex
from torch import matmul
import torch

LinAlgError = _LinAlgError


# The factorizations (torch/_ops/factor.py), loaded on first use: factor.py imports
# torch._ops.linalg, whose import binds this module, so importing them here would be circular.
_FACTOR = {
    "cholesky": "linalg_cholesky", "cholesky_ex": "cholesky_ex", "cond": "cond", "eigh": "eigh",
    "eigvalsh": "eigvalsh", "householder_product": "householder_product", "lstsq": "lstsq",
    "matrix_rank": "matrix_rank", "pinv": "pinv", "qr": "linalg_qr", "slogdet": "linalg_slogdet",
    "svd": "linalg_svd", "svdvals": "svdvals",
}


def solve_triangular(A, B, *, upper, left=True, unitriangular=False, out=None):
    """torch.linalg.solve_triangular: X with A X = B (left) or X A = B, A triangular; over
    torch.triangular_solve (a right solve is the left one of the transposes)."""
    import torch

    if out is not None:
        raise NotImplementedError("torch.linalg.solve_triangular(out=...) is not supported in the "
                                  "playground yet")
    if left:
        X = torch.triangular_solve(B, A, upper=upper, unitriangular=unitriangular).solution
    else:
        X = torch.triangular_solve(B.mT, A.mT, upper=not upper, unitriangular=unitriangular).solution.mT
    return torch._rename_grad_fn(X, "LinalgSolveTriangularBackward0")


def diagonal(A, *, offset=0, dim1=-2, dim2=-1):
    return A.diagonal(offset=offset, dim1=dim1, dim2=dim2)


def vander(x, *, N=None):
    # Columns x^0, x^1, ..., x^(N-1), as PyTorch builds them: a running product of x.
    if x.dim() < 1:
        raise RuntimeError("linalg.vander: Expected x to have at least one dimension")
    n = x.shape[-1] if N is None else N
    if n <= 1:
        raise RuntimeError("N must be greater than 1.")
    ones = torch.ones(tuple(x.shape) + (1,), dtype=x.dtype, device=x.device)
    powers = x.unsqueeze(-1).expand(tuple(x.shape) + (n - 1,))
    return torch.cat([ones, powers], dim=-1).cumprod(dim=-1)


def __getattr__(name):
    if name in _FACTOR:
        import torch._ops.factor as factor

        return getattr(factor, _FACTOR[name])
    # The rest of PyTorch's torch.linalg (eig, eigvals, ...) raises NotImplementedError naming it.
    from torch import _missing_attribute

    _missing_attribute("torch.linalg", name)
