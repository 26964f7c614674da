# log_softmax + nll_loss vs cross_entropy, class weights, ignore_index, label smoothing,
# binary cross entropy with logits and pos_weight, and accuracy/precision/recall by hand.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

logits = torch.randn(8, 4, device=device)
target = torch.tensor([0, 3, 1, 1, 2, 0, 3, 2], device=device)
logp = F.log_softmax(logits, dim=1)
print(f"{F.nll_loss(logp, target).item():.5f} {F.cross_entropy(logits, target).item():.5f}")
weights = torch.tensor([1.0, 2.0, 0.5, 1.0], device=device)
print(f"weighted {F.cross_entropy(logits, target, weight=weights).item():.5f}")
t2 = target.clone()
t2[2] = -100
print(f"ignore {F.cross_entropy(logits, t2).item():.5f}")
print(f"smooth {F.cross_entropy(logits, target, label_smoothing=0.1).item():.5f}")
print(F.cross_entropy(logits, target, reduction="none").round(decimals=4))
soft = torch.softmax(torch.randn(8, 4, device=device), dim=1)
print(f"soft targets {F.cross_entropy(logits, soft).item():.5f}")
print(nn.NLLLoss(reduction="sum")(logp, target))

scores = torch.randn(10, device=device)
labels = (torch.rand(10, device=device) > 0.5).float()
print(f"bce {F.binary_cross_entropy_with_logits(scores, labels).item():.5f}")
print(f"bce manual {F.binary_cross_entropy(torch.sigmoid(scores), labels).item():.5f}")
pw = torch.tensor([3.0], device=device)
print(f"pos_weight {nn.BCEWithLogitsLoss(pos_weight=pw)(scores, labels).item():.5f}")

pred = logits.argmax(dim=1)
print("pred", pred, "target", target)
acc = (pred == target).float().mean().item()
print(f"accuracy {acc:.3f}")
for c in range(4):
    tp = ((pred == c) & (target == c)).sum().item()
    fp = ((pred == c) & (target != c)).sum().item()
    fn = ((pred != c) & (target == c)).sum().item()
    prec = tp / (tp + fp) if tp + fp > 0 else 0.0
    rec = tp / (tp + fn) if tp + fn > 0 else 0.0
    print(f"class {c} precision {prec:.2f} recall {rec:.2f}")
conf = torch.zeros(4, 4, dtype=torch.long, device=device)
conf.index_put_((target, pred), torch.ones(8, dtype=torch.long, device=device), accumulate=True)
print(conf)
print(torch.bincount(pred, minlength=4))
print(F.softmax(logits[:2], dim=-1).sum(-1).round(decimals=3), F.log_softmax(logits[:2], dim=-1).exp().sum(-1).round(decimals=3))
