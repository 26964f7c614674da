"""torch.autograd.detect_anomaly / set_detect_anomaly and the flag they set
(torch.is_anomaly_enabled, torch.is_anomaly_check_nan_enabled, torch.set_anomaly_enabled).

The flag is real, and check_nan covers custom autograd.Function backwards: with anomaly mode on,
one returning NaN raises PyTorch's "Function 'MyFuncBackward' returned nan values in its 0th
output." (Function.apply, torch/autograd/__init__.py). The native engine does not consult the
flag, so the built-in ops' backwards (SqrtBackward0, ...) are not checked, and errors in backward
do not print the forward traceback; nor is PyTorch's "Anomaly Detection has been enabled"
UserWarning written (stderr).
"""

__all__ = ["detect_anomaly", "set_detect_anomaly"]

_state = [False, True]  # enabled, check_nan


def _check_nan(name, result):
    import torch

    outs = result if isinstance(result, tuple) else (result,)
    for i, g in enumerate(outs):
        if isinstance(g, torch.Tensor) and bool(torch.isnan(g).any()):
            raise RuntimeError("Function '" + name + "' returned nan values in its " + str(i) +
                               "th output.")


def is_anomaly_enabled():
    return _state[0]


def is_anomaly_check_nan_enabled():
    return _state[1]


def set_anomaly_enabled(enabled, check_nan=True):
    _state[0] = bool(enabled)
    _state[1] = bool(check_nan)


class detect_anomaly:
    """Context manager (not a decorator, as in PyTorch): anomaly mode on, then the previous
    mode back."""

    def __init__(self, check_nan=True):
        self.prev = is_anomaly_enabled()
        self.check_nan = check_nan
        self.prev_check_nan = is_anomaly_check_nan_enabled()

    def __enter__(self):
        set_anomaly_enabled(True, self.check_nan)

    def __exit__(self, *args):
        set_anomaly_enabled(self.prev, self.prev_check_nan)


class set_detect_anomaly:
    """Sets anomaly mode on or off at once; as a context manager, restores it on exit."""

    def __init__(self, mode, check_nan=True):
        self.prev = is_anomaly_enabled()
        self.prev_check_nan = is_anomaly_check_nan_enabled()
        set_anomaly_enabled(mode, check_nan)

    def __enter__(self):
        pass

    def __exit__(self, *args):
        set_anomaly_enabled(self.prev, self.prev_check_nan)
