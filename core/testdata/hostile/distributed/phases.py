# Ranks print between barriers: the lines come out as the ranks print them, phase by phase, as
# torchrun's terminal shows them, not grouped by rank.
# reference: stated (torchrun's interleaving; the barriers fix the order)
# args: --topology 2x2
# exit: 0
import torch
import torch.distributed as dist

dist.init_process_group("gloo")
rank = dist.get_rank()
for phase in range(3):
    if rank == phase:
        print(f"[rank {rank}] leads phase {phase}")
    dist.barrier()
    print(f"[rank {rank}] after barrier {phase}")
    dist.barrier()
