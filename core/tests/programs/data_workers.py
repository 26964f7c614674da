# num_workers > 0: batch k is loaded by worker k % num_workers (get_worker_info() inside
# __getitem__ says which), an IterableDataset is iterated once per worker (sharded with
# get_worker_info, or duplicated when it does not shard), workers whose shard ends drop out, and
# persistent workers keep serving later epochs. Nothing here depends on the workers' own seeds.
import math

import torch
from torch.utils.data import DataLoader, Dataset, IterableDataset, get_worker_info

device = "cpu"
torch.manual_seed(11)
print(get_worker_info())


class WhoLoads(Dataset):
    def __len__(self):
        return 7

    def __getitem__(self, idx):
        info = get_worker_info()
        return {"idx": idx, "worker": info.id, "of": info.num_workers}


loader = DataLoader(WhoLoads(), batch_size=2, num_workers=2)
print(len(loader))
for batch in loader:
    print(batch["idx"].tolist(), batch["worker"].tolist(), batch["of"].tolist())
print([b["worker"].tolist() for b in DataLoader(WhoLoads(), batch_size=3, num_workers=3)])


class MyIterableDataset(IterableDataset):
    def __init__(self, start, end):
        super().__init__()
        self.start = start
        self.end = end
        self.scale = 1

    def __iter__(self):
        worker_info = get_worker_info()
        if worker_info is None:
            iter_start = self.start
            iter_end = self.end
        else:
            per_worker = int(math.ceil((self.end - self.start) / float(worker_info.num_workers)))
            worker_id = worker_info.id
            iter_start = self.start + worker_id * per_worker
            iter_end = min(iter_start + per_worker, self.end)
        return iter([i * self.scale for i in range(iter_start, iter_end)])


ds = MyIterableDataset(start=3, end=7)
print(list(DataLoader(ds, num_workers=0)))
print(list(DataLoader(ds, num_workers=2)))
print(list(DataLoader(ds, num_workers=12)))
ds = MyIterableDataset(start=0, end=11)
print([b.tolist() for b in DataLoader(ds, batch_size=2, num_workers=3)])
print([b.tolist() for b in DataLoader(ds, batch_size=2, num_workers=3, drop_last=True)])


def scale_by_ten(worker_id):
    get_worker_info().dataset.scale = 10


print(list(DataLoader(MyIterableDataset(0, 4), num_workers=2, worker_init_fn=scale_by_ten)))


class Unsharded(IterableDataset):
    def __iter__(self):
        yield from range(3)


print([b.tolist() for b in DataLoader(Unsharded(), batch_size=2, num_workers=2)])

persistent = DataLoader(WhoLoads(), batch_size=3, num_workers=2, persistent_workers=True)
for epoch in range(2):
    print(epoch, [(b["idx"].tolist(), b["worker"].tolist()) for b in persistent])
persistent = DataLoader(MyIterableDataset(0, 5), batch_size=2, num_workers=2, persistent_workers=True)
for epoch in range(2):
    print(epoch, [b.tolist() for b in persistent])

a = torch.randn(2)
for _ in DataLoader(WhoLoads(), batch_size=4, num_workers=2):
    pass
print(a, torch.randn(2))
