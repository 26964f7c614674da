# Classification and sequence losses with all their options: CrossEntropyLoss with weight,
# ignore_index and label_smoothing together, K-dimensional targets, probability targets with
# label smoothing; NLLLoss weighted mean; CTCLoss with padded and concatenated targets, blank!=0,
# reductions and zero_infinity; gradients.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(107)

logits = torch.randn(5, 4, device=device, requires_grad=True)
target = torch.tensor([0, 3, -100, 1, 3], device=device)
w = torch.tensor([1.0, 2.0, 0.5, 1.5], device=device)
for red in ["mean", "sum", "none"]:
    l = F.cross_entropy(logits, target, weight=w, label_smoothing=0.2, reduction=red)
    print(red, l.round(decimals=4))
t2 = torch.tensor([0, 3, 2, 1, 3], device=device)
print(round(F.cross_entropy(logits, t2, ignore_index=3, label_smoothing=0.1).item(), 5))
print(round(F.cross_entropy(logits, t2, weight=w, ignore_index=3).item(), 5))
loss = nn.CrossEntropyLoss(weight=w, ignore_index=-100, label_smoothing=0.2)(logits, target)
loss.backward()
print(logits.grad.round(decimals=4))
soft = torch.softmax(torch.randn(5, 4, device=device), dim=1)
print(round(F.cross_entropy(logits, soft, label_smoothing=0.3).item(), 5), round(F.cross_entropy(logits, soft, weight=w).item(), 5))
img_logits = torch.randn(2, 3, 2, 2, device=device)
img_t = torch.tensor([[[0, 1], [2, -100]], [[1, 1], [0, 2]]], device=device)
print(F.cross_entropy(img_logits, img_t, reduction="none").round(decimals=4))
print(round(F.cross_entropy(img_logits, img_t, label_smoothing=0.1, weight=w[:3]).item(), 5))
logp = F.log_softmax(logits.detach(), dim=1)
print(round(F.nll_loss(logp, t2, weight=w).item(), 5), F.nll_loss(logp, t2, reduction="none", ignore_index=0).round(decimals=4))

T, N, C = 6, 2, 4
log_probs = torch.randn(T, N, C, device=device).log_softmax(2).detach().requires_grad_()
targets = torch.tensor([[1, 2, 2], [3, 1, 0]], device=device)
in_len = torch.tensor([6, 5])
tgt_len = torch.tensor([3, 2])
for red in ["mean", "sum", "none"]:
    print("ctc", red, F.ctc_loss(log_probs, targets, in_len, tgt_len, reduction=red).round(decimals=4))
flat = torch.tensor([1, 2, 2, 3, 1], device=device)
print(torch.allclose(F.ctc_loss(log_probs, flat, in_len, tgt_len), F.ctc_loss(log_probs, targets, in_len, tgt_len)))
ctc = nn.CTCLoss(blank=3, zero_infinity=True)
t_blank3 = torch.tensor([[0, 1, 1], [2, 0, 0]], device=device)
print(round(ctc(log_probs, t_blank3, in_len, tgt_len).item(), 4))
impossible = torch.tensor([[1, 1, 1, 1, 1], [2, 2, 2, 2, 2]], device=device)
print(F.ctc_loss(log_probs, impossible, torch.tensor([3, 3]), torch.tensor([5, 5]), zero_infinity=True, reduction="none"))
l = F.ctc_loss(log_probs, targets, in_len, tgt_len)
l.backward()
print(log_probs.grad[:, 1].round(decimals=4))
