# Distance computations a retrieval or clustering notebook uses: cdist with p=1/2/inf, pdist's
# condensed form, cosine similarity matrices via normalize + matmul, PairwiseDistance with eps,
# and the expanded-norm trick checked against cdist.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(34)
a = torch.randn(4, 3, device=device)
b = torch.randn(5, 3, device=device)
for p in [1.0, 2.0, float("inf")]:
    d = torch.cdist(a, b, p=p)
    print(p, tuple(d.shape), [round(v, 4) for v in d[0].tolist()])
sq = (a.pow(2).sum(1, keepdim=True) - 2 * a @ b.T + b.pow(2).sum(1)).clamp_min(0).sqrt()
print("expanded trick:", torch.allclose(sq, torch.cdist(a, b), atol=1e-4))
pd = F.pdist(a)
print(tuple(pd.shape), [round(v, 4) for v in pd.tolist()])
full = torch.cdist(a, a)
iu = torch.triu_indices(4, 4, 1)
print("pdist == upper triangle:", torch.allclose(pd, full[iu[0], iu[1]], atol=1e-5))
print(iu.tolist())

an = F.normalize(a, dim=1)
bn = F.normalize(b, dim=1)
sim = an @ bn.T
print([round(v, 4) for v in sim[1].tolist()])
print(torch.allclose(sim, F.cosine_similarity(a[:, None, :], b[None, :, :], dim=-1), atol=1e-5))
print("nearest:", sim.argmax(1).tolist(), torch.cdist(a, b).argmin(1).tolist())
pw = nn.PairwiseDistance(p=2, eps=1e-6, keepdim=True)
print(tuple(pw(a, b[:4]).shape), [round(v, 4) for v in pw(a, b[:4]).flatten().tolist()])
print([round(v, 4) for v in F.pairwise_distance(a, a).tolist()])
cs = nn.CosineSimilarity(dim=0)
print(round(cs(torch.tensor([1.0, 0.0], device=device), torch.tensor([1.0, 1.0], device=device)).item(), 4))
print(F.cosine_similarity(torch.zeros(1, 3, device=device), a[:1]).tolist())
batch = torch.cdist(torch.randn(2, 4, 3, device=device), torch.randn(2, 6, 3, device=device))
print(tuple(batch.shape))
print([round(v, 4) for v in torch.dist(a[0], a[1], p=3).reshape(1).tolist()])
mahal = torch.tensor([[2.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 0.5]], device=device)
diff = a[:, None, :] - b[None, :, :]
md = torch.einsum("ijk,kl,ijl->ij", diff, mahal, diff).sqrt()
print([round(v, 4) for v in md[0].tolist()])
