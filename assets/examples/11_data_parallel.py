# Data parallel on a 2x2 torus: four chips each train on their own shard, and DistributedDataParallel averages the gradients over the ICI links.
# Run it once per chip, as torchrun would: tpu run --topology 2x2 --report 11_data_parallel.py
# (--report lists the bytes every link carried). Run plainly, mp.spawn starts the four processes.
import os
import torch
import torch.nn as nn
import torch.distributed as dist
import torch.multiprocessing as mp
from torch.nn.parallel import DistributedDataParallel as DDP

device = "tpu"


def train(rank, world_size):
    dist.init_process_group("gloo", rank=rank, world_size=world_size)
    torch.manual_seed(0)  # the same dataset on every rank; each takes its own shard
    X = torch.randn(64, 8, device=device)
    y = X @ torch.linspace(-1, 1, 8, device=device).unsqueeze(1)
    shard = X.shape[0] // world_size
    X_mine, y_mine = X[rank * shard:(rank + 1) * shard], y[rank * shard:(rank + 1) * shard]

    torch.manual_seed(rank)  # different initial weights: DDP starts every rank from rank 0's
    model = DDP(nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 1)).to(device))
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    loss_fn = nn.MSELoss()
    if rank == 0:
        n = sum(p.numel() for p in model.parameters())
        print(f"{world_size} ranks, {shard} samples each; every backward all-reduces {n} gradients ({4 * n} bytes)")

    for step in range(12):
        opt.zero_grad()
        loss = loss_fn(model(X_mine), y_mine)
        loss.backward()  # DDP averages the gradients across the ranks here
        opt.step()
        if rank == 0 and step % 3 == 2:
            print(f"step {step:2d}  loss on rank 0's shard {loss.item():.4f}")

    # The same averaged gradients on every rank keep the weights identical: gather and compare.
    mine = model.module[0].weight.detach().sum().reshape(1)
    everyone = [torch.zeros(1, device=device) for _ in range(world_size)]
    dist.all_gather(everyone, mine)
    if rank == 0:
        print("weights identical on every rank:", all(w.item() == everyone[0].item() for w in everyone))
        with torch.no_grad():
            print(f"loss on all the data: {loss_fn(model(X), y).item():.4f}")
    dist.destroy_process_group()


if __name__ == "__main__":
    os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
    os.environ.setdefault("MASTER_PORT", "29533")
    if "RANK" in os.environ:  # launched once per chip (torchrun, tpu run --topology)
        train(int(os.environ["RANK"]), int(os.environ["WORLD_SIZE"]))
    else:  # python 11_data_parallel.py
        mp.spawn(train, args=(4,), nprocs=4, join=True)

# opens: panel=torus
