# Batched matrix ops in attention-style code: bmm vs matmul vs einsum for (B, H, L, D) tensors,
# baddbmm and addmm with beta/alpha, scaled dot-product attention by hand vs
# F.scaled_dot_product_attention (with is_causal and a boolean mask), and a bilinear layer.
import math
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(3)

B, H, L, D = 2, 3, 4, 5
q = torch.randn(B, H, L, D, device=device)
k = torch.randn(B, H, L, D, device=device)
v = torch.randn(B, H, L, D, device=device)

s1 = q @ k.transpose(-2, -1)
s2 = torch.einsum("bhld,bhmd->bhlm", q, k)
s3 = torch.bmm(q.reshape(B * H, L, D), k.reshape(B * H, L, D).transpose(1, 2)).reshape(B, H, L, L)
print("scores shape:", tuple(s1.shape))
print("einsum == matmul:", torch.allclose(s1, s2, atol=1e-6), "bmm == matmul:", torch.allclose(s1, s3, atol=1e-6))

att = torch.softmax(s1 / math.sqrt(D), dim=-1)
out = att @ v
ref = F.scaled_dot_product_attention(q, k, v)
print("manual attention == sdpa:", torch.allclose(out, ref, atol=1e-5))

causal = torch.ones(L, L, dtype=torch.bool, device=device).tril()
att_c = torch.softmax((s1 / math.sqrt(D)).masked_fill(~causal, float("-inf")), dim=-1)
out_c = att_c @ v
print("causal manual == sdpa(is_causal=True):", torch.allclose(out_c, F.scaled_dot_product_attention(q, k, v, is_causal=True), atol=1e-5))
print("causal == sdpa(attn_mask=bool tril):", torch.allclose(out_c, F.scaled_dot_product_attention(q, k, v, attn_mask=causal), atol=1e-5))
print("first query attention weights (b0, h0):", att_c[0, 0, 0].tolist())
print("attention row 2 (b0, h0):", att_c[0, 0, 2].round(decimals=4))
scaled = F.scaled_dot_product_attention(q, k, v, scale=0.1)
manual_scaled = torch.softmax(s1 * 0.1, -1) @ v
print("custom scale agrees:", torch.allclose(scaled, manual_scaled, atol=1e-5))

merged = out.transpose(1, 2).reshape(B, L, H * D)
print("heads merged:", tuple(merged.shape))

M = torch.randn(3, 4, device=device)
x = torch.randn(3, 2, device=device)
y = torch.randn(2, 4, device=device)
print("addmm(beta=0.5, alpha=2) ok:", torch.allclose(torch.addmm(M, x, y, beta=0.5, alpha=2.0), 0.5 * M + 2.0 * (x @ y), atol=1e-6))
bM = torch.randn(2, 3, 4, device=device)
bx = torch.randn(2, 3, 2, device=device)
by = torch.randn(2, 2, 4, device=device)
print("baddbmm ok:", torch.allclose(torch.baddbmm(bM, bx, by), bM + bx @ by, atol=1e-6))
print("addbmm sums the batch:", torch.allclose(torch.addbmm(M, bx, by), M + (bx @ by).sum(0), atol=1e-5))
print("addmv:", torch.addmv(torch.zeros(3, device=device), M, torch.ones(4, device=device)).allclose(M.sum(1)))

bil = nn.Bilinear(3, 4, 2).to(device)
x1 = torch.randn(5, 3, device=device)
x2 = torch.randn(5, 4, device=device)
manual = torch.einsum("bi,oij,bj->bo", x1, bil.weight, x2) + bil.bias
print("Bilinear == einsum:", torch.allclose(bil(x1, x2), manual, atol=1e-5))
print("bilinear weight shape:", tuple(bil.weight.shape))

# Gradient through attention reaches q, k and v.
q.requires_grad_(True)
k.requires_grad_(True)
v.requires_grad_(True)
F.scaled_dot_product_attention(q, k, v, is_causal=True).sum().backward()
print(f"grad norms: q {q.grad.norm().item():.4f} k {k.grad.norm().item():.4f} v {v.grad.norm().item():.4f}")
print("v grad of last position equals its attention mass:", torch.allclose(v.grad[0, 0, -1], att_c[0, 0, :, -1].sum().expand(D), atol=1e-5))
