# torch.nn.functional's Python part, run in the namespace of the native torch.nn.functional (relu,
# gelu, silu, sigmoid, tanh, softmax, log_softmax, dropout, embedding, layer_norm, the
# mse/l1/nll/cross-entropy/bce-with-logits losses, and softplus with its default beta and
# threshold stay native: each is one exact kernel).
#
# The activations and losses below are composed from the differentiable tensor ops, so autograd
# records the primitives and the fusion pass sees them. Each follows the formula of PyTorch's
# kernel (ATen's CPU kernels, or PyTorch's own torch/nn/functional.py where that is Python):
# - at a kink the gradient is ATen's (a `where` on ATen's condition rather than a clamp, whose
#   gradient at the bound is the clamp's);
# - where the composition's own derivative would lose digits ATen's backward keeps (log1p,
#   logsigmoid, mish, softplus), `_with_grad` attaches ATen's backward formula;
# - no intermediate is inf or NaN where PyTorch's result is finite (Debug mode stops at the
#   first one), so guarded branches take clamped or substituted inputs.
#
# Convolution, pooling and batch norm load on first use (the module __getattr__ below) from
# torch/nn/_conv.py, so a program that never convolves never compiles that file.
#
# torch/nn/__init__.py gives this module a `__getattr__` that runs this file on first use, so
# `torch.nn.functional.elu` works after a bare `import torch`; a program that never asks for one
# of these names never compiles the file.
import math

import torch

_native_softplus = softplus


_CONV = (
    "conv1d", "conv2d", "unfold", "fold", "max_pool1d", "max_pool2d", "avg_pool1d",
    "avg_pool2d", "adaptive_avg_pool1d", "adaptive_avg_pool2d", "batch_norm",
    "conv_transpose1d", "conv_transpose2d", "adaptive_max_pool1d", "adaptive_max_pool2d",
    "lp_pool1d", "lp_pool2d",
)
_CONV3D = (
    "conv3d", "conv_transpose3d", "max_pool3d", "avg_pool3d", "adaptive_avg_pool3d",
    "adaptive_max_pool3d", "lp_pool3d",
)
_FRACTIONAL = ("fractional_max_pool2d", "fractional_max_pool3d")
_PAD = (
    "pad", "pixel_shuffle", "pixel_unshuffle", "interpolate", "upsample", "upsample_nearest",
    "upsample_bilinear",
)
_LINEAR = ("linear", "bilinear", "normalize", "one_hot", "cosine_similarity")
_NORM = (
    "group_norm", "instance_norm", "rms_norm", "local_response_norm", "dropout1d", "dropout2d",
    "dropout3d", "alpha_dropout", "feature_alpha_dropout",
)
_ATTENTION = ("scaled_dot_product_attention", "multi_head_attention_forward")
_EMBEDDING_BAG = ("embedding_bag",)
_UNPOOL = (
    "max_unpool1d", "max_unpool2d", "max_unpool3d", "max_pool1d_with_indices",
    "max_pool2d_with_indices", "max_pool3d_with_indices",
)


def _lazy_file(name):
    # The file that defines `name` and the names it binds here, or None.
    if name in _CONV:
        from torch.nn import _conv as impl

        return impl, _CONV
    if name in _CONV3D:
        from torch.nn import _conv3d as impl

        return impl, _CONV3D
    if name in _FRACTIONAL:
        from torch.nn import _fractional as impl

        return impl, _FRACTIONAL
    if name in _PAD:
        from torch.nn import _pad as impl

        return impl, _PAD
    if name in _LINEAR:
        from torch.nn import _linear as impl

        return impl, _LINEAR
    if name in _NORM:
        from torch.nn import _norm as impl

        return impl, _NORM
    if name in _ATTENTION:
        from torch.nn import _attention as impl

        return impl, _ATTENTION
    if name in _EMBEDDING_BAG:
        from torch.nn import _embedding_bag as impl

        return impl, _EMBEDDING_BAG
    if name in _UNPOOL:
        from torch.nn import _unpool as impl

        return impl, _UNPOOL
    if name in ("grid_sample", "affine_grid"):
        from torch._ops import sample as impl

        return impl, ("grid_sample", "affine_grid")
    return None


def __getattr__(name):
    if name == "grad":
        import torch.nn.grad as grad

        return grad
    found = _lazy_file(name)
    if found is None:
        import torch

        torch._missing_attribute("torch.nn.functional", name)
    impl, names = found
    # Bound as globals of torch.nn.functional, so later lookups are plain.
    import torch.nn.functional as this

    for n in names:
        setattr(this, n, _node_named(n, getattr(impl, n)))
    return getattr(this, name)


def _pool_name(kind):
    # "MaxPool2DWithIndicesBackward0" for kind "MaxPool%dDWithIndices" and a 2-d pool.
    return lambda dims, args, kwargs: kind % dims + "Backward0"


def _adaptive_avg_name(dims):
    def name(_, args, kwargs):
        size = args[1] if len(args) > 1 else kwargs.get("output_size")
        sizes = size if isinstance(size, (tuple, list)) else (size,) * dims
        # ATen takes the mean for an output of one element per plane.
        if all(v == 1 for v in sizes):
            return "MeanBackward1"
        return "AdaptiveAvgPool%dDBackward0" % dims
    return name


_UPSAMPLE = {"nearest": "UpsampleNearest%dD", "nearest-exact": "UpsampleNearestExact%dD",
             "linear": "UpsampleLinear%dD", "bilinear": "UpsampleBilinear%dD",
             "bicubic": "UpsampleBicubic%dD", "trilinear": "UpsampleTrilinear%dD"}


def _interpolate_name(_, args, kwargs):
    mode = args[3] if len(args) > 3 else kwargs.get("mode", "nearest")
    kind = _UPSAMPLE.get(mode)
    return None if kind is None else kind % (args[0].dim() - 2) + "Backward0"


