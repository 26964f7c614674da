"""Normalisations and the channel-wise dropouts, as torch.nn.functional has them: F.group_norm,
F.instance_norm, F.rms_norm, F.local_response_norm, F.dropout1d/2d/3d, F.alpha_dropout and
F.feature_alpha_dropout, composed from the differentiable tensor ops after ATen's formulas.

The dropouts draw their noise as ATen's _dropout_impl does on the CPU: one bernoulli_(1 - p)
over a tensor the input's shape, or (N, C, 1, ...) for the feature forms, so the masks equal
PyTorch's under torch.manual_seed.
"""
import torch


def _size(t):
    return "[" + ", ".join(str(s) for s in t.shape) + "]"


def _affine(out, weight, bias, shape):
    if weight is not None:
        out = out * weight.reshape(shape)
    if bias is not None:
        out = out + bias.reshape(shape)
    return out


def _normalize(x, dims, eps):
    # (x - mean) / sqrt(biased var + eps), and the mean and biased variance.
    mean = x.mean(dim=dims, keepdim=True)
    centred = x - mean
    var = (centred * centred).mean(dim=dims, keepdim=True)
    return centred * torch.rsqrt(var + eps), mean, var


def group_norm(input, num_groups, weight=None, bias=None, eps=1e-05):
    """Each sample's channels in num_groups groups, each normalised over its channels and
    positions; then the per-channel affine."""
    if input.dim() < 2:
        raise RuntimeError(
            "Expected at least 2 dimensions for input tensor but received " + str(input.dim())
        )
    N, C = input.shape[0], input.shape[1]
    # F.group_norm's _verify_batch_size, before ATen's checks
    size = [N * C // num_groups, num_groups] + list(input.shape[2:])
    prods = size[0]
    for s in size[2:]:
        prods *= s
    if prods == 1:
        raise ValueError("Expected more than 1 value per channel when training, got input size "
                         + str(size))
    if C % num_groups != 0:
        raise RuntimeError(
            "Expected number of channels in input to be divisible by num_groups, but got input "
            "of shape " + _size(input) + " and num_groups=" + str(num_groups)
        )
    for name, t in (("weight", weight), ("bias", bias)):
        if t is not None and (t.dim() != 1 or t.numel() != C):
            raise RuntimeError(
                "Expected " + name + " to be a vector of size equal to the number of channels in "
                "input, but got " + name + " of shape " + _size(t) + " and input of shape "
                + _size(input)
            )
    x = input.reshape(N, num_groups, -1)
    out = _normalize(x, [2], eps)[0].reshape(input.shape)
    return _affine(out, weight, bias, [1, C] + [1] * (input.dim() - 2))


def instance_norm(input, running_mean=None, running_var=None, weight=None, bias=None,
                  use_input_stats=True, momentum=0.1, eps=1e-05):
    """Each (sample, channel) normalised over its positions; with use_input_stats and running
    statistics, those move by momentum towards the batch's mean of the instances' mean and
    unbiased variance (ATen's batch norm over the (1, N*C, ...) reshape)."""
    N, C = input.shape[0], input.shape[1]
    dims = list(range(2, input.dim()))
    shape = [1, C] + [1] * len(dims)
    n = input.numel() // (N * C)
    if use_input_stats:
        if n == 1:
            raise ValueError(
                "Expected more than 1 spatial element when training, got input size "
                + str(input.shape)
            )
        out, mean, var = _normalize(input, dims, eps)
        if running_mean is not None or running_var is not None:
            with torch.no_grad():
                if running_mean is not None:
                    m = mean.reshape(N, C).mean(0)
                    running_mean.mul_(1 - momentum).add_(m * momentum)
                if running_var is not None:
                    v = var.reshape(N, C).mean(0) * (n / (n - 1))
                    running_var.mul_(1 - momentum).add_(v * momentum)
    else:
        if running_mean is None or running_var is None:
            raise RuntimeError("Expected running_mean and running_var to be defined when "
                               "use_input_stats is false")
        out = (input - running_mean.reshape(shape)) * torch.rsqrt(
            running_var.reshape(shape) + eps
        )
    return _affine(out, weight, bias, shape)


def rms_norm(input, normalized_shape, weight=None, eps=None):
    """x / sqrt(mean(x^2) + eps) over the last len(normalized_shape) dims, times weight; eps
    None is the dtype's machine epsilon."""
    if isinstance(normalized_shape, int):
        normalized_shape = [normalized_shape]
    k = len(normalized_shape)
    if list(input.shape[input.dim() - k:]) != list(normalized_shape):
        raise RuntimeError(
            "Given normalized_shape=" + str(list(normalized_shape))
            + ", expected input with shape [*" + ", ".join(str(s) for s in normalized_shape)
            + "], but got input of size" + _size(input)
        )
    if eps is None:
        eps = torch.finfo(input.dtype).eps
    dims = list(range(input.dim() - k, input.dim()))
    out = input * torch.rsqrt((input * input).mean(dim=dims, keepdim=True) + eps)
    return out if weight is None else out * weight


def local_response_norm(input, size, alpha=0.0001, beta=0.75, k=1.0):
    """x / (k + alpha * mean of x^2 over `size` neighbouring channels) ** beta, the window
    zero-padded as PyTorch's (size // 2 before, (size - 1) // 2 after)."""
    dim = input.dim()
    if dim < 3:
        raise ValueError(
            "Expected 3D or higher dimensionality                          input (got "
            + str(dim) + " dimensions)"
        )
    if input.numel() == 0:
        return input
    C = input.shape[1]
    sq = (input * input).transpose(1, -1)
    sq = torch.nn.functional.pad(sq, (size // 2, (size - 1) // 2))
    total = sq.narrow(-1, 0, C)
    for i in range(1, size):
        total = total + sq.narrow(-1, i, C)
    div = (total / size).transpose(1, -1)
    return input / div.mul(alpha).add(k).pow(beta)


# --- dropout -------------------------------------------------------------------------------------

_ALPHA = 1.7580993408473766


def _check_p(p):
    if p < 0.0 or p > 1.0:
        raise ValueError("dropout probability has to be between 0 and 1, but got " + str(p))


def _dropout_impl(input, p, training, feature, alpha):
    # ATen's _dropout_impl (Dropout.cpp), out of place.
    if p == 0 or not training or input.numel() == 0:
        return input
    if p == 1:
        return input * torch.zeros([], dtype=input.dtype, device=input.device)
    if feature:
        if input.dim() < 2:
            raise RuntimeError(
                "Feature dropout requires at least 2 dimensions in the input"
            )
        shape = list(input.shape[:2]) + [1] * (input.dim() - 2)
    else:
        shape = list(input.shape)
    noise = torch.empty(shape, dtype=input.dtype, device=input.device).bernoulli_(1 - p)
    if not alpha:
        return input * noise.div_(1 - p)
    a = 1.0 / ((_ALPHA * _ALPHA * p + 1) * (1 - p)) ** 0.5
    b = noise.add(-1).mul_(_ALPHA * a).add_(_ALPHA * a * p)
    return input * noise.mul_(a) + b


def _dropout(input, p, training, inplace, feature, alpha):
    # In place, the result is written into `input` (F._inplace: a tensor that requires grad
    # gets it as a new tensor, as the playground's autograd takes no in-place ops on a graph).
    _check_p(p)
    out = _dropout_impl(input, p, training, feature, alpha)
    if out is input:
        return input
    return torch.nn.functional._inplace(input, out, inplace)


def _batched(input, p, training, inplace, batched_dim):
    # dropout1d/dropout3d: an unbatched input gets a batch of 1 for the draw.
    if input.dim() == batched_dim:
        return _dropout(input, p, training, inplace, True, False)
    out = _dropout(input.unsqueeze(0), p, training, False, True, False).squeeze(0)
    return torch.nn.functional._inplace(input, out, inplace)


def dropout1d(input, p=0.5, training=True, inplace=False):
    """Zeroes whole channels of an (N, C, L) or (C, L) input."""
    _check_p(p)
    if input.dim() not in (2, 3):
        raise RuntimeError(
            "dropout1d: Expected 2D or 3D input, but received a " + str(input.dim())
            + "D input. Note that dropout1d exists to provide channel-wise dropout on inputs "
            "with 1 spatial dimension, a channel dimension, and an optional batch dimension "
            "(i.e. 2D or 3D inputs)."
        )
    return _batched(input, p, training, inplace, 3)


def dropout2d(input, p=0.5, training=True, inplace=False):
    """Zeroes whole channels (dim 1) of the input (a 3-D input is taken as (N, C, L), as
    PyTorch does)."""
    return _dropout(input, p, training, inplace, True, False)


def dropout3d(input, p=0.5, training=True, inplace=False):
    """Zeroes whole channels of an (N, C, D, H, W) or (C, D, H, W) input."""
    return _batched(input, p, training, inplace, 5)


def alpha_dropout(input, p=0.5, training=False, inplace=False):
    """Dropout that keeps a SELU network's mean and variance: dropped values become
    -alpha * scale, then an affine map restores the moments."""
    return _dropout(input, p, training, inplace, False, True)


def feature_alpha_dropout(input, p=0.5, training=False, inplace=False):
    """alpha_dropout over whole channels."""
    return _dropout(input, p, training, inplace, True, True)
