# Collectives on a torus: chips all-reduce, all-gather and reduce-scatter over the ICI links; a small message is latency-bound (the hops decide), a large one bandwidth-bound (the busiest link's bytes do).
# Run it once per chip: tpu run --topology 2x2x2 --report 12_collectives.py (the report and the
# torus panel show the bytes every link carried); then --topology 4x4x4, the same on 64 chips.
# On the page, the torus panel's topology menu does the same: pick 2x2x2, then 4x4x4, and run.
# Run plainly, mp.spawn starts 8 processes (its expected output is real PyTorch's, 8 gloo processes:
# 64 PyTorch processes are too many for one machine; the playground runs 64 chips in a blink).
# Which algorithm is fastest depends on the size; tpu collective models each (all-reduce on 4x4x4, us):
#   tpu collective all_reduce --topology 4x4x4 --bytes 256 --algorithm ring
#   (then bidirectional_ring, dim_ordered, rotated; and each again with --bytes 67108864)
#   256 bytes: ring 126, bidirectional ring 126, dimension by dimension 18, all dimensions at once 18
#   64 MiB:    ring 1447, bidirectional ring 787, dimension by dimension 679, all dimensions at once 238
import os
import torch
import torch.distributed as dist
import torch.multiprocessing as mp

device = "tpu"


def collectives(rank, world_size):
    dist.init_process_group("gloo", rank=rank, world_size=world_size)

    # A small all-reduce: one number per chip, summed. Latency-bound: the hops cost, not the bytes.
    small = torch.tensor([rank + 1.0], device=device)
    dist.all_reduce(small)

    # A larger one: 16 KiB per chip, 64 MiB would be bandwidth-bound. Every chip ends with the sum.
    large = torch.full((4096,), float(rank), device=device)
    dist.all_reduce(large)

    # All-gather: every chip gets every chip's piece (here its rank and its square).
    mine = torch.tensor([rank, rank * rank], dtype=torch.float32, device=device)
    pieces = [torch.zeros(2, device=device) for _ in range(world_size)]
    dist.all_gather(pieces, mine)

    # Reduce-scatter: sum the chips' vectors, each chip keeps its slice: all-reduce's first half.
    shards = torch.arange(2 * world_size, dtype=torch.float32, device=device) + rank
    shard = torch.zeros(2, device=device)
    dist.reduce_scatter_tensor(shard, shards)

    if rank == 0:
        print(f"{world_size} chips")
        print(f"all_reduce of 1 float: {small.item():.0f} (1 + 2 + ... + {world_size})")
        print(f"all_reduce of {large.numel()} floats: every element {large[0].item():.0f}, total {large.sum().item():.0f}")
        print(f"all_gather: {len(pieces)} pieces, ranks {int(pieces[0][0].item())}..{int(pieces[-1][0].item())}, "
              f"sum of squares {sum(p[1].item() for p in pieces):.0f}")
        print(f"reduce_scatter: rank 0 keeps {shard.tolist()}")
    dist.destroy_process_group()


if __name__ == "__main__":
    os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
    os.environ.setdefault("MASTER_PORT", "29534")
    if "RANK" in os.environ:  # launched once per chip (torchrun, tpu run --topology)
        collectives(int(os.environ["RANK"]), int(os.environ["WORLD_SIZE"]))
    else:  # python 12_collectives.py
        mp.spawn(collectives, args=(8,), nprocs=8, join=True)

# opens: panel=torus