def _pad_name(_, args, kwargs):
    mode = args[2] if len(args) > 2 else kwargs.get("mode", "constant")
    if mode == "constant":
        return "ConstantPadNdBackward0"
    if mode == "reflect":
        pad = args[1] if len(args) > 1 else kwargs["pad"]
        return "ReflectionPad%dDBackward0" % (len(pad) // 2)
    return None


# The node PyTorch's kernel records for each F function composed here, where it differs from
# the composition's last op (`F.max_pool2d(x, 2).grad_fn` prints MaxPool2DWithIndicesBackward0):
# a name, or a function of (dims, args, kwargs) giving one (None: the composition's own).
_NODE_NAMES = {
    "max_pool2d": _pool_name("MaxPool%dDWithIndices"), "max_pool3d": _pool_name("MaxPool%dDWithIndices"),
    "avg_pool2d": _pool_name("AvgPool%dD"), "avg_pool3d": _pool_name("AvgPool%dD"),
    "adaptive_avg_pool2d": _adaptive_avg_name(2), "adaptive_avg_pool3d": _adaptive_avg_name(3),
    "adaptive_max_pool1d": "SqueezeBackward1", "adaptive_max_pool2d": _pool_name("AdaptiveMaxPool%dD"),
    "adaptive_max_pool3d": _pool_name("AdaptiveMaxPool%dD"),
    "batch_norm": "NativeBatchNormBackward0", "group_norm": "NativeGroupNormBackward0",
    "instance_norm": "ViewBackward0", "pixel_shuffle": "PixelShuffleBackward0",
    "pixel_unshuffle": "PixelUnshuffleBackward0", "interpolate": _interpolate_name,
    "pad": _pad_name, "conv3d": "ConvolutionBackward0", "conv_transpose1d": "ConvolutionBackward0",
    "conv_transpose2d": "ConvolutionBackward0", "conv_transpose3d": "ConvolutionBackward0",
    "embedding_bag": "EmbeddingBagBackward0",
}


def _node_named(n, f):
    # F's function `n`, its result under PyTorch's node name (`_NODE_NAMES`).
    rule = _NODE_NAMES.get(n)
    if rule is None:
        return f
    dims = int(n[-2]) if n[-2:-1].isdigit() else 0

    def named(*args, **kwargs):
        out = f(*args, **kwargs)
        name = rule if isinstance(rule, str) else rule(dims, args, kwargs)
        if name is None:
            return out
        if isinstance(out, tuple):
            return (torch._rename_grad_fn(out[0], name),) + out[1:]
        return torch._rename_grad_fn(out, name)

    named.__name__ = f.__name__
    named.__qualname__ = f.__qualname__
    named.__doc__ = f.__doc__
    named.__module__ = "torch.nn.functional"
    return named


# ---------------------------------------------------------------------------------------------
# Helpers


def _with_grad(value, x, dydx):
    """`value` (computed without autograd) with the gradient dydx * grad to `x`: ATen's own
    backward formula where the forward's composition would differentiate differently."""
    if not x.requires_grad:
        return value.detach()
    return value.detach() + (x - x.detach()) * dydx.detach()


def _named(out, name):
    """`out` under a node named as PyTorch's kernel's (`loss.grad_fn` prints
    <HuberLossBackward0 ...>, not the composition's last op); the node passes its gradient on."""
    return torch._rename_grad_fn(out, name)


def _renamed(f, name):
    def named(*args, **kwargs):
        return _named(f(*args, **kwargs), name)

    named.__name__ = f.__name__
    named.__doc__ = f.__doc__
    return named


def _expm1(x):
    """exp(x) - 1 to float precision near 0, as ATen's kernels compute it with expm1: a Taylor
    polynomial for |x| < 0.25 (its input clamped, so the unused branch stays finite), exp(x) - 1
    beyond, where the subtraction loses under an ulp."""
    s = x.clamp(-0.25, 0.25)
    # Terms to x^7 / 7! leave under 2e-9 relative at 0.25, to x^16 / 16! under 1e-24.
    coeffs = _EXPM1_F64 if x.dtype is torch.float64 else _EXPM1_F32
    poly = coeffs[-1]
    for c in coeffs[-2::-1]:
        poly = c + s * poly
    return torch.where(x.abs() < 0.25, s * poly, torch.exp(x) - 1.0)


def _inverse_factorials(n):
    out = []
    f = 1.0
    for k in range(1, n + 1):
        f = f * k
        out.append(1.0 / f)
    return out


_EXPM1_F32 = _inverse_factorials(7)
_EXPM1_F64 = _inverse_factorials(16)


def _expm1_nonpos(x):
    """expm1 of min(x, 0): the negative branch of elu/celu/selu. min(x, 0) is x - relu(x), whose
    gradient at 0 is 1 (ATen takes that branch at 0); a clamp's is 0 at its bound."""
    return _expm1(x - torch.relu(x))


def _log1p(x):
    """log(1 + x) to float precision near 0 on every backend (the GPU backend's log1p and tanh
    are accurate only in absolute terms there, as docs/tolerances.md allows): with u = 1 + x
    rounded, log(u) * x / (u - 1) (exact where u - 1 is not 0, else x itself); the gradient is
    1 / (1 + x), log1p's own."""
    with torch.no_grad():
        u = 1.0 + x
        d = u - 1.0
        big = u == float("inf")
        safe = torch.where((d == 0) | big, 1.0, d)
        v = torch.where(d == 0, x, torch.log(u) * x / safe)
        v = torch.where(big, u, v)
    if not x.requires_grad:
        return v
    return _with_grad(v, x, 1.0 / (x.detach() + 1.0))


def _inplace(input, result, inplace):
    # In place: the result written into `input`, which comes back. The native copy_ refuses a
    # tensor of the autograd graph, so one that requires grad is zeroed by in-place ops that carry
    # no gradient back (clamp_(0, 0) turns inf into 0 first, so mul_ makes no NaN; by -0.0, so
    # that adding a -0.0 result keeps its sign) and then takes the result by add_: its values and
    # gradients are the result's, and the caller's
    # tensor changes as in PyTorch (a leaf raises PyTorch's in-place error). Where the autograd
    # refuses even that (the result's backward saved `input`), the result comes back as a new
    # tensor (the values and gradients are PyTorch's; only the identity differs).
    if not inplace:
        return result
    if not input.requires_grad:
        input.copy_(result)
        return input
    try:
        input.clamp_(0, 0).mul_(-0.0).add_(result)
    except NotImplementedError:
        return result
    return input


def _write_in_graph(input, inplace, write):
    # inplace=True on a float32/float64 tensor that requires grad: write(input) applies native
    # in-place ops whose values and gradients are the activation's (the native copy_ refuses a
    # tensor of the graph, and _inplace's zero-then-add is refused once the result's backward saved
    # `input`). input where it wrote, else None (the caller goes on as before). A leaf raises
    # PyTorch's in-place error.
    if not (inplace and input.requires_grad and input.dtype in (torch.float32, torch.float64)):
        return None
    try:
        write(input)
    except NotImplementedError:
        return None
    return input


def _scale_in_graph(input, inplace, factor):
    # input *= factor (computed without autograd): a piecewise-linear activation in place, whose
    # gradient is that factor (leaky_relu, rrelu).
    return _write_in_graph(input, inplace, lambda x: x.mul_(factor.to(x.dtype)))


def _slopes(input, slope):
    # 1 where input > 0, else slope: leaky_relu's factor (a function, so no alias of input lives on).
    return torch.full_like(input, slope, requires_grad=False).masked_fill(input.detach() > 0, 1.0)


def _select_in_graph(input, inplace, keep, fill, lo=None, hi=None):
    # input = keep ? input : fill, in place with keep's gradient: clamped into [lo, hi] first (so
    # no inf meets the zeroing), zeroed where not kept (mul_ by keep, which also stops the gradient
    # there) and the fill added (-0.0 where kept, which leaves every value as it was).
    def write(x):
        if lo is not None or hi is not None:
            x.clamp_(lo, hi)
        x.mul_(keep.to(x.dtype)).add_(torch.where(keep, torch.full_like(fill, -0.0), fill))

    return _write_in_graph(input, inplace, write)


def _act(input, out, inplace, name):
    # An activation's result: in place as _inplace, else under PyTorch's node name.
    return _inplace(input, out if inplace else torch._rename_grad_fn(out, name, input), inplace)


def _get_enum(reduction):
    # torch.nn._reduction.get_enum
    if reduction == "none":
        return 0
    if reduction == "mean" or reduction == "elementwise_mean":
        return 1
    if reduction == "sum":
        return 2
    raise ValueError(str(reduction) + " is not a valid value for reduction")


def _legacy_get_string(size_average, reduce):
    # torch.nn._reduction.legacy_get_string (its deprecation warning is not printed)
    if size_average is None:
        size_average = True
    if reduce is None:
        reduce = True
    if size_average and reduce:
        return "mean"
    if reduce:
        return "sum"
    return "none"


def _reduction(size_average, reduce, reduction):
    if size_average is not None or reduce is not None:
        return _legacy_get_string(size_average, reduce)
    return reduction


def _reduce(loss, reduction):
    """ATen's apply_loss_reduction; checks the reduction first, as PyTorch's get_enum does."""
    e = _get_enum(reduction)
    if e == 1:
        return loss.mean()
    if e == 2:
        return loss.sum()
    return loss


def _get_softmax_dim(ndim):
    # torch.nn.functional._get_softmax_dim (its deprecation warning is not printed)
    if ndim == 0 or ndim == 1 or ndim == 3:
        return 0
    return 1


def _size_str(t):
    return str(t.size())


# ---------------------------------------------------------------------------------------------
# Activations


def threshold(input, threshold, value, inplace=False):
    """x if x > threshold else value (ATen: x <= threshold ? value : x; NaN passes)."""
    if inplace and input.requires_grad:
        keep = input.detach() > threshold  # (no alias of input kept: a live one blocks the write)
        keep = keep | (input.detach() != input.detach())  # NaN passes, as ATen's x <= t ? v : x
        done = _select_in_graph(input, inplace, keep, torch.full_like(keep, value, dtype=input.dtype), lo=threshold)
        if done is not None:
            return done
    return _act(input, input.masked_fill(input <= threshold, value), inplace, "ThresholdBackward0")


def threshold_(input, threshold, value):
    return _threshold(input, threshold, value, True)


_threshold = threshold


def hardtanh(input, min_val=-1.0, max_val=1.0, inplace=False):
    """clamp(x, min_val, max_val); the gradient passes only strictly inside (ATen's
    hardtanh_backward)."""
    if min_val > max_val:
        raise ValueError("min_val cannot be greater than max_val")
    inside = (input > min_val) & (input < max_val)
    if inplace and input.requires_grad:
        done = _select_in_graph(input, inplace, inside, input.detach().clamp(min_val, max_val), min_val, max_val)
        if done is not None:
            return done
    out = torch.where(inside, input, input.detach().clamp(min_val, max_val))
    return _act(input, out, inplace, "HardtanhBackward0")


def hardtanh_(input, min_val=-1.0, max_val=1.0):
    return hardtanh(input, min_val, max_val, True)


def relu6(input, inplace=False):
    return hardtanh(input, 0.0, 6.0, inplace)


def _elu(input, alpha, scale, input_scale, inplace, name="EluBackward0"):
    """ATen's elu: x * scale if x > 0 else alpha * scale * expm1(x * input_scale). In place, ATen
    differentiates from the result (input_scale * (result + alpha * scale)), which differs where
    the result has rounded to -alpha * scale; so does this."""
    negcoef = alpha * scale
    neg = _expm1_nonpos(input if input_scale == 1 else input * input_scale)
    out = torch.where(input > 0, input if scale == 1 else input * scale, neg * negcoef)
    if inplace and input.requires_grad:
        r = out.detach()
        out = _with_grad(out, input, torch.where(input.detach() > 0, scale, (r + negcoef) * input_scale))
    return _act(input, out, inplace, name)


def elu(input, alpha=1.0, inplace=False):
    """x if x > 0 else alpha * expm1(x)."""
    return _elu(input, alpha, 1.0, 1.0, inplace)


def elu_(input, alpha=1.0):
    return elu(input, alpha, True)


def celu(input, alpha=1.0, inplace=False):
    """x if x > 0 else alpha * expm1(x / alpha) (ATen: elu with input_scale 1 / alpha)."""
    if alpha == 0:
        raise RuntimeError("ZeroDivisionError: alpha cannot be 0 for CELU")
    return _elu(input, alpha, 1.0, 1.0 / alpha, inplace, "CeluBackward0")


def celu_(input, alpha=1.0):
    return celu(input, alpha, True)


_SELU_ALPHA = 1.6732632423543772848170429916717
_SELU_SCALE = 1.0507009873554804934193349852946


def selu(input, inplace=False):
    """scale * (x if x > 0 else alpha * expm1(x))."""
    return _elu(input, _SELU_ALPHA, _SELU_SCALE, 1.0, inplace)


def selu_(input):
    return selu(input, True)


def leaky_relu(input, negative_slope=0.01, inplace=False):
    """x if x > 0 else x * negative_slope."""
    if not isinstance(negative_slope, (int, float, torch.Tensor)):
        raise TypeError("leaky_relu(): argument 'negative_slope' (position 2) must be Number, not "
                        + type(negative_slope).__name__)
    if inplace and input.requires_grad:
        done = _scale_in_graph(input, inplace, _slopes(input, negative_slope))
        if done is not None:
            return done
    out = torch.where(input > 0, input, input * negative_slope)
    return _act(input, out, inplace, "LeakyReluBackward0")


def leaky_relu_(input, negative_slope=0.01):
    return leaky_relu(input, negative_slope, True)


def relu_(input):
    """relu in place (torch.relu_)."""
    return torch.relu_(input)


def rrelu(input, lower=1.0 / 8, upper=1.0 / 3, training=False, inplace=False):
    """Randomized leaky ReLU. In eval mode leaky_relu with slope (lower + upper) / 2; in training
    each non-positive element x becomes x * r, r ~ U(lower, upper), drawn as ATen's
    rrelu_with_noise draws it: one double-precision uniform per such element, in row-major
    order (so a float64 uniform_ over their count), cast to the input's dtype. The gradient is
    the noise (1 where x > 0)."""
    if not float(lower) <= float(upper):
        raise RuntimeError("Lower bound should be less than or equal to the upper bound")
    if not training:
        slope = (lower + upper) / 2
        if inplace and input.requires_grad:
            done = _scale_in_graph(input, inplace, _slopes(input, slope))
            if done is not None:
                return done
        out = torch.where(input > 0, input, input * slope)
        return _act(input, out, inplace, "RreluWithNoiseBackward0")
    x = input.detach()
    neg = x <= 0
    k = int(neg.sum())
    noise = torch.ones_like(x)
    if k:
        r = torch.empty(k, dtype=torch.float64, device=x.device).uniform_(lower, upper)
        noise[neg] = r.to(x.dtype)
    del x, neg  # (no alias of input kept: a live one blocks the in-place write)
    done = _scale_in_graph(input, inplace, noise)
    if done is not None:
        return done
    return _act(input, input * noise, inplace, "RreluWithNoiseBackward0")


def rrelu_(input, lower=1.0 / 8, upper=1.0 / 3, training=False):
    return rrelu(input, lower, upper, training, True)


def gumbel_softmax(logits, tau=1, hard=False, eps=1e-10, dim=-1):
    """softmax((logits + g) / tau) with g ~ Gumbel(0, 1) drawn as PyTorch's Python does
    (-log of an exponential_ over the logits' shape); with hard, the one-hot of its argmax with
    the soft sample's gradient (straight-through)."""
    gumbels = -torch.empty_like(logits).exponential_().log()
    gumbels = (logits + gumbels) / tau
    y_soft = gumbels.softmax(dim)
    if hard:
        index = y_soft.max(dim, keepdim=True)[1]
        y_hard = torch.zeros_like(logits).scatter_(dim, index, 1.0)
        return y_hard - y_soft.detach() + y_soft
    return y_soft


def _check_channel_shuffle(input, groups):
    if input.dim() <= 2:
        raise RuntimeError("channel_shuffle expects input with > 2 dims, but got input with sizes "
                           + str(list(input.shape)))
    if groups <= 0:
        raise RuntimeError("Number of groups to divide channels in must be positive. Value of "
                           "groups:" + str(groups))
    c = input.shape[1]
    if c % groups != 0:
        raise RuntimeError("Number of channels must be divisible by groups. Got " + str(c)
                           + " channels and " + str(groups) + " groups.")


def channel_shuffle(input, groups):
    """(N, g * k, *) viewed as (N, g, k, rest), the two channel dims swapped (ATen's
    math_channel_shuffle)."""
    _check_channel_shuffle(input, groups)
    shape = input.shape
    n, c = shape[0], shape[1]
    return input.reshape(n, groups, c // groups, -1).permute(0, 2, 1, 3).reshape(shape)


def native_channel_shuffle(input, groups):
    return channel_shuffle(input, groups)


def pdist(input, p=2):
    """torch.pdist (torch/_aliases.py)."""
    return torch.pdist(input, p)


def prelu(input, weight):
    """x if x > 0 else weight * x, weight per channel (dim 1) or one for all."""
    n = weight.numel()
    w = weight
    if n != 1:
        ndim = input.dim()
        channels = input.size(1) if ndim >= 2 else 1
        if ndim == 0 or channels != n:
            if ndim == 0:
                raise RuntimeError(
                    "Not allow zero-dim input tensor."
                )
            raise RuntimeError(
                "Mismatch of parameter numbers and input channel size. Found parameter numbers = "
                + str(n)
                + " and channel size = "
                + str(channels)
                + "."
            )
        shape = [1] * ndim
        shape[1] = n
        w = weight.reshape(shape)
    elif input.dim() > 0:
        w = weight.reshape([1] * input.dim())
    else:
        w = weight.reshape([])
    return _named(torch.where(input > 0, input, w * input), "PreluKernelBackward0")


def hardswish(input, inplace=False):
    """x * min(max(x + 3, 0), 6) / 6; gradient 0 up to -3, x / 3 + 0.5 strictly between, 1 from
    3 on (ATen's hardswish_backward)."""
    inside = (input > -3.0) & (input < 3.0)
    inner = torch.where(inside, input + 3.0, (input.detach() + 3.0).clamp(0.0, 6.0))
    return _act(input, input * inner / 6.0, inplace, "HardswishBackward0")


def hardsigmoid(input, inplace=False):
    """min(max(x + 3, 0), 6) / 6; gradient 1/6 strictly between -3 and 3."""
    x = input.detach()
    inside = (x > -3.0) & (x < 3.0)
    out = (x + 3.0).clamp(0.0, 6.0) / 6.0
    # ATen's backward multiplies by 1.0f / 6.0f, in float32 even for a double tensor.
    out = _with_grad(out, input, inside.to(x.dtype) * 0.1666666716337204)
    del x  # (no alias of input kept: a live one blocks an in-place write)
    return _act(input, out, inplace, "HardsigmoidBackward0")


def mish(input, inplace=False):
    """x * tanh(log1p(exp(x))) (ATen's), with ATen's gradient. From x = 20 on the tanh is 1 in
    float32 and float64 alike, so softplus is taken as x there and exp never overflows."""
    x = input.detach()
    sp = torch.where(x > 20.0, x, _log1p(torch.exp(x.clamp(max=20.0))))
    # tanh(sp) for sp >= 0 as expm1(2 sp) / (expm1(2 sp) + 2), accurate near 0 (it is 1 from
    # sp = 10 on in float32, from 20 on in float64).
    e = _expm1(2.0 * sp.clamp(max=20.0 if x.dtype is torch.float64 else 10.0))
    tsp = e / (e + 2.0)
    out = x * tsp
    if input.requires_grad:
        sig = torch.sigmoid(x)
        out = _with_grad(out, input, tsp + x * sig * (1.0 - tsp * tsp))
    del x  # (no alias of input kept: a live one blocks an in-place write)
    return _act(input, out, inplace, "MishBackward0")


def logsigmoid(input):
    """log(sigmoid(x)) = min(x, 0) - log1p(exp(-|x|)), with ATen's gradient."""
    x = input.detach()
    z = torch.exp(-x.abs())
    out = x.clamp(max=0.0) - _log1p(z)
    q = z / (1.0 + z)
    return _named(_with_grad(out, input, torch.where(x < 0, 1.0 - q, q)), "LogSigmoidBackward0")


def softplus(input, beta=1.0, threshold=20.0):
    """log1p(exp(beta * x)) / beta, or x where beta * x > threshold."""
    if beta == 1 and threshold == 20:
        return _native_softplus(input)
    x = input.detach()
    z = x * beta
    lin = z > threshold
    ez = torch.exp(torch.where(lin, 0.0, z))
    out = torch.where(lin, x, _log1p(ez) / beta)
    return _with_grad(out, input, torch.where(lin, 1.0, ez / (ez + 1.0)))


def softsign(input):
    """x / (1 + |x|) (PyTorch's Python)."""
    return input / (input.abs() + 1)


def softshrink(input, lambd=0.5):
    """x - lambd above lambd, x + lambd below -lambd, else x * 0 (so -0. for a negative x and
    nan for nan, as ATen's kernel)."""
    if lambd < 0:
        name, top = _DTYPE_MAX.get(str(input.dtype), ("Float", "3.40282e+38"))
        raise RuntimeError(
            "lambda must be in range [0, " + top + "] for input dtype " + name
            + ", but found " + ("%g" % lambd)
        )
    out = torch.where(input > lambd, input - lambd, torch.where(input < -lambd, input + lambd, input * 0))
    return _named(out, "SoftshrinkBackward0")


def hardshrink(input, lambd=0.5):
    """x outside [-lambd, lambd], else 0."""
    return _named(torch.where((input >= -lambd) & (input <= lambd), 0.0, input), "HardshrinkBackward0")


def tanhshrink(input):
    """x - tanh(x) (PyTorch's Python)."""
    return input - input.tanh()


def glu(input, dim=-1):
    """a * sigmoid(b), with a and b the halves of `input` along `dim`."""
    if input.dim() == 0:
        raise RuntimeError("glu does not support scalars because halving size must be even")
    ndim = input.dim()
    d = dim + ndim if dim < 0 else dim
    size = input.size(d)
    if size % 2 != 0:
        raise RuntimeError(
            "Halving dimension must be even, but dimension " + str(d) + " is size " + str(size)
        )
    a, b = input.chunk(2, d)
    return _named(a * torch.sigmoid(b), "GluBackward0")


def softmin(input, dim=None, _stacklevel=3, dtype=None):
    """softmax(-x, dim)."""
    if dim is None:
        dim = _get_softmax_dim(input.dim())
    if dtype is None:
        return softmax(-input, dim)
    return softmax(-input, dim, dtype=dtype)


_DTYPE_MAX = {
    "torch.float32": ("Float", "3.40282e+38"),
    "torch.float64": ("Double", "1.79769e+308"),
    "torch.float16": ("Half", "65504"),
    "torch.bfloat16": ("BFloat16", "3.38953e+38"),
}


def _num(v):
    return str(float(v)) if isinstance(v, float) else str(v)


# ---------------------------------------------------------------------------------------------
# Losses


def binary_cross_entropy(input, target, weight=None, size_average=None, reduce=None, reduction="mean"):
    """-(t * log(x) + (1 - t) * log(1 - x)), each log clamped at -100 (ATen)."""
    reduction = _reduction(size_average, reduce, reduction)
    _get_enum(reduction)
    if target.size() != input.size():
        raise ValueError(
            "Using a target size ("
            + _size_str(target)
            + ") that is different to the input size ("
            + _size_str(input)
            + ") is deprecated. Please ensure they have the same size."
        )
    if weight is not None:
        weight = weight.expand(_broadcast_shapes(target, weight))
    if target.dtype != input.dtype:
        # ATen's kernel takes one dtype (a Long target of 0/1 labels is a common slip)
        raise RuntimeError("Found dtype " + _dtype_name(target.dtype) + " but expected " + _dtype_name(input.dtype))
    # The logs of 0 (x = 0 or x = 1) are taken of 1 instead and replaced by -100, so no -inf is
    # ever made (Debug mode stops at the first one; ATen's kernel keeps its own inside).
    x = input.detach()
    t = target.detach()
    if x.numel() and not bool(((x >= 0) & (x <= 1)).all()):
        # ATen's kernel checks each element (a NaN fails too).
        raise RuntimeError("all elements of input should be between 0 and 1")
    pos = x > 0
    below = x < 1
    log_x = torch.log(torch.where(pos, x, 1.0))
    log_1mx = _log1p(-torch.where(below, x, 0.0))
    log_x = torch.where(pos & (log_x > -100.0), log_x, -100.0)
    log_1mx = torch.where(below & (log_1mx > -100.0), log_1mx, -100.0)
    loss = (t - 1) * log_1mx - t * log_x
    # ATen's gradients: (x - t) / max(x (1 - x), 1e-12) for the input (finite at 0 and 1, where
    # the clamped logs have none), -logit(x) for the target (there +-1e38 for ATen's +-inf, which
    # would make the forward's 0 * inf a NaN).
    loss = _with_grad(loss, input, (x - t) / ((1 - x) * x).clamp(min=1e-12))
    if target.requires_grad:
        logit = torch.log(torch.where(pos, x, 1.0)) - _log1p(-torch.where(below, x, 0.0))
        dt = torch.where(pos, torch.where(below, -logit, -1e38), 1e38)
        loss = loss + (target - t) * dt
    if weight is not None:
        loss = loss * weight
    return _reduce(loss, reduction)


def binary_cross_entropy_with_logits(input, target, weight=None, size_average=None, reduce=None,
                                     reduction="mean", pos_weight=None):
    """The native kernel without pos_weight; with it ATen's formula
    (1 - t) x - (1 + (pos_weight - 1) t) logsigmoid(x), then the weight and the reduction."""
    reduction = _reduction(size_average, reduce, reduction)
    _get_enum(reduction)
    if target.size() != input.size():
        raise ValueError("Target size (" + _size_str(target) + ") must be the same as input size ("
                         + _size_str(input) + ")")
    if (not target.is_floating_point() and input.is_floating_point()
            and target.size() == input.size()):
        # ATen's (1 - target).mul_(input) refuses an integer or bool target (0/1 labels left as
        # Long are a common slip), with these words.
        if target.dtype == torch.bool:
            raise NotImplementedError(
                "Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or "
                "`logical_xor()` operator instead.")
        raise RuntimeError("result type " + _dtype_name(input.dtype) + " can't be cast to the desired "
                           "output type " + _dtype_name(target.dtype))
    if pos_weight is None and weight is None:
        out = _native_binary_cross_entropy_with_logits(input, target, reduction=reduction)
        # (the native kernel's unreduced result is named as its last op)
        return _named(out, "BinaryCrossEntropyWithLogitsBackward0") if reduction == "none" else out
    if pos_weight is None:
        loss = (1 - target) * input - logsigmoid(input)
    else:
        log_weight = (pos_weight - 1) * target + 1
        loss = (1 - target) * input - log_weight * logsigmoid(input)
    if weight is not None:
        loss = loss * weight
    return _named(_reduce(loss, reduction), "BinaryCrossEntropyWithLogitsBackward0")


def adaptive_max_pool1d_with_indices(input, output_size, return_indices=False):
    import torch.nn.functional as F

    return F.adaptive_max_pool1d(input, output_size, return_indices=True)


def adaptive_max_pool2d_with_indices(input, output_size, return_indices=False):
    import torch.nn.functional as F

    return F.adaptive_max_pool2d(input, output_size, return_indices=True)


def adaptive_max_pool3d_with_indices(input, output_size, return_indices=False):
    import torch.nn.functional as F

    return F.adaptive_max_pool3d(input, output_size, return_indices=True)


def fractional_max_pool2d_with_indices(input, kernel_size, output_size=None, output_ratio=None,
                                       return_indices=False, _random_samples=None):
    import torch.nn.functional as F

    return F.fractional_max_pool2d(input, kernel_size, output_size, output_ratio, True,
                                 _random_samples)


def fractional_max_pool3d_with_indices(input, kernel_size, output_size=None, output_ratio=None,
                                       return_indices=False, _random_samples=None):
    import torch.nn.functional as F

    return F.fractional_max_pool3d(input, kernel_size, output_size, output_ratio, True,
                                 _random_samples)


def ctc_loss(log_probs, targets, input_lengths, target_lengths, blank=0, reduction="mean",
             zero_infinity=False):
    """F.ctc_loss (torch/nn/_ctc.py)."""
    import torch.nn._ctc as _ctc

    return _ctc.ctc_loss(log_probs, targets, input_lengths, target_lengths, blank, reduction,
                         zero_infinity)


def _check_float_loss(input, target, kernel):
    """ATen's pointwise loss kernels are dispatched over the float types: integer or bool tensors
    (of a common integer dtype) are refused by name."""
    dt = torch.promote_types(input.dtype, target.dtype)
    if not (dt.is_floating_point or dt.is_complex):
        raise NotImplementedError('"' + kernel + "\" not implemented for '" + _dtype_name(dt) + "'")


def huber_loss(input, target, reduction="mean", delta=1.0, weight=None):
    """0.5 * d^2 where |d| < delta, else delta * (|d| - 0.5 * delta); d = input - target."""
    if weight is None:
        _get_enum(reduction)
    if delta <= 0:
        raise RuntimeError("huber_loss does not support non-positive values for delta.")
    if weight is not None and weight.size() != input.size():
        raise ValueError("Weights and input must have the same size.")
    _check_float_loss(input, target, "huber_cpu")
    if not input.is_floating_point():
        # ATen writes the loss into a tensor like the input
        raise RuntimeError("result type " + _dtype_name(torch.promote_types(input.dtype, target.dtype))
                           + " can't be cast to the desired output type " + _dtype_name(input.dtype))
    z = (input - target).abs()
    loss = torch.where(z < delta, 0.5 * z * z, delta * (z - 0.5 * delta))
    if input.is_floating_point() and loss.dtype != input.dtype:
        # ATen writes the loss into a tensor like the input (a float64 target gives float32)
        loss = loss.to(input.dtype)
    if weight is None:
        return _reduce(loss, reduction)
    loss = loss * weight
    if reduction == "none":
        return loss
    if reduction == "sum":
        return loss.sum()
    if reduction == "mean":
        return loss.mean()
    raise ValueError(
        "Invalid reduction mode: " + str(reduction) + ". Expected one of 'none', 'mean', 'sum'."
    )


def smooth_l1_loss(input, target, size_average=None, reduce=None, reduction="mean", beta=1.0):
    """0.5 * d^2 / beta where |d| < beta, else |d| - 0.5 * beta; l1_loss when beta is 0."""
    reduction = _reduction(size_average, reduce, reduction)
    _get_enum(reduction)
    if beta < 0:
        raise RuntimeError("smooth_l1_loss does not support negative values for beta.")
    if beta == 0:
        return l1_loss(input, target, reduction=reduction)
    _check_float_loss(input, target, "smooth_l1_cpu")
    z = (input - target).abs()
    loss = torch.where(z < beta, 0.5 * z * z / beta, z - 0.5 * beta)
    return _reduce(loss, reduction)


def kl_div(input, target, size_average=None, reduce=None, reduction="mean", log_target=False):
    """target * (log(target) - input) pointwise (0 where target is 0), or
    exp(target) * (target - input) with log_target; 'batchmean' divides the sum by the batch."""
    reduction = _reduction(size_average, reduce, reduction)
    if reduction == "batchmean":
        red = "sum"
    else:
        red = reduction
    _get_enum(red)
    if not (input.is_floating_point() and target.is_floating_point()):
        raise RuntimeError("kl_div: Integral inputs not supported.")
    if log_target:
        loss = torch.exp(target) * (target - input)
    else:
        zero = target == 0
        safe = torch.where(zero, 1.0, target)
        loss = torch.where(zero, 0.0, target * torch.log(safe)) - target * input
    out = _reduce(loss, red)
    if reduction == "batchmean" and input.dim() != 0:
        out = out / input.size(0)
    return out


def poisson_nll_loss(input, target, log_input=True, full=False, size_average=None, eps=1e-8, reduce=None, reduction="mean"):
    """exp(input) - target * input, or input - target * log(input + eps); with full, Stirling's
    term where target > 1."""
    reduction = _reduction(size_average, reduce, reduction)
    if reduction != "none" and reduction != "mean" and reduction != "sum":
        raise ValueError(str(reduction) + " is not a valid value for reduction")
    if log_input:
        loss = torch.exp(input) - target * input
    else:
        loss = input - target * torch.log(input + eps)
    if full:
        big = target > 1
        safe = torch.where(big, target, 2.0)
        stirling = safe * torch.log(safe) - safe + 0.5 * torch.log(2 * math.pi * safe)
        loss = loss + stirling.masked_fill(~big, 0)
    return _reduce(loss, reduction)


def gaussian_nll_loss(input, target, var, full=False, eps=1e-6, reduction="mean"):
    """0.5 * (log(max(var, eps)) + (input - target)^2 / max(var, eps)) (PyTorch's Python)."""
    if isinstance(var, float):
        if var < 0:
            raise ValueError("var has negative entry/entries")
        var = var * torch.ones_like(input)
    elif bool((var < 0).any()):
        raise ValueError("var has negative entry/entries")
    if var.size() != input.size():
        if input.size()[:-1] == var.size():
            var = var.unsqueeze(-1)
        elif input.dim() == var.dim() and sum(
            y for x, y in zip(input.size(), var.size()) if x != y
        ) == 1:
            pass
        else:
            raise ValueError("var is of incorrect size")
    if reduction != "none" and reduction != "mean" and reduction != "sum":
        raise ValueError(str(reduction) + " is not valid")
    # PyTorch clamps a clone of var in place under no_grad: the value is clamped and the
    # gradient passes straight through to var.
    var = var + (var.detach().clamp(min=eps) - var.detach())
    loss = 0.5 * (torch.log(var) + (input - target) ** 2 / var)
    if full:
        loss = loss + 0.5 * math.log(2 * math.pi)
    if reduction == "mean":
        return loss.mean()
    if reduction == "sum":
        return loss.sum()
    return loss


def margin_ranking_loss(input1, input2, target, margin=0, size_average=None, reduce=None, reduction="mean"):
    """max(0, -target * (input1 - input2) + margin)."""
    reduction = _reduction(size_average, reduce, reduction)
    _get_enum(reduction)
    if input1.dim() != input2.dim() or input1.dim() != target.dim():
        raise RuntimeError(
            "margin_ranking_loss : All input tensors should have same dimension but got sizes: input1: "
            + _size_str(input1)
            + ", input2: "
            + _size_str(input2)
            + ", target: "
            + _size_str(target)
            + " "
        )
    z = -target * (input1 - input2) + margin
    return _reduce(torch.where(z > 0, z, torch.zeros_like(z)), reduction)  # (+0, as clamp_min gives)


def hinge_embedding_loss(input, target, margin=1.0, size_average=None, reduce=None, reduction="mean"):
    """input where target is 1, max(0, margin - input) where target is -1 (ATen sums both
    masks, so other targets get both terms)."""
    reduction = _reduction(size_average, reduce, reduction)
    _get_enum(reduction)
    margin_clamp = (margin - input).clamp_min(0)  # +0.0 where clamped, as ATen's
    zeros = torch.zeros_like(input)
    out = torch.where(target != 1, margin_clamp, zeros) + torch.where(target != -1, input, zeros)
    return _reduce(out, reduction)


def cosine_embedding_loss(input1, input2, target, margin=0, size_average=None, reduce=None, reduction="mean"):
    """1 - cos(x1, x2) where target is 1, max(0, cos - margin) where target is -1."""
    reduction = _reduction(size_average, reduce, reduction)
    _get_enum(reduction)
    targ_dim = target.dim()
    if targ_dim != 1 and targ_dim != 0:
        raise RuntimeError("0D or 1D target tensor expected, multi-target not supported")
    if targ_dim == 1:
        if input1.dim() != 2 or input2.dim() != 2:
            raise RuntimeError(
                "1D target tensor expects 2D input tensors, but found inputs with sizes "
                + _list_str(input1)
                + " and "
                + _list_str(input2)
                + "."
            )
    elif input1.dim() != 1 or input2.dim() != 1:
        raise RuntimeError(
            "0D target tensor expects 1D input tensors, but found inputs with sizes "
            + _list_str(input1)
            + " and "
            + _list_str(input2)
            + "."
        )
    eps = 1e-12
    prod_sum = (input1 * input2).sum(targ_dim)
    mag_square1 = (input1 * input1).sum(targ_dim) + eps
    mag_square2 = (input2 * input2).sum(targ_dim) + eps
    denom = (mag_square1 * mag_square2).sqrt()
    cos = prod_sum / denom
    zeros = torch.zeros_like(cos)
    pos = 1 - cos
    # clamp_min, as PyTorch's: a clamped entry is +0.0 (cos * 0.0 would print -0.0)
    neg = (cos - margin).clamp_min(0)
    out = torch.where(target == 1, pos, zeros) + torch.where(target == -1, neg, zeros)
    return _reduce(out, reduction)


def _broadcast_shapes(a, b):
    """torch.broadcast_shapes(a.size(), b.size()), with its error."""
    sa, sb = list(a.shape), list(b.shape)
    result = [1] * max(len(sa), len(sb))
    for idx, shape in ((0, sa), (1, sb)):
        for i in range(-1, -1 - len(shape), -1):
            if shape[i] == 1 or shape[i] == result[i]:
                continue
            if result[i] != 1:
                raise RuntimeError(
                    "Attempting to broadcast a dimension of length " + str(shape[i]) + " at "
                    + str(i) + "! Mismatching argument at index " + str(idx) + " had torch.Size("
                    + _list_str(a if idx == 0 else b) + "); but expected shape should be "
                    + "broadcastable to " + str(result)
                )
            result[i] = shape[i]
    return result


def _check_margin_input(input):
    ndim = input.dim()
    if not ((ndim == 2 and input.size(1) != 0) or (ndim == 1 and input.size(0) != 0) or ndim == 0):
        raise RuntimeError(
            "Expected non-empty vector or matrix with optional 0-dim batch size, but got: "
            + _list_str(input)
        )


def _list_str(t):
    return "[" + ", ".join(str(s) for s in t.shape) + "]"


def soft_margin_loss(input, target, size_average=None, reduce=None, reduction="mean"):
    """log(1 + exp(-target * input))."""
    reduction = _reduction(size_average, reduce, reduction)
    _get_enum(reduction)
    return _reduce(_log1p(torch.exp(-input * target)), reduction)


def multilabel_soft_margin_loss(input, target, weight=None, size_average=None, reduce=None, reduction="mean"):
    """-(t * logsigmoid(x) + (1 - t) * logsigmoid(-x)), averaged over the classes (PyTorch's
    Python)."""
    reduction = _reduction(size_average, reduce, reduction)
    loss = -(target * logsigmoid(input) + (1 - target) * logsigmoid(-input))
    if weight is not None:
        loss = loss * weight
    class_dim = input.dim() - 1
    C = input.size(class_dim)
    loss = loss.sum(dim=class_dim) / C
    if reduction == "none":
        return loss
    if reduction == "mean":
        return loss.mean()
    if reduction == "sum":
        return loss.sum()
    raise ValueError(str(reduction) + " is not valid")


def pairwise_distance(x1, x2, p=2.0, eps=1e-6, keepdim=False):
    """The p-norm of x1 - x2 + eps over the last dimension."""
    d = max(x1.dim(), x2.dim())
    return torch._rename_grad_fn(torch.norm(x1 - x2 + eps, p, d - 1 if d > 0 else 0, keepdim), "NormBackward1")


def triplet_margin_loss(anchor, positive, negative, margin=1.0, p=2, eps=1e-6, swap=False, size_average=None, reduce=None, reduction="mean"):
    """max(0, margin + d(a, p) - d(a, n)), d the pairwise p-norm distance."""
    reduction = _reduction(size_average, reduce, reduction)
    _get_enum(reduction)
    if margin <= 0:
        raise ValueError("margin must be greater than 0, got " + _num(margin))
    a_dim, p_dim, n_dim = anchor.dim(), positive.dim(), negative.dim()
    if not (a_dim == p_dim and p_dim == n_dim):
        raise RuntimeError(
            "The anchor, positive, and negative tensors are expected to have the same number of dimensions, but got: anchor "
            + str(a_dim)
            + "D, positive "
            + str(p_dim)
            + "D, and negative "
            + str(n_dim)
            + "D inputs"
        )
    dist_pos = pairwise_distance(anchor, positive, p, eps)
    dist_neg = pairwise_distance(anchor, negative, p, eps)
    if swap:
        dist_swap = pairwise_distance(positive, negative, p, eps)
        dist_neg = torch.where(dist_swap < dist_neg, dist_swap, dist_neg)
    # clamp_min, as ATen's: a clamped entry is +0.0 (z * 0.0 would print -0.0)
    return _reduce(torch.clamp_min(margin + dist_pos - dist_neg, 0), reduction)


def triplet_margin_with_distance_loss(anchor, positive, negative, *, distance_function=None,
                                      margin=1.0, swap=False, reduction="mean"):
    """max(0, margin + d(a, p) - d(a, n)) for any distance d (PyTorch's Python)."""
    if reduction not in ("mean", "sum", "none"):
        raise ValueError(str(reduction) + " is not a valid value for reduction")
    if margin <= 0:
        raise ValueError("margin must be greater than 0, got " + _num(margin))
    a_dim, p_dim, n_dim = anchor.dim(), positive.dim(), negative.dim()
    if not (a_dim == p_dim and p_dim == n_dim):
        raise RuntimeError(
            "The anchor, positive, and negative tensors are expected to have the same number of "
            "dimensions, but got: anchor " + str(a_dim) + "D, positive " + str(p_dim)
            + "D, and negative " + str(n_dim) + "D inputs")
    if distance_function is None:
        distance_function = pairwise_distance
    dist_pos = distance_function(anchor, positive)
    dist_neg = distance_function(anchor, negative)
    if swap:
        dist_swap = distance_function(positive, negative)
        dist_neg = torch.minimum(dist_neg, dist_swap)
    loss = torch.clamp_min(margin + dist_pos - dist_neg, 0)
    if reduction == "sum":
        return torch.sum(loss)
    if reduction == "mean":
        return torch.mean(loss)
    return loss


def multi_margin_loss(input, target, p=1, margin=1.0, weight=None, size_average=None, reduce=None, reduction="mean"):
    """sum over j != y of max(0, margin - x[y] + x[j])^p (times weight[y]), over the classes."""
    reduction = _reduction(size_average, reduce, reduction)
    _get_enum(reduction)
    if p != 1 and p != 2:
        raise ValueError("only p == 1 and p == 2 supported")
    if weight is not None and weight.dim() != 1:
        raise ValueError("weight must be one-dimensional")
    _check_margin_input(input)
    one = input.dim() <= 1
    x = input.reshape(1, -1) if one else input
    n, c = x.size(0), x.size(1)
    if target.dim() > 1 or target.numel() != n:
        raise RuntimeError(
            "multi_margin_loss: target tensor should be 1-D with size equal to the number of input "
            "samples (batch size). Expected target size [" + str(n) + "], but got "
            + _list_str(target) + ". Input has shape " + _list_str(input) + "."
        )
    if weight is not None and weight.numel() != c:
        raise RuntimeError(
            "inconsistent weight size, expected " + str(c) + " but got " + _list_str(weight)
        )
    y = target.reshape(n, 1)
    x_y = x.gather(1, y)
    z = margin - x_y + x
    h = torch.where(z > 0, z, z * 0.0)
    if p == 2:
        h = h * h
    if weight is not None:
        h = h * weight.gather(0, target.reshape(-1)).reshape(n, 1)
    is_y = torch.arange(c, device=x.device).reshape(1, c) == y
    h = h.masked_fill(is_y, 0.0)
    loss = h.sum(1) / c
    if one:
        loss = loss.reshape(target.shape) if target.dim() == 0 else loss
        if input.dim() == 0 or target.dim() == 0:
            loss = loss.reshape([])
    return _reduce(loss, reduction)


def multilabel_margin_loss(input, target, size_average=None, reduce=None, reduction="mean"):
    """sum over target classes j and non-target classes k of max(0, 1 - (x[j] - x[k])), over the
    classes; a target row ends at its first -1."""
    reduction = _reduction(size_average, reduce, reduction)
    _get_enum(reduction)
    _check_margin_input(input)
    one = input.dim() <= 1
    x = input.reshape(1, -1) if one else input
    n, c = x.size(0), x.size(1)
    if (target.dim() > 1 or target.numel() != c) if one else (
        target.dim() != 2 or target.size(0) != n or target.size(1) != c
    ):
        raise RuntimeError(
            "inconsistent target size: " + _list_str(target) + " for input of size: "
            + _list_str(input)
        )
    t = target.reshape(1, -1) if one else target
    valid = (t == -1).long().cumsum(1) == 0
    idx = torch.where(valid, t, 0)
    # In the input's dtype: a float32 mask scattered into a default-dtype (float64) zeros would
    # mismatch under set_default_dtype(torch.float64).
    validf = valid.to(x.dtype)
    is_target = torch.zeros(n, c, device=x.device, dtype=x.dtype).scatter_add(1, idx, validf) > 0
    x_t = x.gather(1, idx)
    z = 1.0 - x_t.reshape(n, c, 1) + x.reshape(n, 1, c)
    h = torch.where(z > 0, z, z * 0.0)
    mask = validf.reshape(n, c, 1) * (~is_target).to(x.dtype).reshape(n, 1, c)
    loss = (h * mask).sum(2).sum(1) / c
    if one:
        loss = loss.reshape([])
    return _reduce(loss, reduction)


# ---------------------------------------------------------------------------------------------
# nll_loss and cross_entropy beyond the native kernels' (N, C) input, (N,) target and no weight:
# ATen's nll_loss_nd and cross_entropy composed over the native (N, C) nll_loss (_native_nll_loss
# and _native_cross_entropy, set by torch/nn/__init__.py).


def _classes_last(input, target):
    """input (N, C, d1, ...), (N, C) or (C,) as rows (M, C); target as (M,), checked as ATen."""
    if input.dim() < 1:
        raise ValueError("Expected 1 or more dimensions (got " + str(input.dim()) + ")")
    if input.dim() == 1:
        return input.unsqueeze(0), target.reshape(-1)
    if input.size(0) != target.size(0):
        raise ValueError("Expected input batch_size (" + str(input.size(0))
                         + ") to match target batch_size (" + str(target.size(0)) + ").")
    if input.dim() > 2:
        want = [input.size(0)] + list(input.shape[2:])
        if list(target.shape) != want:
            if input.dim() == 4:  # ATen's nll_loss2d
                raise RuntimeError("size mismatch (got input: " + str(list(input.shape))
                                   + " , target: " + str(list(target.shape)))
            raise RuntimeError("Expected target size " + str(want) + ", got "
                               + str(list(target.shape)))
    n = input.dim()
    x = input.permute([0] + list(range(2, n)) + [1]) if n > 2 else input
    return x.reshape(-1, input.size(1) if n > 1 else input.size(0)), target.reshape(-1)


def _target_weights(weight, t, keep, dtype):
    # Each row's class weight (1 without weights), 0 where its target is ignored.
    if weight is None:
        return keep.to(dtype)
    return torch.where(keep, weight.index_select(0, torch.where(keep, t, 0)), 0.0)


def _nll_nd(input, target, weight, ignore_index, reduction):
    """ATen's nll_loss_nd: -weight[t] * input[t] per element (0 where t is ignore_index), summed
    or over the sum of the weights ('mean')."""
    e = _get_enum(reduction)
    x, t = _classes_last(input, target)
    c = x.size(1)
    if weight is not None and weight.numel() != c:
        raise RuntimeError("weight tensor should be defined either for all " + str(c)
                           + " classes or no classes but got weight tensor of shape: "
                           + str(list(weight.shape)))
    loss = _native_nll_loss(x, t, ignore_index=ignore_index, reduction="none")
    keep = t != ignore_index
    w = _target_weights(weight, t, keep, x.dtype)
    if weight is not None:
        loss = loss * w
    loss = torch.where(keep, loss, 0.0)  # +0.0 where ignored, as ATen
    if e == 0:
        loss = loss.reshape(target.shape)
        return _named(loss, "NllLossBackward0") if input.dim() <= 2 else loss
    loss = loss.sum() if e == 2 else loss.sum() / w.sum()
    return _named(loss, "NllLossBackward0" if input.dim() <= 2 else "NllLoss2DBackward0")


def nll_loss(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None,
             reduction="mean"):
    """F.nll_loss: the native kernel for (N, C) without weight, else ATen's nll_loss_nd."""
    reduction = _reduction(size_average, reduce, reduction)
    _check_class_target(input, target)
    if not input.is_floating_point():
        # (ATen's kernel is dispatched over the float types only; 2-d spatial inputs use nll_loss2d)
        raise NotImplementedError(
            '"' + ("nll_loss2d_forward_out_frame" if input.dim() == 4 else "nll_loss_out_frame")
            + "\" not implemented for '" + _dtype_name(input.dtype) + "'")
    if weight is None and input.dim() == 2 and target.shape == input.shape[:1]:
        return _native_nll_loss(input, target, ignore_index=ignore_index, reduction=reduction)
    return _nll_nd(input, target, weight, ignore_index, reduction)


def _check_class_target(input, target):
    """ATen's checks of a class-index target, in its order: a 0-d or 1-d target for an input of
    at most 2 dims, the batch sizes, then the dtype (int64 or uint8; others are refused)."""
    if input.dim() >= 2 and target.dim() >= 1 and input.size(0) != target.size(0):
        raise ValueError("Expected input batch_size (" + str(input.size(0))
                         + ") to match target batch_size (" + str(target.size(0)) + ").")
    if input.dim() <= 2 and target.dim() > 1:
        raise RuntimeError("0D or 1D target tensor expected, multi-target not supported")
    if input.dim() == 1 and target.dim() == 1 and target.size(0) != 1:
        raise ValueError("For 1D input, 1D target must have size 1, but got target size: "
                         + str(target.size(0)))
    if target.dtype != torch.long and target.dtype != torch.uint8:
        want = [input.size(0)] + list(input.shape[2:]) if input.dim() > 2 else None
        if want is None or list(target.shape) == want:
            raise RuntimeError("expected target dtype to be Long or Byte, but got "
                               + _dtype_name(target.dtype))


def cross_entropy(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None,
                  reduction="mean", label_smoothing=0.0):
    """F.cross_entropy, as ATen's: class-probability targets (a target of the input's shape),
    label smoothing, weights, ignore_index and (N, C, d1, ...) inputs."""
    reduction = _reduction(size_average, reduce, reduction)
    prob = input.shape == target.shape
    if prob:
        if not target.is_floating_point():
            raise RuntimeError("Expected floating point type for target with class "
                               "probabilities, got " + _dtype_name(target.dtype))
        if ignore_index >= 0:
            raise RuntimeError("ignore_index is not supported for floating point target")
    if label_smoothing > 1.0:
        raise RuntimeError("label_smoothing must be between 0.0 and 1.0. Got: "
                           + format(label_smoothing, "g"))
    if not prob:
        if not input.is_floating_point():
            log_softmax(input, 0 if input.dim() == 1 else 1)  # (ATen's runs before the target's checks)
        _check_class_target(input, target)
    if weight is None and input.dim() == 2 and target.shape == input.shape[:1]:
        # (a negative label_smoothing is no smoothing, as ATen's `label_smoothing > 0` branch)
        return _native_cross_entropy(input, target, ignore_index=ignore_index,
                                     reduction=reduction,
                                     label_smoothing=max(label_smoothing, 0.0))
    e = _get_enum(reduction)
    cd = 0 if input.dim() == 1 else 1
    logp = log_softmax(input, cd)
    c = input.size(cd)
    wshape = [c] + [1] * (input.dim() - cd - 1)
    if prob:
        if label_smoothing > 0:
            target = target * (1 - label_smoothing) + label_smoothing / c
        loss = logp * target
        if weight is not None:
            loss = loss * weight.reshape(wshape)
        if e == 0:
            return -loss.sum(cd)
        return -loss.sum() if e == 2 else -loss.sum() / (input.numel() // c)
    nll = _nll_nd(logp, target, weight, ignore_index, reduction)
    if label_smoothing <= 0:
        return nll
    keep = (target != ignore_index).reshape(-1)
    smooth = logp if weight is None else logp * weight.reshape(wshape)
    smooth = torch.where(keep, -_classes_last(smooth, target)[0].sum(1), 0.0)
    if e == 0:
        ret = smooth.reshape(target.shape)
    elif e == 2:
        ret = smooth.sum()
    else:
        ret = smooth.sum() / _target_weights(weight, target.reshape(-1), keep, smooth.dtype).sum()
    return (1 - label_smoothing) * nll + ret * (label_smoothing / c)


def linear_cross_entropy(input, linear_weight, target, *, linear_bias=None, weight=None,
                         reduction="mean", ignore_index=None, label_smoothing=0.0, options=None):
    """F.linear_cross_entropy: cross_entropy of linear(input) reshaped to (N, C, d1, ...), PyTorch's
    reference path (its chunked one, options=..., is not provided)."""
    if options is not None:
        raise NotImplementedError("linear_cross_entropy(options=...): the chunked path is not "
                                  "supported in the playground yet (use options=None)")
    if input.dim() < 1 or input.dim() > 2:
        raise RuntimeError("expected input with dimensionality 1 or 2, got " + str(input.dim()))
    if linear_weight.dim() < 2:
        raise RuntimeError("expected linear_weight with dimensionality at least 2, got "
                           + str(linear_weight.dim()))
    k = input.shape[-1]
    if k != linear_weight.shape[-1]:
        raise RuntimeError("expected equal input and linear_weight last dimensions "
                           "(in_features), got " + str(k) + " and "
                           + str(linear_weight.shape[-1]) + ", respectively")
    classes = tuple(linear_weight.shape[:-1])
    if linear_bias is not None and tuple(linear_bias.shape) != classes:
        raise RuntimeError("expected linear_bias shape " + str(classes) + ", got "
                           + str(tuple(linear_bias.shape)))
    if len(classes) > 1 and input.dim() == 1:
        raise RuntimeError("K-dimensional loss defined by linear_weight shape "
                           + str(tuple(linear_weight.shape)) + " requires batched input, (N, "
                           + str(k) + "), got unbatched input with shape "
                           + str(tuple(input.shape)))
    logits_shape = tuple(input.shape[:-1]) + classes
    if tuple(target.shape) == logits_shape and ignore_index is not None:
        raise RuntimeError("ignore_index cannot be specified when target contains probabilities")
    b = None if linear_bias is None else linear_bias.reshape(-1)
    logits = torch.nn.functional.linear(input, linear_weight.reshape(-1, k), b)
    logits = logits.reshape(logits_shape)
    return cross_entropy(logits, target, weight=weight, reduction=reduction,
                         ignore_index=-100 if ignore_index is None else ignore_index,
                         label_smoothing=label_smoothing)


def _dtype_name(dt):
    return {torch.long: "Long", torch.int32: "Int", torch.bool: "Bool", torch.int16: "Short",
            torch.int8: "Char", torch.uint8: "Byte", torch.float32: "Float",
            torch.float64: "Double", torch.float16: "Half",
            torch.bfloat16: "BFloat16"}.get(dt, str(dt))


def _fp32_under_autocast(f):
    """Autocast's float32 list (the losses): under torch.autocast, half tensor arguments are cast
    to float32 first, as PyTorch's autocast does (the native losses do it themselves)."""

    from _torch_nn import autocast_active, autocast_fp32

    def under_autocast(*args, **kwargs):
        if autocast_active():
            args = autocast_fp32(*args)
            kwargs = {k: autocast_fp32(v)[0] for k, v in kwargs.items()}
        return f(*args, **kwargs)

    under_autocast.__name__ = f.__name__
    return under_autocast


binary_cross_entropy = _fp32_under_autocast(binary_cross_entropy)
huber_loss = _fp32_under_autocast(huber_loss)
smooth_l1_loss = _fp32_under_autocast(smooth_l1_loss)
kl_div = _fp32_under_autocast(kl_div)
poisson_nll_loss = _fp32_under_autocast(poisson_nll_loss)
margin_ranking_loss = _fp32_under_autocast(margin_ranking_loss)
hinge_embedding_loss = _fp32_under_autocast(hinge_embedding_loss)
cosine_embedding_loss = _fp32_under_autocast(cosine_embedding_loss)
soft_margin_loss = _fp32_under_autocast(soft_margin_loss)
triplet_margin_loss = _fp32_under_autocast(triplet_margin_loss)
multi_margin_loss = _fp32_under_autocast(multi_margin_loss)
multilabel_margin_loss = _fp32_under_autocast(multilabel_margin_loss)
nll_loss = _fp32_under_autocast(nll_loss)
cross_entropy = _fp32_under_autocast(cross_entropy)


# The losses whose PyTorch kernel is one node: their result's grad_fn is named as that node's.
binary_cross_entropy = _renamed(binary_cross_entropy, "BinaryCrossEntropyBackward0")
huber_loss = _renamed(huber_loss, "HuberLossBackward0")
smooth_l1_loss = _renamed(smooth_l1_loss, "SmoothL1LossBackward0")
soft_margin_loss = _renamed(soft_margin_loss, "SoftMarginLossBackward0")
multi_margin_loss = _renamed(multi_margin_loss, "MultiMarginLossBackward0")
