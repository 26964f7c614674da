# Anomaly detection on a multivariate time series with an MLP autoencoder over sliding windows:
# windows via unfold, training on normal data only, reconstruction errors, a threshold at the
# 99th percentile with torch.quantile, injected anomalies flagged, precision/recall, and the
# top-k most anomalous windows.
import math
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(2)

T = 600
t = torch.arange(T, dtype=torch.float32)
signal = torch.stack([torch.sin(2 * math.pi * t / 50), torch.cos(2 * math.pi * t / 30)], dim=1)
signal = signal + 0.05 * torch.randn(T, 2)
test = signal.clone()
anomalies = [150, 320, 480]
for a in anomalies:
    test[a:a + 5, 0] += 1.5
W = 20
train_w = signal.unfold(0, W, 1).reshape(-1, 2 * W)
test_w = test.unfold(0, W, 1).reshape(-1, 2 * W)
print("windows", tuple(train_w.shape), tuple(test_w.shape))
mean, std = train_w.mean(0), train_w.std(0)
norm = lambda w: (w - mean) / std

ae = nn.Sequential(nn.Linear(2 * W, 16), nn.ReLU(), nn.Linear(16, 4), nn.ReLU(), nn.Linear(4, 16), nn.ReLU(), nn.Linear(16, 2 * W)).to(device)
opt = torch.optim.Adam(ae.parameters(), lr=3e-3)
xtr = norm(train_w).to(device)
for epoch in range(30):
    perm = torch.randperm(len(xtr), device=device)
    for i in range(0, len(xtr), 64):
        xb = xtr[perm[i:i + 64]]
        loss = nn.functional.mse_loss(ae(xb), xb)
        opt.zero_grad()
        loss.backward()
        opt.step()
    if epoch % 10 == 9:
        print(f"epoch {epoch} loss {loss.item():.4f}")

ae.eval()
with torch.no_grad():
    err_train = ((ae(xtr) - xtr) ** 2).mean(1)
    xte = norm(test_w).to(device)
    err_test = ((ae(xte) - xte) ** 2).mean(1)
threshold = torch.quantile(err_train, 0.99)
print(f"threshold {threshold.item():.4f} median train error {err_train.median().item():.4f}")
flag = err_test > threshold
truth = torch.zeros(len(test_w), dtype=torch.bool, device=device)
for a in anomalies:
    truth[max(0, a - W + 1):a + 5] = True
tp = (flag & truth).sum().item()
fp = (flag & ~truth).sum().item()
fn = (~flag & truth).sum().item()
print(f"flagged {flag.sum().item()} tp {tp} fp {fp} fn {fn}")
print(f"precision {tp / max(tp + fp, 1):.3f} recall {tp / max(tp + fn, 1):.3f}")
top = err_test.topk(3).indices.sort().values
print("top windows near anomalies:", [min(abs(i - a) for a in anomalies) < W for i in top.tolist()])
