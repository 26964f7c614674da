# Classification metrics by hand for a 4-class problem: a confusion matrix via bincount of
# target * C + pred, per-class precision/recall/F1, macro vs micro vs weighted averages, top-k
# accuracy, and ROC-AUC for one class by ranking; printed as a report table.
import torch

device = "cpu"
torch.manual_seed(8)

C = 4
n = 200
targets = torch.randint(0, C, (n,), device=device)
logits = torch.randn(n, C, device=device)
logits[torch.arange(n), targets] += 1.2  # a somewhat informative classifier
preds = logits.argmax(1)

cm = torch.bincount(targets * C + preds, minlength=C * C).reshape(C, C)
print("confusion matrix (rows = true, cols = predicted):")
print(cm)
print("total:", cm.sum().item(), "accuracy:", f"{cm.diag().sum().item() / n:.3f}")

tp = cm.diag().float()
fp = cm.sum(0).float() - tp
fn = cm.sum(1).float() - tp
precision = tp / (tp + fp).clamp(min=1)
recall = tp / (tp + fn).clamp(min=1)
f1 = 2 * precision * recall / (precision + recall).clamp(min=1e-12)
support = cm.sum(1)

print(f"{'class':>6s} {'prec':>6s} {'recall':>6s} {'f1':>6s} {'support':>7s}")
for k in range(C):
    print(f"{k:>6d} {precision[k].item():6.3f} {recall[k].item():6.3f} {f1[k].item():6.3f} {support[k].item():7d}")
print(f"{'macro':>6s} {precision.mean().item():6.3f} {recall.mean().item():6.3f} {f1.mean().item():6.3f} {n:7d}")
w = support.float() / n
print(f"{'weight':>6s} {(precision * w).sum().item():6.3f} {(recall * w).sum().item():6.3f} {(f1 * w).sum().item():6.3f} {n:7d}")
micro_p = tp.sum() / (tp.sum() + fp.sum())
micro_r = tp.sum() / (tp.sum() + fn.sum())
print(f"micro precision {micro_p.item():.3f} recall {micro_r.item():.3f} (equal to accuracy)")

# The same confusion matrix by index_put_ with accumulate=True.
cm2 = torch.zeros(C, C, dtype=torch.long, device=device)
cm2.index_put_((targets, preds), torch.ones(n, dtype=torch.long, device=device), accumulate=True)
print("index_put_ matches:", torch.equal(cm, cm2))

# Top-k accuracy.
for k in (1, 2, 3):
    topk = logits.topk(k, dim=1).indices
    hit = (topk == targets.unsqueeze(1)).any(dim=1).float().mean()
    print(f"top-{k} accuracy: {hit.item():.3f}")

# Normalized confusion matrix (rows sum to 1).
cm_norm = cm.float() / cm.sum(1, keepdim=True)
torch.set_printoptions(precision=2)
print(cm_norm)
torch.set_printoptions(profile="default")

# One-vs-rest ROC-AUC for class 0 by the rank-sum (Mann-Whitney) formula.
scores = torch.softmax(logits, 1)[:, 0]
pos = targets == 0
ranks = torch.empty(n, device=device)
ranks[scores.argsort()] = torch.arange(1, n + 1, dtype=torch.float32, device=device)
n_pos, n_neg = pos.sum().item(), (~pos).sum().item()
auc = (ranks[pos].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)
print(f"AUC class 0: {auc.item():.4f}")
# Pairwise check.
pair = (scores[pos].unsqueeze(1) > scores[~pos].unsqueeze(0)).float().mean()
print(f"pairwise AUC: {pair.item():.4f}")

# Precision/recall at thresholds for class 0.
for thr in (0.3, 0.5, 0.7):
    flagged = scores >= thr
    tp0 = (flagged & pos).sum().item()
    prec = tp0 / max(flagged.sum().item(), 1)
    rec = tp0 / n_pos
    print(f"thr {thr}: flagged {flagged.sum().item():3d} precision {prec:.3f} recall {rec:.3f}")
