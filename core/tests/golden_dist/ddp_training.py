# nproc: 4
# DDP training: each rank its own shard, gradients averaged, weights identical on every rank.
import torch
import torch.nn as nn
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("gloo")
rank = dist.get_rank()
world = dist.get_world_size()
torch.manual_seed(7)
X = torch.randn(32, 4)
y = (X.sum(dim=1, keepdim=True) > 0).float()
shard = 32 // world
torch.manual_seed(rank)
model = DDP(nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 1)))
opt = torch.optim.SGD(model.parameters(), lr=0.5)
loss_fn = nn.BCEWithLogitsLoss()
for step in range(6):
    opt.zero_grad()
    loss = loss_fn(model(X[rank * shard:(rank + 1) * shard]), y[rank * shard:(rank + 1) * shard])
    loss.backward()
    opt.step()
    if rank == 0:
        print(f"step {step} rank0 loss {loss.item():.5f}")
with torch.no_grad():
    full = loss_fn(model(X), y)
w = model.module[2].weight
print(rank, f"{full.item():.6f}", w)  # per-rank output
dist.barrier()
dist.destroy_process_group()
