# Multi-label classification (several tags per sample): targets as multi-hot float vectors,
# BCEWithLogitsLoss with pos_weight per label, sigmoid probabilities thresholded per label,
# exact-match ratio, Hamming loss, per-label F1 and micro/macro F1, and MultiLabelSoftMarginLoss.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(99)

n, d, L = 400, 6, 4
X = torch.randn(n, d)
W = torch.randn(d, L)
logits_true = X @ W + torch.tensor([0.0, -1.0, -2.0, 0.5])
Y = (logits_true + 0.5 * torch.randn(n, L) > 0).float()
X, Y = X.to(device), Y.to(device)
print("label frequencies:", Y.mean(0).round(decimals=3))
print("labels per sample histogram:", torch.bincount(Y.sum(1).long(), minlength=L + 1).tolist())

pos = Y.sum(0)
pos_weight = (n - pos) / pos
print("pos_weight:", pos_weight.round(decimals=3))

X_tr, Y_tr, X_te, Y_te = X[:300], Y[:300], X[300:], Y[300:]
model = nn.Sequential(nn.Linear(d, 32), nn.ReLU(), nn.Linear(32, L)).to(device)
loss_fn = nn.BCEWithLogitsLoss(pos_weight=pos_weight)
opt = torch.optim.Adam(model.parameters(), lr=0.01)
for epoch in range(60):
    loss = loss_fn(model(X_tr), Y_tr)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if epoch % 20 == 19:
        print(f"epoch {epoch + 1}: loss {loss.item():.4f}")

with torch.no_grad():
    probs = torch.sigmoid(model(X_te))
pred = (probs > 0.5).float()
exact = (pred == Y_te).all(1).float().mean().item()
hamming = (pred != Y_te).float().mean().item()
print(f"exact match ratio {exact:.3f}, hamming loss {hamming:.3f}")
tp = (pred * Y_te).sum(0)
fp = (pred * (1 - Y_te)).sum(0)
fn = ((1 - pred) * Y_te).sum(0)
f1 = 2 * tp / (2 * tp + fp + fn).clamp(min=1)
print("per-label F1:", [f"{v:.3f}" for v in f1.tolist()])
print(f"macro F1 {f1.mean().item():.3f}, micro F1 {(2 * tp.sum() / (2 * tp.sum() + fp.sum() + fn.sum())).item():.3f}")
for thr in (0.3, 0.5, 0.7):
    p = (probs > thr).float()
    print(f"threshold {thr}: predicted labels per sample {p.sum(1).mean().item():.2f} (true {Y_te.sum(1).mean().item():.2f})")

sample_logits = torch.tensor([[1.5, -0.5, 0.2, -2.0]], device=device)
sample_target = torch.tensor([[1.0, 0.0, 1.0, 0.0]], device=device)
bce = nn.BCEWithLogitsLoss()(sample_logits, sample_target)
mlsm = nn.MultiLabelSoftMarginLoss()(sample_logits, sample_target)
print(f"BCEWithLogits {bce.item():.4f} == MultiLabelSoftMargin {mlsm.item():.4f}")
print(f"per-label reduction='none': {nn.BCEWithLogitsLoss(reduction='none')(sample_logits, sample_target)}")
idx_target = torch.tensor([[0, 2, -1, 0]], device=device)
print(f"MultiLabelMarginLoss: {nn.MultiLabelMarginLoss()(sample_logits, idx_target).item():.4f}")
print("top-2 labels per test sample:", probs[:3].topk(2, dim=1).indices.tolist())
