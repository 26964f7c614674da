# Data pipeline pieces: TensorDataset, ConcatDataset, Subset of a Subset, DataLoader with a
# seeded generator, RandomSampler(replacement, num_samples), WeightedRandomSampler, BatchSampler.
import torch
from torch.utils.data import (TensorDataset, ConcatDataset, Subset, DataLoader, RandomSampler,
                              SequentialSampler, BatchSampler, WeightedRandomSampler)

device = "cpu"
torch.manual_seed(0)

a = TensorDataset(torch.arange(6).float(), torch.arange(6) % 2)
b = TensorDataset(torch.arange(100, 104).float(), torch.ones(4, dtype=torch.long))
both = ConcatDataset([a, b])
print(len(both), both.cumulative_sizes, both[5], both[6], both[-1])
sub = Subset(Subset(both, [0, 2, 4, 6, 8]), [1, 3])
print(len(sub), [sub[i][0].item() for i in range(len(sub))])

g = torch.Generator().manual_seed(42)
loader = DataLoader(both, batch_size=4, shuffle=True, generator=g)
for x, y in loader:
    print(x.tolist(), y.tolist())
g2 = torch.Generator().manual_seed(42)
again = [x.tolist() for x, _ in DataLoader(both, batch_size=4, shuffle=True, generator=g2)]
print("same order with same seed:", again[0])

rs = RandomSampler(range(10), replacement=True, num_samples=6, generator=torch.Generator().manual_seed(1))
print("with replacement", list(rs))
print("sequential", list(SequentialSampler(range(4))))
print("batches", list(BatchSampler(SequentialSampler(range(7)), batch_size=3, drop_last=False)))
print("batches drop", list(BatchSampler(range(7), batch_size=3, drop_last=True)))
ws = WeightedRandomSampler([0.1, 0.0, 5.0, 1.0], num_samples=8, replacement=True,
                           generator=torch.Generator().manual_seed(3))
print("weighted", list(ws))
dl = DataLoader(a, batch_sampler=BatchSampler(RandomSampler(a, generator=torch.Generator().manual_seed(7)), 2, False))
print([y.tolist() for _, y in dl])
dl = DataLoader(a, batch_size=None)
x0, y0 = next(iter(dl))
print(x0, y0)
print(len(DataLoader(both, batch_size=3, drop_last=True)), len(DataLoader(both, batch_size=3)))
model = torch.nn.Linear(1, 1).to(device)
tot = 0.0
for x, y in DataLoader(both, batch_size=5):
    tot += model(x.unsqueeze(1).to(device)).sum().item()
print(f"sum {tot:.4f}")
