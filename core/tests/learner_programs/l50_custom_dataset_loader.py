# A custom Dataset of noisy points, split with random_split, wrapped in DataLoaders with a
# custom collate_fn, drop_last, and a Subset; then a tiny MLP trained for a few epochs.
import torch
import torch.nn as nn
from torch.utils.data import Dataset, DataLoader, random_split, Subset

device = "cpu"
torch.manual_seed(0)


class Blobs(Dataset):
    def __init__(self, n):
        self.x = torch.randn(n, 2)
        self.y = (self.x[:, 0] * self.x[:, 1] > 0).long()

    def __len__(self):
        return len(self.x)

    def __getitem__(self, idx):
        return {"features": self.x[idx], "label": self.y[idx]}


def collate(batch):
    xs = torch.stack([b["features"] for b in batch])
    ys = torch.tensor([int(b["label"]) for b in batch])
    return xs, ys


data = Blobs(100)
print(len(data), data[3]["features"].shape, data[3]["label"])
train, val = random_split(data, [80, 20], generator=torch.Generator().manual_seed(1))
print(len(train), len(val), train.indices[:5])
small = Subset(data, [0, 1, 2, 3])
print(len(small), small[2]["label"].item())
train_loader = DataLoader(train, batch_size=16, shuffle=True, collate_fn=collate, drop_last=True)
val_loader = DataLoader(val, batch_size=8, collate_fn=collate)
print("batches", len(train_loader), len(val_loader))

model = nn.Sequential(nn.Linear(2, 16), nn.ReLU(), nn.Linear(16, 2)).to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.05)
loss_fn = nn.CrossEntropyLoss()
for epoch in range(5):
    model.train()
    total = 0.0
    for xb, yb in train_loader:
        xb, yb = xb.to(device), yb.to(device)
        opt.zero_grad()
        loss = loss_fn(model(xb), yb)
        loss.backward()
        opt.step()
        total += loss.item() * xb.size(0)
    model.eval()
    correct = 0
    with torch.no_grad():
        for xb, yb in val_loader:
            pred = model(xb.to(device)).argmax(dim=1)
            correct += (pred == yb.to(device)).sum().item()
    print(f"epoch {epoch} train_loss {total / 64:.4f} val_acc {correct / len(val):.2f}")
xb, yb = next(iter(val_loader))
print(xb.shape, yb.dtype, yb)
