# Data-parallel training on 4 ranks: each rank holds a shard, gradients are averaged with
# all_reduce, a MAX reduction checks that every rank ends with the same weights.
import os

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn as nn

device = "cpu"
RANKS = 4


def dataset():
    torch.manual_seed(99)  # every rank builds the same data
    inputs = torch.randn(48, 3, device=device)
    coef = torch.tensor([[2.0], [-1.0], [0.5]], device=device)
    return inputs, inputs @ coef + 0.3


def build():
    torch.manual_seed(1)  # every rank starts from the same weights
    return nn.Sequential(nn.Linear(3, 8), nn.Tanh(), nn.Linear(8, 1)).to(device)


def worker(rank, world):
    dist.init_process_group("gloo", rank=rank, world_size=world)
    inputs, targets = dataset()
    per = inputs.shape[0] // world
    mine = slice(rank * per, (rank + 1) * per)
    net = build()
    opt = torch.optim.SGD(net.parameters(), lr=0.1)
    mse = nn.MSELoss()
    if rank == 0:
        print(f"{world} ranks, {per} rows each, backend {dist.get_backend()}")
    for step in range(12):
        opt.zero_grad()
        loss = mse(net(inputs[mine]), targets[mine])
        loss.backward()
        for p in net.parameters():
            dist.all_reduce(p.grad, op=dist.ReduceOp.SUM)
            p.grad /= world
        opt.step()
        avg = loss.detach().clone()
        dist.all_reduce(avg, op=dist.ReduceOp.SUM)
        if rank == 0 and step % 4 == 3:
            print(f"step {step:2d} average loss {(avg / world).item():.3f}")
    total = sum(p.detach().sum() for p in net.parameters())
    biggest = torch.tensor([total.item()], device=device)
    dist.all_reduce(biggest, op=dist.ReduceOp.MAX)
    if rank == 0:
        print("ranks agree:", abs(biggest.item() - total.item()) < 1e-6)
        with torch.no_grad():
            print(f"loss on all rows {mse(net(inputs), targets).item():.3f}")
    dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
    os.environ.setdefault("MASTER_PORT", "29617")
    if "RANK" in os.environ:
        worker(int(os.environ["RANK"]), int(os.environ["WORLD_SIZE"]))
    else:
        mp.spawn(worker, args=(RANKS,), nprocs=RANKS, join=True)
