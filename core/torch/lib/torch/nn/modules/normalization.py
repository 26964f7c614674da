"""nn.GroupNorm, nn.RMSNorm, nn.LocalResponseNorm (PyTorch's torch/nn/modules/normalization.py)
and nn.InstanceNorm1d/2d (instancenorm.py), over torch/nn/_norm.py. Affine weights start at one
and biases at zero, as PyTorch's reset_parameters leaves them."""
import torch
from torch.nn import Module, Parameter
from torch.nn import functional as F
from torch.nn import LayerNorm  # native; named here as in PyTorch
from torch.nn.modules.batchnorm import _BatchNorm, _LazyNormMixin, _affine_parameters


class GroupNorm(Module):
    def __init__(self, num_groups, num_channels, eps=1e-05, affine=True, device=None,
                 dtype=None, bias=True):
        super().__init__()
        if num_channels % num_groups != 0:
            raise ValueError("num_channels (" + str(num_channels)
                             + ") must be divisible by num_groups (" + str(num_groups) + ")")
        self.num_groups = num_groups
        self.num_channels = num_channels
        self.eps = eps
        self.affine = affine
        _affine_parameters(self, num_channels, affine, bias, device, dtype)

    def reset_parameters(self):
        if self.affine:
            with torch.no_grad():
                self.weight.fill_(1.0)
                if self.bias is not None:
                    self.bias.zero_()

    def forward(self, input):
        return F.group_norm(input, self.num_groups, self.weight, self.bias, self.eps)

    def extra_repr(self):
        return (
            str(self.num_groups) + ", " + str(self.num_channels) + ", eps=" + str(self.eps)
            + ", affine=" + str(self.affine) + ", bias=" + str(self.bias is not None)
        )


class RMSNorm(Module):
    def __init__(self, normalized_shape, eps=None, elementwise_affine=True, device=None,
                 dtype=None):
        super().__init__()
        if isinstance(normalized_shape, int):
            normalized_shape = (normalized_shape,)
        self.normalized_shape = tuple(normalized_shape)
        self.eps = eps
        self.elementwise_affine = elementwise_affine
        if elementwise_affine:
            self.weight = Parameter(torch.ones(self.normalized_shape, device=device,
                                               dtype=dtype))
        else:
            self.weight = None

    def reset_parameters(self):
        if self.elementwise_affine:
            with torch.no_grad():
                self.weight.fill_(1.0)

    def forward(self, x):
        return F.rms_norm(x, self.normalized_shape, self.weight, self.eps)

    def extra_repr(self):
        return (
            str(self.normalized_shape) + ", eps=" + str(self.eps) + ", elementwise_affine="
            + str(self.elementwise_affine)
        )


class LocalResponseNorm(Module):
    def __init__(self, size, alpha=0.0001, beta=0.75, k=1.0):
        super().__init__()
        self.size = size
        self.alpha = alpha
        self.beta = beta
        self.k = k

    def forward(self, input):
        return F.local_response_norm(input, self.size, self.alpha, self.beta, self.k)

    def extra_repr(self):
        return (
            str(self.size) + ", alpha=" + str(self.alpha) + ", beta=" + str(self.beta) + ", k="
            + str(self.k)
        )


class _InstanceNorm(_BatchNorm):
    """PyTorch's _InstanceNorm over _NormBase (here the batch norms' base, which holds the
    same parameters, buffers and extra_repr): the affine parameters and the running statistics
    only when asked for."""

    def __init__(self, num_features, eps=1e-05, momentum=0.1, affine=False,
                 track_running_stats=False, device=None, dtype=None, bias=True):
        super().__init__(num_features, eps, momentum, affine, track_running_stats, device,
                         dtype, bias)

    def _apply_instance_norm(self, input):
        return F.instance_norm(
            input, self.running_mean, self.running_var, self.weight, self.bias,
            self.training or not self.track_running_stats,
            self.momentum if self.momentum is not None else 0.0, self.eps,
        )

    def forward(self, input):
        unbatched = self._ndim - 1
        if input.dim() not in (unbatched, unbatched + 1):
            raise ValueError("expected " + str(unbatched) + "D or " + str(unbatched + 1)
                             + "D input (got " + str(input.dim()) + "D input)")
        feature_dim = input.dim() - unbatched
        if input.size(feature_dim) != self.num_features and self.affine:
            raise ValueError(
                "expected input's size at dim=" + str(feature_dim) + " to match num_features ("
                + str(self.num_features) + "), but got: " + str(input.size(feature_dim)) + "."
            )
        if input.dim() == unbatched:
            return self._apply_instance_norm(input.unsqueeze(0)).squeeze(0)
        return self._apply_instance_norm(input)


class InstanceNorm1d(_InstanceNorm):
    _ndim = 3


class InstanceNorm2d(_InstanceNorm):
    _ndim = 4


class InstanceNorm3d(_InstanceNorm):
    _ndim = 5


class LazyInstanceNorm1d(_LazyNormMixin, InstanceNorm1d):
    pass


class LazyInstanceNorm2d(_LazyNormMixin, InstanceNorm2d):
    pass


class LazyInstanceNorm3d(_LazyNormMixin, InstanceNorm3d):
    pass
