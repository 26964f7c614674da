# default_collate through a DataLoader over custom Datasets whose samples are dicts, tuples and
# lists of tensors, Python ints/floats/bools and strings: the collated structure, shapes and
# dtypes; batch_size=None (default_convert), a custom collate_fn, and default_collate's errors.
import torch
from torch.utils.data import DataLoader, Dataset, default_collate, default_convert

device = "cpu"
torch.manual_seed(1)


class Records(Dataset):
    def __init__(self, n):
        self.features = torch.randn(n, 3, device=device)
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, idx):
        return {
            "x": self.features[idx],
            "label": idx % 3,
            "weight": 0.5 * idx,
            "flag": idx % 2 == 0,
            "name": "item" + str(idx),
            "pair": (idx, [idx * 1.5, -idx]),
        }


ds = Records(7)
loader = DataLoader(ds, batch_size=3)
print(len(loader))
for batch in loader:
    print(sorted(batch.keys()) == sorted(ds[0].keys()), list(batch.keys()))
    print(batch["x"].shape, batch["x"].dtype)
    print(batch["label"], batch["label"].dtype)
    print(batch["weight"], batch["weight"].dtype)
    print(batch["flag"], batch["flag"].dtype)
    print(batch["name"])
    print(type(batch["pair"]).__name__, batch["pair"][0], type(batch["pair"][1]).__name__)
    print(batch["pair"][1][0], batch["pair"][1][1])
print(batch["x"])


class Pairs(Dataset):
    def __len__(self):
        return 5

    def __getitem__(self, idx):
        image = torch.full((2, 2), float(idx), device=device)
        return image, idx


for images, labels in DataLoader(Pairs(), batch_size=2):
    print(images.shape, labels, labels.dtype)
print(images)

print(default_collate([(1, 2.0), (3, 4.0)]))
print(default_collate([[torch.ones(2), 1], [torch.zeros(2), 2]]))
print(default_collate(["a", "b"]))
print(default_collate([True, False, True]))
print(default_collate([torch.tensor(1.5), torch.tensor(2.5)]))
print(default_convert((1, torch.ones(1), {"k": (2, 3)})))

single = DataLoader(Pairs(), batch_size=None)
print(len(single))
for image, label in single:
    print(image.shape, label)


def pad_collate(batch):
    xs = [b[0].flatten() for b in batch]
    return torch.stack(xs), [b[1] for b in batch]


for xs, ys in DataLoader(Pairs(), batch_size=4, collate_fn=pad_collate):
    print(xs.shape, ys)

try:
    default_collate([None, None])
except TypeError as e:
    print("TypeError:", e)
try:
    default_collate([[1, 2], [3]])
except RuntimeError as e:
    print("RuntimeError:", e)
