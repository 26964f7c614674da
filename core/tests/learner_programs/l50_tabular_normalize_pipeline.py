# A tabular pipeline: standardize features with mean/std from the train split, one-hot a
# categorical column, train a classifier with BatchNorm1d and Dropout, early stopping on val.
import copy
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

n = 120
num = torch.randn(n, 3) * torch.tensor([1.0, 10.0, 0.1]) + torch.tensor([0.0, 50.0, -1.0])
cat = torch.randint(0, 4, (n,))
y = ((num[:, 0] + (num[:, 1] - 50) / 10 + (cat == 2).float()) > 0.5).long()
perm = torch.randperm(n)
tr, va = perm[:90], perm[90:]
mean, std = num[tr].mean(0), num[tr].std(0)
print(mean.round(decimals=3), std.round(decimals=3))
feats = torch.cat([(num - mean) / std, F.one_hot(cat, 4).float()], dim=1)
print(feats.shape, feats[tr].mean(0)[:3].abs().max() < 1e-5)
model = nn.Sequential(nn.Linear(7, 16), nn.BatchNorm1d(16), nn.ReLU(), nn.Dropout(0.2), nn.Linear(16, 2)).to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.01, weight_decay=1e-4)
best, best_state, bad = float("inf"), None, 0
for epoch in range(40):
    model.train()
    for i in range(0, 90, 30):
        idx = tr[i:i + 30]
        loss = F.cross_entropy(model(feats[idx].to(device)), y[idx].to(device))
        opt.zero_grad()
        loss.backward()
        opt.step()
    model.eval()
    with torch.no_grad():
        vl = F.cross_entropy(model(feats[va].to(device)), y[va].to(device)).item()
    if vl < best - 1e-3:
        best, best_state, bad = vl, copy.deepcopy(model.state_dict()), 0
    else:
        bad += 1
    if epoch % 8 == 0:
        print(f"epoch {epoch} train {loss.item():.4f} val {vl:.4f}")
    if bad >= 5:
        print("early stop at", epoch)
        break
model.load_state_dict(best_state)
model.eval()
with torch.no_grad():
    acc = (model(feats[va].to(device)).argmax(1) == y[va].to(device)).float().mean()
print(f"best val {best:.4f} acc {acc.item():.3f}")
print(model[1].running_var[:4].round(decimals=3))
