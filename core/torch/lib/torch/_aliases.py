# torch.<name> for what PyTorch keeps at the top level over other parts of itself: the
# torch.nn.functional ops it re-exports (by the same function, or with ATen's positional
# signature and integer `reduction`), the in-place function forms (torch.abs_(t) is t.abs_()),
# the arithmetic aliases, dtype helpers, window functions, vmap, and the functions PyTorch has
# removed (they raise its RuntimeError). Loaded by torch's module __getattr__ on first use.
import math

import torch

# The ones PyTorch binds to the very functions of torch.nn.functional.
SAME_AS_F = frozenset(
    "adaptive_avg_pool1d avg_pool1d bilinear conv1d conv2d conv3d conv_transpose1d conv_transpose2d "
    "conv_transpose3d cosine_similarity hardshrink pairwise_distance pixel_shuffle pixel_unshuffle "
    "prelu channel_shuffle".split()
)

_REDUCTIONS = ("none", "mean", "sum")


def _F():
    import torch.nn.functional as F

    return F


def _reduction(r):
    # ATen's losses take the reduction as an int (0 none, 1 mean, 2 sum); PyTorch's top-level
    # bindings of them default it to 0, unreduced (unlike torch.nn.functional's 'mean').
    return _REDUCTIONS[r] if isinstance(r, int) else r


def dropout(input, p, train):
    return _F().dropout(input, p, train)


def alpha_dropout(input, p, train):
    return _F().alpha_dropout(input, p, train)


def feature_alpha_dropout(input, p, train):
    return _F().feature_alpha_dropout(input, p, train)


def selu(input):
    return _F().selu(input)


def celu(input, alpha=1.0):
    return _F().celu(input, alpha)


def threshold(input, threshold, value):
    return _F().threshold(input, threshold, value)


def rrelu(input, lower=1.0 / 8, upper=1.0 / 3, training=False, generator=None):
    return _F().rrelu(input, lower, upper, training)


def rrelu_(input, lower=1.0 / 8, upper=1.0 / 3, training=False, generator=None):
    return _F().rrelu_(input, lower, upper, training)


def native_channel_shuffle(input, groups):
    return _F().native_channel_shuffle(input, groups)


