# Data pipeline: a Dataset returning dicts, random_split with a seeded generator, Subset indices,
# a custom collate_fn padding variable-length sequences and returning lengths, DataLoader with
# shuffle under a generator, drop_last, a WeightedRandomSampler, and iterating twice.
import torch
from torch.utils.data import Dataset, DataLoader, random_split, Subset, WeightedRandomSampler
from torch.nn.utils.rnn import pad_sequence

device = "cpu"
torch.manual_seed(582)


class Seqs(Dataset):
    def __init__(self, n):
        g = torch.Generator().manual_seed(5)
        self.lens = torch.randint(1, 5, (n,), generator=g).tolist()
        self.items = [torch.arange(1, l + 1) * (i + 1) for i, l in enumerate(self.lens)]
        self.labels = [i % 3 for i in range(n)]

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return {"x": self.items[i], "y": self.labels[i], "id": f"s{i}"}


def collate(batch):
    xs = [b["x"] for b in batch]
    return {"x": pad_sequence(xs, batch_first=True, padding_value=-1),
            "len": torch.tensor([len(x) for x in xs]),
            "y": torch.tensor([b["y"] for b in batch]),
            "id": [b["id"] for b in batch]}


ds = Seqs(10)
print(ds.lens, ds[3])
train, val = random_split(ds, [0.7, 0.3], generator=torch.Generator().manual_seed(1))
print(len(train), len(val), train.indices, val.indices, type(train).__name__)
sub = Subset(ds, [0, 2, 4])
print([s["id"] for s in sub], sub[1]["x"])
dl = DataLoader(train, batch_size=3, shuffle=True, collate_fn=collate, drop_last=True, generator=torch.Generator().manual_seed(2))
for epoch in range(2):
    for batch in dl:
        print(epoch, batch["id"], batch["len"].tolist(), batch["x"].shape, batch["y"].tolist())
print(collate([ds[0], ds[1]])["x"])
weights = torch.tensor([1.0 if l == 0 else 3.0 for l in ds.labels])
sampler = WeightedRandomSampler(weights, num_samples=8, replacement=True, generator=torch.Generator().manual_seed(3))
print(list(sampler))
dl2 = DataLoader(ds, batch_size=4, sampler=sampler, collate_fn=collate)
print([b["y"].tolist() for b in dl2])
dflt = DataLoader(Subset(ds, [0, 5]), batch_size=2, collate_fn=lambda b: [x["x"].sum().item() for x in b])
print(next(iter(dflt)), len(dl), len(dl2))
