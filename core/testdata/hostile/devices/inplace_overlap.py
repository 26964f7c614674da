# An in-place write that partly overlaps its input.
# reference: pytorch
# exit: 1
# error: RuntimeError: unsupported operation: some elements of the input tensor and the written-to tensor refer to a single memory location. Please clone() the tensor before performing the operation.
import torch

x = torch.arange(5.0)
x[1:] = x[1:] + x[:-1]
print(x)
x[1:] += x[:-1]
