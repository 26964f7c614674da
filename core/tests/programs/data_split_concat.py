# random_split (int lengths, and fractions with the remainder dealt round-robin), Subset,
# ConcatDataset (and Dataset + Dataset), StackDataset and SubsetRandomSampler: lengths, items, and
# the permutations drawn from the seeded default generator.
import torch
from torch.utils.data import (
    ConcatDataset,
    DataLoader,
    Dataset,
    StackDataset,
    Subset,
    SubsetRandomSampler,
    TensorDataset,
    random_split,
)

device = "cpu"
torch.manual_seed(7)


class Squares(Dataset):
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        return i * i


sq = Squares(10)
a, b, c = random_split(sq, [5, 3, 2])
print(len(a), len(b), len(c))
print(a.indices, b.indices, c.indices)
print([a[i] for i in range(len(a))], b[0], c[-1])

parts = random_split(sq, [0.33, 0.33, 0.34])
print([len(p) for p in parts], [p.indices for p in parts])
parts = random_split(range(7), [0.5, 0.5])
print([len(p) for p in parts], [[x for x in p] for p in parts])
try:
    random_split(sq, [4, 4])
except ValueError as e:
    print("ValueError:", e)
try:
    random_split(sq, [1.5, -0.5])
except ValueError as e:
    print("ValueError:", e)

sub = Subset(sq, [9, 0, 4])
print(len(sub), sub[0], sub[2], [sub[i] for i in range(3)])
subsub = Subset(sub, [2, 1])
print(len(subsub), subsub[0], subsub[1])

cat = ConcatDataset([sq, sub, Squares(2)])
print(len(cat), cat.cumulative_sizes)
print([cat[i] for i in range(len(cat))])
print(cat[-1], cat[-15], cat[10], cat[12])
try:
    cat[-16]
except ValueError as e:
    print("ValueError:", e)
both = sq + sub
print(type(both).__name__, len(both), both[11])

x = torch.arange(12.0, device=device).reshape(6, 2)
t = TensorDataset(x, torch.arange(6, device=device))
train, val = random_split(t, [4, 2])
print(val.indices, val[0])
loader = DataLoader(ConcatDataset([train, val]), batch_size=4)
for xb, yb in loader:
    print(xb, yb)

st = StackDataset(t, Subset(sq, range(6)))
print(len(st), st[5])
sd = StackDataset(x=x, sq=Subset(sq, range(6)))
print(len(sd), sd[1])
print(next(iter(DataLoader(sd, batch_size=3))))

srs = SubsetRandomSampler([10, 20, 30, 40, 50])
print(len(srs), list(srs), list(srs))
loader = DataLoader(Squares(8), batch_size=3, sampler=SubsetRandomSampler(range(8)))
print(len(loader), [batch.tolist() for batch in loader])
print(torch.randn(2))
