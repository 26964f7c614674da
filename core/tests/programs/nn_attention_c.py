# F.scaled_dot_product_attention on 3-D and 2-D input with is_causal for L != S and a broadcast float
# mask; MultiheadAttention with a float key_padding_mask, a 3-D float attn_mask, per-head weights.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


def r(t):
    return [round(v, 4) for v in t.detach().reshape(-1).tolist()]


q = torch.randn(2, 3, 4, device=device); k = torch.randn(2, 5, 4, device=device); v = torch.randn(2, 5, 2, device=device)
print(r(F.scaled_dot_product_attention(q, k, v, is_causal=True)))
print(r(F.scaled_dot_product_attention(q, k, v, attn_mask=torch.randn(1, 5, device=device))))
print(r(F.scaled_dot_product_attention(q[0], k[0], v[0])))
mha = nn.MultiheadAttention(4, 2).to(device)
x = torch.randn(3, 2, 4, device=device)
fk = torch.zeros(2, 3, device=device); fk[0, 1] = -2.0
print(r(mha(x, x, x, key_padding_mask=fk)[0]))
print(r(mha(x, x, x, key_padding_mask=fk, attn_mask=torch.randn(4, 3, 3, device=device), need_weights=False)[0]))
print(r(mha(x[:, 0], x[:, 0], x[:, 0], attn_mask=torch.randn(2, 3, 3, device=device), average_attn_weights=False)[1]))
