# nproc: 3
# DistributedDataParallel: rank 0's weights broadcast at construction, gradients averaged after backward.
import torch
import torch.nn as nn
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("gloo")
rank = dist.get_rank()
world = dist.get_world_size()
torch.manual_seed(rank)  # different initial weights: DDP broadcasts rank 0's
model = nn.Linear(3, 2)
ddp = DDP(model)
torch.manual_seed(100 + rank)
x = torch.randn(4, 3)
loss = ddp(x).pow(2).mean()
loss.backward()
if rank == 0:
    print(ddp)
    print([n for n, _ in ddp.named_parameters()])
print(rank, model.weight.grad)  # per-rank output
print(rank, model.bias)