def max_pool1d_with_indices(input, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    return _F().max_pool1d_with_indices(input, kernel_size, stride or None, padding, dilation,
                                        ceil_mode)


def max_pool1d(input, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    return _F().max_pool1d(input, kernel_size, stride or None, padding, dilation, ceil_mode)


def max_pool2d(input, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    return _F().max_pool2d(input, kernel_size, stride or None, padding, dilation, ceil_mode)


def max_pool3d(input, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    return _F().max_pool3d(input, kernel_size, stride or None, padding, dilation, ceil_mode)


def adaptive_max_pool1d(input, output_size):
    return _F().adaptive_max_pool1d(input, output_size, return_indices=True)


def layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-05, cudnn_enable=True):
    return _F().layer_norm(input, normalized_shape, weight, bias, eps)


def group_norm(input, num_groups, weight=None, bias=None, eps=1e-05, cudnn_enabled=True):
    return _F().group_norm(input, num_groups, weight, bias, eps)


def rms_norm(input, normalized_shape, weight=None, eps=None):
    return _F().rms_norm(input, normalized_shape, weight, eps)


def batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps, cudnn_enabled):
    return _F().batch_norm(input, running_mean, running_var, weight, bias, training, momentum, eps)


def instance_norm(input, weight, bias, running_mean, running_var, use_input_stats, momentum, eps, cudnn_enabled):
    return _F().instance_norm(input, running_mean, running_var, weight, bias, use_input_stats, momentum, eps)


def embedding(weight, indices, padding_idx=-1, scale_grad_by_freq=False, sparse=False):
    return _F().embedding(indices, weight, None if padding_idx == -1 else padding_idx, None, 2.0, scale_grad_by_freq, sparse)


def binary_cross_entropy_with_logits(input, target, weight=None, pos_weight=None, reduction=0):
    F = _F()
    if pos_weight is None:
        return F.binary_cross_entropy_with_logits(input, target, weight, reduction=_reduction(reduction))
    return F.binary_cross_entropy_with_logits(input, target, weight, reduction=_reduction(reduction), pos_weight=pos_weight)


def kl_div(input, target, reduction=0, *, log_target=False):
    return _F().kl_div(input, target, reduction=_reduction(reduction), log_target=log_target)


def margin_ranking_loss(input1, input2, target, margin=0.0, reduction=0):
    return _F().margin_ranking_loss(input1, input2, target, margin, reduction=_reduction(reduction))


def hinge_embedding_loss(input, target, margin=1.0, reduction=0):
    return _F().hinge_embedding_loss(input, target, margin, reduction=_reduction(reduction))


def cosine_embedding_loss(input1, input2, target, margin=0.0, reduction=0):
    return _F().cosine_embedding_loss(input1, input2, target, margin, reduction=_reduction(reduction))


def triplet_margin_loss(anchor, positive, negative, margin=1.0, p=2, eps=1e-06, swap=False, reduction=0):
    return _F().triplet_margin_loss(
        anchor, positive, negative, margin, p, eps, swap, reduction=_reduction(reduction)
    )


def poisson_nll_loss(input, target, log_input, full, eps, reduction):
    return _F().poisson_nll_loss(input, target, log_input, full, eps=eps, reduction=_reduction(reduction))


def pdist(input, p=2):
    """The p-norm distance between each pair of rows (i < j), in row-major pair order."""
    if input.dim() != 2:
        raise RuntimeError(f"pdist only supports 2D tensors, got: {input.dim()}D")
    n = input.shape[0]
    i, j = torch.triu_indices(n, n, 1, device=input.device)
    return torch._rename_grad_fn(torch.cdist(input, input, p)[i, j] if n > 1 else input.new_zeros(0), "PdistBackward0")


# ---- Arithmetic aliases and dtype helpers.


def divide(input, other, *, rounding_mode=None, out=None):
    return torch.div(input, other, rounding_mode=rounding_mode)


def multiply(input, other, *, out=None):
    return torch.mul(input, other)


def subtract(input, other, *, alpha=1, out=None):
    return torch.sub(input, other, alpha=alpha)


def negative(input, *, out=None):
    return torch.neg(input)


def negative_(input):
    return input.neg_()


def detach(input):
    return input.detach()


def detach_(input):
    return input.detach_()


def is_nonzero(input):
    if input.numel() == 0:
        raise RuntimeError("Boolean value of Tensor with no values is ambiguous")
    if input.numel() > 1:
        raise RuntimeError("Boolean value of Tensor with more than one value is ambiguous")
    return bool(input.item() != 0)


def is_same_size(input, other):
    return tuple(input.shape) == tuple(other.shape)


def is_signed(input):
    return input.dtype.is_signed


def _scalar_dtype(x):
    if isinstance(x, bool):
        return torch.bool
    if isinstance(x, int):
        return torch.int64
    return torch.get_default_dtype()


_KIND = {torch.bool: 0, torch.uint8: 1, torch.int8: 1, torch.int16: 1, torch.int32: 1, torch.int64: 1,
         torch.float16: 2, torch.bfloat16: 2, torch.float32: 2, torch.float64: 2}


def result_type(tensor1, tensor2):
    """The dtype an operation on the two would give (PyTorch's promotion: a tensor with
    dimensions outranks a zero-dim one and a Python number within the same kind)."""
    def rank(x):
        if isinstance(x, torch.Tensor):
            return (x.dtype, 2 if x.dim() else 1)
        return (_scalar_dtype(x), 0)

    (d1, r1), (d2, r2) = rank(tensor1), rank(tensor2)
    k1, k2 = _KIND[d1], _KIND[d2]
    if k1 != k2:
        d, k, r = (d1, k1, r1) if k1 > k2 else (d2, k2, r2)
        if r == 0:  # a Python float over an integer tensor: the default dtype
            return torch.get_default_dtype() if k == 2 else d
        return d
    if r1 != r2:
        return d1 if r1 > r2 else d2
    return promote_types(d1, d2)


def promote_types(type1, type2):
    if type1 == type2:
        return type1
    order = [torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float16,
             torch.bfloat16, torch.float32, torch.float64]
    if {type1, type2} == {torch.float16, torch.bfloat16}:
        return torch.float32
    if {type1, type2} == {torch.uint8, torch.int8}:
        return torch.int16
    return max(type1, type2, key=order.index)


def can_cast(from_, to):
    return _KIND[from_] <= _KIND[to]


def typename(obj):
    if isinstance(obj, torch.Tensor):
        names = {torch.float32: "FloatTensor", torch.float64: "DoubleTensor", torch.float16: "HalfTensor",
                 torch.bfloat16: "BFloat16Tensor", torch.int64: "LongTensor", torch.int32: "IntTensor",
                 torch.int16: "ShortTensor", torch.int8: "CharTensor", torch.uint8: "ByteTensor",
                 torch.bool: "BoolTensor"}
        return "torch." + names[obj.dtype]
    # PyTorch's torch.typename: a class or function by its own name, anything else by its type's
    module = getattr(obj, "__module__", "") or ""
    if hasattr(obj, "__qualname__"):
        name = obj.__qualname__
    elif hasattr(obj, "__name__"):
        name = obj.__name__
    else:
        module = type(obj).__module__ or ""
        name = type(obj).__qualname__
    return name if module in ("", "builtins") else module + "." + name


def get_device(input):
    return -1 if input.device.type == "cpu" else (input.device.index or 0)


def get_default_device():
    return torch.device("cpu")


def set_default_device(device):
    """The CPU only (another default is refused, not ignored): factories here create on the CPU
    unless their device= says otherwise."""
    if device is not None and torch.device(device).type != "cpu":
        raise NotImplementedError(
            f"torch.set_default_device({str(device)!r}) is not supported in the playground yet: tensors are "
            "created on the CPU unless device= names another device"
        )


def is_inference(input):
    """Whether input was created in a torch.inference_mode block. Tensors here are not marked as
    inference tensors, so the answer is known only while no inference_mode(True) block has run
    (False: none can be one); after one, the question is refused rather than answered wrongly."""
    if not isinstance(input, torch.Tensor):
        raise TypeError(f"is_inference(): argument 'input' (position 1) must be Tensor, not {type(input).__name__}")
    if torch._inference_mode_entered:
        raise NotImplementedError(
            "torch.is_inference after a torch.inference_mode block is not supported in the playground yet "
            "(tensors are not marked as inference tensors)"
        )
    return False


def is_inference_mode_enabled():
    """Whether the innermost torch.inference_mode block was entered with mode=True."""
    modes = torch._inference_modes
    return bool(modes) and modes[-1]


# ---- Window functions (signal processing), computed as ATen does, in the dtype asked, so the
# values round as PyTorch's: a periodic window is the symmetric one of length N + 1 less its end.


def _window(name, window_length, periodic, dtype, device, requires_grad, f):
    if window_length < 0:
        raise RuntimeError(f"{name} requires non-negative window_length, got window_length={window_length}")
    dtype = dtype or torch.get_default_dtype()
    if window_length == 0:
        w = torch.empty(0, dtype=dtype, device=device)
    elif window_length == 1:
        w = torch.ones(1, dtype=dtype, device=device)
    else:
        n = window_length + 1 if periodic else window_length
        w = f(torch.arange(n, dtype=dtype, device=device), n)[:window_length]
    return w.requires_grad_() if requires_grad else w


def hann_window(window_length, periodic=True, *, dtype=None, layout=None, device=None, requires_grad=False):
    return hamming_window(window_length, periodic, 0.5, 0.5, dtype=dtype, device=device, requires_grad=requires_grad)


def hamming_window(window_length, periodic=True, alpha=0.54, beta=0.46, *, dtype=None, layout=None, device=None,
                   requires_grad=False):
    return _window("hamming_window", window_length, periodic, dtype, device, requires_grad,
                   lambda k, n: (k * (math.pi * 2.0 / (n - 1))).cos() * -beta + alpha)


def blackman_window(window_length, periodic=True, *, dtype=None, layout=None, device=None, requires_grad=False):
    def f(k, n):
        w = k * (math.pi / (n - 1))
        return (w * 4).cos() * 0.08 - (w * 2).cos() * 0.5 + 0.42

    return _window("blackman_window", window_length, periodic, dtype, device, requires_grad, f)


def bartlett_window(window_length, periodic=True, *, dtype=None, layout=None, device=None, requires_grad=False):
    def f(k, n):
        w = k * (2.0 / (n - 1))
        half = ((n - 1) >> 1) + 1
        return torch.cat([w[:half], 2 - w[half:]])

    return _window("bartlett_window", window_length, periodic, dtype, device, requires_grad, f)


def kaiser_window(window_length, periodic=True, beta=12.0, *, dtype=None, layout=None, device=None,
                  requires_grad=False):
    def f(k, n):
        alpha = (n - 1) / 2.0
        ratio = (k - alpha) / alpha
        return torch.i0(beta * torch.sqrt((1 - ratio * ratio).clamp(min=0))) / torch.i0(torch.tensor(float(beta), dtype=k.dtype, device=k.device))

    return _window("kaiser_window", window_length, periodic, dtype, device, requires_grad, f)


# ---- vmap: the function mapped over a batch dimension, one call per slice, results stacked.


def vmap(func, in_dims=0, out_dims=0, randomness="error", *, chunk_size=None):
    """torch.vmap as a loop: func runs once per index of the mapped dimension and the results
    are stacked (the same values as PyTorch's batched rules, without their speed)."""
    def mapped(*args):
        dims = in_dims if isinstance(in_dims, (tuple, list)) else (in_dims,) * len(args)
        if len(dims) != len(args):
            raise ValueError(
                f"vmap(f, in_dims={in_dims}, ...)(<inputs>): in_dims is not compatible with the structure "
                f"of `inputs`. in_dims has structure {len(dims)} but inputs has structure {len(args)}."
            )
        sizes = {a.shape[d] for a, d in zip(args, dims) if d is not None and isinstance(a, torch.Tensor)}
        if not sizes:
            raise ValueError("vmap(f, in_dims=..., ...)(<inputs>): at least one input must be a Tensor mapped over a dimension")
        if len(sizes) > 1:
            raise ValueError(
                "vmap: Expected all tensors to have the same size in the mapped dimension, got sizes "
                + str(sorted(sizes)) + " for the mapped dimension"
            )
        (size,) = sizes
        results = []
        for i in range(size):
            sliced = [a.select(d, i) if d is not None and isinstance(a, torch.Tensor) else a for a, d in zip(args, dims)]
            results.append(func(*sliced))
        first = results[0]
        if isinstance(first, tuple):
            odims = out_dims if isinstance(out_dims, (tuple, list)) else (out_dims,) * len(first)
            return tuple(torch.stack([r[j] for r in results], odims[j]) for j in range(len(first)))
        return torch.stack([torch.as_tensor(r) for r in results], out_dims)

    return mapped


# ---- Functions PyTorch has removed: its RuntimeError, word for word.

_REMOVED = "This function was deprecated since version 1.9 and is now removed."
REMOVED = {
    "matrix_rank": _REMOVED + "\nPlease use the `torch.linalg.matrix_rank` function instead. The parameter 'symmetric' "
    "was renamed in `torch.linalg.matrix_rank()` to 'hermitian'.",
    "lstsq": _REMOVED + " `torch.lstsq` is deprecated in favor of `torch.linalg.lstsq`.\n`torch.linalg.lstsq` has "
    "reversed arguments and does not return the QR decomposition in the returned tuple (although it returns other "
    "information about the problem).\n\nTo get the QR decomposition consider using `torch.linalg.qr`.\n\nThe returned "
    "solution in `torch.lstsq` stored the residuals of the solution in the last m - n columns of the returned value "
    "whenever m > n. In torch.linalg.lstsq, the residuals are in the field 'residuals' of the returned named tuple."
    "\n\nThe unpacking of the solution, as in\nX, _ = torch.lstsq(B, A).solution[:A.size(1)]\nshould be replaced "
    "with:\nX = torch.linalg.lstsq(A, B).solution",
    "symeig": _REMOVED + " The default behavior has changed from using the upper triangular portion of the matrix by "
    "default to using the lower triangular portion.\n\nL, _ = torch.symeig(A, upper=upper) should be replaced with:\n"
    "L = torch.linalg.eigvalsh(A, UPLO='U' if upper else 'L')\n\nand\n\nL, V = torch.symeig(A, eigenvectors=True) "
    "should be replaced with:\nL, V = torch.linalg.eigh(A, UPLO='U' if upper else 'L')",
    "eig": _REMOVED + " `torch.linalg.eig` returns complex tensors of dtype `cfloat` or `cdouble` rather than real "
    "tensors mimicking complex tensors.\n\nL, _ = torch.eig(A) should be replaced with:\nL_complex = "
    "torch.linalg.eigvals(A)\n\nand\n\nL, V = torch.eig(A, eigenvectors=True) should be replaced with:\n"
    "L_complex, V_complex = torch.linalg.eig(A)",
    "solve": _REMOVED + " `torch.solve` is deprecated in favor of `torch.linalg.solve`. `torch.linalg.solve` has its "
    "arguments reversed and does not return the LU factorization.\n\nTo get the LU factorization see `torch.lu`, which "
    "can be used with `torch.lu_solve` or `torch.lu_unpack`.\nX = torch.solve(B, A).solution should be replaced with:\n"
    "X = torch.linalg.solve(A, B)",
}


def ger(input, vec2):
    return torch.outer(input, vec2)


def adjoint(input):
    return input.adjoint()


def _range(start=0, end=None, step=1, *, out=None, dtype=None, layout=None, device=None,
           requires_grad=False):
    # torch.range (deprecated in PyTorch for arange): both ends included, the default float dtype
    # unless asked, each value start + i * step computed in double (in int64 for an int dtype).
    if end is None:
        raise TypeError("range() missing 1 required positional arguments: \"end\"")
    if step == 0:
        raise RuntimeError("step must be nonzero")
    if (step > 0 and end < start) or (step < 0 and end > start):
        raise RuntimeError("upper bound and lower bound inconsistent with step sign")
    count = int((end - start) / step + 1)
    dtype = torch.get_default_dtype() if dtype is None else dtype
    values = [start + i * step for i in range(count)]
    return torch.tensor(values, dtype=dtype, device=device, requires_grad=requires_grad)


# Names that would shadow a builtin of this module's own code.
_RENAMED = {"range": _range}


def removed(name):
    def f(*args, **kwargs):
        raise RuntimeError(REMOVED[name])

    f.__name__ = name
    return f


def asarray(obj, *, dtype=None, device=None, copy=None, requires_grad=False):
    """torch.asarray: a tensor is returned as it is (sharing its data) when its dtype and device
    already fit and copy is not True; other data makes a new tensor, as torch.tensor."""
    if isinstance(obj, torch.Tensor):
        same = ((dtype is None or obj.dtype == dtype)
                and (device is None or obj.device == torch.device(device)))
        if copy is False and not same:
            from torch._ops.shape import scalar_name

            if dtype is not None and obj.dtype != dtype:
                raise ValueError("can't alias tensor with dtype '" + scalar_name(obj.dtype)
                                 + "' into dtype '" + scalar_name(dtype) + "'.")
            raise ValueError("can't alias tensor from device '" + str(obj.device) + "' to '"
                             + str(device) + "'.")
        out = obj if same else obj.to(dtype=dtype or obj.dtype, device=device or obj.device)
        if copy and out is obj:
            out = obj.clone()
    else:
        out = torch.tensor(obj, dtype=dtype, device=device)
    if requires_grad:
        out.requires_grad_(True)
    return out


def lookup(name):
    """torch.<name> from here, or None."""
    if name in SAME_AS_F:
        return getattr(_F(), name)
    if name in REMOVED:
        return removed(name)
    if name in _RENAMED:
        return _RENAMED[name]
    f = globals().get(name)
    if f is not None and not name.startswith("_") and callable(f) and name not in ("lookup", "removed"):
        return f
    if name.endswith("_") and not name.startswith("_"):
        # torch.abs_(t): the in-place method, where Tensor has it.
        method = name
        probe = torch.empty(0)
        if hasattr(probe, method):
            def inplace(input, *args, **kwargs):
                return getattr(input, method)(*args, **kwargs)

            inplace.__name__ = name
            return inplace
    return None
