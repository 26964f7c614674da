# Classification by hand: log_softmax + nll_loss vs cross_entropy, per-class precision/recall/F1
# from a confusion matrix built with bincount, top-k accuracy, class weights, and predictions printed
# as Python lists; argmax on exact ties from integer logits.
import torch
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(576)

logits = torch.randn(20, 4, device=device)
target = torch.randint(0, 4, (20,), device=device)
lp = F.log_softmax(logits, dim=1)
print(round(F.nll_loss(lp, target).item(), 4), round(F.cross_entropy(logits, target).item(), 4))
w = torch.tensor([1.0, 2.0, 0.5, 1.0], device=device)
print(round(F.cross_entropy(logits, target, weight=w).item(), 4), round(F.nll_loss(lp, target, weight=w, reduction="sum").item(), 4))
pred = logits.argmax(1)
cm = torch.bincount(target * 4 + pred, minlength=16).view(4, 4)
print(cm)
tp = cm.diag().float()
precision = tp / cm.sum(0).clamp(min=1)
recall = tp / cm.sum(1).clamp(min=1)
f1 = 2 * precision * recall / (precision + recall).clamp(min=1e-8)
print(precision.round(decimals=4), recall.round(decimals=4), f1.round(decimals=4))
print(f"macro F1 {f1.mean().item():.4f} accuracy {tp.sum().item() / len(target):.4f}")
top2 = logits.topk(2, dim=1).indices
print("top2 acc", (top2 == target.unsqueeze(1)).any(1).float().mean().item())
ties = torch.tensor([[1, 3, 3, 0], [2, 2, 1, 2], [0, 0, 0, 0]], device=device).float()
print(ties.argmax(1).tolist(), ties.softmax(1).argmax(1).tolist(), F.one_hot(ties.argmax(1), 4))
print(F.nll_loss(F.log_softmax(ties, 1), torch.tensor([1, 0, 3], device=device), reduction="none").round(decimals=4))
print(F.cross_entropy(logits[:4], target[:4], reduction="none").round(decimals=4))
print(F.cross_entropy(logits[:4], target[:4], ignore_index=int(target[0])).round(decimals=4))
probs = F.softmax(logits, 1)
conf, cls = probs.max(1)
print([(int(c), round(float(p), 3)) for c, p in zip(cls[:5], conf[:5])])
