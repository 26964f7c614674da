# DataLoader sampling machinery: BatchSampler with drop_last, a custom batch_sampler yielding
# bucketed batches, SubsetRandomSampler and RandomSampler(num_samples, replacement) with seeded
# generators, WeightedRandomSampler without replacement, SequentialSampler, and len() of each.
import torch
from torch.utils.data import (BatchSampler, DataLoader, RandomSampler, SequentialSampler, Sampler,
                              SubsetRandomSampler, TensorDataset, WeightedRandomSampler)

device = "cpu"
torch.manual_seed(47)

ds = TensorDataset(torch.arange(10, device=device), torch.arange(10, device=device) * 10)
print(list(BatchSampler(SequentialSampler(range(10)), batch_size=4, drop_last=False)))
print(list(BatchSampler(range(10), batch_size=4, drop_last=True)))
print(len(BatchSampler(range(10), 4, False)), len(BatchSampler(range(10), 4, True)))
g = torch.Generator().manual_seed(0)
print(list(SubsetRandomSampler([1, 3, 5, 7], generator=g)))
g = torch.Generator().manual_seed(1)
rs = RandomSampler(ds, replacement=True, num_samples=6, generator=g)
print(len(rs), list(rs))
g = torch.Generator().manual_seed(2)
print(list(RandomSampler(ds, generator=g)))
g = torch.Generator().manual_seed(3)
ws = WeightedRandomSampler([0.1, 0.1, 5.0, 0.1, 5.0], num_samples=3, replacement=False, generator=g)
print(list(ws))


class LengthBuckets(Sampler):
    def __init__(self, lengths, batch_size):
        self.lengths = lengths
        self.batch_size = batch_size

    def __iter__(self):
        order = sorted(range(len(self.lengths)), key=lambda i: (self.lengths[i], i))
        for i in range(0, len(order), self.batch_size):
            yield order[i:i + self.batch_size]

    def __len__(self):
        return (len(self.lengths) + self.batch_size - 1) // self.batch_size


lengths = [5, 2, 8, 3, 3, 7, 1, 6, 4, 2]
dl = DataLoader(ds, batch_sampler=LengthBuckets(lengths, 3))
print(len(dl))
for xb, yb in dl:
    print(xb.tolist(), yb.tolist())
dl2 = DataLoader(ds, batch_size=4, drop_last=True, shuffle=True, generator=torch.Generator().manual_seed(4))
print(len(dl2), [b[0].tolist() for b in dl2])
dl3 = DataLoader(ds, sampler=SubsetRandomSampler(range(0, 10, 2), generator=torch.Generator().manual_seed(5)), batch_size=2)
print([b[1].tolist() for b in dl3])
dl4 = DataLoader(ds, batch_size=None, sampler=[9, 0])
print([tuple(t.tolist() for t in item) for item in dl4])
try:
    DataLoader(ds, batch_sampler=LengthBuckets(lengths, 3), batch_size=2)
except ValueError as e:
    print("ValueError:", e)
try:
    DataLoader(ds, sampler=[0, 1], shuffle=True)
except ValueError as e:
    print("ValueError:", e)
