# nn.MultiheadAttention options used in cross-attention code: kdim/vdim different from embed_dim,
# per-head weights with average_attn_weights=False, need_weights=False, float vs bool masks,
# batch_first, and a check against attention computed by hand from in_proj weights.
import math
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(44)
E, H = 8, 2
mha = nn.MultiheadAttention(E, H, batch_first=True).to(device)
q = torch.randn(2, 3, E, device=device)
kv = torch.randn(2, 5, E, device=device)
out, w = mha(q, kv, kv)
print(tuple(out.shape), tuple(w.shape), torch.allclose(w.sum(-1), torch.ones(2, 3, device=device)))
out2, wh = mha(q, kv, kv, average_attn_weights=False)
print(tuple(wh.shape), torch.allclose(wh.mean(1), w, atol=1e-6))
out3, none = mha(q, kv, kv, need_weights=False)
print(none, torch.allclose(out3, out, atol=1e-5))

Wq, Wk, Wv = mha.in_proj_weight.chunk(3)
bq, bk, bv = mha.in_proj_bias.chunk(3)
Q = (q @ Wq.T + bq).view(2, 3, H, E // H).transpose(1, 2)
K = (kv @ Wk.T + bk).view(2, 5, H, E // H).transpose(1, 2)
V = (kv @ Wv.T + bv).view(2, 5, H, E // H).transpose(1, 2)
att = (Q @ K.transpose(-1, -2) / math.sqrt(E // H)).softmax(-1)
manual = mha.out_proj((att @ V).transpose(1, 2).reshape(2, 3, E))
print("manual:", torch.allclose(manual, out, atol=1e-5), torch.allclose(att, wh, atol=1e-6))

pad = torch.tensor([[False, False, False, True, True], [False] * 5], device=device)
o_pad, w_pad = mha(q, kv, kv, key_padding_mask=pad)
print("padded keys get 0:", w_pad[0, :, 3:].abs().max().item())
fmask = torch.zeros(3, 5, device=device)
fmask[:, 0] = float("-inf")
o_f, w_f = mha(q, kv, kv, attn_mask=fmask)
bmask = torch.zeros(3, 5, dtype=torch.bool, device=device)
bmask[:, 0] = True
o_b, w_b = mha(q, kv, kv, attn_mask=bmask)
print("float == bool mask:", torch.allclose(o_f, o_b, atol=1e-6), w_b[..., 0].abs().max().item())
bias = torch.randn(3, 5, device=device)
o_bias, w_bias = mha(q, kv, kv, attn_mask=bias)
print("additive bias changes weights:", not torch.allclose(w_bias, w))

cross = nn.MultiheadAttention(E, H, kdim=6, vdim=4, batch_first=True).to(device)
print(cross.in_proj_weight, tuple(cross.q_proj_weight.shape), tuple(cross.k_proj_weight.shape), tuple(cross.v_proj_weight.shape))
co, cw = cross(q, torch.randn(2, 5, 6, device=device), torch.randn(2, 5, 4, device=device))
print(tuple(co.shape), tuple(cw.shape))
seq_first = nn.MultiheadAttention(E, H).to(device)
so, sw = seq_first(q.transpose(0, 1), kv.transpose(0, 1), kv.transpose(0, 1))
print(tuple(so.shape), tuple(sw.shape))
try:
    nn.MultiheadAttention(10, 3)
except AssertionError as e:
    print("AssertionError:", e)
sdpa = F.scaled_dot_product_attention(Q, K, V)
print("sdpa:", torch.allclose(sdpa, att @ V, atol=1e-5))
