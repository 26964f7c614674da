# A tensor over 256 MiB (2**26 + 3 floats) and one op on it: legal, so it runs.
# reference: stated (PyTorch on the CPU prints the same for device="cpu"; tpu tensors print as CPU ones)
# exit: 0
import torch

x = torch.ones(2**26 + 3, device="tpu")
y = x * 2
print(y.shape, y[-1].item(), y[:3])
