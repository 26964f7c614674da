# Binary logistic regression: nn.Linear + BCEWithLogitsLoss with pos_weight for an imbalanced set,
# precision/recall/F1 from boolean masks at several thresholds, L2 through weight_decay versus an
# explicit penalty, and the ROC-style sweep printed as a table.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(77)

n_pos, n_neg = 30, 120
X = torch.cat([torch.randn(n_pos, 4) + 1.0, torch.randn(n_neg, 4) - 0.3])
y = torch.cat([torch.ones(n_pos), torch.zeros(n_neg)])
perm = torch.randperm(len(y))
X, y = X[perm].to(device), y[perm].to(device)
print("positives", int(y.sum().item()), "of", len(y))


def train(weight_decay, explicit_l2=0.0, pos_weight=None):
    torch.manual_seed(0)
    model = nn.Linear(4, 1).to(device)
    loss_fn = nn.BCEWithLogitsLoss(pos_weight=pos_weight)
    opt = torch.optim.SGD(model.parameters(), lr=0.5, weight_decay=weight_decay)
    for _ in range(100):
        logits = model(X).squeeze(1)
        loss = loss_fn(logits, y)
        if explicit_l2:
            loss = loss + explicit_l2 / 2 * model.weight.pow(2).sum() + explicit_l2 / 2 * model.bias.pow(2).sum()
        opt.zero_grad()
        loss.backward()
        opt.step()
    return model, loss.item()


m1, l1 = train(0.01)
m2, l2 = train(0.0, explicit_l2=0.01)
print(f"weight_decay loss {l1:.4f}")
print("weight_decay == explicit L2:", torch.allclose(m1.weight, m2.weight, atol=1e-5))
pw = torch.tensor([n_neg / n_pos], device=device)
m3, l3 = train(0.0, pos_weight=pw)
print(f"pos_weight {pw.item():.1f} loss {l3:.4f}")

for name, m in [("plain", m1), ("pos_weight", m3)]:
    with torch.no_grad():
        p = torch.sigmoid(m(X).squeeze(1))
    print(name)
    for thr in [0.3, 0.5, 0.7]:
        pred = p >= thr
        tp = (pred & (y == 1)).sum().item()
        fp = (pred & (y == 0)).sum().item()
        fn = (~pred & (y == 1)).sum().item()
        precision = tp / max(tp + fp, 1)
        recall = tp / max(tp + fn, 1)
        f1 = 2 * precision * recall / max(precision + recall, 1e-8)
        print(f"  thr {thr:.1f} tp {tp:3d} fp {fp:3d} fn {fn:3d} P {precision:.3f} R {recall:.3f} F1 {f1:.3f}")
print(m3.weight.data.round(decimals=3), m3.bias.data.round(decimals=3))
