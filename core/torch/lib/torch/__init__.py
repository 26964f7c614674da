# torch's Python part. The native module `torch` (kernels, tensors, the dispatcher) is made first;
# this file then runs in its namespace, as torch/__init__.py runs over torch._C in PyTorch.
# `import torch` loads torch.nn with its Python part, so `torch.nn.Sequential` is there, and
# torch.utils (whose `data` loads on first use), so `torch.utils.data.DataLoader` is there,
# and torch.optim (whose `lr_scheduler` and Python optimizers such as RMSprop load on first use).
import builtins as _builtins  # (this namespace's int, float and bool are torch's dtypes)

import torch.nn as _nn
import torch.optim as _optim
import torch.utils as _utils

del _nn, _optim, _utils


# The operations written in Python (torch/_ops/): Tensor methods start as stubs that load their
# family on first use; torch.<name> functions load through __getattr__ below.
import torch._ops as _ops

_ops.register_stubs()


# (`float` here is torch.float, the dtype: the literals say the values.)
inf = 1e400
nan = inf - inf
pi = 3.141592653589793
e = 2.718281828459045
newaxis = None
# The PyTorch release whose behaviour the playground is checked against (its goldens).
__version__ = "2.15.0"


class memory_format:
    """torch.memory_format: tensors here are dense row-major, so contiguous_format and
    preserve_format are honoured where PyTorch takes memory_format=; the channels_last layouts
    are refused by name (their strides would differ)."""

    def __init__(self, name):
        self._name = name

    def __repr__(self):
        return "torch." + self._name


contiguous_format = memory_format("contiguous_format")
preserve_format = memory_format("preserve_format")
channels_last = memory_format("channels_last")
channels_last_3d = memory_format("channels_last_3d")


_native_einsum = einsum


def einsum(*args):
    """torch.einsum: the native kernel; an ellipsis or the sublist form is rewritten first
    (torch/_einsum.py)."""
    if args and isinstance(args[0], str) and "..." not in args[0]:
        return _native_einsum(*args)
    import torch._einsum as _e

    return _e.einsum(_native_einsum, *args)


def is_floating_point(input):
    """torch.is_floating_point: whether the tensor's dtype is a float type."""
    return input.is_floating_point()


def flatten(input, start_dim=0, end_dim=-1):
    """torch.flatten: `input.flatten(start_dim, end_dim)`."""
    return input.flatten(start_dim, end_dim)


def _norm_by_matrix(input, p, dim, keepdim, dtype):
    """torch.norm with a string p other than 'fro' over at most two dims (torch/functional.py):
    linalg.matrix_norm over dim, all the dims when None (the native torch.norm calls this)."""
    import torch.linalg as linalg

    if dim is None:
        dim = list(range(input.dim()))
    elif isinstance(dim, int):
        dim = [dim]
    return linalg.matrix_norm(input, p, dim, keepdim, dtype=dtype)


def unflatten(input, dim, sizes):
    """torch.unflatten: dimension `dim` of `input` split into `sizes` (one may be -1), a view."""
    from torch.nn.modules.flatten import unflatten as _unflatten

    return _unflatten(input, dim, sizes)


# The host's threads and determinism, as a program sets and reads them: one thread, and the
# emulator's kernels are deterministic whatever is asked.
_threads = [1, 1]
_deterministic = [False, False]  # use_deterministic_algorithms(mode, warn_only=...)
_warn_always = [False]


def get_num_threads():
    return _threads[0]


def set_num_threads(n):
    _threads[0] = n


def get_num_interop_threads():
    return _threads[1]


def set_num_interop_threads(n):
    _threads[1] = n


def use_deterministic_algorithms(mode, *, warn_only=False):
    _deterministic[0] = mode
    _deterministic[1] = warn_only


def are_deterministic_algorithms_enabled():
    return _deterministic[0]


def is_deterministic_algorithms_warn_only_enabled():
    return _deterministic[1]


def get_deterministic_debug_mode():
    # 0 "default", 1 "warn", 2 "error": use_deterministic_algorithms' state read as one number.
    if not _deterministic[0]:
        return 0
    return 1 if _deterministic[1] else 2


def set_deterministic_debug_mode(debug_mode):
    if isinstance(debug_mode, str):
        names = {"default": 0, "warn": 1, "error": 2}
        if debug_mode not in names:
            raise RuntimeError("invalid value of debug_mode, expected one of `default`, `warn`, "
                               "`error`, but got " + debug_mode)
        debug_mode = names[debug_mode]
    elif not isinstance(debug_mode, _builtins.int):
        raise TypeError("debug_mode must be str or int, but got " + type(debug_mode).__name__)
    if debug_mode not in (0, 1, 2):
        raise RuntimeError("invalid value of debug_mode, expected 0, 1, or 2, but got "
                           + str(debug_mode))
    use_deterministic_algorithms(debug_mode != 0, warn_only=debug_mode == 1)


