# DataLoader plumbing: ConcatDataset of two datasets, SubsetRandomSampler, WeightedRandomSampler
# for class balancing, a BatchSampler passed as batch_sampler, drop_last, SequentialSampler, and
# an IterableDataset split across workers with get_worker_info (num_workers=0 here).
import torch
from torch.utils.data import (Dataset, TensorDataset, ConcatDataset, DataLoader, IterableDataset,
                              SubsetRandomSampler, WeightedRandomSampler, BatchSampler,
                              SequentialSampler, RandomSampler, get_worker_info)

device = "cpu"
torch.manual_seed(5)


class Squares(Dataset):
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        return torch.tensor([float(i)]), i * i


a = Squares(4)
b = TensorDataset(torch.tensor([[10.0], [11.0]]), torch.tensor([100, 121]))
both = ConcatDataset([a, b])
print(len(both), both.cumulative_sizes, both[5])
print([y.tolist() if torch.is_tensor(y) else y for _, y in DataLoader(both, batch_size=3)])

g = torch.Generator().manual_seed(0)
sub = SubsetRandomSampler([0, 2, 4], generator=g)
print("subset", list(sub), len(sub))
labels = torch.tensor([0] * 8 + [1] * 2)
class_count = torch.bincount(labels)
weights = 1.0 / class_count[labels].float()
print("weights", weights.tolist())
ws = WeightedRandomSampler(weights, num_samples=20, replacement=True, generator=torch.Generator().manual_seed(3))
drawn = torch.tensor(list(ws))
print("drawn", drawn.tolist())
print("class balance", torch.bincount(labels[drawn]).tolist())

bs = BatchSampler(SequentialSampler(range(10)), batch_size=4, drop_last=False)
print(list(bs), len(bs))
bs2 = BatchSampler(SequentialSampler(range(10)), batch_size=4, drop_last=True)
print(list(bs2), len(bs2))
ds = TensorDataset(torch.arange(10.0), labels)
for xb, yb in DataLoader(ds, batch_sampler=bs):
    print(xb.tolist(), yb.tolist())
loader = DataLoader(ds, batch_size=3, drop_last=True, shuffle=True, generator=torch.Generator().manual_seed(9))
print(len(loader), [xb.tolist() for xb, _ in loader])
rs = RandomSampler(range(6), generator=torch.Generator().manual_seed(2))
print(list(rs))


class Stream(IterableDataset):
    def __init__(self, start, end):
        self.start, self.end = start, end

    def __iter__(self):
        info = get_worker_info()
        if info is None:
            lo, hi = self.start, self.end
        else:
            per = (self.end - self.start) // info.num_workers
            lo = self.start + info.id * per
            hi = lo + per
        for i in range(lo, hi):
            yield torch.tensor(i) * 2


print([t.tolist() for t in DataLoader(Stream(0, 7), batch_size=3)])
print(list(DataLoader(Stream(3, 5), batch_size=None)))
