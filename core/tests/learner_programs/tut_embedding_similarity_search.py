# Working with pretrained-style embedding vectors: a small hand-made embedding table loaded with
# nn.Embedding.from_pretrained (freeze=True), cosine similarity to every word, nearest neighbours
# with topk excluding the query, the king - man + woman analogy, normalization for dot-product
# search, and a bag-of-words sentence vector with EmbeddingBag.from_pretrained.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

words = ["king", "queen", "man", "woman", "prince", "princess", "apple", "banana", "fruit", "boy", "girl"]
#                     royalty gender fruit  youth
features = torch.tensor([
    [0.9, 0.8, 0.0, 0.1], [0.9, -0.8, 0.0, 0.1], [0.1, 0.8, 0.0, 0.2], [0.1, -0.8, 0.0, 0.2],
    [0.8, 0.8, 0.0, 0.8], [0.8, -0.8, 0.0, 0.8], [0.0, 0.0, 0.9, 0.0], [0.0, 0.0, 0.85, 0.1],
    [0.0, 0.0, 1.0, 0.0], [0.1, 0.8, 0.0, 0.9], [0.1, -0.8, 0.0, 0.9],
])
vectors = torch.cat([features, 0.05 * torch.randn(len(words), 4)], dim=1)
stoi = {w: i for i, w in enumerate(words)}
emb = nn.Embedding.from_pretrained(vectors, freeze=True).to(device)
print("embedding:", emb, "requires_grad:", emb.weight.requires_grad)


def vec(w):
    return emb(torch.tensor(stoi[w], device=device))


def neighbours(query, k=3, exclude=()):
    sims = F.cosine_similarity(query.unsqueeze(0), emb.weight, dim=1)
    for w in exclude:
        sims[stoi[w]] = -2.0
    vals, idx = sims.topk(k)
    return [(words[i], round(v, 3)) for v, i in zip(vals.tolist(), idx.tolist())]


for w in ("king", "apple", "girl"):
    print(f"nearest to {w!r}:", neighbours(vec(w), exclude=[w]))
analogy = vec("king") - vec("man") + vec("woman")
print("king - man + woman ~", neighbours(analogy, k=2, exclude=["king", "man", "woman"]))
analogy2 = vec("prince") - vec("boy") + vec("girl")
print("prince - boy + girl ~", neighbours(analogy2, k=2, exclude=["prince", "boy", "girl"]))

normed = F.normalize(emb.weight, dim=1)
sim_matrix = normed @ normed.T
print("cosine matrix diagonal all 1:", torch.allclose(sim_matrix.diagonal(), torch.ones(len(words), device=device), atol=1e-6))
i, j = stoi["apple"], stoi["banana"]
print(f"apple/banana cosine {sim_matrix[i, j].item():.3f}, apple/king {sim_matrix[i, stoi['king']].item():.3f}")
off = sim_matrix - 2 * torch.eye(len(words), device=device)
best = off.argmax(1)
print("most similar pairs:", [(words[a], words[b]) for a, b in enumerate(best.tolist())][:5])
dist = torch.cdist(emb.weight, emb.weight)
print(f"euclidean king-queen {dist[stoi['king'], stoi['queen']].item():.3f}")

try:
    emb.weight.requires_grad_(True)
    trainable = nn.Embedding.from_pretrained(vectors, freeze=False)
    print("freeze=False requires_grad:", trainable.weight.requires_grad)
finally:
    emb.weight.requires_grad_(False)

bag = nn.EmbeddingBag.from_pretrained(vectors, mode="mean").to(device)
sentence = torch.tensor([[stoi["apple"], stoi["banana"], stoi["fruit"]]], device=device)
print("sentence embedding closest to:", neighbours(bag(sentence)[0], k=1))
