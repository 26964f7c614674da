# Word embeddings: a skip-gram style model on a tiny corpus with nn.Embedding, negative
# sampling via torch.multinomial, cosine similarity and nearest neighbours.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

corpus = "the cat sat on the mat the dog sat on the log the cat saw the dog".split()
vocab = sorted(set(corpus))
w2i = {w: i for i, w in enumerate(vocab)}
print(vocab)
ids = torch.tensor([w2i[w] for w in corpus])
pairs = []
for i in range(len(ids)):
    for j in (i - 1, i + 1):
        if 0 <= j < len(ids):
            pairs.append((ids[i].item(), ids[j].item()))
pairs = torch.tensor(pairs)
print(pairs.shape, pairs[:4].tolist())
counts = torch.bincount(ids, minlength=len(vocab)).float()
noise = counts.pow(0.75)
noise = noise / noise.sum()
print(noise.round(decimals=3))


class SkipGram(nn.Module):
    def __init__(self, n, d):
        super().__init__()
        self.inp = nn.Embedding(n, d)
        self.out = nn.Embedding(n, d)

    def forward(self, c, o, neg):
        vc = self.inp(c)
        pos = (vc * self.out(o)).sum(-1)
        negs = torch.bmm(self.out(neg), vc.unsqueeze(-1)).squeeze(-1)
        return -(F.logsigmoid(pos) + F.logsigmoid(-negs).sum(-1)).mean()


model = SkipGram(len(vocab), 6).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.2)
for epoch in range(20):
    neg = torch.multinomial(noise, len(pairs) * 3, replacement=True).view(len(pairs), 3)
    opt.zero_grad()
    loss = model(pairs[:, 0].to(device), pairs[:, 1].to(device), neg.to(device))
    loss.backward()
    opt.step()
    if epoch % 5 == 0:
        print(f"epoch {epoch} loss {loss.item():.2f}")
emb = model.inp.weight.detach()
normed = F.normalize(emb, dim=1)
sim = normed @ normed.T
for w in ["cat", "sat"]:
    s = sim[w2i[w]].clone()
    s[w2i[w]] = -2
    best = s.topk(2).indices.tolist()
    print(w, [vocab[i] for i in best])
print(F.cosine_similarity(emb[w2i["cat"]], emb[w2i["dog"]], dim=0).round(decimals=4))
print(emb.shape, emb.norm(dim=1).round(decimals=3))
