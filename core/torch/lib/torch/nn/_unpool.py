"""F.max_unpool1d/2d/3d and F.max_pool1d/2d/3d_with_indices, as PyTorch's torch/nn/functional.py.
An unpool scatters each input value to its index in the flattened output plane (ATen's
max_unpooling kernels), a zeros tensor's `scatter` along that plane, so autograd's gradient is
scatter's (a gather of the gradient at the indices, as ATen's backward)."""
import torch
import torch.nn.functional as F

_SCALAR_TYPE = {
    torch.float32: "Float", torch.float64: "Double", torch.float16: "Half",
    torch.bfloat16: "BFloat16", torch.int32: "Int", torch.int64: "Long", torch.bool: "Bool",
}


def _ntuple(v, n):
    if isinstance(v, (tuple, list)):
        return list(v)
    return [v] * n


def max_pool1d_with_indices(input, kernel_size, stride=None, padding=0, dilation=1,
                            ceil_mode=False, return_indices=False):
    return F.max_pool1d(input, kernel_size, stride, padding, dilation, ceil_mode, True)


def max_pool2d_with_indices(input, kernel_size, stride=None, padding=0, dilation=1,
                            ceil_mode=False, return_indices=False):
    return F.max_pool2d(input, kernel_size, stride, padding, dilation, ceil_mode, True)


def max_pool3d_with_indices(input, kernel_size, stride=None, padding=0, dilation=1,
                            ceil_mode=False, return_indices=False):
    return F.max_pool3d(input, kernel_size, stride, padding, dilation, ceil_mode, True)


def _unpool_output_size(input, kernel_size, stride, padding, output_size):
    input_size = input.size()
    default_size = []
    for d in range(len(kernel_size)):
        default_size.append((input_size[-len(kernel_size) + d] - 1) * stride[d]
                            + kernel_size[d] - 2 * padding[d])
    if output_size is None:
        ret = default_size
    else:
        if len(output_size) == len(kernel_size) + 2:
            output_size = output_size[2:]
        if len(output_size) != len(kernel_size):
            raise ValueError(
                "output_size should be a sequence containing " + str(len(kernel_size)) + " or "
                + str(len(kernel_size) + 2) + " elements, but it has a length of '"
                + str(len(output_size)) + "'")
        for d in range(len(kernel_size)):
            min_size = default_size[d] - stride[d]
            max_size = default_size[d] + stride[d]
            if not (min_size < output_size[d] < max_size):
                raise ValueError('invalid output_size "' + str(output_size) + '" (dim ' + str(d)
                                 + " must be between " + str(min_size) + " and " + str(max_size)
                                 + ")")
        ret = output_size
    for d in range(len(kernel_size)):
        if ret[d] < 0:
            raise ValueError("max_unpooling: output_size must contain non-negative spatial "
                             "dimensions, but got output_size[" + str(d) + "]=" + str(ret[d]))
    return ret


def _sizes(t):
    return "[" + ", ".join(str(s) for s in t.shape) + "]"


def _unpool(input, indices, output_size, nd):
    """ATen's max_unpool2d/3d over `nd` spatial dims: (N, C, *in) values to (N, C, *out)."""
    if indices.dtype != torch.int64:
        raise RuntimeError("elements in indices should be type int64 but got: "
                           + _SCALAR_TYPE.get(indices.dtype, str(indices.dtype)))
    if input.dim() not in (nd + 1, nd + 2):
        raise RuntimeError(
            "Input to max_unpooling" + str(nd) + "d should be a " + str(nd + 1) + "d or "
            + str(nd + 2) + "d Tensor, but got a tensor with " + str(input.dim())
            + " dimensions.")
    if tuple(input.shape) != tuple(indices.shape):
        raise RuntimeError(
            "Expected shape of indices to be same as that of the input tensor (" + _sizes(input)
            + ") but got indices tensor with shape: " + _sizes(indices))
    batched = input.dim() == nd + 2
    x = input if batched else input.unsqueeze(0)
    idx = indices if batched else indices.unsqueeze(0)
    n, c = x.shape[0], x.shape[1]
    plane = 1
    for s in output_size:
        plane *= s
    flat_i = idx.reshape(n, c, -1)
    bad = (flat_i < 0) | (flat_i >= plane)
    if flat_i.numel() and bool(bad.any()):
        # ATen's loop goes on past a bad index and reports the last one it saw.
        last = int(flat_i[bad][-1])
        raise RuntimeError("Found an invalid max index: " + str(last)
                           + " (output volumes are of size "
                           + "x".join(str(s) for s in output_size) + ")")
    out = torch.zeros(n, c, plane, dtype=x.dtype, device=x.device)
    out = out.scatter(2, flat_i, x.reshape(n, c, -1)).reshape([n, c] + list(output_size))
    return out if batched else out.squeeze(0)


def max_unpool1d(input, indices, kernel_size, stride=None, padding=0, output_size=None):
    kernel_size = _ntuple(kernel_size, 1)
    stride = _ntuple(stride, 1) if stride is not None else kernel_size
    padding = _ntuple(padding, 1)
    output_size = _unpool_output_size(input, kernel_size, stride, padding, output_size)
    output_size = list(output_size) + [1]
    return _unpool(input.unsqueeze(-1), indices.unsqueeze(-1), output_size, 2).squeeze(-1)


def max_unpool2d(input, indices, kernel_size, stride=None, padding=0, output_size=None):
    kernel_size = _ntuple(kernel_size, 2)
    stride = _ntuple(stride, 2) if stride is not None else kernel_size
    padding = _ntuple(padding, 2)
    output_size = _unpool_output_size(input, kernel_size, stride, padding, output_size)
    return _unpool(input, indices, list(output_size), 2)


def max_unpool3d(input, indices, kernel_size, stride=None, padding=0, output_size=None):
    kernel_size = _ntuple(kernel_size, 3)
    stride = _ntuple(stride, 3) if stride is not None else kernel_size
    padding = _ntuple(padding, 3)
    output_size = _unpool_output_size(input, kernel_size, stride, padding, output_size)
    return _unpool(input, indices, list(output_size), 3)
