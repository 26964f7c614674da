# Margin and embedding losses with options: MarginRankingLoss, TripletMarginLoss with swap and p=1,
# TripletMarginWithDistanceLoss with cosine distance, CosineEmbeddingLoss with margin,
# HingeEmbeddingLoss, MultiMarginLoss with p=2 and weight, MultiLabelMarginLoss, SoftMarginLoss,
# MultiLabelSoftMarginLoss; each with reductions, plus gradients.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(61)

a = torch.randn(4, device=device, requires_grad=True)
b = torch.randn(4, device=device)
y = torch.tensor([1.0, -1.0, 1.0, -1.0], device=device)
for red in ["mean", "sum", "none"]:
    print(red, nn.MarginRankingLoss(margin=0.3, reduction=red)(a, b, y).round(decimals=4))
anc, pos, neg = (torch.randn(3, 5, device=device) for _ in range(3))
print(round(nn.TripletMarginLoss(margin=1.0, p=1, swap=True)(anc, pos, neg).item(), 4))
print(nn.TripletMarginLoss(margin=0.5, reduction="none")(anc, pos, neg).round(decimals=4))
cos_dist = lambda u, v: 1 - F.cosine_similarity(u, v)
print(round(nn.TripletMarginWithDistanceLoss(distance_function=cos_dist, margin=0.2)(anc, pos, neg).item(), 4))
print(round(nn.TripletMarginWithDistanceLoss()(anc, pos, neg).item(), 4))
e1, e2 = torch.randn(3, 4, device=device), torch.randn(3, 4, device=device)
t = torch.tensor([1, -1, -1], device=device)
print(nn.CosineEmbeddingLoss(margin=-0.2, reduction="none")(e1, e2, t).round(decimals=4))
d = torch.tensor([0.5, 2.0, 0.1, 1.5], device=device)
print(nn.HingeEmbeddingLoss(margin=1.0, reduction="none")(d, y), round(nn.HingeEmbeddingLoss()(d, y).item(), 4))
logits = torch.randn(3, 4, device=device, requires_grad=True)
target = torch.tensor([0, 3, 1], device=device)
mm = nn.MultiMarginLoss(p=2, margin=0.5, weight=torch.tensor([1.0, 2.0, 0.5, 1.0], device=device))
lv = mm(logits, target)
lv.backward()
print(round(lv.item(), 4), logits.grad.round(decimals=4))
print(nn.MultiMarginLoss(reduction="none")(logits.detach(), target).round(decimals=4))
ml_target = torch.tensor([[3, 0, -1, 1], [1, 2, 3, -1], [-1, 0, 0, 0]], device=device)
print(nn.MultiLabelMarginLoss(reduction="none")(logits.detach(), ml_target).round(decimals=4))
print(round(nn.SoftMarginLoss()(a.detach(), y).item(), 4))
mls_t = torch.tensor([[1, 0, 1, 0], [0, 0, 0, 1], [1, 1, 1, 1]], dtype=torch.float, device=device)
print(nn.MultiLabelSoftMarginLoss(reduction="none")(logits.detach(), mls_t).round(decimals=4))
print(round(nn.MultiLabelSoftMarginLoss(weight=torch.tensor([1.0, 0.0, 2.0, 1.0], device=device))(logits.detach(), mls_t).item(), 4))
loss = nn.MarginRankingLoss(margin=0.3)(a, b, y)
loss.backward()
print(a.grad)
