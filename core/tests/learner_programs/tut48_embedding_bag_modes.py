# EmbeddingBag for bag-of-words models: mode sum/mean/max with offsets, 2-D input without offsets,
# per_sample_weights, include_last_offset, padding_idx, from_pretrained with freeze, the same result
# built by hand with Embedding, and a tiny fastText-style classifier trained a few steps.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)
weights = torch.arange(20.0, device=device).view(10, 2)
tokens = torch.tensor([1, 2, 4, 5, 4, 3, 2, 9], device=device)
offsets = torch.tensor([0, 3, 5], device=device)
for mode in ["sum", "mean", "max"]:
    bag = nn.EmbeddingBag.from_pretrained(weights, mode=mode)
    print(mode, bag(tokens, offsets).tolist())
bag = nn.EmbeddingBag.from_pretrained(weights, mode="sum", include_last_offset=True)
print(bag(tokens, torch.tensor([0, 3, 5, 8], device=device)).tolist())
psw = torch.tensor([1.0, 0.5, 0.5, 2.0, 1.0, 1.0, 1.0, 0.1], device=device)
print(nn.EmbeddingBag.from_pretrained(weights, mode="sum")(tokens, offsets, per_sample_weights=psw).tolist())
bag2d = nn.EmbeddingBag.from_pretrained(weights, mode="mean")
print(bag2d(torch.tensor([[1, 2], [3, 3]], device=device)).tolist())
padded = nn.EmbeddingBag.from_pretrained(weights, mode="mean", padding_idx=0)
print(padded(torch.tensor([[0, 2, 4], [0, 0, 6]], device=device)).tolist())
print(F.embedding_bag(tokens, weights, offsets, mode="max").tolist())
emb = nn.Embedding.from_pretrained(weights)
manual = torch.stack([emb(tokens[s:e]).mean(0) for s, e in zip([0, 3, 5], [3, 5, 8])])
print(torch.allclose(manual, nn.EmbeddingBag.from_pretrained(weights)(tokens, offsets)))
print(emb.weight.requires_grad, nn.Embedding.from_pretrained(weights, freeze=False).weight.requires_grad)


class FastText(nn.Module):
    def __init__(self, vocab, dim, classes):
        super().__init__()
        self.bag = nn.EmbeddingBag(vocab, dim, mode="mean")
        self.fc = nn.Linear(dim, classes)
        nn.init.uniform_(self.bag.weight, -0.5, 0.5)
        nn.init.zeros_(self.fc.bias)

    def forward(self, text, offsets):
        return self.fc(self.bag(text, offsets))


model = FastText(30, 6, 2).to(device)
print(model)
docs = [torch.randint(0, 30, (int(n),)) for n in torch.randint(2, 6, (12,))]
labels = torch.tensor([int((d < 10).sum() > len(d) // 2) for d in docs], device=device)
text = torch.cat(docs).to(device)
offs = torch.tensor([0] + [len(d) for d in docs[:-1]]).cumsum(0).to(device)
opt = torch.optim.SGD(model.parameters(), lr=2.0)
for step in range(20):
    opt.zero_grad()
    loss = F.cross_entropy(model(text, offs), labels)
    loss.backward()
    opt.step()
    if step % 5 == 4:
        print(step, round(loss.item(), 4))
print(offs.tolist(), labels.tolist(), model.bag.weight.grad.shape)
