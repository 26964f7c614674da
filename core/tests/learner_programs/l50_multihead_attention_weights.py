# nn.MultiheadAttention used directly: self-attention with a causal attn_mask, cross-attention
# with key_padding_mask, averaged vs per-head weights, and shapes with batch_first.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

mha = nn.MultiheadAttention(embed_dim=8, num_heads=2, batch_first=True).to(device)
x = torch.randn(2, 4, 8, device=device)
causal = torch.triu(torch.ones(4, 4, dtype=torch.bool, device=device), diagonal=1)
print(causal)
out, w = mha(x, x, x, attn_mask=causal)
print(out.shape, w.shape)
print(w[0].round(decimals=4))
print("upper zero", w[:, 0, 1:].abs().sum().item())
out2, w2 = mha(x, x, x, attn_mask=causal, average_attn_weights=False)
print(w2.shape, torch.allclose(w2.mean(1), w, atol=1e-6))

mem = torch.randn(2, 5, 8, device=device)
kpm = torch.tensor([[False, False, False, True, True], [False] * 5], device=device)
out3, w3 = mha(x, mem, mem, key_padding_mask=kpm)
print(out3.shape, w3.shape)
print(w3[0, 0].round(decimals=4))
print("row sums", w3.sum(-1).round(decimals=4))
out4, w4 = mha(x, x, x, need_weights=False)
print(out4.shape, w4)

float_mask = torch.zeros(4, 4, device=device).masked_fill(causal, float("-inf"))
print(float_mask)
out5, _ = mha(x, x, x, attn_mask=float_mask)
print(torch.allclose(out5, out, atol=1e-6))
loss = out.pow(2).mean()
loss.backward()
print(mha.in_proj_weight.grad.shape, mha.out_proj.weight.grad.abs().sum() > 0)
