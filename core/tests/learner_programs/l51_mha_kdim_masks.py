# nn.MultiheadAttention with different key/value sizes (kdim, vdim), a boolean attn_mask,
# a float additive mask, a key_padding_mask, and per-head weights (average_attn_weights=False).
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(2)

mha = nn.MultiheadAttention(embed_dim=8, num_heads=2, kdim=5, vdim=3, batch_first=True).to(device)
for n, p in mha.named_parameters():
    print(n, tuple(p.shape))
q = torch.randn(2, 3, 8).to(device)
k = torch.randn(2, 4, 5).to(device)
v = torch.randn(2, 4, 3).to(device)

out, w = mha(q, k, v)
print(out.shape, w.shape, f"{w.sum(-1).mean().item():.4f}")

bool_mask = torch.tensor([[False, True, False, True]] * 3)
out_b, w_b = mha(q, k, v, attn_mask=bool_mask.to(device))
print("masked cols", w_b[..., 1].abs().max().item(), w_b[..., 3].abs().max().item())

float_mask = torch.zeros(3, 4)
float_mask[:, 1] = float("-inf")
float_mask[:, 3] = float("-inf")
out_f, w_f = mha(q, k, v, attn_mask=float_mask.to(device))
print("bool == float", torch.allclose(out_b, out_f, atol=1e-6))

kpm = torch.tensor([[False, False, False, True], [False, False, True, True]])
out_k, w_k = mha(q, k, v, key_padding_mask=kpm.to(device), average_attn_weights=False)
print(w_k.shape)
print(w_k[1, 0].round(decimals=4))
out_n, none_w = mha(q, k, v, need_weights=False)
print(none_w is None, torch.allclose(out_n, out, atol=1e-6))
loss = out_k.pow(2).mean()
loss.backward()
print(f"loss {loss.item():.5f} q_proj grad {mha.q_proj_weight.grad.norm().item():.5f}")
