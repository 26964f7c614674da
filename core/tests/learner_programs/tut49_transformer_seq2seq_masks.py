# A tiny nn.Transformer seq2seq copy task as in the "language translation with nn.Transformer"
# tutorial: token + sinusoidal position embeddings, square subsequent masks, padding masks,
# a few training steps, greedy decoding, and the repr of the whole model.
import math
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
PAD, BOS, EOS, VOCAB = 0, 1, 2, 10


class PositionalEncoding(nn.Module):
    def __init__(self, d_model, max_len=50):
        super().__init__()
        pos = torch.arange(max_len).unsqueeze(1)
        div = torch.exp(torch.arange(0, d_model, 2) * (-math.log(10000.0) / d_model))
        pe = torch.zeros(max_len, d_model)
        pe[:, 0::2] = torch.sin(pos * div)
        pe[:, 1::2] = torch.cos(pos * div)
        self.register_buffer("pe", pe.unsqueeze(0))

    def forward(self, x):
        return x + self.pe[:, : x.size(1)]


class Seq2Seq(nn.Module):
    def __init__(self, d_model=16):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, d_model, padding_idx=PAD)
        self.pos = PositionalEncoding(d_model)
        self.transformer = nn.Transformer(d_model, nhead=2, num_encoder_layers=1, num_decoder_layers=1,
                                          dim_feedforward=32, dropout=0.0, batch_first=True)
        self.out = nn.Linear(d_model, VOCAB)
        self.scale = math.sqrt(d_model)

    def forward(self, src, tgt):
        tgt_mask = nn.Transformer.generate_square_subsequent_mask(tgt.size(1)).to(src.device)
        src_pad = src == PAD
        tgt_pad = tgt == PAD
        h = self.transformer(self.pos(self.embed(src) * self.scale), self.pos(self.embed(tgt) * self.scale),
                             tgt_mask=tgt_mask, src_key_padding_mask=src_pad, tgt_key_padding_mask=tgt_pad,
                             memory_key_padding_mask=src_pad)
        return self.out(h)


print(nn.Transformer.generate_square_subsequent_mask(4))
model = Seq2Seq().to(device)
print(model.transformer.encoder.layers[0])
print(sum(p.numel() for p in model.parameters()))

src = torch.tensor([[3, 4, 5, 6, EOS], [7, 8, 9, EOS, PAD], [5, 5, 3, 4, EOS], [9, 3, EOS, PAD, PAD]], device=device)
tgt = torch.cat([torch.full((4, 1), BOS, device=device), src], dim=1)
tgt_in, tgt_out = tgt[:, :-1], tgt[:, 1:]
criterion = nn.CrossEntropyLoss(ignore_index=PAD)
opt = torch.optim.Adam(model.parameters(), lr=0.01)
for step in range(60):
    opt.zero_grad()
    logits = model(src, tgt_in)
    loss = criterion(logits.reshape(-1, VOCAB), tgt_out.reshape(-1))
    loss.backward()
    nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    opt.step()
    if step % 15 == 0:
        print(f"step {step:2d} loss {loss.item():.3f}")
print(f"final loss {loss.item():.3f}")

model.eval()
with torch.no_grad():
    ys = torch.full((4, 1), BOS, device=device)
    for _ in range(5):
        next_tok = model(src, ys)[:, -1].argmax(-1, keepdim=True)
        ys = torch.cat([ys, next_tok], dim=1)
print(ys[:, 1:].tolist())
acc = ((ys[:, 1:] == src) | (src == PAD)).float().mean().item()
print(f"token accuracy {acc:.3f}")
