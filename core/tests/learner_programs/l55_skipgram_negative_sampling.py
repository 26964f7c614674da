# Word embeddings with skip-gram and negative sampling: a toy corpus, (center, context) pairs from
# a window, noise distribution unigram^0.75 sampled by torch.multinomial with replacement,
# logsigmoid loss, per-epoch loss, cosine-similarity nearest neighbours.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(558)

corpus = ("the cat sat on the mat the dog sat on the rug the cat ate the fish "
          "the dog ate the bone a cat and a dog").split()
vocab = sorted(set(corpus))
w2i = {w: i for i, w in enumerate(vocab)}
ids = [w2i[w] for w in corpus]
pairs = [(ids[i], ids[j]) for i in range(len(ids)) for j in range(max(0, i - 2), min(len(ids), i + 3)) if i != j]
print(len(vocab), len(pairs), pairs[:5])
counts = torch.bincount(torch.tensor(ids), minlength=len(vocab)).float()
noise = counts.pow(0.75)
noise = noise / noise.sum()
print(noise.round(decimals=3))


class SGNS(nn.Module):
    def __init__(self, v, d):
        super().__init__()
        self.inp = nn.Embedding(v, d)
        self.out = nn.Embedding(v, d)
        nn.init.uniform_(self.inp.weight, -0.5 / d, 0.5 / d)
        nn.init.zeros_(self.out.weight)

    def forward(self, c, o, neg):
        vc = self.inp(c)
        pos = F.logsigmoid((vc * self.out(o)).sum(-1))
        negs = F.logsigmoid(-torch.bmm(self.out(neg), vc.unsqueeze(2)).squeeze(2)).sum(-1)
        return -(pos + negs).mean()


model = SGNS(len(vocab), 8).to(device)
opt = torch.optim.SparseAdam(list(model.parameters()), lr=0.05) if False else torch.optim.Adam(model.parameters(), lr=0.05)
P = torch.tensor(pairs, device=device)
for epoch in range(6):
    perm = torch.randperm(len(P), device=device)
    tot = 0.0
    for b in range(0, len(P), 32):
        batch = P[perm[b:b + 32]]
        neg = torch.multinomial(noise, batch.shape[0] * 4, replacement=True).view(-1, 4).to(device)
        loss = model(batch[:, 0], batch[:, 1], neg)
        opt.zero_grad()
        loss.backward()
        opt.step()
        tot += loss.item() * batch.shape[0]
    print(f"epoch {epoch} loss {tot / len(P):.4f}")
E = F.normalize(model.inp.weight.detach(), dim=1)
sims = E @ E.T
for w in ["cat", "dog", "sat"]:
    s = sims[w2i[w]].clone()
    s[w2i[w]] = -2
    top = s.topk(2)
    print(w, [vocab[i] for i in top.indices.tolist()], top.values.round(decimals=3))
