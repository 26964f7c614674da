# A CNN classifier on random 12x12 "images" with two classes (bright centre vs bright corner):
# Conv2d, BatchNorm2d, MaxPool2d, Dropout, AdaptiveAvgPool2d, Flatten; Adam, per-epoch loss and
# accuracy, eval-mode predictions, running stats of the BatchNorm and confusion counts.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(552)


def make(n):
    x = torch.randn(n, 1, 12, 12) * 0.3
    y = torch.randint(0, 2, (n,))
    for i in range(n):
        if y[i] == 0:
            x[i, 0, 4:8, 4:8] += 1.0
        else:
            x[i, 0, :4, :4] += 1.0
    return x.to(device), y.to(device)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, 4, 3, padding=1), nn.BatchNorm2d(4), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(4, 8, 3), nn.BatchNorm2d(8), nn.ReLU(), nn.AdaptiveAvgPool2d((2, 2)))
        self.head = nn.Sequential(nn.Flatten(), nn.Dropout(0.25), nn.Linear(32, 2))

    def forward(self, x):
        return self.head(self.features(x))


xtr, ytr = make(40)
xte, yte = make(16)
net = Net().to(device)
print(net)
opt = torch.optim.Adam(net.parameters(), lr=0.01)
for epoch in range(6):
    net.train()
    perm = torch.randperm(40, device=device)
    tot, correct = 0.0, 0
    for b in range(0, 40, 10):
        idx = perm[b:b + 10]
        out = net(xtr[idx])
        loss = F.cross_entropy(out, ytr[idx])
        opt.zero_grad()
        loss.backward()
        opt.step()
        tot += loss.item() * 10
        correct += (out.argmax(1) == ytr[idx]).sum().item()
    print(f"epoch {epoch} loss {tot / 40:.4f} acc {correct / 40:.3f}")
net.eval()
with torch.no_grad():
    logits = net(xte)
    pred = logits.argmax(dim=1)
print(pred.tolist())
print(yte.tolist())
print("test acc", (pred == yte).float().mean().item())
conf = torch.zeros(2, 2, dtype=torch.long, device=device)
conf.index_put_((yte, pred), torch.ones_like(yte), accumulate=True)
print(conf)
bn = net.features[1]
print(bn.running_mean.shape, bn.num_batches_tracked)
print(F.softmax(logits[:3], dim=1).round(decimals=3))
