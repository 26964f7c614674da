# k-fold cross-validation by hand (randperm + chunk into folds, Subset for each split), a model
# trained per fold with a fresh init, fold scores averaged with mean/std, and the k models used as
# an ensemble: averaged probabilities versus majority vote with torch.mode.
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import TensorDataset, Subset, DataLoader

device = "cpu"
torch.manual_seed(99)

X = torch.randn(100, 4)
y = ((X[:, 0] * X[:, 1] > 0) ^ (X[:, 2] > 0.5)).long()
data = TensorDataset(X, y)
X_test = torch.randn(40, 4)
y_test = ((X_test[:, 0] * X_test[:, 1] > 0) ^ (X_test[:, 2] > 0.5)).long()
k = 5
folds = torch.randperm(len(data), generator=torch.Generator().manual_seed(0)).chunk(k)
print([len(f) for f in folds], folds[0][:5].tolist())


def make_model():
    return nn.Sequential(nn.Linear(4, 32), nn.ReLU(), nn.Linear(32, 32), nn.ReLU(), nn.Linear(32, 2)).to(device)


scores, models = [], []
for i in range(k):
    val_idx = folds[i]
    train_idx = torch.cat([folds[j] for j in range(k) if j != i])
    train_loader = DataLoader(Subset(data, train_idx.tolist()), batch_size=20, shuffle=True)
    val_x, val_y = X[val_idx].to(device), y[val_idx].to(device)
    torch.manual_seed(100 + i)
    model = make_model()
    opt = torch.optim.Adam(model.parameters(), lr=0.01)
    for epoch in range(25):
        for xb, yb in train_loader:
            loss = F.cross_entropy(model(xb.to(device)), yb.to(device))
            opt.zero_grad()
            loss.backward()
            opt.step()
    model.eval()
    with torch.no_grad():
        acc = (model(val_x).argmax(1) == val_y).float().mean().item()
    scores.append(acc)
    models.append(model)
    print(f"fold {i}: train {len(train_idx)} val {len(val_idx)} acc {acc:.3f}")

s = torch.tensor(scores)
print(f"cv accuracy {s.mean().item():.3f} +/- {s.std().item():.3f}")
with torch.no_grad():
    probs = torch.stack([F.softmax(m(X_test.to(device)), dim=1) for m in models])
    votes = probs.argmax(2)
print("probs", tuple(probs.shape), "votes", tuple(votes.shape))
avg_pred = probs.mean(0).argmax(1)
vote_pred = torch.mode(votes, dim=0).values
yt = y_test.to(device)
for i, m in enumerate(models):
    print(f"model {i} test acc {(votes[i] == yt).float().mean().item():.3f}")
print(f"ensemble (mean prob) {(avg_pred == yt).float().mean().item():.3f}")
print(f"ensemble (vote) {(vote_pred == yt).float().mean().item():.3f}")
agreement = (votes == votes[0]).all(0).float().mean().item()
print(f"all models agree on {agreement:.3f} of test points")
