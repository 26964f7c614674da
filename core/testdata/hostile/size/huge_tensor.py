# A tensor larger than the chip's HBM: the device's out-of-memory error, caught, then uncaught.
# reference: stated (PyTorch's CUDA out-of-memory error class, torch.OutOfMemoryError)
# exit: 1
# error: torch.OutOfMemoryError: TPU out of memory. Tried to allocate 256.00 GiB. TPU 0 (TPU v5e) has a total capacity of 16.00 GiB of which 16.00 GiB is free. Of the allocated memory 0 bytes is allocated by PyTorch, and 0 bytes is reserved by PyTorch but unallocated.
import torch

try:
    torch.ones(2**36, device="tpu")
except torch.OutOfMemoryError as e:
    print("OutOfMemoryError", isinstance(e, RuntimeError))
x = torch.ones(2**36, device="tpu")
