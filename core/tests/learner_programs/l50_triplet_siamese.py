# A siamese embedding net trained with TripletMarginLoss and CosineEmbeddingLoss on toy data,
# pairwise distances with torch.cdist, and a nearest-centroid evaluation.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

centers = torch.randn(3, 4) * 3
labels = torch.arange(3).repeat_interleave(10)
points = (centers[labels] + torch.randn(30, 4)).double()
net = nn.Sequential(nn.Linear(4, 16), nn.ReLU(), nn.Linear(16, 2)).to(device).double()
triplet = nn.TripletMarginLoss(margin=1.0, p=2)
opt = torch.optim.Adam(net.parameters(), lr=0.01)


def sample_triplets(n):
    a = torch.randint(0, 30, (n,))
    pos = (a // 10) * 10 + torch.randint(0, 10, (n,))
    neg_cls = ((a // 10) + torch.randint(1, 3, (n,))) % 3
    neg = neg_cls * 10 + torch.randint(0, 10, (n,))
    return a, pos, neg


for step in range(12):
    a, p, n = sample_triplets(16)
    emb = net(points.to(device))
    loss = triplet(emb[a], emb[p], emb[n])
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 4 == 0:
        print(f"step {step} triplet {loss.item():.2f}")
with torch.no_grad():
    emb = net(points.to(device))
cent = torch.stack([emb[labels == c].mean(0) for c in range(3)])
d = torch.cdist(emb, cent)
print(d.shape, d[:2].round(decimals=1))
pred = d.argmin(1)
print(f"centroid acc {(pred == labels.to(device)).float().mean().item():.3f}")
x1, x2 = emb[:5], emb[10:15]
target = torch.tensor([1, -1, 1, -1, -1], device=device)
print(f"cos emb loss {F.cosine_embedding_loss(x1, x2, target, margin=0.2).item():.4f}")
print(F.pairwise_distance(x1, x2).round(decimals=3))
print(torch.cdist(points[:3], points[:3], p=1).round(decimals=3))
print(F.triplet_margin_loss(emb[:4], emb[4:8], emb[20:24], margin=0.5, swap=True, reduction="none").round(decimals=4))
