# A tiny decoder-only LM with TransformerEncoderLayer + causal mask (is_causal), trained a few
# steps; then greedy generation, and F.scaled_dot_product_attention checked against manual.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(37)
V, D, T = 7, 16, 6


class TinyLM(nn.Module):
    def __init__(self):
        super().__init__()
        self.tok = nn.Embedding(V, D)
        self.pos = nn.Embedding(T, D)
        layer = nn.TransformerEncoderLayer(D, 2, 32, dropout=0.0, batch_first=True)
        self.blocks = nn.TransformerEncoder(layer, 2)
        self.ln = nn.LayerNorm(D)
        self.head = nn.Linear(D, V, bias=False)
        self.head.weight = self.tok.weight

    def forward(self, idx):
        t = idx.size(1)
        h = self.tok(idx) + self.pos(torch.arange(t, device=idx.device))
        mask = nn.Transformer.generate_square_subsequent_mask(t, device=idx.device)
        h = self.blocks(h, mask=mask, is_causal=True)
        return self.head(self.ln(h))


model = TinyLM().to(device)
print("tied", model.head.weight is model.tok.weight, sum(p.numel() for p in model.parameters()))
data = torch.tensor([[1, 2, 3, 4, 5, 6], [2, 3, 4, 5, 6, 1], [3, 4, 5, 6, 1, 2]])
opt = torch.optim.AdamW(model.parameters(), lr=0.02)
for step in range(20):
    logits = model(data[:, :-1].to(device))
    loss = F.cross_entropy(logits.reshape(-1, V), data[:, 1:].to(device).reshape(-1))
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 5 == 4:
        print(f"step {step} loss {loss.item():.4f}")
model.eval()
idx = torch.tensor([[1]]).to(device)
with torch.no_grad():
    for _ in range(5):
        nxt = model(idx)[:, -1].argmax(-1, keepdim=True)
        idx = torch.cat([idx, nxt], 1)
print("generated", idx.tolist())
q, k, v = (torch.randn(1, 2, 4, 8).to(device) for _ in range(3))
sd = F.scaled_dot_product_attention(q, k, v, is_causal=True)
att = (q @ k.transpose(-2, -1)) / 8 ** 0.5
att = att.masked_fill(torch.triu(torch.ones(4, 4, dtype=torch.bool), 1).to(device), float("-inf")).softmax(-1)
print("sdpa == manual", torch.allclose(sd, att @ v, atol=1e-5))
