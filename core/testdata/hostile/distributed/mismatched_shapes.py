# Ranks pass tensors of different shapes to all_reduce.
# reference: stated
# args: --topology 2x1
# exit: 1
# error: RuntimeError: all_reduce: every rank passes a buffer of the same size; rank 0 has 2 elements, rank 1 has 3
import torch
import torch.distributed as dist

dist.init_process_group("gloo")
rank = dist.get_rank()
x = torch.ones(2 + rank, device="tpu")
dist.all_reduce(x)
print(x)
