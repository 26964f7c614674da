"""torch.amp: autocast over the native autocast state (core/torch/src/precision.rs).

Inside `torch.autocast("tpu")` a matmul (mm, bmm, matmul, @, linear, einsum, the convolutions)
of float32 tensors on the chip runs in bfloat16: its operands are cast, differentiably, as
PyTorch's autocast casts them, and the MXU takes one bf16 pass. "cpu" autocasts tensors on the
cpu device the same way (bfloat16 or float16), as PyTorch does on a CPU.
"""
import functools

import torch

_SUPPORTED = {"tpu": ("bfloat16",), "cpu": ("bfloat16", "float16")}


def is_autocast_available(device_type):
    return device_type in _SUPPORTED


class autocast:
    def __init__(self, device_type, dtype=None, enabled=True, cache_enabled=None):
        if not isinstance(device_type, str):
            raise ValueError(
                "Expected `device_type` of type `str`, got: `" + str(type(device_type)) + "`"
            )
        # An unknown device type is PyTorch's error (raised by the native state).
        torch.is_autocast_enabled(device_type)
        self.device = device_type
        self.fast_dtype = torch.get_autocast_dtype(device_type) if dtype is None else dtype
        self._enabled = bool(enabled)
        if device_type not in _SUPPORTED:
            # CUDA and the other accelerators are not here: PyTorch disables autocast (with a
            # warning) when the device is unavailable.
            self._enabled = False
        elif str(self.fast_dtype).split(".")[-1] not in _SUPPORTED[device_type]:
            # PyTorch: "In CPU autocast, but the target dtype is not supported. Disabling
            # autocast." (a warning, which the playground's one output stream leaves out).
            self._enabled = False

    def __enter__(self):
        # PyTorch's __enter__ returns the autocast object (`with torch.autocast(...) as ac`).
        if self.device not in _SUPPORTED:
            return self
        self._prev = torch.is_autocast_enabled(self.device)
        self._prev_dtype = torch.get_autocast_dtype(self.device)
        torch.set_autocast_dtype(self.device, self.fast_dtype)
        torch.set_autocast_enabled(self.device, self._enabled)
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        if self.device in _SUPPORTED:
            torch.set_autocast_dtype(self.device, self._prev_dtype)
            torch.set_autocast_enabled(self.device, self._prev)
        return False

    def __call__(self, func):
        @functools.wraps(func)
        def decorate_autocast(*args, **kwargs):
            with self:
                return func(*args, **kwargs)

        return decorate_autocast


def __getattr__(name):
    # GradScaler loads on first use (torch/amp/grad_scaler.py).
    if name in ("GradScaler", "grad_scaler"):
        import torch.amp.grad_scaler as grad_scaler

        return grad_scaler if name == "grad_scaler" else grad_scaler.GradScaler
    torch._missing_attribute("torch.amp", name)
