# Less common losses: CosineEmbedding, MarginRanking, HingeEmbedding, TripletMarginWithDistance,
# MultiMargin, MultiLabelMargin, SoftMargin, MultiLabelSoftMargin, PoissonNLL, GaussianNLL, with
# reductions and gradients.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)
a = torch.randn(4, 5, device=device, requires_grad=True)
b = torch.randn(4, 5, device=device)
y = torch.tensor([1.0, -1.0, 1.0, -1.0], device=device)
r = lambda t: round(t.item(), 4) if t.dim() == 0 else [round(v, 4) for v in t.flatten().tolist()]
for red in ["mean", "sum", "none"]:
    print(red, r(nn.CosineEmbeddingLoss(margin=0.2, reduction=red)(a, b, y)))
s1, s2 = torch.randn(6, device=device), torch.randn(6, device=device)
t = torch.tensor([1.0, 1.0, -1.0, 1.0, -1.0, -1.0], device=device)
print(r(nn.MarginRankingLoss(margin=0.5)(s1, s2, t)), r(F.margin_ranking_loss(s1, s2, t, reduction="none")))
d = torch.rand(6, device=device) * 2
print(r(nn.HingeEmbeddingLoss(margin=1.5)(d, t)), r(F.hinge_embedding_loss(d, t, reduction="none")))
anc, pos, neg = torch.randn(3, 4, 8, device=device).unbind(0)
print(r(nn.TripletMarginLoss(margin=1.0, p=1)(anc, pos, neg)), r(nn.TripletMarginLoss(swap=True)(anc, pos, neg)))
cos_d = lambda u, v: 1 - F.cosine_similarity(u, v)
print(r(nn.TripletMarginWithDistanceLoss(distance_function=cos_d, margin=0.5)(anc, pos, neg)))
print(r(nn.TripletMarginWithDistanceLoss()(anc, pos, neg)), r(F.triplet_margin_loss(anc, pos, neg, reduction="none")))
scores = torch.randn(3, 5, device=device)
target = torch.tensor([1, 0, 4], device=device)
print(r(nn.MultiMarginLoss()(scores, target)), r(nn.MultiMarginLoss(p=2, margin=0.5)(scores, target)))
print(r(nn.MultiMarginLoss(weight=torch.tensor([1.0, 2.0, 1.0, 1.0, 3.0], device=device), reduction="none")(scores, target)))
ml_target = torch.tensor([[3, 0, -1, 1, 2], [1, -1, 0, 0, 0], [4, 2, 1, -1, 3]], device=device)
print(r(nn.MultiLabelMarginLoss()(scores, ml_target)), r(F.multilabel_margin_loss(scores, ml_target, reduction="none")))
print(r(nn.SoftMarginLoss()(s1, t)), r(F.soft_margin_loss(s1, t, reduction="sum")))
multi = (torch.rand(3, 5, device=device) > 0.5).float()
print(r(nn.MultiLabelSoftMarginLoss()(scores, multi)), r(nn.MultiLabelSoftMarginLoss(weight=torch.arange(1.0, 6.0, device=device), reduction="none")(scores, multi)))
rate = torch.randn(5, device=device)
counts = torch.tensor([0.0, 1.0, 3.0, 2.0, 7.0], device=device)
print(r(nn.PoissonNLLLoss()(rate, counts)), r(nn.PoissonNLLLoss(log_input=False, full=True)(rate.exp(), counts)))
print(r(F.poisson_nll_loss(rate, counts, reduction="none", full=True)))
mu = torch.randn(4, 2, device=device, requires_grad=True)
var = torch.rand(4, 2, device=device) + 0.1
tg = torch.randn(4, 2, device=device)
print(r(nn.GaussianNLLLoss()(mu, tg, var)), r(nn.GaussianNLLLoss(full=True, eps=1e-3)(mu, tg, var)))
print(r(F.gaussian_nll_loss(mu, tg, var[:, :1], reduction="none")))
loss = nn.CosineEmbeddingLoss()(a, b, y) + nn.GaussianNLLLoss()(mu, tg, var)
loss.backward()
print(r(a.grad.sum(dim=1)), r(mu.grad.sum(dim=0)))
print(r(nn.L1Loss(reduction="sum")(s1, s2)), r(nn.KLDivLoss(reduction="batchmean")(F.log_softmax(scores, 1), F.softmax(scores.flip(0), 1))))
print(r(nn.BCELoss(weight=torch.tensor([1.0, 2.0, 0.5, 1.0, 1.0], device=device))(torch.sigmoid(scores), multi)))
print(r(nn.BCEWithLogitsLoss(pos_weight=torch.tensor([3.0, 1.0, 1.0, 2.0, 1.0], device=device), reduction="none")(scores, multi)))
