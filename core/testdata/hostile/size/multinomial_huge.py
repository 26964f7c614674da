# torch.multinomial with replacement asked for trillions of samples: refused before anything is
# allocated (it once asked the host for 24 TiB and aborted the whole run).
# reference: stated (PyTorch fails allocating the result; the playground's size limit answers first)
# exit: 0
import torch

p = torch.tensor([0.2, 0.8], device="tpu")
try:
    torch.multinomial(p, 3298534883328, replacement=True)
except RuntimeError as e:
    print("RuntimeError", "larger than the playground allows" in str(e))
print(torch.multinomial(p, 4, replacement=True).shape)
