# nn.MultiheadAttention with the masks learners get wrong: batch_first, key_padding_mask (True
# means "ignore"), a causal attn_mask as bool and as float -inf, need_weights with
# average_attn_weights, the shapes of outputs and weights, and checking masked keys get zero weight.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(7)

E, H, L = 8, 2, 5
mha = nn.MultiheadAttention(embed_dim=E, num_heads=H, batch_first=True).to(device)
print(mha)
print("in_proj_weight", tuple(mha.in_proj_weight.shape), "out_proj", mha.out_proj)

x = torch.randn(2, L, E, device=device)
lengths = torch.tensor([5, 3], device=device)
key_padding_mask = torch.arange(L, device=device)[None, :] >= lengths[:, None]
print("key_padding_mask:\n", key_padding_mask)

out, w = mha(x, x, x, key_padding_mask=key_padding_mask)
print("out", tuple(out.shape), "weights", tuple(w.shape))
print("weights of sample 1 on padded keys:", w[1, :, 3:].abs().max().item())
print("rows sum to one:", torch.allclose(w.sum(-1), torch.ones(2, L, device=device)))

causal_bool = torch.triu(torch.ones(L, L, dtype=torch.bool, device=device), diagonal=1)
causal_float = torch.zeros(L, L, device=device).masked_fill(causal_bool, float("-inf"))
print("float causal mask:\n", causal_float)
gen_mask = nn.Transformer.generate_square_subsequent_mask(L, device=device)
print("generate_square_subsequent_mask equal:", torch.equal(gen_mask, causal_float))

out_b, w_b = mha(x, x, x, attn_mask=causal_bool)
out_f, w_f = mha(x, x, x, attn_mask=causal_float)
print("bool vs float mask same output:", torch.allclose(out_b, out_f, atol=1e-6))
print("upper triangle weight max:", w_b[0].triu(1).max().item())
print("first query attends only to itself:", w_b[:, 0, 0].tolist())

out_c, w_c = mha(x, x, x, attn_mask=causal_bool, key_padding_mask=key_padding_mask)
print("combined weights sample 1:\n", w_c[1].round(decimals=3))

_, w_heads = mha(x, x, x, need_weights=True, average_attn_weights=False)
print("per-head weights", tuple(w_heads.shape), "mean equals averaged:",
      torch.allclose(w_heads.mean(1), mha(x, x, x)[1], atol=1e-6))
out_none, w_none = mha(x, x, x, need_weights=False)
print("need_weights=False ->", w_none)

# Cross-attention: queries of length 3 over keys/values of length 5 with a different kdim.
cross = nn.MultiheadAttention(E, H, kdim=6, vdim=4, batch_first=True).to(device)
q = torch.randn(2, 3, E, device=device)
k = torch.randn(2, 5, 6, device=device)
v = torch.randn(2, 5, 4, device=device)
o, aw = cross(q, k, v)
print("cross out", tuple(o.shape), "weights", tuple(aw.shape))
print("separate projections:", cross.q_proj_weight.shape, cross.k_proj_weight.shape, cross.v_proj_weight.shape)

# A tiny training step to see the mask has gradients only through unmasked keys.
x.requires_grad_(True)
out, _ = mha(x, x, x, key_padding_mask=key_padding_mask)
out[1, :3].sum().backward()
print("grad norm per position of sample 1:", [round(v, 4) for v in x.grad[1].norm(dim=-1).tolist()])
print(f"output checksum {out.sum().item():.4f}")
