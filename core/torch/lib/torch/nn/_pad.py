"""Padding and resampling, as torch.nn.functional has them: F.pad (constant, reflect, replicate,
circular), F.pixel_shuffle/pixel_unshuffle and F.interpolate ('nearest', 'linear', 'bilinear').

Every non-constant pad and every resampling is an index_select per dimension with indices
computed here, as ATen computes them (so autograd's gradient is index_select's, an index_add),
and linear interpolation a weighted sum of two such selections.
"""
import torch


def _size(t):
    return "[" + ", ".join(str(s) for s in t.shape) + "]"


# --- pad -----------------------------------------------------------------------------------------


def _source_index(i, n, mode):
    # The input position an output position `i` (in input coordinates) reads.
    if mode == "reflect":
        i = abs(i)
        return 2 * (n - 1) - i if i >= n else i
    if mode == "replicate":
        return min(max(i, 0), n - 1)
    return i % n


def _pad_constant(x, pad, value):
    grown = False
    for k in range(len(pad) // 2):
        dim = x.dim() - 1 - k
        lo, hi = pad[2 * k], pad[2 * k + 1]
        if lo < 0:
            x = x.narrow(dim, -lo, x.shape[dim] + lo)
        if hi < 0:
            x = x.narrow(dim, 0, x.shape[dim] + hi)
        parts = []
        for width in (max(lo, 0), max(hi, 0)):
            shape = list(x.shape)
            shape[dim] = width
            parts.append(torch.full(shape, value, dtype=x.dtype, device=x.device))
        if lo > 0 or hi > 0:
            x = torch.cat([parts[0], x, parts[1]], dim)
            grown = True
    # Like ATen's constant_pad_nd, a new tensor even when nothing grows (zero or only negative
    # widths): the input itself or a narrowed view of it would alias the caller's tensor.
    return x if grown else x.clone()


_PAD_DIMS = {2: (2, 3), 4: (3, 4), 6: (4, 5)}
_MODES = ("reflect", "replicate", "circular")


def pad(input, pad, mode="constant", value=None):
    """F.pad: `pad` gives (before, after) widths from the last dimension backwards."""
    if len(pad) % 2 != 0:
        raise RuntimeError("Padding length must be divisible by 2")
    if len(pad) // 2 > input.dim():
        raise RuntimeError("Padding length should be less than or equal to two times the input "
                           "dimension but got padding length " + str(len(pad))
                           + " and input of dimension " + str(input.dim()))
    if mode == "constant":
        return _pad_constant(input, list(pad), 0.0 if value is None else value)
    if mode not in _MODES:
        raise NotImplementedError("Unrecognised padding mode " + str(mode))
    if value is not None and value != 0:
        raise RuntimeError('Padding mode "' + mode + '" doesn\'t take in value argument')
    dims = _PAD_DIMS.get(len(pad))
    if dims is None or input.dim() not in dims:
        raise NotImplementedError(
            "Padding size " + str(len(pad)) + " is not supported for " + str(input.dim())
            + "D input tensor.\nSupported combinations for non-constant padding:\n"
            "  - 2D or 3D input: padding size = 2 (pads last dimension)\n"
            "  - 3D or 4D input: padding size = 4 (pads last 2 dimensions)\n"
            "  - 4D or 5D input: padding size = 6 (pads last 3 dimensions)"
        )
    x = input
    for k in range(len(pad) // 2):
        dim = x.dim() - 1 - k
        lo, hi = pad[2 * k], pad[2 * k + 1]
        n = x.shape[dim]
        if mode == "reflect" and (lo >= n or hi >= n):
            raise RuntimeError(
                "Argument #" + str(4 + 2 * k) + ": Padding size should be less than the corresponding input "
                "dimension, but got: padding (" + str(lo) + ", " + str(hi) + ") at dimension "
                + str(dim) + " of input " + _size(input)
            )
        if mode == "circular" and (lo > n or hi > n):
            raise RuntimeError("Padding value causes wrapping around more than once.")
        idx = [_source_index(i, n, mode) for i in range(-lo, n + hi)]
        x = x.index_select(dim, torch.tensor(idx, device=x.device))
    return x


# --- pixel shuffle -------------------------------------------------------------------------------


def _check_shuffle(input, name):
    if input.dim() < 3:
        raise RuntimeError(
            name + " expects input to have at least 3 dimensions, but got input with "
            + str(input.dim()) + " dimension(s)"
        )


def pixel_shuffle(input, upscale_factor):
    """(*, C*r*r, H, W) to (*, C, H*r, W*r)."""
    _check_shuffle(input, "pixel_shuffle")
    r = upscale_factor
    if r <= 0:
        raise RuntimeError("pixel_shuffle expects a positive upscale_factor, but got " + str(r))
    lead = list(input.shape[:-3])
    c, h, w = input.shape[-3], input.shape[-2], input.shape[-1]
    if c % (r * r) != 0:
        raise RuntimeError(
            "pixel_shuffle expects its input's 'channel' dimension to be divisible by the "
            "square of upscale_factor, but input.size(-3)=" + str(c) + " is not divisible by "
            + str(r * r)
        )
    n = len(lead)
    x = input.reshape(lead + [c // (r * r), r, r, h, w])
    x = x.permute(list(range(n)) + [n, n + 3, n + 1, n + 4, n + 2])
    return x.reshape(lead + [c // (r * r), h * r, w * r])


def pixel_unshuffle(input, downscale_factor):
    """(*, C, H*r, W*r) to (*, C*r*r, H, W)."""
    _check_shuffle(input, "pixel_unshuffle")
    r = downscale_factor
    if r <= 0:
        raise RuntimeError(
            "pixel_unshuffle expects a positive downscale_factor, but got " + str(r)
        )
    lead = list(input.shape[:-3])
    c, h, w = input.shape[-3], input.shape[-2], input.shape[-1]
    if h % r != 0:
        raise RuntimeError(
            "pixel_unshuffle expects height to be divisible by downscale_factor, but "
            "input.size(-2)=" + str(h) + " is not divisible by " + str(r)
        )
    if w % r != 0:
        raise RuntimeError(
            "pixel_unshuffle expects width to be divisible by downscale_factor, but "
            "input.size(-1)=" + str(w) + " is not divisible by " + str(r)
        )
    n = len(lead)
    x = input.reshape(lead + [c, h // r, r, w // r, r])
    x = x.permute(list(range(n)) + [n, n + 2, n + 4, n + 1, n + 3])
    return x.reshape(lead + [c * r * r, h // r, w // r])


# --- interpolate ---------------------------------------------------------------------------------

_LINEAR_DIMS = {"linear": 3, "bilinear": 4, "bicubic": 4, "trilinear": 5}


def _f32(v):
    # A float rounded to float32, as ATen's kernels hold their scales.
    return torch.tensor(v, dtype=torch.float32)


def _nearest(x, dim, out, scale):
    # ATen's nearest_idx: floor(i * scale) in float32, at most n - 1.
    n = x.shape[dim]
    if out == n:
        return x
    if out == 2 * n:
        idx = torch.arange(out, device=x.device) // 2
    else:
        s = _f32(1.0 / scale if scale is not None else n / out)
        pos = torch.arange(out, dtype=torch.float32) * s
        idx = pos.floor().long().clamp(max=n - 1).to(x.device)
    return x.index_select(dim, idx)


def _nearest_exact(x, dim, out, scale):
    # ATen's nearest_neighbor_exact_compute_source_index: floor((i + 0.5) * scale), at most n - 1.
    n = x.shape[dim]
    if out == n:
        return x
    s = _f32(1.0 / scale if scale is not None else n / out)
    pos = (torch.arange(out, dtype=torch.float32) + 0.5) * s
    idx = pos.floor().long().clamp(max=n - 1).to(x.device)
    return x.index_select(dim, idx)


def _cubic(x, dim, out, scale, align_corners):
    # ATen's upsample_bicubic2d along one dim: the source index (unclamped), its floor's four
    # neighbours (clamped to the edges) weighted by the cubic convolution with A = -0.75.
    n = x.shape[dim]
    if align_corners:
        s = (n - 1) / (out - 1) if out > 1 else 0.0
    else:
        s = 1.0 / scale if scale is not None else n / out
    i = torch.arange(out, dtype=torch.float32)
    src = i * _f32(s) if align_corners else (i + 0.5) * _f32(s) - 0.5
    i0 = src.floor()
    t = src - i0
    i0 = i0.long()
    a = -0.75

    def near(v):  # |v| <= 1
        return ((a + 2) * v - (a + 3)) * v * v + 1

    def far(v):  # 1 < |v| < 2
        return ((a * v - 5 * a) * v + 8 * a) * v - 4 * a

    weights = (far(t + 1), near(t), near(1 - t), far(2 - t))
    shape = [1] * x.dim()
    shape[dim] = out
    dev = x.device
    result = None
    for k in range(4):
        idx = (i0 + (k - 1)).clamp(0, n - 1).to(dev)
        w = weights[k].to(x.dtype).reshape(shape).to(dev)
        term = x.index_select(dim, idx) * w
        result = term if result is None else result + term
    return result


def _linear(x, dim, out, scale, align_corners):
    # ATen's area_pixel_compute_source_index, in float32, then the two neighbours' weights.
    n = x.shape[dim]
    if align_corners:
        s = (n - 1) / (out - 1) if out > 1 else 0.0
    else:
        s = 1.0 / scale if scale is not None else n / out
    i = torch.arange(out, dtype=torch.float32)
    if align_corners:
        src = i * _f32(s)
    else:
        src = ((i + 0.5) * _f32(s) - 0.5).clamp(min=0.0)
    i0 = src.long()
    i1 = torch.where(i0 < n - 1, i0 + 1, i0)
    l1 = src - i0.to(torch.float32)
    l0 = 1.0 - l1
    shape = [1] * x.dim()
    shape[dim] = out
    dev = x.device
    w0 = l0.to(x.dtype).reshape(shape).to(dev)
    w1 = l1.to(x.dtype).reshape(shape).to(dev)
    return x.index_select(dim, i0.to(dev)) * w0 + x.index_select(dim, i1.to(dev)) * w1


def _per_dim(v, nd, input, what, shown, name, letter):
    # `size` or `scale_factor` as one value per spatial dimension, checked as PyTorch does.
    vs = list(v) if isinstance(v, (tuple, list)) else [v] * nd
    if len(vs) != nd:
        raise ValueError(
            "Input and " + what + " must have the same number of spatial dimensions, but got "
            "input with spatial dimensions of " + str(list(input.shape[2:])) + " and " + shown
            + str(v) + ". Please provide input tensor in (N, C, d1, d2, ...,dK) format and "
            + name + " in (" + letter + "1, " + letter + "2, ...," + letter + "K) format."
        )
    return vs


def interpolate(input, size=None, scale_factor=None, mode="nearest", align_corners=None,
                recompute_scale_factor=None, antialias=False):
    """F.interpolate: 'nearest', 'nearest-exact', 'linear'/'bilinear'/'trilinear', 'bicubic'
    (align_corners either way) and 'area' (adaptive average pooling)."""
    known = mode in ("nearest", "nearest-exact", "linear", "bilinear", "trilinear", "bicubic",
                     "area")
    if mode == "lanczos":
        raise NotImplementedError("F.interpolate mode '" + str(mode) + "' is not supported")
    if antialias:
        raise NotImplementedError("F.interpolate(antialias=True) is not supported")
    if mode in ("nearest", "nearest-exact", "area") and align_corners is not None:
        raise ValueError(
            "align_corners option can only be set with the interpolating modes: "
            "linear | bilinear | bicubic | trilinear"
        )
    if align_corners is None:
        align_corners = False
    nd = input.dim() - 2
    unsupported = NotImplementedError(
        "Input Error: Only 3D, 4D and 5D input Tensors supported (got " + str(input.dim())
        + "D) for the modes: nearest | linear | bilinear | bicubic | trilinear | lanczos | area | "
        "nearest-exact (got " + str(mode) + ")"
    )
    if mode == "bicubic" and input.dim() != 4:
        raise unsupported
    if mode in _LINEAR_DIMS and nd >= 1 and input.dim() != _LINEAR_DIMS[mode]:
        raise NotImplementedError(
            "Got " + str(input.dim()) + "D input, but " + mode + " mode needs "
            + str(_LINEAR_DIMS[mode]) + "D input"
        )
    if size is not None and scale_factor is not None:
        raise ValueError("only one of size or scale_factor should be defined")
    if size is not None and recompute_scale_factor:
        raise ValueError("recompute_scale_factor is not meaningful with an explicit size.")
    if size is not None:
        sizes = _per_dim(size, nd, input, "output", "output size of ", "output size", "o")
        scales = [None] * nd
    elif scale_factor is not None:
        scales = _per_dim(scale_factor, nd, input, "scale_factor", "scale_factor of shape ",
                          "scale_factor", "s")
        sizes = [int(input.shape[2 + i] * float(scales[i])) for i in range(nd)]
        if recompute_scale_factor:
            scales = [None] * nd
    else:
        raise ValueError("either size or scale_factor should be defined")
    if nd < 1 or nd > 3 or not known:
        # (a mode PyTorch does not know falls through its dispatch to the same error)
        raise unsupported
    if mode == "area":
        import torch.nn.functional as F

        pool = (F.adaptive_avg_pool1d, F.adaptive_avg_pool2d, F.adaptive_avg_pool3d)[nd - 1]
        return pool(input, sizes if nd > 1 else sizes[0])
    x = input
    # The last dimension first: ATen's linear kernel nests the first dimension outermost.
    for i in reversed(range(nd)):
        dim = 2 + i
        if mode == "nearest":
            x = _nearest(x, dim, sizes[i], scales[i])
        elif mode == "nearest-exact":
            x = _nearest_exact(x, dim, sizes[i], scales[i])
        elif mode == "bicubic":
            x = _cubic(x, dim, sizes[i], scales[i], align_corners)
        else:
            x = _linear(x, dim, sizes[i], scales[i], align_corners)
    return x


def upsample(input, size=None, scale_factor=None, mode="nearest", align_corners=None):
    return interpolate(input, size, scale_factor, mode, align_corners)


def upsample_nearest(input, size=None, scale_factor=None):
    return interpolate(input, size, scale_factor, mode="nearest")


def upsample_bilinear(input, size=None, scale_factor=None):
    return interpolate(input, size, scale_factor, mode="bilinear", align_corners=True)
