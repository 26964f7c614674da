"""Convolution, pooling and batch norm, as torch.nn.functional has them, over two native
primitives: `im2col` (a gather of every window of an image into columns, PyTorch's `F.unfold`)
and its adjoint `col2im` (`F.fold`), each the other's backward (core/torch/src/nn/conv.rs).

A convolution is then one matmul per group, as a TPU lowers it onto the MXU: the columns
`(N*oh*ow, C_in*kh*kw)` (a window per row) times the filters `(C_in*kh*kw, C_out)`. Max pooling is a max over the
window dimension of the columns (padding reads -inf), average pooling their sum over a divisor,
and every gradient comes from autograd through the primitives.
"""
import math

import torch
from _torch_nn import affine as _affine
from _torch_nn import as_convolution as _as_convolution
from _torch_nn import col2im as _col2im
from _torch_nn import im2col as _im2col

_INF = float("inf")


def _tuple(v, n, name):
    if isinstance(v, (tuple, list)):
        v = tuple(v)
        if len(v) == 1 and n > 1:
            return v * n
        if len(v) != n:
            raise RuntimeError(
                "expected " + name + " to be a single integer value or a list of "
                + str(n) + " values to match the convolution dimensions, but got "
                + name + "=" + str(list(v))
            )
        return v
    return (v,) * n


def _size(t):
    return "[" + ", ".join(str(s) for s in t.shape) + "]"


def _out_len(size, pad, dil, k, stride, ceil_mode=False):
    # PyTorch's pooling_output_shape (and, with ceil_mode False, the convolution's).
    top = size + 2 * pad - dil * (k - 1) - 1 + (stride - 1 if ceil_mode else 0)
    out = top // stride + 1
    if ceil_mode and (out - 1) * stride >= size + pad:
        out -= 1
    return out


# --- unfold / fold -------------------------------------------------------------------------------


def unfold(input, kernel_size, dilation=1, padding=0, stride=1):
    """F.unfold: the sliding blocks of a (C, H, W) or (N, C, H, W) input as columns."""
    if input.dim() not in (3, 4):
        raise RuntimeError(
            "Input Error: Only 3D or 4D input Tensors are supported (got "
            + str(input.dim()) + "D)"
        )
    k = _tuple(kernel_size, 2, "kernel_size")
    d = _tuple(dilation, 2, "dilation")
    p = _tuple(padding, 2, "padding")
    s = _tuple(stride, 2, "stride")
    batched = input.dim() == 4
    x = input if batched else input.unsqueeze(0)
    H, W = x.shape[2], x.shape[3]
    oh = (H + 2 * p[0] - d[0] * (k[0] - 1) - 1) // s[0] + 1
    ow = (W + 2 * p[1] - d[1] * (k[1] - 1) - 1) // s[1] + 1
    if oh < 1 or ow < 1:
        raise RuntimeError(
            "Given input with spatial size (" + str(H) + ", " + str(W) + "), kernel_size=("
            + str(k[0]) + ", " + str(k[1]) + "), dilation=(" + str(d[0]) + ", " + str(d[1])
            + "), padding=(" + str(p[0]) + ", " + str(p[1]) + "), calculated shape of the array "
            "of sliding blocks as (" + str(oh) + ", " + str(ow)
            + "), but its components must be at least one."
        )
    cols = _im2col(x, k, d, p, s, (oh, ow), 0.0)
    return cols if batched else cols.squeeze(0)


