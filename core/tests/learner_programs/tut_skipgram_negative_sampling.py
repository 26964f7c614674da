# word2vec skip-gram with negative sampling on a toy corpus: building (center, context) pairs
# with a window, a unigram^0.75 noise distribution sampled with torch.multinomial, two Embedding
# tables, logsigmoid losses, and nearest neighbours by cosine similarity.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(13)

corpus = ("the king rules the kingdom . the queen rules the kingdom . "
          "a man walks the dog . a woman walks the dog . the king and the queen talk . "
          "the man and the woman talk .").split()
vocab = sorted(set(corpus))
w2i = {w: i for i, w in enumerate(vocab)}
V = len(vocab)
ids = torch.tensor([w2i[w] for w in corpus])
print("vocab size", V, "tokens", len(corpus))

window = 2
pairs = []
for i in range(len(ids)):
    for j in range(max(0, i - window), min(len(ids), i + window + 1)):
        if i != j:
            pairs.append((ids[i].item(), ids[j].item()))
pairs = torch.tensor(pairs)
print("pairs", tuple(pairs.shape), pairs[:4].tolist())

counts = torch.bincount(ids, minlength=V).float()
noise = counts.pow(0.75)
noise /= noise.sum()
print("noise top", [vocab[i] for i in noise.topk(2).indices.tolist()])


class SkipGram(nn.Module):
    def __init__(self, V, D):
        super().__init__()
        self.center = nn.Embedding(V, D)
        self.context = nn.Embedding(V, D)
        nn.init.uniform_(self.center.weight, -0.5 / D, 0.5 / D)
        nn.init.zeros_(self.context.weight)

    def forward(self, c, o, neg):
        vc = self.center(c)  # (B, D)
        uo = self.context(o)  # (B, D)
        un = self.context(neg)  # (B, K, D)
        pos = F.logsigmoid((vc * uo).sum(-1))
        negs = F.logsigmoid(-torch.bmm(un, vc.unsqueeze(2)).squeeze(2)).sum(-1)
        return -(pos + negs).mean()


model = SkipGram(V, 10).to(device)
opt = torch.optim.SparseAdam(model.parameters(), lr=0.05) if False else torch.optim.Adam(model.parameters(), lr=0.05)
K = 4
for epoch in range(10):
    perm = torch.randperm(len(pairs))
    total = 0.0
    for i in range(0, len(pairs), 32):
        batch = pairs[perm[i:i + 32]]
        neg = torch.multinomial(noise, batch.size(0) * K, replacement=True).view(-1, K)
        loss = model(batch[:, 0].to(device), batch[:, 1].to(device), neg.to(device))
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss.item() * batch.size(0)
    if epoch % 3 == 0 or epoch == 9:
        print(f"epoch {epoch} loss {total / len(pairs):.4f}")

emb = F.normalize(model.center.weight.detach(), dim=1)
sims = emb @ emb.T
for w in ["king", "man", "dog"]:
    s = sims[w2i[w]].clone()
    s[w2i[w]] = -2
    print(w, "->", vocab[s.argmax().item()] in vocab, s.shape)
print("cosine self", torch.allclose(sims.diagonal(), torch.ones(V, device=device), atol=1e-5))
print(F.cosine_similarity(emb[:2], emb[2:4]).shape)
