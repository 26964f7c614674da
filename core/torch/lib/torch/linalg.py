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
from torch._ops.factor import (
    cholesky_ex,
    cond,
    eigh,
    eigvalsh,
    householder_product,
    lstsq,
    matrix_rank,
    pinv,
    svdvals,
)
from torch._ops.factor import linalg_cholesky as cholesky
from torch._ops.factor import linalg_qr as qr
from torch._ops.factor import linalg_slogdet as slogdet
from torch._ops.factor import linalg_svd as svd
from torch import matmul

LinAlgError = _LinAlgError


def __getattr__(name):
    # The rest of PyTorch's torch.linalg (eig, eigvals, lu_factor, ...) raises NotImplementedError naming it.
    from torch import _missing_attribute

    _missing_attribute("torch.linalg", name)
