"""torch.accelerator: PyTorch's device-agnostic view of the machine's accelerator. The
playground's accelerator is its emulated TPU, always present as the one device `tpu:0`, so
programs written for `torch.accelerator` (the tutorials choose their device with it) pick it up.
"""
import torch


def is_available():
    """True: the emulated TPU is always there."""
    return True


def device_count():
    """The number of accelerator devices: one TPU."""
    return 1


def current_accelerator(check_available=False):
    """The accelerator's device, as PyTorch answers it: a device with a type and no index."""
    return torch.device("tpu")


def current_device_index():
    """The index of the current accelerator device: always 0."""
    return 0


def synchronize(device=None):
    """Waits for the accelerator's queued work; a program's reads already wait, so nothing to do."""
    return None


def __getattr__(name):
    # The rest of PyTorch's torch.accelerator (streams, memory statistics) raises
    # NotImplementedError naming it.
    from torch import _missing_attribute

    _missing_attribute("torch.accelerator", name)
