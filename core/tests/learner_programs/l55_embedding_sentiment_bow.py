# A bag-of-embeddings sentiment classifier: tokenising toy sentences, a vocabulary with <pad>/<unk>,
# padded id tensors, Embedding(padding_idx=0) with mean over non-pad positions, BCEWithLogitsLoss
# with pos_weight, per-epoch loss/accuracy, predictions for new sentences, and the pad row's grad.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(587)

pos = ["good movie", "great acting and great story", "i loved it", "what a good film", "really great"]
neg = ["bad movie", "terrible acting", "i hated it", "what a bad boring film", "really bad story", "awful"]
sents = pos + neg
labels = torch.tensor([1.0] * len(pos) + [0.0] * len(neg), device=device)
vocab = {"<pad>": 0, "<unk>": 1}
for s in sents:
    for w in s.split():
        vocab.setdefault(w, len(vocab))
print(len(vocab), list(vocab)[:8])


def encode(batch):
    ids = [[vocab.get(w, 1) for w in s.split()] for s in batch]
    L = max(len(i) for i in ids)
    return torch.tensor([i + [0] * (L - len(i)) for i in ids], device=device)


X = encode(sents)
print(X.shape, X[1].tolist())


class BoE(nn.Module):
    def __init__(self, v, d=8):
        super().__init__()
        self.emb = nn.Embedding(v, d, padding_idx=0)
        self.fc = nn.Linear(d, 1)

    def forward(self, ids):
        mask = (ids != 0).unsqueeze(-1).float()
        e = (self.emb(ids) * mask).sum(1) / mask.sum(1).clamp(min=1)
        return self.fc(e).squeeze(-1)


model = BoE(len(vocab)).to(device)
print(model.emb.weight[0])
crit = nn.BCEWithLogitsLoss(pos_weight=torch.tensor(len(neg) / len(pos), device=device))
opt = torch.optim.Adam(model.parameters(), lr=0.1)
for epoch in range(8):
    logits = model(X)
    loss = crit(logits, labels)
    opt.zero_grad()
    loss.backward()
    opt.step()
    acc = ((logits > 0).float() == labels).float().mean().item()
    print(f"epoch {epoch} loss {loss.item():.4f} acc {acc:.4f}")
print(model.emb.weight.grad[0], model.emb.weight[0])
model.eval()
with torch.no_grad():
    test = ["great film", "boring and bad", "unknown words here", "good but bad"]
    p = torch.sigmoid(model(encode(test)))
for s, v in zip(test, p.tolist()):
    print(f"{s!r:22s} {v:.3f} {'pos' if v > 0.5 else 'neg'}")
