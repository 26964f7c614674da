# Train/validation split with random_split and a seeded Generator, Subset indices, a validation
# loop under torch.no_grad, early stopping with patience that keeps the best state_dict
# (copy.deepcopy), and restoring it at the end.
import copy
import torch
import torch.nn as nn
from torch.utils.data import TensorDataset, DataLoader, random_split

device = "cpu"
torch.manual_seed(50)

X = torch.randn(120, 6)
w = torch.randn(6, 1)
y = X @ w + 0.3 * torch.randn(120, 1)
full = TensorDataset(X, y)
train_ds, val_ds, test_ds = random_split(full, [80, 20, 20], generator=torch.Generator().manual_seed(42))
print(len(train_ds), len(val_ds), len(test_ds))
print(type(train_ds).__name__, train_ds.indices[:5])
fr = random_split(range(10), [0.5, 0.3, 0.2], generator=torch.Generator().manual_seed(1))
print([list(s) for s in fr])

train_loader = DataLoader(train_ds, batch_size=16, shuffle=True)
val_loader = DataLoader(val_ds, batch_size=32)
model = nn.Sequential(nn.Linear(6, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 1)).to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.01)
loss_fn = nn.MSELoss()


def evaluate(loader):
    model.eval()
    total, n = 0.0, 0
    with torch.no_grad():
        for xb, yb in loader:
            xb, yb = xb.to(device), yb.to(device)
            total += loss_fn(model(xb), yb).item() * len(xb)
            n += len(xb)
    return total / n


best, best_state, best_epoch, patience, bad = float("inf"), None, -1, 3, 0
for epoch in range(40):
    model.train()
    for xb, yb in train_loader:
        xb, yb = xb.to(device), yb.to(device)
        opt.zero_grad()
        loss_fn(model(xb), yb).backward()
        opt.step()
    val = evaluate(val_loader)
    improved = val < best - 1e-4
    if improved:
        best, best_epoch, bad = val, epoch, 0
        best_state = copy.deepcopy(model.state_dict())
    else:
        bad += 1
    print(f"epoch {epoch:2d} val {val:.4f}{' *' if improved else ''}")
    if bad >= patience:
        print("early stop at epoch", epoch)
        break

model.load_state_dict(best_state)
print(f"best epoch {best_epoch} val {best:.4f} restored val {evaluate(val_loader):.4f}")
print(f"test {evaluate(DataLoader(test_ds, batch_size=8)):.4f}")
print("state is a copy:", best_state["0.weight"] is not model.state_dict()["0.weight"])