def fold(input, output_size, kernel_size, dilation=1, padding=0, stride=1):
    """F.fold: columns summed back into an image, the adjoint of unfold."""
    if input.dim() not in (2, 3):
        raise RuntimeError(
            "Input Error: Only unbatched (2D) or batched (3D) input Tensors are supported (got "
            + str(input.dim()) + "D)"
        )
    out = _tuple(output_size, 2, "output_size")
    k = _tuple(kernel_size, 2, "kernel_size")
    d = _tuple(dilation, 2, "dilation")
    p = _tuple(padding, 2, "padding")
    s = _tuple(stride, 2, "stride")
    batched = input.dim() == 3
    cols = input if batched else input.unsqueeze(0)
    kk = k[0] * k[1]
    if cols.shape[1] % kk != 0:
        raise RuntimeError(
            "Expected size of input's dimension 1 to be divisible by the product of kernel_size, "
            "but got input.size(1)=" + str(cols.shape[1]) + " and kernel_size=("
            + str(k[0]) + ", " + str(k[1]) + ")."
        )
    oh = (out[0] + 2 * p[0] - d[0] * (k[0] - 1) - 1) // s[0] + 1
    ow = (out[1] + 2 * p[1] - d[1] * (k[1] - 1) - 1) // s[1] + 1
    if cols.shape[2] != oh * ow:
        raise RuntimeError(
            "Given output_size=(" + str(out[0]) + ", " + str(out[1]) + "), kernel_size=("
            + str(k[0]) + ", " + str(k[1]) + "), dilation=(" + str(d[0]) + ", " + str(d[1])
            + "), padding=(" + str(p[0]) + ", " + str(p[1]) + "), stride=(" + str(s[0]) + ", "
            + str(s[1]) + "), expected size of input's dimension 2 to match the calculated number "
            "of sliding blocks " + str(oh) + " * " + str(ow) + " = " + str(oh * ow)
            + ", but got input.size(2)=" + str(cols.shape[2]) + "."
        )
    image = (cols.shape[0], cols.shape[1] // kk, out[0], out[1])
    img = _col2im(cols, image, k, d, p, s, (oh, ow))
    return img if batched else img.squeeze(0)


# --- convolution ---------------------------------------------------------------------------------


def _conv(input, weight, bias, stride, padding, dilation, groups, nd, name):
    """A convolution over the last two dims of a 4-D `input` (`nd` is 1 for conv1d, whose
    input and weight arrive with a unit height)."""
    C, H, W = input.shape[1], input.shape[2], input.shape[3]
    cout = weight.shape[0]
    kh, kw = weight.shape[2], weight.shape[3]
    if any(v <= 0 for v in _tuple(stride, nd, "stride")):
        raise RuntimeError("non-positive stride is not supported")
    if groups < 1:
        raise RuntimeError("non-positive groups is not supported")
    if cout % groups != 0:
        raise RuntimeError(
            "Given groups=" + str(groups) + ", expected weight to be divisible by "
            + str(groups) + " at dimension 0, but got weight of size ["
            + _size(weight if nd == 2 else weight.squeeze(2)) + "] instead"
        )
    if C != weight.shape[1] * groups:
        shown = input if nd == 2 else input.squeeze(2)
        raise RuntimeError(
            "Given groups=" + str(groups) + ", weight of size "
            + _size(weight if nd == 2 else weight.squeeze(2)) + ", expected input"
            + _size(shown) + " to have " + str(weight.shape[1] * groups)
            + " channels, but got " + str(C) + " channels instead"
        )
    if bias is not None and (bias.dim() != 1 or bias.shape[0] != cout):
        raise RuntimeError(
            "Given weight of size " + _size(weight if nd == 2 else weight.squeeze(2))
            + ", expected bias to be 1-dimensional with " + str(cout)
            + " elements, but got bias of size " + _size(bias) + " instead"
        )
    s = _tuple(stride, nd, "stride")
    d = _tuple(dilation, nd, "dilation")
    if nd == 1:
        s, d = (1,) + s, (1,) + d
    if isinstance(padding, str):
        if padding == "valid":
            p = (0, 0)
        elif padding == "same":
            if s != (1, 1):
                raise RuntimeError("padding='same' is not supported for strided convolutions")
            # The total padding d*(k-1), its odd extra on the bottom/right as PyTorch pads it;
            # the output is then the input's size.
            p = (d[0] * (kh - 1) // 2, d[1] * (kw - 1) // 2)
        else:
            raise ValueError(
                "Invalid padding string '" + padding + "', should be one of ['valid', 'same']"
            )
    else:
        p = _tuple(padding, nd, "padding")
        if nd == 1:
            p = (0,) + p
    if padding == "same":
        oh, ow = H, W
    else:
        ph, pw = H + 2 * p[0], W + 2 * p[1]
        eh, ew = d[0] * (kh - 1) + 1, d[1] * (kw - 1) + 1
        if ph < eh or pw < ew:
            if nd == 2:
                raise RuntimeError(
                    "Calculated padded input size per channel: (" + str(ph) + " x " + str(pw)
                    + "). Kernel size: (" + str(eh) + " x " + str(ew)
                    + "). Kernel size can't be greater than actual input size"
                )
            raise RuntimeError(
                "Calculated padded input size per channel: (" + str(pw) + "). Kernel size: ("
                + str(ew) + "). Kernel size can't be greater than actual input size"
            )
        oh = (ph - eh) // s[0] + 1
        ow = (pw - ew) // s[1] + 1
    N = input.shape[0]
    # A window per row: the matmul streams N*oh*ow rows past the stationary filters (M of the
    # MXU's M x K x N), as XLA maps a convolution onto a TPU.
    cols = _im2col(input, (kh, kw), d, p, s, (oh, ow), 0.0, True)
    rows = N * oh * ow
    if groups == 1 and bias is not None:
        out = _affine(cols.reshape(rows, -1), weight.reshape(cout, -1).t(), bias)
        bias = None
    elif groups == 1:
        out = cols.reshape(rows, -1) @ weight.reshape(cout, -1).t()
    else:
        kg = weight.shape[1] * kh * kw
        og = cout // groups
        parts = []
        for g in range(groups):
            w = weight[g * og : (g + 1) * og].reshape(og, kg)
            parts.append(cols[:, :, g * kg : (g + 1) * kg].reshape(rows, kg) @ w.t())
        out = torch.cat(parts, 1)
    if bias is not None:
        out = out + bias.to(out.dtype)  # (autocast: the product's dtype)
    # (N*oh*ow, C_out) to PyTorch's contiguous (N, C_out, oh, ow).
    return out.reshape(N, oh, ow, cout).permute(0, 3, 1, 2).contiguous()


def conv2d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    """F.conv2d: im2col, then the weight times the columns (one matmul per group)."""
    if input.dim() not in (3, 4):
        raise RuntimeError(
            "Expected 3D (unbatched) or 4D (batched) input to conv2d, but got input of size: "
            + _size(input)
        )
    if weight.dim() != 4:
        raise RuntimeError(
            "weight should have at least three dimensions"
            if weight.dim() < 3
            else "Expected 4-dimensional weight for 4-dimensional input "
            + _size(input) + ", but got " + str(weight.dim()) + "-dimensional weight of size "
            + _size(weight) + " instead"
        )
    batched = input.dim() == 4
    x = input if batched else input.unsqueeze(0)
    out = _conv(x, weight, bias, stride, padding, dilation, groups, 2, "conv2d")
    return _as_convolution(out, input, weight, bias) if batched else out.squeeze(0)


def conv1d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    """F.conv1d: conv2d over a unit height."""
    if input.dim() not in (2, 3):
        raise RuntimeError(
            "Expected 2D (unbatched) or 3D (batched) input to conv1d, but got input of size: "
            + _size(input)
        )
    if weight.dim() != 3:
        raise RuntimeError(
            "weight should have at least three dimensions"
            if weight.dim() < 3
            else "Expected 3-dimensional weight for 3-dimensional input "
            + _size(input) + ", but got " + str(weight.dim()) + "-dimensional weight of size "
            + _size(weight) + " instead"
        )
    batched = input.dim() == 3
    x = input if batched else input.unsqueeze(0)
    out = _conv(x.unsqueeze(2), weight.unsqueeze(2), bias, stride, padding, dilation, groups, 1,
                "conv1d")
    out = out.squeeze(2)
    return _as_convolution(out, input, weight, bias) if batched else out.squeeze(0)


# --- pooling -------------------------------------------------------------------------------------


def _pool_geometry(x, kernel_size, stride, padding, dilation, ceil_mode, nd):
    k = _tuple(kernel_size, nd, "kernel_size")
    s = k if stride is None or (isinstance(stride, (tuple, list)) and len(stride) == 0) else \
        _tuple(stride, nd, "stride")
    p = _tuple(padding, nd, "padding")
    d = _tuple(dilation, nd, "dilation")
    if nd == 1:
        k, s, p, d = (1,) + k, (1,) + s, (0,) + p, (1,) + d
    if 0 in s:
        raise RuntimeError("stride should not be zero")
    for i in range(2):
        if p[i] > ((k[i] - 1) * d[i] + 1) // 2:
            raise RuntimeError(
                "pad should be at most half of effective kernel size, but got pad="
                + str(p[i]) + ", kernel_size=" + str(k[i]) + " and dilation=" + str(d[i])
            )
    C, H, W = x.shape[1], x.shape[2], x.shape[3]
    oh = _out_len(H, p[0], d[0], k[0], s[0], ceil_mode)
    ow = _out_len(W, p[1], d[1], k[1], s[1], ceil_mode)
    if oh < 1 or ow < 1:
        if nd == 2:
            raise RuntimeError(
                "Given input size: (" + str(C) + "x" + str(H) + "x" + str(W)
                + "). Calculated output size: (" + str(C) + "x" + str(oh) + "x" + str(ow)
                + "). Output size is too small"
            )
        raise RuntimeError(
            "Given input size: (" + str(C) + "x1x" + str(W) + "). Calculated output size: ("
            + str(C) + "x1x" + str(ow) + "). Output size is too small"
        )
    return k, s, p, d, oh, ow


def _pool_input(input, nd, name):
    lo = nd + 1
    if input.dim() not in (lo, lo + 1) or input.numel() == 0:
        if nd == 2:
            raise RuntimeError("non-empty 3D or 4D (batch mode) tensor expected for input")
        raise RuntimeError(
            name + "() Expected 2D or 3D input tensor, but got " + _size(input)
        )
    batched = input.dim() == lo + 1
    x = input if batched else input.unsqueeze(0)
    if nd == 1:
        x = x.unsqueeze(2)
    return x, batched


def _pool_output(out, batched, nd):
    if nd == 1:
        out = out.squeeze(2)
    return out if batched else out.squeeze(0)


def _max_pool(input, kernel_size, stride, padding, dilation, ceil_mode, return_indices, nd, name):
    x, batched = _pool_input(input, nd, name)
    k, s, p, d, oh, ow = _pool_geometry(x, kernel_size, stride, padding, dilation, ceil_mode, nd)
    N, C, H, W = x.shape[0], x.shape[1], x.shape[2], x.shape[3]
    cols = _im2col(x.reshape(N * C, 1, H, W), k, d, p, s, (oh, ow), -_INF)
    values, which = cols.max(dim=1)
    out = _pool_output(values.reshape(N, C, oh, ow), batched, nd)
    if not return_indices:
        return out
    # The window position of each maximum, as a flat index into the input's (H, W) plane.
    rows = torch.tensor([i * s[0] - p[0] for i in range(oh) for j in range(ow)],
                        device=input.device)
    cols_ = torch.tensor([j * s[1] - p[1] for i in range(oh) for j in range(ow)],
                         device=input.device)
    y = rows + (which // k[1]) * d[0]
    xx = cols_ + (which % k[1]) * d[1]
    idx = (y * W + xx).reshape(N, C, oh, ow)
    return out, _pool_output(idx, batched, nd)


def max_pool2d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,
               return_indices=False):
    """F.max_pool2d: the max over each window of the columns (padding reads -inf)."""
    return _max_pool(input, kernel_size, stride, padding, dilation, ceil_mode, return_indices, 2,
                     "max_pool2d")


def max_pool1d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,
               return_indices=False):
    """F.max_pool1d: max_pool2d over a unit height."""
    if stride is not None and not (isinstance(stride, (tuple, list)) and len(stride) == 0):
        st = _tuple(stride, 1, "stride")[0]
        if st <= 0:
            raise RuntimeError("max_pool1d() stride must be greater than zero, but got " + str(st))
    return _max_pool(input, kernel_size, stride, padding, dilation, ceil_mode, return_indices, 1,
                     "max_pool1d")


def _avg_pool(input, kernel_size, stride, padding, ceil_mode, count_include_pad,
              divisor_override, nd, name):
    x, batched = _pool_input(input, nd, name)
    k, s, p, d, oh, ow = _pool_geometry(x, kernel_size, stride, padding, 1, ceil_mode, nd)
    N, C, H, W = x.shape[0], x.shape[1], x.shape[2], x.shape[3]
    cols = _im2col(x.reshape(N * C, 1, H, W), k, d, p, s, (oh, ow), 0.0)
    sums = cols.sum(dim=1)
    if divisor_override is not None:
        if divisor_override == 0:
            raise RuntimeError("divisor must be not zero")
        out = sums / divisor_override
    else:
        # PyTorch's divisor per window: the window clipped to the padded input, or to the input
        # itself without count_include_pad.
        divs = []
        for i in range(oh):
            h0 = i * s[0] - p[0]
            h1 = min(h0 + k[0], H + p[0])
            for j in range(ow):
                w0 = j * s[1] - p[1]
                w1 = min(w0 + k[1], W + p[1])
                if count_include_pad:
                    divs.append((h1 - h0) * (w1 - w0))
                else:
                    divs.append((min(h1, H) - max(h0, 0)) * (min(w1, W) - max(w0, 0)))
        if all(v == k[0] * k[1] for v in divs):
            out = sums / (k[0] * k[1])
        else:
            out = sums / torch.tensor(divs, dtype=sums.dtype, device=sums.device)
    return _pool_output(out.reshape(N, C, oh, ow), batched, nd)


def avg_pool2d(input, kernel_size, stride=None, padding=0, ceil_mode=False,
               count_include_pad=True, divisor_override=None):
    """F.avg_pool2d: the sum over each window of the columns, over PyTorch's divisor."""
    return _avg_pool(input, kernel_size, stride, padding, ceil_mode, count_include_pad,
                     divisor_override, 2, "avg_pool2d")


def avg_pool1d(input, kernel_size, stride=None, padding=0, ceil_mode=False,
               count_include_pad=True):
    """F.avg_pool1d: avg_pool2d over a unit height."""
    return _avg_pool(input, kernel_size, stride, padding, ceil_mode, count_include_pad, None, 1,
                     "avg_pool1d")


def _adaptive_matrix(size, out, device, dtype):
    # Row i sums the input positions [floor(i*size/out), ceil((i+1)*size/out)).
    rows = []
    counts = []
    for i in range(out):
        a = (i * size) // out
        b = -((-(i + 1) * size) // out)
        rows.append([1.0 if a <= j < b else 0.0 for j in range(size)])
        counts.append(b - a)
    return torch.tensor(rows, dtype=dtype, device=device), counts


def adaptive_avg_pool2d(input, output_size):
    """F.adaptive_avg_pool2d: each output cell the mean of its window, the windows as PyTorch
    places them; equal windows are an avg_pool2d, unequal ones two matmuls with 0/1 matrices."""
    if input.dim() not in (3, 4):
        raise RuntimeError(
            "adaptive_avg_pool2d(): Expected 3D or 4D tensor, but got " + _size(input)
        )
    H, W = input.shape[-2], input.shape[-1]
    o = _tuple(output_size, 2, "output_size")
    oh = H if o[0] is None else o[0]
    ow = W if o[1] is None else o[1]
    if oh == 0 or ow == 0:
        # PyTorch returns an empty result for an output size of 0
        return input.mean((-2, -1), keepdim=True).expand(list(input.shape[:-2]) + [oh, ow]).clone()
    if H % oh == 0 and W % ow == 0:
        return avg_pool2d(input, (H // oh, W // ow), (H // oh, W // ow))
    ph, ch = _adaptive_matrix(H, oh, input.device, input.dtype)
    pw, cw = _adaptive_matrix(W, ow, input.device, input.dtype)
    sums = ph @ input @ pw.t()
    counts = torch.tensor([[a * b for b in cw] for a in ch], dtype=input.dtype,
                          device=input.device)
    return sums / counts


def adaptive_avg_pool1d(input, output_size):
    """F.adaptive_avg_pool1d: adaptive_avg_pool2d over a unit height."""
    if input.dim() not in (2, 3):
        raise RuntimeError(
            "adaptive_avg_pool1d(): Expected 2D or 3D tensor, but got " + _size(input)
        )
    o = _tuple(output_size, 1, "output_size")
    return adaptive_avg_pool2d(input.unsqueeze(-2), (1, o[0])).squeeze(-2)


# --- batch norm ----------------------------------------------------------------------------------


def batch_norm(input, running_mean, running_var, weight=None, bias=None, training=False,
               momentum=0.1, eps=1e-05):
    """F.batch_norm: normalised by the batch's statistics (biased variance) in training, which
    also update the running ones (unbiased variance) in place; by the running ones otherwise."""
    if input.dim() < 2:
        raise ValueError("Expected 2D or higher input (got " + str(input.dim()) + "D input)")
    if input.numel() == 0:  # ATen: a copy, the statistics untouched (no mean of nothing)
        out = input.clone()
        out = out if weight is None else out * weight[0]
        return out if bias is None else out + bias[0]
    C = input.shape[1]
    dims = [0] + list(range(2, input.dim()))
    shape = [1, C] + [1] * (input.dim() - 2)
    n = input.numel() // C
    if training and n == 1:
        raise ValueError(
            "Expected more than 1 value per channel when training, got input size "
            + str(input.shape)
        )
    for what, t in (("running_mean", running_mean), ("running_var", running_var),
                    ("weight", weight), ("bias", bias)):
        if t is not None and t.numel() != C:
            raise RuntimeError(what + " should contain " + str(C) + " elements not " + str(t.numel()))
    if training and eps <= 0.0:
        raise ValueError("batch_norm eps must be positive during training, but got " + str(eps))
    elif eps < 0.0:
        raise ValueError("batch_norm eps must be non-negative, but got " + str(eps))
    if training:
        mean = input.mean(dim=dims)
        centred = input - mean.reshape(shape)
        var = (centred * centred).mean(dim=dims)
        out = centred * torch.rsqrt(var + eps).reshape(shape)
        if running_mean is not None or running_var is not None:
            with torch.no_grad():
                if running_mean is not None:
                    running_mean.mul_(1 - momentum).add_(mean * momentum)
                if running_var is not None:
                    running_var.mul_(1 - momentum).add_(var * (momentum * n / (n - 1)))
    else:
        if running_mean is None or running_var is None:
            raise RuntimeError("running_mean and running_var must be defined in evaluation mode")
        out = (input - running_mean.reshape(shape)) * torch.rsqrt(
            running_var.reshape(shape) + eps
        )
    if weight is not None:
        out = out * weight.reshape(shape)
    if bias is not None:
        out = out + bias.reshape(shape)
    return out


# --- transposed convolution ----------------------------------------------------------------------


def _conv_transpose(x, weight, bias, stride, padding, output_padding, groups, dilation, nd):
    """The adjoint of a convolution over a 4-D `x`: each input pixel times the filters gives
    the columns (one matmul per group), which col2im sums into the output image."""
    N, C, H, W = x.shape[0], x.shape[1], x.shape[2], x.shape[3]
    if weight.shape[0] != C:
        raise RuntimeError(
            "Given transposed=1, weight of size "
            + _size(weight if nd == 2 else weight.squeeze(2)) + ", expected input"
            + _size(x if nd == 2 else x.squeeze(2)) + " to have " + str(weight.shape[0])
            + " channels, but got " + str(C) + " channels instead"
        )
    if groups < 1 or C % groups != 0:
        raise RuntimeError("non-positive groups is not supported" if groups < 1 else
                           "Given groups=" + str(groups) + ", expected weight to be divisible "
                           "by " + str(groups) + " at dimension 0, but got weight of size "
                           + _size(weight) + " instead")
    og, kh, kw = weight.shape[1], weight.shape[2], weight.shape[3]
    s = _tuple(stride, nd, "stride")
    p = _tuple(padding, nd, "padding")
    op = _tuple(output_padding, nd, "output_padding")
    d = _tuple(dilation, nd, "dilation")
    if nd == 1:
        s, p, op, d = (1,) + s, (0,) + p, (0,) + op, (1,) + d
    for i in range(2):
        if op[i] >= s[i] and op[i] >= d[i]:
            raise RuntimeError(
                "output padding must be smaller than either stride or dilation, but got "
                "output_padding_height: " + str(op[0]) + " output_padding_width: " + str(op[1])
                + " stride_height: " + str(s[0]) + " stride_width: " + str(s[1])
                + " dilation_height: " + str(d[0]) + " dilation_width: " + str(d[1])
            )
    oh = (H - 1) * s[0] - 2 * p[0] + d[0] * (kh - 1) + op[0] + 1
    ow = (W - 1) * s[1] - 2 * p[1] + d[1] * (kw - 1) + op[1] + 1
    cg = C // groups
    kk = og * kh * kw
    parts = []
    for g in range(groups):
        w = weight[g * cg : (g + 1) * cg].reshape(cg, kk).t()
        parts.append(w @ x[:, g * cg : (g + 1) * cg].reshape(N, cg, H * W))
    cols = parts[0] if groups == 1 else torch.cat(parts, 1)
    out = _col2im(cols, (N, og * groups, oh, ow), (kh, kw), d, p, s, (H, W))
    if bias is not None:
        out = out + bias.to(out.dtype).reshape(1, -1, 1, 1)
    return out


def _transpose_input(input, nd):
    # The input with a batch dimension (PyTorch's check of its rank), and whether it had one.
    if input.dim() not in (nd + 1, nd + 2):
        raise RuntimeError(
            "Expected " + str(nd + 1) + "D (unbatched) or " + str(nd + 2) + "D (batched) input "
            "to conv_transpose" + str(nd) + "d, but got input of size: " + _size(input)
        )
    batched = input.dim() == nd + 2
    return (input if batched else input.unsqueeze(0)), batched


def conv_transpose2d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1,
                     dilation=1):
    """F.conv_transpose2d: the gradient of conv2d with respect to its input, as a layer."""
    x, batched = _transpose_input(input, 2)
    out = _conv_transpose(x, weight, bias, stride, padding, output_padding, groups, dilation, 2)
    return out if batched else out.squeeze(0)


def conv_transpose1d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1,
                     dilation=1):
    """F.conv_transpose1d: conv_transpose2d over a unit height."""
    x, batched = _transpose_input(input, 1)
    out = _conv_transpose(x.unsqueeze(2), weight.unsqueeze(2), bias, stride, padding,
                          output_padding, groups, dilation, 1).squeeze(2)
    return out if batched else out.squeeze(0)


# --- adaptive max pooling and power-average pooling ----------------------------------------------


def _adaptive_max(x, dim, out):
    """Max over PyTorch's adaptive windows along `dim` ([floor(i*n/o), ceil((i+1)*n/o))): the
    windows gathered into a trailing dimension, short ones repeating their first element (which
    leaves the first maximum where it was). Returns the values and each one's input position."""
    n = x.shape[dim]
    windows = []
    for i in range(out):
        a = (i * n) // out
        b = -((-(i + 1) * n) // out)
        windows.append(list(range(a, b)))
    k = max(len(w) for w in windows)
    idx = torch.tensor([w + [w[0]] * (k - len(w)) for w in windows], device=x.device)
    xs = x.transpose(dim, -1)
    g = xs.index_select(-1, idx.reshape(-1)).reshape(list(xs.shape[:-1]) + [out, k])
    values, which = g.max(dim=-1)
    pos = idx.expand(list(xs.shape[:-1]) + [out, k]).gather(-1, which.unsqueeze(-1)).squeeze(-1)
    return values.transpose(dim, -1), pos.transpose(dim, -1)


def _adaptive_size(o, n):
    return n if o is None else o


def adaptive_max_pool2d(input, output_size, return_indices=False):
    """F.adaptive_max_pool2d: a max over the W windows, then over the H windows (the first
    maximum in row-major order wins, as in ATen); the indices are flat positions in (H, W)."""
    o = _tuple(output_size, 2, "output_size")
    if not isinstance(output_size, int) and input.dim() < 3:
        # PyTorch's _list_with_default, which fills a None from the input's size.
        raise ValueError("Input dimension should be at least 3")
    if input.dim() not in (3, 4):
        raise RuntimeError(
            "adaptive_max_pool2d(): Expected 3D or 4D tensor, but got: " + _size(input)
        )
    H, W = input.shape[-2], input.shape[-1]
    oh, ow = _adaptive_size(o[0], H), _adaptive_size(o[1], W)
    vw, pw = _adaptive_max(input, input.dim() - 1, ow)
    values, ph = _adaptive_max(vw, input.dim() - 2, oh)
    if not return_indices:
        return values
    return values, ph * W + pw.gather(input.dim() - 2, ph)


def adaptive_max_pool1d(input, output_size, return_indices=False):
    """F.adaptive_max_pool1d over the last dimension of an (N, C, L) or (C, L) input."""
    if input.dim() not in (2, 3):
        raise RuntimeError(
            "Expected 2 to 3 dimensions, but got " + str(input.dim()) + "-dimensional tensor "
            "for argument #1 'self' (while checking arguments for adaptive_max_pool1d)"
        )
    o = _tuple(output_size, 1, "output_size")
    values, pos = _adaptive_max(input, input.dim() - 1, o[0])
    return (values, pos) if return_indices else values


def _lp_root(out, area, norm_type):
    # PyTorch's (sign(avg) * relu(|avg|) * area) ** (1 / p) after the average of x ** p.
    return (torch.sign(out) * torch.relu(torch.abs(out))).mul(area).pow(1.0 / norm_type)


def lp_pool2d(input, norm_type, kernel_size, stride=None, ceil_mode=False):
    """F.lp_pool2d: (sum over each window of x^p) ^ (1/p), as PyTorch's Python composes it."""
    k = _tuple(kernel_size, 2, "kernel_size")
    out = avg_pool2d(input.pow(norm_type), kernel_size, stride, 0, ceil_mode)
    return _lp_root(out, k[0] * k[1], norm_type)


def lp_pool1d(input, norm_type, kernel_size, stride=None, ceil_mode=False):
    """F.lp_pool1d: lp_pool2d's formula over one dimension."""
    out = avg_pool1d(input.pow(norm_type), kernel_size, stride, 0, ceil_mode)
    return _lp_root(out, kernel_size, norm_type)
