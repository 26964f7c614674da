# F.scaled_dot_product_attention options compared with a hand-written attention: is_causal,
# boolean and float attn_mask, custom scale, rectangular causal masks, enable_gqa with fewer
# key/value heads, and gradients through it.
import math

import torch
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(101)

B, H, L, S, D = 2, 2, 3, 5, 4
q = torch.randn(B, H, L, D, device=device, requires_grad=True)
k = torch.randn(B, H, S, D, device=device)
v = torch.randn(B, H, S, D, device=device)


def manual(q, k, v, mask=None, scale=None, causal=False):
    s = q @ k.transpose(-2, -1) * (scale if scale is not None else 1 / math.sqrt(q.shape[-1]))
    if causal:
        cm = torch.ones(q.shape[-2], k.shape[-2], dtype=torch.bool, device=q.device).tril()
        s = s.masked_fill(~cm, float("-inf"))
    if mask is not None:
        s = s.masked_fill(~mask, float("-inf")) if mask.dtype == torch.bool else s + mask
    return s.softmax(-1) @ v


out = F.scaled_dot_product_attention(q, k, v)
print(out.shape, torch.allclose(out, manual(q, k, v), atol=1e-6))
oc = F.scaled_dot_product_attention(q, k, v, is_causal=True)
print(torch.allclose(oc, manual(q, k, v, causal=True), atol=1e-6))
print(oc[0, 0].round(decimals=4))
bm = torch.rand(L, S, device=device) > 0.3
bm[:, 0] = True
ob = F.scaled_dot_product_attention(q, k, v, attn_mask=bm)
print(torch.allclose(ob, manual(q, k, v, mask=bm), atol=1e-6))
fm = torch.randn(B, 1, L, S, device=device)
of = F.scaled_dot_product_attention(q, k, v, attn_mask=fm, scale=0.1)
print(torch.allclose(of, manual(q, k, v, mask=fm, scale=0.1), atol=1e-6))
print(of[1, 1, 2].round(decimals=4))
kg = torch.randn(B, 1, S, D, device=device)
vg = torch.randn(B, 1, S, D, device=device)
og = F.scaled_dot_product_attention(q, kg, vg, enable_gqa=True)
print(og.shape, torch.allclose(og, manual(q, kg.expand(B, H, S, D), vg.expand(B, H, S, D)), atol=1e-6))
q3 = torch.randn(L, D, device=device)
print(F.scaled_dot_product_attention(q3, k[0, 0], v[0, 0]).shape)
oc.sum().backward()
print(q.grad[0, 1].round(decimals=4))
w = torch.softmax(q.detach() @ k.transpose(-2, -1) / 2, dim=-1)
print(w.sum(-1).round(decimals=4))
