# One rank raises: the run fails with that rank's own error.
# reference: stated (torchrun shows the failing rank's traceback)
# args: --topology 2x1
# exit: 1
# error: [rank1]: ValueError: rank 1 has bad data
import torch
import torch.distributed as dist

dist.init_process_group("gloo")
rank = dist.get_rank()
x = torch.ones(2, device="tpu") * (rank + 1)
dist.all_reduce(x)
print(f"[rank {rank}] sum {x.tolist()}")
if rank == 1:
    raise ValueError("rank 1 has bad data")
dist.all_reduce(x)
