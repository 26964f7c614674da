# A tiny seq2seq that reverses digit sequences: bidirectional GRU encoder, GRU decoder with
# Luong dot attention over the encoder states, teacher forcing during training, greedy decoding,
# and the attention weights of one example.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)
SOS, V, L, H = 10, 11, 5, 32


class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 16)
        self.rnn = nn.GRU(16, H // 2, batch_first=True, bidirectional=True)

    def forward(self, x):
        out, h = self.rnn(self.emb(x))
        return out, torch.cat([h[0], h[1]], dim=1).unsqueeze(0)


class Decoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 16)
        self.rnn = nn.GRU(16, H, batch_first=True)
        self.out = nn.Linear(2 * H, V)

    def forward(self, tok, h, enc):
        o, h = self.rnn(self.emb(tok).unsqueeze(1), h)
        scores = torch.bmm(o, enc.transpose(1, 2))
        attn = F.softmax(scores, dim=-1)
        ctx = torch.bmm(attn, enc)
        return self.out(torch.cat([o, ctx], dim=-1)).squeeze(1), h, attn.squeeze(1)


enc, dec = Encoder().to(device), Decoder().to(device)
params = list(enc.parameters()) + list(dec.parameters())
opt = torch.optim.Adam(params, lr=0.01)


def run(src, tgt=None, teacher=True):
    enc_out, h = enc(src)
    tok = torch.full((src.shape[0],), SOS, dtype=torch.long, device=device)
    logits, attns = [], []
    for t in range(L):
        lg, h, a = dec(tok, h, enc_out)
        logits.append(lg)
        attns.append(a)
        tok = tgt[:, t] if teacher and tgt is not None else lg.argmax(1)
    return torch.stack(logits, 1), torch.stack(attns, 1)


for step in range(60):
    src = torch.randint(0, 10, (32, L), device=device)
    tgt = src.flip(1)
    opt.zero_grad()
    logits, _ = run(src, tgt)
    loss = F.cross_entropy(logits.reshape(-1, V), tgt.reshape(-1))
    loss.backward()
    nn.utils.clip_grad_norm_(params, 1.0)
    opt.step()
    if step % 20 == 19:
        print(step, round(loss.item(), 3))
enc.eval()
dec.eval()
with torch.no_grad():
    test = torch.randint(0, 10, (64, L), device=device)
    logits, attn = run(test, teacher=False)
    pred = logits.argmax(-1)
    print("token acc", round((pred == test.flip(1)).float().mean().item(), 2) > 0.3)
    print(test[0].tolist(), pred[0].tolist())
    print(attn.shape, torch.allclose(attn.sum(-1), torch.ones(64, L)))
print(sum(p.numel() for p in params))
