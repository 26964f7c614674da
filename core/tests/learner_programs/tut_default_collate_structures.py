# What the default collate does with the structures a Dataset returns: tuples, dicts, namedtuples,
# nested lists, Python ints/floats/bools/strings, None-free records, tensors of different dtypes,
# plus a collate_fn that sorts by length, and DataLoader(batch_size=None).
import collections
import torch
from torch.utils.data import Dataset, DataLoader, default_collate

device = "cpu"
torch.manual_seed(0)

Sample = collections.namedtuple("Sample", ["x", "label", "name"])


class Records(Dataset):
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        return {
            "x": torch.full((2,), float(i)),
            "id": i,
            "weight": 0.5 * i,
            "flag": i % 2 == 0,
            "name": f"item{i}",
            "pair": (i, torch.tensor(i * 10)),
            "meta": {"len": i + 1, "tags": [i, i + 100]},
        }


batch = next(iter(DataLoader(Records(5), batch_size=3)))
print(sorted(batch.keys()))
print(batch["x"], batch["x"].dtype)
print(batch["id"], batch["id"].dtype)
print(batch["weight"], batch["weight"].dtype)
print(batch["flag"], batch["flag"].dtype)
print(batch["name"])
print(batch["pair"])
print(batch["meta"])

nt = default_collate([Sample(torch.zeros(3), 1, "a"), Sample(torch.ones(3), 0, "b")])
print(type(nt).__name__, nt.x.shape, nt.label, nt.name)
print(default_collate([(1, 2.0), (3, 4.0)]))
print(default_collate([[torch.tensor(1), torch.tensor(2)], [torch.tensor(3), torch.tensor(4)]]))
print(default_collate([torch.tensor([1, 2], dtype=torch.int32), torch.tensor([3, 4], dtype=torch.int32)]).dtype)
try:
    default_collate([torch.zeros(2), torch.zeros(3)])
except RuntimeError as e:
    print("RuntimeError:", e)


def sort_collate(items):
    items = sorted(items, key=lambda s: len(s[0]), reverse=True)
    seqs, labels = zip(*items)
    return list(seqs), torch.tensor(labels)


class Var(Dataset):
    def __len__(self):
        return 4

    def __getitem__(self, i):
        return torch.arange(i + 1), i


seqs, labels = next(iter(DataLoader(Var(), batch_size=4, collate_fn=sort_collate)))
print([s.tolist() for s in seqs], labels)
for item in DataLoader(Var(), batch_size=None):
    print(item)
    break
loader = DataLoader(Records(4), batch_size=2, shuffle=False)
print(len(loader), [b["id"].tolist() for b in loader])
