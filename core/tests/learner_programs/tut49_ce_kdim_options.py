# Cross-entropy beyond the basics: per-pixel segmentation targets (N, C, H, W) with class weights,
# ignore_index and label_smoothing together, probability targets with weights, NLLLoss on
# log-probs with weights and ignore_index, reductions, and the gradients they produce.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

N, C, H, W = 2, 4, 3, 3
logits = torch.randn(N, C, H, W, device=device, requires_grad=True)
target = torch.randint(0, C, (N, H, W), device=device)
target[0, 0, 0] = 255
target[1, 2, 1] = 255
weights = torch.tensor([0.5, 1.0, 2.0, 1.5], device=device)

for smoothing in [0.0, 0.1]:
    for reduction in ["mean", "sum", "none"]:
        loss_fn = nn.CrossEntropyLoss(weight=weights, ignore_index=255, label_smoothing=smoothing, reduction=reduction)
        loss = loss_fn(logits, target)
        if reduction == "none":
            print(smoothing, reduction, loss.shape, loss[0].round(decimals=4))
        else:
            print(smoothing, reduction, round(loss.item(), 5))

loss = F.cross_entropy(logits, target, weight=weights, ignore_index=255, label_smoothing=0.2)
loss.backward()
print("grad at ignored pixel:", logits.grad[0, :, 0, 0])
print("grad sum:", round(logits.grad.sum().item(), 6), round(logits.grad.abs().sum().item(), 5))

probs = torch.softmax(torch.randn(5, 3, device=device), dim=1)
scores = torch.randn(5, 3, device=device)
w3 = torch.tensor([1.0, 2.0, 0.5], device=device)
print("soft", round(F.cross_entropy(scores, probs).item(), 5))
print("soft weighted", round(F.cross_entropy(scores, probs, weight=w3).item(), 5))
print("soft smoothed", round(F.cross_entropy(scores, probs, weight=w3, label_smoothing=0.3).item(), 5))
print("soft none", F.cross_entropy(scores, probs, reduction="none").round(decimals=4))

hard = torch.tensor([0, 2, 1, -100, 2], device=device)
logp = F.log_softmax(scores, dim=1)
print("nll", round(F.nll_loss(logp, hard).item(), 5), round(F.nll_loss(logp, hard, weight=w3).item(), 5))
print("nll none", F.nll_loss(logp, hard, weight=w3, reduction="none").round(decimals=4))
print("ce == nll", torch.allclose(F.cross_entropy(scores, hard, weight=w3), F.nll_loss(logp, hard, weight=w3)))
all_ignored = torch.full((5,), -100, device=device)
# (The mean over no targets is nan: Debug mode stops at the first NaN an op makes.)
print("all ignored", F.cross_entropy(scores, all_ignored, reduction="sum"))

seq_logits = torch.randn(2, 5, 6, device=device)
seq_target = torch.randint(0, 6, (2, 5), device=device)
loss_bt = F.cross_entropy(seq_logits.transpose(1, 2), seq_target)
loss_flat = F.cross_entropy(seq_logits.reshape(-1, 6), seq_target.reshape(-1))
print("seq", round(loss_bt.item(), 5), round(loss_flat.item(), 5))
print(nn.CrossEntropyLoss(weight=w3, ignore_index=0))
print(nn.NLLLoss(reduction="sum"))
