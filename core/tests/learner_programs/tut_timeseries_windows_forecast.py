# Forecasting a univariate series with sliding windows: Tensor.unfold to build (input, target)
# windows, a chronological train/test split (no shuffling across time), standardization with
# training statistics only, an MLP and an LSTM forecaster, naive baselines, and a multi-step
# recursive forecast.
import math
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(21)

T = 300
t = torch.arange(T, dtype=torch.float32)
series = torch.sin(2 * math.pi * t / 25) + 0.5 * torch.sin(2 * math.pi * t / 60) + 0.01 * t + 0.1 * torch.randn(T)
print("series shape:", tuple(series.shape), f"mean {series.mean().item():.3f}")

W = 20
windows = series.unfold(0, W + 1, 1)
print("windows:", tuple(windows.shape), "stride:", windows.stride())
print("first window ends with target:", torch.equal(windows[0, -1], series[W]))
X, y = windows[:, :W], windows[:, W]
split = int(0.8 * len(X))
X_tr, y_tr, X_te, y_te = X[:split], y[:split], X[split:], y[split:]
mu, sigma = series[: split + W].mean(), series[: split + W].std()
norm = lambda v: (v - mu) / sigma
X_tr, y_tr, X_te, y_te = [norm(v).to(device) for v in (X_tr, y_tr, X_te, y_te)]
print("train/test windows:", len(X_tr), len(X_te))

naive = ((X_te[:, -1] - y_te) ** 2).mean().sqrt().item()
print(f"naive last-value RMSE {naive:.4f}")

mlp = nn.Sequential(nn.Linear(W, 32), nn.ReLU(), nn.Linear(32, 1)).to(device)


class LSTMForecaster(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(1, 16, batch_first=True)
        self.out = nn.Linear(16, 1)

    def forward(self, x):
        h, _ = self.lstm(x.unsqueeze(-1))
        return self.out(h[:, -1])


lstm = LSTMForecaster().to(device)
for name, model, epochs in [("MLP", mlp, 40), ("LSTM", lstm, 30)]:
    opt = torch.optim.Adam(model.parameters(), lr=0.005)
    for epoch in range(epochs):
        for i in range(0, len(X_tr), 64):
            loss = nn.functional.mse_loss(model(X_tr[i:i + 64]).squeeze(1), y_tr[i:i + 64])
            opt.zero_grad()
            loss.backward()
            opt.step()
    with torch.no_grad():
        rmse = ((model(X_te).squeeze(1) - y_te) ** 2).mean().sqrt().item()
    print(f"{name:4s} test RMSE (normalized) {rmse:.4f}, beats naive: {rmse < naive}")

with torch.no_grad():
    context = X_te[0].clone()
    preds = []
    for step in range(10):
        nxt = mlp(context.unsqueeze(0)).squeeze()
        preds.append(nxt.item())
        context = torch.cat([context[1:], nxt.unsqueeze(0)])
    truth = y_te[:10]
    preds_t = torch.tensor(preds, device=device)
print("recursive 10-step forecast:", [f"{p * sigma.item() + mu.item():.2f}" for p in preds])
print("truth:                     ", [f"{v * sigma.item() + mu.item():.2f}" for v in truth.tolist()])
print(f"recursive RMSE grows: 1-step {abs(preds[0] - truth[0].item()):.3f}, 10-step RMSE {((preds_t - truth) ** 2).mean().sqrt().item():.3f}")
