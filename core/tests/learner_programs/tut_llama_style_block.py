# A LLaMA-style decoder block as learners write it today: nn.RMSNorm (checked against the manual
# formula), rotary position embeddings applied to q/k, grouped-query attention through
# scaled_dot_product_attention(enable_gqa=True) compared with explicit repeat_interleave, a SwiGLU
# MLP, a KV cache for incremental decoding that matches the full causal pass, and a tiny training run.
import math
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(1)

D, HQ, HKV, T = 16, 4, 2, 6
HD = D // HQ


def rope_cache(T, hd, base=10000.0):
    inv = 1.0 / base ** (torch.arange(0, hd, 2).float() / hd)
    ang = torch.outer(torch.arange(T).float(), inv)
    return ang.cos(), ang.sin()


def apply_rope(x, cos, sin):
    x1, x2 = x[..., 0::2], x[..., 1::2]
    out = torch.stack([x1 * cos - x2 * sin, x1 * sin + x2 * cos], dim=-1)
    return out.flatten(-2)


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.norm1 = nn.RMSNorm(D, eps=1e-6)
        self.wq = nn.Linear(D, HQ * HD, bias=False)
        self.wk = nn.Linear(D, HKV * HD, bias=False)
        self.wv = nn.Linear(D, HKV * HD, bias=False)
        self.wo = nn.Linear(D, D, bias=False)
        self.norm2 = nn.RMSNorm(D, eps=1e-6)
        self.w1 = nn.Linear(D, 32, bias=False)
        self.w3 = nn.Linear(D, 32, bias=False)
        self.w2 = nn.Linear(32, D, bias=False)

    def attn(self, x, cos, sin, cache=None):
        B, L, _ = x.shape
        q = self.wq(x).view(B, L, HQ, HD).transpose(1, 2)
        k = self.wk(x).view(B, L, HKV, HD).transpose(1, 2)
        v = self.wv(x).view(B, L, HKV, HD).transpose(1, 2)
        q, k = apply_rope(q, cos, sin), apply_rope(k, cos, sin)
        if cache is not None:
            if "k" in cache:
                k = torch.cat([cache["k"], k], dim=2)
                v = torch.cat([cache["v"], v], dim=2)
            cache["k"], cache["v"] = k, v
        causal = cache is None or L > 1
        out = F.scaled_dot_product_attention(q, k, v, is_causal=causal, enable_gqa=True)
        return self.wo(out.transpose(1, 2).reshape(B, L, D))

    def forward(self, x, cos, sin, cache=None):
        x = x + self.attn(self.norm1(x), cos, sin, cache)
        h = self.norm2(x)
        return x + self.w2(F.silu(self.w1(h)) * self.w3(h))


block = Block().to(device)
print(block.norm1, sum(p.numel() for p in block.parameters()))
x = torch.randn(2, T, D, device=device)
rms = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * block.norm1.weight
print("RMSNorm matches formula:", torch.allclose(block.norm1(x), rms, atol=1e-6))
cos, sin = rope_cache(T, HD)
cos, sin = cos.to(device), sin.to(device)
q = torch.randn(1, HQ, T, HD, device=device)
print("RoPE keeps norms:", torch.allclose(apply_rope(q, cos, sin).norm(dim=-1), q.norm(dim=-1), atol=1e-5))
k = torch.randn(1, HKV, T, HD, device=device)
v = torch.randn(1, HKV, T, HD, device=device)
gqa = F.scaled_dot_product_attention(q, k, v, enable_gqa=True)
rep = F.scaled_dot_product_attention(q, k.repeat_interleave(HQ // HKV, 1), v.repeat_interleave(HQ // HKV, 1))
print("GQA == repeated heads:", torch.allclose(gqa, rep, atol=1e-6))

full = block(x, cos, sin)
cache = {}
steps = [block(x[:, :3], cos[:3], sin[:3], cache)]
for t in range(3, T):
    steps.append(block(x[:, t:t + 1], cos[t:t + 1], sin[t:t + 1], cache))
incremental = torch.cat(steps, dim=1)
print("KV-cache decoding == full pass:", torch.allclose(full, incremental, atol=1e-5), tuple(cache["k"].shape))

head = nn.Linear(D, 10).to(device)
emb = nn.Embedding(10, D).to(device)
params = list(block.parameters()) + list(head.parameters()) + list(emb.parameters())
opt = torch.optim.AdamW(params, lr=3e-3, weight_decay=0.0)
for step in range(8):
    tokens = torch.randint(0, 10, (4, T + 1), device=device)
    logits = head(block(emb(tokens[:, :-1]), cos, sin))
    loss = F.cross_entropy(logits.reshape(-1, 10), tokens[:, 1:].reshape(-1))
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(step, f"{loss.item():.4f}")
print(f"uniform baseline {math.log(10):.4f}")
