# Text classification with nn.EmbeddingBag as in the "text classification" tutorial: a vocabulary
# built with collections.Counter, token ids concatenated with an offsets tensor, modes sum/mean/
# max compared with a padded Embedding, per_sample_weights, padding_idx, and a short training run.
from collections import Counter
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

corpus = [
    ("the match was a great win for the team", 0),
    ("the striker scored twice in the final", 0),
    ("stocks fell as the market opened", 1),
    ("the bank raised interest rates again", 1),
    ("fans cheered the late goal", 0),
    ("investors sold shares after the report", 1),
    ("the coach praised the defence", 0),
    ("the market rallied on strong earnings", 1),
]
counter = Counter(w for text, _ in corpus for w in text.split())
itos = ["<pad>", "<unk>"] + [w for w, _ in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))]
stoi = {w: i for i, w in enumerate(itos)}
print("vocab size:", len(itos), "most common:", counter.most_common(3))


def encode(text):
    return [stoi.get(w, 1) for w in text.split()]


print("encode:", encode("the team sold the ball"))


def collate(batch):
    labels = torch.tensor([y for _, y in batch])
    ids = [torch.tensor(encode(t)) for t, _ in batch]
    offsets = torch.tensor([0] + [len(t) for t in ids[:-1]]).cumsum(dim=0)
    return torch.cat(ids), offsets, labels


ids, offsets, labels = collate(corpus[:3])
print("ids:", ids)
print("offsets:", offsets, "labels:", labels)

bag_sum = nn.EmbeddingBag(len(itos), 4, mode="sum").to(device)
bag_mean = nn.EmbeddingBag.from_pretrained(bag_sum.weight.detach(), mode="mean").to(device)
bag_max = nn.EmbeddingBag.from_pretrained(bag_sum.weight.detach(), mode="max").to(device)
emb = nn.Embedding.from_pretrained(bag_sum.weight.detach()).to(device)
ids_d, off_d = ids.to(device), offsets.to(device)
with torch.no_grad():
    s, m, mx = bag_sum(ids_d, off_d), bag_mean(ids_d, off_d), bag_max(ids_d, off_d)
    first = emb(ids_d[: offsets[1]])
print("sum  bag 0:", s[0])
print("mean bag 0:", m[0])
print("max  bag 0:", mx[0])
print("matches Embedding:", torch.allclose(s[0], first.sum(0)), torch.allclose(m[0], first.mean(0)),
      torch.allclose(mx[0], first.max(0).values))

# 2-D input: every row is one bag (no offsets).
two_d = torch.tensor([[2, 3, 4], [5, 6, 2]], device=device)
print("2-D input mean:", bag_mean(two_d).shape)

w = torch.tensor([1.0, 0.5, 0.0, 2.0], device=device)
ws = nn.EmbeddingBag.from_pretrained(bag_sum.weight.detach(), mode="sum")
print("per_sample_weights:", ws(torch.tensor([2, 3, 4, 5], device=device), torch.tensor([0, 2], device=device), per_sample_weights=w))

pad_bag = nn.EmbeddingBag(10, 3, mode="mean", padding_idx=0).to(device)
print("padding row:", pad_bag.weight[0])
print("mean ignores padding:", torch.allclose(pad_bag(torch.tensor([[4, 5, 0, 0]], device=device)),
      pad_bag(torch.tensor([[4, 5]], device=device))))


class TextClassifier(nn.Module):
    def __init__(self, vocab, dim, classes):
        super().__init__()
        self.embedding = nn.EmbeddingBag(vocab, dim, mode="mean")
        self.fc = nn.Linear(dim, classes)
        self.embedding.weight.data.uniform_(-0.5, 0.5)
        self.fc.weight.data.uniform_(-0.5, 0.5)
        self.fc.bias.data.zero_()

    def forward(self, text, offsets):
        return self.fc(self.embedding(text, offsets))


model = TextClassifier(len(itos), 8, 2).to(device)
opt = torch.optim.SGD(model.parameters(), lr=2.0)
ids, offsets, labels = [t.to(device) for t in collate(corpus)]
for epoch in range(30):
    loss = nn.functional.cross_entropy(model(ids, offsets), labels)
    opt.zero_grad()
    loss.backward()
    nn.utils.clip_grad_norm_(model.parameters(), 0.1)
    opt.step()
    if epoch % 10 == 9:
        acc = (model(ids, offsets).argmax(1) == labels).float().mean().item()
        print(f"epoch {epoch + 1}: loss {loss.item():.4f} acc {acc:.3f}")

tests = ["the team scored a goal", "the bank sold shares"]
t_ids, t_off, _ = collate([(t, 0) for t in tests])
with torch.no_grad():
    probs = model(t_ids.to(device), t_off.to(device)).softmax(1)
for t, p in zip(tests, probs):
    print(f"{t!r}: sports {p[0].item():.3f} business {p[1].item():.3f}")
