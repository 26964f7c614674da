"""torch.nn.utils.parametrizations: orthogonal, weight_norm and spectral_norm, as PyTorch's (over
torch/nn/utils/parametrize.py).

- orthogonal: PyTorch's default map ("matrix_exp" for square matrices, "householder" for tall
  or wide ones) with use_trivialization=True: the weight's orthogonalisation (the QR Q with R's
  diagonal signs, as PyTorch's geqrf + householder_product make it; for a non-square weight
  completed with PyTorch's torch.randn draw) becomes the `base` buffer, `original` becomes -I,
  and the forward is base @ map(original).
- weight_norm: original0 = g (the norm over every dim but `dim`), original1 = v; the weight is
  v * (g / ||v||).
- spectral_norm: `_u` and `_v` drawn as PyTorch draws them (normal_ on new tensors, normalised),
  15 power iterations at registration, `n_power_iterations` at each forward in training mode.
"""
import torch
import torch.nn.functional as F
from torch import Tensor
from torch.nn import Module
from torch.nn.utils import parametrize

__all__ = ["orthogonal", "spectral_norm", "weight_norm"]


def _is_orthogonal(Q, eps=None):
    n, k = Q.size(-2), Q.size(-1)
    Id = torch.eye(k, dtype=Q.dtype, device=Q.device)
    eps = 10.0 * n * torch.finfo(Q.dtype).eps
    return torch.allclose((Q.mH if Q.is_complex() else Q.mT) @ Q, Id, atol=eps)


def _make_orthogonal(A):
    # PyTorch: X, tau = geqrf(A); Q = householder_product(X, tau) * sgn(diag(X)). The same Q is
    # the QR factor of A with R's diagonal signs folded in (R's diagonal is X's).
    Q, R = torch.linalg.qr(A)
    return Q * R.diagonal(dim1=-2, dim2=-1).sgn().unsqueeze(-2)


class _OrthMaps:
    matrix_exp = "matrix_exp"
    cayley = "cayley"
    householder = "householder"


class _Orthogonal(Module):
    def __init__(self, weight, orthogonal_map, *, use_trivialization=True):
        super().__init__()
        if weight.is_complex() and orthogonal_map == _OrthMaps.householder:
            raise ValueError("The householder parametrization does not support complex tensors.")
        self.shape = weight.shape
        self.orthogonal_map = orthogonal_map
        if use_trivialization:
            self.register_buffer("base", None)

    def forward(self, X):
        n, k = X.size(-2), X.size(-1)
        transposed = n < k
        if transposed:
            X = X.mT
            n, k = k, n
        if self.orthogonal_map == _OrthMaps.matrix_exp or self.orthogonal_map == _OrthMaps.cayley:
            X = X.tril()
            if n != k:
                X = torch.cat([X, X.new_zeros(n, n - k).expand(*X.shape[:-2], -1, -1)], dim=-1)
            A = X - (X.mH if X.is_complex() else X.mT)
            if self.orthogonal_map == _OrthMaps.matrix_exp:
                Q = torch.matrix_exp(A)
            else:
                Id = torch.eye(n, dtype=A.dtype, device=A.device)
                Q = torch.linalg.solve(torch.add(Id, A, alpha=-0.5), torch.add(Id, A, alpha=0.5))
            if n != k:
                Q = Q[..., :k]
        else:
            A = X.tril(diagonal=-1)
            tau = 2.0 / (1.0 + (A * A).sum(dim=-2))
            Q = torch.linalg.householder_product(A, tau)
            Q = Q * X.diagonal(dim1=-2, dim2=-1).int().unsqueeze(-2)
        if hasattr(self, "base"):
            Q = self.base @ Q
        if transposed:
            Q = Q.mT
        return Q

    def right_inverse(self, Q):
        with torch.no_grad():
            if Q.shape != self.shape:
                raise ValueError("Expected a matrix or batch of matrices of shape "
                                 + str(self.shape) + ". Got a tensor of shape " + str(Q.shape)
                                 + ".")
            Q_init = Q
            n, k = Q.size(-2), Q.size(-1)
            transpose = n < k
            if transpose:
                Q = Q.mT
                n, k = k, n
            if not hasattr(self, "base"):
                if (self.orthogonal_map == _OrthMaps.cayley
                        or self.orthogonal_map == _OrthMaps.matrix_exp):
                    raise NotImplementedError(
                        "It is not possible to assign to the matrix exponential or the Cayley "
                        "parametrizations when use_trivialization=False.")
                raise NotImplementedError(
                    "orthogonal(..., use_trivialization=False) with the householder map is not "
                    "supported in the playground yet (torch.geqrf)")
            if n == k:
                if not _is_orthogonal(Q):
                    Q = _make_orthogonal(Q)
                else:
                    Q = Q.clone()
            else:
                N = torch.randn(*(tuple(Q.size()[:-2]) + (n, n - k)), dtype=Q.dtype,
                                device=Q.device)
                Q = torch.cat([Q, N], dim=-1)
                Q = _make_orthogonal(Q)
            self.base = Q
            neg_Id = torch.zeros_like(Q_init)
            neg_Id.diagonal(dim1=-2, dim2=-1).fill_(-1.0)
            return neg_Id


