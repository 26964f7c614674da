# A tpu tensor and a cpu tensor in one op (a 0-dim cpu tensor may join).
# reference: stated (PyTorch on an accelerator)
# exit: 1
# error: RuntimeError: Expected all tensors to be on the same device, but found at least two devices, tpu:0 and cpu!
import torch

a = torch.ones(2, 2, device="tpu")
print((a + torch.tensor(2.0)).device)
print(torch.ones(2, 2, device="tpu") + torch.ones(2, 2))
