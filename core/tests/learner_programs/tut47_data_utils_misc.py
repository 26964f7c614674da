# torch.utils.data odds and ends: StackDataset, ChainDataset, Subset of a Subset, BatchSampler,
# RandomSampler with replacement/num_samples/generator, default_convert and drop_last.
import torch
from torch.utils.data import (TensorDataset, StackDataset, ChainDataset, IterableDataset, Subset, ConcatDataset,
                              DataLoader, BatchSampler, SequentialSampler, RandomSampler, SubsetRandomSampler)
from torch.utils.data import default_collate, default_convert

device = "cpu"
torch.manual_seed(0)
xs = torch.arange(10.0).view(5, 2)
ys = torch.tensor([0, 1, 0, 1, 1])
stack = StackDataset(xs, ys)
print(len(stack), stack[1])
named = StackDataset(inp=xs, label=ys)
print(named[2])
for b in DataLoader(named, batch_size=2):
    print({k: v.to(device).tolist() for k, v in b.items()})


class Count(IterableDataset):
    def __init__(self, start, n):
        self.start, self.n = start, n

    def __iter__(self):
        return iter(range(self.start, self.start + self.n))


chain = ChainDataset([Count(0, 3), Count(100, 2)])
print(list(chain))
print([b.tolist() for b in DataLoader(chain, batch_size=2)])

ds = TensorDataset(xs, ys)
sub = Subset(Subset(ds, [4, 3, 2, 1]), [0, 2])
print(len(sub), sub[0], sub[1], sub.indices)
cat = ConcatDataset([ds, sub])
print(len(cat), cat.cumulative_sizes, cat[6])

print(list(BatchSampler(SequentialSampler(range(7)), batch_size=3, drop_last=False)))
print(list(BatchSampler(SequentialSampler(range(7)), batch_size=3, drop_last=True)))
g = torch.Generator().manual_seed(42)
print(list(RandomSampler(range(5), replacement=True, num_samples=8, generator=g)))
g = torch.Generator().manual_seed(42)
print(list(RandomSampler(range(5), generator=g)))
g = torch.Generator().manual_seed(7)
print(list(SubsetRandomSampler([10, 20, 30, 40], generator=g)))
loader = DataLoader(ds, batch_sampler=BatchSampler(RandomSampler(ds, generator=torch.Generator().manual_seed(3)), 2, False))
for xb, yb in loader:
    print(xb.to(device).sum().item(), yb.tolist())
print(len(loader))

print(default_convert({"a": 3, "b": [torch.tensor([1, 2])]}))
print(default_collate([torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])]))
print(default_collate([(1, "a", 2.5), (2, "b", 3.5)]))
print(default_collate([{"x": torch.ones(2), "n": 1}, {"x": torch.zeros(2), "n": 2}]))
dl = DataLoader(ds, batch_size=2, shuffle=True, drop_last=True, generator=torch.Generator().manual_seed(1))
print(len(dl), [yb.tolist() for _, yb in dl])
