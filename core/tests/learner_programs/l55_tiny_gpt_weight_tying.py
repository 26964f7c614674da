# A tiny GPT block from scratch: causal mask with torch.triu / masked_fill, multi-head attention by
# hand, pre-LayerNorm, GELU MLP, weight tying of embedding and lm head (same Parameter object),
# training on a repeating token pattern, then greedy and top-k sampled generation.
import math
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(560)

V, T, D, Hh = 10, 8, 16, 2


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln1, self.ln2 = nn.LayerNorm(D), nn.LayerNorm(D)
        self.qkv = nn.Linear(D, 3 * D)
        self.proj = nn.Linear(D, D)
        self.mlp = nn.Sequential(nn.Linear(D, 4 * D), nn.GELU(), nn.Linear(4 * D, D))
        self.register_buffer("mask", torch.triu(torch.ones(T, T, dtype=torch.bool), 1), persistent=False)

    def forward(self, x):
        b, t, _ = x.shape
        q, k, v = self.qkv(self.ln1(x)).split(D, dim=2)
        q, k, v = (z.view(b, t, Hh, D // Hh).transpose(1, 2) for z in (q, k, v))
        att = (q @ k.transpose(-2, -1)) / math.sqrt(D // Hh)
        att = att.masked_fill(self.mask[:t, :t], float("-inf")).softmax(-1)
        x = x + self.proj((att @ v).transpose(1, 2).reshape(b, t, D))
        return x + self.mlp(self.ln2(x))


class GPT(nn.Module):
    def __init__(self):
        super().__init__()
        self.tok = nn.Embedding(V, D)
        self.pos = nn.Embedding(T, D)
        self.block = Block()
        self.ln = nn.LayerNorm(D)
        self.head = nn.Linear(D, V, bias=False)
        self.head.weight = self.tok.weight

    def forward(self, idx):
        t = idx.shape[1]
        x = self.tok(idx) + self.pos(torch.arange(t, device=idx.device))
        return self.head(self.ln(self.block(x)))


m = GPT().to(device)
print(m.head.weight is m.tok.weight, len(list(m.parameters())), len(m.state_dict()))
print(list(m.state_dict().keys())[:3], "block.mask" in m.state_dict())
seq = torch.tensor([1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2], device=device)
xs = torch.stack([seq[i:i + T] for i in range(8)])
ys = torch.stack([seq[i + 1:i + T + 1] for i in range(8)])
opt = torch.optim.AdamW(m.parameters(), lr=1e-2)
for step in range(12):
    logits = m(xs)
    loss = F.cross_entropy(logits.view(-1, V), ys.view(-1))
    opt.zero_grad(set_to_none=True)
    loss.backward()
    opt.step()
    if step % 2 == 0:
        print(f"step {step:2d} loss {loss.item():.4f}")
m.eval()


@torch.no_grad()
def generate(idx, n, k=None):
    for _ in range(n):
        logits = m(idx[:, -T:])[:, -1]
        if k is None:
            nxt = logits.argmax(-1, keepdim=True)
        else:
            v, _ = logits.topk(k)
            logits[logits < v[:, [-1]]] = -float("inf")
            nxt = torch.multinomial(F.softmax(logits, -1), 1)
        idx = torch.cat([idx, nxt], 1)
    return idx


print(generate(torch.tensor([[1, 2]], device=device), 8).tolist())
torch.manual_seed(0)
print(generate(torch.tensor([[3]], device=device), 6, k=2).tolist())
