# An encoder-decoder with GRUs learning to reverse short digit sequences: teacher forcing
# during training, greedy decoding at evaluation; loss per step.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(22)
V, H, SOS = 6, 24, 0


class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 8)
        self.gru = nn.GRU(8, H, batch_first=True)

    def forward(self, x):
        return self.gru(self.emb(x))[1]


class Decoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 8)
        self.cell = nn.GRUCell(8, H)
        self.out = nn.Linear(H, V)

    def forward(self, tok, h):
        h = self.cell(self.emb(tok), h)
        return self.out(h), h


enc, dec = Encoder().to(device), Decoder().to(device)
params = list(enc.parameters()) + list(dec.parameters())
opt = torch.optim.Adam(params, lr=0.01)
src = torch.randint(1, V, (16, 4))
tgt = src.flip(1)
for epoch in range(40):
    h = enc(src.to(device))[0]
    tok = torch.full((16,), SOS).to(device)
    loss = 0.0
    for t in range(4):
        logits, h = dec(tok, h)
        loss = loss + nn.functional.cross_entropy(logits, tgt[:, t].to(device))
        tok = tgt[:, t].to(device)
    opt.zero_grad()
    (loss / 4).backward()
    nn.utils.clip_grad_norm_(params, 1.0)
    opt.step()
    if epoch % 10 == 9:
        print(f"epoch {epoch} loss {(loss / 4).item():.4f}")
with torch.no_grad():
    h = enc(src[:3].to(device))[0]
    tok = torch.full((3,), SOS).to(device)
    outs = []
    for t in range(4):
        logits, h = dec(tok, h)
        tok = logits.argmax(1)
        outs.append(tok)
print("src ", src[:3].tolist())
print("pred", torch.stack(outs, 1).tolist())
