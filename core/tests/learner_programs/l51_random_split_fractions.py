# random_split with fractions (rounding spreads the remainder), with lengths, and reproducible
# with a seeded generator; a train/val/test pipeline with per-split DataLoaders.
import torch
import torch.nn as nn
from torch.utils.data import TensorDataset, random_split, DataLoader

device = "cpu"
torch.manual_seed(2)

X = torch.randn(23, 3)
y = (X @ torch.tensor([1.0, -2.0, 0.5]) > 0).float()
ds = TensorDataset(X, y)
parts = random_split(ds, [0.6, 0.25, 0.15], generator=torch.Generator().manual_seed(0))
print([len(p) for p in parts])
print(parts[0].indices[:6], parts[2].indices)
same = random_split(ds, [0.6, 0.25, 0.15], generator=torch.Generator().manual_seed(0))
print("reproducible", same[1].indices == parts[1].indices)
print([len(p) for p in random_split(range(10), [0.33, 0.33, 0.34], generator=torch.Generator().manual_seed(5))])
tr, va = random_split(range(10), [7, 3], generator=torch.Generator().manual_seed(5))
print(list(tr), list(va))

train, val, test = parts
model = nn.Sequential(nn.Linear(3, 8), nn.Tanh(), nn.Linear(8, 1)).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.3)
crit = nn.BCEWithLogitsLoss()
gen = torch.Generator().manual_seed(9)
for epoch in range(4):
    for xb, yb in DataLoader(train, batch_size=4, shuffle=True, generator=gen):
        loss = crit(model(xb.to(device)).squeeze(1), yb.to(device))
        opt.zero_grad()
        loss.backward()
        opt.step()
    with torch.no_grad():
        xv, yv = next(iter(DataLoader(val, batch_size=len(val))))
        vl = crit(model(xv.to(device)).squeeze(1), yv.to(device)).item()
    print(f"epoch {epoch} last {loss.item():.4f} val {vl:.4f}")
xt, yt = next(iter(DataLoader(test, batch_size=100)))
acc = ((model(xt.to(device)).squeeze(1) > 0).float() == yt.to(device)).float().mean()
print(f"test acc {acc.item():.3f} n={len(yt)}")
