# ATen's normalization ops that also return their statistics (native_layer_norm, native_batch_norm,
# native_group_norm): mean, var and rsqrt over the native reductions, so autograd reaches the
# input and the affine parameters (and group norm's statistics; the others' are not differentiable).
import torch
from torch.nn._norm import _affine, _normalize as _normalized


def _normalize(x, dims, eps):
    """(x - mean) * rstd over dims, with the mean and rstd (dims kept)."""
    out, mean, var = _normalized(x, dims, eps)
    return out, mean, (var + eps).rsqrt()


def native_layer_norm(input, normalized_shape, weight, bias, eps):
    """(layer_norm(input), mean, rstd) over the trailing normalized_shape dims."""
    shape = list(normalized_shape)
    k = len(shape)
    if k == 0 or list(input.shape[input.dim() - k:]) != shape:
        raise RuntimeError(
            f"Given normalized_shape={shape}, expected input with shape [*, {', '.join(str(s) for s in shape)}], "
            f"but got input of size{list(input.shape)}"
        )
    out, mean, rstd = _normalize(input, list(range(input.dim() - k, input.dim())), eps)
    return _affine(out, weight, bias, shape), mean.detach(), rstd.detach()


def native_group_norm(input, weight, bias, N, C, HxW, group, eps):
    """(group_norm(input), mean, rstd), the statistics (N, group) over each group's channels."""
    if C % group:
        raise RuntimeError(f"Expected number of channels in input to be divisible by num_groups, but got input of "
                           f"shape {list(input.shape)} and num_groups={group}")
    out, mean, rstd = _normalize(input.reshape(N, group, C // group * HxW), [2], eps)
    channel = [1, C] + [1] * (input.dim() - 2)
    return _affine(out.reshape(input.shape), weight, bias, channel), mean.reshape(N, group), rstd.reshape(N, group)


def native_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps):
    """(batch_norm(input), save_mean, save_invstd): the batch's statistics per channel when
    training (updating the running ones in place), else the running ones and empty saves."""
    dims = [0] + list(range(2, input.dim()))
    channel = [1, input.shape[1]] + [1] * (input.dim() - 2)
    if training or running_mean is None:
        out, mean, var = _normalized(input, dims, eps)
        invstd = (var + eps).rsqrt()
        if running_mean is not None:
            with torch.no_grad():
                n = input.numel() // input.shape[1]
                running_mean.copy_(running_mean * (1 - momentum) + mean.reshape(-1) * momentum)
                running_var.copy_(running_var * (1 - momentum) + var.reshape(-1) * (n / max(n - 1, 1)) * momentum)
        return _affine(out, weight, bias, channel), mean.detach().reshape(-1), invstd.detach().reshape(-1)
    invstd = running_var.add(eps).rsqrt()
    out = (input - running_mean.reshape(channel)) * invstd.reshape(channel)
    empty = torch.zeros(0, dtype=input.dtype, device=input.device)
    return _affine(out, weight, bias, channel), empty, empty.clone()


def _native_batch_norm_legit(input, weight, bias, running_mean, running_var, training=None, momentum=None,
                             eps=None):
    if isinstance(running_mean, bool):  # the overload without running statistics
        running_mean, running_var, training, momentum, eps = None, None, running_mean, running_var, training
    return native_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps)
