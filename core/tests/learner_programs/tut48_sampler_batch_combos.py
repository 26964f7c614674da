# DataLoader sampling options: SequentialSampler, RandomSampler with replacement/num_samples and a
# seeded generator, SubsetRandomSampler, BatchSampler with drop_last, batch_sampler=, sampler=,
# collate_fn=None-style batching, len() of loaders, Subset and ConcatDataset indexing.
import torch
from torch.utils.data import (BatchSampler, ConcatDataset, DataLoader, Dataset, RandomSampler, SequentialSampler,
                              Subset, SubsetRandomSampler, TensorDataset, random_split)

device = "cpu"
torch.manual_seed(0)


class Squares(Dataset):
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        return {"x": torch.tensor([float(i)]), "y": i * i}


ds = Squares(10)
print(list(SequentialSampler(ds)))
g = torch.Generator().manual_seed(42)
print(list(RandomSampler(ds, generator=g)))
print(list(RandomSampler(ds, replacement=True, num_samples=6, generator=torch.Generator().manual_seed(1))))
print(list(SubsetRandomSampler([0, 2, 4, 6], generator=torch.Generator().manual_seed(3))))
print(list(BatchSampler(SequentialSampler(range(7)), batch_size=3, drop_last=False)))
print(list(BatchSampler(range(7), batch_size=3, drop_last=True)), len(BatchSampler(range(7), 3, False)))
loader = DataLoader(ds, batch_size=4, shuffle=True, generator=torch.Generator().manual_seed(7))
for batch in loader:
    print(batch["x"].view(-1).tolist(), batch["y"].tolist())
print(len(loader), len(DataLoader(ds, batch_size=4, drop_last=True)))
bl = DataLoader(ds, batch_sampler=BatchSampler(SequentialSampler(ds), 3, drop_last=True))
print([b["y"].tolist() for b in bl], len(bl))
sl = DataLoader(ds, sampler=SubsetRandomSampler(range(5), generator=torch.Generator().manual_seed(0)), batch_size=2)
print([b["y"].tolist() for b in sl])
nb = DataLoader(TensorDataset(torch.arange(4.0)), batch_size=None)
print([x for x in nb])
sub = Subset(ds, [9, 3, 1])
print(len(sub), sub[0]["y"], [sub[i]["y"] for i in range(len(sub))])
cat = ConcatDataset([Squares(3), Squares(2)])
print(len(cat), [cat[i]["y"] for i in range(len(cat))], cat.cumulative_sizes, cat[-1]["y"])
tr, va = random_split(range(10), [0.7, 0.3], generator=torch.Generator().manual_seed(0))
print(list(tr), list(va), type(tr).__name__)
td = TensorDataset(torch.arange(6.0).view(3, 2), torch.tensor([0, 1, 0]))
for xb, yb in DataLoader(td, batch_size=2, shuffle=False):
    print(xb.tolist(), yb.tolist())
ll = DataLoader([(1, "a"), (2, "b"), (3, "c")], batch_size=2, collate_fn=lambda b: list(zip(*b)))
print(list(ll))
loader2 = DataLoader(ds, batch_size=3, shuffle=True)
torch.manual_seed(5)
first = [b["y"].tolist() for b in loader2]
torch.manual_seed(5)
second = [b["y"].tolist() for b in loader2]
print(first == second, first)
print(next(iter(DataLoader(ds, batch_size=2)))["x"].dtype, next(iter(DataLoader(ds, batch_size=2)))["y"].dtype)
