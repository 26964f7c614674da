# A Dataset whose __getitem__ returns dicts, a custom Sampler, a collate_fn that builds padded
# batches, DataLoader with drop_last and a seeded shuffle generator, and a BatchSampler.
import torch
from torch.utils.data import Dataset, DataLoader, Sampler, BatchSampler, SequentialSampler, RandomSampler

device = "cpu"
torch.manual_seed(5)


class Sentences(Dataset):
    def __init__(self, n):
        g = torch.Generator().manual_seed(11)
        self.lengths = torch.randint(1, 6, (n,), generator=g).tolist()
        self.labels = torch.randint(0, 2, (n,), generator=g).tolist()

    def __len__(self):
        return len(self.lengths)

    def __getitem__(self, i):
        L = self.lengths[i]
        return {"ids": torch.arange(1, L + 1) + i, "label": self.labels[i], "idx": i}


class EvensFirst(Sampler):
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return iter(list(range(0, self.n, 2)) + list(range(1, self.n, 2)))

    def __len__(self):
        return self.n


def pad_collate(items):
    L = max(len(it["ids"]) for it in items)
    ids = torch.zeros(len(items), L, dtype=torch.long)
    for r, it in enumerate(items):
        ids[r, : len(it["ids"])] = it["ids"]
    return {
        "ids": ids.to(device),
        "mask": (ids != 0).to(device),
        "label": torch.tensor([it["label"] for it in items], device=device),
        "idx": [it["idx"] for it in items],
    }


ds = Sentences(10)
print(ds.lengths, ds.labels)
print(ds[3])
dl = DataLoader(ds, batch_size=4, sampler=EvensFirst(len(ds)), collate_fn=pad_collate)
print("len:", len(dl))
for b in dl:
    print(b["idx"], tuple(b["ids"].shape), b["mask"].sum(1).tolist(), b["label"].tolist())

dl = DataLoader(ds, batch_size=4, drop_last=True, collate_fn=pad_collate)
print("drop_last len:", len(dl), [b["idx"] for b in dl])

g = torch.Generator()
g.manual_seed(123)
dl = DataLoader(ds, batch_size=3, shuffle=True, generator=g, collate_fn=pad_collate)
print("epoch 1:", [b["idx"] for b in dl])
print("epoch 2:", [b["idx"] for b in dl])
g.manual_seed(123)
print("reseed :", [b["idx"] for b in dl])

bs = BatchSampler(SequentialSampler(range(7)), batch_size=3, drop_last=False)
print(list(bs), len(bs))
dl = DataLoader(ds, batch_sampler=BatchSampler(RandomSampler(ds, generator=torch.Generator().manual_seed(0)), 5, True), collate_fn=pad_collate)
print([b["idx"] for b in dl])
dflt = DataLoader([{"x": torch.tensor([i, i]), "y": i * 0.5} for i in range(4)], batch_size=2)
for b in dflt:
    print(b["x"].tolist(), b["y"].tolist(), b["y"].dtype)
try:
    DataLoader(ds, batch_size=2, shuffle=True, sampler=EvensFirst(10))
except ValueError as e:
    print("ValueError:", e)
