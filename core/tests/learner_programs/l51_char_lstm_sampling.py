# A character-level LSTM language model on a tiny text: training on sliding windows, then
# sampling with temperature through torch.multinomial and a seeded Generator.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(23)

text = "hello world. hello there. well hello."
chars = sorted(set(text))
stoi = {c: i for i, c in enumerate(chars)}
data = torch.tensor([stoi[c] for c in text])
print(len(chars), "".join(chars), data[:8].tolist())


class CharLM(nn.Module):
    def __init__(self, v, h=32):
        super().__init__()
        self.emb = nn.Embedding(v, 16)
        self.lstm = nn.LSTM(16, h, num_layers=2, batch_first=True, dropout=0.0)
        self.fc = nn.Linear(h, v)

    def forward(self, x, state=None):
        out, state = self.lstm(self.emb(x), state)
        return self.fc(out), state


model = CharLM(len(chars)).to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.01)
seq = 8
xs = torch.stack([data[i:i + seq] for i in range(len(data) - seq)])
ys = torch.stack([data[i + 1:i + seq + 1] for i in range(len(data) - seq)])
for epoch in range(30):
    logits, _ = model(xs.to(device))
    loss = nn.functional.cross_entropy(logits.reshape(-1, len(chars)), ys.to(device).reshape(-1))
    opt.zero_grad()
    loss.backward()
    opt.step()
    if epoch % 10 == 9:
        print(f"epoch {epoch} loss {loss.item():.4f} ppl {loss.exp().item():.3f}")

g = torch.Generator().manual_seed(0)
model.eval()
with torch.no_grad():
    idx = torch.tensor([[stoi["h"]]]).to(device)
    state = None
    out = "h"
    for _ in range(20):
        logits, state = model(idx, state)
        probs = torch.softmax(logits[0, -1] / 0.5, dim=0).cpu()
        nxt = torch.multinomial(probs, 1, generator=g)
        out += chars[nxt.item()]
        idx = nxt.view(1, 1).to(device)
print(repr(out))
