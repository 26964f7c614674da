# DataLoader details learners poke at: TensorDataset, WeightedRandomSampler for class
# imbalance, ConcatDataset, a generator for shuffling, default collate of tuples and dicts.
import torch
from torch.utils.data import TensorDataset, DataLoader, WeightedRandomSampler, ConcatDataset, SequentialSampler, BatchSampler

device = "cpu"
torch.manual_seed(0)

x = torch.arange(20.0).view(10, 2)
y = torch.tensor([0, 0, 0, 0, 0, 0, 0, 0, 1, 1])
ds = TensorDataset(x, y)
print(len(ds), ds[9])
class_count = torch.bincount(y)
sample_w = 1.0 / class_count[y].float()
print(sample_w)
sampler = WeightedRandomSampler(sample_w, num_samples=40, replacement=True, generator=torch.Generator().manual_seed(0))
loader = DataLoader(ds, batch_size=10, sampler=sampler)
seen = torch.cat([yb for _, yb in loader])
print("balanced counts", torch.bincount(seen).tolist())

g = torch.Generator()
g.manual_seed(7)
shuffled = DataLoader(ds, batch_size=4, shuffle=True, generator=g)
for xb, yb in shuffled:
    print(xb[:, 0].tolist(), yb.tolist())
both = ConcatDataset([ds, TensorDataset(torch.zeros(3, 2), torch.ones(3, dtype=torch.long))])
print(len(both), both[11], both.cumulative_sizes)
print(list(BatchSampler(SequentialSampler(range(7)), batch_size=3, drop_last=False)))


class Pairs(torch.utils.data.Dataset):
    def __len__(self):
        return 5

    def __getitem__(self, i):
        return {"x": torch.tensor([i, i * i]), "name": f"item{i}", "w": float(i) / 2}, i


for batch, idx in DataLoader(Pairs(), batch_size=3):
    print(batch["x"], batch["name"], batch["w"], idx)
model = torch.nn.Linear(2, 2).to(device)
total = 0.0
for xb, yb in DataLoader(ds, batch_size=3):
    total += torch.nn.functional.cross_entropy(model(xb.to(device)), yb.to(device), reduction="sum").item()
print(f"mean loss {total / len(ds):.4f}")
it = iter(DataLoader(ds, batch_size=4))
print(next(it)[0].shape, next(it)[1], len(DataLoader(ds, batch_size=4, drop_last=True)))
