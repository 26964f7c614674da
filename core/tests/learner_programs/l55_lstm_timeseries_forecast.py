# LSTM time-series forecasting: sliding windows from a noisy sine via unfold, normalisation with
# train statistics, an LSTM + Linear head predicting the next value, ReduceLROnPlateau on
# validation loss, an autoregressive multi-step forecast, and MAE printed per horizon step.
import math
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(586)

t = torch.arange(0, 120, dtype=torch.float32)
series = torch.sin(2 * math.pi * t / 20) + 0.1 * torch.randn(120)
mean, std = series[:90].mean(), series[:90].std()
z = (series - mean) / std
W = 10
win = z.unfold(0, W + 1, 1)
X, Y = win[:, :W].unsqueeze(-1).to(device), win[:, W].to(device)
Xtr, Ytr, Xva, Yva = X[:80], Y[:80], X[80:], Y[80:]
print(win.shape, Xtr.shape, Xva.shape, f"{mean:.4f} {std:.4f}")


class Forecaster(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(1, 16, batch_first=True)
        self.fc = nn.Linear(16, 1)

    def forward(self, x):
        out, _ = self.lstm(x)
        return self.fc(out[:, -1]).squeeze(-1)


model = Forecaster().to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.02)
sched = torch.optim.lr_scheduler.ReduceLROnPlateau(opt, factor=0.5, patience=1)
for epoch in range(10):
    model.train()
    perm = torch.randperm(80)
    for b in range(0, 80, 20):
        i = perm[b:b + 20].to(device)
        loss = nn.functional.mse_loss(model(Xtr[i]), Ytr[i])
        opt.zero_grad()
        loss.backward()
        opt.step()
    model.eval()
    with torch.no_grad():
        val = nn.functional.mse_loss(model(Xva), Yva).item()
    sched.step(val)
    print(f"epoch {epoch} train {loss.item():.4f} val {val:.4f} lr {opt.param_groups[0]['lr']:.4f}")
with torch.no_grad():
    ctx = Xva[:1].clone()
    preds = []
    for h in range(5):
        p = model(ctx)
        preds.append(p.item())
        ctx = torch.cat([ctx[:, 1:], p.view(1, 1, 1)], 1)
true = z[90:95]
mae = (torch.tensor(preds) - true).abs()
print([round(v, 3) for v in preds])
print(mae.round(decimals=3), f"{(mae * std).mean():.4f}")
