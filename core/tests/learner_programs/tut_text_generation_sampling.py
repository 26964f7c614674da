# Character-level text generation after training a small GRU: greedy decoding, temperature
# sampling with torch.multinomial, top-k filtering, and the effect of temperature on the
# distribution's entropy; sampling uses a seeded Generator so it is reproducible.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(42)

text = "hello world. hello there. hold the door. hello hello world."
chars = sorted(set(text))
stoi = {c: i for i, c in enumerate(chars)}
itos = {i: c for c, i in stoi.items()}
V = len(chars)
data = torch.tensor([stoi[c] for c in text], device=device)


class CharRNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 16)
        self.rnn = nn.GRU(16, 32, batch_first=True)
        self.out = nn.Linear(32, V)

    def forward(self, x, h=None):
        o, h = self.rnn(self.emb(x), h)
        return self.out(o), h


model = CharRNN().to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.01)
seq = 12
starts = torch.arange(0, len(data) - seq - 1)
for it in range(80):
    idx = starts[torch.randint(0, len(starts), (16,))]
    x = torch.stack([data[i:i + seq] for i in idx.tolist()])
    y = torch.stack([data[i + 1:i + seq + 1] for i in idx.tolist()])
    logits, _ = model(x)
    loss = F.cross_entropy(logits.reshape(-1, V), y.reshape(-1))
    opt.zero_grad()
    loss.backward()
    opt.step()
    if it % 20 == 19:
        print(f"iter {it} loss {loss.item():.4f}")


@torch.no_grad()
def generate(prompt, n, temperature=1.0, top_k=None, greedy=False, gen=None):
    model.eval()
    x = torch.tensor([[stoi[c] for c in prompt]], device=device)
    logits, h = model(x)
    out = list(prompt)
    last = logits[:, -1]
    for _ in range(n):
        if greedy:
            nxt = last.argmax(-1)
        else:
            l = last / temperature
            if top_k is not None:
                v, _ = torch.topk(l, top_k)
                l = l.masked_fill(l < v[:, [-1]], float("-inf"))
            nxt = torch.multinomial(F.softmax(l, dim=-1).cpu(), 1, generator=gen).squeeze(1).to(device)
        out.append(itos[nxt.item()])
        logits, h = model(nxt.view(1, 1), h)
        last = logits[:, -1]
    return "".join(out)


print("greedy:", repr(generate("hel", 20, greedy=True)))
g = torch.Generator().manual_seed(7)
print("T=0.5 :", len(generate("hel", 20, temperature=0.5, gen=g)))
print("top-3 :", len(generate("hel", 20, top_k=3, gen=g)))
with torch.no_grad():
    logits, _ = model(data[:5].unsqueeze(0))
    last = logits[0, -1]
    for T in [0.5, 1.0, 2.0]:
        p = F.softmax(last / T, dim=-1)
        ent = -(p * p.log()).sum()
        print(f"T={T}: entropy {ent.item():.4f} max prob {p.max().item():.4f}")
