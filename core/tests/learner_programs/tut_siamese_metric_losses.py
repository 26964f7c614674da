# Metric learning losses on embeddings from a small Siamese MLP: pairwise_distance,
# cosine_similarity, ContrastiveLoss written by hand, TripletMarginLoss, CosineEmbeddingLoss,
# MarginRankingLoss and HingeEmbeddingLoss, then a few triplet training steps.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(64)

embed = nn.Sequential(nn.Linear(6, 16), nn.ReLU(), nn.Linear(16, 4)).to(device)
x1 = torch.randn(8, 6, device=device)
x2 = torch.randn(8, 6, device=device)
same = torch.tensor([1, 0, 1, 1, 0, 0, 1, 0], device=device).float()
e1, e2 = embed(x1), embed(x2)
d = F.pairwise_distance(e1, e2)
print("pairwise", d.round(decimals=4))
print("cosine", F.cosine_similarity(e1, e2).round(decimals=4))
print("nn.PairwiseDistance", torch.allclose(nn.PairwiseDistance(p=2)(e1, e2), d))


def contrastive(d, same, margin=1.0):
    return (same * d.pow(2) + (1 - same) * F.relu(margin - d).pow(2)).mean() / 2


print(f"contrastive {contrastive(d, same).item():.4f}")
cos_target = same * 2 - 1
print(f"cosine embedding {nn.CosineEmbeddingLoss(margin=0.2)(e1, e2, cos_target).item():.4f}")
print(f"margin ranking {nn.MarginRankingLoss(margin=0.5)(d[:4], d[4:], torch.tensor([1.0, -1.0, 1.0, -1.0], device=device)).item():.4f}")
print(f"hinge embedding {nn.HingeEmbeddingLoss(margin=1.0)(d, cos_target).item():.4f}")
anchor, pos, neg = e1, e1 + 0.1 * torch.randn_like(e1), e2
print(f"triplet {nn.TripletMarginLoss(margin=1.0, p=2)(anchor, pos, neg).item():.4f}")
print(f"triplet swap {nn.TripletMarginLoss(margin=1.0, swap=True)(anchor, pos, neg).item():.4f}")
tdl = nn.TripletMarginWithDistanceLoss(distance_function=lambda a, b: 1 - F.cosine_similarity(a, b), margin=0.3)
print(f"triplet cosine distance {tdl(anchor, pos, neg).item():.4f}")

# Train on triplets: classes are the sign of the first feature.
opt = torch.optim.Adam(embed.parameters(), lr=0.01)
crit = nn.TripletMarginLoss(margin=0.5)
data = torch.randn(60, 6, device=device)
cls = (data[:, 0] > 0).long()
pos_idx = [torch.nonzero(cls == c).squeeze(1) for c in range(2)]
for step in range(8):
    a_i = torch.randint(0, 60, (16,))
    p_i = torch.stack([pos_idx[cls[i]][torch.randint(0, len(pos_idx[cls[i]]), (1,))][0] for i in a_i])
    n_i = torch.stack([pos_idx[1 - cls[i]][torch.randint(0, len(pos_idx[1 - cls[i]]), (1,))][0] for i in a_i])
    loss = crit(embed(data[a_i]), embed(data[p_i]), embed(data[n_i]))
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(step, f"{loss.item():.4f}")
with torch.no_grad():
    z = embed(data)
    centroids = torch.stack([z[cls == c].mean(0) for c in range(2)])
    pred = torch.cdist(z, centroids).argmin(1)
print("centroid accuracy", (pred == cls).float().mean().item() > 0.5)
