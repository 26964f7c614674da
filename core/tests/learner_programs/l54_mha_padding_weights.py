# nn.MultiheadAttention with key_padding_mask (bool and float), need_weights, per-head weights
# (average_attn_weights=False), batch_first vs sequence-first, 3-D attn_mask, and add_zero_attn.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(7)

E, H, L, S, N = 8, 2, 3, 4, 2
mha = nn.MultiheadAttention(E, H, batch_first=True).to(device)
q = torch.randn(N, L, E, device=device)
kv = torch.randn(N, S, E, device=device)
pad = torch.tensor([[False, False, False, True], [False, False, True, True]], device=device)
out, w = mha(q, kv, kv, key_padding_mask=pad)
print(out.shape, w.shape)
print(w.round(decimals=4))
out2, w2 = mha(q, kv, kv, key_padding_mask=pad, average_attn_weights=False)
print(w2.shape)
print(w2[1].round(decimals=4))
print(torch.allclose(w2.mean(dim=1), w, atol=1e-6))
out3, w3 = mha(q, kv, kv, key_padding_mask=pad, need_weights=False)
print(w3, torch.allclose(out3, out, atol=1e-6))
fpad = torch.zeros(N, S, device=device).masked_fill(pad, float("-inf"))
out4, _ = mha(q, kv, kv, key_padding_mask=fpad)
print(torch.allclose(out4, out, atol=1e-6))
am = torch.triu(torch.ones(L, S, dtype=torch.bool, device=device), diagonal=2)
out5, w5 = mha(q, kv, kv, attn_mask=am)
print(w5[0].round(decimals=4))
am3 = torch.zeros(N * H, L, S, device=device)
am3[:, :, 0] = -1e9
out6, w6 = mha(q, kv, kv, attn_mask=am3)
print(w6[:, :, 0].abs().max().item() < 1e-6)
print(out6.sum().item().__round__(4))

seq = nn.MultiheadAttention(E, H, add_zero_attn=True, bias=False).to(device)
print(seq.in_proj_bias, seq.out_proj.bias)
qs = torch.randn(L, N, E, device=device)
o, ws = seq(qs, qs, qs)
print(o.shape, ws.shape)
print(ws[0].round(decimals=4))
print(ws.sum(dim=-1).round(decimals=4))

kd = nn.MultiheadAttention(E, H, kdim=5, vdim=6, batch_first=True).to(device)
print([n for n, _ in kd.named_parameters()])
k5 = torch.randn(N, S, 5, device=device)
v6 = torch.randn(N, S, 6, device=device)
o7, w7 = kd(q, k5, v6, key_padding_mask=pad)
print(o7.shape, round(o7.abs().mean().item(), 4))
o7.sum().backward()
print(kd.q_proj_weight.grad.shape, round(kd.k_proj_weight.grad.abs().sum().item(), 4))
