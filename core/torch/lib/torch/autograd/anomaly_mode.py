"""torch.autograd.detect_anomaly / set_detect_anomaly and the flag they set
(torch.is_anomaly_enabled, torch.is_anomaly_check_nan_enabled, torch.set_anomaly_enabled).

Only the flag is real here: the native engine does not consult it, so with anomaly mode on a
backward pass that produces NaN does not raise PyTorch's "Function 'XBackward0' returned nan
values in its 0th output." and errors in backward do not print the forward traceback; nor is
PyTorch's "Anomaly Detection has been enabled" UserWarning written (stderr).
"""

__all__ = ["detect_anomaly", "set_detect_anomaly"]

_state = [False, True]  # enabled, check_nan


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
