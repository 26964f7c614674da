# A tiny transformer: attention with head dimension 64 half-fills a 128x128 MXU's rows, and each kernel takes the slower of its MXU and HBM times (the roofline).
# The MXU panel lists every matmul with its utilization and why; the timeline draws each kernel as
# wide as its modelled time: the slowest of its engines (MXU cycles, HBM bytes over bandwidth,
# the vector unit) plus the launch. The metrics panel totals the HBM bytes and the flops.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "tpu"
torch.manual_seed(0)

vocab, d_model, heads, tokens, batch = 64, 128, 2, 16, 4
head_dim = d_model // heads  # 64


class Attention(nn.Module):
    def __init__(self):
        super().__init__()
        self.qkv = nn.Linear(d_model, 3 * d_model)  # K = d_model = 128: the array's rows are full
        self.out = nn.Linear(d_model, d_model)

    def forward(self, x):
        B, T, _ = x.shape
        q, k, v = self.qkv(x).view(B, T, 3, heads, head_dim).permute(2, 0, 3, 1, 4).unbind(0)
        # One matmul per (batch, head): [16x64 @ 64x16], K = head_dim = 64 of the array's 128 rows;
        # and 16 tokens stream past the weights for 16 cycles while loading them takes 128.
        scores = q @ k.transpose(-2, -1) / head_dim ** 0.5
        causal = torch.ones(T, T, dtype=torch.bool, device=x.device).triu(1)
        weights = scores.masked_fill(causal, float("-inf")).softmax(dim=-1)
        y = weights @ v  # [16x16 @ 16x64]: K = the 16 tokens
        return self.out(y.transpose(1, 2).reshape(B, T, d_model))


class TinyTransformer(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(vocab, d_model)
        self.pos = nn.Parameter(torch.randn(tokens, d_model) * 0.02)
        self.norm1, self.attn = nn.LayerNorm(d_model), Attention()
        self.norm2, self.norm3 = nn.LayerNorm(d_model), nn.LayerNorm(d_model)
        self.mlp = nn.Sequential(nn.Linear(d_model, 2 * d_model), nn.GELU(), nn.Linear(2 * d_model, d_model))
        self.head = nn.Linear(d_model, vocab)

    def forward(self, ids):
        x = self.embed(ids) + self.pos
        x = x + self.attn(self.norm1(x))
        x = x + self.mlp(self.norm2(x))
        return self.head(self.norm3(x))


model = TinyTransformer().to(device)
print(f"{sum(p.numel() for p in model.parameters())} parameters, {heads} heads of {head_dim}")

# The task: continue a counting sequence (each token is the one before plus a step of 1, 3, 5 or 7).
start = torch.randint(0, vocab, (batch, 1), device=device)
steps = torch.tensor([[1], [3], [5], [7]], device=device)
seq = (start + steps * torch.arange(tokens + 1, device=device)) % vocab
inputs, targets = seq[:, :-1], seq[:, 1:]

optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
for step in range(3):
    optimizer.zero_grad()
    logits = model(inputs)
    loss = F.cross_entropy(logits.reshape(-1, vocab), targets.reshape(-1))
    loss.backward()  # the backward's matmuls: twice the forward's, the same shapes transposed
    optimizer.step()  # elementwise over every parameter: the vector unit and HBM, no MXU
    print(f"step {step}: loss {loss.item():.4f}")

# opens: panel=mxu
