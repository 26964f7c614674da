# F.scaled_dot_product_attention options (bool and float masks, is_causal, scale, enable_gqa) against
# a hand-written softmax(QK^T)V, and MultiheadAttention's per-head weights.
import math
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)
B, H, L, S, E = 2, 2, 4, 5, 8
q = torch.randn(B, H, L, E, device=device)
k = torch.randn(B, H, S, E, device=device)
v = torch.randn(B, H, S, E, device=device)


def manual(q, k, v, mask=None, scale=None, causal=False):
    s = scale if scale is not None else 1 / math.sqrt(q.size(-1))
    att = q @ k.transpose(-2, -1) * s
    if causal:
        att = att.masked_fill(torch.ones(q.size(-2), k.size(-2), dtype=torch.bool, device=q.device).tril().logical_not(), float("-inf"))
    if mask is not None:
        att = att.masked_fill(~mask, float("-inf")) if mask.dtype == torch.bool else att + mask
    return att.softmax(-1) @ v


out = F.scaled_dot_product_attention(q, k, v)
print(out.shape, torch.allclose(out, manual(q, k, v), atol=1e-5))
bmask = torch.rand(L, S, device=device) > 0.3
bmask[:, 0] = True
print(torch.allclose(F.scaled_dot_product_attention(q, k, v, attn_mask=bmask), manual(q, k, v, bmask), atol=1e-5))
fmask = torch.randn(B, 1, L, S, device=device)
print(torch.allclose(F.scaled_dot_product_attention(q, k, v, attn_mask=fmask), manual(q, k, v, fmask), atol=1e-5))
kk = torch.randn(B, H, L, E, device=device)
vv = torch.randn(B, H, L, E, device=device)
print(torch.allclose(F.scaled_dot_product_attention(q, kk, vv, is_causal=True), manual(q, kk, vv, causal=True), atol=1e-5))
print(torch.allclose(F.scaled_dot_product_attention(q, k, v, scale=0.1), manual(q, k, v, scale=0.1), atol=1e-5))
print(F.scaled_dot_product_attention(q, kk, vv, is_causal=True)[0, 0, 0], vv[0, 0, 0])
kg = torch.randn(B, 1, S, E, device=device)
vg = torch.randn(B, 1, S, E, device=device)
gqa = F.scaled_dot_product_attention(q, kg, vg, enable_gqa=True)
print(gqa.shape, torch.allclose(gqa, manual(q, kg.expand(B, H, S, E), vg.expand(B, H, S, E)), atol=1e-5))
qr = q.clone().requires_grad_()
F.scaled_dot_product_attention(qr, k, v).sum().backward()
print(qr.grad.shape, round(qr.grad.abs().sum().item(), 4))

mha = nn.MultiheadAttention(E, 2, batch_first=True, kdim=6, vdim=3).to(device)
x = torch.randn(B, L, E, device=device)
kv_k = torch.randn(B, S, 6, device=device)
kv_v = torch.randn(B, S, 3, device=device)
o, w = mha(x, kv_k, kv_v, need_weights=True, average_attn_weights=False)
print(o.shape, w.shape, [round(t, 4) for t in w.sum(-1)[0, 0].tolist()])
o2, w2 = mha(x, kv_k, kv_v)
print(torch.allclose(w.mean(1), w2, atol=1e-6), [n for n, _ in mha.named_parameters()])
pad = torch.tensor([[False] * 4 + [True], [False] * 5], device=device)
o3, w3 = mha(x, kv_k, kv_v, key_padding_mask=pad)
print(w3[0, :, -1], round(o3.sum().item(), 4))