def is_warn_always_enabled():
    return _warn_always[0]


def set_warn_always(b):
    # (The playground prints no warnings, so the flag is only kept and read back.)
    _warn_always[0] = _builtins.bool(b)


def _grad_wrap(mode, func):
    # @torch.no_grad() / @torch.enable_grad() / @torch.inference_mode(): a function (so a method
    # binds self) running `func` under the mode, named as `func` is.
    def wrapper(*args, **kwargs):
        with (enable_grad() if mode else no_grad()):
            return func(*args, **kwargs)

    import functools

    return functools.wraps(func)(wrapper)


_grad_mode_native = inference_mode  # the native context (gradients off)
_inference_modes = []  # the modes of the inference_mode blocks entered, innermost last
_inference_mode_entered = False  # whether an inference_mode(True) block has run (torch.is_inference)


class inference_mode:
    """torch.inference_mode(mode=True): a context manager and decorator (with or without its
    parentheses) running its block with gradients off, as no_grad does here (mode=False: on);
    inside it torch.is_inference_mode_enabled() is `mode` (tensors are not marked as inference
    tensors: is_inference answers only until such a block has run)."""

    __module__ = "torch.autograd.grad_mode"

    def __new__(cls, mode=True):
        self = object.__new__(cls)
        if callable(mode):  # @torch.inference_mode without parentheses
            self.__init__()
            return self(mode)
        return self

    def __init__(self, mode=True):
        if callable(mode):
            mode = True
        self.mode = mode
        self._inner = []

    def __enter__(self):
        # mode=False turns gradients on, as c10::InferenceMode(false) sets grad mode to !enabled
        cm = _grad_mode_native() if self.mode else enable_grad()
        cm.__enter__()
        self._inner.append(cm)
        _inference_modes.append(True if self.mode else False)  # (`bool` here is torch.bool)
        if self.mode:
            global _inference_mode_entered
            _inference_mode_entered = True

    def __exit__(self, exc_type, exc_value, traceback):
        _inference_modes.pop()
        return self._inner.pop().__exit__(exc_type, exc_value, traceback)

    def __call__(self, func):
        mode = self.mode

        def wrapper(*args, **kwargs):
            with inference_mode(mode):
                return func(*args, **kwargs)

        import functools

        return functools.wraps(func)(wrapper)

    def clone(self):
        return inference_mode(self.mode)


def __getattr__(name):
    # torch.finfo / torch.iinfo load on first use (torch/_finfo.py): a run that never asks
    # compiles and keeps nothing of them.
    if name in ("finfo", "iinfo"):
        import torch._finfo as _finfo

        return getattr(_finfo, name)
    if name == "set_default_tensor_type":
        import torch._tensortypes as _tensortypes

        return _tensortypes.set_default_tensor_type
    if name.endswith("Tensor") and name[:1].isupper():
        import torch._tensortypes as _tensortypes

        if name in _tensortypes._TYPES:
            return _tensortypes.get(name)
    if name == "linalg":
        import torch.linalg as linalg

        return linalg
    if name == "autograd":
        import torch.autograd as autograd

        return autograd
    if name in ("save", "load", "serialization"):
        import torch.serialization as serialization

        return serialization if name == "serialization" else getattr(serialization, name)
    if name == "profiler":
        import torch.profiler as profiler

        return profiler
    if name in ("amp", "autocast"):
        import torch.amp as amp

        return amp if name == "amp" else amp.autocast
    if name == "distributions":
        import torch.distributions as distributions

        return distributions
    if name == "accelerator":
        import torch.accelerator as accelerator

        return accelerator
    if name == "cuda":
        import torch.cuda as cuda

        return cuda
    if name == "backends":
        import torch.backends as backends

        return backends
    if name == "special":
        import torch.special as special

        return special
    if name == "func":
        import torch.func as func

        return func
    if name == "testing":
        import torch.testing as testing

        return testing
    if name == "random":
        import torch.random as random

        return random
    if name == "version":
        import torch.version as version

        return version
    if name in ("is_anomaly_enabled", "is_anomaly_check_nan_enabled", "set_anomaly_enabled"):
        import torch.autograd.anomaly_mode as anomaly_mode

        return getattr(anomaly_mode, name)
    family = _ops.FUNCTIONS.get(name)
    if family is not None:
        import torch

        f = getattr(_ops.load(family), name)
        setattr(torch, name, f)
        return f
    # F's ops PyTorch re-exports, in-place forms, aliases, windows, vmap (torch/_aliases.py).
    import torch._aliases as _aliases

    f = _aliases.lookup(name)
    if f is not None:
        import torch

        setattr(torch, name, f)
        return f
    _missing_attribute("torch", name)
