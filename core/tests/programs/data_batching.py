# Batching: drop_last, batch_size=None, a batch_sampler (a list, a BatchSampler, a custom Sampler),
# sampler=, len() of loaders and samplers (and WeightedRandomSampler's construction),
# IterableDatasets (with len and drop_last), the option errors, and the default generator after
# passes over loaders (each pass draws its base seed).
import torch
from torch.utils.data import (
    BatchSampler,
    DataLoader,
    Dataset,
    IterableDataset,
    RandomSampler,
    Sampler,
    SequentialSampler,
    TensorDataset,
    WeightedRandomSampler,
)

device = "cpu"
torch.manual_seed(5)

x = torch.arange(20.0, device=device).reshape(10, 2)
ds = TensorDataset(x, torch.arange(10, device=device))


def labels(loader):
    return [yb.tolist() for _, yb in loader]


for bs in (1, 3, 4, 5, 10, 12):
    keep = DataLoader(ds, batch_size=bs)
    drop = DataLoader(ds, batch_size=bs, drop_last=True)
    print(bs, len(keep), len(drop), labels(keep)[-1], labels(drop)[-1:] if len(drop) else [])

bsamp = BatchSampler(SequentialSampler(ds), batch_size=4, drop_last=False)
print(len(bsamp), list(bsamp))
bsamp = BatchSampler(range(10), batch_size=4, drop_last=True)
print(len(bsamp), list(bsamp))
print(labels(DataLoader(ds, batch_sampler=bsamp)))
print(labels(DataLoader(ds, batch_sampler=[[9, 0], [3], [1, 2, 8]])))


class EvensFirst(Sampler):
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        yield from range(0, self.n, 2)
        yield from range(1, self.n, 2)

    def __len__(self):
        return self.n


ld = DataLoader(ds, batch_size=3, sampler=EvensFirst(10))
print(len(ld), labels(ld))
ld = DataLoader(ds, batch_sampler=BatchSampler(EvensFirst(10), 4, True))
print(len(ld), labels(ld))
xb, yb = next(iter(DataLoader(ds, sampler=[7, 1])))
print(xb, yb)

ld = DataLoader(ds, batch_size=None, sampler=[4, 2])
print(len(ld), [(a.tolist(), b.item()) for a, b in ld])
ws = WeightedRandomSampler([0.1, 0.9, 0.4], 5)
print(len(ws), ws.weights, ws.replacement, WeightedRandomSampler(torch.tensor([1, 2]), 3).weights)
rs = RandomSampler(ds, num_samples=4)
print(len(rs), len(RandomSampler(ds)), len(DataLoader(ds, batch_size=3, shuffle=True)))


class Countdown(IterableDataset):
    def __init__(self, start):
        self.start = start

    def __iter__(self):
        n = self.start
        while n > 0:
            yield torch.tensor([n, -n], device=device)
            n -= 1

    def __len__(self):
        return self.start


it = DataLoader(Countdown(7), batch_size=3)
print(len(it), [b.tolist() for b in it])
it = DataLoader(Countdown(7), batch_size=3, drop_last=True)
print(len(it), [b.shape for b in it])
it = DataLoader(Countdown(3), batch_size=None)
print(len(it), [b for b in it])


class Stream(IterableDataset):
    def __iter__(self):
        return iter(range(5))


print([b.tolist() for b in DataLoader(Stream(), batch_size=2)])
print([b for b in DataLoader(Stream() + Countdown(2), batch_size=None)])

errors = [
    lambda: DataLoader(ds, batch_size=2, batch_sampler=bsamp),
    lambda: DataLoader(ds, shuffle=True, batch_sampler=bsamp),
    lambda: DataLoader(ds, drop_last=True, batch_sampler=bsamp),
    lambda: DataLoader(ds, sampler=[1, 2], shuffle=True),
    lambda: DataLoader(ds, batch_size=None, drop_last=True),
    lambda: DataLoader(ds, num_workers=-1),
    lambda: DataLoader(ds, prefetch_factor=2),
    lambda: DataLoader(ds, persistent_workers=True),
    lambda: DataLoader(Stream(), shuffle=True),
    lambda: DataLoader(Stream(), batch_sampler=[[0, 1]]),
    lambda: BatchSampler(range(3), 0, False),
    lambda: BatchSampler(range(3), 2, 1),
    lambda: RandomSampler(ds, num_samples=0),
    lambda: RandomSampler(ds, replacement=1),
    lambda: WeightedRandomSampler([1.0], 0),
    lambda: WeightedRandomSampler([1.0], 2, 1),
    lambda: WeightedRandomSampler([[1.0]], 2),
]
for make in errors:
    try:
        make()
        print("no error")
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)

# Each pass over a loader draws one 64-bit word of the default generator, as PyTorch's does.
torch.manual_seed(5)
a = torch.randn(3)
for _ in DataLoader(ds, batch_size=4):
    pass
for _ in DataLoader(ds, batch_size=4):
    pass
print(a, torch.randn(3))
it = iter(DataLoader(ds, batch_size=4))
print(torch.randint(0, 100, (4,)), len(it))
print(torch.rand(2))
