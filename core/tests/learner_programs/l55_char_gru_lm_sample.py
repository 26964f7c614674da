# Character-level GRU language model on a tiny repeated text: vocabulary building, one-hot free
# Embedding input, truncated sequences, per-epoch loss, then sampling with torch.multinomial under
# a fixed generator with temperature, and greedy decoding for comparison.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(553)

text = "hello world. hello there. the world is here. " * 3
chars = sorted(set(text))
stoi = {c: i for i, c in enumerate(chars)}
itos = {i: c for c, i in stoi.items()}
print(len(chars), repr("".join(chars)))
data = torch.tensor([stoi[c] for c in text], device=device)


class CharGRU(nn.Module):
    def __init__(self, v, h):
        super().__init__()
        self.emb = nn.Embedding(v, 12)
        self.gru = nn.GRU(12, h, batch_first=True)
        self.out = nn.Linear(h, v)

    def forward(self, x, h=None):
        o, h = self.gru(self.emb(x), h)
        return self.out(o), h


model = CharGRU(len(chars), 24).to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.02)
seq = 16
for epoch in range(8):
    total = 0.0
    n = 0
    for s in range(0, len(data) - seq - 1, seq):
        x = data[s:s + seq].unsqueeze(0)
        y = data[s + 1:s + seq + 1].unsqueeze(0)
        logits, _ = model(x)
        loss = nn.functional.cross_entropy(logits.reshape(-1, len(chars)), y.reshape(-1))
        opt.zero_grad()
        loss.backward()
        nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        total += loss.item()
        n += 1
    print(f"epoch {epoch} loss {total / n:.4f}")


def sample(start, n, temp, gen=None):
    model.eval()
    out = [stoi[c] for c in start]
    with torch.no_grad():
        x = torch.tensor([out], device=device)
        logits, h = model(x)
        for _ in range(n):
            p = torch.softmax(logits[0, -1] / temp, dim=0)
            if gen is None:
                nxt = int(p.argmax())
            else:
                nxt = int(torch.multinomial(p.cpu(), 1, generator=gen))
            out.append(nxt)
            logits, h = model(torch.tensor([[nxt]], device=device), h)
    return "".join(itos[i] for i in out)


print(repr(sample("hel", 20, 1.0)))
g = torch.Generator().manual_seed(7)
print(repr(sample("the", 20, 0.5, g)))
with torch.no_grad():
    logits, h = model(data[:5].unsqueeze(0))
print(h.shape, logits.argmax(-1).tolist())