def orthogonal(module, name="weight", orthogonal_map=None, *, use_trivialization=True):
    """Makes `module.name` an orthogonal matrix (or batch of them); returns the module."""
    weight = getattr(module, name, None)
    if not isinstance(weight, Tensor):
        raise ValueError("Module '" + str(module) + "' has no parameter or buffer with name '"
                         + name + "'")
    if weight.ndim < 2:
        raise ValueError("Expected a matrix or batch of matrices. Got a tensor of "
                         + str(weight.ndim) + " dimensions.")
    if orthogonal_map is None:
        orthogonal_map = ("matrix_exp" if weight.size(-2) == weight.size(-1)
                          or weight.is_complex() else "householder")
    if orthogonal_map not in ("matrix_exp", "cayley", "householder"):
        raise ValueError('orthogonal_map has to be one of "matrix_exp", "cayley", "householder". '
                         "Got: " + str(orthogonal_map))
    orth = _Orthogonal(weight, orthogonal_map, use_trivialization=use_trivialization)
    return parametrize.register_parametrization(module, name, orth, unsafe=True)


def _norm_except_dim(v, dim):
    # torch.norm_except_dim(v, 2, dim): the 2-norm over every dim but `dim`, kept as size 1.
    if dim == -1:
        return torch.linalg.vector_norm(v)
    if dim < 0:
        dim += v.dim()
    dims = [d for d in range(v.dim()) if d != dim]
    if not dims:
        return v.abs()
    return torch.linalg.vector_norm(v, 2, dim=dims, keepdim=True)


def _weight_norm(v, g, dim):
    # torch._weight_norm(v, g, dim): v * (g / norm_except_dim(v, 2, dim)); for dim 0 or the last
    # dim, ATen's fused kernel, one node WeightNormInterfaceBackward0 with its backward formula.
    if not (dim == 0 or dim == v.dim() - 1):
        return v * (g / _norm_except_dim(v, dim))
    with torch.no_grad():
        norm = _norm_except_dim(v, dim)
        out = v * (g / norm)
    if not (torch.is_grad_enabled() and (v.requires_grad or g.requires_grad)):
        return out
    dims = [d for d in range(v.dim()) if d != dim]

    def backward(grad):
        with torch.no_grad():
            s = (grad * v).sum(dim=dims, keepdim=True) if dims else grad * v
            grad_g = s / norm
            grad_v = (g / norm) * (grad - v * (s / (norm * norm)))
            return grad_v, grad_g

    torch._attach_function_node("WeightNormInterfaceBackward0", [v, g], out, backward)
    return out


class _WeightNorm(Module):
    def __init__(self, dim=0):
        super().__init__()
        if dim is None:
            dim = -1
        self.dim = dim

    def forward(self, weight_g, weight_v):
        return _weight_norm(weight_v, weight_g, self.dim)

    def right_inverse(self, weight):
        weight_g = _norm_except_dim(weight, self.dim)
        weight_v = weight
        return weight_g, weight_v


def weight_norm(module, name="weight", dim=0):
    """Splits `module.name` into a magnitude (original0) and a direction (original1); returns
    the module."""
    _wn = _WeightNorm(dim)
    return parametrize.register_parametrization(module, name, _wn, unsafe=True)


class _SpectralNorm(Module):
    def __init__(self, weight, n_power_iterations=1, dim=0, eps=1e-12):
        super().__init__()
        ndim = weight.ndim
        if dim >= ndim or dim < -ndim:
            raise IndexError("Dimension out of range (expected to be in range of [-" + str(ndim)
                             + ", " + str(ndim - 1) + "] but got " + str(dim) + ")")
        if n_power_iterations <= 0:
            raise ValueError("Expected n_power_iterations to be positive, but got "
                             "n_power_iterations=" + str(n_power_iterations))
        self.dim = dim if dim >= 0 else dim + ndim
        self.eps = eps
        if ndim > 1:
            self.n_power_iterations = n_power_iterations
            weight_mat = self._reshape_weight_to_matrix(weight)
            h, w = weight_mat.size()
            with torch.no_grad():
                u = weight_mat.new_empty(h).normal_(0, 1)
                v = weight_mat.new_empty(w).normal_(0, 1)
            self.register_buffer("_u", F.normalize(u, dim=0, eps=self.eps))
            self.register_buffer("_v", F.normalize(v, dim=0, eps=self.eps))
            self._power_method(weight_mat, 15)

    def _reshape_weight_to_matrix(self, weight):
        if self.dim != 0:
            weight = weight.permute(self.dim, *(d for d in range(weight.dim()) if d != self.dim))
        return weight.flatten(1)

    def _power_method(self, weight_mat, n_power_iterations):
        with torch.no_grad():
            weight_mat = weight_mat.detach()
            for _ in range(n_power_iterations):
                self._u.copy_(F.normalize(torch.mv(weight_mat, self._v), dim=0, eps=self.eps))
                self._v.copy_(F.normalize(torch.mv(weight_mat.t(), self._u), dim=0, eps=self.eps))

    def forward(self, weight):
        if weight.ndim == 1:
            return F.normalize(weight, dim=0, eps=self.eps)
        weight_mat = self._reshape_weight_to_matrix(weight)
        if self.training:
            self._power_method(weight_mat, self.n_power_iterations)
        u = self._u.clone()
        v = self._v.clone()
        sigma = torch.vdot(u, torch.mv(weight_mat, v))
        return weight / sigma

    def right_inverse(self, value):
        return value


def spectral_norm(module, name="weight", n_power_iterations=1, eps=1e-12, dim=None):
    """Divides `module.name` by its spectral norm, estimated by power iteration; returns the
    module."""
    weight = getattr(module, name, None)
    if not isinstance(weight, Tensor):
        raise ValueError("Module '" + str(module) + "' has no parameter or buffer with name '"
                         + name + "'")
    if dim is None:
        nn = torch.nn
        if isinstance(module, (nn.ConvTranspose1d, nn.ConvTranspose2d, nn.ConvTranspose3d)):
            dim = 1
        else:
            dim = 0
    return parametrize.register_parametrization(
        module, name, _SpectralNorm(weight, n_power_iterations, dim, eps))
