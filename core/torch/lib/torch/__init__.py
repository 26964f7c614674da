# torch's Python part. The native module `torch` (kernels, tensors, the dispatcher) is made first;
# this file then runs in its namespace, as torch/__init__.py runs over torch._C in PyTorch.
# `import torch` loads torch.nn with its Python part, so `torch.nn.Sequential` is there.
import torch.nn as _nn

del _nn
