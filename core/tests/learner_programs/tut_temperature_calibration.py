# Calibrating an over-confident classifier with temperature scaling: an overfit MLP, reliability
# bins and the Expected Calibration Error computed by hand, a single temperature parameter fit on
# validation logits by minimizing NLL, and ECE/NLL/accuracy before and after (accuracy unchanged).
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(8)

C = 3
centers = torch.randn(C, 5) * 1.2


def make(n):
    y = torch.randint(0, C, (n,))
    return (centers[y] + torch.randn(n, 5)).to(device), y.to(device)


X_tr, y_tr = make(60)
X_val, y_val = make(300)
X_te, y_te = make(300)

model = nn.Sequential(nn.Linear(5, 128), nn.ReLU(), nn.Linear(128, C)).to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.01)
for epoch in range(300):
    loss = F.cross_entropy(model(X_tr), y_tr)
    opt.zero_grad()
    loss.backward()
    opt.step()
print(f"train loss {loss.item():.4f} (overfit)")


def ece(logits, labels, n_bins=10):
    probs = logits.softmax(1)
    conf, pred = probs.max(1)
    correct = (pred == labels).float()
    edges = torch.linspace(0, 1, n_bins + 1, device=logits.device)
    total = torch.zeros((), device=logits.device)
    rows = []
    for lo, hi in zip(edges[:-1].tolist(), edges[1:].tolist()):
        in_bin = (conf > lo) & (conf <= hi)
        if in_bin.any():
            gap = (conf[in_bin].mean() - correct[in_bin].mean()).abs()
            total = total + gap * in_bin.float().mean()
            rows.append((lo, hi, int(in_bin.sum()), conf[in_bin].mean().item(), correct[in_bin].mean().item()))
    return total.item(), rows


with torch.no_grad():
    val_logits = model(X_val)
    te_logits = model(X_te)

e, rows = ece(te_logits, y_te)
print("reliability bins (test, before):")
for lo, hi, cnt, c, a in rows:
    print(f"  ({lo:.1f}, {hi:.1f}] n={cnt:3d} confidence {c:.3f} accuracy {a:.3f}")

log_t = torch.zeros(1, device=device, requires_grad=True)
t_opt = torch.optim.Adam([log_t], lr=0.05)
for step in range(200):
    nll = F.cross_entropy(val_logits / log_t.exp(), y_val)
    t_opt.zero_grad()
    nll.backward()
    t_opt.step()
T = log_t.exp().item()
print(f"fitted temperature: {T:.3f}")

for name, logits in [("before", te_logits), ("after", te_logits / T)]:
    e, _ = ece(logits, y_te)
    acc = (logits.argmax(1) == y_te).float().mean().item()
    nll = F.cross_entropy(logits, y_te).item()
    conf = logits.softmax(1).max(1).values.mean().item()
    print(f"{name:6s}: acc {acc:.3f} NLL {nll:.3f} ECE {e:.3f} mean confidence {conf:.3f}")
print("argmax unchanged by temperature:", torch.equal(te_logits.argmax(1), (te_logits / T).argmax(1)))
