import torch
from torch.utils.data import Dataset, DataLoader, Subset, ConcatDataset, random_split, WeightedRandomSampler
device = "cpu"
class Windows(Dataset):
    """Sliding windows over a series: (window, next value)."""
    def __init__(self, series, width):
        self.series = series
        self.width = width
    def __len__(self):
        return len(self.series) - self.width
    def __getitem__(self, i):
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError("window index out of range")
        return self.series[i:i + self.width], self.series[i + self.width]
torch.manual_seed(0)
series = torch.sin(torch.linspace(0, 6.28, 40))
ds = Windows(series, 5)
print(len(ds), ds[0][0].shape, round(ds[-1][1].item(), 4))
try:
    ds[100]
except IndexError as e:
    print("IndexError", e)
g = torch.Generator().manual_seed(3)
train, val, test = random_split(ds, [0.7, 0.2, 0.1], generator=g)
print(len(train), len(val), len(test), sorted(test.indices))
even = Subset(ds, list(range(0, len(ds), 2)))
both = ConcatDataset([even, val])
print(len(even), len(both), both.cumulative_sizes)
def collate(batch):
    xs, ys = zip(*batch)
    return torch.stack(xs).unsqueeze(-1), torch.stack(ys)
loader = DataLoader(train, batch_size=8, shuffle=True, collate_fn=collate, generator=torch.Generator().manual_seed(0), drop_last=True)
for i, (xb, yb) in enumerate(loader):
    print(i, xb.shape, yb.shape, round(yb.sum().item(), 4))
weights = torch.tensor([2.0 if y > 0 else 0.5 for _, y in train])
sampler = WeightedRandomSampler(weights, num_samples=10, replacement=True, generator=torch.Generator().manual_seed(1))
picked = list(sampler)
print(picked, sum(1 for i in picked if train[i][1] > 0))
model = torch.nn.Sequential(torch.nn.Flatten(), torch.nn.Linear(5, 1)).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for epoch in range(5):
    total = 0.0
    for xb, yb in loader:
        xb, yb = xb.to(device), yb.to(device)
        opt.zero_grad()
        loss = torch.nn.functional.mse_loss(model(xb).squeeze(-1), yb)
        loss.backward()
        opt.step()
        total += loss.item() * len(xb)
    print(epoch, round(total / (len(loader) * loader.batch_size), 4))
print(len(loader), loader.drop_last, type(loader.sampler).__name__)
