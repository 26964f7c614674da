# A bag-of-words classifier: nn.Embedding with a padding index, masked mean pooling,
# CrossEntropyLoss and AdamW.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(5)

reviews = [
    ("a warm and funny story", 1),
    ("dull slow and long", 0),
    ("funny cast warm ending", 1),
    ("long dull script", 0),
    ("a clever funny script", 1),
    ("slow ending and weak cast", 0),
]
words = {"<pad>": 0}
for text, _ in reviews:
    for token in text.split():
        words.setdefault(token, len(words))
print("words:", len(words))
width = max(len(t.split()) for t, _ in reviews)


def to_ids(text):
    ids = [words.get(token, 0) for token in text.split()]
    return ids + [0] * (width - len(ids))


batch = torch.tensor([to_ids(t) for t, _ in reviews], device=device)
gold = torch.tensor([y for _, y in reviews], device=device)
print(batch)
print(gold)


class Bag(nn.Module):
    def __init__(self, n_words, dim):
        super().__init__()
        self.table = nn.Embedding(n_words, dim, padding_idx=0)
        self.head = nn.Linear(dim, 2)

    def forward(self, ids):
        keep = (ids != 0).float().unsqueeze(-1)
        mean = (self.table(ids) * keep).sum(dim=1) / keep.sum(dim=1)
        return self.head(mean)


clf = Bag(len(words), 6).to(device)
print(clf)
print("padding vector:", clf.table.weight[0])
opt = torch.optim.AdamW(clf.parameters(), lr=0.05, weight_decay=0.02)
xent = nn.CrossEntropyLoss()
for epoch in range(30):
    opt.zero_grad()
    scores = clf(batch)
    loss = xent(scores, gold)
    loss.backward()
    opt.step()
    if epoch % 10 == 0 or epoch == 29:
        right = (scores.argmax(dim=1) == gold).float().mean().item()
        print(f"epoch {epoch:2d} loss {loss.item():.3f} accuracy {right:.2f}")
print("padding vector untouched:", clf.table.weight[0].abs().sum().item() == 0.0)
clf.eval()
unseen = ["funny and warm", "weak slow script", "an unknown funny word"]
with torch.no_grad():
    p = F.softmax(clf(torch.tensor([to_ids(t) for t in unseen], device=device)), dim=-1)
print("rows sum to one:", torch.allclose(p.sum(dim=1), torch.ones(3)))
for text, pr in zip(unseen, p):
    print(f"{text!r:18} -> {'liked' if pr[1] > 0.5 else 'disliked'}")
print("ids of an unknown text:", to_ids("zebra"))
