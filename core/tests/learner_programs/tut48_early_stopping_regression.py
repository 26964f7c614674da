# Regression with a validation split, early stopping on validation loss with patience, keeping
# the best weights via copy.deepcopy of the state_dict, ReduceLROnPlateau driven by val loss, and
# a final report with R^2 and MAE on the held-out part.
import copy

import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset, random_split

device = "cpu"
torch.manual_seed(0)
X = torch.rand(200, 3) * 4 - 2
y = (torch.sin(X[:, 0]) + 0.5 * X[:, 1] ** 2 - X[:, 2] + 0.1 * torch.randn(200)).unsqueeze(1)
train_ds, val_ds = random_split(TensorDataset(X, y), [160, 40], generator=torch.Generator().manual_seed(42))
train_dl = DataLoader(train_ds, batch_size=32, shuffle=True, generator=torch.Generator().manual_seed(1))
val_dl = DataLoader(val_ds, batch_size=64)
model = nn.Sequential(nn.Linear(3, 32), nn.SiLU(), nn.Linear(32, 32), nn.SiLU(), nn.Linear(32, 1)).to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.01)
sched = torch.optim.lr_scheduler.ReduceLROnPlateau(opt, factor=0.5, patience=2)
loss_fn = nn.MSELoss()
best, best_state, bad, patience = float("inf"), None, 0, 5
for epoch in range(40):
    model.train()
    for xb, yb in train_dl:
        opt.zero_grad()
        loss_fn(model(xb.to(device)), yb.to(device)).backward()
        opt.step()
    model.eval()
    with torch.no_grad():
        val = sum(loss_fn(model(xb.to(device)), yb.to(device)).item() * len(xb) for xb, yb in val_dl) / len(val_ds)
    sched.step(val)
    if val < best - 1e-4:
        best, best_state, bad = val, copy.deepcopy(model.state_dict()), 0
    else:
        bad += 1
    if epoch % 5 == 0:
        print(epoch, round(val, 4), opt.param_groups[0]["lr"])
    if bad >= patience:
        print("early stop at", epoch)
        break
print("best", round(best, 4))
model.load_state_dict(best_state)
model.eval()
with torch.no_grad():
    xv = torch.stack([val_ds[i][0] for i in range(len(val_ds))]).to(device)
    yv = torch.stack([val_ds[i][1] for i in range(len(val_ds))]).to(device)
    pred = model(xv)
    mse = loss_fn(pred, yv).item()
    r2 = 1 - ((pred - yv) ** 2).sum() / ((yv - yv.mean()) ** 2).sum()
    mae = (pred - yv).abs().mean()
print(round(mse, 4), round(mse, 4) == round(best, 4), round(r2.item(), 4), round(mae.item(), 4))
same = torch.equal(best_state["0.weight"], model[0].weight)
best_state["0.weight"].zero_()
print(same, model[0].weight.abs().sum().item() > 0)
