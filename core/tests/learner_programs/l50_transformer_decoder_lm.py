# A tiny causal language model with nn.TransformerDecoderLayer used as decoder-only (memory =
# zeros) vs nn.TransformerEncoderLayer with a causal mask; generate_square_subsequent_mask;
# sinusoidal positional encoding registered as a buffer.
import math
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class PositionalEncoding(nn.Module):
    def __init__(self, d, max_len=32):
        super().__init__()
        pe = torch.zeros(max_len, d)
        pos = torch.arange(max_len).unsqueeze(1).float()
        div = torch.exp(torch.arange(0, d, 2).float() * (-math.log(10000.0) / d))
        pe[:, 0::2] = torch.sin(pos * div)
        pe[:, 1::2] = torch.cos(pos * div)
        self.register_buffer("pe", pe.unsqueeze(0))

    def forward(self, x):
        return x + self.pe[:, :x.size(1)]


class LM(nn.Module):
    def __init__(self, V, d=16):
        super().__init__()
        self.emb = nn.Embedding(V, d)
        self.pos = PositionalEncoding(d)
        self.block = nn.TransformerEncoderLayer(d, 2, 32, dropout=0.0, batch_first=True, norm_first=True)
        self.lm_head = nn.Linear(d, V)

    def forward(self, x):
        mask = nn.Transformer.generate_square_subsequent_mask(x.size(1)).to(x.device)
        h = self.block(self.pos(self.emb(x) * math.sqrt(16)), src_mask=mask, is_causal=True)
        return self.lm_head(h)


print(nn.Transformer.generate_square_subsequent_mask(4))
V = 8
data = torch.tensor([[1, 2, 3, 4, 5, 6, 7, 1, 2, 3]] * 4)
model = LM(V).to(device)
print([n for n, _ in model.named_buffers()], model.pos.pe.shape)
opt = torch.optim.Adam(model.parameters(), lr=0.01)
for step in range(25):
    logits = model(data[:, :-1].to(device))
    loss = nn.functional.cross_entropy(logits.reshape(-1, V), data[:, 1:].reshape(-1).to(device))
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 6 == 0:
        print(f"step {step} loss {loss.item():.4f} ppl {math.exp(loss.item()):.3f}")
model.eval()
seq = torch.tensor([[1]], device=device)
with torch.no_grad():
    for _ in range(6):
        nxt = model(seq)[:, -1].argmax(-1, keepdim=True)
        seq = torch.cat([seq, nxt], dim=1)
print(seq)
dec = nn.TransformerDecoderLayer(16, 2, 32, dropout=0.0, batch_first=True).to(device)
tgt = torch.randn(2, 5, 16, device=device)
memory = torch.randn(2, 7, 16, device=device)
print(dec(tgt, memory, tgt_mask=nn.Transformer.generate_square_subsequent_mask(5, device=device)).shape)
