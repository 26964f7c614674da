# CPU tensors of 40 MB each under a 256 MiB budget: PyTorch's allocator error, before the budget is passed.
# reference: stated (PyTorch's DefaultCPUAllocator message, with the playground's budget)
# args: --memory-limit 256M
# exit: 1
# error: RuntimeError: DefaultCPUAllocator: not enough memory: you tried to allocate 40000000 bytes (the playground's memory limit for a run is 256 MiB)
import torch

ts = []
for i in range(60):
    ts.append(torch.ones(10**7))
