# Seq2seq encoder-decoder (LSTM encoder, GRUCell-free LSTM decoder step by step) learning to
# reverse short digit sequences, teacher forcing decided by a seeded random draw each batch,
# per-epoch loss, greedy decoding and exact-match accuracy.
import random
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(554)
random.seed(554)

V, SOS, L = 7, 0, 4


def batch(n):
    src = torch.randint(1, V, (n, L), device=device)
    return src, src.flip(1)


class Enc(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 10)
        self.rnn = nn.LSTM(10, 20, batch_first=True)

    def forward(self, x):
        _, (h, c) = self.rnn(self.emb(x))
        return h, c


class Dec(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 10)
        self.rnn = nn.LSTM(10, 20, batch_first=True)
        self.fc = nn.Linear(20, V)

    def forward(self, tok, state):
        o, state = self.rnn(self.emb(tok).unsqueeze(1), state)
        return self.fc(o.squeeze(1)), state


enc, dec = Enc().to(device), Dec().to(device)
params = list(enc.parameters()) + list(dec.parameters())
opt = torch.optim.Adam(params, lr=0.01)
crit = nn.CrossEntropyLoss()
for epoch in range(12):
    src, tgt = batch(32)
    state = enc(src)
    tok = torch.full((32,), SOS, device=device)
    tf = random.random() < 0.6
    loss = 0
    for t in range(L):
        logits, state = dec(tok, state)
        loss = loss + crit(logits, tgt[:, t])
        tok = tgt[:, t] if tf else logits.argmax(1).detach()
    opt.zero_grad()
    (loss / L).backward()
    opt.step()
    print(f"epoch {epoch:2d} tf={int(tf)} loss {loss.item() / L:.4f}")

with torch.no_grad():
    src, tgt = batch(8)
    state = enc(src)
    tok = torch.full((8,), SOS, device=device)
    outs = []
    for t in range(L):
        logits, state = dec(tok, state)
        tok = logits.argmax(1)
        outs.append(tok)
    pred = torch.stack(outs, 1)
print(src[:3].tolist())
print(pred[:3].tolist())
print("token acc", round((pred == tgt).float().mean().item(), 4), "exact", (pred == tgt).all(1).sum().item())
