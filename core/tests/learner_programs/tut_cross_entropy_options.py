# CrossEntropyLoss options in one place: class weights with mean reduction (weighted average),
# ignore_index for padding, label_smoothing, probability targets, (N, C, L) sequence inputs,
# NLLLoss equivalence and BCEWithLogits pos_weight for imbalance.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(45)
logits = torch.randn(6, 4, device=device)
target = torch.tensor([0, 3, 1, -100, 2, 3], device=device)
w = torch.tensor([1.0, 2.0, 0.5, 1.5], device=device)

print("ignore:", round(F.cross_entropy(logits, target).item(), 5))
per_item = F.cross_entropy(logits, target, reduction="none")
print("none:", tuple(per_item.shape), [round(v, 4) for v in per_item[target != -100].tolist()], per_item[3].abs().item())
lw = F.cross_entropy(logits, target, weight=w)
keep = target != -100
manual = (F.cross_entropy(logits[keep], target[keep], reduction="none") * w[target[keep]]).sum() / w[target[keep]].sum()
print("weighted:", round(lw.item(), 5), round(manual.item(), 5))
print("custom ignore:", round(nn.CrossEntropyLoss(ignore_index=3)(logits, target.clamp(min=0)).item(), 5))
print("smoothing:", round(F.cross_entropy(logits, target, label_smoothing=0.1).item(), 5))
print("smoothing+weight:", round(F.cross_entropy(logits, target, weight=w, label_smoothing=0.2).item(), 5))

probs = F.softmax(torch.randn(6, 4, device=device), 1)
print("soft targets:", round(F.cross_entropy(logits, probs).item(), 5), round(-(probs * logits.log_softmax(1)).sum(1).mean().item(), 5))
print("soft + weight:", round(F.cross_entropy(logits, probs, weight=w).item(), 5))

seq_logits = torch.randn(2, 4, 5, device=device)
seq_tgt = torch.tensor([[0, 1, 2, 3, -100], [3, 3, -100, -100, -100]], device=device)
print("seq:", round(F.cross_entropy(seq_logits, seq_tgt).item(), 5))
flat = F.cross_entropy(seq_logits.transpose(1, 2).reshape(-1, 4), seq_tgt.reshape(-1))
print("seq flat:", round(flat.item(), 5))
print("nll:", round(F.nll_loss(F.log_softmax(logits, 1), target, weight=w).item(), 5))

bl = torch.randn(8, 3, device=device)
bt = (torch.rand(8, 3, device=device) > 0.7).float()
pw = torch.tensor([3.0, 1.0, 0.5], device=device)
a = F.binary_cross_entropy_with_logits(bl, bt, pos_weight=pw)
manual_b = -(pw * bt * F.logsigmoid(bl) + (1 - bt) * F.logsigmoid(-bl)).mean()
print("pos_weight:", round(a.item(), 5), round(manual_b.item(), 5))
print("bce weight:", round(nn.BCEWithLogitsLoss(weight=torch.tensor([1.0, 0.0, 2.0], device=device))(bl, bt).item(), 5))
try:
    F.cross_entropy(logits, torch.tensor([0, 1, 2, 3, 4, 5], device=device))
except (IndexError, RuntimeError) as e:
    print(type(e).__name__, str(e)[:40])
try:
    F.cross_entropy(logits, target.float())
except RuntimeError as e:
    print("RuntimeError:", str(e)[:60])
