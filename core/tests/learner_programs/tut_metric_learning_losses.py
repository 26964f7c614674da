# Metric-learning losses side by side: TripletMarginLoss (p, swap), TripletMarginWithDistanceLoss
# with cosine distance, CosineEmbeddingLoss, MarginRankingLoss, HingeEmbeddingLoss, and a
# hand-written contrastive loss over pair labels, with batch-hard mining by masks.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(17)
a = torch.randn(6, 4, device=device)
p = a + 0.3 * torch.randn(6, 4, device=device)
n = torch.randn(6, 4, device=device)

for kw in [dict(), dict(margin=2.0), dict(p=1.0), dict(swap=True), dict(reduction="sum")]:
    print("triplet", kw, round(nn.TripletMarginLoss(**kw)(a, p, n).item(), 4))
manual = F.relu(F.pairwise_distance(a, p) - F.pairwise_distance(a, n) + 1.0).mean()
print("manual triplet:", round(manual.item(), 4))
cos_dist = lambda x, y: 1.0 - F.cosine_similarity(x, y)
print("cosine triplet:", round(nn.TripletMarginWithDistanceLoss(distance_function=cos_dist, margin=0.5)(a, p, n).item(), 4))
print("default distance:", round(F.triplet_margin_with_distance_loss(a, p, n).item(), 4))

y = torch.tensor([1, -1, 1, -1, 1, -1], device=device)
print("cosine emb:", round(nn.CosineEmbeddingLoss(margin=0.2)(a, n, y).item(), 4))
print([round(v, 4) for v in F.cosine_embedding_loss(a, n, y, reduction="none").tolist()])
s1 = torch.tensor([0.9, 0.2, 0.5], device=device)
s2 = torch.tensor([0.1, 0.4, 0.5], device=device)
print("ranking:", round(nn.MarginRankingLoss(margin=0.1)(s1, s2, torch.tensor([1.0, -1.0, 1.0], device=device)).item(), 4))
d = torch.tensor([0.3, 2.0, 0.7], device=device)
print("hinge emb:", [round(v, 4) for v in F.hinge_embedding_loss(d, torch.tensor([1.0, -1.0, -1.0], device=device), reduction="none").tolist()])


def contrastive(e1, e2, same, margin=1.0):
    dist = F.pairwise_distance(e1, e2)
    return (same * dist.pow(2) + (1 - same) * F.relu(margin - dist).pow(2)).mean() / 2


same = torch.tensor([1.0, 0.0, 1.0, 0.0, 1.0, 0.0], device=device)
print("contrastive:", round(contrastive(a, n, same).item(), 4))

emb = F.normalize(torch.randn(8, 4, device=device), dim=1)
labels = torch.tensor([0, 0, 1, 1, 2, 2, 0, 1], device=device)
D = torch.cdist(emb, emb)
same_lbl = labels[:, None] == labels[None, :]
eye = torch.eye(8, dtype=torch.bool, device=device)
hardest_pos = D.masked_fill(~same_lbl | eye, float("-inf")).amax(1)
hardest_neg = D.masked_fill(same_lbl, float("inf")).amin(1)
print([round(v, 4) for v in hardest_pos.tolist()])
print([round(v, 4) for v in hardest_neg.tolist()])
print("batch-hard:", round(F.relu(hardest_pos - hardest_neg + 0.3).mean().item(), 4))
try:
    nn.TripletMarginLoss()(a, p, n[:, :3])
except RuntimeError as e:
    print("RuntimeError")
