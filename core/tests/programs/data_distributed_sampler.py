# DistributedSampler: each rank's share of one order (shuffled by seed + epoch), padded or cut.
import torch
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler

device = "cpu"
ds = TensorDataset(torch.arange(10.0, device=device))
for rank in range(3):
    s = DistributedSampler(ds, num_replicas=3, rank=rank)
    print(rank, len(s), list(s))
    s.set_epoch(1)
    print(list(s), list(DistributedSampler(ds, 3, rank, shuffle=False)), list(DistributedSampler(ds, 3, rank, drop_last=True)))
loader = DataLoader(ds, batch_size=2, sampler=DistributedSampler(ds, num_replicas=2, rank=1, seed=7))
print([b[0].tolist() for b in loader])
try:
    DistributedSampler(ds, num_replicas=2, rank=2)
except ValueError as e:
    print(e)
try:
    DistributedSampler(ds)
except (RuntimeError, ValueError) as e:
    print(type(e).__name__, e)
