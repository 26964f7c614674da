# A GRU encoder-decoder with additive (Bahdanau) attention on a toy reversal task: the attention
# energies over padded source positions masked with masked_fill, context vectors by bmm, teacher
# forcing, and the attention weights of a greedy decode.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(54)
V, E, H = 8, 8, 16
PAD, SOS = 0, 1


class Attn(nn.Module):
    def __init__(self):
        super().__init__()
        self.W = nn.Linear(H, H, bias=False)
        self.U = nn.Linear(H, H)
        self.v = nn.Linear(H, 1, bias=False)

    def forward(self, dec_h, enc_out, mask):
        energy = self.v(torch.tanh(self.W(dec_h).unsqueeze(1) + self.U(enc_out))).squeeze(2)
        energy = energy.masked_fill(~mask, float("-inf"))
        w = F.softmax(energy, dim=1)
        return torch.bmm(w.unsqueeze(1), enc_out).squeeze(1), w


class Seq2Seq(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, E, padding_idx=PAD)
        self.enc = nn.GRU(E, H, batch_first=True)
        self.dec = nn.GRUCell(E + H, H)
        self.attn = Attn()
        self.out = nn.Linear(2 * H, V)

    def forward(self, src, tgt_in):
        mask = src != PAD
        enc_out, h = self.enc(self.emb(src))
        h = h[0]
        logits, weights = [], []
        for t in range(tgt_in.size(1)):
            ctx, w = self.attn(h, enc_out, mask)
            h = self.dec(torch.cat([self.emb(tgt_in[:, t]), ctx], 1), h)
            logits.append(self.out(torch.cat([h, ctx], 1)))
            weights.append(w)
        return torch.stack(logits, 1), torch.stack(weights, 1)


src = torch.tensor([[2, 3, 4, 5], [6, 7, 2, PAD], [3, 5, PAD, PAD]], device=device)
lengths = (src != PAD).sum(1)
tgt = torch.zeros_like(src)
for i in range(3):
    L = lengths[i].item()
    tgt[i, :L] = src[i, :L].flip(0)
tgt_in = torch.cat([torch.full((3, 1), SOS, device=device), tgt[:, :-1]], 1)
print(tgt.tolist())
model = Seq2Seq().to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.02)
for step in range(40):
    opt.zero_grad()
    logits, w = model(src, tgt_in)
    loss = F.cross_entropy(logits.reshape(-1, V), tgt.reshape(-1), ignore_index=PAD)
    loss.backward()
    opt.step()
    if step % 10 == 9:
        print(step, round(loss.item(), 3))
print("masked positions get 0 weight:", w[1, :, 3].abs().max().item(), w[2, :, 2:].abs().max().item())
print("rows sum to 1:", torch.allclose(w.sum(-1), torch.ones(3, 4, device=device)))
model.eval()
with torch.no_grad():
    mask = src != PAD
    enc_out, h = model.enc(model.emb(src))
    h = h[0]
    tok = torch.full((3,), SOS, device=device)
    decoded = []
    for t in range(4):
        ctx, aw = model.attn(h, enc_out, mask)
        h = model.dec(torch.cat([model.emb(tok), ctx], 1), h)
        tok = model.out(torch.cat([h, ctx], 1)).argmax(1)
        decoded.append(tok)
    print(torch.stack(decoded, 1).tolist())
