# Positional encodings from the transformer tutorial: the sinusoidal PositionalEncoding module with
# a registered buffer (not a parameter), its values and the dot-product similarity between
# positions, a learned nn.Embedding alternative, and both added to token embeddings with dropout.
import math
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(1)


class PositionalEncoding(nn.Module):
    def __init__(self, d_model, dropout=0.1, max_len=50):
        super().__init__()
        self.dropout = nn.Dropout(p=dropout)
        position = torch.arange(max_len).unsqueeze(1)
        div_term = torch.exp(torch.arange(0, d_model, 2) * (-math.log(10000.0) / d_model))
        pe = torch.zeros(max_len, 1, d_model)
        pe[:, 0, 0::2] = torch.sin(position * div_term)
        pe[:, 0, 1::2] = torch.cos(position * div_term)
        self.register_buffer("pe", pe)

    def forward(self, x):
        # x: (seq_len, batch, d_model)
        x = x + self.pe[: x.size(0)]
        return self.dropout(x)


class LearnedPositions(nn.Module):
    def __init__(self, d_model, max_len=50):
        super().__init__()
        self.pos = nn.Embedding(max_len, d_model)

    def forward(self, x):
        positions = torch.arange(x.size(0), device=x.device)
        return x + self.pos(positions).unsqueeze(1)


d = 8
pe_mod = PositionalEncoding(d).to(device)
print("parameters:", list(pe_mod.parameters()))
print("buffers:", [(n, tuple(b.shape)) for n, b in pe_mod.named_buffers()])
print("state_dict keys:", list(pe_mod.state_dict().keys()))
torch.set_printoptions(precision=3)
print("pe[0]:", pe_mod.pe[0, 0])
print("pe[1]:", pe_mod.pe[1, 0])
print("pe[5]:", pe_mod.pe[5, 0])
P = pe_mod.pe[:10, 0]
sim = P @ P.T
print("similarity of position 4 to 0..9:", sim[4])
print("norms are constant:", torch.allclose(P.norm(dim=1), torch.full((10,), math.sqrt(d / 2), device=device)))
torch.set_printoptions(precision=4)

emb = nn.Embedding(20, d).to(device)
tokens = torch.randint(0, 20, (6, 2), device=device)  # (seq, batch)
x = emb(tokens) * math.sqrt(d)
pe_mod.eval()
y = pe_mod(x)
print("output shape:", tuple(y.shape))
print("eval adds exactly pe:", torch.allclose(y - x, pe_mod.pe[:6].expand(-1, 2, -1)))
pe_mod.train()
y_train = pe_mod(x)
print("train-mode zeros from dropout:", int((y_train == 0).sum().item()))

learned = LearnedPositions(d).to(device)
print("learned parameters:", sum(p.numel() for p in learned.parameters()))
z = learned(x)
print("learned output shape:", tuple(z.shape))

# Relative shift property: PE(p + k) is a rotation of PE(p) in each (sin, cos) pair.
k = 3
freqs = torch.exp(torch.arange(0, d, 2, device=device) * (-math.log(10000.0) / d))
p_vec = pe_mod.pe[2, 0].view(-1, 2)
rot_cos, rot_sin = torch.cos(k * freqs), torch.sin(k * freqs)
shifted = torch.stack([p_vec[:, 0] * rot_cos + p_vec[:, 1] * rot_sin,
                       p_vec[:, 1] * rot_cos - p_vec[:, 0] * rot_sin], dim=1).flatten()
print("PE(2+3) from rotation matches:", torch.allclose(shifted, pe_mod.pe[5, 0], atol=1e-5))

# Train the learned positions to predict the position index (a sanity task).
head = nn.Linear(d, 10).to(device)
opt = torch.optim.Adam(list(learned.parameters()) + list(head.parameters()), lr=0.05)
target = torch.arange(10, device=device)
for step in range(60):
    h = learned(torch.zeros(10, 1, d, device=device)).squeeze(1)
    loss = nn.functional.cross_entropy(head(h), target)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 20 == 19:
        print(f"step {step + 1}: loss {loss.item():.4f}")
