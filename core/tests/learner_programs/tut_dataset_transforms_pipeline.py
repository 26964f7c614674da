# A custom Dataset with a torchvision-style transform pipeline written by hand: Compose of
# callables (normalize, random flip with a seeded Generator, add noise), a target_transform,
# __getitem__ returning dicts, a collate_fn that stacks and counts, and iterating a DataLoader.
import torch
from torch.utils.data import Dataset, DataLoader

device = "cpu"
torch.manual_seed(5)


class Compose:
    def __init__(self, transforms):
        self.transforms = transforms

    def __call__(self, x):
        for t in self.transforms:
            x = t(x)
        return x

    def __repr__(self):
        return "Compose(" + ", ".join(type(t).__name__ for t in self.transforms) + ")"


class Normalize:
    def __init__(self, mean, std):
        self.mean, self.std = mean, std

    def __call__(self, x):
        return (x - self.mean) / self.std


class RandomFlip:
    def __init__(self, p, generator):
        self.p, self.g = p, generator

    def __call__(self, x):
        if torch.rand(1, generator=self.g).item() < self.p:
            return x.flip(-1)
        return x


class AddNoise:
    def __init__(self, scale, generator):
        self.scale, self.g = scale, generator

    def __call__(self, x):
        return x + self.scale * torch.randn(x.shape, generator=self.g)


class ShapesDataset(Dataset):
    def __init__(self, n, transform=None, target_transform=None):
        self.data = torch.arange(n * 6, dtype=torch.float32).reshape(n, 6) % 7
        self.labels = (self.data.sum(1) > 20).long()
        self.transform = transform
        self.target_transform = target_transform

    def __len__(self):
        return len(self.data)

    def __getitem__(self, idx):
        x, y = self.data[idx], self.labels[idx]
        if self.transform:
            x = self.transform(x)
        if self.target_transform:
            y = self.target_transform(y)
        return {"x": x, "y": y, "idx": idx}


g = torch.Generator().manual_seed(123)
transform = Compose([Normalize(3.0, 2.0), RandomFlip(0.5, g), AddNoise(0.01, g)])
print(transform)
one_hot = lambda y: torch.nn.functional.one_hot(y, num_classes=2).float()

raw = ShapesDataset(10)
ds = ShapesDataset(10, transform=transform, target_transform=one_hot)
print("len:", len(ds))
print("raw item 2:", raw[2]["x"], raw[2]["y"])
item = ds[2]
print("transformed item 2:", item["x"].round(decimals=2), item["y"], item["idx"])


def collate(batch):
    xs = torch.stack([b["x"] for b in batch])
    ys = torch.stack([b["y"] for b in batch])
    idx = torch.tensor([b["idx"] for b in batch])
    return xs, ys, idx


loader = DataLoader(ds, batch_size=4, shuffle=True, collate_fn=collate,
                    generator=torch.Generator().manual_seed(7))
for epoch in range(2):
    for xs, ys, idx in loader:
        print(f"epoch {epoch} idx {idx.tolist()} x {tuple(xs.shape)} positives {int(ys[:, 1].sum())}"
              f" mean {xs.mean().item():.3f}")

# The default collate on dict samples gives a dict of batched values.
default_loader = DataLoader(raw, batch_size=3)
batch = next(iter(default_loader))
print(sorted(batch.keys()), batch["x"].shape, batch["y"], batch["idx"])

model = torch.nn.Linear(6, 2).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for epoch in range(5):
    total = 0.0
    for xs, ys, _ in loader:
        xs, ys = xs.to(device), ys.to(device)
        loss = torch.nn.functional.binary_cross_entropy_with_logits(model(xs), ys)
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss.item()
    print(f"epoch {epoch}: loss {total / len(loader):.4f}")
