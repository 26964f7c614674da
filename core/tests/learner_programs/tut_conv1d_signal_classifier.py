# Classifying 1-D signals (sine vs square vs noise) with Conv1d, BatchNorm1d, MaxPool1d and
# AdaptiveAvgPool1d; dilation and stride shapes; a per-class accuracy report via bincount.
import math
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(71)

L = 64


def make(n):
    t = torch.linspace(0, 1, L)
    kind = torch.randint(0, 3, (n,))
    freq = torch.rand(n, 1) * 4 + 2
    phase = torch.rand(n, 1) * 2 * math.pi
    sine = torch.sin(2 * math.pi * freq * t + phase)
    square = torch.sign(sine)
    noise = torch.randn(n, L) * 0.7
    x = torch.where((kind == 0)[:, None], sine, torch.where((kind == 1)[:, None], square, noise))
    return (x + 0.1 * torch.randn(n, L)).unsqueeze(1), kind


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv1d(1, 8, kernel_size=5, padding=2), nn.BatchNorm1d(8), nn.ReLU(), nn.MaxPool1d(2),
            nn.Conv1d(8, 16, kernel_size=3, padding=2, dilation=2), nn.BatchNorm1d(16), nn.ReLU(),
            nn.AdaptiveAvgPool1d(1),
        )
        self.head = nn.Linear(16, 3)

    def forward(self, x):
        return self.head(self.body(x).squeeze(-1))


for conv in [nn.Conv1d(1, 4, 5), nn.Conv1d(1, 4, 5, stride=2), nn.Conv1d(1, 4, 3, dilation=3, padding=3), nn.Conv1d(1, 4, 4, padding="same")]:
    print(conv, tuple(conv(torch.randn(2, 1, L)).shape))

Xtr, ytr = make(150)
Xte, yte = make(60)
model = Net().to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.01)
for epoch in range(6):
    model.train()
    perm = torch.randperm(150)
    for i in range(0, 150, 30):
        idx = perm[i:i + 30]
        loss = nn.functional.cross_entropy(model(Xtr[idx].to(device)), ytr[idx].to(device))
        opt.zero_grad()
        loss.backward()
        opt.step()
    print(f"epoch {epoch} loss {loss.item():.4f}")

model.eval()
with torch.no_grad():
    pred = model(Xte.to(device)).argmax(1)
yte = yte.to(device)
correct = torch.bincount(yte[pred == yte], minlength=3)
total = torch.bincount(yte, minlength=3)
for c, name in enumerate(["sine", "square", "noise"]):
    print(f"{name:6s} {correct[c].item()}/{total[c].item()}")
print("overall", round((pred == yte).float().mean().item(), 4))
