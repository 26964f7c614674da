# A transformer encoder block written by hand (multi-head self-attention with a padding mask,
# pre-LayerNorm, GELU feed-forward, residuals) next to nn.MultiheadAttention with copied weights:
# the attention outputs agree; then the block trains briefly on a token-copy objective.
import math
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


class SelfAttention(nn.Module):
    def __init__(self, d_model, n_heads):
        super().__init__()
        assert d_model % n_heads == 0
        self.h = n_heads
        self.dk = d_model // n_heads
        self.qkv = nn.Linear(d_model, 3 * d_model)
        self.proj = nn.Linear(d_model, d_model)

    def forward(self, x, key_padding_mask=None):
        B, T, C = x.shape
        q, k, v = self.qkv(x).split(C, dim=-1)
        q = q.view(B, T, self.h, self.dk).transpose(1, 2)
        k = k.view(B, T, self.h, self.dk).transpose(1, 2)
        v = v.view(B, T, self.h, self.dk).transpose(1, 2)
        att = (q @ k.transpose(-2, -1)) / math.sqrt(self.dk)
        if key_padding_mask is not None:
            att = att.masked_fill(key_padding_mask[:, None, None, :], float("-inf"))
        att = F.softmax(att, dim=-1)
        y = (att @ v).transpose(1, 2).contiguous().view(B, T, C)
        return self.proj(y), att


class Block(nn.Module):
    def __init__(self, d_model, n_heads, d_ff):
        super().__init__()
        self.ln1 = nn.LayerNorm(d_model)
        self.attn = SelfAttention(d_model, n_heads)
        self.ln2 = nn.LayerNorm(d_model)
        self.ff = nn.Sequential(nn.Linear(d_model, d_ff), nn.GELU(), nn.Linear(d_ff, d_model))

    def forward(self, x, mask=None):
        a, _ = self.attn(self.ln1(x), mask)
        x = x + a
        return x + self.ff(self.ln2(x))


d_model, heads = 16, 4
attn = SelfAttention(d_model, heads).to(device)
mha = nn.MultiheadAttention(d_model, heads, batch_first=True).to(device)
with torch.no_grad():
    mha.in_proj_weight.copy_(attn.qkv.weight)
    mha.in_proj_bias.copy_(attn.qkv.bias)
    mha.out_proj.weight.copy_(attn.proj.weight)
    mha.out_proj.bias.copy_(attn.proj.bias)

x = torch.randn(2, 5, d_model).to(device)
pad = torch.tensor([[False] * 5, [False, False, False, True, True]]).to(device)
ours, w = attn(x, pad)
theirs, tw = mha(x, x, x, key_padding_mask=pad)
print("outputs close:", torch.allclose(ours, theirs, atol=1e-5))
print("weights close:", torch.allclose(w.mean(1), tw, atol=1e-6))
print("masked weight", w[1, :, :, 3:].abs().sum().item())
print(tw[1, 0].round(decimals=4))

vocab, T = 10, 6
emb = nn.Embedding(vocab, d_model)
pos = nn.Parameter((torch.randn(1, T, d_model) * 0.02).to(device))
block = Block(d_model, heads, 32)
head = nn.Linear(d_model, vocab)
model = nn.ModuleDict({"emb": emb, "block": block, "head": head}).to(device)
params = list(model.parameters()) + [pos]
print("params:", sum(p.numel() for p in params))
opt = torch.optim.Adam(params, lr=3e-3)
for step in range(10):
    tokens = torch.randint(0, vocab, (8, T)).to(device)
    h = model["emb"](tokens) + pos
    h = model["block"](h)
    logits = model["head"](h)
    loss = F.cross_entropy(logits.reshape(-1, vocab), tokens.reshape(-1))
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 3 == 0:
        print(step, round(loss.item(), 4))
